/**
 * The swing event on its two sheets: find them, read the log (one getValues), replay it (reporting damaged rows
 * instead of stopping), write or clear one log row, and rewrite the derived blocks of the main sheet in a constant
 * number of batched calls. Every string written goes through writtenString (names and notes are already asText).
 * Both sheets stay protected (warning only) as they grow: the protected extents are kept in the main sheet's
 * developer metadata and topped up when a sheet grows past them.
 */
import { LOG_FIRST_ROW } from '../sheets/layout';
import { startSwing, SwingError, type SwingLogEntry, type SwingReplay, type SwingState } from '../rules';
import { intlOffset, offsetFromText, zoneOf, type Zone } from '../rules/time';
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
  HEADER_ROW,
  lastPlayerColumn,
  LOG_COLUMNS,
  NOW_ROW,
  START_ROW,
  STATUS_FIRST_ROW,
  STATUS_VALUE_COL,
  SWING_GRID_ROWS_KEY,
  SWING_KIND,
  SWING_LAYOUT,
  SWING_LAYOUT_KEY,
  SWING_LOG_ID_KEY,
  SWING_LOG_ROWS_KEY,
} from '../sheets/layout';
import { logCells, parseSwingLog, type LogDamage, type ParsedSwingLog } from '../sheets/log';
import { metadataMap } from '../../../shared/server/metadata';

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;
type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

export interface SwingEvent {
  main: Sheet;
  log: Sheet;
  name: string;
  logName: string;
  parsed: ParsedSwingLog;
  /** Last protected grid row of the main sheet, and last protected log row of the log sheet. */
  gridRows: number;
  logRows: number;
  /** The layout version the main sheet was made with ('' before versions). */
  layout: string;
}

export function sheetNameOf(input: unknown): string {
  const sheet = (input as { sheet?: unknown } | null)?.sheet;
  if (typeof sheet !== 'string' || sheet.trim() === '') throw new Error('Choose the swing sheet (the field "sheet" is missing).');
  return sheet;
}

/**
 * The spreadsheet's time zone (File → Settings), in which every time is shown. The stand-in for Sheets has no
 * getSpreadsheetTimeZone: there (and if Sheets ever gave none) times are shown in UTC.
 */
export function spreadsheetZone(ss: Spreadsheet): Zone {
  const getter = (ss as { getSpreadsheetTimeZone?: () => string }).getSpreadsheetTimeZone;
  const name = typeof getter === 'function' ? String(getter.call(ss) || 'UTC') : 'UTC';
  // Apps Script formats a zone's offset itself; elsewhere (the stand-in, tests) Intl does.
  if (typeof Utilities !== 'undefined' && typeof Utilities.formatDate === 'function') {
    const fallback = intlOffset(name);
    return zoneOf(name, (ms) => {
      const off = offsetFromText(Utilities.formatDate(new Date(ms), name, 'Z'));
      return Number.isNaN(off) ? fallback(ms) : off;
    });
  }
  return zoneOf(name);
}

/**
 * Finds the main sheet (by its id when given: a renamed sheet is still found) and its log, and reads the log (one
 * getValues).
 */
export function openSwing(ss: Spreadsheet, name: string, id?: number): SwingEvent {
  const main = (typeof id === 'number' && Number.isInteger(id) ? ss.getSheetById(id) : null) ?? ss.getSheetByName(name);
  if (!main) throw new Error(`There is no sheet named '${name}'; it may have been renamed or deleted (choose it again in the panel).`);
  const meta = metadataMap(main);
  if (meta.get(ADDON_SHEET_KEY) !== SWING_KIND || !meta.has(SWING_LOG_ID_KEY)) {
    throw new Error(`Sheet '${name}' is not a swing sheet made by the add-on (create one with "Swing tournament").`);
  }
  const log = ss.getSheetById(Number(meta.get(SWING_LOG_ID_KEY)));
  if (!log) throw new Error(`The log sheet of swing '${name}' is missing (it was deleted); the event cannot be replayed without it.`);
  const logName = log.getName();
  const values = log.getDataRange().getValues();
  let parsed: ParsedSwingLog;
  try {
    parsed = parseSwingLog(values, logName);
  } catch (e) {
    throw new Error(e instanceof Error ? e.message : String(e));
  }
  const num = (key: string, fallback: number): number => (meta.has(key) && Number.isFinite(Number(meta.get(key))) ? Number(meta.get(key)) : fallback);
  return { main, log, name: main.getName(), logName, parsed, gridRows: num(SWING_GRID_ROWS_KEY, HEADER_ROW), logRows: num(SWING_LOG_ROWS_KEY, LOG_FIRST_ROW - 1), layout: meta.get(SWING_LAYOUT_KEY) ?? '' };
}

/** A replay of the log as far as it can go, with every damaged row (unreadable, or refused by the rules). */
export interface Replayed {
  replay: SwingReplay;
  state: SwingState;
  damage: LogDamage[];
}

/**
 * Replays the readable entries up to the first damaged row. A row the rules refuse is damage too (with the rules'
 * reason); rows after it are not replayed. `skipLast`: leave out the last log row (what undo removes).
 */
