/**
 * Orders of a GBQ group, and the reference player (the one in the last definite qualification place;
 * docs/rules.md §5.3).
 *
 * - TP% order: players with games first, by TP% (high first); TP% ties by D (high first), then row order.
 *   Players without games follow, by D (all 0), then row order.
 * - D order ("gbq"): by D (high first), then row order.
 * Comparisons are exact: float keys decide when they differ (they are monotone images of the exact
 * values), BigInt cross-multiplication decides when they are equal.
 */
import { ScaledPlayer } from './player';

export type GbqReference = 'tp' | 'gbq' | 'wbq';

function byD(a: ScaledPlayer, b: ScaledPlayer): number {
  if (a.dKey !== b.dKey) return b.dKey - a.dKey;
  return a.dNum === b.dNum ? 0 : a.dNum > b.dNum ? -1 : 1;
}

function byPct(a: ScaledPlayer, b: ScaledPlayer): number {
  const aPlayed = a.games > 0n;
  const bPlayed = b.games > 0n;
  if (aPlayed !== bPlayed) return aPlayed ? -1 : 1;
  if (!aPlayed) return 0;
  if (a.pctKey !== b.pctKey) return b.pctKey - a.pctKey;
  const left = a.tp * b.games;
  const right = b.tp * a.games;
  return left === right ? 0 : left > right ? -1 : 1;
}

/** Indices of the players in TP% order. */
export function tpOrder(players: readonly ScaledPlayer[]): number[] {
  const idx = players.map((_, i) => i);
  return idx.sort((i, j) => byPct(players[i], players[j]) || byD(players[i], players[j]) || i - j);
}

/** Indices of the players in D order. */
export function dOrder(players: readonly ScaledPlayer[]): number[] {
  const idx = players.map((_, i) => i);
  return idx.sort((i, j) => byD(players[i], players[j]) || i - j);
}

/** Index of the reference player: the q-th (1-based) in TP% order, or in D order for "gbq". */
export function referenceIndex(players: readonly ScaledPlayer[], qualifiers: number, mode: GbqReference): number {
  if (!Number.isInteger(qualifiers) || qualifiers < 1 || qualifiers > players.length) {
    throw new RangeError(`qualifiers must be a whole number from 1 to ${players.length}`);
  }
  const order = mode === 'gbq' ? dOrder(players) : tpOrder(players);
  return order[qualifiers - 1];
}
