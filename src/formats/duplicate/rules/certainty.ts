/**
 * Certainty marks of a duplicate event (docs/rules.md §2.8, §2.9, §6 "Certainty marks"): per team, whether it is
 * certainly one of the `places` best teams (2: the two finalists; 1: the winner of an event without a final),
 * certainly not, or still open — over every VP result the matches still to play can have (any split of 30 VP: the
 * VP table gives every pair 30–0 … 15–15 … 0–30 for every game count), with the event's order: VP, then IMP
 * difference, then head-to-head VP among the teams still level.
 *
 * What an outcome decides for a team T, with a = the teams strictly above T on VP and b = the other teams level with
 * or above T on VP:
 * - b < places: T is in; a ≥ places: T is out;
 * - otherwise T's VP-level group straddles the cut. When any team of that group has a match still to play, its IMP
 *   difference is unknown, and so is the order inside the group: undecided. When every team of the group is complete,
 *   its order is fixed (IMP difference, then head-to-head over matches all played) and gives in, out or a tie for a
 *   place (the TD chooses: undecided).
 * `in` = in for every outcome, `out` = out for every outcome; `tie` only when no match is left and the team is level
 * for a place (the TD's choice); `open` otherwise. Sound always, and exact (the result says so) under the size guard.
 *
 * Method (exact, for one team T): the status depends only on the final VP totals, so each question "is there an
 * outcome where T is not in / not out?" becomes a few feasibility questions "can the remaining matches' VP be split
 * so that every team's total lies in [lo, hi]?" — a flow with lower bounds (each match sends its 30 VP to its two
 * teams; each team takes between lo − VP so far and hi − VP so far), decided exactly by a max-flow (integral, so a
 * split in whole VP exists whenever any does). When T still plays: losing all its matches only helps "not in", and
 * winning them all only helps "not out", so T's own matches are fixed that way first. When T is complete (its VP c
 * is fixed): not in ⇔ `places` teams can finish above c, or exactly a0 < places finish above c while the complete
 * teams level with T do not order T in, or a team still to play can finish exactly at c with places − 1 others at c
 * or above; not out ⇔ exactly a0 < places finish above c (all others at c or below) and T is not ordered out, or
 * additionally a team still to play finishes exactly at c. Each set of teams named "above" or "level" is tried in
 * turn (`places` is small), and each feasibility answer is memoised.
 *
 * The TD's choice (`chosen`, docs/rules.md §2.9, §2.10): once no match is left, a tie for a final place is settled
 * only by the TD. Each chosen team level for a place is then in, and once the choice fills every place left open, the
 * teams still level are out. A choice that does not fit the marks (a team not level for a place, more teams than
 * places open, a match still to play) changes nothing, so the marks stay sound.
 *
 * Size guard: exact for up to MAX_EXACT_TEAMS teams; a larger event (never from the add-on's sheets: they hold at most
 * 13 teams) gets the sound bound of each team's least and most VP instead, and `exact` is false.
 */
import { nameKey } from '../../../shared/rules/names';
import { teamStandings, type TeamMatchResult, type TeamStanding } from './teamStandings';

/** A match still to play. */
export interface RemainingMatch {
  teamA: string;
  teamB: string;
}

export type Certainty = 'in' | 'out' | 'tie' | 'open';

export interface CertaintyResult {
  /** Per team, in the order of `teams`. */
  marks: Certainty[];
  /** Matches still to play. */
  remaining: number;
  /** False when the size guard gave the sound bound. */
  exact: boolean;
}

/** Size guard: events of up to this many teams are decided exactly. */
export const MAX_EXACT_TEAMS = 16;

const INF = Number.POSITIVE_INFINITY;

