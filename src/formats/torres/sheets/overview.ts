/**
 * The league overview sheet of a TORRES season: one row per player of every group (league, group, its sheet,
 * place, the player as listed) and the group's final order once every result of its sheet is entered (live
 * formulas over the standings' player column), with the moving-up/moving-down zones. readTorresOverview reads
 * the previous season back from it.
 */
import { movementLines } from '../rules/movement';
import { a1, columnLetters, onSheet, type PlanCell, rangeA1, type SheetPlan } from '../../../shared/sheets/plan';
import { kindMetadata, sheetKind, type SheetEdit, type SheetGrid } from '../../../shared/sheets/read';
import { COLOR } from '../../../shared/sheets/styles';
import { asText, formulaString } from '../../../shared/sheets/text';
import { PROMOTION_BACKGROUND, RELEGATION_BACKGROUND, seatsOf, type TorresGroupSpec } from './group';
import { finalCell, gamesDoneCell, listedCell, problemsCell, resultsCell, standingsPlayerCell, standingsStatusCell, withdrawnCountCell } from './layout';
import { NEXT_STEP_STYLE, nextStepFormula, problemsStage, progressParts } from '../../../shared/sheets/nextStep';

/** The league overview's kind and metadata: the championship's title and seed. */
export const TORRES_OVERVIEW = sheetKind('torres-overview', { title: 'torres-title', seed: 'torres-seed' });

export const OVERVIEW = {
  titleRow: 1,
  seedRow: 2,
  leaguesRow: 3,
  helpRow: 4,
  /** "Problems to fix" (A5) and their count over every group sheet (B5). */
  problemsRow: 5,
  headerRow: 6,
  firstRow: 7,
  columns: { league: 1, group: 2, sheet: 3, place: 4, listed: 5, final: 6, zone: 7, results: 8, problems: 9, live: 10 },
  /** Workings column (K): the sheet's quoted name in K1, for the Leagues check's message. */
  workColumn: 11,
  /** Workings (hidden), on each block's first row: the group's games complete (K) and players withdrawn (L); their sums in K5, L5. */
  gamesDoneColumn: 11,
  withdrawnColumn: 12,
  /** The Next step line (C2). */
  nextStepRow: 2,
  nextStepColumn: 3,
} as const;

/** The header of the Problems column (after OVERVIEW_HEADERS, which older overviews have without it). */
export const PROBLEMS_HEADER = 'Problems to fix';
/** The header of the live standings column (after Problems to fix; older overviews have none). */
export const LIVE_HEADER = 'Standings now (status)';

export const OVERVIEW_HEADERS = ['League', 'Group', 'Sheet', 'Place', 'Player (as listed)', 'Final order', 'Next season', 'Results'];

export const OVERVIEW_HELP =
  'Final order fills in for a group once every result on its sheet is entered (points, or D and the score for a delayed player). Green: moves up next season; red: moves down (places among the real players). ' +
  "Standings now: the group sheet's standings as they stand, with each player's certain mark (P moves up, R moves down, S stays, whatever the games still to play). " +
  'Roll-over: open this sheet and use the sidebar\'s TORRES roll-over, "Read league overview".';

/** The Leagues setting's check (D3): blank while B3 holds the number of leagues the groups below make, else what to type. */
export const leaguesCheckCell = (): string => a1(OVERVIEW.leaguesRow, 4, true);

/** Workings (faint): the overview's quoted name as text, for the check's message (K1). */
export const overviewNameCell = (): string => a1(1, OVERVIEW.workColumn, true);

