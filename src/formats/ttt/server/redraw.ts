/**
 * redrawSet: a set redrawn in place (the spec's §6 "Redraw") — while no result is typed in any Games sheet of the set,
 * the TD may rebuild it from a changed sign-up list (extra entries from the offer, late sign-ups, withdrawals), after
 * confirming. The same sheets come back under the same names (no " (2)" copies), with the set's key, title, group
 * size, schedule (single/double, invitation phases) and scoring; the seed is the set's unless another is given.
 * A group the new list adds gets new sheets; a group it no longer has loses its sheets.
 *
 * Refused, naming the cell, once anything the redraw would lose is in: a result or match id on a Games sheet, a
 * removed player on a Table, a pasted match on the Import sheet, or a mini-TTT sheet.
 *
 * All or nothing, under the document lock (everything is read, checked and decided inside it): the old sheets are
 * renamed aside, the new ones written under the old names through createSheets (Sheets' limits checked first), the
 * registry rewritten, and only then the old sheets deleted. Any failure before that deletes the new sheets, restores
 * the registry and gives the old sheets their names back: the set is as it was.
 *
 * A run Apps Script kills runs no catch (docs/rules.md §0.5). So before the first rename, the redraw is recorded
 * (REDRAW_KEY: the old sheets' ids and names, and the set's registry as it was) and the record goes only once the old
 * sheets are deleted. The next TTT action (`recoverRedraw`) finds a record left behind and finishes the redraw when
 * the new set is complete (its registry names sheets that are not the old ones: the old sheets are deleted), or
 * undoes it otherwise (the new half-made sheets removed, the old ones given their names back, the registry restored).
 * Either way no "~redraw" sheet is left and nothing the TD typed is lost.
 */
import { createSheets, discardCreation, PENDING_CREATION_KEY, type Creation } from '../../../shared/server/create';
import { BUSY_MESSAGE, withDocumentLock } from '../../../shared/server/lock';
import { readFormulas, readSheet } from '../../../shared/server/readSheet';
import { uniqueSheetNames } from '../../../shared/sheets/plan';
import { partitionSet } from '../rules/partition';
import { desiredSheetNames, groupName, roundRobinModel, roundRobinPlans, setSlots, sheetNamesOf } from '../sheets/set';
import { GAMES_SHEET, parseGames } from '../sheets/games';
import { TABLE_SHEET } from '../sheets/table';
import { parseStats, STATS_SHEET } from '../sheets/stats';
import { IMPORT_SHEET } from '../sheets/importSheet';
import { MY_MATCHES_SHEET } from '../sheets/myMatches';
import { TIMEOUTS_SHEET } from '../sheets/timeouts';
import { typedOnGames, typedOnImport, typedOnTable, type TypedCell } from '../sheets/censusTyped';
import type { RoundRobinSettings } from '../sheets/types';
import type { RedrawSetInput, RedrawSetResult } from '../api';
import { checkCreateInput, registerSet, setResult, type CreateEnv } from './create';
import { encodeSetBound, registeredSet, SET_PART_PREFIX, SET_PROPERTY_PREFIX, setKeyOf } from './registry';
import { setSheets, type SetSheet } from './read';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;
type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

/** The message refusing a redraw once something is typed: the first cells that hold it. */
/** Calls per sheet of the old set in a redraw: read, renamed aside, removed. */
const CALLS_PER_OLD_SHEET = 12;

export function refusal(title: string, typed: readonly TypedCell[], minis: readonly string[]): string {
  const cells = typed.slice(0, 3).map((t) => `${t.cell} holds ${t.what === 'result' ? 'a result' : `a ${t.what}`} ("${t.value}")`);
  const more = typed.length > 3 ? ` and ${typed.length - 3} more` : '';
  const mini = minis.length > 0 ? `${cells.length > 0 ? '; ' : ''}the mini-TTT sheet "${minis[0]}" exists` : '';
  return (
    `The TTT set "${title}" cannot be redrawn: ${cells.join('; ')}${more}${mini}. A set is redrawn only while no result is typed in any of its ` +
    `Games sheets (and nothing else is entered: match ids, removed players, pasted matches). Nothing was changed.`
  );
}

