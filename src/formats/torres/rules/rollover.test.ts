import fc from 'fast-check';
import { isForfeitName } from './forfeit';
import { groupsFor, groupSizes, leagueCapacity } from './leagues';
import { rollOver } from './rollover';
import type { PreviousGroup, RollOverInput, RollOverResult } from './types';

const names = (l: number, g: number | null, n: number): string[] => Array.from({ length: n }, (_, i) => `${i + 1}l${l}${g ? `g${g}` : ''}`);

/** The seed's worked example: L1 10, L2 2×10, L3 4×7, 12 new players n1 (highest Elo) … n12. */
const example: RollOverInput = {
  previous: [
    { league: 1, group: 1, players: names(1, null, 10) },
    { league: 2, group: 1, players: names(2, 1, 10) },
    { league: 2, group: 2, players: names(2, 2, 10) },
    ...[1, 2, 3, 4].map((g) => ({ league: 3, group: g, players: names(3, g, 7) })),
  ],
  newPlayers: Array.from({ length: 12 }, (_, i) => ({ name: `n${i + 1}`, elo: 1900 - 10 * i })),
};

/** Standard full championship: league k has 2^(k−1) groups of 10. */
const standard = (leagues: number): PreviousGroup[] =>
  Array.from({ length: leagues }, (_, k) =>
    Array.from({ length: 2 ** k }, (_, g) => ({ league: k + 1, group: g + 1, players: names(k + 1, k === 0 ? null : g + 1, 10) })),
  ).flat();

const groupOf = (r: RollOverResult, name: string) => r.leagues.find((g) => g.players.includes(name));
const leagueOf = (r: RollOverResult, name: string) => groupOf(r, name)?.league;
const together = (r: RollOverResult, a: string, b: string) => groupOf(r, a) === groupOf(r, b);
const kindOf = (r: RollOverResult, name: string) => r.moves.find((m) => m.player === name)?.kind;

describe('rollOver: the seed worked example', () => {
  it.each(['ex', 'season-2026', '7'])('seed %s: every constraint the example shows holds', (seed) => {
    const r = rollOver(example, seed);
    expect(r.seed).toBe(seed);
    expect(r.leagues.map((g) => [g.league, g.group, g.players.length])).toEqual([
      [1, 1, 10],
      [2, 1, 10],
      [2, 2, 10],
      [3, 1, 10],
      [3, 2, 10],
      [3, 3, 10],
      [3, 4, 10],
    ]);
    expect(r.leagues[0].players).toEqual(['1l1', '2l1', '3l1', '4l1', '5l1', '6l1', '1l2g1', '1l2g2', '2l2g1', '2l2g2']);
    // L2: 8l1+9l1 and 7l1+10l1 in different groups
    expect(together(r, '8l1', '9l1') && together(r, '7l1', '10l1') && !together(r, '7l1', '8l1')).toBe(true);
    // L2 stayers rotated exactly as in the example
    const l2 = r.leagues.filter((g) => g.league === 2).map((g) => g.players);
    expect(l2[0].slice(2, 6)).toEqual(['3l2g1', '4l2g2', '5l2g1', '6l2g2']);
    expect(l2[1].slice(2, 6)).toEqual(['3l2g2', '4l2g1', '5l2g2', '6l2g1']);
    // L3 1sts and 2nds: each L2 group gets two 1sts and two 2nds, never the 1st and 2nd of one old group
    for (const g of l2) {
      const ups = g.slice(6);
      expect(ups.filter((p) => p.startsWith('1l3')).length).toBe(2);
      expect(ups.filter((p) => p.startsWith('2l3')).length).toBe(2);
      for (const o of [1, 2, 3, 4]) expect(ups.includes(`1l3g${o}`) && ups.includes(`2l3g${o}`)).toBe(false);
    }
    // L3: pairs 7+10 and 8+9 from different L2 groups, one pair per group
    const l3 = r.leagues.filter((g) => g.league === 3).map((g) => g.players);
    const pairs = l3.map((g) => g.slice(0, 2).join('+')).sort();
    expect(pairs).toEqual(['7l2g1+10l2g2', '7l2g2+10l2g1', '8l2g1+9l2g2', '8l2g2+9l2g1']);
    // L3 stayers rotated exactly
    expect(l3.map((g) => g.slice(2, 7))).toEqual([
      ['3l3g1', '4l3g2', '5l3g3', '6l3g4', '7l3g1'],
      ['3l3g2', '4l3g3', '5l3g4', '6l3g1', '7l3g2'],
      ['3l3g3', '4l3g4', '5l3g1', '6l3g2', '7l3g3'],
      ['3l3g4', '4l3g1', '5l3g2', '6l3g3', '7l3g4'],
    ]);
    // new players: the snake blocks, one per group
    expect(l3.map((g) => g.slice(7).join(' ')).sort()).toEqual(['n1 n8 n9', 'n2 n7 n10', 'n3 n6 n11', 'n4 n5 n12']);
  });

  it('same seed → same output; the lots vary with the seed', () => {
    expect(rollOver(example, 'a')).toEqual(rollOver(example, 'a'));
    const outcomes = new Set(['a', 'b', 'c', 'd', 'e', 'f'].map((s) => JSON.stringify(rollOver(example, s).leagues)));
    expect(outcomes.size).toBeGreaterThan(1);
  });
});

