/** The help line (row 7) and the help note (A1) of a GBQ group sheet, without and with a results log. */

export const HELP_LINE =
  "Type each player's games played, wins, draws, losses and TPs in the ENTRY block (wins/draws/losses are optional). " +
  'The LIVE table re-sorts by TP% by itself; the banded row is the last qualification place.';

/** What the sheet is, first line of its help note. */
const ABOUT = 'GBQ group table: games behind the last qualification place (Tantrix).';

export const HELP_NOTE = [
  ABOUT,
  'How to use this sheet',
  "1. ENTRY block (right of the LIVE table): after each match, update the players' games played and TPs (and, if you like, wins, draws and losses). Total games is each player's number of games for the whole group; edit it per player if it differs.",
  '2. LIVE table (left): sorted by TP% (players without games last; ties by D, then entry order). The banded row is place q, the last qualification place; GBQ is measured against the player there.',
  '3. Status: "qualified" = certain to finish in the first q whatever happens in the games still to play; "out" = can no longer get there. A game shares out win + loss TPs; a player gets 0 to win + loss in each.',
  '4. Check column: a flagged row stops GBQ and Status until it is fixed.',
  'WORKINGS (hidden columns right of the tables): helper columns for the sort and the Status; do not edit.',
].join('\n');

export const LOG_HELP_LINE =
  'Type each game or match in the RESULTS LOG below the ENTRY block; the ENTRY block sums it, the LIVE table re-sorts by TP% by itself, ' +
  'and the Status knows the games still to play. The banded row is the last qualification place.';

export const LOG_HELP_NOTE = [
  ABOUT,
  'How to use this sheet (with a results log)',
  '1. RESULTS LOG (below the ENTRY block): one row per game or match: the two players, games (blank = one match), the TPs each got (after any time penalty) and the penalties. A row must share out (win + loss) × games. A row the Check flags does not count.',
  '2. ENTRY block: games played, TPs and total games come from the log and the schedule (games per match × rounds for every pair). Wins / draws / losses are not read (no drop-down; the order, GBQ and Status never use them): type them only for your own record, and they must then add up to games played. Withdrawn (column R): keep or void, when a player leaves the group (or use the sidebar).',
  '3. LIVE table: sorted by TP% (players without games last; ties by D, then entry order; withdrawn players at the bottom). The banded row is place q, the last qualification place; GBQ is measured against the player there.',
  '4. Status: exact. "qualified" = in the first q in every outcome of the games still to play (any split of a game\'s TPs, ties counted against the player); "out" = in none.',
  'WORKINGS (hidden columns right of the tables): helper columns; do not edit.',
].join('\n');
