/**
 * A TTT set: sign-ups partitioned into groups of exactly `groupSize` (docs/rules.md §1.9).
 *
 * 1. Sign-ups are checked (signups.ts); any problem throws before anything is drawn.
 * 2. The number of groups and who gets how many places: select.ts (first entries first, then sign-up order).
 * 3. Placed entries are dealt in snake order of strength (order.ts, deal.ts).
 * 4. Inside each group the pairing numbers (the order of `entries`, i.e. Berger numbers) are drawn by lot.
 * 5. Unplaced entries form the waiting list, with who could be offered an extra entry (waiting.ts).
 * 6. Short last group (option, off by default; the spec's §6): when the waiting list (one entry per player) has at
 *    least MIN_SHORT_GROUP entries, they play as one more, smaller group (pairing numbers by lot, fork "group
 *    <G + 1>"); the players' further entries still wait. The offer still says what completes that group at full size.
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
  /** Whether the last group is a short one (fewer than groupSize entries: the short-last-group option). */
  short?: boolean;
}

export interface PartitionOptions {
  /** Default 12. */
  groupSize?: number;
  seed: string | number;
  /** Row number of the first sign-up in error messages (default 1). */
  firstRow?: number;
  /** Run the waiting entries as one last group of at least MIN_SHORT_GROUP (and fewer than groupSize). Default false. */
  shortLastGroup?: boolean;
}

/** The smallest short last group (the spec's §6: "one last group of at least 8"). */
export const MIN_SHORT_GROUP = 8;

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
  if (options.shortLastGroup === true && waiting.length >= MIN_SHORT_GROUP) {
    const members = waiting.map((w): GroupEntry => ({ name: w.name, rating: w.rating, entry: w.entry, row: w.row }));
    const rated = members.filter((m) => m.rating !== null).map((m) => m.rating as number);
    groups.push({
      number: g + 1,
      entries: rng.fork(`group ${g + 1}`).shuffle(members),
      averageRating: rated.length > 0 ? rated.reduce((s, r) => s + r / rated.length, 0) : null,
    });
    const seen = new Set<string>();
    const still: WaitingEntry[] = [];
    const further: WaitingEntry[] = [];
    for (const u of unplaced) {
      (seen.has(u.name) ? further : still).push(u);
      seen.add(u.name);
    }
    return { seed: rng.seed, groupSize, groups, waiting: still, unplaced: further, offer, short: true };
  }
  return { seed: rng.seed, groupSize, groups, waiting, unplaced, offer, short: false };
}