describe('rollOver: vacancies (hand-worked, L1 10 / L2 2×10 / L3 4×10)', () => {
  const base = (): RollOverInput => ({ previous: standard(3), newPlayers: [] });

  it('unregistered player would have moved up: the 3rd moves up, the 7th is kept', () => {
    const r = rollOver({ ...base(), unregistered: ['1l2g1'] }, 's');
    expect(r.leagues[0].players).toEqual(expect.arrayContaining(['2l2g1', '3l2g1', '1l2g2', '2l2g2']));
    expect(leagueOf(r, '1l2g1')).toBeUndefined();
    expect(kindOf(r, '1l2g1')).toBe('unregistered');
    expect(leagueOf(r, '7l2g1')).toBe(2);
    expect(kindOf(r, '7l2g1')).toBe('kept');
    for (const p of ['8l2g1', '9l2g1', '10l2g1', '7l2g2']) expect(leagueOf(r, p)).toBe(3);
    expect(r.leagues.filter((g) => g.league === 2).map((g) => g.players.length)).toEqual([10, 10]);
  });

  it('unregistered player would have stayed: the 7th of the same group is kept', () => {
    const r = rollOver({ ...base(), unregistered: ['5l2g2'] }, 's');
    expect(leagueOf(r, '7l2g2')).toBe(2);
    expect(leagueOf(r, '7l2g1')).toBe(3);
    expect(leagueOf(r, '3l2g2')).toBe(2);
    expect(r.leagues[0].players).toEqual(expect.arrayContaining(['1l2g1', '2l2g1', '1l2g2', '2l2g2']));
  });

  it('unregistered player would have moved down: nobody is kept in that league, the lower league keeps one', () => {
    const r = rollOver({ ...base(), unregistered: ['8l2g1'] }, 's');
    for (const p of ['7l2g1', '9l2g1', '10l2g1']) expect(leagueOf(r, p)).toBe(3);
    expect(r.leagues.filter((g) => g.league === 2).map((g) => g.players.length)).toEqual([10, 10]);
    // L3 is the lowest: no vacancies; 39 players → 4 groups of 10,10,10,9 (fewer than 40: no new league)
    expect(
      r.leagues
        .filter((g) => g.league === 3)
        .map((g) => g.players.length)
        .sort(),
    ).toEqual([10, 10, 10, 9]);
  });

  it('a vacancy in L1 leaves one in L2, filled by one of the two 7th by lot', () => {
    const r = rollOver({ ...base(), unregistered: ['3l1'] }, 's');
    expect(leagueOf(r, '7l1')).toBe(1);
    expect(['8l1', '9l1', '10l1'].map((p) => leagueOf(r, p))).toEqual([2, 2, 2]);
    const kept = ['7l2g1', '7l2g2'].filter((p) => leagueOf(r, p) === 2);
    expect(kept).toHaveLength(1);
    expect(kindOf(r, kept[0])).toBe('kept');
    expect(r.leagues.filter((g) => g.league === 2).map((g) => g.players.length)).toEqual([10, 10]);
  });

  it('two vacancies in L1 are shared fairly between the L2 groups', () => {
    const r = rollOver({ ...base(), unregistered: ['2l1', '4l1'] }, 's');
    expect(['7l1', '8l1'].map((p) => leagueOf(r, p))).toEqual([1, 1]);
    expect(['7l2g1', '7l2g2'].map((p) => leagueOf(r, p))).toEqual([2, 2]);
    expect(['8l2g1', '8l2g2'].map((p) => leagueOf(r, p))).toEqual([3, 3]);
  });

  it('more unregistrations in a group than it can keep: another group keeps one', () => {
    const r = rollOver({ ...base(), unregistered: ['1l2g1', '3l2g1', '4l2g1', '5l2g1', '6l2g1'] }, 's');
    // registered 2, 7, 8, 9, 10: 2 and 7 move up, 8, 9, 10 are kept, one more comes from group 2
    expect(r.leagues[0].players).toEqual(expect.arrayContaining(['2l2g1', '7l2g1', '1l2g2', '2l2g2']));
    expect(['8l2g1', '9l2g1', '10l2g1', '7l2g2'].map((p) => leagueOf(r, p))).toEqual([2, 2, 2, 2]);
    expect(leagueOf(r, '8l2g2')).toBe(3);
    expect(r.leagues.filter((g) => g.league === 2).map((g) => g.players.length)).toEqual([10, 10]);
  });

  it('withdrawn players go to the lowest league and leave a vacancy like an unregistration', () => {
    const r = rollOver({ ...base(), withdrawn: ['2l1'] }, 's');
    expect(leagueOf(r, '2l1')).toBe(3);
    expect(kindOf(r, '2l1')).toBe('withdrawn');
    expect(leagueOf(r, '7l1')).toBe(1);
  });

  it("recognises the fictitious players' names (their order: rules/withdraw.test.ts)", () => {
    expect(isForfeitName('Forfait bis') && isForfeitName('forfait') && !isForfeitName('Forfaiture')).toBe(true);
  });
});

