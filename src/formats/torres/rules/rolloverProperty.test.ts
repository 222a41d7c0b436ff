/**
 * Issue 28's property test: random two-season cycles (a first championship of 10–150 players from an Elo list,
 * random final orders, random unregistrations, withdrawals and new players, rolled over twice), checked against
 * the rules (seed torres-championship.txt, docs/rules.md §3.1, §3.8, §3.9, §3.11):
 * - league k has 2^(k−1) groups, except a lowest league not yet full (round(n/10) of them);
 * - exactly 2 up and 4 down per group when nobody leaves, and never a player sent down for a league over its size;
 * - vacancies spread: no group keeps two (one of them for a league vacancy) while another group that could keep
 *   keeps none;
 * - pairs 7th–10th and 8th–9th kept together whenever any pairing is possible;
 * - no three stayers of one old group together in a new group where avoidable: every division is recorded, and
 *   where the lots of the evening out (which player of the latest-placed category of a largest group moves to
 *   which smallest group, move after move) could have avoided it — a brute force over every sequence of those
 *   choices from the groups as placed before it, written here — the division must have avoided it too.
 */
import fc from 'fast-check';
import type { Division, DivisionInput } from './division';
import { createRng } from '../../../shared/rules/rng';
import { firstChampionship } from './championship';
import { leagueCapacity, lowestLeagueGroups } from './leagues';
import { rollOver } from './rollover';
import type { LeagueGroup, PreviousGroup, RollOverInput, RollOverResult, SeasonResult } from './types';

/** Every division of a roll-over, recorded: the roll-over loaded with a recording divideLeague (modules isolated). */
const divisions: { input: DivisionInput; division: Division }[] = [];
let recordingRollOver: typeof rollOver = rollOver;
jest.isolateModules(() => {
  jest.doMock('./division', () => {
    const actual = jest.requireActual<typeof import('./division')>('./division');
    return {
      ...actual,
      divideLeague: (input: DivisionInput, rng: Parameters<typeof actual.divideLeague>[1]): Division => {
        const division = actual.divideLeague(input, rng);
        divisions.push({ input, division });
        return division;
      },
    };
  });
  recordingRollOver = (require('./rollover') as typeof import('./rollover')).rollOver;
});

interface Cycle {
  players: number;
  seed: string;
  leavers: number[];
  newPlayers: number[];
}

/** A season played: each group's final order drawn from the seed, with results falling by place (no ties). */
function played(groups: readonly LeagueGroup[], seed: string): PreviousGroup[] {
  const rng = createRng(seed);
  return groups.map((g) => {
    const players = rng.shuffle(g.players);
    const results: SeasonResult[] = players.map((_, i) => ({ rank: i + 1, vp: 60 - 3 * i, difference: rng.int(200) - 100, points: 500 + rng.int(300) }));
    return { league: g.league, group: g.group, players, results };
  });
}

function input(previous: PreviousGroup[], leavers: readonly number[], newCount: number, tag: string): RollOverInput {
  const all = previous.flatMap((g) => g.players);
  const unregistered = new Set<string>();
  const withdrawn = new Set<string>();
  leavers.forEach((i, j) => {
    const name = all[i % all.length];
    if (!unregistered.has(name) && !withdrawn.has(name)) (j % 2 === 0 ? unregistered : withdrawn).add(name);
  });
  const newPlayers = Array.from({ length: newCount }, (_, i) => ({ name: `${tag}new${i}`, elo: 1000 + ((i * 37) % 23) * 20 }));
  return { previous, newPlayers, unregistered: [...unregistered], withdrawn: [...withdrawn] };
}

/** Maximum pairs of `a` with `b` from different old groups (the same only when the league had one group). */
function maxPairs(a: readonly { group: number }[], b: readonly { group: number }[], oneGroup: boolean): number {
  const partner = new Map<number, number>();
  const fits = (i: number, j: number) => oneGroup || a[i].group !== b[j].group;
  const augment = (i: number, seen: Set<number>): boolean => {
    for (let j = 0; j < b.length; j++) {
      if (!fits(i, j) || seen.has(j)) continue;
      seen.add(j);
      const other = partner.get(j);
      if (other === undefined || augment(other, seen)) {
        partner.set(j, i);
        return true;
      }
    }
    return false;
  };
  let n = 0;
  for (let i = 0; i < a.length; i++) if (augment(i, new Set())) n++;
  return n;
}

