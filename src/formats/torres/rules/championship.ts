/**
 * The first championship (docs/rules.md §3.1): one list ranked by Elo (highest first; equal Elo in list order)
 * fills league 1, league 2, … in that order (leagueSizes), and each league's players are dealt into its groups
 * in snake order (1 → G, then G → 1, …). No drawing of lots.
 */
import { groupsFor, leagueSizes } from './leagues';
import { snake } from './snake';
import type { LeagueGroup, NewPlayer } from './types';

export function firstChampionship(players: readonly NewPlayer[]): LeagueGroup[] {
  const ranked = players
    .map((p, i) => ({ p, i }))
    .sort((a, b) => b.p.elo - a.p.elo || a.i - b.i)
    .map(({ p }) => p.name);
  const sizes = leagueSizes(ranked.length);
  const out: LeagueGroup[] = [];
  let start = 0;
  sizes.forEach((size, k) => {
    const league = k + 1;
    const members = ranked.slice(start, start + size);
    start += size;
    snake(members, groupsFor(league, size, k === sizes.length - 1)).forEach((group, g) => out.push({ league, group: g + 1, players: group }));
  });
  return out;
}
