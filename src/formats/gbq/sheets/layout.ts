/**
 * Where everything sits on a GBQ group sheet: settings on top, the LIVE table sorted by TP% (left, the first
 * screen), the ENTRY block the TD types into (beside it, the results log below it) and the WORKINGS helper columns
 * (right, hidden). Rows and columns are 1-based.
 */
import { a1, columnLetters } from '../../../shared/sheets/plan';

/** Settings cells (column B holds the values). */
export const SETTINGS = {
  titleRow: 1,
  qualifiersRow: 2,
  winRow: 3,
  lossRow: 4,
  shareRow: 5,
  checkRow: 6,
  helpRow: 7,
  blockTitleRow: 8,
  headerRow: 9,
  firstRow: 10,
} as const;

/** LIVE table columns, sorted by TP%: first, so the standings are what the sheet opens on. */
export const LIVE = { place: 1, player: 2, games: 3, tps: 4, pct: 5, d: 6, gbq: 7, status: 8 } as const;

/** ENTRY block columns (what the TD types), then the Check column (a formula): right of the live table. */
export const ENTRY = { player: 10, total: 11, played: 12, wins: 13, draws: 14, losses: 15, tps: 16, check: 17 } as const;

/** WORKINGS helper columns. */
export const WORK = {
  index: 19, // entry row number 1…n (the last tie-break; GBQSTATUS's player ids)
  tps: 20, // TPs as a number (blank → 0)
  played: 21, // games played as a number (blank → 0)
  total: 22, // total games as a number (blank → 0)
  tpMicros: 23, // TPs in millionths, an exact integer
  dKey: 24, // 2·TP − played·(win+loss), in millionths: D up to a positive factor
  place: 25, // the row's place in TP% order
  statusTotal: 26, // total games handed to GBQSTATUS: 1 on a row flagged in Check (with 0 games, 0 TPs)
  mark: 27, // =GBQSTATUS(…): qualified / out / blank (spills down)
  gbqTps: 28, // TPs handed to GBQ and GBQSTATUS: 0 on a row flagged in Check, so the functions never fail
  gbqGames: 29, // games handed to GBQ and GBQSTATUS: 0 on a row flagged in Check
  gbq: 30, // =GBQ(…) over the entry rows (spills down)
  entryAtPlace: 31, // the entry row shown at live place k
} as const;

/** Table options beside the settings, above the live table: label, value (typed) and remark columns. */
export const OPTIONS = {
  labelColumn: 11,
  valueColumn: 12,
  remarkColumn: 13,
  gamesPerMatchRow: 2,
  roundsRow: 3,
  referenceRow: 4,
  stepRow: 5,
  firstZeroRow: 6,
} as const;

export { DEFAULT_GAMES_PER_MATCH, MAX_GAMES_PER_MATCH, MAX_ROUNDS, REFERENCE_MODES, STEPS } from '../rules/settings';

/**
 * Checked copies of the settings (workings, rows 2–6 of the first workings columns): a TD's typo in a setting
 * shows as a problem to fix instead of breaking every formula; the formulas use these copies.
 */
export const CHECKED = {
  labelColumn: WORK.index,
  valueColumn: WORK.tps,
  qOkRow: 2,
  tpOkRow: 3,
  winRow: 4,
  lossRow: 5,
  qRow: 6,
  /** The rounding step read from L5 (any locale), -1 when it is not a step. */
  stepReadRow: 7,
  /** Second block (columns U:V): the options as used, and the group-level check. */
  optLabelColumn: WORK.played,
  optValueColumn: WORK.total,
  refRow: 2,
  stepRow: 3,
  gbqQRow: 4,
  optOkRow: 5,
  groupRow: 6,
  shortRow: 7,
} as const;

