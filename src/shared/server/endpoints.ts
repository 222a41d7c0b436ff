/**
 * The general endpoints of the sidebar's server API. Each feature's endpoints live in their own
 * src/formats/NAME/server/endpoints.ts; all of them take one plain object and return one plain object.
 */
import type { ActivateSheetInput, ReadSelectionResult } from '../api';
import { cellText } from '../sheets/read';
import { activeSpreadsheet } from './auth';

const isDate = (v: unknown): boolean => Object.prototype.toString.call(v) === '[object Date]';

/**
 * The values of the active range as text, for importing a player list, the same in every locale: text as typed,
 * numbers as plain decimals (an Elo of 1850.5 is "1850.5" even where the sheet shows "1.850,5"), TRUE/FALSE; only a
 * date is taken as the sheet shows it.
 */
export function readSelection(): ReadSelectionResult {
  const range = activeSpreadsheet().getActiveRange();
  if (!range) return { values: [] };
  const values = range.getValues();
  const shown = values.some((row) => row.some(isDate)) ? range.getDisplayValues() : undefined;
  return { values: values.map((row, i) => row.map((v, j) => (isDate(v) ? String(shown?.[i][j] ?? '') : cellText(v)))) };
}

/** Shows a sheet the add-on created (the links in the sidebar's result summary). */
export function activateSheet(input: ActivateSheetInput): { ok: true } {
  const name = String(input?.sheet ?? '');
  const sheet = activeSpreadsheet().getSheetByName(name);
  if (!sheet) throw new Error(`There is no sheet named "${name}" any more; it may have been renamed or deleted.`);
  sheet.activate();
  return { ok: true };
}
