/**
 * Which entries get a place. Rulings:
 * - The number of groups G is the largest for which G groups of exactly `groupSize` can be filled with every
 *   player's entries in different groups, i.e. Σ min(entries, G) ≥ G · groupSize.
 * - Places go first to first entries, then to second entries, then to third entries; within the same entry
 *   number, earlier sign-ups first. (Everyone gets one place before anyone gets a second.)
 * - A player is never given more places than there are groups.
 */
import type { Player } from './signups';

export function groupCount(entries: readonly number[], groupSize: number): number {
  const most = Math.floor(entries.reduce((s, e) => s + e, 0) / groupSize);
  for (let g = most; g > 0; g--) {
    if (entries.reduce((s, e) => s + Math.min(e, g), 0) >= g * groupSize) return g;
  }
  return 0;
}

/** Places per player (same order as `players`) for `groups` groups. */
export function placesPerPlayer(players: readonly Player[], groups: number, groupSize: number): number[] {
  const places = players.map(() => 0);
  let free = groups * groupSize;
  for (let k = 1; k <= Math.min(3, groups) && free > 0; k++) {
    for (let i = 0; i < players.length && free > 0; i++) {
      if (players[i].entries >= k) {
        places[i]++;
        free--;
      }
    }
  }
  return places;
}