interface OldSet {
  key: string;
  title: string;
  sheets: SetSheet[];
  settings: Omit<RoundRobinSettings, 'seed' | 'title'> & { seed: string };
}

/** The set of the given (or active) sheet, read and checked: everything inside the document lock. */
function readOldSet(ss: Spreadsheet, sheetName: string | undefined): OldSet {
  const sheet = sheetName ? ss.getSheetByName(sheetName) : ss.getActiveSheet();
  if (sheetName && !sheet) throw new Error(`There is no sheet named "${sheetName}". Nothing was changed.`);
  const key = sheet ? setKeyOf(sheet) : null;
  if (key === null)
    throw new Error(
      'Open a sheet of the TTT set to redraw (its Stats, a Games or Table sheet, My matches, Import or Timeouts), then redraw. Nothing was changed.',
    );
  const set = registeredSet(key);
  if (!set) throw new Error(`The sheet "${sheet?.getName()}" belongs to a TTT set the add-on has no record of; it cannot be redrawn. Nothing was changed.`);
  const sheets = setSheets(ss, key);
  const statsSheet = sheets.find((s) => s.kind === STATS_SHEET.kind)?.sheet;
  if (!statsSheet) throw new Error(`The Stats sheet of the TTT set "${set.title}" is missing (deleted?); it cannot be redrawn. Nothing was changed.`);
  const stats = parseStats(readSheet(statsSheet));
  const title = stats.title.trim() === '' ? set.title : stats.title;

  const typed: TypedCell[] = [];
  const minis: string[] = [];
  let double = false;
  let phases: 1 | 3 = 1;
  for (const s of sheets) {
    if (s.miniOf !== undefined) minis.push(s.sheet.getName());
    else if (s.kind === GAMES_SHEET.kind) {
      const grid = readSheet(s.sheet);
      typed.push(...typedOnGames(grid, readFormulas(s.sheet)));
      const rows = parseGames(grid).games;
      const players = new Set(rows.flatMap((g) => [g.inviter, g.invitee])).size;
      if (rows.length > 0 && rows.length === players * (players - 1)) double = true;
      if (rows.some((g) => g.phase !== undefined && g.phase > 1)) phases = 3;
    } else if (s.kind === TABLE_SHEET.kind) typed.push(...typedOnTable(readSheet(s.sheet)));
    else if (s.kind === IMPORT_SHEET.kind) typed.push(...typedOnImport(readSheet(s.sheet)));
  }
  if (typed.length > 0 || minis.length > 0) throw new Error(refusal(title, typed, minis));
  if (!stats.scoring) throw new Error(`${stats.problems[0] ?? "The set's scoring cannot be read"} Fix it before redrawing. Nothing was changed.`);
  return {
    key,
    title,
    sheets,
    settings: {
      scoring: stats.scoring.name === 'original' ? 'original' : 'current',
      seed: stats.seed,
      groupSize: stats.groupSize ?? 12,
      double,
      invitePhases: phases,
      created: stats.created,
    },
  };
}

/** The old sheet of each slot of the new set's plan order (setSlots), or null. */
function oldSlots(sheets: readonly SetSheet[], groups: number): (Sheet | null)[] {
  const find = (kind: string, group?: string) =>
    sheets.find((s) => s.kind === kind && s.miniOf === undefined && (group === undefined || s.group === group))?.sheet ?? null;
  const at = setSlots(groups);
  const slots: (Sheet | null)[] = new Array<Sheet | null>(at.count).fill(null);
  for (let i = 0; i < groups; i++) {
    slots[at.games(i)] = find(GAMES_SHEET.kind, groupName(i + 1));
    slots[at.table(i)] = find(TABLE_SHEET.kind, groupName(i + 1));
  }
  slots[at.myMatches] = find(MY_MATCHES_SHEET.kind);
  slots[at.import] = find(IMPORT_SHEET.kind);
  slots[at.timeouts] = find(TIMEOUTS_SHEET.kind);
  slots[at.stats] = find(STATS_SHEET.kind);
  return slots;
}

