/** Scoring custom functions over whole columns, the way a sheet recalculates them: one call per range. */
import type { Grid } from '../src/shared/functions/args';
import { IMP } from '../src/formats/duplicate/functions/imp';
import { SMP } from '../src/formats/duplicate/functions/smp';
import { TTTSCORE } from '../src/formats/ttt/functions/tttscore';
import { TTTSTANDINGS } from '../src/formats/ttt/functions/tttstandings';
import { TTTTIMEOUT } from '../src/formats/ttt/functions/ttttimeout';
import { VP } from '../src/formats/duplicate/functions/vp';
import type { BenchCase } from './types';

const CELLS = 10_000;

/** A deterministic column of n cells (no Math.random: the same inputs every run). */
function column<T>(n: number, cell: (i: number) => T): Grid {
  return Array.from({ length: n }, (_, i) => [cell(i) as Grid[number][number]]);
}

const CODES = ['W1', 'W2', 'W3', 'L1', 'L2', 'L3', 'WT', 'LT', 'win gammon', 'lbg', '', 1.7];
const OUTCOMES = [1, 5, 9, 14, 15, 'gammon', 'pass', 'triple', 'BG', ''];
const CUBES = [1, 2, 4, 8, 16, 32, 64];
const GAMES = [8, 10, 12, 14, 16, 20, 24];

interface Timeout {
  w: Grid;
  g: Grid;
  b: Grid;
}

interface Standings {
  first: Grid;
  second: Grid;
  results: Grid;
}

export const cases: BenchCase[] = [
  {
    what: 'TTTSCORE: codes, synonyms and adjudicated scores',
    size: `${CELLS} cells`,
    unit: 'ms',
    setup: () => column(CELLS, (i) => CODES[i % CODES.length]),
    run: (input) => TTTSCORE(input as Grid, 'current', 'opponent'),
  },
  {
    what: 'TTTTIMEOUT: five-decimal probabilities',
    size: `${CELLS} cells`,
    unit: 'ms',
    setup: (): Timeout => ({
      w: column(CELLS, (i) => ((i * 7919) % 100001) / 100000),
      g: column(CELLS, (i) => (((i * 7919) % 100001) * ((i * 31) % 100)) / 10000000),
      b: column(CELLS, (i) => (((i * 7919) % 100001) * ((i * 31) % 100) * (i % 10)) / 10000000000),
    }),
    run: (input) => {
      const { w, g, b } = input as Timeout;
      return TTTTIMEOUT(w, g, b);
    },
  },
  {
    what: 'TTTSTANDINGS: 100-player round robin',
    size: '4950 games (+ 50 unplayed rows)',
    unit: 'ms',
    setup: (): Standings => {
      const first: Grid = [];
      const second: Grid = [];
      const results: Grid = [];
      for (let a = 0; a < 100; a++)
        for (let b = a + 1; b < 100; b++) {
          first.push([`Player ${a}`]);
          second.push([`Player ${b}`]);
          results.push([CODES[(a * 31 + b * 17) % CODES.length]]);
        }
      for (let k = 0; k < 50; k++) {
        first.push(['']);
        second.push(['']);
        results.push(['']);
      }
      return { first, second, results };
    },
    run: (input) => {
      const { first, second, results } = input as Standings;
      return TTTSTANDINGS(first, second, results, 'current', 'Player 7');
    },
  },
  {
    what: 'SMP: outcomes × cubes',
    size: `${CELLS} cells`,
    unit: 'ms',
    setup: () => ({ o: column(CELLS, (i) => OUTCOMES[i % OUTCOMES.length]), c: column(CELLS, (i) => CUBES[i % CUBES.length]) }),
    run: (input) => {
      const { o, c } = input as { o: Grid; c: Grid };
      return SMP(o, c);
    },
  },
  {
    what: 'IMP: signed SMP differences',
    size: `${CELLS} cells`,
    unit: 'ms',
    setup: () => column(CELLS, (i) => ((i * 37) % 9001) - 4500),
    run: (input) => IMP(input as Grid, 'fairbg'),
  },
  {
    what: 'VP: signed IMP differences × game counts',
    size: `${CELLS} cells`,
    unit: 'ms',
    setup: () => ({ d: column(CELLS, (i) => (i % 201) - 100), g: column(CELLS, (i) => GAMES[i % GAMES.length]) }),
    run: (input) => {
      const { d, g } = input as { d: Grid; g: Grid };
      return VP(d, g);
    },
  },
];
