/**
 * The swing endpoints of the sidebar's server API: create an event, and run it live (record, leaving/back, the
 * clock, undo, re-sync). Every posting runs under the document lock and takes its time there (docs/rules.md §4.9):
 * read and parse the log, replay it, validate, then write — the derived grid first, the log row last, after the
 * cell limit was checked for both. The read-only status answers even with a damaged log (the damage listed).
 */
import {
  playerSpeller,
  spellEntry,
  validateClock,
  validateResult,
  validateStatus,
  type SwingClockEntry,
  type SwingLogEntry,
  type SwingResultEntry,
  type SwingState,
  type SwingStatusEntry,
} from '../rules';
import { isoSeconds, readPostingTime, type Zone } from '../rules/time';
import type {
  CreateSwingInput,
  CreateSwingResult,
  RecordSwingResultInput,
  SetSwingPlayerStatusInput,
  SwingClockInput,
  SwingLiveStatus,
  SwingSheetInput,
  SwingSheetsResult,
  UndoSwingResult,
  UndoSwingResultInput,
} from '../api';
import { createSwingSheets, listSwingSheetList } from './create';
import { clearLastLogEdit, type LogDamage } from '../sheets/log';
import { usedGridRows } from '../sheets/plan';
import { liveStatus } from './status';
import {
  openSwing,
  replayLog,
  requireHealthy,
  requireLayout,
  requireSettings,
  sheetNameOf,
  spreadsheetZone,
  writeDerived,
  writePosting,
  type SwingEvent,
} from './store';
import { cellText } from '../../../shared/sheets/read';
import { withDocumentLock } from '../../../shared/server/lock';
import { drawSeed } from '../../../shared/server/seed';
import { shownInput } from '../../../shared/rules/input';
import { activeSpreadsheet } from '../../../shared/server/auth';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

/** Creates the swing sheet and its log sheet; returns the main sheet's name and the first assignments. */
export function createSwing(input: CreateSwingInput): CreateSwingResult {
  const ss = activeSpreadsheet();
  return createSwingSheets(ss, input, spreadsheetZone(ss), drawSeed);
}

function open(ss: Spreadsheet, input: SwingSheetInput): SwingEvent {
  return openSwing(ss, sheetNameOf(input), input.sheetId);
}

function status(ev: SwingEvent, state: SwingState, zone: Zone, nowMs: number, posted: number, damage: readonly LogDamage[]): SwingLiveStatus {
  return liveStatus(state, { sheet: ev.name, sheetId: ev.main.getSheetId(), logSheet: ev.logName, posted, timeZone: zone.name, nowMs, damage });
}

/**
 * A posting's time: given (ISO with Z or an offset; without one, in the spreadsheet's time zone), or now. Now is
 * read here, under the lock, and never before the previous posting (another server's clock may run a little
 * behind), so two postings made at once are both taken, in the order they got the lock.
 */
function postingTime(given: unknown, nowMs: number, lastTime: string | null, zone: Zone): { time: string; error: string | null; nowRef: number } {
  if (given === undefined || given === null || given === '') {
    const last = lastTime === null ? -Infinity : Date.parse(lastTime);
    const ms = Math.max(nowMs, last);
    return { time: isoSeconds(ms), error: null, nowRef: ms };
  }
  const ms = typeof given === 'string' ? readPostingTime(given, zone) : NaN;
  if (Number.isNaN(ms)) {
    const error = `time ${shownInput(given)} is not a date-time: give 2026-05-02T14:05 (in the spreadsheet's time zone, ${zone.name}) or ISO-8601 with Z or an offset`;
    return { time: isoSeconds(nowMs), error, nowRef: nowMs };
  }
  return { time: isoSeconds(ms), error: null, nowRef: nowMs };
}

interface Posting {
  entry: SwingLogEntry;
  errors: string[];
  what: string;
}

type Build = (state: SwingState, time: string, nowMs: number, spell: (e: SwingLogEntry) => SwingLogEntry) => Posting;

/**
 * Posts one entry under the document lock: read, replay, take the time, validate, write one log row, rewrite the
 * derived grid. The entry's names are spelled as in the player list first (docs/rules.md §0.1: "ann " is Ann).
 * Every problem is listed, one per line; nothing is written when there is one.
 */