/** The document property recording a redraw in progress (JSON: RedrawRecord). */
export const REDRAW_KEY = 'ttt-redraw';
/** The redraw's creation, in words (also how recoverRedraw tells its pending creation from another). */
const REDRAW_WHAT = 'The redrawn TTT set';

interface RedrawRecord {
  key: string;
  /** The old sheets: id and name before the redraw. */
  sheets: [number, string][];
  /** The set's registry properties before the redraw (key → value). */
  registry: Record<string, string>;
}

/** The registry properties of set `key` (its main key and continuation keys). */
function registryOf(props: GoogleAppsScript.Properties.Properties, key: string): Record<string, string> {
  const all = props.getProperties();
  return Object.fromEntries(Object.entries(all).filter(([k]) => k === SET_PROPERTY_PREFIX + key || k.startsWith(`${SET_PART_PREFIX}${key}:`)));
}

/**
 * Finishes or undoes a redraw a killed run left behind (see the module comment); null when there is none, else what
 * was done. Every TTT endpoint calls it first. A busy spreadsheet (another action holds the lock) leaves it for the
 * next call.
 */
export function recoverRedraw(ss: Spreadsheet): { finished: boolean; sheets: string[] } | null {
  const props = PropertiesService.getDocumentProperties();
  const raw = props.getProperty(REDRAW_KEY);
  if (raw === null) return null;
  let record: RedrawRecord;
  try {
    record = JSON.parse(raw) as RedrawRecord;
  } catch {
    props.deleteProperty(REDRAW_KEY);
    return null;
  }
  // A creation still pending is the redraw's new sheets, half made: they go first (the old names become free).
  const pending = props.getProperty(PENDING_CREATION_KEY);
  if (pending !== null && (JSON.parse(pending) as { what?: string }).what === REDRAW_WHAT) discardCreation();
  try {
    return withDocumentLock(() => {
      const old = record.sheets.map(([id, name]) => ({ sheet: ss.getSheetById(id), name }));
      const oldIds = new Set(record.sheets.map(([id]) => id));
      const now = registeredSet(record.key);
      const newStats = now?.statsSheetId === undefined || oldIds.has(now.statsSheetId) ? null : ss.getSheetById(now.statsSheetId);
      const finished = newStats !== null && props.getProperty(PENDING_CREATION_KEY) === null;
      if (finished) {
        for (const o of old) if (o.sheet) ss.deleteSheet(o.sheet);
      } else {
        const taken = new Set(ss.getSheets().map((s) => s.getName()));
        for (const o of old) {
          if (!o.sheet || o.sheet.getName() === o.name) continue;
          const [name] = uniqueSheetNames([o.name], [...taken]);
          o.sheet.setName(name);
          taken.add(name);
        }
        const current = registryOf(props, record.key);
        for (const k of Object.keys(current)) if (!(k in record.registry)) props.deleteProperty(k);
        for (const [k, v] of Object.entries(record.registry)) if (current[k] !== v) props.setProperty(k, v);
      }
      props.deleteProperty(REDRAW_KEY);
      return { finished, sheets: old.map((o) => o.name) };
    }, 0);
  } catch (e) {
    if (e instanceof Error && e.message === BUSY_MESSAGE) return null; // another action runs: the next call recovers it
    throw e;
  }
}

