/**
 * The preview's world: the in-memory spreadsheet with dist/Code.js loaded by gas-local (the real server code,
 * as Apps Script loads it), the custom functions of that bundle registered in the formula engine, and the
 * operations the preview page needs: run a global, edit a cell as a user, draw a sheet, export .xlsx.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { registerAddOnFunctions } from '../customFunctions';
import { createFakeGas, type FakeGas } from '../fake/gas';
import type { FakeChart } from '../fake/builders';
import { displayText, type CellStyleRecord, type CustomFunctionUse, type FakeProtection, type FakeSheet } from '../fake/sheet';
import { checkLegal } from './wire';
import { a1 as cellA1, columnLetters, columnNumber } from '../../src/shared/sheets/plan';
import type { Locale } from '../fake/typed';

/** Service calls that change nothing a TD sees (reads, metadata searches, the document lock): `Type.method`. */
const READ_CALL = /\.(get|is|has|find|with|can)[A-Za-z]*$|\.(tryLock|waitLock|releaseLock)$/;

const gasLocal = require('gas-local') as { require(folder: string, globals: object): Record<string, unknown> };

interface GlobalInfo {
  name: string;
  custom: boolean;
}

export interface CellView {
  r: number;
  c: number;
  v: string;
  f?: string;
  err?: string;
  bold?: boolean;
  italic?: boolean;
  bg?: string;
  color?: string;
  align?: string;
  strike?: boolean;
  list?: string[];
  /** The drop-down's help text (the validation's setHelpText), if any. */
  help?: string;
  note?: string;
  num?: boolean;
}

export interface SheetView {
  name: string;
  /** The last row and column with content, a format, a drop-down or a note. */
  rows: number;
  columns: number;
  /** The sheet's size (a new sheet: 1000 × 26), which the page draws. */
  maxRows: number;
  maxColumns: number;
  frozenRows: number;
  frozenColumns: number;
  widths: Record<number, number>;
  hidden: number[];
  cells: CellView[];
  charts: ChartView[];
  protections: { a1: string; description: string; warningOnly: boolean }[];
}

/**
 * A chart as Sheets draws it over the grid: its top-left corner at the anchor cell's plus the offsets (pixels), its
 * size from the width and height options (Sheets' default 600 × 371 without them), the domain (the first column of
 * its ranges, under its header) and one series per further column, a blank or text cell a null (a gap in the line).
 */
export interface ChartView {
  type: string;
  title: string;
  anchorRow: number;
  anchorColumn: number;
  offsetX: number;
  offsetY: number;
  width: number;
  height: number;
  domain: string[];
  series: { name: string; points: (number | null)[] }[];
}

/** What a person's edit did: done, refused (with Sheets' message), or waiting for a yes to a warning-only protection. */
export type EditOutcome = { ok: true } | { ok: false; error: string } | { ok: false; confirm: string };

/** The contents of a block of cells before an edit, to put back on undo (formulas and typed values as stored). */
interface UndoStep {
  sheet: string;
  row: number;
  column: number;
  contents: unknown[][];
  styles: (CellStyleRecord | undefined)[][];
}

/** Sheets' refusal of an edit to a protected cell. */
export const PROTECTED_MESSAGE =
  'You are trying to edit a protected cell or object. Please contact the spreadsheet owner to remove protection if you need to edit.';
/** Sheets' warning before an edit to a warning-only protected cell. */
export const WARNING_MESSAGE = "Heads up! You're trying to edit part of this sheet that shouldn't be changed accidentally. Edit anyway?";

/**
 * A tab-separated block as the clipboard holds it (Sheets and Excel copy this way): rows by newline, cells by tab,
 * the final newline dropped; a cell in double quotes may hold tabs, newlines and doubled quotes.
 */
