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
 */
import { limitProblems, type Measured } from '../sheets/limits';
import { uniqueSheetNames, type SheetPlan, type WantedName } from '../sheets/plan';
import { applyPlan, CREATION_KEY } from './applyPlan';
import { metadataValue } from './metadata';
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
}

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
}

export type { RecoveredCreationResult as RecoveredCreation } from '../api';
import type { RecoveredCreationResult as RecoveredCreation } from '../api';

/** Calls a creation makes besides its plans': the store read, the pending record written and removed, the check for an old one. */
const CREATION_CALLS = 5;

/**
 * Removes the sheets of a creation that never completed (tagged with its id; a sheet of that name without the tag is
 * the TD's and stays) and its record. Null when there is none. Runs under the document lock.
 */
function recoverPending(ss: Spreadsheet, props: GoogleAppsScript.Properties.Properties): RecoveredCreation | null {
  const raw = props.getProperty(PENDING_CREATION_KEY);
  if (raw === null) return null;
  let pending: PendingCreation;
  try {
    pending = JSON.parse(raw) as PendingCreation;
  } catch {
    props.deleteProperty(PENDING_CREATION_KEY);
    return null;
  }
  // Rare (only after a killed run): every sheet's metadata is read once to find the creation's tag.
  const tagged = ss.getSheets().filter((sheet) => metadataValue(sheet, CREATION_KEY) === pending.id);
  const removed = tagged.map((sheet) => sheet.getName());
  if (tagged.length > 0 && tagged.length >= ss.getSheets().length) ss.insertSheet(); // a spreadsheet keeps one sheet
  for (const sheet of tagged) ss.deleteSheet(sheet);
  props.deleteProperty(PENDING_CREATION_KEY);
  return { what: String(pending.what), started: String(pending.started), removed };
}

/** The sidebar's first call: finishes off a creation that a killed run left half made (see the module comment). */
export function recoverCreation(): RecoveredCreation | null {
  const ss = activeSpreadsheet();
  return withCreationLock(() => recoverPending(ss, PropertiesService.getDocumentProperties()));
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
  return withCreationLock(() => {
    const props = PropertiesService.getDocumentProperties();
    recoverPending(ss, props);
    const plans = build(ss);
    const id = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
    const pending: PendingCreation = { id, what: creation.what, started: new Date().toISOString(), sheets: plans.length };
    const record = JSON.stringify(pending);
    const measured: Measured = {
      existingCells: existingCells(ss),
      properties: { ...creation.properties, [PENDING_CREATION_KEY]: record },
      extraCalls: (creation.extraCalls ?? 0) + CREATION_CALLS,
      tagged: true,
      store: props.getProperties(),
    };
    const problems = limitProblems(plans, measured, creation.what);
    if (problems.length > 0) throw new Error(problems.join('\n'));
    const made: Sheet[] = [];
    const before = new Map<string, string | null>();
    props.setProperty(PENDING_CREATION_KEY, record);
    try {
      for (const plan of plans) {
        try {
          made.push(applyPlan(ss, plan, { creation: id }));
        } catch (e) {
          // applyPlan may fail after inserting the sheet: that half-written sheet goes too.
          const half = ss.getSheetByName(plan.name);
          if (half && !made.includes(half)) made.push(half);
          throw e;
        }
      }
      for (const [key, value] of Object.entries(creation.properties ?? {})) {
        before.set(key, props.getProperty(key));
        props.setProperty(key, value);
      }
      creation.after?.(made);
      props.deleteProperty(PENDING_CREATION_KEY);
      return made;
    } catch (e) {
      undo(ss, made, props, before);
      props.deleteProperty(PENDING_CREATION_KEY);
      throw new Error(`${creation.what} could not be created, and nothing was kept: ${(e as Error).message}`);
    }
  });
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
  for (const [key, value] of before) {
    if (value === null) props.deleteProperty(key);
    else props.setProperty(key, value);
  }
}
