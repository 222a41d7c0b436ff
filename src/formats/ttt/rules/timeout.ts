/**
 * Timeout adjudication (docs/rules.md §1.4): the score of the player whose opponent timed out or resigned.
 *
 *   equity = W + G + 0.7·B + 0.5·(1 − W);  score = equity + 0.5, to the nearest tenth, half up; then 1 … max.
 *
 * Decimal-exact: the probabilities are turned into integers first (units of 1/10 000 000 of a certainty, exact for
 * fractions with up to seven decimals and percentages with up to five), and the whole calculation, rounding
 * included, is integer arithmetic. 1.45 gives 1.5 and 1.05 gives 1.1 whatever binary floating point would do.
 */

const round = Math.round;

/** Units per certainty (probability 1 = 100 %). */
export const PROBABILITY_UNITS = 10_000_000;

export type ProbabilityProblem =
  | { index: 0 | 1 | 2; problem: 'negative' }
  | { index: 0 | 1 | 2; problem: 'over 100' }
  | { index: 1; problem: 'gammons above wins' }
  | { index: 2; problem: 'backgammons above gammons' };

export interface ProbabilityUnits {
  /** Wins (including gammons and backgammons), gammons (including backgammons), backgammons, in units. */
  readonly wins: number;
  readonly gammons: number;
  readonly backgammons: number;
  /** True when the inputs were read as percentages. */
  readonly percent: boolean;
}

/**
 * Reads GnuBG's cumulative cubeless probabilities. Fractions (0.987) unless any of the three is above 1, in
 * which case all three are percentages (98.7); above 100 is a problem, as is anything negative or B ≤ G ≤ W
 * not holding.
 */
export function readProbabilities(wins: number, gammons: number, backgammons: number): ProbabilityUnits | ProbabilityProblem {
  if (wins < 0) return { index: 0, problem: 'negative' };
  if (gammons < 0) return { index: 1, problem: 'negative' };
  if (backgammons < 0) return { index: 2, problem: 'negative' };
  const percent = wins > 1 || gammons > 1 || backgammons > 1;
  if (percent) {
    if (wins > 100) return { index: 0, problem: 'over 100' };
    if (gammons > 100) return { index: 1, problem: 'over 100' };
    if (backgammons > 100) return { index: 2, problem: 'over 100' };
  }
  const scale = percent ? PROBABILITY_UNITS / 100 : PROBABILITY_UNITS;
  const w = round(wins * scale);
  const g = round(gammons * scale);
  const b = round(backgammons * scale);
  if (g > w) return { index: 1, problem: 'gammons above wins' };
  if (b > g) return { index: 2, problem: 'backgammons above gammons' };
  return { wins: w, gammons: g, backgammons: b, percent };
}

export function isProbabilityProblem(r: ProbabilityUnits | ProbabilityProblem): r is ProbabilityProblem {
  return (r as ProbabilityProblem).problem !== undefined;
}

/**
 * equity + 0.5 rounded half up to tenths, before limits, as an integer number of tenths.
 * 10·(score) in units = 10W + 10G + 7B + 5(U − W) + 5U, where one tenth of a point is U units.
 */
export function timeoutTenths(p: Pick<ProbabilityUnits, 'wins' | 'gammons' | 'backgammons'>): number {
  const u = PROBABILITY_UNITS;
  const scaled = 10 * p.wins + 10 * p.gammons + 7 * p.backgammons + 5 * (u - p.wins) + 5 * u;
  const halfUp = scaled + u / 2;
  return (halfUp - (halfUp % u)) / u;
}

/** The adjudicated score: the rounded value limited to 1 … maxScore (2.7 current, 3.0 original, W3 custom). */
export function timeoutScore(p: Pick<ProbabilityUnits, 'wins' | 'gammons' | 'backgammons'>, maxScore: number): number {
  const score = timeoutTenths(p) / 10;
  if (score < 1) return Math.min(1, maxScore);
  return score > maxScore ? maxScore : score;
}

/** Convenience for plain numbers (fractions or percentages); throws a RangeError on a problem. */
export function adjudicateTimeout(wins: number, gammons: number, backgammons: number, maxScore = 2.7): number {
  const read = readProbabilities(wins, gammons, backgammons);
  if (isProbabilityProblem(read)) throw new RangeError(`probabilities: ${read.problem}`);
  return timeoutScore(read, maxScore);
}
