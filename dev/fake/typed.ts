/**
 * Sheets' reading of a string written with setValue(s)/appendRow or typed into a cell, in the spreadsheet's locale
 * (en_US below; de_DE at the end): the string is read as if a person typed it. One pure function, readAsTyped, used by the fake's writes and the
 * preview's cell editor, and exported for the add-on's tests.
 *
 *   'text            text, the apostrophe dropped ("'007" → "007")
 *   =…               a formula
 *   TRUE / false     a boolean (any case)
 *   +1 -2 007 1.5 .5 1e3 1,850 50% $1,234.50
 *                    a number (a percentage divided by 100); percent, currency, grouped and scientific entries
 *                    also bring the number format Sheets gives them
 *   3/4/2024 3/4 3-4-2024 2024-03-04 Mar 5 March 5, 2024 5 Mar 2024   a date, month first (en_US)
 *   12:30 12:30:15 1:30 pm 9am   a time (a Date on 30 Dec 1899, Sheets' day 0)
 *   3/4/2024 12:30   a date and time
 *   #N/A #DIV/0! …   an error (any case): Sheets' error literals
 *   anything else    text, unchanged ("O'Neil", "Ann Lee", "2-1")
 *
 * In a cell formatted as plain text ("@") a string is kept verbatim: no number, date or formula, and, as far as
 * could be checked, a leading apostrophe is kept too (not confirmed against Sheets: the sources found only say
 * that strings are "put unchanged" in a plain-text cell).
 *
 * Dates are UTC, as everywhere in the fake. The formats given to typed dates, times, percentages and currency are
 * plausible Sheets patterns, not verified ones; what matters for the add-on is the value and its type.
 */

export type TypedValue = string | number | boolean | Date;

/**
 * The locales the stand-in reads typed entries in (File ▸ Settings ▸ Locale). de_DE and fr_FR stand for the
 * decimal-comma locales: `1,5` is a number; de_DE groups thousands with a dot (`1.850,5`) and writes dates
 * `5.3.2024`, fr_FR groups with a space (`1 850,5`) and writes `5/3/2024` (day first); TRUE/FALSE are also
 * WAHR/FALSCH and VRAI/FAUX. en_US-only forms (`1.5`, `3/4/2024` month first, `$1,234.50`) are not numbers there.
 */
export type Locale = 'en_US' | 'de_DE' | 'fr_FR';
export const LOCALES: readonly Locale[] = ['en_US', 'de_DE', 'fr_FR'];

/** A decimal-comma locale as data: its thousands separator, its date separator, its words for TRUE and FALSE. */
interface CommaLocale {
  group: string;
  dateSeparator: string;
  trueWords: readonly string[];
  falseWords: readonly string[];
  currency: string;
  dateFormat: string;
}

export const COMMA_LOCALES: Readonly<Record<Exclude<Locale, 'en_US'>, CommaLocale>> = {
  de_DE: { group: '.', dateSeparator: '.', trueWords: ['true', 'wahr'], falseWords: ['false', 'falsch'], currency: '€', dateFormat: 'dd.MM.yyyy' },
  fr_FR: { group: ' ', dateSeparator: '/', trueWords: ['true', 'vrai'], falseWords: ['false', 'faux'], currency: '€', dateFormat: 'dd/MM/yyyy' },
};

/** A written string as Sheets stores it: a value (with the number format the entry implies), or a formula. */
export type Typed = { value: TypedValue; format?: string } | { formula: string } | { error: string };

/** Sheets' error literals: typed into a cell, each becomes that error (ISNA("#N/A" typed) is TRUE), in every locale. */
export const ERROR_LITERALS = ['#N/A', '#DIV/0!', '#VALUE!', '#REF!', '#NAME?', '#NUM!', '#NULL!', '#ERROR!'] as const;

/** The plain-text number format: strings written into such a cell are stored as they are. */
export const TEXT_FORMAT = '@';

export const TYPED_FORMATS = {
  date: 'M/d/yyyy',
  isoDate: 'yyyy-mm-dd',
  time: 'h:mm:ss am/pm',
  dateTime: 'M/d/yyyy H:mm:ss',
  percent: '0%',
  percentDecimals: '0.00%',
  grouped: '#,##0',
  groupedDecimals: '#,##0.00',
  currency: '"$"#,##0.00',
  scientific: '0.00E+00',
} as const;

/**
 * What Sheets makes of `text` written into a cell whose number format is `numberFormat` (en_US). `today` gives
 * the year of a date typed without one ("Mar 5").
 */