export function parseTsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let i = 0;
  const t = text.replace(/\r\n?/g, '\n').replace(/\n$/, '');
  while (i <= t.length) {
    if (cell === '' && t[i] === '"') {
      const end = /^"((?:[^"]|"")*)"(?=\t|\n|$)/.exec(t.slice(i));
      if (end) {
        cell = end[1].replace(/""/g, '"');
        i += end[0].length;
        continue;
      }
    }
    const ch = t[i];
    if (ch === undefined || ch === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else if (ch === '\t') {
      row.push(cell);
      cell = '';
    } else cell += ch;
    i++;
  }
  return rows;
}

export class PreviewWorld {
  gas!: FakeGas;
  ctx!: Record<string, (...args: unknown[]) => unknown>;
  version = 0;
  private undoSteps: UndoStep[] = [];
  private redoSteps: UndoStep[] = [];

  constructor(private readonly distDir: string) {
    this.reset();
  }

  /** The spreadsheet locale chosen in File ▸ Settings (kept by Start over and Load demo); default: STANDIN_LOCALE, else en_US. */
  locale: Locale | undefined;

  /** File ▸ Settings ▸ Locale: what typed entries mean and how numbers show from now on (formulas stay en_US). */
  setLocale(locale: string): void {
    this.gas.book.setSpreadsheetLocale(locale);
    this.locale = locale as Locale;
    this.version++;
  }

  reset(): void {
    // The engine learns the custom functions when it is built: register the bundle's first (they are pure,
    // so a throwaway context serves), then build the world.
    const globals = JSON.parse(readFileSync(join(this.distDir, '../build/globals.json'), 'utf8')) as GlobalInfo[];
    const probe = gasLocal.require(this.distDir, { ...createFakeGas({ htmlDir: this.distDir }).globals });
    registerAddOnFunctions(Object.fromEntries(globals.filter((g) => g.custom).map((g) => [g.name, probe[g.name]])));
    this.gas = createFakeGas({ htmlDir: this.distDir, spreadsheetName: 'Tournament (preview)', locale: this.locale });
    this.ctx = gasLocal.require(this.distDir, { ...this.gas.globals }) as Record<string, (...args: unknown[]) => unknown>;
    this.gas.execute(() => this.ctx.onOpen?.({ authMode: 'NONE' }), 'NONE');
    this.undoSteps = [];
    this.redoSteps = [];
    this.version++;
  }

  /** A google.script.run call: arguments and result must pass Apps Script's serialisation. */
  run(name: string, args: unknown[]): { ok: true; value: unknown } | { ok: false; error: string } {
    const before = new Map(this.gas.calls.byName);
    try {
      const fn = this.ctx[name];
      if (typeof fn !== 'function' || /^[A-Z0-9]+$/.test(name)) throw new Error(`Script function not found: ${name}`);
      args.forEach((a, i) => checkLegal(a, String(i)));
      const value = this.gas.execute(() => fn(...args));
      checkLegal(value, 'return value');
      return { ok: true, value: value === undefined ? null : JSON.parse(JSON.stringify(value)) };
    } catch (e) {
      // Errors thrown inside the gas-local context are from another realm: read their message directly.
      const message = e && typeof e === 'object' && 'message' in e ? String((e as { message: unknown }).message) : String(e);
      return { ok: false, error: message };
    } finally {
      // A run that only read (the sidebar asking which sheet is open, every few seconds) leaves the page as it is.
      for (const [call, n] of this.gas.calls.byName)
        if (n !== before.get(call) && !READ_CALL.test(call)) {
          this.version++;
          break;
        }
    }
  }

  menus() {
    return this.gas.ui.menus;
  }

  /** The tabs a TD sees: hidden sheets (a creation's working store) have none. */
  sheetNames(): string[] {
    return this.gas.book.sheets.filter((s) => !s.hidden).map((s) => s.name);
  }

  /** Per sheet, the cells calling a custom function and their calls (each call is a server round trip in Sheets). */
  customFunctionUse(): Record<string, CustomFunctionUse> {
    return Object.fromEntries(this.gas.book.sheets.map((s) => [s.name, s.customFunctionCells()]));
  }

