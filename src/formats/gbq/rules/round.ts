/**
 * Rounding a GBQ to its step (docs/rules.md §5.4): the nearest multiple of the step, halves away from zero, never −0.
 * Exact: the value is a fraction and the step a whole number of millionths.
 */
import { Fraction, MICROS, toNumber } from './decimal';

/** value rounded to a multiple of step (in millionths); step 0 means no rounding. */
export function roundToStep(value: Fraction, stepMicros: bigint): number {
  if (stepMicros < 0n) throw new RangeError('the step must not be negative');
  if (stepMicros === 0n) return toNumber(value);
  // value / step = num·10⁶ / (den·step); nearest integer with halves away from zero.
  const n = value.num * MICROS;
  const d = value.den * stepMicros;
  const abs = n < 0n ? -n : n;
  const q = (2n * abs + d) / (2n * d);
  if (q === 0n) return 0;
  const magnitude = Number(q * stepMicros) / 1e6;
  return n < 0n ? -magnitude : magnitude;
}
