/** The ttt format's endpoint contract: inputs, results and the endpoint interface. Types only (the sidebar imports them). */
import type { CreationProgress } from '../../shared/api';

export interface RoundRobinPlayer {
  name: string;
  rating?: number | null;
  entries?: number;
}

export interface CreateRoundRobinInput {
  title: string;
  players: RoundRobinPlayer[];
  groupSize?: number;
  double?: boolean;
  invitePhases?: 1 | 3;
  scoring?: 'current' | 'original';
  seed?: string;
  /** Run the entries that cannot fill a group as one last group of at least 8 instead of a waiting list (default false). */
  shortLastGroup?: boolean;
}

export interface CreateRoundRobinResult {
  sheets: string[];
  groups: string[][];
  /** One name per waiting player (their first waiting entry), in priority order. */
  waiting: string[];
  /** Every waiting entry with its entry number (a player's 2nd entry waits while the 1st plays) and sign-up row. */
  waitingEntries: { name: string; entry: number; row: number }[];
  /**
   * Extra entries that complete one more group at full size (docs/rules.md §1.10) and who may take one: players none of
   * whose entries waits, below their maximum, in sign-up order; `enough` whether they can provide them between them.
   */
  offer: { extraEntries: number; candidates: string[]; enough?: boolean };
  /** Whether the last group is a short one (the shortLastGroup option, at least 8 entries). */
  shortLastGroup?: boolean;
  /** Each group's average rating (rated entries; null when none is rated), one decimal. */
  averageRatings: (number | null)[];
  /** A set too large for one Apps Script run: how far the first run got (the sidebar continues it); absent when complete. */
  creating?: CreationProgress;
}

/** createMiniTtt's input: the Table sheet of the group whose standings say "mini-TTT needed". */
export interface CreateMiniTttInput {
  sheet: string;
}

export interface CreateMiniTttResult {
  /** The mini-TTT's Games and Table sheets. */
  sheets: string[];
  /** The tied players, in pairing-number order. */
  players: string[];
}

export interface ImportResultsResult {
  imported: number;
  skipped: number;
  friendly: number;
  unknown: number;
  conflicts: number;
  invalid: number;
  summary: string;
  /** Rows naming a pair that shares several groups without saying which (round-robin feature). */
  ambiguous?: number;
  /** The Import sheet read (round-robin feature). */
  sheet?: string;
  /** Higher match ids replaced by a lower, official one (now friendly). */
  replaced?: number;
  /** Timeouts and resignations added to the Timeouts sheet, to adjudicate there. */
  toAdjudicate?: number;
}

/** importResults' input (round-robin feature): the set is found from this sheet (default: the active sheet). */
export interface ImportResultsInput {
  /** Name of any sheet of the set (usually its Import sheet). */
  sheet?: string;
}

/** redrawSet's input: the changed sign-up list; the set is the one of `sheet` (default: the active sheet). */
export interface RedrawSetInput {
  /** Any sheet of the set (default: the active sheet). */
  sheet?: string;
  players: RoundRobinPlayer[];
  shortLastGroup?: boolean;
  /** Blank: the set's own seed (the same list then gives the same draw). */
  seed?: string;
  /** Must be true: the TD confirmed that every sheet of the set is rebuilt. */
  confirm?: boolean;
}

export interface RedrawSetResult extends CreateRoundRobinResult {
  title: string;
  /** Old sheets of groups the new list no longer has (deleted). */
  removed: string[];
}

/** publishInvitations' input: the set of `sheet` (default: the active sheet), one player or all. */
export interface PublishInvitationsInput {
  sheet?: string;
  /** Blank: every player's page. */
  player?: string;
  format?: 'bbcode' | 'markdown' | 'text' | 'html';
  /** yyyy-mm-dd; blank: the set's date on its Stats sheet. */
  start?: string;
}

export interface PublishInvitationsResult {
  text: string;
  format: 'bbcode' | 'markdown' | 'text' | 'html';
  /** Every player with a page, in name order. */
  players: string[];
  title: string;
}

/** The ttt endpoints of the sidebar's server API (implemented in server/endpoints.ts, exported by src/main.ts). */
export interface RoundRobinApi {
  createRoundRobin(input: CreateRoundRobinInput): CreateRoundRobinResult;
  importResults(input?: ImportResultsInput): ImportResultsResult;
  createMiniTtt(input: CreateMiniTttInput): CreateMiniTttResult;
  redrawSet(input: RedrawSetInput): RedrawSetResult;
  publishInvitations(input: PublishInvitationsInput): PublishInvitationsResult;
}
