/**
 * What a published standings post says, independent of where it is posted: the StandingsDoc. A format's
 * extractor builds one from a sheet's results; the renderers (bbcode.ts,
 * markdown.ts, text.ts, html.ts) turn it into text. Pure: no Apps Script, no clock.
 */
import type { PublishFormat } from '../../api';

export type { PublishFormat };

/** The publishing formats, in the order the sidebar offers them. */
export const PUBLISH_FORMATS: readonly PublishFormat[] = ['bbcode', 'markdown', 'text', 'html'];

export function isPublishFormat(value: unknown): value is PublishFormat {
  return typeof value === 'string' && (PUBLISH_FORMATS as readonly string[]).includes(value);
}

/** How a row stands: a small closed set, each with a symbol, a legend label and a colour. */
export type RowMark = 'winner' | 'qualified' | 'promoted' | 'stays' | 'tie' | 'relegated' | 'out' | 'eliminated';

export interface MarkStyle {
  /** One ASCII letter, the same in every format (a fixed-width column, a Markdown column, the HTML mark cell). */
  symbol: string;
  /** The legend's words. */
  label: string;
  /** The HTML row's background (the sheets' own highlight colours). */
  background: string;
}

/** Legend order = this order. */
export const MARKS: Readonly<Record<RowMark, MarkStyle>> = {
  winner: { symbol: 'W', label: 'winner', background: '#fce8b2' },
  qualified: { symbol: 'Q', label: 'qualified', background: '#e6f4ea' },
  promoted: { symbol: 'P', label: 'promoted', background: '#e6f4ea' },
  stays: { symbol: 'S', label: 'stays', background: '#e8f0fe' },
  tie: { symbol: 'T', label: 'tied, still to be decided', background: '#fef7e0' },
  relegated: { symbol: 'R', label: 'relegated', background: '#fce8e6' },
  out: { symbol: 'X', label: 'out', background: '#f1f3f4' },
  eliminated: { symbol: 'E', label: 'eliminated', background: '#f1f3f4' },
};

/** "after N of M games": the unit in its singular and plural forms. */
export interface Unit {
  one: string;
  other: string;
}
export const GAMES: Unit = { one: 'game', other: 'games' };
export const MATCHES: Unit = { one: 'match', other: 'matches' };
export const ROUNDS: Unit = { one: 'round', other: 'rounds' };

export interface Progress {
  /** Games (matches, rounds…) played so far: 0 ≤ done ≤ total, whole numbers. */
  done: number;
  total: number;
  unit: Unit;
}

export interface Column {
  label: string;
  align: 'left' | 'right';
}

/** A number is written as JavaScript writes it; give a string to choose the form ("+1.5", "62.5 %", "—"). */
export type Cell = string | number;

export interface Row {
  /** One per column. */
  cells: Cell[];
  mark?: RowMark;
}

export interface StandingsSection {
  /** "Group A", "League 2", "Final ranking"… */
  caption?: string;
  columns: Column[];
  rows: Row[];
  /** Lines shown under the table ("Tie between Ann and Bob: decided by lot"). */
  notes?: string[];
}

export interface StandingsDoc {
  /** The event, as the TD named it. */
  title: string;
  /** ISO yyyy-mm-dd, given (the extractor passes the date it is told; rules have no clock). */
  date: string;
  progress?: Progress;
  sections: StandingsSection[];
  /**
   * What the TD must fix on the sheet before posting, each naming its cell ("G1 Games" F9: …): rows the standings
   * leave out. Never part of the post's text: the sidebar shows them above it (the TD may still copy the post).
   */
  problems?: string[];
}

/**
 * Any TD text made safe for one line of a table: line breaks, tabs and runs of spaces become one space,
 * other control characters and bidirectional overrides (which would reorder the rest of a line) are dropped.
 */
export function oneLine(text: string): string {
  return text
    .replace(/[\u202A-\u202E\u2066-\u2069]/g, '')
    .replace(/[\s\u0085]+/g, ' ')
    .replace(/\p{Cc}/gu, '')
    .trim();
}

export function cellText(cell: Cell): string {
  if (typeof cell === 'number') return Object.is(cell, -0) ? '0' : String(cell);
  return oneLine(cell);
}

/** "after 3 of 10 games" (the unit agrees with the total: "after 0 of 1 game"). */
export function progressText(p: Progress): string {
  return `after ${p.done} of ${p.total} ${p.total === 1 ? p.unit.one : p.unit.other}`;
}

/** The title line's parts: the event, the date and the progress, each already one line. */
export function titleParts(doc: StandingsDoc): string[] {
  return [oneLine(doc.title), doc.date, ...(doc.progress ? [progressText(doc.progress)] : [])];
}

/** The marks used anywhere in the doc, in legend order. */
export function marksUsed(doc: StandingsDoc): RowMark[] {
  const used = new Set(doc.sections.flatMap((s) => s.rows.map((r) => r.mark).filter((m): m is RowMark => m !== undefined)));
  return (Object.keys(MARKS) as RowMark[]).filter((m) => used.has(m));
}

export function sectionHasMarks(section: StandingsSection): boolean {
  return section.rows.some((r) => r.mark !== undefined);
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isIsoDate(text: string): boolean {
  const m = ISO_DATE.exec(text);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

/** Every problem of a doc at once (an extractor's bug, named precisely); throws if there is any. */
export function checkDoc(doc: StandingsDoc): void {
  const problems: string[] = [];
  if (typeof doc.title !== 'string' || oneLine(doc.title) === '') problems.push('the title is empty');
  if (!isIsoDate(doc.date)) problems.push(`the date "${doc.date}" is not a yyyy-mm-dd date`);
  const p = doc.progress;
  if (p && !(Number.isInteger(p.done) && Number.isInteger(p.total) && p.done >= 0 && p.done <= p.total)) {
    problems.push(`the progress "${p.done} of ${p.total}" is not 0 ≤ done ≤ total in whole numbers`);
  }
  if (doc.sections.length === 0) problems.push('there is no section');
  doc.sections.forEach((s, i) => {
    const where = `section ${i + 1}${s.caption ? ` ("${oneLine(s.caption)}")` : ''}`;
    if (s.columns.length === 0) problems.push(`${where} has no column`);
    s.rows.forEach((r, j) => {
      if (r.cells.length !== s.columns.length) problems.push(`${where}, row ${j + 1} has ${r.cells.length} cells for ${s.columns.length} columns`);
      r.cells.forEach((c, k) => {
        if (typeof c === 'number' ? !Number.isFinite(c) : typeof c !== 'string')
          problems.push(`${where}, row ${j + 1}, column ${k + 1} is not a finite number or a text`);
      });
      if (r.mark !== undefined && !(r.mark in MARKS)) problems.push(`${where}, row ${j + 1} has the unknown mark "${String(r.mark)}"`);
    });
  });
  if (problems.length > 0) throw new Error(`Cannot publish these standings: ${problems.join('; ')}.`);
}
