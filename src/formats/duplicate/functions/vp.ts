import { vp, vpColumn, VP_GAMES } from '../rules/vp';
import { type Arg, fail, failArg, isBlank, type Result, toNumber } from '../../../shared/functions/args';
import { rowwise } from './rows';

const FN = 'VP';
const GAMES = `use ${VP_GAMES.join(' ')}`;

/**
 * Victory points (0–30) of a team for its signed IMP difference in a duplicate match; the other team gets 30 − VP.
 * @param {number} imp_difference The team's IMP total minus the other team's (negative when it lost).
 * @param {number} games Games in the match, both rooms counted: 8 10 12 14 16 20 24.
 * @return {number} The team's victory points.
 * @customfunction
 */
export function VP(imp_difference: Arg, games: Arg): Result {
  if (games === undefined) return failArg(FN, `games is missing; ${GAMES}`);
  return rowwise(
    FN,
    [
      { name: 'imp_difference', value: imp_difference },
      { name: 'games', value: games },
    ],
    ([d, g], at) => {
      if (isBlank(d) || isBlank(g)) return '';
      const diff = toNumber(d, at(0), 'use the IMP difference, a number');
      const count = toNumber(g, at(1), GAMES);
      if (vpColumn(count) < 0) return fail(at(1), g, `is not a game count of the VP table; ${GAMES}`);
      return vp(diff, count);
    },
  );
}
