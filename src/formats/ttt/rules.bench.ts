import type { BenchCase } from '../../../bench/types';
import { partitionSet } from './rules/partition';
import { tttGames } from './rules/games';
import type { SignUp } from './rules/signups';
import { TTTSTANDINGS } from './functions/tttstandings';
import { TTT_CODES } from './rules/codes';

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

/**
 * A full group of 12 (66 games) as the Table's single TTTSTANDINGS cell reads it, with the Status column: `left`
 * games still to play (the last rows blank), the others with results. `level`: every result a single win, so many
 * players stay level and the exact tie search (rules/certainty.ts) has the most to examine.
 */
const standingsWithStatus = (left: number, level: boolean): BenchCase => ({
  what: `TTTSTANDINGS with status (certainty marks)${level ? ', every result W1 (ties)' : ''}`,
  size: `12 players, ${left} of 66 games to play`,
  unit: 'ms',
  setup: () => {
    const games = tttGames(Array.from({ length: 12 }, (_, i) => `Player ${i + 1}`));
    const played = games.length - left;
    return {
      first: games.map((g) => [g.inviter]),
      second: games.map((g) => [g.invitee]),
      results: games.map((_, i) => [i >= played ? '' : level ? 'W1' : TTT_CODES[(i * 5 + 3) % 6]]),
    };
  },
  run: (input) => {
    const { first, second, results } = input as { first: string[][]; second: string[][]; results: string[][] };
    return TTTSTANDINGS(first, second, results, 'current', '', true);
  },
});

/** Twelve players level on 8.5 with no game left (each beats the next five, the opposite pair split): every tie set examined. */
const allLevel: BenchCase = {
  what: 'TTTSTANDINGS with status, twelve players level on points',
  size: '12 players, 0 of 66 games to play',
  unit: 'ms',
  setup: () => {
    const games = tttGames(Array.from({ length: 12 }, (_, i) => `P${i}`));
    const no = (name: string) => Number(name.slice(1));
    const result = (a: string, b: string): string => {
      const d = (no(b) - no(a) + 12) % 12;
      return d >= 1 && d <= 5 ? 'W1' : d === 6 ? (no(a) < 6 ? 'W1' : 'L1') : 'L1';
    };
    return { first: games.map((g) => [g.inviter]), second: games.map((g) => [g.invitee]), results: games.map((g) => [result(g.inviter, g.invitee)]) };
  },
  run: (input) => {
    const { first, second, results } = input as { first: string[][]; second: string[][]; results: string[][] };
    return TTTSTANDINGS(first, second, results, 'current', '', true);
  },
};

export const cases: BenchCase[] = [
  standingsWithStatus(0, false),
  standingsWithStatus(20, false),
  standingsWithStatus(60, false),
  standingsWithStatus(20, true),
  standingsWithStatus(60, true),
  allLevel,
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
