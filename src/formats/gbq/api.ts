/** The gbq format's endpoint contract: inputs, results and the endpoint interface. Types only (the sidebar imports them). */

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

/** The gbq endpoints of the sidebar's server API (implemented in server/endpoints.ts, exported by src/main.ts). */
export interface GbqApi {
  createGbqTable(input: CreateGbqTableInput): CreateGbqTableResult;
}
