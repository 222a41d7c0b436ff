/**
 * The read and update counterparts of applyPlan. `readSheet` reads a sheet in exactly two reads (its data range's
 * values and its developer metadata), sized from the sheet itself, so no reader asks for rows a trimmed sheet does not
 * have. `applyEdit` writes a `SheetEdit` in batched calls: one insertRowsAfter per insertion, one setValues per block,
 * one addDeveloperMetadata per key, one setConditionalFormatRules for all the rules.
 */
import { expandMetadata, SheetGrid, type SheetEdit } from '../sheets/read';
import { writtenString } from '../sheets/text';
import { a1, type PlanCell } from '../sheets/plan';
import { cellProblems, MAX_CELLS } from '../sheets/limits';
import { conditionalRules } from './applyPlan';

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

/** The sheet as a SheetGrid: four service calls (name, metadata, data range, values). */
export function readSheet(sheet: Sheet): SheetGrid {
  return new SheetGrid(sheet.getName(), sheet.getDataRange().getValues(), metadataEntries(sheet));
}

/**
 * The formulas of the sheet's data range as a grid ('' where a cell holds a value): for a parser that tells a
 * typed-over total from the sheet's own formula, or follows a formula to the sheet it names. One read.
 */
export function readFormulas(sheet: Sheet): SheetGrid {
  return new SheetGrid(sheet.getName(), sheet.getDataRange().getFormulas());
}

/** The sheet's kind and metadata without its cells (to list or find sheets by kind). One read. */
export function readMetadata(sheet: Sheet): SheetGrid {
  return new SheetGrid(sheet.getName(), [], metadataEntries(sheet));
}

/** The sheet's developer metadata as (key, value) entries in order, packed entries expanded: one read. */
export function metadataEntries(sheet: Sheet): [string, string][] {
  return expandMetadata(sheet.getDeveloperMetadata().map((m): [string, string] => [m.getKey(), m.getValue() ?? '']));
}

const written = (v: PlanCell): string | number | boolean => (v === null ? '' : typeof v === 'string' ? writtenString(v) : v);

/** Service calls applyEdit makes for this edit (counted in the call budget like planCalls). */
export function editCalls(edit: SheetEdit): number {
  return (
    1 + // the sheet's name, for the messages
    (edit.insertRowsAfter?.length ? 2 : 0) + // the cell-limit check: getParent, getSheets (sizes read per sheet are not counted)
    (edit.insertRowsAfter?.length ?? 0) +
    2 * (edit.blocks?.length ?? 0) +
    Object.keys(edit.metadata ?? {}).length +
    (edit.conditionalFormats?.length ? 2 : 0)
  );
}

/**
 * What Sheets would refuse of this edit, found before anything is written: a cell over 50,000 characters, a number that
 * is not finite, inserted rows that take the spreadsheet past 10,000,000 cells (measured only when rows are inserted).
 */
export function editProblems(sheet: Sheet, edit: SheetEdit): string[] {
  const name = sheet.getName();
  const problems = (edit.blocks ?? []).flatMap((b) => cellProblems(b.values, (r, c) => `Cell ${a1(b.row + r - 1, b.column + c - 1)} of "${name}"`));
  const rows = (edit.insertRowsAfter ?? []).reduce((n, i) => n + Math.max(0, i.count), 0);
  if (rows > 0) {
    const existing = sheet
      .getParent()
      .getSheets()
      .reduce((n, s) => n + s.getMaxRows() * s.getMaxColumns(), 0);
    const more = rows * sheet.getMaxColumns();
    if (existing + more > MAX_CELLS)
      problems.push(
        `"${name}" needs ${rows} more row(s) (${more.toLocaleString('en-US')} cells) and the spreadsheet already has ${existing.toLocaleString('en-US')}: ` +
          `over Google Sheets' limit of 10,000,000 cells. Delete sheets you no longer need, then try again; nothing was written.`,
      );
  }
  return problems;
}

/**
 * Writes an edit to an existing sheet, all or nothing as far as Sheets' limits go: editProblems first (nothing is
 * written if there is any), then the inserted rows, the blocks, the metadata and the rules. Conditional formats
 * replace only the rules on the same ranges.
 */
export function applyEdit(sheet: Sheet, edit: SheetEdit): void {
  const problems = editProblems(sheet, edit);
  if (problems.length > 0) throw new Error(problems.join('\n'));
  for (const { row, count } of edit.insertRowsAfter ?? []) if (count > 0) sheet.insertRowsAfter(row, count);
  for (const b of edit.blocks ?? []) {
    const width = b.values.reduce((m, r) => Math.max(m, r.length), 0);
    if (b.values.length === 0 || width === 0) continue;
    const values = b.values.map((r) => Array.from({ length: width }, (_, j) => written(r[j] ?? null)));
    sheet.getRange(b.row, b.column, values.length, width).setValues(values);
  }
  for (const [key, value] of Object.entries(edit.metadata ?? {})) sheet.addDeveloperMetadata(key, value);
  if (edit.conditionalFormats?.length) {
    const replaced = new Set(edit.conditionalFormats.map((c) => c.range));
    const kept = sheet.getConditionalFormatRules().filter((r) => !r.getRanges().some((g) => replaced.has(g.getA1Notation())));
    sheet.setConditionalFormatRules([...kept, ...conditionalRules(sheet, edit.conditionalFormats)]);
  }
}
