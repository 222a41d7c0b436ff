/**
 * The swing extractor for publishStandings (src/publish.ts): the standings of a swing event, computed by replaying
 * its log sheet with the engine — the same replay every posting runs — and never read back from the main sheet's
 * grid, chips or ranking cells (a TD may have typed over them; re-sync rewrites them from the log anyway).
 *
 * Either sheet of the event publishes it: the main sheet (kind "swing") finds its log by id; the log sheet (kind
 * "swing-log") is the source of truth itself and finds its main sheet only for the title, so the standings can
 * still be published from the log if the main sheet was deleted. A damaged setting (typed over) is refused with
 * every damage named; a damaged row is skipped in the replay and listed above the post. Read only.
 */
import { swingStandingsDoc } from '../rules/publish';
import { sheetsOfKind } from '../../../shared/server/metadata';
import { readSheet } from '../../../shared/server/readSheet';
import type { PublishContext, StandingsDoc } from '../../../shared/rules/publish';
import { parseSwingLog, replayLog, type ParsedSwingLog } from '../sheets/log';
import { parseSwingMain, SWING_MAIN } from '../sheets/plan';
import { readMetadata } from '../../../shared/server/readSheet';
import { spreadsheetZone } from './store';

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;
type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

/** The main swing sheet whose log is `log`, or null (it was deleted). */
function mainOf(ss: Spreadsheet, log: Sheet): Sheet | null {
  const id = log.getSheetId();
  for (const { sheet } of sheetsOfKind(ss, [SWING_MAIN.kind])) {
    if (parseSwingMain(readMetadata(sheet)).logId === id) return sheet;
  }
  return null;
}

/** The main sheet and its log, from either of them. */
function sheetsOf(ss: Spreadsheet, sheet: Sheet, kind: string): { main: Sheet | null; log: Sheet } {
  if (kind !== SWING_MAIN.kind) return { main: mainOf(ss, sheet), log: sheet };
  const id = parseSwingMain(readMetadata(sheet)).logId;
  const log = id === undefined ? null : ss.getSheetById(id);
  if (!log)
    throw new Error(
      `The log sheet of swing "${sheet.getName()}" is missing (it was deleted): the standings are computed from the log, so they cannot be published.`,
    );
  return { main: sheet, log };
}

/** The event's title: the main sheet's A1 (as the TD gave it), else the log's "Swing log: <title>", else a sheet name. */
function titleOf(main: Sheet | null, log: Sheet, parsed: ParsedSwingLog): string {
  const fromMain = main ? parseSwingMain(readSheet(main)).title : '';
  return fromMain || parsed.title || (main ? main.getName() : log.getName());
}

/** The registered extractor: `swing` (the main sheet) and `swing-log` (its log) sheets. */
export function swingStandings(ss: Spreadsheet, sheet: Sheet, context: PublishContext): StandingsDoc {
  const { main, log } = sheetsOf(ss, sheet, context.kind);
  const parsed = parseSwingLog(readSheet(log));
  const { state, damage } = replayLog(parsed);
  if (parsed.settingsDamage.length > 0) {
    const rows = damage.map((d) => `row ${d.row}: ${d.problem}`);
    throw new Error(
      `The log on sheet "${log.getName()}" has damaged rows, so the standings cannot be computed (${rows.join('; ')}). Repair them as "Log repair" in the swing panel says, then publish again.`,
    );
  }
  const doc = swingStandingsDoc(state, { title: titleOf(main, log, parsed), date: context.date, zone: spreadsheetZone(ss) });
  if (damage.length === 0) return doc;
  // A damaged row is skipped in the replay; Publish standings lists it above the post (the TD may still copy it).
  return { ...doc, problems: damage.map((d) => `"${log.getName()}" row ${d.row}: ${d.problem}. ${d.fix}`) };
}
