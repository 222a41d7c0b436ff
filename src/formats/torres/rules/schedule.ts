/**
 * torresSchedule: the games of one TORRES group of v players.
 *
 * - v with a built-in exact design (every v ≡ 1 mod 3 from 4 to 28): that design, every pair exactly twice;
 * - 17, 18, 20, 21, 23, 24, 26, 27, 29, 30: a near-balanced schedule stored as data (nearDesigns.ts);
 * - otherwise (3, 5, 6, 8, 9, 11, 12, 14, 15; larger sizes are refused by the endpoints): the seeded local search of
 *   search.ts over the shape of shape.ts.
 * Players are relabelled by a seeded shuffle and the game order is shuffled too, so the seed matters while an
 * exact design stays exact. Within a game, player indices are sorted ascending.
 */
import { createRng } from '../../../shared/rules/rng';
import { exactDesign } from './designs';
import { NEAR_DESIGNS } from './nearDesigns';
import { scheduleReport, type ScheduleReport } from './report';
import { balancedSeating } from './search';
import { scheduleShape } from './shape';

export interface TorresSchedule {
  /** Player indices 0..v−1, 3 or 4 per game. */
  games: number[][];
  report: ScheduleReport;
}

export function torresSchedule(v: number, seed: string): TorresSchedule {
  const shape = scheduleShape(v);
  const rng = createRng(seed);
  const design = exactDesign(v) ?? NEAR_DESIGNS[v]?.games.map((g) => g.slice()) ?? balancedSeating(shape, rng.fork('search')).games;
  const label = rng.fork('labels').shuffle(Array.from({ length: v }, (_, i) => i));
  const games = rng
    .fork('order')
    .shuffle(design)
    .map((game) => game.map((p) => label[p]).sort((a, b) => a - b));
  return { games, report: scheduleReport(v, games) };
}
