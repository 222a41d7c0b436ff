/**
 * Where things sit on the two swing sheets. Fixed positions (only the number of player columns varies), so the
 * shell can rewrite each derived block with one call and never has to search a sheet.
 *
 * Main sheet "<title>":
 *   row 1            title (A1), the Next step line (F1)
 *   C2:D8            settings (label, value) — the seed included
 *   F2:F8 / I2:I8    now: ante, next timed ante-up, clock, current matches, waiting, status, ranking
 *   row 11           "Chips now" per player (J…)
 *   row 12           each player's state: "match A", "waiting", "leaving", "out", or the final place
 *   row 13           grid header: # | Match | Winner | Loser | Cube | Kind | Stake | Ante | Time | Ante-up | players…
 *   row 14           the start (everyone's starting chips)
 *   row 15…          one row per result (forfeits included), with everyone's chips after it
 *
 * Log sheet "<title> log" (the source of truth, append-only; A1 its title, C1 its Next step line):
 *   rows 3–10        settings as label / value (players across B…)
 *   row 11           Problems to fix: the count of the Check cells that say something
 *   row 12           SWING_LOG_HEADER (A:G), then Check (H) and its helper parts (I:M)
 *   row 13…          one row per log entry (A:G; cells right of G are never read), its Check (formulas, H:M)
 *
 * Both sheets' protections (warning only) cover their rows down to a capacity kept in the main sheet's developer
 * metadata; when a sheet grows past it, the new rows are protected too (server/store.ts).
 */
import { columnLetters } from '../../../shared/sheets/plan';
import { COLOR } from '../../../shared/sheets/styles';

/** The layout version of the main sheet (2: the clock, the Ante-up column), kept in its metadata. */
export const SWING_LAYOUT = '2';

export const TITLE_ROW = 1;
export const SETTINGS_LABEL_COL = 3;
export const SETTINGS_FIRST_ROW = 2;
export const STATUS_LABEL_COL = 6;
export const STATUS_VALUE_COL = 9;
export const STATUS_FIRST_ROW = 2;
export const STATUS_LABELS = ['Ante now', 'Next timed ante-up', 'Clock', 'Current matches', 'Waiting', 'Status', 'Ranking'] as const;
export const NOW_ROW = 11;
export const STATE_ROW = 12;
export const HEADER_ROW = 13;
/** Display row 0 (the start) sits here; display row k (result row k) at START_ROW + k. */
export const START_ROW = 14;
export const FIXED_COLUMNS = ['#', 'Match', 'Winner', 'Loser', 'Cube', 'Kind', 'Stake', 'Ante', 'Time', 'Ante-up'] as const;
export const FIRST_PLAYER_COL = FIXED_COLUMNS.length + 1;
/** Result rows the sheet holds (and protects) when created; the shell grows it by GROW_ROWS when needed. */
export const INITIAL_CAPACITY = 200;
export const GROW_ROWS = 500;

export const LOG_SETTINGS_FIRST_ROW = 3;
export const LOG_SETTING_LABELS = ['Chips', 'Ante minutes', 'Jacoby', 'Ending', 'Mode', 'Seed', 'Start', 'Players'] as const;
export const LOG_HEADER_ROW = 12;
export const LOG_FIRST_ROW = 13;
export const LOG_COLUMNS = 7;
/** The log's Check column (H: what is wrong with a hand-edited row, naming its cell) and its helper parts (I:M). */
export const LOG_CHECK_COL = 8;
export const LOG_PART_COLS = [9, 10, 11, 12, 13] as const;
/** Rows below the last posting that already hold their Check (rows a TD types by hand there are checked too). */
export const LOG_CHECK_AHEAD = 5;
/** "Problems to fix" above the log: the label in A11, the count in B11. */
export const LOG_PROBLEMS_ROW = 11;
/** Log rows the log sheet holds (and protects) when created; grown by GROW_ROWS when needed. */
export const LOG_INITIAL_CAPACITY = 500;

/** An eliminated player's cells: faint text on grey. */
export const GREY_TEXT = COLOR.faintText;
export const GREY_FILL = COLOR.grey;
/** The header rows of both sheets (a grey the shared palette does not have). */
export const HEADER_FILL = COLOR.greyHeader;

export function gridColumns(players: number): number {
  return FIXED_COLUMNS.length + players;
}

export function lastPlayerColumn(players: number): string {
  return columnLetters(gridColumns(players));
}

/**
 * The chart: the # column as x axis, one series per player, from the header row down to the last grid row in use
 * (the start row and one row per result): exactly the rows posted, never the empty rows reserved below them.
 */
export function chartRanges(players: number, results: number): string[] {
  const lastRow = START_ROW + results;
  return [`A${HEADER_ROW}:A${lastRow}`, `${columnLetters(FIRST_PLAYER_COL)}${HEADER_ROW}:${lastPlayerColumn(players)}${lastRow}`];
}

export function chartAnchorColumn(players: number): number {
  return gridColumns(players) + 2;
}

export const CHART_TITLE = 'Chips after each result';
export const CHART_WIDTH = 600;
export const CHART_HEIGHT = 360;
