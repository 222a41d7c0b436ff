/**
 * SheetPlan: a whole sheet as data. Builders in src/formats/NAME/sheets return plans; src/shared/server/applyPlan.ts is the one
 * writer that turns a plan into a fixed, small number of batched Apps Script calls. Nothing here touches
 * Apps Script, so plans are asserted in tests and rendered in the preview as they are.
 *
 * Coordinates: `cells[r][c]` is sheet row r + 1, column c + 1. Every other place names its range in A1
 * notation relative to the plan's own sheet ("B2:D13"), built with the helpers below.
 */

/** A cell: a number, a boolean, text, a formula (text starting with "="), or null for empty. */
export type PlanCell = string | number | boolean | null;

export interface CellStyle {
  numberFormat?: string;
  bold?: boolean;
  italic?: boolean;
  background?: string;
  fontColor?: string;
  horizontalAlignment?: 'left' | 'center' | 'right';
  wrap?: boolean;
}

export interface StyledRange extends CellStyle {
  range: string;
}

/** A drop-down: either a fixed list of choices, or the values of a range ("'Players'!A2:A13" or "A2:A13"). */
export interface DropDown {
  range: string;
  list?: string[];
  listRange?: string;
  /** false (default): values outside the list are rejected; true: shown with a warning. */
  allowInvalid?: boolean;
  helpText?: string;
}

/**
 * Conditional formatting by a custom formula, written for the top-left cell of `range` (relative references
 * shift across the range exactly as in Sheets).
 */
export interface ConditionalFormat {
  range: string;
  formula: string;
  background?: string;
  fontColor?: string;
  bold?: boolean;
  strikethrough?: boolean;
}

export interface Protection {
  range: string;
  description: string;
}

export interface NamedRange {
  name: string;
  range: string;
}

export interface ChartPlan {
  kind: 'line' | 'column';
  title: string;
  /** Data ranges (first row headers, first column the x axis). */
  ranges: string[];
  /** Top-left anchor cell, 1-based. */
  anchorRow: number;
  anchorColumn: number;
  width?: number;
  height?: number;
}

export interface SheetPlan {
  /** The exact sheet name (already made unique by the caller, see uniqueSheetNames). */
  name: string;
  /** What kind of add-on sheet this is ("ttt-games", "swing", …): stored as developer metadata. */
  kind: string;
  cells: PlanCell[][];
  styles?: StyledRange[];
  columnWidths?: { column: number; width: number }[];
  frozenRows?: number;
  frozenColumns?: number;
  /**
   * Working columns kept out of the TD's sight (hidden, still computed and protected): each run is one hideColumns
   * call. The first screen of a sheet shows its main table; helper blocks live here or on a hidden sheet.
   */
  hiddenColumns?: { column: number; count: number }[];
  dropDowns?: DropDown[];
  conditionalFormats?: ConditionalFormat[];
  protections?: Protection[];
  namedRanges?: NamedRange[];
  charts?: ChartPlan[];
  /** Notes (hover text) on single cells, keyed by A1 address. */
  notes?: Record<string, string>;
  /** Extra developer metadata (key → value) beyond the add-on marker and kind. */
  metadata?: Record<string, string>;
}

