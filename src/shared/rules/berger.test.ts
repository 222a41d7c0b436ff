import fc from 'fast-check';
import { bergerRounds, roundCount, type Rounds } from './berger';

/** FIDE Handbook C.05 Annex 1, Berger tables, written out: one string per round, boards in order, White first. */
const FIDE: Record<number, string[]> = {
  4: ['1-4 2-3', '4-3 1-2', '2-4 3-1'],
  6: ['1-6 2-5 3-4', '6-4 5-3 1-2', '2-6 3-1 4-5', '6-5 1-4 2-3', '3-6 4-2 5-1'],
  8: ['1-8 2-7 3-6 4-5', '8-5 6-4 7-3 1-2', '2-8 3-1 4-7 5-6', '8-6 7-5 1-4 2-3', '3-8 4-2 5-1 6-7', '8-7 1-6 2-5 3-4', '4-8 5-3 6-2 7-1'],
  10: [
    '1-10 2-9 3-8 4-7 5-6',
    '10-6 7-5 8-4 9-3 1-2',
    '2-10 3-1 4-9 5-8 6-7',
    '10-7 8-6 9-5 1-4 2-3',
    '3-10 4-2 5-1 6-9 7-8',
    '10-8 9-7 1-6 2-5 3-4',
    '4-10 5-3 6-2 7-1 8-9',
    '10-9 1-8 2-7 3-6 4-5',
    '5-10 6-4 7-3 8-2 9-1',
  ],
  12: [
    '1-12 2-11 3-10 4-9 5-8 6-7',
    '12-7 8-6 9-5 10-4 11-3 1-2',
    '2-12 3-1 4-11 5-10 6-9 7-8',
    '12-8 9-7 10-6 11-5 1-4 2-3',
    '3-12 4-2 5-1 6-11 7-10 8-9',
    '12-9 10-8 11-7 1-6 2-5 3-4',
    '4-12 5-3 6-2 7-1 8-11 9-10',
    '12-10 11-9 1-8 2-7 3-6 4-5',
    '5-12 6-4 7-3 8-2 9-1 10-11',
    '12-11 1-10 2-9 3-8 4-7 5-6',
    '6-12 7-5 8-4 9-3 10-2 11-1',
  ],
  14: [
    '1-14 2-13 3-12 4-11 5-10 6-9 7-8',
    '14-8 9-7 10-6 11-5 12-4 13-3 1-2',
    '2-14 3-1 4-13 5-12 6-11 7-10 8-9',
    '14-9 10-8 11-7 12-6 13-5 1-4 2-3',
    '3-14 4-2 5-1 6-13 7-12 8-11 9-10',
    '14-10 11-9 12-8 13-7 1-6 2-5 3-4',
    '4-14 5-3 6-2 7-1 8-13 9-12 10-11',
    '14-11 12-10 13-9 1-8 2-7 3-6 4-5',
    '5-14 6-4 7-3 8-2 9-1 10-13 11-12',
    '14-12 13-11 1-10 2-9 3-8 4-7 5-6',
    '6-14 7-5 8-4 9-3 10-2 11-1 12-13',
    '14-13 1-12 2-11 3-10 4-9 5-8 6-7',
    '7-14 8-6 9-5 10-4 11-3 12-2 13-1',
  ],
  16: [
    '1-16 2-15 3-14 4-13 5-12 6-11 7-10 8-9',
    '16-9 10-8 11-7 12-6 13-5 14-4 15-3 1-2',
    '2-16 3-1 4-15 5-14 6-13 7-12 8-11 9-10',
    '16-10 11-9 12-8 13-7 14-6 15-5 1-4 2-3',
    '3-16 4-2 5-1 6-15 7-14 8-13 9-12 10-11',
    '16-11 12-10 13-9 14-8 15-7 1-6 2-5 3-4',
    '4-16 5-3 6-2 7-1 8-15 9-14 10-13 11-12',
    '16-12 13-11 14-10 15-9 1-8 2-7 3-6 4-5',
    '5-16 6-4 7-3 8-2 9-1 10-15 11-14 12-13',
    '16-13 14-12 15-11 1-10 2-9 3-8 4-7 5-6',
    '6-16 7-5 8-4 9-3 10-2 11-1 12-15 13-14',
    '16-14 15-13 1-12 2-11 3-10 4-9 5-8 6-7',
    '7-16 8-6 9-5 10-4 11-3 12-2 13-1 14-15',
    '16-15 1-14 2-13 3-12 4-11 5-10 6-9 7-8',
    '8-16 9-7 10-6 11-5 12-4 13-3 14-2 15-1',
  ],
};

