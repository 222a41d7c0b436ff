/**
 * The swing event on its two sheets: find them, read and parse the log (sheets/log.ts), and write a posting — the
 * main sheet's derived blocks first, the log row last — after checking Sheets' cell limit for everything the posting
 * grows, so a posting that cannot fit writes nothing. Positions come from the sheets/ modules: this file never
 * indexes cells. Both sheets stay protected (warning only) as they grow: the protected extents are kept in the main
 * sheet's developer metadata and topped up when a sheet grows past them.
 */
import { ADDON_SHEET_KEY } from '../../../shared/server/applyPlan';
import { existingCells } from '../../../shared/server/create';
import { applyEdit, readMetadata, readSheet } from '../../../shared/server/readSheet';
import { MAX_CELLS } from '../../../shared/sheets/limits';
import type { SheetEdit } from '../../../shared/sheets/read';
import { writtenString } from '../../../shared/sheets/text';
import type { PlanCell } from '../../../shared/sheets/plan';
import type { SwingLogEntry, SwingState } from '../rules';
import { intlOffset, offsetFromText, zoneOf, type Zone } from '../rules/time';
import { appendLogEdit, logGrowth, parseSwingLog, replayLog, type Growth, type ParsedSwingLog, type Replayed } from '../sheets/log';
import { currentLayout, derivedUpdate, parseSwingMain, SWING_MAIN, type ParsedSwingMain, type SwingMainUpdate } from '../sheets/plan';

export { replayLog, type Replayed };

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;
type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

