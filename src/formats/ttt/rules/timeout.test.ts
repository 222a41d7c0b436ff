import fc from 'fast-check';
import { adjudicateTimeout, isProbabilityProblem, readProbabilities, timeoutScore, timeoutTenths } from './timeout';

/** The same in plain integer arithmetic (all values far below 2^53), for the big sweeps. */
function referenceInt(w: number, g: number, b: number, maxTenths: number): number {
  const one = 100000;
  const scaled = 10 * w + 10 * g + 7 * b + 5 * (one - w) + 5 * one;
  const halfUp = scaled + one / 2;
  const tenths = (halfUp - (halfUp % one)) / one;
  return Math.min(Math.max(tenths, 10), maxTenths);
}

/** Exact reference in BigInt: inputs as integer hundred-thousandths (fractions). Returns tenths, limited. */
function reference(w: bigint, g: bigint, b: bigint, maxTenths: bigint): bigint {
  const one = 100000n;
  // 10·score in units of 1/100 000: 10W + 10G + 7B + 5(1 − W) + 5
  const scaled = 10n * w + 10n * g + 7n * b + 5n * (one - w) + 5n * one;
  let tenths = (scaled + one / 2n) / one; // BigInt division truncates; all non-negative → floor
  if (tenths < 10n) tenths = 10n;
  if (tenths > maxTenths) tenths = maxTenths;
  return tenths;
}

const triple = (max: number) =>
  fc
    .tuple(fc.integer({ min: 0, max }), fc.integer({ min: 0, max }), fc.integer({ min: 0, max }))
    .map(([x, y, z]) => [x, y, z].sort((p, q) => q - p) as [number, number, number]);

