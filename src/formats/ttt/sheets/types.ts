/** The pure description of a TTT set the sheet builders share. */
import type { GameRow } from '../rules/games';
import type { SetPartition } from '../rules/partition';

export interface RoundRobinSettings {
  title: string;
  scoring: 'current' | 'original';
  seed: string;
  groupSize: number;
  double: boolean;
  invitePhases: 1 | 3;
  /** The creation date as the TD reads it (yyyy-mm-dd). */
  created: string;
}

export interface RoundRobinGroupModel {
  /** "G1", "G2", … (the group's name in the import and the statistics). */
  name: string;
  /** Members in pairing-number order. */
  players: string[];
  games: GameRow[];
  gamesSheet: string;
  tableSheet: string;
  /** Mean rating of the rated members (null when none is rated). */
  averageRating: number | null;
  /** A mini-TTT's group: the group whose tie it decides (absent for a group of the set). */
  miniOf?: string;
}

export interface RoundRobinSheetNames {
  stats: string;
  games: string[];
  tables: string[];
  myMatches: string;
  import: string;
  timeouts: string;
}

export interface RoundRobinModel {
  settings: RoundRobinSettings;
  partition: SetPartition;
  groups: RoundRobinGroupModel[];
  names: RoundRobinSheetNames;
  /** The set's key, on every sheet's metadata (the registry's key). */
  setKey: string;
}