function post(input: SwingSheetInput, givenTime: unknown, build: Build): SwingLiveStatus {
  return withDocumentLock(() => {
    const ss = activeSpreadsheet();
    const ev = open(ss, input);
    const zone = spreadsheetZone(ss);
    const r = replayLog(ev.parsed);
    requireHealthy(ev, r);
    const before = r.state;
    const nowMs = Date.now();
    const { time, error, nowRef } = postingTime(givenTime, nowMs, before.lastTime, zone);
    const speller = playerSpeller(before.settings.players);
    const { entry, errors, what } = build(before, time, nowRef, (e) => spellEntry(speller, e));
    const problems = error === null ? errors : [...errors.filter((e) => !e.startsWith('time ')), error];
    if (problems.length > 0) throw new Error(`Cannot record ${what}:\n${problems.join('\n')}`);
    r.replay.post(entry);
    const after = r.replay.state();
    // A clock start changes the grid's start row (its time); other postings only add rows.
    // The chart spans the grid rows in use before this posting: it is redrawn only when the posting adds rows.
    writePosting(ev, `record ${what}`, after, entry.type === 'clock' ? 0 : before.rows.length + 1, after.rows.length + 1, zone, entry, before.rows.length);
    return status(ev, after, zone, nowMs, ev.parsed.entries.length + 1, r.damage);
  });
}

function cubeOf(cube: unknown): number {
  if (cube === undefined || cube === null || cube === '') return 1;
  return typeof cube === 'string' && cube.trim() !== '' && Number.isFinite(Number(cube)) ? Number(cube) : (cube as number);
}

function kindOf(kind: unknown): SwingResultEntry['kind'] {
  return (
    kind === undefined || kind === null || kind === '' ? 'single' : typeof kind === 'string' ? kind.trim().toLowerCase() : kind
  ) as SwingResultEntry['kind'];
}

/**
 * Records a finished match. With `match` (what the panel sends) the result is for that match: posted twice, or for
 * a match already decided, it is refused; the loser may then be left out. Without it, the two players must be in
 * a match now. The log records the match letter either way.
 */
export function recordSwingResult(input: RecordSwingResultInput): SwingLiveStatus {
  const sheet = { sheet: sheetNameOf(input), sheetId: input.sheetId };
  return post(sheet, input.time, (state, time, nowMs, spell) => {
    const letter = cellText(input.match).trim() === '' ? undefined : cellText(input.match).trim().toUpperCase();
    const given: SwingResultEntry = {
      type: 'result',
      winner: cellText(input.winner),
      loser: cellText(input.loser),
      cube: cubeOf(input.cube),
      kind: kindOf(input.kind),
      time,
    };
    if (letter !== undefined) given.match = letter;
    const entry = spell(given) as SwingResultEntry;
    // The loser may be left out with a match letter: the other player of that match (in progress, or decided: then
    // the refusal says so).
    const inPlay = state.matches.find((x) => x.letter === letter);
    const decided = state.rows.find((r) => r.letter === letter && !r.forfeit);
    const players: readonly string[] = inPlay ? inPlay.players : decided ? [decided.winner, decided.loser] : [];
    if (entry.loser.trim() === '' && players.includes(entry.winner)) entry.loser = players[0] === entry.winner ? players[1] : players[0];
    const errors = validateResult(state, entry, nowMs);
    if (errors.length === 0 && entry.match === undefined) {
      entry.match = state.matches.find((x) => x.players.includes(entry.winner) && x.players.includes(entry.loser))?.letter;
    }
    const what = `${entry.winner} beat ${entry.loser || '?'}${letter ? ` (match ${letter})` : ''}`;
    return { entry, errors, what };
  });
}

/** Marks a player as leaving (they forfeit each match assigned to them) or back. */
export function setSwingPlayerStatus(input: SetSwingPlayerStatusInput): SwingLiveStatus {
  const sheet = { sheet: sheetNameOf(input), sheetId: input.sheetId };
  if (typeof input.leaving !== 'boolean') throw new Error(`"leaving" must be true (leaving) or false (back), not ${shownInput(input.leaving)}.`);
  return post(sheet, input.time, (state, time, nowMs, spell) => {
    const entry = spell({ type: 'status', player: cellText(input.player), leaving: input.leaving, time }) as SwingStatusEntry;
    return { entry, errors: validateStatus(state, entry, nowMs), what: `${entry.player} as ${entry.leaving ? 'leaving' : 'back'}` };
  });
}

