/**
 * The seam between the publishing dispatcher (src/publish.ts) and each format: a format's extractor reads one of its sheets' results and computes the standings with the
 * format's own rules — never by reading back formula outputs — so the post is the same in Sheets, in the
 * preview and in tests. Extractors live in src/formats/X/server/ and are registered in src/publish.ts's
 * EXTRACTORS table under the sheet kind they read (the plan's `kind`, stored as the sheet's developer
 * metadata ADDON_SHEET_KEY).
 */
import type { StandingsDoc } from './model';

export interface PublishContext {
  /** The sheet's kind, as stored by applyPlan ("gbq-table", "torres-overview"…). */
  kind: string;
  /** The date to print (yyyy-mm-dd): today in the spreadsheet's time zone, or the one the TD gave. */
  date: string;
}

/**
 * Reads `sheet` (and any sheet of `ss` it depends on) and returns its standings. Throws an Error a TD can
 * act on (naming the cell) if the results on the sheet cannot be read. Must not write.
 */
export type StandingsExtractor = (
  ss: GoogleAppsScript.Spreadsheet.Spreadsheet,
  sheet: GoogleAppsScript.Spreadsheet.Sheet,
  context: PublishContext,
) => StandingsDoc;

/**
 * Sheet kind → extractor. A key matches a kind equal to it; a key ending in "-" ("duplicate-") matches every
 * kind that starts with it. The longest matching key wins, so an exact kind overrides a family.
 */
export type ExtractorRegistry = Readonly<Record<string, StandingsExtractor>>;

export function findExtractor(registry: ExtractorRegistry, kind: string): StandingsExtractor | undefined {
  let best: string | undefined;
  for (const key of Object.keys(registry)) {
    const matches = key === kind || (key.endsWith('-') && kind.startsWith(key));
    if (matches && (best === undefined || key.length > best.length)) best = key;
  }
  return best === undefined ? undefined : registry[best];
}
