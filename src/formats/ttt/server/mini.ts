/**
 * createMiniTtt: when a group's standings say "mini-TTT needed" (docs/rules.md §1.5: three or more level on first
 * place with nobody on top of the games among them, or two level after their game), one step makes the mini-TTT's
 * Games and Table sheets for the tied players — a round robin among them with the set's scoring (the Stats
 * sheet's scoring cell), pairing numbers drawn by lot from the set's seed (sub-stream "mini <group>") — and links
 * it from the group's Table (cell M4), whose standings formula then reads the mini-TTT's standings (its last
 * argument): once the mini-TTT has a winner, the group's Table names them first ("won the mini-TTT", W). All through
 * createSheets: all or nothing, busy when another action runs.
 *
 * Read → parse → decide → plan → apply, all inside the document lock (createSheets' build runs under it): the
 * check "no mini-TTT yet" and the tie are decided from what is read there, so two overlapping requests cannot make
 * two mini-TTTs. The tied players are recomputed with the rules (tttStandings) from the Games sheet's typed
 * results, never read from TTTSTANDINGS' output.
 */
import { Problems } from '../../../shared/rules/input';
import { createRng } from '../../../shared/rules/rng';
import { createSheets, freeNames } from '../../../shared/server/create';
import { metadataMap } from '../../../shared/server/metadata';
import { applyEdit } from '../../../shared/server/readSheet';
import { ADDON_KIND_KEY } from '../../../shared/sheets/read';
import { tttGames } from '../rules/games';
import { CURRENT_SCORING } from '../rules/scores';
import { NOTE_MINI_TTT, tttStandings } from '../rules/standings';
import { gamesPlan } from '../sheets/games';
import { IMPORT_SHEET } from '../sheets/importSheet';
import { TIMEOUTS_SHEET } from '../sheets/timeouts';
import { miniLinkEdit, miniStandingsEdit, miniStandingsRange, STANDINGS_CELL, TABLE_SHEET, tablePlan } from '../sheets/table';
import type { RoundRobinGroupModel, RoundRobinModel } from '../sheets/types';
import type { CreateMiniTttInput, CreateMiniTttResult } from '../api';
import { registeredSet, setKeyOf } from './registry';
import { readGroup, readStats, readTimeouts, setSheets } from './read';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;
type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

/** The Table sheet named in the input (or the active sheet), checked to be a group's Table. */
function tableOf(ss: Spreadsheet, input: CreateMiniTttInput): Sheet {
  const name = input && typeof input.sheet === 'string' ? input.sheet : '';
  const table = name === '' ? ss.getActiveSheet() : ss.getSheetByName(name);
  if (!table) throw new Error(`There is no sheet named "${name}".`);
  if (metadataMap(table).get(ADDON_KIND_KEY) !== TABLE_SHEET.kind) {
    throw new Error(`"${table.getName()}" is not the Table sheet of a TTT group: open the group's Table (the one saying "mini-TTT needed") and try again.`);
  }
  return table;
}

/**
 * A mini-TTT's calls besides its two sheets: the set read before the plans (registry, the group's Table and Games,
 * the set's sheets found) and the Table's link and standings edits after, as counted (test/sheets/creationEstimates).
 */
const MINI_EXTRA_CALLS = 48;

export function createMiniTttIn(ss: Spreadsheet, input: CreateMiniTttInput): CreateMiniTttResult {
  const table = tableOf(ss, input);
  let sheets: string[] = [];
  let players: string[] = [];
  let miniRange = '';
  const group = metadataMap(table).get(TABLE_SHEET.keys.group) ?? 'G?';
  const build = (book: Spreadsheet) => {
    // Read.
    const key = setKeyOf(table);
    const set = key === null ? null : registeredSet(key);
    const stats = set === null ? null : readStats(book, set);
    if (!set || !stats) throw new Error(`The Stats sheet of the set of "${table.getName()}" is missing, so the set's scoring is unknown; nothing was created.`);
    const members = setSheets(book, key);
    const existing = members.find((s) => s.kind === TABLE_SHEET.kind && s.miniOf === group);
    if (existing) throw new Error(`${group} already has a mini-TTT ("${existing.sheet.getName()}"). Delete its Games and Table sheets to make a new one.`);
    const problems = new Problems();
    const scoring = stats.scoring ?? CURRENT_SCORING;
    const published = readGroup(members, group, scoring, readTimeouts(book, set, scoring), problems);
    if (problems.count > 0) {
      const all = new Problems();
      all.add(`Cannot tell whether ${group} needs a mini-TTT until the sheets are fixed:`);
      all.collect(() => problems.throwIfAny());
      all.throwIfAny();
    }
    // Decide.
    const tied = tttStandings(published.games, scoring, published.removed)
      .filter((r) => r.note === NOTE_MINI_TTT)
      .map((r) => r.player);
    if (tied.length < 2)
      throw new Error(
        `The ${group} standings do not say "${NOTE_MINI_TTT}": a mini-TTT is made only for players tied on first place whom the games among them do not separate.`,
      );
    players = createRng(stats.seed).fork(`mini ${group}`).shuffle(tied);
    // Plan.
    const miniName = `${group} mini`;
    const [gamesSheet, tableSheet] = freeNames(book, [
      { title: stats.title, suffix: ` ${miniName} Games` },
      { title: stats.title, suffix: ` ${miniName} Table` },
    ]);
    const mini: RoundRobinGroupModel = {
      name: miniName,
      players,
      games: tttGames(players, { double: false, phases: 1 }),
      gamesSheet,
      tableSheet,
      averageRating: null,
      miniOf: group,
    };
    const model: RoundRobinModel = {
      settings: {
        title: stats.title,
        scoring: scoring.name === 'original' ? 'original' : 'current',
        seed: stats.seed,
        groupSize: players.length,
        double: false,
        invitePhases: 1,
        created: stats.created,
      },
      partition: {
        seed: stats.seed,
        groupSize: players.length,
        groups: [],
        waiting: [],
        unplaced: [],
        offer: { extraEntries: 0, candidates: [], enough: true },
      },
      groups: [mini],
      names: {
        stats: stats.sheetName,
        games: [gamesSheet],
        tables: [tableSheet],
        myMatches: '',
        import: members.find((s) => s.kind === IMPORT_SHEET.kind)?.sheet.getName() ?? '',
        timeouts: members.find((s) => s.kind === TIMEOUTS_SHEET.kind)?.sheet.getName() ?? '',
      },
      setKey: key as string,
    };
    miniRange = miniStandingsRange(mini);
    const plans = [gamesPlan(model, mini, table.getName()), tablePlan(model, mini, table.getName())];
    sheets = plans.map((p) => p.name);
    return plans;
  };
  createSheets(ss, build, {
    what: `The ${group} mini-TTT`,
    extraCalls: MINI_EXTRA_CALLS,
    after: (made) => {
      applyEdit(table, miniLinkEdit(players, { name: made[1].getName(), id: made[1].getSheetId() }));
      const edit = miniStandingsEdit(table.getRange(STANDINGS_CELL.row, STANDINGS_CELL.column).getFormula(), miniRange);
      if (edit !== null) applyEdit(table, edit);
      // The TD types the mini-TTT's results next: its Games sheet is the one shown.
      made[0].activate();
    },
  });
  return { sheets, players };
}
