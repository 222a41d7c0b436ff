/** The ttt format's endpoint contract: inputs, results and the endpoint interface. Types only (the sidebar imports them). */

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

/** importResults' input (round-robin feature): the set is found from this sheet (default: the active sheet). */
export interface ImportResultsInput {
  /** Name of any sheet of the set (usually its Import sheet). */
  sheet?: string;
}

/** The ttt endpoints of the sidebar's server API (implemented in server/endpoints.ts, exported by src/main.ts). */
export interface RoundRobinApi {
  createRoundRobin(input: CreateRoundRobinInput): CreateRoundRobinResult;
  importResults(input?: ImportResultsInput): ImportResultsResult;
}
