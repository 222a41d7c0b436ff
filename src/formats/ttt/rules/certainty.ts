/**
 * Certainty marks of a TTT group (docs/rules.md §6 "Certainty marks", ranking §1.5): per player W (first in every
 * outcome of the games still to play, the tie-break for first applied), X (in no outcome first or level on points
 * for first), or '' (open). Sound always; exact for the current and original scorings (see `exact`).
 *
 * What a game still to play can hand out (from its first player's view, the pair (a, b) of both players' points):
 * the eight codes (W1/L1, W2/L2, W3/L3, WT/LT and mirrors) and every adjudicated timeout (x, LT) with x from 1 up
 * to the W3 score, and mirrored. From that set O:
 * - Mx = the most a player can take from one game, l = the least; m = the least a game must hand to one of its two
 *   players (min over O of max(a, b)); under both printed scorings Mx = W3 (timeout adjudicated at W3, the loser 0),
 *   l = 0, m = 1 (a timeout adjudicated at 1).
 * - Every outcome lies in R = {(a, b): l ≤ a, b ≤ Mx, max(a, b) ≥ m}. The tests below are exact for R, so sound for
 *   O (O ⊆ R); they are exact for O when O holds (Mx, l) and (m, l) ("regular"), as both printed scorings do.
 *
 * X for player p (Schwartz 1966): p takes Mx from each of its games, leaving its opponents l. Each other game
 * hands m to one of its players and l to the other; q may win at most ⌊(P − base_q) / (m − l)⌋ of them
 * (base_q = points + l per game left, P = p's best total). p is X ⇔ that transport is infeasible (a max-flow from
 * the games to the players falls short of the number of games), or some base_q > P.
 *
 * W for player p: D_q = (q's best) − (p's worst) = points_q + Mx·left_q − points_p − l·left_p is the largest lead q
 * can take over p (q takes Mx everywhere, p takes l everywhere, their game(s) at (Mx for q, l for p)). Some D_q > 0 ⇒
 * not W; all D_q < 0 ⇒ W. With Z = {q: D_q = 0} a tie at the top is possible only in those extreme outcomes, so each
 * candidate tie set T = {p} ∪ S, S ⊆ Z non-empty, has its points among the tied fixed: p–q games (l, Mx), q–r games
 * of S (Mx, Mx) when O allows it (else S is impossible). If p is not alone on top of the points among T (or no game
 * among T was played), T is a counterexample when the others can all finish strictly below p's total P = points_p +
 * l·left_p: their games against p give them the least partner of an l-result, against S the least partner of an
 * Mx-result, among themselves the transport above with caps from P − 1 unit. Size guard: at most MAX_TIE_CANDIDATES
 * players in Z (2^11 tie sets: any group of 12 is exact); beyond it p gets no W (sound) and the result says exact = false.
 *
 * A game to adjudicate (plain WT / LT) and a result that cannot be read count as games still to play (any
 * outcome): sound, since its final result is one of them. Removed players take no part and get no mark.
 */
import { MIRROR, TTT_CODES } from './codes';
import { playerKey, type TttGame } from './standings';
import { mirrorResult, resultUnits, toAdjudicate, type TttResult } from './result';
import { toScoreUnits, unitsByCode, type TttScoring } from './scores';

export type CertaintyMark = 'W' | 'X' | '';

/** Size guard: the most players that can tie a W candidate exactly, whose tie sets (2^n) are all examined. */
export const MAX_TIE_CANDIDATES = 11;

export interface CertaintyResult {
  /** Mark per player key (playerKey), removed players left out. */
  readonly marks: ReadonlyMap<string, CertaintyMark>;
  /** Games still to play: blank results, timeouts to adjudicate and unreadable results. */
  readonly remaining: number;
  /** True when every mark is exact (no missed W or X): a regular scoring and no size guard hit. */
  readonly exact: boolean;
}

/** A game as the certainty reads it. */
export interface CertaintyGame {
  readonly first: string;
  readonly second: string;
  /** The result from the first player's view; null = to play; 'unreadable' = typed wrong (counted as to play). */
  readonly result: TttResult | number | null | 'unreadable';
}

/** What one game can hand out under a scoring, in score units. */
export interface OutcomeShape {
  readonly max: number;
  readonly min: number;
  /** The least a game must hand to one of its two players. */
  readonly mustGive: number;
  /** The least the other player gets when one takes `min`. */
  readonly partnerOfMin: number;
  /** The least the other player gets when one takes `max`. */
  readonly partnerOfMax: number;
  /** Whether both players can take `max` from one game. */
  readonly bothMax: boolean;
  /** (max, min) and (mustGive, min) are outcomes: the tests are exact. */
  readonly regular: boolean;
}

