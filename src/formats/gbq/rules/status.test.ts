import fc from 'fast-check';
import { bruteMarks, Case, extremes, roundRobinArb, unevenArb } from './bruteforce.model';
import { qualificationMarks, QualificationMark } from './qualification';
import { groupStatus, MAX_EXACT_CLUSTER, StatusPlayer } from './status';

const p = (tp: number, played: number, total: number): StatusPlayer => ({ tp, played, total });

describe('group status: worked cases', () => {
  it("the issue's first round of 3-game matches decides nothing (4 players, q = 1, 9 games each)", () => {
    // Ann beat Bob 45–15 and Cid beat Dee 55–5 over 3 games; every other pair still plays its 3-game match.
    const players = [p(45, 3, 9), p(15, 3, 9), p(55, 3, 9), p(5, 3, 9)];
    const left: [number, number][] = [];
    for (const pair of [
      [0, 2],
      [0, 3],
      [1, 2],
      [1, 3],
    ] as [number, number][])
      left.push(pair, pair, pair);
    expect(groupStatus(players, 1, 20, left)).toEqual({ marks: ['', '', '', ''], exact: true });
    expect(groupStatus(players, 1, 20)).toEqual({ marks: ['', '', '', ''], exact: false });
    // After Cid also beats Ann and Bob 60–0 each, Cid (175 of 180 at worst) is through.
    const later = [p(45, 6, 9), p(15, 6, 9), p(175, 9, 9), p(5, 3, 9)];
    expect(
      groupStatus(later, 1, 20, [
        [0, 3],
        [0, 3],
        [0, 3],
        [1, 3],
        [1, 3],
        [1, 3],
      ]).marks,
    ).toEqual(['out', 'out', 'qualified', 'out']);
  });

  it('a leader the only two rivals can pass only by beating each other is qualified (the bound cannot see it)', () => {
    // q = 2. A finished on 48.6 of 60 (81 %). B and C have 30 from 2 and play each other last; each needs 18.6
    // of that game's 20 TPs to reach 81 %, so they cannot both. D is far behind.
    const players = [p(48.6, 3, 3), p(30, 2, 3), p(30, 2, 3), p(20, 3, 3)];
    expect(qualificationMarks(players, 2)).toEqual(['', '', '', 'out']);
    expect(groupStatus(players, 2, 20, [[1, 2]]).marks).toEqual(['qualified', '', '', 'out']);
    // With q = 1 A is not safe: B or C (not both) can pass.
    expect(groupStatus(players, 1, 20, [[1, 2]]).marks).toEqual(['', '', '', 'out']);
  });

  it('a fractional split decides: both rivals tie the leader only at 12.5–7.5, and ties count against the leader', () => {
    // q = 2, 2 games each. A finished on 25 of 40. B (12.5) and C (17.5) play each other last: 12.5–7.5 brings
    // both level with A, which counts against A, so A is not certain.
    expect(groupStatus([p(25, 2, 2), p(12.5, 1, 2), p(17.5, 1, 2)], 2, 20, [[1, 2]]).marks).toEqual(['', '', '']);
    // One hundredth less for B: the two cannot both reach A any more.
    expect(groupStatus([p(25, 2, 2), p(12.49, 1, 2), p(17.5, 1, 2)], 2, 20, [[1, 2]]).marks).toEqual(['qualified', '', '']);
    // The bound sees neither.
    expect(groupStatus([p(25, 2, 2), p(12.49, 1, 2), p(17.5, 1, 2)], 2, 20).marks).toEqual(['', '', '']);
  });

  it('a finished tie on the line leaves both open', () => {
    expect(groupStatus([p(60, 4, 4), p(40, 4, 4), p(40, 4, 4), p(20, 4, 4)], 2, 20, []).marks).toEqual(['qualified', '', '', 'out']);
  });

  it('checks the list of remaining games against total − played', () => {
    expect(() => groupStatus([p(0, 0, 1), p(0, 0, 1)], 1, 20, [])).toThrow('player 1: 0 remaining game(s) listed but 1 left');
    expect(() => groupStatus([p(0, 0, 1), p(0, 0, 1)], 1, 20, [[0, 0]])).toThrow('is not between two players');
    expect(() => groupStatus([p(0, 0, 1), p(0, 0, 1)], 1, 20, [[0, 5]])).toThrow('is not between two players');
    expect(() => groupStatus([p(30, 1, 1)], 1, 20)).toThrow('player 1: TPs must be 0 to 1');
  });

  it('size guard: a cluster of more than MAX_EXACT_CLUSTER players falls back to the sound bound and says so', () => {
    const n = MAX_EXACT_CLUSTER + 2; // i plus a chain of n − 1 others all linked
    const players = Array.from({ length: n }, (_, i) => p(i === 0 ? 20 : 10, 1, 2));
    const chain: [number, number][] = Array.from({ length: n / 2 }, (_, k) => [2 * k, 2 * k + 1]);
    // a perfect matching: every cluster has 2 players, exact
    expect(groupStatus(players, 1, 20, chain).exact).toBe(true);
    const ring: [number, number][] = Array.from({ length: n }, (_, k) => [k, (k + 1) % n]);
    const wide = Array.from({ length: n }, () => p(10, 1, 3));
    const result = groupStatus(wide, 1, 20, ring);
    expect(result.exact).toBe(false);
    expect(result.marks).toEqual(qualificationMarks(wide, 1));
  });
});

