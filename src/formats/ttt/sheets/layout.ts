/**
 * Where things sit on the sheets of a TTT set. Every builder and the import read these, so the formulas, the
 * import's reads and writes and the tests agree on one layout.
 */
import { colRange, onSheet, rangeA1 } from '../../../shared/sheets/plan';
import { MIRROR, normaliseCode, TTT_CODES, TTT_SYNONYMS } from '../rules/codes';

/** The result codes, in the score table's order (the rules' codes). */
export const RESULT_CODES = TTT_CODES;

/**
 * The most game rows one array formula reads where a typed result recomputes it (the statistics' parts, the views of
 * My matches): an array over a 4,032-game group would recompute 4,032 results after each one typed.
 */
export const ARRAY_PART_ROWS = 128;

/** Rows first … last cut into parts of at most ARRAY_PART_ROWS rows, in order. */
export function rowParts(first: number, last: number): { first: number; last: number }[] {
  const parts: { first: number; last: number }[] = [];
  for (let start = first; start <= last; start += ARRAY_PART_ROWS) parts.push({ first: start, last: Math.min(last, start + ARRAY_PART_ROWS - 1) });
  return parts;
}

/** Games sheet: the Next step line in A1, settings on row 2, the title and how to type on row 3, header on row 4, one game per row from row 5. */
export const GAMES = {
  headerRow: 4,
  firstRow: 5,
  /** The scoring cell of the Games sheet (a reference to the Stats sheet's setting). */
  scoringCell: '$B$2',
  col: {
    round: 1,
    phase: 2,
    inviter: 3,
    invitee: 4,
    matchId: 5,
    result: 6,
    inviterPoints: 7,
    inviteePoints: 8,
    removed: 9,
    status: 10,
    adjudicated: 11,
    /** What is wrong with the result, naming the cell ("" when fine). */
    check: 12,
    /** Helpers the formulas read: the normalised result, its score-table column, the number of `WT x` / `LT x`. */
    key: 13,
    code: 14,
    number: 15,
    /** Helpers for the statistics: the score-table column (1–8) of the game's code from each player's view ("" when it does not count). */
    inviterCode: 16,
    inviteeCode: 17,
  },
  columns: 17,
  /**
   * The group's statistics (docs/rules.md §1.12), one line per member from row 5: player (S), played (T), W1 … LT
   * (U:AB), points (AC). The Stats sheet's lines read them, so no Stats formula repeats this sheet's name.
   */
  statsColumn: 19,
  statsColumns: 11,
  /**
   * A group of more than ARRAY_PART_ROWS games counts its statistics in parts (docs/rules.md §1.12): one block per
   * part of the game rows from AE (played … points), stacked one member-long block under the other from row 5, its
   * game rows named in AD; the block in S:AC is their sum. A typed result then recounts its own part only.
   */
  statsPartColumn: 31,
  /** "Problems to fix" (label I2, count J2: the Check cells that say something). */
  problemsLabel: 'I2',
  problemsCell: 'J2',
  /** The sheet's own name as text (M1), which the Check cells' messages read. */
  sheetNameCell: '$M$1',
  /** The highest adjudicated score (the scoring's W3, read from the Stats sheet's score table: O1). */
  w3Cell: '$O$1',
} as const;

export const REMOVED_FLAG = 'removed';

/** Table sheet: the Next step line in A1, settings on row 2; standings spill from A5 (A:M, the Status column N), removed list in column O, match table from column Q. */
export const TABLE = {
  standingsRow: 5,
  standingsColumn: 1,
  standingsColumns: 14,
  /** TTTSTANDINGS' Note column (M) and Status column (N: W / X / blank). */
  noteColumn: 13,
  statusColumn: 14,
  removedColumn: 15,
  removedFirstRow: 6,
  crossColumn: 17,
  crossHeaderRow: 5,
  scoringCell: '$B$2',
  /** "Problems to fix" (count L2: the group's Games sheet's count, M2 where to look; the settings, the average rating among them, in C2). */
  problemsCell: 'L2',
  /** The mini-TTT cell: says when one is needed, then links to it (createMiniTtt writes it). */
  miniCell: 'M4',
} as const;