/** The outcomes of one game: the codes and the adjudicated timeouts 1 … W3 (docs/rules.md §1.3). */
export function outcomeShape(scoring: TttScoring): OutcomeShape {
  const u = unitsByCode(scoring);
  const pairs: [number, number][] = TTT_CODES.map((c) => [u[c], u[MIRROR[c]]]);
  const lo = toScoreUnits(1);
  const hi = u.W3;
  const lt = u.LT;
  const hasSegment = lo <= hi;
  const values = pairs.flat();
  if (hasSegment) values.push(lo, hi, lt);
  const max = Math.max(...values);
  const min = Math.min(...values);
  const maxes = pairs.map(([a, b]) => Math.max(a, b));
  if (hasSegment) maxes.push(Math.max(lo, lt));
  const mustGive = Math.min(...maxes);
  /** Is (a, b) an outcome? */
  const isOutcome = (a: number, b: number): boolean =>
    pairs.some(([x, y]) => (x === a && y === b) || (x === b && y === a)) ||
    (hasSegment && ((b === lt && a >= lo && a <= hi) || (a === lt && b >= lo && b <= hi)));
  /** The least partner value over the outcomes where one player takes v. */
  const leastPartner = (v: number): number => {
    let best = Infinity;
    for (const [a, b] of pairs) {
      if (a === v) best = Math.min(best, b);
      if (b === v) best = Math.min(best, a);
    }
    if (hasSegment) {
      if (v >= lo && v <= hi) best = Math.min(best, lt);
      if (v === lt) best = Math.min(best, lo);
    }
    return best;
  };
  return {
    max,
    min,
    mustGive,
    partnerOfMin: leastPartner(min),
    partnerOfMax: leastPartner(max),
    bothMax: isOutcome(max, max),
    regular: isOutcome(max, min) && isOutcome(mustGive, min),
  };
}

interface Group {
  n: number;
  keys: string[];
  points: number[];
  /** h2h[i][j]: points i scored in played games against j. */
  h2h: number[][];
  /** Played games between i and j. */
  playedPair: number[][];
  /** Games left between i and j. */
  left: number[][];
  leftOf: number[];
  remainingGames: [number, number][];
}

function readGroup(games: readonly CertaintyGame[], scoring: TttScoring, removed: readonly string[]): Group {
  const removedKeys = new Set(removed.map(playerKey));
  const index = new Map<string, number>();
  const keys: string[] = [];
  const idx = (name: string): number => {
    const key = playerKey(name);
    let i = index.get(key);
    if (i === undefined) {
      i = keys.length;
      index.set(key, i);
      keys.push(key);
    }
    return i;
  };
  for (const g of games) {
    if (!removedKeys.has(playerKey(g.first))) idx(g.first);
    if (!removedKeys.has(playerKey(g.second))) idx(g.second);
  }
  const kept = games.filter((g) => !removedKeys.has(playerKey(g.first)) && !removedKeys.has(playerKey(g.second)));
  const n = keys.length;
  const square = () => Array.from({ length: n }, () => new Array<number>(n).fill(0));
  const group: Group = {
    n,
    keys,
    points: new Array<number>(n).fill(0),
    h2h: square(),
    playedPair: square(),
    left: square(),
    leftOf: new Array<number>(n).fill(0),
    remainingGames: [],
  };
  for (const g of kept) {
    const a = idx(g.first);
    const b = idx(g.second);
    if (a === b) throw new RangeError(`${g.first} cannot play against themselves`);
    const r = g.result;
    if (r === null || r === 'unreadable' || (typeof r === 'string' && toAdjudicate(r))) {
      group.left[a][b]++;
      group.left[b][a]++;
      group.leftOf[a]++;
      group.leftOf[b]++;
      group.remainingGames.push([a, b]);
      continue;
    }
    const res: TttResult = typeof r === 'number' ? { code: 'WT', score: r } : r;
    const au = resultUnits(res, scoring);
    const bu = resultUnits(mirrorResult(res), scoring);
    group.points[a] += au;
    group.points[b] += bu;
    group.h2h[a][b] += au;
    group.h2h[b][a] += bu;
    group.playedPair[a][b]++;
    group.playedPair[b][a]++;
  }
  return group;
}

/**
 * Can every game of `games` hand its extra to one of its two players so that player i gets at most cap[i] of them?
 * A bipartite transport decided by augmenting paths (Kuhn's algorithm with capacities), one unit per game.
 */
