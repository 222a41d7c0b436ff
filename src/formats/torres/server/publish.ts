/**
 * The TORRES extractors of publishStandings (src/publish.ts): a group sheet (`torres-group`) and the league
 * overview (`torres-overview`). Each group sheet is parsed (sheets/groupSheet.ts: typed points, Elo list, VP by
 * place, Elo order) and the standings computed by the rules (rules/publish.ts → torresStandings): TORRESRANK's cells
 * are never read. A typing slip leaves its game out, as on the sheet, and is listed above the post naming its cell
 * (doc.problems). Read only: nothing is written.
 */
import { Problems } from '../../../shared/rules/input';
import type { PublishContext, StandingsDoc } from '../../../shared/rules/publish';
import { torresGroupDoc, torresOverviewDoc, type TorresGroupData } from '../rules/publish';
import { groupData, type TorresGroupSheet } from '../sheets/groupSheet';
import { groupSheetsByName, leaguesOf, readGroupSheet, readListedGroup, readOverviewSheet } from './read';

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;
type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

/**
 * Everything the standings need from one group sheet. A typing slip leaves its game out (as TORRESRANK does) and
 * its problem, naming the sheet cell, is listed above the post (docs/rules.md §0.3); only a sheet whose settings
 * cannot be read at all is refused (undefined, its problems in `refused`).
 */
export function readGroupData(ss: Spreadsheet, sheet: Sheet, listed: string[], refused: Problems): { data: TorresGroupData; title: string } | undefined {
  return groupDataOf(ss, readGroupSheet(sheet), listed, refused);
}

/** A group sheet already read and parsed, as readGroupData gives it. */
function groupDataOf(
  ss: Spreadsheet,
  { group, problems }: { group?: TorresGroupSheet; problems: string[] },
  listed: string[],
  refused: Problems,
): { data: TorresGroupData; title: string } | undefined {
  if (!group || !group.settingsRead) {
    for (const p of problems) refused.add(p);
    return undefined;
  }
  listed.push(...problems);
  return { data: groupData(group, leaguesOf(ss, group)), title: group.title };
}

function fail(problems: Problems, sheet: string): void {
  if (problems.count === 0) return;
  const all = new Problems();
  all.add(`Cannot publish the standings of "${sheet}" until the sheet is fixed:`);
  all.collect(() => problems.throwIfAny());
  all.throwIfAny();
}

/** The problems to fix listed above the post (none: the doc, and so the post, is unchanged). */
function withProblems(doc: StandingsDoc, problems: readonly string[]): StandingsDoc {
  return problems.length === 0 ? doc : { ...doc, problems: [...problems] };
}

/** `torres-group`: one group's standings. */
export function torresGroupExtractor(ss: Spreadsheet, sheet: Sheet, context: PublishContext): StandingsDoc {
  const refused = new Problems();
  const listed: string[] = [];
  const read = readGroupData(ss, sheet, listed, refused);
  fail(refused, sheet.getName());
  return withProblems(torresGroupDoc(read!.title, context.date, read!.data), listed);
}

/** `torres-overview`: every group of the overview, league by league; every unreadable group named at once. */
export function torresOverviewExtractor(ss: Spreadsheet, sheet: Sheet, context: PublishContext): StandingsDoc {
  const overview = readOverviewSheet(sheet);
  const refused = new Problems();
  const listed: string[] = [...overview.settings];
  const groups: TorresGroupData[] = [];
  // The group sheets by one metadata search (read.ts), not a read per tab.
  const found = groupSheetsByName(ss, overview.title);
  for (const g of overview.groups) {
    const parsed = readListedGroup(ss, g.sheet, found);
    if (!parsed) {
      refused.add(
        `League ${g.league} group ${g.group}: its group sheet "${g.sheet}" is missing (renamed or deleted? named in "${sheet.getName()}" C${g.firstRow}).`,
      );
      continue;
    }
    const read = groupDataOf(ss, parsed, listed, refused);
    if (read) groups.push(read.data);
  }
  fail(refused, sheet.getName());
  return withProblems(torresOverviewDoc(overview.title || sheet.getName(), context.date, groups), listed);
}
