/**
 * Where the results log of a GBQ group sheet sits (docs/rules.md §5.5–§5.6; the plan in ./log.ts, the formulas in
 * ./logFormulas.ts). The log is below the ENTRY block, in its columns J:Q: one row per game or match. Its helper
 * columns sit in the WORKINGS columns of the same rows; the per-player and per-pair helpers sit to the right of the
 * table's workings, on the player rows and below. Rows and columns are 1-based.
 */
import { a1, columnLetters } from '../../../shared/sheets/plan';
import { ENTRY, GbqRows, WORK } from './layout';

export { defaultLogRows, MAX_LOG_PLAYERS, MAX_LOG_ROWS } from '../rules/settings';

/** The log's typed columns (in the ENTRY block's columns, below it), then its Check. */
export const LOG = {
  first: ENTRY.player,
  second: ENTRY.player + 1,
  games: ENTRY.player + 2,
  tps1: ENTRY.player + 3,
  tps2: ENTRY.player + 4,
  pen1: ENTRY.player + 5,
  pen2: ENTRY.player + 6,
  check: ENTRY.check,
} as const;

/** The ENTRY block's Withdrawn column (log tables only): blank, keep or void. */
export const WITHDRAWN_COLUMN = ENTRY.check + 1;

/** Helper columns of the log rows (in the WORKINGS columns). */
export const LOGWORK = {
  id1: WORK.index, // entry row number of player 1 (0 unknown, negative: the name is on several entry rows)
  id2: WORK.index + 1,
  code: WORK.index + 2, // sort code: the pair (filled rows), the row's position and which player is the lower number
  games: WORK.index + 3, // games of the row as a number (blank = games per match)
  tps1: WORK.index + 4,
  tps2: WORK.index + 5,
  pens: WORK.index + 6, // both time penalties
  base: WORK.index + 7, // the row's problem other than the schedule ("" = none)
  filled: WORK.index + 8, // 1 when the row is filled in with no problem of its own
  cumulative: WORK.index + 9, // games of this pair in the rows so far (filled ones); the row counts when within the schedule
  over: WORK.index + 10, // the Check's message when the pair so far is over the schedule
} as const;

/** Per-player helpers (log tables), right of the table's workings, on the player rows. */
export const PLOG = {
  remaining: WORK.entryAtPlace + 1, // games still to play by the schedule
  id: WORK.entryAtPlace + 2, // the entry row number again (a constant), beside the two columns the pair helpers look up by it
  code: WORK.entryAtPlace + 3, // Withdrawn as 0 (no), 1 (keep), 2 (void), -1 (not understood)
  withdrawn: WORK.entryAtPlace + 4, // 1 when withdrawn (keep or void)
  statusId: WORK.entryAtPlace + 5, // the player handed to GBQSTATUS: the entry row number, blank when withdrawn
} as const;

/** Per-player sums over the pairs (one array formula per column, at the first player row), read by the ENTRY block. */
export const PSUM = {
  played: PLOG.statusId + 1, // games played in the log rows that count
  tps: PLOG.statusId + 2, // TPs in the log rows that count
} as const;

/**
 * Per-pair helpers: one row per pair of players, below the log, in ascending pair key (1000 × a + b, a < b), so a
 * sorted lookup finds a pair. Every column but the pair itself is one array formula.
 */
export const PAIR = {
  a: PSUM.tps + 2,
  b: PSUM.tps + 3,
  key: PSUM.tps + 4,
  kept: PSUM.tps + 5, // 1 unless either player is withdrawn with their games voided
  before: PSUM.tps + 6, // the sorted rows' running games just before the pair's first row
  total: PSUM.tps + 7, // games of the pair in the filled log rows
  logged: PSUM.tps + 8, // games of the pair in the log (rows that count: within the schedule, no voided player)
  tpsA: PSUM.tps + 9, // TPs of a (the lower number) in those rows
  tpsB: PSUM.tps + 10, // TPs of b
  remaining: PSUM.tps + 11, // games the pair still plays (0 once either is withdrawn)
  listA: PSUM.tps + 12, // handed to GBQSTATUS: blank when nothing is left (or while anything is flagged)
  listB: PSUM.tps + 13,
  count: PSUM.tps + 14,
} as const;