  activeSheetName(): string {
    return (this.gas.book.activeSheet ?? this.gas.book.sheets[0]).name;
  }

  /** A TD typing into a cell: drop-down validation, then Sheets' reading of typed text (dev/fake/typed.ts). */
  edit(sheetName: string, row: number, column: number, input: string): void {
    this.paste(sheetName, row, column, [[input]]);
  }

  /** A TD pasting a block of typed text from (row, column): every cell's drop-down checked first, then one write. */
  paste(sheetName: string, row: number, column: number, block: string[][]): void {
    const sheet = this.gas.book.sheet(sheetName);
    block.forEach((line, i) =>
      line.forEach((input, j) => {
        const rule = sheet.validationAt(row + i, column + j);
        const text = input.trim();
        if (rule && !rule.allowInvalid && text !== '' && rule.kind === 'list' && !rule.values!.some((v) => v.toLowerCase() === text.toLowerCase())) {
          throw new Error(`Invalid entry: "${text}" is not one of ${rule.values!.join(', ')}`);
        }
      }),
    );
    sheet.writeCells(row, column, block);
    this.version++;
  }

  /**
   * A person typing or pasting into the grid (the page's in-cell editor, formula bar, Ctrl+V, Delete): the block must
   * fit in the sheet (nothing grows silently), a protected cell refuses, a warning-only protected cell asks first
   * (`confirmed` is the yes), then the drop-downs and the write as `paste`, remembered for undo.
   */
  personEdit(sheetName: string, row: number, column: number, block: string[][], confirmed = false): EditOutcome {
    try {
      const sheet = this.gas.book.sheet(sheetName);
      const rows = block.length;
      const columns = Math.max(0, ...block.map((line) => line.length));
      if (rows === 0 || columns === 0) return { ok: true };
      const lastRow = row + rows - 1;
      const lastColumn = column + columns - 1;
      if (lastRow > sheet.maxRows || lastColumn > sheet.maxColumns) {
        return {
          ok: false,
          error: `The paste needs ${rows} × ${columns} cells from ${cellA1(row, column)} to ${cellA1(lastRow, lastColumn)}, past the sheet's edge (${sheet.maxRows} rows, ${sheet.maxColumns} columns); nothing was pasted. Add rows or columns first.`,
        };
      }
      const hits = this.protectionsOver(sheet, row, column, rows, columns);
      if (hits.some((p) => !p.warningOnly)) return { ok: false, error: PROTECTED_MESSAGE };
      if (hits.length && !confirmed) {
        const described = hits.map((p) => p.description).filter(Boolean);
        return { ok: false, confirm: described.length ? `${WARNING_MESSAGE}\n\n${described.join('\n')}` : WARNING_MESSAGE };
      }
      const square = block.map((line) => Array.from({ length: columns }, (_, j) => line[j] ?? ''));
      const step = this.snapshot(sheet, row, column, rows, columns);
      this.paste(sheetName, row, column, square);
      this.undoSteps.push(step);
      if (this.undoSteps.length > 100) this.undoSteps.shift();
      this.redoSteps = [];
      return { ok: true };
    } catch (e) {
      return { ok: false, error: e instanceof Error ? e.message : String(e) };
    }
  }

  /** Ctrl+Z: the cells of the last person's edit get their previous contents back. False if there is nothing to undo. */
  undo(): { sheet: string; range: string } | null {
    return this.swap(this.undoSteps, this.redoSteps);
  }

  /** Ctrl+Y: the last undone edit again. */
  redo(): { sheet: string; range: string } | null {
    return this.swap(this.redoSteps, this.undoSteps);
  }

