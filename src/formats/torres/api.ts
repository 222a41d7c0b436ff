/** The torres format's endpoint contract: inputs, results and the endpoint interface. Types only (the sidebar imports them). */
import type { SheetsResult } from '../../shared/api';

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

/** The torres endpoints of the sidebar's server API (implemented in server/endpoints.ts, exported by src/main.ts). */
export interface TorresApi {
  createTorresGroups(input: CreateTorresGroupsInput): CreateTorresGroupsResult;
  rollOverTorres(input: RollOverTorresInput): RollOverTorresResult;
  readTorresOverview(input?: ReadTorresOverviewInput): ReadTorresOverviewResult;
}
