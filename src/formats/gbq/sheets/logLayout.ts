/**
 * Where the results log of a GBQ group sheet sits (docs/rules.md §5.5–§5.6; the plan in ./log.ts, the formulas in
 * ./logFormulas.ts). The log is below the ENTRY block, in its columns A:H: one row per game or match. Its helper
 * columns sit in the WORKINGS columns of the same rows; the per-player and per-pair helpers sit to the right of the
 * table's workings, on the player rows and below. Rows and columns are 1-based.
 */
import { a1, columnLetters } from '../../../shared/sheets/plan';
import { GbqRows, SETTINGS, WORK } from './layout';

export { defaultLogRows, MAX_LOG_PLAYERS, MAX_LOG_ROWS } from '../rules/settings';

/** The log's typed columns (in the ENTRY block's columns, below it), then its Check. */
export const LOG = { first: 1, second: 2, games: 3, tps1: 4, tps2: 5, pen1: 6, pen2: 7, check: 8 } as const;

/** The ENTRY block's Withdrawn column (log tables only): blank, keep or void. */
export const WITHDRAWN_COLUMN = 9;

/** Helper columns of the log rows (in the WORKINGS columns). */
export const LOGWORK = {
  id1: WORK.index, // entry row number of player 1 (0 unknown, negative: the name is on several entry rows)
  id2: WORK.index + 1,
  games: WORK.index + 2, // games of the row as a number (blank = games per match)
  tps1: WORK.index + 3,
  tps2: WORK.index + 4,
  pens: WORK.index + 5, // both time penalties
  key: WORK.index + 6, // the pair as one number: 1000 × lower id + higher id
  base: WORK.index + 7, // the row's problem other than the schedule ("" = none)
  filled: WORK.index + 8, // 1 when the row is filled in with no problem of its own
  cumulative: WORK.index + 9, // games of this pair in the rows so far (filled ones)
  use: WORK.index + 10, // 1 when the row counts: filled, within the schedule, no voided player
} as const;

/** Per-player helpers (log tables), right of the table's workings, on the player rows. */
export const PLOG = {
  remaining: WORK.entryAtPlace + 1, // games still to play by the schedule
  code: WORK.entryAtPlace + 2, // Withdrawn as 0 (no), 1 (keep), 2 (void), -1 (not understood)
  withdrawn: WORK.entryAtPlace + 3, // 1 when withdrawn (keep or void)
  statusId: WORK.entryAtPlace + 4, // the player handed to GBQSTATUS: the entry row number, blank when withdrawn
} as const;

/** Per-pair helpers: one row per pair of players from the first player row down. */
export const PAIR = {
  a: PLOG.statusId + 2,
  b: PLOG.statusId + 3,
  key: PLOG.statusId + 4,
  logged: PLOG.statusId + 5, // games of the pair in the log (rows that count)
  remaining: PLOG.statusId + 6, // games the pair still plays (0 once either is withdrawn)
  listA: PLOG.statusId + 7, // handed to GBQSTATUS: blank when nothing is left (or while anything is flagged)
  listB: PLOG.statusId + 8,
  count: PLOG.statusId + 9,
} as const;

export const LOG_LAST_COLUMN = PAIR.count;

/** Schedule helpers (workings, rows 2–6): label and value columns. */
export const SCHEDULE = {
  labelColumn: WORK.tpMicros,
  valueColumn: WORK.dKey,
  gamesPerMatchRow: 2,
  roundsRow: 3,
  perPairRow: 4,
  activeRow: 5,
  usedRowsRow: 6,
} as const;

const value = (row: number) => a1(row, SCHEDULE.valueColumn, true);
export const LREF = {
  gamesPerMatch: value(SCHEDULE.gamesPerMatchRow),
  perPair: value(SCHEDULE.perPairRow),
  active: value(SCHEDULE.activeRow),
  usedRows: value(SCHEDULE.usedRowsRow),
} as const;

/** Rows of the log of a group of n players with `rows` log rows. */
export interface LogRows {
  titleRow: number;
  headerRow: number;
  first: number;
  last: number;
}

export function logRows(players: GbqRows, rows: number): LogRows {
  const titleRow = players.last + 2;
  return { titleRow, headerRow: titleRow + 1, first: titleRow + 2, last: titleRow + 1 + rows };
}

/** The pairs (i < j, entry row numbers) in the order of their helper rows. */
export function pairsOf(n: number): [number, number][] {
  const out: [number, number][] = [];
  for (let i = 1; i <= n; i++) for (let j = i + 1; j <= n; j++) out.push([i, j]);
  return out;
}

/** First and last row of the pair helpers. */
export function pairRows(n: number): { first: number; last: number } {
  const count = (n * (n - 1)) / 2;
  return { first: SETTINGS.firstRow, last: SETTINGS.firstRow + count - 1 };
}

/** "$S$30:$S$389": a column of the log rows, fully absolute. */
export function logCol(column: number, log: LogRows): string {
  const c = columnLetters(column);
  return `$${c}$${log.first}:$${c}$${log.last}`;
}

/** "$AM$10:$AM$37": a column of the pair rows, fully absolute. */
export function pairCol(column: number, n: number): string {
  const c = columnLetters(column);
  const r = pairRows(n);
  return `$${c}$${r.first}:$${c}$${r.last}`;
}

export const LOG_HEADERS: [number, string][] = [
  [LOG.first, 'Player 1'],
  [LOG.second, 'Player 2'],
  [LOG.games, 'Games'],
  [LOG.tps1, 'TPs 1'],
  [LOG.tps2, 'TPs 2'],
  [LOG.pen1, 'Time pen. 1'],
  [LOG.pen2, 'Time pen. 2'],
  [LOG.check, 'Check'],
];

export const LOGWORK_HEADERS: [number, string][] = [
  [LOGWORK.id1, '# 1'],
  [LOGWORK.id2, '# 2'],
  [LOGWORK.games, 'Games'],
  [LOGWORK.tps1, 'TPs 1'],
  [LOGWORK.tps2, 'TPs 2'],
  [LOGWORK.pens, 'Penalties'],
  [LOGWORK.key, 'Pair'],
  [LOGWORK.base, 'Problem'],
  [LOGWORK.filled, 'Filled'],
  [LOGWORK.cumulative, 'Pair so far'],
  [LOGWORK.use, 'Counts'],
];

export const PLAYER_LOG_HEADERS: [number, string][] = [
  [PLOG.remaining, 'To play'],
  [PLOG.code, 'Withdrawn code'],
  [PLOG.withdrawn, 'Withdrawn'],
  [PLOG.statusId, 'Status #'],
  [PAIR.a, 'Pair #1'],
  [PAIR.b, 'Pair #2'],
  [PAIR.key, 'Pair'],
  [PAIR.logged, 'Logged'],
  [PAIR.remaining, 'To play'],
  [PAIR.listA, 'Left #1'],
  [PAIR.listB, 'Left #2'],
  [PAIR.count, 'Left games'],
];
