/**
 * Dealing entries into groups in snake order so the groups' ratings are close (docs/rules.md §1.9).
 *
 * The entries, strongest first (a player's entries next to each other), are dealt in tiers of one entry per
 * group: tier 1 to groups 1 → G, tier 2 to groups G → 1, and so on. When the snake would put a player's entry
 * into a group that already has that player (only possible for the entry that opens a tier), it trades places
 * with the nearest later entry of the same tier that can take its group. The result: every group gets exactly
 * one entry per tier, and nobody is twice in a group.
 */

/** Group index (0-based) for each position of `owners` (owner ids, strongest first; length = groups · tiers). */
export function snakeDeal(owners: readonly number[], groups: number): number[] {
  if (owners.length % groups !== 0) throw new RangeError('snakeDeal: entries do not fill the groups exactly');
  const result: number[] = new Array<number>(owners.length);
  const seats = new Map<number, Set<number>>(); // owner → groups they sit in
  const has = (owner: number, group: number): boolean => seats.get(owner)?.has(group) ?? false;

  for (let start = 0; start < owners.length; start += groups) {
    const tier = start / groups;
    const targets = Array.from({ length: groups }, (_, j) => (tier % 2 === 0 ? j : groups - 1 - j));
    for (let a = 0; a < groups; a++) {
      const owner = owners[start + a];
      if (has(owner, targets[a])) {
        let b = a + 1;
        while (b < groups && (has(owner, targets[b]) || has(owners[start + b], targets[a]))) b++;
        if (b === groups) throw new Error(`snakeDeal: cannot seat entry ${start + a} (internal error)`);
        [targets[a], targets[b]] = [targets[b], targets[a]];
      }
      const mine = seats.get(owner) ?? new Set<number>();
      mine.add(targets[a]);
      seats.set(owner, mine);
      result[start + a] = targets[a];
    }
  }
  return result;
}
