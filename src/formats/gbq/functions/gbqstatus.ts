/**
 * GBQSTATUS: "qualified", "out" or "" for each player of a Tantrix group (docs/rules.md §5.6). Coerces the Sheets
 * arguments, names bad cells, and hands the exact work to ../rules/status.ts.
 */
import { GbqScoring, playerProblem } from '../rules/player';
import { groupStatus, StatusPlayer } from '../rules/status';
import { cleanName, nameKey } from '../../../shared/rules/names';
import { Arg, fail, failArg, isBlank, isGrid, optionNumber, Place, Result, Scalar, toNumber, toText } from '../../../shared/functions/args';
import { column, positiveWhole, rowReason, isRowError } from './columns';
import { DEFAULT_LOSS_TP, DEFAULT_WIN_TP } from '../rules/settings';

const FN = 'GBQSTATUS';

/** A column the same height as players, or one value for every player. */
function perPlayer(arg: string, value: Arg, height: number): (row: number) => { value: Scalar; place: Place } {
  if (!isGrid(value) || (value.length === 1 && value[0].length === 1 && height !== 1)) {
    const scalar = isGrid(value) ? value[0][0] : value;
    return () => ({ value: scalar, place: new Place(FN, arg) });
  }
  const cells = column(FN, arg, value);
  if (cells.length !== height) failArg(FN, `players has ${height} rows but ${arg} has ${cells.length}; give columns of the same height`);
  return (r) => ({ value: cells[r], place: new Place(FN, arg, r + 1) });
}

function wholeGames(cell: { value: Scalar; place: Place }, blank: number | null, least: number): number {
  const accepted = least === 0 ? 'use a whole number of games, 0 or more' : 'use the whole number of games the player has in the group, 1 or more';
  if (isBlank(cell.value)) {
    if (blank === null) fail(cell.place, cell.value, `is missing; ${accepted}`);
    return blank;
  }
  const g = toNumber(cell.value, cell.place, accepted);
  if (!Number.isInteger(g) || g < least) fail(cell.place, g, `is not allowed; ${accepted}`);
  return g;
}

interface Group {
  players: StatusPlayer[];
  /** Output row of each player. */
  rows: number[];
  /** Player index by name key. */
  index: Map<string, number>;
  names: string[];
  /** Rows that cannot be read (a typing slip): left out of the group, their own output cell says why. */
  leftOut: Map<number, string>;
}

function readPlayers(names: Scalar[], players: Arg, tps: Arg, games: Arg, totals: Arg, scoring: GbqScoring): Group {
  const tpOf = perPlayer('tps', tps, names.length);
  const gamesOf = perPlayer('games', games, names.length);
  const totalOf = perPlayer('total_games', totals, names.length);
  const g: Group = { players: [], rows: [], index: new Map(), names: [], leftOut: new Map() };
  names.forEach((cell, r) => {
    if (isBlank(cell)) return;
    const place = new Place(FN, 'players', r + 1);
    try {
      const name = cleanName(toText(cell, place, 'a player name'));
      const key = nameKey(name);
      const before = g.index.get(key);
      if (before !== undefined) fail(place, cell, `appears twice (rows ${g.rows[before] + 1} and ${r + 1}); names must differ, ignoring case and spaces`);
      const played = wholeGames(gamesOf(r), 0, 0);
      const total = wholeGames(totalOf(r), null, 1);
      const t = tpOf(r);
      const tp = isBlank(t.value) ? 0 : toNumber(t.value, t.place, 'use a number of TPs');
      if (played > total) fail(gamesOf(r).place, played, `is more than the player's total games (${total}); check games played and total_games`);
      const problem = playerProblem({ tp, games: played }, scoring);
      if (problem) fail(t.place, tp, problem);
      g.index.set(key, g.players.length);
      g.names.push(name);
      g.rows.push(r);
      g.players.push({ tp, played, total });
    } catch (e) {
      if (!isGrid(players) || !isRowError(e)) throw e;
      g.leftOut.set(r, rowReason(e));
    }
  });
  return g;
}

/** How many games each listed row stands for: 1 when remaining_games is omitted; a blank cell is 1. */
function gamesPerRow(counts: Arg, height: number): (r: number) => number {
  if (counts === undefined || (!isGrid(counts) && isBlank(counts))) return () => 1;
  const cells = column(FN, 'remaining_games', counts);
  if (cells.length !== height) failArg(FN, `remaining_first has ${height} rows but remaining_games has ${cells.length}; give columns of the same height`);
  return (r) => {
    const v = cells[r];
    if (isBlank(v)) return 1;
    const place = new Place(FN, 'remaining_games', r + 1);
    const accepted = 'use the number of games the two players still play, a whole number 1 or more (blank = 1)';
    const n = toNumber(v, place, accepted);
    if (!Number.isInteger(n) || n < 1 || n > 100000) fail(place, n, `is not allowed; ${accepted}`);
    return n;
  };
}

