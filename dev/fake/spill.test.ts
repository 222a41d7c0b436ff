/** An array result blocked by a typed cell fills again once the cell is cleared, as in Sheets. */
import { installFakeGas } from '../../test/helpers/fakeGas';

describe('a blocked array result', () => {
  it('shows #SPILL! while a typed cell is in its range, and fills again when that cell is cleared', () => {
    const gas = installFakeGas();
    const sheet = gas.book.wrapped.insertSheet('S');
    sheet.getRange('A1').setFormula('=ARRAYFORMULA(SEQUENCE(3,2))');
    expect(sheet.getRange('A1:B3').getValues()).toEqual([
      [1, 2],
      [3, 4],
      [5, 6],
    ]);
    sheet.getRange('B2').setValue('typed');
    expect(sheet.getRange('A1').getValue()).toBe('#REF!');
    sheet.getRange('C9').setValue('elsewhere');
    expect(sheet.getRange('A1').getValue()).toBe('#REF!');
    sheet.getRange('B2').clearContent();
    expect(sheet.getRange('A1:B3').getValues()).toEqual([
      [1, 2],
      [3, 4],
      [5, 6],
    ]);
  });
});
