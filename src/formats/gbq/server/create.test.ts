/**
 * createGbqTable goes through createSheets: the document lock (an overlapping creation is refused, one sheet is
 * made), Sheets' limits checked before anything is written, all or nothing on a failure part-way, long titles, and
 * a fixed number of custom-function cells whatever the group size.
 */
import { BUSY_MESSAGE } from '../../../shared/server/create';
import { FakeSheet } from '../../../../dev/fake/sheet';
import { createGbqTable, GBQ_CREATION } from './endpoints';
import { SETTINGS, WORK } from '../sheets/layout';
import { installFakeGas } from '../../../../test/helpers/fakeGas';
import { customFunctionCells, errorCells, liveTable, typeEntries } from './testHelpers';

const ok = { title: 'Group A', players: ['Ann', 'Bob', 'Cid', 'Dee'], qualifiers: 2 };
const names = (gas: ReturnType<typeof installFakeGas>) => gas.book.getSheets().map((s) => s.getName());

afterEach(() => jest.restoreAllMocks());

describe('createGbqTable: one creation at a time', () => {
  it('refuses a creation while another action holds the document lock, then creates one sheet', () => {
    const gas = installFakeGas();
    const other = LockService.getDocumentLock(); // another sidebar's action, still running
    expect(other.tryLock(0)).toBe(true);
    expect(() => createGbqTable(ok)).toThrow(BUSY_MESSAGE);
    expect(names(gas)).toEqual(['Sheet1']);
    other.releaseLock();
    expect(createGbqTable(ok)).toEqual({ sheet: 'Group A' });
    expect(names(gas)).toEqual(['Sheet1', 'Group A']);
    expect(gas.lock.holder).toBeNull(); // released after the creation
  });
});

describe('createGbqTable: all or nothing', () => {
  it('a failure part-way through writing leaves no sheet and the properties as they were; a retry takes the name', () => {
    const gas = installFakeGas();
    gas.properties.document.set('someone-else', 'kept');
    const before = new Map(gas.properties.document);
    jest.spyOn(FakeSheet.prototype, 'setConditionalFormatRules').mockImplementationOnce(() => {
      throw new Error('Service Spreadsheets failed while accessing document');
    });
    expect(() => createGbqTable(ok)).toThrow(
      `${GBQ_CREATION} could not be created, and nothing was kept: Service Spreadsheets failed while accessing document`,
    );
    expect(names(gas)).toEqual(['Sheet1']);
    expect(gas.properties.document).toEqual(before);
    expect(gas.lock.holder).toBeNull();
    expect(createGbqTable(ok)).toEqual({ sheet: 'Group A' }); // not "Group A (2)"
    expect(names(gas)).toEqual(['Sheet1', 'Group A']);
  });

  it('a failure inserting the sheet leaves the spreadsheet as it was', () => {
    const gas = installFakeGas();
    jest.spyOn(gas.book, 'insertSheet').mockImplementationOnce(() => {
      throw new Error('Service Spreadsheets timed out');
    });
    expect(() => createGbqTable(ok)).toThrow(/could not be created, and nothing was kept: Service Spreadsheets timed out/);
    expect(names(gas)).toEqual(['Sheet1']);
    expect(createGbqTable(ok).sheet).toBe('Group A');
  });
});

