/**
 * Where everything sits on a TORRES group sheet (1-based rows and columns):
 * settings rows 1–8, the games block from row 10 (A = game, B:I = four (player, points) pairs, contiguous so
 * it is TORRESRANK's wide input), the standings spill at K9 (TORRESRANK with status: header + players, 7 columns
 * K:Q, the last the Status marks) and the Elo list (player, Elo) at R:S, each player's Status at T.
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
  standingsWidth: 7,
  eloColumn: 18,
  /** Status beside the Elo list: "withdrawn …" once withdrawTorresPlayer has run for that player. */
  statusColumn: 20,
  /** Check of each game row (J, between the games block and the standings): what is wrong, naming the cell. */
  checkColumn: 10,
  /** Check of each Elo-list row (U, after Status). */
  eloCheckColumn: 21,
  /** Workings beside it (V): where the decimal separator of an Elo typed as text is. */
  eloSeparatorColumn: 22,
  /** "Problems to fix": label at K7, the count at M7. */
  problemsRow: 7,
  problemsLabelColumn: 11,
  problemsColumn: 13,
  /** Workings (faint, protected): each seat's name check on the game rows, W:Z, its points check, AA:AD; the checked settings in rows 1–6. */
  seatCheckColumn: 23,
  seatPointsCheckColumn: 27,
  /** Workings per Elo-list row: the player's name as compared (LOWER/TRIM), AE; the fictitious player the Status names, AF. */
  rosterKeyColumn: 31,
  fictitiousKeyColumn: 32,
  /** Workings per Elo-list row: 1 when the Elo is blank, a number, or text TORRESRANK reads as one (AG). */
  eloOkColumn: 33,
  /** Workings per game row: TRUE when seat s's name is a fictitious player's (forfait, Forfait bis, …), AH:AK. */
  fictitiousNameColumn: 34,
  /** Workings rows: the sheet's name in quotes (X1), VP used (X3 …), Elo order used (X4), VP OK (X5), Elo order OK (X6). */
  workLabelColumn: 23,
  workValueColumn: 24,
  sheetNameRow: 1,
  /** Workings X2: TRUE when the standings are final (every result in, no problem to fix); X7: players the standings list. */
  finalRow: 2,
  listedRow: 7,
  /** Workings X8: games complete (every seated player has points or D); Y8: players withdrawn. */
  gamesDoneRow: 8,
  /** The Next step line (C2): one formula, what to type where and what comes next. */
  nextStepRow: 2,
  nextStepColumn: 3,
  vpOkRow: 5,
  eloOrderOkRow: 6,
} as const;

export const WITHDRAWN_STATUS = 'withdrawn';

/** Column of seat s's player name (s = 0..3); its points are one column to the right. */
export const seatColumn = (s: number): number => GROUP.firstSeatColumn + 2 * s;
export const lastSeatColumn = (): number => seatColumn(GROUP.seats - 1) + 1;

/** The games block (TORRESRANK's results), e.g. B10:I24 for 15 games. */
export const gamesRange = (games: number): string => rangeA1(GROUP.firstGameRow, GROUP.firstSeatColumn, GROUP.firstGameRow + games - 1, lastSeatColumn());

/** The Elo list (TORRESRANK's elo), one row per player: R10:S19 for 10 players. */
export const eloRange = (players: number): string => rangeA1(GROUP.firstGameRow, GROUP.eloColumn, GROUP.firstGameRow + players - 1, GROUP.eloColumn + 1);

/** The Elo list with each player's Status (TORRESRANK's elo with its third column: "withdrawn …"), R10:T19 for 10 players. */
export const eloStatusRange = (players: number): string => rangeA1(GROUP.firstGameRow, GROUP.eloColumn, GROUP.firstGameRow + players - 1, GROUP.statusColumn);

/** The VP-by-place cells of the settings: B3:E3 for 8, 4, 2, 1. */
export const vpRange = (places: number): string => rangeA1(GROUP.vpRow, GROUP.valueColumn, GROUP.vpRow, GROUP.valueColumn + places - 1);

export const eloOrderCell = (): string => a1(GROUP.eloOrderRow, GROUP.valueColumn);
export const resultsCell = (abs = false): string => a1(GROUP.resultsRow, GROUP.valueColumn, abs);

/** Standings row of the player in place i (0-based), and its player cell. */
export const standingsRow = (i: number): number => GROUP.firstGameRow + i;
export const standingsPlayerCell = (i: number): string => a1(standingsRow(i), GROUP.standingsColumn + 1);
/** The Status mark (P/R/S, TORRESRANK with status) of the player in place i: the spill's last column, Q. */
export const standingsStatusCell = (i: number): string => a1(standingsRow(i), GROUP.standingsColumn + GROUP.standingsWidth - 1);

/** Rows the preview reserves for TORRESRANK's spill (header + one row per seat): keep them empty. */
export const spillRows = (games: number): number => 1 + games * GROUP.seats;

/** Workings cells (absolute): the quoted sheet name, VP OK and Elo order OK (1 or 0), the Elo order used. */
export const sheetNameCell = (): string => a1(GROUP.sheetNameRow, GROUP.workValueColumn, true);
export const vpOkCell = (): string => a1(GROUP.vpOkRow, GROUP.workValueColumn, true);
export const eloOrderOkCell = (): string => a1(GROUP.eloOrderOkRow, GROUP.workValueColumn, true);
/** The checked copies TORRESRANK reads: the VP used (X3 …) and the Elo order used (X4). */
export const vpUsedRange = (places: number): string => rangeA1(GROUP.vpRow, GROUP.workValueColumn, GROUP.vpRow, GROUP.workValueColumn + places - 1);
export const eloOrderUsedCell = (): string => a1(GROUP.eloOrderRow, GROUP.workValueColumn);
/** The group sheet's "Problems to fix" count (M7). */
export const problemsCell = (abs = false): string => a1(GROUP.problemsRow, GROUP.problemsColumn, abs);
/** The seat s's name check (W … Z) and points check (AA … AD) on a game row. */
export const seatCheckColumn = (s: number): number => GROUP.seatCheckColumn + s;
export const seatPointsCheckColumn = (s: number): number => GROUP.seatPointsCheckColumn + s;
/** The last workings column. */
export const lastWorkColumn = (): number => fictitiousNameColumn(GROUP.seats - 1);
/** Seat s's fictitious-name test (AH … AK) on a game row. */
export const fictitiousNameColumn = (s: number): number => GROUP.fictitiousNameColumn + s;
/** The cells the league overview reads (absolute): final (X2) and players listed (X7). */
export const finalCell = (): string => a1(GROUP.finalRow, GROUP.workValueColumn, true);
export const listedCell = (): string => a1(GROUP.listedRow, GROUP.workValueColumn, true);

/** Workings: games complete (X8) and players withdrawn (Y8), for the Next step lines of this sheet and the overview. */
export const gamesDoneCell = (): string => a1(GROUP.gamesDoneRow, GROUP.workValueColumn, true);
export const withdrawnCountCell = (): string => a1(GROUP.gamesDoneRow, GROUP.workValueColumn + 1, true);
/** The Next step line's cell (C2). */
export const nextStepCell = (): string => a1(GROUP.nextStepRow, GROUP.nextStepColumn);