export function leaguesCheckFormula(leagues: number): string {
  const b3 = a1(OVERVIEW.leaguesRow, 2);
  return `=IF(AND(ISNUMBER(${b3}),${b3}=${leagues}),"","Leagues in "&${overviewNameCell()}&" ${b3}: type ${leagues}, the number of leagues of the groups below")`;
}

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
 * The block's rows from `first` (sheet row). Final order = the standings' player column, shown once the group sheet
 * says its standings are final (every result entered, no problem to fix: X2) AND they list exactly as many players
 * as the block has rows (X7) (otherwise the block stays blank
 * and its Results cell says why: no row is ever dropped silently). Next season follows the places among the real
 * players (fictitious players are left out, docs/rules.md §3.8): the names in `fictitious`, the add-on's record.
 */
export function overviewBlockRows(b: OverviewBlock, first: number): PlanCell[][] {
  const C = OVERVIEW.columns;
  const m = b.listed.length;
  const last = first + m - 1;
  const col = columnLetters(C.final);
  const listed = onSheet(b.sheet, listedCell());
  const listedAll = `${listed}=${m}`;
  const done = onSheet(b.sheet, finalCell());
  const names = [...new Set((b.fictitious ?? []).map((n) => n.toLowerCase()))];
  const countIn = (range: string): string => names.map((n) => `-COUNTIF(${range},${formulaString(n)})`).join('');
  return b.listed.map((player, i) => {
    const row = first + i;
    const here = `${col}${row}`;
    const realPlace = `COUNTA(${col}$${first}:${here})${countIn(`${col}$${first}:${here}`)}`;
    const realCount = `${m}${countIn(`${col}$${first}:${col}$${last}`)}`;
    let zone = '""';
    const lines = movementLines(b.league, b.leagues);
    if (lines.down > 0) zone = `IF(${realPlace}>${realCount}-${lines.down},"moves down",${zone})`;
    if (lines.up > 0) zone = `IF(${realPlace}<=${lines.up},"moves up",${zone})`;
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
        ? `=${onSheet(b.sheet, resultsCell(true))}&${formulaString(` of ${b.seats}`)}&IF(${listedAll},"",${formulaString(' — the standings list ')}&${listed}&${formulaString(` players, this overview ${m}: withdraw with the sidebar (TORRES withdraw player)`)})`
        : null;
    // The group sheet's own count of typing slips (its Check columns and settings), on the block's first row.
    line[C.problems - 1] = i === 0 ? `=${onSheet(b.sheet, problemsCell(true))}` : null;
    // The standings row i as it stands, with its Status mark (docs/rules.md §6): "Ann (P)".
    const now = onSheet(b.sheet, standingsPlayerCell(i));
    const mark = onSheet(b.sheet, standingsStatusCell(i));
    line[C.live - 1] = `=IFERROR(${now}&IF(${mark}="",""," ("&${mark}&")"),"")`;
    // Workings for the Next step line: the group's games complete and players withdrawn, on the block's first row.
    line[OVERVIEW.gamesDoneColumn - 1] = i === 0 ? `=N(${onSheet(b.sheet, gamesDoneCell())})` : null;
    line[OVERVIEW.withdrawnColumn - 1] = i === 0 ? `=N(${onSheet(b.sheet, withdrawnCountCell())})` : null;
    return line;
  });
}

/** The season's games complete (K5) and players withdrawn (L5), as the Next step lines read them. */
export const seasonGamesDoneCell = (): string => a1(OVERVIEW.problemsRow, OVERVIEW.gamesDoneColumn, true);
export const seasonWithdrawnCell = (): string => a1(OVERVIEW.problemsRow, OVERVIEW.withdrawnColumn, true);

const NEXT_SEASON = 'sidebar: Publish standings, then TORRES roll-over ▸ Read league overview';

/**
 * The overview's Next step line (C2, live): problems first (column I names the groups), then the season's progress
 * over every group ("37 of 84 games"), the withdrawals, and what comes once every game is in (publish, roll-over).
 */
