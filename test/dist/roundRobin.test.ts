/** createRoundRobin and importResults through the built bundle (dist/Code.js in a gas-local context). */
import { loadDist } from '../helpers/dist';

const players = Array.from({ length: 12 }, (_, i) => ({ name: `P${i + 1}`, rating: 1500 + i }));

describe('the built bundle', () => {
  it('creates a TTT set whose standings follow a typed result, and imports results', () => {
    const { gas, ctx } = loadDist({ registerBundleFunctions: true });
    const result = gas.execute(() => ctx.createRoundRobin({ title: 'Dist', players, seed: 'd' })) as { sheets: string[]; groups: string[][] };
    expect(result.sheets).toEqual(['Dist G1 Games', 'Dist G1 Table', 'Dist My matches', 'Dist Import', 'Dist Timeouts', 'Dist Stats']);
    const games = gas.book.sheet('Dist G1 Games');
    games.getRange('F5').setValue('W2');
    const inviter = String(games.valueAt(5, 3));
    const table = gas.book.sheet('Dist G1 Table');
    expect(table.valueAt(6, 2)).toBe(inviter);
    expect(table.valueAt(6, 4)).toBe(2);
    gas.book.sheet('Dist Import').getRange('A2:E2').setValues([[7, games.valueAt(6, 3), games.valueAt(6, 4), games.valueAt(6, 4), 'single']]);
    const imported = gas.execute(() => ctx.importResults({})) as { imported: number };
    expect(imported.imported).toBe(1);
    expect(games.getRange('E6:F6').getValues()).toEqual([[7, 'L1']]);
  });

  it('rejects bad input with a clear error and writes nothing', () => {
    const { gas, ctx } = loadDist();
    const before = gas.book.getSheets().length;
    expect(() => gas.execute(() => ctx.createRoundRobin({ title: 'Bad', players: [{ name: 'A' }, { name: 'a' }, { name: 'B' }], groupSize: 3 }))).toThrow(/'a' already signed up on row 1/);
    expect(gas.book.getSheets().length).toBe(before);
  });
});
