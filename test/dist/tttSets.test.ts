/** TTT sets through the built bundle: WT x / LT x, the extra-entry offer, a timeout adjudicated on the Timeouts sheet, createMiniTtt. */
import { loadDist } from '../helpers/dist';

describe('TTT sets in the built bundle', () => {
  it('offers the right extra entries, adjudicates an imported timeout either way, and reads LT x everywhere', () => {
    const { gas, ctx } = loadDist({ registerBundleFunctions: true });
    const players = Array.from({ length: 13 }, (_, i) => ({ name: `P${i + 1}`, rating: 1500 + i, entries: i === 0 ? 2 : 1 }));
    const r = gas.execute(() => ctx.createRoundRobin({ title: 'B', players, seed: 'b' })) as {
      sheets: string[];
      offer: { extraEntries: number; candidates: string[]; enough: boolean };
      waitingEntries: { name: string; entry: number }[];
    };
    expect(r.sheets.at(-1)).toBe('B Stats');
    // 14 entries, 1 group: 2 groups could use Σ min(entries, 2) = 14 of 24 seats → 10 extra entries
    expect(r.offer).toEqual({ extraEntries: 10, candidates: players.slice(1, 12).map((p) => p.name), enough: true });
    expect(r.waitingEntries.map((w) => `${w.name}#${w.entry}`)).toEqual(['P13#1', 'P1#2']);
    const games = gas.book.sheet('B G1 Games');
    const [inviter, invitee] = [String(games.valueAt(5, 3)), String(games.valueAt(5, 4))];
    gas.book.sheet('B Import').getRange('A2:E2').setValues([[9, inviter, invitee, invitee, 'resign']]);
    const imported = gas.execute(() => ctx.importResults({})) as { toAdjudicate: number };
    expect(imported.toAdjudicate).toBe(1);
    gas.book.sheet('B Timeouts').getRange('F5:H5').setValues([[96.5, 77.7, 0.2]]);
    expect(games.getRange('F5:H5').getValues()).toEqual([['LT 2.3', 0, 2.3]]);
    const table = gas.book.sheet('B G1 Table');
    expect([table.valueAt(6, 2), table.valueAt(6, 4)]).toEqual([invitee, 2.3]);
    expect(gas.book.customFunctionCells('B Timeouts').cells).toBe(1);
    expect(() => gas.execute(() => ctx.createMiniTtt({ sheet: 'B G1 Table' }))).toThrow(/do not say "mini-TTT needed"/);
  });
});
