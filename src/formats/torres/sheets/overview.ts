/**
 * The league overview sheet of a TORRES season: one row per player of every group (league, group, its sheet,
 * place, the player as listed) and the group's final order once every result of its sheet is entered (live
 * formulas over the standings' player column), with the moving-up/moving-down zones. readTorresOverview reads
 * the previous season back from it.
 */
import { a1, columnLetters, onSheet, type PlanCell, rangeA1, type SheetPlan } from '../../../shared/sheets/plan';
import { asText, formulaString } from '../../../shared/sheets/text';
import { PROMOTION_BACKGROUND, RELEGATION_BACKGROUND, seatsOf, type TorresGroupSpec, zones } from './group';
import { resultsCell, standingsPlayerCell } from './layout';

export const TORRES_OVERVIEW_KIND = 'torres-overview';

export const OVERVIEW = {
  titleRow: 1,
  seedRow: 2,
  leaguesRow: 3,
  helpRow: 4,
  headerRow: 6,
  firstRow: 7,
  columns: { league: 1, group: 2, sheet: 3, place: 4, listed: 5, final: 6, zone: 7, results: 8 },
} as const;

export const OVERVIEW_HEADERS = ['League', 'Group', 'Sheet', 'Place', 'Player (as listed)', 'Final order', 'Next season', 'Results'];

export const OVERVIEW_HELP =
  'Final order fills in for a group once every result on its sheet is entered (points or D). Green: moves up next season; red: moves down. ' +
  'Roll-over: open this sheet and use the sidebar\'s TORRES roll-over, "Read league overview".';

export function buildTorresOverviewPlan(title: string, seed: string, specs: readonly TorresGroupSpec[], sheetNames: readonly string[], name: string): SheetPlan {
  const C = OVERVIEW.columns;
  const cells: PlanCell[][] = [
    [asText(title), null, 'TORRES league overview'],
    ['Seed', asText(seed)],
    ['Leagues', specs.reduce((k, s) => Math.max(k, s.league), 0), `${specs.length} groups, ${specs.reduce((n, s) => n + s.players.length, 0)} players`],
    [OVERVIEW_HELP],
    [],
    OVERVIEW_HEADERS,
  ];
  const upRows: number[] = [];
  const downRows: number[] = [];
  specs.forEach((spec, g) => {
    const sheet = sheetNames[g];
    const seats = seatsOf(spec.games);
    const z = zones(spec);
    spec.players.forEach((player, i) => {
      const row = cells.length + 1;
      const zone = z.up.includes(i) ? 'up' : z.down.includes(i) ? 'down' : '';
      if (zone === 'up') upRows.push(row);
      if (zone === 'down') downRows.push(row);
      const done = `${onSheet(sheet, resultsCell(true))}>=${seats}`;
      const line: PlanCell[] = [];
      line[C.league - 1] = spec.league;
      line[C.group - 1] = spec.group;
      line[C.sheet - 1] = asText(sheet);
      line[C.place - 1] = i + 1;
      line[C.listed - 1] = asText(player);
      line[C.final - 1] = `=IF(${done},IFERROR(${onSheet(sheet, standingsPlayerCell(i))},""),"")`;
      line[C.zone - 1] = zone === 'up' ? 'moves up' : zone === 'down' ? 'moves down' : '';
      line[C.results - 1] = i === 0 ? `=${onSheet(sheet, resultsCell(true))}&${formulaString(` of ${seats}`)}` : null;
      cells.push(line);
    });
  });
  const last = Math.max(cells.length, OVERVIEW.firstRow);
  const zoneFormat = (rows: number[], background: string) =>
    rows.length === 0 ? [] : [{ range: rangeA1(OVERVIEW.firstRow, C.place, last, C.zone), formula: `=$${columnLetters(C.zone)}${OVERVIEW.firstRow}=${formulaString(background === PROMOTION_BACKGROUND ? 'moves up' : 'moves down')}`, background }];
  return {
    name,
    kind: TORRES_OVERVIEW_KIND,
    cells,
    styles: [
      { range: 'A1', bold: true },
      { range: rangeA1(OVERVIEW.seedRow, 1, OVERVIEW.leaguesRow, 1), bold: true },
      { range: `A${OVERVIEW.helpRow}`, italic: true, fontColor: '#5f6368' },
      { range: rangeA1(OVERVIEW.headerRow, 1, OVERVIEW.headerRow, OVERVIEW_HEADERS.length), bold: true, background: '#e8f0fe' },
      { range: rangeA1(OVERVIEW.firstRow, C.final, last, C.final), bold: true },
    ],
    columnWidths: [
      { column: C.league, width: 60 },
      { column: C.group, width: 60 },
      { column: C.sheet, width: 160 },
      { column: C.place, width: 50 },
      { column: C.listed, width: 150 },
      { column: C.final, width: 150 },
      { column: C.zone, width: 100 },
      { column: C.results, width: 90 },
    ],
    frozenRows: OVERVIEW.headerRow,
    conditionalFormats: [...zoneFormat(upRows, PROMOTION_BACKGROUND), ...zoneFormat(downRows, RELEGATION_BACKGROUND)],
    protections: [{ range: rangeA1(OVERVIEW.firstRow, C.final, last, C.final), description: 'TORRES final orders (formulas over the group sheets)' }],
    notes: { [a1(OVERVIEW.headerRow, C.final)]: 'The standings\' player column of the group sheet, shown once every result of the group is entered.' },
    metadata: { 'torres-title': title, 'torres-seed': seed },
  };
}
