/**
 * The TORRES extractors of publishStandings (src/publish.ts): a group sheet (`torres-group`) and the league
 * overview (`torres-overview`). Each group sheet is parsed (sheets/groupSheet.ts: typed points, Elo list, VP by
 * place, Elo order) and the standings computed by the rules (rules/publish.ts → torresStandings): TORRESRANK's cells
 * are never read, so a typo that shows an error there is named here by its cell. Read only: nothing is written.
 */
import { Problems } from '../../../shared/rules/input';
import type { PublishContext, StandingsDoc } from '../../../shared/rules/publish';
import { torresGroupDoc, torresOverviewDoc, type TorresGroupData } from '../rules/publish';
import { groupData } from '../sheets/groupSheet';
import { isGroupSheet, leaguesOf, readGroupSheet, readOverviewSheet } from './read';

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;
type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

/** Everything the standings need from one group sheet, every problem named by its cell (all at once). */
export function readGroupData(ss: Spreadsheet, sheet: Sheet, problems: Problems): { data: TorresGroupData; title: string } | undefined {
  const { group, problems: found } = readGroupSheet(sheet);
  for (const p of found) problems.add(p);
  if (!group || found.length > 0) return undefined;
  return { data: groupData(group, leaguesOf(ss, group)), title: group.title };
}

function fail(problems: Problems, sheet: string): void {
  if (problems.count === 0) return;
  const all = new Problems();
  all.add(`Cannot publish the standings of "${sheet}" until the sheet is fixed:`);
  all.collect(() => problems.throwIfAny());
  all.throwIfAny();
}

/** `torres-group`: one group's standings. */
export function torresGroupExtractor(ss: Spreadsheet, sheet: Sheet, context: PublishContext): StandingsDoc {
  const problems = new Problems();
  const read = readGroupData(ss, sheet, problems);
  fail(problems, sheet.getName());
  return torresGroupDoc(read!.title, context.date, read!.data);
}

/** `torres-overview`: every group of the overview, league by league; every unreadable group named at once. */
export function torresOverviewExtractor(ss: Spreadsheet, sheet: Sheet, context: PublishContext): StandingsDoc {
  const overview = readOverviewSheet(sheet);
  const problems = new Problems();
  const groups: TorresGroupData[] = [];
  for (const g of overview.groups) {
    const groupSheet = ss.getSheetByName(g.sheet);
    if (!groupSheet || !isGroupSheet(groupSheet)) {
      problems.add(`League ${g.league} group ${g.group}: its group sheet "${g.sheet}" is missing (renamed or deleted?).`);
      continue;
    }
    const read = readGroupData(ss, groupSheet, problems);
    if (read) groups.push(read.data);
  }
  fail(problems, sheet.getName());
  return torresOverviewDoc(overview.title || sheet.getName(), context.date, groups);
}
