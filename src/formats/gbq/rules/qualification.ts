/**
 * The "qualified" / "out" marks of a GBQ group by a sound bound (never contradicted by any completion of the
 * remaining games; docs/rules.md §5.6). Run-time rule: GBQSTATUS (through rules/status.ts) starts from it and
 * refines it exactly when the remaining games are known. A table without a log shows these marks in its Status
 * column: server/table.test.ts ties the column, as the sheet computes it, to this rule on random groups.
 *
 * Each game shares out `share` TPs (20 in Tantrix): a player scores 0 … share in each. Player i has TP_i so
 * far from P_i games, out of G_i games in all, so R_i = G_i − P_i remain. The final order is by
 * TP% = TP / (share·G); ties are not resolved in the player's favour (unknown tie-breaks count against).
 *
 *   worst_i = TP_i / (share·G_i)                 (i scores 0 in every remaining game)
 *   best_i  = (TP_i + share·R_i) / (share·G_i)   (i scores everything)
 *
 *   qualified  ⇔  #{ j ≠ i : best_j ≥ worst_i } < q
 *   out        ⇔  #{ j ≠ i : worst_j > best_i } ≥ q
 *
 * Each other player is bounded independently (they cannot all gain at once when they play each other), so
 * the marks are conservative: a player may be mathematically safe a little before the mark shows.
 * Comparisons are exact: both sides are cross-multiplied in integers (TPs in millionths).
 */
import { toMicros } from './decimal';

export interface QualificationPlayer {
  /** TPs so far. */
  readonly tp: number;
  /** Games played so far. */
  readonly played: number;
  /** Games the player has in all (played + remaining), at least 1. */
  readonly total: number;
}

export type QualificationMark = 'qualified' | 'out' | '';

interface Bounds {
  /** worst = low / total and best = high / total, each over the common factor share. */
  low: bigint;
  high: bigint;
  total: bigint;
}

function bounds(p: QualificationPlayer, share: bigint, index: number): Bounds {
  if (!Number.isInteger(p.total) || p.total < 1) throw new RangeError(`player ${index + 1}: total games must be a whole number, 1 or more`);
  if (!Number.isInteger(p.played) || p.played < 0 || p.played > p.total) {
    throw new RangeError(`player ${index + 1}: games played must be a whole number from 0 to the total`);
  }
  const low = toMicros(p.tp);
  if (low < 0n || low > share * BigInt(p.played)) throw new RangeError(`player ${index + 1}: TPs must be 0 to ${share / 1_000_000n} per game played`);
  return { low, high: low + share * BigInt(p.total - p.played), total: BigInt(p.total) };
}

/**
 * A ratio num/den (den > 0) of whole numbers held as floats, all safe integers: key = num/den orders two ratios
 * whose keys differ (a correctly rounded division is monotone); equal keys are settled by the reduced fractions,
 * and only if those differ, by exact cross-multiplication.
 */
interface Ratio {
  num: number;
  den: number;
  key: number;
  /** num/den in lowest terms. */
  rn: number;
  rd: number;
}

function gcd(a: number, b: number): number {
  while (b !== 0) {
    const r = a % b;
    a = b;
    b = r;
  }
  return a;
}

function ratio(num: number, den: number): Ratio {
  const g = gcd(num, den) || 1;
  return { num, den, key: num / den, rn: num / g, rd: den / g };
}

function compareRatios(a: Ratio, b: Ratio): number {
  if (a.key !== b.key) return a.key < b.key ? -1 : 1;
  if (a.rn === b.rn && a.rd === b.rd) return 0;
  const d = BigInt(a.num) * BigInt(b.den) - BigInt(b.num) * BigInt(a.den);
  return d < 0n ? -1 : d > 0n ? 1 : 0;
}

/** How many of the sorted ratios are ≥ x (strict: > x), by binary search. */
function countAbove(sorted: readonly Ratio[], x: Ratio, strict: boolean): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    const c = compareRatios(sorted[mid], x);
    if (c > 0 || (c === 0 && !strict)) hi = mid;
    else lo = mid + 1;
  }
  return sorted.length - lo;
}

/**
 * Every player's bounds as safe-integer floats (millionths), checked as `bounds` checks them, or null when a value
 * is too large for floats (then the BigInt `bounds` are used).
 */
function smallBounds(players: readonly QualificationPlayer[], share: number): { low: number; high: number; total: number }[] | null {
  const out: { low: number; high: number; total: number }[] = [];
  for (const p of players) {
    const low = Math.round(p.tp * 1_000_000);
    const high = low + share * (p.total - p.played);
    const ok = Number.isInteger(p.total) && p.total >= 1 && Number.isInteger(p.played) && p.played >= 0 && p.played <= p.total;
    if (!ok || !Number.isSafeInteger(high) || !Number.isSafeInteger(share * p.total) || low < 0 || low > share * p.played) return null;
    out.push({ low, high, total: p.total });
  }
  return out;
}

/** The counts of player i against the others, pair by pair in BigInt (numbers too large for floats). */
function pairwise(b: readonly Bounds[], i: number): { canReach: number; surelyAbove: number } {
  const me = b[i];
  let canReach = 0; // others whose best ≥ my worst
  let surelyAbove = 0; // others whose worst > my best
  for (let j = 0; j < b.length; j++) {
    if (j === i) continue;
    const other = b[j];
    if (other.high * me.total >= me.low * other.total) canReach++;
    if (other.low * me.total > me.high * other.total) surelyAbove++;
  }
  return { canReach, surelyAbove };
}

/**
 * The mark of every player, in the given order. q = number of qualification places. The best and the worst TP%
 * are each sorted once and every player's two counts are binary searches: O(n log n). (TPs and games so large that
 * a value passes 2^53 millionths fall back to counting pair by pair, exactly.)
 */
export function qualificationMarks(players: readonly QualificationPlayer[], qualifiers: number, share = 20): QualificationMark[] {
  if (!Number.isInteger(qualifiers) || qualifiers < 1) throw new RangeError('qualifiers must be a positive whole number');
  const shareMicros = toMicros(share);
  if (shareMicros <= 0n) throw new RangeError('share must be more than 0');
  const mark = (canReach: number, surelyAbove: number): QualificationMark => (canReach < qualifiers ? 'qualified' : surelyAbove >= qualifiers ? 'out' : '');
  const small = Number.isSafeInteger(Number(shareMicros)) ? smallBounds(players, Number(shareMicros)) : null;
  if (!small) {
    // A row out of range (bounds throws naming it) or numbers too large for floats: exactly, pair by pair.
    const b = players.map((p, i) => bounds(p, shareMicros, i));
    return b.map((_, i) => {
      const { canReach, surelyAbove } = pairwise(b, i);
      return mark(canReach, surelyAbove);
    });
  }
  const worst = small.map((x) => ratio(x.low, x.total));
  const best = small.map((x) => ratio(x.high, x.total));
  const bestSorted = [...best].sort(compareRatios);
  const worstSorted = [...worst].sort(compareRatios);
  return small.map((_, i) => {
    // others whose best ≥ my worst (my own best is ≥ my worst, so it is counted and taken off)
    const canReach = countAbove(bestSorted, worst[i], false) - 1;
    if (canReach < qualifiers) return 'qualified';
    // others whose worst > my best (my own worst never is)
    return mark(canReach, countAbove(worstSorted, best[i], true));
  });
}
