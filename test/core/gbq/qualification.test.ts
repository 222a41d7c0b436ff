import fc from 'fast-check';
import { qualificationMarks, QualificationPlayer } from '../../../src/core/gbq/qualification';

const p = (tp: number, played: number, total: number): QualificationPlayer => ({ tp, played, total });

describe('qualification marks', () => {
  it('marks a finished group by its final TP% order', () => {
    const marks = qualificationMarks([p(80, 4, 4), p(50, 4, 4), p(30, 4, 4), p(0, 4, 4)], 2);
    expect(marks).toEqual(['qualified', 'qualified', 'out', 'out']);
  });

  it('leaves a finished tie on the line uncertain (the tie-break is unknown)', () => {
    expect(qualificationMarks([p(60, 4, 4), p(40, 4, 4), p(40, 4, 4), p(20, 4, 4)], 2)).toEqual(['qualified', '', '', 'out']);
  });

  it('marks nobody while everything is still open', () => {
    expect(qualificationMarks([p(0, 0, 3), p(0, 0, 3), p(0, 0, 3), p(0, 0, 3)], 2)).toEqual(['', '', '', '']);
  });

  it('qualifies a leader nobody can reach and puts out a player who cannot catch two others', () => {
    // A: 60/60 from 3 of 4 games (worst 75 %). B, C: 30 from 3, one left (best 62.5 %). D: 0 from 3 of 4 (best 25 %).
    const marks = qualificationMarks([p(60, 3, 4), p(30, 3, 4), p(30, 3, 4), p(0, 3, 4)], 1);
    expect(marks).toEqual(['qualified', 'out', 'out', 'out']);
    expect(qualificationMarks([p(60, 3, 4), p(30, 3, 4), p(30, 3, 4), p(0, 3, 4)], 2)).toEqual(['qualified', '', '', 'out']);
  });

  it('everyone qualifies when there are as many places as players', () => {
    expect(qualificationMarks([p(0, 0, 2), p(0, 0, 2)], 2)).toEqual(['qualified', 'qualified']);
  });

  it('refuses impossible rows', () => {
    expect(() => qualificationMarks([p(50, 2, 4)], 1)).toThrow(RangeError);
    expect(() => qualificationMarks([p(10, 3, 2)], 1)).toThrow(RangeError);
    expect(() => qualificationMarks([p(0, 0, 0)], 1)).toThrow(RangeError);
    expect(() => qualificationMarks([p(0, 0, 1)], 0)).toThrow(RangeError);
  });
});

// ---------------------------------------------------------------- brute force

const SPLITS = [0, 5, 10, 15, 20];

interface Scenario {
  /** TPs and games already played. */
  now: { tp: number; played: number }[];
  /** Remaining games, each between two players. */
  remaining: [number, number][];
  q: number;
}

const scenarioArb: fc.Arbitrary<Scenario> = fc.integer({ min: 3, max: 5 }).chain((n) =>
  fc.record({
    now: fc.array(
      fc.integer({ min: 0, max: 3 }).chain((played) => fc.record({ played: fc.constant(played), tp: fc.integer({ min: 0, max: 4 * played }).map((x) => 5 * x) })),
      { minLength: n, maxLength: n },
    ),
    remaining: fc.array(
      fc
        .tuple(fc.integer({ min: 0, max: n - 1 }), fc.integer({ min: 0, max: n - 2 }))
        .map(([a, b]) => [a, b >= a ? b + 1 : b] as [number, number]),
      { minLength: 0, maxLength: 5 },
    ),
    q: fc.integer({ min: 1, max: n - 1 }),
  }),
);

/** Every final table (TPs) the remaining games can produce. */
function* completions(s: Scenario): Generator<number[]> {
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

describe('qualification marks never contradict a completion of the remaining games', () => {
  it('holds on small groups, brute force', () => {
    let marked = 0;
    fc.assert(
      fc.property(scenarioArb, (s) => {
        const total = s.now.map((x) => x.played);
        for (const [a, b] of s.remaining) {
          total[a]++;
          total[b]++;
        }
        fc.pre(total.every((t) => t > 0));
        const marks = qualificationMarks(
          s.now.map((x, i) => p(x.tp, x.played, total[i])),
          s.q,
        );
        marked += marks.filter((m) => m !== '').length;
        for (const final of completions(s)) {
          // Compare final TP% exactly: a/ga vs b/gb ⇔ a·gb vs b·ga.
          marks.forEach((mark, i) => {
            const aheadOrTied = final.filter((t, j) => j !== i && t * total[i] >= final[i] * total[j]).length;
            const strictlyAhead = final.filter((t, j) => j !== i && t * total[i] > final[i] * total[j]).length;
            if (mark === 'qualified') expect(aheadOrTied).toBeLessThan(s.q);
            if (mark === 'out') expect(strictlyAhead).toBeGreaterThanOrEqual(s.q);
          });
        }
      }),
      { numRuns: 400 },
    );
    expect(marked).toBeGreaterThan(50); // the property is not vacuous
  });
});
