/**
 * Creating sheets, all or nothing (README "Within Sheets' limits"): every create endpoint goes through
 * `createSheets`. It takes the document lock without waiting (a second, overlapping creation gets a clear "busy,
 * try again" instead of a second set of sheets), checks Sheets' limits for everything it will write before writing
 * anything, writes the plans with applyPlan, stores the properties, and if anything fails part-way deletes the sheets
 * it made and restores the properties it changed, so the spreadsheet is as it was.
 */
import { limitProblems, type Measured } from '../sheets/limits';
import { uniqueSheetNames, type SheetPlan, type WantedName } from '../sheets/plan';
import { applyPlan } from './applyPlan';
import { BUSY_MESSAGE, withDocumentLock } from './lock';

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
    const plans = build(ss);
    const measured: Measured = { existingCells: existingCells(ss), properties: creation.properties, extraCalls: creation.extraCalls };
    const problems = limitProblems(plans, measured, creation.what);
    if (problems.length > 0) throw new Error(problems.join('\n'));
    const made: Sheet[] = [];
    const props = PropertiesService.getDocumentProperties();
    const before = new Map<string, string | null>();
    try {
      for (const plan of plans) {
        try {
          made.push(applyPlan(ss, plan));
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
      return made;
    } catch (e) {
      undo(ss, made, props, before);
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
