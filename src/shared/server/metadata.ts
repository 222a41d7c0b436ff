/** The developer metadata the add-on keeps on its sheets (its kind, links between sheets, records). */
import { ADDON_SHEET_KEY } from './applyPlan';
import { expandMetadata, PACKED_METADATA_KEY } from '../sheets/read';
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

/** A sheet the add-on made, found by a metadata search, with its kind. */
export interface FoundSheet {
  sheet: Sheet;
  kind: string;
}

type FoundMetadata = GoogleAppsScript.Spreadsheet.DeveloperMetadata;

/** Sheet-located metadata under one key, by one search of the whole spreadsheet (not a read per tab). */
function searchKey(ss: GoogleAppsScript.Spreadsheet.Spreadsheet, key: string): { sheet: Sheet; value: string }[] {
  return ss
    .createDeveloperMetadataFinder()
    .withKey(key)
    .find()
    .flatMap((m: FoundMetadata) => {
      const sheet = m.getLocation().getSheet();
      return sheet ? [{ sheet, value: m.getValue() ?? '' }] : [];
    });
}

/**
 * The add-on's sheets of the given kinds (every kind when none is given), found by one metadata search instead of a
 * read per tab, in the order the search answers (the order the sheets were made, which is the add-on's tab order).
 */
export function sheetsOfKind(ss: GoogleAppsScript.Spreadsheet.Spreadsheet, kinds?: readonly string[]): FoundSheet[] {
  const wanted = kinds === undefined ? null : new Set(kinds);
  return searchKey(ss, ADDON_SHEET_KEY)
    .filter((m) => wanted === null || wanted.has(m.value))
    .map((m) => ({ sheet: m.sheet, kind: m.value }));
}

/** The sheets whose packed metadata holds `key` = `value` (e.g. a creation's tag), by one metadata search. */
export function sheetsTaggedWith(ss: GoogleAppsScript.Spreadsheet.Spreadsheet, key: string, value: string): Sheet[] {
  const packed = searchKey(ss, PACKED_METADATA_KEY).filter((m) => new Map(expandMetadata([[PACKED_METADATA_KEY, m.value]])).get(key) === value);
  const single = searchKey(ss, key).filter((m) => m.value === value);
  return [...packed, ...single].map((m) => m.sheet);
}
