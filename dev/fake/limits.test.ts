/**
 * Google's limits in the fake: 10,000,000 cells per spreadsheet (every way a grid grows), 100-character sheet
 * names, and the PropertiesService quotas (9 KB per value, 500 KB per store), each refused before anything changes.
 */
import { createFakeGas } from './gas';
import { CELL_LIMIT_MESSAGE, MAX_CELLS, MAX_PROPERTY_STORE_BYTES, MAX_PROPERTY_VALUE_BYTES, PROPERTY_QUOTA_MESSAGE, SHEET_NAME_MESSAGE } from './limits';

type Props = {
  setProperty(k: string, v: string): unknown;
  setProperties(values: Record<string, string>): unknown;
  getProperty(k: string): string | null;
  getKeys(): string[];
};

/** A workbook whose only sheet is trimmed to 10 columns and grown to `cells` cells (a multiple of 10), and that sheet. */
function bookWith(cells: number) {
  const gas = createFakeGas();
  const sheet = gas.book.sheet('Sheet1');
  sheet.deleteColumns(11, 16);
  sheet.insertRowsAfter(1000, cells / 10 - 1000);
  expect(gas.book.cellCount()).toBe(cells);
  return { gas, book: gas.book, sheet };
}

describe('10,000,000 cells per spreadsheet', () => {
  it('counts rows × columns of every sheet, empty cells included', () => {
    const gas = createFakeGas();
    expect(gas.book.cellCount()).toBe(26_000);
    gas.book.insertSheet('Two');
    gas.book.sheet('Two').insertColumnsAfter(26, 4);
    expect(gas.book.cellCount()).toBe(26_000 + 30_000);
  });

  it("insertRowsAfter up to the limit passes, one row more throws Google's message and changes nothing", () => {
    const { book, sheet } = bookWith(MAX_CELLS - 20);
    sheet.insertRowsAfter(sheet.getMaxRows(), 2);
    expect(book.cellCount()).toBe(MAX_CELLS);
    expect(() => sheet.insertRowsAfter(1, 1)).toThrow(CELL_LIMIT_MESSAGE);
    expect(book.cellCount()).toBe(MAX_CELLS);
  });

  it('insertColumnsAfter, insertRows/insertColumns and the Before/single variants are checked too', () => {
    const { sheet } = bookWith(MAX_CELLS - 100); // room for 10 rows of 10 columns
    expect(() => sheet.insertColumnsAfter(10, 1)).toThrow(CELL_LIMIT_MESSAGE);
    expect(() => sheet.insertColumnsBefore(1, 1)).toThrow(CELL_LIMIT_MESSAGE);
    expect(() => sheet.insertColumns(1)).toThrow(CELL_LIMIT_MESSAGE);
    expect(() => sheet.insertColumnBefore(1)).toThrow(CELL_LIMIT_MESSAGE);
    expect(() => sheet.insertColumnAfter(1)).toThrow(CELL_LIMIT_MESSAGE);
    expect(() => sheet.insertRows(1, 11)).toThrow(CELL_LIMIT_MESSAGE);
    expect(() => sheet.insertRowsBefore(1, 11)).toThrow(CELL_LIMIT_MESSAGE);
    sheet.insertRows(1, 10);
    expect(() => sheet.insertRowAfter(1)).toThrow(CELL_LIMIT_MESSAGE);
    expect(() => sheet.insertRowBefore(1)).toThrow(CELL_LIMIT_MESSAGE);
  });

  it('insertSheet (1000 × 26 cells) over the limit throws and adds no sheet', () => {
    const { book } = bookWith(MAX_CELLS - 26_000 + 10);
    expect(() => book.insertSheet('More')).toThrow(CELL_LIMIT_MESSAGE);
    expect(book.sheets.map((s) => s.name)).toEqual(['Sheet1']);
  });

  it('appendRow that must grow the grid is checked; one that fits is not', () => {
    const { sheet } = bookWith(MAX_CELLS);
    expect(() => sheet.appendRow(new Array(11).fill('x'))).toThrow(CELL_LIMIT_MESSAGE);
    sheet.appendRow(new Array(10).fill('fits'));
    expect(sheet.getRange('A1:B1').getValues()).toEqual([['fits', 'fits']]);
    expect(sheet.getMaxColumns()).toBe(10);
  });

  it('inserted rows and columns move the cells below and to the right', () => {
    const gas = createFakeGas();
    const sheet = gas.book.sheet('Sheet1');
    sheet.getRange('A1:B2').setValues([
      [1, 2],
      [3, 4],
    ]);
    sheet.insertRowsBefore(2, 1);
    sheet.insertColumns(1);
    expect(sheet.getRange('A1:C3').getValues()).toEqual([
      ['', 1, 2],
      ['', '', ''],
      ['', 3, 4],
    ]);
    expect([sheet.getMaxRows(), sheet.getMaxColumns()]).toEqual([1001, 27]);
  });
});

