/**
 * How importResults finds a set's sheets: every sheet of a set carries developer metadata `ttt-set` = the set's
 * key, and the document property `ttt-set:<key>` records what the sheets cannot tell cheaply: the sheet ids of the
 * Import sheet and of every Games sheet (ids survive a TD renaming a tab) and the games per group. Everything else
 * is derived: group names are G1, G2, … in order. No player names are stored.
 *
 * The record is compact (ids in base 36, the games count once when every group has the same) and a property holds
 * at most 9 KB: the ids that do not fit go to continuation keys `ttt-set-part:<key>:2`, `:3`, … Each key is checked
 * against the limit by createSheets before anything is written. The encoding is pure (encodeSet / decodeSet).
 */
import { MAX_PROPERTY_BYTES, utf8Bytes } from '../../../shared/sheets/limits';
import { SET_KEYS } from '../sheets/keys';
import { metadataValue } from '../../../shared/server/metadata';

export const SET_METADATA_KEY = SET_KEYS.set;
export const SET_PROPERTY_PREFIX = 'ttt-set:';
export const SET_PART_PREFIX = 'ttt-set-part:';
/** Games-sheet ids per property value: at most 7 bytes each ("zik0zj," for the largest sheet id) → 7 000 bytes. */
export const IDS_PER_KEY = 1000;
/** The title is kept only to name the set in messages; a longer one is shortened. */
const TITLE_CHARS = 100;
/** The largest sheet id Sheets gives (a positive 32-bit integer): the size bound before the ids are known. */
export const LARGEST_SHEET_ID = 2 ** 31 - 1;

export interface RegisteredGroup {
  name: string;
  games: number;
  gamesSheetId: number;
}

export interface RegisteredSet {
  key: string;
  title: string;
  importSheetId: number;
  groups: RegisteredGroup[];
  /** The Timeouts and Stats sheets (absent for a set made before they were recorded). */
  timeoutsSheetId?: number;
  statsSheetId?: number;
}

interface Stored {
  v: 2;
  t: string;
  i: string;
  /** Games per group: one number when all groups have the same, else one per group. */
  n: number | number[];
  /** The Games-sheet ids of this key (base 36, comma-separated). */
  g: string;
  /** Continuation keys holding the remaining ids. */
  p: number;
  /** Timeouts and Stats sheet ids (base 36), when recorded. */
  o?: string;
  s?: string;
}

const b36 = (id: number): string => id.toString(36);
const fromB36 = (text: string): number => parseInt(text, 36);
export const partKey = (key: string, part: number): string => `${SET_PART_PREFIX}${key}:${part}`;

/** The document properties that record a set: key → value, the main key first. */
export function encodeSet(set: RegisteredSet): Record<string, string> {
  const ids = set.groups.map((g) => b36(g.gamesSheetId));
  const chunks: string[][] = [];
  for (let i = 0; i < ids.length || chunks.length === 0; i += IDS_PER_KEY) chunks.push(ids.slice(i, i + IDS_PER_KEY));
  const games = set.groups.map((g) => g.games);
  const stored: Stored = {
    v: 2,
    t: Array.from(set.title).slice(0, TITLE_CHARS).join(''),
    i: b36(set.importSheetId),
    n: games.every((n) => n === games[0]) ? (games[0] ?? 0) : games,
    g: chunks[0].join(','),
    p: chunks.length - 1,
    ...(set.timeoutsSheetId === undefined ? {} : { o: b36(set.timeoutsSheetId) }),
    ...(set.statsSheetId === undefined ? {} : { s: b36(set.statsSheetId) }),
  };
  const out: Record<string, string> = { [SET_PROPERTY_PREFIX + set.key]: JSON.stringify(stored) };
  chunks.slice(1).forEach((chunk, k) => (out[partKey(set.key, k + 2)] = chunk.join(',')));
  return out;
}

