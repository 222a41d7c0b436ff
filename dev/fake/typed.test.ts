/**
 * readAsTyped: Sheets' reading of a written or typed string (en_US), form by form, and the strings that stay text.
 */
import { readAsTyped, TYPED_FORMATS, type Typed } from './typed';

const TODAY = new Date(Date.UTC(2026, 6, 15));
const read = (text: string, format?: string): Typed => readAsTyped(text, format, TODAY);
const utc = (...parts: [number, number, number, number?, number?, number?]) =>
  new Date(Date.UTC(parts[0], parts[1] - 1, parts[2], parts[3] ?? 0, parts[4] ?? 0, parts[5] ?? 0));
const time = (h: number, m: number, s = 0) => new Date(Date.UTC(1899, 11, 30, h, m, s));

describe('readAsTyped: booleans', () => {
  it.each([
    ['TRUE', true],
    ['true', true],
    ['True', true],
    ['FALSE', false],
    ['false', false],
    ['fAlSe', false],
  ])('%s → %s', (text, value) => expect(read(text)).toEqual({ value }));
});

describe('readAsTyped: numbers', () => {
  it.each([
    ['42', 42],
    ['+1', 1],
    ['-2', -2],
    ['007', 7],
    ['0042', 42],
    ['1.5', 1.5],
    ['-0.25', -0.25],
    ['.5', 0.5],
    ['1.', 1],
    [' 42 ', 42],
    ['12345678901234567890', 1.2345678901234567e19],
  ])('%s → %s, no format', (text, value) => expect(read(text)).toEqual({ value }));

  it.each([
    ['1e3', 1000],
    ['1E3', 1000],
    ['2.5e-2', 0.025],
    ['-1e+2', -100],
  ])('%s → %s in scientific format', (text, value) => expect(read(text)).toEqual({ value, format: TYPED_FORMATS.scientific }));

  it.each([
    ['1,850', 1850, TYPED_FORMATS.grouped],
    ['-1,234,567', -1234567, TYPED_FORMATS.grouped],
    ['1,850.25', 1850.25, TYPED_FORMATS.groupedDecimals],
  ])('%s → %s with thousands separators', (text, value, format) => expect(read(text)).toEqual({ value, format }));

  it.each([
    ['50%', 0.5, TYPED_FORMATS.percent],
    ['5 %', 0.05, TYPED_FORMATS.percent],
    ['-20%', -0.2, TYPED_FORMATS.percent],
    ['1.1%', 0.011, TYPED_FORMATS.percentDecimals],
    ['12.5%', 0.125, TYPED_FORMATS.percentDecimals],
    ['1,000%', 10, TYPED_FORMATS.percent],
  ])('%s → %s as a percentage', (text, value, format) => expect(read(text)).toEqual({ value, format }));

  it.each([
    ['$1,234.50', 1234.5],
    ['$5', 5],
    ['-$3.25', -3.25],
  ])('%s → %s as currency', (text, value) => expect(read(text)).toEqual({ value, format: TYPED_FORMATS.currency }));
});

describe('readAsTyped: dates and times (en_US, month first)', () => {
  it.each([
    ['3/4/2024', utc(2024, 3, 4)],
    ['12/31/1999', utc(1999, 12, 31)],
    ['3/4/24', utc(2024, 3, 4)],
    ['3/4/95', utc(1995, 3, 4)],
    ['3/4', utc(2026, 3, 4)],
    ['3-4-2024', utc(2024, 3, 4)],
    ['Mar 5', utc(2026, 3, 5)],
    ['march 5', utc(2026, 3, 5)],
    ['Mar 5, 2024', utc(2024, 3, 5)],
    ['March 5 2024', utc(2024, 3, 5)],
    ['Sept 9', utc(2026, 9, 9)],
    ['5 Mar', utc(2026, 3, 5)],
    ['5 Mar 2024', utc(2024, 3, 5)],
    ['5-Mar-2024', utc(2024, 3, 5)],
    ['2/29/2024', utc(2024, 2, 29)],
  ])('%s → that date', (text, value) => expect(read(text)).toEqual({ value, format: TYPED_FORMATS.date }));

  it.each([
    ['2024-03-04', utc(2024, 3, 4)],
    ['2024-3-4', utc(2024, 3, 4)],
    ['2024/03/04', utc(2024, 3, 4)],
  ])('%s → that date, in ISO form', (text, value) => expect(read(text)).toEqual({ value, format: TYPED_FORMATS.isoDate }));

  it.each([
    ['12:30', time(12, 30)],
    ['0:05', time(0, 5)],
    ['23:59:59', time(23, 59, 59)],
    ['1:30 pm', time(13, 30)],
    ['1:30PM', time(13, 30)],
    ['12:15 am', time(0, 15)],
    ['12 pm', time(12, 0)],
    ['9am', time(9, 0)],
  ])('%s → that time of day on 30 Dec 1899 (day 0)', (text, value) => expect(read(text)).toEqual({ value, format: TYPED_FORMATS.time }));

  it.each([
    ['3/4/2024 12:30', utc(2024, 3, 4, 12, 30)],
    ['3/4/2024 1:30:15 pm', utc(2024, 3, 4, 13, 30, 15)],
    ['2024-03-04 08:00', utc(2024, 3, 4, 8, 0)],
    ['Mar 5, 2024 9:30', utc(2024, 3, 5, 9, 30)],
  ])('%s → that date and time', (text, value) => expect(read(text)).toEqual({ value, format: TYPED_FORMATS.dateTime }));

  it('a date typed without a year takes the current year', () => {
    const r = readAsTyped('Mar 5');
    expect(r).toEqual({ value: utc(new Date().getUTCFullYear(), 3, 5), format: TYPED_FORMATS.date });
  });
});

