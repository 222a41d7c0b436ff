import fc from 'fast-check';
import { MIRROR, TTT_CODES, type TttCode } from './codes';
import { CURRENT_SCORING, ORIGINAL_SCORING, toScoreUnits } from './scores';
import { NOTE_FIRST_AMONG, NOTE_FIRST_H2H, NOTE_H2H_UNPLAYED, NOTE_MINI_TTT, NOTE_REMOVED, type TttGame, tttStandings } from './standings';

const g = (first: string, second: string, result: TttGame['result']): TttGame => ({ first, second, result });
const byPlayer = (rows: ReturnType<typeof tttStandings>) => Object.fromEntries(rows.map((r) => [r.player, r]));

describe('TTT standings (docs/rules.md §1.5)', () => {
  it('totals, counts and played; unplayed games count nothing; exact tenths', () => {
    const rows = tttStandings(
      [g('Ann', 'Bob', 'W2'), g('Ann', 'Cy', 'L3'), g('Bob', 'Cy', 'WT'), g('Ann', 'Dee', null), g('Cy', 'Dee', 'L1'), g('Bob', 'Dee', 1.7)],
      CURRENT_SCORING,
    );
    const p = byPlayer(rows);
    expect(p.Ann).toMatchObject({ played: 2, points: 2.3, counts: [0, 1, 0, 0, 0, 1, 0, 0] });
    expect(p.Bob).toMatchObject({ played: 3, points: 3.2, counts: [0, 0, 0, 0, 1, 0, 2, 0] });
    expect(p.Cy).toMatchObject({ played: 3, points: 3.2, counts: [0, 0, 1, 1, 0, 0, 0, 1] });
    expect(p.Dee).toMatchObject({ played: 2, points: 1, counts: [1, 0, 0, 0, 0, 0, 0, 1] });
    // Bob and Cy tie for first: Bob won their game by timeout (1.0 against 0)
    expect(rows.map((r) => [r.rank, r.player, r.note])).toEqual([
      [1, 'Bob', NOTE_FIRST_H2H],
      [2, 'Cy', ''],
      [3, 'Ann', ''],
      [4, 'Dee', ''],
    ]);
  });

  it('sums in exact tenths: ten L3 give 3, not 2.9999999999999996', () => {
    const games = Array.from({ length: 10 }, (_, i) => g('Ann', `P${i}`, 'L3'));
    expect(byPlayer(tttStandings(games, CURRENT_SCORING)).Ann.points).toBe(3);
    expect(byPlayer(tttStandings(games, CURRENT_SCORING)).P0.points).toBe(2.7);
  });

  it('original scoring', () => {
    const p = byPlayer(tttStandings([g('Ann', 'Bob', 'W3')], ORIGINAL_SCORING));
    expect(p.Ann.points).toBe(3);
    expect(p.Bob.points).toBe(0.5);
  });

  it('names match trimmed and case-insensitively; the first spelling is shown', () => {
    const rows = tttStandings([g(' Ann ', 'Bob', 'W1'), g('ann', 'bob', 'W1')], CURRENT_SCORING);
    expect(rows.map((r) => [r.player, r.played, r.points])).toEqual([
      ['Ann', 2, 2],
      ['Bob', 2, 1],
    ]);
  });

  it('removed players: all their games disappear; listed last, no rank, note "removed"', () => {
    const games = [g('Ann', 'Bob', 'W2'), g('Ann', 'Tim', 'LT'), g('Tim', 'Bob', 'WT'), g('Bob', 'Cy', 'W1')];
    const rows = tttStandings(games, CURRENT_SCORING, ['tim']);
    expect(rows.map((r) => [r.rank, r.player, r.played, r.points, r.note])).toEqual([
      [1, 'Ann', 1, 2, ''],
      [2, 'Bob', 2, 1.5, ''],
      [3, 'Cy', 1, 0.5, ''],
      ['', 'Tim', 0, 0, NOTE_REMOVED],
    ]);
    expect(rows[3].counts).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
  });

  it('two tied for first: head-to-head decides; unplayed → note; equal → mini-TTT', () => {
    const decided = tttStandings([g('Ann', 'Bob', 'L1'), g('Ann', 'Cy', 'W1'), g('Bob', 'Cy', 'L1'), g('Ann', 'Dee', 'L1')], CURRENT_SCORING);
    // Ann 0.5 + 1 + 0.5 = 2; Bob 1 + 0.5 = 1.5; Cy 0.5 + 1 = 1.5 (a tie below first shares the place); Dee 1
    expect(decided.map((r) => [r.rank, r.player, r.points])).toEqual([
      [1, 'Ann', 2],
      [2, 'Bob', 1.5],
      [2, 'Cy', 1.5],
      [4, 'Dee', 1],
    ]);

    const h2h = tttStandings([g('Ann', 'Bob', 'L2'), g('Ann', 'Cy', 'W1'), g('Bob', 'Cy', 'L2')], CURRENT_SCORING);
    // Ann 0.5 + 1 = 1.5; Bob 2 + 0.5 = 2.5; Cy 0.5 + 2 = 2.5 → Bob and Cy tied; Cy beat Bob
    expect(h2h.map((r) => [r.rank, r.player, r.points, r.note])).toEqual([
      [1, 'Cy', 2.5, NOTE_FIRST_H2H],
      [2, 'Bob', 2.5, ''],
      [3, 'Ann', 1.5, ''],
    ]);

    const unplayed = tttStandings([g('Ann', 'Cy', 'W2'), g('Bob', 'Dee', 'W2'), g('Ann', 'Bob', null)], CURRENT_SCORING);
    expect(unplayed.map((r) => [r.rank, r.player, r.note])).toEqual([
      [1, 'Ann', NOTE_H2H_UNPLAYED],
      [1, 'Bob', NOTE_H2H_UNPLAYED],
      [3, 'Cy', ''],
      [3, 'Dee', ''],
    ]);

    const equal = tttStandings([g('Ann', 'Bob', 'W1'), g('Bob', 'Ann', 'W1')], CURRENT_SCORING);
    expect(equal.map((r) => [r.rank, r.player, r.note])).toEqual([
      [1, 'Ann', NOTE_MINI_TTT],
      [1, 'Bob', NOTE_MINI_TTT],
    ]);
  });

  it('three tied for first: points among themselves decide; the others share second', () => {
    // A beats B with a gammon, B beats C, C beats A; outside games even the totals out.
    const games = [g('A', 'B', 'W2'), g('B', 'C', 'W1'), g('C', 'A', 'W1'), g('B', 'X', 'W2'), g('C', 'X', 'W2'), g('A', 'X', 'W1')];
    // among: A 2 + 0.5 = 2.5, B 0.5 + 1 = 1.5, C 0.5 + 1 = 1.5; totals: A 3.5, B 3.5, C 3.5
    const rows = tttStandings(games, CURRENT_SCORING);
    expect(rows.map((r) => [r.rank, r.player, r.points, r.note])).toEqual([
      [1, 'A', 3.5, NOTE_FIRST_AMONG],
      [2, 'B', 3.5, ''],
      [2, 'C', 3.5, ''],
      [4, 'X', 1.5, ''],
    ]);
  });

  it('three tied for first with no single player on top: mini-TTT needed on all of them', () => {
    const games = [g('A', 'B', 'W1'), g('B', 'C', 'W1'), g('C', 'A', 'W1'), g('D', 'A', 'L1'), g('D', 'B', 'L1'), g('D', 'C', 'L1')];
    const rows = tttStandings(games, CURRENT_SCORING);
    expect(rows.map((r) => [r.rank, r.player, r.points, r.note])).toEqual([
      [1, 'A', 2.5, NOTE_MINI_TTT],
      [1, 'B', 2.5, NOTE_MINI_TTT],
      [1, 'C', 2.5, NOTE_MINI_TTT],
      [4, 'D', 1.5, ''],
    ]);
  });

  it('other ties share the place; nobody has a note before any game is played', () => {
    const rows = tttStandings([g('A', 'B', 'W2'), g('C', 'D', 'W1'), g('E', 'F', 'W1'), g('A', 'C', null)], CURRENT_SCORING);
    expect(rows.map((r) => [r.rank, r.player])).toEqual([
      [1, 'A'],
      [2, 'C'],
      [2, 'E'],
      [4, 'B'],
      [4, 'D'],
      [4, 'F'],
    ]);
    const none = tttStandings([g('A', 'B', null), g('C', 'D', null)], CURRENT_SCORING);
    expect(none.map((r) => [r.rank, r.note])).toEqual([
      [1, ''],
      [1, ''],
      [1, ''],
      [1, ''],
    ]);
  });

  it('adjudicated timeouts either way: LT x scores x for the second-named player, WT x for the first', () => {
    const p = byPlayer(tttStandings([g('Ann', 'Bob', { code: 'LT', score: 1.8 }), g('Cy', 'Ann', { code: 'WT', score: 2.7 })], CURRENT_SCORING));
    expect(p.Ann).toMatchObject({ played: 2, points: 0, counts: [0, 0, 0, 0, 0, 0, 0, 2] });
    expect(p.Bob).toMatchObject({ played: 1, points: 1.8, counts: [0, 0, 0, 0, 0, 0, 1, 0] });
    expect(p.Cy).toMatchObject({ played: 1, points: 2.7, counts: [0, 0, 0, 0, 0, 0, 1, 0] });
    const orig = byPlayer(tttStandings([g('Ann', 'Bob', { code: 'LT', score: 3 })], ORIGINAL_SCORING));
    expect(orig.Bob.points).toBe(3);
  });

  it('within a shared rank, players keep the order of first appearance (not the points among the tied)', () => {
    // A, B, C tied on 3.0; among themselves B scored 3, C 1.5, A 1 → B first; A and C share 2nd, A (seen first)
    // before C although C scored more among the tied.
    const games = [g('A', 'X', 'W2'), g('C', 'A', 'W1'), g('B', 'C', 'W2'), g('A', 'B', 'L1'), g('C', 'Y', 'W1'), g('C', 'Z', 'L1')];
    const rows = tttStandings(games, CURRENT_SCORING).filter((r) => r.rank !== '' && r.rank <= 2);
    expect(rows.map((r) => [r.rank, r.player])).toEqual([
      [1, 'B'],
      [2, 'A'],
      [2, 'C'],
    ]);
  });

  it('refuses a player playing themselves', () => {
    expect(() => tttStandings([g('Ann', ' ann', 'W1')], CURRENT_SCORING)).toThrow(RangeError);
  });

  it('property: total points = sum of both players’ scores over played games; counts mirror; ranks are sound', () => {
    const names = ['A', 'B', 'C', 'D', 'E', 'F'];
    const game = fc.record({
      a: fc.integer({ min: 0, max: 5 }),
      d: fc.integer({ min: 1, max: 5 }),
      r: fc.oneof(
        fc.constantFrom<TttCode | null>(...TTT_CODES, null),
        fc.integer({ min: 10, max: 27 }).map((t) => t / 10),
        fc.record({ code: fc.constantFrom<'WT' | 'LT'>('WT', 'LT'), score: fc.integer({ min: 10, max: 27 }).map((t) => t / 10) }),
      ),
    });
    fc.assert(
      fc.property(fc.array(game, { maxLength: 40 }), fc.subarray(names, { maxLength: 2 }), (specs, removed) => {
        const games = specs.map(({ a, d, r }) => g(names[a], names[(a + d) % 6], r));
        const rows = tttStandings(games, CURRENT_SCORING, removed);
        const p = CURRENT_SCORING.points;
        let want = 0;
        let playedWant = 0;
        for (const x of games) {
          if (x.result === null || removed.includes(x.first) || removed.includes(x.second)) continue;
          playedWant += 2;
          const r = x.result;
          want +=
            typeof r === 'number'
              ? toScoreUnits(r) + toScoreUnits(p.LT)
              : typeof r === 'object'
                ? toScoreUnits(r.score) + toScoreUnits(p.LT)
                : toScoreUnits(p[r]) + toScoreUnits(p[MIRROR[r]]);
        }
        const total = rows.reduce((s, r) => s + toScoreUnits(r.points), 0);
        const played = rows.reduce((s, r) => s + r.played, 0);
        const counts = rows.reduce((s, r) => s + r.counts.reduce((x, y) => x + y, 0), 0);
        const wins = rows.reduce((s, r) => s + r.counts[0] + r.counts[1] + r.counts[2] + r.counts[6], 0);
        const ranked = rows.filter((r) => r.rank !== '');
        const ranksOk = ranked.every((r, i) => i === 0 || (r.rank as number) >= (ranked[i - 1].rank as number));
        const pointsOk = ranked.every((r, i) => i === 0 || r.points <= ranked[i - 1].points);
        return total === want && played === playedWant && counts === playedWant && wins * 2 === playedWant && ranksOk && pointsOk;
      }),
      { numRuns: 500 },
    );
  });
});