export function overviewNextStepFormula(games: number): string {
  const done = seasonGamesDoneCell();
  const withdrawn = seasonWithdrawnCell();
  const left = { text: `IF(${withdrawn}=0,"","; "&${withdrawn}&" withdrawn")` };
  return nextStepFormula([
    problemsStage(a1(OVERVIEW.problemsRow, 2, true), 'column I names the groups; fix them on their sheets (columns J, U)'),
    { when: `${done}=0`, say: [`no results yet — type points on the group sheets (one tab per group). 0 of ${games} games`] },
    { when: `${done}<${games}`, say: ['type points on the group sheets — ', ...progressParts(done, games, 'games'), left, '; then ', NEXT_SEASON] },
    { say: [`all ${games} games in`, left, ' — ', NEXT_SEASON] },
  ]);
}

export function buildTorresOverviewPlan(
  title: string,
  seed: string,
  specs: readonly TorresGroupSpec[],
  sheetNames: readonly string[],
  name: string,
): SheetPlan {
  const C = OVERVIEW.columns;
  const leagues = specs.reduce((k, s) => Math.max(k, s.league), 0);
  const cells: PlanCell[][] = [
    [asText(title), null, 'TORRES league overview', null, null, null, null, null, null, null, asText(`"${name}"`)],
    ['Seed', asText(seed)],
    ['Leagues', leagues, `${specs.length} groups, ${specs.reduce((n, s) => n + s.players.length, 0)} players`, leaguesCheckFormula(leagues)],
    [OVERVIEW_HELP],
    [],
    [...OVERVIEW_HEADERS, PROBLEMS_HEADER, LIVE_HEADER],
  ];
  specs.forEach((spec, g) => {
    const block = {
      league: spec.league,
      group: spec.group,
      leagues: spec.leagues,
      sheet: sheetNames[g],
      listed: spec.players,
      games: spec.games.length,
      seats: seatsOf(spec.games),
    };
    cells.push(...overviewBlockRows(block, cells.length + 1));
  });
  // Room below for the rows withdrawals add (one per fictitious player).
  const last = Math.max(cells.length, OVERVIEW.firstRow) + 4 * specs.length;
  const problems = rangeA1(OVERVIEW.firstRow, C.problems, last, C.problems, true);
  const count = a1(OVERVIEW.problemsRow, 2, true);
  const games = specs.reduce((n, s) => n + s.games.length, 0);
  const sumOf = (column: number) => `=SUM(${rangeA1(OVERVIEW.firstRow, column, last, column, true)})`;
  cells[OVERVIEW.problemsRow - 1] = [
    'To fix',
    `=SUM(${problems})+(${leaguesCheckCell()}<>"")`,
    `=IF(${count}=0,"","Fix them on the group sheets (their Check columns J and U): a group's final order waits for them")`,
    ...Array.from({ length: OVERVIEW.gamesDoneColumn - 4 }, () => null),
    sumOf(OVERVIEW.gamesDoneColumn),
    sumOf(OVERVIEW.withdrawnColumn),
  ];
  cells[OVERVIEW.headerRow - 1].push('Games complete', 'Withdrawn');
  cells[OVERVIEW.nextStepRow - 1][OVERVIEW.nextStepColumn - 1] = overviewNextStepFormula(games);
  const zoneFormat = (word: string, background: string) => ({
    // the final order and its Next season only: "Player (as listed)" beside it is another player (issue 28)
    range: rangeA1(OVERVIEW.firstRow, C.final, last, C.zone),
    formula: `=$${columnLetters(C.zone)}${OVERVIEW.firstRow}=${formulaString(word)}`,
    background,
  });
  return {
    name,
    kind: TORRES_OVERVIEW.kind,
    cells,
    styles: [
      { range: 'A1', bold: true },
      { range: a1(1, OVERVIEW.workColumn), fontColor: COLOR.faintText },
      { range: rangeA1(OVERVIEW.seedRow, 1, OVERVIEW.leaguesRow, 1), bold: true },
      { range: `A${OVERVIEW.helpRow}`, italic: true, fontColor: COLOR.noteText },
      { range: rangeA1(OVERVIEW.headerRow, 1, OVERVIEW.headerRow, C.live), bold: true, background: COLOR.header },
      { range: rangeA1(OVERVIEW.problemsRow, 1, OVERVIEW.problemsRow, 2), bold: true },
      { range: rangeA1(OVERVIEW.firstRow, C.final, last, C.final), bold: true },
      { range: a1(OVERVIEW.nextStepRow, OVERVIEW.nextStepColumn), ...NEXT_STEP_STYLE },
    ],
    // Sheets' standard widths (limits.ts): the whole table fits the first screen at 1400 px with the sidebar open
    // (1,010 px), the group sheets' names ("TORRES 2026 L2 G1") whole in Sheet.
    columnWidths: [
      { column: C.league, width: 60 },
      { column: C.group, width: 60 },
      { column: C.sheet, width: 150 },
      { column: C.place, width: 60 },
      { column: C.listed, width: 150 },
      { column: C.final, width: 100 },
      { column: C.zone, width: 100 },
      { column: C.results, width: 80 },
      { column: C.problems, width: 100 },
      { column: C.live, width: 150 },
    ],
    frozenRows: OVERVIEW.headerRow,
    // The workings (K:L: the sheet's name, games complete and withdrawn per group) out of sight, still protected.
    hiddenColumns: [{ column: OVERVIEW.workColumn, count: OVERVIEW.withdrawnColumn - OVERVIEW.workColumn + 1 }],
    conditionalFormats: [
      zoneFormat('moves up', PROMOTION_BACKGROUND),
      zoneFormat('moves down', RELEGATION_BACKGROUND),
      { range: rangeA1(OVERVIEW.problemsRow, 1, OVERVIEW.problemsRow, 2), formula: `=${count}>0`, background: COLOR.bad, fontColor: COLOR.problemText },
      { range: rangeA1(OVERVIEW.problemsRow, 1, OVERVIEW.problemsRow, 2), formula: `=${count}=0`, background: COLOR.good, fontColor: COLOR.qualifiedText },
      {
        range: rangeA1(OVERVIEW.firstRow, C.problems, last, C.problems),
        formula: `=N($${columnLetters(C.problems)}${OVERVIEW.firstRow})>0`,
        background: COLOR.bad,
      },
    ],
    protections: [
      { range: rangeA1(OVERVIEW.firstRow, C.final, last, OVERVIEW.withdrawnColumn), description: 'TORRES final orders (formulas over the group sheets)' },
      {
        range: rangeA1(1, OVERVIEW.workColumn, OVERVIEW.problemsRow, OVERVIEW.withdrawnColumn),
        description: "TORRES workings: the sheet name, the season's games complete and withdrawals (formulas)",
      },
    ],
    notes: { [a1(OVERVIEW.headerRow, C.final)]: "The standings' player column of the group sheet, shown once every result of the group is entered." },
    metadata: kindMetadata(TORRES_OVERVIEW, { title, seed }),
  };
}

