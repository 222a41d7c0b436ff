/**
 * Nothing lost, nothing injected: a TD edits one of the two swing sheets by hand (types over a derived or formula
 * cell, a setting, a log cell; deletes a row; sorts rows; renames the sheet; inserts a blank row), then every swing
 * action runs in turn (status, publish, re-sync, record, leaving, pause, resume, undo). Each action either completes
 * with every log row that was there still there (undo: all but the last row, which it removes) or refuses with a
 * message naming the damaged sheet cell and writes nothing — never an internal error (TypeError, "Cannot read",
 * NaN, undefined, [object Object]). One world per edit; the actions run one after the other on it.
 */
import { installFakeGas } from '../../../../test/helpers/fakeGas';
import type { FakeGas } from '../../../../dev/fake/gas';
import type { FakeSheet } from '../../../../dev/fake/sheet';
import { publishFrom, EXTRACTORS } from '../../../publish';
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
import type { SwingLiveStatus } from '../api';

const T0 = Date.parse('2026-05-02T09:00:00.000Z');
const at = (min: number) => new Date(T0 + min * 60_000).toISOString();
const TITLE = 'Club';
const INTERNAL = /TypeError|ReferenceError|Cannot read|NaN|undefined|\[object Object\]|Infinity/;
/** A refusal names the sheet cell to repair ("Club log" B9) or the row of the log. */
const NAMES_CELL = /"[^"]+" [A-Z]+\d+/;

interface World {
  gas: FakeGas;
  mainId: number;
  logId: number;
}

function world(): World {
  const gas = installFakeGas();
  gas.execute(() => createSwing({ title: TITLE, players: ['Ann', 'Bob', 'Cid', 'Dan', 'Eve', 'Fay'], seed: 's', anteMinutes: 0 }));
  const w = { gas, mainId: gas.book.sheet(TITLE).getSheetId(), logId: gas.book.sheet(`${TITLE} log`).getSheetId() };
  const run = <T>(fn: () => T) => gas.execute(fn);
  run(() => startSwingClock({ sheet: TITLE, time: at(0) })); // log row 13
  run(() => recordSwingResult({ sheet: TITLE, match: 'A', winner: 'Ann', loser: 'Bob', time: at(5) })); // 14
  run(() => recordSwingResult({ sheet: TITLE, match: 'B', winner: 'Cid', loser: 'Dan', cube: 2, time: at(6) })); // 15
  run(() => recordSwingResult({ sheet: TITLE, match: 'C', winner: 'Eve', loser: 'Fay', kind: 'gammon', time: at(7) })); // 16
  return w;
}

const byId = (w: World, id: number): FakeSheet => w.gas.book.getSheets().find((s) => s.getSheetId() === id) as FakeSheet;
const main = (w: World) => byId(w, w.mainId);
const log = (w: World) => byId(w, w.logId);

type Edit = [what: string, kind: 'swing' | 'swing-log', edit: (w: World) => void];

/** Sorts the rows of a block by one column, as Data → Sort range does to the values. */
function sortRows(sheet: FakeSheet, range: string, column: number): void {
  const r = sheet.getRange(range);
  const values = r.getValues().slice();
  values.sort((a, b) => String(a[column]).localeCompare(String(b[column])));
  r.setValues(values);
}

const EDITS: Edit[] = [
  ['types over a chips cell of the grid (K15)', 'swing', (w) => main(w).getRange('K15').setValue(99)],
  ['types over the status (I7)', 'swing', (w) => main(w).getRange('I7').setValue('=1+1')],
  ['types over a setting of the main sheet (D2)', 'swing', (w) => main(w).getRange('D2').setValue('twelve')],
  ['deletes a grid row (15)', 'swing', (w) => main(w).deleteRows(15, 1)],
  ['sorts the grid rows by winner', 'swing', (w) => sortRows(main(w), 'A15:P17', 2)],
  ['renames the main sheet', 'swing', (w) => main(w).setName('Renamed')],
  ['types a name not in the list over a log cell (C15)', 'swing-log', (w) => log(w).getRange('C15').setValue('Zed')],
  ['types over a Check formula of the log (H14)', 'swing-log', (w) => log(w).getRange('H14').setValue('ok')],
  ['types 12:30 in the Start setting (B9)', 'swing-log', (w) => log(w).getRange('B9').setValue('12:30')],
  ['types a word in the Chips setting (B3)', 'swing-log', (w) => log(w).getRange('B3').setValue('twelve')],
  ['deletes a log row (14)', 'swing-log', (w) => log(w).deleteRows(14, 1)],
  ['deletes a settings row (5)', 'swing-log', (w) => log(w).deleteRows(5, 1)],
  ['sorts the log rows by winner', 'swing-log', (w) => sortRows(log(w), 'A13:G16', 2)],
  ['renames the log sheet', 'swing-log', (w) => log(w).setName('Renamed log')],
  ['inserts a blank row in the log (14)', 'swing-log', (w) => log(w).insertRowsBefore(14, 1)],
  ['deletes every row below the log', 'swing-log', (w) => log(w).deleteRows(17, log(w).getMaxRows() - 16)],
];

