/**
 * Decimal inputs as exact integers (docs/rules.md §0.4). TPs, win/loss TPs and the rounding step are read to 6 decimal places
 * (millionths): finer digits are binary floating-point noise from sheet formulas (=10.1+2.2 is
 * 12.299999999999999) and are rounded away. Everything after that is integer (BigInt) arithmetic, so a
 * GBQ that is exactly on a .25/.75 boundary is rounded as the decimal says, never drifted.
 */

/** Units per 1: values are held as millionths. */
export const MICROS = 1_000_000n;
const MICROS_NUMBER = 1_000_000;

/** A value as a whole number of millionths. Throws RangeError when not finite or too large to hold exactly. */
export function toMicros(value: number): bigint {
  if (!Number.isFinite(value)) throw new RangeError(`${value} is not a finite number`);
  const scaled = Math.round(value * MICROS_NUMBER);
  if (!Number.isSafeInteger(scaled)) throw new RangeError(`${value} is too large`);
  return BigInt(scaled);
}

/** An exact rational number num/den with den > 0. */
export interface Fraction {
  readonly num: bigint;
  readonly den: bigint;
}

export function fraction(num: bigint, den: bigint): Fraction {
  if (den === 0n) throw new RangeError('zero denominator');
  return den < 0n ? { num: -num, den: -den } : { num, den };
}

/** a − b, exactly. */
export function subtract(a: Fraction, b: Fraction): Fraction {
  return fraction(a.num * b.den - b.num * a.den, a.den * b.den);
}

/** Sign of a − b: −1, 0 or 1. */
export function compare(a: Fraction, b: Fraction): number {
  const d = a.num * b.den - b.num * a.den;
  return d > 0n ? 1 : d < 0n ? -1 : 0;
}

/** The nearest double to an exact fraction (never −0). */
export function toNumber(f: Fraction): number {
  if (f.num === 0n) return 0;
  const n = Number(f.num);
  const d = Number(f.den);
  if (Number.isSafeInteger(n) && Number.isSafeInteger(d)) return n / d;
  // Large operands: keep 15 significant digits by scaling the quotient first.
  const scale = 10n ** 18n;
  return Number((f.num * scale) / f.den) / 1e18;
}
