/**
 * Reads a season back for the roll-over: the overview names the groups and their sheets; each group sheet gives its
 * standings (final order with rank, VP, difference, points: the season results), its Elo list and its withdrawals.
 * Reading the group sheets themselves means no player can be dropped: a group whose standings list more or fewer
 * players than the overview has rows for it, or whose results are incomplete, is named in the error.
 */
import type { ReadTorresOverviewInput, ReadTorresOverviewResult, TorresActiveGroup, TorresPreviousGroup, TorresSeasonResult } from '../api';
import { Problems } from '../../../shared/rules/input';
import { cleanName } from '../../../shared/rules/names';
import { a1 } from '../../../shared/sheets/plan';
import { ADDON_SHEET_KEY } from '../../../shared/server/applyPlan';
import { isForfeitName } from '../rules/forfeit';
import { TORRES_GROUP_KIND } from '../sheets/group';
import { GROUP, standingsRow, WITHDRAWN_STATUS } from '../sheets/layout';
import { OVERVIEW, OVERVIEW_HEADERS, TORRES_OVERVIEW_KIND } from '../sheets/overview';
import { metadataValue as meta } from '../../../shared/server/metadata';
export { meta };

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;
type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

const isOverview = (sheet: Sheet): boolean => meta(sheet, ADDON_SHEET_KEY) === TORRES_OVERVIEW_KIND;

/** The overview to read: the named sheet, else the active one if it is an overview, else the only overview. */
export function findOverview(ss: Spreadsheet, name?: string): Sheet {
  if (name) {
    const sheet = ss.getSheetByName(name);
    if (!sheet) throw new Error(`There is no sheet named "${name}".`);
    return sheet;
  }
  const active = ss.getActiveSheet();
  if (active && isOverview(active)) return active;
  const all = ss.getSheets().filter(isOverview);
  if (all.length === 1) return all[0];
  if (all.length === 0) throw new Error('This spreadsheet has no TORRES league overview: create the groups with the sidebar first, or paste the previous groups.');
  throw new Error(`This spreadsheet has ${all.length} TORRES league overviews (${all.map((s) => `"${s.getName()}"`).join(', ')}): open the one to read, then press "Read league overview" again.`);
}

/** An overview's groups: league, group, sheet name, first row and the number of rows (players listed). */
export interface OverviewGroup {
  league: number;
  group: number;
  sheet: string;
  firstRow: number;
  rows: number;
}

export function overviewGroups(values: unknown[][], sheetName: string): OverviewGroup[] {
  const C = OVERVIEW.columns;
  const header = (values[OVERVIEW.headerRow - 1] ?? []).map((v) => String(v).trim());
  if (OVERVIEW_HEADERS.some((h, i) => header[i] !== h)) throw new Error(`"${sheetName}" is not a TORRES league overview (row ${OVERVIEW.headerRow} should read ${OVERVIEW_HEADERS.join(', ')}).`);
  const groups = new Map<string, OverviewGroup>();
  for (let r = OVERVIEW.firstRow - 1; r < values.length; r++) {
    const line = values[r];
    const league = line[C.league - 1];
    const group = line[C.group - 1];
    if (league === '' && group === '') continue;
    if (typeof league !== 'number' || typeof group !== 'number') throw new Error(`Row ${r + 1} of "${sheetName}": league and group must be numbers.`);
    const key = `${league}/${group}`;
    const g = groups.get(key);
    if (g) g.rows += 1;
    else groups.set(key, { league, group, sheet: String(line[C.sheet - 1]), firstRow: r + 1, rows: 1 });
  }
  if (groups.size === 0) throw new Error(`"${sheetName}" lists no groups.`);
  return [...groups.values()];
}

/** The leagues of the championship: the sheet's record, else an overview listing the group, else the group sheets. */
export function leaguesOf(ss: Spreadsheet, sheet: Sheet, league: number): number {
  const recorded = Number(meta(sheet, 'torres-leagues'));
  if (Number.isInteger(recorded) && recorded >= 1) return recorded;
  for (const o of ss.getSheets().filter((s) => meta(s, ADDON_SHEET_KEY) === TORRES_OVERVIEW_KIND)) {
    const values = o.getDataRange().getValues();
    try {
      if (overviewGroups(values, o.getName()).some((g) => g.sheet === sheet.getName())) return Number(values[OVERVIEW.leaguesRow - 1]?.[1]) || league;
    } catch {
      // not readable as an overview: look further
    }
  }
  return ss.getSheets().reduce((k, s) => (meta(s, ADDON_SHEET_KEY) === TORRES_GROUP_KIND ? Math.max(k, Number(meta(s, 'torres-league')) || 0) : k), league);
}

export interface GroupSheetState {
  previous: TorresPreviousGroup;
  elo: { name: string; elo: number }[];
  withdrawn: string[];
}

const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

