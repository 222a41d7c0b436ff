/**
 * Shared helpers of the GBQ table tests (and bench rows): typing into the entry block, reading the live table,
 * counting custom-function cells.
 */
import type { FakeSheet } from '../../../../dev/fake/sheet';
import * as addOn from '../../../main';
import { ENTRY, LIVE, SETTINGS, WORK } from '../sheets/layout';
import { LOG } from '../sheets/logLayout';

export interface EntryRow {
  total?: number;
  played?: number | string;
  wins?: number | string;
  draws?: number | string;
  losses?: number | string;
  tps?: number | string;
}

/** Types the entry block's rows (total games … TPs), one setValues, as a TD pasting results. Undefined cells are left blank. */
export function typeEntries(sheet: FakeSheet, rows: EntryRow[], totalDefault?: number): void {
  const first = SETTINGS.firstRow;
  const values = rows.map((r) => [r.total ?? totalDefault ?? '', r.played ?? '', r.wins ?? '', r.draws ?? '', r.losses ?? '', r.tps ?? '']);
  const current = sheet.getRange(first, ENTRY.total, rows.length, 1).getValues();
  values.forEach((v, i) => {
    if (v[0] === '') v[0] = current[i][0] as number;
  });
  sheet.getRange(first, ENTRY.total, rows.length, ENTRY.tps - ENTRY.total + 1).setValues(values as (string | number)[][]);
}

export interface LiveRow {
  place: unknown;
  player: unknown;
  games: unknown;
  tps: unknown;
  pct: unknown;
  d: unknown;
  gbq: unknown;
  status: unknown;
}

export function liveTable(sheet: FakeSheet, players: number): LiveRow[] {
  const out: LiveRow[] = [];
  for (let i = 0; i < players; i++) {
    const r = SETTINGS.firstRow + i;
    const v = (c: number) => sheet.valueAt(r, c);
    out.push({
      place: v(LIVE.place),
      player: v(LIVE.player),
      games: v(LIVE.games),
      tps: v(LIVE.tps),
      pct: v(LIVE.pct),
      d: v(LIVE.d),
      gbq: v(LIVE.gbq),
      status: v(LIVE.status),
    });
  }
  return out;
}

/** The check text of every entry row. */
export function checks(sheet: FakeSheet, players: number): unknown[] {
  return Array.from({ length: players }, (_, i) => sheet.valueAt(SETTINGS.firstRow + i, ENTRY.check));
}

/** Every error in the formula cells of the sheet's player rows, with its message (should be none). */
export function formulaErrors(sheet: FakeSheet, players: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < players; i++) {
    const r = SETTINGS.firstRow + i;
    for (let c = 1; c <= WORK.entryAtPlace; c++) {
      const e = sheet.errorAt(r, c);
      if (e !== undefined) out.push(`R${r}C${c}: ${e}`);
    }
  }
  return out;
}

/** The add-on's custom functions (the upper-case function exports of src/main.ts). */
export const CUSTOM_FUNCTIONS = Object.entries(addOn)
  .filter(([name, fn]) => typeof fn === 'function' && name === name.toUpperCase())
  .map(([name]) => name);

const CALLS_CUSTOM = new RegExp(`(^|[^A-Z0-9_.])(${CUSTOM_FUNCTIONS.join('|')})\\s*\\(`, 'i');

/**
 * Cells of a sheet whose formula calls one of the add-on's custom functions: what Sheets recomputes through Apps
 * Script (each such cell is one call, with its own quota and latency).
 */
export function customFunctionCells(sheet: FakeSheet): number {
  const rows = sheet.getMaxRows();
  const columns = sheet.getMaxColumns();
  return sheet
    .getRange(1, 1, rows, columns)
    .getFormulas()
    .flat()
    .filter((f) => CALLS_CUSTOM.test(f)).length;
}

/** Every cell of the sheet's used range that shows an error (#ERROR!, #VALUE!, #REF!, #N/A …), as "R<r>C<c>: text". */
export function errorCells(sheet: FakeSheet): string[] {
  const out: string[] = [];
  sheet
    .getDataRange()
    .getDisplayValues()
    .forEach((row, i) =>
      row.forEach((v, j) => {
        if (/^#[A-Z/0-9]+[!?]?$/.test(v)) out.push(`R${i + 1}C${j + 1}: ${v}`);
      }),
    );
  return out;
}

/** One results-log row as the TD types it: players, games (blank = a match), TPs, time penalties. */
export type LogRow = [string, string, number | string, number | string, number | string, (number | string)?, (number | string)?];

/** Types the results log from its first row (one setValues); the rest of the log is cleared. */
export function typeLog(sheet: FakeSheet, first: number, rowsInLog: number, rows: LogRow[]): void {
  const values = Array.from({ length: rowsInLog }, (_, i) => {
    const r = rows[i];
    return r ? [r[0], r[1], r[2], r[3], r[4], r[5] ?? '', r[6] ?? ''] : ['', '', '', '', '', '', ''];
  });
  sheet.getRange(first, LOG.first, rowsInLog, 7).setValues(values as (string | number)[][]);
}

/** "AB" → 28. */
function columnNumber(letters: string): number {
  return [...letters.toUpperCase()].reduce((a, ch) => a * 26 + ch.charCodeAt(0) - 64, 0);
}

/**
 * The formula cells of a sheet and the cells their references cover (a range A1:C10 counts 30, a cell 1), summed
 * over every formula: what a recalculation may have to read.
 */
export function formulaLoad(sheet: FakeSheet): { formulas: number; referenced: number; longest: number } {
  return formulaLoadOf(sheet.getRange(1, 1, sheet.getMaxRows(), sheet.getMaxColumns()).getFormulas().flat());
}

/** formulaLoad over a list of cells ("" and values that are not formulas are skipped). */
export function formulaLoadOf(cells: unknown[]): { formulas: number; referenced: number; longest: number } {
  const all = cells.filter((f): f is string => typeof f === 'string' && f.startsWith('='));
  let referenced = 0;
  for (const f of all) referenced += referencedCells(f);
  return { formulas: all.length, referenced, longest: Math.max(0, ...all.map((f) => f.length)) };
}

/** The cells one formula's references cover (text literals left out). */
export function referencedCells(formula: string): number {
  const text = formula.replace(/"(?:[^"]|"")*"/g, '""');
  let referenced = 0;
  for (const m of text.matchAll(/\$?([A-Z]{1,3})\$?(\d+)(?::\$?([A-Z]{1,3})\$?(\d+))?(?![A-Z0-9(])/g)) {
    const [c1, r1] = [columnNumber(m[1]), Number(m[2])];
    const [c2, r2] = m[3] ? [columnNumber(m[3]), Number(m[4])] : [c1, r1];
    referenced += (Math.abs(c2 - c1) + 1) * (Math.abs(r2 - r1) + 1);
  }
  return referenced;
}
