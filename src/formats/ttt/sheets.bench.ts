/**
 * TTT set creation: service calls and milliseconds (total, and add-on time = total − time inside the services),
 * and the custom-function cells of each generated sheet (they must not grow with the players).
 */
import { createRoundRobinIn } from './server/create';
import { partitionSet } from './rules/partition';
import { desiredSheetNames, roundRobinModel, roundRobinPlans, sheetNamesOf } from './sheets/set';
import { customFunctionCells } from './sheets/census';
import { uniqueSheetNames, type SheetPlan } from '../../shared/sheets/plan';
import type { BenchCase } from '../../../bench/types';
import { inFreshWorld } from '../../../bench/world';

const ENV = { drawSeed: () => 'bench', today: () => '2025-01-31', setKey: () => 'bench' };
const players = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `Player ${i + 1}`, rating: 1500 + ((i * 37) % 400) }));

function run(n: number): { calls: number; total: number; addOn: number } {
  const r = inFreshWorld((ss) => createRoundRobinIn(ss, { title: 'Bench', players: players(n), seed: 'bench' }, ENV));
  return { calls: r.calls, total: r.totalMs, addOn: r.addOnMs };
}

/** The plans of a one-group set of n players (double round robin: the most games per group). */
function plans(n: number): SheetPlan[] {
  const partition = partitionSet(players(n), { groupSize: n, seed: 'bench' });
  const settings = { title: 'Bench', scoring: 'current' as const, seed: 'bench', groupSize: n, double: true, invitePhases: 1 as const, created: '2025-01-31' };
  return roundRobinPlans(roundRobinModel(settings, partition, sheetNamesOf(uniqueSheetNames(desiredSheetNames('Bench', 1), []), 1)));
}

const SHEETS = ['Stats', 'G1 Games', 'G1 Table', 'My matches', 'Import', 'Timeouts'];

export const cases: BenchCase[] = [
  // 480 players = 40 groups of 12, within createSheets' time estimate for one run (with the Timeouts sheet).
  ...[12, 120, 480].flatMap((n): BenchCase[] => [
    { what: 'createRoundRobin service calls', size: `${n} players`, unit: 'calls', run: () => run(n).calls },
    { what: 'createRoundRobin total (in-memory Sheets)', size: `${n} players`, unit: 'ms (once)', run: () => Math.round(run(n).total) },
    { what: 'createRoundRobin add-on time (total − serviceMs)', size: `${n} players`, unit: 'ms (once)', run: () => Math.round(run(n).addOn) },
  ]),
  ...[4, 24].flatMap((n) =>
    SHEETS.map((sheet, k): BenchCase => ({
      what: `TTT custom-function cells: ${sheet} sheet`,
      size: `${n} players, double`,
      unit: 'cells',
      run: () => customFunctionCells(plans(n)[k]),
    })),
  ),
];
