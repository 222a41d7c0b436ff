/**
 * Creating sheets, all or nothing (README "Within Sheets' limits"): every create endpoint goes through
 * `createSheets`. It takes the document lock without waiting (a second, overlapping creation gets a clear "busy,
 * try again" instead of a second set of sheets), checks Sheets' limits for everything it will write before writing
 * anything, writes the plans with applyPlan, stores the properties, and if anything fails part-way deletes the sheets
 * it made and restores the properties it changed, so the spreadsheet is as it was.
 *
 * A run Apps Script kills (its 6-minute limit, a quota, a closed tab) runs no `catch` (docs/rules.md §0.5). So before writing, the
 * creation is recorded as pending (a small document property) and every sheet is tagged with the
 * creation's id as it is inserted; the record goes when the creation is complete. The next creation, and the sidebar
 * when it opens (`recoverCreation`), remove the tagged sheets of a creation that never completed: no orphans, no
 * " (2)" copies.
 *
 * A creation too large for one run (a `finish` instead of an `after`) is written over several runs: the first writes
 * the sheets that fit its budget and keeps the rest of the work (the remaining plans, the properties, the finisher's
 * data) as JSON on a hidden, tagged sheet; the sidebar then calls `continueCreation` until every sheet is written
 * (README "Large events"). Properties are stored and the finisher runs only in the run that writes the last sheet, so
 * until then the event does not exist for the add-on. A run killed part-way loses only its own chunk: the next
 * `continueCreation` removes that chunk's half-written sheets and writes them again. `discardCreation` removes
 * everything instead; a new creation is refused until the TD has chosen one or the other.
 */
import { limitProblems, MAX_CELL_CHARACTERS, runSizes, SECONDS_PER_CALL, type Measured } from '../sheets/limits';
import { uniqueSheetNames, type SheetPlan, type WantedName } from '../sheets/plan';
import { applyPlan, CREATION_KEY } from './applyPlan';
import { metadataValue, sheetsTaggedWith } from './metadata';
import { BUSY_MESSAGE, withDocumentLock } from './lock';
import { activeSpreadsheet } from './auth';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;
type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

export interface Creation {
  /** The creation in words, for messages ("This TTT set"). */
  what: string;
  /** Document properties to store with the sheets (key → value); each is checked against the 9 KB limit. */
  properties?: Record<string, string>;
  /** Service calls beyond applyPlan's, for the time estimate. */
  extraCalls?: number;
  /** Runs after the sheets are written (e.g. links between them); a throw here also undoes the creation. */
  after?: (sheets: Sheet[]) => void;
  /**
   * Makes the creation resumable (several runs when it does not fit one): the finisher registered under `name`
   * (registerFinisher) runs with `data` (JSON) and every sheet made, in plan order, once the last sheet is written —
   * in whichever run that is. A throw there also undoes the creation. Not together with `after`. `dataOf`, when
   * given, computes the data once the plans are built (e.g. from a plan).
   */
  finish?: { name: string; data?: unknown; dataOf?: () => unknown };
}

type Finisher = (sheets: Sheet[], data: unknown) => void;
const FINISHERS = new Map<string, Finisher>();

/** Names a finishing step for resumable creations (at module load, so every run of the bundle knows it). */
export function registerFinisher(name: string, finisher: Finisher): void {
  FINISHERS.set(name, finisher);
}

/** The finisher most creations need: show the sheet at index `data` (plan order). */
export const ACTIVATE = 'activate';
registerFinisher(ACTIVATE, (sheets, data) => sheets[Number(data)]?.activate());

export type { CreationProgress } from '../api';
import type { CreationProgress } from '../api';

export { BUSY_MESSAGE };

/** The document property recording the creation in progress (JSON: PendingCreation). */
export const PENDING_CREATION_KEY = 'td-pending-creation';

interface PendingCreation {
  id: string;
  what: string;
  /** ISO time the creation started. */
  started: string;
  /** How many sheets it writes. */
  sheets: number;
  /** A creation written over several runs: the sheets written so far, in plan order. */
  done?: number;
  /** Its hidden sheet holding the rest of the work (StoredWork as JSON), and how many cells of A1:A it fills. */
  store?: string;
  chunks?: number;
}

/** The rest of a resumable creation's work, kept on its hidden sheet between runs. */
interface StoredWork {
  /** Every sheet name, in plan order. */
  names: string[];
  /** The plans not written by the first run (plans[first …]). */
  first: number;
  plans: SheetPlan[];
  properties: Record<string, string>;
  finish: { name: string; data?: unknown };
  /** The finisher's calls (the creation's extraCalls), for the last run's budget. */
  extraCalls: number;
}