/** One group as the overview lists it: league, group, its sheet, the first row of its block and its rows. */
export interface OverviewGroup {
  league: number;
  group: number;
  sheet: string;
  firstRow: number;
  rows: number;
}

/** A league overview as read back. */
export interface TorresOverview {
  sheet: string;
  /** The championship's title: the sheet's record, else A1. */
  title: string;
  /** The number of leagues: the lowest league of the groups listed (every league 1..K has a group). */
  leagues?: number;
  groups: OverviewGroup[];
  /**
   * Settings typed over that the reading does not need (the Leagues cell): what is wrong, naming the cell and what
   * belongs there. Read-only calls still answer and list them (publishing, above the post).
   */
  settings: string[];
}

/**
 * The overview read back: its groups in order (rows with the same league and group are one block), the title and
 * the number of leagues. Problems: a header that is not the overview's, a row whose league or group is not a
 * number, no group at all.
 */
export function parseOverview(grid: SheetGrid): { overview: TorresOverview; problems: string[] } {
  const C = OVERVIEW.columns;
  const problems: string[] = [];
  const groups = new Map<string, OverviewGroup>();
  const title = grid.meta(TORRES_OVERVIEW.keys.title) ?? grid.text(OVERVIEW.titleRow, 1);
  const overview: TorresOverview = { sheet: grid.sheetName, title, groups: [], settings: [] };
  if (OVERVIEW_HEADERS.some((h, i) => grid.text(OVERVIEW.headerRow, i + 1).trim() !== h)) {
    problems.push(`"${grid.sheetName}" is not a TORRES league overview (row ${OVERVIEW.headerRow} should read ${OVERVIEW_HEADERS.join(', ')}).`);
    return { overview, problems };
  }
  for (let r = OVERVIEW.firstRow; r <= grid.rows; r++) {
    if (grid.blank(r, C.league) && grid.blank(r, C.group)) continue;
    const league = grid.number(r, C.league);
    const group = grid.number(r, C.group);
    if (league === undefined || group === undefined) {
      problems.push(`${grid.where(r, C.league)}: the league and group (A${r}:B${r}) must be numbers, as on the other rows of the group.`);
      continue;
    }
    const key = `${league}/${group}`;
    const g = groups.get(key);
    if (g && g.firstRow + g.rows === r) g.rows += 1;
    else if (g)
      problems.push(
        `${grid.where(r, C.league)}: league ${league} group ${group} is also on rows ${g.firstRow}–${g.firstRow + g.rows - 1}; each group's rows stay together (the league or group typed over, or the rows sorted?).`,
      );
    else groups.set(key, { league, group, sheet: grid.text(r, C.sheet), firstRow: r, rows: 1 });
  }
  overview.groups = [...groups.values()];
  if (overview.groups.length === 0 && problems.length === 0) problems.push(`"${grid.sheetName}" lists no groups.`);
  if (overview.groups.length > 0) {
    const leagues = overview.groups.reduce((k, g) => Math.max(k, g.league), 0);
    overview.leagues = leagues;
    if (grid.number(OVERVIEW.leaguesRow, 2) !== leagues) {
      const typed = grid.text(OVERVIEW.leaguesRow, 2).trim();
      overview.settings.push(
        `${grid.where(OVERVIEW.leaguesRow, 2)}: ${typed === '' ? 'blank' : `"${typed}"`} is not the number of leagues; type ${leagues}, the number of leagues of the groups listed.`,
      );
    }
  }
  return { overview, problems };
}

