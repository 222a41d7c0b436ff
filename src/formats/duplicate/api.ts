/** The duplicate format's endpoint contract: inputs, results and the endpoint interface. Types only (the sidebar imports them). */
import type { CreationProgress } from '../../shared/api';

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
  /** IMP table of the protocol: "fairbg" (default) or "wbf". */
  imp?: 'fairbg' | 'wbf';
}

/** createDuplicateMatch / createDuplicateTournament / printDiceSet: the sheets made and the seed used. */
export interface DuplicateResult {
  sheets: string[];
  /** The seed the dice were drawn from (the given one, or the one the add-on drew). */
  seed: string;
}

export type DuplicateDiscipline = 'backgammon' | 'longGammon';

/** A team of an event: its backgammon pair and/or its long gammon pair (`players` = the backgammon pair, as for teams of two). */
export interface DuplicateEventTeam {
  name: string;
  backgammon?: [string, string];
  longGammon?: [string, string];
  players?: [string, string];
}

export interface CreateDuplicateTournamentInput {
  title: string;
  /** Two or more teams; every team fields the same disciplines. */
  teams: DuplicateEventTeam[];
  /** Round robins per discipline (1–3): a number for every discipline, or { backgammon?: 2, longGammon?: 1 } (the defaults). */
  cycles?: number | { backgammon?: number; longGammon?: number };
  /** Games per room in every round-robin match: 4 5 6 7 8 10 12 (default 4). */
  games?: number;
  seed?: string;
  /** true: also create the final's protocol, its teams filled live from the standings' first two places. */
  final?: boolean;
  /** Games per room in the final (default 6, the rules page's final). */
  finalGames?: number;
  /** Whose pairs play the final (default backgammon when the teams have a backgammon pair). */
  finalDiscipline?: DuplicateDiscipline;
  /** IMP table of every protocol: "fairbg" (default) or "wbf". */
  imp?: 'fairbg' | 'wbf';
}

export interface CreateDuplicateTournamentResult extends DuplicateResult {
  rounds: {
    round: number;
    matches: { teamA: string; teamB: string; sheet: string; discipline: DuplicateDiscipline; cycle: number }[];
    bye?: string;
  }[];
  /** The final's protocol (its teams fill in live from the standings). */
  final?: { sheet: string; games: number; discipline: DuplicateDiscipline; teamA?: string; teamB?: string };
  /**
   * An event too large for one Apps Script run: how far the first run got (the sidebar continues it with
   * continueCreation until `complete`); absent when every sheet is written.
   */
  creating?: CreationProgress;
}

export interface ChooseDuplicateFinalistInput {
  /** The event's standings or final sheet (default: the active sheet). */
  sheet?: string;
  /**
   * The teams the TD picks, among those level, for the open final places (better-placed first). Absent: only report
   * the tie; an empty list: clear an earlier choice.
   */
  teams?: string[];
}

export interface ChooseDuplicateFinalistResult {
  /** The standings sheet the choice is written on. */
  sheet: string;
  /** True when teams are level for a final place after every criterion. */
  tie: boolean;
  /** The teams level for the open place(s), in standings order. */
  contenders: string[];
  /** How many final places the TD must fill (0 without a tie). */
  open: number;
  /** Matches complete / in all: a tie is settled only once every match is in. */
  complete: number;
  matches: number;
  /** The final's teams as they stand after the call (blank while a place is open). */
  teamA: string;
  teamB: string;
  /**
   * Generated cells of the standings or the protocols that no longer say what the add-on wrote, one line each naming
   * the sheet cell (absent when there are none); a choice is refused while there are any.
   */
  problems?: string[];
  /**
   * The standings changed after the final began (docs/rules.md §2.9): the final's games name a team they no longer
   * give as a finalist. The final stays as played until the TD decides: choose the two teams as played (every team
   * the final's games name among them), or clear the final's games. Absent otherwise.
   */
  changed?: string;
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
  chooseDuplicateFinalist(input: ChooseDuplicateFinalistInput): ChooseDuplicateFinalistResult;
}
