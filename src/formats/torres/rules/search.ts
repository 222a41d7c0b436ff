/**
 * Seeded local search for near-balanced schedules (group sizes with no exact design).
 *
 * Seats are laid out so every player has exactly g games and never sits twice in one game; the only move swaps
 * two players between two games (x from game A to B, y from B to A, x ∉ B, y ∉ A), which keeps every player's
 * game count. Simulated annealing minimises Σ over pairs of meetings², whose least value is reached exactly when
 * all pairs meet ⌊T/P⌋ or ⌈T/P⌉ times (max − min ≤ 1). Deterministic: same rng seed → same schedule; the
 * work is counted in moves, never in time.
 */
import type { Rng } from '../../../shared/rules/rng';
import { pairBalanceBound, type ScheduleShape } from './shape';

/** Every player g times, laid out layer by layer (seat 0 of every game, then seat 1, …) so no game repeats a player. */
export function initialSeating(shape: ScheduleShape, order: readonly number[]): number[][] {
  const { gamesPerPlayer: g, fourPlayerGames: a, threePlayerGames: b } = shape;
  const games: number[][] = Array.from({ length: a + b }, () => []);
  const slots: number[] = [];
  for (let seat = 0; seat < 4; seat++) for (let j = 0; j < a + b; j++) if (seat < 3 || j < a) slots.push(j);
  let k = 0;
  for (const p of order) for (let i = 0; i < g; i++) games[slots[k++]].push(p);
  return games;
}

class Meetings {
  readonly m: Int32Array;
  cost = 0;
  constructor(
    readonly v: number,
    games: readonly number[][],
    readonly penalty: readonly number[],
  ) {
    this.m = new Int32Array(v * v);
    this.cost = ((v * (v - 1)) / 2) * penalty[0];
    for (const game of games) for (let i = 0; i < game.length; i++) for (let j = i + 1; j < game.length; j++) this.bump(game[i], game[j], 1);
  }
  /** Add d (±1) to the pair's meetings; returns the change of Σ meetings². */
  bump(x: number, y: number, d: number): number {
    const i = x * this.v + y;
    const before = this.m[i];
    this.m[i] += d;
    this.m[y * this.v + x] += d;
    const delta = this.penalty[before + d] - this.penalty[before];
    this.cost += delta;
    return delta;
  }
}

/** Move x (seat sx of game A) to game B and y (seat sy of B) to A, updating meetings; returns the cost change. */
function swapSeats(mt: Meetings, ga: number[], sx: number, gb: number[], sy: number): number {
  const x = ga[sx];
  const y = gb[sy];
  let delta = 0;
  for (let i = 0; i < ga.length; i++) if (i !== sx) delta += mt.bump(x, ga[i], -1) + mt.bump(y, ga[i], 1);
  for (let i = 0; i < gb.length; i++) if (i !== sy) delta += mt.bump(y, gb[i], -1) + mt.bump(x, gb[i], 1);
  ga[sx] = y;
  gb[sy] = x;
  return delta;
}

export interface SearchResult {
  games: number[][];
  /** Σ meetings² reached, and the least possible value. */
  cost: number;
  bound: number;
}

/** Anneal one start for `moves` moves; returns as soon as the bound is met. */
function anneal(shape: ScheduleShape, rng: Rng, moves: number, penalty: readonly number[], bound: number): SearchResult {
  const v = shape.players;
  const games = initialSeating(shape, rng.shuffle(Array.from({ length: v }, (_, i) => i)));
  const mt = new Meetings(v, games, penalty);
  let best = games.map((g) => g.slice());
  let bestCost = mt.cost;
  const startT = 0.5;
  const endT = 0.25;
  for (let t = 0; t < moves && bestCost > bound; t++) {
    const temp = startT * Math.pow(endT / startT, t / moves);
    const a = rng.int(games.length);
    const b = rng.int(games.length);
    if (a === b) continue;
    const ga = games[a];
    const gb = games[b];
    const sx = rng.int(ga.length);
    const sy = rng.int(gb.length);
    if (gb.includes(ga[sx]) || ga.includes(gb[sy])) continue;
    const delta = swapSeats(mt, ga, sx, gb, sy);
    if (delta <= 0 || rng.next() < Math.exp(-delta / temp)) {
      if (mt.cost < bestCost) {
        bestCost = mt.cost;
        best = games.map((g) => g.slice());
      }
    } else {
      swapSeats(mt, ga, sx, gb, sy); // undo: the same swap again puts x and y back
    }
  }
  return { games: best, cost: bestCost, bound };
}

/** Near-balanced games for the shape: up to `restarts` annealing runs (rng forked per run), best kept. */
export function balancedSeating(shape: ScheduleShape, rng: Rng, movesPerRun = 200_000, restarts = 8): SearchResult {
  const { bound } = pairBalanceBound(shape);
  const penalty = Array.from({ length: shape.gamesPerPlayer + 2 }, (_, m) => m * m);
  let best: SearchResult | undefined;
  for (let run = 0; run < restarts; run++) {
    const result = anneal(shape, rng.fork(`run${run}`), movesPerRun, penalty, bound);
    if (!best || result.cost < best.cost) best = result;
    if (best.cost <= bound) break;
  }
  return best as SearchResult;
}
