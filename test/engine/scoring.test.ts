/** The backgammon scoring functions as Sheets computes them: formulas in the in-memory spreadsheet. */
import { asSpreadsheet, installFakeGas } from '../helpers/fakeGas';

describe('scoring functions in the formula engine', () => {
  it('=TTTSCORE(C2:C13) fills a column and =VP(B20-C20, 12) gives the protocol VP', () => {
    const gas = installFakeGas();
    const sheet = asSpreadsheet(gas).getSheetByName('Sheet1')!;
    const codes = ['W1', 'W2', 'W3', 'L1', 'L2', 'L3', 'WT', 'LT', 'wg', ' lose backgammon ', '', 1.7];
    sheet.getRange(2, 3, 12, 1).setValues(codes.map((c) => [c]));
    sheet.getRange('D2').setFormula('=TTTSCORE(C2:C13)');
    sheet.getRange('E2').setFormula('=TTTSCORE(C2:C13, "original")');
    sheet.getRange('F2').setFormula('=TTTSCORE(C2:C13, , "opponent")');
    sheet.getRange('B20:C20').setValues([[35, 43]]);
    sheet.getRange('D20').setFormula('=VP(B20-C20, 12)');
    sheet.getRange('E20').setFormula('=VP(C20-B20, 12)');
    sheet.getRange('D21').setFormula('=IMP(SMP(9, 2))');
    sheet.getRange('E21').setFormula('=TTTTIMEOUT(98.7, 96.3, 12.3)');
    const fake = gas.book.sheet('Sheet1');
    const column = (c: number) => Array.from({ length: 12 }, (_, i) => fake.valueAt(2 + i, c));
    expect(column(4)).toEqual([1, 2, 2.7, 0.5, 0.5, 0.3, 1, 0, 2, 0.3, '', 1.7]);
    expect(column(5)).toEqual([1, 2, 3, 0.5, 0.5, 0.5, 1, 0, 2, 0.5, '', 1.7]);
    expect(column(6)).toEqual([0.5, 0.5, 0.3, 1, 2, 2.7, 0, 1, 0.5, 2.7, '', 0]);
    expect(fake.valueAt(20, 4)).toBe(13);
    expect(fake.valueAt(20, 5)).toBe(17);
    expect(fake.valueAt(21, 4)).toBe(8);
    expect(fake.valueAt(21, 5)).toBe(2.5);
  });

  it("shows the function's own error message on a bad cell and recomputes when the TD fixes it", () => {
    const gas = installFakeGas();
    const sheet = asSpreadsheet(gas).getSheetByName('Sheet1')!;
    sheet.getRange('A1:A3').setValues([['W1'], ['wgn'], ['L1']]);
    sheet.getRange('B1').setFormula('=TTTSCORE(A1:A3)');
    const fake = gas.book.sheet('Sheet1');
    expect(fake.valueAt(1, 2)).toBe('#ERROR!');
    expect(fake.errorAt(1, 2)).toMatch(/^TTTSCORE: "wgn" \(row 2 of result\) is not a result/);
    sheet.getRange('A2').setValue('W2');
    expect([1, 2, 3].map((r) => fake.valueAt(r, 2))).toEqual([1, 2, 0.5]);
  });

  it('TTTSTANDINGS spills a ranked table', () => {
    const gas = installFakeGas();
    const sheet = asSpreadsheet(gas).getSheetByName('Sheet1')!;
    sheet.getRange('A1:C3').setValues([
      ['Ann', 'Bob', 'W2'],
      ['Bob', 'Cid', 'W1'],
      ['Cid', 'Ann', 'L1'],
    ]);
    sheet.getRange('E1').setFormula('=TTTSTANDINGS(A1:A3, B1:B3, C1:C3)');
    const fake = gas.book.sheet('Sheet1');
    const table = fake.getRange('E1:Q4').getValues();
    expect(table[0].slice(0, 4)).toEqual(['Rank', 'Player', 'Played', 'Points']);
    expect(table.slice(1).map((r) => [r[0], r[1], r[3]])).toEqual([
      [1, 'Ann', 3],
      [2, 'Bob', 1.5],
      [3, 'Cid', 1],
    ]);
  });
});
