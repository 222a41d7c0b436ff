/** The duplicate format's endpoint contract: inputs, results and the endpoint interface. Types only (the sidebar imports them). */

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

/** createDuplicateMatch / createDuplicateTournament / printDiceSet: the sheets made and the seed used. */
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

/** The duplicate endpoints of the sidebar's server API (implemented in server/endpoints.ts, exported by src/main.ts). */
export interface DuplicateApi {
  createDuplicateMatch(input: CreateDuplicateMatchInput): DuplicateResult;
  createDuplicateTournament(input: CreateDuplicateTournamentInput): CreateDuplicateTournamentResult;
  printDiceSet(input: PrintDiceSetInput): DuplicateResult;
}
