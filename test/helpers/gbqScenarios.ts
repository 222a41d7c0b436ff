/**
 * Small GBQ groups for brute-force property tests of the "qualified / out" marks: random TPs so far, a few
 * remaining games between given players, and every way those games can split their 20 TPs.
 */
import fc from 'fast-check';

const SPLITS = [0, 5, 10, 15, 20];

export interface Scenario {
  /** TPs and games already played. */
  now: { tp: number; played: number }[];
  /** Remaining games, each between two players. */
  remaining: [number, number][];
  q: number;
}

/** Groups of 3–5 players; TPs so far are multiples of `tpStep` (at most 20 a game). */
export function scenarioArb(options: { tpStep: number; maxRemaining: number }): fc.Arbitrary<Scenario> {
  const steps = 20 / options.tpStep;
  return fc.integer({ min: 3, max: 5 }).chain((n) =>
    fc.record({
      now: fc.array(
        fc
          .integer({ min: 0, max: 3 })
          .chain((played) => fc.record({ played: fc.constant(played), tp: fc.integer({ min: 0, max: steps * played }).map((x) => options.tpStep * x) })),
        { minLength: n, maxLength: n },
      ),
      remaining: fc.array(
        fc.tuple(fc.integer({ min: 0, max: n - 1 }), fc.integer({ min: 0, max: n - 2 })).map(([a, b]) => [a, b >= a ? b + 1 : b] as [number, number]),
        { minLength: 0, maxLength: options.maxRemaining },
      ),
      q: fc.integer({ min: 1, max: n - 1 }),
    }),
  );
}

/** Each player's total games for the group: played so far plus their remaining games. */
export function totalGames(s: Scenario): number[] {
  const total = s.now.map((x) => x.played);
  for (const [a, b] of s.remaining) {
    total[a]++;
    total[b]++;
  }
  return total;
}

/** Every final table (TPs) the remaining games can produce. */
export function* completions(s: Scenario): Generator<number[]> {
  const tp = s.now.map((x) => x.tp);
  function* go(k: number): Generator<number[]> {
    if (k === s.remaining.length) {
      yield [...tp];
      return;
    }
    const [a, b] = s.remaining[k];
    for (const split of SPLITS) {
      tp[a] += split;
      tp[b] += 20 - split;
      yield* go(k + 1);
      tp[a] -= split;
      tp[b] -= 20 - split;
    }
  }
  yield* go(0);
}

/** Fails if a mark is contradicted by any completion (final TP% compared exactly: a/ga vs b/gb ⇔ a·gb vs b·ga). */
export function expectNoContradiction(marks: readonly unknown[], s: Scenario, total: readonly number[]): void {
  for (const final of completions(s)) {
    marks.forEach((mark, i) => {
      const aheadOrTied = final.filter((t, j) => j !== i && t * total[i] >= final[i] * total[j]).length;
      const strictlyAhead = final.filter((t, j) => j !== i && t * total[i] > final[i] * total[j]).length;
      if (mark === 'qualified') expect(aheadOrTied).toBeLessThan(s.q);
      if (mark === 'out') expect(strictlyAhead).toBeGreaterThanOrEqual(s.q);
    });
  }
}
