/**
 * publishStandings: the one place that knows every format's standings. It finds the sheet (default: the
 * active one), reads the kind the add-on stored on it when it made it (developer metadata ADDON_SHEET_KEY),
 * hands it to the extractor registered for that kind — which computes the standings from the sheet's results
 * with the format's own rules — and renders the StandingsDoc in the chosen format (src/shared/rules/publish).
 *
 * Each format's extractors are registered in EXTRACTORS below by sheet kind (a key ending in "-" serves every kind
 * starting with it; see findExtractor).
 *
 * This file is a server entry like src/main.ts: it alone, outside server/ folders, reaches Apps Script.
 */
import type { PublishStandingsInput, PublishStandingsResult } from './shared/api';
import { addonKind } from './shared/server/metadata';
import { findExtractor, isIsoDate, isPublishFormat, render, PUBLISH_FORMATS, type ExtractorRegistry } from './shared/rules/publish';
import { swingStandings } from './formats/swing/server/publish';
import { SWING_LOG } from './formats/swing/sheets/log';
import { SWING_MAIN } from './formats/swing/sheets/plan';
import { DUPLICATE_EXTRACTORS } from './formats/duplicate/server/publish';
import { torresGroupExtractor, torresOverviewExtractor } from './formats/torres/server/publish';
import { TORRES_GROUP } from './formats/torres/sheets/group';
import { TORRES_OVERVIEW } from './formats/torres/sheets/overview';
import { tttGroupExtractor, tttStatsExtractor } from './formats/ttt/server/publish';
import { GAMES_SHEET } from './formats/ttt/sheets/games';
import { STATS_SHEET } from './formats/ttt/sheets/stats';
import { TABLE_SHEET } from './formats/ttt/sheets/table';
import { gbqCrossExtractor, gbqTableExtractor } from './formats/gbq/server/publish';
import { GBQ_CROSS } from './formats/gbq/sheets/cross';
import { GBQ_TABLE } from './formats/gbq/sheets/table';
import { shownInput } from './shared/rules/input';
import { activeSpreadsheet } from './shared/server/auth';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

/** Sheet kind (or kind family ending in "-") → the format's extractor; kinds are the formats' sheetKind objects. */
export const EXTRACTORS: ExtractorRegistry = {
  [SWING_MAIN.kind]: swingStandings,
  [SWING_LOG.kind]: swingStandings,
  ...DUPLICATE_EXTRACTORS,
  [TORRES_GROUP.kind]: torresGroupExtractor,
  [TORRES_OVERVIEW.kind]: torresOverviewExtractor,
  [TABLE_SHEET.kind]: tttGroupExtractor,
  [GAMES_SHEET.kind]: tttGroupExtractor,
  [STATS_SHEET.kind]: tttStatsExtractor,
  [GBQ_TABLE.kind]: gbqTableExtractor,
  [GBQ_CROSS.kind]: gbqCrossExtractor,
};

/** The kind the add-on stored on a sheet it made; undefined for any other sheet. */
export function sheetKind(sheet: GoogleAppsScript.Spreadsheet.Sheet): string | undefined {
  return addonKind(sheet) ?? undefined;
}

/** Today (yyyy-mm-dd) in the spreadsheet's time zone; in UTC where the time zone cannot be read. */
export function todayIn(ss: Spreadsheet, now: Date): string {
  const zone = typeof ss.getSpreadsheetTimeZone === 'function' ? ss.getSpreadsheetTimeZone() : '';
  if (zone && typeof Utilities !== 'undefined') return Utilities.formatDate(now, zone, 'yyyy-MM-dd');
  return now.toISOString().slice(0, 10);
}

/** publishStandings over a given workbook, registry and date: what the endpoint does, testable without globals. */
export function publishFrom(ss: Spreadsheet, input: PublishStandingsInput, registry: ExtractorRegistry, today: () => string): PublishStandingsResult {
  const format: unknown = input?.format;
  if (!isPublishFormat(format)) {
    throw new Error(`Choose how to publish: ${PUBLISH_FORMATS.join(', ')} (got ${shownInput(format)}).`);
  }
  const date = input.date === undefined || input.date === '' ? today() : String(input.date);
  if (!isIsoDate(date)) throw new Error(`The date "${date}" is not a date written yyyy-mm-dd (2026-05-17).`);
  const named = input.sheet === undefined || input.sheet === '' ? undefined : String(input.sheet);
  const sheet = named === undefined ? ss.getActiveSheet() : ss.getSheetByName(named);
  if (!sheet) throw new Error(`There is no sheet named "${named}"; it may have been renamed or deleted.`);
  const name = sheet.getName();
  const kind = sheetKind(sheet);
  if (kind === undefined) {
    throw new Error(
      `"${name}" is not a sheet the add-on made: open a standings sheet the add-on created (a group table, a league overview…) and publish again.`,
    );
  }
  const extractor = findExtractor(registry, kind);
  if (!extractor)
    throw new Error(
      `Publishing is not available for this sheet yet: "${name}" is a ${kind} sheet, and its standings cannot be published by this version of the add-on.`,
    );
  const doc = extractor(ss, sheet, { kind, date });
  return { text: render(doc, format), sheet: name, problems: doc.problems ?? [] };
}

/** The endpoint: `{ sheet?, format, date? }` → `{ text, sheet }` (README "Publishing standings"). */
export function publishStandings(input: PublishStandingsInput): PublishStandingsResult {
  const ss = activeSpreadsheet();
  return publishFrom(ss, input, EXTRACTORS, () => todayIn(ss, new Date()));
}