/** The properties' sizes as they will be once the ids are known: every id at its largest. */
export function encodeSetBound(key: string, title: string, games: readonly number[]): Record<string, string> {
  return encodeSet({
    key,
    title,
    importSheetId: LARGEST_SHEET_ID,
    timeoutsSheetId: LARGEST_SHEET_ID,
    statsSheetId: LARGEST_SHEET_ID,
    groups: games.map((n, i) => ({ name: `G${i + 1}`, games: n, gamesSheetId: LARGEST_SHEET_ID })),
  });
}

/** Whether every value fits Apps Script's property limit (createSheets checks it too, with its message). */
export function fitsPropertyLimit(properties: Record<string, string>): boolean {
  return Object.values(properties).every((v) => utf8Bytes(v) <= MAX_PROPERTY_BYTES);
}

/** A stored set from its main value and a reader of the continuation keys; null when unreadable or incomplete. */
export function decodeSet(key: string, text: string | null, part: (k: number) => string | null): RegisteredSet | null {
  if (text === null) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  if (raw === null || typeof raw !== 'object') return null;
  const old = raw as { groups?: { name: string; games: number; gamesSheetId: number }[]; title?: string; importSheetId?: number };
  if (Array.isArray(old.groups) && typeof old.importSheetId === 'number') {
    // A record written before this encoding (one JSON object with every group).
    return {
      key,
      title: String(old.title ?? ''),
      importSheetId: old.importSheetId,
      groups: old.groups.map((g) => ({ name: g.name, games: g.games, gamesSheetId: g.gamesSheetId })),
    };
  }
  const s = raw as Stored;
  if (s.v !== 2) return null;
  const ids = s.g === '' ? [] : s.g.split(',');
  for (let k = 2; k <= s.p + 1; k++) {
    const more = part(k);
    if (more === null) return null;
    if (more !== '') ids.push(...more.split(','));
  }
  const games = (i: number): number => (Array.isArray(s.n) ? s.n[i] : s.n);
  return {
    key,
    title: s.t,
    importSheetId: fromB36(s.i),
    groups: ids.map((id, i) => ({ name: `G${i + 1}`, games: games(i), gamesSheetId: fromB36(id) })),
    ...(typeof s.o === 'string' ? { timeoutsSheetId: fromB36(s.o) } : {}),
    ...(typeof s.s === 'string' ? { statsSheetId: fromB36(s.s) } : {}),
  };
}

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;
type Sheet = GoogleAppsScript.Spreadsheet.Sheet;
type Properties = GoogleAppsScript.Properties.Properties;

function readSet(props: Properties, key: string): RegisteredSet | null {
  return decodeSet(key, props.getProperty(SET_PROPERTY_PREFIX + key), (k) => props.getProperty(partKey(key, k)));
}

/** The set recorded under this key, or null. */
export function registeredSet(key: string): RegisteredSet | null {
  return readSet(PropertiesService.getDocumentProperties(), key);
}

export function setKeyOf(sheet: Sheet): string | null {
  return metadataValue(sheet, SET_METADATA_KEY);
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
    const set = readSet(props, key);
    if (set) return set;
  }
  const stored = props.getProperties();
  const all = Object.entries(stored)
    .filter(([k]) => k.startsWith(SET_PROPERTY_PREFIX))
    .map(([k, v]) => {
      const setKey = k.slice(SET_PROPERTY_PREFIX.length);
      return decodeSet(setKey, v, (part) => stored[partKey(setKey, part)] ?? null);
    })
    .filter((s): s is RegisteredSet => s !== null && ss.getSheetById(s.importSheetId) !== null);
  if (all.length === 1) return all[0];
  if (all.length === 0) throw new Error('This spreadsheet has no TTT set to import into: create one with the wizard first.');
  throw new Error(
    `This spreadsheet has ${all.length} TTT sets (${all.map((s) => `"${s.title}"`).join(', ')}): open the Import sheet of the one to import into, then run Import results again.`,
  );
}

export function sheetOf(ss: Spreadsheet, id: number, what: string): Sheet {
  const sheet = ss.getSheetById(id);
  if (!sheet) throw new Error(`The ${what} sheet of this TTT set was deleted; nothing was imported.`);
  return sheet;
}