describe('sheet names of at most 100 characters', () => {
  it('insertSheet and setName accept 100 characters and refuse 101 (or a blank name)', () => {
    const gas = createFakeGas();
    const book = gas.book;
    expect(() => book.insertSheet('x'.repeat(100))).not.toThrow();
    expect(() => book.insertSheet('y'.repeat(101))).toThrow(SHEET_NAME_MESSAGE);
    const sheet = book.sheet('Sheet1');
    expect(() => sheet.setName('z'.repeat(101))).toThrow(SHEET_NAME_MESSAGE);
    expect(() => sheet.setName('   ')).toThrow(SHEET_NAME_MESSAGE);
    expect(sheet.getName()).toBe('Sheet1');
    sheet.setName('z'.repeat(100));
    expect(sheet.getName()).toBe('z'.repeat(100));
  });

  it('counts UTF-16 units, as Sheets does: 50 emoji are 100', () => {
    const book = createFakeGas().book;
    expect(() => book.insertSheet('😀'.repeat(50))).not.toThrow();
    expect(() => book.insertSheet('😀'.repeat(50) + 'a')).toThrow(SHEET_NAME_MESSAGE);
  });
});

describe('PropertiesService quotas', () => {
  const stores = (gas: ReturnType<typeof createFakeGas>) => {
    const service = gas.globals.PropertiesService as { getDocumentProperties(): Props; getScriptProperties(): Props; getUserProperties(): Props };
    return [service.getDocumentProperties(), service.getScriptProperties(), service.getUserProperties()];
  };

  it('a value of 9 KB (UTF-8 bytes) is stored; one byte more throws the quota message and stores nothing', () => {
    for (const props of stores(createFakeGas())) {
      props.setProperty('big', 'x'.repeat(MAX_PROPERTY_VALUE_BYTES));
      expect(props.getProperty('big')!.length).toBe(MAX_PROPERTY_VALUE_BYTES);
      expect(() => props.setProperty('bigger', 'x'.repeat(MAX_PROPERTY_VALUE_BYTES + 1))).toThrow(PROPERTY_QUOTA_MESSAGE);
      expect(() => props.setProperty('accents', 'é'.repeat(MAX_PROPERTY_VALUE_BYTES / 2 + 1))).toThrow(PROPERTY_QUOTA_MESSAGE);
      expect(props.getKeys()).toEqual(['big']);
    }
  });

  it('setProperties checks every value before storing any', () => {
    const [props] = stores(createFakeGas());
    expect(() => props.setProperties({ a: 'ok', b: 'x'.repeat(MAX_PROPERTY_VALUE_BYTES + 1) })).toThrow(PROPERTY_QUOTA_MESSAGE);
    expect(props.getKeys()).toEqual([]);
  });

  it('a store holds at most 500 KB of keys and values; overwriting a key counts its new size only', () => {
    const gas = createFakeGas();
    const [props, other] = stores(gas);
    const value = 'v'.repeat(9000);
    let n = 0;
    expect(() => {
      for (;;) props.setProperty(`k${String(n++).padStart(2, '0')}`, value);
    }).toThrow(PROPERTY_QUOTA_MESSAGE);
    const stored = props.getKeys().length;
    expect(stored).toBe(Math.floor(MAX_PROPERTY_STORE_BYTES / (9000 + 3)));
    expect(() => props.setProperty('k00', value)).not.toThrow(); // same key, same size
    expect(() => props.setProperties({ k00: 'small', extra: 'x'.repeat(5000) })).not.toThrow();
    other.setProperty('own store', value); // each store has its own quota
    expect(props.getKeys().length).toBe(stored + 1);
  });
});
