/**
 * Swing on the in-memory Sheets: service calls for one recordSwingResult on a 100-result and a 2,000-result
 * event (the same: the log is read with one getValues and only the new grid rows are written); and the
 * custom-function cells of each generated sheet at 4 and 24 players (0: the add-on writes every derived value).
 */
import { installFakeGas } from '../../../test/helpers/fakeGas';
import { createSwing, recordSwingResult, resyncSwing } from './server/endpoints';
import { logCells } from './sheets/log';
import { LOG_COLUMNS } from './sheets/layout';
import { SWING_MAIN } from './sheets/plan';
import { customFunctionCells } from './server/testHelpers';
import { swingBenchLog } from './rules.bench';
import type { BenchCase } from '../../../bench/types';

function callsForOneMore(results: number): number {
  const { settings, log } = swingBenchLog(results + 1);
  const gas = installFakeGas();
  gas.execute(() =>
    createSwing({
      title: 'Bench',
      players: [...settings.players],
      chips: settings.chips,
      anteMinutes: settings.anteMinutes,
      mode: 'automated',
      seed: settings.seed,
    }),
  );
  // Write the settings' start and the first `results` entries straight into the log sheet (one setValues).
  const sheet = gas.book.sheet('Bench log');
  sheet.getRange('B9').setValue(`'${settings.start}`);
  sheet.insertRowsAfter(sheet.getMaxRows(), results + 10);
  sheet.getRange(13, 1, results, LOG_COLUMNS).setValues(log.slice(0, results).map((e) => logCells(e)));
  // Those rows protected as the add-on's own growth would have left them (the measured posting is a plain one).
  gas.book.sheet('Bench').addDeveloperMetadata(SWING_MAIN.keys.logRows, String(13 + results + 10));
  gas.execute(() => resyncSwing({ sheet: 'Bench' })); // the grid as it would stand after `results` recordings
  const next = log[results];
  if (next.type !== 'result') throw new Error('bench: expected a result');
  return gas.calls.measure(() =>
    gas.execute(() => recordSwingResult({ sheet: 'Bench', winner: next.winner, loser: next.loser, cube: next.cube, kind: next.kind, time: next.time })),
  );
}

/** Custom-function cells of the main sheet and of the log sheet of a new event with `players` players. */
function customCells(players: number): { main: number; log: number } {
  const gas = installFakeGas();
  const names = Array.from({ length: players }, (_, i) => `Player ${i + 1}`);
  const { sheet } = gas.execute(() => createSwing({ title: 'Bench', players: names, seed: 'b' }));
  return { main: customFunctionCells(gas.book.sheet(sheet)), log: customFunctionCells(gas.book.sheet(`${sheet} log`)) };
}

export const cases: BenchCase[] = [
  ...[100, 2000].map((n) => ({
    what: 'recordSwingResult service calls',
    size: `${n} logged results, 64 players`,
    unit: 'calls',
    run: () => callsForOneMore(n),
  })),
  ...[4, 24].flatMap((n) =>
    (['main', 'log'] as const).map((which) => ({
      what: `swing: custom-function cells, ${which} sheet`,
      size: `${n} players`,
      unit: 'count',
      run: () => customCells(n)[which],
    })),
  ),
];
