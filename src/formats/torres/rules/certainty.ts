/**
 * Certainty marks of a TORRES group (docs/rules.md §6, "Certainty marks"; the places of §3.5 and §3.8): per player
 * P = certainly in the top 2 (moves up; not in league 1), R = certainly in the bottom 4 (moves down; not in the
 * lowest league), S = certainly stays, or '' (open) — over every outcome of the games still to play (finishing orders and delays).
 *
 * The outcome space (the ruling): each game still to play ends in any finishing order of its players, the places
 * scoring the group's VP by place (8/4/2/1), players level on points sharing the VP of the places they occupy
 * (docs/rules.md §3.3: two sharing 1st–2nd get 6 each) — or, unfinished at the deadline, with any of its players
 * delayed (docs/rules.md §3.6: 0 VP each, the others placed by their scores on the places above, ties shared; every
 * player delayed gives everyone 0). A player already marked delayed (`D 95`) in a game still to play scores 0 there
 * whatever the other seats become. A vacancy from an unregistration is not assumed. The particular points of a game
 * still to play are unknown, so two players
 * level on VP are undecided unless neither has a game left: then their difference and points (final) decide when
 * they differ; level on those too, the Elo (which the organiser may still edit) is undecided as well. An undecided
 * pair may finish either way round. Places count among the real players (a fictitious player plays its games but
 * has no place); a withdrawn player keeps his place among the real players (the bottom four count it) but moves
 * neither up nor down, and the two highest players not withdrawn move up (docs/rules.md §3.8).
 *
 * For one player i, with U = the others not withdrawn and A = all real others (n real players, f = the first
 * place that moves down, max(min(up, n), n − down)), in one outcome with the undecided pairs ordered:
 *   promoted ⇔ fewer than `up` of U above i;   in the bottom places ⇔ at least f of A above i.
 * P ⇔ no outcome has ≥ up of U above i. R ⇔ no outcome has fewer than f of A above i, nor fewer than `up` of U.
 * S ⇔ no outcome promotes i or puts i in the bottom places. Each is one question "can ≥ k players of a set C end
 * above (below) i?", and in it i may be taken delayed (first, alone, unless already marked delayed) in every game it
 * still plays: that only helps the others up (down), shared places and their own delays included (taking i out of
 * the finishers moves each of them up a place or keeps it; putting i first moves each down or keeps it). i's final
 * VP v is then fixed, each rival j needs a gain ≥ v − vp_j (above; ≥ v − vp_j + 1
 * when the pair is decided for i) or ≤ v − vp_j (below), and the question is a search over the remaining games'
 * outcomes (shared places and delays included) for the players still undecided: depth first, game by game, each
 * game's distinct VP lists for those players, memoised on the needs still open,
 * pruned by two bounds (a player out of reach is dropped, one whose line holds whatever happens is counted; the
 * VP the games can still hand out caps how many rivals can reach their lines). Exact: every outcome is covered,
 * the bounds only cut branches that cannot succeed. (Below, every rival may be delayed in every game, so the
 * question reduces to the rivals whose line 0 VP more keeps; the search finds that outcome first.)
 *
 * Size guard: a question that visits more than `budget` search nodes (default MAX_NODES), or any question once the
 * group's questions together have visited MAX_GROUP_NODES, is answered "possible" (no mark from it), which is sound,
 * and the result says exact = false; so is a game still to play of more than
 * MAX_GAME_PLAYERS players (long format only: every place left open). Groups of up to 10 with 10 games left stay
 * well inside it (rules.bench.ts).
 */

/** Size guard: search nodes one question may visit before it gives up (sound: no mark). */
export const MAX_NODES = 50_000;

/**
 * Size guard for a whole group: search nodes all its questions may visit together. A large group (30 players, most
 * games to play) asks about a hundred questions; without a shared cap each could take its own MAX_NODES and one
 * recalculation would run for minutes. Past it every question left is answered "possible" (sound: no mark).
 */
export const MAX_GROUP_NODES = 250_000;

/** Size guard: a game still to play of more players than this (long format only) leaves every place open. */
export const MAX_GAME_PLAYERS = 6;

export type CertaintyMark = 'P' | 'R' | 'S' | '';

