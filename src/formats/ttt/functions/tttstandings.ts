import { checkAdjudicated, parseResultText } from '../rules/result';
import { maxScore } from '../rules/scores';
import { cleanName } from '../../../shared/rules/names';
import {
  LEFT_OUT,
  NOTE_LOST_MINI,
  NOTE_REMOVED,
  NOTE_WON_MINI,
  playerKey,
  type TttGame,
  type TttStanding,
  tttStandings,
  withMiniTtt,
} from '../rules/standings';
import { type CertaintyGame, tttCertainty } from '../rules/certainty';
import { type Arg, asGrid, fail, failArg, flatten, isBlank, isDate, isGrid, Place, type Result, type Scalar, show } from '../../../shared/functions/args';
import { readScoring, showScore } from './ttt-scoring';

const FN = 'TTTSTANDINGS';

export const STANDINGS_HEADER = ['Rank', 'Player', 'Played', 'Points', 'W1', 'W2', 'W3', 'L1', 'L2', 'L3', 'WT', 'LT', 'Note'];

/** The extra column of TTTSTANDINGS(…, status = TRUE): W clinched first, X out of contention, blank open. */
export const STATUS_HEADER = 'Status';

/**
 * TTT standings from one row per game: rank, player, played, points, W1 W2 W3 L1 L2 L3 WT LT, note — and, with
 * status TRUE, a Status column: W = first whatever happens in the games still to play, X = cannot finish first or
 * level for first, blank = still open (docs/rules.md §6).
 * @param {string} first First-named player of each game.
 * @param {string} second Second-named player of each game.
 * @param {string} results Result of each game from the first-named player's view: W1 … LT; "WT 1.8" = won on the opponent's timeout with 1.8; "LT 1.8" = timed out, the opponent scores 1.8; a bare number = WT; blank = unplayed.
 * @param {string} scoring "current" (default), "original", or a range of 6 or 8 numbers: W1 W2 W3 L1 L2 L3 [WT LT].
 * @param {string} removed Players removed by the TD: all their games are struck out.
 * @param {boolean} status TRUE adds the Status column (W clinched first, X out of contention, blank open); FALSE or omitted leaves it out.
 * @param {string} mini The group's mini-TTT standings (its TTTSTANDINGS range with the Status column): once the group has no game left, the player marked W there is first, "won the mini-TTT".
 * @param {string} players The group's members in seeding order (as drawn): before the first result the table lists them in this order, unranked, "no results yet".
 * @return {string[][]} The standings table sorted by rank, with a header row; a row that cannot be read is left out, and a last line says how many and why.
 * @customfunction
 */
