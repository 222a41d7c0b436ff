/**
 * Writes read strings as Sheets does: setValue, setValues, appendRow and setFormula(s) store what readAsTyped
 * makes of a string; the formula engine gets that typed value (text stays text in formulas); getValues returns
 * Dates for date cells; a plain-text (@) cell keeps strings verbatim; non-strings are stored as given.
 */
import { createFakeGas } from './gas';
import type { FakeSheet } from './sheet';
import { TYPED_FORMATS } from './typed';

function freshSheet(): FakeSheet {
  return createFakeGas({ locale: 'en_US' }).book.sheet('Sheet1');
}

/** Writes `inputs` down column A and reads values, display values and formats back. */
function roundTrip(inputs: unknown[]) {
  const sheet = freshSheet();
  const range = sheet.getRange(1, 1, inputs.length, 1);
  range.setValues(inputs.map((v) => [v]));
  return {
    sheet,
    values: range.getValues().map((r) => r[0]),
    display: range.getDisplayValues().map((r) => r[0]),
    formats: range.getNumberFormats().map((r) => r[0]),
  };
}

const utc = (y: number, m: number, d: number, h = 0, min = 0) => new Date(Date.UTC(y, m - 1, d, h, min));

describe('setValues reads strings as typed', () => {
  it('booleans, numbers, percentages, currency, dates, times, formulas and apostrophes', () => {
    const inputs = [
      'TRUE',
      'false',
      '+1',
      '-2',
      '007',
      '0042',
      '1e3',
      '1,850',
      '50%',
      '$1,234.50',
      '3/4/2024',
      '2024-03-04',
      '12:30',
      '3/4/2024 12:30',
      "'Tis",
      "'007",
      '=1+1',
    ];
    const { values, display, formats } = roundTrip(inputs);
    expect(values).toEqual([
      true,
      false,
      1,
      -2,
      7,
      42,
      1000,
      1850,
      0.5,
      1234.5,
      utc(2024, 3, 4),
      utc(2024, 3, 4),
      new Date(Date.UTC(1899, 11, 30, 12, 30)),
      utc(2024, 3, 4, 12, 30),
      'Tis',
      '007',
      2,
    ]);
    expect(display).toEqual([
      'TRUE',
      'FALSE',
      '1',
      '-2',
      '7',
      '42',
      '1.00E+03',
      '1,850',
      '50%',
      '$1,234.50',
      '3/4/2024',
      '2024-03-04',
      '12:30:00 PM',
      '3/4/2024 12:30:00',
      'Tis',
      '007',
      '2',
    ]);
    expect(formats.slice(7, 14)).toEqual([
      TYPED_FORMATS.grouped,
      TYPED_FORMATS.percent,
      TYPED_FORMATS.currency,
      TYPED_FORMATS.date,
      TYPED_FORMATS.isoDate,
      TYPED_FORMATS.time,
      TYPED_FORMATS.dateTime,
    ]);
  });

  it('"Mar 5" is 5 March of the current year', () => {
    const { values } = roundTrip(['Mar 5']);
    expect(values[0]).toEqual(utc(new Date().getUTCFullYear(), 3, 5));
  });

  it('text that is none of these stays text, unchanged', () => {
    const inputs = ["O'Neil", 'Ann Lee', ' padded ', '2-1', 'Player 7'];
    const { values, display } = roundTrip(inputs);
    expect(values).toEqual(inputs);
    expect(display).toEqual(inputs);
  });

  it('numbers, booleans and Dates are stored as given; empty strings and null leave the cell empty', () => {
    const when = utc(2024, 3, 4, 9, 15);
    const { values, sheet } = roundTrip([7, 0.5, true, when, '', null]);
    expect(values).toEqual([7, 0.5, true, when, '', '']);
    expect(sheet.getLastRow()).toBe(4);
  });

  it('a formula written as a value is a formula', () => {
    const sheet = freshSheet();
    sheet.getRange('A1:B1').setValues([[2, '=A1*3']]);
    expect(sheet.getRange('B1').getFormula()).toBe('=A1*3');
    expect(sheet.getRange('B1').getValue()).toBe(6);
  });
});