/** One group sheet's standings, Elo list and withdrawals; problems (incomplete, error, row count) are collected. */
export function readGroupSheet(sheet: Sheet, g: OverviewGroup, problems: Problems): GroupSheetState | undefined {
  const where = `League ${g.league} group ${g.group} (sheet "${sheet.getName()}")`;
  const seats = Number(meta(sheet, 'torres-seats'));
  const roster = Number(meta(sheet, 'torres-players'));
  const values = sheet.getDataRange().getValues();
  const at = (row: number, column: number): unknown => values[row - 1]?.[column - 1] ?? '';
  const entered = num(at(GROUP.resultsRow, GROUP.valueColumn)) ?? 0;
  if (entered < seats) {
    problems.add(`${where}: ${entered} of ${seats} results entered. Enter every result (points, or D and the score for a player who delayed the game), or paste the final orders instead.`);
    return undefined;
  }
  const players: string[] = [];
  const results: TorresSeasonResult[] = [];
  for (let i = 0; ; i++) {
    const row = standingsRow(i);
    const name = cleanName(String(at(row, GROUP.standingsColumn + 1)));
    if (name === '') break;
    const [rank, vp, difference, points] = [0, 2, 3, 4].map((c) => num(at(row, GROUP.standingsColumn + c)));
    if (rank === undefined || vp === undefined || difference === undefined || points === undefined) {
      problems.add(`${where}: the standings row of '${name}' is not numbers (row ${row}); fix the group sheet.`);
      return undefined;
    }
    players.push(name);
    results.push({ rank, vp, difference, points });
  }
  if (players.length === 0) {
    problems.add(`${where}: the standings are empty or show an error (cell ${a1(GROUP.headerRow, GROUP.standingsColumn)}); fix the typed points.`);
    return undefined;
  }
  if (players.length !== g.rows) {
    const extra = players.filter(isForfeitName);
    problems.add(
      `${where}: the standings list ${players.length} players but the overview ${g.rows}` +
        (extra.length > 0 ? ` (fictitious: ${extra.join(', ')} — typed by hand?)` : '') +
        '. Withdraw players with the sidebar\'s "TORRES withdraw player", which updates the overview, or paste the final orders.',
    );
    return undefined;
  }
  const elo: { name: string; elo: number }[] = [];
  const withdrawn: string[] = [];
  for (let i = 0; i < roster; i++) {
    const row = GROUP.firstGameRow + i;
    const name = cleanName(String(at(row, GROUP.eloColumn)));
    const value = num(at(row, GROUP.eloColumn + 1));
    if (name !== '' && value !== undefined) elo.push({ name, elo: value });
    if (name !== '' && String(at(row, GROUP.statusColumn)).toLowerCase().startsWith(WITHDRAWN_STATUS)) withdrawn.push(name);
  }
  return { previous: { league: g.league, group: g.group, players, results }, elo, withdrawn };
}

/** The active sheet when it is a TORRES group sheet: the withdraw form is filled in from it. */
export function activeGroup(ss: Spreadsheet): TorresActiveGroup | null {
  const sheet = ss.getActiveSheet();
  if (!sheet || meta(sheet, ADDON_SHEET_KEY) !== TORRES_GROUP_KIND) return null;
  const roster = Number(meta(sheet, 'torres-players'));
  const values = sheet.getRange(GROUP.firstGameRow, GROUP.eloColumn, Math.max(1, roster), GROUP.statusColumn - GROUP.eloColumn + 1).getValues();
  const players: string[] = [];
  const withdrawn: string[] = [];
  for (const line of values.slice(0, roster)) {
    const name = cleanName(String(line[0] ?? ''));
    if (name === '') continue;
    players.push(name);
    if (String(line[GROUP.statusColumn - GROUP.eloColumn]).toLowerCase().startsWith(WITHDRAWN_STATUS)) withdrawn.push(name);
  }
  return { sheet: sheet.getName(), players, withdrawn };
}

export function readOverview(ss: Spreadsheet, input: ReadTorresOverviewInput = {}): ReadTorresOverviewResult {
  if (input.activeGroupOnly === true) return { sheet: '', title: '', previous: [], elo: [], withdrawn: [], activeGroup: activeGroup(ss) };
  const sheet = findOverview(ss, input.sheet);
  const values = sheet.getDataRange().getValues();
  const groups = overviewGroups(values, sheet.getName());
  const problems = new Problems();
  const states: GroupSheetState[] = [];
  for (const g of groups) {
    const groupSheet = ss.getSheetByName(g.sheet);
    if (!groupSheet || meta(groupSheet, ADDON_SHEET_KEY) !== TORRES_GROUP_KIND) {
      problems.add(`League ${g.league} group ${g.group}: its group sheet "${g.sheet}" is missing (renamed or deleted?).`);
      continue;
    }
    const state = readGroupSheet(groupSheet, g, problems);
    if (state) states.push(state);
  }
  problems.throwIfAny();
  const title = meta(sheet, 'torres-title') ?? String(values[0]?.[0] ?? '');
  return {
    sheet: sheet.getName(),
    title,
    previous: states.map((s) => s.previous),
    elo: states.flatMap((s) => s.elo),
    withdrawn: states.flatMap((s) => s.withdrawn),
    activeGroup: activeGroup(ss),
  };
}
