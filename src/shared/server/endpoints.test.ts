import { readSelection } from './endpoints';
import { asSpreadsheet, installFakeGas } from '../../../test/helpers/fakeGas';

describe('readSelection', () => {
  it.each(['en_US', 'de_DE'] as const)('gives the same text in %s: numbers as plain decimals, whatever their format', (locale) => {
    const gas = installFakeGas({ locale });
    const ss = asSpreadsheet(gas);
    const sheet = ss.getSheets()[0];
    sheet.getRange(1, 1, 3, 2).setValues([
      ["'Ann Lee", 1850.5],
      ["'007", 2012],
      ["'=1+1", true],
    ]);
    sheet.getRange(1, 2, 2, 1).setNumberFormat('#,##0.0');
    sheet.getRange(1, 1, 3, 2).activate();
    expect(readSelection().values).toEqual([
      ['Ann Lee', '1850.5'],
      ['007', '2012'],
      ['=1+1', 'TRUE'],
    ]);
  });
});
