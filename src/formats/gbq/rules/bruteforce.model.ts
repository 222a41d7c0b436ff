/**
 * Test oracle of rules/status.ts, independent of its method: every outcome of the remaining games on a grid of
 * splits, compared exactly in integers. Used only by tests.
 *
 * A grid outcome is a real outcome, so a mark contradicted on the grid is wrong. The grid also finds every
 * missed mark when the thresholds lie on it: the outcomes that decide a mark form polytopes whose constraint
 * matrix is a network matrix (each game adds to one player what it takes from the other), so their vertices lie
 * on the grid of the right-hand sides, multiples of unit/G_i. With TPs so far multiples of `unit` and splits in
 * steps of unit/lcm(G), no outcome is missed.
 */
import fc from 'fast-check';
import type { QualificationMark } from './qualification';
import type { StatusPlayer } from './status';

export interface GridGroup {
  /** TPs so far, in grid units. */
  tp: number[];
  /** Total games of each player (played + remaining). */
  total: number[];
  /** Remaining games, index pairs. */
  remaining: [number, number][];
  /** Grid units a game shares out. */
  perGame: number;
}

/** For each player: the most others level or above in any outcome, and the fewest strictly above. */
export function extremes(g: GridGroup): { maxWeak: number[]; minStrict: number[]; outcomes: number } {
  const n = g.tp.length;
  const f = [...g.tp];
  const maxWeak = new Array<number>(n).fill(0);
  const minStrict = new Array<number>(n).fill(n);
  let outcomes = 0;
  const visit = (k: number): void => {
    if (k === g.remaining.length) {
      outcomes++;
      for (let i = 0; i < n; i++) {
        let weak = 0;
        let strict = 0;
        for (let j = 0; j < n; j++) {
          if (j === i) continue;
          const l = f[j] * g.total[i];
          const r = f[i] * g.total[j];
          if (l >= r) weak++;
          if (l > r) strict++;
        }
        if (weak > maxWeak[i]) maxWeak[i] = weak;
        if (strict < minStrict[i]) minStrict[i] = strict;
      }
      return;
    }
    const [a, b] = g.remaining[k];
    for (let x = 0; x <= g.perGame; x++) {
      f[a] += x;
      f[b] += g.perGame - x;
      visit(k + 1);
      f[a] -= x;
      f[b] -= g.perGame - x;
    }
  };
  visit(0);
  return { maxWeak, minStrict, outcomes };
}

/** The brute-force marks for q qualifiers. */
export function bruteMarks(e: { maxWeak: number[]; minStrict: number[] }, q: number): QualificationMark[] {
  return e.maxWeak.map((w, i) => (w < q ? 'qualified' : e.minStrict[i] >= q ? 'out' : ''));
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

export function lcm(values: readonly number[]): number {
  return values.reduce((l, v) => (l * v) / gcd(l, v), 1);
}

// ---------------------------------------------------------------- random groups

export interface Case {
  players: StatusPlayer[];
  grid: GridGroup;
}

/** A random round robin: n players, `perPair` games a pair, some already played; TPs on a grid of `unit`. */
export const roundRobinArb = (unit: number, maxLeft: number) =>
  fc
    .record({
      n: fc.integer({ min: 3, max: 6 }),
      perPair: fc.integer({ min: 1, max: 3 }),
      left: fc.integer({ min: 0, max: maxLeft }),
      seed: fc.integer({ min: 0, max: 2 ** 30 }),
      penalties: fc.boolean(),
    })
    .map(({ n, perPair, left, seed, penalties }) => {
      const next = lcgFrom(seed);
      const games: [number, number][] = [];
      for (let a = 0; a < n; a++) for (let b = a + 1; b < n; b++) for (let k = 0; k < perPair; k++) games.push([a, b]);
      shuffle(games, next);
      const remaining = games.slice(0, Math.min(left, games.length));
      const perGame = 20 / unit;
      const tp = new Array<number>(n).fill(0);
      const played = new Array<number>(n).fill(0);
      for (const [a, b] of games.slice(remaining.length)) {
        const x = Math.floor(next() * (perGame + 1));
        tp[a] += x;
        tp[b] += perGame - x;
        played[a]++;
        played[b]++;
      }
      if (penalties) for (let i = 0; i < n; i++) if (tp[i] > 0 && next() < 0.3) tp[i]--; // a time penalty of one unit
      const total = new Array<number>(n).fill(perPair * (n - 1));
      return {
        players: tp.map((t, i) => ({ tp: t * unit, played: played[i], total: total[i] })),
        grid: { tp, total, remaining, perGame },
      } as Case;
    });

/** Random games between random players: unequal totals; the split grid is unit / lcm(totals). */
export const unevenArb = fc
  .record({
    n: fc.integer({ min: 3, max: 5 }),
    games: fc.integer({ min: 3, max: 9 }),
    left: fc.integer({ min: 1, max: 3 }),
    seed: fc.integer({ min: 0, max: 2 ** 30 }),
  })
  .map(({ n, games, left, seed }) => {
    const next = lcgFrom(seed);
    const list: [number, number][] = [];
    for (let k = 0; k < games; k++) {
      const a = Math.floor(next() * n);
      const b = (a + 1 + Math.floor(next() * (n - 1))) % n;
      list.push([a, b]);
    }
    const total = new Array<number>(n).fill(0);
    for (const [a, b] of list) {
      total[a]++;
      total[b]++;
    }
    if (total.some((t) => t === 0)) return null;
    const l = lcm(total);
    const perGame = 4 * l; // unit 5 TPs split into l parts
    let remaining = list.slice(0, left);
    while (remaining.length > 0 && (perGame + 1) ** remaining.length > 40000) remaining = remaining.slice(0, -1);
    const tp = new Array<number>(n).fill(0);
    const played = new Array<number>(n).fill(0);
    for (const [a, b] of list.slice(left)) {
      const x = Math.floor(next() * 5) * l; // 0, 5, 10, 15, 20 TPs
      tp[a] += x;
      tp[b] += perGame - x;
      played[a]++;
      played[b]++;
    }
    // games dropped from `remaining` by the budget count as played (with a 10–10 split)
    for (const [a, b] of list.slice(remaining.length, left)) {
      tp[a] += perGame / 2;
      tp[b] += perGame / 2;
      played[a]++;
      played[b]++;
    }
    return { players: tp.map((t, i) => ({ tp: (t * 5) / l, played: played[i], total: total[i] })), grid: { tp, total, remaining, perGame } } as Case;
  })
  .filter((c): c is Case => c !== null);

export function lcgFrom(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function shuffle<T>(xs: T[], next: () => number): void {
  for (let i = xs.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [xs[i], xs[j]] = [xs[j], xs[i]];
  }
}
