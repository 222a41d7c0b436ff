/**
 * The TTT extractors of publishStandings (src/publish.ts): a group's table (its Table or Games sheet) and the
 * set's statistics (the Stats sheet). Read → parse → decide: the Games sheets' typed results, the Timeouts rows
 * their result cells read (adjudicated from who timed out and GnuBG's W, G, B, never from TTTTIMEOUT's output),
 * the set's scoring (Stats B3) and each Table's removed list are parsed (server/read.ts), and the standings are
 * computed by the rules (rules/publish.ts → tttStandings): TTTSTANDINGS' cells are never read. Every unreadable
 * cell is named at once. Read only: nothing is written.
 */
import { Problems } from '../../../shared/rules/input';
import type { PublishContext, StandingsDoc } from '../../../shared/rules/publish';
import { metadataMap } from '../../../shared/server/metadata';
import { tttGroupDoc, tttStatsDoc } from '../rules/publish';
import { GAMES_SHEET } from '../sheets/games';
import { findSet, setKeyOf } from './registry';
import { readGroup, readScoring, readTimeouts, setSheets } from './read';

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;
type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

function fail(problems: Problems, sheet: string): void {
  if (problems.count === 0) return;
  const all = new Problems();
  all.add(`Cannot publish the standings of "${sheet}" until the sheet is fixed:`);
  all.collect(() => problems.throwIfAny());
  all.throwIfAny();
}

/** A group's Table or Games sheet: one group's standings (a mini-TTT's too). */
export function tttGroupExtractor(ss: Spreadsheet, sheet: Sheet, context: PublishContext): StandingsDoc {
  const set = findSet(ss, sheet.getName());
  const group = metadataMap(sheet).get(GAMES_SHEET.keys.group) ?? '';
  const problems = new Problems();
  const scoring = readScoring(ss, set, problems);
  const published = readGroup(setSheets(ss, setKeyOf(sheet)), group, scoring, readTimeouts(ss, set, scoring), problems);
  fail(problems, sheet.getName());
  return tttGroupDoc(set.title, context.date, published, scoring);
}

/** The Stats sheet: the set's statistics, every group of the set (mini-TTTs left out). */
export function tttStatsExtractor(ss: Spreadsheet, sheet: Sheet, context: PublishContext): StandingsDoc {
  const set = findSet(ss, sheet.getName());
  const problems = new Problems();
  const scoring = readScoring(ss, set, problems);
  const sheets = setSheets(ss, setKeyOf(sheet));
  const timeouts = readTimeouts(ss, set, scoring);
  const groups = set.groups.map((g) => readGroup(sheets, g.name, scoring, timeouts, problems));
  fail(problems, sheet.getName());
  return tttStatsDoc(set.title, context.date, groups, scoring);
}