export interface CertaintyPlayer {
  /** VP so far, in units of the VP table (whole numbers). */
  readonly vp: number;
  /** Particular-points difference and points so far: they decide a VP tie only between two players with no game left. */
  readonly difference: number;
  readonly points: number;
  /** False for a fictitious player: it plays its games but has no place and no mark. */
  readonly real: boolean;
  /** A withdrawn player keeps his place among the real players but moves neither up nor down; no mark. */
  readonly withdrawn: boolean;
}

export interface CertaintyInput {
  readonly players: readonly CertaintyPlayer[];
  /** The games still to play, each as the indices of its players (2 to units.length players). */
  readonly remaining: readonly (readonly number[])[];
  /**
   * For each game still to play (same order; missing = none), its players already marked delayed (`D 95` typed while
   * another seat is blank): they score 0 VP in it whatever the other seats become.
   */
  readonly delayed?: readonly (readonly number[])[];
  /** VP of each place in the same units as `vp` (non-increasing, non-negative). */
  readonly units: readonly number[];
  /** Places that move up (2; 0 in league 1) and down (4; 0 in the lowest league). */
  readonly up: number;
  readonly down: number;
}

export interface CertaintyResult {
  /** One per player: '' for fictitious and withdrawn players and for every player whose place is open. */
  readonly marks: CertaintyMark[];
  /** False when a question went over the size guard (its mark left open). */
  readonly exact: boolean;
}

function check(input: CertaintyInput): void {
  const n = input.players.length;
  if (input.units.length < 2) throw new RangeError('units: VP for at least 2 places');
  input.units.forEach((u, p) => {
    if (!Number.isInteger(u) || u < 0 || (p > 0 && u > input.units[p - 1])) throw new RangeError('units: whole, non-negative and non-increasing');
  });
  input.players.forEach((p, i) => {
    if (!Number.isInteger(p.vp)) throw new RangeError(`player ${i + 1}: VP units must be whole`);
  });
  input.remaining.forEach((g, k) => {
    if (g.length < 2 || g.length > input.units.length) throw new RangeError(`remaining game ${k + 1}: 2 to ${input.units.length} players`);
    if (new Set(g).size !== g.length || g.some((i) => !Number.isInteger(i) || i < 0 || i >= n))
      throw new RangeError(`remaining game ${k + 1}: players must be distinct indices of the group`);
  });
  const delayed = input.delayed ?? [];
  if (delayed.length > input.remaining.length) throw new RangeError('delayed: one list per game still to play at most');
  delayed.forEach((d, k) => {
    if (new Set(d).size !== d.length || d.some((i) => !input.remaining[k].includes(i)))
      throw new RangeError(`delayed in remaining game ${k + 1}: distinct players of that game`);
  });
}

/** Whether a VP tie between i and j is decided, and for whom: 1 = i ranks above j, −1 = j above i, 0 = undecided. */
function tieBreak(a: CertaintyPlayer, b: CertaintyPlayer, aDone: boolean, bDone: boolean): number {
  if (!aDone || !bDone) return 0;
  if (a.difference !== b.difference) return a.difference > b.difference ? 1 : -1;
  if (a.points !== b.points) return a.points > b.points ? 1 : -1;
  return 0;
}

const sharingsMemo = new Map<string, number[][]>();

/**
 * Every result of m players taking the places `places` (VP of each, best first) of a game: any of them delayed (0 VP;
 * always those in the bit mask `fixed`), the others in each finishing order with shared places over the places from
 * the first (players level on points share the VP of the places they occupy, docs/rules.md §3.3, §3.6), as the VP
 * of each of the m seats; no two equal lists. The VP must be whole after sharing (the caller scales them).
 */