type Action = [what: string, run: (w: World, s: SwingLiveStatus | null) => unknown];

const input = (w: World) => ({ sheet: main(w).getName(), sheetId: w.mainId });
const ACTIONS: Action[] = [
  ['status', (w) => getSwingStatus(input(w))],
  [
    'publish',
    (w) =>
      publishFrom(
        w.gas.book.wrapped as unknown as GoogleAppsScript.Spreadsheet.Spreadsheet,
        { sheet: main(w).getName(), format: 'text' },
        EXTRACTORS,
        () => '2026-05-02',
      ),
  ],
  ['re-sync', (w) => resyncSwing(input(w))],
  [
    'record',
    (w, s) => {
      const m = s?.matches[0];
      return recordSwingResult({ ...input(w), match: m?.letter ?? 'A', winner: m?.players[0] ?? 'Ann', time: at(20) });
    },
  ],
  ['leaving', (w, s) => setSwingPlayerStatus({ ...input(w), player: s?.matches[0]?.players[1] ?? 'Bob', leaving: true, time: at(21) })],
  ['pause', (w) => pauseSwingClock({ ...input(w), time: at(22) })],
  ['resume', (w) => startSwingClock({ ...input(w), time: at(23) })],
  ['undo', (w) => undoSwingResult({ ...input(w), confirmed: true })],
];

/** The log's rows in use (A:G, as text), after the header. */
function logRows(w: World): string[] {
  const values = log(w).getDataRange().getValues();
  const header = values.findIndex((r) => r[0] === 'Type' && r[1] === 'Time');
  return values
    .slice(header + 1)
    .map((r) =>
      r
        .slice(0, 7)
        .map((c) => (c instanceof Date ? c.toISOString() : String(c)))
        .join('|'),
    )
    .filter((r) => r.replace(/\|/g, '') !== '');
}

const snapshot = (w: World) => JSON.stringify(w.gas.book.getSheets().map((s) => [s.getName(), s.getDataRange().getValues()]));

/** Every text an answer shows the TD (the damage, the summary, a post and its problems). */
const shown = (value: unknown): string => JSON.stringify(value);

describe.each(EDITS)('the TD %s (%s), then every action', (_what, _kind, edit) => {
  it('completes with nothing lost, or refuses naming the cell and writes nothing', () => {
    const w = world();
    edit(w);
    const results: string[] = [];
    for (const [name, act] of ACTIONS) {
      let status: SwingLiveStatus | null = null;
      if (name === 'record' || name === 'leaving') {
        try {
          status = w.gas.execute(() => getSwingStatus(input(w)));
        } catch {
          status = null;
        }
      }
      const before = logRows(w);
      const snap = snapshot(w);
      let error: string | null = null;
      let value: unknown;
      try {
        value = w.gas.execute(() => act(w, status));
      } catch (e) {
        error = e instanceof Error ? `${e.name}: ${e.message}` : String(e);
      }
      const after = logRows(w);
      if (error !== null) {
        results.push(`${name}: refused`);
        expect([name, error]).not.toEqual([name, expect.stringMatching(INTERNAL)]);
        // A refusal of a state the TD's edit made names the cell; a refusal by the rules (a clock out of turn,
        // a player already leaving) is the rules' own message. Either way nothing was written.
        if (!/is not running|already|has not been started|is paused|not paused|Nothing to undo|cannot|is not a player|decided|leaving/i.test(error)) {
          expect([name, error]).toEqual([name, expect.stringMatching(NAMES_CELL)]);
        }
        expect([name, snapshot(w)]).toEqual([name, snap]);
      } else {
        results.push(`${name}: ok`);
        expect([name, shown(value)]).not.toEqual([name, expect.stringMatching(INTERNAL)]);
        const kept = name === 'undo' ? before.slice(0, -1) : before;
        for (const row of kept) expect([name, after]).toEqual([name, expect.arrayContaining([row])]);
        if (name === 'undo') expect(after).toHaveLength(before.length - 1);
        else if (['record', 'leaving', 'pause', 'resume'].includes(name)) expect(after).toHaveLength(before.length + 1);
        else expect(after).toEqual(before);
      }
    }
    // Read-only calls answer whatever the edit.
    expect(results.slice(0, 1)).toEqual(['status: ok']);
  });
});
