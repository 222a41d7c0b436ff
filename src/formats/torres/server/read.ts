/**
 * Reads a season back for the roll-over: the overview names the groups and their sheets; each group sheet is parsed
 * (sheets/groupSheet.ts) and its standings recomputed from the typed games with the rules (the final order with
 * rank, VP, difference, points: the season results), never read from TORRESRANK's cells, which Sheets computes
 * asynchronously. Reading the group sheets themselves means no player can be dropped: a group whose standings list
 * more or fewer players than the overview has rows for it, or whose results are incomplete, is named in the error.
 */
import type { ReadTorresOverviewInput, ReadTorresOverviewResult, TorresActiveGroup, TorresPreviousGroup } from '../api';
import { Problems, shownInput } from '../../../shared/rules/input';
import { addonKind, metadataValue, sheetsOfKind } from '../../../shared/server/metadata';
import { metadataEntries, readSheet } from '../../../shared/server/readSheet';
import { ADDON_KIND_KEY, expandMetadata, PACKED_METADATA_KEY, SheetGrid } from '../../../shared/sheets/read';
import { isForfeitName } from '../rules/forfeit';
import { typedStandings } from '../rules/publish';
import { FICTITIOUS_KEY, TORRES_GROUP } from '../sheets/group';
import { groupData, parseGroupSheet, resultsAt, type TorresGroupSheet } from '../sheets/groupSheet';
import { type OverviewGroup, parseOverview, TORRES_OVERVIEW, type TorresOverview } from '../sheets/overview';

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;
type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

export const isOverviewSheet = (sheet: Sheet): boolean => addonKind(sheet) === TORRES_OVERVIEW.kind;
export const isGroupSheet = (sheet: Sheet): boolean => addonKind(sheet) === TORRES_GROUP.kind;

/**
 * The overview to read: the named sheet, else the active one if it is an overview, else the only overview (one
 * metadata search). `activeOverview`: the caller has already read the active sheet's kind (null: it is no overview).
 */
export function findOverview(ss: Spreadsheet, name?: string, activeOverview?: Sheet | null): Sheet {
  if (name) {
    const sheet = ss.getSheetByName(name);
    if (!sheet) throw new Error(`There is no sheet named "${name}".`);
    return sheet;
  }
  const active = activeOverview === undefined ? ss.getActiveSheet() : activeOverview;
  if (active && (activeOverview !== undefined || isOverviewSheet(active))) return active;
  const all = sheetsOfKind(ss, [TORRES_OVERVIEW.kind]).map((f) => f.sheet);
  if (all.length === 1) return all[0];
  if (all.length === 0)
    throw new Error('This spreadsheet has no TORRES league overview: create the groups with the sidebar first, or paste the previous groups.');
  throw new Error(
    `This spreadsheet has ${all.length} TORRES league overviews (${all.map((s) => `"${s.getName()}"`).join(', ')}): open the one to read, then press "Read league overview" again.`,
  );
}

/** An overview sheet read and parsed; its problems thrown (every one at once). */
export function readOverviewSheet(sheet: Sheet): TorresOverview {
  const { overview, problems } = parseOverview(readSheet(sheet));
  const all = new Problems();
  for (const p of problems) all.add(p);
  all.throwIfAny();
  return overview;
}

/** A group sheet read and parsed: its values and metadata, with every entry of the add-on's fictitious-player record. */
export function readGroupSheet(sheet: Sheet): { group?: TorresGroupSheet; problems: string[] } {
  const grid = readSheet(sheet);
  return parseGroupSheet(grid, grid.metaAll(FICTITIOUS_KEY));
}

/** A group sheet parsed, refusing a sheet the add-on did not make (its record missing). */
export function requireGroupSheet(sheet: Sheet): { group: TorresGroupSheet; problems: string[] } {
  const { group, problems } = readGroupSheet(sheet);
  if (!group) throw new Error(problems.join('\n'));
  return { group, problems };
}

