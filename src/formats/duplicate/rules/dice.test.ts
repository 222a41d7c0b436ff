import fc from 'fast-check';
import { createRng } from '../../../shared/rules/rng';
import {
  DEFAULT_ROLLS_PER_SIDE,
  DICE_SHEET_HEADER,
  diceSet,
  diceSets,
  diceSetTitle,
  diceSheetRows,
  formatRoll,
  openingRoll,
  rollDice,
  type DiceSet,
} from './dice';

const isDie = (d: number) => Number.isInteger(d) && d >= 1 && d <= 6;

function chiSquare(counts: number[], expected: number): number {
  return counts.reduce((s, c) => s + (c - expected) ** 2 / expected, 0);
}

describe('diceSet', () => {
  it('has the documented shape: set, seed, opening, 80 rolls per side by default', () => {
    const s = diceSet('Yalta 2008', 5);
    expect(s.set).toBe(5);
    expect(s.seed).toBe('Yalta 2008');
    expect(s.white).toHaveLength(DEFAULT_ROLLS_PER_SIDE);
    expect(s.black).toHaveLength(80);
    expect(s.opening).toHaveLength(2);
    for (const r of [...s.white, ...s.black, s.opening]) {
      expect(r).toHaveLength(2);
      expect(isDie(r[0]) && isDie(r[1])).toBe(true);
    }
  });

  it('is reproducible: same seed and set number → the same set, whatever else was generated before', () => {
    const first = diceSet('club-2026', 7);
    diceSet('club-2026', 3);
    diceSet('other', 7);
    createRng('club-2026').next();
    expect(diceSet('club-2026', 7)).toEqual(first);
    expect(diceSets('club-2026', 5, 4)[2]).toEqual(first);
    // Pinned values: a change of the algorithm would silently change every printed set.
    expect(diceSet('pin', 1, 3)).toEqual({
      set: 1,
      seed: 'pin',
      opening: [4, 1],
      white: [
        [6, 3],
        [6, 3],
        [2, 2],
      ],
      black: [
        [5, 2],
        [1, 6],
        [3, 4],
      ],
    });
  });

  it('is reproducible for any seed and set number (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((s) => s.trim() !== ''),
        fc.integer({ min: 1, max: 1_000_000 }),
        (seed, n) => {
          expect(diceSet(seed, n, 10)).toEqual(diceSet(seed, n, 10));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('gives different rolls for different set numbers and different seeds', () => {
    const sets = Array.from({ length: 50 }, (_, i) => JSON.stringify(diceSet('tournament', i + 1, 20)));
    expect(new Set(sets).size).toBe(50);
    expect(diceSet('a', 1)).not.toEqual({ ...diceSet('b', 1), seed: 'a' });
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((s) => s.trim() !== ''),
        fc.integer({ min: 1, max: 10_000 }),
        (seed, n) => {
          expect(diceSet(seed, n, 20).white).not.toEqual(diceSet(seed, n + 1, 20).white);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('keeps the printed rolls when more rolls per side are asked for (prefix-stable)', () => {
    const short = diceSet('event', 2, 30);
    const long = diceSet('event', 2, 500);
    expect(long.opening).toEqual(short.opening);
    expect(long.white.slice(0, 30)).toEqual(short.white);
    expect(long.black.slice(0, 30)).toEqual(short.black);
    expect(diceSet('event', 2, 1).white).toEqual([short.white[0]]);
  });

  it('never has a double as opening roll (property over many seeds and sets)', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((s) => s.trim() !== ''),
        fc.integer({ min: 1, max: 1_000_000 }),
        (seed, n) => {
          const [w, b] = diceSet(seed, n, 1).opening;
          return isDie(w) && isDie(b) && w !== b;
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('White and Black sequences are independent streams (not the same rolls)', () => {
    const s = diceSet('x', 1);
    expect(s.white).not.toEqual(s.black);
  });

  it('validates rollsPerSide, set number and seed with clear errors', () => {
    for (const bad of [0, -1, 501, 2.5, NaN, Infinity]) {
      expect(() => diceSet('s', 1, bad)).toThrow(/rolls per side must be a whole number from 1 to 500/);
    }
    expect(() => diceSet('s', 1, '80' as unknown as number)).toThrow(/rolls per side/);
    expect(diceSet('s', 1, 500).white).toHaveLength(500);
    expect(diceSet('s', 1, 1).black).toHaveLength(1);
    for (const bad of [0, -3, 1.5, NaN]) {
      expect(() => diceSet('s', bad)).toThrow(/set number must be a whole number from 1 up/);
    }
    expect(() => diceSet('', 1)).toThrow(/seed is empty/);
    expect(() => diceSet('   ', 1)).toThrow(/seed is empty/);
    expect(() => diceSet(undefined as unknown as string, 1)).toThrow(/seed must be text/);
    expect(() => diceSets('s', 1, -1)).toThrow(/number of sets/);
    expect(diceSets('s', 3, 0)).toEqual([]);
  });
});

describe('fairness (chi-square)', () => {
  it('the 36 ordered outcomes of a roll are equally likely (10,000 rolls, 35 df, p = 0.001 → 66.62)', () => {
    const counts = new Array(36).fill(0);
    let total = 0;
    for (let set = 1; total < 10_000; set++) {
      const s = diceSet('chi-square rolls', set, 100);
      for (const [a, b] of [...s.white, ...s.black]) {
        counts[(a - 1) * 6 + (b - 1)]++;
        total++;
      }
    }
    expect(total).toBe(10_000);
    expect(chiSquare(counts, total / 36)).toBeLessThan(66.62);
  });

  it('each die is uniform (6 faces, 5 df, p = 0.001 → 20.52), first and second die alike', () => {
    const rng = createRng('dice faces');
    const first = new Array(6).fill(0);
    const second = new Array(6).fill(0);
    for (let i = 0; i < 12_000; i++) {
      const [a, b] = rollDice(rng);
      first[a - 1]++;
      second[b - 1]++;
    }
    expect(chiSquare(first, 2000)).toBeLessThan(20.52);
    expect(chiSquare(second, 2000)).toBeLessThan(20.52);
  });

  it('the 30 opening outcomes are equally likely (10,000 sets, 29 df, p = 0.001 → 58.30)', () => {
    const counts = new Map<string, number>();
    const n = 10_000;
    for (let set = 1; set <= n; set++) {
      const key = formatRoll(diceSet('chi-square openings', set, 1).opening);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(counts.size).toBe(30);
    for (const key of counts.keys()) expect(key[0]).not.toBe(key[1]);
    expect(chiSquare([...counts.values()], n / 30)).toBeLessThan(58.3);
  });

  it('openingRoll maps all 30 values of rng.int(30) to the 30 distinct ordered pairs', () => {
    const seen = new Set<string>();
    for (let k = 0; k < 30; k++) {
      const fake = { int: () => k } as unknown as Parameters<typeof openingRoll>[0];
      const [w, b] = openingRoll(fake);
      expect(w).not.toBe(b);
      seen.add(`${w}${b}`);
    }
    expect(seen.size).toBe(30);
  });
});

describe('formatRoll', () => {
  it('prints a roll as the seed does ("61") or with a separator as the protocol does ("4:3")', () => {
    expect(formatRoll([6, 1])).toBe('61');
    expect(formatRoll([3, 3])).toBe('33');
    expect(formatRoll([4, 3], ':')).toBe('4:3');
  });
  it('rejects what is not a die', () => {
    expect(() => formatRoll([0, 1])).toThrow(/a die shows 1 to 6; got 0/);
    expect(() => formatRoll([7, 1])).toThrow(/got 7/);
    expect(() => formatRoll([1.5, 1])).toThrow(/got 1.5/);
    expect(() => formatRoll([1] as unknown as [number, number])).toThrow(/two dice/);
  });
});

describe('diceSheetRows', () => {
  // The rules page's "Set of Rolls Nr. 5" (docs/rules.md §2.1) (first five rolls per side).
  const nr5: DiceSet = {
    set: 5,
    seed: 'seed example',
    opening: [4, 3],
    white: [
      [6, 1],
      [4, 2],
      [3, 2],
      [4, 4],
      [5, 3],
    ],
    black: [
      [3, 3],
      [4, 1],
      [6, 5],
      [2, 2],
      [5, 1],
    ],
  };

  it("lays out the rules page's example: identical white and black sequences in both rooms", () => {
    const rows = diceSheetRows(nr5);
    expect(diceSetTitle(nr5)).toBe('Set of Rolls Nr. 5');
    expect(DICE_SHEET_HEADER).toEqual(['Roll', 'OPEN White', 'OPEN Black', 'CLOSED White', 'CLOSED Black']);
    expect(rows[0]).toEqual({ label: 'Opening roll', openWhite: '4', openBlack: '3', closedWhite: '4', closedBlack: '3' });
    expect(rows.slice(1).map((r) => [r.openWhite, r.openBlack, r.closedWhite, r.closedBlack])).toEqual([
      ['61', '33', '61', '33'],
      ['42', '41', '42', '41'],
      ['32', '65', '32', '65'],
      ['44', '22', '44', '22'],
      ['53', '51', '53', '51'],
    ]);
    expect(rows.slice(1).map((r) => r.label)).toEqual(['1', '2', '3', '4', '5']);
  });

  it('shows the same rolls in both rooms for any generated set (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 1, max: 60 }), (n, k) => {
        const s = diceSet('rooms', n, k);
        const rows = diceSheetRows(s);
        expect(rows).toHaveLength(k + 1);
        for (const [i, r] of rows.slice(1).entries()) {
          expect(r.closedWhite).toBe(r.openWhite);
          expect(r.closedBlack).toBe(r.openBlack);
          expect(r.openWhite).toBe(formatRoll(s.white[i]));
          expect(r.openBlack).toBe(formatRoll(s.black[i]));
        }
      }),
      { numRuns: 50 },
    );
  });

  it('rejects a hand-made set whose opening roll is a double', () => {
    expect(() => diceSheetRows({ ...nr5, opening: [3, 3] })).toThrow(/Set of Rolls Nr. 5: the opening roll cannot be a double/);
  });
});
