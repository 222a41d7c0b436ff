/**
 * What a result cell says (docs/rules.md §1.2–§1.3), from the view of the player it belongs to (on the Games
 * sheet: the inviter):
 * - a code or synonym (W1 … LT, "win gammon", …);
 * - an adjudicated timeout: `WT x` (this player won on the opponent's timeout or resignation and scores x) or
 *   `LT x` (this player timed out or resigned; the opponent scores x). Spaces and case are ignored, and a decimal
 *   comma reads as a point ("wt1,8" = `WT 1.8`), as Sheets writes numbers in a comma locale;
 * - a bare number x: `WT x`.
 * The adjudicated score's limits (1 … the win-backgammon score) are checked by `checkAdjudicated`.
 */
import { MIRROR, normaliseCode, parseCode, type TttCode } from './codes';
import { toScoreUnits, type TttScoring } from './scores';

export interface Adjudicated {
  /** WT: the player whose view it is won; LT: they timed out or resigned and the opponent won. */
  readonly code: 'WT' | 'LT';
  /** The winner's adjudicated score. */
  readonly score: number;
}

export type TttResult = TttCode | Adjudicated;

const ADJUDICATED = /^(wt|wintimeout|lt|losetimeout)(\d+(?:\.\d+)?)$/;

/** The adjudicated form of a text (`WT 1.8`, `lt 2,3`), or undefined. */
export function parseAdjudicated(text: string): Adjudicated | undefined {
  const m = ADJUDICATED.exec(normaliseCode(text).replace(',', '.'));
  if (m === null) return undefined;
  return { code: m[1].startsWith('w') ? 'WT' : 'LT', score: Number(m[2]) };
}

/** A cell's text as a result: a code, an adjudicated timeout, or undefined when it is neither. */
export function parseResultText(text: string): TttResult | undefined {
  return parseCode(text) ?? parseAdjudicated(text);
}

export function isAdjudicated(result: TttResult): result is Adjudicated {
  return typeof result === 'object';
}

/** Why an adjudicated score is refused (limits 1 … W3, docs/rules.md §1.3), or null when it is fine. */
export function checkAdjudicated(score: number, max: number): string | null {
  return score >= 1 && score <= max ? null : `the adjudicated score must be from 1 to ${Math.round(max * 100000) / 100000}`;
}

/** The same game from the other player's view: W2 ↔ L2, `WT x` ↔ `LT x`. */
export function mirrorResult(result: TttResult): TttResult {
  return isAdjudicated(result) ? { code: result.code === 'WT' ? 'LT' : 'WT', score: result.score } : MIRROR[result];
}

/** The code a result counts under in the standings and statistics (an adjudicated game is a WT or an LT). */
export function countedCode(result: TttResult): TttCode {
  return isAdjudicated(result) ? result.code : result;
}

/** Points of the player whose view the result gives, in score units (adjudicated: the score, or the LT points). */
export function resultUnits(result: TttResult, scoring: TttScoring): number {
  if (!isAdjudicated(result)) return toScoreUnits(scoring.points[result]);
  return result.code === 'WT' ? toScoreUnits(result.score) : toScoreUnits(scoring.points.LT);
}

/** A result as the sheets write it: the code, or `WT 1.8` / `LT 1.8`. */
export function showResult(result: TttResult): string {
  return isAdjudicated(result) ? `${result.code} ${Math.round(result.score * 100000) / 100000}` : result;
}

/** Plain WT / LT: a timeout or resignation the TD has not adjudicated yet. */
export function toAdjudicate(result: TttResult): boolean {
  return result === 'WT' || result === 'LT';
}
