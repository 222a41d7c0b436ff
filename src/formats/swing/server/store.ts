/**
 * The swing event on its two sheets: find them, read the log (one getValues), append or remove one log row,
 * and rewrite the derived blocks of the main sheet in a constant number of batched calls. Every string written
 * goes through writtenString (names and notes are already asText), so text stays text. Postings run under the
 * shared document lock (src/shared/server/lock.ts: waits up to 30 s, then a clear "busy, try again").
 */
import { startSwing, SwingError, type SwingLogEntry, type SwingReplay, type SwingState } from '../rules';
import { ADDON_SHEET_KEY } from '../../../shared/server/applyPlan';
import type { PlanCell } from '../../../shared/sheets/plan';
import { writtenString } from '../../../shared/sheets/text';
import { gridBlock, playerBlock, statusValues, type Block } from '../sheets/derived';
import {
  chartAnchorColumn,
  chartRanges,
  CHART_TITLE,
  FIRST_PLAYER_COL,
  GROW_ROWS,
  LOG_FIRST_ROW,
  NOW_ROW,
  START_ROW,
  STATUS_FIRST_ROW,
  STATUS_VALUE_COL,
  SWING_KIND,
  SWING_LOG_ID_KEY,
} from '../sheets/layout';
import { logCells, parseSwingLog, type ParsedSwingLog } from '../sheets/log';

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;
type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

export interface SwingEvent {
  main: Sheet;
  log: Sheet;
  name: string;
  logName: string;
  parsed: ParsedSwingLog;
}

export function sheetNameOf(input: unknown): string {
  const sheet = (input as { sheet?: unknown } | null)?.sheet;
  if (typeof sheet !== 'string' || sheet.trim() === '') throw new Error('Choose the swing sheet (the field "sheet" is missing).');
  return sheet;
}

function metadataOf(sheet: Sheet): Map<string, string> {
  return new Map(sheet.getDeveloperMetadata().map((m) => [m.getKey(), m.getValue() ?? '']));
}

/** Finds the main sheet and its log, and reads the log (one getValues). */
export function openSwing(ss: Spreadsheet, name: string): SwingEvent {
  const main = ss.getSheetByName(name);
  if (!main) throw new Error(`There is no sheet named '${name}'; it may have been renamed or deleted.`);
  const meta = metadataOf(main);
  if (meta.get(ADDON_SHEET_KEY) !== SWING_KIND || !meta.has(SWING_LOG_ID_KEY)) {
    throw new Error(`Sheet '${name}' is not a swing sheet made by the add-on (create one with "Swing tournament").`);
  }
  const log = ss.getSheetById(Number(meta.get(SWING_LOG_ID_KEY)));
  if (!log) throw new Error(`The log sheet of swing '${name}' is missing (it was deleted); the event cannot be replayed without it.`);
  const logName = log.getName();
  const values = log.getDataRange().getValues();
  try {
    return { main, log, name, logName, parsed: parseSwingLog(values, logName) };
  } catch (e) {
    throw new Error(e instanceof Error ? e.message : String(e));
  }
}

/** Replays the stored log; the returned replay accepts further posts. */
export function replayStored(ev: SwingEvent, entries: readonly SwingLogEntry[] = ev.parsed.entries): SwingReplay {
  try {
    const replay = startSwing(ev.parsed.settings);
    entries.forEach((e) => replay.post(e));
    return replay;
  } catch (e) {
    if (e instanceof SwingError) {
      const row = e.entry === null ? '' : ` (row ${LOG_FIRST_ROW + e.entry})`;
      throw new Error(`The log on sheet '${ev.logName}' cannot be replayed${row}: ${e.message}`);
    }
    throw e;
  }
}

/** Appends one entry to the log: one call. */
export function appendEntry(ev: SwingEvent, entry: SwingLogEntry): void {
  ev.log.appendRow(written([logCells(entry)])[0]);
}

/** Removes the last log entry (its row is deleted, so the next append lands right after the new last entry): one call. */
export function removeLastEntry(ev: SwingEvent): void {
  ev.log.deleteRows(LOG_FIRST_ROW + ev.parsed.entries.length - 1, 1);
}

/** Cells as setValues writes them: every string through writtenString, so text reads back as the same text. */
function written(values: readonly (readonly PlanCell[])[]): (string | number | boolean)[][] {
  return values.map((r) => r.map((v) => (v === null ? '' : typeof v === 'string' ? writtenString(v) : v)));
}

function writeBlock(sheet: Sheet, row: number, column: number, block: Block): void {
  const range = sheet.getRange(row, column, block.values.length, block.values[0].length);
  range.setValues(written(block.values));
  range.setFontColors(block.fontColors);
  range.setBackgrounds(block.backgrounds);
}

/** Grows the main sheet (and its chart's ranges) when the grid would run past the last row. */
function ensureRows(sheet: Sheet, lastRow: number, players: number): void {
  const max = sheet.getMaxRows();
  if (lastRow <= max) return;
  const grown = lastRow + GROW_ROWS;
  sheet.insertRowsAfter(max, grown - max);
  for (const chart of sheet.getCharts()) sheet.removeChart(chart);
  let b = sheet.newChart().setChartType(Charts.ChartType.LINE);
  for (const r of chartRanges(players, grown)) b = b.addRange(sheet.getRange(r));
  sheet.insertChart(b.setPosition(START_ROW - 1, chartAnchorColumn(players), 0, 0).setOption('title', CHART_TITLE).build());
}

/**
 * Rewrites the derived blocks after a posting: the "now" values, the player rows, and grid display rows
 * from..to-1 (rows past the state's last are cleared). A constant number of calls, whatever the log length.
 */
export function writeDerived(main: Sheet, state: SwingState, from: number, to: number): void {
  const players = state.settings.players.length;
  ensureRows(main, START_ROW + to - 1, players);
  const status = statusValues(state);
  main.getRange(STATUS_FIRST_ROW, STATUS_VALUE_COL, status.length, 1).setValues(written(status));
  writeBlock(main, NOW_ROW, FIRST_PLAYER_COL, playerBlock(state));
  if (to > from) writeBlock(main, START_ROW + from, 1, gridBlock(state, from, to));
}
