import fc from 'fast-check';
import { compare, fraction, subtract } from './decimal';
import { gbq, gbqExact } from './gbq';
import { GbqPlayer, margin, scalePlayer, scaleScoring, STANDARD_SCORING } from './player';

/** A group table: [name, TPs, games]. */
type Row = [string, number, number];
const players = (rows: Row[]): GbqPlayer[] => rows.map(([, tp, games]) => ({ tp, games }));
const byName = (rows: Row[], values: number[]) => Object.fromEntries(rows.map(([name], i) => [name, values[i]]));

describe('GBQ worked examples (docs/rules.md §5.7)', () => {
  it('3 games won 45–15: −1.5 / +1.5 against an untouched third place', () => {
    const group: Row[] = [
      ['A', 45, 3],
      ['B', 15, 3],
      ['C', 0, 0],
      ['D', 0, 0],
      ['E', 0, 0],
    ];
    expect(byName(group, gbq(players(group), { qualifiers: 3 }))).toEqual({ A: -1.5, B: 1.5, C: 0, D: 0, E: 0 });
  });

  it('a 55.0–5.0 thrashing: −2.5 / +2.5', () => {
    const group: Row[] = [
      ['A', 55.0, 3],
      ['B', 5.0, 3],
      ['C', 0, 0],
      ['D', 0, 0],
    ];
    expect(byName(group, gbq(players(group), { qualifiers: 3 }))).toEqual({ A: -2.5, B: 2.5, C: 0, D: 0 });
  });

  it('40 TPs from 4, 30 from 4 and 130 from 16: 0, +1.0, +3.0 against the first', () => {
    const group: Row[] = [
      ['A', 40, 4],
      ['B', 30, 4],
      ['C', 130, 16],
    ];
    expect(byName(group, gbq(players(group), { qualifiers: 1 }))).toEqual({ A: 0, B: 1, C: 3 });
    // The TP% order (A 50 %, C 40.6 %, B 37.5 %) differs from the GBQ order, as the seed explains.
  });

  it('the same three behind a leader, in a table whose TPs add up (10 per game played)', () => {
    const group: Row[] = [
      ['Lead', 120, 8],
      ['A', 40, 4],
      ['B', 30, 4],
      ['C', 130, 16],
    ];
    expect(byName(group, gbq(players(group), { qualifiers: 2 }))).toEqual({ Lead: -4, A: 0, B: 1, C: 3 });
  });

  describe('the fourth worked example (docs/rules.md §5.7): 2nd on TP% with 50 from 4 (62.5 %), 3rd with 105 from 9 (58.3 %)', () => {
    const group: Row[] = [
      ['X', 75, 5], // 75 %, D 2.5
      ['Y', 50, 4], // 62.5 %, D 1.0
      ['Z', 105, 9], // 58.3 %, D 1.5
      ['W', 10, 6], // 8.3 %, D −5.0
    ];
    it('"tp": the reference is the 2nd on TP%, and the 3rd has a negative GBQ', () => {
      const v = byName(group, gbq(players(group), { qualifiers: 2 }));
      expect(v).toEqual({ X: -1.5, Y: 0, Z: -0.5, W: 6 });
      expect(v.Z).toBeLessThan(0);
    });
    it('"gbq": the reference is the 2nd best by D', () => {
      expect(byName(group, gbq(players(group), { qualifiers: 2, reference: 'gbq' }))).toEqual({ X: -1, Y: 0.5, Z: 0, W: 6.5 });
    });
    it('"wbq": 2·ĝ·(TP%(ref) − TP%(player)) with ĝ = 6 and the 2nd on TP% as reference', () => {
      // 12·(5/8 − 3/4) = −1.5; 12·(5/8 − 7/12) = 0.5; 12·(5/8 − 1/12) = 6.5
      expect(byName(group, gbq(players(group), { qualifiers: 2, reference: 'wbq' }))).toEqual({ X: -1.5, Y: 0, Z: 0.5, W: 6.5 });
    });
  });
});