/** A hidden sheet's cells hold the JSON in pieces, each behind this letter so Sheets reads it as text, never a formula or number. */
const CHUNK_PREFIX = 'j';
const CHUNK_CHARACTERS = MAX_CELL_CHARACTERS - 10_000;
/** Calls a continuation run makes besides its plans': the lock's record read and written, the store found and read, its sheets found. */
const CONTINUE_CALLS = 8;
/** The store: its plan's calls are counted with the first run; hiding it is one more. */
const STORE_KIND = 'td-creation-store';
/** The store's calls in the first run: its plan (one value block) and hiding it. */
const STORE_CALLS = 20;

export type { RecoveredCreationResult as RecoveredCreation } from '../api';
import type { RecoveredCreationResult as RecoveredCreation } from '../api';

/**
 * Calls a creation run makes besides its plans' and its endpoint's extraCalls, counted by the stand-in
 * (test/sheets/creationEstimates.test.ts): the lock, the store and property reads, the pending record written and
 * removed, the check for an old one, the sheet list — and per tab already in the spreadsheet its grid size and its
 * name (existingCells, takenNames), so a creation in a file of many tabs is not underestimated.
 */
export const CREATION_CALLS = 20;
export const CALLS_PER_EXISTING_TAB = 3;

/** A creation run's calls besides its plans', in a spreadsheet of `tabs` tabs. */
export function creationOverheadCalls(tabs: number, extraCalls = 0): number {
  return extraCalls + CREATION_CALLS + CALLS_PER_EXISTING_TAB * tabs;
}

/**
 * Removes the sheets of a creation that never completed (tagged with its id; a sheet of that name without the tag is
 * the TD's and stays) and its record. Null when there is none. Runs under the document lock.
 */
function readPending(props: GoogleAppsScript.Properties.Properties): PendingCreation | null {
  const raw = props.getProperty(PENDING_CREATION_KEY);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as PendingCreation;
  } catch {
    props.deleteProperty(PENDING_CREATION_KEY);
    return null;
  }
}

function progressOf(pending: PendingCreation): CreationProgress {
  return { what: String(pending.what), started: String(pending.started), done: Number(pending.done ?? 0), total: Number(pending.sheets), complete: false };
}

/** The message refusing a new creation while a resumable one is half made. */
export function halfMadeMessage(p: CreationProgress): string {
  return (
    `${p.what} is half made (${p.done} of ${p.total} sheets written). Open the sidebar (Extensions ▸ Tournament director ▸ Open) ` +
    `and finish it or remove it first.`
  );
}

function recoverPending(ss: Spreadsheet, props: GoogleAppsScript.Properties.Properties, keepResumable = false): RecoveredCreation | null {
  const pending = readPending(props);
  if (pending === null) return null;
  if (pending.store !== undefined && keepResumable) return { ...progressOf(pending), removed: [], resumable: true };
  // The creation's sheets, by their tag: one metadata search.
  const tagged = sheetsTaggedWith(ss, CREATION_KEY, pending.id);
  const removed = tagged.map((sheet) => sheet.getName());
  if (tagged.length > 0 && tagged.length >= ss.getSheets().length) ss.insertSheet(); // a spreadsheet keeps one sheet
  for (const sheet of tagged) ss.deleteSheet(sheet);
  props.deleteProperty(PENDING_CREATION_KEY);
  return { what: String(pending.what), started: String(pending.started), removed };
}

/**
 * The sidebar's first call: finishes off a creation that a killed run left half made (see the module comment). A
 * resumable creation is left as it is and reported (`resumable`), for the TD to finish or remove.
 */
export function recoverCreation(): RecoveredCreation | null {
  const ss = activeSpreadsheet();
  return withCreationLock(() => recoverPending(ss, PropertiesService.getDocumentProperties(), true));
}

/** Removes a half-made resumable creation (every sheet it wrote and its store); null when there is none. */
export function discardCreation(): RecoveredCreation | null {
  const ss = activeSpreadsheet();
  return withCreationLock(() => recoverPending(ss, PropertiesService.getDocumentProperties()));
}

/**
 * Writes the next run's share of a resumable creation; on the run that writes the last sheet, stores its
 * properties and runs its finisher. `complete` when nothing is left (also when there was nothing to do). A failure
 * removes the whole creation and says so.
 */