  private swap(from: UndoStep[], to: UndoStep[]): { sheet: string; range: string } | null {
    const step = from.pop();
    if (!step) return null;
    const sheet = this.gas.book.sheets.find((x) => x.name === step.sheet);
    if (!sheet) return this.swap(from, to);
    const rows = step.contents.length;
    const columns = step.contents[0].length;
    to.push(this.snapshot(sheet, step.row, step.column, rows, columns));
    const hf = this.gas.book.hf;
    const content = Array.from(step.contents, (line) => Array.from(line)) as Parameters<typeof hf.setCellContents>[1];
    hf.setCellContents({ sheet: sheet.hfSheet, row: step.row - 1, col: step.column - 1 }, content);
    step.styles.forEach((line, i) =>
      line.forEach((style, j) => {
        const k = `${step.row + i},${step.column + j}`;
        // a copy: the sheet's records change in place (cells.ts setStyle)
        if (style) sheet.styles.set(k, { ...style });
        else sheet.styles.delete(k);
      }),
    );
    this.version++;
    const range =
      rows === 1 && columns === 1
        ? cellA1(step.row, step.column)
        : `${cellA1(step.row, step.column)}:${cellA1(step.row + rows - 1, step.column + columns - 1)}`;
    return { sheet: sheet.name, range };
  }

  private snapshot(sheet: FakeSheet, row: number, column: number, rows: number, columns: number): UndoStep {
    const hf = this.gas.book.hf;
    const contents: unknown[][] = [];
    const styles: (CellStyleRecord | undefined)[][] = [];
    for (let i = 0; i < rows; i++) {
      contents.push([]);
      styles.push([]);
      for (let j = 0; j < columns; j++) {
        const v = hf.getCellSerialized({ sheet: sheet.hfSheet, row: row + i - 1, col: column + j - 1 });
        contents[i].push(v === undefined ? null : v);
        const s = sheet.styles.get(`${row + i},${column + j}`);
        styles[i].push(s ? { ...s } : undefined);
      }
    }
    return { sheet: sheet.name, row, column, contents, styles };
  }

  /** The protections covering any cell of the block. */
  /** The protections covering any cell of the block (a sheet protection covers every cell it does not leave open). */
  private protectionsOver(sheet: FakeSheet, row: number, column: number, rows: number, columns: number): FakeProtection[] {
    const hits = new Set<FakeProtection>();
    for (let i = 0; i < rows; i++) for (let j = 0; j < columns; j++) for (const p of sheet.protectionsAt(row + i, column + j)) hits.add(p);
    return [...hits];
  }

  select(sheetName: string, a1: string): void {
    const sheet = this.gas.book.sheet(sheetName);
    sheet.getRange(a1).activate();
  }

  activate(sheetName: string): void {
    this.gas.book.activeSheet = this.gas.book.sheet(sheetName);
  }