function sharings(places: readonly number[], fixed: number): number[][] {
  const m = places.length;
  const key = `${places.join(',')}/${fixed}`;
  const known = sharingsMemo.get(key);
  if (known) return known;
  const out: number[][] = [];
  const seen = new Set<string>();
  const vp = new Array<number>(m).fill(0);
  // the seats not yet placed (bit mask), the next place free
  const place = (left: number, next: number): void => {
    if (left === 0) {
      const k = vp.join(',');
      if (!seen.has(k)) {
        seen.add(k);
        out.push(vp.slice());
      }
      return;
    }
    // the seats level at places next … next + size − 1: any non-empty subset of those left
    for (let sub = left; sub > 0; sub = (sub - 1) & left) {
      let size = 0;
      for (let b = sub; b > 0; b &= b - 1) size++;
      let sum = 0;
      for (let p = next; p < next + size; p++) sum += places[p];
      const share = sum / size;
      for (let x = 0; x < m; x++) if (sub & (1 << x)) vp[x] = share;
      place(left & ~sub, next + size);
    }
  };
  const free = ((1 << m) - 1) & ~fixed;
  // every set of delayed seats containing `fixed`: 0 VP each, the rest finish on the places from the first
  for (let sub = free; ; sub = (sub - 1) & free) {
    const delayed = fixed | sub;
    for (let x = 0; x < m; x++) if (delayed & (1 << x)) vp[x] = 0;
    place(((1 << m) - 1) & ~delayed, 0);
    if (sub === 0) break;
  }
  sharingsMemo.set(key, out);
  return out;
}

/**
 * The VP lists the seats at `positions` of a game can take (projections of sharings) that matter: more VP only
 * helps a rival up (above) and less only helps it stay down (below), so a list another one beats seat by seat is
 * dropped (only the best lists in that direction are searched).
 */
const placingsMemo = new Map<string, number[][]>();

function placings(places: readonly number[], fixed: number, positions: readonly number[], above: boolean): number[][] {
  const key = `${places.join(',')}/${fixed}/${positions.join(',')}/${above ? 'a' : 'b'}`;
  const known = placingsMemo.get(key);
  if (known) return known;
  const distinct = new Map<string, number[]>();
  for (const all of sharings(places, fixed)) {
    const mine = positions.map((p) => all[p]);
    distinct.set(mine.join(','), mine);
  }
  const lists = [...distinct.values()];
  const beats = (a: number[], b: number[]): boolean => a.every((x, k) => (above ? x >= b[k] : x <= b[k]));
  const out = lists.filter((b) => !lists.some((a) => a !== b && beats(a, b)));
  placingsMemo.set(key, out);
  return out;
}

interface Question {
  readonly i: number;
  /** The rivals counted. */
  readonly set: readonly number[];
  /** above: count rivals that can end above i (i last in its games); below: rivals that can end below i (i first). */
  readonly dir: 'above' | 'below';
  /** Is there an outcome with at least k of `set` on that side? */
  readonly k: number;
}

