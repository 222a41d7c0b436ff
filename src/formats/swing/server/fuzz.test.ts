/**
 * Every swing endpoint with one malformed field at a time (docs/rules.md §0.3: an error names its field and never
 * shows NaN, undefined, [object Object] or Infinity): each call either answers or refuses in words, a refusal writes
 * nothing, and nothing typed in a field reaches the log as a formula.
 */
import { installFakeGas } from '../../../../test/helpers/fakeGas';
import type { FakeGas } from '../../../../dev/fake/gas';
import {
  createSwing,
  getSwingStatus,
  pauseSwingClock,
  recordSwingResult,
  resyncSwing,
  setSwingPlayerStatus,
  startSwingClock,
  undoSwingResult,
} from './endpoints';

const T0 = Date.parse('2026-05-02T09:00:00.000Z');
const sheet = 'Club';
const INTERNAL = /TypeError|ReferenceError|Cannot read|\bNaN\b|undefined|\[object Object\]|Infinity/;
const ODD: unknown[] = [undefined, null, NaN, Infinity, Number('1e309'), 2.5, true, '  ', '=1+1', "'Tis", {}, ['Ann']];

beforeAll(() => jest.useFakeTimers({ now: T0 + 3_600_000, doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] }));
afterAll(() => jest.useRealTimers());

let gas: FakeGas;
beforeAll(() => {
  gas = installFakeGas();
  gas.execute(() => createSwing({ title: sheet, players: ['Ann', 'Bob', 'Cid', 'Dan'], seed: 's', anteMinutes: 0 }));
  gas.execute(() => startSwingClock({ sheet, time: new Date(T0).toISOString() }));
});

const snapshot = () => JSON.stringify(gas.book.getSheets().map((s) => [s.getName(), s.getDataRange().getValues()]));
const logFormulas = () =>
  gas.book
    .sheet(`${sheet} log`)
    .getRange('A13:G40')
    .getFormulas()
    .flat()
    .filter((f) => f !== '');

type Call = [endpoint: string, field: string, call: (v: unknown) => unknown];
const base = { sheet };
const CALLS: Call[] = [
  ...['title', 'players', 'chips', 'anteMinutes', 'jacoby', 'ending', 'mode', 'seed'].map((f): Call => [
    'createSwing',
    f,
    (v) => createSwing({ title: 'Other', players: ['Ann', 'Bob'], seed: 's', [f]: v } as never),
  ]),
  ...['sheet', 'match', 'winner', 'loser', 'cube', 'kind', 'time'].map((f): Call => [
    'recordSwingResult',
    f,
    (v) => recordSwingResult({ ...base, match: 'A', winner: 'Ann', loser: 'Bob', [f]: v } as never),
  ]),
  ...['sheet', 'player', 'leaving', 'time'].map((f): Call => [
    'setSwingPlayerStatus',
    f,
    (v) => setSwingPlayerStatus({ ...base, player: 'Cid', leaving: true, [f]: v } as never),
  ]),
  ...['sheet', 'time'].map((f): Call => ['pauseSwingClock', f, (v) => pauseSwingClock({ ...base, [f]: v } as never)]),
  ...['sheet', 'time'].map((f): Call => ['startSwingClock', f, (v) => startSwingClock({ ...base, [f]: v } as never)]),
  ...['sheet', 'confirmed'].map((f): Call => ['undoSwingResult', f, (v) => undoSwingResult({ ...base, confirmed: true, [f]: v } as never)]),
  ['resyncSwing', 'sheet', (v) => resyncSwing({ sheet: v } as never)],
  ['getSwingStatus', 'sheet', (v) => getSwingStatus({ sheet: v } as never)],
];

describe.each(CALLS)('%s with an odd %s', (endpoint, field, call) => {
  it('answers or refuses in words, writing nothing when it refuses and no formula ever', () => {
    for (const v of ODD) {
      const before = snapshot();
      let error: string | null = null;
      let value: unknown;
      try {
        value = gas.execute(() => call(v));
      } catch (e) {
        error = e instanceof Error ? `${e.name === 'Error' ? '' : e.name}${e.message}` : `not an Error: ${String(e)}`;
      }
      const shown = error ?? JSON.stringify(value);
      expect([endpoint, field, v, shown]).not.toEqual([endpoint, field, v, expect.stringMatching(INTERNAL)]);
      if (error !== null) expect([endpoint, field, v, snapshot() === before]).toEqual([endpoint, field, v, true]);
      expect(logFormulas()).toEqual([]);
    }
  });
});
