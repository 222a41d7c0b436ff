/** Input and output types of the TORRES season roll-over (the rollOverTorres endpoint, see the format README). */

/** A player's season result in a group, as the standings show it (docs/rules.md §3.5). */
export interface SeasonResult {
  /** Rank in the group's standings (equal ranks are shared). */
  rank: number;
  vp: number;
  difference: number;
  points: number;
}

export interface PreviousGroup {
  league: number;
  group: number;
  /** Final order, 1st first (fictitious players may be listed; they are left out of the places). */
  players: string[];
  /** The season results of `players`, same order (read from the group sheet); absent when pasted without them. */
  results?: SeasonResult[];
}

export interface NewPlayer {
  name: string;
  elo: number;
}

/** A player back after a season (or more) away, with the league they last played in (docs/rules.md §3.10). */
export interface ReturningPlayer {
  name: string;
  elo: number;
  league: number;
}

export interface RollOverInput {
  previous: PreviousGroup[];
  newPlayers: NewPlayer[];
  returning?: ReturningPlayer[];
  unregistered?: string[];
  withdrawn?: string[];
  /** Elo at the start of the new championship of last season's players (ranks withdrawn players who re-register). */
  elo?: Readonly<Record<string, number>>;
}

export interface LeagueGroup {
  league: number;
  group: number;
  players: string[];
}

export interface Origin {
  league: number;
  group: number;
  place: number;
}

export type MoveKind = 'up' | 'down' | 'stay' | 'kept' | 'demoted' | 'new' | 'returning' | 'withdrawn' | 'unregistered';

export interface Move {
  player: string;
  kind: MoveKind;
  /** Where the player finished last season (absent for new and returning players). */
  from?: Origin;
  /** Where the player plays next season (absent for players who leave). */
  to?: { league: number; group: number };
  reason: string;
}

/** Players sharing a rank across a promotion or relegation line: the TD decides their order (docs/rules.md §3.8). */
export interface LineTie {
  league: number;
  group: number;
  /** vacancy: among the bottom places of a group that keeps a player for a vacancy (who is kept). */
  line: 'promotion' | 'relegation' | 'vacancy';
  /** The players sharing the rank, in the order given (which the roll-over follows). */
  players: string[];
  rank: number;
}

/** How a tie's line is named: "promotion line", "relegation line", "vacancy keep (bottom places)". */
export const tieLineWords = (line: LineTie['line']): string => (line === 'vacancy' ? 'vacancy keep (bottom places)' : `${line} line`);

export interface RollOverResult {
  leagues: LeagueGroup[];
  moves: Move[];
  seed: string;
  ties: LineTie[];
}