describe('timeout adjudication (docs/rules.md §1.4, worked examples)', () => {
  it.each([
    [0.987, 0.963, 0.123, 2.5],
    [0.965, 0.777, 0.002, 2.3],
    [0.825, 0.303, 0.003, 1.7],
    [0.515, 0.189, 0.005, 1.5],
    [0.876, 0, 0, 1.4],
    [0.5, 0.137, 0.006, 1.4],
  ])('W %p G %p B %p → %p', (w, g, b, score) => {
    expect(adjudicateTimeout(w, g, b)).toBe(score);
    expect(adjudicateTimeout(w * 100, g * 100, b * 100)).toBe(score);
  });

  it('the seed equities, exactly, before rounding', () => {
    const tenthsOf = (w: number, g: number, b: number) => {
      const p = readProbabilities(w, g, b);
      if (isProbabilityProblem(p)) throw new Error('bad');
      return timeoutTenths(p);
    };
    expect(tenthsOf(0.515, 0.189, 0.005)).toBe(15); // 1.45 → 1.5, half up
    expect(tenthsOf(0.1, 0, 0)).toBe(11); // 1.05 → 1.1, half up
    expect(tenthsOf(0, 0, 0)).toBe(10);
  });

  it('half up at exact halves, decimal-exact', () => {
    expect(adjudicateTimeout(0.1, 0, 0)).toBe(1.1); // 1.05
    expect(adjudicateTimeout(0.3, 0, 0)).toBe(1.2); // 1.15
    expect(adjudicateTimeout(0.7, 0.05, 0)).toBe(1.4); // 0.7 + 0.05 + 0.15 + 0.5 = 1.40
    expect(adjudicateTimeout(0.7, 0.1, 0)).toBe(1.5); // 1.45 → 1.5
    expect(adjudicateTimeout(0.6, 0.1, 0.05)).toBe(1.4); // 0.6 + 0.1 + 0.035 + 0.2 + 0.5 = 1.435 → 1.4
  });

  it('limits to 1 … 2.7 (current), 3.0 (original), W3 (custom)', () => {
    expect(adjudicateTimeout(0, 0, 0)).toBe(1);
    expect(adjudicateTimeout(1, 1, 1)).toBe(2.7);
    expect(adjudicateTimeout(1, 1, 1, 3)).toBe(3);
    expect(adjudicateTimeout(1, 1, 0.5, 3)).toBe(2.9); // 2.35 + 0.5 = 2.85 → 2.9
    expect(adjudicateTimeout(1, 1, 1, 2.55)).toBe(2.55);
    expect(adjudicateTimeout(0.2, 0, 0)).toBe(1.1); // 0.6 + 0.5 = 1.1
  });

  it('percent reading: any value above 1 makes all three percentages; above 100 is a problem', () => {
    const read = (w: number, g: number, b: number) => {
      const p = readProbabilities(w, g, b);
      if (isProbabilityProblem(p)) return p;
      return { fractions: [p.wins, p.gammons, p.backgammons].map((v) => Number(v) / Number(p.one)), percent: p.percent };
    };
    expect(read(98.7, 96.3, 0.4)).toEqual({ fractions: [0.987, 0.963, 0.004], percent: true });
    expect(read(0.987, 0.963, 0.004)).toEqual({ fractions: [0.987, 0.963, 0.004], percent: false });
    expect(read(1, 1, 1)).toEqual({ fractions: [1, 1, 1], percent: false });
    expect(readProbabilities(100.5, 50, 0)).toEqual({ index: 0, problem: 'over 100' });
    expect(readProbabilities(50, 40, 101)).toEqual({ index: 2, problem: 'over 100' });
    expect(readProbabilities(-0.1, 0, 0)).toEqual({ index: 0, problem: 'negative' });
    expect(readProbabilities(0.5, 0.6, 0)).toEqual({ index: 1, problem: 'gammons above wins' });
    expect(readProbabilities(0.5, 0.3, 0.4)).toEqual({ index: 2, problem: 'backgammons above gammons' });
    expect(() => adjudicateTimeout(0.5, 0.6, 0)).toThrow(RangeError);
  });

  it('every fraction and every percentage with up to five decimals is read as exactly the decimal typed', () => {
    let bad = 0;
    for (let k = 0; k <= 100000; k++) {
      const fraction = readProbabilities(k / 100000, 0, 0);
      if (isProbabilityProblem(fraction) || BigInt(fraction.wins) * 100000n !== BigInt(k) * BigInt(fraction.one)) bad++;
      const typed = (k % 10000) * 1000 + 7; // a percentage with five decimals, below 100: k/100 + 0.00007 %
      const percent = readProbabilities(100, typed / 100000, 0);
      if (isProbabilityProblem(percent) || BigInt(percent.gammons) * 10000000n !== BigInt(typed) * BigInt(percent.one)) bad++;
    }
    expect(bad).toBe(0);
  });

  it('matches exact integer arithmetic over every W ≥ G ≥ B in hundredths, and W, G in thousandths with B ∈ {0, 0.001, G}', () => {
    let mismatches = 0;
    for (let w = 0; w <= 100; w++)
      for (let g = 0; g <= w; g++)
        for (let b = 0; b <= g; b++) {
          const want = referenceInt(w * 1000, g * 1000, b * 1000, 27) / 10;
          if (adjudicateTimeout(w / 100, g / 100, b / 100) !== want) mismatches++;
          if (adjudicateTimeout(w, g, b) !== want && (w > 1 || g > 1 || b > 1)) mismatches++;
        }
    for (let w = 0; w <= 1000; w++)
      for (let g = 0; g <= w; g++)
        for (const b of g > 0 ? [0, 1, g] : [0]) {
          const want = referenceInt(w * 100, g * 100, b * 100, 30) / 10;
          if (adjudicateTimeout(w / 1000, g / 1000, b / 1000, 3) !== want) mismatches++;
        }
    expect(mismatches).toBe(0);
  });

  it('property: thousandths, as fractions and as percentages, equal the exact integer result', () => {
    fc.assert(
      fc.property(triple(1000), ([w, g, b]) => {
        const want = Number(reference(BigInt(w * 100), BigInt(g * 100), BigInt(b * 100), 27n)) / 10;
        return adjudicateTimeout(w / 1000, g / 1000, b / 1000) === want && (w <= 10 || adjudicateTimeout(w / 10, g / 10, b / 10) === want);
      }),
      { numRuns: 5000 },
    );
  });

  it('property: five-decimal draws equal the exact integer result (current and original limits)', () => {
    fc.assert(
      fc.property(triple(100000), fc.boolean(), ([w, g, b], original) => {
        const max = original ? 30n : 27n;
        const want = Number(reference(BigInt(w), BigInt(g), BigInt(b), max)) / 10;
        const asText = (k: number) => (k === 100000 ? 1 : Number(`0.${String(k).padStart(5, '0')}`));
        const p = readProbabilities(asText(w), asText(g), asText(b));
        return !isProbabilityProblem(p) && timeoutScore(p, original ? 3 : 2.7) === want;
      }),
      { numRuns: 5000 },
    );
  });
});

