/** The TORRES endpoints through the built bundle (dist/Code.js in a gas-local context), as Apps Script runs them. */
import { loadDist } from '../helpers/dist';
import { GROUP } from '../../src/formats/torres/sheets/layout';
import { scheduledGames, seasonPoints, standings, typePoints } from '../../src/formats/torres/server/testHelpers';

const names = (prefix: string, n: number): string[] => Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`);

describe('TORRES from the built bundle', () => {
  it('createTorresGroups → typed season → readTorresOverview → rollOverTorres', () => {
    const { gas, ctx } = loadDist({ registerBundleFunctions: true });
    const created = gas.execute(() => ctx.createTorresGroups({ title: 'S1', groups: [names('A', 10), names('B', 10)], seed: 'd' })) as { sheets: string[] };
    expect(created.sheets).toEqual(['S1 leagues', 'S1 L1', 'S1 L2']);
    for (const name of created.sheets.slice(1)) {
      const sheet = gas.book.sheet(name);
      typePoints(sheet, seasonPoints(scheduledGames(sheet, 15), name));
      expect(standings(sheet, 10).map((r) => r[5])).toEqual(new Array(10).fill(6));
      expect(sheet.valueAt(GROUP.resultsRow, 2)).toBe(60);
    }
    const read = gas.execute(() => ctx.readTorresOverview({})) as { previous: { league: number; group: number; players: string[] }[] };
    expect(read.previous.map((g) => g.players.length)).toEqual([10, 10]);
    const preview = gas.execute(() => ctx.rollOverTorres({ title: 'S2', previous: read.previous, newPlayers: [{ name: 'N1', elo: 1500 }], seed: 'e', previewOnly: true })) as { sheets: string[]; leagues: unknown[] };
    expect(preview.sheets).toEqual([]);
    const rolled = gas.execute(() => ctx.rollOverTorres({ title: 'S2', previous: read.previous, newPlayers: [{ name: 'N1', elo: 1500 }], seed: 'e' })) as { sheets: string[]; leagues: unknown[] };
    expect(rolled.leagues).toEqual(preview.leagues);
    expect(rolled.sheets).toEqual(['S2 roll-over', 'S2 leagues', 'S2 L1', 'S2 L2']);
  });

  it('createTorresChampionship → withdrawTorresPlayer: the new endpoints are globals of the bundle', () => {
    const { gas, ctx } = loadDist({ registerBundleFunctions: true });
    const players = Array.from({ length: 30 }, (_, i) => ({ name: `p${i + 1}`, elo: 1800 - i }));
    const made = gas.execute(() => ctx.createTorresChampionship({ title: 'C', players, seed: 'c' })) as { sheets: string[]; leagues: { players: string[] }[] };
    expect(made.sheets).toEqual(['C leagues', 'C L1', 'C L2 G1', 'C L2 G2']);
    const quitter = made.leagues[1].players[0];
    const w = gas.execute(() => ctx.withdrawTorresPlayer({ sheet: 'C L2 G1', player: quitter })) as { replacedBy: string; games: number; played: number };
    expect(w).toEqual({ replacedBy: 'forfait', games: 6, played: 0 });
    expect(gas.book.sheet('C leagues').getDataRange().getValues().filter((r) => r[4] === 'forfait')).toHaveLength(1);
    // publishStandings from the bundle: the group sheet and the league overview
    const group = gas.execute(() => ctx.publishStandings({ sheet: 'C L2 G1', format: 'bbcode', date: '2026-06-01' })) as { text: string; sheet: string };
    expect(group.sheet).toBe('C L2 G1');
    expect(group.text.split('\n')[0]).toBe('[b]C — 2026-06-01 — after 0 of 15 games[/b]');
    expect(group.text).toContain(`${quitter} (withdrawn)`);
    expect(group.text).toContain(`forfait (fictitious, for ${quitter})`);
    const all = gas.execute(() => ctx.publishStandings({ sheet: 'C leagues', format: 'markdown', date: '2026-06-01' })) as { text: string };
    expect(all.text.match(/^\*\*League .*\*\*$/gm)).toEqual(['**League 1**', '**League 2 group 1**', '**League 2 group 2**']);
  });

  it('rejects bad input with the message, writing nothing', () => {
    const { gas, ctx } = loadDist();
    expect(() => gas.execute(() => ctx.createTorresGroups({ title: 'T', groups: [['A', 'B', 'C', 'D'], ['E', 'F', 'a', 'G', 'H', 'I']] }))).toThrow(/Player 'a' appears in league 1 group 1/);
    expect(() => gas.execute(() => ctx.rollOverTorres({ title: 'T', previous: [{ league: 1, group: 1, players: names('A', 4) }], newPlayers: [], withdrawn: ['Zed'] }))).toThrow(/Withdrawn player 'Zed'/);
    expect(gas.book.getSheets().map((s) => s.getName())).toEqual(['Sheet1']);
  });
});
