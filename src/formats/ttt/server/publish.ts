/**
 * The TTT extractors of publishStandings (src/publish.ts): a group's table (its Table or Games sheet) and the
 * set's statistics (the Stats sheet). Read → parse → decide: the Games sheets' typed results, the Timeouts rows
 * their result cells read (adjudicated from who timed out and GnuBG's W, G, B, never from TTTTIMEOUT's output),
 * the set's scoring (Stats B3) and each Table's removed list are parsed (server/read.ts), and the standings are
 * computed by the rules (rules/publish.ts → tttStandings): TTTSTANDINGS' cells are never read. A cell that does
 * not read leaves its game out and is listed in the doc's problems (the sidebar shows them above the post); an
 * unreadable scoring or a missing Games sheet refuses, naming them. A group with a decided mini-TTT (its Games sheet
 * read the same way) is published with the mini-TTT's winner first. Read only: nothing is written.
 */
import { Problems } from '../../../shared/rules/input';
import type { PublishContext, StandingsDoc } from '../../../shared/rules/publish';
import { metadataMap } from '../../../shared/server/metadata';
import { miniWinnerOf, tttGroupDoc, tttStatsDoc, type PublishedGroup } from '../rules/publish';
import type { TttScoring } from '../rules/scores';
import { GAMES_SHEET } from '../sheets/games';
import { findSet, setKeyOf } from './registry';
import { readGroup, readScoring, readTimeouts, setSheets } from './read';

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;
type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

/** A Problems' lines (one per problem). */
function lines(problems: Problems): string[] {
  try {
    problems.throwIfAny();
    return [];
  } catch (e) {
    return (e as Error).message.split('\n').filter((l) => l.trim() !== '');
  }
}

/** Refuses, naming every cell, when nothing can be computed (the scoring unreadable, a Games sheet missing). */
function fail(problems: Problems, sheet: string): void {
  if (problems.count === 0) return;
  const all = new Problems();
  all.add(`Cannot publish the standings of "${sheet}" until the sheet is fixed:`);
  all.collect(() => problems.throwIfAny());
  all.throwIfAny();
}

/**
 * The winner of a group's mini-TTT (the player certainly first of its games), or null: no mini-TTT, still open, or a
 * cell of it that does not read (then nothing is assumed).
 */
function miniWinner(sheets: ReturnType<typeof setSheets>, group: string, scoring: TttScoring, timeouts: ReturnType<typeof readTimeouts>): string | null {
  const mini = sheets.find((s) => s.miniOf === group && s.group !== undefined && s.kind === GAMES_SHEET.kind);
  if (mini === undefined) return null;
  const problems = new Problems();
  const games: PublishedGroup = readGroup(sheets, mini.group as string, scoring, timeouts, problems);
  return problems.count > 0 ? null : miniWinnerOf(games, scoring);
}

/**
 * A group's Table or Games sheet: one group's standings (a mini-TTT's too) over the games that read; each row left
 * out is listed in the doc's problems, naming its cell (docs/rules.md §0.3).
 */
export function tttGroupExtractor(ss: Spreadsheet, sheet: Sheet, context: PublishContext): StandingsDoc {
  const set = findSet(ss, sheet.getName());
  const group = metadataMap(sheet).get(GAMES_SHEET.keys.group) ?? '';
  const fatal = new Problems();
  const rows = new Problems();
  const scoring = readScoring(ss, set, fatal);
  const sheets = setSheets(ss, setKeyOf(sheet));
  const timeouts = readTimeouts(ss, set, scoring);
  const published = readGroup(sheets, group, scoring, timeouts, rows, fatal);
  fail(fatal, sheet.getName());
  const doc = tttGroupDoc(set.title, context.date, { ...published, miniWinner: miniWinner(sheets, group, scoring, timeouts) }, scoring);
  return rows.count === 0 ? doc : { ...doc, problems: lines(rows) };
}

/** The Stats sheet: the set's statistics, every group of the set (mini-TTTs left out), over the games that read. */
export function tttStatsExtractor(ss: Spreadsheet, sheet: Sheet, context: PublishContext): StandingsDoc {
  const set = findSet(ss, sheet.getName());
  const fatal = new Problems();
  const rows = new Problems();
  const scoring = readScoring(ss, set, fatal);
  const sheets = setSheets(ss, setKeyOf(sheet));
  const timeouts = readTimeouts(ss, set, scoring);
  const groups = set.groups.map((g) => readGroup(sheets, g.name, scoring, timeouts, rows, fatal));
  fail(fatal, sheet.getName());
  const doc = tttStatsDoc(set.title, context.date, groups, scoring);
  return rows.count === 0 ? doc : { ...doc, problems: lines(rows) };
}
