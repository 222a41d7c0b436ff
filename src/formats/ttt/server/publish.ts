/**
 * The TTT extractors of publishStandings (src/publish.ts): a group's table (`ttt-table`, and its `ttt-games`
 * sheet) and the set's statistics (`ttt-stats`). The Games sheets' typed results are read — a result cell linked
 * to the Timeouts sheet is adjudicated here from that row's who-timed-out and GnuBG's W, G, B (rules/timeout.ts),
 * never from TTTTIMEOUT's output — with the set's scoring (Stats B3) and each Table's removed list, and the
 * standings are computed by the rules (rules/publish.ts → tttStandings): TTTSTANDINGS' cells are never read.
 * Every unreadable cell is named at once. Read only: nothing is written.
 */
import { Problems, isEmptyCell as blank } from '../../../shared/rules/input';
import { cleanName, nameKey } from '../../../shared/rules/names';
import type { PublishContext, StandingsDoc } from '../../../shared/rules/publish';
import { a1, onSheet } from '../../../shared/sheets/plan';
import { ADDON_SHEET_KEY } from '../../../shared/server/applyPlan';
import { tttGroupDoc, tttStatsDoc, type PublishedGroup } from '../rules/publish';
import { checkAdjudicated, parseResultText } from '../rules/result';
import { maxScore, NAMED_SCORINGS, type TttScoring } from '../rules/scores';
import type { TttGame } from '../rules/standings';
import { isProbabilityProblem, readProbabilities, timeoutScore } from '../rules/timeout';
import { GAMES, STATS, TABLE, TIMEOUTS } from '../sheets/layout';
import { linkedResultFormula } from '../sheets/timeouts';
import { findSet, setKeyOf, type RegisteredSet } from './registry';
import { metadataValue as meta } from '../../../shared/server/metadata';

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;
type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

const CODES_ACCEPTED = 'type W1 W2 W3 L1 L2 L3 WT LT, or WT x / LT x for an adjudicated timeout';
const MAX_GROUP = 64;
const where = (sheet: Sheet, row: number, column: number): string => onSheet(sheet.getName(), a1(row, column));

/** The set's scoring, from the one cell the whole set reads (Stats B3). */
function scoringOf(ss: Spreadsheet, set: RegisteredSet, problems: Problems): TttScoring {
  const stats = set.statsSheetId === undefined ? null : ss.getSheetById(set.statsSheetId);
  if (!stats) return NAMED_SCORINGS.get('current')!;
  const cell = stats.getRange(STATS.scoringCell.replace(/\$/g, '')).getValue();
  const scoring = NAMED_SCORINGS.get(String(cell).trim().toLowerCase());
  if (!scoring) problems.add(`Cell ${onSheet(stats.getName(), STATS.scoringCell.replace(/\$/g, ''))}: "${String(cell)}" is not a scoring; choose current or original.`);
  return scoring ?? NAMED_SCORINGS.get('current')!;
}

/** An adjudicated result from a Timeouts row (inviter's view), or plain WT / LT while W, G, B are not all typed. */
function fromTimeoutsRow(timeouts: Sheet, row: number, max: number, problems: Problems): TttGame['result'] {
  const [, , inviter, invitee, who, w, g, b] = timeouts.getRange(row, 1, 1, TIMEOUTS.col.backgammons).getValues()[0];
  const invited = nameKey(String(who)) === nameKey(String(invitee));
  if (!invited && nameKey(String(who)) !== nameKey(String(inviter))) {
    problems.add(`Cell ${where(timeouts, row, TIMEOUTS.col.timedOut)}: "${String(who)}" is neither the inviter (${String(inviter)}) nor the invitee (${String(invitee)}); type who timed out or resigned.`);
    return null;
  }
  const code = invited ? 'WT' : 'LT';
  const wgb = [w, g, b];
  wgb.forEach((v, i) => {
    if (!blank(v) && typeof v !== 'number') problems.add(`Cell ${where(timeouts, row, TIMEOUTS.col.wins + i)}: "${String(v)}" is not a percentage; type GnuBG's number (98.7).`);
  });
  if (!wgb.every((v) => typeof v === 'number')) return code;
  const p = readProbabilities(w as number, g as number, b as number);
  if (isProbabilityProblem(p)) {
    problems.add(`Cell ${where(timeouts, row, TIMEOUTS.col.wins + p.index)}: ${p.problem} (GnuBG's wins include gammons, its gammons include backgammons).`);
    return code;
  }
  return { code, score: timeoutScore(p, max) };
}

