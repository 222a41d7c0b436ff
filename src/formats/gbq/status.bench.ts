/**
 * GBQSTATUS, exact: a round robin of 3-game matches with every player halfway (every remaining pair linked), for a
 * group of 10 and of 15 players (the size guard's largest cluster, 14 others); and GBQSTATUS without the remaining
 * games (the sound bound, one sort) over a column of 10,000 players. Timed in ms.
 */
import { GBQSTATUS } from './functions/gbqstatus';
import type { BenchCase } from '../../../bench/types';

function group(n: number) {
  const names = Array.from({ length: n }, (_, i) => [`P${i + 1}`]);
  const played = new Array<number>(n).fill(0);
  const tps = new Array<number>(n).fill(0);
  const first: string[][] = [];
  const second: string[][] = [];
  let k = 0;
  for (let a = 0; a < n; a++) {
    for (let b = a + 1; b < n; b++) {
      for (let g = 0; g < 3; g++) {
        if (k++ % 2 === 0) {
          first.push([names[a][0]]);
          second.push([names[b][0]]);
        } else {
          const x = (7 * a + 3 * b + g) % 21;
          tps[a] += x;
          tps[b] += 20 - x;
          played[a]++;
          played[b]++;
        }
      }
    }
  }
  const col = (xs: number[]) => xs.map((x) => [x]);
  return { names, tps: col(tps), played: col(played), total: 3 * (n - 1), first, second };
}

export const cases: BenchCase[] = [10, 15].map((n) => ({
  what: 'GBQSTATUS exact (remaining games listed)',
  size: `${n} players, half played`,
  unit: 'ms',
  repeat: 5,
  setup: () => group(n),
  run: (input) => {
    const g = input as ReturnType<typeof group>;
    return GBQSTATUS(g.names, g.tps, g.played, g.total, 3, g.first, g.second);
  },
}));

/** A column of n players with random TPs, games played and total games (seeded, the same every run). */
function column(n: number) {
  let seed = 12345;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const names: string[][] = [];
  const tps: number[][] = [];
  const played: number[][] = [];
  const total: number[][] = [];
  for (let i = 0; i < n; i++) {
    const t = 10 + Math.floor(next() * 20);
    const p = Math.floor(next() * (t + 1));
    names.push([`P${i + 1}`]);
    played.push([p]);
    total.push([t]);
    tps.push([Math.round(next() * 20 * p * 10) / 10]);
  }
  return { names, tps, played, total };
}

cases.push({
  what: 'GBQSTATUS (sound bound, no remaining list)',
  size: '10,000 players',
  unit: 'ms',
  repeat: 5,
  setup: () => column(10_000),
  run: (input) => {
    const g = input as ReturnType<typeof column>;
    return GBQSTATUS(g.names, g.tps, g.played, g.total, 100);
  },
});