/** Dinic max-flow over a small graph (integer capacities; Infinity allowed). */
class Flow {
  private readonly head: number[];
  private readonly to: number[] = [];
  private readonly cap: number[] = [];
  private readonly next: number[] = [];
  constructor(private readonly n: number) {
    this.head = new Array<number>(n).fill(-1);
  }
  edge(u: number, v: number, c: number): void {
    for (const [a, b, k] of [
      [u, v, c],
      [v, u, 0],
    ]) {
      this.to.push(b);
      this.cap.push(k);
      this.next.push(this.head[a]);
      this.head[a] = this.to.length - 1;
    }
  }
  max(s: number, t: number): number {
    let total = 0;
    const level = new Array<number>(this.n);
    const it = new Array<number>(this.n);
    const bfs = (): boolean => {
      level.fill(-1);
      level[s] = 0;
      const queue = [s];
      for (let q = 0; q < queue.length; q++) {
        const u = queue[q];
        for (let e = this.head[u]; e !== -1; e = this.next[e]) {
          if (this.cap[e] > 0 && level[this.to[e]] < 0) {
            level[this.to[e]] = level[u] + 1;
            queue.push(this.to[e]);
          }
        }
      }
      return level[t] >= 0;
    };
    const dfs = (u: number, f: number): number => {
      if (u === t) return f;
      for (; it[u] !== -1; it[u] = this.next[it[u]]) {
        const e = it[u];
        const v = this.to[e];
        if (this.cap[e] > 0 && level[v] === level[u] + 1) {
          const d = dfs(v, Math.min(f, this.cap[e]));
          if (d > 0) {
            this.cap[e] -= d;
            this.cap[e ^ 1] += d;
            return d;
          }
        }
      }
      return 0;
    };
    while (bfs()) {
      for (let i = 0; i < this.n; i++) it[i] = this.head[i];
      for (let f = dfs(s, INF); f > 0; f = dfs(s, INF)) total += f;
    }
    return total;
  }
}

/** Remaining matches merged by pair: [a, b, VP to share (30 per match)]. */
type Pairs = readonly (readonly [number, number, number])[];

/**
 * Whether the VP of `pairs` can be shared so that every team i ends with base[i] + its share in [lo[i], hi[i]].
 * A circulation with lower bounds (S* and T* carry the lower bounds; s → pair → team → t → s is the circulation).
 */
function feasible(base: readonly number[], pairs: Pairs, lo: readonly number[], hi: readonly number[]): boolean {
  const n = base.length;
  const most = new Array<number>(n).fill(0);
  for (const [a, b, vp] of pairs) {
    most[a] += vp;
    most[b] += vp;
  }
  const low: number[] = [];
  const up: number[] = [];
  let supply = 0;
  for (const [, , vp] of pairs) supply += vp;
  let lowSum = 0;
  let upSum = 0;
  for (let i = 0; i < n; i++) {
    const l = Math.max(0, lo[i] - base[i]);
    const u = Math.min(most[i], hi[i] - base[i]);
    if (u < l) return false;
    low.push(l);
    up.push(u);
    lowSum += l;
    upSum += u;
  }
  if (lowSum > supply || upSum < supply) return false;
  if (pairs.length === 0) return true;
  // Nodes: 0 S*, 1 T*, 2 s, 3 t, then the pairs, then the teams.
  const P = pairs.length;
  const team = (i: number): number => 4 + P + i;
  const f = new Flow(4 + P + n);
  pairs.forEach(([a, b, vp], k) => {
    f.edge(0, 4 + k, vp);
    f.edge(4 + k, team(a), vp);
    f.edge(4 + k, team(b), vp);
  });
  f.edge(2, 1, supply);
  for (let i = 0; i < n; i++) {
    if (low[i] > 0) f.edge(team(i), 1, low[i]);
    if (up[i] > low[i]) f.edge(team(i), 3, up[i] - low[i]);
  }
  f.edge(0, 3, lowSum);
  f.edge(3, 2, INF);
  return f.max(0, 1) === supply + lowSum;
}

