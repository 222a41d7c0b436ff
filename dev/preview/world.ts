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
import { displayText, type CustomFunctionUse, type FakeSheet } from '../fake/sheet';
import { checkLegal } from './wire';
import { columnLetters, columnNumber } from '../../src/shared/sheets/plan';

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
  note?: string;
  num?: boolean;
}

export interface SheetView {
  name: string;
  rows: number;
  columns: number;
  frozenRows: number;
  frozenColumns: number;
  widths: Record<number, number>;
  hidden: number[];
  cells: CellView[];
  charts: { title: string; anchorRow: number; anchorColumn: number; series: { name: string; points: number[] }[] }[];
  protections: { a1: string; description: string }[];
}

export class PreviewWorld {
  gas!: FakeGas;
  ctx!: Record<string, (...args: unknown[]) => unknown>;
  version = 0;

  constructor(private readonly distDir: string) {
    this.reset();
  }

  reset(): void {
    // The engine learns the custom functions when it is built: register the bundle's first (they are pure,
    // so a throwaway context serves), then build the world.
    const globals = JSON.parse(readFileSync(join(this.distDir, '../build/globals.json'), 'utf8')) as GlobalInfo[];
    const probe = gasLocal.require(this.distDir, { ...createFakeGas({ htmlDir: this.distDir }).globals });
    registerAddOnFunctions(Object.fromEntries(globals.filter((g) => g.custom).map((g) => [g.name, probe[g.name]])));
    this.gas = createFakeGas({ htmlDir: this.distDir, spreadsheetName: 'Tournament (preview)' });
    this.ctx = gasLocal.require(this.distDir, { ...this.gas.globals }) as Record<string, (...args: unknown[]) => unknown>;
    this.gas.execute(() => this.ctx.onOpen?.({ authMode: 'NONE' }), 'NONE');
    this.version++;
  }

  /** A google.script.run call: arguments and result must pass Apps Script's serialisation. */
  run(name: string, args: unknown[]): { ok: true; value: unknown } | { ok: false; error: string } {
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
      this.version++;
    }
  }

  menus() {
    return this.gas.ui.menus;
  }

  sheetNames(): string[] {
    return this.gas.book.sheets.map((s) => s.name);
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

  select(sheetName: string, a1: string): void {
    const sheet = this.gas.book.sheet(sheetName);
    sheet.getRange(a1).activate();
  }

  activate(sheetName: string): void {
    this.gas.book.activeSheet = this.gas.book.sheet(sheetName);
  }

  view(sheetName: string): SheetView {
    const sheet = this.gas.book.sheet(sheetName);
    const rows = Math.max(sheet.getLastRow(), 1);
    const columns = Math.max(sheet.getLastColumn(), 1);
    const values = sheet.rangeAt(1, 1, rows, columns).getValues();
    const formulas = sheet.rangeAt(1, 1, rows, columns).getFormulas();
    const styled = new Set<string>([...sheet.styles.keys(), ...sheet.validations.keys(), ...sheet.notes.keys()]);
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
      frozenRows: sheet.frozenRows,
      frozenColumns: sheet.frozenColumns,
      widths,
      hidden: [...sheet.hiddenColumns],
      cells,
      charts: sheet.charts.map((ch) => ({
        title: String(ch.options.title ?? ''),
        anchorRow: ch.anchorRow,
        anchorColumn: ch.anchorColumn,
        series: chartSeries(this, ch.ranges),
      })),
      protections: sheet.protections.map((p) => ({ a1: p.a1, description: p.description })),
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

  /** The workbook as .xlsx: values, formulas (with their last computed result), bold and fills. */
  async xlsx(): Promise<Buffer> {
    const wb = new ExcelJS.Workbook();
    wb.creator = 'Tournament director add-on (preview)';
    for (const sheet of this.gas.book.sheets) {
      const ws = wb.addWorksheet(sheet.name.slice(0, 31), { views: [{ state: 'frozen', xSplit: sheet.frozenColumns, ySplit: sheet.frozenRows }] });
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
          const s = sheet.styleAt(r, c);
          if (s.fontWeight === 'bold') cell.font = { bold: true };
          if (s.background) cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: `FF${s.background.replace('#', '').toUpperCase()}` } };
          if (s.numberFormat && s.numberFormat !== 'General') cell.numFmt = s.numberFormat;
        }
      }
      for (const [c, w] of sheet.columnWidths) ws.getColumn(c).width = Math.max(4, Math.round(w / 7));
    }
    return Buffer.from(await wb.xlsx.writeBuffer());
  }
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

function chartSeries(world: PreviewWorld, ranges: string[]): { name: string; points: number[] }[] {
  const series: { name: string; points: number[] }[] = [];
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
    if (values.length < 2) continue;
    for (let c = 1; c < values[0].length; c++) {
      series.push({ name: String(values[0][c]), points: values.slice(1).map((r) => (typeof r[c] === 'number' ? (r[c] as number) : NaN)) });
    }
  }
  return series;
}
