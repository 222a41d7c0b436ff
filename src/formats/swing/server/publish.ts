/**
 * The swing extractor for publishStandings (src/publish.ts): the standings of a swing event, computed by replaying
 * its log sheet with the engine — the same replay every posting runs — and never read back from the main sheet's
 * grid, chips or ranking cells (a TD may have typed over them; re-sync rewrites them from the log anyway).
 *
 * Either sheet of the event publishes it: the main sheet (kind "swing") finds its log by id; the log sheet (kind
 * "swing-log") is the source of truth itself and finds its main sheet only for the title, so the standings can
 * still be published from the log if the main sheet was deleted. Read only: nothing is written.
 */
import { swingStandingsDoc } from '../rules/publish';
import { SwingError } from '../rules';
import { ADDON_SHEET_KEY } from '../../../shared/server/applyPlan';
import type { PublishContext, StandingsDoc } from '../../../shared/rules/publish';
import { SWING_KIND, SWING_LOG_ID_KEY, TITLE_ROW } from '../sheets/layout';
import { parseSwingLog, type ParsedSwingLog } from '../sheets/log';
import { replayLog } from './store';
import { metadataMap } from '../../../shared/server/metadata';

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;
type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

const LOG_TITLE_PREFIX = 'Swing log: ';

function metadataOf(sheet: Sheet): Map<string, string> {
  return metadataMap(sheet);
}

/** The main swing sheet whose log is `log`, or null (it was deleted). */
function mainOf(ss: Spreadsheet, log: Sheet): Sheet | null {
  const id = String(log.getSheetId());
  for (const sheet of ss.getSheets()) {
    const meta = metadataOf(sheet);
    if (meta.get(ADDON_SHEET_KEY) === SWING_KIND && meta.get(SWING_LOG_ID_KEY) === id) return sheet;
  }
  return null;
}

/** The main sheet and its log, from either of them. */
function sheetsOf(ss: Spreadsheet, sheet: Sheet, kind: string): { main: Sheet | null; log: Sheet } {
  if (kind !== SWING_KIND) return { main: mainOf(ss, sheet), log: sheet };
  const id = metadataOf(sheet).get(SWING_LOG_ID_KEY);
  const log = id === undefined ? null : ss.getSheetById(Number(id));
  if (!log) throw new Error(`The log sheet of swing "${sheet.getName()}" is missing (it was deleted): the standings are computed from the log, so they cannot be published.`);
  return { main: sheet, log };
}

const cellText = (v: unknown): string => (v === null || v === undefined ? '' : String(v).trim());

/** The event's title: the main sheet's A1 (as the TD gave it), else the log's "Swing log: <title>", else a sheet name. */
function titleOf(main: Sheet | null, log: Sheet, logValues: readonly (readonly unknown[])[]): string {
  const fromMain = main ? cellText(main.getRange(TITLE_ROW, 1).getValue()) : '';
  if (fromMain !== '') return fromMain;
  const fromLog = cellText(logValues[0]?.[0]);
  if (fromLog.startsWith(LOG_TITLE_PREFIX) && fromLog.length > LOG_TITLE_PREFIX.length) return fromLog.slice(LOG_TITLE_PREFIX.length).trim();
  return main ? main.getName() : log.getName();
}

function parse(values: readonly (readonly unknown[])[], logName: string): ParsedSwingLog {
  try {
    return parseSwingLog(values, logName);
  } catch (e) {
    if (e instanceof SwingError) throw new Error(`Cannot publish: ${e.message}`);
    throw e;
  }
}

/** The registered extractor: `swing` (the main sheet) and `swing-log` (its log) sheets. */
export function swingStandings(ss: Spreadsheet, sheet: Sheet, context: PublishContext): StandingsDoc {
  const { main, log } = sheetsOf(ss, sheet, context.kind);
  const logName = log.getName();
  const values = log.getDataRange().getValues();
  const parsed = parse(values, logName);
  const { state, damage } = replayLog({ parsed });
  if (damage.length > 0) {
    const rows = damage.map((d) => `row ${d.row}: ${d.problem}`);
    throw new Error(
      `The log on sheet "${logName}" has damaged rows, so the standings cannot be computed (${rows.join('; ')}). Repair them as "Log repair" in the swing panel says, then publish again.`,
    );
  }
  return swingStandingsDoc(state, { title: titleOf(main, log, values), date: context.date });
}
