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
}

export interface CreateTorresGroupsInput {
  title: string;
  groups: string[][];
  vpByPlace?: number[];
  eloOrder?: 'low' | 'high';
  elo?: { name: string; elo: number }[];
  seed?: string;
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
}

export interface RollOverTorresResult {
  leagues: TorresLeagueGroup[];
  sheets: string[];
  seed: string;
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
