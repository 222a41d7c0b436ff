/**
 * TORRES sheets: the roll-over of a 6-league championship (630 players, 63 groups) with every sheet written
 * (roll-over sheet, league overview, 63 group sheets) in the in-memory Sheets. Service calls total and per
 * created sheet (constant whatever the size), milliseconds total and add-on time (total − service time).
 */
import { rollOverTorres } from './server/endpoints';
import type { RollOverTorresInput } from './api';
import type { BenchCase } from '../../../bench/types';
import { inFreshWorld, median } from '../../../bench/world';

/** 10 + 20 + 40 + 80 + 160 + 320 = 630 players, a few leavers, 30 new players (as bench/torres.bench.ts). */
function championship(leagues: number): RollOverTorresInput {
  const previous = Array.from({ length: leagues }, (_, k) =>
    Array.from({ length: 2 ** k }, (_, g) => ({ league: k + 1, group: g + 1, players: Array.from({ length: 10 }, (_, p) => `p${k + 1}-${g + 1}-${p + 1}`) })),
  ).flat();
  return {
    title: 'Next',
    previous,
    newPlayers: Array.from({ length: 30 }, (_, i) => ({ name: `new${i}`, elo: 1200 + ((i * 53) % 400) })),
    unregistered: leagues >= 5 ? ['p1-1-3', 'p2-2-1', 'p3-4-5', 'p4-7-9', 'p5-11-2'] : ['p1-1-3'],
    withdrawn: leagues >= 6 ? ['p2-1-6', 'p6-30-4'] : ['p2-1-6'],
    seed: 'bench',
  };
}

interface Run {
  calls: number;
  sheets: number;
  totalMs: number;
  addOnMs: number;
}

function run(leagues: number): Run {
  const r = inFreshWorld(() => rollOverTorres(championship(leagues)).sheets.length);
  return { calls: r.calls, sheets: r.value, totalMs: r.totalMs, addOnMs: r.addOnMs };
}

export const cases: BenchCase[] = [
  { what: 'TORRES roll-over with sheets: service calls', size: '6 leagues, 630 players, 65 sheets', unit: 'calls', run: () => run(6).calls },
  ...[3, 6].map((k) => ({
    what: 'TORRES roll-over with sheets: service calls per created sheet',
    size: `${k} leagues`,
    unit: 'calls/sheet',
    run: () => {
      const r = run(k);
      return Math.round((r.calls / r.sheets) * 10) / 10;
    },
  })),
  { what: 'TORRES roll-over with sheets', size: '6 leagues, 630 players', unit: 'ms', repeat: 3, run: () => run(6).sheets },
  {
    what: 'TORRES roll-over with sheets: add-on time (total − service)',
    size: '6 leagues, 630 players',
    unit: 'ms (add-on)',
    run: () => Math.round(median([0, 1, 2].map(() => {
      const r = run(6);
      return r.addOnMs;
    }))),
  },
  { what: 'TORRES roll-over preview (previewOnly)', size: '6 leagues, 630 players', unit: 'ms', run: () => rollOverTorres({ ...championship(6), previewOnly: true }).leagues.length },
];