export function readAsTyped(text: string, numberFormat?: string, today: Date = new Date(), locale: Locale = 'en_US'): Typed {
  if (numberFormat === TEXT_FORMAT) return { value: text };
  if (text.startsWith("'")) return { value: text.slice(1) };
  if (text.startsWith('=')) return { formula: text };
  const t = text.trim();
  if (t === '') return { value: text };
  const error = ERROR_LITERALS.find((e) => e === t.toUpperCase());
  if (error) return { error };
  if (locale !== 'en_US') {
    const l = COMMA_LOCALES[locale];
    const word = t.toLowerCase();
    if (l.trueWords.includes(word) || l.falseWords.includes(word)) return { value: l.trueWords.includes(word) };
    return readNumberComma(t, l) ?? readDateTimeComma(t, today.getUTCFullYear(), l) ?? { value: text };
  }
  if (/^(true|false)$/i.test(t)) return { value: t.toLowerCase() === 'true' };
  return readNumber(t) ?? readDateTime(t, today.getUTCFullYear()) ?? { value: text };
}

// ---- numbers -----------------------------------------------------------------------------------------

const NUMBER = /^([+-]?)(\$?)((?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d*)?|\.\d+)(e[+-]?\d+)?(\s?%)?$/i;

function readNumber(t: string): Typed | undefined {
  const m = NUMBER.exec(t);
  if (!m) return undefined;
  const [, sign, dollar, body, exponent, percent] = m;
  const grouped = body.includes(',');
  if (dollar && (percent || exponent)) return undefined;
  if (exponent && (grouped || percent)) return undefined;
  // Shift a percentage in the decimal text itself ("1.1e-2", not 1.1 / 100), as Sheets stores 0.011.
  const digits = `${body.replace(/,/g, '')}${exponent ?? ''}`;
  const n = Number(percent ? `${digits}e-2` : digits);
  if (!Number.isFinite(n)) return undefined;
  const value = sign === '-' ? -n : n;
  const decimals = /\.\d/.test(body);
  if (dollar) return { value, format: TYPED_FORMATS.currency };
  if (percent) return { value, format: decimals ? TYPED_FORMATS.percentDecimals : TYPED_FORMATS.percent };
  if (exponent) return { value, format: TYPED_FORMATS.scientific };
  if (grouped) return { value, format: decimals ? TYPED_FORMATS.groupedDecimals : TYPED_FORMATS.grouped };
  return { value };
}

// ---- dates and times ---------------------------------------------------------------------------------

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

function monthOf(word: string): number | undefined {
  const w = word.toLowerCase().replace(/\.$/, '');
  const i = MONTHS.findIndex((name) => w === name || w === name.slice(0, 3) || (name === 'september' && w === 'sept'));
  return i < 0 ? undefined : i + 1;
}

function fullYear(y: string): number {
  const n = Number(y);
  if (y.length > 2) return n;
  return n < 30 ? 2000 + n : 1900 + n; // Sheets' two-digit-year window
}

interface Day {
  year: number;
  month: number;
  day: number;
  iso: boolean;
}

