/**
 * In-memory Sheet, behaving like Google's: 1-based rows and columns, a 1000×26 new sheet that grows only
 * through insertRows/insertColumns/appendRow and never past the spreadsheet's 10,000,000 cells (limits.ts),
 * Sheets' own error messages, formulas computed by the workbook's formula engine. Only the subset the add-on
 * uses, plus what the preview needs to draw a sheet (and count its custom-function cells).
 *
 * The cells themselves (values, styles, validations, notes) are kept by SheetCells (cells.ts); ranges are
 * FakeRange (range.ts). This module re-exports what other code imports from it.
 */
import type { FakeChart, FakeChartBuilder, FakeConditionalFormatRule } from './builders';
import { SheetCells, type FakeProtection } from './cells';
import { protectionHandle } from './protection';
import { customFunctionUse, type CustomFunctionUse } from './customCalls';
import { registeredFunctionNames } from './engine';
import { FakeRange } from './range';
import type { FakeWorkbook } from './workbook';
import { parseA1 } from '../../src/shared/sheets/plan';

export { FakeRange } from './range';
export { displayText } from './values';
export type { CellStyleRecord, FakeProtection, StyleKey } from './cells';
export type { CustomFunctionUse } from './customCalls';

export class FakeSheet extends SheetCells {
  readonly sheetId: number;
  maxRows = 1000;
  maxColumns = 26;
  frozenRows = 0;
  frozenColumns = 0;
  tabColor: string | null = null;
  readonly columnWidths = new Map<number, number>();
  readonly hiddenColumns = new Set<number>();
  conditionalRules: FakeConditionalFormatRule[] = [];
  readonly charts: FakeChart[] = [];
  readonly metadata: { key: string; value: string }[] = [];

  constructor(book: FakeWorkbook, name: string, hfSheet: number) {
    super(book, name, hfSheet);
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
    if (column === undefined) throw new Error("The parameters (number) don't match the method signature for SpreadsheetApp.Sheet.getRange.");
    return this.rangeAt(rowOrA1, column, numRows, numColumns);
  }

  getDataRange(): FakeRange {
    return this.rangeAt(1, 1, Math.max(1, this.getLastRow()), Math.max(1, this.getLastColumn()));
  }

  /** The last row with content (cleared trailing rows do not count, as in Sheets). */
  getLastRow(): number {
    const { height, width } = this.book.hf.getSheetDimensions(this.hfSheet);
    const filled = this.filled();
    for (let row = height - 1; row >= 0; row--) {
      for (let col = 0; col < width; col++) if (filled(row, col)) return row + 1;
    }
    return 0;
  }

  /** Whether a cell (0-based) holds anything; the engine's method looked up once, not once per cell scanned. */
  private filled(): (row: number, col: number) => boolean {
    const hf = this.book.hf;
    const isCellEmpty = hf.isCellEmpty.bind(hf);
    const sheet = this.hfSheet;
    return (row, col) => !isCellEmpty({ sheet, row, col });
  }

  /** The last column with content. */
  getLastColumn(): number {
    const { height, width } = this.book.hf.getSheetDimensions(this.hfSheet);
    const filled = this.filled();
    for (let col = width - 1; col >= 0; col--) {
      for (let row = 0; row < height; row++) if (filled(row, col)) return col + 1;
    }
    return 0;
  }

  getMaxRows(): number {
    return this.maxRows;
  }

  getMaxColumns(): number {
    return this.maxColumns;
  }

  insertRowsAfter(afterPosition: number, howMany: number): this {
    this.checkPositive(howMany);
    this.book._checkGrowth(howMany * this.maxColumns);
    if (afterPosition < this.maxRows) this.book.hf.addRows(this.hfSheet, [afterPosition, howMany]);
    this.maxRows += howMany;
    return this;
  }

  insertColumnsAfter(afterPosition: number, howMany: number): this {
    this.checkPositive(howMany);
    this.book._checkGrowth(howMany * this.maxRows);
    if (afterPosition < this.maxColumns) this.book.hf.addColumns(this.hfSheet, [afterPosition, howMany]);
    this.maxColumns += howMany;
    return this;
  }

  insertRowsBefore(beforePosition: number, howMany: number): this {
    this.checkPosition(beforePosition, this.maxRows);
    return this.insertRowsAfter(beforePosition - 1, howMany);
  }

  insertColumnsBefore(beforePosition: number, howMany: number): this {
    this.checkPosition(beforePosition, this.maxColumns);
    return this.insertColumnsAfter(beforePosition - 1, howMany);
  }

  insertRowAfter(afterPosition: number): this {
    return this.insertRowsAfter(afterPosition, 1);
  }

