import type { BenchCase } from '../../../bench/types';
import { partitionSet } from './rules/partition';
import { tttGames } from './rules/games';
import type { SignUp } from './rules/signups';

const signUps = (n: number): SignUp[] =>
  Array.from({ length: n }, (_, i) => ({ name: `Player ${i + 1}`, rating: 1500 + ((i * 37) % 400), entries: (i % 7 === 0 ? 2 : 1) as 1 | 2 }));

/** Partition the sign-ups, then build every group's Mega TTT double schedule. */
const setUp = (n: number): BenchCase => ({
  what: 'TTT set: partition + schedules (double, 3 phases)',
  size: `${n} players`,
  unit: 'ms',
  setup: () => signUps(n),
  run: (input) => {
    const part = partitionSet(input as SignUp[], { seed: 'bench' });
    return part.groups.map((g) =>
      tttGames(
        g.entries.map((e) => e.name),
        { double: true, phases: 3 },
      ),
    );
  },
});

export const cases: BenchCase[] = [
  setUp(12),
  setUp(120),
  setUp(600),
  {
    what: 'Berger schedule, single',
    size: '600 players (one group)',
    unit: 'ms',
    setup: () => Array.from({ length: 600 }, (_, i) => `P${i}`),
    run: (p) => tttGames(p as string[]),
    repeat: 5,
  },
];