function validDay(year: number, month: number, day: number, iso = false): Day | undefined {
  if (month < 1 || month > 12 || day < 1) return undefined;
  if (day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return undefined;
  return { year, month, day, iso };
}

function readDate(t: string, thisYear: number): Day | undefined {
  let m = /^(\d{1,2})\/(\d{1,2})(?:\/(\d{4}|\d{2}))?$/.exec(t) ?? /^(\d{1,2})-(\d{1,2})-(\d{4})$/.exec(t);
  if (m) return validDay(m[3] ? fullYear(m[3]) : thisYear, Number(m[1]), Number(m[2]));
  m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(t) ?? /^(\d{4})\/(\d{1,2})\/(\d{1,2})$/.exec(t);
  if (m) return validDay(Number(m[1]), Number(m[2]), Number(m[3]), true);
  m = /^([a-z]+\.?)\s+(\d{1,2})(?:(?:,\s*|\s+)(\d{4}))?$/i.exec(t);
  if (m) {
    const month = monthOf(m[1]);
    return month ? validDay(m[3] ? Number(m[3]) : thisYear, month, Number(m[2])) : undefined;
  }
  m = /^(\d{1,2})(?:\s+|-)([a-z]+\.?)(?:(?:\s+|-)(\d{4}))?$/i.exec(t);
  if (m) {
    const month = monthOf(m[2]);
    return month ? validDay(m[3] ? Number(m[3]) : thisYear, month, Number(m[1])) : undefined;
  }
  return undefined;
}

/** Milliseconds since midnight, or undefined. */
function readTime(t: string): number | undefined {
  const m = /^(\d{1,2})(?::(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?)?\s*(?:([ap])\.?m\.?)?$/i.exec(t);
  if (!m || (m[2] === undefined && !m[5])) return undefined; // a bare number is not a time
  let hours = Number(m[1]);
  const minutes = Number(m[2] ?? 0);
  const seconds = Number(m[3] ?? 0);
  const ms = Number((m[4] ?? '').padEnd(3, '0'));
  if (minutes > 59 || seconds > 59) return undefined;
  if (m[5]) {
    if (hours < 1 || hours > 12) return undefined;
    hours = (hours % 12) + (m[5].toLowerCase() === 'p' ? 12 : 0);
  } else if (hours > 23) return undefined;
  return ((hours * 60 + minutes) * 60 + seconds) * 1000 + ms;
}

function readDateTime(t: string, thisYear: number): Typed | undefined {
  const time = readTime(t);
  if (time !== undefined) return { value: new Date(Date.UTC(1899, 11, 30) + time), format: TYPED_FORMATS.time };
  const date = readDate(t, thisYear);
  if (date) return { value: new Date(Date.UTC(date.year, date.month - 1, date.day)), format: date.iso ? TYPED_FORMATS.isoDate : TYPED_FORMATS.date };
  // a date and a time: split before the time part (the date part may itself hold spaces: "Mar 5 2024 9:30")
  const m = /^(.+?)\s+(\d{1,2}(?::\d{2}(?::\d{2}(?:\.\d{1,3})?)?)?\s*(?:[ap]\.?m\.?)?)$/i.exec(t);
  if (!m) return undefined;
  const d = readDate(m[1], thisYear);
  const ms = readTime(m[2]);
  if (!d || ms === undefined) return undefined;
  return { value: new Date(Date.UTC(d.year, d.month - 1, d.day) + ms), format: TYPED_FORMATS.dateTime };
}

// ---- de_DE, fr_FR: decimal comma, day-first dates -------------------------------------------------------

const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function readNumberComma(t: string, l: CommaLocale): Typed | undefined {
  const g = l.group === ' ' ? '[ \u00a0\u202f]' : escapeRegExp(l.group);
  const m = new RegExp(`^([+-]?)((?:\\d{1,3}(?:${g}\\d{3})+|\\d+)(?:,\\d*)?|,\\d+)(e[+-]?\\d+)?(\\s?%)?(\\s?€)?$`, 'i').exec(t);
  if (!m) return undefined;
  const [, sign, body, exponent, percent, euro] = m;
  if (euro && (percent || exponent)) return undefined;
  const en = body.replace(new RegExp(g, 'g'), '').replace(',', '.');
  const n = Number(percent ? `${en}${exponent ?? ''}e-2` : `${en}${exponent ?? ''}`);
  if (!Number.isFinite(n)) return undefined;
  const value = sign === '-' ? -n : n;
  const decimals = /,\d/.test(body);
  if (euro) return { value, format: '#,##0.00 [$€]' };
  if (percent) return { value, format: decimals ? TYPED_FORMATS.percentDecimals : TYPED_FORMATS.percent };
  if (exponent) return { value, format: TYPED_FORMATS.scientific };
  if (new RegExp(g).test(body)) return { value, format: decimals ? TYPED_FORMATS.groupedDecimals : TYPED_FORMATS.grouped };
  return { value };
}

function readDateTimeComma(t: string, thisYear: number, l: CommaLocale): Typed | undefined {
  const time = readTime(t);
  if (time !== undefined && !/[ap]\.?m/i.test(t)) return { value: new Date(Date.UTC(1899, 11, 30) + time), format: TYPED_FORMATS.time };
  const sep = escapeRegExp(l.dateSeparator);
  const dayFirst = new RegExp(`^(\\d{1,2})${sep}(\\d{1,2})${sep}?(?:(\\d{4}|\\d{2}))?$`);
  const dayOf = (d: string): Day | undefined => {
    let m = dayFirst.exec(d);
    if (m) return validDay(m[3] ? fullYear(m[3]) : thisYear, Number(m[2]), Number(m[1]));
    m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(d);
    return m ? validDay(Number(m[1]), Number(m[2]), Number(m[3]), true) : undefined;
  };
  const date = dayOf(t);
  if (date) return { value: new Date(Date.UTC(date.year, date.month - 1, date.day)), format: date.iso ? TYPED_FORMATS.isoDate : l.dateFormat };
  const m = /^(\S+)\s+(\d{1,2}:\d{2}(?::\d{2})?)$/.exec(t);
  const d = m ? dayOf(m[1]) : undefined;
  const ms = m ? readTime(m[2]) : undefined;
  if (!d || ms === undefined) return undefined;
  return { value: new Date(Date.UTC(d.year, d.month - 1, d.day) + ms), format: `${l.dateFormat} HH:mm:ss` };
}