export function TTTSTANDINGS(first: Arg, second: Arg, results: Arg, scoring?: Arg, removed?: Arg, status?: Arg, mini?: Arg, players?: Arg): Result {
  const table = readScoring(FN, scoring);
  const max = maxScore(table);
  const grids = [asGrid(first), asGrid(second), asGrid(results)];
  const names = ['first', 'second', 'results'];
  const rows = grids[0].length;
  const cols = rows > 0 ? grids[0][0].length : 0;
  for (let k = 1; k < 3; k++) {
    const rr = grids[k].length;
    const rc = rr > 0 ? grids[k][0].length : 0;
    if (rr !== rows || rc !== cols) {
      failArg(FN, `first is ${rows}×${cols} but ${names[k]} is ${rr}×${rc}; first, second and results must have the same shape`);
    }
  }

  const withStatus = readFlag(status);
  const games: TttGame[] = [];
  /** The games as the certainty reads them: an unreadable result is a game still to play. */
  const open: CertaintyGame[] = [];
  const named = new Set<string>();
  /** Why each unreadable row (or removed name) is left out, as short as a cell can show it. */
  const leftOut: string[] = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const a = grids[0][r][c];
      const b = grids[1][r][c];
      const res = grids[2][r][c];
      if (isBlank(a) || isBlank(b)) {
        if (!isBlank(res)) leftOut.push(`${show(res)}: a result without ${isBlank(a) ? 'a first' : 'a second'} player`);
        continue;
      }
      const problem = rowProblem(a, b, res, max);
      if (typeof problem === 'string') {
        leftOut.push(problem);
        const pair = namesOf(a, b);
        if (pair !== null) open.push({ first: pair[0], second: pair[1], result: 'unreadable' });
        continue;
      }
      named.add(playerKey(problem.first));
      named.add(playerKey(problem.second));
      games.push(problem);
      open.push(problem);
    }
  }

  const removedNames: string[] = [];
  if (removed !== undefined) {
    flatten(removed).forEach((cell) => {
      if (isBlank(cell)) return;
      const name = typeof cell === 'string' ? cell.trim() : typeof cell === 'number' && Number.isFinite(cell) ? String(cell) : null;
      if (name === null || !named.has(playerKey(name))) {
        leftOut.push(`removed ${show(cell)}: not a player in first or second`);
        return;
      }
      removedNames.push(name);
    });
  }

  const seeding = players === undefined ? null : readSeeding(players);
  const miniWinner = mini === undefined ? null : readMiniWinner(mini);
  const certainty = withStatus || miniWinner !== null ? tttCertainty(open, table, removedNames) : null;
  const standings = beforeFirstResult(withMiniTtt(tttStandings(games, table, removedNames), certainty?.remaining ?? 0, miniWinner), seeding);
  const marks = withStatus && certainty !== null ? certainty.marks : null;
  const header = withStatus ? [...STANDINGS_HEADER, STATUS_HEADER] : STANDINGS_HEADER.slice();
  const out: (string | number)[][] = [header];
  for (const row of standings) {
    const line: (string | number)[] = [row.rank, row.player, row.played, row.points, ...row.counts, row.note];
    if (marks !== null) {
      const mark = row.note === NOTE_WON_MINI ? 'W' : row.note === NOTE_LOST_MINI ? 'X' : (marks.get(playerKey(row.player)) ?? '');
      line.push(mark);
    }
    out.push(line);
  }
  if (leftOut.length > 0) out.push([leftOutLine(leftOut), ...new Array<string>(header.length - 1).fill('')]);
  return out;
}

/** The note of every player before the first result (the standings are unranked until then). */
export const NOTE_NO_RESULTS = 'no results yet';

/**
 * Before the first result counts (every player has played 0) nobody is ranked: the players are listed in seeding
 * order (their place in `seeding`; a player it does not list keeps the schedule's order, after those it lists), rank
 * blank, note "no results yet"; removed players stay last, "removed". Once a result counts, the standings as they are.
 */
function beforeFirstResult(standings: TttStanding[], seeding: Map<string, number> | null): TttStanding[] {
  if (standings.some((row) => row.played > 0)) return standings;
  const place = (row: TttStanding): number => seeding?.get(playerKey(row.player)) ?? Number.MAX_SAFE_INTEGER;
  const active = standings.filter((row) => row.note !== NOTE_REMOVED);
  const removed = standings.filter((row) => row.note === NOTE_REMOVED);
  // Array.prototype.sort is stable: players the seeding does not list keep the schedule's order.
  active.sort((a, b) => place(a) - place(b));
  return [...active.map((row) => ({ ...row, rank: '' as const, note: NOTE_NO_RESULTS })), ...removed];
}

/** The players argument: names in seeding order (blanks skipped) → each player's place, the first listing counting. */
function readSeeding(value: Arg): Map<string, number> {
  const order = new Map<string, number>();
  flatten(value).forEach((cell, i) => {
    if (isBlank(cell)) return;
    const name = typeof cell === 'string' ? cleanName(cell) : typeof cell === 'number' && Number.isFinite(cell) ? String(cell) : null;
    if (name === null) return fail(new Place(FN, 'players', i + 1), cell, 'is not a player name');
    const key = playerKey(name);
    if (!order.has(key)) order.set(key, order.size);
  });
  return order;
}

/** The status argument: TRUE / FALSE (or 1 / 0), blank = FALSE. */
function readFlag(value: Arg): boolean {
  if (value === undefined) return false;
  const cells = flatten(value);
  if (cells.length !== 1) return failArg(FN, 'status must be a single value (TRUE or FALSE), not a range');
  const cell = cells[0];
  if (isBlank(cell)) return false;
  if (typeof cell === 'boolean') return cell;
  if (cell === 1 || cell === 0) return cell === 1;
  if (typeof cell === 'string' && /^(true|false)$/i.test(cell.trim())) return cell.trim().toLowerCase() === 'true';
  return fail(new Place(FN, 'status'), cell, 'is not TRUE or FALSE; use TRUE for the Status column');
}

