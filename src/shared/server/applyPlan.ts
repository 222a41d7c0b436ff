/**
 * applyPlan: the one writer. A SheetPlan becomes a new sheet in a fixed number of batched calls that depends
 * on what the plan contains (how many drop-down kinds, rules, charts…), never on how many rows it has:
 * one setValues for the whole grid, one call per format kind over the whole grid, one setDataValidations,
 * one setConditionalFormatRules.
 */
import { parseA1, type A1Rect, type ConditionalFormat, type PlanCell, type SheetPlan, type StyledRange } from '../sheets/plan';
import { planExtent, SPARE_COLUMNS, SPARE_ROWS, type Extent } from '../sheets/limits';
import { writtenFormula, writtenString } from '../sheets/text';
import { ADDON_KIND_KEY } from '../sheets/read';

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;
type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

/** Developer-metadata key marking sheets the add-on created (its value is the plan's kind). */
export const ADDON_SHEET_KEY = ADDON_KIND_KEY;

export { planExtent };

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

const STYLE_WRITERS: {
  pick: (s: StyledRange) => unknown;
  blank: unknown;
  write: (range: GoogleAppsScript.Spreadsheet.Range, values: never[][]) => void;
}[] = [
  { pick: (s) => s.numberFormat, blank: 'General', write: (r, v) => r.setNumberFormats(v) },
  { pick: (s) => s.background, blank: null, write: (r, v) => r.setBackgrounds(v) },
  { pick: (s) => s.fontColor, blank: null, write: (r, v) => r.setFontColors(v) },
  { pick: (s) => (s.bold === undefined ? undefined : s.bold ? 'bold' : 'normal'), blank: 'normal', write: (r, v) => r.setFontWeights(v) },
  { pick: (s) => (s.italic === undefined ? undefined : s.italic ? 'italic' : 'normal'), blank: 'normal', write: (r, v) => r.setFontStyles(v) },
  { pick: (s) => s.horizontalAlignment, blank: null, write: (r, v) => r.setHorizontalAlignments(v) },
  { pick: (s) => s.wrap, blank: false, write: (r, v) => r.setWraps(v) },
];

/** Grows or trims a new sheet to the plan's extent plus spare room: exactly one call per dimension. */
function resize(sheet: Sheet, extent: Extent): void {
  const rows = sheet.getMaxRows();
  let wantRows = extent.rows + SPARE_ROWS;
  if (wantRows === rows) wantRows += 1;
  if (wantRows > rows) sheet.insertRowsAfter(rows, wantRows - rows);
  else sheet.deleteRows(wantRows + 1, rows - wantRows);
  const columns = sheet.getMaxColumns();
  let wantColumns = extent.columns + SPARE_COLUMNS;
  if (wantColumns === columns) wantColumns += 1;
  if (wantColumns > columns) sheet.insertColumnsAfter(columns, wantColumns - columns);
  else sheet.deleteColumns(wantColumns + 1, columns - wantColumns);
}

function cellValue(v: PlanCell | undefined): string | number | boolean {
  if (v === null || v === undefined) return '';
  return typeof v === 'string' ? writtenString(v) : v;
}

/**
 * Writes a plan as a new sheet named plan.name (which must be free: see uniqueSheetNames) and returns it.
 * `index` places the new tab (0-based); default: after the existing ones.
 */
export function applyPlan(ss: Spreadsheet, plan: SheetPlan, index?: number): Sheet {
  const extent = planExtent(plan);
  const sheet = index === undefined ? ss.insertSheet(plan.name) : ss.insertSheet(plan.name, index);
  resize(sheet, extent);
  const all = sheet.getRange(1, 1, extent.rows, extent.columns);

  const values = grid<string | number | boolean>(extent, '');
  plan.cells.forEach((row, i) => row.forEach((v, j) => (values[i][j] = cellValue(v))));
  all.setValues(values);

  const styles = plan.styles ?? [];
  for (const writer of STYLE_WRITERS) {
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

  for (const p of plan.protections ?? []) {
    sheet.getRange(p.range).protect().setDescription(p.description).setWarningOnly(true);
  }

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

  sheet.addDeveloperMetadata(ADDON_SHEET_KEY, plan.kind);
  for (const [key, value] of Object.entries(plan.metadata ?? {})) sheet.addDeveloperMetadata(key, value);
  return sheet;
}

/** Plan conditional formats as built rules on `sheet` (builders run in the script: no service call). */
export function conditionalRules(sheet: Sheet, formats: readonly ConditionalFormat[]): GoogleAppsScript.Spreadsheet.ConditionalFormatRule[] {
  return formats.map((c) => {
    let b = SpreadsheetApp.newConditionalFormatRule()
      .whenFormulaSatisfied(writtenFormula(c.formula))
      .setRanges([sheet.getRange(c.range)]);
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

/** Consecutive columns of equal width as [start, count, width] runs. */
export function widthRuns(widths: { column: number; width: number }[]): [number, number, number][] {
  const sorted = [...widths].sort((a, b) => a.column - b.column);
  const runs: [number, number, number][] = [];
  for (const w of sorted) {
    const last = runs[runs.length - 1];
    if (last && last[0] + last[1] === w.column && last[2] === w.width) last[1] += 1;
    else runs.push([w.column, 1, w.width]);
  }
  return runs;
}
