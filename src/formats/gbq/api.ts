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
  /**
   * A results log on the sheet, default false: true = one row per game of the schedule (games per match × pairs ×
   * rounds, at most 3000), a number = that many rows. The table then sums games and TPs from the log and knows the
   * games still to play, so its Status is exact (docs/rules.md §5.6). At most 40 players; total games must be blank.
   */
  log?: boolean | number;
}

export interface CreateGbqTableResult {
  sheet: string;
}

export interface WithdrawGbqPlayerInput {
  /** The group table (blank = the active sheet); it must have a results log. */
  sheet?: string;
  player: string;
  /** keep: the games played against the player stay; void: they are removed from the opponents. */
  games: 'keep' | 'void';
}

export interface WithdrawGbqPlayerResult {
  sheet: string;
  /** The player's name as on the sheet. */
  player: string;
  games: 'keep' | 'void';
  /** The Withdrawn cell written ("I12"): clearing it undoes the withdrawal. */
  cell: string;
  /** Games removed from the opponents' games played (void), counted once per opponent game. */
  voided: number;
  /** Games no longer to be played (the opponents' totals drop by these, besides the voided ones). */
  cancelled: number;
}

export interface CreateGbqCrossTableInput {
  title: string;
  /** The group tables to compare (sheet names); blank or empty = every GBQ table of the spreadsheet, in tab order. */
  sheets?: string[];
  /** How many of the (q+1)-th placed qualify: 1 to the number of groups. */
  k: number;
}

export interface CreateGbqCrossTableResult {
  sheet: string;
  /** The group tables compared, in order. */
  groups: string[];
}

/** The gbq endpoints of the sidebar's server API (implemented in server/endpoints.ts, exported by src/main.ts). */
export interface GbqApi {
  createGbqTable(input: CreateGbqTableInput): CreateGbqTableResult;
  withdrawGbqPlayer(input: WithdrawGbqPlayerInput): WithdrawGbqPlayerResult;
  createGbqCrossTable(input: CreateGbqCrossTableInput): CreateGbqCrossTableResult;
}
