import { checkAdjudicated, parseResultText } from '../rules/result';
import { maxScore } from '../rules/scores';
import { cleanName } from '../../../shared/rules/names';
import { LEFT_OUT, playerKey, type TttGame, tttStandings } from '../rules/standings';
import { type Arg, asGrid, failArg, flatten, isBlank, isDate, type Result, type Scalar, show } from '../../../shared/functions/args';
import { readScoring, showScore } from './ttt-scoring';

const FN = 'TTTSTANDINGS';

export const STANDINGS_HEADER = ['Rank', 'Player', 'Played', 'Points', 'W1', 'W2', 'W3', 'L1', 'L2', 'L3', 'WT', 'LT', 'Note'];

/**
 * TTT standings from one row per game: rank, player, played, points, W1 W2 W3 L1 L2 L3 WT LT, note.
 * @param {string} first First-named player of each game.
 * @param {string} second Second-named player of each game.
 * @param {string} results Result of each game from the first-named player's view: W1 … LT; "WT 1.8" = won on the opponent's timeout with 1.8; "LT 1.8" = timed out, the opponent scores 1.8; a bare number = WT; blank = unplayed.
 * @param {string} scoring "current" (default), "original", or a range of 6 or 8 numbers: W1 W2 W3 L1 L2 L3 [WT LT].
 * @param {string} removed Players removed by the TD: all their games are struck out.
 * @return {string[][]} The standings table sorted by rank, with a header row; a row that cannot be read is left out, and a last line says how many and why.
 * @customfunction
 */
export function TTTSTANDINGS(first: Arg, second: Arg, results: Arg, scoring?: Arg, removed?: Arg): Result {
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

  const games: TttGame[] = [];
  const players = new Set<string>();
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
        continue;
      }
      players.add(playerKey(problem.first));
      players.add(playerKey(problem.second));
      games.push(problem);
    }
  }

  const removedNames: string[] = [];
  if (removed !== undefined) {
    flatten(removed).forEach((cell) => {
      if (isBlank(cell)) return;
      const name = typeof cell === 'string' ? cell.trim() : typeof cell === 'number' && Number.isFinite(cell) ? String(cell) : null;
      if (name === null || !players.has(playerKey(name))) {
        leftOut.push(`removed ${show(cell)}: not a player in first or second`);
        return;
      }
      removedNames.push(name);
    });
  }

  const out: (string | number)[][] = [STANDINGS_HEADER.slice()];
  for (const row of tttStandings(games, table, removedNames)) {
    out.push([row.rank, row.player, row.played, row.points, ...row.counts, row.note]);
  }
  if (leftOut.length > 0) out.push([leftOutLine(leftOut), ...new Array<string>(STANDINGS_HEADER.length - 1).fill('')]);
  return out;
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