describe('the formula engine gets the typed value', () => {
  it('numbers and dates are numbers in formulas (dates as serial numbers)', () => {
    const sheet = freshSheet();
    sheet.getRange('A1:A4').setValues([['007'], ['50%'], ['3/4/2024'], ['12:00']]);
    sheet.getRange('B1:B4').setFormulas([['=A1+1'], ['=A2*10'], ['=A3+0'], ['=A4*24']]);
    sheet.getRange('C1:C2').setFormulas([['=YEAR(A3)&"-"&MONTH(A3)&"-"&DAY(A3)'], ['=ISNUMBER(A3)']]);
    sheet.getRange('B1:B4').setNumberFormat('0.00');
    expect(sheet.getRange('B1:B4').getValues().flat()).toEqual([8, 5, 45355, 12]);
    expect(sheet.getRange('C1:C2').getValues().flat()).toEqual(['2024-3-4', true]);
  });

  it('text stays text in the engine: a protected number, a boolean word, a date-looking and a formula-looking string', () => {
    const sheet = freshSheet();
    sheet.getRange('A1:A4').setValues([["'007"], ["'TRUE"], ["'3/4/2024"], ["'=1+1"]]);
    sheet.getRange('B1:B4').setFormulas([['=ISTEXT(A1)'], ['=ISTEXT(A2)'], ['=ISTEXT(A3)'], ['=A4&"!"']]);
    sheet.getRange('C1').setFormula('=A1&"x"');
    expect(sheet.getRange('B1:B4').getValues().flat()).toEqual([true, true, true, '=1+1!']);
    expect(sheet.getRange('C1').getValue()).toBe('007x');
    expect(sheet.getRange('A1:A4').getFormulas().flat()).toEqual(['', '', '', '']);
  });

  it('an error literal typed (#N/A, #div/0!) is that error, in every locale; behind an apostrophe it is text', () => {
    for (const locale of ['en_US', 'de_DE'] as const) {
      const sheet = createFakeGas({ locale }).book.sheet('Sheet1');
      sheet.getRange('A1:A3').setValues([['#N/A'], ['#div/0!'], ["'#N/A"]]);
      sheet.getRange('B1:B3').setFormulas([['=ISNA(A1)'], ['=AND(ISERROR(A2), NOT(ISNA(A2)))'], ['=ISTEXT(A3)']]);
      expect(sheet.getRange('B1:B3').getValues().flat()).toEqual([true, true, true]);
      expect(sheet.getRange('A1:A3').getDisplayValues().flat()).toEqual(['#N/A', '#DIV/0!', '#N/A']);
      expect(sheet.getRange('A1:A3').getFormulas().flat()).toEqual(['', '', '']);
    }
  });

  it("strings the engine would read otherwise keep Sheets' reading (en_US 3/4 is March 4; 1,850 is a number)", () => {
    const sheet = freshSheet();
    sheet.getRange('A1:A2').setValues([['3/4/2024'], ['1,850']]);
    sheet.getRange('B1:B2').setFormulas([['=MONTH(A1)'], ['=A2+0']]);
    expect(sheet.getRange('B1:B2').getValues().flat()).toEqual([3, 1850]);
  });
});

describe('other writers read strings the same way', () => {
  it('setValue on a block, appendRow and setFormula', () => {
    const sheet = freshSheet();
    sheet.getRange('A1:B2').setValue('50%');
    expect(sheet.getRange('A1:B2').getValues()).toEqual([
      [0.5, 0.5],
      [0.5, 0.5],
    ]);
    sheet.appendRow(['007', 'TRUE', "'007", 'Ann']);
    expect(sheet.getRange('A3:D3').getValues()).toEqual([[7, true, '007', 'Ann']]);
    sheet.getRange('E1').setFormula('=A1*2');
    expect(sheet.getRange('E1').getValue()).toBe(1);
  });
});

