/** Types of the results import (reconcile.ts). Plain JSON in and out. */
import type { TttCode } from './codes';

export const RESULT_KINDS = ['single', 'gammon', 'backgammon', 'timeout', 'resign'] as const;
export type ResultKind = (typeof RESULT_KINDS)[number];

/** One game as the Games sheet holds it; `result` is from the inviter's view (a code, or an adjudicated number). */
export interface SheetGame {
  inviter: string;
  invitee: string;
  matchId?: number | string | null;
  result?: string | number | null;
  /** Where the game's match id cell is (`"May G1 Games" E9`), for messages. */
  matchIdCell?: string;
}

export interface SheetGroup {
  name: string;
  players: string[];
  games: SheetGame[];
}

/** One finished match from the site's export. `group` (optional) names the group when a pair shares several. */
export interface ImportRow {
  matchId: number | string | null | undefined;
  player1: string;
  player2: string;
  winner: string;
  kind: string;
  group?: string | null;
  /** The row number messages use for this row (default: its position + firstRow), e.g. when blank rows were left out. */
  row?: number;
}

export interface ImportInput {
  groups: SheetGroup[];
  rows: ImportRow[];
  /** Row number of rows[0] in messages (default 1). */
  firstRow?: number;
}

/** A row, by its number, with what was read from it. */
export interface RowRef {
  row: number;
  matchId: number | null;
  player1: string;
  player2: string;
}

export interface GameUpdate extends RowRef {
  group: string;
  groupIndex: number;
  gameIndex: number;
  /** Result code from the inviter's view. */
  result: TttCode;
  /** What to write: the match id, the result, or both (a filled cell only when `replaced`). */
  writes: ('matchId' | 'result')[];
  /** A higher match id (and its result) this lower, official one replaces; that match is friendly now. */
  replaced?: { matchId: number; result: string | number | null };
}

export type FriendlyReason = 'later-match' | 'cross-group' | 'non-member' | 'replaced';

export interface FriendlyRow extends RowRef {
  reason: FriendlyReason;
  detail: string;
}

export interface Conflict extends RowRef {
  group: string;
  gameIndex: number | null;
  recorded: string;
  imported: string;
  detail: string;
}

export interface NoteRow extends RowRef {
  detail: string;
}

export interface ImportReport {
  updates: GameUpdate[];
  friendly: FriendlyRow[];
  /** Neither player is in any group of the set (another tournament, or a misspelt name). */
  unknown: NoteRow[];
  conflicts: Conflict[];
  /** Already in the sheet exactly, or a repeated row of this import. */
  skipped: NoteRow[];
  /** Missing or bad match id, winner not one of the two, bad kind, … */
  invalid: NoteRow[];
  /** The pair shares more than one group and the row names none. */
  ambiguous: NoteRow[];
  summary: string;
}
