/**
 * The hostile run's scenarios at Sheets' and numbers' limits, through the built bundle: what reaches a sheet or a
 * custom function's result is a finite number or text, and a refusal says what to fix (docs/rules.md §0.3).
 */
import { loadDist } from '../helpers/dist';

const LEAK = /\bNaN\b|\bundefined\b|\[object Object\]|\bInfinity\b/;

/** Every cell of every sheet: no object, no non-finite number, no leaked word. */
function cleanCells(gas: ReturnType<typeof loadDist>['gas']): string[] {
  const bad: string[] = [];
  for (const sheet of gas.book.sheets) {
    const values = sheet.getDataRange().getValues();
    values.forEach((row, r) =>
      row.forEach((v, c) => {
        const wrong =
          (typeof v === 'number' && !Number.isFinite(v)) ||
          (typeof v === 'object' && v !== null && Object.prototype.toString.call(v) !== '[object Date]') ||
          (typeof v === 'string' && LEAK.test(v));
        if (wrong) bad.push(`"${sheet.name}" R${r + 1}C${c + 1}: ${String(v)}`);
      }),
    );
  }
  return bad;
}

describe('numbers at their limits never reach a sheet as Infinity, NaN or an object', () => {
  it('a TTT set with ratings near the largest number: created with finite averages, or refused in words', () => {
    const { gas, ctx } = loadDist();
    const players = Array.from({ length: 12 }, (_, i) => ({ name: `P${i + 1}`, rating: 1e308 }));
    let error = '';
    try {
      gas.execute(() => ctx.createRoundRobin({ title: 'Huge', players, groupSize: 12, seed: 'h' }));
    } catch (e) {
      error = String((e as Error).message);
    }
    if (error) expect(error).not.toMatch(LEAK);
    expect(cleanCells(gas)).toEqual([]);
  });

  it('TTTSTANDINGS with a custom scoring of huge numbers: finite scores or an error naming the scoring', () => {
    const { ctx } = loadDist();
    const first = [['A'], ['A'], ['B']];
    const second = [['B'], ['C'], ['C']];
    const results = [['W1'], ['W1'], ['W1']];
    let out: unknown;
    try {
      out = ctx.TTTSTANDINGS(first, second, results, [[1e308, 1e308, 1e308, 1e308, 1e308, 1e308]]);
    } catch (e) {
      expect(String((e as Error).message)).toMatch(/^TTTSTANDINGS: .*scoring/);
      return;
    }
    expect(JSON.stringify(out)).not.toMatch(LEAK);
    for (const row of out as unknown[][]) for (const v of row) if (typeof v === 'number') expect(Number.isFinite(v)).toBe(true);
  });

  it('a TORRES player named __proto__ gets a number in its Elo cell, like everyone else', () => {
    const { gas, ctx } = loadDist();
    const group = ['__proto__', 'constructor', 'toString', 'Ann'];
    const elo = group.map((name, i) => ({ name, elo: 1500 + i }));
    gas.execute(() => ctx.createTorresGroups({ title: 'Proto', groups: [group], elo, seed: 'p' }));
    expect(cleanCells(gas)).toEqual([]);
    const sheet = gas.book.sheets.find((s) => s.name === 'Proto L1');
    const values = sheet!.getDataRange().getValues();
    const eloOf = (name: string) => values.find((r) => r.includes(name) && r.some((v) => typeof v === 'number' && v >= 1500));
    for (const name of group) expect(eloOf(name)).toBeDefined();
  });
});
