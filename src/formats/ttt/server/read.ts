/**
 * Reading a TTT set back (read → parse): every sheet through readSheet and its sheets/ module's parser. The
 * group's games and removed players, the set's scoring and the Timeouts sheet's adjudications are what publishing
 * and createMiniTtt decide from (rules/): no cell is indexed here, and no custom function's output is read.
 */
import { Problems } from '../../../shared/rules/input';
import { readFormulas, readSheet } from '../../../shared/server/readSheet';
import { metadataMap } from '../../../shared/server/metadata';
import { ADDON_KIND_KEY, expandMetadata, PACKED_METADATA_KEY } from '../../../shared/sheets/read';
import { SET_KEYS } from '../sheets/keys';
import { CURRENT_SCORING, maxScore, type TttScoring } from '../rules/scores';
import type { PublishedGroup } from '../rules/publish';
import { GAMES_SHEET, groupGames, parseGames } from '../sheets/games';
import { parseStats, type ParsedStats } from '../sheets/stats';
import { parseTable, TABLE_SHEET } from '../sheets/table';
import { parseTimeouts, type ParsedTimeouts } from '../sheets/timeouts';
import type { RegisteredSet } from './registry';

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;
type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

export { readFormulas };

/** The sheets of a set with their kind and group (a mini-TTT is its own group, "G1 mini"). */
export interface SetSheet {
  /** Read from the sheet's metadata when first asked (one call), so a search by group reads only that group's kinds. */
  readonly kind: string;
  group: string | undefined;
  miniOf: string | undefined;
  sheet: Sheet;
}

/** A set sheet whose kind is read only when asked for. */
function setSheet(sheet: Sheet, group: string | undefined, miniOf: string | undefined, kind?: string): SetSheet {
  let known = kind;
  return {
    get kind(): string {
      if (known === undefined) known = metadataMap(sheet).get(ADDON_KIND_KEY) ?? '';
      return known;
    },
    group,
    miniOf,
    sheet,
  };
}

/**
 * The sheets of the set with this key, by developer-metadata searches instead of a read per tab: one search of the
 * packed metadata every sheet is written with (its set, group and mini-TTT keys), and one of the set key for sheets
 * written one key per entry. A sheet's kind is read when a caller asks for it. In the order the searches answer.
 */
export function setSheets(ss: Spreadsheet, key: string | null): SetSheet[] {
  if (key === null) return [];
  const out: SetSheet[] = [];
  for (const m of ss.createDeveloperMetadataFinder().withKey(PACKED_METADATA_KEY).find()) {
    const sheet = m.getLocation().getSheet();
    if (!sheet) continue;
    const meta = new Map(expandMetadata([[PACKED_METADATA_KEY, m.getValue() ?? '']]));
    if (meta.get(SET_KEYS.set) === key) out.push(setSheet(sheet, meta.get(SET_KEYS.group), meta.get(SET_KEYS.miniOf)));
  }
  for (const m of ss.createDeveloperMetadataFinder().withKey(SET_KEYS.set).find()) {
    const sheet = m.getLocation().getSheet();
    if (!sheet || m.getValue() !== key) continue;
    const meta = metadataMap(sheet);
    out.push(setSheet(sheet, meta.get(SET_KEYS.group), meta.get(SET_KEYS.miniOf), meta.get(ADDON_KIND_KEY) ?? ''));
  }
  return out;
}

/** The set's Stats sheet parsed, or null when it is missing. */
export function readStats(ss: Spreadsheet, set: RegisteredSet): ParsedStats | null {
  const stats = set.statsSheetId === undefined ? null : ss.getSheetById(set.statsSheetId);
  return stats ? parseStats(readSheet(stats)) : null;
}

/** The set's scoring, from the one cell the whole set reads (current when the Stats sheet is missing). */
export function readScoring(ss: Spreadsheet, set: RegisteredSet, problems: Problems): TttScoring {
  const stats = readStats(ss, set);
  stats?.problems.forEach((p) => problems.add(p));
  return stats?.scoring ?? CURRENT_SCORING;
}

/** The set's Timeouts sheet parsed with the scoring's limits, or null when there is none. */
export function readTimeouts(ss: Spreadsheet, set: RegisteredSet, scoring: TttScoring): { sheet: Sheet; name: string; parsed: ParsedTimeouts } | null {
  const sheet = set.timeoutsSheetId === undefined ? null : ss.getSheetById(set.timeoutsSheetId);
  return sheet ? { sheet, name: sheet.getName(), parsed: parseTimeouts(readSheet(sheet), maxScore(scoring)) } : null;
}

/**
 * One group's games (results as the rules read them) and removed players; every unreadable cell named in
 * `problems` (its game left out), a missing Games sheet in `missing` (nothing of the group can be read).
 */
export function readGroup(
  sheets: readonly SetSheet[],
  group: string,
  scoring: TttScoring,
  timeouts: ReturnType<typeof readTimeouts>,
  problems: Problems,
  missing: Problems = problems,
): PublishedGroup {
  // The group's sheets are read once each; their kind comes with the read (no separate metadata call).
  const read = sheets.filter((s) => s.group === group).map((s) => ({ sheet: s.sheet, grid: readSheet(s.sheet) }));
  const games = read.find((r) => r.grid.kind === GAMES_SHEET.kind);
  if (!games) {
    missing.add(`The Games sheet of ${group} is missing (deleted?).`);
    return { name: group, games: [], removed: [] };
  }
  const parsed = parseGames(games.grid, { formulas: readFormulas(games.sheet), timeoutsSheet: timeouts?.name, maxScore: maxScore(scoring) });
  const result = groupGames(parsed, timeouts?.parsed ?? null);
  result.problems.forEach((p) => problems.add(p));
  const tableRead = read.find((r) => r.grid.kind === TABLE_SHEET.kind);
  if (!tableRead) return { name: group, games: result.games, removed: [] };
  const table = parseTable(
    tableRead.grid,
    result.games.flatMap((g) => [g.first, g.second]),
  );
  table.problems.forEach((p) => problems.add(p));
  return { name: group, games: result.games, removed: table.removed.map((r) => r.name) };
}