function check(previous: readonly PreviousGroup[], inp: RollOverInput, r: RollOverResult): void {
  const K = Math.max(...previous.map((g) => g.league));
  const last = Math.max(...r.leagues.map((g) => g.league));
  // 1. league k has 2^(k−1) groups, except a lowest league not yet full
  for (let k = 1; k <= last; k++) {
    const groups = r.leagues.filter((g) => g.league === k);
    const total = groups.reduce((n, g) => n + g.players.length, 0);
    const full = k === 1 ? 1 : 2 ** (k - 1);
    if (k < last || total >= leagueCapacity(k)) expect([k, groups.length]).toEqual([k, full]);
    else expect([k, groups.length]).toEqual([k, k === 1 ? 1 : lowestLeagueGroups(total)]);
  }
  // 2. 2 up and 4 down per group; nobody sent down for a league over its size. With nobody leaving, a league above
  //    a lowest league not yet full (fewer groups) sends down only as many as come up, spread within one per group.
  expect(r.moves.filter((m) => m.kind === 'demoted')).toEqual([]);
  const leaving = new Set([...(inp.unregistered ?? []), ...(inp.withdrawn ?? [])]);
  const groupsIn = (k: number) => previous.filter((g) => g.league === k).length;
  for (let k = 1; k <= K; k++) {
    const counts = previous
      .filter((g) => g.league === k)
      .map((g) => {
        // (a league its own players cannot fill takes a stayer of the league below as well: the ruling, not counted)
        const from = (kind: string) =>
          r.moves.filter((m) => m.kind === kind && m.from?.league === k && m.from.group === g.group && !/moves up to fill/.test(m.reason)).length;
        return { up: from('up'), down: k < K ? from('down') : 0 };
      });
    for (const c of counts) {
      expect(c.up).toBeLessThanOrEqual(k > 1 ? 2 : 0);
      expect(c.down).toBeLessThanOrEqual(k < K ? 4 : 0);
    }
    if (leaving.size === 0) {
      for (const c of counts) expect(c.up).toBe(k > 1 ? 2 : 0);
      const downs = counts.map((c) => c.down);
      expect(downs.reduce((a, b) => a + b, 0)).toBe(k < K ? Math.min(4 * groupsIn(k), 2 * groupsIn(k + 1)) : 0);
      expect(Math.max(...downs) - Math.min(...downs)).toBeLessThanOrEqual(1);
    }
  }
  for (let k = 1; k < K; k++) {
    const groups = previous.filter((g) => g.league === k);
    // 3. vacancies spread: a group keeping two, one of them for a league vacancy, while another that could keep keeps none
    const kept = (g: PreviousGroup) => r.moves.filter((m) => m.kind === 'kept' && m.from?.league === k && m.from.group === g.group);
    const couldKeep = (g: PreviousGroup) => r.moves.some((m) => m.kind === 'down' && m.from?.league === k && m.from.group === g.group);
    for (const g of groups) {
      const mine = kept(g);
      if (mine.length >= 2 && mine.some((m) => /to fill a vacancy in the league/.test(m.reason)))
        for (const h of groups) if (h !== g && couldKeep(h)) expect([g.group, h.group, kept(h).length > 0]).toEqual([g.group, h.group, true]);
    }
    // 4. pairs 7–10 and 8–9 together whenever any pairing is possible
    const downs = r.moves
      .filter((m) => m.kind === 'down' && m.from?.league === k && m.to?.league === k + 1)
      .map((m) => {
        const size = previous.find((g) => g.league === k && g.group === m.from!.group)!.players.length;
        return { player: m.player, group: m.from!.group, slot: m.from!.place - (size - 3), to: m.to!.group };
      });
    for (const [s1, s2] of [
      [0, 3],
      [1, 2],
    ]) {
      const a = downs.filter((d) => d.slot === s1);
      const b = downs.filter((d) => d.slot === s2);
      const best = maxPairs(a, b, groups.length === 1);
      const together = [...new Set(downs.map((d) => d.to))].reduce(
        (n, to) =>
          n +
          maxPairs(
            a.filter((d) => d.to === to),
            b.filter((d) => d.to === to),
            groups.length === 1,
          ),
        0,
      );
      expect([k, s1, together]).toEqual([k, s1, best]);
    }
  }
}

/** Each player's category in the evening out (higher moves first: entering, stayers, movers down, movers up) and the old group of a stayer. */
function categories(input: DivisionInput): Map<string, { rank: number; stayerOf?: string }> {
  const out = new Map<string, { rank: number; stayerOf?: string }>();
  for (const m of input.fromBelow) out.set(m.name, { rank: 1 });
  for (const m of input.fromAbove) out.set(m.name, { rank: 2 });
  for (const list of input.stayers) for (const m of list) out.set(m.name, { rank: 3, stayerOf: `${m.from.league}/${m.from.group}` });
  for (const e of input.entering) out.set(e.name, { rank: 4 });
  return out;
}