/** The answer: true (some outcome does it), false (none does), or undefined (over the size guard). */
function possible(input: CertaintyInput, done: readonly boolean[], q: Question, budget: number, shared: { left: number }): boolean | undefined {
  const { players, units, remaining } = input;
  if (q.k <= 0) return true;
  if (q.set.length < q.k) return false;
  const above = q.dir === 'above';
  const fixedIn = remaining.map((_, k) => new Set(input.delayed?.[k] ?? []));
  // i's place is fixed: delayed (above) or first alone (below; delayed where already marked) in every game it still plays
  const iFirst = (k: number) => !above && remaining[k].includes(q.i) && !fixedIn[k].has(q.i);
  let v = players[q.i].vp;
  remaining.forEach((_, k) => {
    if (iFirst(k)) v += units[0];
  });
  // each rival's line: above: gain ≥ line; below: gain ≤ line
  let sure = 0;
  const live: number[] = [];
  const line = new Map<number, number>();
  for (const j of q.set) {
    const t = tieBreak(players[j], players[q.i], done[j], done[q.i]);
    // above: j ends above i when vp_j > v, or = v unless the tie is decided for i; below mirrored
    const need = above ? v - players[j].vp + (t < 0 ? 1 : 0) : v - players[j].vp - (t > 0 ? 1 : 0);
    line.set(j, need);
  }
  // the games that matter, each with the places its other seats finish on (from the first free one) and the seats
  // already delayed (bit mask); any seat may be delayed, so a rival's least gain is 0
  const games = remaining.map((g, k) => {
    const others = g.filter((p) => p !== q.i);
    const first = iFirst(k) ? 1 : 0;
    let fixed = 0;
    others.forEach((p, x) => {
      if (fixedIn[k].has(p)) fixed |= 1 << x;
    });
    return { players: others, places: units.slice(first, first + others.length), fixed };
  });
  for (const j of q.set) {
    let hi = 0;
    for (const g of games) {
      const x = g.players.indexOf(j);
      if (x >= 0 && !(g.fixed & (1 << x))) hi += g.places[0];
    }
    // holds whatever happens (above: even with 0 more; below: even winning every game), or still in play
    const need = line.get(j) as number;
    if (above ? need <= 0 : need >= hi) sure++;
    else if (above ? need <= hi : need >= 0) live.push(j);
  }
  if (sure >= q.k) return true;
  if (sure + live.length < q.k) return false;

  // Search over the games with a live rival: state = each live rival's line still open (relative to its gains so far).
  const index = new Map(live.map((j, x) => [j, x]));
  const order = games
    .map((g) => {
      const positions = g.players.flatMap((p, k) => (index.has(p) ? [k] : []));
      // the live seats that can still gain (not already delayed)
      const open = positions.filter((k) => !(g.fixed & (1 << k))).length;
      return { seats: positions.map((k) => index.get(g.players[k]) as number), positions, places: g.places, fixed: g.fixed, open };
    })
    .filter((g) => g.seats.length > 0);
  // the tightest games first (fail first): below, the least room its live rivals have; above, the most live rivals
  const slack = (g: (typeof order)[number]): number => (above ? -g.seats.length : g.seats.reduce((n, x) => n + (line.get(live[x]) as number), 0));
  order.sort((a, b) => slack(a) - slack(b));
  const L = live.length;
  // what each live rival can still gain at most from game g on (at least: 0, a delay)
  const hiFrom: number[][] = Array.from({ length: order.length + 1 }, () => new Array<number>(L).fill(0));
  for (let g = order.length - 1; g >= 0; g--) {
    hiFrom[g] = hiFrom[g + 1].slice();
    order[g].seats.forEach((x, s) => {
      if (!(order[g].fixed & (1 << order[g].positions[s]))) hiFrom[g][x] += order[g].places[0];
    });
  }
  // the VP games g… can hand to live rivals at most (above: caps how many can reach their lines)
  const poolFrom = new Array<number>(order.length + 1).fill(0);
  for (let g = order.length - 1; g >= 0; g--) poolFrom[g] = poolFrom[g + 1] + order[g].places.slice(0, order[g].open).reduce((a, b) => a + b, 0);
  const assignments = order.map((g) => placings(g.places, g.fixed, g.positions, above));

  const need = live.map((j) => line.get(j) as number);
  const failed = new Set<string>();
  let nodes = 0;
  let gaveUp = false;
  /** open[x]: the line x still has to keep (NaN: settled — above: reached, counted in `reached`; below: passed). */
  const search = (g: number, open: number[], reached: number): boolean => {
    // every visit counts (a child cut by the bounds costs as much as one searched further)
    if (++nodes > budget || --shared.left < 0) {
      gaveUp = true;
      return false;
    }
    let settledYes = reached;
    let candidates = 0;
    const hi = hiFrom[g];
    const still: number[] = [];
    for (let x = 0; x < L; x++) {
      const o = open[x];
      // out of reach (above: more than it can still gain; below: already passed, NaN)
      if (Number.isNaN(o) || (above && o > hi[x])) continue;
      if (above ? o <= 0 : o >= hi[x]) settledYes++;
      else {
        candidates++;
        still.push(o);
      }
    }
    if (sure + settledYes >= q.k) return true;
    if (sure + settledYes + candidates < q.k) return false;
    if (above) {
      // the cheapest lines first: how many can the VP still to hand out pay for?
      still.sort((a, b) => a - b);
      let pool = poolFrom[g];
      let fit = 0;
      for (const o of still) {
        if (o > pool) break;
        pool -= Math.max(0, o);
        fit++;
      }
      if (sure + settledYes + fit < q.k) return false;
    }
    if (g === order.length) return false;
    const key = `${g}:${open.join(',')}`;
    if (failed.has(key)) return false;
    const seats = order[g].seats;
    // the most promising lists first (a witness found early ends the search): above, the most lines reached, then
    // VP to the rivals nearest their lines; below, the fewest lines passed, then VP to the rivals with most room
    const rated = assignments[g].map((a) => {
      let settled = 0;
      let lean = 0;
      seats.forEach((x, s) => {
        const o = open[x];
        if (Number.isNaN(o)) return;
        if (above ? o - a[s] <= 0 : o - a[s] < 0) settled++;
        lean += a[s] / (Math.abs(o) + 1);
      });
      return { a, score: above ? -settled * 1e9 - lean : settled * 1e9 + lean };
    });
    rated.sort((x, y) => x.score - y.score);
    for (const { a } of rated) {
      const next = open.slice();
      let newly = 0;
      seats.forEach((x, s) => {
        if (Number.isNaN(next[x])) return;
        next[x] -= a[s];
        // settle a line that holds whatever else happens (above: reached), or can no longer hold (below: passed)
        if (above && next[x] <= 0) {
          next[x] = NaN;
          newly++;
        } else if (!above && next[x] < 0) next[x] = NaN;
      });
      if (search(g + 1, next, reached + newly)) return true;
      if (gaveUp) return false;
    }
    failed.add(key);
    return false;
  };
  const found = search(0, need, 0);
  if (found) return true;
  return gaveUp ? undefined : false;
}