/** Exact rational reference from the decimal texts (BigInt): tenths of the score, half up, limited to 1 … max. */
function exactTenths(texts: [string, string, string], percent: boolean, maxTenths: bigint): bigint {
  const scale = Math.max(...texts.map((t) => (t.split('.')[1] ?? '').length)) + (percent ? 2 : 0);
  const one = 10n ** BigInt(scale);
  const units = texts.map((t) => {
    const [int, frac = ''] = t.split('.');
    return BigInt(int + frac) * 10n ** BigInt(scale - frac.length - (percent ? 2 : 0));
  });
  const [w, g, b] = units;
  const scaled = 10n * w + 10n * g + 7n * b + 5n * (one - w) + 5n * one; // 10·score, in units of 1/one
  let tenths = (2n * scaled + one) / (2n * one); // half up
  if (tenths < 10n) tenths = 10n;
  return tenths > maxTenths ? maxTenths : tenths;
}

describe('docs/rules.md §1.4 "score = equity + 0.5, rounded to the nearest tenth, halves upward, computed exactly in decimal": rounded once, at the end, on the exact value', () => {
  it('TTTTIMEOUT(9.999999, 0, 0): 0.09999999 + 0.90000001 × 0.5 + 0.5 = 1.049999995 → 1.0, not 1.1', () => {
    expect(adjudicateTimeout(9.999999, 0, 0)).toBe(1);
    expect(adjudicateTimeout(0.09999999, 0, 0)).toBe(1);
  });

  it('TTTTIMEOUT(0.5, 0.19999999, 0): 0.5 + 0.19999999 + 0.25 + 0.5 = 1.44999999 → 1.4, not 1.5', () => {
    expect(adjudicateTimeout(0.5, 0.19999999, 0)).toBe(1.4);
    expect(adjudicateTimeout(50, 19.999999, 0)).toBe(1.4);
  });

  it('exact halves still go up (1.05 → 1.1, 1.45 → 1.5) and a hair above a half too', () => {
    expect(adjudicateTimeout(0.1, 0, 0)).toBe(1.1);
    expect(adjudicateTimeout(0.5, 0.2, 0)).toBe(1.5);
    expect(adjudicateTimeout(0.100000001, 0, 0)).toBe(1.1);
  });

  const digits = (n: number) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }).map((d) => d.join(''));
  /** A decimal text of up to 12 decimals: k/10^d, near the rounding boundaries more often than not. */
  const decimalText = fc.oneof(
    fc.tuple(fc.integer({ min: 0, max: 12 }), fc.nat()).map(([d, k]) => (d === 0 ? String(k % 2) : `0.${String(k % 10 ** Math.min(d, 9)).padStart(d, '0')}`)),
    fc
      .tuple(fc.integer({ min: 0, max: 9 }), fc.constantFrom('0', '9'), fc.integer({ min: 3, max: 9 }))
      .map(([tenth, fill, n]) => `0.${tenth}${fill.repeat(n)}`),
    fc.tuple(fc.integer({ min: 1, max: 9 }), digits(6)).map(([d, rest]) => `0.${d}${rest}`),
  );

  it('property: fractions with up to 12 decimals, and the same as percentages, give the exact rational result', () => {
    fc.assert(
      fc.property(fc.tuple(decimalText, decimalText, decimalText), fc.boolean(), (texts, original) => {
        const sorted = [...texts].sort((x, y) => Number(y) - Number(x)) as [string, string, string];
        const max = original ? 30n : 27n;
        const want = Number(exactTenths(sorted, false, max)) / 10;
        const asFraction = adjudicateTimeout(Number(sorted[0]), Number(sorted[1]), Number(sorted[2]), original ? 3 : 2.7);
        // As percentages: the same decimals shifted two places (exactly, as text), read as GnuBG shows them.
        const percentText = (t: string) => {
          const [int, frac = ''] = t.split('.');
          const shifted = `${int}${frac.padEnd(2, '0').slice(0, 2)}.${frac.slice(2)}`.replace(/\.$/, '');
          return shifted.replace(/^0+(?=\d)/, '');
        };
        const pct = sorted.map(percentText) as [string, string, string];
        const anyAboveOne = pct.some((t) => Number(t) > 1);
        const asPercent = anyAboveOne ? adjudicateTimeout(Number(pct[0]), Number(pct[1]), Number(pct[2]), original ? 3 : 2.7) : want;
        return asFraction === want && asPercent === Number(exactTenths(pct, true, max)) / 10 && asPercent === want;
      }),
      { numRuns: 5000 },
    );
  });
});