export function transportFits(games: readonly (readonly [number, number])[], cap: readonly number[]): boolean {
  const load = new Array<number>(cap.length).fill(0);
  const owner = new Array<number>(games.length).fill(-1);
  const place = (game: number, seen: Uint8Array): boolean => {
    for (const v of games[game]) {
      if (seen[v]) continue;
      seen[v] = 1;
      if (load[v] < cap[v]) {
        load[v]++;
        owner[game] = v;
        return true;
      }
      for (let h = 0; h < games.length; h++) {
        if (owner[h] === v && place(h, seen)) {
          owner[game] = v;
          return true;
        }
      }
    }
    return false;
  };
  for (let g = 0; g < games.length; g++) {
    if (!place(g, new Uint8Array(cap.length))) return false;
  }
  return true;
}

/** Caps (games each player may win) from each player's room below a line; null when someone is already over. */
function capsFrom(room: readonly number[], step: number): number[] | null {
  const cap: number[] = [];
  for (const r of room) {
    if (r < 0) return null;
    cap.push(step > 0 ? Math.floor(r / step) : Number.MAX_SAFE_INTEGER);
  }
  return cap;
}

function isOut(g: Group, p: number, s: OutcomeShape): boolean {
  const best = g.points[p] + s.max * g.leftOf[p];
  const room = g.points.map((pts, q) => (q === p ? Number.MAX_SAFE_INTEGER : best - pts - s.min * g.leftOf[q]));
  const cap = capsFrom(room, s.mustGive - s.min);
  if (cap === null) return true;
  const others = g.remainingGames.filter(([a, b]) => a !== p && b !== p);
  return !transportFits(others, cap);
}

/** W of p: true, false, or null when the size guard stops the exact search (then no W: sound). */
function isWinner(g: Group, p: number, s: OutcomeShape): boolean | null {
  const worst = g.points[p] + s.min * g.leftOf[p];
  const z: number[] = [];
  for (let q = 0; q < g.n; q++) {
    if (q === p) continue;
    const lead = g.points[q] + s.max * g.leftOf[q] - worst;
    if (lead > 0) return false;
    if (lead === 0) z.push(q);
  }
  if (z.length === 0) return true;
  if (z.length > MAX_TIE_CANDIDATES) return null;
  const step = s.mustGive - s.min;
  for (let mask = 1; mask < 1 << z.length; mask++) {
    const tied = [p, ...z.filter((_, k) => mask & (1 << k))];
    const inT = new Array<boolean>(g.n).fill(false);
    for (const t of tied) inT[t] = true;
    // The points among the tied, and whether this tie can arise at all.
    let possible = true;
    let gamesAmong = 0;
    const among = new Array<number>(g.n).fill(0);
    for (const a of tied) {
      for (const b of tied) {
        if (a === b) continue;
        among[a] += g.h2h[a][b];
        if (a < b) gamesAmong += g.playedPair[a][b] + g.left[a][b];
        if (g.left[a][b] === 0) continue;
        if (a === p) among[a] += s.min * g.left[a][b];
        else if (b === p) among[a] += s.max * g.left[a][b];
        else if (s.bothMax) among[a] += s.max * g.left[a][b];
        else possible = false;
      }
    }
    if (!possible) continue;
    const top = Math.max(...tied.map((t) => among[t]));
    const pAlone = gamesAmong > 0 && among[p] === top && tied.filter((t) => among[t] === top).length === 1;
    if (pAlone) continue;
    // Can everyone else finish strictly below p's total (worst)?
    const room = g.points.map((pts, r) => {
      if (inT[r]) return Number.MAX_SAFE_INTEGER;
      let base = pts;
      for (let t = 0; t < g.n; t++) {
        if (g.left[r][t] === 0) continue;
        const fromGame = t === p ? s.partnerOfMin : inT[t] ? s.partnerOfMax : s.min;
        base += fromGame * g.left[r][t];
      }
      return worst - 1 - base;
    });
    const cap = capsFrom(room, step);
    if (cap === null) continue;
    const free = g.remainingGames.filter(([a, b]) => !inT[a] && !inT[b]);
    if (transportFits(free, cap)) return false;
  }
  return true;
}

/**
 * The marks of a group from its games (played, to play, to adjudicate, unreadable), under a scoring, with the
 * removed players left out.
 */
export function tttCertainty(games: readonly (CertaintyGame | TttGame)[], scoring: TttScoring, removed: readonly string[] = []): CertaintyResult {
  const g = readGroup(games, scoring, removed);
  const s = outcomeShape(scoring);
  let exact = s.regular;
  const marks = new Map<string, CertaintyMark>();
  for (let p = 0; p < g.n; p++) {
    const w = isWinner(g, p, s);
    if (w === null) exact = false;
    marks.set(g.keys[p], w === true ? 'W' : isOut(g, p, s) ? 'X' : '');
  }
  return { marks, remaining: g.remainingGames.length, exact };
}
