/**
 * GBQSTATUS, exact: a round robin of 3-game matches with every player halfway (every remaining pair linked), for a
 * group of 10 and of 15 players (the size guard's largest cluster, 14 others). Timed in ms.
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
