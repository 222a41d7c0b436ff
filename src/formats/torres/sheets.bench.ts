/**
 * TORRES sheets: the roll-over of a championship with every sheet written (roll-over sheet, league overview, group
 * sheets) in the in-memory Sheets — service calls total and per created sheet (constant whatever the size),
 * milliseconds total and add-on time (total − service time); createSheets' planned service calls (its 6-minute
 * estimate refuses a creation above 675); and the custom-function cells of each generated sheet at two sizes.
 */
import { createTorresGroups, rollOverTorres } from './server/endpoints';
import { leagueGroups } from './rules/leagues';
import type { RollOverTorresInput } from './api';
import type { BenchCase } from '../../../bench/types';
import { inFreshWorld, median } from '../../../bench/world';
import { planCalls } from '../../shared/sheets/limits';
import type { TorresSeason } from './sheets/season';
import { seasonPlans } from './server/write';
import type { FakeSheet } from '../../../dev/fake/sheet';

/** Leagues 1…k of 10-player groups (10, 20, 40, … players), a few leavers, 30 new players (as rules.bench.ts). */
function championship(leagues: number): RollOverTorresInput {
  const previous = Array.from({ length: leagues }, (_, k) =>
    Array.from({ length: leagueGroups(k + 1) }, (_, g) => ({
      league: k + 1,
      group: g + 1,
      players: Array.from({ length: 10 }, (_, p) => `p${k + 1}-${g + 1}-${p + 1}`),
    })),
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

/** The service calls createSheets plans for a season of `leagues` leagues of 10-player groups (its time estimate). */
function plannedCalls(leagues: number): number {
  const groups = championship(leagues).previous.map((g) => ({ league: g.league, group: g.group, players: g.players }));
  const season: TorresSeason = { title: 'Next', seed: 'bench', vpByPlace: [8, 4, 2, 1], eloOrder: 'low', elo: {}, groups };
  return seasonPlans(season, (wanted) => wanted.map((_w, i) => `sheet ${i}`)).reduce((n, p) => n + planCalls(p), 0);
}

/** Custom-function cells of each sheet a generator writes, by kind (the most of any sheet of that kind). */
function customCells(kind: 'group' | 'overview' | 'roll-over', make: () => string[]): number {
  return inFreshWorld((ss) => {
    const names = make();
    const pick =
      kind === 'roll-over'
        ? names.slice(0, 1)
        : kind === 'overview'
          ? names.filter((n) => n.endsWith(' leagues'))
          : names.filter((n) => / L\d+( G\d+)?$/.test(n));
    return Math.max(...pick.map((n) => (ss.getSheetByName(n) as unknown as FakeSheet).customFunctionCells().cells));
  }).value;
}

const players = (n: number) => Array.from({ length: n }, (_, i) => `P${i + 1}`);
const season = (groups: number, size: number) => () =>
  createTorresGroups({ title: 'S', groups: Array.from({ length: groups }, (_, g) => players(size).map((p) => `${p}-${g}`)), seed: 'b' }).sheets;

export const cases: BenchCase[] = [
  { what: 'TORRES roll-over with sheets: service calls', size: '4 leagues, 150 players, 20 sheets', unit: 'calls', run: () => run(4).calls },
  { what: 'TORRES roll-over with sheets: service calls', size: '6 leagues, 630 players, 66 sheets', unit: 'calls', repeat: 1, run: () => run(6).calls },
  ...[3, 4].map((k) => ({
    what: 'TORRES roll-over with sheets: service calls per created sheet',
    size: `${k} leagues`,
    unit: 'calls/sheet',
    run: () => {
      const r = run(k);
      return Math.round((r.calls / r.sheets) * 10) / 10;
    },
  })),
  ...[4, 6, 7].map((k) => ({
    what: 'TORRES season: service calls createSheets plans (7 leagues refused: over the 6-minute estimate)',
    size: `${k} leagues, ${2 ** k - 1} groups`,
    unit: 'calls',
    run: () => plannedCalls(k),
  })),
  { what: 'TORRES roll-over with sheets', size: '4 leagues, 150 players', unit: 'ms', repeat: 3, run: () => run(4).sheets },
  {
    what: 'TORRES roll-over with sheets: add-on time (total − service)',
    size: '4 leagues, 150 players',
    unit: 'ms (add-on)',
    run: () => Math.round(median([0, 1, 2].map(() => run(4).addOnMs))),
  },
  {
    what: 'TORRES roll-over preview (previewOnly)',
    size: '6 leagues, 630 players',
    unit: 'ms',
    run: () => rollOverTorres({ ...championship(6), previewOnly: true }).leagues.length,
  },
  { what: 'TORRES custom-function cells: group sheet', size: '4 players', unit: 'count', run: () => customCells('group', season(1, 4)) },
  { what: 'TORRES custom-function cells: group sheet', size: '24 players', unit: 'count', run: () => customCells('group', season(1, 24)) },
  { what: 'TORRES custom-function cells: league overview', size: '1 group of 4', unit: 'count', run: () => customCells('overview', season(1, 4)) },
  { what: 'TORRES custom-function cells: league overview', size: '7 groups of 24', unit: 'count', run: () => customCells('overview', season(7, 24)) },
  {
    what: 'TORRES custom-function cells: roll-over sheet',
    size: '2 leagues',
    unit: 'count',
    run: () => customCells('roll-over', () => rollOverTorres(championship(2)).sheets),
  },
  {
    what: 'TORRES custom-function cells: roll-over sheet',
    size: '4 leagues',
    unit: 'count',
    run: () => customCells('roll-over', () => rollOverTorres(championship(4)).sheets),
  },
];