function gcd(a: number, b: number): number {
  while (b) [a, b] = [b, a % b];
  return a;
}

/** VP scaled by lcm(1 … the largest game), so every shared place's VP is whole. */
function scaled(input: CertaintyInput): CertaintyInput {
  const largest = input.remaining.reduce((n, g) => Math.max(n, g.length), 1);
  let k = 1;
  for (let n = 2; n <= largest; n++) k = (k * n) / gcd(k, n);
  if (k === 1) return input;
  return { ...input, units: input.units.map((u) => u * k), players: input.players.map((p) => ({ ...p, vp: p.vp * k })) };
}

/** The certainty marks of a group: exact over every outcome (finishing orders and delays) of the games still to play, within the size guard. */
export function certaintyMarks(given: CertaintyInput, budget = MAX_NODES, groupBudget = MAX_GROUP_NODES): CertaintyResult {
  check(given);
  if (given.remaining.some((g) => g.length > MAX_GAME_PLAYERS)) return { marks: given.players.map((): CertaintyMark => ''), exact: false };
  const input = scaled(given);
  const { players, remaining } = input;
  const n = players.length;
  const done = players.map((_, i) => !remaining.some((g) => g.includes(i)));
  const real = players.flatMap((p, i) => (p.real ? [i] : []));
  const nReal = real.length;
  const up = Math.min(input.up, nReal);
  const firstDown = input.down > 0 ? Math.max(up, nReal - input.down) : nReal;
  let exact = true;
  const shared = { left: groupBudget };
  const ask = (q: Question): boolean => {
    const r = possible(input, done, q, budget, shared);
    if (r === undefined) exact = false;
    return r !== false;
  };
  const marks: CertaintyMark[] = new Array<CertaintyMark>(n).fill('');
  for (const i of real) {
    if (players[i].withdrawn) continue;
    const U = real.filter((j) => j !== i && !players[j].withdrawn);
    const A = real.filter((j) => j !== i);
    // promoted in some outcome: at most up − 1 of U above, i.e. at least |U| − up + 1 of U below
    let upAnswer: boolean | undefined;
    const canUp = () => (upAnswer ??= up > 0 && ask({ i, set: U, dir: 'below', k: U.length - up + 1 }));
    const canMissUp = () => up === 0 || ask({ i, set: U, dir: 'above', k: up });
    const canDown = () => firstDown < nReal && ask({ i, set: A, dir: 'above', k: firstDown });
    const canMissDown = () => firstDown >= nReal || ask({ i, set: A, dir: 'below', k: nReal - firstDown });
    if (up > 0 && !canMissUp()) marks[i] = 'P';
    else if (input.down > 0 && !canMissDown() && !canUp()) marks[i] = 'R';
    else if (!canUp() && !canDown()) marks[i] = 'S';
  }
  return { marks, exact };
}
