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

/** The mark of every player, in the given order. q = number of qualification places. */
export function qualificationMarks(players: readonly QualificationPlayer[], qualifiers: number, share = 20): QualificationMark[] {
  if (!Number.isInteger(qualifiers) || qualifiers < 1) throw new RangeError('qualifiers must be a positive whole number');
  const shareMicros = toMicros(share);
  if (shareMicros <= 0n) throw new RangeError('share must be more than 0');
  const b = players.map((p, i) => bounds(p, shareMicros, i));
  return b.map((me, i) => {
    let canReach = 0; // others whose best ≥ my worst
    let surelyAbove = 0; // others whose worst > my best
    for (let j = 0; j < b.length; j++) {
      if (j === i) continue;
      const other = b[j];
      if (other.high * me.total >= me.low * other.total) canReach++;
      if (other.low * me.total > me.high * other.total) surelyAbove++;
    }
    if (canReach < qualifiers) return 'qualified';
    if (surelyAbove >= qualifiers) return 'out';
    return '';
  });
}
