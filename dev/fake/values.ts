/**
 * Cell values as Sheets shows them: serial dates, error texts, and the text of a value under a number format.
 * Pure functions, no workbook: the lowest layer of the fake.
 */
import { DetailedCellError } from 'hyperformula';

/** Day 0 of Sheets' serial dates (30 Dec 1899), in UTC: the fake keeps every date in UTC. */
export const SERIAL_EPOCH = Date.UTC(1899, 11, 30);
const MS_PER_DAY = 86_400_000;

/** Map key of one cell, 1-based. */
export const cellKey = (row: number, column: number): string => `${row},${column}`;

/** A Date from any realm (dist/Code.js runs in a gas-local vm context). */
export function isDateValue(v: unknown): v is Date {
  return Object.prototype.toString.call(v) === '[object Date]';
}

/** A date, time or date-time format: a cell under it reads back as a Date (Apps Script's getValues). */
export function looksLikeDateFormat(format: string | undefined): boolean {
  return !!format && /(^|[^"])(yy|dd|mm\/|hh|h:mm|am\/pm)/i.test(format);
}

export function dateToSerial(d: Date): number {
  return (d.getTime() - SERIAL_EPOCH) / MS_PER_DAY;
}

export function serialToDate(serial: number): Date {
  return new Date(Math.round(SERIAL_EPOCH + serial * MS_PER_DAY));
}

/** How Sheets' getValues shows an error cell. */
export function sheetsErrorText(e: DetailedCellError): string {
  const map: Record<string, string> = { VALUE: '#ERROR!', SPILL: '#REF!', LIC: '#ERROR!', CYCLE: '#REF!' };
  return map[e.type] ?? e.value;
}

/** How a locale shows numbers and booleans: its decimal and thousands separators, its words for TRUE and FALSE. */
const SHOWN: Record<'en_US' | 'de_DE' | 'fr_FR', { decimal: string; group: string; true: string; false: string }> = {
  en_US: { decimal: '.', group: ',', true: 'TRUE', false: 'FALSE' },
  de_DE: { decimal: ',', group: '.', true: 'WAHR', false: 'FALSCH' },
  fr_FR: { decimal: ',', group: '\u202f', true: 'VRAI', false: 'FAUX' },
};

/**
 * Text of a value under a number format, as Sheets shows it in the spreadsheet's locale: the subset of Sheets' format
 * language the add-on writes. In de_DE a number shows a decimal comma and dot grouping (`1.850,5`), in fr_FR a decimal
 * comma and a narrow space (`1 850,5`); booleans in the locale's words.
 */
export function displayText(value: unknown, format?: string, locale: 'en_US' | 'de_DE' | 'fr_FR' = 'en_US'): string {
  const shown = displayTextEn(value, format);
  if (locale === 'en_US' || typeof value === 'string' || isDateValue(value)) return shown;
  const l = SHOWN[locale];
  if (typeof value === 'boolean') return value ? l.true : l.false;
  return shown.replace(/[.,]/g, (c) => (c === '.' ? l.decimal : l.group));
}

function displayTextEn(value: unknown, format?: string): string {
  if (value === '' || value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (isDateValue(value)) return formatDate(value, looksLikeDateFormat(format) ? format! : 'yyyy-mm-dd');
  if (typeof value !== 'number') return String(value);
  if (!format || format === 'General') return formatGeneral(value);
  if (format === '@') return String(value);
  const scientific = /^0(?:\.(0+))?E\+(0+)$/i.exec(format);
  if (scientific) {
    const [mantissa, exponent] = value.toExponential(scientific[1]?.length ?? 0).split('e');
    const e = Number(exponent);
    return `${mantissa}E${e < 0 ? '-' : '+'}${String(Math.abs(e)).padStart(scientific[2].length, '0')}`;
  }
  const sections = format.split(';');
  const section = value > 0 || sections.length === 1 ? sections[0] : value < 0 ? sections[1] : (sections[2] ?? sections[0]);
  const abs = sections.length > 1 && value < 0 ? Math.abs(value) : value;
  const percent = section.includes('%');
  const n = percent ? abs * 100 : abs;
  const decimals = /\.(0+|#+)/.exec(section)?.[1].length ?? 0;
  const grouped = section.includes(',');
  let body = n.toFixed(decimals);
  if (grouped) body = Number(body).toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
  const prefix = /^[^0#]*/.exec(section)?.[0].replace(/"/g, '') ?? '';
  const suffix = (/[0#%][^0#%]*$/.exec(section)?.[0].slice(1) ?? '').replace(/"/g, '');
  return `${prefix}${body}${percent ? '%' : ''}${suffix.replace('%', '')}`;
}

function formatGeneral(n: number): string {
  if (Number.isInteger(n)) return String(n);
  return String(Number(n.toPrecision(10)));
}

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const DATE_TOKEN = /"[^"]*"|\\.|am\/pm|a\/p|yyyy|yy|m{1,4}|d{1,4}|h{1,2}|s{1,2}|./gi;

/**
 * A date under a date/time format (UTC): y, m (month, or minutes next to h or s), d, h, s and am/pm tokens,
 * quoted text and backslash escapes; other characters as they are.
 */
export function formatDate(d: Date, format: string): string {
  const tokens = format.match(DATE_TOKEN) ?? [];
  const twelve = tokens.some((t) => /^(am\/pm|a\/p)$/i.test(t));
  const kinds = tokens.map((t) => t[0].toLowerCase());
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  const hours = d.getUTCHours();
  return tokens
    .map((t, i) => {
      const k = kinds[i];
      const lower = t.toLowerCase();
      if (t.startsWith('"')) return t.slice(1, -1);
      if (t.startsWith('\\')) return t.slice(1);
      if (lower === 'am/pm') return hours < 12 ? 'AM' : 'PM';
      if (lower === 'a/p') return hours < 12 ? 'A' : 'P';
      if (k === 'y') return t.length === 2 ? pad(d.getUTCFullYear() % 100) : String(d.getUTCFullYear());
      if (k === 'd') {
        if (t.length >= 3) return t.length === 3 ? DAY_NAMES[d.getUTCDay()].slice(0, 3) : DAY_NAMES[d.getUTCDay()];
        return t.length === 2 ? pad(d.getUTCDate()) : String(d.getUTCDate());
      }
      if (k === 'h') {
        const h = twelve ? hours % 12 || 12 : hours;
        return t.length === 2 ? pad(h) : String(h);
      }
      if (k === 's') return t.length === 2 ? pad(d.getUTCSeconds()) : String(d.getUTCSeconds());
      if (k === 'm') {
        const before = kinds
          .slice(0, i)
          .reverse()
          .find((x) => /[ymdhs]/.test(x));
        const after = kinds.slice(i + 1).find((x) => /[ymdhs]/.test(x));
        if (t.length <= 2 && (before === 'h' || after === 's')) return t.length === 2 ? pad(d.getUTCMinutes()) : String(d.getUTCMinutes());
        const month = d.getUTCMonth();
        if (t.length === 4) return MONTH_NAMES[month];
        if (t.length === 3) return MONTH_NAMES[month].slice(0, 3);
        return t.length === 2 ? pad(month + 1) : String(month + 1);
      }
      return t;
    })
    .join('');
}
