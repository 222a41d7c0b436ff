import fc from 'fast-check';
import { bergerRounds } from './berger';
import { doubleBergerRounds, roundRobinRounds, swapColours } from './doubleRoundRobin';

const colourString = (rounds: [number, number][][], p: number): string =>
  rounds.flatMap((r) => r.filter((g) => g.includes(p)).map(([a]) => (a === p ? 'W' : 'B'))).join('');

describe('doubleBergerRounds', () => {
  it('4 players: first cycle with rounds 2 and 3 exchanged, then the table with colours swapped', () => {
    const show = doubleBergerRounds(4).map((r) => r.map(([a, b]) => `${a}-${b}`).join(' '));
    expect(show).toEqual(['1-4 2-3', '2-4 3-1', '4-3 1-2', '4-1 3-2', '3-4 2-1', '4-2 1-3']);
  });

  it('second cycle mirrors the table; first cycle is the table with its last two rounds exchanged', () => {
    for (let n = 3; n <= 20; n++) {
      const single = bergerRounds(n);
      const r = single.length;
      const double = doubleBergerRounds(n);
      expect(double).toHaveLength(2 * r);
      expect(double.slice(0, r - 2)).toEqual(single.slice(0, r - 2));
      expect(double[r - 2]).toEqual(single[r - 1]);
      expect(double[r - 1]).toEqual(single[r - 2]);
      expect(double.slice(r)).toEqual(swapColours(single));
    }
  });

  it('player n alternates and nobody is first-named (or second-named) three times running, n = 3…40', () => {
    for (let n = 3; n <= 40; n++) {
      const double = doubleBergerRounds(n);
      for (let p = 1; p <= n; p++) expect(colourString(double, p)).not.toMatch(/WWW|BBB/);
    }
  });

  it('without the exchange, the cycle boundary would give three in a row (why FIDE recommends it)', () => {
    const naive = [...bergerRounds(4), ...swapColours(bergerRounds(4))];
    expect(colourString(naive, 1)).toMatch(/BBB/);
  });

  it('n = 3…40: every pair meets twice, once with each inviter; nobody twice in a round; n − 1 invitations each', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 40 }), (n) => {
        const rounds = roundRobinRounds(n, true);
        const ordered = new Set<string>();
        for (const round of rounds) {
          const seen = round.flat();
          expect(new Set(seen).size).toBe(seen.length);
          for (const [a, b] of round) ordered.add(`${a}-${b}`);
        }
        expect(ordered.size).toBe(n * (n - 1));
        expect(rounds.flat()).toHaveLength(n * (n - 1));
        const invites = new Array<number>(n + 1).fill(0);
        rounds.flat().forEach(([a]) => invites[a]++);
        expect(invites.slice(1)).toEqual(new Array<number>(n).fill(n - 1));
      }),
      { numRuns: 60 },
    );
  });

  it('roundRobinRounds(n, false) is the single table', () => {
    expect(roundRobinRounds(7, false)).toEqual(bergerRounds(7));
  });
});
