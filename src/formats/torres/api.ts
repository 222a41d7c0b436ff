/** The torres format's endpoint contract: inputs, results and the endpoint interface. Types only (the sidebar imports them). */
import type { CreationProgress, SheetsResult } from '../../shared/api';

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

/** A player's season result as the group's standings show it (rank shared on a full tie). */
export interface TorresSeasonResult {
  rank: number;
  vp: number;
  difference: number;
  points: number;
}

/** A previous group: final order (1st first) and, when read from the group sheet, each player's season result. */
export interface TorresPreviousGroup extends TorresLeagueGroup {
  results?: TorresSeasonResult[];
}

/** Players sharing a rank across a promotion or relegation line (the TD decides their order). */
export interface TorresLineTie {
  league: number;
  group: number;
  /** vacancy: among the bottom places of a group that keeps a player for a vacancy (who is kept). */
  line: 'promotion' | 'relegation' | 'vacancy';
  players: string[];
  rank: number;
}

export interface RollOverTorresInput {
  title: string;
  previous: TorresPreviousGroup[];
  newPlayers: { name: string; elo: number }[];
  /** Players back after a season (or more) away, with the league they last played in (docs/rules.md §3.10). */
  returning?: { name: string; elo: number; league: number }[];
  /** Ties at a promotion or relegation line: true once the TD has put the tied players in the order decided. */
  tiesDecided?: boolean;
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
  /** A season too large for one Apps Script run: how far the first run got (the sidebar continues it); absent when complete. */
  creating?: CreationProgress;
  /** Every player's move with its reason (roll-over feature). */
  moves?: TorresMove[];
  /** Shared ranks across a promotion or relegation line (writing needs tiesDecided). */
  ties: TorresLineTie[];
}

/** createTorresGroups' result: the sheets made (league overview first) and the seed used. */
export interface CreateTorresGroupsResult extends SheetsResult {
  seed: string;
  /** A season too large for one Apps Script run: how far the first run got (the sidebar continues it); absent when complete. */
  creating?: CreationProgress;
}

/** One player's move in a roll-over, in words. */
export interface TorresMove {
  player: string;
  kind: 'up' | 'down' | 'stay' | 'kept' | 'demoted' | 'new' | 'returning' | 'withdrawn' | 'unregistered';
  reason: string;
}

export interface ReadTorresOverviewInput {
  /** The league overview sheet (default: the active sheet, else the only overview of the spreadsheet). */
  sheet?: string;
  /** true: read only the active sheet, as `activeGroup` (for the withdraw form); no overview is read, the other fields are empty. */
  activeGroupOnly?: boolean;
}

/** The active sheet when it is a TORRES group sheet: its name, its players (the Elo list) and those already withdrawn. */
export interface TorresActiveGroup {
  sheet: string;
  players: string[];
  withdrawn: string[];
}

export interface ReadTorresOverviewResult {
  sheet: string;
  title: string;
  /** The season's groups with their final orders (1st first) and season results, read from the group sheets. */
  previous: TorresPreviousGroup[];
  /** Every real player's Elo at the start of the season (the group sheets' Elo lists), to carry forward. */
  elo: { name: string; elo: number }[];
  /** Players withdrawn during the season (withdrawTorresPlayer's marks on the group sheets). */
  withdrawn: string[];
  /** The active sheet if it is a TORRES group sheet, else null (always given). */
  activeGroup: TorresActiveGroup | null;
}

export interface CreateTorresChampionshipInput {
  title: string;
  /** Every player with their Elo at the start of the championship; ranked by Elo (highest first) into the leagues. */
  players: { name: string; elo: number }[];
  vpByPlace?: number[];
  eloOrder?: 'low' | 'high';
  seed?: string;
  /** true: compute and return the leagues without writing any sheet. */
  previewOnly?: boolean;
}

export interface CreateTorresChampionshipResult {
  leagues: TorresLeagueGroup[];
  sheets: string[];
  seed: string;
  /** A season too large for one Apps Script run: how far the first run got (the sidebar continues it); absent when complete. */
  creating?: CreationProgress;
}

export interface WithdrawTorresPlayerInput {
  /** The group sheet. */
  sheet: string;
  player: string;
}

export interface WithdrawTorresPlayerResult {
  /** The fictitious player who takes over the unplayed games (forfait, Forfait bis, …). */
  replacedBy: string;
  /** Unplayed games taken over. */
  games: number;
  /** Games already played, kept under the player's name. */
  played: number;
}

/** The torres endpoints of the sidebar's server API (implemented in server/endpoints.ts, exported by src/main.ts). */
export interface TorresApi {
  createTorresGroups(input: CreateTorresGroupsInput): CreateTorresGroupsResult;
  rollOverTorres(input: RollOverTorresInput): RollOverTorresResult;
  readTorresOverview(input?: ReadTorresOverviewInput): ReadTorresOverviewResult;
  createTorresChampionship(input: CreateTorresChampionshipInput): CreateTorresChampionshipResult;
  withdrawTorresPlayer(input: WithdrawTorresPlayerInput): WithdrawTorresPlayerResult;
}
