/**
 * rollOverTorres and readTorresOverview end to end: a small championship is created, a season typed, its
 * overview read back, the roll-over previewed and written (roll-over sheet, new overview, new group sheets).
 */
import { rollOver } from '../rules/rollover';
import { createTorresGroups, readTorresOverview, rollOverTorres } from './endpoints';
import { GROUP } from '../sheets/layout';
import { OVERVIEW } from '../sheets/overview';
import { ROLLOVER } from '../sheets/rollOver';
import { installFakeGas } from '../../../../test/helpers/fakeGas';
import { scheduledGames, seasonPoints, typePoints } from './testHelpers';

const names = (prefix: string, n: number): string[] => Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`);
const NEW = [
  { name: 'N1', elo: 1400 },
  { name: 'N2', elo: 1600 },
  { name: 'N3', elo: 1500 },
];

/** A championship of 3 groups (L1, L2 G1, L2 G2) with every result typed. */
function playedSeason() {
  const gas = installFakeGas();
  const { sheets } = createTorresGroups({ title: 'S1', groups: [names('A', 10), names('B', 10), names('C', 10)], seed: 'one' });
  sheets.slice(1).forEach((name, i) => {
    const sheet = gas.book.sheet(name);
    const games = scheduledGames(sheet, 15);
    typePoints(sheet, seasonPoints(games, `pts${i}`, true));
  });
  return { gas, sheets };
}

describe('readTorresOverview', () => {
  it("reads every group's final order from the standings", () => {
    const { gas } = playedSeason();
    const read = readTorresOverview({ sheet: 'S1 leagues' });
    expect(read.sheet).toBe('S1 leagues');
    expect(read.title).toBe('S1');
    expect(read.previous.map((g) => [g.league, g.group, g.players.length])).toEqual([
      [1, 1, 10],
      [2, 1, 10],
      [2, 2, 10],
    ]);
    const l1 = gas.book.sheet('S1 L1');
    expect(read.previous[0].players).toEqual(Array.from({ length: 10 }, (_, i) => l1.valueAt(GROUP.firstGameRow + i, GROUP.standingsColumn + 1)));
    // Without a name: the only overview of the spreadsheet.
    expect(readTorresOverview().previous).toEqual(read.previous);
  });

  it('names the groups whose results are not complete', () => {
    const gas = installFakeGas();
    createTorresGroups({ title: 'S1', groups: [names('A', 10), names('B', 10)], seed: 'one' });
    const sheet = gas.book.sheet('S1 L1');
    typePoints(sheet, seasonPoints(scheduledGames(sheet, 15), 'p'));
    expect(() => readTorresOverview({})).toThrow(/League 2 group 1 \(sheet "S1 L2"\): 0 of 60 results entered/);
    expect(() => readTorresOverview({})).toThrow(/0 of 60 results entered \("S1 L2" B7\)/);
    expect(() => readTorresOverview({ sheet: 'Nope' })).toThrow(/no sheet named "Nope"/);
    expect(() => readTorresOverview({ sheet: 'S1 L1' })).toThrow(/is not a TORRES league overview/);
  });
});

describe('rollOverTorres', () => {
  const input = (previous: { league: number; group: number; players: string[] }[]) => ({
    title: 'S2',
    previous,
    newPlayers: NEW,
    unregistered: [previous[1].players[4]],
    withdrawn: [previous[2].players[0]],
    seed: 'two',
  });

  it("previewOnly returns the core's new groups and writes nothing", () => {
    const { gas } = playedSeason();
    const before = gas.book.getSheets().map((s) => s.getName());
    const { previous } = readTorresOverview();
    const preview = rollOverTorres({ ...input(previous), previewOnly: true });
    const core = rollOver({ previous, newPlayers: NEW, unregistered: input(previous).unregistered, withdrawn: input(previous).withdrawn }, 'two');
    expect(preview.leagues).toEqual(core.leagues);
    expect(preview.seed).toBe('two');
    expect(preview.sheets).toEqual([]);
    expect(preview.moves?.length).toBe(core.moves.length);
    expect(gas.book.getSheets().map((s) => s.getName())).toEqual(before);
  });

  it('writes the roll-over sheet, the new overview and group sheets; same seed → same output', () => {
    const { gas } = playedSeason();
    const { previous } = readTorresOverview();
    const result = rollOverTorres(input(previous));
    expect(result.sheets).toEqual(['S2 roll-over', 'S2 leagues', 'S2 L1', 'S2 L2 G1', 'S2 L2 G2']);
    expect(
      gas.book
        .getSheets()
        .map((s) => s.getName())
        .slice(-5),
    ).toEqual(result.sheets);
    const total = result.leagues.reduce((n, g) => n + g.players.length, 0);
    expect(total).toBe(30 - 2 + 3 + 1); // one unregistered leaves, the withdrawn player re-enters the lowest league
    const ro = gas.book.sheet('S2 roll-over');
    expect(ro.valueAt(2, 2)).toBe('two');
    const moves = ro.getRange(`A${ROLLOVER.firstRow}:E${ROLLOVER.firstRow + result.moves!.length - 1}`).getValues();
    expect(moves.map((m) => m[0])).toEqual(result.moves!.map((m) => m.player));
    expect(moves.find((m) => m[0] === previous[1].players[4])?.[1]).toBe('unregistered');
    expect(moves.find((m) => m[0] === 'N2')?.[1]).toBe('new player');
    // The new group sheets hold the new groups; new players' Elo is on their sheet.
    result.leagues.forEach((g, i) => {
      const sheet = gas.book.sheet(result.sheets[2 + i]);
      const listed = sheet.getRange(`R${GROUP.firstGameRow}:S${GROUP.firstGameRow + g.players.length - 1}`).getValues();
      expect(listed.map((r) => r[0])).toEqual(g.players);
      for (const p of NEW) {
        const row = listed.find((r) => r[0] === p.name);
        if (row) expect(row[1]).toBe(p.elo);
      }
      expect(sheet.valueAt(GROUP.seedRow, 2)).toBe('two');
    });
    const overview = gas.book.sheet('S2 leagues');
    expect(overview.valueAt(OVERVIEW.firstRow, OVERVIEW.columns.listed)).toBe(result.leagues[0].players[0]);

    // The same input and seed on a fresh spreadsheet give the same sheets, cell for cell.
    const again = playedSeason();
    const result2 = rollOverTorres(input(readTorresOverview().previous));
    expect(result2).toEqual(result);
    for (const name of result.sheets)
      expect(again.gas.book.sheet(name).getDataRange().getFormulas()).toEqual(gas.book.sheet(name).getDataRange().getFormulas());
  });

  const groups = [
    { league: 1, group: 1, players: names('A', 10) },
    { league: 2, group: 1, players: names('B', 10) },
  ];
  const bad: [string, Record<string, unknown>, RegExp][] = [
    ['no title', { title: '', previous: groups, newPlayers: [] }, /^Title: enter a title for the new TORRES season/],
    ['no previous groups', { title: 'S2', previous: [], newPlayers: [] }, /previous season's groups/],
    [
      'a player in two groups',
      { title: 'S2', previous: [groups[0], { league: 2, group: 1, players: ['A3', ...names('B', 9)] }], newPlayers: [] },
      /Player 'A3' appears in league 1 group 1 and in league 2 group 1/,
    ],
    ['an unknown unregistered name', { title: 'S2', previous: groups, newPlayers: [], unregistered: ['Zed'] }, /Unregistered player 'Zed' is not in any group/],
    ['an unknown withdrawn name', { title: 'S2', previous: groups, newPlayers: [], withdrawn: ['Zed'] }, /Withdrawn player 'Zed' is not in any group/],
    [
      'a group too small',
      { title: 'S2', previous: [groups[0], { league: 2, group: 1, players: ['B1'] }, { league: 3, group: 1, players: names('C', 10) }], newPlayers: [] },
      /League 2 group 1 has 1 players: promotion \(2\) and relegation \(4\) need at least 6/,
    ],
    ["a new player's Elo not a number", { title: 'S2', previous: groups, newPlayers: [{ name: 'N', elo: 'x' }] }, /New player 'N' has Elo 'x', not a number/],
    ['a new player already in a group', { title: 'S2', previous: groups, newPlayers: [{ name: 'B2', elo: 1 }] }, /New player 'B2' already played last season/],
    ['a bad vpByPlace', { title: 'S2', previous: groups, newPlayers: [], vpByPlace: [1] }, /VP by place needs VP for at least 2 places/],
    [
      'an Elo for a player nobody knows (one for a player who left is fine: the carried list names everyone)',
      {
        title: 'S2',
        previous: groups,
        newPlayers: [],
        unregistered: ['A1'],
        elo: [
          { name: 'A1', elo: 1500 },
          { name: 'Zed', elo: 1 },
        ],
      },
      /line 2: 'Zed' is not in any group/,
    ],
    [
      'a returning player who played last season, a bad league',
      {
        title: 'S2',
        previous: groups,
        newPlayers: [],
        returning: [
          { name: 'B2', elo: 1, league: 1 },
          { name: 'R', elo: 1, league: 0 },
        ],
      },
      /Returning player 'B2' played last season[\s\S]*Returning player 'R': league 0/,
    ],
  ];
  it('lists every problem of the request at once, each naming its group, player, line or field', () => {
    const gas = installFakeGas();
    const request = {
      title: ' ',
      previous: [groups[0], { league: 2, group: 1, players: ['A3', ...names('B', 9)] }],
      newPlayers: [
        { name: 'B2', elo: 1 },
        { name: 'N', elo: 'x' },
      ],
      unregistered: ['Zed'],
      withdrawn: ['Yan'],
      vpByPlace: [1],
      eloOrder: 'down',
      elo: [{ name: 'Xi', elo: 1500 }],
    };
    let message = '';
    try {
      rollOverTorres(request as never);
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message.split('\n')).toEqual([
      'Title: enter a title for the new TORRES season (it names the sheets), e.g. "May 2026".',
      'VP by place needs VP for at least 2 places; use e.g. 8, 4, 2, 1.',
      `Elo order 'down' is not allowed; use "low" (lower Elo ranks higher, as the rule is written) or "high".`,
      "Player 'A3' appears in league 1 group 1 and in league 2 group 1",
      "Unregistered player 'Zed' is not in any group of the previous season",
      "Withdrawn player 'Yan' is not in any group of the previous season",
      "New player 'B2' already played last season (league 2 group 1)",
      "New player 'N' has Elo 'x', not a number",
      "Elo list, line 1: 'Xi' is not in any group.",
    ]);
    expect(gas.book.getSheets().map((s) => s.getName())).toEqual(['Sheet1']);
  });

  it('names are one player by nameKey: " a1 " unregisters A1, who keeps the listed spelling', () => {
    installFakeGas();
    const a = rollOverTorres({ title: 'S2', previous: groups, newPlayers: [], unregistered: [' a1 '], seed: 'k', previewOnly: true });
    const b = rollOverTorres({ title: 'S2', previous: groups, newPlayers: [], unregistered: ['A1'], seed: 'k', previewOnly: true });
    expect(a).toEqual(b);
    expect(a.moves?.find((m) => m.player === 'A1')?.kind).toBe('unregistered');
    expect(() =>
      rollOverTorres({
        title: 'S2',
        previous: groups,
        newPlayers: [
          { name: 'b 2', elo: 1 },
          { name: 'B  2', elo: 1 },
        ],
        previewOnly: true,
      }),
    ).toThrow(/New player 'B 2' is listed twice/);
  });

  it.each(bad)('rejects %s and writes nothing', (_label, request, message) => {
    const gas = installFakeGas();
    expect(() => rollOverTorres(request as never)).toThrow(message);
    expect(gas.book.getSheets().map((s) => s.getName())).toEqual(['Sheet1']);
  });
});
