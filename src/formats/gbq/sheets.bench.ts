/**
 * The GBQ group table on the in-memory Sheets: custom-function cells of the generated sheet (one, the GBQ column
 * spilling down, whatever the group size) and service calls of createGbqTable, for a small and a large group;
 * the same for tables with a results log (one log row per game of the schedule: 18, 360 and 2,340 rows); and the
 * log table's recalculation load: formula cells, the cells their references cover, and the stand-in's
 * recalculation time after one typed log row (16 and 40 players).
 */
import { installFakeGas } from '../../../test/helpers/fakeGas';
import { createGbqTable } from './server/endpoints';
import { customFunctionCells, formulaLoad } from './server/testHelpers';
import { logOf } from './sheets/log';
import { defaultLogRows, LOG } from './sheets/logLayout';
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

/** A log table of n players (3-game matches, one row per game), half its rows typed; the next row is typed in the timing. */
function logTable(players: number) {
  const gas = installFakeGas();
  const names = Array.from({ length: players }, (_, i) => `Player ${i + 1}`);
  const name = gas.execute(() => createGbqTable({ title: 'Bench', players: names, qualifiers: 2, log: true })).sheet;
  const sheet = gas.book.sheet(name);
  const rows = defaultLogRows(players, 3, 1);
  const log = logOf(players, rows);
  const games: (string | number)[][] = [];
  for (let a = 1; a <= players && games.length < rows / 2; a++)
    for (let b = a + 1; b <= players && games.length < rows / 2; b++) games.push([names[a - 1], names[b - 1], '', 30, 30, '', '']);
  sheet.getRange(log.first, LOG.first, games.length, 7).setValues(games);
  let next = log.first + games.length;
  const typeOne = () => {
    sheet.getRange(next, LOG.first, 1, 7).setValues([[names[players - 2], names[players - 1], 1, 15, 5, '', '']]);
    sheet.getRange(next, LOG.first, 1, 7).setValues([['', '', '', '', '', '', '']]);
    next = next === log.last ? log.first + games.length : next + 1;
  };
  return { sheet, typeOne };
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
  ...LOG_SIZES.filter((n) => n > 4).map((n) => ({
    what: 'GBQ log table: formula cells',
    size: `${n} players, 3-game matches`,
    unit: 'cells',
    run: () => formulaLoad(logTable(n).sheet).formulas,
  })),
  ...LOG_SIZES.filter((n) => n > 4).map((n) => ({
    what: 'GBQ log table: cells referenced by its formulas',
    size: `${n} players, 3-game matches`,
    unit: 'cells',
    run: () => formulaLoad(logTable(n).sheet).referenced,
  })),
  ...LOG_SIZES.filter((n) => n > 4).map((n) => ({
    what: 'GBQ log table: recalculation after one typed log row (typed, then cleared: two edits)',
    size: `${n} players, half the log typed`,
    unit: 'ms',
    repeat: 5,
    setup: () => logTable(n),
    run: (input: unknown) => (input as ReturnType<typeof logTable>).typeOne(),
  })),
];
