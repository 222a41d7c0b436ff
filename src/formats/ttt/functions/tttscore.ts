import { MIRROR, parseCode } from '../rules/codes';
import { checkAdjudicated, parseAdjudicated } from '../rules/result';
import { maxScore } from '../rules/scores';
import { type Arg, elementwise, fail, isBlank, isDate, isGrid, Place, type Result, type Scalar } from '../../../shared/functions/args';
import { readScoring, showScore } from './ttt-scoring';

const FN = 'TTTSCORE';
const CODES_ACCEPTED = 'use W1 W2 W3 L1 L2 L3 WT LT, or WT x / LT x for an adjudicated timeout';

/** "self" → false, "opponent" → true. */
function readView(value: Scalar, place: Place): boolean {
  if (isBlank(value)) return false;
  const text = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (text === 'self') return false;
  if (text === 'opponent') return true;
  return fail(place, value, 'is not a view; use "self" or "opponent"');
}

/**
 * TTT points for a result (W1 W2 W3 L1 L2 L3 WT LT, or an adjudicated timeout WT 1.8 / LT 1.8), blank for an unplayed game.
 * @param {string} result Result(s), e.g. W2, "win gammon", L1, WT; "WT 1.8" = won on the opponent's timeout, scores 1.8; "LT 1.8" = timed out, the opponent scores 1.8; a bare number 1.8 = "WT 1.8".
 * @param {string} scoring "current" (default), "original", or a range of 6 or 8 numbers: W1 W2 W3 L1 L2 L3 [WT LT].
 * @param {string} view "self" (default) for the player the code belongs to, or "opponent" for the other player.
 * @return {number} The TTT points of the game.
 * @customfunction
 */
export function TTTSCORE(result: Arg, scoring?: Arg, view?: Arg): Result {
  const table = readScoring(FN, scoring);
  const points = table.points;
  const max = maxScore(table);
  const fixedView = isGrid(view) ? undefined : readView(view, new Place(FN, 'view'));
  return elementwise(
    FN,
    [
      { name: 'result', value: result },
      { name: 'view', value: view },
    ],
    ([r, v], at) => {
      if (typeof r === 'string') {
        const code = parseCode(r);
        if (code !== undefined) {
          const opponent = fixedView ?? readView(v, at(1));
          return points[opponent ? MIRROR[code] : code];
        }
        const adjudicated = parseAdjudicated(r);
        if (adjudicated !== undefined) {
          const problem = checkAdjudicated(adjudicated.score, max);
          if (problem !== null) return fail(at(0), r, `is not a result: ${problem}`);
          const opponent = fixedView ?? readView(v, at(1));
          return (adjudicated.code === 'WT') !== opponent ? adjudicated.score : points.LT;
        }
        if (isBlank(r)) return '';
        return fail(at(0), r, `is not a result; ${CODES_ACCEPTED}`);
      }
      if (typeof r === 'number' && Number.isFinite(r)) {
        if (!(r >= 0 && r <= max)) {
          return fail(at(0), r, `is not a score from 0 to ${showScore(max)}; ${CODES_ACCEPTED}`);
        }
        const opponent = fixedView ?? readView(v, at(1));
        if (!opponent) return r;
        if (r < 1) {
          return fail(at(0), r, `is below 1, so it is not an adjudicated win and the opponent's points are unknown; ${CODES_ACCEPTED}`);
        }
        return points.LT;
      }
      if (isBlank(r)) return '';
      if (isDate(r)) return fail(at(0), r, `is a date, not a result; ${CODES_ACCEPTED}`);
      return fail(at(0), r, `is not a result; ${CODES_ACCEPTED}`);
    },
  );
}