describe("createGbqTable: Sheets' limits checked before writing", () => {
  it('refuses a table that would take the spreadsheet past 10,000,000 cells, naming the limit, writing nothing', () => {
    const gas = installFakeGas();
    gas.book.sheet('Sheet1').insertRowsAfter(1000, 383_600); // 384,600 × 26 = 9,999,600 cells already
    let message = '';
    try {
      createGbqTable(ok);
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).toMatch(
      /^This GBQ table needs [\d,]+ cells in 1 sheet\(s\) and the spreadsheet already has 9,999,600: over Google Sheets' limit of 10,000,000 cells/,
    );
    expect(names(gas)).toEqual(['Sheet1']);
    expect(gas.book.getSheets()[0].getMaxRows()).toBe(384_600);
    expect(gas.calls.byName.get('Spreadsheet.insertSheet') ?? 0).toBe(0);
    expect(gas.lock.holder).toBeNull();
  });

  it('a 94-character title is kept whole, a second table gets a unique name within 100 characters', () => {
    const gas = installFakeGas();
    const title = 'Tantrix World Championship 2026 — Qualification Group A (Sunday morning, second session) ♦♦♦♦♦';
    expect(Array.from(title)).toHaveLength(94);
    const first = createGbqTable({ ...ok, title }).sheet;
    const second = createGbqTable({ ...ok, title }).sheet;
    expect(first).toBe(title);
    expect(second).toBe(`${title} (2)`);
    expect(Array.from(second).length).toBeLessThanOrEqual(100);
    expect(gas.book.sheet(first).getRange('A1').getValue()).toBe(title); // the title cell keeps it whole
  });

  it('a title longer than a sheet name is shortened on a character boundary for the sheet, kept whole in A1', () => {
    const gas = installFakeGas();
    const title = `${'Группа 🀄 '.repeat(12)}end`; // 111 characters, emoji included
    const made = [createGbqTable({ ...ok, title }).sheet, createGbqTable({ ...ok, title }).sheet];
    for (const n of made) expect(n.length).toBeLessThanOrEqual(100); // UTF-16 units, as Sheets counts (an emoji is 2)
    expect(new Set(made).size).toBe(2);
    expect(made[0].endsWith('…')).toBe(true);
    expect(made[1]).toBe(`${made[0]} (2)`);
    expect(made[0]).not.toMatch(/[\uD800-\uDBFF]…$/); // never half an emoji
    expect(gas.book.sheet(made[0]).getRange('A1').getValue()).toBe(title.replace(/\s+/g, ' ').trim());
  });
});

describe('createGbqTable: one custom-function cell per column (GBQ and GBQSTATUS), whatever the group size', () => {
  const cellsFor = (n: number) => {
    const gas = installFakeGas();
    const players = Array.from({ length: n }, (_, i) => `Player ${i + 1}`);
    const sheet = gas.book.sheet(createGbqTable({ title: 'G', players, qualifiers: 1 }).sheet);
    return { gas, sheet, cells: customFunctionCells(sheet) };
  };

  it('has exactly two custom-function cells, =GBQ and =GBQSTATUS at the top of their workings columns, for 4 and 40 players', () => {
    const small = cellsFor(4);
    const large = cellsFor(40);
    expect(small.cells).toBe(2);
    expect(large.cells).toBe(2);
    expect(large.sheet.formulaAt(SETTINGS.firstRow, WORK.gbq)).toMatch(/^=GBQ\(/);
    expect(large.sheet.formulaAt(SETTINGS.firstRow, WORK.mark)).toMatch(/^=GBQSTATUS\(/);
    for (let r = SETTINGS.firstRow + 1; r < SETTINGS.firstRow + 40; r++) {
      expect(large.sheet.formulaAt(r, WORK.gbq)).toBe('');
      expect(large.sheet.formulaAt(r, WORK.mark)).toBe('');
    }
  });

  it('the two cells score all 40 players: GBQ and Status beside every live row, no error anywhere', () => {
    const { sheet } = cellsFor(40);
    typeEntries(
      sheet,
      Array.from({ length: 40 }, (_, i) => ({ played: 2, tps: 10 + (i % 21) })), // 781 TPs from 40 games: 19 short (penalties)
    );
    const live = liveTable(sheet, 40);
    expect(live.every((r) => typeof r.gbq === 'number')).toBe(true);
    expect(live[0].gbq).toBe(0); // q = 1: the leader is the reference
    expect(live.every((r) => r.status === '' || r.status === 'out')).toBe(true);
    expect(sheet.valueAt(SETTINGS.checkRow, 3)).toBe('All entries consistent; the TPs are 19 short of a full share per game (time penalties?)');
    expect(errorCells(sheet)).toEqual([]);
  });
});
