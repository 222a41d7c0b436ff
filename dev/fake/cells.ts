/**
 * The cells of one sheet: values and formulas (kept by the workbook's formula engine), and per-cell styles,
 * data validations, notes and protections. FakeSheet builds the Apps Script Sheet on it; ranges read and
 * write through it. Rows and columns are 1-based.
 */
import { DetailedCellError } from 'hyperformula';
import type { FakeDataValidation } from './builders';
import type { FakeWorkbook } from './workbook';
import { readAsTyped } from './typed';
import { parseA1 } from '../../src/shared/sheets/plan';
import { cellKey as key, dateToSerial, isDateValue, looksLikeDateFormat, serialToDate, sheetsErrorText } from './values';

export type StyleKey = 'numberFormat' | 'background' | 'fontWeight' | 'fontColor' | 'fontStyle' | 'horizontalAlignment' | 'wrap' | 'fontLine';

export interface CellStyleRecord {
  numberFormat?: string;
  background?: string;
  fontWeight?: string;
  fontColor?: string;
  fontStyle?: string;
  horizontalAlignment?: string;
  wrap?: boolean;
  fontLine?: string;
}

export interface FakeProtection {
  a1: string;
  description: string;
  warningOnly: boolean;
  /** RANGE (Range.protect()) or SHEET (Sheet.protect(): the whole sheet). */
  kind?: 'RANGE' | 'SHEET';
  /** A SHEET protection's ranges left open (setUnprotectedRanges), in A1 notation. */
  unprotected?: string[];
}

/** Whether (row, column) lies in an A1 range ("B2:D9" or "C5"). */
export function inA1(a1: string, row: number, column: number): boolean {
  const r = parseA1(a1);
  return row >= r.row && row < r.row + r.rows && column >= r.column && column < r.column + r.columns;
}

export class SheetCells {
  name: string;
  readonly styles = new Map<string, CellStyleRecord>();
  readonly validations = new Map<string, FakeDataValidation>();
  readonly notes = new Map<string, string>();
  readonly protections: FakeProtection[] = [];

  constructor(
    readonly book: FakeWorkbook,
    name: string,
    readonly hfSheet: number,
  ) {
    this.name = name;
  }

  /** The protections over one cell: a range protection that holds it, a sheet protection unless the cell is left open. */
  protectionsAt(row: number, column: number): FakeProtection[] {
    return this.protections.filter((p) =>
      (p.kind ?? 'RANGE') === 'SHEET' ? !(p.unprotected ?? []).some((a1) => inA1(a1, row, column)) : inA1(p.a1, row, column),
    );
  }

  /**
   * Writes a block of values starting at (row, column), 1-based, as setValues does: a string is read as Sheets
   * reads typed text (typed.ts: numbers, booleans, dates, formulas, an apostrophe for text), a Date becomes a
   * serial number under a date format, anything else is stored as given. The engine gets the typed value, never
   * a string to parse again: text goes in behind an apostrophe, so it stays text in formulas too.
   */
  writeCells(row: number, column: number, grid: unknown[][]): void {
    // Array.from, not map: rows from another realm (dist/Code.js runs in a gas-local vm context) must become
    // this realm's arrays, or the formula engine's `instanceof Array` checks reject them.
    const content = Array.from(grid, (r, i) => Array.from(r, (v, j) => this.engineInput(v, row + i, column + j)));
    const hf = this.book.hf;
    hf.setCellContents({ sheet: this.hfSheet, row: row - 1, col: column - 1 }, content);
  }

  /** What the formula engine stores for one written value; sets the number format a typed entry implies. */
  private engineInput(v: unknown, row: number, column: number): string | number | boolean | null {
    if (v === '' || v === null || v === undefined) return null;
    const k = key(row, column);
    const format = this.styles.get(k)?.numberFormat;
    let implied: string | undefined;
    if (typeof v === 'string') {
      const typed = readAsTyped(v, format, undefined, this.book.locale);
      if ('formula' in typed) return typed.formula;
      if ('error' in typed) return typed.error; // the engine reads an error literal as that error
      if (typed.value === '') return null;
      if (typeof typed.value === 'string') return `'${typed.value}`; // the engine reads a leading ' as text
      v = typed.value;
      implied = typed.format;
    }
    if (isDateValue(v)) {
      if (!looksLikeDateFormat(format)) this.setStyle(row, column, 'numberFormat', implied ?? 'yyyy-mm-dd hh:mm:ss');
      return dateToSerial(v);
    }
    // An entry like 50% or $1,234.50 brings its format into an automatic (unformatted) cell only.
    if (implied && (format === undefined || format === 'General')) this.setStyle(row, column, 'numberFormat', implied);
    return typeof v === 'number' || typeof v === 'boolean' ? v : `'${String(v)}`;
  }

  /** Computed value of one cell as getValues() returns it. */
  valueAt(row: number, column: number): unknown {
    const v = this.book.hf.getCellValue({ sheet: this.hfSheet, row: row - 1, col: column - 1 });
    return this.exportValue(v, row, column);
  }

  exportValue(v: unknown, row: number, column: number): unknown {
    if (v === null || v === undefined) return '';
    if (v instanceof DetailedCellError) return sheetsErrorText(v);
    if (typeof v === 'number') {
      const fmt = this.styles.get(key(row, column))?.numberFormat;
      if (!looksLikeDateFormat(fmt)) return v;
      // The engine reports numbers to 10 significant digits (smartRounding): a date-time would come back tens of
      // milliseconds off. A stored (not computed) date reads its exact serial instead.
      const stored = this.book.hf.getCellSerialized({ sheet: this.hfSheet, row: row - 1, col: column - 1 });
      return serialToDate(typeof stored === 'number' ? stored : v);
    }
    return v;
  }

  /** The error message of a cell that shows an error, or undefined. */
  errorAt(row: number, column: number): string | undefined {
    const v = this.book.hf.getCellValue({ sheet: this.hfSheet, row: row - 1, col: column - 1 });
    return v instanceof DetailedCellError ? v.message || v.value : undefined;
  }

  formulaAt(row: number, column: number): string {
    return this.book.hf.getCellFormula({ sheet: this.hfSheet, row: row - 1, col: column - 1 }) ?? '';
  }

  styleAt(row: number, column: number): CellStyleRecord {
    return this.styles.get(key(row, column)) ?? {};
  }

  /** Sets one style of one cell. The cell's record changes in place: whoever keeps a record copies it. */
  setStyle(row: number, column: number, prop: StyleKey, value: unknown): void {
    const k = key(row, column);
    const clear = value === null || value === undefined || value === '';
    const s = this.styles.get(k) as Record<string, unknown> | undefined;
    if (s) {
      if (clear) delete s[prop];
      else s[prop] = value;
    } else if (!clear) this.styles.set(k, { [prop]: value } as CellStyleRecord);
  }

  validationAt(row: number, column: number): FakeDataValidation | undefined {
    return this.validations.get(key(row, column));
  }

  setValidation(row: number, column: number, rule: FakeDataValidation | null): void {
    if (rule) this.validations.set(key(row, column), rule);
    else this.validations.delete(key(row, column));
  }
}
