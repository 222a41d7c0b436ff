/**
 * Choosing one candidate by criteria in turn, with a drawing of lots only where every criterion is equal, and
 * saying which criterion decided (the roll-over sheet writes it beside the move). Season results compare as the
 * ranking does (docs/rules.md §3.5, §3.9): VP, then difference, then particular points, highest first.
 */
import type { Rng } from '../../../shared/rules/rng';
import type { SeasonResult } from './types';

export interface Criterion<T> {
  /** What the reason says when this criterion decided, e.g. "fewest players remaining in the group". */
  label: string | ((winner: T, others: readonly T[]) => string);
  /** Negative when a is preferred; undefined when the criterion cannot compare them (then it is skipped). */
  compare: (a: T, b: T) => number | undefined;
}

export interface Choice<T> {
  chosen: T;
  /** The criterion that decided, "drawn by lot …", or "the only candidate". */
  decidedBy: string;
}

export function choose<T>(candidates: readonly T[], criteria: readonly Criterion<T>[], rng: Rng, lotNote = ''): Choice<T> {
  if (candidates.length === 0) throw new RangeError('choose: no candidate');
  if (candidates.length === 1) return { chosen: candidates[0], decidedBy: 'the only candidate' };
  let left = candidates.slice();
  let skipped = false;
  for (const c of criteria) {
    if (left.some((a) => left.some((b) => c.compare(a, b) === undefined))) {
      skipped = true;
      continue;
    }
    let best = left[0];
    for (const x of left) if ((c.compare(x, best) as number) < 0) best = x;
    const before = left;
    left = left.filter((x) => c.compare(x, best) === 0);
    if (left.length === 1) {
      const others = before.filter((x) => x !== best);
      return { chosen: best, decidedBy: typeof c.label === 'string' ? c.label : c.label(best, others) };
    }
  }
  return { chosen: rng.pick(left), decidedBy: `drawn by lot${skipped && lotNote ? ` (${lotNote})` : ' among equals'}` };
}

/** Negative when a's season result is better (more VP, then difference, then points); undefined if one is missing. */
export function compareResults(a: SeasonResult | undefined, b: SeasonResult | undefined): number | undefined {
  if (!a || !b) return undefined;
  return b.vp - a.vp || b.difference - a.difference || b.points - a.points;
}

const signed = (n: number): string => (n > 0 ? `+${n}` : String(n));
export const resultText = (r: SeasonResult | undefined): string => (r ? `${r.vp} VP, difference ${signed(r.difference)}, ${r.points} points` : 'no result');
