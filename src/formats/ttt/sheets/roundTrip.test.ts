/**
 * Every TTT sheet kind read back: parse(readSheet(applyPlan(plan(spec)))) gives back the spec — the smallest sizes
 * (a group of 3 with names Sheets would misread, a mini-TTT) and the largest a set accepts (a group of 64, double
 * round robin) — and the edits (new Timeouts rows, an import report, a mini-TTT link) read back as written.
 */
import { asSpreadsheet, installFakeGas } from '../../../../test/helpers/fakeGas';
import { applyPlan } from '../../../shared/server/applyPlan';
import { applyEdit, readSheet } from '../../../shared/server/readSheet';
import { uniqueSheetNames, type SheetPlan } from '../../../shared/sheets/plan';
import { tttGames } from '../rules/games';
import { partitionSet } from '../rules/partition';
import { MAX_GROUP_SIZE } from '../server/create';
import { GAMES_SHEET, gamesPlan, parseGames } from './games';
import { IMPORT_SHEET, parseImport, reportEdit } from './importSheet';
import { MY_MATCHES_SHEET, parseMyMatches } from './myMatches';
import { desiredSheetNames, roundRobinModel, roundRobinPlans, sheetNamesOf } from './set';
import { parseStats, STATS_SHEET } from './stats';
import { miniLinkEdit, parseTable, TABLE_SHEET, tablePlan } from './table';
import { parseTimeouts, TIMEOUTS_SHEET, timeoutsAddEdit, timeoutsFreeRows } from './timeouts';
import type { RoundRobinGroupModel, RoundRobinModel } from './types';

const KEY = 'set-rt';

function setModel(players: string[], groupSize: number, double: boolean): RoundRobinModel {
  const settings = { title: 'RT', scoring: 'original' as const, seed: 'rt', groupSize, double, invitePhases: 1 as const, created: '2026-05-01' };
  const partition = partitionSet(
    players.map((name) => ({ name })),
    { groupSize, seed: 'rt' },
  );
  const G = partition.groups.length;
  return roundRobinModel(settings, partition, sheetNamesOf(uniqueSheetNames(desiredSheetNames('RT', G), []), G), KEY);
}

/** The mini-TTT's model, as createMiniTtt builds it. */
function miniModel(set: RoundRobinModel, players: string[]): { model: RoundRobinModel; mini: RoundRobinGroupModel } {
  const mini: RoundRobinGroupModel = {
    name: 'G1 mini',
    players,
    games: tttGames(players, { double: false, phases: 1 }),
    gamesSheet: 'RT G1 mini Games',
    tableSheet: 'RT G1 mini Table',
    averageRating: null,
    miniOf: 'G1',
  };
  return { model: { ...set, groups: [mini], names: { ...set.names, games: [mini.gamesSheet], tables: [mini.tableSheet] } }, mini };
}

/**
 * The plans written by applyPlan in one stand-in spreadsheet, or (`alone`, for the largest sizes: the stand-in's
 * engine takes minutes over their formulas) without their formula cells, which no parser reads: every value the
 * plan writes (names, rounds, settings, metadata) still goes through applyPlan and is read back.
 */
function written(plans: SheetPlan[], alone = false) {
  const ss = asSpreadsheet(installFakeGas());
  const valuesOnly = (p: SheetPlan): SheetPlan => ({ ...p, cells: p.cells.map((r) => r.map((c) => (typeof c === 'string' && c.startsWith('=') ? null : c))) });
  const sheets = plans.map((p) => applyPlan(ss, alone ? valuesOnly(p) : p));
  return (name: string) => sheets.find((s) => s.getName() === name)!;
}

