/**
 * Where things sit on the sheets of a TTT set. Every builder and the import read these, so the formulas, the
 * import's reads and writes and the tests agree on one layout.
 */
import { colRange, onSheet } from '../../../shared/sheets/plan';

export const RESULT_CODES = ['W1', 'W2', 'W3', 'L1', 'L2', 'L3', 'WT', 'LT'] as const;

/** Games sheet: settings on rows 1–3, header on row 4, one game per row from row 5. */
export const GAMES = {
  headerRow: 4,
  firstRow: 5,
  /** The scoring cell of the Games sheet (a reference to the Stats sheet's setting). */
  scoringCell: '$B$2',
  col: { round: 1, phase: 2, inviter: 3, invitee: 4, matchId: 5, result: 6, inviterPoints: 7, inviteePoints: 8, removed: 9 },
  columns: 9,
} as const;

export const REMOVED_FLAG = 'removed';

/** Table sheet: standings spill from A5, removed list in column O, match table from column Q. */
export const TABLE = {
  standingsRow: 5,
  standingsColumn: 1,
  standingsColumns: 13,
  removedColumn: 15,
  removedFirstRow: 6,
  crossColumn: 17,
  crossHeaderRow: 5,
  scoringCell: '$B$2',
} as const;

/** Stats sheet: settings in A2:B6, score table C2:K4, statistics header on row 7. */
export const STATS = {
  scoringCell: '$B$3',
  codeRow: 2,
  pointsRow: 3,
  opponentRow: 4,
  headerRow: 7,
  firstRow: 8,
  waitingColumn: 16,
} as const;

/** Import sheet: pasted rows in A:F from row 2, the report in H:K. */
export const IMPORT = {
  headerRow: 1,
  firstRow: 2,
  columns: ['Match id', 'Player 1', 'Player 2', 'Winner', 'Kind', 'Group (optional)'],
  kinds: ['single', 'gammon', 'backgammon', 'timeout', 'resign'],
  reportColumn: 8,
  reportColumns: 4,
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

/** Names a TD could not use in COUNTIFS criteria (wildcards, comparison operators). */
export function unsafeNameReason(name: string): string | null {
  if (/[*?~]/.test(name)) return 'contains * ? or ~, which Sheets reads as wildcards';
  if (/^[<>=]/.test(name)) return 'starts with < > or =, which Sheets reads as a comparison';
  return null;
}
