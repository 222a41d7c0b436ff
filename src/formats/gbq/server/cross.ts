/**
 * createGbqCrossTable (README "Cross-group table"): a sheet comparing the (q+1)-th placed of several GBQ group
 * tables (seed §1c). Under the document lock (createSheets) the request is checked whole (every problem at once)
 * against the group tables there, then the sheet is created (limits checked first, all or nothing).
 */
import type { CreateGbqCrossTableInput, CreateGbqCrossTableResult } from '../api';
import { checkTitle, Problems } from '../../../shared/rules/input';
import { createSheets, freeNames, type Creation } from '../../../shared/server/create';

/** Calls to find a group table and read its metadata. */
const CALLS_PER_GROUP_READ = 2;
import { buildCrossPlan, CrossGroup } from '../sheets/cross';
import { GBQ_TABLE } from '../sheets/table';
import { isGbqTable, readMetadata } from './read';
import { activeSpreadsheet } from '../../../shared/server/auth';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

export const GBQ_CROSS_CREATION = 'This GBQ cross-group table';

/** The groups to compare and k, or one Error listing every problem. */
export function checkCrossInput(ss: Spreadsheet, input: unknown): { title: string; groups: CrossGroup[]; k: number } {
  const problems = new Problems();
  const o = (input ?? {}) as Partial<CreateGbqCrossTableInput>;
  const title = checkTitle(o.title, 'GBQ cross-group table', problems);
  const listed = o.sheets === undefined || o.sheets === null ? [] : o.sheets;
  const groups: CrossGroup[] = [];
  if (!Array.isArray(listed)) problems.add('Sheets: give the group tables to compare, one sheet name per line (blank = every GBQ table).');
  else if (listed.filter((s) => String(s ?? '').trim() !== '').length === 0) {
    for (const sheet of ss.getSheets()) {
      const meta = readMetadata(sheet);
      if (isGbqTable(meta)) groups.push({ sheet: meta.sheetName, players: meta.metaInt(GBQ_TABLE.keys.players) ?? 0 });
    }
    if (groups.length < 2) problems.add(`Sheets: the spreadsheet has ${groups.length} GBQ group table(s); a cross-group table compares 2 or more.`);
  } else {
    const seen = new Map<string, number>();
    listed.forEach((raw, i) => {
      const name = String(raw ?? '').trim();
      if (name === '') return;
      const found = ss.getSheetByName(name);
      const sheet = found ? readMetadata(found) : null;
      if (!sheet) problems.add(`Sheet ${i + 1}: there is no sheet named "${name}".`);
      else if (!isGbqTable(sheet)) problems.add(`Sheet ${i + 1}: "${name}" is not a GBQ group table.`);
      else if (seen.has(name)) problems.add(`Sheet ${i + 1}: "${name}" is listed twice (sheets ${(seen.get(name) as number) + 1} and ${i + 1}).`);
      else groups.push({ sheet: name, players: sheet.metaInt(GBQ_TABLE.keys.players) ?? 0 });
      if (!seen.has(name)) seen.set(name, i);
    });
    if (groups.length === 1 && problems.count === 0) problems.add('Sheets: a cross-group table compares 2 or more group tables; name at least two.');
  }
  const k = o.k;
  const m = Math.max(groups.length, 1);
  if (typeof k !== 'number' || !Number.isInteger(k) || k < 1 || (groups.length >= 2 && k > groups.length)) {
    problems.add(`Best k ${JSON.stringify(k ?? '')} is not allowed; use how many (q+1)-th placed qualify, a whole number from 1 to ${m}.`);
  }
  problems.throwIfAny();
  return { title, groups, k: k as number };
}

/** Creates the cross-group table of GBQ group tables (see the file comment). */
export function createGbqCrossTable(input: CreateGbqCrossTableInput): CreateGbqCrossTableResult {
  const ss = activeSpreadsheet();
  let groups: string[] = [];
  const creation: Creation = { what: GBQ_CROSS_CREATION, extraCalls: 1, after: ([made]) => made.activate() };
  const [sheet] = createSheets(
    ss,
    (book) => {
      // Checked under the lock: the group tables compared are the ones there when the sheet is written.
      const spec = checkCrossInput(book, input);
      groups = spec.groups.map((g) => g.sheet);
      // The activation, and each group table found and its metadata read (counted in the run estimate).
      creation.extraCalls = 1 + CALLS_PER_GROUP_READ * groups.length;
      const [name] = freeNames(book, [{ title: spec.title }]);
      return [buildCrossPlan(spec, name)];
    },
    creation,
  );
  return { sheet: sheet.getName(), groups };
}