/**
 * The log rows sorted by their sort code (one SORT, below the log), so each pair's rows are together in log order,
 * and per sorted row the running totals of the filled rows (each the row above's plus this row's). A pair's games
 * and TPs are the running totals at its last row less those just before its first row (sorted lookups); no formula
 * scans the log per row or per pair.
 */
export const LSORT = {
  sorted: PAIR.count + 2, // =SORT(code, games, TPs 1, TPs 2 of the log rows): four columns, ascending code
  games: PAIR.count + 6, // running games of the filled rows
  tpsA: PAIR.count + 7, // running TPs of the lower-numbered player of each row's pair
  tpsB: PAIR.count + 8, // running TPs of the higher-numbered player
} as const;

/** Sort code: the pair key times this, plus 2 × the row's position in the log (at most MAX_LOG_ROWS) + 1 when player 1 is the higher number. */
export const CODE_BASE = 10000;

export const LOG_LAST_COLUMN = LSORT.tpsB;

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

/** The header row of the blocks below the log (pairs, sorted log rows): the row after the log's last. */
export function belowHeaderRow(log: LogRows): number {
  return log.last + 1;
}

/** First and last row of the pair helpers (below the log). */
export function pairRows(n: number, log: LogRows): { first: number; last: number } {
  const count = (n * (n - 1)) / 2;
  return { first: log.last + 2, last: log.last + 1 + count };
}

/** First and last row of the sorted log rows (below the log, as many as the log has). */
export function sortedRows(log: LogRows): { first: number; last: number } {
  return { first: log.last + 2, last: log.last + 1 + (log.last - log.first + 1) };
}

/** "$S$30:$S$389": a column of the log rows, fully absolute. */
export function logCol(column: number, log: LogRows): string {
  const c = columnLetters(column);
  return `$${c}$${log.first}:$${c}$${log.last}`;
}

/** "$AM$60:$AM$65": a column of the pair rows, fully absolute. */
export function pairCol(column: number, n: number, log: LogRows): string {
  const c = columnLetters(column);
  const r = pairRows(n, log);
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

/** Headers of the blocks below the log: the pairs and the sorted log rows. */
export const BELOW_HEADERS: [number, string][] = [
  [PAIR.a, 'Pair #1'],
  [PAIR.b, 'Pair #2'],
  [PAIR.key, 'Pair'],
  [PAIR.kept, 'Kept'],
  [PAIR.before, 'Before'],
  [PAIR.total, 'Filled games'],
  [PAIR.logged, 'Logged'],
  [PAIR.tpsA, 'TPs #1'],
  [PAIR.tpsB, 'TPs #2'],
  [PAIR.remaining, 'To play'],
  [PAIR.listA, 'Left #1'],
  [PAIR.listB, 'Left #2'],
  [PAIR.count, 'Left games'],
  [LSORT.sorted, 'Sorted: code'],
  [LSORT.sorted + 1, 'Games'],
  [LSORT.sorted + 2, 'TPs 1'],
  [LSORT.sorted + 3, 'TPs 2'],
  [LSORT.games, 'Running games'],
  [LSORT.tpsA, 'Running TPs #1'],
  [LSORT.tpsB, 'Running TPs #2'],
];

export const LOGWORK_HEADERS: [number, string][] = [
  [LOGWORK.id1, '# 1'],
  [LOGWORK.id2, '# 2'],
  [LOGWORK.code, 'Sort code'],
  [LOGWORK.games, 'Games'],
  [LOGWORK.tps1, 'TPs 1'],
  [LOGWORK.tps2, 'TPs 2'],
  [LOGWORK.pens, 'Penalties'],
  [LOGWORK.base, 'Problem'],
  [LOGWORK.filled, 'Filled'],
  [LOGWORK.cumulative, 'Pair so far'],
  [LOGWORK.over, 'Over message'],
];

export const PLAYER_LOG_HEADERS: [number, string][] = [
  [PLOG.remaining, 'To play'],
  [PLOG.id, '#'],
  [PLOG.code, 'Withdrawn code'],
  [PLOG.withdrawn, 'Withdrawn'],
  [PLOG.statusId, 'Status #'],
  [PSUM.played, 'Played (log)'],
  [PSUM.tps, 'TPs (log)'],
];
