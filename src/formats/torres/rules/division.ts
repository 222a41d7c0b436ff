/**
 * Division of one league into groups for the next season (docs/rules.md §3.11 and its worked example).
 *
 * 1. Movers up (from the league below): the old groups are put in an order drawn by lot, o_0, o_1, …; the 1st of
 *    o_i goes to new group i mod G and the 2nd of o_i to (i + 1) mod G: a 1st never shares a group with the 2nd of
 *    its own old group (when G > 1) and every new group gets as many 1sts as 2nds (when G divides the count).
 * 2. Movers down (from the league above): pairs 7th of o_i + 10th of o_(i+1) and 8th of o_i + 9th of o_(i+1)
 *    (o in an order drawn by lot, indices mod the number of old groups: the same old group only when there is just
 *    one); where a partner was kept or left, the lone players are paired with other groups' lone partners as far as
 *    any pairing allows (pairBottomPlaces); the pairs, in an order drawn by lot, go one by one to the group with the
 *    fewest pairs, then fewest players.
 * 3. Stayers: the q-th stayer (best first) of old group i goes to new group (i − q) mod G — new group j takes place
 *    3 + p from old group j + p, as in the example; no drawing of lots.
 * 4. Entering players (new players by Elo, highest first; then re-entering withdrawn players) are dealt in snake
 *    order into G blocks; the blocks, in an order drawn by lot, largest first, go to the groups with the fewest
 *    players.
 * 5. Should group sizes still differ by more than one (withdrawals, vacancies, a changed number of groups), a
 *    player of the latest-placed category (entering, then stayers, movers down, movers up) of a largest group moves
 *    to a smallest group, until sizes are within one: the player and smallest group that put the fewest players of
 *    one old group together (mixing where avoidable), drawn by lot among those.
 * Players are listed in each group as: movers down, stayers, movers up (1sts then 2nds), entering players.
 */
import type { Rng } from '../../../shared/rules/rng';
import { type Mover, RELEGATED_PLACES } from './movement';
import { snake } from './snake';

/** Slots of the bottom places paired when dealing the players moving down: [0, 3], [1, 2] for four places. */
const SLOT_PAIRS: readonly [number, number][] = Array.from({ length: Math.floor(RELEGATED_PLACES / 2) }, (_, s) => [s, RELEGATED_PLACES - 1 - s]);

export interface Entering {
  name: string;
  /** New players: Elo rank (0 = highest Elo); re-entering withdrawn players come after all new players. */
  rank: number;
}

export interface DivisionInput {
  groups: number;
  fromAbove: readonly Mover[];
  aboveGroups: number;
  stayers: readonly (readonly Mover[])[];
  fromBelow: readonly Mover[];
  belowGroups: number;
  entering: readonly Entering[];
}

type Category = 0 | 1 | 2 | 3; // 0 above, 1 stayer, 2 below, 3 entering
interface Placed {
  name: string;
  category: Category;
  key: number[];
  /** The old group (league/group) of a player who played last season; none for entering players. */
  origin?: string;
}

export interface Division {
  groups: string[][];
  /** The groups as steps 1–4 placed them, before step 5 evened out their sizes (players in placing order). */
  placed: string[][];
  /** Players moved by step 5, with the group they were moved to. */
  rebalanced: { name: string; group: number }[];
}

