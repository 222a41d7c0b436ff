/**
 * Reads a season back from its league overview sheet (for the roll-over): the groups and their final orders.
 * One getValues for the whole sheet; a group whose results are not complete is named in the error.
 */
import type { ReadTorresOverviewInput, ReadTorresOverviewResult, TorresLeagueGroup } from '../api';
import { cleanName } from '../../../shared/rules/names';
import { ADDON_SHEET_KEY } from '../../../shared/server/applyPlan';
import { OVERVIEW, OVERVIEW_HEADERS, TORRES_OVERVIEW_KIND } from '../sheets/overview';

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;
type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

const meta = (sheet: Sheet, key: string): string | undefined =>
  sheet
    .getDeveloperMetadata()
    .find((m) => m.getKey() === key)
    ?.getValue() ?? undefined;

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

/** The groups and final orders of an overview's values (rows as getValues returns them). */
export function parseOverview(values: unknown[][], sheetName: string): TorresLeagueGroup[] {
  const C = OVERVIEW.columns;
  const header = (values[OVERVIEW.headerRow - 1] ?? []).map((v) => String(v).trim());
  if (OVERVIEW_HEADERS.some((h, i) => header[i] !== h)) throw new Error(`"${sheetName}" is not a TORRES league overview (row ${OVERVIEW.headerRow} should read ${OVERVIEW_HEADERS.join(', ')}).`);
  const groups = new Map<string, TorresLeagueGroup & { sheet: string; missing: boolean }>();
  for (let r = OVERVIEW.firstRow - 1; r < values.length; r++) {
    const line = values[r];
    const league = line[C.league - 1];
    const group = line[C.group - 1];
    if (league === '' && group === '') continue;
    if (typeof league !== 'number' || typeof group !== 'number') throw new Error(`Row ${r + 1} of "${sheetName}": league and group must be numbers.`);
    const key = `${league}/${group}`;
    let g = groups.get(key);
    if (!g) {
      g = { league, group, players: [], sheet: String(line[C.sheet - 1]), missing: false };
      groups.set(key, g);
    }
    const finalName = cleanName(String(line[C.final - 1] ?? ''));
    if (finalName === '' || finalName.startsWith('#')) g.missing = true;
    else g.players.push(finalName);
  }
  if (groups.size === 0) throw new Error(`"${sheetName}" lists no groups.`);
  const open = [...groups.values()].filter((g) => g.missing);
  if (open.length > 0) {
    throw new Error(
      `Not every group has its final order yet: ${open.map((g) => `league ${g.league} group ${g.group} (sheet "${g.sheet}")`).join(', ')}. ` +
        'Enter every result (points, or D for a player who delayed the game), or paste the final orders instead.',
    );
  }
  return [...groups.values()].map(({ league, group, players }) => ({ league, group, players }));
}

export function readOverview(ss: Spreadsheet, input: ReadTorresOverviewInput = {}): ReadTorresOverviewResult {
  const sheet = findOverview(ss, input.sheet);
  const values = sheet.getDataRange().getValues();
  const previous = parseOverview(values, sheet.getName());
  const title = meta(sheet, 'torres-title') ?? String(values[0]?.[0] ?? '');
  return { sheet: sheet.getName(), title, previous };
}