/** One Games sheet's games, each result read as the rules read it; problems named by cell. */
function readGames(gamesSheet: Sheet, timeouts: Sheet | null, scoring: TttScoring, problems: Problems): TttGame[] {
  const last = gamesSheet.getLastRow();
  if (last < GAMES.firstRow) return [];
  const n = last - GAMES.firstRow + 1;
  const values = gamesSheet.getRange(GAMES.firstRow, GAMES.col.inviter, n, 4).getValues();
  const formulas = gamesSheet.getRange(GAMES.firstRow, GAMES.col.result, n, 1).getFormulas();
  const max = maxScore(scoring);
  const games: TttGame[] = [];
  values.forEach(([inviter, invitee, , result], i) => {
    if (blank(inviter) || blank(invitee)) return;
    const row = GAMES.firstRow + i;
    const cell = where(gamesSheet, row, GAMES.col.result);
    const formula = formulas[i][0];
    const link = /!\$J\$(\d+)$/.exec(formula);
    let r: TttGame['result'] = null;
    if (timeouts && link && formula === linkedResultFormula(timeouts.getName(), Number(link[1]))) {
      r = fromTimeoutsRow(timeouts, Number(link[1]), max, problems);
    } else if (typeof result === 'number') {
      if (result >= 1 && result <= max) r = result;
      else problems.add(`Cell ${cell}: ${result} is not an adjudicated score from 1 to ${max}; ${CODES_ACCEPTED}.`);
    } else if (!blank(result)) {
      const parsed = parseResultText(String(result));
      const problem = parsed && typeof parsed === 'object' ? checkAdjudicated(parsed.score, max) : null;
      if (!parsed || problem) problems.add(`Cell ${cell}: "${String(result)}" is not a result${problem ? `: ${problem}` : ''}; ${CODES_ACCEPTED}.`);
      else r = parsed;
    }
    games.push({ first: cleanName(String(inviter)), second: cleanName(String(invitee)), result: r });
  });
  return games;
}

/** The Table sheet's removed players, each checked against the group's players. */
function readRemoved(table: Sheet | null, games: readonly TttGame[], problems: Problems): string[] {
  if (!table) return [];
  const players = new Set(games.flatMap((g) => [nameKey(g.first), nameKey(g.second)]));
  const out: string[] = [];
  table.getRange(TABLE.removedFirstRow, TABLE.removedColumn, MAX_GROUP, 1).getValues().forEach(([v], i) => {
    if (blank(v)) return;
    const name = cleanName(String(v));
    if (!players.has(nameKey(name))) problems.add(`Cell ${where(table, TABLE.removedFirstRow + i, TABLE.removedColumn)}: "${name}" is not a player of this group; pick a name from the list.`);
    else out.push(name);
  });
  return out;
}

/** The sheets of a set by kind and group (a mini-TTT is its own group, "G1 mini"). */
function setSheets(ss: Spreadsheet, key: string | null): { kind: string | null; group: string | null; sheet: Sheet }[] {
  return ss
    .getSheets()
    .filter((s) => setKeyOf(s) === key)
    .map((sheet) => ({ kind: meta(sheet, ADDON_SHEET_KEY), group: meta(sheet, 'ttt-group'), sheet }));
}

function fail(problems: Problems, sheet: string): void {
  if (problems.count === 0) return;
  const all = new Problems();
  all.add(`Cannot publish the standings of "${sheet}" until the sheet is fixed:`);
  all.collect(() => problems.throwIfAny());
  all.throwIfAny();
}

function readGroup(ss: Spreadsheet, set: RegisteredSet, sheets: ReturnType<typeof setSheets>, group: string, scoring: TttScoring, problems: Problems): PublishedGroup {
  const find = (kind: string) => sheets.find((s) => s.kind === kind && s.group === group)?.sheet ?? null;
  const gamesSheet = find('ttt-games');
  if (!gamesSheet) {
    problems.add(`The Games sheet of ${group} is missing (deleted?).`);
    return { name: group, games: [], removed: [] };
  }
  const timeouts = set.timeoutsSheetId === undefined ? null : ss.getSheetById(set.timeoutsSheetId);
  const games = readGames(gamesSheet, timeouts, scoring, problems);
  return { name: group, games, removed: readRemoved(find('ttt-table'), games, problems) };
}

/** `ttt-table` / `ttt-games`: one group's standings (a mini-TTT's too). */
export function tttGroupExtractor(ss: Spreadsheet, sheet: Sheet, context: PublishContext): StandingsDoc {
  const set = findSet(ss, sheet.getName());
  const group = meta(sheet, 'ttt-group') ?? '';
  const problems = new Problems();
  const scoring = scoringOf(ss, set, problems);
  const published = readGroup(ss, set, setSheets(ss, setKeyOf(sheet)), group, scoring, problems);
  fail(problems, sheet.getName());
  return tttGroupDoc(set.title, context.date, published, scoring);
}

/** `ttt-stats`: the set's statistics, every group of the set (mini-TTTs left out). */
export function tttStatsExtractor(ss: Spreadsheet, sheet: Sheet, context: PublishContext): StandingsDoc {
  const set = findSet(ss, sheet.getName());
  const problems = new Problems();
  const scoring = scoringOf(ss, set, problems);
  const sheets = setSheets(ss, setKeyOf(sheet));
  const groups = set.groups.map((g) => readGroup(ss, set, sheets, g.name, scoring, problems));
  fail(problems, sheet.getName());
  return tttStatsDoc(set.title, context.date, groups, scoring);
}
