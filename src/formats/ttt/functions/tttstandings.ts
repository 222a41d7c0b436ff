import { checkAdjudicated, parseResultText } from '../rules/result';
import { maxScore } from '../rules/scores';
import { cleanName } from '../../../shared/rules/names';
import { playerKey, type TttGame, tttStandings } from '../rules/standings';
import { type Arg, asGrid, fail, failArg, flatten, isBlank, isDate, Place, type Result, toText } from '../../../shared/functions/args';
import { readScoring, showScore } from './ttt-scoring';

const FN = 'TTTSTANDINGS';
const CODES_ACCEPTED = 'use W1 W2 W3 L1 L2 L3 WT LT, or WT x / LT x for an adjudicated timeout';

export const STANDINGS_HEADER = ['Rank', 'Player', 'Played', 'Points', 'W1', 'W2', 'W3', 'L1', 'L2', 'L3', 'WT', 'LT', 'Note'];

/**
 * TTT standings from one row per game: rank, player, played, points, W1 W2 W3 L1 L2 L3 WT LT, note.
 * @param {string} first First-named player of each game.
 * @param {string} second Second-named player of each game.
 * @param {string} results Result of each game from the first-named player's view: W1 … LT; "WT 1.8" = won on the opponent's timeout with 1.8; "LT 1.8" = timed out, the opponent scores 1.8; a bare number = WT; blank = unplayed.
 * @param {string} scoring "current" (default), "original", or a range of 6 or 8 numbers: W1 W2 W3 L1 L2 L3 [WT LT].
 * @param {string} removed Players removed by the TD: all their games are struck out.
 * @return {string[][]} The standings table sorted by rank, with a header row.
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
  const place = (k: number, r: number, c: number) =>
    Array.isArray(k === 0 ? first : k === 1 ? second : results) ? new Place(FN, names[k], r + 1, c + 1, cols) : new Place(FN, names[k]);

  const games: TttGame[] = [];
  const players = new Set<string>();
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const a = grids[0][r][c];
      const b = grids[1][r][c];
      const res = grids[2][r][c];
      if (isBlank(a) || isBlank(b)) {
        if (isBlank(res)) continue;
        const k = isBlank(a) ? 0 : 1;
        failArg(FN, `${place(k, r, c).where()} is blank, but the game has a result (${place(2, r, c).where()}); name both players`);
      }
      const aName = typeof a === 'string' ? cleanName(a) : toText(a, place(0, r, c), 'a player name');
      const bName = typeof b === 'string' ? cleanName(b) : toText(b, place(1, r, c), 'a player name');
      if (playerKey(aName) === playerKey(bName)) fail(place(1, r, c), b, 'is also the first-named player; a player cannot play themselves');
      players.add(playerKey(aName));
      players.add(playerKey(bName));
      let result: TttGame['result'] = null;
      if (typeof res === 'string') {
        if (!isBlank(res)) {
          result = parseResultText(res) ?? fail(place(2, r, c), res, `is not a result; ${CODES_ACCEPTED}`);
          const problem = typeof result === 'object' ? checkAdjudicated(result.score, max) : null;
          if (problem !== null) fail(place(2, r, c), res, `is not a result: ${problem}`);
        }
      } else if (typeof res === 'number' && Number.isFinite(res)) {
        if (!(res >= 1 && res <= max)) {
          fail(
            place(2, r, c),
            res,
            `is not an adjudicated score from 1 to ${showScore(max)}; a number is the score of the first-named player, who won by the opponent's timeout (write LT x when the first-named player timed out); otherwise ${CODES_ACCEPTED}`,
          );
        }
        result = res;
      } else if (!isBlank(res)) {
        fail(place(2, r, c), res, `${isDate(res) ? 'is a date, not a result' : 'is not a result'}; ${CODES_ACCEPTED}`);
      }
      games.push({ first: aName, second: bName, result });
    }
  }

  const removedNames: string[] = [];
  if (removed !== undefined) {
    const grid = asGrid(removed);
    const width = grid[0]?.length ?? 1;
    flatten(removed).forEach((cell, i) => {
      if (isBlank(cell)) return;
      const at = Array.isArray(removed) ? new Place(FN, 'removed', Math.floor(i / width) + 1, (i % width) + 1, width) : new Place(FN, 'removed');
      const name = toText(cell, at, 'a player name');
      if (!players.has(playerKey(name))) fail(at, cell, 'is not a player in first or second; check the spelling');
      removedNames.push(name);
    });
  }

  const out: (string | number)[][] = [STANDINGS_HEADER.slice()];
  for (const row of tttStandings(games, table, removedNames)) {
    out.push([row.rank, row.player, row.played, row.points, ...row.counts, row.note]);
  }
  return out;
}