describe('rollOver: relegated pairs (issue 28 item 3)', () => {
  /** Pairs (hi-th of one old group of league k with lo-th of another) sharing a new group in league k + 1. */
  const pairsKept = (r: RollOverResult, k: number, hi: number, lo: number): number =>
    r.leagues
      .filter((g) => g.league === k + 1)
      .reduce((n, g) => {
        const from = (place: number) => g.players.flatMap((p) => r.moves.filter((m) => m.player === p && m.from?.league === k && m.from.place === place));
        const his = from(hi);
        const los = from(lo);
        const used = new Set<string>();
        let count = 0;
        for (const h of his) {
          const partner = los.find((l) => !used.has(l.player) && l.from?.group !== h.from?.group);
          if (partner) {
            used.add(partner.player);
            count += 1;
          }
        }
        return n + count;
      }, 0);

  it.each(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'])(
    "\"an old group's seventh is always with an old group's tenth and an old group's eighth is always with an old group's ninth\": lone partners are paired (seed %s)",
    (seed) => {
      // 10l3g1, 7l3g2, 9l3g3 and 8l3g4 unregister (from the bottom four: no vacancy). Three 7ths and three 10ths,
      // three 8ths and three 9ths are left, and each can be paired with another old group's partner.
      const r = rollOver({ previous: standard(4), newPlayers: [], unregistered: ['10l3g1', '7l3g2', '9l3g3', '8l3g4'] }, seed);
      expect(pairsKept(r, 3, 7, 10)).toBe(3);
      expect(pairsKept(r, 3, 8, 9)).toBe(3);
    },
  );
});

describe('rollOver: errors', () => {
  const ok = (): RollOverInput => ({ previous: standard(2), newPlayers: [{ name: 'Zed', elo: 1500 }] });
  it.each<[string, (i: RollOverInput) => RollOverInput, RegExp]>([
    [
      'player in two groups',
      (i) => ({ ...i, previous: [...i.previous.slice(0, 2), { ...i.previous[2], players: ['1l1', ...i.previous[2].players.slice(1)] }] }),
      /'1l1' appears in league 1 group 1 and in league 2 group 2/,
    ],
    ['unknown unregistered', (i) => ({ ...i, unregistered: ['Nobody'] }), /Unregistered player 'Nobody'/],
    ['unknown withdrawn', (i) => ({ ...i, withdrawn: ['Nobody'] }), /Withdrawn player 'Nobody'/],
    ['group too small', (i) => ({ ...i, previous: [i.previous[0], i.previous[1], { ...i.previous[2], players: ['x1'] }] }), /League 2 group 2 has 1 players/],
    ['duplicate new player', (i) => ({ ...i, newPlayers: [...i.newPlayers, { name: 'Zed', elo: 1400 }] }), /'Zed' is listed twice/],
    ['new player already in the league', (i) => ({ ...i, newPlayers: [{ name: '3l1', elo: 1400 }] }), /'3l1' already played/],
    ['Elo not a number', (i) => ({ ...i, newPlayers: [{ name: 'Q', elo: Number('abc') }] }), /Elo something that is not a number, not a number/],
  ])('%s', (_, change, message) => {
    expect(() => rollOver(change(ok()), 's')).toThrow(message);
  });
});

