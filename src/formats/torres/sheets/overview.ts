/**
 * The league overview sheet of a TORRES season: one row per player of every group (league, group, its sheet,
 * place, the player as listed) and the group's final order once every result of its sheet is entered (live
 * formulas over the standings' player column), with the moving-up/moving-down zones. readTorresOverview reads
 * the previous season back from it.
 */
import { a1, colRange, columnLetters, onSheet, type PlanCell, rangeA1, type SheetPlan } from '../../../shared/sheets/plan';
import { asText, formulaString } from '../../../shared/sheets/text';
import { PROMOTED, PROMOTION_BACKGROUND, RELEGATED, RELEGATION_BACKGROUND, seatsOf, type TorresGroupSpec } from './group';
import { GROUP, resultsCell, standingsPlayerCell, standingsRow } from './layout';

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
  'Final order fills in for a group once every result on its sheet is entered (points, or D and the score for a delayed player). Green: moves up next season; red: moves down (places among the real players). ' +
  'Roll-over: open this sheet and use the sidebar\'s TORRES roll-over, "Read league overview".';

/** One group's rows on the overview: every player and fictitious player of the group, one row each. */
export interface OverviewBlock {
  league: number;
  group: number;
  /** Number of leagues (the lowest relegates nobody). */
  leagues: number;
  sheet: string;
  /** The group's players, then its fictitious players (forfait, …) once withdrawals made them. */
  listed: readonly string[];
  games: number;
  seats: number;
  /** Which of `listed` are fictitious: the add-on's record of the names it assigned (never a "forfait" prefix). */
  fictitious?: readonly string[];
}

/**
 * The block's rows from `first` (sheet row). Final order = the standings' player column, shown once every result is
 * entered AND the standings list exactly as many players as the block has rows (otherwise the block stays blank
 * and its Results cell says why: no row is ever dropped silently). Next season follows the places among the real
 * players (fictitious players are left out, docs/rules.md §3.8): the names in `fictitious`, the add-on's record.
 */
export function overviewBlockRows(b: OverviewBlock, first: number): PlanCell[][] {
  const C = OVERVIEW.columns;
  const m = b.listed.length;
  const last = first + m - 1;
  const col = columnLetters(C.final);
  const standings = onSheet(b.sheet, colRange(GROUP.standingsColumn + 1, standingsRow(0), standingsRow(b.games * GROUP.seats - 1)));
  const listedAll = `COUNTA(${standings})=${m}`;
  const done = `${onSheet(b.sheet, resultsCell(true))}>=${b.seats}`;
  const names = [...new Set((b.fictitious ?? []).map((n) => n.toLowerCase()))];
  const countIn = (range: string): string => names.map((n) => `-COUNTIF(${range},${formulaString(n)})`).join('');
  return b.listed.map((player, i) => {
    const row = first + i;
    const here = `${col}${row}`;
    const realPlace = `COUNTA(${col}$${first}:${here})${countIn(`${col}$${first}:${here}`)}`;
    const realCount = `${m}${countIn(`${col}$${first}:${col}$${last}`)}`;
    let zone = '""';
    if (b.league < b.leagues) zone = `IF(${realPlace}>${realCount}-${RELEGATED},"moves down",${zone})`;
    if (b.league > 1) zone = `IF(${realPlace}<=${PROMOTED},"moves up",${zone})`;
    const line: PlanCell[] = [];
    line[C.league - 1] = b.league;
    line[C.group - 1] = b.group;
    line[C.sheet - 1] = asText(b.sheet);
    line[C.place - 1] = i + 1;
    line[C.listed - 1] = asText(player);
    line[C.final - 1] = `=IF(AND(${done},${listedAll}),IFERROR(${onSheet(b.sheet, standingsPlayerCell(i))},""),"")`;
    const fictitious = names.length === 0 ? '' : `IF(OR(${names.map((n) => `LOWER(${here})=${formulaString(n)}`).join(',')}),"fictitious",`;
    line[C.zone - 1] = `=IF(${here}="","",${fictitious}${zone}${names.length === 0 ? '' : ')'})`;
    line[C.results - 1] =
      i === 0
        ? `=${onSheet(b.sheet, resultsCell(true))}&${formulaString(` of ${b.seats}`)}&IF(${listedAll},"",${formulaString(' — the standings list ')}&COUNTA(${standings})&${formulaString(` players, this overview ${m}: withdraw players with the sidebar (TORRES withdraw player), which lists the fictitious player here`)})`
        : null;
    return line;
  });
}

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
  specs.forEach((spec, g) => {
    const block = { league: spec.league, group: spec.group, leagues: spec.leagues, sheet: sheetNames[g], listed: spec.players, games: spec.games.length, seats: seatsOf(spec.games) };
    cells.push(...overviewBlockRows(block, cells.length + 1));
  });
  // Room below for the rows withdrawals add (one per fictitious player).
  const last = Math.max(cells.length, OVERVIEW.firstRow) + 4 * specs.length;
  const zoneFormat = (word: string, background: string) => ({ range: rangeA1(OVERVIEW.firstRow, C.place, last, C.zone), formula: `=$${columnLetters(C.zone)}${OVERVIEW.firstRow}=${formulaString(word)}`, background });
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
    conditionalFormats: [zoneFormat('moves up', PROMOTION_BACKGROUND), zoneFormat('moves down', RELEGATION_BACKGROUND)],
    protections: [{ range: rangeA1(OVERVIEW.firstRow, C.final, last, C.results), description: 'TORRES final orders (formulas over the group sheets)' }],
    notes: { [a1(OVERVIEW.headerRow, C.final)]: 'The standings\' player column of the group sheet, shown once every result of the group is entered.' },
    metadata: { 'torres-title': title, 'torres-seed': seed },
  };
}
