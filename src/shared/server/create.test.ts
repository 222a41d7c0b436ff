import { asSpreadsheet, installFakeGas } from '../../../test/helpers/fakeGas';
import type { SheetPlan } from '../sheets/plan';
import { BUSY_MESSAGE, createSheets, freeNames, PENDING_CREATION_KEY, recoverCreation } from './create';

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

describe('a creation Apps Script kills half way is found and removed, never copied', () => {
  const four = (ss2: GoogleAppsScript.Spreadsheet.Spreadsheet) => freeNames(ss2, ['May G1', 'May G2', 'May G3', 'May Stats']).map((n) => plan(n));

  /** Runs a creation that Apps Script stops while it writes its third sheet: from then on every service call fails. */
  function killedRun() {
    const { gas, ss, names } = world();
    const insert = ss.insertSheet.bind(ss);
    const props = PropertiesService.getDocumentProperties();
    let inserted = 0;
    let killed = false;
    const dead = () => {
      throw new Error('Exceeded maximum execution time');
    };
    ss.insertSheet = ((name: string) => {
      if (killed || ++inserted === 3) {
        killed = true;
        dead();
      }
      return insert(name);
    }) as typeof ss.insertSheet;
    const deleteSheet = ss.deleteSheet.bind(ss);
    ss.deleteSheet = ((sheet: GoogleAppsScript.Spreadsheet.Sheet) => (killed ? dead() : deleteSheet(sheet))) as typeof ss.deleteSheet;
    const deleteProperty = props.deleteProperty.bind(props);
    props.deleteProperty = ((key: string) => (killed ? dead() : deleteProperty(key))) as typeof props.deleteProperty;
    const getDocumentProperties = PropertiesService.getDocumentProperties.bind(PropertiesService);
    PropertiesService.getDocumentProperties = () => props;
    expect(() => gas.execute(() => createSheets(ss, four, { what: 'This TTT set' }))).toThrow('Exceeded maximum execution time');
    PropertiesService.getDocumentProperties = getDocumentProperties;
    ss.insertSheet = insert;
    ss.deleteSheet = deleteSheet;
    return { gas, ss, names };
  }

  it('leaves the half-made sheets tagged and the creation recorded as pending', () => {
    const { gas, names } = killedRun();
    expect(names()).toEqual(['Sheet1', 'May G1', 'May G2']);
    expect(JSON.parse(gas.properties.document.get(PENDING_CREATION_KEY) ?? 'null')).toMatchObject({
      what: 'This TTT set',
      sheets: 4,
    });
  });

  it('the next creation removes them first: its sheets get the same names, no " (2)"', () => {
    const { gas, ss, names } = killedRun();
    gas.execute(() => createSheets(ss, four, { what: 'This TTT set' }));
    expect(names()).toEqual(['Sheet1', 'May G1', 'May G2', 'May G3', 'May Stats']);
    expect(gas.properties.document.has(PENDING_CREATION_KEY)).toBe(false);
  });

  it('the sidebar, when it opens, removes them and says so; a sheet the TD made under such a name stays', () => {
    const { gas, ss, names } = killedRun();
    ss.deleteSheet(ss.getSheetByName('May G2')!);
    ss.insertSheet('May G2').getRange('A1').setValue('my notes');
    const recovered = gas.execute(() => recoverCreation());
    expect(recovered).toMatchObject({ what: 'This TTT set', removed: ['May G1'] });
    expect(names()).toEqual(['Sheet1', 'May G2']);
    expect(gas.execute(() => recoverCreation())).toBeNull();
  });

  it('a creation that completes, or fails and is undone, leaves no pending record', () => {
    const { gas, ss } = world();
    gas.execute(() => createSheets(ss, four, { what: 'This set' }));
    expect(gas.properties.document.has(PENDING_CREATION_KEY)).toBe(false);
    expect(() =>
      gas.execute(() =>
        createSheets(ss, four, {
          what: 'This set',
          after: () => {
            throw new Error('boom');
          },
        }),
      ),
    ).toThrow('could not be created');
    expect(gas.properties.document.has(PENDING_CREATION_KEY)).toBe(false);
  });
});

describe("the document property store's 500 KB quota", () => {
  it('is checked before anything is written: a creation whose record would pass it is refused in words', () => {
    const { gas, ss, names, build } = world();
    for (let i = 0; i < 62; i++) gas.properties.document.set(`ttt-set:old${i}`, 'x'.repeat(8 * 1024));
    expect(() => gas.execute(() => createSheets(ss, build, { what: 'This set', properties: { 'set:May': 'y'.repeat(9000) } }))).toThrow(
      /records in this spreadsheet would take [\d,]+ bytes, over Apps Script's limit of 500 KB of document properties/,
    );
    expect(names()).toEqual(['Sheet1']);
    expect(gas.properties.document.has('set:May')).toBe(false);
  });
});