/** Column number (1-based) to letters: 1 → A, 27 → AA. */
export function columnLetters(column: number): string {
  if (!Number.isInteger(column) || column < 1) throw new RangeError(`Bad column number ${column}`);
  let n = column;
  let out = '';
  while (n > 0) {
    const m = (n - 1) % 26;
    out = String.fromCharCode(65 + m) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
}

/** Letters to column number: A → 1, AA → 27. */
export function columnNumber(letters: string): number {
  let n = 0;
  for (const ch of letters.toUpperCase()) {
    const code = ch.charCodeAt(0);
    if (code < 65 || code > 90) throw new RangeError(`Bad column letters "${letters}"`);
    n = n * 26 + (code - 64);
  }
  return n;
}

/** Column widths of consecutive columns from `first`: widthsFrom(1, [150, 60]) → A 150 px, B 60 px. */
export function widthsFrom(first: number, widths: readonly number[]): { column: number; width: number }[] {
  return widths.map((width, i) => ({ column: first + i, width }));
}

/** A1 address of one cell, 1-based: a1(2, 3) → "C2". Absolute with abs=true: "$C$2". */
export function a1(row: number, column: number, abs = false): string {
  const d = abs ? '$' : '';
  return `${d}${columnLetters(column)}${d}${row}`;
}

/** A1 range, 1-based, inclusive: rangeA1(2, 1, 13, 4) → "A2:D13". */
export function rangeA1(row: number, column: number, lastRow: number, lastColumn: number, abs = false): string {
  return `${a1(row, column, abs)}:${a1(lastRow, lastColumn, abs)}`;
}

/** A whole-column-segment range: colRange(3, 2, 200) → "C2:C200". */
export function colRange(column: number, firstRow: number, lastRow: number, abs = false): string {
  return rangeA1(firstRow, column, lastRow, column, abs);
}

/** A sheet name quoted for use in a formula: Games → 'Games', O'Neil → 'O''Neil'. */
export function sheetRef(name: string): string {
  return `'${name.replace(/'/g, "''")}'`;
}

/** A range on another sheet: onSheet('Games', 'C2:C67') → "'Games'!C2:C67". */
export function onSheet(name: string, range: string): string {
  return `${sheetRef(name)}!${range}`;
}

/** A formula string literal: quoted("Ann \"A\"") → "\"Ann \"\"A\"\"\"". */
export function quoted(text: string): string {
  return `"${text.replace(/"/g, '""')}"`;
}

export interface A1Rect {
  row: number;
  column: number;
  rows: number;
  columns: number;
}

/** Parses "B2:D13", "C5", "A:A"-less plain A1 (1-based rectangle). Sheet prefixes are not allowed here. */
export function parseA1(range: string): A1Rect {
  const m = /^\$?([A-Z]+)\$?(\d+)(?::\$?([A-Z]+)\$?(\d+))?$/i.exec(range.trim());
  if (!m) throw new RangeError(`Bad A1 range "${range}"`);
  const c1 = columnNumber(m[1]);
  const r1 = Number(m[2]);
  const c2 = m[3] ? columnNumber(m[3]) : c1;
  const r2 = m[4] ? Number(m[4]) : r1;
  return {
    row: Math.min(r1, r2),
    column: Math.min(c1, c2),
    rows: Math.abs(r2 - r1) + 1,
    columns: Math.abs(c2 - c1) + 1,
  };
}

/** Sheets' limit on a sheet name's length, in characters (UTF-16 units, as JavaScript counts them). */
export const MAX_SHEET_NAME = 100;

/** A wanted sheet name: the TD's title, then the add-on's kind suffix (" G1 Games", " Protocol"), never cut. */
export interface WantedName {
  title: string;
  suffix?: string;
}

/** Room left for a " (k)" disambiguation, so a taken name never pushes a name past the limit. */
const COPY_ROOM = ' (99)'.length;

/**
 * `text` cut to at most `max` UTF-16 units (how Sheets measures a sheet name: an emoji counts 2) on a character
 * boundary (never half an emoji or a dangling joiner), with "…" when it was cut.
 */
export function shortenText(text: string, max: number): string {
  if (text.length <= max) return text;
  const kept: string[] = [];
  let units = 1; // the "…"
  for (const ch of text) {
    if (units + ch.length > max) break;
    kept.push(ch);
    units += ch.length;
  }
  while (kept.length && (/^\s$/.test(kept[kept.length - 1]) || ['\u200d', '\ufe0e', '\ufe0f'].includes(kept[kept.length - 1]))) kept.pop();
  return `${kept.join('')}…`;
}

/**
 * Unique sheet names: the title part is shortened (never the suffix) so that the name fits Sheets' 100 characters;
 * each name that is taken (or repeated in the batch) gets " (2)", " (3)", …. Pure: the caller passes the names
 * already in the spreadsheet. A plain string is a title with no suffix.
 */
export function uniqueSheetNames(desired: readonly (string | WantedName)[], taken: readonly string[]): string[] {
  const used = new Set(taken.map((n) => n.toLowerCase()));
  return desired.map((want) => {
    const { title, suffix = '' } = typeof want === 'string' ? { title: want } : want;
    const room = MAX_SHEET_NAME - suffix.length - COPY_ROOM;
    const base = `${shortenText(title.trim().replace(/\s+/g, ' '), Math.max(1, room)) || 'Sheet'}${suffix}`;
    let candidate = base;
    for (let k = 2; used.has(candidate.toLowerCase()); k++) candidate = `${base} (${k})`;
    used.add(candidate.toLowerCase());
    return candidate;
  });
}
