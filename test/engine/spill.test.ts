/** Array results of custom functions in the formula engine: errors, spills read by other formulas. */
import { asSpreadsheet, installFakeGas } from '../helpers/fakeGas';

describe('spilled custom-function results', () => {
  it('survive the function starting to fail while another formula reads the spilled range', () => {
    const gas = installFakeGas();
    const sheet = asSpreadsheet(gas).getSheetByName('Sheet1')!;
    sheet.getRange('A1:B3').setValues([
      [45, 3],
      [15, 3],
      [0, 0],
    ]);
    sheet.getRange('C1').setValue(1);
    sheet.getRange('D1').setFormula('=GBQ(A1:A3, B1:B3, C1)');
    sheet.getRange('E3').setFormula('=INDEX($D$1:$D$3, 2)');
    const fake = gas.book.sheet('Sheet1');
    expect(fake.valueAt(3, 5)).toBe(3);
    sheet.getRange('C1').setValue('x'); // a bad qualifiers option: GBQ fails for the whole range
    expect(fake.valueAt(1, 4)).toBe('#ERROR!');
    expect(fake.errorAt(1, 4)).toMatch(/^GBQ: /);
    expect(fake.valueAt(3, 5)).toBe('#ERROR!');
    sheet.getRange('C1').setValue(1);
    expect(fake.valueAt(3, 5)).toBe(3);
    // A bad row only: the reason in its own cell, the spilled range still read by the other formula.
    sheet.getRange('A1').setValue(1000);
    expect(String(fake.valueAt(1, 4))).toMatch(/^1000 \(row 1 of tps\) is more than 3 game\(s\) can share out/);
    expect(fake.valueAt(3, 5)).toBe(0);
    sheet.getRange('A1').setValue(45);
    expect(fake.valueAt(3, 5)).toBe(3);
  });
});
