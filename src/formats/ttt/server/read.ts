/**
 * Reading a TTT set back (read → parse): every sheet through readSheet and its sheets/ module's parser. The
 * group's games and removed players, the set's scoring and the Timeouts sheet's adjudications are what publishing
 * and createMiniTtt decide from (rules/): no cell is indexed here, and no custom function's output is read.
 */
import { Problems } from '../../../shared/rules/input';
import { readFormulas, readSheet } from '../../../shared/server/readSheet';
import { metadataMap } from '../../../shared/server/metadata';
import { ADDON_KIND_KEY } from '../../../shared/sheets/read';
import { CURRENT_SCORING, maxScore, type TttScoring } from '../rules/scores';
import type { PublishedGroup } from '../rules/publish';
import { GAMES_SHEET, groupGames, parseGames } from '../sheets/games';
import { parseStats, type ParsedStats } from '../sheets/stats';
import { parseTable, TABLE_SHEET } from '../sheets/table';
import { parseTimeouts, type ParsedTimeouts } from '../sheets/timeouts';
import { setKeyOf, type RegisteredSet } from './registry';

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;
type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

export { readFormulas };

/** The sheets of a set with their kind and group (a mini-TTT is its own group, "G1 mini"): metadata only. */
export interface SetSheet {
  kind: string;
  group: string | undefined;
  miniOf: string | undefined;
  sheet: Sheet;
}

export function setSheets(ss: Spreadsheet, key: string | null): SetSheet[] {
  return ss
    .getSheets()
    .filter((s) => setKeyOf(s) === key)
    .map((sheet) => {
      const meta = metadataMap(sheet);
      return { kind: meta.get(ADDON_KIND_KEY) ?? '', group: meta.get(GAMES_SHEET.keys.group), miniOf: meta.get(GAMES_SHEET.keys.miniOf), sheet };
    });
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
  const find = (kind: string) => sheets.find((s) => s.kind === kind && s.group === group)?.sheet ?? null;
  const gamesSheet = find(GAMES_SHEET.kind);
  if (!gamesSheet) {
    missing.add(`The Games sheet of ${group} is missing (deleted?).`);
    return { name: group, games: [], removed: [] };
  }
  const parsed = parseGames(readSheet(gamesSheet), { formulas: readFormulas(gamesSheet), timeoutsSheet: timeouts?.name, maxScore: maxScore(scoring) });
  const read = groupGames(parsed, timeouts?.parsed ?? null);
  read.problems.forEach((p) => problems.add(p));
  const tableSheet = find(TABLE_SHEET.kind);
  if (!tableSheet) return { name: group, games: read.games, removed: [] };
  const table = parseTable(
    readSheet(tableSheet),
    read.games.flatMap((g) => [g.first, g.second]),
  );
  table.problems.forEach((p) => problems.add(p));
  return { name: group, games: read.games, removed: table.removed.map((r) => r.name) };
}
