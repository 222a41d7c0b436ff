/** The gbq format's endpoint contract: inputs, results and the endpoint interface. Types only (the sidebar imports them). */

export interface CreateGbqTableInput {
  title: string;
  players: string[];
  qualifiers: number;
  winTp?: number;
  lossTp?: number;
  /** Each player's total games for the group (same for all); blank = gamesPerMatch × (players − 1) × rounds. */
  totalGames?: number;
  /** Games of a match, default 3 (docs/rules.md §5.5). */
  gamesPerMatch?: number;
  /** How often each pair meets, default 1. */
  rounds?: number;
  /** GBQ reference mode, default "tp" (docs/rules.md §5.3). */
  reference?: 'tp' | 'gbq' | 'wbq';
  /** GBQ rounding step, default 0.5 (0 = none): one of 0.5, 0.1, 0.25, 1, 0. */
  step?: number;
  /** Count GBQ from the 1st place instead of place q, default false. */
  firstPlaceZero?: boolean;
}

export interface CreateGbqTableResult {
  sheet: string;
}

/** The gbq endpoints of the sidebar's server API (implemented in server/endpoints.ts, exported by src/main.ts). */
export interface GbqApi {
  createGbqTable(input: CreateGbqTableInput): CreateGbqTableResult;
}
