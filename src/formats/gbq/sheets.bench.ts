/**
 * The GBQ group table on the in-memory Sheets: custom-function cells of the generated sheet (one, the GBQ column
 * spilling down, whatever the group size) and service calls of createGbqTable, for a small and a large group;
 * the same for tables with a results log (one log row per game of the schedule: 18, 360 and 2,340 rows).
 */
import { installFakeGas } from '../../../test/helpers/fakeGas';
import { createGbqTable } from './server/endpoints';
import { customFunctionCells } from './server/testHelpers';
import type { BenchCase } from '../../../bench/types';

const SIZES = [4, 40, 200];

const LOG_SIZES = [4, 16, 40];

function created(players: number, log = false) {
  const gas = installFakeGas();
  const names = Array.from({ length: players }, (_, i) => `Player ${i + 1}`);
  let sheet = '';
  const calls = gas.calls.measure(() => {
    sheet = gas.execute(() => createGbqTable({ title: 'Bench', players: names, qualifiers: 1, log })).sheet;
  });
  return { calls, cells: customFunctionCells(gas.book.sheet(sheet)) };
}

export const cases: BenchCase[] = [
  ...SIZES.map((n) => ({
    what: 'GBQ table sheet: custom-function cells',
    size: `${n} players`,
    unit: 'cells',
    run: () => created(n).cells,
  })),
  ...SIZES.map((n) => ({
    what: 'createGbqTable service calls',
    size: `${n} players`,
    unit: 'calls',
    run: () => created(n).calls,
  })),
  ...LOG_SIZES.map((n) => ({
    what: 'GBQ log table sheet: custom-function cells',
    size: `${n} players, 3-game matches`,
    unit: 'cells',
    run: () => created(n, true).cells,
  })),
  ...LOG_SIZES.map((n) => ({
    what: 'createGbqTable (results log) service calls',
    size: `${n} players, 3-game matches`,
    unit: 'calls',
    run: () => created(n, true).calls,
  })),
];
