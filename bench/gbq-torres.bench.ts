/** GBQ over a 5,000-player column; TORRESRANK over 2,000 four-player games (8,000 long-format rows). */
import { GBQ } from '../src/formats/gbq/functions/gbq';
import { TORRESRANK } from '../src/formats/torres/functions/torresrank';
import { BenchCase } from './types';

/** A small deterministic generator, so every run times the same input. */
function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function gbqInput() {
  const next = lcg(1);
  const tps: number[][] = [];
  const games: number[][] = [];
  for (let i = 0; i < 5000; i++) {
    const g = Math.floor(next() * 30);
    games.push([g]);
    tps.push([Math.round(next() * 40 * g) / 2]);
  }
  return { tps, games };
}

function torresInput() {
  const next = lcg(2);
  const rows: (string | number)[][] = [];
  for (let game = 0; game < 2000; game++) {
    const seats = new Set<number>();
    while (seats.size < 4) seats.add(Math.floor(next() * 1000));
    for (const p of seats) rows.push([`G${game + 1}`, `Player ${p}`, Math.floor(next() * 150)]);
  }
  const elo = Array.from({ length: 1000 }, (_, p) => [`Player ${p}`, 1200 + Math.floor(next() * 800)]);
  return { rows, elo };
}

export const cases: BenchCase[] = [
  {
    what: 'GBQ',
    size: '5,000 players',
    unit: 'ms',
    setup: gbqInput,
    run: (input) => {
      const { tps, games } = input as ReturnType<typeof gbqInput>;
      return GBQ(tps, games, 1000);
    },
  },
  {
    what: 'TORRESRANK',
    size: '2,000 games (8,000 long rows)',
    unit: 'ms',
    setup: torresInput,
    run: (input) => {
      const { rows, elo } = input as ReturnType<typeof torresInput>;
      return TORRESRANK(rows, elo);
    },
  },
];
