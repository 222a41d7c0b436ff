/**
 * In-memory Sheet and Range, behaving like Google's: 1-based rows and columns, a 1000×26 new sheet that
 * grows only through insertRows/insertColumns/appendRow, Sheets' own error messages, formulas computed by the
 * workbook's formula engine. Only the subset the add-on uses, plus what the preview needs to draw a sheet.
 */
import { DetailedCellError } from 'hyperformula';
import type { FakeChart, FakeChartBuilder, FakeConditionalFormatRule, FakeDataValidation } from './builders';
import type { FakeSpreadsheet } from './spreadsheet';
import { columnLetters, parseA1 } from '../../src/shared/sheets/plan';

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
}

const key = (r: number, c: number) => `${r},${c}`;
const SERIAL_EPOCH = Date.UTC(1899, 11, 30);

function isDateValue(v: unknown): v is Date {
  return Object.prototype.toString.call(v) === '[object Date]';
}

function looksLikeDateFormat(format: string | undefined): boolean {
  return !!format && /(^|[^"])(yy|dd|mm\/|hh)/i.test(format);
}

export class FakeSheet {
  name: string;
  readonly sheetId: number;
  maxRows = 1000;
  maxColumns = 26;
  frozenRows = 0;
  frozenColumns = 0;
  tabColor: string | null = null;
  readonly columnWidths = new Map<number, number>();
  readonly hiddenColumns = new Set<number>();
  readonly styles = new Map<string, CellStyleRecord>();
  readonly validations = new Map<string, FakeDataValidation>();
  readonly notes = new Map<string, string>();
  conditionalRules: FakeConditionalFormatRule[] = [];
  readonly protections: FakeProtection[] = [];
  readonly charts: FakeChart[] = [];
  readonly metadata: { key: string; value: string }[] = [];

  constructor(
    readonly book: FakeSpreadsheet,
    name: string,
    readonly hfSheet: number,
  ) {
    this.name = name;
    this.sheetId = book.nextSheetId();
  }

  // ---- Apps Script API -------------------------------------------------------------------------------

  getName(): string {
    return this.name;
  }

  setName(name: string): this {
    this.book._renameSheet(this, name);
    return this;
  }

  getSheetId(): number {
    return this.sheetId;
  }

  getIndex(): number {
    return this.book.sheets.indexOf(this) + 1;
  }

  getParent(): unknown {
    return this.book.wrapped;
  }

  getRange(rowOrA1: number | string, column?: number, numRows = 1, numColumns = 1): FakeRange {
    if (typeof rowOrA1 === 'string') {
      const rect = parseA1(rowOrA1.includes('!') ? rowOrA1.split('!').pop()! : rowOrA1);
      return this.rangeAt(rect.row, rect.column, rect.rows, rect.columns);
    }
    if (column === undefined) throw new Error('The parameters (number) don\'t match the method signature for SpreadsheetApp.Sheet.getRange.');
    return this.rangeAt(rowOrA1, column, numRows, numColumns);
  }

  getDataRange(): FakeRange {
    return this.rangeAt(1, 1, Math.max(1, this.getLastRow()), Math.max(1, this.getLastColumn()));
  }

  getLastRow(): number {
    return this.book.hf.getSheetDimensions(this.hfSheet).height;
  }

  getLastColumn(): number {
    return this.book.hf.getSheetDimensions(this.hfSheet).width;
  }

  getMaxRows(): number {
    return this.maxRows;
  }

  getMaxColumns(): number {
    return this.maxColumns;
  }

  insertRowsAfter(afterPosition: number, howMany: number): this {
    this.checkPositive(howMany);
    if (afterPosition < this.maxRows) this.book.hf.addRows(this.hfSheet, [afterPosition, howMany]);
    this.maxRows += howMany;
    return this;
  }

  insertColumnsAfter(afterPosition: number, howMany: number): this {
    this.checkPositive(howMany);
    if (afterPosition < this.maxColumns) this.book.hf.addColumns(this.hfSheet, [afterPosition, howMany]);
    this.maxColumns += howMany;
    return this;
  }

  appendRow(values: unknown[]): this {
    const row = this.getLastRow() + 1;
    if (row > this.maxRows) this.maxRows = row;
    if (values.length > this.maxColumns) this.maxColumns = values.length;
    this.writeCells(row, 1, [values]);
    return this;
  }

  deleteRows(rowPosition: number, howMany: number): void {
    this.book.hf.removeRows(this.hfSheet, [rowPosition - 1, howMany]);
    this.maxRows -= howMany;
  }

  deleteColumns(columnPosition: number, howMany: number): void {
    this.book.hf.removeColumns(this.hfSheet, [columnPosition - 1, howMany]);
    this.maxColumns -= howMany;
  }

  setFrozenRows(rows: number): void {
    this.frozenRows = rows;
  }

  setFrozenColumns(columns: number): void {
    this.frozenColumns = columns;
  }

  getFrozenRows(): number {
    return this.frozenRows;
  }

  getFrozenColumns(): number {
    return this.frozenColumns;
  }

  setColumnWidth(column: number, width: number): this {
    this.columnWidths.set(column, width);
    return this;
  }

  setColumnWidths(startColumn: number, numColumns: number, width: number): this {
    for (let c = startColumn; c < startColumn + numColumns; c++) this.columnWidths.set(c, width);
    return this;
  }

  getColumnWidth(column: number): number {
    return this.columnWidths.get(column) ?? 100;
  }

  hideColumns(columnIndex: number, numColumns = 1): void {
    for (let c = columnIndex; c < columnIndex + numColumns; c++) this.hiddenColumns.add(c);
  }

  isColumnHiddenByUser(column: number): boolean {
    return this.hiddenColumns.has(column);
  }

  setTabColor(color: string | null): this {
    this.tabColor = color;
    return this;
  }

  setConditionalFormatRules(rules: FakeConditionalFormatRule[]): void {
    this.conditionalRules = [...rules];
  }

  getConditionalFormatRules(): FakeConditionalFormatRule[] {
    return [...this.conditionalRules];
  }

  newChart(): FakeChartBuilder {
    return this.book._newChartBuilder();
  }

  insertChart(chart: FakeChart): void {
    this.charts.push(chart);
  }

  getCharts(): FakeChart[] {
    return [...this.charts];
  }

  removeChart(chart: FakeChart): void {
    const i = this.charts.indexOf(chart);
    if (i >= 0) this.charts.splice(i, 1);
  }

  addDeveloperMetadata(key: string, value?: string): this {
    this.metadata.push({ key, value: value ?? '' });
    return this;
  }

  getDeveloperMetadata(): { getKey(): string; getValue(): string }[] {
    return this.metadata.map((m) => ({ getKey: () => m.key, getValue: () => m.value }));
  }

  getProtections(_type?: unknown): { getDescription(): string; isWarningOnly(): boolean; getRange(): FakeRange }[] {
    return this.protections.map((p) => ({
      getDescription: () => p.description,
      isWarningOnly: () => p.warningOnly,
      getRange: () => this.getRange(p.a1),
    }));
  }

  activate(): this {
    this.book.activeSheet = this;
    return this;
  }

  clear(): this {
    this.book.hf.setSheetContent(this.hfSheet, []);
    this.styles.clear();
    this.notes.clear();
    return this;
  }

  clearContents(): this {
    this.book.hf.setSheetContent(this.hfSheet, []);
    return this;
  }

  // ---- internals (underscore-free helpers are not exposed through the counted proxy's users) -----------

  private checkPositive(n: number): void {
    if (!Number.isInteger(n) || n < 1) throw new Error('Those rows are out of bounds.');
  }

  rangeAt(row: number, column: number, numRows: number, numColumns: number): FakeRange {
    if (![row, column, numRows, numColumns].every((n) => Number.isInteger(n))) {
      throw new Error('The parameters don\'t match the method signature for SpreadsheetApp.Sheet.getRange.');
    }
    if (numRows < 1) throw new Error('The number of rows in the range must be at least 1.');
    if (numColumns < 1) throw new Error('The number of columns in the range must be at least 1.');
    if (row < 1 || column < 1 || row + numRows - 1 > this.maxRows || column + numColumns - 1 > this.maxColumns) {
      throw new Error('The coordinates of the range are outside the dimensions of the sheet.');
    }
    return this.book.wrap(new FakeRange(this, row, column, numRows, numColumns), 'Range');
  }

  /** Raw write of a block of values/formulas starting at (row, column), 1-based. */
  writeCells(row: number, column: number, grid: unknown[][]): void {
    // Array.from, not map: rows from another realm (dist/Code.js runs in a gas-local vm context) must become
    // this realm's arrays, or the formula engine's `instanceof Array` checks reject them.
    const content = Array.from(grid, (r, i) =>
      Array.from(r, (v, j) => {
        if (isDateValue(v)) {
          const k = key(row + i, column + j);
          const style = this.styles.get(k) ?? {};
          if (!looksLikeDateFormat(style.numberFormat)) this.styles.set(k, { ...style, numberFormat: 'yyyy-mm-dd hh:mm:ss' });
          return (v.getTime() - SERIAL_EPOCH) / 86_400_000;
        }
        if (v === '' || v === null || v === undefined) return null;
        if (typeof v === 'string' && v.startsWith("'")) return v; // HyperFormula also reads a leading ' as text
        return v as string | number | boolean;
      }),
    );
    const hf = this.book.hf;
    hf.batch(() => hf.setCellContents({ sheet: this.hfSheet, row: row - 1, col: column - 1 }, content));
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
      if (looksLikeDateFormat(fmt)) return new Date(SERIAL_EPOCH + v * 86_400_000);
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

  setStyle(row: number, column: number, prop: StyleKey, value: unknown): void {
    const k = key(row, column);
    const s = { ...(this.styles.get(k) ?? {}) } as Record<string, unknown>;
    if (value === null || value === undefined || value === '') delete s[prop];
    else s[prop] = value;
    this.styles.set(k, s as CellStyleRecord);
  }

  validationAt(row: number, column: number): FakeDataValidation | undefined {
    return this.validations.get(key(row, column));
  }

  setValidation(row: number, column: number, rule: FakeDataValidation | null): void {
    if (rule) this.validations.set(key(row, column), rule);
    else this.validations.delete(key(row, column));
  }
}

/** How Sheets' getValues shows an error cell. */
function sheetsErrorText(e: DetailedCellError): string {
  const map: Record<string, string> = { VALUE: '#ERROR!', SPILL: '#REF!', LIC: '#ERROR!', CYCLE: '#REF!' };
  return map[e.type] ?? e.value;
}

export class FakeRange {
  constructor(
    readonly sheet: FakeSheet,
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
      r.map((v, j) => displayText(v, this.sheet.styleAt(this.row + i, this.column + j).numberFormat)),
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
    this.sheet.writeCells(this.row, this.column, formulas.map((r) => r.map((f) => (f === '' ? null : f))));
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

  // ---- formats -----------------------------------------------------------------------------------------

  setNumberFormats(formats: string[][]): this {
    return this.setStyles('numberFormat', formats);
  }

  setNumberFormat(format: string): this {
    return this.setStyles('numberFormat', this.fill(format));
  }

  setBackgrounds(colors: (string | null)[][]): this {
    return this.setStyles('background', colors);
  }

  setBackground(color: string | null): this {
    return this.setStyles('background', this.fill(color));
  }

  setFontWeights(weights: (string | null)[][]): this {
    return this.setStyles('fontWeight', weights);
  }

  setFontWeight(weight: string | null): this {
    return this.setStyles('fontWeight', this.fill(weight));
  }

  setFontColors(colors: (string | null)[][]): this {
    return this.setStyles('fontColor', colors);
  }

  setFontColor(color: string | null): this {
    return this.setStyles('fontColor', this.fill(color));
  }

  setFontStyles(styles: (string | null)[][]): this {
    return this.setStyles('fontStyle', styles);
  }

  setFontLines(lines: (string | null)[][]): this {
    return this.setStyles('fontLine', lines);
  }

  setHorizontalAlignments(alignments: (string | null)[][]): this {
    return this.setStyles('horizontalAlignment', alignments);
  }

  setHorizontalAlignment(alignment: string | null): this {
    return this.setStyles('horizontalAlignment', this.fill(alignment));
  }

  setWraps(wraps: boolean[][]): this {
    return this.setStyles('wrap', wraps);
  }

  setWrap(wrap: boolean): this {
    return this.setStyles('wrap', this.fill(wrap));
  }

  getBackgrounds(): string[][] {
    return this.mapCells((r, c) => this.sheet.styleAt(r, c).background ?? '#ffffff');
  }

  getNumberFormats(): string[][] {
    return this.mapCells((r, c) => this.sheet.styleAt(r, c).numberFormat ?? 'General');
  }

  getFontWeights(): string[][] {
    return this.mapCells((r, c) => this.sheet.styleAt(r, c).fontWeight ?? 'normal');
  }

  // ---- validation, notes, protection -------------------------------------------------------------------

  setDataValidations(rules: (FakeDataValidation | null)[][]): this {
    this.checkShape(rules);
    this.each((r, c, i, j) => this.sheet.setValidation(r, c, rules[i][j]));
    return this;
  }

  setDataValidation(rule: FakeDataValidation | null): this {
    this.each((r, c) => this.sheet.setValidation(r, c, rule));
    return this;
  }

  getDataValidations(): (FakeDataValidation | null)[][] {
    return this.mapCells((r, c) => this.sheet.validationAt(r, c) ?? null);
  }

  setNote(note: string | null): this {
    this.each((r, c) => (note ? this.sheet.notes.set(`${r},${c}`, note) : this.sheet.notes.delete(`${r},${c}`)));
    return this;
  }

  setNotes(notes: (string | null)[][]): this {
    this.checkShape(notes);
    this.each((r, c, i, j) => {
      const n = notes[i][j];
      if (n) this.sheet.notes.set(`${r},${c}`, n);
      else this.sheet.notes.delete(`${r},${c}`);
    });
    return this;
  }

  getNote(): string {
    return this.sheet.notes.get(`${this.row},${this.column}`) ?? '';
  }

  protect(): unknown {
    const p: FakeProtection = { a1: this.getA1Notation(), description: '', warningOnly: false };
    this.sheet.protections.push(p);
    const protection = {
      setDescription: (d: string) => {
        p.description = d;
        return protection;
      },
      setWarningOnly: (w: boolean) => {
        p.warningOnly = w;
        return protection;
      },
      getDescription: () => p.description,
      isWarningOnly: () => p.warningOnly,
    };
    return this.sheet.book.wrap(protection, 'Protection');
  }

  activate(): this {
    this.sheet.book.activeSheet = this.sheet;
    this.sheet.book.activeRange = this;
    return this;
  }

  // ---- helpers -----------------------------------------------------------------------------------------

  private checkShape(grid: unknown[][]): void {
    if (!Array.isArray(grid) || grid.some((r) => !Array.isArray(r))) {
      throw new Error('The parameters (number[]) don\'t match the method signature for SpreadsheetApp.Range.setValues.');
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

  private fill<T>(value: T): T[][] {
    return Array.from({ length: this.numRows }, () => Array.from({ length: this.numColumns }, () => value));
  }

  private each(fn: (row: number, column: number, i: number, j: number) => void): void {
    for (let i = 0; i < this.numRows; i++) for (let j = 0; j < this.numColumns; j++) fn(this.row + i, this.column + j, i, j);
  }

  private mapCells<T>(fn: (row: number, column: number) => T): T[][] {
    return Array.from({ length: this.numRows }, (_, i) => Array.from({ length: this.numColumns }, (_, j) => fn(this.row + i, this.column + j)));
  }

  private setStyles(prop: StyleKey, grid: unknown[][]): this {
    this.checkShape(grid);
    this.each((r, c, i, j) => this.sheet.setStyle(r, c, prop, grid[i][j]));
    return this;
  }
}

/** Text of a value under a number format: the subset of Sheets' format language the add-on writes. */
export function displayText(value: unknown, format?: string): string {
  if (value === '' || value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (isDateValue(value)) {
    const iso = value.toISOString();
    if (format && /hh/i.test(format) && !/yy|dd/i.test(format)) return iso.slice(11, 16);
    return format && /hh/i.test(format) ? `${iso.slice(0, 10)} ${iso.slice(11, 16)}` : iso.slice(0, 10);
  }
  if (typeof value !== 'number') return String(value);
  if (!format || format === 'General') return formatGeneral(value);
  if (format === '@') return String(value);
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
