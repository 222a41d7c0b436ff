/**
 * Google Sheets' and Apps Script's hard limits, and how much of them a set of plans needs (pure: the server layer
 * measures the spreadsheet and calls these before writing anything).
 */
import { a1, parseA1, MAX_SHEET_NAME, type A1Rect, type CellStyle, type PlanCell, type Protection, type SheetPlan } from './plan';

/** Cells in one spreadsheet, summed over every sheet's grid (rows × columns). */
export const MAX_CELLS = 10_000_000;
/** Characters in one cell (Sheets refuses a longer value, formula text included). */
export const MAX_CELL_CHARACTERS = 50_000;
/** Bytes of one script/document property value. */
export const MAX_PROPERTY_BYTES = 9 * 1024;
/** Bytes of a whole property store (keys and values): Apps Script's quota per store. */
export const MAX_STORE_BYTES = 500 * 1024;
/**
 * One Apps Script execution runs at most 6 minutes; a creation is refused when its estimate passes 4 of them (the
 * rest is margin for a slow day). The estimate: about a second to insert and size each sheet, and 80 ms for each
 * other batched call that reaches the spreadsheet (setValues over a block, one format kind over the grid, a rule
 * list, a protection…). Builder calls (newDataValidation, newConditionalFormatRule …) run in the script, not on the
 * spreadsheet, and are not counted.
 */
export const EXECUTION_BUDGET_SECONDS = 240;
export const SECONDS_PER_SHEET = 1;
export const SECONDS_PER_CALL = 0.08;

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
  for (const h of plan.hiddenColumns ?? []) columns = Math.max(columns, h.column + h.count - 1);
  return { rows: Math.max(rows, 1), columns: Math.max(columns, 1) };
}

/** The grid cells the sheet written from this plan occupies (content plus applyPlan's spare room). */
export function planCells(plan: SheetPlan): number {
  const e = planExtent(plan);
  return (e.rows + SPARE_ROWS + 1) * (e.columns + SPARE_COLUMNS + 1);
}

/** The cell styles applyPlan writes, one call per style used over the whole grid (its STYLE_WRITERS, in order). */
export const STYLE_KEYS = [
  'numberFormat',
  'background',
  'fontColor',
  'bold',
  'italic',
  'horizontalAlignment',
  'wrap',
] as const satisfies readonly (keyof CellStyle)[];

/** A new sheet's grid (insertSheet): 1000 rows × 26 columns. */
export const NEW_SHEET: Extent = { rows: 1000, columns: 26 };

/**
 * The size applyPlan gives a sheet of `current` size for a plan of this extent: the content plus spare room (one
 * more row or column where it already fits exactly, so each dimension takes exactly one change).
 */
export function grownSize(extent: Extent, current: Extent = NEW_SHEET): Extent {
  const rows = extent.rows + SPARE_ROWS;
  const columns = extent.columns + SPARE_COLUMNS;
  return { rows: rows === current.rows ? rows + 1 : rows, columns: columns === current.columns ? columns + 1 : columns };
}

/**
 * Spreadsheet calls applyPlan makes for this plan, exactly (script-side builder calls are not spreadsheet calls), in
 * the order it makes them; a fixed number per feature, never per row. `tagged`: the sheet carries a creation id.
 */
export function planCalls(plan: SheetPlan, tagged = false): number {
  const styleKinds = STYLE_KEYS.filter((k) => (plan.styles ?? []).some((s) => s[k] !== undefined)).length;
  const listRangeCalls = (plan.dropDowns ?? []).reduce((n, d) => n + (d.list ? 0 : d.listRange?.includes('!') ? 2 : 1), 0);
  const protections = plan.protections ?? [];
  const size = grownSize(planExtent(plan));
  return (
    1 + // insertSheet
    1 + // the kind
    (Object.keys(plan.metadata ?? {}).length > 0 || tagged ? 1 : 0) + // the packed metadata
    4 + // resize: read and change rows, then columns
    2 + // the grid's range, setValues
    styleKinds +
    (plan.dropDowns?.length ? 1 + listRangeCalls : 0) +
    (plan.notes && Object.keys(plan.notes).length ? 1 : 0) +
    (plan.conditionalFormats?.length ? 3 : 0) + // getRangeList, getRanges, setConditionalFormatRules
    protectionCalls(protections, size) +
    2 * (plan.namedRanges?.length ?? 0) +
    (plan.charts ?? []).reduce((n, c) => n + 2 + c.ranges.length, 0) +
    widthRuns(plan.columnWidths ?? []).length +
    (plan.frozenRows ? 1 : 0) +
    (plan.frozenColumns ? 1 : 0) +
    (plan.hiddenColumns?.length ?? 0)
  );
}

/** Calls for a plan's protections: one range protection 4 (range, protect, description, warning); a sheet protection 3, plus 3 to leave ranges open. */
function protectionCalls(protections: readonly Protection[], size: Extent): number {
  if (protections.length === 0) return 0;
  if (protections.length === 1) return 4;
  const open = openRanges(
    protections.map((p) => rectOf(p.range)),
    size,
  );
  return 3 + (open.length > 0 ? 3 : 0);
}

/** One description for a sheet protection covering several parts. */
export function protectionDescription(protections: readonly Protection[]): string {
  return [...new Set(protections.map((p) => p.description))].join('; ');
}

/**
 * The cells of a rows × columns grid outside every rectangle, as few A1 ranges: rows with the same open columns
 * are one band, each open run of columns in a band one range.
 */
