/**
 * The TORRES extractors of publishStandings (src/publish.ts): a group sheet (`torres-group`) and the league
 * overview (`torres-overview`). Each group sheet's typed points, Elo list, VP by place and Elo order are read and
 * the standings computed by the rules (rules/publish.ts → torresStandings): TORRESRANK's cells are never read, so
 * a typo that shows an error there is named here by its cell. Read only: nothing is written.
 */
import { Problems, isEmptyCell as blank } from '../../../shared/rules/input';
import { cleanName, nameKey } from '../../../shared/rules/names';
import type { PublishContext, StandingsDoc } from '../../../shared/rules/publish';
import { a1 } from '../../../shared/sheets/plan';
import { ADDON_SHEET_KEY } from '../../../shared/server/applyPlan';
import { torresGroupDoc, torresOverviewDoc, type TorresGroupData, type TorresSeat } from '../rules/publish';
import { DELAYED, type GamePoints, vpTableProblem } from '../rules/vp';
import { groupLabel, TORRES_GROUP_KIND } from '../sheets/group';
import { GROUP, seatColumn, WITHDRAWN_STATUS } from '../sheets/layout';
import { fictitiousRecord } from './fictitious';
import { leaguesOf, meta, overviewGroups } from './read';

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;
type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;
type Values = readonly (readonly unknown[])[];

const DELAYED_MARK = /^D\s*(\d+)$/i;
const POINTS_ACCEPTED = 'type the particular points (a whole number), or D and the score at the last completed year (D 95)';

function nameOf(value: unknown, cell: string, problems: Problems): string {
  if (value instanceof Date) {
    problems.add(`Cell ${cell}: a date is not a player name; type the name as text.`);
    return '';
  }
  return cleanName(typeof value === 'boolean' ? (value ? 'TRUE' : 'FALSE') : String(value ?? ''));
}

function pointsOf(value: unknown, cell: string, problems: Problems): GamePoints | null {
  if (blank(value)) return null;
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 1e9) return value;
  const text = typeof value === 'string' ? value.trim() : '';
  const mark = DELAYED_MARK.exec(text);
  if (mark && Number(mark[1]) <= 1e9) return { delayed: Number(mark[1]) };
  if (text.toUpperCase() === DELAYED) problems.add(`Cell ${cell}: D without a score; type D and the player's score at the last completed year (D 95).`);
  else problems.add(`Cell ${cell}: "${String(value)}" is not points; ${POINTS_ACCEPTED}.`);
  return null;
}

function readGames(values: Values, where: string, vpPlaces: number, problems: Problems): TorresSeat[][] {
  const games: TorresSeat[][] = [];
  for (let r = GROUP.firstGameRow; typeof values[r - 1]?.[GROUP.gameColumn - 1] === 'number'; r++) {
    const seats: TorresSeat[] = [];
    for (let s = 0; s < GROUP.seats; s++) {
      const c = seatColumn(s);
      const nameCell = `${where}!${a1(r, c)}`;
      const pointsCell = `${where}!${a1(r, c + 1)}`;
      const name = nameOf(values[r - 1][c - 1], nameCell, problems);
      const points = pointsOf(values[r - 1][c], pointsCell, problems);
      if (name === '') {
        if (points !== null) problems.add(`Cell ${pointsCell}: points without a player; put the player's name beside the points.`);
        continue;
      }
      if (seats.some((x) => nameKey(x.name) === nameKey(name))) problems.add(`Cell ${nameCell}: '${name}' plays twice in game ${r - GROUP.firstGameRow + 1}.`);
      seats.push({ name, points });
    }
    if (seats.length > vpPlaces) problems.add(`Game ${r - GROUP.firstGameRow + 1} (row ${r} of ${where}) has ${seats.length} players but VP by place gives ${vpPlaces} places.`);
    if (seats.length === 1 && seats[0].points !== null) problems.add(`Game ${r - GROUP.firstGameRow + 1} (row ${r} of ${where}) has one player; a game has 2 to ${vpPlaces} players.`);
    games.push(seats);
  }
  return games;
}

