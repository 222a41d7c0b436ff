import fc from 'fast-check';
import vm from 'vm';
import { TTTTIMEOUT } from './ttttimeout';

describe('TTTTIMEOUT', () => {
  it('docs/rules.md §1.4 "rounded to the nearest tenth, halves upward, computed exactly in decimal": once, on the exact value: (9.999999, 0, 0) = 1.0 and (0.5, 0.19999999, 0) = 1.4', () => {
    expect(TTTTIMEOUT(9.999999, 0, 0)).toBe(1);
    expect(TTTTIMEOUT(0.5, 0.19999999, 0)).toBe(1.4);
    expect(TTTTIMEOUT([[9.999999], [50]], [[0], [19.999999]], [[0], [0]])).toEqual([[1], [1.4]]);
  });

  it('the six seed examples, as fractions and as percentages, in one range call', () => {
    const w = [[0.987], [0.965], [0.825], [0.515], [0.876], [0.5]];
    const g = [[0.963], [0.777], [0.303], [0.189], [0], [0.137]];
    const b = [[0.123], [0.002], [0.003], [0.005], [0], [0.006]];
    expect(TTTTIMEOUT(w, g, b)).toEqual([[2.5], [2.3], [1.7], [1.5], [1.4], [1.4]]);
    const pct = (x: number[][]) => x.map(([v]) => [Math.round(v * 1000) / 10]);
    expect(TTTTIMEOUT(pct(w), pct(g), pct(b))).toEqual([[2.5], [2.3], [1.7], [1.5], [1.4], [1.4]]);
    expect(TTTTIMEOUT(0.987, 0.963, 0.123)).toBe(2.5);
    expect(TTTTIMEOUT(0.515, 0.189, 0.005)).toBe(1.5);
    expect(TTTTIMEOUT(0.5, 0.137, 0.006)).toBe(1.4);
  });

  it('percent reading: a plain number above 1 makes all three percentages', () => {
    expect(TTTTIMEOUT(98.7, 96.3, 0.4)).toBe(2.5); // 0.987 + 0.963 + 0.0028 + 0.0065 + 0.5 = 2.4593
    expect(TTTTIMEOUT(51.5, 18.9, 0.5)).toBe(1.5);
  });

  it('limits: 2.7 current, 3.0 original, W3 custom', () => {
    expect(TTTTIMEOUT(1, 1, 1)).toBe(2.7);
    expect(TTTTIMEOUT(1, 1, 1, 'original')).toBe(3);
    expect(TTTTIMEOUT(1, 1, 1, [[1, 2, 2.5, 0.5, 0.5, 0.3]])).toBe(2.5);
    expect(TTTTIMEOUT(0, 0, 0)).toBe(1);
  });

  it('broadcasts and keeps blanks blank', () => {
    expect(TTTTIMEOUT([[0.9], [0.6], ['']], 0, 0)).toEqual([[1.5], [1.3], ['']]);
    expect(TTTTIMEOUT([[0.9, 0.9]], [[0.5, '']], 0)).toEqual([[2, '']]);
  });

  it('errors: G above W, B above G, over 100, negative, text, dates, shapes', () => {
    // ranges: a row it cannot read shows why in its own cell, the other rows keep their scores
    expect(TTTTIMEOUT([[0.9], [0.4], [0.9]], [[0.5], [0.5], ['x']], 0)).toEqual([
      [2],
      ['0.5 (gammons) is more than wins (0.4); wins include gammons, so gammons ≤ wins'],
      ['"x" (gammons) is text, not a number; use a probability as a fraction (0.987) or a percentage (98.7)'],
    ]);
    expect(TTTTIMEOUT([['98,7'], ['1,850']], [[0], [0]], 0)).toEqual([
      [1.5],
      ['"1,850" (wins) could be 1.85 or 1850 (a decimal or a thousands separator); type the number without a thousands separator'],
    ]);
    expect(() => TTTTIMEOUT(0.9, 0.3, 0.4)).toThrow('TTTTIMEOUT: 0.4 (backgammons) is more than gammons (0.3)');
    expect(() => TTTTIMEOUT(101, 50, 0)).toThrow('TTTTIMEOUT: 101 (wins) is above 100');
    expect(() => TTTTIMEOUT(0.5, -0.1, 0)).toThrow('TTTTIMEOUT: -0.1 (gammons) is negative');
    expect(() => TTTTIMEOUT('98.7%', 0.5, 0)).toThrow('TTTTIMEOUT: "98.7%" (wins) is text, not a number; use a probability');
    const foreign = vm.runInNewContext('new Date(Date.UTC(2025, 2, 1))');
    expect(() => TTTTIMEOUT(0.9, foreign, 0)).toThrow('TTTTIMEOUT: the date 2025-03-01 (gammons) is a date, not a number');
    expect(() => TTTTIMEOUT([[0.9], [0.8]], [[0.1], [0.1], [0.1]], 0)).toThrow('TTTTIMEOUT: wins is 2×1 but gammons is 3×1; ranges must have the same shape');
    expect(() => TTTTIMEOUT(0.9, 0.1, 0, 'new')).toThrow('TTTTIMEOUT: "new" (scoring) is not a scoring');
  });

  it('property: a range of five-decimal draws equals exact BigInt arithmetic', () => {
    const row = fc
      .tuple(fc.integer({ min: 0, max: 100000 }), fc.integer({ min: 0, max: 100000 }), fc.integer({ min: 0, max: 100000 }))
      .map((t) => t.sort((x, y) => y - x));
    fc.assert(
      fc.property(fc.array(row, { minLength: 1, maxLength: 50 }), (rows) => {
        const out = TTTTIMEOUT(
          rows.map(([w]) => [w / 100000]),
          rows.map(([, g]) => [g / 100000]),
          rows.map(([, , b]) => [b / 100000]),
        ) as number[][];
        return rows.every(([w, g, b], i) => {
          const scaled = 10n * BigInt(w) + 10n * BigInt(g) + 7n * BigInt(b) + 5n * (100000n - BigInt(w)) + 500000n;
          let tenths = (scaled + 50000n) / 100000n;
          if (tenths > 27n) tenths = 27n;
          if (tenths < 10n) tenths = 10n;
          return out[i][0] === Number(tenths) / 10;
        });
      }),
      { numRuns: 300 },
    );
  });
});