/** The remaining games as player index pairs, or undefined when not given (sound bound). */
function readRemaining(g: Group, first: Arg, second: Arg, counts?: Arg): [number, number][] | undefined {
  const given = (v: Arg) => v !== undefined && !(!isGrid(v) && isBlank(v));
  if (!given(first) && !given(second)) {
    if (given(counts)) failArg(FN, 'remaining_games needs remaining_first and remaining_second beside it (the two players of each row)');
    return undefined;
  }
  if (!given(first) || !given(second)) failArg(FN, 'give both remaining_first and remaining_second (the two players of each game still to play), or neither');
  const a = column(FN, 'remaining_first', first as Arg);
  const b = column(FN, 'remaining_second', second as Arg);
  if (a.length !== b.length) failArg(FN, `remaining_first has ${a.length} rows but remaining_second has ${b.length}; give columns of the same height`);
  const countOf = gamesPerRow(counts, a.length);
  const pairs: [number, number][] = [];
  const who = (cell: Scalar, arg: string, r: number): number => {
    const place = new Place(FN, arg, r + 1);
    const i = g.index.get(nameKey(toText(cell, place, 'a player name')));
    if (i === undefined) fail(place, cell, 'is not one of the players; use a name from the players column');
    return i;
  };
  for (let r = 0; r < a.length; r++) {
    if (isBlank(a[r]) && isBlank(b[r])) continue;
    const times = countOf(r);
    if (isBlank(a[r]) || isBlank(b[r])) {
      const arg = isBlank(a[r]) ? 'remaining_first' : 'remaining_second';
      fail(new Place(FN, arg, r + 1), '', 'is blank beside a player; give both players of the game');
    }
    const x = who(a[r], 'remaining_first', r);
    const y = who(b[r], 'remaining_second', r);
    if (x === y) fail(new Place(FN, 'remaining_second', r + 1), b[r], 'is the same player as remaining_first; a game has two different players');
    for (let k = 0; k < times; k++) pairs.push([x, y]);
  }
  const listed = g.players.map(() => 0);
  for (const [x, y] of pairs) {
    listed[x]++;
    listed[y]++;
  }
  g.players.forEach((p, i) => {
    const left = p.total - p.played;
    if (listed[i] !== left) {
      fail(
        new Place(FN, 'players', g.rows[i] + 1),
        g.names[i],
        `has ${left} game(s) left (total ${p.total} − played ${p.played}) but ${listed[i]} listed in remaining_first/remaining_second; list one row per game still to play`,
      );
    }
  });
  return pairs;
}

/**
 * "qualified", "out" or blank (still open) for each player of a Tantrix group, by TP% over the total games.
 * Sound always; exact over every possible outcome of the remaining games (any split of a game's TPs) when they
 * are listed. Ties are never guessed: a possible tie counts against "qualified" and against "out". Size guard: a
 * player whose rivals still to play one another form a linked cluster of more than 14 players (never with 13 or
 * fewer games left, nor in a group of up to 15) gets the sound bound instead.
 * @param {string[][]} players Column of player names; a blank cell is a blank row.
 * @param {number[][]} tps Column of TPs so far, the same height as players (blank = 0).
 * @param {number[][]} games Column of games played so far (blank = 0).
 * @param {number[][]} total_games Column (or one value) of each player's games for the whole group.
 * @param {number} qualifiers Number of definite qualification places q.
 * @param {string[][]} remaining_first Optional: first player of each game still to play, one row per game.
 * @param {string[][]} remaining_second Optional: second player of each game still to play, beside remaining_first.
 * @param {number} win_tp TPs for a standard won game (default 15).
 * @param {number} loss_tp TPs for a standard lost game (default 5); a game shares out win_tp + loss_tp.
 * @param {number[][]} remaining_games Optional: beside the remaining lists, how many games each row stands for (blank = 1), so one row can list a whole match.
 * @return {string[][]} "qualified", "out" or blank for each player; a row that cannot be read is left out and shows why.
 * @customfunction
 */
export function GBQSTATUS(
  players: Arg,
  tps: Arg,
  games: Arg,
  total_games: Arg,
  qualifiers: Arg,
  remaining_first?: Arg,
  remaining_second?: Arg,
  win_tp?: Arg,
  loss_tp?: Arg,
  remaining_games?: Arg,
): Result {
  const names = column(FN, 'players', players);
  const q = positiveWhole(FN, qualifiers);
  const winTp = optionNumber(FN, 'win_tp', win_tp, DEFAULT_WIN_TP);
  const lossTp = optionNumber(FN, 'loss_tp', loss_tp, DEFAULT_LOSS_TP);
  if (winTp <= lossTp) fail(new Place(FN, 'win_tp'), winTp, `is not more than loss_tp (${lossTp}); a win must score more TPs than a loss`);
  if (lossTp < 0) fail(new Place(FN, 'loss_tp'), lossTp, 'is negative; use the TPs of a standard lost game, 0 or more');
  if (winTp > 1e6) fail(new Place(FN, 'win_tp'), winTp, 'is too large; use the TPs of one game');
  const share = winTp + lossTp;
  const g = readPlayers(names, players, tps, games, total_games, { winTp, lossTp });
  if (q > g.players.length) {
    const skipped = g.leftOut.size > 0 ? ` (${g.leftOut.size} row(s) left out: fix them)` : '';
    fail(new Place(FN, 'qualifiers'), q, `is more than the ${g.players.length} player(s)${skipped}; use 1 to ${g.players.length}`);
  }
  const remaining = readRemaining(g, remaining_first, remaining_second, remaining_games);
  const { marks } = groupStatus(g.players, q, share, remaining);
  if (!isGrid(players)) return marks[0] ?? '';
  const out: string[][] = names.map(() => ['']);
  g.rows.forEach((r, i) => (out[r] = [marks[i]]));
  g.leftOut.forEach((reason, r) => (out[r] = [reason]));
  return out;
}
