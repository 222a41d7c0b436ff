/**
 * applyPlan: the one writer. A SheetPlan becomes a new sheet in a fixed number of batched calls that depends
 * on what the plan contains (how many drop-down kinds, rules, charts…), never on how many rows it has:
 * one setValues for the whole grid, one call per format kind over the whole grid, one setDataValidations,
 * one setConditionalFormatRules.
 */
import {
  parseA1,
  type A1Rect,
  type ConditionalFormat,
  type PlanCell,
  type Protection as PlanProtection,
  type SheetPlan,
  type StyledRange,
} from '../sheets/plan';
import { grownSize, openRanges, planExtent, protectionDescription, STYLE_KEYS, widthRuns, type Extent } from '../sheets/limits';
import { writtenFormula, writtenString } from '../sheets/text';
import { ADDON_KIND_KEY, packMetadata, PACKED_METADATA_KEY } from '../sheets/read';

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;
type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

/** Developer-metadata key marking sheets the add-on created (its value is the plan's kind). */
export const ADDON_SHEET_KEY = ADDON_KIND_KEY;
/** The packed-metadata key naming the creation a sheet was written by (createSheets). */
export const CREATION_KEY = 'td-creation';

export { planExtent, widthRuns };

function rectOf(range: string): A1Rect {
  return parseA1(range.includes('!') ? range.slice(range.lastIndexOf('!') + 1) : range);
}

function grid<T>(extent: Extent, fill: T): T[][] {
  return Array.from({ length: extent.rows }, () => new Array<T>(extent.columns).fill(fill));
}

function paint<T>(target: T[][], range: string, value: T): void {
  const r = rectOf(range);
  for (let i = r.row - 1; i < r.row - 1 + r.rows; i++) {
    for (let j = r.column - 1; j < r.column - 1 + r.columns; j++) target[i][j] = value;
  }
}

/** One writer per style key (STYLE_KEYS: the call estimate counts one call per key a plan uses). */
const STYLE_WRITERS: Record<
  (typeof STYLE_KEYS)[number],
  { pick: (s: StyledRange) => unknown; blank: unknown; write: (range: GoogleAppsScript.Spreadsheet.Range, values: never[][]) => void }
> = {
  numberFormat: { pick: (s) => s.numberFormat, blank: 'General', write: (r, v) => r.setNumberFormats(v) },
  background: { pick: (s) => s.background, blank: null, write: (r, v) => r.setBackgrounds(v) },
  fontColor: { pick: (s) => s.fontColor, blank: null, write: (r, v) => r.setFontColors(v) },
  bold: { pick: (s) => (s.bold === undefined ? undefined : s.bold ? 'bold' : 'normal'), blank: 'normal', write: (r, v) => r.setFontWeights(v) },
  italic: { pick: (s) => (s.italic === undefined ? undefined : s.italic ? 'italic' : 'normal'), blank: 'normal', write: (r, v) => r.setFontStyles(v) },
  horizontalAlignment: { pick: (s) => s.horizontalAlignment, blank: null, write: (r, v) => r.setHorizontalAlignments(v) },
  wrap: { pick: (s) => s.wrap, blank: false, write: (r, v) => r.setWraps(v) },
};

/** Grows or trims a new sheet to the plan's extent plus spare room (one read and one change per dimension); returns its size. */
function resize(sheet: Sheet, extent: Extent): Extent {
  const rows = sheet.getMaxRows();
  const columns = sheet.getMaxColumns();
  const want = grownSize(extent, { rows, columns });
  if (want.rows > rows) sheet.insertRowsAfter(rows, want.rows - rows);
  else sheet.deleteRows(want.rows + 1, rows - want.rows);
  if (want.columns > columns) sheet.insertColumnsAfter(columns, want.columns - columns);
  else sheet.deleteColumns(want.columns + 1, columns - want.columns);
  return want;
}

function cellValue(v: PlanCell | undefined): string | number | boolean {
  if (v === null || v === undefined) return '';
  return typeof v === 'string' ? writtenString(v) : v;
}

/** Where a new sheet goes and which creation it belongs to (its tag, written before anything else). */
export interface ApplyOptions {
  /** The new tab's place (0-based); default: after the existing ones. */
  index?: number;
  /** The creation id the sheet is tagged with (createSheets: a creation that never finished is found by it). */
  creation?: string;
}

/**
 * Writes a plan as a new sheet named plan.name (which must be free: see uniqueSheetNames) and returns it, in the
 * calls `planCalls` counts (src/shared/sheets/limits.ts; a test ties the two). The sheet is tagged first (its kind,
 * and its metadata with the creation id as one packed value), so a run killed half way leaves sheets that say so.
 */
