import fc from 'fast-check';
import { qualificationMarks, QualificationPlayer } from './qualification';
import { expectNoContradiction, scenarioArb, totalGames } from '../../../../test/helpers/gbqScenarios';

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

describe('qualification marks never contradict a completion of the remaining games', () => {
  it('holds on small groups, brute force', () => {
    let marked = 0;
    fc.assert(
      fc.property(scenarioArb({ tpStep: 5, maxRemaining: 5 }), (s) => {
        const total = totalGames(s);
        fc.pre(total.every((t) => t > 0));
        const marks = qualificationMarks(
          s.now.map((x, i) => p(x.tp, x.played, total[i])),
          s.q,
        );
        marked += marks.filter((m) => m !== '').length;
        expectNoContradiction(marks, s, total);
      }),
      { numRuns: 400 },
    );
    expect(marked).toBeGreaterThan(50); // the property is not vacuous
  });
});

// ---------------------------------------------------------------- one sort (issue 24)

/** The bound as stated (docs/rules.md §5.6), counted pair by pair: the quadratic form the sorted counts replace. */
function pairwiseMarks(players: readonly QualificationPlayer[], q: number, share = 20, only?: readonly number[]): Map<number, string> {
  const m = BigInt(Math.round(share * 1e6));
  const micros = (x: number) => BigInt(Math.round(x * 1e6));
  const b = players.map((x) => ({ low: micros(x.tp), high: micros(x.tp) + m * BigInt(x.total - x.played), total: BigInt(x.total) }));
  const out = new Map<number, string>();
  for (const i of only ?? players.map((_, k) => k)) {
    let canReach = 0;
    let surelyAbove = 0;
    b.forEach((o, j) => {
      if (j === i) return;
      if (o.high * b[i].total >= b[i].low * o.total) canReach++;
      if (o.low * b[i].total > b[i].high * o.total) surelyAbove++;
    });
    out.set(i, canReach < q ? 'qualified' : surelyAbove >= q ? 'out' : '');
  }
  return out;
}

const groupArb = (maxPlayers: number, tpStep: number) =>
  fc
    .array(
      fc.record({
        total: fc.integer({ min: 1, max: 6 }),
        playedShare: fc.double({ min: 0, max: 1, noNaN: true }),
        tpShare: fc.double({ min: 0, max: 1, noNaN: true }),
      }),
      { minLength: 1, maxLength: maxPlayers },
    )
    .map((rows) =>
      rows.map(({ total, playedShare, tpShare }) => {
        const played = Math.floor(playedShare * (total + 1)) === total + 1 ? total : Math.min(total, Math.floor(playedShare * (total + 1)));
        return p(Math.floor((tpShare * 20 * played) / tpStep) * tpStep, played, total);
      }),
    );

describe('qualification marks sort once (issue 24: "GBQSTATUS sorts once (O(n log n))")', () => {
  it('gives the pairwise marks on random groups full of ties (whole 5s, totals 1–6), every q', () => {
    fc.assert(
      fc.property(groupArb(12, 5), fc.integer({ min: 1, max: 12 }), (group, q) => {
        const marks = qualificationMarks(group, q);
        const expected = pairwiseMarks(group, q);
        expect(marks).toEqual(group.map((_, i) => expected.get(i)));
      }),
      { numRuns: 500 },
    );
  });

  it('gives the pairwise marks where the float images of two TP% tie but the exact values differ', () => {
    // 1/3 of a game's TPs over 3 games and 1/3 + 1e-6 over 3: float images equal to 16 digits only after scaling
    const group = [p(20, 3, 3), p(20.000001, 3, 3), p(19.999999, 3, 3), p(0, 0, 3), p(60, 3, 3)];
    for (let q = 1; q <= 5; q++) expect(qualificationMarks(group, q)).toEqual(group.map((_, i) => pairwiseMarks(group, q).get(i)));
  });

  it('gives the pairwise marks with numbers too large for floats (exact comparisons throughout)', () => {
    // TPs in millionths near 9e15 and 1e8 games still to play: best TP% numerators above 2^53
    const group = [p(8.9e9, 5e8, 6e8), p(8.9e9 + 0.5, 5e8, 6e8), p(8.8e9, 5e8, 6e8), p(1e9, 5e8, 5e8), p(0, 0, 2)];
    for (let q = 1; q <= 4; q++) expect(qualificationMarks(group, q)).toEqual(group.map((_, i) => pairwiseMarks(group, q).get(i)));
  });

  it('10,000 players: the same marks as the pairwise count on a sample of 150 players, for q = 1, 100 and 5,000', () => {
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const group = Array.from({ length: 10_000 }, () => {
      const total = 10 + Math.floor(next() * 20);
      const played = Math.floor(next() * (total + 1));
      return p(Math.round(next() * 20 * played * 2) / 2, played, total);
    });
    const sample = Array.from({ length: 150 }, (_, k) => (k * 7919) % 10_000);
    const seen = new Set<string>();
    for (const q of [1, 100, 5_000]) {
      const marks = qualificationMarks(group, q);
      const expected = pairwiseMarks(group, q, 20, sample);
      expect(sample.map((i) => marks[i])).toEqual(sample.map((i) => expected.get(i)));
      sample.forEach((i) => seen.add(marks[i]));
    }
    expect(seen).toEqual(new Set(['qualified', 'out', ''])); // not vacuous
  });
});