/** The leagues of the championship: the sheet's record, else an overview listing the group, else the group sheets. */
export function leaguesOf(ss: Spreadsheet, group: Pick<TorresGroupSheet, 'sheet' | 'league' | 'leagues'>): number {
  if (group.leagues !== undefined) return group.leagues;
  for (const { sheet: o } of sheetsOfKind(ss, [TORRES_OVERVIEW.kind])) {
    const { overview } = parseOverview(readSheet(o));
    if (overview.groups.some((g) => g.sheet === group.sheet)) return overview.leagues ?? group.league;
  }
  return sheetsOfKind(ss, [TORRES_GROUP.kind]).reduce((k, { sheet: s }) => Math.max(k, Number(metadataValue(s, TORRES_GROUP.keys.league)) || 0), group.league);
}

/** The overview rows of a group, for a message: `"S leagues" A7:A16`. */
const overviewRows = (g: OverviewGroup & { overview?: string }): string => `${g.overview ? `"${g.overview}" ` : ''}A${g.firstRow}:A${g.firstRow + g.rows - 1}`;

export interface GroupSheetState {
  previous: TorresPreviousGroup;
  elo: { name: string; elo: number }[];
  withdrawn: string[];
}

/** One group sheet's season result, Elo list and withdrawals; problems (incomplete, a typo, row count) are collected. */
export function groupSeason(
  group: TorresGroupSheet,
  typos: readonly string[],
  g: OverviewGroup & { overview?: string },
  problems: Problems,
): GroupSheetState | undefined {
  const where = `League ${g.league} group ${g.group} (sheet "${group.sheet}")`;
  if (typos.length > 0) {
    for (const t of typos) problems.add(`${where}: ${t}`);
    return undefined;
  }
  if (group.entered < group.seats) {
    problems.add(
      `${where}: ${group.entered} of ${group.seats} results entered (${resultsAt(group)}). Enter every result (points, or D and the score for a player who delayed the game), or paste the final orders instead.`,
    );
    return undefined;
  }
  const { standings } = typedStandings(groupData(group, g.league));
  const players = standings.map((s) => s.player);
  if (players.length !== g.rows) {
    const extra = players.filter(isForfeitName);
    problems.add(
      `${where}: the standings list ${players.length} players but the overview ${g.rows}` +
        (extra.length > 0 ? ` (fictitious: ${extra.join(', ')} — typed by hand?)` : '') +
        ` on rows ${overviewRows(g)}` +
        '. Withdraw players with the sidebar\'s "TORRES withdraw player", which updates the overview, or paste the final orders.',
    );
    return undefined;
  }
  const results = standings.map((s) => ({ rank: s.rank, vp: s.vp, difference: s.difference, points: s.points }));
  const elo = group.roster.flatMap((r) => (r.elo === undefined ? [] : [{ name: r.name, elo: r.elo }]));
  const withdrawn = group.roster.filter((r) => r.withdrawn).map((r) => r.name);
  return { previous: { league: g.league, group: g.group, players, results }, elo, withdrawn };
}

/** The active sheet when it is a TORRES group sheet: the withdraw form is filled in from it. */
export function activeGroup(ss: Spreadsheet): TorresActiveGroup | null {
  const sheet = ss.getActiveSheet();
  if (!sheet) return null;
  const meta = metadataEntries(sheet);
  return new Map(meta).get(ADDON_KIND_KEY) === TORRES_GROUP.kind ? activeGroupOf(sheet, meta) : null;
}

/** A group sheet whose metadata is already read: its name, players and withdrawn players, or null when it cannot be parsed. */
function activeGroupOf(sheet: Sheet, meta: [string, string][]): TorresActiveGroup | null {
  const grid = new SheetGrid(sheet.getName(), sheet.getDataRange().getValues(), meta);
  const { group } = parseGroupSheet(grid, grid.metaAll(FICTITIOUS_KEY));
  if (!group) return null;
  return { sheet: grid.sheetName, players: group.roster.map((r) => r.name), withdrawn: group.roster.filter((r) => r.withdrawn).map((r) => r.name) };
}

/** A group sheet found by the metadata search: the sheet and its metadata (kind, packed record, fictitious players). */
interface FoundGroup {
  sheet: Sheet;
  entries: [string, string][];
}

/**
 * The group sheets of one championship, by name, from ONE developer-metadata search of the whole spreadsheet (not a
 * read per tab): a packed record with the group keys marks a group sheet; only those whose recorded title is the
 * overview's are named (one getName each); each fictitious-player record is named to find its sheet. A group sheet
 * without a packed record (older workbooks) is not in the map: the caller reads it by name.
 */
