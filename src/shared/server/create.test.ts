import { asSpreadsheet, installFakeGas } from '../../../test/helpers/fakeGas';
import type { SheetPlan } from '../sheets/plan';
import { BUSY_MESSAGE, createSheets, freeNames } from './create';

const plan = (name: string, rows = 3): SheetPlan => ({ name, kind: 'test', cells: Array.from({ length: rows }, (_, r) => [`row ${r + 1}`]) });

function world() {
  const gas = installFakeGas();
  const ss = asSpreadsheet(gas);
  const names = () => ss.getSheets().map((s) => s.getName());
  const build = (ss2: GoogleAppsScript.Spreadsheet.Spreadsheet) =>
    freeNames(ss2, [
      { title: 'May', suffix: ' Games' },
      { title: 'May', suffix: ' Stats' },
    ]).map((n) => plan(n));
  return { gas, ss, names, build };
}

describe('createSheets: all or nothing, within the limits, one creation at a time', () => {
  it('writes every plan and stores the properties', () => {
    const { gas, ss, names, build } = world();
    gas.execute(() => createSheets(ss, build, { what: 'This set', properties: { 'set:May': '{"g":1}' } }));
    expect(names()).toEqual(['Sheet1', 'May Games', 'May Stats']);
    expect(gas.properties.document.get('set:May')).toBe('{"g":1}');
  });

  it('refuses an overlapping creation with the busy message and writes nothing', () => {
    const { gas, ss, names, build } = world();
    const other = LockService.getDocumentLock(); // another sidebar's execution holds the lock
    expect(other.tryLock(0)).toBe(true);
    expect(() => createSheets(ss, build, { what: 'This set' })).toThrow(BUSY_MESSAGE);
    expect(names()).toEqual(['Sheet1']);
    other.releaseLock();
    gas.execute(() => createSheets(ss, build, { what: 'This set' }));
    expect(names()).toEqual(['Sheet1', 'May Games', 'May Stats']);
  });

  it('undoes a creation that fails part-way: no sheet left, properties as before, a retry gets the same names', () => {
    const { gas, ss, names, build } = world();
    gas.properties.document.set('set:May', 'old');
    expect(() =>
      gas.execute(() =>
        createSheets(ss, build, {
          what: 'This set',
          properties: { 'set:May': 'new', 'set:other': 'x' },
          after: () => {
            throw new Error('Exceeded maximum execution time');
          },
        }),
      ),
    ).toThrow('This set could not be created, and nothing was kept: Exceeded maximum execution time');
    expect(names()).toEqual(['Sheet1']);
    expect(gas.properties.document.get('set:May')).toBe('old');
    expect(gas.properties.document.has('set:other')).toBe(false);
    gas.execute(() => createSheets(ss, build, { what: 'This set' }));
    expect(names()).toEqual(['Sheet1', 'May Games', 'May Stats']);
  });

  it('checks the limits before writing anything, naming each limit broken', () => {
    const { gas, ss, names } = world();
    const big: SheetPlan = { ...plan('big'), styles: [{ range: 'A1:Z400000', bold: true }] }; // 26 × 400,000 cells
    const tooLong = () => [plan('ok'), plan('x'.repeat(101)), big];
    let message = '';
    try {
      gas.execute(() => createSheets(ss, tooLong, { what: 'This set', properties: { reg: 'y'.repeat(10_000) } }));
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message.split('\n')).toEqual([
      expect.stringMatching(/^This set needs [\d,]+ cells .* over Google Sheets' limit of 10,000,000 cells per spreadsheet/),
      expect.stringMatching(/^Sheet name "x{101}" is longer than Sheets' 100 characters/),
      expect.stringMatching(/^The add-on's record "reg" would be 10,000 bytes, over Apps Script's limit of 9 KB/),
    ]);
    expect(names()).toEqual(['Sheet1']);
  });
});

describe('createSheets: a failure inside applyPlan', () => {
  it('removes the sheet applyPlan had inserted before it failed', () => {
    const { gas, ss, names } = world();
    const bad: SheetPlan = { ...plan('Bad'), dropDowns: [{ range: 'A1', helpText: 'neither a list nor a range' }] };
    expect(() => gas.execute(() => createSheets(ss, () => [plan('Good'), bad], { what: 'This set' }))).toThrow(
      /could not be created, and nothing was kept: Drop-down on A1/,
    );
    expect(names()).toEqual(['Sheet1']);
  });
});
