/**
 * rollOver: next season's leagues and groups from last season's final group orders (docs/rules.md §3.8–§3.11, the
 * championship rules). Pure: the seed drives every drawing of lots (one fork per draw) and is returned.
 *
 * - The number of leagues stays the same; leagues above the lowest keep their fixed size 10·2^(k−1) in 2^(k−1)
 *   groups; the lowest league takes everyone left in max(1, round(n/10)) groups (leagues.ts).
 * - Movement and vacancies: movement.ts. Division into groups: division.ts.
 * - New players and withdrawn players (who may only re-register in the lowest league) enter the lowest league.
 *   A name in both `unregistered` and `withdrawn` is unregistered (leaves). Fictitious players (forfait, Forfait
 *   bis, …) found in a previous group are not carried over.
 * - Names are one player when their nameKey matches (docs/rules.md §0.1): "ann" in `unregistered` is the previous
 *   season's "Ann", who keeps that spelling.
 */
import { nameKey } from '../../../shared/rules/names';
import { createRng } from '../../../shared/rules/rng';
import { divideLeague, type Entering } from './division';
import { leagueGroups, lowestLeagueGroups } from './leagues';
import { decideMovement } from './movement';
import type { LeagueGroup, Move, RollOverInput, RollOverResult } from './types';
import { validateRollOver } from './validate';

export function rollOver(input: RollOverInput, seed: string): RollOverResult {
  const K = Math.max(1, validateRollOver(input));
  const rng = createRng(seed);
  const spelling = new Map(input.previous.flatMap((g) => g.players.map((p) => [nameKey(p), p] as [string, string])));
  const asListed = (names: readonly string[] = []): Set<string> => new Set(names.map((n) => spelling.get(nameKey(n)) ?? n));
  const unregistered = asListed(input.unregistered);
  const withdrawn = asListed(input.withdrawn);
  const { flows, reentering, moves } = decideMovement(input.previous, K, unregistered, withdrawn, rng.fork('movement'));
  while (flows.length < K) flows.push({ stayers: [], up: [], down: [] });

  const byElo = input.newPlayers
    .map((p, i) => ({ p, i }))
    .sort((a, b) => b.p.elo - a.p.elo || a.i - b.i)
    .map(({ p }) => p);
  const entering: Entering[] = [
    ...byElo.map((p, rank) => ({ name: p.name, rank })),
    ...reentering.map((m, i) => ({ name: m.name, rank: byElo.length + i })),
  ];
  const groupsOf = (k: number): number => input.previous.filter((g) => g.league === k).length;

  const leagues: LeagueGroup[] = [];
  const placedIn = new Map<string, { league: number; group: number }>();
  const rebalancedNote = new Map<string, number>();
  for (let k = 1; k <= K; k++) {
    const flow = flows[k - 1];
    const fromAbove = k > 1 ? flows[k - 2].down : [];
    const fromBelow = k < K ? flows[k].up : [];
    const enteringHere = k === K ? entering : [];
    const total = flow.stayers.reduce((s, g) => s + g.length, 0) + fromAbove.length + fromBelow.length + enteringHere.length;
    const groups = k < K ? leagueGroups(k) : lowestLeagueGroups(total);
    const division = divideLeague(
      { groups, fromAbove, aboveGroups: groupsOf(k - 1), stayers: flow.stayers, fromBelow, belowGroups: groupsOf(k + 1), entering: enteringHere },
      rng.fork(`division-L${k}`),
    );
    division.groups.forEach((players, g) => {
      leagues.push({ league: k, group: g + 1, players });
      for (const name of players) placedIn.set(name, { league: k, group: g + 1 });
    });
    for (const r of division.rebalanced) rebalancedNote.set(r.name, r.group + 1);
  }

  const withTo: Move[] = moves.map((m) => {
    const to = placedIn.get(m.player);
    if (!to) return m;
    const note = rebalancedNote.has(m.player) ? ' (placed by lot to keep group sizes within one)' : '';
    return { ...m, to, reason: `${m.reason}; league ${to.league} group ${to.group}${note}` };
  });
  for (const p of byElo) {
    const to = placedIn.get(p.name) as { league: number; group: number };
    withTo.push({ player: p.name, kind: 'new', to, reason: `new player (Elo ${p.elo}): league ${to.league} group ${to.group}` });
  }
  return { leagues, moves: withTo, seed: rng.seed };
}