/** Every subset of `items` with exactly k members. */
function* subsets<T>(items: readonly T[], k: number, from = 0, chosen: T[] = []): Generator<T[]> {
  if (chosen.length === k) {
    yield [...chosen];
    return;
  }
  for (let i = from; i <= items.length - (k - chosen.length); i++) {
    chosen.push(items[i]);
    yield* subsets(items, k, i + 1, chosen);
    chosen.pop();
  }
}

/**
 * The order of complete teams level on VP (docs/rules.md §2.8): IMP difference, then head-to-head VP among those
 * still level, again within each part still level. Blocks of teams sharing a rank, best first.
 */
function orderLevel(
  group: readonly number[],
  rows: readonly TeamStanding[],
  played: readonly { a: number; b: number; vpA: number; vpB: number }[],
): number[][] {
  const byImp = [...group].sort((x, y) => rows[y].impDifference - rows[x].impDifference);
  const runs = <T>(items: readonly T[], key: (t: T) => number): T[][] => {
    const out: T[][] = [];
    for (const t of items) {
      const last = out[out.length - 1];
      if (last && key(last[0]) === key(t)) last.push(t);
      else out.push([t]);
    }
    return out;
  };
  const headToHead = (part: number[]): number[][] => {
    if (part.length < 2) return [part];
    const inPart = new Set(part);
    const vp = new Map(part.map((t) => [t, 0]));
    for (const m of played) {
      if (inPart.has(m.a) && inPart.has(m.b)) {
        vp.set(m.a, (vp.get(m.a) as number) + m.vpA);
        vp.set(m.b, (vp.get(m.b) as number) + m.vpB);
      }
    }
    const sorted = [...part].sort((x, y) => (vp.get(y) as number) - (vp.get(x) as number));
    const parts = runs(sorted, (t) => vp.get(t) as number);
    return parts.length === 1 ? [sorted] : parts.flatMap(headToHead);
  };
  return runs(byImp, (t) => rows[t].impDifference).flatMap(headToHead);
}

/**
 * The marks with the TD's choice applied (see the file's comment): with no match left, the chosen teams among those
 * level for a place (`tie`) are in, and when they fill every place the certain teams leave open, the others level are
 * out. `chosen` holds indexes into `marks`; a choice that does not fit returns the marks as they are.
 */
export function settleChoice(marks: readonly Certainty[], remaining: number, chosen: readonly number[], places: number): Certainty[] {
  const picks = [...new Set(chosen)];
  if (remaining > 0 || picks.length === 0) return [...marks];
  if (picks.some((i) => marks[i] !== 'in' && marks[i] !== 'tie')) return [...marks];
  const open = places - marks.filter((m) => m === 'in').length;
  const level = picks.filter((i) => marks[i] === 'tie');
  if (level.length > open) return [...marks];
  const full = level.length === open;
  return marks.map((m, i) => (m !== 'tie' ? m : level.includes(i) ? 'in' : full ? 'out' : 'tie'));
}

/**
 * Certainty marks of every team (see the file's comment). `played`: the complete matches (VP and IMP); `remaining`:
 * the matches still to play (each a pair of the event's teams); `places`: 2 (the final) or 1 (the winner); `chosen`:
 * the TD's choice of finalists (team names), counted once no match is left and only when it fits (settleChoice).
 */
