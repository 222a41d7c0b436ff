/**
 * The GBQ extractors of publishStandings (src/publish.ts): a group table (`gbq-table`) and the cross-group table
 * (`gbq-cross`). Each sheet is read (readSheet and its formulas) and parsed by its sheets/ module: the typed cells —
 * the settings, options, ENTRY block and results log — are checked with the table's own rules and the standings
 * computed (rules/publishRead.ts, rules/publish.ts); the GBQ, GBQSTATUS and other formula cells are never read for
 * the numbers. A table with anything to fix lists every problem above the post. Read only: nothing is written.
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
 * The group of a parsed table, computed over what can be read, and the problems to fix: listed above
 * the post rather than refused, so nobody posts standings with a silently dropped game. Refused only when the
 * standings cannot be computed at all, or when the rules find nothing but the sheet's own "problems to fix" (B6)
 * is not 0 (the sheet and the rules disagree).
 */
export function checkedGroup(table: ParsedGbqTable, label: string): { group: GbqGroup; problems: string[] } {
  const { group, problems } = table;
  if (!group) {
    throw new Error(
      [
        `Cannot publish the standings of ${label} until these are fixed (the table's Check columns and B6 flag them too):`,
        ...problems.map((p) => `- ${p}`),
      ].join('\n'),
    );
  }
  if (problems.length === 0 && table.flagged !== 0) {
    const shown = table.flagged === null || table.flagged === undefined ? '' : String(table.flagged);
    throw new Error(
      `Cannot publish the standings of ${label}: "Problems to fix" (B6) shows ${shown || 'nothing'} (${table.flaggedRemark}). Fix what the table flags, then publish again.`,
    );
  }
  return { group, problems };
}

/** The problems to fix as the first section of the post, above the standings (none: the post is unchanged). */
export function withProblems(doc: StandingsDoc, problems: readonly string[]): StandingsDoc {
  if (problems.length === 0) return doc;
  const out: StandingsDoc = { ...doc, problems: [...problems] };
  // Over the rows that can be read the games played may not pair up (an odd sum): no "after N of M games" then.
  const p = doc.progress;
  if (p && !(Number.isInteger(p.done) && Number.isInteger(p.total) && p.done >= 0 && p.done <= p.total)) delete out.progress;
  return out;
}

/** `gbq-table`: one group table. */
export function gbqTableExtractor(_ss: Spreadsheet, sheet: Sheet, context: PublishContext): StandingsDoc {
  const table = parseGbqTable(readSheet(sheet), readFormulas(sheet));
  const { group, problems } = checkedGroup(table, `"${sheet.getName()}"`);
  return withProblems(
    computed(() => gbqGroupDoc(group, context.date), `"${sheet.getName()}"`, problems),
    problems,
  );
}

/** The doc, or the refusal naming every problem when the standings cannot be computed from what is left. */
function computed(make: () => StandingsDoc, label: string, problems: readonly string[]): StandingsDoc {
  try {
    return make();
  } catch (e) {
    if (problems.length === 0) throw e;
    throw new Error([`Cannot publish the standings of ${label} until these are fixed:`, ...problems.map((p) => `- ${p}`)].join('\n'));
  }
}

/** `gbq-cross`: the best k of the (q+1)-th placed, each group computed from its own table; every problem at once. */
export function gbqCrossExtractor(ss: Spreadsheet, sheet: Sheet, context: PublishContext): StandingsDoc {
  const cross = parseGbqCross(readSheet(sheet), readFormulas(sheet));
  const problems = [...cross.problems];
  /** Problems inside a group table: listed above the post (the group computed over what can be read). */
  const listed: string[] = [];
  const groups: CrossGroupInput[] = [];
  for (const { row, sheet: name } of cross.rows) {
    const groupSheet = name === undefined ? null : ss.getSheetByName(name);
    const grid = groupSheet ? readSheet(groupSheet) : null;
    if (!groupSheet || !grid || !isGbqTable(grid)) {
      problems.push(`"${sheet.getName()}" A${row}: its group table${name ? ` "${name}"` : ''} is missing (deleted?) or is not a GBQ group table.`);
      continue;
    }
    try {
      const { group: g, problems: flagged } = checkedGroup(parseGbqTable(grid, readFormulas(groupSheet)), `the group "${grid.sheetName}"`);
      listed.push(...flagged);
      groups.push({ name: g.title, group: g });
    } catch (e) {
      problems.push((e as Error).message);
    }
  }
  if (problems.length > 0 || cross.k === undefined) {
    throw new Error([`Cannot publish the cross-group table "${sheet.getName()}" until these are fixed:`, ...problems.map((p) => `- ${p}`)].join('\n'));
  }
  const k = cross.k;
  return withProblems(
    computed(() => gbqCrossDoc(cross.title, context.date, k, groups), `the cross-group table "${sheet.getName()}"`, listed),
    listed,
  );
}
