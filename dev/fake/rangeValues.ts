/**
 * The part of an Apps Script Range that reads and writes values: geometry, A1 notation, values, formulas and
 * clearing, with Sheets' own shape errors. FakeRange (range.ts) adds formats, validation, notes and protection.
 */
import type { SheetCells } from './cells';
import { displayText } from './values';
import { columnLetters } from '../../src/shared/sheets/plan';

export class RangeValues {
  constructor(
    readonly sheet: SheetCells,
    readonly row: number,
    readonly column: number,
    readonly numRows: number,
    readonly numColumns: number,
  ) {}

  getRow(): number {
    return this.row;
  }

  getColumn(): number {
    return this.column;
  }

  getNumRows(): number {
    return this.numRows;
  }

  getNumColumns(): number {
    return this.numColumns;
  }

  getLastRow(): number {
    return this.row + this.numRows - 1;
  }

  getLastColumn(): number {
    return this.column + this.numColumns - 1;
  }

  getSheet(): unknown {
    return this.sheet.book.wrap(this.sheet, 'Sheet');
  }

  getA1Notation(): string {
    const first = `${columnLetters(this.column)}${this.row}`;
    if (this.numRows === 1 && this.numColumns === 1) return first;
    return `${first}:${columnLetters(this.getLastColumn())}${this.getLastRow()}`;
  }

  _a1WithSheet(): string {
    return `'${this.sheet.name.replace(/'/g, "''")}'!${this.getA1Notation()}`;
  }

  _sheetName(): string {
    return this.sheet.name;
  }

  // ---- values ------------------------------------------------------------------------------------------

  getValues(): unknown[][] {
    const hf = this.sheet.book.hf;
    const raw = hf.getRangeValues({
      start: { sheet: this.sheet.hfSheet, row: this.row - 1, col: this.column - 1 },
      end: { sheet: this.sheet.hfSheet, row: this.getLastRow() - 1, col: this.getLastColumn() - 1 },
    });
    return raw.map((r, i) => r.map((v, j) => this.sheet.exportValue(v, this.row + i, this.column + j)));
  }

  getValue(): unknown {
    return this.sheet.valueAt(this.row, this.column);
  }

  getDisplayValues(): string[][] {
    return this.getValues().map((r, i) =>
      r.map((v, j) => displayText(v, this.sheet.styleAt(this.row + i, this.column + j).numberFormat, this.sheet.book.locale)),
    );
  }

  getDisplayValue(): string {
    return this.getDisplayValues()[0][0];
  }

  getFormulas(): string[][] {
    const hf = this.sheet.book.hf;
    const raw = hf.getRangeFormulas({
      start: { sheet: this.sheet.hfSheet, row: this.row - 1, col: this.column - 1 },
      end: { sheet: this.sheet.hfSheet, row: this.getLastRow() - 1, col: this.getLastColumn() - 1 },
    });
    return raw.map((r) => r.map((f) => f ?? ''));
  }

  getFormula(): string {
    return this.sheet.formulaAt(this.row, this.column);
  }

  setValues(values: unknown[][]): this {
    this.checkShape(values);
    this.sheet.writeCells(this.row, this.column, values);
    return this;
  }

  setValue(value: unknown): this {
    this.sheet.writeCells(this.row, this.column, this.fill(value));
    return this;
  }

  setFormulas(formulas: string[][]): this {
    this.checkShape(formulas);
    this.sheet.writeCells(
      this.row,
      this.column,
      formulas.map((r) => r.map((f) => (f === '' ? null : f))),
    );
    return this;
  }

  setFormula(formula: string): this {
    this.sheet.writeCells(this.row, this.column, this.fill(formula));
    return this;
  }

  clearContent(): this {
    this.sheet.writeCells(this.row, this.column, this.fill(null));
    return this;
  }

  clear(): this {
    this.clearContent();
    this.each((r, c) => this.sheet.styles.delete(`${r},${c}`));
    return this;
  }

  // ---- helpers -----------------------------------------------------------------------------------------

  protected checkShape(grid: unknown[][]): void {
    if (!Array.isArray(grid) || grid.some((r) => !Array.isArray(r))) {
      throw new Error("The parameters (number[]) don't match the method signature for SpreadsheetApp.Range.setValues.");
    }
    if (grid.length !== this.numRows) {
      throw new Error(
        `The number of rows in the data does not match the number of rows in the range. The data has ${grid.length} but the range has ${this.numRows}.`,
      );
    }
    for (const r of grid) {
      if (r.length !== this.numColumns) {
        throw new Error(
          `The number of columns in the data does not match the number of columns in the range. The data has ${r.length} but the range has ${this.numColumns}.`,
        );
      }
    }
  }

  protected fill<T>(value: T): T[][] {
    return Array.from({ length: this.numRows }, () => Array.from({ length: this.numColumns }, () => value));
  }

  protected each(fn: (row: number, column: number, i: number, j: number) => void): void {
    for (let i = 0; i < this.numRows; i++) for (let j = 0; j < this.numColumns; j++) fn(this.row + i, this.column + j, i, j);
  }

  protected mapCells<T>(fn: (row: number, column: number) => T): T[][] {
    return Array.from({ length: this.numRows }, (_, i) => Array.from({ length: this.numColumns }, (_, j) => fn(this.row + i, this.column + j)));
  }
}