export function continueCreation(): CreationProgress {
  const ss = activeSpreadsheet();
  return withCreationLock(() => {
    const props = PropertiesService.getDocumentProperties();
    const pending = readPending(props);
    if (pending === null || pending.store === undefined) {
      if (pending !== null) recoverPending(ss, props);
      return { what: '', started: '', done: 0, total: 0, complete: true };
    }
    try {
      return continuePending(ss, props, pending);
    } catch (e) {
      recoverPending(ss, props);
      throw new Error(`${pending.what} could not be finished, and nothing of it was kept: ${(e as Error).message}`);
    }
  });
}

function readWork(ss: Spreadsheet, pending: PendingCreation): StoredWork {
  const store = ss.getSheetByName(String(pending.store));
  if (!store) throw new Error(`its hidden working sheet "${pending.store}" was deleted`);
  const cells = store.getRange(1, 1, Number(pending.chunks), 1).getValues();
  return JSON.parse(cells.map((row) => String(row[0]).slice(CHUNK_PREFIX.length)).join('')) as StoredWork;
}

function continuePending(ss: Spreadsheet, props: GoogleAppsScript.Properties.Properties, pending: PendingCreation): CreationProgress {
  const work = readWork(ss, pending);
  const done = Number(pending.done);
  const rest = work.plans.slice(done - work.first);
  // A killed run may have left sheets of its chunk half written: they are the creation's (tagged), and go.
  for (const plan of rest) {
    const half = ss.getSheetByName(plan.name);
    if (!half) break;
    if (metadataValue(half, CREATION_KEY) !== pending.id) throw new Error(`a sheet named "${plan.name}" was made meanwhile; rename it and try again`);
    ss.deleteSheet(half);
  }
  const [size] = runSizes(rest, true, (CONTINUE_CALLS + finishCalls(work)) * SECONDS_PER_CALL);
  for (const plan of rest.slice(0, size)) applyPlan(ss, plan, { creation: pending.id });
  const now = done + size;
  if (now < work.names.length) {
    const next: PendingCreation = { ...pending, done: now };
    props.setProperty(PENDING_CREATION_KEY, JSON.stringify(next));
    return progressOf(next);
  }
  const made = work.names.map((name) => {
    const sheet = ss.getSheetByName(name);
    if (!sheet) throw new Error(`its sheet "${name}" was deleted while it was being made`);
    return sheet;
  });
  const before = new Map<string, string | null>();
  try {
    for (const [key, value] of Object.entries(work.properties)) {
      before.set(key, props.getProperty(key));
      props.setProperty(key, value);
    }
    runFinisher(work.finish, made);
  } catch (e) {
    restore(props, before);
    throw e;
  }
  removeStore(ss, pending);
  props.deleteProperty(PENDING_CREATION_KEY);
  return { ...progressOf(pending), done: now, complete: true };
}

/** What the last run does besides its plans (every run reserves it): find each sheet, store the properties, finish, remove the store. */
function finishCalls(work: StoredWork): number {
  return work.names.length + 2 * Object.keys(work.properties).length + work.extraCalls + 3;
}

function runFinisher(finish: { name: string; data?: unknown } | undefined, made: Sheet[]): void {
  if (!finish) return;
  const finisher = FINISHERS.get(finish.name);
  if (!finisher) throw new Error(`the add-on has no finishing step "${finish.name}"`);
  finisher(made, finish.data);
}

function removeStore(ss: Spreadsheet, pending: PendingCreation): void {
  const store = pending.store === undefined ? null : ss.getSheetByName(pending.store);
  if (store) ss.deleteSheet(store);
}

/** The hidden store's plan: the JSON in pieces down column A. */
function storePlan(name: string, work: StoredWork): SheetPlan {
  const json = JSON.stringify(work);
  const cells: string[][] = [];
  for (let i = 0; i < json.length; i += CHUNK_CHARACTERS) cells.push([CHUNK_PREFIX + json.slice(i, i + CHUNK_CHARACTERS)]);
  return { name, kind: STORE_KIND, cells };
}

/** Cells already in the spreadsheet: every sheet's grid. */
export function existingCells(ss: Spreadsheet): number {
  return ss.getSheets().reduce((n, s) => n + s.getMaxRows() * s.getMaxColumns(), 0);
}

/** The names of the sheets already in the spreadsheet. */
export function takenNames(ss: Spreadsheet): string[] {
  return ss.getSheets().map((s) => s.getName());
}

/** Unique names for new sheets in this spreadsheet (titles shortened, suffixes kept). */
export function freeNames(ss: Spreadsheet, wanted: readonly (string | WantedName)[]): string[] {
  return uniqueSheetNames(wanted, takenNames(ss));
}

/** Runs fn holding the document lock, or throws the busy message at once when another action holds it. */
export function withCreationLock<T>(fn: () => T): T {
  return withDocumentLock(fn, 0);
}

