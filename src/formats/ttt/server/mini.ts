/**
 * createMiniTtt: when a group's Table says "mini-TTT needed" (docs/rules.md §1.5: three or more level on first
 * place with nobody on top of the games among them, or two level after their game), one step makes the mini-TTT's
 * Games and Table sheets for the tied players — a round robin among them with the set's scoring (the Stats
 * sheet's scoring cell), pairing numbers drawn by lot from the set's seed (sub-stream "mini <group>") — and links
 * it from the group's Table (cell M4). All through createSheets: all or nothing, busy when another action runs.
 */
import { createRng } from '../../../shared/rules/rng';
import { createSheets, freeNames } from '../../../shared/server/create';
import { ADDON_SHEET_KEY } from '../../../shared/server/applyPlan';
import { formulaString } from '../../../shared/sheets/text';
import { tttGames } from '../rules/games';
import { NOTE_MINI_TTT } from '../rules/standings';
import { gamesPlan } from '../sheets/games';
import { TABLE } from '../sheets/layout';
import { tablePlan } from '../sheets/table';
import type { RoundRobinGroupModel, RoundRobinModel } from '../sheets/types';
import type { CreateMiniTttInput, CreateMiniTttResult } from '../api';
import { decodeSet, partKey, SET_METADATA_KEY, SET_PROPERTY_PREFIX, setKeyOf } from './registry';
import { metadataValue as metadata } from '../../../shared/server/metadata';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;


/** The tied players of a Table's standings (note "mini-TTT needed"), in standings order. */
export function tiedPlayers(standings: readonly unknown[][]): string[] {
  return standings.filter((r) => r[12] === NOTE_MINI_TTT).map((r) => String(r[1]));
}

export function createMiniTttIn(ss: Spreadsheet, input: CreateMiniTttInput): CreateMiniTttResult {
  const name = input && typeof input.sheet === 'string' ? input.sheet : '';
  const table = name === '' ? ss.getActiveSheet() : ss.getSheetByName(name);
  if (!table) throw new Error(`There is no sheet named "${name}".`);
  if (metadata(table, ADDON_SHEET_KEY) !== 'ttt-table') {
    throw new Error(`"${table.getName()}" is not the Table sheet of a TTT group: open the group's Table (the one saying "mini-TTT needed") and try again.`);
  }
  const group = metadata(table, 'ttt-group') ?? 'G?';
  const key = setKeyOf(table);
  const props = PropertiesService.getDocumentProperties();
  const set = key === null ? null : decodeSet(key, props.getProperty(SET_PROPERTY_PREFIX + key), (k) => props.getProperty(partKey(key, k)));
  const stats = set?.statsSheetId === undefined ? null : ss.getSheetById(set.statsSheetId);
  if (!set || !stats) throw new Error(`The Stats sheet of the set of "${table.getName()}" is missing, so the set's scoring is unknown; nothing was created.`);

  const link = table.getRange(TABLE.miniCell).getFormula();
  const gid = /#gid=(\d+)/.exec(link);
  const existing = gid ? ss.getSheetById(Number(gid[1])) : null;
  if (existing) throw new Error(`${group} already has a mini-TTT ("${existing.getName()}"). Delete its Games and Table sheets to make a new one.`);

  const games = set.groups.find((g) => g.name === group)?.games;
  const height = games === undefined ? table.getLastRow() - TABLE.standingsRow : 2 * Math.max(games, 1);
  const rows = height > 0 ? (table.getRange(TABLE.standingsRow + 1, 1, height, TABLE.standingsColumns).getValues() as unknown[][]) : [];
  const tied = tiedPlayers(rows);
  if (tied.length < 2) throw new Error(`The ${group} standings do not say "${NOTE_MINI_TTT}": a mini-TTT is made only for players tied on first place whom the games among them do not separate.`);

  const settingsCells = stats.getRange('B2:B6').getValues().map((r) => r[0]);
  const [title, scoringCell, seed, , created] = settingsCells.map((v) => String(v));
  const scoring = scoringCell === 'original' ? 'original' : 'current';
  const players = createRng(seed).fork(`mini ${group}`).shuffle(tied);
  const miniName = `${group} mini`;
  let sheets: string[] = [];
  const build = (book: Spreadsheet) => {
    const [gamesSheet, tableSheet] = freeNames(book, [
      { title, suffix: ` ${miniName} Games` },
      { title, suffix: ` ${miniName} Table` },
    ]);
    const mini: RoundRobinGroupModel = { name: miniName, players, games: tttGames(players, { double: false, phases: 1 }), gamesSheet, tableSheet, averageRating: null };
    const model: RoundRobinModel = {
      settings: { title, scoring, seed, groupSize: players.length, double: false, invitePhases: 1, created },
      partition: { seed, groupSize: players.length, groups: [], waiting: [], unplaced: [], offer: { extraEntries: 0, candidates: [], enough: true } },
      groups: [mini],
      names: { stats: stats.getName(), games: [gamesSheet], tables: [tableSheet], myMatches: '', import: '', timeouts: '' },
    };
    const plans = [gamesPlan(model, mini), tablePlan(model, mini)].map((p) => ({ ...p, metadata: { ...(p.metadata ?? {}), [SET_METADATA_KEY]: key as string, 'ttt-mini-of': group } }));
    sheets = plans.map((p) => p.name);
    return plans;
  };
  createSheets(ss, build, {
    what: `The ${group} mini-TTT`,
    extraCalls: 2,
    after: (made) => {
      const text = `Mini-TTT (${players.join(', ')}): open ${made[1].getName()}`;
      table.getRange(TABLE.miniCell).setFormula(`=HYPERLINK(${formulaString(`#gid=${made[1].getSheetId()}`)}, ${formulaString(text)})`);
    },
  });
  return { sheets, players };
}
