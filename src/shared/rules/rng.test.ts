import fc from 'fast-check';
import { createRng } from './rng';

describe('createRng', () => {
  it('gives the same sequence for the same seed and a different one for another seed', () => {
    const a = createRng('season-2026');
    const b = createRng('season-2026');
    const c = createRng('season-2027');
    const sa = Array.from({ length: 20 }, () => a.int(1000));
    const sb = Array.from({ length: 20 }, () => b.int(1000));
    const sc = Array.from({ length: 20 }, () => c.int(1000));
    expect(sa).toEqual(sb);
    expect(sa).not.toEqual(sc);
  });

  it('keeps int() within bounds and rejects bad bounds', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 1_000_000 }), (seed, n) => {
        const r = createRng(seed);
        for (let i = 0; i < 20; i++) {
          const x = r.int(n);
          if (!Number.isInteger(x) || x < 0 || x >= n) return false;
        }
        return true;
      }),
    );
    expect(() => createRng(1).int(0)).toThrow(RangeError);
    expect(() => createRng(1).int(2.5)).toThrow(RangeError);
  });

  it('is roughly uniform over 6 outcomes (chi-square, 5 degrees of freedom, p > 0.001)', () => {
    const r = createRng('dice');
    const counts = [0, 0, 0, 0, 0, 0];
    const n = 60_000;
    for (let i = 0; i < n; i++) counts[r.int(6)]++;
    const chi = counts.reduce((s, c) => s + (c - n / 6) ** 2 / (n / 6), 0);
    expect(chi).toBeLessThan(20.52);
  });

  it('shuffles into a permutation and forks into reproducible sub-streams', () => {
    const items = Array.from({ length: 30 }, (_, i) => i);
    const s = createRng(7).shuffle(items);
    expect([...s].sort((x, y) => x - y)).toEqual(items);
    expect(s).toEqual(createRng(7).shuffle(items));
    expect(createRng('x').fork('draw').next()).toBe(createRng('x').fork('draw').next());
    expect(createRng('x').fork('a').next()).not.toBe(createRng('x').fork('b').next());
  });
});
