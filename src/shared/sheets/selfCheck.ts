/**
 * The self-check ("Extensions ▸ Tournament director ▸ Check this spreadsheet"): what the add-on relies on in Google
 * Sheets that Google does not document, as probes — data, not code: what is written into a cell of a temporary sheet,
 * and how to judge what Sheets made of it. The server writes them all in one setValues, reads them back in one
 * getValues, removes the sheet and reports each assumption (held or not, what was seen, what the add-on does about it).
 * The same probes run against the stand-in in the tests, so the stand-in's choices are pinned where Sheets' are known.
 */
import type { SelfCheckReport } from '../api';
import { asText, writtenString } from './text';

export type { SelfCheckItem, SelfCheckReport } from '../api';

export interface Probe {
  /** The assumption, as a TD reads it. */
  assumption: string;
  /**
   * What is written (a plan string: a formula starts with "="; text is written through the text writer), or what a
   * person would type in the spreadsheet's locale (`typed`: written as it is, for Sheets to read as typed).
   */
  written: string | ((locale: string) => string);
  typed?: boolean;
  /** Whether what Sheets made of it is what the add-on assumes. */
  holds: (read: unknown) => boolean;
  /** What the add-on does about it (shown either way). */
  meaning: string;
}

/** 1.5 as a person types it in `locale` (Sheets' locales are ll_CC; the script runtime knows their separators). */
export function typedDecimal(locale: string): string {
  try {
    return new Intl.NumberFormat(locale.replace('_', '-'), { useGrouping: false }).format(1.5);
  } catch {
    return '1.5';
  }
}

/** The string the self-check writes for a probe in a spreadsheet of `locale`. */
export function probeText(p: Probe, locale: string): string {
  const text = typeof p.written === 'function' ? p.written(locale) : p.written;
  return p.typed ? text : writtenString(text);
}

const isNumber = (v: unknown, n: number): boolean => typeof v === 'number' && Math.abs(v - n) < 1e-9;

/** Text written through the text writer reads back as the same text. */
const textProbe = (text: string, what: string): Probe => ({
  assumption: `${what} written by the add-on stays text`,
  written: asText(text),
  holds: (v) => v === text,
  meaning: 'Every name, title and seed goes through the one text writer (an apostrophe in front where Sheets would convert it).',
});

export const PROBES: readonly Probe[] = [
  textProbe("'Tis", 'A name starting with an apostrophe'),
  textProbe('=1+1', 'A name starting with ='),
  textProbe('007', 'A name of digits'),
  textProbe('WAHR', "A locale's word for TRUE"),
  textProbe('#N/A', 'A name that is an error literal'),
  {
    assumption: 'Text comparison in formulas ignores case ("ANN" = "ann")',
    written: '="ANN"="ann"',
    holds: (v) => v === true,
    meaning: 'Names match whatever their case, on the sheets as in the add-on (docs/rules.md §0.1).',
  },
  {
    assumption: 'Text comparison in formulas keeps accents ("José" ≠ "Jose")',
    written: '="José"="Jose"',
    holds: (v) => v === false,
    meaning: 'José and Jose are two players on the sheets; the add-on warns when two names differ only by accents.',
  },
  {
    assumption: 'A custom function called with an empty argument gives a blank',
    written: '=TTTSCORE("")',
    holds: (v) => v === '',
    meaning: 'Blank results stay blank in every column that a custom function computes (docs/rules.md §0.3).',
  },
  {
    assumption: "A decimal typed with the locale's separator (1,5 or 1.5) is a number",
    written: typedDecimal,
    typed: true,
    holds: (v) => isNumber(v, 1.5),
    meaning:
      "Decimals a TD types are read as numbers; one typed with the other locale's separator arrives as text and the add-on reads it too where it is unambiguous (docs/rules.md §0.3).",
  },
  {
    assumption: 'Numbers written by the add-on are numbers in formulas',
    written: '=SUM(1.5,2.25)',
    holds: (v) => isNumber(v, 3.75),
    meaning: 'Formulas are written in en_US syntax, as Apps Script requires, whatever the spreadsheet locale.',
  },
];

/** What a cell held, for the report. */
export function shownRead(v: unknown): string {
  if (typeof v === 'string') return v === '' ? 'a blank' : JSON.stringify(v);
  if (typeof v === 'number' || typeof v === 'boolean')
    return String(v).toUpperCase() === 'TRUE' || String(v).toUpperCase() === 'FALSE' ? String(v).toUpperCase() : String(v);
  if (Object.prototype.toString.call(v) === '[object Date]') return 'a date';
  return 'nothing';
}

/** The report from the values read back, probe by probe. */
export function selfCheckReport(read: readonly unknown[], locale: string, timeZone: string): SelfCheckReport {
  return {
    locale,
    timeZone,
    items: PROBES.map((p, i) => ({ assumption: p.assumption, held: p.holds(read[i]), observed: shownRead(read[i]), meaning: p.meaning })),
  };
}

/** The report as the alert shows it. */
export function selfCheckText(report: SelfCheckReport): string {
  const held = report.items.filter((i) => i.held).length;
  const lines = [
    `Spreadsheet locale ${report.locale}, time zone ${report.timeZone}. ${held} of ${report.items.length} assumptions hold.`,
    '',
    ...report.items.map(
      (i) => `${i.held ? '✓' : '✗'} ${i.assumption}: Sheets gave ${i.observed}. ${i.held ? '' : 'Please tell the add-on’s authors. '}${i.meaning}`,
    ),
  ];
  return lines.join('\n');
}
