/** Input and output types of the TORRES season roll-over (the rollOverTorres endpoint, see the format README). */
export interface PreviousGroup {
  league: number;
  group: number;
  /** Final order, 1st first. */
  players: string[];
}

export interface NewPlayer {
  name: string;
  elo: number;
}

export interface RollOverInput {
  previous: PreviousGroup[];
  newPlayers: NewPlayer[];
  unregistered?: string[];
  withdrawn?: string[];
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

export type MoveKind = 'up' | 'down' | 'stay' | 'kept' | 'demoted' | 'new' | 'withdrawn' | 'unregistered';

export interface Move {
  player: string;
  kind: MoveKind;
  /** Where the player finished last season (absent for new players). */
  from?: Origin;
  /** Where the player plays next season (absent for players who leave). */
  to?: { league: number; group: number };
  reason: string;
}

export interface RollOverResult {
  leagues: LeagueGroup[];
  moves: Move[];
  seed: string;
}