  insertRowBefore(beforePosition: number): this {
    return this.insertRowsBefore(beforePosition, 1);
  }

  insertColumnAfter(afterPosition: number): this {
    return this.insertColumnsAfter(afterPosition, 1);
  }

  insertColumnBefore(beforePosition: number): this {
    return this.insertColumnsBefore(beforePosition, 1);
  }

  /** Sheet.insertRows(rowIndex, numRows): rows inserted before rowIndex. */
  insertRows(rowIndex: number, numRows = 1): void {
    this.insertRowsBefore(rowIndex, numRows);
  }

  /** Sheet.insertColumns(columnIndex, numColumns): columns inserted before columnIndex. */
  insertColumns(columnIndex: number, numColumns = 1): void {
    this.insertColumnsBefore(columnIndex, numColumns);
  }

  appendRow(values: unknown[]): this {
    const row = this.getLastRow() + 1;
    const rows = Math.max(row, this.maxRows);
    const columns = Math.max(values.length, this.maxColumns);
    this.book._checkGrowth(rows * columns - this.maxRows * this.maxColumns);
    this.maxRows = rows;
    this.maxColumns = columns;
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

  /** A hidden sheet keeps its cells and formulas; the preview lists no tab for it. */
  hidden = false;

  hideSheet(): this {
    this.hidden = true;
    return this;
  }

  showSheet(): this {
    this.hidden = false;
    return this;
  }

  isSheetHidden(): boolean {
    return this.hidden;
  }

  setTabColor(color: string | null): this {
    this.tabColor = color;
    return this;
  }

  setConditionalFormatRules(rules: FakeConditionalFormatRule[]): void {
    this.conditionalRules = [...rules];
  }

  /** The rules, each with Apps Script's getters (getRanges, getBooleanCondition) for code that reads them back. */
  getConditionalFormatRules(): FakeConditionalFormatRule[] {
    return this.conditionalRules.map((rule) =>
      Object.assign({}, rule, {
        getRanges: () => rule.ranges.map((r) => this.getRange(r.a1)),
        getBooleanCondition: () => ({ getCriteriaType: () => 'CUSTOM_FORMULA', getCriteriaValues: () => [rule.formula] }),
      }),
    );
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

  /** Protections of one type (RANGE or SHEET; Apps Script asks for one), as Apps Script's Protection objects. */
  getProtections(type: unknown = 'RANGE'): unknown[] {
    return this.protections
      .filter((p) => (p.kind ?? 'RANGE') === String(type))
      .map((p) =>
        this.book.wrap(
          protectionHandle(this, p, (a1) => this.getRange(a1)),
          'Protection',
        ),
      );
  }

  /** Ranges by A1 notation, as one RangeList (getRanges gives them back in order). */
  getRangeList(a1Notations: string[]): unknown {
    const ranges = a1Notations.map((a1) => this.getRange(a1));
    return this.book.wrap({ getRanges: () => ranges }, 'RangeList');
  }

  /** Protects the whole sheet (a SHEET protection). */
  protect(): unknown {
    const p: FakeProtection = { a1: this.getDataRange().getA1Notation(), description: '', warningOnly: false, kind: 'SHEET' };
    this.protections.push(p);
    return this.book.wrap(
      protectionHandle(this, p, (a1) => this.getRange(a1)),
      'Protection',
    );
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

  /** Cells of this sheet whose formula calls a registered custom function, and how many calls they make. */
  customFunctionCells(): CustomFunctionUse {
    return customFunctionUse(this.book.hf.getSheetFormulas(this.hfSheet), registeredFunctionNames());
  }

  private checkPositive(n: number): void {
    if (!Number.isInteger(n) || n < 1) throw new Error('Those rows are out of bounds.');
  }

  private checkPosition(position: number, max: number): void {
    if (!Number.isInteger(position) || position < 1 || position > max) throw new Error('Those rows are out of bounds.');
  }

  rangeAt(row: number, column: number, numRows: number, numColumns: number): FakeRange {
    if (![row, column, numRows, numColumns].every((n) => Number.isInteger(n))) {
      throw new Error("The parameters don't match the method signature for SpreadsheetApp.Sheet.getRange.");
    }
    if (numRows < 1) throw new Error('The number of rows in the range must be at least 1.');
    if (numColumns < 1) throw new Error('The number of columns in the range must be at least 1.');
    if (row < 1 || column < 1 || row + numRows - 1 > this.maxRows || column + numColumns - 1 > this.maxColumns) {
      throw new Error('The coordinates of the range are outside the dimensions of the sheet.');
    }
    return this.book.wrap(new FakeRange(this, row, column, numRows, numColumns), 'Range');
  }
}