  view(sheetName: string): SheetView {
    const sheet = this.gas.book.sheet(sheetName);
    const styled = new Set<string>([...sheet.styles.keys(), ...sheet.validations.keys(), ...sheet.notes.keys()]);
    // Formats, drop-downs and notes on empty cells below or right of the content are drawn too.
    let rows = Math.max(sheet.getLastRow(), 1);
    let columns = Math.max(sheet.getLastColumn(), 1);
    for (const k of styled) {
      const [r, c] = k.split(',').map(Number);
      if (r <= sheet.maxRows && c <= sheet.maxColumns) [rows, columns] = [Math.max(rows, r), Math.max(columns, c)];
    }
    const values = sheet.rangeAt(1, 1, rows, columns).getValues();
    const formulas = sheet.rangeAt(1, 1, rows, columns).getFormulas();
    const cond = conditionalStyles(sheet, rows, columns);
    const cells: CellView[] = [];
    for (let r = 1; r <= rows; r++) {
      for (let c = 1; c <= columns; c++) {
        const v = values[r - 1][c - 1];
        const f = formulas[r - 1][c - 1];
        const k = `${r},${c}`;
        if (v === '' && !f && !styled.has(k) && !cond.has(k)) continue;
        const s = sheet.styleAt(r, c);
        const extra = cond.get(k) ?? {};
        const dv = sheet.validationAt(r, c);
        cells.push({
          r,
          c,
          v: displayText(v, s.numberFormat, this.gas.book.locale),
          f: f || undefined,
          err: f ? sheet.errorAt(r, c) : undefined,
          bold: s.fontWeight === 'bold' || extra.bold || undefined,
          italic: s.fontStyle === 'italic' || undefined,
          bg: extra.bg ?? s.background,
          color: extra.color ?? s.fontColor,
          align: s.horizontalAlignment,
          strike: extra.strike || s.fontLine === 'line-through' || undefined,
          list: dv?.kind === 'list' ? dv.values : dv?.kind === 'range' ? this.listFromRange(dv.source!) : undefined,
          help: dv?.helpText || undefined,
          note: sheet.notes.get(k),
          num: typeof v === 'number' || v instanceof Date || undefined,
        });
      }
    }
    const widths: Record<number, number> = {};
    for (const [c, w] of sheet.columnWidths) widths[c] = w;
    return {
      name: sheet.name,
      rows,
      columns,
      maxRows: sheet.maxRows,
      maxColumns: sheet.maxColumns,
      frozenRows: sheet.frozenRows,
      frozenColumns: sheet.frozenColumns,
      widths,
      hidden: [...sheet.hiddenColumns],
      cells,
      charts: sheet.charts.map((ch) => chartView(this, ch)),
      protections: sheet.protections.map((p) => ({ a1: p.a1, description: p.description, warningOnly: p.warningOnly })),
    };
  }

  private listFromRange(source: string): string[] {
    const bang = source.lastIndexOf('!');
    const name = source
      .slice(0, bang)
      .replace(/^'(.*)'$/, '$1')
      .replace(/''/g, "'");
    const values = this.gas.book
      .sheet(name)
      .getRange(source.slice(bang + 1))
      .getValues();
    return values
      .flat()
      .filter((v) => v !== '')
      .map(String);
  }

