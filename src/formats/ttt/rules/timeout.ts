/**
 * Timeout adjudication (docs/rules.md §1.4): the score of the player whose opponent timed out or resigned.
 *
 *   equity = W + G + 0.7·B + 0.5·(1 − W);  score = equity + 0.5, to the nearest tenth, half up; then 1 … max.
 *
 * Exact: each probability is read as the decimal it was typed as (the shortest decimal that gives the number,
 * 0.1 is 1/10 and 9.999999 % is 9 999 999/100 000 000), and the whole calculation is integer arithmetic on those
 * decimals, rounded once, at the end. 1.45 gives 1.5 and 1.05 gives 1.1 whatever binary floating point would do,
 * and 1.049999995 gives 1.0.
 */

/** A non-negative decimal n / 10^scale (n a safe integer as a number, else a bigint). */
interface Decimal {
  n: number | bigint;
  scale: number;
}

/** The shortest decimal that reads back as `x` (finite, ≥ 0): what was typed. */
function exactDecimal(x: number): Decimal {
  // Up to seven decimals (nearly every entry): k/10^7 is the only such decimal this close to x.
  const k = Math.round(x * 1e7);
  if (k / 1e7 === x && k <= 1e10) return { n: k, scale: 7 };
  const m = /^(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/.exec(String(x));
  if (m === null) throw new RangeError(`not a non-negative finite number: ${x}`);
  const [, int, frac = '', exp = '0'] = m;
  const scale = frac.length - Number(exp);
  return scale >= 0 ? { n: BigInt(int + frac), scale } : { n: BigInt(int + frac) * 10n ** BigInt(-scale), scale: 0 };
}

export type ProbabilityProblem =
  | { index: 0 | 1 | 2; problem: 'negative' }
  | { index: 0 | 1 | 2; problem: 'over 100' }
  | { index: 1; problem: 'gammons above wins' }
  | { index: 2; problem: 'backgammons above gammons' };

export interface ProbabilityUnits {
  /**
   * Wins (including gammons and backgammons), gammons (including backgammons), backgammons, in units of 1/one:
   * numbers when every probability has at most seven decimals (exact: all far below 2^53), else bigints.
   */
  readonly wins: number | bigint;
  readonly gammons: number | bigint;
  readonly backgammons: number | bigint;
  /** Units per certainty (probability 1 = 100 %): a power of ten, fine enough for every digit typed. */
  readonly one: number | bigint;
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
  const decimals = [wins, gammons, backgammons].map(exactDecimal);
  const one = percent ? 100 : 1;
  if (decimals.every((d) => typeof d.n === 'number')) {
    const [w, g, b] = decimals.map((d) => d.n as number);
    if (g > w) return { index: 1, problem: 'gammons above wins' };
    if (b > g) return { index: 2, problem: 'backgammons above gammons' };
    return { wins: w, gammons: g, backgammons: b, one: one * 1e7, percent };
  }
  const scale = Math.max(...decimals.map((d) => d.scale));
  const [w, g, b] = decimals.map((d) => BigInt(d.n) * 10n ** BigInt(scale - d.scale));
  if (g > w) return { index: 1, problem: 'gammons above wins' };
  if (b > g) return { index: 2, problem: 'backgammons above gammons' };
  return { wins: w, gammons: g, backgammons: b, one: BigInt(one) * 10n ** BigInt(scale), percent };
}

export function isProbabilityProblem(r: ProbabilityUnits | ProbabilityProblem): r is ProbabilityProblem {
  return (r as ProbabilityProblem).problem !== undefined;
}

/**
 * equity + 0.5 rounded half up to tenths, before limits, as a whole number of tenths.
 * 10·(score) in units = 10W + 10G + 7B + 5(U − W) + 5U, where U units are one certainty; rounded once.
 */
export function timeoutTenths(p: Pick<ProbabilityUnits, 'wins' | 'gammons' | 'backgammons' | 'one'>): number {
  if (typeof p.one === 'number') {
    const [w, g, b, u] = [p.wins as number, p.gammons as number, p.backgammons as number, p.one];
    const twice = 2 * (10 * w + 10 * g + 7 * b + 5 * (u - w) + 5 * u) + u; // integers below 2^53: exact
    return (twice - (twice % (2 * u))) / (2 * u); // half up: floor(scaled / u + 1/2), all non-negative
  }
  const [w, g, b, u] = [BigInt(p.wins), BigInt(p.gammons), BigInt(p.backgammons), p.one];
  const scaled = 10n * w + 10n * g + 7n * b + 5n * (u - w) + 5n * u;
  return Number((2n * scaled + u) / (2n * u));
}

/** The adjudicated score: the rounded value limited to 1 … maxScore (2.7 current, 3.0 original, W3 custom). */
export function timeoutScore(p: Pick<ProbabilityUnits, 'wins' | 'gammons' | 'backgammons' | 'one'>, maxScore: number): number {
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