function expectGroup(sheet: (name: string) => GoogleAppsScript.Spreadsheet.Sheet, g: RoundRobinGroupModel, miniOf?: string): void {
  const games = parseGames(readSheet(sheet(g.gamesSheet)));
  expect(readSheet(sheet(g.gamesSheet)).kind).toBe(GAMES_SHEET.kind);
  expect({ group: games.group, setKey: games.setKey, miniOf: games.miniOf, problems: games.problems }).toEqual({
    group: g.name,
    setKey: KEY,
    miniOf,
    problems: [],
  });
  expect(games.games.map((x) => ({ round: x.round, phase: x.phase, inviter: x.inviter, invitee: x.invitee }))).toEqual(
    g.games.map((x) => ({ round: x.round, phase: x.phase, inviter: x.inviter, invitee: x.invitee })),
  );
  expect(games.games.every((x) => x.matchId === null && x.typed === null && x.result === null && x.timeoutsRow === null)).toBe(true);
  const tableGrid = readSheet(sheet(g.tableSheet));
  expect(tableGrid.kind).toBe(TABLE_SHEET.kind);
  expect(parseTable(tableGrid)).toEqual({ group: g.name, setKey: KEY, miniOf, players: g.players, removed: [], problems: [] });
}

function expectSet(model: RoundRobinModel, alone = false): void {
  const sheet = written(roundRobinPlans(model), alone);
  const stats = readSheet(sheet(model.names.stats));
  expect(stats.kind).toBe(STATS_SHEET.kind);
  const parsed = parseStats(stats);
  expect({
    ...parsed,
    scoring: parsed.scoring?.name,
    lines: parsed.lines.map((l) => [l.group, l.player, l.played, l.points, l.perGame, l.gammonRate]),
  }).toEqual({
    sheetName: model.names.stats,
    setKey: KEY,
    title: model.settings.title,
    scoring: model.settings.scoring,
    seed: model.settings.seed,
    groupSize: model.settings.groupSize,
    schedule: `${model.settings.double ? 'double' : 'single'} round robin, 1 invitation phase`,
    created: model.settings.created,
    groups: model.groups.map((g) => ({ name: g.name, entries: g.players.length, table: g.tableSheet })),
    lines: model.groups.flatMap((g) => g.players.map((p) => (alone ? [g.name, p, undefined, undefined, '', ''] : [g.name, p, 0, 0, '', '']))),
    problems: [],
  });
  for (const g of model.groups) expectGroup(sheet, g);

  const my = readSheet(sheet(model.names.myMatches));
  expect(my.kind).toBe(MY_MATCHES_SHEET.kind);
  const players = [...model.groups.flatMap((g) => g.players)].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
  expect(parseMyMatches(my)).toEqual({ setKey: KEY, player: players[0], players });

  // Import: empty, then a report written over the placeholder, then a shorter one over that.
  const importSheet = sheet(model.names.import);
  const imported = parseImport(readSheet(importSheet));
  expect(readSheet(importSheet).kind).toBe(IMPORT_SHEET.kind);
  expect(imported).toEqual({ setKey: KEY, rows: [], reportLastRow: 2 });
  const report = Array.from({ length: 4 }, (_, i) => ['imported', i + 2, 100 + i, `=G1: ${model.groups[0].players[0]} row ${i}`]);
  applyEdit(importSheet, reportEdit(report, imported, importSheet.getMaxRows()));
  const after = readSheet(importSheet);
  expect(parseImport(after).reportLastRow).toBe(5);
  expect(after.text(5, 11)).toBe(`=G1: ${model.groups[0].players[0]} row 3`);
  applyEdit(importSheet, reportEdit([['summary', null, null, 'nothing']], parseImport(after), importSheet.getMaxRows()));
  expect(parseImport(readSheet(importSheet)).reportLastRow).toBe(2);

  // Timeouts: empty, then every game of the first group added (up to the sheet's capacity).
  const timeouts = sheet(model.names.timeouts);
  const empty = parseTimeouts(readSheet(timeouts), 3);
  expect(readSheet(timeouts).kind).toBe(TIMEOUTS_SHEET.kind);
  expect({ setKey: empty.setKey, rows: empty.rows.size }).toEqual({ setKey: KEY, rows: 0 });
  const games = model.groups.reduce((n, g) => n + g.games.length, 0);
  const free = timeoutsFreeRows(empty, games);
  const g1 = model.groups[0];
  const entries = g1.games.slice(0, free.count).map((x, k) => ({
    group: g1.name,
    matchId: k % 2 === 0 ? 500 + k : null,
    inviter: x.inviter,
    invitee: x.invitee,
    timedOut: k % 3 === 0 ? x.inviter : x.invitee,
    gamesSheet: g1.gamesSheet,
    gameIndex: k,
  }));
  applyEdit(timeouts, timeoutsAddEdit(entries, free.first));
  const back = parseTimeouts(readSheet(timeouts), 3);
  expect(
    [...back.rows.values()].map((r) => ({
      group: r.group,
      matchId: r.matchId,
      inviter: r.inviter,
      invitee: r.invitee,
      timedOut: r.timedOut,
      result: r.result,
    })),
  ).toEqual(
    entries.map((t) => ({
      group: t.group,
      matchId: t.matchId,
      inviter: t.inviter,
      invitee: t.invitee,
      timedOut: t.timedOut,
      result: t.timedOut === t.inviter ? 'LT' : 'WT',
    })),
  );
  expect(timeoutsFreeRows(back, games).first).toBe(free.first + entries.length);
}

