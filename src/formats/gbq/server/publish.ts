/**
 * The GBQ extractors of publishStandings (src/publish.ts): a group table (`gbq-table`) and the cross-group table
 * (`gbq-cross`). Each sheet is read (readSheet and its formulas) and parsed by its sheets/ module: the typed cells —
 * the settings, options, ENTRY block and results log — are checked with the table's own rules and the standings
 * computed (rules/publishRead.ts, rules/publish.ts); the GBQ, GBQSTATUS and other formula cells are never read for
 * the numbers. A table with anything to fix is refused, naming every row. Read only: nothing is written.
 */
import type { PublishContext, StandingsDoc } from '../../../shared/rules/publish';
import { readSheet } from '../../../shared/server/readSheet';
import { gbqCrossDoc, gbqGroupDoc, type CrossGroupInput } from '../rules/publish';
import type { GbqGroup } from '../rules/publishRead';
import { parseGbqCross } from '../sheets/cross';
import { parseGbqTable, type ParsedGbqTable } from '../sheets/table';
import { isGbqTable, readFormulas } from './read';

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;
type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

/**
 * The checked group of a parsed table, or an Error naming every row to fix. Belt and braces: when the rules find
 * nothing but the sheet's own "problems to fix" (B6) is not 0, the sheet and the rules disagree, so nothing is
 * published.
 */
export function checkedGroup(table: ParsedGbqTable, label: string): GbqGroup {
  const { group, problems } = table;
  if (!group) {
    throw new Error(
      [
        `Cannot publish the standings of ${label} until these are fixed (the table's Check columns and B6 flag them too):`,
        ...problems.map((p) => `- ${p}`),
      ].join('\n'),
    );
  }
  if (table.flagged !== 0) {
    const shown = table.flagged === null || table.flagged === undefined ? '' : String(table.flagged);
    throw new Error(
      `Cannot publish the standings of ${label}: "Problems to fix" (B6) shows ${shown || 'nothing'} (${table.flaggedRemark}). Fix what the table flags, then publish again.`,
    );
  }
  return group;
}

/** `gbq-table`: one group table. */
export function gbqTableExtractor(_ss: Spreadsheet, sheet: Sheet, context: PublishContext): StandingsDoc {
  const table = parseGbqTable(readSheet(sheet), readFormulas(sheet));
  return gbqGroupDoc(checkedGroup(table, `"${sheet.getName()}"`), context.date);
}

/** `gbq-cross`: the best k of the (q+1)-th placed, each group computed from its own table; every problem at once. */
export function gbqCrossExtractor(ss: Spreadsheet, sheet: Sheet, context: PublishContext): StandingsDoc {
  const cross = parseGbqCross(readSheet(sheet), readFormulas(sheet));
  const problems = [...cross.problems];
  const groups: CrossGroupInput[] = [];
  for (const { row, sheet: name } of cross.rows) {
    const groupSheet = name === undefined ? null : ss.getSheetByName(name);
    const grid = groupSheet ? readSheet(groupSheet) : null;
    if (!groupSheet || !grid || !isGbqTable(grid)) {
      problems.push(`Row ${row}: its group table${name ? ` "${name}"` : ''} is missing (deleted?) or is not a GBQ group table.`);
      continue;
    }
    try {
      const g = checkedGroup(parseGbqTable(grid, readFormulas(groupSheet)), `the group "${grid.sheetName}"`);
      groups.push({ name: g.title, group: g });
    } catch (e) {
      problems.push((e as Error).message);
    }
  }
  if (problems.length > 0 || cross.k === undefined) {
    throw new Error([`Cannot publish the cross-group table "${sheet.getName()}" until these are fixed:`, ...problems.map((p) => `- ${p}`)].join('\n'));
  }
  return gbqCrossDoc(cross.title, context.date, cross.k, groups);
}