/**
 * The mini-TTT's winner from its standings (a TTTSTANDINGS range with its header row): the one player marked W in
 * its Status column (first whatever its games still to play give), or — without a W — the one player ranked 1 once
 * every player of the mini-TTT (a single round robin) has played all the others. Null while it is open (a blank range:
 * no mini-TTT yet).
 */
function readMiniWinner(value: Arg): string | null {
  const cells = flatten(value);
  if (cells.every(isBlank)) return null;
  const grid = asGrid(value);
  const headerRow = grid.findIndex((row) => row.includes('Rank') && row.includes('Player') && row.includes('Played'));
  if (!isGrid(value) || headerRow < 0) {
    return failArg(
      FN,
      'mini has no header row with "Rank", "Player" and "Played": give the mini-TTT Table\'s standings range (its TTTSTANDINGS, header row included)',
    );
  }
  const header = grid[headerRow];
  const [rankCol, playerCol, playedCol, statusCol] = ['Rank', 'Player', 'Played', STATUS_HEADER].map((h) => header.indexOf(h));
  const rows = grid.slice(headerRow + 1).filter((row) => typeof row[rankCol] === 'number' && !isBlank(row[playerCol]));
  const nameOf = (row: Scalar[]): string => cleanName(String(row[playerCol]));
  if (statusCol >= 0) {
    const marked = rows.filter((row) => row[statusCol] === 'W');
    if (marked.length === 1) return nameOf(marked[0]);
  }
  const complete = rows.length > 1 && rows.every((row) => row[playedCol] === rows.length - 1);
  const first = rows.filter((row) => row[rankCol] === 1);
  return complete && first.length === 1 ? nameOf(first[0]) : null;
}

/** Both names of a game row, when they are names of two different players. */
function namesOf(a: Scalar, b: Scalar): [string, string] | null {
  const name = (x: Scalar): string | null =>
    typeof x === 'string' && !isBlank(x) ? cleanName(x) : typeof x === 'number' && Number.isFinite(x) ? String(x) : null;
  const an = name(a);
  const bn = name(b);
  return an === null || bn === null || playerKey(an) === playerKey(bn) ? null : [an, bn];
}

/** The standings' last line when rows are left out: how many, and why (the first few). */
export function leftOutLine(reasons: readonly string[]): string {
  const shown = reasons.slice(0, 3).join('; ');
  const more = reasons.length > 3 ? `; and ${reasons.length - 3} more` : '';
  return `${LEFT_OUT} ${reasons.length} (not counted above): ${shown}${more}`;
}

/** A game row as the standings read it, or a short reason why it is left out. */
function rowProblem(a: Scalar, b: Scalar, res: Scalar, max: number): TttGame | string {
  const aName = typeof a === 'string' ? cleanName(a) : typeof a === 'number' && Number.isFinite(a) ? String(a) : null;
  const bName = typeof b === 'string' ? cleanName(b) : typeof b === 'number' && Number.isFinite(b) ? String(b) : null;
  if (aName === null || bName === null) return `${show(aName === null ? a : b)}: not a player name`;
  if (playerKey(aName) === playerKey(bName)) return `${show(bName)} plays themselves`;
  let result: TttGame['result'] = null;
  if (typeof res === 'string') {
    if (!isBlank(res)) {
      const parsed = parseResultText(res);
      if (parsed === undefined) return `${show(res)} is not a result`;
      const problem = typeof parsed === 'object' ? checkAdjudicated(parsed.score, max) : null;
      if (problem !== null) return `${show(res)}: ${problem}`;
      result = parsed;
    }
  } else if (typeof res === 'number' && Number.isFinite(res)) {
    if (!(res >= 1 && res <= max)) return `${show(res)} is not an adjudicated score from 1 to ${showScore(max)}`;
    result = res;
  } else if (!isBlank(res)) {
    return `${show(res)} ${isDate(res) ? 'is a date, not a result' : 'is not a result'}`;
  }
  return { first: aName, second: bName, result };
}
