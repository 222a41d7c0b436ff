/**
 * Counting custom-function use: per formula (calls, outside strings and quoted sheet names), per sheet and per
 * spreadsheet (cells and calls), over the functions registered in the formula engine.
 */
import { customCallsIn, customFunctionUse } from './customCalls';
import { registerCustomFunctions, registeredFunctionNames } from './engine';
import { createFakeGas } from './gas';

describe('customCallsIn', () => {
  const names = ['DOUBLE', 'PAIR'];

  it.each([
    ['=DOUBLE(A1)', 1],
    ['=double(A1)', 1],
    ['=DOUBLE (A1)', 1],
    ['=DOUBLE(A1)+DOUBLE(A2)', 2],
    ['=DOUBLE(DOUBLE(A1))', 2],
    ['=PAIR(A1:A3)+SUM(A1:A3)', 1],
    ['=SUM(A1:A3)', 0],
    ['="DOUBLE(A1)"', 0],
    ['="say ""DOUBLE(x)"""&DOUBLE(A1)', 1],
    ["='DOUBLE(1)'!A1+1", 0],
    ['=DOUBLED(A1)', 0],
    ['=MYDOUBLE(A1)', 0],
    ['DOUBLE(A1)', 0],
    ['', 0],
  ])('%s → %i', (formula, calls) => expect(customCallsIn(formula, names)).toBe(calls));

  it('no names, no calls', () => expect(customCallsIn('=DOUBLE(A1)', [])).toBe(0));

  it('over a grid: cells with at least one call, and all their calls', () => {
    expect(
      customFunctionUse(
        [
          ['=DOUBLE(A1)', '', undefined],
          ['=DOUBLE(A1)*PAIR(B1)', '=SUM(A1)', '=PAIR(1)'],
        ],
        names,
      ),
    ).toEqual({ cells: 3, calls: 4 });
  });
});

describe('customFunctionCells on the fake spreadsheet and its sheets', () => {
  beforeAll(() => {
    registerCustomFunctions({
      DOUBLE: { fn: (x: unknown) => (Array.isArray(x) ? x.map((r: unknown[]) => r.map((v) => Number(v) * 2)) : Number(x) * 2), arity: 1, shape: 'elementwise' },
      PAIR: { fn: (x: unknown) => [[x, x]], arity: 1, shape: { columns: 2, rows: () => 1 } },
    });
  });
  afterAll(() => registerCustomFunctions({}));

  it('knows the registered names', () => expect(registeredFunctionNames().sort()).toEqual(['DOUBLE', 'PAIR']));

  it('counts formula cells (an array result counts once, at its formula) and calls, per sheet and in total', () => {
    const book = createFakeGas().book;
    const one = book.sheet('Sheet1');
    one.getRange('A1:A3').setValues([[1], [2], [3]]);
    one.getRange('B1').setFormula('=DOUBLE(A1:A3)'); // spills over B1:B3, one cell holds the formula
    one.getRange('C1:C2').setFormulas([['=DOUBLE(A1)+DOUBLE(A2)'], ['=SUM(A1:A3)']]);
    one.getRange('D1').setValue('=PAIR(A1)'); // a formula written as a value
    book.insertSheet('Two');
    book.sheet('Two').getRange('A1').setFormula('="DOUBLE(1)"');
    book.sheet('Two').getRange('A2').setValue("'=DOUBLE(1)"); // text, not a formula
    expect(one.getRange('B1:B3').getValues().flat()).toEqual([2, 4, 6]);
    expect(one.getRange('C1').getValue()).toBe(6);
    expect(one.customFunctionCells()).toEqual({ cells: 3, calls: 4 });
    expect(book.customFunctionCells('Sheet1')).toEqual({ cells: 3, calls: 4 });
    expect(book.customFunctionCells('Two')).toEqual({ cells: 0, calls: 0 });
    book.sheet('Two').getRange('B1').setFormula('=PAIR(1)');
    expect(book.customFunctionCells()).toEqual({ cells: 4, calls: 5 });
    one.getRange('C1').clearContent();
    expect(book.customFunctionCells()).toEqual({ cells: 3, calls: 3 });
  });
});
