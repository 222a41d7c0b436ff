/**
 * "qualified" / "out" of every player of a GBQ group (docs/rules.md §5.6): sound always, exact when the games
 * still to play are known.
 *
 * The final order is by TP% = F / (s·G): F the player's final TPs, G their total games, s = win + loss the TPs a
 * game shares out. A remaining game may split its s TPs in any way (any real split, not only whole wins).
 *
 * - qualified(i) ⇔ in every outcome fewer than q others finish level with or above i;
 * - out(i)       ⇔ in every outcome at least q others finish strictly above i.
 * Ties are never settled by a guess: a tie counts against i for "qualified" and for i for "out".
 *
 * Exact method (for one player i):
 * - Not qualified ⇔ some outcome has q others with F_j·G_i ≥ F_i·G_j. Giving i nothing from its own games only
 *   helps the others, so F_i is fixed at its current TPs and each opponent of i takes s from each game against i.
 *   Each other j then needs need_j = max(0, F_i·G_j − G_i·base_j) more (scaled by G_i), which can only come from
 *   the games among the others. A set S of others can all reach their lines iff (Hall's condition for a
 *   fractional transport) every A ⊆ S has Σ need(A) ≤ s·G_i·#(games with an endpoint in A).
 * - Not out ⇔ some outcome has at most q − 1 others strictly above i. i takes all s of its own games; a set L of
 *   others stays at or below i's line iff every A ⊆ L has s·G_i·#(games inside A) ≤ Σ room(A), room_j =
 *   F_i·G_j − G_i·F_j (games between L and the rest go to the rest). Not out ⇔ some such L has n − q players.
 * Both conditions are closed under taking subsets and split over the linked clusters of the others (players
 * joined by remaining games), so the largest feasible set is the sum over clusters of a subset DP,
 * O(2^c·c) for a cluster of c players. A cluster larger than MAX_EXACT_CLUSTER is the size guard: that player
 * gets the sound bound instead (./qualification.ts), and the result says so.
 */
import { toMicros } from './decimal';
import { qualificationMarks, QualificationMark } from './qualification';

/** Size guard: the largest cluster of linked players examined exactly (2^14 subsets). */
export const MAX_EXACT_CLUSTER = 14;

/**
 * Caps of the exact search as a whole: groups of more than MAX_EXACT_PLAYERS get the sound bound (the remaining
 * games would be held as an n × n table), and all players together examine at most MAX_EXACT_SUBSETS subsets (a
 * cluster of c costs 2^c per pass, two passes): a player whose clusters would pass it gets the sound bound and the
 * result says so (exact = false). Within it: any group of up to 15 players (15 × 2 × 2^14 ≈ 0.5 M), and any group
 * of up to 64 players with 13 or fewer games left (each player's clusters 2 × 2^14 at most).
 */
export const MAX_EXACT_PLAYERS = 200;
export const MAX_EXACT_SUBSETS = 1 << 21;

export interface StatusPlayer {
  /** TPs so far. */
  readonly tp: number;
  /** Games played so far. */
  readonly played: number;
  /** Games in all (played + still to play), 1 or more. */
  readonly total: number;
}

export interface StatusResult {
  readonly marks: QualificationMark[];
  /** False when the remaining games were not given or a cluster was over the size guard (sound bound used). */
  readonly exact: boolean;
}

/** The largest set (by size) of the cluster's members with every subset passing `ok`; ok(mask) over member bits. */
function largestFeasible(c: number, ok: (mask: number, low: number, rest: number) => boolean): number {
  const size = 1 << c;
  const feasible = new Uint8Array(size);
  feasible[0] = 1;
  let best = 0;
  for (let mask = 1; mask < size; mask++) {
    let good = 1;
    for (let m = mask; m !== 0 && good; m &= m - 1) {
      if (!feasible[mask & ~(m & -m)]) good = 0;
    }
    const low = 31 - Math.clz32(mask & -mask);
    if (good && ok(mask, low, mask & (mask - 1))) {
      feasible[mask] = 1;
      let bits = 0;
      for (let m = mask; m !== 0; m &= m - 1) bits++;
      if (bits > best) best = bits;
    }
  }
  return best;
}

/** Linked clusters of the players `members` over the weights w (games between two players). */
function clusters(members: number[], w: number[][]): number[][] {
  const seen = new Set<number>();
  const out: number[][] = [];
  for (const start of members) {
    if (seen.has(start)) continue;
    const cluster: number[] = [];
    const stack = [start];
    seen.add(start);
    while (stack.length > 0) {
      const a = stack.pop() as number;
      cluster.push(a);
      for (const b of members) {
        if (!seen.has(b) && w[a][b] > 0) {
          seen.add(b);
          stack.push(b);
        }
      }
    }
    out.push(cluster);
  }
  return out;
}

/** Per-cluster sums over subsets, built one member at a time: the members' weights, values and subset sums. */
interface Cluster {
  members: number[];
  /** games between members a and b (cluster indices). */
  w: number[][];
  /** Each member's games with any other member of the cluster. */
  degree: number[];
}

function clusterOf(members: number[], w: number[][]): Cluster {
  const cw = members.map((a) => members.map((b) => w[a][b]));
  return { members, w: cw, degree: cw.map((row) => row.reduce((x, y) => x + y, 0)) };
}

/** Σ over the members j in `mask` of w(low, j). */
function gamesWith(cl: Cluster, low: number, mask: number): number {
  let g = 0;
  for (let m = mask; m !== 0; m &= m - 1) g += cl.w[low][31 - Math.clz32(m & -m)];
  return g;
}

/**
 * The largest number of members that can all reach (kind "reach": F_j·G_i ≥ line) or all stay at or below
 * (kind "stay") the line, given each member's amount (need or room, scaled) and the scaled game value.
 */