/** Groups holding three or more stayers of one old group. */
function threes(groups: readonly (readonly string[])[], cat: Map<string, { stayerOf?: string }>): number {
  return groups.filter((g) => {
    const count = new Map<string, number>();
    for (const p of g) {
      const o = cat.get(p)?.stayerOf;
      if (o !== undefined) count.set(o, (count.get(o) ?? 0) + 1);
    }
    return [...count.values()].some((c) => c >= 3);
  }).length;
}

/**
 * Brute force over the evening out's choices: from the groups as placed, while sizes differ by more than one, any
 * largest group gives any player of its latest-placed category to any smallest group. True when some sequence ends
 * with no three stayers of one old group together; undefined when over `budget` states (not decided).
 */
function avoidable(placed: readonly (readonly string[])[], cat: Map<string, { rank: number; stayerOf?: string }>, budget = 20000): boolean | undefined {
  const seen = new Set<string>();
  let states = 0;
  const go = (groups: string[][]): boolean | undefined => {
    const key = groups.map((g) => [...g].sort().join(',')).join('|');
    if (seen.has(key)) return false;
    seen.add(key);
    if (++states > budget) return undefined;
    const sizes = groups.map((g) => g.length);
    const max = Math.max(...sizes);
    const min = Math.min(...sizes);
    if (max - min <= 1) return threes(groups, cat) === 0;
    let unknown = false;
    for (let b = 0; b < groups.length; b++) {
      if (groups[b].length !== max) continue;
      const top = Math.max(...groups[b].map((p) => cat.get(p)!.rank));
      for (const p of groups[b].filter((q) => cat.get(q)!.rank === top))
        for (let t = 0; t < groups.length; t++) {
          if (groups[t].length !== min) continue;
          const next = groups.map((g, i) => (i === b ? g.filter((q) => q !== p) : i === t ? [...g, p] : [...g]));
          const r = go(next);
          if (r === true) return true;
          if (r === undefined) unknown = true;
        }
    }
    return unknown ? undefined : false;
  };
  return go(placed.map((g) => [...g]));
}

describe('rollOver: random two-season cycles (issue 28 property test)', () => {
  it('"no three stayers of one old group together where avoidable" (docs/rules.md §3.11): the brute force over the evening out\'s lots agrees', () => {
    let decided = 0;
    let avoidableThrees = 0;

    fc.assert(
      fc.property(
        fc.integer({ min: 10, max: 150 }),
        fc.string({ maxLength: 6 }),
        fc.array(fc.nat(), { maxLength: 8 }),
        fc.integer({ min: 0, max: 30 }),
        (players, seed, leavers, newCount) => {
          let groups = firstChampionship(Array.from({ length: players }, (_, i) => ({ name: `p${i}`, elo: 2000 - ((i * 53) % 97) * 10 })));
          divisions.length = 0;
          for (let season = 0; season < 2; season++)
            groups = recordingRollOver(input(played(groups, `${seed}/${season}`), leavers, newCount, `n${season}`), `${seed}/x${season}`).leagues;
          for (const { input: di, division } of divisions) {
            if (division.rebalanced.length === 0) continue;
            const cat = categories(di);
            const can = avoidable(division.placed, cat);
            if (can === undefined) continue;
            decided++;
            if (can) {
              avoidableThrees++;
              expect([division.placed, threes(division.groups, cat)]).toEqual([division.placed, 0]);
            }
          }
        },
      ),
      { numRuns: 400 },
    );
    // the property was exercised: divisions evened out, and some where a three could have been made and was avoided
    expect(decided).toBeGreaterThan(20);
    expect(avoidableThrees).toBeGreaterThan(5);
  });

  it('league groups, 2 up and 4 down, vacancies shared fairly, relegated pairs kept together', () => {
    const cycle = fc.record({
      players: fc.integer({ min: 10, max: 150 }),
      seed: fc.string({ maxLength: 6 }),
      leavers: fc.array(fc.nat(), { maxLength: 8 }),
      newPlayers: fc.array(fc.integer({ min: 0, max: 30 }), { minLength: 2, maxLength: 2 }),
    });
    fc.assert(
      fc.property(cycle, ({ players, seed, leavers, newPlayers }: Cycle) => {
        let groups = firstChampionship(Array.from({ length: players }, (_, i) => ({ name: `p${i}`, elo: 2000 - ((i * 53) % 97) * 10 })));
        for (let season = 0; season < 2; season++) {
          const previous = played(groups, `${seed}/${season}`);
          const inp = input(previous, season === 0 ? [] : leavers, newPlayers[season], `s${season}`);
          const r = rollOver(inp, `${seed}/r${season}`);
          check(previous, inp, r);
          const again = input(previous, leavers, newPlayers[season], `t${season}`);
          check(previous, again, rollOver(again, `${seed}/t${season}`));
          groups = r.leagues;
        }
      }),
      { numRuns: 120 },
    );
  });
});