export interface SwingEvent {
  main: Sheet;
  log: Sheet;
  name: string;
  logName: string;
  /** The main sheet's metadata (read without its cells) and the parsed log. */
  meta: ParsedSwingMain;
  parsed: ParsedSwingLog;
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
 * Finds the main sheet (by its id when given: a renamed sheet is still found) and its log, and reads the log
 * (readSheet) and parses it. A damaged setting or row is in `parsed.damage`: reading never throws for it.
 */
export function openSwing(ss: Spreadsheet, name: string, id?: number): SwingEvent {
  const main = (typeof id === 'number' && Number.isInteger(id) ? ss.getSheetById(id) : null) ?? ss.getSheetByName(name);
  if (!main) throw new Error(`There is no sheet named '${name}'; it may have been renamed or deleted (choose it again in the panel).`);
  const grid = readMetadata(main);
  const meta = parseSwingMain(grid);
  if (grid.meta(ADDON_SHEET_KEY) !== SWING_MAIN.kind || meta.logId === undefined) {
    throw new Error(`Sheet '${name}' is not a swing sheet made by the add-on (create one with "Swing tournament").`);
  }
  const log = ss.getSheetById(meta.logId);
  if (!log) throw new Error(`The log sheet of swing '${name}' is missing (it was deleted); the event cannot be replayed without it.`);
  const logGrid = readSheet(log);
  return { main, log, name: grid.sheetName, logName: logGrid.sheetName, meta, parsed: parseSwingLog(logGrid) };
}

/** Refuses to write a main sheet made before the clock (its grid has no Ante-up column: layout 2). */
export function requireLayout(ev: SwingEvent): void {
  if (currentLayout(ev.meta)) return;
  throw new Error(
    `Swing '${ev.name}' was made by an earlier version of the add-on (without the clock and the Ante-up column). Its log on '${ev.logName}' is intact: create a new swing with the same players and settings, start its clock at the real start time and enter the postings with their times.`,
  );
}

const damageLines = (r: Pick<Replayed, 'damage'>): string => r.damage.map((d) => `Row ${d.row}: ${d.problem}. ${d.fix}`).join('\n');

/**
 * Refuses to post while a setting of the log is damaged (nothing can be replayed), or the main sheet predates the
 * clock. A damaged row does not block (a slip stays on its row): it is skipped in the replay, listed with
 * its fix in the panel's "Log repair", and counted on the main sheet.
 */
export function requireHealthy(ev: SwingEvent, r: Replayed): void {
  requireLayout(ev);
  if (ev.parsed.settingsDamage.length === 0) return;
  throw new Error(
    `The log on sheet '${ev.logName}' has damaged settings; nothing is posted until they are repaired (see "Log repair" in the panel):\n${damageLines(r)}`,
  );
}

/** Refuses to rewrite the main sheet (undo, re-sync) while a setting of the log is damaged: nothing can be replayed. */
export function requireSettings(ev: SwingEvent): void {
  if (ev.parsed.settingsDamage.length === 0) return;
  throw new Error(
    `The settings on the log sheet '${ev.logName}' are damaged, so the event cannot be replayed; nothing is changed until they are repaired (see "Log repair" in the panel):\n${damageLines({ damage: ev.parsed.settingsDamage })}`,
  );
}

/** Cells as setValues writes them: every string through writtenString, so text reads back as the same text. */
function written(values: readonly (readonly PlanCell[])[]): (string | number | boolean)[][] {
  return values.map((r) => r.map((v) => (v === null ? '' : typeof v === 'string' ? writtenString(v) : v)));
}

/** The rows of a growth, then its protection (warning only), then its extent in the main sheet's metadata. */
function grow(sheet: Sheet, main: Sheet, g: Growth): void {
  if (g.count > 0) sheet.insertRowsAfter(g.after, g.count);
  sheet.getRange(g.protect).protect().setDescription(g.description).setWarningOnly(true);
  if (g.edit) applyEdit(sheet, g.edit);
  main.addDeveloperMetadata(g.key, String(g.extent));
}

function applyMainUpdate(ev: SwingEvent, update: SwingMainUpdate): void {
  const sheet = ev.main;
  if (update.growth) {
    const g = update.growth;
    grow(sheet, sheet, g);
    ev.meta.gridRows = g.extent;
  }
  if (update.chart) {
    const c = update.chart;
    for (const chart of sheet.getCharts()) sheet.removeChart(chart);
    let b = sheet.newChart().setChartType(Charts.ChartType.LINE);
    for (const r of c.ranges) b = b.addRange(sheet.getRange(r));
    b = b.setPosition(c.anchorRow, c.anchorColumn, 0, 0).setOption('title', c.title).setOption('width', c.width).setOption('height', c.height);
    sheet.insertChart(b.build());
  }
  for (const block of update.blocks) {
    const range = sheet.getRange(block.row, block.column, block.values.length, block.values[0].length);
    range.setValues(written(block.values));
    if (block.fontColors) range.setFontColors(block.fontColors);
    if (block.backgrounds) range.setBackgrounds(block.backgrounds);
  }
}

/**
 * Checks Sheets' 10,000,000-cell limit for the rows both sheets must grow by, before anything is written: a posting
 * that cannot fit is refused whole.
 */
function checkCells(ev: SwingEvent, action: string, mainGrowth: Growth | undefined, logGrowthNeeded: Growth | undefined): void {
  const cells = (g: Growth | undefined, sheet: Sheet) => (g && g.count > 0 ? g.count * sheet.getMaxColumns() : 0);
  const more = cells(mainGrowth, ev.main) + cells(logGrowthNeeded, ev.log);
  if (more === 0) return;
  const existing = existingCells(ev.main.getParent());
  if (existing + more <= MAX_CELLS) return;
  throw new Error(
    `Cannot ${action}: the swing's sheets need ${more.toLocaleString('en-US')} more cells and the spreadsheet already has ${existing.toLocaleString('en-US')}, ` +
      `over Google Sheets' limit of 10,000,000 cells. Delete sheets you no longer need, then post again; nothing was written.`,
  );
}

/**
 * Writes a posting: the cell limit checked first for everything it grows, then the main sheet's derived blocks,
 * then the log row (the posting `entry`, with its Check) last, so a failure part-way never leaves a result in the log the TD was told failed.
 */
export function writePosting(
  ev: SwingEvent,
  action: string,
  state: SwingState,
  from: number,
  to: number,
  zone: Zone,
  entry: SwingLogEntry,
  chartResults?: number,
): void {
  const update = derivedUpdate(state, from, to, zone, ev.meta, () => ev.main.getMaxRows(), chartResults);
  const logMax = ev.log.getMaxRows();
  const logGrown = logGrowth(ev.parsed, ev.meta.logRows, () => logMax, SWING_MAIN.keys.logRows);
  checkCells(ev, action, update.growth, logGrown);
  // Rows deleted below the log (the sheet ends above the next row): refused before anything is written.
  const logRowsAfter = logMax + (logGrown?.count ?? 0);
  const row = ev.parsed.lastRow + 1;
  if (row > logRowsAfter) {
    throw new Error(
      `Cannot ${action}: the log sheet '${ev.logName}' ends at row ${logMax}, and this posting goes in row ${row} ("${ev.logName}" A${row}). ` +
        `Insert rows below row ${logMax} (right-click the row number → Insert 1 row below), then post again; nothing was written.`,
    );
  }
  applyMainUpdate(ev, update);
  if (logGrown) {
    grow(ev.log, ev.main, logGrown);
    ev.meta.logRows = logGrown.extent;
  }
  applyEdit(ev.log, appendLogEdit(ev.parsed, entry, logRowsAfter));
}

/** Rewrites the derived blocks (undo, re-sync), then applies `logEdit` (undo's cleared row) when given. */
export function writeDerived(ev: SwingEvent, action: string, state: SwingState, from: number, to: number, zone: Zone, logEdit?: SheetEdit): void {
  const update = derivedUpdate(state, from, to, zone, ev.meta, () => ev.main.getMaxRows());
  checkCells(ev, action, update.growth, undefined);
  applyMainUpdate(ev, update);
  if (logEdit) applyEdit(ev.log, logEdit);
}