describe('D (seed §6: "Da, player A\'s equivalent number of standard (wins – losses) = (TPs scored – 10 x games played) / 10"; "the number of games player B is behind player A = Da – Db")', () => {
  // The seed's own example: "80.0 TPs from 6 games … win 4 more games than you lose". D is (80 − 60) / 10 = 2, half of
  // those 4: GBQ counts games behind as other sports do ("work out the difference between these numbers and divide by two").
  it.each([
    ['five standard wins and a standard loss', 5 * 15 + 1 * 5],
    ['two draws and four standard wins', 2 * 10 + 4 * 15],
    ['four 18–2 wins and two 4–16 losses', 4 * 18 + 2 * 4],
  ])('80 TPs from 6 games (%s) is D = 2, half the 4 standard wins more than losses', (_how, tps) => {
    expect(tps).toBe(80);
    const scoring = scaleScoring(STANDARD_SCORING);
    expect(compare(margin(scalePlayer({ tp: tps, games: 6 }, scoring), scoring), fraction(2n, 1n))).toBe(0);
    // a player on 50 % after as many games (D = 0) is 2 games behind the 80
    expect(
      gbq(
        [
          { tp: 60, games: 6 },
          { tp: tps, games: 6 },
        ],
        { qualifiers: 1 },
      ),
    ).toEqual([2, 0]);
  });

  it("a standard win lowers a lone player's GBQ by 0.5 and a standard loss raises it by 0.5 (seed §1g), so D moves by ½ per game", () => {
    const scoring = scaleScoring(STANDARD_SCORING);
    const d = (tp: number, games: number) => margin(scalePlayer({ tp, games }, scoring), scoring);
    expect(compare(subtract(d(80, 6), d(95, 7)), fraction(-1n, 2n))).toBe(0);
    expect(compare(subtract(d(80, 6), d(85, 7)), fraction(1n, 2n))).toBe(0);
  });
});

describe('GBQ reference choice', () => {
  it('puts players without games after everyone with games on TP%', () => {
    // B has 0 % from 2 games but still ranks above the untouched C on TP%.
    const group: Row[] = [
      ['A', 40, 2],
      ['B', 0, 2],
      ['C', 0, 0],
    ];
    expect(byName(group, gbq(players(group), { qualifiers: 2 }))).toEqual({ A: -4, B: 0, C: -2 });
    // In D order the untouched player (D 0) is above B (D −2).
    expect(byName(group, gbq(players(group), { qualifiers: 2, reference: 'gbq' }))).toEqual({ A: -2, B: 2, C: 0 });
  });

  it('breaks TP% ties by D, then by row order', () => {
    // A and B both 75 %: B has more games, so a higher D and the better place.
    const group: Row[] = [
      ['A', 15, 1],
      ['B', 60, 4],
      ['C', 30, 2],
    ];
    // Order: B (D 2), C (D 1), A (D 0.5): the 2nd is C.
    expect(byName(group, gbq(players(group), { qualifiers: 2, step: 0 }))).toEqual({ A: 0.5, B: -1, C: 0 });
    const twins: Row[] = [
      ['A', 30, 2],
      ['B', 30, 2],
      ['C', 0, 1],
    ];
    expect(gbq(players(twins), { qualifiers: 1 })).toEqual([0, 0, 2]);
  });

  it('uses other win/loss TPs: D = (TP − games·(win+loss)/2)/(win − loss)', () => {
    // 2–0 scoring: D = (TP − games)/2.
    const group: Row[] = [
      ['A', 6, 4],
      ['B', 2, 4],
    ];
    expect(gbq(players(group), { qualifiers: 1, winTp: 2, lossTp: 0 })).toEqual([0, 2]);
  });

  it('is 0 for everyone when nobody has played, in every mode', () => {
    const group: Row[] = [
      ['A', 0, 0],
      ['B', 0, 0],
    ];
    for (const reference of ['tp', 'gbq', 'wbq'] as const) expect(gbq(players(group), { qualifiers: 1, reference })).toEqual([0, 0]);
  });
});

describe('GBQ rounding', () => {
  const vsUntouched = (tp: number, games: number, step?: number) =>
    gbq(
      [
        { tp, games },
        { tp: 0, games: 0 },
        { tp: 0, games: 0 },
      ],
      { qualifiers: 3, step },
    )[0];

  it('rounds halves away from zero at .25 and .75, both signs', () => {
    expect(vsUntouched(12.5, 1)).toBe(-0.5); // D 0.25
    expect(vsUntouched(7.5, 1)).toBe(0.5); // D −0.25
    expect(vsUntouched(17.5, 1)).toBe(-1); // D 0.75
    expect(vsUntouched(2.5, 1)).toBe(1); // D −0.75
    expect(vsUntouched(12.4, 1)).toBe(0); // D 0.24: never −0
    expect(Object.is(vsUntouched(12.4, 1), -0)).toBe(false);
    expect(Object.is(vsUntouched(7.6, 1), -0)).toBe(false);
  });

  it('is exact where floating point drifts', () => {
    // (11.5 − 10)/10/0.1 is 1.4999999999999998 in doubles; the decimal value 0.15 rounds to 0.2.
    expect(vsUntouched(11.5, 1, 0.1)).toBe(-0.2);
    expect(vsUntouched(8.5, 1, 0.1)).toBe(0.2);
    // TPs from a sheet formula such as =10.1+2.2 (12.299999999999999) read as 12.3.
    expect(vsUntouched(10.1 + 2.2, 1, 0.01)).toBe(-0.23);
    // Differences of decimals: the leader (32.6) is the reference; (32.6 − 30.1)/10 = 0.25 exactly → 0.5.
    expect(
      gbq(
        [
          { tp: 30.1, games: 2 },
          { tp: 32.6, games: 2 },
        ],
        { qualifiers: 1 },
      ),
    ).toEqual([0.5, 0]);
    expect(
      gbq(
        [
          { tp: 30.1, games: 2 },
          { tp: 32.6, games: 2 },
        ],
        { qualifiers: 2 },
      ),
    ).toEqual([0, -0.5]);
  });

  it('step 0 gives the unrounded value, other steps their multiples', () => {
    expect(vsUntouched(12.3, 1, 0)).toBe(-0.23);
    expect(vsUntouched(12.3, 1, 0.25)).toBe(-0.25);
    expect(vsUntouched(45, 3, 1)).toBe(-2); // −1.5 → −2
  });
});

