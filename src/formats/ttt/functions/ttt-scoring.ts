/**
 * The `scoring` argument shared by TTTSCORE, TTTTIMEOUT and TTTSTANDINGS: "current" (default), "original", or a
 * range of 6 or 8 numbers for W1 W2 W3 L1 L2 L3 [WT LT].
 */
import { CURRENT_SCORING, customScoring, NAMED_SCORINGS, type TttScoring } from '../rules/scores';
import { type Arg, fail, failArg, flatten, isBlank, isGrid, Place, toNumber, toText } from '../../../shared/functions/args';

/** The largest points a custom scoring may give one game (totals stay exact: rules/scores.ts SCORE_SCALE). */
export const MAX_CUSTOM_POINTS = 1000;

export const SCORING_ACCEPTED = 'use "current", "original" or a range of 6 or 8 numbers (W1 W2 W3 L1 L2 L3 [WT LT])';

export function readScoring(fn: string, value: Arg): TttScoring {
  if (isGrid(value)) {
    const cells = flatten(value);
    if (cells.length === 1) return readScoring(fn, cells[0]);
    if (cells.length !== 6 && cells.length !== 8) {
      return failArg(fn, `scoring is a range of ${cells.length} cells; ${SCORING_ACCEPTED}`);
    }
    const width = value[0]?.length ?? 1;
    const numbers = cells.map((cell, i) => {
      const place = new Place(fn, 'scoring', Math.floor(i / width) + 1, (i % width) + 1, width);
      const n = toNumber(cell, place, 'use 6 or 8 numbers: W1 W2 W3 L1 L2 L3 [WT LT]');
      if (n < 0) fail(place, cell, 'is negative; points are 0 or more');
      if (n > MAX_CUSTOM_POINTS) fail(place, cell, `is too large; points per game are at most ${MAX_CUSTOM_POINTS}`);
      return n;
    });
    return customScoring(numbers);
  }
  if (isBlank(value)) return CURRENT_SCORING;
  const place = new Place(fn, 'scoring');
  const text = toText(value, place, `a scoring; ${SCORING_ACCEPTED}`);
  return NAMED_SCORINGS.get(text.toLowerCase()) ?? fail(place, value, `is not a scoring; ${SCORING_ACCEPTED}`);
}

/** A score as a TD reads it: at most five decimals, no float noise (2.7, not 2.7000000000000002). */
export function showScore(score: number): string {
  return String(Math.round(score * 100000) / 100000);
}