describe('rollOver: properties', () => {
  it('nobody lost or duplicated, sizes within one, fixed sizes above the lowest league, deterministic', () => {
    const arb = fc
      .record({
        leagues: fc.integer({ min: 1, max: 6 }),
        lowestGroups: fc.integer({ min: 1, max: 6 }),
        lowestSize: fc.integer({ min: 6, max: 12 }),
        picks: fc.array(fc.tuple(fc.nat(), fc.constantFrom('u', 'w')), { maxLength: 12 }),
        newCount: fc.integer({ min: 0, max: 25 }),
        seed: fc.string({ maxLength: 6 }),
      })
      .map(({ leagues, lowestGroups, lowestSize, picks, newCount, seed }) => {
        const previous = standard(leagues - 1);
        for (let g = 1; g <= lowestGroups; g++) previous.push({ league: leagues, group: g, players: names(leagues, g, lowestSize) });
        const all = previous.flatMap((g) => g.players);
        const unregistered = new Set<string>();
        const withdrawn = new Set<string>();
        for (const [i, kind] of picks) (kind === 'u' ? unregistered : withdrawn).add(all[i % all.length]);
        const newPlayers = Array.from({ length: newCount }, (_, i) => ({ name: `new${i}`, elo: 1000 + ((i * 37) % 11) * 50 }));
        return { input: { previous, newPlayers, unregistered: [...unregistered], withdrawn: [...withdrawn] } as RollOverInput, seed };
      });
    fc.assert(
      fc.property(arb, ({ input, seed }) => {
        const r = rollOver(input, seed);
        const placed = r.leagues.flatMap((g) => g.players);
        const unreg = new Set(input.unregistered);
        const expected = [...input.previous.flatMap((g) => g.players).filter((p) => !unreg.has(p)), ...input.newPlayers.map((p) => p.name)];
        expect(new Set(placed).size).toBe(placed.length);
        expect([...placed].sort()).toEqual([...expected].sort());
        const K = Math.max(...input.previous.map((g) => g.league));
        const last = Math.max(...r.leagues.map((g) => g.league));
        expect(last).toBeGreaterThanOrEqual(K);
        for (let k = 1; k <= last; k++) {
          const sizes = r.leagues.filter((g) => g.league === k).map((g) => g.players.length);
          expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
          const total = sizes.reduce((a, b) => a + b, 0);
          if (k < K) expect(total).toBeLessThanOrEqual(leagueCapacity(k));
          // a league above the lowest is short only when the league below has no stayer left to move up
          if (k < K && total < leagueCapacity(k))
            expect(r.moves.some((m) => m.kind === 'stay' && m.from?.league === k + 1 && m.to?.league === k + 1)).toBe(false);
          // the old lowest league and every league opened below it: full when a league follows, else the rest (< cap + 10)
          if (k >= K && k < last) expect(total).toBe(leagueCapacity(k));
          if (k > K) expect(total).toBeGreaterThanOrEqual(10);
          if (k === last) expect(sizes.length).toBe(groupsFor(k, total, true));
          if (k === last && k >= K) expect(total - leagueCapacity(k)).toBeLessThan(10);
        }
        // regular structure, no leavers: exactly 2 up per group (not from L1), 4 down per group (not from the lowest)
        const regular = input.previous.filter((g) => g.league === K).length === 2 ** (K - 1);
        if (regular && unreg.size === 0 && (input.withdrawn ?? []).length === 0) {
          const ups = r.moves.filter((m) => m.kind === 'up');
          // (stayers of the old lowest league pushed into a new league below are 'down' too: not counted here)
          const downs = r.moves.filter((m) => m.kind === 'down' && (m.from?.league ?? K) < K);
          expect(ups.length).toBe(input.previous.filter((g) => g.league > 1).length * 2);
          expect(downs.length).toBe(input.previous.filter((g) => g.league < K).length * 4);
        }
        expect(rollOver(input, seed)).toEqual(r);
      }),
      { numRuns: 150 },
    );
  });

  it('groupSizes splits evenly', () => {
    expect(groupSizes(39, 4)).toEqual([10, 10, 10, 9]);
  });
});
