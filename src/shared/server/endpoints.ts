/**
 * The general endpoints of the sidebar's server API. Each feature's endpoints live in their own
 * src/formats/NAME/server/endpoints.ts; all of them take one plain object and return one plain object.
 */
import type { ActivateSheetInput, ReadSelectionResult } from '../api';

/** The values of the active range as text, for importing a player list. */
export function readSelection(): ReadSelectionResult {
  const range = SpreadsheetApp.getActiveSpreadsheet().getActiveRange();
  if (!range) return { values: [] };
  return { values: range.getDisplayValues().map((row) => row.map((v) => String(v))) };
}

/** Shows a sheet the add-on created (the links in the sidebar's result summary). */
export function activateSheet(input: ActivateSheetInput): { ok: true } {
  const name = String(input?.sheet ?? '');
  const sheet = SpreadsheetApp.getActiveSpreadsheet().getSheetByName(name);
  if (!sheet) throw new Error(`There is no sheet named "${name}" any more; it may have been renamed or deleted.`);
  sheet.activate();
  return { ok: true };
}