describe('readAsTyped: formulas and the apostrophe', () => {
  it.each(['=1+1', '=SUM(A1:A3)', '=HYPERLINK("http://x"&A2,"x")'])('%s is a formula', (text) => expect(read(text)).toEqual({ formula: text }));

  it.each([
    ["'Tis", 'Tis'],
    ["'007", '007'],
    ["'TRUE", 'TRUE'],
    ["'=1+1", '=1+1'],
    ["'3/4/2024", '3/4/2024'],
    ["''quoted'", "'quoted'"],
    ["'", ''],
  ])('%s is the text %s (the apostrophe dropped)', (text, value) => expect(read(text)).toEqual({ value }));
});

describe('readAsTyped: text stays text, unchanged', () => {
  it.each([
    "O'Neil",
    'Ann Lee',
    'Ann',
    '',
    '   ',
    ' padded ',
    '2-1',
    '1-0',
    '3 - 1',
    '12:75',
    '25:00',
    '13:00 pm',
    '2/30/2024',
    '13/1/2024',
    'Foo 5',
    '1,85',
    '12,34,567',
    '1.2.3',
    '$',
    '%',
    '$5%',
    '1e3%',
    '1e999',
    '+',
    '--2',
    'TRUEish',
    'Player 7',
    '#1 seed',
  ])('%j', (text) => expect(read(text)).toEqual({ value: text }));
});

describe('readAsTyped: a plain-text (@) cell keeps the string verbatim', () => {
  it.each(['007', 'TRUE', '3/4/2024', '50%', '=1+1', "'Tis", 'Ann'])('%s', (text) => expect(read(text, '@')).toEqual({ value: text }));

  it('other number formats do not change the reading', () => {
    expect(read('007', '0.00')).toEqual({ value: 7 });
    expect(read('3/4/2024', 'General')).toEqual({ value: utc(2024, 3, 4), format: TYPED_FORMATS.date });
  });
});

describe('readAsTyped in de_DE (decimal comma, day first)', () => {
  const de = (text: string): Typed => readAsTyped(text, undefined, TODAY, 'de_DE');
  it('reads decimal commas and dot grouping as numbers', () => {
    expect(de('98,7')).toEqual({ value: 98.7 });
    expect(de('-1,5')).toEqual({ value: -1.5 });
    expect(de('1.850')).toEqual({ value: 1850, format: TYPED_FORMATS.grouped });
    expect(de('1.850,5')).toEqual({ value: 1850.5, format: TYPED_FORMATS.groupedDecimals });
    expect(de('50%')).toEqual({ value: 0.5, format: TYPED_FORMATS.percent });
    expect(de('2')).toEqual({ value: 2 });
  });
  it('reads day-first dates and WAHR/FALSCH; en_US-only forms are not numbers', () => {
    expect(de('5.3.2024')).toEqual({ value: new Date(Date.UTC(2024, 2, 5)), format: 'dd.MM.yyyy' });
    expect(de('1.5')).toEqual({ value: new Date(Date.UTC(TODAY.getUTCFullYear(), 4, 1)), format: 'dd.MM.yyyy' });
    expect(de('98.7')).toEqual({ value: '98.7' });
    expect(de('WAHR')).toEqual({ value: true });
    expect(de('falsch')).toEqual({ value: false });
    expect(de('$1,234.50')).toEqual({ value: '$1,234.50' });
    expect(de('12:30')).toEqual({ value: new Date(Date.UTC(1899, 11, 30, 12, 30)), format: TYPED_FORMATS.time });
    expect(de('W1')).toEqual({ value: 'W1' });
  });
});

describe('readAsTyped in fr_FR (decimal comma, space grouping, day first)', () => {
  const fr = (text: string): Typed => readAsTyped(text, undefined, TODAY, 'fr_FR');
  it('reads numbers, dates and VRAI/FAUX the French way', () => {
    expect(fr('98,7')).toEqual({ value: 98.7 });
    expect(fr('1 850,5')).toEqual({ value: 1850.5, format: TYPED_FORMATS.groupedDecimals });
    expect(fr('1\u202f850')).toEqual({ value: 1850, format: TYPED_FORMATS.grouped });
    expect(fr('5/3/2024')).toEqual({ value: new Date(Date.UTC(2024, 2, 5)), format: 'dd/MM/yyyy' });
    expect(fr('VRAI')).toEqual({ value: true });
    expect(fr('faux')).toEqual({ value: false });
    expect(fr('98.7')).toEqual({ value: '98.7' });
    expect(fr('1.850')).toEqual({ value: '1.850' });
  });
});
