/** The swing endpoints of the sidebar's server API: create an event, and run it live (record, undo, leaving/back). */
import { playerSpeller, spellEntry, validateResult, validateStatus, type SwingLogEntry, type SwingReplay, type SwingResultEntry, type SwingState, type SwingStatusEntry } from '../rules';
import type {
  CreateSwingInput,
  CreateSwingResult,
  RecordSwingResultInput,
  SetSwingPlayerStatusInput,
  SwingLiveStatus,
  SwingSheetInput,
  UndoSwingResult,
  UndoSwingResultInput,
} from '../api';
import type { SheetsResult } from '../../../shared/api';
import { createSwingSheets, listSwingSheetNames } from './create';
import { START_ROW } from '../sheets/layout';
import { liveStatus } from './status';
import { appendEntry, openSwing, removeLastEntry, replayStored, sheetNameOf, writeDerived, type SwingEvent } from './store';
import { withDocumentLock } from '../../../shared/server/lock';
import { drawSeed } from '../../../shared/server/seed';

/** Creates the swing sheet and its log sheet; returns the main sheet's name and the first assignments. */
export function createSwing(input: CreateSwingInput): CreateSwingResult {
  return createSwingSheets(SpreadsheetApp.getActiveSpreadsheet(), input, new Date().toISOString(), drawSeed);
}

const nowIso = (): string => new Date().toISOString();

function postingTime(time: unknown): string {
  if (time === undefined || time === null || time === '') return nowIso();
  if (typeof time !== 'string' || Number.isNaN(Date.parse(time))) throw new Error(`Time '${String(time)}' is not an ISO-8601 date-time.`);
  return time;
}

/**
 * Posts one entry under the document lock: read, validate, append, replay, rewrite the derived grid. The entry's
 * names are spelled as in the player list first (docs/rules.md §0.1: "ann " is Ann), so the log holds one spelling.
 * Every problem is listed, one per line.
 */
function post(sheet: string, build: (state: SwingState, spell: (e: SwingLogEntry) => SwingLogEntry) => { entry: SwingLogEntry; errors: string[]; what: string }): SwingLiveStatus {
  return withDocumentLock(() => {
    const ev = openSwing(SpreadsheetApp.getActiveSpreadsheet(), sheet);
    const replay = replayStored(ev);
    const before = replay.state();
    const speller = playerSpeller(before.settings.players);
    const { entry, errors, what } = build(before, (e) => spellEntry(speller, e));
    if (errors.length > 0) throw new Error(`Cannot record ${what}:\n${errors.join('\n')}`);
    appendEntry(ev, entry);
    replay.post(entry);
    const after = replay.state();
    writeDerived(ev.main, after, before.rows.length + 1, after.rows.length + 1);
    return liveStatus(ev.name, after, ev.parsed.entries.length + 1);
  });
}

function cubeOf(cube: unknown): number {
  if (cube === undefined || cube === null || cube === '') return 1;
  return typeof cube === 'string' && cube.trim() !== '' && Number.isFinite(Number(cube)) ? Number(cube) : (cube as number);
}

/** Records a finished match; the winner and loser must be currently assigned to each other. */
export function recordSwingResult(input: RecordSwingResultInput): SwingLiveStatus {
  const sheet = sheetNameOf(input);
  const time = postingTime(input.time);
  const given: SwingLogEntry = {
    type: 'result',
    winner: String(input.winner ?? ''),
    loser: String(input.loser ?? ''),
    cube: cubeOf(input.cube),
    kind: (input.kind ?? 'single') as 'single',
    time,
  };
  return post(sheet, (state, spell) => {
    const entry = spell(given) as SwingResultEntry;
    return { entry, errors: validateResult(state, entry), what: `${entry.winner} beat ${entry.loser}` };
  });
}

/** Marks a player as leaving (they forfeit each match assigned to them) or back. */
export function setSwingPlayerStatus(input: SetSwingPlayerStatusInput): SwingLiveStatus {
  const sheet = sheetNameOf(input);
  const time = postingTime(input.time);
  if (typeof input.leaving !== 'boolean') throw new Error(`"leaving" must be true (leaving) or false (back), not ${String(input.leaving)}.`);
  const given: SwingLogEntry = { type: 'status', player: String(input.player ?? ''), leaving: input.leaving, time };
  return post(sheet, (state, spell) => {
    const entry = spell(given) as SwingStatusEntry;
    return { entry, errors: validateStatus(state, entry), what: `${entry.player} as ${entry.leaving ? 'leaving' : 'back'}` };
  });
}

function describe(entry: SwingLogEntry): string {
  if (entry.type === 'status') return `${entry.player} marked as ${entry.leaving ? 'leaving' : 'back'} (${entry.time})`;
  const cube = entry.cube === 1 ? '' : `, cube ${entry.cube}`;
  return `${entry.winner} beat ${entry.loser} (${entry.kind}${cube}, ${entry.time})`;
}

/** Removes the last log entry (after the TD confirmed) and rewrites the grid from the shorter log. */
export function undoSwingResult(input: UndoSwingResultInput): UndoSwingResult {
  const sheet = sheetNameOf(input);
  if (input.confirmed !== true) throw new Error('Undo needs confirmation: confirm that the last posting should be removed from the log.');
  return withDocumentLock(() => {
    const ev: SwingEvent = openSwing(SpreadsheetApp.getActiveSpreadsheet(), sheet);
    const entries = ev.parsed.entries;
    if (entries.length === 0) throw new Error(`Nothing to undo: the log of '${ev.name}' is empty.`);
    const replay: SwingReplay = replayStored(ev, entries.slice(0, -1));
    const after = replay.state();
    replay.post(entries[entries.length - 1]);
    const before = replay.state();
    removeLastEntry(ev);
    writeDerived(ev.main, after, after.rows.length + 1, before.rows.length + 1);
    return { ...liveStatus(ev.name, after, entries.length - 1), undone: describe(entries[entries.length - 1]) };
  });
}

/** Rewrites every derived cell of the main sheet from the log (after a TD edited the grid by hand). */
export function resyncSwing(input: SwingSheetInput): SwingLiveStatus {
  const sheet = sheetNameOf(input);
  return withDocumentLock(() => {
    const ev = openSwing(SpreadsheetApp.getActiveSpreadsheet(), sheet);
    const state = replayStored(ev).state();
    const used = Math.max(ev.main.getLastRow() - START_ROW + 1, 0);
    writeDerived(ev.main, state, 0, Math.max(state.rows.length + 1, used));
    return liveStatus(ev.name, state, ev.parsed.entries.length);
  });
}

/** The live state for the sidebar's panel (read only). */
export function getSwingStatus(input: SwingSheetInput): SwingLiveStatus {
  const ev = openSwing(SpreadsheetApp.getActiveSpreadsheet(), sheetNameOf(input));
  return liveStatus(ev.name, replayStored(ev).state(), ev.parsed.entries.length);
}

/** The swing sheets of this spreadsheet (main sheets only), in tab order. */
export function listSwingSheets(): SheetsResult {
  return { sheets: listSwingSheetNames(SpreadsheetApp.getActiveSpreadsheet()) };
}