export function groupSheetsByName(ss: Spreadsheet, title: string): Map<string, FoundGroup> {
  const K = TORRES_GROUP.keys;
  const out = new Map<string, FoundGroup>();
  const fictitious: { sheet: Sheet; value: string }[] = [];
  for (const m of ss.createDeveloperMetadataFinder().find()) {
    const key = m.getKey();
    const sheet = m.getLocation().getSheet();
    if (!sheet) continue;
    if (key === FICTITIOUS_KEY) {
      fictitious.push({ sheet, value: m.getValue() ?? '' });
      continue;
    }
    if (key !== PACKED_METADATA_KEY) continue;
    const record = expandMetadata([[key, m.getValue() ?? '']]);
    const keys = new Map(record);
    if (!keys.has(K.league) || !keys.has(K.group) || !keys.has(K.seats)) continue;
    if (keys.has(K.title) && keys.get(K.title) !== title) continue;
    const name = sheet.getName();
    if (!out.has(name)) out.set(name, { sheet, entries: [[ADDON_KIND_KEY, TORRES_GROUP.kind], ...record] });
  }
  for (const f of fictitious) out.get(f.sheet.getName())?.entries.push([FICTITIOUS_KEY, f.value]);
  return out;
}

/** A group sheet of the overview read: from the search (its values only), else by name (an older workbook). */
export function readListedGroup(ss: Spreadsheet, name: string, found: Map<string, FoundGroup>): { group?: TorresGroupSheet; problems: string[] } | undefined {
  const hit = found.get(name);
  if (hit) {
    const grid = new SheetGrid(name, hit.sheet.getDataRange().getValues(), hit.entries);
    return parseGroupSheet(grid, grid.metaAll(FICTITIOUS_KEY));
  }
  const sheet = ss.getSheetByName(name);
  if (!sheet) return undefined;
  const grid = readSheet(sheet);
  if (grid.kind !== TORRES_GROUP.kind) return undefined;
  return parseGroupSheet(grid, grid.metaAll(FICTITIOUS_KEY));
}

export function readOverview(ss: Spreadsheet, input: ReadTorresOverviewInput = {}): ReadTorresOverviewResult {
  if (input.activeGroupOnly === true) return { sheet: '', title: '', previous: [], elo: [], withdrawn: [], activeGroup: activeGroup(ss) };
  const name: unknown = input.sheet;
  if (name !== undefined && name !== null && typeof name !== 'string')
    throw new Error(`Sheet: give the name of the league overview as text, not ${shownInput(name)} (or leave it out to read the active overview).`);
  const wanted = typeof name === 'string' ? name.trim() : undefined;
  // The active sheet's kind, read once: it is the overview to read (no name given), or the group the withdraw form offers.
  const active = ss.getActiveSheet();
  const activeMeta = active ? metadataEntries(active) : [];
  const activeKind = new Map(activeMeta).get(ADDON_KIND_KEY) ?? null;
  const sheet = findOverview(ss, wanted, active && activeKind === TORRES_OVERVIEW.kind ? active : null);
  const overviewName = sheet.getName();
  const grid = sheet === active ? new SheetGrid(overviewName, sheet.getDataRange().getValues(), activeMeta) : readSheet(sheet);
  const parsed = parseOverview(grid);
  const overviewProblems = new Problems();
  for (const p of parsed.problems) overviewProblems.add(p);
  overviewProblems.throwIfAny();
  const overview = parsed.overview;
  const found = groupSheetsByName(ss, overview.title);
  const problems = new Problems();
  const states: GroupSheetState[] = [];
  for (const g of overview.groups) {
    const read = readListedGroup(ss, g.sheet, found);
    if (!read?.group) {
      problems.add(
        `League ${g.league} group ${g.group}: its group sheet "${g.sheet}" is missing (renamed or deleted? named in "${overviewName}" C${g.firstRow}).`,
      );
      continue;
    }
    const state = groupSeason(read.group, read.problems, { ...g, overview: overviewName }, problems);
    if (state) states.push(state);
  }
  problems.throwIfAny();
  return {
    sheet: overviewName,
    title: overview.title,
    previous: states.map((s) => s.previous),
    elo: states.flatMap((s) => s.elo),
    withdrawn: states.flatMap((s) => s.withdrawn),
    activeGroup: activeKind === TORRES_GROUP.kind && active ? activeGroupOf(active, activeMeta) : null,
  };
}
