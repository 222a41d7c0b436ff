/**
 * A TTT set: sign-ups partitioned into groups of exactly `groupSize` (docs/rules.md §1.9).
 *
 * 1. Sign-ups are checked (signups.ts); any problem throws before anything is drawn.
 * 2. The number of groups and who gets how many places: select.ts (first entries first, then sign-up order).
 * 3. Placed entries are dealt in snake order of strength (order.ts, deal.ts).
 * 4. Inside each group the pairing numbers (the order of `entries`, i.e. Berger numbers) are drawn by lot.
 * 5. Unplaced entries form the waiting list, with who could be offered an extra entry (waiting.ts).
 * Lots come from createRng(seed): forks "ratings" (equal ratings) and "group <n>" (pairing numbers).
 */
import { createRng } from '../../../shared/rules/rng';
import { snakeDeal } from './deal';
import { strengthOrder } from './order';
import { groupCount, placesPerPlayer } from './select';
import { checkSignUps, DEFAULT_GROUP_SIZE, type SignUp } from './signups';
import { waitingList, type Offer, type WaitingEntry } from './waiting';

export interface GroupEntry {
  name: string;
  rating: number | null;
  /** Which of the player's entries this is (1, 2, 3). */
  entry: number;
  /** Sign-up row of the player. */
  row: number;
}

export interface SetGroup {
  /** 1-based. */
  number: number;
  /** In pairing-number order: entries[k − 1] is player k of the Berger table. */
  entries: GroupEntry[];
  /** Mean rating of the rated entries (null when none is rated). */
  averageRating: number | null;
}

export interface SetPartition {
  seed: string;
  groupSize: number;
  groups: SetGroup[];
  /** One entry per player still waiting, in priority order (entry number, then sign-up order). */
  waiting: WaitingEntry[];
  /** Further entries of waiting players that even one more group could not take (a player plays once per group). */
  unplaced: WaitingEntry[];
  offer: Offer;
}

export interface PartitionOptions {
  /** Default 12. */
  groupSize?: number;
  seed: string | number;
  /** Row number of the first sign-up in error messages (default 1). */
  firstRow?: number;
}

export function partitionSet(signUps: readonly SignUp[], options: PartitionOptions): SetPartition {
  const groupSize = options.groupSize ?? DEFAULT_GROUP_SIZE;
  const players = checkSignUps(signUps, groupSize, options.firstRow ?? 1);
  const rng = createRng(options.seed);

  const g = groupCount(
    players.map((p) => p.entries),
    groupSize,
  );
  const places = placesPerPlayer(players, g, groupSize);

  const ordered = strengthOrder(players, rng.fork('ratings'));
  const entries = ordered.flatMap((p) =>
    Array.from({ length: places[p.index] }, (_, k): GroupEntry => ({ name: p.name, rating: p.rating, entry: k + 1, row: p.row })),
  );
  const owners = ordered.flatMap((p) => Array.from({ length: places[p.index] }, () => p.index));
  const dealt = g > 0 ? snakeDeal(owners, g) : [];

  const groups: SetGroup[] = Array.from({ length: g }, (_, i) => {
    const members = entries.filter((_, e) => dealt[e] === i);
    const rated = members.filter((m) => m.rating !== null).map((m) => m.rating as number);
    return {
      number: i + 1,
      entries: rng.fork(`group ${i + 1}`).shuffle(members),
      averageRating: rated.length > 0 ? rated.reduce((s, r) => s + r / rated.length, 0) : null,
    };
  });

  const { waiting, unplaced, offer } = waitingList(players, places, groupSize, g);
  return { seed: rng.seed, groupSize, groups, waiting, unplaced, offer };
}