describe('every TTT sheet kind reads back what was written', () => {
  it('the smallest set: a group of 3, names Sheets would misread', () => {
    expectSet(setModel(['=1+1', "'Tis", '007'], 3, false));
  });

  it("a mini-TTT: its Games and Table sheets, and the link on the group's Table", () => {
    const set = setModel(['Ann', 'Bob', 'Cy', 'Dee'], 4, false);
    const { model, mini } = miniModel(set, ['Cy', 'Ann', 'Bob']);
    const gas = installFakeGas();
    const ss = asSpreadsheet(gas);
    const table = applyPlan(ss, tablePlan(set, set.groups[0]));
    applyPlan(ss, gamesPlan(model, mini));
    const miniTable = applyPlan(ss, tablePlan(model, mini));
    expectGroup((name) => ss.getSheetByName(name)!, mini, 'G1');
    applyEdit(table, miniLinkEdit(mini.players, { name: miniTable.getName(), id: miniTable.getSheetId() }));
    expect(gas.book.sheet('RT G1 Table').formulaAt(4, 13)).toBe(
      `=HYPERLINK("#gid=${miniTable.getSheetId()}", "Mini-TTT (Cy, Ann, Bob): open RT G1 mini Table")`,
    );
  });

  it(`the largest group: ${MAX_GROUP_SIZE} players, double round robin`, () => {
    const names = Array.from({ length: MAX_GROUP_SIZE }, (_, i) => `Player ${i + 1}`);
    expectSet(setModel(names, MAX_GROUP_SIZE, true), true);
  });

  it('what a TD typed wrong is a problem naming its cell', () => {
    const model = setModel(['Ann', 'Bob', 'Cy'], 3, false);
    const sheet = written(roundRobinPlans(model));
    sheet('RT Stats').getRange('B3').setValue('modern');
    sheet('RT G1 Games')
      .getRange('F5:F7')
      .setValues([['W4'], [3.5], ['wt 1,8']]);
    sheet('RT G1 Table')
      .getRange('O6:O7')
      .setValues([['bob'], ['Zed']]);
    expect(parseStats(readSheet(sheet('RT Stats'))).problems).toEqual(['"RT Stats" B3: "modern" is not a scoring; choose current or original.']);
    const games = parseGames(readSheet(sheet('RT G1 Games')), { maxScore: 3 });
    expect(games.problems).toEqual([
      '"RT G1 Games" F5: "W4" is not a result; type W1 W2 W3 L1 L2 L3 WT LT, or WT x / LT x for an adjudicated timeout.',
      '"RT G1 Games" F6: 3.5 is not an adjudicated score from 1 to 3; type W1 W2 W3 L1 L2 L3 WT LT, or WT x / LT x for an adjudicated timeout.',
    ]);
    expect(games.games[2].result).toEqual({ code: 'WT', score: 1.8 });
    expect(parseTable(readSheet(sheet('RT G1 Table')))).toMatchObject({
      removed: [{ row: 6, name: 'bob' }],
      problems: ['"RT G1 Table" O7: "Zed" is not a player of this group; pick a name from the list.'],
    });
  });
});