describe('number formats', () => {
  it('a plain-text (@) cell keeps strings verbatim, apostrophe included; non-strings are still stored as given', () => {
    const sheet = freshSheet();
    const range = sheet.getRange('A1:A6');
    range.setNumberFormat('@');
    range.setValues([['007'], ['TRUE'], ['3/4/2024'], ['=1+1'], ["'Tis"], [7]]);
    expect(range.getValues().flat()).toEqual(['007', 'TRUE', '3/4/2024', '=1+1', "'Tis", 7]);
    expect(range.getFormulas().flat()).toEqual(['', '', '', '', '', '']);
    expect(sheet.getRange('B1').setFormula('=ISTEXT(A1)').getValue()).toBe(true);
  });

  it('setNumberFormats with @ per cell: only those cells keep the text', () => {
    const sheet = freshSheet();
    const range = sheet.getRange('A1:B1');
    range.setNumberFormats([['@', 'General']]);
    range.setValues([['007', '007']]);
    expect(range.getValues()).toEqual([['007', 7]]);
  });

  it('an entry brings its format into an unformatted cell only; a date always reads back as a Date', () => {
    const sheet = freshSheet();
    const range = sheet.getRange('A1:A2');
    range.setNumberFormat('0.0');
    range.setValues([['50%'], ['3/4/2024']]);
    expect(range.getNumberFormats().flat()).toEqual(['0.0', TYPED_FORMATS.date]);
    expect(range.getValues().flat()).toEqual([0.5, utc(2024, 3, 4)]);
    expect(range.getDisplayValues().flat()).toEqual(['0.5', '3/4/2024']);
  });

  it('a Date value keeps the yyyy-mm-dd hh:mm:ss format it had', () => {
    const sheet = freshSheet();
    sheet.getRange('A1').setValue(utc(2024, 3, 4, 9, 5));
    expect(sheet.getRange('A1').getNumberFormats()).toEqual([['yyyy-mm-dd hh:mm:ss']]);
    expect(sheet.getRange('A1').getDisplayValue()).toBe('2024-03-04 09:05:00');
  });
});

describe('in a de_DE spreadsheet', () => {
  it('reads written strings with a decimal comma and day-first dates, and shows numbers with a decimal comma', () => {
    const sheet = createFakeGas({ locale: 'de_DE' }).book.sheet('Sheet1');
    const inputs = ['98,7', '1.850', '1.850,5', '5.3.2024', '98.7', 'WAHR', "'1,5"];
    sheet.getRange(1, 1, inputs.length, 1).setValues(inputs.map((v) => [v]));
    const values = sheet
      .getRange(1, 1, inputs.length, 1)
      .getValues()
      .map((r) => r[0]);
    expect(values).toEqual([98.7, 1850, 1850.5, utc(2024, 3, 5), '98.7', true, '1,5']);
    const display = sheet
      .getRange(1, 1, 3, 1)
      .getDisplayValues()
      .map((r) => r[0]);
    expect(display).toEqual(['98,7', '1.850', '1.850,50']);
  });
});

describe('text comparison in formulas', () => {
  it('ignores case and keeps accents, as Sheets does: "José" and "Jose" are two names', () => {
    const sheet = freshSheet();
    sheet.getRange(1, 1, 1, 4).setValues([['José', 'Jose', 'JOSÉ', 'Andrés Peña']]);
    sheet.getRange(2, 1, 1, 4).setFormulas([['=A1=B1', '=A1=C1', '=COUNTIF(A1:C1,"jose")', '=D1="Andres Pena"']]);
    expect(sheet.getRange(2, 1, 1, 4).getValues()[0]).toEqual([false, true, 1, false]);
  });
});

describe('in a fr_FR spreadsheet', () => {
  it('shows numbers with a decimal comma and a narrow space between thousands, booleans as VRAI/FAUX', () => {
    const sheet = createFakeGas({ locale: 'fr_FR' }).book.sheet('Sheet1');
    sheet.getRange(1, 1, 3, 1).setValues([['1 850,5'], ['98,7'], ['VRAI']]);
    expect(
      sheet
        .getRange(1, 1, 3, 1)
        .getValues()
        .map((r) => r[0]),
    ).toEqual([1850.5, 98.7, true]);
    expect(
      sheet
        .getRange(1, 1, 3, 1)
        .getDisplayValues()
        .map((r) => r[0]),
    ).toEqual(['1\u202f850,50', '98,7', 'VRAI']);
  });
});