  /** The workbook as .xlsx: values, formulas (with their last computed result), bold and fills, drop-downs, conditional formats, notes. */
  async xlsx(): Promise<Buffer> {
    const wb = new ExcelJS.Workbook();
    wb.creator = 'Tournament director add-on (preview)';
    const names = new Map(this.gas.book.sheets.map((sheet) => [sheet.name, sheet.name.slice(0, 31)]));
    let lists: ExcelJS.Worksheet | null = null;
    const longList = (values: string[]): string => {
      // Excel keeps an inline list to 255 characters without commas: a longer one goes to a hidden sheet's column.
      lists ??= wb.addWorksheet('Lists', { state: 'veryHidden' });
      const column = lists.columnCount + 1;
      values.forEach((v, i) => (lists!.getCell(i + 1, column).value = v));
      return `Lists!$${columnLetters(column)}$1:$${columnLetters(column)}$${values.length}`;
    };
    const listFormula = (values: string[]): string => {
      const inline = `"${values.join(',')}"`;
      return inline.length <= 257 && !values.some((v) => v.includes(',') || v.includes('"')) ? inline : longList(values);
    };
    for (const sheet of this.gas.book.sheets) {
      const ws = wb.addWorksheet(names.get(sheet.name)!, { views: [{ state: 'frozen', xSplit: sheet.frozenColumns, ySplit: sheet.frozenRows }] });
      const rows = Math.max(sheet.getLastRow(), 1);
      const columns = Math.max(sheet.getLastColumn(), 1);
      const values = sheet.rangeAt(1, 1, rows, columns).getValues();
      const formulas = sheet.rangeAt(1, 1, rows, columns).getFormulas();
      for (let r = 1; r <= rows; r++) {
        for (let c = 1; c <= columns; c++) {
          const v = values[r - 1][c - 1];
          const f = formulas[r - 1][c - 1];
          if (v === '' && !f) continue;
          const cell = ws.getCell(r, c);
          const result = typeof v === 'string' && v.startsWith('#') ? { error: v as ExcelJS.CellErrorValue['error'] } : (v as string | number | boolean | Date);
          cell.value = f ? { formula: f.slice(1), result } : (v as string | number | boolean | Date);
        }
      }
      // Formats, drop-downs and notes may sit on empty cells too (a result column waiting for its entries).
      for (const [k, s] of sheet.styles) {
        const cell = ws.getCell(...cellAt(k));
        if (s.fontWeight === 'bold' || s.fontStyle === 'italic' || s.fontColor || s.fontLine === 'line-through') {
          cell.font = {
            bold: s.fontWeight === 'bold' || undefined,
            italic: s.fontStyle === 'italic' || undefined,
            strike: s.fontLine === 'line-through' || undefined,
            color: s.fontColor ? { argb: argb(s.fontColor) } : undefined,
          };
        }
        if (s.background) cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: argb(s.background) } };
        if (s.numberFormat && s.numberFormat !== 'General') cell.numFmt = s.numberFormat;
        if (s.horizontalAlignment) cell.alignment = { horizontal: s.horizontalAlignment as ExcelJS.Alignment['horizontal'] };
      }
      for (const [k, dv] of sheet.validations) {
        const source = dv.kind === 'range' ? xlsxRange(dv.source!, names) : undefined;
        if (dv.kind === 'list' ? !dv.values?.length : !source) continue;
        ws.getCell(...cellAt(k)).dataValidation = {
          type: 'list',
          allowBlank: true,
          formulae: [dv.kind === 'list' ? listFormula(dv.values!) : source],
          showErrorMessage: !dv.allowInvalid,
          errorStyle: dv.allowInvalid ? 'warning' : 'stop',
          showInputMessage: Boolean(dv.helpText),
          prompt: dv.helpText || undefined,
        };
      }
      for (const [k, note] of sheet.notes) if (note) ws.getCell(...cellAt(k)).note = note;
      sheet.conditionalRules.forEach((rule, i) => {
        const style: Partial<ExcelJS.Style> = {};
        if (rule.background) style.fill = { type: 'pattern', pattern: 'solid', bgColor: { argb: argb(rule.background) } };
        if (rule.fontColor || rule.bold || rule.strikethrough) {
          style.font = {
            color: rule.fontColor ? { argb: argb(rule.fontColor) } : undefined,
            bold: rule.bold || undefined,
            strike: rule.strikethrough || undefined,
          };
        }
        const ref = rule.ranges
          .filter((r) => r.sheetName === sheet.name)
          .map((r) => r.a1)
          .join(' ');
        if (!ref) return;
        ws.addConditionalFormatting({ ref, rules: [{ type: 'expression', priority: i + 1, formulae: [rule.formula.replace(/^=/, '')], style }] });
      });
      for (const [c, w] of sheet.columnWidths) ws.getColumn(c).width = Math.max(4, Math.round(w / 7));
    }
    return Buffer.from(await wb.xlsx.writeBuffer());
  }
}

/** A cell key "row,column" as (row, column). */
function cellAt(k: string): [number, number] {
  const [r, c] = k.split(',').map(Number);
  return [r, c];
}

/** "#1a73e8" (or "1a73e8") as Excel's ARGB. */
function argb(color: string): string {
  return `FF${color.replace('#', '').toUpperCase()}`;
}

/** A validation's source range ("'Sheet'!A1:A9") as an absolute Excel reference to the exported sheet. */
function xlsxRange(source: string, names: Map<string, string>): string | undefined {
  const bang = source.lastIndexOf('!');
  const name = names.get(
    source
      .slice(0, bang)
      .replace(/^'(.*)'$/, '$1')
      .replace(/''/g, "'"),
  );
  if (!name || bang < 0) return undefined;
  const abs = source
    .slice(bang + 1)
    .split(':')
    .map((part) => part.replace(/^\$?([A-Z]+)\$?(\d+)$/, '$$$1$$$2'))
    .join(':');
  return `'${name.replace(/'/g, "''")}'!${abs}`;
}