export function openRanges(rects: readonly A1Rect[], size: Extent): string[] {
  const runsOf = (row: number): [number, number][] => {
    const covered = rects
      .filter((r) => row >= r.row && row < r.row + r.rows)
      .map((r): [number, number] => [r.column, r.column + r.columns - 1])
      .sort((a, b) => a[0] - b[0]);
    const runs: [number, number][] = [];
    let next = 1;
    for (const [from, to] of covered) {
      if (from > next) runs.push([next, from - 1]);
      next = Math.max(next, to + 1);
    }
    if (next <= size.columns) runs.push([next, size.columns]);
    return runs;
  };
  const out: string[] = [];
  let bandStart = 1;
  let band = runsOf(1);
  const flush = (end: number) => {
    for (const [from, to] of band) out.push(`${a1(bandStart, from)}:${a1(end, to)}`);
  };
  for (let row = 2; row <= size.rows; row++) {
    const runs = runsOf(row);
    if (JSON.stringify(runs) === JSON.stringify(band)) continue;
    flush(row - 1);
    bandStart = row;
    band = runs;
  }
  flush(size.rows);
  return out;
}

/**
 * The few column widths the add-on uses (pixels): a plan's width is rounded up to the next one, so neighbouring
 * columns share a run and a sheet is sized in a handful of calls; Sheets' default (100) needs no call at all.
 */
export const STANDARD_WIDTHS = [24, 40, 60, 80, 100, 150, 200, 300, 420, 600] as const;
export const DEFAULT_COLUMN_WIDTH = 100;

/** A plan width as the standard width it is written with. */
export function standardWidth(width: number): number {
  return STANDARD_WIDTHS.find((w) => w >= width) ?? STANDARD_WIDTHS[STANDARD_WIDTHS.length - 1];
}

/** Consecutive columns of equal (standard) width as [start, count, width] runs; columns at the default width need none. */
export function widthRuns(widths: { column: number; width: number }[]): [number, number, number][] {
  const sorted = [...widths]
    .map((w) => ({ column: w.column, width: standardWidth(w.width) }))
    .filter((w) => w.width !== DEFAULT_COLUMN_WIDTH)
    .sort((a, b) => a.column - b.column);
  const runs: [number, number, number][] = [];
  for (const w of sorted) {
    const last = runs[runs.length - 1];
    if (last && last[0] + last[1] === w.column && last[2] === w.width) last[1] += 1;
    else runs.push([w.column, 1, w.width]);
  }
  return runs;
}

export interface Measured {
  /** Cells already in the spreadsheet (every sheet's maxRows × maxColumns). */
  existingCells: number;
  /** Properties the creation will store, key → value. */
  properties?: Record<string, string>;
  /** Service calls the creation makes besides applyPlan's (reads, property writes…). */
  extraCalls?: number;
  /** The sheets carry a creation id (createSheets). */
  tagged?: boolean;
  /** The document property store as it is (key → value), to check its 500 KB quota before anything is written. */
  store?: Record<string, string>;
  /**
   * The creation may take several runs (createSheets' resumable creations): the time limit then holds per run, so
   * only a single sheet too large for one run is refused.
   */
  resumable?: boolean;
}

/** Estimated seconds one plan takes in applyPlan. */
export function planSeconds(plan: SheetPlan, tagged = false): number {
  return SECONDS_PER_SHEET + planCalls(plan, tagged) * SECONDS_PER_CALL;
}

/**
 * How many plans, in order, each run writes so that every run stays within the budget after its own
 * `overheadSeconds` (reads, records). Every run writes at least one plan; a plan too large for a run on its own is
 * refused by limitProblems.
 */
export function runSizes(plans: readonly SheetPlan[], tagged: boolean, overheadSeconds: number): number[] {
  const sizes: number[] = [];
  let count = 0;
  let seconds = overheadSeconds;
  for (const plan of plans) {
    const s = planSeconds(plan, tagged);
    if (count > 0 && seconds + s > EXECUTION_BUDGET_SECONDS) {
      sizes.push(count);
      count = 0;
      seconds = overheadSeconds;
    }
    count += 1;
    seconds += s;
  }
  if (count > 0) sizes.push(count);
  return sizes;
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
  if (measured.store) {
    const after = { ...measured.store, ...(measured.properties ?? {}) };
    const bytes = Object.entries(after).reduce((n, [k, v]) => n + utf8Bytes(k) + utf8Bytes(v), 0);
    if (bytes > MAX_STORE_BYTES)
      problems.push(
        `The add-on's records in this spreadsheet would take ${bytes.toLocaleString('en-US')} bytes, over Apps Script's limit of 500 KB of document ` +
          `properties; delete the sheets of events you no longer need (their records go with them) or use a new spreadsheet.`,
      );
  }
  const overhead = (measured.extraCalls ?? 0) * SECONDS_PER_CALL;
  if (measured.resumable) {
    for (const p of plans) {
      const seconds = Math.round(overhead + planSeconds(p, measured.tagged));
      if (seconds > EXECUTION_BUDGET_SECONDS)
        problems.push(
          `Sheet "${p.name}" alone needs about ${Math.ceil(seconds / 60)} minutes to write, more than one Apps Script run may take (6 minutes); ` +
            `make ${what.replace(/^The /, 'the ')} smaller.`,
        );
    }
    return problems;
  }
  const calls = plans.reduce((n, p) => n + planCalls(p, measured.tagged), 0) + (measured.extraCalls ?? 0);
  const seconds = Math.round(plans.length * SECONDS_PER_SHEET + calls * SECONDS_PER_CALL);
  if (seconds > EXECUTION_BUDGET_SECONDS) {
    problems.push(
      `${what} needs ${plans.length} sheets and about ${calls.toLocaleString('en-US')} spreadsheet operations (about ${Math.ceil(seconds / 60)} minutes), more than one ` +
        `Apps Script run may take (6 minutes); create it in smaller parts.`,
    );
  }
  return problems;
}
