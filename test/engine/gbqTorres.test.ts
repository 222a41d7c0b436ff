/** GBQ and TORRESRANK as Sheets computes them: formulas in the in-memory spreadsheet. */
import { asSpreadsheet, installFakeGas } from '../helpers/fakeGas';

describe('GBQ and TORRESRANK in the formula engine', () => {
  it("=GBQ over a group table gives the seed's values against the first place", () => {
    const gas = installFakeGas();
    const sheet = asSpreadsheet(gas).getSheetByName('Sheet1')!;
    sheet.getRange('A1:C4').setValues([
      ['Player', 'TPs', 'Games'],
      ['A', 40, 4],
      ['B', 30, 4],
      ['C', 130, 16],
    ]);
    sheet.getRange('D2').setFormula('=GBQ(B2:B4, C2:C4, 1)');
    const fake = gas.book.sheet('Sheet1');
    expect([2, 3, 4].map((r) => fake.valueAt(r, 4))).toEqual([0, 1, 3]);
    // B moves ahead on TP%: B becomes the reference (q = 1) and A is one game behind it.
    sheet.getRange('B3').setValue(50);
    expect([2, 3].map((r) => fake.valueAt(r, 4))).toEqual([1, 0]);
  });

  it('=TORRESRANK ranks the seed game and recomputes when points change', () => {
    const gas = installFakeGas();
    const sheet = asSpreadsheet(gas).getSheetByName('Sheet1')!;
    sheet.getRange('A1:H1').setValues([['A', 115, 'B', 130, 'C', 123, 'D', 110]]);
    sheet.getRange('A3').setFormula('=TORRESRANK(A1:H1)');
    const fake = gas.book.sheet('Sheet1');
    const table = () => fake.getRange('A3:F7').getValues();
    expect(table()[0]).toEqual(['Rank', 'Player', 'VP', 'Difference', 'Points', 'Games']);
    expect(
      table()
        .slice(1)
        .map((r) => [r[0], r[1], r[2], r[3]]),
    ).toEqual([
      [1, 'B', 8, 42],
      [2, 'C', 4, 14],
      [3, 'A', 2, -18],
      [4, 'D', 1, -38],
    ]);
    sheet.getRange('H1').setValue(200);
    expect(table()[1].slice(0, 3)).toEqual([1, 'D', 8]);
  });
});
