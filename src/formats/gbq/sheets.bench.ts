/**
 * The GBQ group table on the in-memory Sheets: custom-function cells of the generated sheet (one, the GBQ column
 * spilling down, whatever the group size) and service calls of createGbqTable, for a small and a large group.
 */
import { installFakeGas } from '../../../test/helpers/fakeGas';
import { createGbqTable } from './server/endpoints';
import { customFunctionCells } from './server/testHelpers';
import type { BenchCase } from '../../../bench/types';

const SIZES = [4, 40, 200];

function created(players: number) {
  const gas = installFakeGas();
  const names = Array.from({ length: players }, (_, i) => `Player ${i + 1}`);
  let sheet = '';
  const calls = gas.calls.measure(() => {
    sheet = gas.execute(() => createGbqTable({ title: 'Bench', players: names, qualifiers: 1 })).sheet;
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
];
