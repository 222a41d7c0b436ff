/**
 * Double round robin (FIDE C.05 recommendation): the first cycle is the Berger table with its last two rounds
 * exchanged; the second cycle is the Berger table in its own order with first- and second-named swapped.
 * Exchanging the last two rounds means nobody is first-named (inviter) three times running across the cycle
 * boundary. Every pair meets twice, once with each player first-named.
 */
import { bergerRounds, type Rounds } from './berger';

export function swapColours(rounds: Rounds): Rounds {
  return rounds.map((round) => round.map(([a, b]): [number, number] => [b, a]));
}

export function doubleBergerRounds(n: number): Rounds {
  const single = bergerRounds(n);
  const r = single.length;
  const first = r >= 2 ? [...single.slice(0, r - 2), single[r - 1], single[r - 2]] : single;
  return [...first, ...swapColours(single)];
}

/** Single or double round robin. */
export function roundRobinRounds(n: number, double: boolean): Rounds {
  return double ? doubleBergerRounds(n) : bergerRounds(n);
}
