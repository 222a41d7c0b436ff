/** The developer metadata the add-on keeps on its sheets (its kind, links between sheets, records). */
import { ADDON_SHEET_KEY } from './applyPlan';
import { metadataEntries } from './readSheet';

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

/** The value stored under `key` on the sheet, or null when there is none. */
export function metadataValue(sheet: Sheet, key: string): string | null {
  return metadataMap(sheet).get(key) ?? null;
}

/** Every key → value on the sheet (one read). */
export function metadataMap(sheet: Sheet): Map<string, string> {
  return new Map(metadataEntries(sheet));
}

/** The kind of add-on sheet ("ttt-games", "swing", …), or null for a sheet the add-on did not make. */
export function addonKind(sheet: Sheet): string | null {
  return metadataValue(sheet, ADDON_SHEET_KEY);
}