export function redrawSetIn(ss: Spreadsheet, input: RedrawSetInput, env: Pick<CreateEnv, 'drawSeed'>): RedrawSetResult {
  if (input === null || typeof input !== 'object') throw new Error('redrawSet needs { players, confirm: true }.');
  if (input.confirm !== true)
    throw new Error('Redrawing replaces every sheet of the set with a new draw under the same names: confirm it first. Nothing was changed.');
  const renamed: { sheet: Sheet; name: string }[] = [];
  let recorded = false;
  let result: RedrawSetResult | undefined;
  let title = '';
  try {
    let after: (made: Sheet[]) => void = () => undefined;
    // createSheets reads the properties and the call budget after build: build fills them in.
    const properties: Record<string, string> = {};
    const creation: Creation = { what: REDRAW_WHAT, properties, extraCalls: 0, after: (made) => after(made) };
    createSheets(
      ss,
      (book) => {
        const old = readOldSet(book, input.sheet);
        title = old.title;
        const c = checkCreateInput({
          title: old.title,
          players: input.players,
          groupSize: old.settings.groupSize,
          double: old.settings.double,
          invitePhases: old.settings.invitePhases,
          scoring: old.settings.scoring,
          seed: input.seed === undefined || input.seed === '' ? old.settings.seed || env.drawSeed() : input.seed,
          shortLastGroup: input.shortLastGroup,
        });
        const partition = partitionSet(c.signUps, { groupSize: c.groupSize, seed: c.seed ?? env.drawSeed(), shortLastGroup: c.shortLastGroup });
        const G = partition.groups.length;
        if (G === 0)
          throw new Error(
            `${c.signUps.length} players cannot fill a group of ${c.groupSize} (a player plays at most once per group): the set was not redrawn. Nothing was changed.`,
          );
        const settings: RoundRobinSettings = { ...old.settings, title: c.title, seed: partition.seed };
        // The old sheets step aside (renamed, kept until the new set is complete) so the new ones take their names.
        const slots = oldSlots(old.sheets, G);
        // Recorded before the first rename: a run killed from here on is finished or undone by the next action.
        const props = PropertiesService.getDocumentProperties();
        const record: RedrawRecord = {
          key: old.key,
          sheets: old.sheets.map((s) => [s.sheet.getSheetId(), s.sheet.getName()]),
          registry: registryOf(props, old.key),
        };
        props.setProperty(REDRAW_KEY, JSON.stringify(record));
        recorded = true;
        old.sheets.forEach((s, i) => {
          renamed.push({ sheet: s.sheet, name: s.sheet.getName() });
          s.sheet.setName(`~redraw ${i + 1} ${old.key}`.slice(0, 100));
        });
        const taken = book.getSheets().map((s) => s.getName());
        const kept = slots.map((s) => (s === null ? null : (renamed.find((r) => r.sheet === s)?.name ?? null)));
        const fresh = uniqueSheetNames(desiredSheetNames(c.title, G), [...taken, ...kept.filter((n): n is string => n !== null)]);
        const names = sheetNamesOf(
          kept.map((n, i) => n ?? fresh[i]),
          G,
        );
        const model = roundRobinModel(settings, partition, names, old.key);
        const plans = roundRobinPlans(model);
        const gamesPerGroup = model.groups.map((g) => g.games.length);
        const bound = encodeSetBound(old.key, c.title, gamesPerGroup);
        Object.assign(properties, bound);
        // The record (its registry read, written, removed), the first Games sheet shown, and per old sheet its read
        // (metadata and cells), rename and removal: about 12 calls each, as counted (test/sheets/creationEstimates).
        creation.extraCalls = 2 + 2 * G + 1 + Object.keys(bound).length + 2 + CALLS_PER_OLD_SHEET * renamed.length + 4;
        after = (made) => {
          registerSet(made, model, old.key, c.title);
          // As after a creation: the first group's Games sheet is the one shown.
          made[setSlots(G).games(0)]?.activate();
        };
        result = {
          ...setResult(
            plans.map((p) => p.name),
            model,
            partition,
          ),
          title: c.title,
          removed: renamed.filter((r) => !kept.includes(r.name)).map((r) => r.name),
        };
        return plans;
      },
      creation,
    );
  } catch (e) {
    for (const r of renamed) {
      try {
        r.sheet.setName(r.name);
      } catch {
        // gone already
      }
    }
    if (recorded) PropertiesService.getDocumentProperties().deleteProperty(REDRAW_KEY);
    const message = e instanceof Error ? e.message : String(e);
    throw new Error(renamed.length > 0 ? `${message} The set "${title}" is as it was.` : message);
  }
  // The new set is complete (registered, its creation no longer pending): the old sheets go, then the record. Should
  // that fail (or the lock be taken meanwhile), the record stays and the next action (recoverRedraw) finishes it.
  try {
    withDocumentLock(() => {
      for (const r of renamed) ss.deleteSheet(r.sheet);
      if (recorded) PropertiesService.getDocumentProperties().deleteProperty(REDRAW_KEY);
    }, 0);
  } catch {
    // left to recoverRedraw
  }
  return result as RedrawSetResult;
}
