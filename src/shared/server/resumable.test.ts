/**
 * A creation too large for one Apps Script run (README "Large events"; docs/rules.md §0.5): written over several
 * runs, each within the time budget by the stand-in's own call counter, and ending exactly as a one-run creation
 * would; a run killed part-way loses nothing, and nothing exists for the add-on until the last sheet is written.
 */
import { asSpreadsheet, installFakeGas } from '../../../test/helpers/fakeGas';
import { EXECUTION_BUDGET_SECONDS, SECONDS_PER_CALL, SECONDS_PER_SHEET } from '../sheets/limits';
import type { SheetPlan } from '../sheets/plan';
import { CREATION_KEY } from './applyPlan';
import { readSheet } from './readSheet';
import {
  ACTIVATE,
  continueCreation,
  createSheets,
  creationInProgress,
  discardCreation,
  freeNames,
  PENDING_CREATION_KEY,
  recoverCreation,
  registerFinisher,
  type Creation,
} from './create';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

/** A sheet with many separate features, so each costs about 3 seconds by the estimate: 120 of them need several runs. */
function heavy(name: string, i: number): SheetPlan {
  const widths = Array.from({ length: 20 }, (_, c) => ({ column: c + 1, width: c % 2 === 0 ? 40 : 100 }));
  return {
    name,
    kind: 'test-heavy',
    metadata: { index: String(i) },
    cells: Array.from({ length: 30 }, (_, r) => Array.from({ length: 20 }, (_, c) => (c === 0 ? `=ROW()*${i}` : `${name} r${r + 1}c${c + 1}`))),
    columnWidths: widths,
    styles: [
      { range: 'A1:T1', bold: true, background: '#eeeeee', fontColor: '#333333', italic: true, horizontalAlignment: 'center', wrap: true },
      { range: 'B2:B30', numberFormat: '0.0' },
    ],
    notes: { A1: `note ${i}` },
    frozenRows: 1,
    frozenColumns: 1,
  };
}

const SHEETS = 120;
const build = (ss: Spreadsheet) =>
  freeNames(
    ss,
    Array.from({ length: SHEETS }, (_, i) => `Big ${i + 1}`),
  ).map((n, i) => heavy(n, i));

const finished: { names: string[]; data: unknown }[] = [];
registerFinisher('test-record', (sheets, data) => {
  finished.push({ names: sheets.map((s) => s.getName()), data });
  sheets[1].activate();
});

const creation = (over: Partial<Creation> = {}): Creation => ({
  what: 'The big event',
  properties: { 'event:big': '{"sheets":120}' },
  finish: { name: 'test-record', data: { key: 'big' } },
  ...over,
});

function world() {
  const gas = installFakeGas();
  const ss = asSpreadsheet(gas);
  const names = () => ss.getSheets().map((s) => s.getName());
  finished.length = 0;
  return { gas, ss, names };
}

/** Seconds a run took by the add-on's own estimate (a second per inserted sheet, 80 ms per other call), from the counter. */
function runSeconds(gas: ReturnType<typeof installFakeGas>, run: () => unknown): number {
  const before = { calls: gas.calls.spreadsheet, inserted: gas.calls.byName.get('Spreadsheet.insertSheet') ?? 0 };
  gas.execute(run);
  const inserted = (gas.calls.byName.get('Spreadsheet.insertSheet') ?? 0) - before.inserted;
  return inserted * SECONDS_PER_SHEET + (gas.calls.spreadsheet - before.calls - inserted) * SECONDS_PER_CALL;
}

/** Runs the creation to its end the way the sidebar does; the estimated seconds of every run. */
function createAll(gas: ReturnType<typeof installFakeGas>, ss: Spreadsheet, over: Partial<Creation> = {}): number[] {
  const seconds = [runSeconds(gas, () => createSheets(ss, build, creation(over)))];
  for (let guard = 0; guard < 50 && gas.execute(() => creationInProgress()) !== null; guard++) seconds.push(runSeconds(gas, () => continueCreation()));
  return seconds;
}