function clusterBest(cl: Cluster, amount: bigint[], game: bigint, kind: 'reach' | 'stay'): number {
  const c = cl.members.length;
  const size = 1 << c;
  const sum: bigint[] = new Array(size);
  const touch = new Int32Array(size); // games with an endpoint in the set
  const inner = new Int32Array(size); // games with both endpoints in the set
  sum[0] = 0n;
  return largestFeasible(c, (mask, low, rest) => {
    const within = gamesWith(cl, low, rest);
    sum[mask] = sum[rest] + amount[low];
    touch[mask] = touch[rest] + cl.degree[low] - within;
    inner[mask] = inner[rest] + within;
    return kind === 'reach' ? sum[mask] <= game * BigInt(touch[mask]) : game * BigInt(inner[mask]) <= sum[mask];
  });
}

interface Scaled {
  tp: bigint[];
  total: bigint[];
  share: bigint;
  w: number[][];
}

/** Exact mark of player i, or null when a cluster is over the size guard or the search over its budget. */
function exactMark(i: number, x: Scaled, q: number, budget: { left: number }): QualificationMark | null {
  const n = x.tp.length;
  const others = Array.from({ length: n }, (_, k) => k).filter((k) => k !== i);
  const groups = clusters(others, x.w).map((m) => clusterOf(m, x.w));
  if (groups.some((g) => g.members.length > MAX_EXACT_CLUSTER)) return null;
  const work = groups.reduce((a, g) => a + 2 * (1 << g.members.length), 0);
  if (work > budget.left) return null;
  budget.left -= work;
  const gi = x.total[i];
  const game = x.share * gi;
  // Not qualified? i scores 0 in its remaining games; its opponents take s from each.
  const fi = x.tp[i];
  let reach = 0;
  for (const g of groups) {
    const need = g.members.map((j) => {
      const base = x.tp[j] + x.share * BigInt(x.w[i][j]);
      const d = fi * x.total[j] - gi * base;
      return d > 0n ? d : 0n;
    });
    reach += clusterBest(g, need, game, 'reach');
  }
  if (reach < q) return 'qualified';
  // Not out? i takes all s of its remaining games.
  let own = 0;
  for (const j of others) own += x.w[i][j];
  const top = fi + x.share * BigInt(own);
  let stay = 0;
  for (const g of groups) {
    const room = g.members.map((j) => top * x.total[j] - gi * x.tp[j]);
    stay += clusterBest(g, room, game, 'stay');
  }
  return stay >= n - q ? '' : 'out';
}

function checkPlayers(players: readonly StatusPlayer[], share: bigint): void {
  players.forEach((p, i) => {
    if (!Number.isInteger(p.total) || p.total < 1) throw new RangeError(`player ${i + 1}: total games must be a whole number, 1 or more`);
    if (!Number.isInteger(p.played) || p.played < 0 || p.played > p.total) {
      throw new RangeError(`player ${i + 1}: games played must be a whole number from 0 to the total`);
    }
    const tp = toMicros(p.tp);
    if (tp < 0n || tp > share * BigInt(p.played)) throw new RangeError(`player ${i + 1}: TPs must be 0 to ${p.played} × the TPs of a game`);
  });
}

/** Games still to play between each pair; throws when a player's listed games differ from total − played. */
function remainingWeights(players: readonly StatusPlayer[], remaining: readonly (readonly [number, number])[], table = true): number[][] {
  const n = players.length;
  const w = table ? players.map(() => new Array<number>(n).fill(0)) : [];
  const count = new Array<number>(n).fill(0);
  for (const [a, b] of remaining) {
    if (!(a >= 0 && a < n && b >= 0 && b < n) || a === b) throw new RangeError(`remaining game ${a + 1}–${b + 1} is not between two players`);
    if (table) {
      w[a][b]++;
      w[b][a]++;
    }
    count[a]++;
    count[b]++;
  }
  players.forEach((p, i) => {
    if (count[i] !== p.total - p.played) {
      throw new RangeError(`player ${i + 1}: ${count[i]} remaining game(s) listed but ${p.total - p.played} left (total − played)`);
    }
  });
  return w;
}

/**
 * The marks of every player. Without `remaining` (index pairs, one per game still to play) the sound bound;
 * with it, the exact marks, except for players whose clusters are over the size guard (bound; exact = false).
 */
export function groupStatus(
  players: readonly StatusPlayer[],
  qualifiers: number,
  share: number,
  remaining?: readonly (readonly [number, number])[],
  maxSubsets = MAX_EXACT_SUBSETS,
): StatusResult {
  if (!Number.isInteger(qualifiers) || qualifiers < 1) throw new RangeError('qualifiers must be a positive whole number');
  const shareMicros = toMicros(share);
  if (shareMicros <= 0n) throw new RangeError('share must be more than 0');
  checkPlayers(players, shareMicros);
  const bound = qualificationMarks(players, qualifiers, share);
  if (!remaining) return { marks: bound, exact: false };
  if (players.length > MAX_EXACT_PLAYERS) {
    remainingWeights(players, remaining, false); // still checks the list against total − played
    return { marks: bound, exact: bound.every((m) => m !== '') };
  }
  const x: Scaled = {
    tp: players.map((p) => toMicros(p.tp)),
    total: players.map((p) => BigInt(p.total)),
    share: shareMicros,
    w: remainingWeights(players, remaining),
  };
  let exact = true;
  const budget = { left: maxSubsets };
  const marks = bound.map((mark, i) => {
    if (mark !== '') return mark; // the bound is sound, so an exact mark agrees with it
    const m = exactMark(i, x, qualifiers, budget);
    if (m === null) exact = false;
    return m ?? '';
  });
  return { marks, exact };
}