/** Everything the standings need from one group sheet, every problem named by its cell (all at once). */
export function readGroupData(ss: Spreadsheet, sheet: Sheet, problems: Problems): TorresGroupData | undefined {
  const where = `'${sheet.getName()}'`;
  const values = sheet.getDataRange().getValues();
  const at = (row: number, column: number): unknown => values[row - 1]?.[column - 1] ?? '';
  const league = Number(meta(sheet, 'torres-league'));
  const group = Number(meta(sheet, 'torres-group'));
  const roster = Number(meta(sheet, 'torres-players'));
  const before = problems.count;
  const vpByPlace: number[] = [];
  for (let c = GROUP.valueColumn; typeof at(GROUP.vpRow, c) === 'number'; c++) vpByPlace.push(at(GROUP.vpRow, c) as number);
  const vpProblem = vpTableProblem(vpByPlace);
  if (vpProblem) problems.add(`VP by place (${where}!${a1(GROUP.vpRow, GROUP.valueColumn)} onwards) ${vpProblem}.`);
  const order = String(at(GROUP.eloOrderRow, GROUP.valueColumn)).trim().toLowerCase();
  if (order !== 'low' && order !== 'high') problems.add(`Cell ${where}!${a1(GROUP.eloOrderRow, GROUP.valueColumn)}: the Elo order must be low or high.`);
  const games = readGames(values, where, vpProblem ? Infinity : vpByPlace.length, problems);
  const rosterRows: TorresGroupData['roster'] = [];
  for (let i = 0; i < roster; i++) {
    const row = GROUP.firstGameRow + i;
    const name = nameOf(at(row, GROUP.eloColumn), `${where}!${a1(row, GROUP.eloColumn)}`, problems);
    if (name === '') continue;
    const elo = at(row, GROUP.eloColumn + 1);
    if (!blank(elo) && typeof elo !== 'number') problems.add(`Cell ${where}!${a1(row, GROUP.eloColumn + 1)}: the Elo of '${name}' is not a number.`);
    const withdrawn = String(at(row, GROUP.statusColumn)).trim().toLowerCase().startsWith(WITHDRAWN_STATUS);
    rosterRows.push(typeof elo === 'number' ? { name, elo, withdrawn } : { name, withdrawn });
  }
  if (problems.count > before) return undefined;
  return {
    league,
    group,
    leagues: leaguesOf(ss, sheet, league),
    games,
    roster: rosterRows,
    fictitious: fictitiousRecord(sheet, values, roster),
    vpByPlace,
    eloOrder: order as 'low' | 'high',
  };
}

function fail(problems: Problems, sheet: string): void {
  if (problems.count === 0) return;
  const all = new Problems();
  all.add(`Cannot publish the standings of "${sheet}" until the sheet is fixed:`);
  all.collect(() => problems.throwIfAny());
  all.throwIfAny();
}

/** The championship title: the sheet's record, else its A1 without ": League k group g". */
function titleOf(sheet: Sheet, league: number, group: number): string {
  const recorded = meta(sheet, 'torres-title');
  if (recorded !== null && recorded.trim() !== '') return recorded;
  const a1Text = String(sheet.getRange(GROUP.titleRow, 1).getValue());
  const suffix = `: ${groupLabel(league, group)}`;
  return a1Text.endsWith(suffix) ? a1Text.slice(0, -suffix.length) : a1Text || sheet.getName();
}

/** `torres-group`: one group's standings. */
export function torresGroupExtractor(ss: Spreadsheet, sheet: Sheet, context: PublishContext): StandingsDoc {
  const problems = new Problems();
  const data = readGroupData(ss, sheet, problems);
  fail(problems, sheet.getName());
  return torresGroupDoc(titleOf(sheet, data!.league, data!.group), context.date, data!);
}

/** `torres-overview`: every group of the overview, league by league; every unreadable group named at once. */
export function torresOverviewExtractor(ss: Spreadsheet, sheet: Sheet, context: PublishContext): StandingsDoc {
  const values = sheet.getDataRange().getValues();
  const problems = new Problems();
  const groups: TorresGroupData[] = [];
  for (const g of overviewGroups(values, sheet.getName())) {
    const groupSheet = ss.getSheetByName(g.sheet);
    if (!groupSheet || meta(groupSheet, ADDON_SHEET_KEY) !== TORRES_GROUP_KIND) {
      problems.add(`League ${g.league} group ${g.group}: its group sheet "${g.sheet}" is missing (renamed or deleted?).`);
      continue;
    }
    const data = readGroupData(ss, groupSheet, problems);
    if (data) groups.push(data);
  }
  fail(problems, sheet.getName());
  const title = meta(sheet, 'torres-title') ?? String(values[0]?.[0] ?? sheet.getName());
  return torresOverviewDoc(title, context.date, groups);
}
