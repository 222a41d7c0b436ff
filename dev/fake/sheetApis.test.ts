import { installFakeGas, asSpreadsheet } from '../../test/helpers/fakeGas';
import { formatDate } from './utilities';

describe('the stand-in: time zone and Utilities.formatDate', () => {
  it('has a settable spreadsheet time zone, UTC by default', () => {
    const gas = installFakeGas();
    const ss = asSpreadsheet(gas);
    expect(ss.getSpreadsheetTimeZone()).toBe('UTC');
    gas.book.setSpreadsheetTimeZone('Europe/Paris');
    expect(ss.getSpreadsheetTimeZone()).toBe('Europe/Paris');
  });

  it.each([
    // hand-worked: 2026-03-29 01:30 UTC is 03:30 in Paris (summer time began at 01:00 UTC), 2026-01-15 is winter
    ['2026-03-29T01:30:00Z', 'Europe/Paris', 'yyyy-MM-dd HH:mm Z', '2026-03-29 03:30 +0200'],
    ['2026-01-15T23:05:09Z', 'Europe/Paris', "dd/MM/yy H:mm:ss 'h' XXX", '16/01/26 0:05:09 h +01:00'],
    ['2026-07-04T16:00:00Z', 'America/New_York', 'EEE h:mm a Z', 'Sat 12:00 PM -0400'],
    ['2026-07-04T16:00:00Z', 'Asia/Kolkata', 'HH:mm XXX', '21:30 +05:30'],
    ['2026-07-04T16:00:00Z', 'UTC', 'HH:mm XXX', '16:00 Z'],
  ])('%s in %s as %s', (iso, zone, pattern, expected) => {
    expect(formatDate(new Date(iso), zone, pattern)).toBe(expected);
    const gas = installFakeGas();
    expect((gas.globals.Utilities as { formatDate: typeof formatDate }).formatDate(new Date(iso), zone, pattern)).toBe(expected);
  });

  it('takes a Date from another realm (the bundle runs in a vm context)', () => {
    const foreign = require('vm').runInNewContext('new Date("2026-07-04T16:00:00Z")') as Date;
    expect(foreign instanceof Date).toBe(false);
    expect(formatDate(foreign, 'UTC', 'HH:mm')).toBe('16:00');
  });

  it('refuses a bad date or zone as Apps Script does', () => {
    expect(() => formatDate(new Date('x'), 'UTC', 'HH')).toThrow('Invalid argument: date');
    expect(() => formatDate(new Date(0), 'Mars/Olympus', 'HH')).toThrow('Invalid argument: timeZone Mars/Olympus');
  });
});

describe('the stand-in: protections and the data range', () => {
  it('protects ranges and whole sheets; a protection can move (setRange) and be removed', () => {
    const gas = installFakeGas();
    const sheet = asSpreadsheet(gas).getSheets()[0];
    sheet.getRange('A1:C3').setValues([
      [1, 2, 3],
      [4, 5, 6],
      [7, 8, 9],
    ]);
    const p = sheet.getRange('A1:B2').protect().setDescription('log').setWarningOnly(true);
    sheet.protect().setDescription('whole');
    expect(sheet.getProtections(SpreadsheetApp.ProtectionType.RANGE).map((x) => x.getDescription())).toEqual(['log']);
    expect(sheet.getProtections(SpreadsheetApp.ProtectionType.SHEET).map((x) => x.getDescription())).toEqual(['whole']);
    p.setRange(sheet.getRange('A1:B10'));
    expect(sheet.getProtections(SpreadsheetApp.ProtectionType.RANGE)[0].getRange().getA1Notation()).toBe('A1:B10');
    sheet.getProtections(SpreadsheetApp.ProtectionType.RANGE)[0].remove();
    expect(sheet.getProtections(SpreadsheetApp.ProtectionType.RANGE)).toHaveLength(0);
  });

  it('shrinks the last row and column after trailing content is cleared, as Sheets does', () => {
    const gas = installFakeGas();
    const sheet = asSpreadsheet(gas).getSheets()[0];
    sheet.getRange('A1:C4').setValues([
      [1, 2, 3],
      [4, 5, 6],
      [7, 8, 9],
      [10, 11, 12],
    ]);
    expect([sheet.getLastRow(), sheet.getLastColumn()]).toEqual([4, 3]);
    sheet.getRange('A3:C4').clearContent();
    sheet.getRange('C1:C2').clearContent();
    expect([sheet.getLastRow(), sheet.getLastColumn()]).toEqual([2, 2]);
    expect(sheet.getDataRange().getA1Notation()).toBe('A1:B2');
  });
});

describe('the stand-in: arrays only inside array formulas, as in Sheets', () => {
  it('does not evaluate a range element by element outside ARRAYFORMULA; inside it does', () => {
    const gas = installFakeGas();
    const sheet = asSpreadsheet(gas).getSheets()[0];
    sheet.getRange('A1:A3').setValues([[1], [-2], [3]]);
    sheet.getRange('B1:B2').setFormulas([['=SUM((A1:A3>0)*1)'], ['=ARRAYFORMULA(SUM((A1:A3>0)*1))']]);
    expect(sheet.getRange('B1').getValue()).not.toBe(2);
    expect(sheet.getRange('B2').getValue()).toBe(2);
  });
});
