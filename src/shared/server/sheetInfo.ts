/**
 * describeSheet: the open sheet's name and add-on kind, for the wizard's first section ("This sheet: …"). The kind is
 * the add-on's marker in the sheet's metadata (one read); what each kind is called and which actions work on it is the
 * sidebar's (sidebar/sheetKinds.ts, from the formats' sheetKind constants: src/shared must not import a format).
 */
import type { OpenSheetOfKindInput, SheetInfo } from '../api';
import { readMetadata } from './readSheet';
import { activeSpreadsheet } from './auth';
import { sheetsOfKind } from './metadata';

/** A sheet's name and kind ('' for a sheet the add-on did not make). */
export function describe(sheet: GoogleAppsScript.Spreadsheet.Sheet): SheetInfo {
  const grid = readMetadata(sheet);
  return { name: grid.sheetName, kind: grid.kind };
}

/** The endpoint: the active sheet as the wizard's first section shows it. */
export function describeSheet(): SheetInfo {
  return describe(activeSpreadsheet().getActiveSheet());
}

/**
 * The link on a card that needs another sheet: opens the first sheet, in tab order, of one of the kinds (found by one
 * metadata search, not a read per tab) and describes it.
 */
export function openSheetOfKind(input: OpenSheetOfKindInput): SheetInfo {
  const kinds = Array.isArray(input?.kinds) ? input.kinds.map(String) : [];
  const [found] = sheetsOfKind(activeSpreadsheet(), kinds);
  if (!found) throw new Error('This spreadsheet has no such sheet yet: create its event first (New event), or open the sheet yourself.');
  found.sheet.activate();
  return { name: found.sheet.getName(), kind: found.kind };
}