export function applyPlan(ss: Spreadsheet, plan: SheetPlan, options: number | ApplyOptions = {}): Sheet {
  const { index, creation } = typeof options === 'number' ? { index: options, creation: undefined } : options;
  const extent = planExtent(plan);
  const sheet = index === undefined ? ss.insertSheet(plan.name) : ss.insertSheet(plan.name, index);
  sheet.addDeveloperMetadata(ADDON_SHEET_KEY, plan.kind);
  const metadata = { ...(plan.metadata ?? {}), ...(creation ? { [CREATION_KEY]: creation } : {}) };
  if (Object.keys(metadata).length > 0) sheet.addDeveloperMetadata(PACKED_METADATA_KEY, packMetadata(metadata));
  const size = resize(sheet, extent);
  const all = sheet.getRange(1, 1, extent.rows, extent.columns);

  const values = grid<string | number | boolean>(extent, '');
  plan.cells.forEach((row, i) => row.forEach((v, j) => (values[i][j] = cellValue(v))));
  all.setValues(values);

  const styles = plan.styles ?? [];
  for (const writer of STYLE_KEYS.map((k) => STYLE_WRITERS[k])) {
    const used = styles.filter((s) => writer.pick(s) !== undefined);
    if (used.length === 0) continue;
    const target = grid<unknown>(extent, writer.blank);
    for (const s of used) paint(target, s.range, writer.pick(s));
    writer.write(all, target as never[][]);
  }

  if (plan.dropDowns?.length) {
    const rules = grid<GoogleAppsScript.Spreadsheet.DataValidation | null>(extent, null);
    for (const d of plan.dropDowns) {
      let builder = SpreadsheetApp.newDataValidation();
      if (d.list) builder = builder.requireValueInList(d.list, true);
      else if (d.listRange) builder = builder.requireValueInRange(rangeOn(ss, sheet, d.listRange), true);
      else throw new Error(`Drop-down on ${d.range} of "${plan.name}" has neither a list nor a list range`);
      builder = builder.setAllowInvalid(d.allowInvalid ?? false);
      if (d.helpText) builder = builder.setHelpText(d.helpText);
      paint(rules, d.range, builder.build());
    }
    all.setDataValidations(rules);
  }

  if (plan.notes && Object.keys(plan.notes).length) {
    const notes = grid<string>(extent, '');
    for (const [at, note] of Object.entries(plan.notes)) paint(notes, at, note);
    all.setNotes(notes);
  }

  if (plan.conditionalFormats?.length) sheet.setConditionalFormatRules(conditionalRules(sheet, plan.conditionalFormats));

  protect(sheet, plan.protections ?? [], size);

  for (const n of plan.namedRanges ?? []) ss.setNamedRange(n.name, sheet.getRange(n.range));

  for (const c of plan.charts ?? []) {
    let b = sheet.newChart().setChartType(c.kind === 'line' ? Charts.ChartType.LINE : Charts.ChartType.COLUMN);
    for (const r of c.ranges) b = b.addRange(sheet.getRange(r));
    b = b.setPosition(c.anchorRow, c.anchorColumn, 0, 0).setOption('title', c.title);
    if (c.width) b = b.setOption('width', c.width);
    if (c.height) b = b.setOption('height', c.height);
    sheet.insertChart(b.build());
  }

  for (const [start, count, width] of widthRuns(plan.columnWidths ?? [])) sheet.setColumnWidths(start, count, width);
  if (plan.frozenRows) sheet.setFrozenRows(plan.frozenRows);
  if (plan.frozenColumns) sheet.setFrozenColumns(plan.frozenColumns);
  for (const h of plan.hiddenColumns ?? []) sheet.hideColumns(h.column, h.count);
  return sheet;
}

/**
 * The plan's protections, warning only (docs/rules.md §0.5): one range protection as it is; several as ONE sheet
 * protection that leaves every cell outside them open (the same cells warn as with one protection per range, in a
 * fixed number of calls).
 */
function protect(sheet: Sheet, protections: readonly PlanProtection[], size: Extent): void {
  if (protections.length === 0) return;
  if (protections.length === 1) {
    sheet.getRange(protections[0].range).protect().setDescription(protections[0].description).setWarningOnly(true);
    return;
  }
  const open = openRanges(
    protections.map((p) => rectOf(p.range)),
    size,
  );
  const p = sheet.protect().setDescription(protectionDescription(protections)).setWarningOnly(true);
  if (open.length > 0) p.setUnprotectedRanges(sheet.getRangeList(open).getRanges());
}

/** Plan conditional formats as built rules on `sheet`: their ranges in one RangeList (two calls); builders run in the script. */
export function conditionalRules(sheet: Sheet, formats: readonly ConditionalFormat[]): GoogleAppsScript.Spreadsheet.ConditionalFormatRule[] {
  const ranges = sheet.getRangeList(formats.map((c) => c.range)).getRanges();
  return formats.map((c, i) => {
    let b = SpreadsheetApp.newConditionalFormatRule().whenFormulaSatisfied(writtenFormula(c.formula)).setRanges([ranges[i]]);
    if (c.background) b = b.setBackground(c.background);
    if (c.fontColor) b = b.setFontColor(c.fontColor);
    if (c.bold) b = b.setBold(true);
    if (c.strikethrough) b = b.setStrikethrough(true);
    return b.build();
  });
}

/** A range named in a plan: on the plan's own sheet, or "'Other'!A1:A9" on another sheet of the workbook. */
function rangeOn(ss: Spreadsheet, own: Sheet, range: string): GoogleAppsScript.Spreadsheet.Range {
  const bang = range.lastIndexOf('!');
  if (bang < 0) return own.getRange(range);
  const name = range
    .slice(0, bang)
    .replace(/^'(.*)'$/, '$1')
    .replace(/''/g, "'");
  const sheet = ss.getSheetByName(name);
  if (!sheet) throw new Error(`No sheet named "${name}" for the range ${range}`);
  return sheet.getRange(range.slice(bang + 1));
}