/**
 * A group's block on the overview rewritten for its players and fictitious players (a withdrawal adds rows for the
 * fictitious players it assigns): rows inserted below the block as needed, then the whole block.
 */
export function overviewBlockEdit(at: OverviewGroup, block: OverviewBlock): SheetEdit {
  const extra = block.listed.length - at.rows;
  const values = overviewBlockRows(block, at.firstRow).map((line) => Array.from({ length: OVERVIEW.withdrawnColumn }, (_, c) => line[c] ?? null));
  return {
    ...(extra > 0 ? { insertRowsAfter: [{ row: at.firstRow + at.rows - 1, count: extra }] } : {}),
    blocks: [{ row: at.firstRow, column: 1, values }],
  };
}

/**
 * The overview's formula columns (final order … results) written again once the group sheets exist, so Sheets
 * resolves them against the new sheets.
 */
export function overviewRelinkEdit(plan: SheetPlan): SheetEdit {
  const C = OVERVIEW.columns;
  const rows = plan.cells.slice(OVERVIEW.firstRow - 1);
  if (rows.length === 0) return {};
  return {
    blocks: [
      {
        row: OVERVIEW.firstRow,
        column: C.final,
        values: rows.map((line) => Array.from({ length: OVERVIEW.withdrawnColumn - C.final + 1 }, (_, j) => line[C.final - 1 + j] ?? null)),
      },
    ],
  };
}
