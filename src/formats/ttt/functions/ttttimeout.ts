import { maxScore } from '../rules/scores';
import { isProbabilityProblem, type ProbabilityProblem, readProbabilities, timeoutScore } from '../rules/timeout';
import { type Arg, elementwise, fail, isBlank, isGrid, Place, type Result, type Scalar, toNumber } from '../../../shared/functions/args';
import { readScoring } from './ttt-scoring';

const FN = 'TTTTIMEOUT';
const NAMES = ['wins', 'gammons', 'backgammons'] as const;
const ACCEPTED = 'use a probability as a fraction (0.987) or a percentage (98.7)';

function problemText(problem: ProbabilityProblem, values: readonly number[]): string {
  switch (problem.problem) {
    case 'negative':
      return `is negative; ${ACCEPTED}`;
    case 'over 100':
      return 'is above 100; read as a percentage (one of the three is above 1), it must be 100 or less';
    case 'gammons above wins':
      return `is more than wins (${values[0]}); wins include gammons, so gammons ≤ wins`;
    case 'backgammons above gammons':
      return `is more than gammons (${values[1]}); gammons include backgammons, so backgammons ≤ gammons`;
  }
}

/**
 * Adjudicated TTT score for the opponent of a player who timed out or resigned, from GnuBG's cubeless probabilities.
 * @param {number} wins Probability of winning, gammons and backgammons included (0.987 or 98.7).
 * @param {number} gammons Probability of winning a gammon, backgammons included.
 * @param {number} backgammons Probability of winning a backgammon.
 * @param {string} scoring "current" (default, limit 2.7), "original" (limit 3.0), or a range of 6 or 8 numbers (limit W3).
 * @return {number} The adjudicated score, one decimal. Given ranges, a row it cannot read shows why in its own cell (the other rows keep their scores).
 * @customfunction
 */
export function TTTTIMEOUT(wins: Arg, gammons: Arg, backgammons: Arg, scoring?: Arg): Result {
  const max = maxScore(readScoring(FN, scoring));
  const ranges = [wins, gammons, backgammons].some(isGrid);
  return elementwise<number | string>(
    FN,
    [
      { name: NAMES[0], value: wins },
      { name: NAMES[1], value: gammons },
      { name: NAMES[2], value: backgammons },
    ],
    (cells: Scalar[], at: (i: number) => Place) => {
      if (!ranges) return score(cells, at, max);
      // A range: a row it cannot read shows its reason in its own cell; the other rows keep their scores.
      try {
        return score(cells, (i) => new Place(FN, NAMES[i]), max);
      } catch (e) {
        return String((e as Error).message).replace(`${FN}: `, '');
      }
    },
  );
}

/** One row's score ('' while W, G or B is blank), or the error naming `at`. */
function score(cells: Scalar[], at: (i: number) => Place, max: number): number | '' {
  if (isBlank(cells[0]) || isBlank(cells[1]) || isBlank(cells[2])) return '';
  const w = toNumber(cells[0], at(0), ACCEPTED);
  const g = toNumber(cells[1], at(1), ACCEPTED);
  const b = toNumber(cells[2], at(2), ACCEPTED);
  const read = readProbabilities(w, g, b);
  if (isProbabilityProblem(read)) return fail(at(read.index), cells[read.index], problemText(read, [w, g, b]));
  return timeoutScore(read, max);
}