describe('GBQ core refuses inconsistent input', () => {
  it('throws RangeError for bad rows and qualifiers', () => {
    expect(() => gbq([{ tp: 10, games: 0 }], { qualifiers: 1 })).toThrow(RangeError);
    expect(() => gbq([{ tp: 70, games: 3 }], { qualifiers: 1 })).toThrow('more than 3 game(s)');
    expect(() => gbq([{ tp: 10, games: 1 }], { qualifiers: 2 })).toThrow('qualifiers');
    expect(() => gbq([{ tp: 10, games: 1 }], { qualifiers: 1, winTp: 5, lossTp: 5 })).toThrow('win_tp');
  });
});

// ---------------------------------------------------------------- properties

/** A consistent-looking group: TPs in halves, 0 … 20 per game. */
const groupArb = fc
  .array(
    fc.integer({ min: 0, max: 12 }).chain((games) => fc.record({ games: fc.constant(games), tp: fc.integer({ min: 0, max: 40 * games }).map((h) => h / 2) })),
    { minLength: 1, maxLength: 12 },
  )
  .chain((ps) => fc.record({ ps: fc.constant(ps as GbqPlayer[]), q: fc.integer({ min: 1, max: ps.length }) }));

describe('GBQ properties', () => {
  it('GBQ(i) − GBQ(j) = D(j) − D(i) exactly, whatever the reference, in "tp" and "gbq" modes', () => {
    fc.assert(
      fc.property(groupArb, fc.constantFrom('tp' as const, 'gbq' as const), ({ ps, q }, reference) => {
        const g = gbqExact(ps, { qualifiers: q, reference });
        // D of each player as a fraction with 2·(15 − 5) = 20 below, in whole TPs: (2·TP − 20·games)/20.
        const d = ps.map((p) => fraction(BigInt(Math.round(2 * p.tp * 2)) - BigInt(40 * p.games), 40n));
        for (let i = 0; i < ps.length; i++) {
          for (let j = 0; j < ps.length; j++) {
            expect(compare(subtract(g[i], g[j]), subtract(d[j], d[i]))).toBe(0);
          }
        }
        expect(g.some((x) => x.num === 0n)).toBe(true); // the reference is on 0
      }),
    );
  });

  it('the reference is the q-th best by D in "gbq" mode: exactly q − 1 players are strictly ahead at most', () => {
    fc.assert(
      fc.property(groupArb, ({ ps, q }) => {
        const g = gbqExact(ps, { qualifiers: q, reference: 'gbq' });
        const ahead = g.filter((x) => x.num < 0n).length;
        const notBehind = g.filter((x) => x.num <= 0n).length;
        expect(ahead).toBeLessThanOrEqual(q - 1);
        expect(notBehind).toBeGreaterThanOrEqual(q);
      }),
    );
  });

  it('rounded values are multiples of the step, within half a step of the exact value, never −0', () => {
    fc.assert(
      fc.property(groupArb, fc.constantFrom(0.5, 0.1, 1, 0.25), ({ ps, q }, step) => {
        const exact = gbqExact(ps, { qualifiers: q });
        const rounded = gbq(ps, { qualifiers: q, step });
        rounded.forEach((r, i) => {
          expect(Object.is(r, -0)).toBe(false);
          const e = Number(exact[i].num) / Number(exact[i].den);
          expect(Math.abs(r - e)).toBeLessThanOrEqual(step / 2 + 1e-9);
          expect(Math.abs(r / step - Math.round(r / step))).toBeLessThan(1e-9);
        });
      }),
    );
  });

  it('"wbq" equals "tp" GBQ when everyone has played the same number of games', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 }), fc.array(fc.integer({ min: 0, max: 400 }), { minLength: 1, maxLength: 10 }), (games, halves) => {
        const ps = halves.map((h) => ({ tp: Math.min(h / 2, 20 * games), games }));
        const w = gbqExact(ps, { qualifiers: 1, reference: 'wbq' });
        const t = gbqExact(ps, { qualifiers: 1 });
        w.forEach((x, i) => expect(compare(x, t[i])).toBe(0));
      }),
    );
  });
});
