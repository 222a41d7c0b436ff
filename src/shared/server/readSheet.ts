/**
 * The read and update counterparts of applyPlan. `readSheet` reads a sheet in exactly two reads (its data range's
 * values and its developer metadata), sized from the sheet itself, so no reader asks for rows a trimmed sheet does not
 * have. `applyEdit` writes a `SheetEdit` in batched calls: one insertRowsAfter per insertion, one setValues per block,
 * one addDeveloperMetadata per key, one setConditionalFormatRules for all the rules.
 */
import { SheetGrid, type SheetEdit } from '../sheets/read';
import { writtenString } from '../sheets/text';
import type { PlanCell } from '../sheets/plan';
import { conditionalRules } from './applyPlan';

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

/** The sheet as a SheetGrid: four service calls (name, metadata, data range, values). */
export function readSheet(sheet: Sheet): SheetGrid {
  const metadata = new Map(sheet.getDeveloperMetadata().map((m) => [m.getKey(), m.getValue() ?? '']));
  return new SheetGrid(sheet.getName(), sheet.getDataRange().getValues(), metadata);
}

const written = (v: PlanCell): string | number | boolean => (v === null ? '' : typeof v === 'string' ? writtenString(v) : v);

/** Service calls applyEdit makes for this edit (counted in the call budget like planCalls). */
export function editCalls(edit: SheetEdit): number {
  return (
    (edit.insertRowsAfter?.length ?? 0) +
    2 * (edit.blocks?.length ?? 0) +
    Object.keys(edit.metadata ?? {}).length +
    (edit.conditionalFormats?.length ? 2 : 0)
  );
}

/** Writes an edit to an existing sheet. Conditional formats replace only the rules on the same ranges. */
export function applyEdit(sheet: Sheet, edit: SheetEdit): void {
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
