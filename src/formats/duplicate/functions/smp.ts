import { isSmpOutcomeNumber, parseSmpOutcome, smp, type SmpOutcome, smpCubeColumn, SMP_CUBES } from '../rules/smp';
import { type Arg, fail, isBlank, isDate, type Result, toNumber } from '../../../shared/functions/args';
import { rowwise } from './rows';

const FN = 'SMP';
const OUTCOMES = 'use 1–15 (checkers the loser had left), "gammon", "pass" or "triple"';
const CUBES = `use ${SMP_CUBES.join(' ')}`;

/**
 * Small match points (Fair Backgammon) for a game's outcome and cube value.
 * @param {number} outcome Checkers the loser had left (1–15), or "gammon" (G), "pass" (P), "triple"/"backgammon" (B, BG).
 * @param {number} cube Cube value 1 2 4 8 16 32 64 (default 1); for a pass, the cube before the refused double.
 * @return {number} The small match points of the game.
 * @customfunction
 */
export function SMP(outcome: Arg, cube?: Arg): Result {
  return rowwise(
    FN,
    [
      { name: 'outcome', value: outcome },
      { name: 'cube', value: cube },
    ],
    ([o, c], at) => {
      let parsed: SmpOutcome | undefined;
      if (typeof o === 'number') {
        if (!isSmpOutcomeNumber(o)) return fail(at(0), o, `is not an outcome; ${OUTCOMES}`);
        parsed = o;
      } else if (typeof o === 'string') {
        parsed = parseSmpOutcome(o);
        if (parsed === undefined) {
          if (isBlank(o)) return '';
          return fail(at(0), o, `is not an outcome; ${OUTCOMES}`);
        }
      } else if (isBlank(o)) {
        return '';
      } else {
        return fail(at(0), o, isDate(o) ? `is a date, not an outcome; ${OUTCOMES}` : `is not an outcome; ${OUTCOMES}`);
      }
      const value = isBlank(c) ? 1 : toNumber(c, at(1), CUBES);
      if (smpCubeColumn(value) < 0) return fail(at(1), c, `is not a cube value; ${CUBES}`);
      return smp(parsed, value);
    },
  );
}