describe('a creation over one run’s budget is written over several runs', () => {
  it('without a finisher it is refused as before, naming the 6-minute limit, and nothing is written', () => {
    const { gas, ss, names } = world();
    expect(() => gas.execute(() => createSheets(ss, build, { what: 'The big event' }))).toThrow(/more than one Apps Script run may take \(6 minutes\)/);
    expect(names()).toEqual(['Sheet1']);
  });

  it('each run stays within the budget by the stand-in’s call counter, and the end is what one run would have made', () => {
    const { gas, ss, names } = world();
    const seconds = createAll(gas, ss);
    expect(seconds.length).toBeGreaterThanOrEqual(2);
    for (const s of seconds) expect(s).toBeLessThanOrEqual(EXECUTION_BUDGET_SECONDS);
    expect(names()).toEqual(['Sheet1', ...Array.from({ length: SHEETS }, (_, i) => `Big ${i + 1}`)]);
    expect(gas.properties.document.get('event:big')).toBe('{"sheets":120}');
    expect(gas.properties.document.has(PENDING_CREATION_KEY)).toBe(false);
    expect(finished).toEqual([{ names: names().slice(1), data: { key: 'big' } }]);
    expect(ss.getActiveSheet().getName()).toBe('Big 2');

    // The same plans written in one run (a small event of the same sheets) give the same sheets, first run's and last's.
    const one = world();
    const picked = [0, 1, SHEETS - 2, SHEETS - 1];
    one.gas.execute(() => createSheets(one.ss, () => picked.map((i) => heavy(`Big ${i + 1}`, i)), { what: 'Small', finish: { name: ACTIVATE, data: 0 } }));
    const content = (sheet: GoogleAppsScript.Spreadsheet.Sheet) => {
      const range = sheet.getDataRange();
      const metadata = new Map(readSheet(sheet).metadata);
      metadata.delete(CREATION_KEY);
      return {
        metadata,
        values: range.getValues(),
        formulas: range.getFormulas(),
        backgrounds: range.getBackgrounds(),
        formats: range.getNumberFormats(),
        note: sheet.getRange('A1').getNote(),
        widths: Array.from({ length: 20 }, (_, c) => sheet.getColumnWidth(c + 1)),
        frozen: [sheet.getFrozenRows(), sheet.getFrozenColumns()],
        size: [sheet.getMaxRows(), sheet.getMaxColumns()],
      };
    };
    for (const i of picked) expect(content(ss.getSheetByName(`Big ${i + 1}`)!)).toEqual(content(one.ss.getSheetByName(`Big ${i + 1}`)!));
  });

  it('between runs the event does not exist for the add-on: its properties are not stored, a new creation is refused with what to do', () => {
    const { gas, ss } = world();
    gas.execute(() => createSheets(ss, build, creation()));
    const progress = gas.execute(() => creationInProgress());
    expect(progress).toMatchObject({ what: 'The big event', total: SHEETS, complete: false });
    expect(progress!.done).toBeGreaterThan(0);
    expect(progress!.done).toBeLessThan(SHEETS);
    expect(gas.properties.document.has('event:big')).toBe(false);
    expect(finished).toEqual([]);
    expect(() => gas.execute(() => createSheets(ss, (b) => freeNames(b, ['Other']).map((n) => heavy(n, 0)), { what: 'Another set' }))).toThrow(
      /^The big event is half made \(\d+ of 120 sheets written\)\. Open the sidebar .* finish it or remove it first\.$/,
    );
  });

  it('the sidebar, when it opens, reports it as resumable and removes nothing; Remove takes every sheet of it and its store', () => {
    const { gas, ss, names } = world();
    gas.execute(() => createSheets(ss, build, creation()));
    const before = names();
    expect(gas.execute(() => recoverCreation())).toMatchObject({ what: 'The big event', resumable: true, removed: [], total: SHEETS });
    expect(names()).toEqual(before);
    const removed = gas.execute(() => discardCreation());
    expect(removed?.removed.length).toBe(before.length - 1);
    expect(names()).toEqual(['Sheet1']);
    expect(gas.properties.document.has(PENDING_CREATION_KEY)).toBe(false);
    expect(gas.execute(() => continueCreation())).toMatchObject({ complete: true, total: 0 });
  });

  it('a continuation run killed part-way is written again by the next one: same end, no " (2)" copies', () => {
    const { gas, ss, names } = world();
    gas.execute(() => createSheets(ss, build, creation()));
    const insert = ss.insertSheet.bind(ss);
    let inserted = 0;
    ss.insertSheet = ((name: string) => {
      if (++inserted === 4) throw new Error('Exceeded maximum execution time');
      return insert(name);
    }) as typeof ss.insertSheet;
    // A killed run runs no catch: the error escapes the lock's body untouched only in Apps Script; here the
    // continuation's own catch would clean up, so the kill is simulated below the catch by making it unrecoverable.
    const del = ss.deleteSheet.bind(ss);
    ss.deleteSheet = (() => {
      throw new Error('Exceeded maximum execution time');
    }) as typeof ss.deleteSheet;
    const props = PropertiesService.getDocumentProperties();
    const getProps = PropertiesService.getDocumentProperties.bind(PropertiesService);
    const frozen = {
      ...props,
      deleteProperty: () => {
        throw new Error('Exceeded maximum execution time');
      },
    };
    PropertiesService.getDocumentProperties = () => Object.assign(Object.create(Object.getPrototypeOf(props)), props, frozen);
    expect(() => gas.execute(() => continueCreation())).toThrow('Exceeded maximum execution time');
    PropertiesService.getDocumentProperties = getProps;
    ss.insertSheet = insert;
    ss.deleteSheet = del;
    for (let guard = 0; guard < 50 && gas.execute(() => creationInProgress()) !== null; guard++) gas.execute(() => continueCreation());
    expect(names()).toEqual(['Sheet1', ...Array.from({ length: SHEETS }, (_, i) => `Big ${i + 1}`)]);
    expect(finished.length).toBe(1);
  });

  it('a continuation that cannot go on (its hidden store deleted) removes the whole creation and says so', () => {
    const { gas, ss, names } = world();
    gas.execute(() => createSheets(ss, build, creation()));
    const store = ss.getSheets().find((s) => s.isSheetHidden())!;
    ss.deleteSheet(store);
    expect(() => gas.execute(() => continueCreation())).toThrow(/^The big event could not be finished, and nothing of it was kept: its hidden working sheet/);
    expect(names()).toEqual(['Sheet1']);
    expect(gas.properties.document.has('event:big')).toBe(false);
  });

  it('a finisher that fails on the last run removes everything too', () => {
    const { gas, ss, names } = world();
    registerFinisher('test-fail', () => {
      throw new Error('link failed');
    });
    expect(() => createAll(gas, ss, { finish: { name: 'test-fail' } })).toThrow(/could not be finished, and nothing of it was kept: link failed/);
    expect(names()).toEqual(['Sheet1']);
    expect(gas.properties.document.has('event:big')).toBe(false);
  });

  it('a creation that fits one run is written in one run, finisher included', () => {
    const { gas, ss, names } = world();
    gas.execute(() => createSheets(ss, (b) => build(b).slice(0, 2), creation()));
    expect(names()).toEqual(['Sheet1', 'Big 1', 'Big 2']);
    expect(gas.execute(() => creationInProgress())).toBeNull();
    expect(finished).toHaveLength(1);
    expect(gas.properties.document.get('event:big')).toBe('{"sheets":120}');
  });
});