/** Absolute references to the settings values, for formulas. */
const checked = (row: number) => a1(row, CHECKED.valueColumn, true);
const used = (row: number) => a1(row, CHECKED.optValueColumn, true);
const option = (row: number) => a1(row, OPTIONS.valueColumn, true);
export const REF = {
  /** As typed (shown on the sheet). */
  typedQ: a1(SETTINGS.qualifiersRow, 2, true),
  typedWin: a1(SETTINGS.winRow, 2, true),
  typedLoss: a1(SETTINGS.lossRow, 2, true),
  /** Rows flagged in Check plus settings with a problem. */
  problems: a1(SETTINGS.checkRow, 2, true),
  /** Checked copies (workings): the typed value when valid, else the default. */
  qOk: checked(CHECKED.qOkRow),
  tpOk: checked(CHECKED.tpOkRow),
  win: checked(CHECKED.winRow),
  loss: checked(CHECKED.lossRow),
  q: checked(CHECKED.qRow),
  share: `(${checked(CHECKED.winRow)}+${checked(CHECKED.lossRow)})`,
  /** Options as typed. */
  typedGamesPerMatch: option(OPTIONS.gamesPerMatchRow),
  typedRounds: option(OPTIONS.roundsRow),
  typedReference: option(OPTIONS.referenceRow),
  typedStep: option(OPTIONS.stepRow),
  typedFirstZero: option(OPTIONS.firstZeroRow),
  stepRead: checked(CHECKED.stepReadRow),
  /** Options as used (workings): the reference mode, the rounding step, GBQ's q (1 when "1st place = 0"). */
  reference: used(CHECKED.refRow),
  step: used(CHECKED.stepRow),
  gbqQ: used(CHECKED.gbqQRow),
  optOk: used(CHECKED.optOkRow),
  /** The group-level problem as text ("" when the group adds up), and the TPs short of a full share. */
  group: used(CHECKED.groupRow),
  short: used(CHECKED.shortRow),
} as const;

export const LAST_COLUMN = WORK.entryAtPlace;

/** Column headers of the three blocks. */
export const ENTRY_HEADERS: [number, string][] = [
  [ENTRY.player, 'Player'],
  [ENTRY.total, 'Total games'],
  [ENTRY.played, 'Games played'],
  [ENTRY.wins, 'Wins'],
  [ENTRY.draws, 'Draws'],
  [ENTRY.losses, 'Losses'],
  [ENTRY.tps, 'TPs'],
  [ENTRY.check, 'Check'],
];

export const LIVE_HEADERS: [number, string][] = [
  [LIVE.place, 'Place'],
  [LIVE.player, 'Player'],
  [LIVE.games, 'Games'],
  [LIVE.tps, 'TPs'],
  [LIVE.pct, 'TP%'],
  [LIVE.d, 'D'],
  [LIVE.gbq, 'GBQ'],
  [LIVE.status, 'Status'],
];

export const WORK_HEADERS: [number, string][] = [
  [WORK.index, '#'],
  [WORK.tps, 'TPs'],
  [WORK.played, 'Played'],
  [WORK.total, 'Total'],
  [WORK.tpMicros, 'TPs µ'],
  [WORK.dKey, 'D key µ'],
  [WORK.place, 'Place'],
  [WORK.statusTotal, 'Status total'],
  [WORK.mark, 'GBQSTATUS'],
  [WORK.gbqTps, 'GBQ TPs'],
  [WORK.gbqGames, 'GBQ games'],
  [WORK.gbq, 'GBQ'],
  [WORK.entryAtPlace, 'Row at place'],
];

/** The rows of a group of n players. */
export interface GbqRows {
  first: number;
  last: number;
}

export function gbqRows(players: number): GbqRows {
  return { first: SETTINGS.firstRow, last: SETTINGS.firstRow + players - 1 };
}

/** "U$10:U$17": a column of the player rows, rows fixed, for copying down. */
export function rowsOf(column: number, rows: GbqRows): string {
  const c = columnLetters(column);
  return `${c}$${rows.first}:${c}$${rows.last}`;
}

/** "$A$10:$A$17": a column of the player rows, fully absolute. */
export function absRowsOf(column: number, rows: GbqRows): string {
  const c = columnLetters(column);
  return `$${c}$${rows.first}:$${c}$${rows.last}`;
}

/** "U12": one cell. */
export function at(column: number, row: number): string {
  return `${columnLetters(column)}${row}`;
}
