/**
 * How importResults finds a set's sheets: every sheet of a set carries developer metadata `ttt-set` = the set's
 * key, and a document property `ttt-set:<key>` holds the sheet ids (ids survive a TD renaming a tab) and the
 * number of games of each Games sheet. No player names are stored (a property holds at most 9 kB).
 */
export const SET_METADATA_KEY = 'ttt-set';
export const SET_PROPERTY_PREFIX = 'ttt-set:';

export interface RegisteredGroup {
  name: string;
  games: number;
  gamesSheetId: number;
  tableSheetId: number;
}

export interface RegisteredSet {
  key: string;
  title: string;
  statsSheetId: number;
  importSheetId: number;
  groups: RegisteredGroup[];
}

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;
type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

export function saveSet(set: RegisteredSet): void {
  PropertiesService.getDocumentProperties().setProperty(SET_PROPERTY_PREFIX + set.key, JSON.stringify(set));
}

function parse(text: string | null): RegisteredSet | null {
  if (text === null) return null;
  try {
    return JSON.parse(text) as RegisteredSet;
  } catch {
    return null;
  }
}

function setKeyOf(sheet: Sheet): string | null {
  const found = sheet.getDeveloperMetadata().find((m) => m.getKey() === SET_METADATA_KEY);
  return found ? found.getValue() : null;
}

/**
 * The set to import into: the one the given (or active) sheet belongs to; otherwise the only set of the
 * spreadsheet whose Import sheet still exists. Throws a TD-actionable message otherwise.
 */
export function findSet(ss: Spreadsheet, sheetName?: string): RegisteredSet {
  const props = PropertiesService.getDocumentProperties();
  const sheet = sheetName ? ss.getSheetByName(sheetName) : ss.getActiveSheet();
  if (sheetName && !sheet) throw new Error(`There is no sheet named "${sheetName}".`);
  const key = sheet ? setKeyOf(sheet) : null;
  if (key !== null) {
    const set = parse(props.getProperty(SET_PROPERTY_PREFIX + key));
    if (set) return set;
  }
  const all = Object.entries(props.getProperties())
    .filter(([k]) => k.startsWith(SET_PROPERTY_PREFIX))
    .map(([, v]) => parse(v))
    .filter((s): s is RegisteredSet => s !== null && ss.getSheetById(s.importSheetId) !== null);
  if (all.length === 1) return all[0];
  if (all.length === 0) throw new Error('This spreadsheet has no TTT set to import into: create one with the wizard first.');
  throw new Error(`This spreadsheet has ${all.length} TTT sets (${all.map((s) => `"${s.title}"`).join(', ')}): open the Import sheet of the one to import into, then run Import results again.`);
}

export function sheetOf(ss: Spreadsheet, id: number, what: string): Sheet {
  const sheet = ss.getSheetById(id);
  if (!sheet) throw new Error(`The ${what} sheet of this TTT set was deleted; nothing was imported.`);
  return sheet;
}