/**
 * Writes the plans (built by `build` from the free names, inside the lock so two creations cannot take the same
 * names) as new sheets, all or nothing. Returns the sheets made, in plan order.
 */
export function createSheets(ss: Spreadsheet, build: (ss: Spreadsheet) => SheetPlan[], creation: Creation): Sheet[] {
  if (creation.after && creation.finish) throw new Error('A creation has either an after step or a finisher, not both');
  return withCreationLock(() => {
    const props = PropertiesService.getDocumentProperties();
    const halfMade = recoverPending(ss, props, true);
    if (halfMade?.resumable) throw new Error(halfMadeMessage({ ...halfMade, done: halfMade.done ?? 0, total: halfMade.total ?? 0, complete: false }));
    const plans = build(ss);
    const finish = creation.finish && { name: creation.finish.name, data: creation.finish.dataOf ? creation.finish.dataOf() : creation.finish.data };
    const id = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
    const pending: PendingCreation = { id, what: creation.what, started: new Date().toISOString(), sheets: plans.length };
    const record = JSON.stringify(pending);
    const resumable = creation.finish !== undefined;
    const overhead = creationOverheadCalls(ss.getSheets().length, creation.extraCalls);
    const measured: Measured = {
      existingCells: existingCells(ss),
      properties: { ...creation.properties, [PENDING_CREATION_KEY]: record },
      extraCalls: overhead,
      tagged: true,
      store: props.getProperties(),
      resumable,
    };
    const problems = limitProblems(plans, measured, creation.what);
    if (problems.length > 0) throw new Error(problems.join('\n'));
    // A resumable creation's first run also writes the store (about a sheet's worth of calls) and its record.
    const sizes = resumable ? runSizes(plans, true, (overhead + STORE_CALLS) * SECONDS_PER_CALL + 1) : [plans.length];
    const first = sizes[0] ?? 0;
    const made: Sheet[] = [];
    const before = new Map<string, string | null>();
    props.setProperty(PENDING_CREATION_KEY, record);
    try {
      for (const plan of plans.slice(0, first)) {
        try {
          made.push(applyPlan(ss, plan, { creation: id }));
        } catch (e) {
          // applyPlan may fail after inserting the sheet: that half-written sheet goes too.
          const half = ss.getSheetByName(plan.name);
          if (half && !made.includes(half)) made.push(half);
          throw e;
        }
      }
      if (first < plans.length) {
        const work: StoredWork = {
          names: plans.map((p) => p.name),
          first,
          plans: plans.slice(first),
          properties: creation.properties ?? {},
          finish: finish as NonNullable<typeof finish>,
          extraCalls: creation.extraCalls ?? 0,
        };
        const storeName = freeNames(ss, [{ title: `Creating ${id}` }])[0];
        const plan = storePlan(storeName, work);
        const store = applyPlan(ss, plan, { creation: id });
        made.push(store);
        store.hideSheet();
        props.setProperty(PENDING_CREATION_KEY, JSON.stringify({ ...pending, done: first, store: storeName, chunks: plan.cells.length }));
        return made;
      }
      for (const [key, value] of Object.entries(creation.properties ?? {})) {
        before.set(key, props.getProperty(key));
        props.setProperty(key, value);
      }
      creation.after?.(made);
      runFinisher(finish, made);
      props.deleteProperty(PENDING_CREATION_KEY);
      return made;
    } catch (e) {
      undo(ss, made, props, before);
      props.deleteProperty(PENDING_CREATION_KEY);
      throw new Error(`${creation.what} could not be created, and nothing was kept: ${(e as Error).message}`);
    }
  });
}

/** The creation in progress (null when none): what a resumable endpoint's result carries for the sidebar to continue. */
export function creationInProgress(): CreationProgress | null {
  const pending = readPending(PropertiesService.getDocumentProperties());
  return pending?.store === undefined ? null : progressOf(pending);
}

function undo(ss: Spreadsheet, made: readonly Sheet[], props: GoogleAppsScript.Properties.Properties, before: Map<string, string | null>): void {
  if (made.length > 0 && ss.getSheets().length <= made.length) ss.insertSheet(); // a spreadsheet keeps at least one sheet
  for (const sheet of made) {
    try {
      ss.deleteSheet(sheet);
    } catch {
      // already gone
    }
  }
  restore(props, before);
}

function restore(props: GoogleAppsScript.Properties.Properties, before: Map<string, string | null>): void {
  for (const [key, value] of before) {
    if (value === null) props.deleteProperty(key);
    else props.setProperty(key, value);
  }
}
