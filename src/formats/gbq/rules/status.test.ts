import fc from 'fast-check';
import { bruteMarks, Case, extremes, roundRobinArb, unevenArb } from './bruteforce.model';
import { qualificationMarks, QualificationMark } from './qualification';
import { groupStatus, MAX_EXACT_CLUSTER, MAX_EXACT_PLAYERS, MAX_EXACT_SUBSETS, StatusPlayer } from './status';

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

describe('the exact search is capped (issue 24: "caps its exact search")', () => {
  /** k cliques of size c, every pair of a clique with one game left, everyone on 10 TPs from 1 game: nothing decided by the bound. */
  const cliques = (k: number, c: number) => {
    const players: StatusPlayer[] = [];
    const left: [number, number][] = [];
    for (let g = 0; g < k; g++)
      for (let a = 0; a < c; a++) {
        players.push(p(10, 1, c));
        for (let b = a + 1; b < c; b++) left.push([g * c + a, g * c + b]);
      }
    return { players, left };
  };

  it('a budget of subsets in all: four linked clusters of 14 run out of a small one, the rest get the sound bound and exact is false', () => {
    const { players, left } = cliques(4, 14);
    const bound = qualificationMarks(players, 20, 20);
    expect(bound.every((m) => m === '')).toBe(true);
    const t = Date.now();
    const result = groupStatus(players, 20, 20, left, 1 << 16);
    expect(Date.now() - t).toBeLessThan(3_000);
    expect(result).toEqual({ marks: bound, exact: false });
    // one cluster of 12 (each player’s 11 rivals linked) fits: exact
    const one = cliques(1, 12);
    expect(groupStatus(one.players, 3, 20, one.left, 1 << 16).exact).toBe(true);
  });

  it(`the default budget (${MAX_EXACT_SUBSETS} subsets) keeps the README's promise: 40 players with 13 games left, all in one cluster of 14, are exact`, () => {
    // players 0…13 have one game each left along a chain (13 games); the other 26 have finished. Everyone on 50 %.
    const players = Array.from({ length: 40 }, (_, i) =>
      i < 14 ? p(10 * (i === 0 || i === 13 ? 38 : 37), i === 0 || i === 13 ? 38 : 37, 39) : p(390, 39, 39),
    );
    const left: [number, number][] = Array.from({ length: 13 }, (_, k) => [k, k + 1]);
    expect(qualificationMarks(players, 20, 20).filter((m) => m === '').length).toBe(40);
    expect(groupStatus(players, 20, 20, left).exact).toBe(true);
  });

  it(`more than ${MAX_EXACT_PLAYERS} players: the sound bound without building the table of remaining games, the list still checked`, () => {
    const n = 5_000;
    const players = Array.from({ length: n }, (_, i) => p(i % 2 === 0 ? 20 : 0, 1, 2));
    const left: [number, number][] = Array.from({ length: n / 2 }, (_, k) => [2 * k, 2 * k + 1]);
    const result = groupStatus(players, 10, 20, left);
    expect(result).toEqual({ marks: qualificationMarks(players, 10, 20), exact: false });
    expect(() => groupStatus(players, 10, 20, left.slice(1))).toThrow(/remaining game\(s\) listed/);
  });
});
