/**
 * Google Sheets' and Apps Script's hard limits, and how much of them a set of plans needs (pure: the server layer
 * measures the spreadsheet and calls these before writing anything).
 */
import { a1, parseA1, MAX_SHEET_NAME, type A1Rect, type PlanCell, type SheetPlan } from './plan';

/** Cells in one spreadsheet, summed over every sheet's grid (rows × columns). */
export const MAX_CELLS = 10_000_000;
/** Characters in one cell (Sheets refuses a longer value, formula text included). */
export const MAX_CELL_CHARACTERS = 50_000;
/** Bytes of one script/document property value. */
export const MAX_PROPERTY_BYTES = 9 * 1024;
/**
 * One Apps Script execution runs at most 6 minutes; a creation is refused when its estimate passes 5 of them (the
 * rest is margin for a slow day). The estimate: about a second to insert and size each sheet, and 80 ms for each
 * other batched call that reaches the spreadsheet (setValues over a block, one format kind over the grid, a rule
 * list, a protection…). Builder calls (newDataValidation, newConditionalFormatRule …) run in the script, not on the
 * spreadsheet, and are not counted.
 */
export const EXECUTION_BUDGET_SECONDS = 300;
export const SECONDS_PER_SHEET = 1;
export const SECONDS_PER_CALL = 0.08;
/** Service calls applyPlan makes for one plan beyond its optional parts (insert, resize ×2, values, widths, freeze, metadata). */
const BASE_CALLS_PER_PLAN = 10;

/** Spare rows and columns applyPlan leaves below and right of a plan's content, for a TD who adds rows. */
export const SPARE_ROWS = 50;
export const SPARE_COLUMNS = 2;
/** A new sheet starts as 1000 × 26 cells (insertSheet) before applyPlan sizes it: that much must be free too. */
export const NEW_SHEET_CELLS = 1000 * 26;

export interface Extent {
  rows: number;
  columns: number;
}

function rectOf(range: string): A1Rect {
  return parseA1(range.includes('!') ? range.slice(range.lastIndexOf('!') + 1) : range);
}

/** The rows × columns a plan touches: its cells and every range it names on its own sheet. */
export function planExtent(plan: SheetPlan): Extent {
  let rows = plan.cells.length;
  let columns = plan.cells.reduce((m, r) => Math.max(m, r.length), 0);
  const own = [
    ...(plan.styles ?? []).map((s) => s.range),
    ...(plan.dropDowns ?? []).map((d) => d.range),
    ...(plan.conditionalFormats ?? []).map((c) => c.range),
    ...(plan.protections ?? []).map((p) => p.range),
    ...(plan.namedRanges ?? []).map((n) => n.range),
    ...Object.keys(plan.notes ?? {}),
  ];
  for (const range of own) {
    const r = rectOf(range);
    rows = Math.max(rows, r.row + r.rows - 1);
    columns = Math.max(columns, r.column + r.columns - 1);
  }
  for (const w of plan.columnWidths ?? []) columns = Math.max(columns, w.column);
  return { rows: Math.max(rows, 1), columns: Math.max(columns, 1) };
}

/** The grid cells the sheet written from this plan occupies (content plus applyPlan's spare room). */
export function planCells(plan: SheetPlan): number {
  const e = planExtent(plan);
  return (e.rows + SPARE_ROWS + 1) * (e.columns + SPARE_COLUMNS + 1);
}

/** Service calls applyPlan makes for this plan: a fixed number per feature, never per row. */
export function planCalls(plan: SheetPlan): number {
  const styleKinds = new Set((plan.styles ?? []).flatMap((s) => Object.keys(s).filter((k) => k !== 'range'))).size;
  return (
    BASE_CALLS_PER_PLAN +
    styleKinds +
    (plan.dropDowns?.length ? 1 + plan.dropDowns.length : 0) +
    (plan.notes ? 1 : 0) +
    (plan.conditionalFormats?.length ? 1 + 2 * plan.conditionalFormats.length : 0) +
    3 * (plan.protections?.length ?? 0) +
    2 * (plan.namedRanges?.length ?? 0) +
    4 * (plan.charts?.length ?? 0)
  );
}