/** Timeouts sheet: the Next step line in A1; one row per timeout or resignation from row 5; TTTTIMEOUT spills down the score column. */
export const TIMEOUTS = {
  headerRow: 4,
  firstRow: 5,
  scoringCell: '$B$2',
  col: {
    group: 1,
    matchId: 2,
    inviter: 3,
    invitee: 4,
    timedOut: 5,
    wins: 6,
    gammons: 7,
    backgammons: 8,
    score: 9,
    result: 10,
    status: 11,
    gameMatchId: 12,
    /** Helper: TRUE while the game's result cell reads this row. */
    readsRow: 13,
  },
  columns: 13,
  /** "Problems to fix" (label C2, count E2: rows whose status is a problem). */
  problemsCell: 'E2',
  /** The sheet's own name as text (M1), which the status messages read. */
  sheetNameCell: '$M$1',
} as const;

/** Rows of the Timeouts sheet: one per game of the set (a game times out at most once), at least 20. */
export const timeoutRows = (games: number): number => Math.max(20, games);

/**
 * Stats sheet: settings in A2:B6, score table C2:K4 (codes D2:K2, points D3:K3, opponent's points D4:K4),
 * statistics header on row 7, groups (average ratings) then the waiting list from column P, and the spelling
 * table (every accepted spelling of a code, spaces removed → its code, its column 1–8 in the score table and the
 * other player's code) from column U, which the Games sheets' and My matches' formulas look results up in.
 */
export const STATS = {
  scoringCell: '$B$3',
  codeRow: 2,
  pointsRow: 3,
  opponentRow: 4,
  /** Column of W1 in the score table (D); the eight codes take D:K. */
  codeColumn: 4,
  headerRow: 7,
  firstRow: 8,
  waitingColumn: 16,
  spellingColumn: 21,
} as const;

/** Import sheet: pasted rows in A:F from row 2, the Next step line in G1, the report in H:K. */
export const IMPORT = {
  headerRow: 1,
  firstRow: 2,
  columns: ['Match id', 'Player 1', 'Player 2', 'Winner', 'Kind', 'Group (optional)'],
  kinds: ['single', 'gammon', 'backgammon', 'timeout', 'resign'],
  reportColumn: 8,
  reportColumns: 4,
  /** Last row the pasted rows are checked on (their Check cells, the text format of names and groups). */
  lastRow: 501,
  /** Check (G): what is wrong with the pasted row, naming the sheet cell ("" when fine); G1 is the Next step line (the problems counted first). */
  checkColumn: 7,
  /**
   * Helpers: the set's players (M), its groups (N), the sheet's name (O2) and the groups in words (O3), six check
   * steps (P:U), each player's name folded (V: no accents, case or spaces), the names that fold so (W) and the line's
   * number (X: 1, 2, …, which the check sums to find its line).
   */
  playersColumn: 13,
  groupsColumn: 14,
  sheetNameCell: '$O$2',
  groupsTextCell: '$O$3',
  firstCheckColumn: 16,
  checkSteps: 6,
  foldedColumn: 22,
  meantColumn: 23,
  foldedNumberColumn: 24,
  columnsTotal: 24,
} as const;

/** Last row of a Games sheet with `games` games. */
export const gamesLastRow = (games: number): number => GAMES.firstRow + Math.max(games, 1) - 1;

/** An absolute column of a Games sheet's game rows, as seen from another sheet. */
export function gamesColumn(sheet: string, column: number, games: number): string {
  return onSheet(sheet, colRange(column, GAMES.firstRow, gamesLastRow(games), true));
}

/** The removed-players list of a Table sheet (one cell per member), as seen from another sheet. */
export function removedRange(tableSheet: string, members: number): string {
  return onSheet(tableSheet, colRange(TABLE.removedColumn, TABLE.removedFirstRow, TABLE.removedFirstRow + members - 1, true));
}

/**
 * Every spelling of a result code the sheets accept (docs/rules.md §1.2), spaces removed, with its code and the
 * code's column (1–8) in the score table: the Games sheets' points formulas look a typed result up here (lookups
 * ignore upper/lower case; the formula removes the spaces).
 */
export function spellingRows(): [string, string, number, string][] {
  return TTT_CODES.flatMap((code, k) =>
    [code, ...TTT_SYNONYMS[code]].map((spelling): [string, string, number, string] => [normaliseCode(spelling).toUpperCase(), code, k + 1, MIRROR[code]]),
  );
}

/** The spelling table's cells on the Stats sheet (four columns: spelling, code, column, the other player's code), absolute. */
export function spellingRange(): string {
  return rangeA1(STATS.firstRow, STATS.spellingColumn, STATS.firstRow + spellingRows().length - 1, STATS.spellingColumn + 3, true);
}
