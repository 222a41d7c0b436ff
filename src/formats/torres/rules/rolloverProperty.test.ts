/**
 * Issue 28's property test: random two-season cycles (a first championship of 10–150 players from an Elo list,
 * random final orders, random unregistrations, withdrawals and new players, rolled over twice), checked against
 * the rules (seed torres-championship.txt, docs/rules.md §3.1, §3.8, §3.9, §3.11):
 * - league k has 2^(k−1) groups, except a lowest league not yet full (round(n/10) of them);
 * - exactly 2 up and 4 down per group when nobody leaves, and never a player sent down for a league over its size;
 * - vacancies spread: no group keeps two (one of them for a league vacancy) while another group that could keep
 *   keeps none;
 * - pairs 7th–10th and 8th–9th kept together whenever any pairing is possible.
 */
import fc from 'fast-check';
import { createRng } from '../../../shared/rules/rng';
import { firstChampionship } from './championship';
import { leagueCapacity, lowestLeagueGroups } from './leagues';
import { rollOver } from './rollover';
import type { LeagueGroup, PreviousGroup, RollOverInput, RollOverResult, SeasonResult } from './types';

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

describe('rollOver: random two-season cycles (issue 28 property test)', () => {
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