export interface Measured {
  /** Cells already in the spreadsheet (every sheet's maxRows × maxColumns). */
  existingCells: number;
  /** Properties the creation will store, key → value. */
  properties?: Record<string, string>;
  /** Service calls the creation makes besides applyPlan's (reads, property writes…). */
  extraCalls?: number;
}

/** UTF-8 bytes of a string (what the property limit counts). */
export function utf8Bytes(text: string): number {
  let bytes = 0;
  for (const ch of text) {
    const c = ch.codePointAt(0) as number;
    bytes += c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/**
 * The cells of a grid Sheets would refuse or show wrongly: text (or formula) over 50,000 characters, a number that is
 * not finite (NaN, Infinity). `where(row, column)` names a cell for the message (1-based).
 */
export function cellProblems(cells: readonly (readonly PlanCell[])[], where: (row: number, column: number) => string): string[] {
  const problems: string[] = [];
  cells.forEach((line, i) =>
    line.forEach((v, j) => {
      if (typeof v === 'string' && v.length > MAX_CELL_CHARACTERS)
        problems.push(
          `${where(i + 1, j + 1)} would hold ${v.length.toLocaleString('en-US')} characters, over Sheets' limit of 50,000 per cell; make it shorter.`,
        );
      else if (typeof v === 'number' && !Number.isFinite(v))
        problems.push(`${where(i + 1, j + 1)} would hold a number too large to compute with; check the numbers it comes from.`);
    }),
  );
  return problems;
}

/**
 * Every limit the plans would break, each in words naming the limit and what exceeds it (empty: they fit).
 * `what` names the creation for the messages ("this TTT set").
 */
export function limitProblems(plans: readonly SheetPlan[], measured: Measured, what: string): string[] {
  const problems: string[] = [];
  const cells = plans.reduce((n, p) => n + planCells(p), 0);
  if (plans.length > 0 && measured.existingCells + cells + NEW_SHEET_CELLS > MAX_CELLS) {
    problems.push(
      `${what} needs ${cells.toLocaleString('en-US')} cells in ${plans.length} sheet(s) and the spreadsheet already has ` +
        `${measured.existingCells.toLocaleString('en-US')}: over Google Sheets' limit of 10,000,000 cells per spreadsheet. ` +
        `Use a new spreadsheet, delete sheets you no longer need, or make it smaller.`,
    );
  }
  for (const p of plans) {
    if (p.name.length > MAX_SHEET_NAME) problems.push(`Sheet name "${p.name}" is longer than Sheets' ${MAX_SHEET_NAME} characters; use a shorter title.`);
    problems.push(...cellProblems(p.cells, (row, column) => `Cell ${a1(row, column)} of "${p.name}"`));
  }
  for (const [key, value] of Object.entries(measured.properties ?? {})) {
    const bytes = utf8Bytes(value);
    if (bytes > MAX_PROPERTY_BYTES)
      problems.push(
        `The add-on's record "${key}" would be ${bytes.toLocaleString('en-US')} bytes, over Apps Script's limit of 9 KB per property; make it smaller.`,
      );
  }
  const calls = plans.reduce((n, p) => n + planCalls(p), 0) + (measured.extraCalls ?? 0);
  const seconds = Math.round(plans.length * SECONDS_PER_SHEET + calls * SECONDS_PER_CALL);
  if (seconds > EXECUTION_BUDGET_SECONDS) {
    problems.push(
      `${what} needs ${plans.length} sheets and about ${calls.toLocaleString('en-US')} spreadsheet operations (about ${Math.ceil(seconds / 60)} minutes), more than one ` +
        `Apps Script run may take (6 minutes); create it in smaller parts.`,
    );
  }
  return problems;
}
