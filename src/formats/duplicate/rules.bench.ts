import { diceSet, diceSheetRows } from './rules/dice';
import type { BenchCase } from '../../../bench/types';
import { DUPSTATUS } from './functions/dupstatus';

/**
 * A round robin of `n` teams (`cycles` times) with the last `left` matches still to play; the played ones close (VP 12
 * to 18, IMP a few apart) so that most teams are still in contention and every question needs its flows.
 */
function event(n: number, cycles: number, left: number) {
  const teams = Array.from({ length: n }, (_, i) => [`Team ${i + 1}`]);
  const cols: (string | number)[][][] = [[], [], [], [], [], []];
  const matches: [number, number][] = [];
  for (let c = 0; c < cycles; c++) for (let a = 0; a < n; a++) for (let b = a + 1; b < n; b++) matches.push([a, b]);
  matches.forEach(([a, b], k) => {
    const toPlay = k >= matches.length - left;
    const vpA = 12 + ((a * 7 + b * 3 + k) % 7);
    const row = [teams[a][0], teams[b][0], toPlay ? '' : vpA, toPlay ? '' : 30 - vpA, toPlay ? '' : 20 + (vpA % 5), toPlay ? '' : 20];
    row.forEach((v, i) => cols[i].push([v]));
  });
  return { teams, cols };
}

export const cases: BenchCase[] = [
  {
    what: 'duplicate: generate dice sets (80 rolls per side)',
    size: '100 sets',
    unit: 'ms',
    run: () => {
      let n = 0;
      for (let set = 1; set <= 100; set++) n += diceSet('bench', set).white.length;
      return n;
    },
  },
  {
    what: 'duplicate: generate dice sets + printable rows',
    size: '100 sets × 80 rolls',
    unit: 'ms',
    run: () => {
      let n = 0;
      for (let set = 1; set <= 100; set++) n += diceSheetRows(diceSet('bench', set)).length;
      return n;
    },
  },
  ...[
    { n: 8, cycles: 1, left: 6, size: '8 teams, 6 matches to play' },
    { n: 13, cycles: 2, left: 78, size: '13 teams, 2 round robins, 78 of 156 to play' },
  ].map(({ n, cycles, left, size }): BenchCase => ({
    what: 'DUPSTATUS (certainty marks, exact)',
    size,
    unit: 'ms',
    repeat: 5,
    setup: () => event(n, cycles, left),
    run: (input) => {
      const { teams, cols } = input as ReturnType<typeof event>;
      return DUPSTATUS(teams, cols[0], cols[1], cols[2], cols[3], cols[4], cols[5]);
    },
  })),
];
