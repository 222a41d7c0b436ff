import { TORRESRANK } from './functions/torresrank';
import { certaintyMarks, type CertaintyInput } from './rules/certainty';
import { leagueGroups } from './rules/leagues';
import { rollOver } from './rules/rollover';
import { torresSchedule } from './rules/schedule';
import { scoreGame, vpTable } from './rules/vp';
import type { RollOverInput } from './rules/types';
import type { BenchCase } from '../../../bench/types';

const SIZES = Array.from({ length: 27 }, (_, i) => i + 4);

/** A full 6-league championship: 10 + 20 + 40 + 80 + 160 + 320 = 630 players, a few leavers, 30 new players. */
function championship(): RollOverInput {
  const previous = Array.from({ length: 6 }, (_, k) =>
    Array.from({ length: leagueGroups(k + 1) }, (_, g) => ({
      league: k + 1,
      group: g + 1,
      players: Array.from({ length: 10 }, (_, p) => `p${k + 1}-${g + 1}-${p + 1}`),
    })),
  ).flat();
  return {
    previous,
    newPlayers: Array.from({ length: 30 }, (_, i) => ({ name: `new${i}`, elo: 1200 + ((i * 53) % 400) })),
    unregistered: ['p1-1-3', 'p2-2-1', 'p3-4-5', 'p4-7-9', 'p5-11-2'],
    withdrawn: ['p2-1-6', 'p6-30-4'],
  };
}

/**
 * A group of 10 (the exact 15-game design) with `left` games still to play, the games played finishing in an order
 * that keeps the group close (each game's order turned by its number), VP 8/4/2/1, league 2 of 3 (2 up, 4 down).
 */
function groupLeft(left: number): CertaintyInput {
  const { games } = torresSchedule(10, 'bench');
  const table = vpTable([8, 4, 2, 1]);
  const players = Array.from({ length: 10 }, () => ({ vp: 0, difference: 0, points: 0, real: true, withdrawn: false }));
  games.slice(0, games.length - left).forEach((g, k) => {
    const order = g.map((_, s) => g[(s + k) % g.length]);
    const score = scoreGame(
      order.map((_, place) => 100 - 10 * place),
      table,
    );
    order.forEach((p, s) => {
      players[p].vp += score.vpUnits[s];
      players[p].difference += score.difference[s];
      players[p].points += score.points[s];
    });
  });
  return { players, remaining: games.slice(games.length - left), units: table.units, up: 2, down: 4 };
}

/** The same group as TORRESRANK's wide input: one row per game, the games still to play with blank points. */
function wideLeft(left: number): (string | number)[][] {
  const { games } = torresSchedule(10, 'bench');
  return games.map((g, k) => {
    const order = g.map((_, s) => g[(s + k) % g.length]);
    return order.flatMap((p, place) => [`P${p + 1}`, k < games.length - left ? 100 - 10 * place : '']);
  });
}

export const cases: BenchCase[] = [
  ...[3, 10].map((left): BenchCase => ({
    what: 'TORRESRANK with status (one sheet cell)',
    size: `group of 10, ${left} games to play`,
    unit: 'ms',
    setup: () => wideLeft(left),
    run: (grid) => TORRESRANK(grid as never, '', '', '', 'middle'),
  })),
  ...[3, 10].map((left): BenchCase => ({
    what: 'certaintyMarks (P/R/S, exact)',
    size: `group of 10, ${left} games to play`,
    unit: 'ms',
    setup: () => groupLeft(left),
    run: (input) => certaintyMarks(input as CertaintyInput),
  })),
  ...SIZES.map((v): BenchCase => ({ what: 'torresSchedule', size: `${v} players`, unit: 'ms', run: () => torresSchedule(v, 'bench') })),
  ...SIZES.map((v): BenchCase => ({
    what: 'torresSchedule max − min pair meetings',
    size: `${v} players`,
    unit: 'pairs-spread',
    run: () => {
      const { report } = torresSchedule(v, 'bench');
      return report.maxMeetings - report.minMeetings;
    },
  })),
  { what: 'rollOver 6 leagues', size: '630 players', unit: 'ms', setup: championship, run: (input) => rollOver(input as RollOverInput, 'bench') },
];