/** Shifts the relative references of a formula by (dr, dc), as Sheets does across a conditional format range. */
export function shiftFormula(formula: string, dr: number, dc: number): string {
  return formula.replace(/("(?:[^"]|"")*")|(\$?)([A-Z]{1,3})(\$?)(\d+)(?![\d(A-Z_])/g, (m, str, d1, col, d2, row) => {
    if (str) return str;
    const c = d1 ? col : shiftColumn(col, dc);
    const r = d2 ? row : String(Number(row) + dr);
    return `${d1}${c}${d2}${r}`;
  });
}

function shiftColumn(col: string, dc: number): string {
  return columnLetters(columnNumber(col) + dc);
}

function conditionalStyles(sheet: FakeSheet, rows: number, columns: number) {
  const out = new Map<string, { bg?: string; color?: string; bold?: boolean; strike?: boolean }>();
  const hf = sheet.book.hf;
  for (const rule of sheet.conditionalRules) {
    for (const range of rule.ranges) {
      if (range.sheetName !== sheet.name) continue;
      const m = /^([A-Z]+)(\d+)(?::([A-Z]+)(\d+))?$/.exec(range.a1);
      if (!m) continue;
      const c1 = columnNumber(m[1]);
      const r1 = Number(m[2]);
      const c2 = m[3] ? columnNumber(m[3]) : c1;
      const r2 = Math.min(m[4] ? Number(m[4]) : r1, rows);
      for (let r = r1; r <= r2; r++) {
        for (let c = c1; c <= Math.min(c2, columns); c++) {
          const k = `${r},${c}`;
          if (out.has(k)) continue; // the first matching rule wins, as in Sheets
          const v = hf.calculateFormula(shiftFormula(rule.formula, r - r1, c - c1), sheet.hfSheet);
          if (v === true || (typeof v === 'number' && v !== 0)) {
            out.set(k, { bg: rule.background, color: rule.fontColor, bold: rule.bold, strike: rule.strikethrough });
          }
        }
      }
    }
  }
  return out;
}

function chartView(world: PreviewWorld, chart: FakeChart): ChartView {
  const size = (key: string, fallback: number) =>
    typeof chart.options[key] === 'number' && (chart.options[key] as number) > 0 ? (chart.options[key] as number) : fallback;
  const columns = chartColumns(world, chart.ranges);
  const [domain, ...rest] = columns;
  return {
    type: chart.type,
    title: String(chart.options.title ?? ''),
    anchorRow: chart.anchorRow,
    anchorColumn: chart.anchorColumn,
    offsetX: chart.offsetX ?? 0,
    offsetY: chart.offsetY ?? 0,
    width: size('width', 600),
    height: size('height', 371),
    domain: (domain ?? []).slice(1).map((v) => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v))),
    series: rest.map((column) => ({
      name: String(column[0] ?? ''),
      points: column.slice(1).map((v) => (typeof v === 'number' && Number.isFinite(v) ? v : null)),
    })),
  };
}

/** The columns of a chart's ranges side by side, each from its header cell down. */
function chartColumns(world: PreviewWorld, ranges: string[]): unknown[][] {
  const columns: unknown[][] = [];
  for (const source of ranges) {
    const bang = source.lastIndexOf('!');
    const name = source
      .slice(0, bang)
      .replace(/^'(.*)'$/, '$1')
      .replace(/''/g, "'");
    const values = world.gas.book
      .sheet(name)
      .getRange(source.slice(bang + 1))
      .getValues();
    for (let c = 0; c < (values[0]?.length ?? 0); c++) columns.push(values.map((r) => r[c]));
  }
  return columns;
}
