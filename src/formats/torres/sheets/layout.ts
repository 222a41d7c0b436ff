/**
 * Where everything sits on a TORRES group sheet (1-based rows and columns):
 * settings rows 1–8, the games block from row 10 (A = game, B:I = four (player, points) pairs, contiguous so
 * it is TORRESRANK's wide input), the standings spill at K9 (TORRESRANK: header + players, 6 columns K:P) and
 * the Elo list (player, Elo) at R:S.
 */
import { a1, rangeA1 } from '../../../shared/sheets/plan';

export const GROUP = {
  titleRow: 1,
  seedRow: 2,
  vpRow: 3,
  eloOrderRow: 4,
  scheduleRow: 5,
  parallelRow: 6,
  resultsRow: 7,
  helpRow: 8,
  headerRow: 9,
  firstGameRow: 10,
  /** Column of the values in the settings rows. */
  valueColumn: 2,
  gameColumn: 1,
  /** First (player, points) pair: B, C. */
  firstSeatColumn: 2,
  seats: 4,
  standingsColumn: 11,
  standingsWidth: 6,
  eloColumn: 18,
  /** Status beside the Elo list: "withdrawn …" once withdrawTorresPlayer has run for that player. */
  statusColumn: 20,
} as const;

export const WITHDRAWN_STATUS = 'withdrawn';

/** Column of seat s's player name (s = 0..3); its points are one column to the right. */
export const seatColumn = (s: number): number => GROUP.firstSeatColumn + 2 * s;
export const lastSeatColumn = (): number => seatColumn(GROUP.seats - 1) + 1;

/** The games block (TORRESRANK's results), e.g. B10:I24 for 15 games. */
export const gamesRange = (games: number): string => rangeA1(GROUP.firstGameRow, GROUP.firstSeatColumn, GROUP.firstGameRow + games - 1, lastSeatColumn());

/** The Elo list (TORRESRANK's elo), one row per player: R10:S19 for 10 players. */
export const eloRange = (players: number): string => rangeA1(GROUP.firstGameRow, GROUP.eloColumn, GROUP.firstGameRow + players - 1, GROUP.eloColumn + 1);

/** The VP-by-place cells of the settings: B3:E3 for 8, 4, 2, 1. */
export const vpRange = (places: number): string => rangeA1(GROUP.vpRow, GROUP.valueColumn, GROUP.vpRow, GROUP.valueColumn + places - 1);

export const eloOrderCell = (): string => a1(GROUP.eloOrderRow, GROUP.valueColumn);
export const resultsCell = (abs = false): string => a1(GROUP.resultsRow, GROUP.valueColumn, abs);

/** Standings row of the player in place i (0-based), and its player cell. */
export const standingsRow = (i: number): number => GROUP.firstGameRow + i;
export const standingsPlayerCell = (i: number): string => a1(standingsRow(i), GROUP.standingsColumn + 1);

/** Rows the preview reserves for TORRESRANK's spill (header + one row per seat): keep them empty. */
export const spillRows = (games: number): number => 1 + games * GROUP.seats;