export function certaintyMarks(
  teams: readonly string[],
  played: readonly TeamMatchResult[],
  remaining: readonly RemainingMatch[],
  places = 2,
  chosen: readonly string[] = [],
): CertaintyResult {
  if (!Number.isInteger(places) || places < 1) throw new Error(`Places: ${String(places)} is not a whole number of places, 1 or more`);
  const standing = teamStandings(teams, played);
  const n = standing.length;
  const index = new Map(teams.map((t, i) => [nameKey(t), i] as const));
  const rowOf = new Map(standing.map((r) => [nameKey(r.team), r] as const));
  const rows = teams.map((t) => rowOf.get(nameKey(t)) as TeamStanding);
  const vp = rows.map((r) => r.vp);
  const games = played.map((m) => ({ a: index.get(nameKey(m.teamA)) as number, b: index.get(nameKey(m.teamB)) as number, vpA: m.vpA, vpB: m.vpB }));
  const left = remaining.map((m, i) => {
    const a = typeof m.teamA === 'string' ? index.get(nameKey(m.teamA)) : undefined;
    const b = typeof m.teamB === 'string' ? index.get(nameKey(m.teamB)) : undefined;
    if (a === undefined) throw new Error(`Match to play ${i + 1}: '${String(m.teamA)}' is not one of the teams`);
    if (b === undefined) throw new Error(`Match to play ${i + 1}: '${String(m.teamB)}' is not one of the teams`);
    if (a === b) throw new Error(`Match to play ${i + 1}: team '${teams[a]}' cannot play itself`);
    return [a, b] as const;
  });
  const picks = chosen.map((t, i) => {
    const at = typeof t === 'string' ? index.get(nameKey(t)) : undefined;
    if (at === undefined) throw new Error(`Chosen finalist ${i + 1}: '${String(t)}' is not one of the teams`);
    return at;
  });
  const toPlay = new Array<number>(n).fill(0);
  for (const [a, b] of left) {
    toPlay[a]++;
    toPlay[b]++;
  }
  const least = vp;
  const most = vp.map((v, i) => v + 30 * toPlay[i]);
  const all = teams.map((_, i) => i);

  if (n > MAX_EXACT_TEAMS) {
    // Sound bound: in when fewer than `places` others can reach T's least VP; out when `places` others are surely above T's most.
    const marks = all.map((t): Certainty => {
      const reach = all.filter((j) => j !== t && most[j] >= least[t]).length;
      const above = all.filter((j) => j !== t && least[j] > most[t]).length;
      return reach < places ? 'in' : above >= places ? 'out' : 'open';
    });
    return { marks, remaining: left.length, exact: false };
  }

  /** The remaining matches merged by pair, leaving out those of `without` (their VP go to `base`). */
  const pairsWithout = (without: number | undefined): Pairs => {
    const merged = new Map<string, [number, number, number]>();
    for (const [a, b] of left) {
      if (a === without || b === without) continue;
      const [x, y] = a < b ? [a, b] : [b, a];
      const key = `${x},${y}`;
      const p = merged.get(key);
      if (p) p[2] += 30;
      else merged.set(key, [x, y, 30]);
    }
    return [...merged.values()];
  };
  const memo = new Map<string, boolean>();
  const can = (base: readonly number[], pairs: Pairs, tag: string, lo: readonly number[], hi: readonly number[]): boolean => {
    const key = `${tag}|${lo.join(',')}|${hi.join(',')}`;
    let v = memo.get(key);
    if (v === undefined) {
      v = feasible(base, pairs, lo, hi);
      memo.set(key, v);
    }
    return v;
  };
  const open = (): number[] => new Array<number>(n).fill(-INF);
  const free = (): number[] => new Array<number>(n).fill(INF);
  const allPairs = pairsWithout(undefined);

  const status = (t: number): Certainty => {
    const others = all.filter((j) => j !== t);
    if (toPlay[t] > 0) {
      // Not in: `places` others at or above T's VP, T losing every match it still plays.
      const loseBase = vp.map((v, j) => v + 30 * left.filter(([a, b]) => (a === t && b === j) || (b === t && a === j)).length);
      const losePairs = pairsWithout(t);
      const c = vp[t];
      let notIn = false;
      for (const V of subsets(
        others.filter((j) => most[j] >= c),
        places,
      )) {
        const lo = open();
        for (const j of V) lo[j] = c;
        if (can(loseBase, losePairs, `L${t}`, lo, free())) {
          notIn = true;
          break;
        }
      }
      // Not out: at most places − 1 others above T's VP, T winning every match it still plays.
      const winBase = vp.map((v, j) => (j === t ? v + 30 * toPlay[t] : v));
      const top = winBase[t];
      let notOut = false;
      for (const F of subsets(others, Math.min(places - 1, others.length))) {
        const hi = free();
        for (const j of others) if (!F.includes(j)) hi[j] = top;
        if (can(winBase, losePairs, `W${t}`, open(), hi)) {
          notOut = true;
          break;
        }
      }
      return notIn && notOut ? 'open' : notIn ? 'out' : 'in';
    }
    const c = vp[t];
    const level = others.filter((j) => toPlay[j] === 0 && vp[j] === c);
    const stillToPlay = others.filter((j) => toPlay[j] > 0);
    /** T's place when exactly a0 < places teams finish above c and no team still to play finishes at c. */
    const ordered = (a0: number): Certainty => {
      if (a0 + level.length < places) return 'in';
      const blocks = orderLevel([t, ...level], rows, games);
      const rank = new Map<number, number>();
      let pos = a0;
      for (const block of blocks) {
        for (const j of block) rank.set(j, pos + 1);
        pos += block.length;
      }
      const flat = blocks.flat();
      const cutRank = rank.get(flat[places - a0]) as number;
      const mine = rank.get(t) as number;
      if (cutRank <= places) return mine < cutRank ? 'in' : mine === cutRank ? 'tie' : 'out';
      return mine <= places ? 'in' : 'out';
    };
    /** Bounds for "exactly the teams of A above c, every other at c or below". */
    const exactlyAbove = (A: readonly number[]): [number[], number[]] => {
      const lo = open();
      const hi = free();
      for (const j of others) {
        if (A.includes(j)) lo[j] = c + 1;
        else hi[j] = c;
      }
      return [lo, hi];
    };
    const canAbove = (A: readonly number[], atC?: number): boolean => {
      if (A.some((j) => most[j] <= c)) return false;
      const [lo, hi] = exactlyAbove(A);
      if (atC !== undefined) lo[atC] = c;
      return can(vp, allPairs, 'C', lo, hi);
    };
    let notIn = false;
    let notOut = false;
    // Not in: `places` teams above c.
    for (const A of subsets(
      others.filter((j) => most[j] > c),
      places,
    )) {
      const lo = open();
      for (const j of A) lo[j] = c + 1;
      if (can(vp, allPairs, 'C', lo, free())) {
        notIn = true;
        break;
      }
    }
    for (let a0 = 0; a0 < places && !(notIn && notOut); a0++) {
      const placed = ordered(a0);
      for (const A of subsets(others, a0)) {
        if (notIn && notOut) break;
        if ((!notIn && placed !== 'in') || (!notOut && placed !== 'out')) {
          if (canAbove(A)) {
            if (placed !== 'in') notIn = true;
            if (placed !== 'out') notOut = true;
          }
        }
        if (!notOut) {
          // A team still to play finishing exactly at c: T is in (too few at or above) or undecided — not out.
          for (const u of stillToPlay) if (!A.includes(u) && canAbove(A, u)) notOut = true;
        }
      }
    }
    if (!notIn && stillToPlay.length > 0) {
      // A team still to play exactly at c with places − 1 others at or above c (any number above): undecided or out.
      for (const u of stillToPlay) {
        if (most[u] < c || least[u] > c || notIn) continue;
        for (const V of subsets(
          others.filter((j) => j !== u && most[j] >= c),
          places - 1,
        )) {
          const lo = open();
          const hi = free();
          lo[u] = c;
          hi[u] = c;
          for (const j of V) lo[j] = c;
          if (can(vp, allPairs, 'C', lo, hi)) {
            notIn = true;
            break;
          }
        }
      }
    }
    if (!notIn) return 'in';
    if (!notOut) return 'out';
    return left.length === 0 ? 'tie' : 'open';
  };
  return { marks: settleChoice(all.map(status), left.length, picks, places), remaining: left.length, exact: true };
}