export function replayLog(ev: Pick<SwingEvent, 'parsed'>, skipLast = false): Replayed {
  const { parsed } = ev;
  const last = skipLast ? parsed.lastRow : Infinity;
  // Without the last row, blank rows just above it end the log: they are no longer damage.
  const kept = parsed.damage.filter((d) => d.row !== last);
  const used = [...parsed.entryRows.filter((r) => r !== last), ...kept.filter((d) => d.cells.some((c) => c !== '')).map((d) => d.row)];
  const newLast = Math.max(LOG_FIRST_ROW - 1, ...used);
  const damage = kept.filter((d) => d.row <= newLast);
  const firstBad = damage.length > 0 ? damage[0].row : Infinity;
  const replay = startSwing(parsed.settings);
  for (let i = 0; i < parsed.entries.length; i++) {
    const row = parsed.entryRows[i];
    if (row >= firstBad || row === last) break;
    try {
      replay.post(parsed.entries[i]);
    } catch (e) {
      if (!(e instanceof SwingError)) throw e;
      const problem = e.message.replace(/^Log entry \d+: /, '');
      const cells = (logCells(parsed.entries[i]) as PlanCell[]).map((c) => String(c ?? '').replace(/^'/, ''));
      const fix = 'Correct this row to what was played, or undo/delete it; the rows below it are replayed once it is fixed.';
      return { replay, state: replay.state(), damage: [{ row, cells, problem, fix }, ...damage.filter((d) => d.row > row)].sort((a, b) => a.row - b.row) };
    }
  }
  return { replay, state: replay.state(), damage };
}

/** Refuses to write a main sheet made before the clock (its grid has no Ante-up column: layout 2). */
export function requireLayout(ev: SwingEvent): void {
  if (ev.layout === SWING_LAYOUT) return;
  throw new Error(
    `Swing '${ev.name}' was made by an earlier version of the add-on (without the clock and the Ante-up column). Its log on '${ev.logName}' is intact: create a new swing with the same players and settings, start its clock at the real start time and enter the postings with their times.`,
  );
}

/** Refuses to post while the log has damaged rows or the main sheet predates the clock. */
export function requireHealthy(ev: SwingEvent, r: Replayed): void {
  requireLayout(ev);
  if (r.damage.length === 0) return;
  const lines = r.damage.map((d) => `Row ${d.row}: ${d.problem}. ${d.fix}`);
  throw new Error(`The log on sheet '${ev.logName}' has damaged rows; nothing is posted until they are repaired (see "Log repair" in the panel):\n${lines.join('\n')}`);
}

/** Cells as setValues writes them: every string through writtenString, so text reads back as the same text. */
function written(values: readonly (readonly PlanCell[])[]): (string | number | boolean)[][] {
  return values.map((r) => r.map((v) => (v === null ? '' : typeof v === 'string' ? writtenString(v) : v)));
}

/** Makes sure the sheet has rows up to `last` and that rows `from..last` are protected (warning only). */
function growProtected(sheet: Sheet, from: number, last: number, lastColumn: string, description: string): void {
  const max = sheet.getMaxRows();
  if (last > max) sheet.insertRowsAfter(max, last - max);
  sheet.getRange(`A${from}:${lastColumn}${last}`).protect().setDescription(description).setWarningOnly(true);
}

/** Writes the entry in the first row after the log: one call (plus a few when the log sheet grows). */
export function writeLogRow(ev: SwingEvent, entry: SwingLogEntry): void {
  const row = ev.parsed.lastRow + 1;
  if (row > ev.logRows) {
    const grown = row + GROW_ROWS;
    growProtected(ev.log, ev.logRows + 1, grown, 'G', 'Swing log: written by the add-on (record, undo); repair damaged rows only as the panel says');
    ev.main.addDeveloperMetadata(SWING_LOG_ROWS_KEY, String(grown));
    ev.logRows = grown;
  }
  ev.log.getRange(row, 1, 1, LOG_COLUMNS).setValues(written([logCells(entry)]));
}

/** Clears the last row of the log (a posting or a damaged row): one call. Clearing keeps the protection's extent. */
export function clearLastLogRow(ev: SwingEvent): void {
  ev.log.getRange(ev.parsed.lastRow, 1, 1, LOG_COLUMNS).clearContent();
}

function writeBlock(sheet: Sheet, row: number, column: number, block: Block): void {
  const range = sheet.getRange(row, column, block.values.length, block.values[0].length);
  range.setValues(written(block.values));
  range.setFontColors(block.fontColors);
  range.setBackgrounds(block.backgrounds);
}

/** Grows the main sheet, its protection and its chart's ranges when the grid would run past the protected rows. */
function ensureGridRows(ev: SwingEvent, lastRow: number, players: number): void {
  if (lastRow <= ev.gridRows) return;
  const sheet = ev.main;
  const grown = lastRow + GROW_ROWS;
  growProtected(sheet, ev.gridRows + 1, grown, lastPlayerColumn(players), 'Swing grid: recomputed from the log by the add-on');
  for (const chart of sheet.getCharts()) sheet.removeChart(chart);
  let b = sheet.newChart().setChartType(Charts.ChartType.LINE);
  for (const r of chartRanges(players, grown)) b = b.addRange(sheet.getRange(r));
  sheet.insertChart(b.setPosition(START_ROW - 1, chartAnchorColumn(players), 0, 0).setOption('title', CHART_TITLE).build());
  sheet.addDeveloperMetadata(SWING_GRID_ROWS_KEY, String(grown));
  ev.gridRows = grown;
}

/**
 * Rewrites the derived blocks after a posting: the "now" values, the player rows, and grid display rows
 * from..to-1 (rows past the state's last are cleared). A constant number of calls, whatever the log length.
 */
export function writeDerived(ev: SwingEvent, state: SwingState, from: number, to: number, zone: Zone): void {
  const players = state.settings.players.length;
  ensureGridRows(ev, START_ROW + to - 1, players);
  const status = statusValues(state, zone);
  ev.main.getRange(STATUS_FIRST_ROW, STATUS_VALUE_COL, status.length, 1).setValues(written(status));
  writeBlock(ev.main, NOW_ROW, FIRST_PLAYER_COL, playerBlock(state));
  if (to > from) writeBlock(ev.main, START_ROW + from, 1, gridBlock(state, from, to, zone));
}
