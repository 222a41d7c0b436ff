/**
 * Text compared with text as Sheets compares it (dev/fake/engine.ts): as text, never as dates. In Sheets
 * ="1/2/2020"="01/02/2020" is FALSE (two different texts); HyperFormula on its own reads both as the same date.
 */
import { asSpreadsheet, installFakeGas } from '../helpers/fakeGas';

describe('comparisons in the formula engine', () => {
  it('compares text with text as text: dates in text are not dates, upper/lower case is ignored, accents count', () => {
    const gas = installFakeGas();
    const sheet = asSpreadsheet(gas).getSheetByName('Sheet1')!;
    const formulas = [
      '="1/2/2020"="01/02/2020"',
      '="1/2/2020"="1/2/2020"',
      '="12:00"="12:00:00"',
      '="Müller"="MÜLLER"',
      '="José"="Jose"',
      '="10"<"9"',
      '="b">"A"',
      '=1="1"',
      '=""=Z10',
      '=COUNTIF(B1:B3, "x")',
    ];
    sheet.getRange('B1:B3').setValues([['x'], ['X'], ['y']]);
    sheet.getRange(1, 1, formulas.length, 1).setFormulas(formulas.map((f) => [f]));
    const fake = gas.book.sheet('Sheet1');
    expect(formulas.map((_, i) => fake.valueAt(i + 1, 1))).toEqual([false, true, false, true, false, true, true, false, true, 2]);
  });

  it('still compares a number with a number, and an array comparison of names with names gives the matches', () => {
    const gas = installFakeGas();
    const sheet = asSpreadsheet(gas).getSheetByName('Sheet1')!;
    sheet.getRange('A1:A3').setValues([['Ann'], ['Bob'], ['ann']]);
    sheet.getRange('C1').setFormula('=ARRAYFORMULA(SUMPRODUCT((A1:A3="ANN")*1))');
    sheet.getRange('C2').setFormula('=2.50=2.5');
    const fake = gas.book.sheet('Sheet1');
    expect([fake.valueAt(1, 3), fake.valueAt(2, 3)]).toEqual([2, true]);
  });
});