function clockPosting(input: SwingClockInput, pause: boolean): SwingLiveStatus {
  const sheet = { sheet: sheetNameOf(input), sheetId: input.sheetId };
  return post(sheet, input.time, (state, time, nowMs) => {
    const action = pause ? 'pause' : state.clock.status === 'paused' ? 'resume' : 'start';
    const entry: SwingClockEntry = { type: 'clock', action, time };
    return { entry, errors: validateClock(state, entry, nowMs), what: `the clock ${action}` };
  });
}

/** Starts the clock when play starts (time: the real start, for a paper tournament), or resumes it after a pause. */
export function startSwingClock(input: SwingClockInput): SwingLiveStatus {
  return clockPosting(input, false);
}

/** Pauses the clock (a break): the timed ante counts running time only. */
export function pauseSwingClock(input: SwingClockInput): SwingLiveStatus {
  return clockPosting(input, true);
}

function describe(entry: SwingLogEntry, zone: Zone): string {
  const at = zone.hhmm(entry.time);
  if (entry.type === 'clock') return `the clock ${entry.action} at ${at}`;
  if (entry.type === 'status') return `${entry.player} marked as ${entry.leaving ? 'leaving' : 'back'} (${at})`;
  const cube = entry.cube === 1 ? '' : `, cube ${entry.cube}`;
  return `${entry.winner} beat ${entry.loser}${entry.match ? ` in match ${entry.match}` : ''} (${entry.kind}${cube}, ${at})`;
}

/**
 * Removes the last row of the log (after the TD confirmed): the last posting, or a damaged row (a broken row is
 * never replayed, so it can always be removed). Rewrites the grid from the shorter log.
 */
export function undoSwingResult(input: UndoSwingResultInput): UndoSwingResult {
  const sheet = { sheet: sheetNameOf(input), sheetId: input.sheetId };
  if (input.confirmed !== true) throw new Error('Undo needs confirmation: confirm that the last posting should be removed from the log.');
  return withDocumentLock(() => {
    const ss = activeSpreadsheet();
    const ev = open(ss, sheet);
    requireLayout(ev);
    requireSettings(ev);
    const zone = spreadsheetZone(ss);
    const { parsed } = ev;
    if (parsed.empty) throw new Error(`Nothing to undo: the log of '${ev.name}' is empty.`);
    const broken = parsed.damage.find((d) => d.row === parsed.lastRow);
    const index = parsed.entryRows.indexOf(parsed.lastRow);
    const undone = broken ? `the damaged row ${broken.row} of '${ev.logName}' (${broken.problem})` : describe(parsed.entries[index], zone);
    const r = replayLog(parsed, true);
    const used = usedGridRows(ev.main.getLastRow());
    const from = broken || parsed.entries[index].type === 'clock' ? 0 : r.state.rows.length + 1;
    writeDerived(ev, 'undo', r.state, from, Math.max(r.state.rows.length + 1, used), zone, clearLastLogEdit(parsed));
    const posted = parsed.entries.length - (broken ? 0 : 1);
    return { ...status(ev, r.state, zone, Date.now(), posted, r.damage), undone };
  });
}

/** Rewrites every derived cell of the main sheet from the log (after a TD edited the grid by hand). */
export function resyncSwing(input: SwingSheetInput): SwingLiveStatus {
  sheetNameOf(input);
  return withDocumentLock(() => {
    const ss = activeSpreadsheet();
    const ev = open(ss, input);
    requireLayout(ev);
    requireSettings(ev);
    const zone = spreadsheetZone(ss);
    const r = replayLog(ev.parsed);
    const used = usedGridRows(ev.main.getLastRow());
    writeDerived(ev, 're-sync', r.state, 0, Math.max(r.state.rows.length + 1, used), zone);
    return status(ev, r.state, zone, Date.now(), ev.parsed.entries.length, r.damage);
  });
}

/** The live state for the sidebar's panel (read only); with damaged log rows, the state up to the first one. */
export function getSwingStatus(input: SwingSheetInput): SwingLiveStatus {
  sheetNameOf(input);
  const ss = activeSpreadsheet();
  const ev = open(ss, input);
  const zone = spreadsheetZone(ss);
  const r = replayLog(ev.parsed);
  return status(ev, r.state, zone, Date.now(), ev.parsed.entries.length, r.damage);
}

/** The swing sheets of this spreadsheet (main sheets only), in tab order, with their sheet ids. */
export function listSwingSheets(): SwingSheetsResult {
  return listSwingSheetList(activeSpreadsheet());
}