export function divideLeague(input: DivisionInput, rng: Rng): Division {
  const G = Math.max(1, input.groups);
  const groups: Placed[][] = Array.from({ length: G }, () => []);

  // 1. movers up
  const belowOrder = rng.fork('up').shuffle(Array.from({ length: input.belowGroups }, (_, i) => i));
  for (const m of input.fromBelow) {
    const i = belowOrder.indexOf(m.groupIdx);
    groups[(i + m.slot) % G].push({ name: m.name, category: 2, key: [m.slot, m.groupIdx], origin: originOf(m) });
  }

  // 2. movers down, in pairs from consecutive old groups (in drawn order): the highest bottom place with the lowest
  //    (7th with 10th, 8th with 9th for the four places that move down)
  const aboveOrder = rng.fork('down-order').shuffle(Array.from({ length: input.aboveGroups }, (_, i) => i));
  const formed = SLOT_PAIRS.map(([s1, s2]) => pairBottomPlaces(input.fromAbove, s1, s2, aboveOrder));
  // listed as the rotation lists them: old groups in drawn order, each with its 7th's pair, then its 8th's
  const pairs: Mover[][] = aboveOrder.flatMap((g) => formed.flatMap((list) => list.filter((p) => p[0].groupIdx === g)));
  const paired = new Set<Mover>(pairs.flat());
  // Players no pairing can serve (a partner kept or left, and no other group's to take) go alone.
  for (const m of input.fromAbove) if (!paired.has(m)) pairs.push([m]);
  const pairsIn = new Array<number>(G).fill(0);
  for (const pair of rng.fork('down-lots').shuffle(pairs)) {
    const j = argmin(G, (g) => pairsIn[g] * 1000 + groups[g].length);
    pairsIn[j] += 1;
    for (const m of pair) groups[j].push({ name: m.name, category: 0, key: [m.from.place, m.groupIdx], origin: originOf(m) });
  }

  // 3. stayers, rotated
  input.stayers.forEach((list, i) =>
    list.forEach((m, q) => groups[(((i - q) % G) + G) % G].push({ name: m.name, category: 1, key: [m.from.place, i], origin: originOf(m) })),
  );

  // 4. entering players: snake blocks, drawn to groups (largest block to the smallest group)
  const ranked = input.entering.slice().sort((a, b) => a.rank - b.rank);
  const blocks = rng
    .fork('new-lots')
    .shuffle(snake(ranked, G))
    .sort((a, b) => b.length - a.length);
  const targets = Array.from({ length: G }, (_, g) => g).sort((a, b) => groups[a].length - groups[b].length || a - b);
  blocks.forEach((block, b) => {
    for (const e of block) groups[targets[b]].push({ name: e.name, category: 3, key: [e.rank] });
  });

  // 5. sizes within one
  const placed = groups.map((g) => g.map((p) => p.name));
  const rebalanced: { name: string; group: number }[] = [];
  const lots = rng.fork('rebalance');
  for (;;) {
    const big = argmin(G, (g) => -groups[g].length);
    const small = argmin(G, (g) => groups[g].length);
    if (groups[big].length - groups[small].length <= 1) break;
    const cat = Math.max(...groups[big].map((p) => (p.category === 3 ? 4 : p.category === 1 ? 3 : p.category === 0 ? 2 : 1)));
    const pool = groups[big].filter((p) => (p.category === 3 ? 4 : p.category === 1 ? 3 : p.category === 0 ? 2 : 1) === cat);
    // Mixing where avoidable: the player and the smallest group that put the fewest players of one old group together
    // (the first smallest group when it does as well as any), then the player leaving the most of his old group
    // behind (so a group of three is broken up); lots only among those.
    const together = (p: Placed, g: number): number => (p.origin === undefined ? 0 : groups[g].filter((q) => q.origin === p.origin && q !== p).length);
    const smallest = Array.from({ length: G }, (_, g) => g).filter((g) => groups[g].length === groups[small].length);
    const fewest = Math.min(...smallest.flatMap((g) => pool.map((p) => together(p, g))));
    const target = pool.some((p) => together(p, small) === fewest) ? small : (smallest.find((g) => pool.some((p) => together(p, g) === fewest)) as number);
    const fits = pool.filter((p) => together(p, target) === fewest);
    const most = Math.max(...fits.map((p) => together(p, big)));
    const moved = lots.pick(fits.filter((p) => together(p, big) === most));
    groups[big].splice(groups[big].indexOf(moved), 1);
    groups[target].push(moved);
    rebalanced.push({ name: moved.name, group: target });
  }

  const order = (a: Placed, b: Placed): number => {
    const c = [0, 1, 2, 3].indexOf(a.category) - [0, 1, 2, 3].indexOf(b.category);
    if (c !== 0) return c;
    for (let i = 0; i < Math.max(a.key.length, b.key.length); i++) if ((a.key[i] ?? 0) !== (b.key[i] ?? 0)) return (a.key[i] ?? 0) - (b.key[i] ?? 0);
    return 0;
  };
  return { groups: groups.map((g) => g.sort(order).map((p) => p.name)), placed, rebalanced };
}

/**
 * Pairs of players moving down: slot s1 (the 7th, the 8th) of one old group with slot s2 (the 10th, the 9th) of
 * another (the same old group only when there is just one). First the drawn rotation (s1 of o_i with s2 of
 * o_(i+1)), then augmenting paths, so as many pairs as possible are formed: a 7th whose 10th was kept or left is
 * paired with another group's lone 10th whenever any pairing allows it ("an old group's seventh is always with an
 * old group's tenth").
 */
function pairBottomPlaces(movers: readonly Mover[], s1: number, s2: number, order: readonly number[]): Mover[][] {
  const pos = (m: Mover): number => order.indexOf(m.groupIdx);
  const byOrder = (a: Mover, b: Mover): number => pos(a) - pos(b) || a.from.place - b.from.place;
  const firsts = movers.filter((m) => m.slot === s1).sort(byOrder);
  const seconds = movers.filter((m) => m.slot === s2).sort(byOrder);
  const n = Math.max(1, order.length);
  const sameAllowed = order.length <= 1;
  const fits = (f: Mover, t: Mover): boolean => (sameAllowed || f.groupIdx !== t.groupIdx) && f !== t;
  /** Seconds in the order tried for a first: from the next old group in the drawn order on. */
  const tries = (f: Mover): Mover[] =>
    seconds.filter((t) => fits(f, t)).sort((a, b) => ((((pos(a) - pos(f) - 1) % n) + n) % n) - ((((pos(b) - pos(f) - 1) % n) + n) % n) || byOrder(a, b));
  const partnerOf = new Map<Mover, Mover>(); // second → first
  const firstTaken = new Set<Mover>();
  // the drawn rotation first
  for (const f of firsts) {
    const t = tries(f)[0];
    if (t && pos(t) === (pos(f) + 1) % n && !partnerOf.has(t)) {
      partnerOf.set(t, f);
      firstTaken.add(f);
    }
  }
  const augment = (f: Mover, seen: Set<Mover>): boolean => {
    for (const t of tries(f)) {
      if (seen.has(t)) continue;
      seen.add(t);
      const other = partnerOf.get(t);
      if (other === undefined || augment(other, seen)) {
        partnerOf.set(t, f);
        return true;
      }
    }
    return false;
  };
  for (const f of firsts) if (!firstTaken.has(f) && augment(f, new Set())) firstTaken.add(f);
  return firsts.flatMap((f) => {
    const t = seconds.find((x) => partnerOf.get(x) === f);
    return t ? [[f, t]] : [];
  });
}

const originOf = (m: Mover): string => `${m.from.league}/${m.from.group}`;

function argmin(n: number, f: (i: number) => number): number {
  let best = 0;
  for (let i = 1; i < n; i++) if (f(i) < f(best)) best = i;
  return best;
}