// ---------------------------------------------------------------- brute force

interface Tally {
  groups: number;
  marks: number;
  wrong: number;
  missed: number;
  boundMissed: number;
  decided: number;
  linesTied: number;
}

/** Compares groupStatus with the brute force for every q of the group; counts what it sees. */
function compare(c: Case, t: Tally): void {
  const e = extremes(c.grid);
  const remaining = c.grid.remaining;
  t.groups++;
  for (let q = 1; q < c.players.length; q++) {
    const truth = bruteMarks(e, q);
    const { marks, exact } = groupStatus(c.players, q, 20, remaining);
    expect(exact).toBe(true);
    const bound = groupStatus(c.players, q, 20).marks;
    truth.forEach((m, i) => {
      const got: QualificationMark = marks[i];
      if (got !== '' && got !== m) t.wrong++;
      if (m !== '' && got !== m) t.missed++;
      if (bound[i] !== '' && bound[i] !== m) t.wrong++;
      if (m !== '') t.decided++;
      if (m !== '' && bound[i] === '') t.boundMissed++;
      if (got !== '') t.marks++;
      if (e.maxWeak[i] !== e.minStrict[i] && m === '' && (e.maxWeak[i] === q || e.minStrict[i] === q - 1)) t.linesTied++;
    });
  }
}

describe('group status against brute force over every outcome of the remaining games', () => {
  const tally = (): Tally => ({ groups: 0, marks: 0, wrong: 0, missed: 0, boundMissed: 0, decided: 0, linesTied: 0 });

  it('round robins, TPs in steps of 5 and splits 0/5/…/20, with time penalties: 0 wrong, 0 missed (2,500 groups)', () => {
    const t = tally();
    fc.assert(
      fc.property(roundRobinArb(5, 5), (c) => compare(c, t)),
      { numRuns: 2500, seed: 17 },
    );
    expect(t).toMatchObject({ wrong: 0, missed: 0 });
    expect(t.groups).toBe(2500);
    expect(t.marks).toBeGreaterThan(15000); // not vacuous
    expect(t.boundMissed).toBeGreaterThan(500); // exactness adds marks the bound misses
    expect(t.linesTied).toBeGreaterThan(50); // ties on the line occur and stay open
  });

  it('round robins with fractional TPs and splits (steps of 2.5): 0 wrong, 0 missed (1,500 groups)', () => {
    const t = tally();
    fc.assert(
      fc.property(roundRobinArb(2.5, 4), (c) => compare(c, t)),
      { numRuns: 1500, seed: 5 },
    );
    expect(t).toMatchObject({ wrong: 0, missed: 0 });
    expect(t.marks).toBeGreaterThan(10000);
    expect(t.boundMissed).toBeGreaterThan(300);
  });

  it('unequal totals, splits in steps of 5/lcm(totals) TPs: 0 wrong, 0 missed (600 groups)', () => {
    const t = tally();
    fc.assert(
      fc.property(unevenArb, (c) => compare(c, t)),
      { numRuns: 600, seed: 3 },
    );
    expect(t).toMatchObject({ wrong: 0, missed: 0 });
    expect(t.marks).toBeGreaterThan(2000);
    expect(t.boundMissed).toBeGreaterThan(100);
  });
});
