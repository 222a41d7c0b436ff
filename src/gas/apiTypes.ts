/**
 * The sidebar's server API (../shared/spec/api.md): one plain JSON object in, one out, for every endpoint.
 * The sidebar's typed client (sidebar/client.ts) is checked against this interface.
 */

import type { DuplicateApi } from './duplicateApi';
import type { GbqApi } from './gbqApi';
import type { RoundRobinApi } from './roundRobinApi';
import type { SwingApi } from './swingApi';
import type { TorresApi } from './torresApi';

export interface ReadSelectionResult {
  values: string[][];
}

export interface ActivateSheetInput {
  sheet: string;
}

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
}

export interface CreateRoundRobinResult {
  sheets: string[];
  groups: string[][];
  waiting: string[];
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
}

export interface CreateTorresGroupsInput {
  title: string;
  groups: string[][];
  vpByPlace?: number[];
  eloOrder?: 'low' | 'high';
  elo?: { name: string; elo: number }[];
  seed?: string;
  /** League of each group (same order as groups); absent: 1, 2, 2, 3, 3, 3, 3, … (league k has 2^(k−1) groups, the last league takes the rest). */
  leagues?: number[];
}

export interface SheetsResult {
  sheets: string[];
}

export interface TorresLeagueGroup {
  league: number;
  group: number;
  players: string[];
}

export interface RollOverTorresInput {
  title: string;
  previous: TorresLeagueGroup[];
  newPlayers: { name: string; elo: number }[];
  unregistered?: string[];
  withdrawn?: string[];
  seed?: string;
  /** true: compute and return the new groups without writing any sheet (the sidebar's preview). */
  previewOnly?: boolean;
  /** Settings of the new season's group sheets (as createTorresGroups). */
  vpByPlace?: number[];
  eloOrder?: 'low' | 'high';
  /** Elo at the start of the new season for returning players (new players' Elo comes from newPlayers). */
  elo?: { name: string; elo: number }[];
}

export interface RollOverTorresResult {
  leagues: TorresLeagueGroup[];
  sheets: string[];
  seed: string;
  /** Every player's move with its reason (roll-over feature). */
  moves?: TorresMove[];
}

export interface CreateSwingInput {
  title: string;
  players: string[];
  chips?: number;
  anteMinutes?: number;
  jacoby?: boolean;
  ending?: 'preferred' | 'speed-up' | 'both';
  mode?: 'manual' | 'automated';
  seed?: string;
}

export interface CreateSwingResult {
  sheet: string;
  assignments: [string, string][];
}

export interface RecordSwingResultInput {
  sheet: string;
  winner: string;
  loser: string;
  cube?: number;
  kind?: 'single' | 'gammon' | 'backgammon';
  time?: string;
}

export interface SwingStatus {
  assignments: [string, string][];
  chips: Record<string, number>;
  ante: number;
  finished: boolean;
  ranking?: string[];
}

export interface DuplicateTeam {
  name: string;
  players: [string, string];
}

export interface CreateDuplicateMatchInput {
  title: string;
  teamA: DuplicateTeam;
  teamB: DuplicateTeam;
  games?: number;
  seed?: string;
}

export interface CreateGbqTableInput {
  title: string;
  players: string[];
  qualifiers: number;
  winTp?: number;
  lossTp?: number;
  /** Each player's total games for the group (same for all when a single number). */
  totalGames?: number;
}

export interface CreateGbqTableResult {
  sheet: string;
}

/**
 * Every endpoint the sidebar may call. Endpoints added by a feature are declared here first, then exported
 * from src/main.ts; the sidebar client only accepts names and argument types listed here.
 */
export interface Api extends RoundRobinApi, SwingApi, DuplicateApi, GbqApi, TorresApi {
  readSelection(): ReadSelectionResult;
  activateSheet(input: ActivateSheetInput): { ok: true };
}

/** createDuplicateMatch / createDuplicateTournament / createDuplicateFinal / printDiceSet: the sheets made and the seed used. */
export interface DuplicateResult {
  sheets: string[];
  /** The seed the dice were drawn from (the given one, or the one the add-on drew). */
  seed: string;
}

export interface CreateDuplicateTournamentInput {
  title: string;
  /** Three or more teams of two players. */
  teams: DuplicateTeam[];
  /** Games per room in every round-robin match: 4 5 6 7 8 10 12. */
  games?: number;
  seed?: string;
  /** true: also create the final's protocol, its teams filled live from the standings' first two places. */
  final?: boolean;
  /** Games per room in the final (default: games). */
  finalGames?: number;
}

export interface CreateDuplicateTournamentResult extends DuplicateResult {
  rounds: { round: number; matches: { teamA: string; teamB: string; sheet: string }[]; bye?: string }[];
}

export interface PrintDiceSetInput {
  title?: string;
  seed: string;
  set: number;
  /** Rolls per side (default 80, at most 500). */
  rolls?: number;
}

// ---- swing (live event) ----------------------------------------------------------------------------------

/** Names a swing tournament by its main sheet (the one createSwing returned). */
export interface SwingSheetInput {
  sheet: string;
}

export interface SwingLiveMatch {
  letter: string;
  /** [chip leader at assignment, opponent]. */
  players: [string, string];
  /** The ante the match was assigned at. */
  ante: number;
}

/** The swing panel's view; a superset of recordSwingResult's contract output. */
export interface SwingLiveStatus extends SwingStatus {
  sheet: string;
  players: string[];
  matches: SwingLiveMatch[];
  waiting: string[];
  leaving: string[];
  eliminated: string[];
  /** Next timed ante-up due, ISO-8601 UTC; null when timed ante-ups are off or the event is finished. */
  nextAnteDue: string | null;
  anteMinutes: number;
  /** Posted log entries (results and leaving/back). */
  posted: number;
  /** Result rows in the grid (forfeits included). */
  results: number;
  /** A one-line state: "In progress", "Finale (1 played)", "Finished: Ann wins (…)". */
  summary: string;
}

export interface SetSwingPlayerStatusInput {
  sheet: string;
  player: string;
  /** true: mark as leaving (forfeits begin); false: mark as back. */
  leaving: boolean;
  time?: string;
}

export interface UndoSwingResultInput {
  sheet: string;
  /** Must be true: the sidebar asks the TD to confirm first. */
  confirmed: boolean;
}

export interface UndoSwingResult extends SwingLiveStatus {
  /** The log entry removed, in words. */
  undone: string;
}

/** importResults' input (round-robin feature): the set is found from this sheet (default: the active sheet). */
export interface ImportResultsInput {
  /** Name of any sheet of the set (usually its Import sheet). */
  sheet?: string;
}

// ---- TORRES (issue 6) --------------------------------------------------------------------------------------

/** createTorresGroups' result: the sheets made (league overview first) and the seed used. */
export interface CreateTorresGroupsResult extends SheetsResult {
  seed: string;
}

/** One player's move in a roll-over, in words. */
export interface TorresMove {
  player: string;
  kind: 'up' | 'down' | 'stay' | 'kept' | 'demoted' | 'new' | 'withdrawn' | 'unregistered';
  reason: string;
}

export interface ReadTorresOverviewInput {
  /** The league overview sheet (default: the active sheet, else the only overview of the spreadsheet). */
  sheet?: string;
}

export interface ReadTorresOverviewResult {
  sheet: string;
  title: string;
  /** The season's groups with their final orders (1st first). */
  previous: TorresLeagueGroup[];
}
