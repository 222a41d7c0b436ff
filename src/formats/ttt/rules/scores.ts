/**
 * TTT points per result code (docs/rules.md §1.2), current and original scoring, as data; and custom scorings.
 *
 * Points are summed in integer units of 1/100 000 (SCORE_SCALE) so that totals are exact for any score with up
 * to five decimals: 0.1 + 0.2 never becomes 0.30000000000000004 in a standings table.
 */
import { TTT_CODES, type TttCode } from './codes';

export interface TttScoring {
  /** "current", "original" or "custom". */
  readonly name: string;
  readonly points: Readonly<Record<TttCode, number>>;
}

export const CURRENT_SCORING: TttScoring = {
  name: 'current',
  points: { W1: 1.0, W2: 2.0, W3: 2.7, L1: 0.5, L2: 0.5, L3: 0.3, WT: 1.0, LT: 0 },
};

export const ORIGINAL_SCORING: TttScoring = {
  name: 'original',
  points: { W1: 1.0, W2: 2.0, W3: 3.0, L1: 0.5, L2: 0.5, L3: 0.5, WT: 1.0, LT: 0 },
};

export const NAMED_SCORINGS: ReadonlyMap<string, TttScoring> = new Map([
  ['current', CURRENT_SCORING],
  ['original', ORIGINAL_SCORING],
]);

/**
 * A scoring from 6 numbers (W1 W2 W3 L1 L2 L3) or 8 (… WT LT). With 6, a win by timeout scores like a single
 * win (W1) and a loss by timeout scores 0, as in both printed scorings.
 */
export function customScoring(values: readonly number[]): TttScoring {
  if (values.length !== 6 && values.length !== 8) {
    throw new RangeError(`a custom scoring has 6 or 8 numbers, not ${values.length}`);
  }
  const [w1, w2, w3, l1, l2, l3] = values;
  const wt = values.length === 8 ? values[6] : w1;
  const lt = values.length === 8 ? values[7] : 0;
  return { name: 'custom', points: { W1: w1, W2: w2, W3: w3, L1: l1, L2: l2, L3: l3, WT: wt, LT: lt } };
}

/** The highest score of a scoring: a win by backgammon. Adjudicated scores must lie in 0 … this. */
export function maxScore(scoring: TttScoring): number {
  return scoring.points.W3;
}

export const SCORE_SCALE = 100000;

/** A score as an integer number of 1/100 000 points (exact for scores with up to five decimals). */
export function toScoreUnits(score: number): number {
  return Math.round(score * SCORE_SCALE);
}

/** Back from units to the number nearest the decimal value (e.g. 30000 units → 0.3 exactly as typed). */
export function fromScoreUnits(units: number): number {
  return units / SCORE_SCALE;
}

/** Points of every code in units, in TTT_CODES order. */
export function unitsByCode(scoring: TttScoring): Record<TttCode, number> {
  const out = {} as Record<TttCode, number>;
  for (const code of TTT_CODES) out[code] = toScoreUnits(scoring.points[code]);
  return out;
}