const parse = (rounds: string[]): Rounds => rounds.map((r) => r.split(' ').map((p) => p.split('-').map(Number) as [number, number]));
const show = (rounds: Rounds): string[] => rounds.map((r) => r.map(([a, b]) => `${a}-${b}`).join(' '));

/** Whites (first-named) per player 1..n. */
const whites = (rounds: Rounds, n: number): number[] => {
  const w = new Array<number>(n + 1).fill(0);
  rounds.flat().forEach(([a]) => w[a]++);
  return w.slice(1);
};

describe('the FIDE tables as written here are internally consistent', () => {
  it.each(Object.keys(FIDE).map(Number))('%i players: each pair once, n/2 boards, player n alternates, colours balanced', (n) => {
    const table = parse(FIDE[n]);
    expect(table).toHaveLength(n - 1);
    const pairs = new Set<string>();
    table.forEach((round, r) => {
      expect(round).toHaveLength(n / 2);
      expect(new Set(round.flat()).size).toBe(n);
      for (const [a, b] of round) pairs.add([a, b].sort((x, y) => x - y).join('-'));
      // player n is on board 1, second-named in odd rounds and first-named in even rounds
      expect(round[0].indexOf(n)).toBe(r % 2 === 0 ? 1 : 0);
    });
    expect(pairs.size).toBe((n * (n - 1)) / 2);
    for (const w of whites(table, n)) expect([n / 2 - 1, n / 2]).toContain(w);
  });
});

describe('bergerRounds', () => {
  it.each(Object.keys(FIDE).map(Number))('equals the FIDE table for %i players, round by round and board by board', (n) => {
    expect(show(bergerRounds(n))).toEqual(FIDE[n]);
  });

  it.each([3, 5, 7, 9, 11, 13, 15])('for %i players is the FIDE table of n + 1 without the bye pairings', (n) => {
    const expected = FIDE[n + 1].map((r) =>
      r
        .split(' ')
        .filter((p) => !p.split('-').includes(String(n + 1)))
        .join(' '),
    );
    expect(show(bergerRounds(n))).toEqual(expected);
  });

  it('has n − 1 rounds for even n and n rounds for odd n', () => {
    for (let n = 2; n <= 40; n++) {
      expect(bergerRounds(n)).toHaveLength(roundCount(n));
      expect(roundCount(n)).toBe(n % 2 === 0 ? n - 1 : n);
    }
  });

  it('gives two players one game', () => {
    expect(bergerRounds(2)).toEqual([[[1, 2]]]);
  });

  it.each([0, 1, -4, 2.5, NaN])('rejects %p players', (n) => {
    expect(() => bergerRounds(n)).toThrow(RangeError);
  });

  it('n = 3…40: every pair meets once, nobody plays twice in a round, invitations balanced', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 40 }), (n) => {
        const rounds = bergerRounds(n);
        const pairs = new Set<string>();
        for (const round of rounds) {
          const seen = round.flat();
          expect(new Set(seen).size).toBe(seen.length);
          expect(round).toHaveLength(Math.floor(n / 2));
          for (const [a, b] of round) {
            expect(a).toBeGreaterThanOrEqual(1);
            expect(b).toBeLessThanOrEqual(n);
            expect(a).not.toBe(b);
            pairs.add([a, b].sort((x, y) => x - y).join('-'));
          }
        }
        expect(pairs.size).toBe((n * (n - 1)) / 2);
        expect(rounds.flat()).toHaveLength((n * (n - 1)) / 2);
        for (const w of whites(rounds, n)) {
          expect(w).toBeGreaterThanOrEqual(Math.floor((n - 1) / 2));
          expect(w).toBeLessThanOrEqual(Math.ceil((n - 1) / 2));
        }
      }),
      { numRuns: 40 },
    );
  });

  it('nobody is first-named three rounds running in a single round robin (games actually played)', () => {
    for (let n = 3; n <= 40; n++) {
      const rounds = bergerRounds(n);
      for (let p = 1; p <= n; p++) {
        const seq = rounds.flatMap((r) => r.filter((g) => g.includes(p)).map(([a]) => (a === p ? 'W' : 'B'))).join('');
        expect(seq).not.toMatch(/WWW|BBB/);
      }
    }
  });
});
