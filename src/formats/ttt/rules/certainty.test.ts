import { customScoring, CURRENT_SCORING, ORIGINAL_SCORING, type TttScoring } from './scores';
import { outcomeShape, transportFits, tttCertainty, type CertaintyGame, type CertaintyMark } from './certainty';
import { tttStandings, type TttGame } from './standings';
import type { TttResult } from './result';

/** Seeded generator (mulberry32): the same cases on every run. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const U = (x: number): number => Math.round(x * 100000);

/** One way a game can end: both players' points (units) and the result a cell would hold (first player's view). */
interface Outcome {
  a: number;
  b: number;
  result: TttResult;
}

/**
 * Every result a game can end in, written out from the scoring's printed numbers: the eight codes, and the
 * adjudicated timeouts at the ends of their range (1 and the W3 score), both ways round.
 *
 * Why the ends of the range are enough (current and original scorings, where 1 ≤ W1, every loser's number ≥ LT = 0
 * and W3 is the largest number): take an outcome in which p is not alone first. (1) If some r has more points than
 * p, move every adjudicated score x to W3 where r won it and to 1 elsewhere: r does not lose, p does not gain, r stays
 * ahead. (2) Otherwise p is level at the top with a set T. If a member q ≠ p of T won a game at x < W3, raising x
 * to W3 puts q ahead: case (1). If p won a game at x > 1, lowering it puts q ahead: case (1). Every other adjudicated
 * game was won by a player below the top: lowering x to 1 keeps them below, leaves T and the points among T alone.
 * So some outcome with x only at 1 or W3 shows p is not alone first. "Level for first" (X) needs p's best and
 * the others' least, both reached at the ends. The full set is therefore exact for the marks.
 */
function fullOutcomes(scoring: TttScoring): Outcome[] {
  const pts = scoring.points;
  const out: Outcome[] = [
    { a: U(pts.W1), b: U(pts.L1), result: 'W1' },
    { a: U(pts.W2), b: U(pts.L2), result: 'W2' },
    { a: U(pts.W3), b: U(pts.L3), result: 'W3' },
    { a: U(pts.L1), b: U(pts.W1), result: 'L1' },
    { a: U(pts.L2), b: U(pts.W2), result: 'L2' },
    { a: U(pts.L3), b: U(pts.W3), result: 'L3' },
    { a: U(pts.WT), b: U(pts.LT), result: 'WT' },
    { a: U(pts.LT), b: U(pts.WT), result: 'LT' },
    { a: U(1), b: U(pts.LT), result: { code: 'WT', score: 1 } },
    { a: U(pts.LT), b: U(1), result: { code: 'LT', score: 1 } },
    { a: U(pts.W3), b: U(pts.LT), result: { code: 'WT', score: pts.W3 } },
    { a: U(pts.LT), b: U(pts.W3), result: { code: 'LT', score: pts.W3 } },
  ];
  // Keep one outcome per distinct pair of points (plain WT/LT score like a timeout adjudicated at 1).
  const seen = new Set<string>();
  return out.filter((o) => !seen.has(`${o.a},${o.b}`) && seen.add(`${o.a},${o.b}`) !== undefined);
}

/**
 * Under the current and original scorings the four timeout extremes alone reach every mark: in the argument above
 * every counterexample can further be moved to outcomes in which a top player or p's opponent wins at W3 (the other
 * scoring 0) and every other game is won at 1 against 0 — each code result dominates (1, 0) or (0, 1) and is
 * dominated for its winner by (W3, 0). Used for the larger cases (4^10 outcomes instead of 10^10); the full set
 * checks the small ones.
 */
function extremeOutcomes(scoring: TttScoring): Outcome[] {
  const w3 = scoring.points.W3;
  return [
    { a: U(w3), b: 0, result: { code: 'WT', score: w3 } },
    { a: 0, b: U(w3), result: { code: 'LT', score: w3 } },
    { a: U(1), b: 0, result: { code: 'WT', score: 1 } },
    { a: 0, b: U(1), result: { code: 'LT', score: 1 } },
  ];
}

interface Case {
  n: number;
  /** Every game: players, and the outcome when played (null = still to play). */
  games: { a: number; b: number; played: Outcome | null }[];
  removed: number[];
}

const name = (i: number): string => `P${i}`;

function toGames(c: Case): TttGame[] {
  return c.games.map((g) => ({ first: name(g.a), second: name(g.b), result: g.played === null ? null : g.played.result }));
}

interface Truth {
  /** W: alone first in every outcome. */
  winner: boolean[];
  /** X: in no outcome level with the top. */
  out: boolean[];
  /** Outcomes examined. */
  leaves: number;
}

/**
 * Every outcome of the games still to play, each ranked by the rules of docs/rules.md §1.5 written out simply:
 * totals; the players on the top total; one of them is alone first when there is one, or when the points among the
 * tied (over the games among them) put one alone on top and at least one such game exists. Removed players' games
 * are struck out. A sample of leaves is ranked again by tttStandings to check this evaluator.
 */
function bruteForce(c: Case, outcomes: Outcome[], scoring: TttScoring, check: () => boolean): Truth {
  const active = new Array<boolean>(c.n).fill(true);
  for (const r of c.removed) active[r] = false;
  const games = c.games.filter((g) => active[g.a] && active[g.b]);
  const appears = new Array<boolean>(c.n).fill(false);
  for (const g of c.games) {
    if (active[g.a]) appears[g.a] = true;
    if (active[g.b]) appears[g.b] = true;
  }
  const players = [...Array(c.n).keys()].filter((i) => appears[i]);
  const open = games.filter((g) => g.played === null);
  const chosen: Outcome[] = new Array<Outcome>(open.length);
  const notAlone = new Array<boolean>(c.n).fill(false);
  const reaches = new Array<boolean>(c.n).fill(false);
  let leaves = 0;
  // Totals kept as the walk goes (played games first, then each open game's chosen outcome).
  const total = new Array<number>(c.n).fill(0);
  for (const g of games) {
    if (g.played === null) continue;
    total[g.a] += g.played.a;
    total[g.b] += g.played.b;
  }
  const leaf = (): void => {
    leaves++;
    let top = -Infinity;
    for (const i of players) if (total[i] > top) top = total[i];
    const tied = players.filter((i) => total[i] === top);
    for (const i of tied) reaches[i] = true;
    let alone: number | null = tied.length === 1 ? tied[0] : null;
    const result = (): Outcome[] => {
      let k = 0;
      return games.map((g) => g.played ?? chosen[k++]);
    };
    if (tied.length > 1 && games.length > 0) {
      const final = result();
      const among = new Array<number>(c.n).fill(0);
      let count = 0;
      games.forEach((g, j) => {
        if (tied.includes(g.a) && tied.includes(g.b)) {
          among[g.a] += final[j].a;
          among[g.b] += final[j].b;
          count++;
        }
      });
      const best = Math.max(...tied.map((i) => among[i]));
      const onTop = tied.filter((i) => among[i] === best);
      if (count > 0 && onTop.length === 1) alone = onTop[0];
    }
    for (const i of players) if (i !== alone) notAlone[i] = true;
    if (check()) {
      // The evaluator against the project's standings: the same player alone on rank 1, the same top.
      const final = result();
      const rows = tttStandings(
        games.map((g, j) => ({ first: name(g.a), second: name(g.b), result: final[j].result })),
        scoring,
      );
      const firsts = rows.filter((r) => r.rank === 1).map((r) => r.player);
      expect(firsts.length === 1 ? firsts[0] : null).toBe(alone === null ? null : name(alone));
      const topRows = rows.filter((r) => Math.round(r.points * 100000) === top).map((r) => r.player);
      expect(topRows.sort()).toEqual(tied.map(name).sort());
    }
  };
  const walk = (k: number): void => {
    if (k === open.length) return leaf();
    const g = open[k];
    for (const o of outcomes) {
      chosen[k] = o;
      total[g.a] += o.a;
      total[g.b] += o.b;
      walk(k + 1);
      total[g.a] -= o.a;
      total[g.b] -= o.b;
    }
  };
  walk(0);
  return { winner: players.map((i) => !notAlone[i]), out: players.map((i) => !reaches[i]), leaves };
}

/** A random group: n players, a round robin with some pairs missing or doubled, `left` games still to play. */
function randomCase(rand: () => number, n: number, left: number, played: Outcome[]): Case {
  const games: Case['games'] = [];
  for (let a = 0; a < n; a++) {
    for (let b = a + 1; b < n; b++) {
      if (rand() < 0.08) continue;
      const copies = rand() < 0.08 ? 2 : 1;
      for (let k = 0; k < copies; k++) games.push(rand() < 0.5 ? { a, b, played: null } : { a: b, b: a, played: null });
    }
  }
  const order = games.map((_, i) => i).sort(() => rand() - 0.5);
  const open = new Set(order.slice(0, left));
  games.forEach((g, i) => {
    if (!open.has(i)) g.played = played[Math.floor(rand() * played.length)];
  });
  const removed = rand() < 0.1 ? [Math.floor(rand() * n)] : [];
  return { n, games, removed };
}

/** Results typed in the played games: few distinct values, so that ties are frequent. */
function playedPool(scoring: TttScoring, rand: () => number): Outcome[] {
  const all = fullOutcomes(scoring);
  const mid: Outcome[] = [
    { a: U(1.5), b: U(scoring.points.LT), result: { code: 'WT', score: 1.5 } },
    { a: U(scoring.points.LT), b: U(2), result: { code: 'LT', score: 2 } },
  ];
  const kind = rand();
  if (kind < 0.4) return all.filter((o) => o.result === 'W1' || o.result === 'L1');
  if (kind < 0.6) return all.filter((o) => o.result === 'W2' || o.result === 'L2' || o.result === 'W1' || o.result === 'L1');
  return [...all.filter((o) => o.result !== 'WT' && o.result !== 'LT'), ...mid];
}

interface Tally {
  cases: number;
  marks: number;
  wrong: string[];
  missed: string[];
}

function compare(c: Case, scoring: TttScoring, truth: Truth, tally: Tally, requireExact: boolean): void {
  const result = tttCertainty(toGames(c), scoring, c.removed.map(name));
  const active = [...result.marks.keys()];
  const players = [...Array(c.n).keys()].filter((i) => result.marks.has(name(i).toLowerCase()) || result.marks.has(name(i)));
  expect(players.length).toBe(truth.winner.length);
  expect(active.length).toBe(truth.winner.length);
  tally.cases++;
  players.forEach((p, k) => {
    const mark: CertaintyMark = result.marks.get(name(p).toLowerCase()) ?? result.marks.get(name(p)) ?? '';
    const expected: CertaintyMark = truth.winner[k] ? 'W' : truth.out[k] ? 'X' : '';
    if (mark !== '') tally.marks++;
    const where = () => `${name(p)}: ${mark || 'open'} vs ${expected || 'open'} in ${JSON.stringify(c)}`;
    if (mark !== '' && mark !== expected) tally.wrong.push(where());
    if (mark === '' && expected !== '' && (requireExact || result.exact)) tally.missed.push(where());
  });
  if (requireExact) expect(result.exact).toBe(true);
}

function run(seed: number, count: number, minLeft: number, maxLeft: number, outcomesOf: (s: TttScoring) => Outcome[], scorings: TttScoring[]): Tally {
  const rand = rng(seed);
  const tally: Tally = { cases: 0, marks: 0, wrong: [], missed: [] };
  let sample = 0;
  for (let i = 0; i < count; i++) {
    const scoring = scorings[i % scorings.length];
    const n = 3 + Math.floor(rand() * 6);
    const left = minLeft + Math.floor(rand() * (maxLeft - minLeft + 1));
    const c = randomCase(rand, n, left, playedPool(scoring, rand));
    const truth = bruteForce(c, outcomesOf(scoring), scoring, () => ++sample % 997 === 0);
    compare(c, scoring, truth, tally, true);
  }
  return tally;
}

describe('TTT certainty marks against every outcome (seeded random groups of 3–8 players)', () => {
  it('0–4 games left, every code and the timeout extremes as outcomes: 0 wrong, 0 missed', () => {
    const t = run(2901, 1200, 0, 4, fullOutcomes, [CURRENT_SCORING, ORIGINAL_SCORING]);
    expect(t.wrong).toEqual([]);
    expect(t.missed).toEqual([]);
    expect(t.marks).toBeGreaterThan(1200);
  });

  it('0–7 games left, the timeout extremes as outcomes: 0 wrong, 0 missed', () => {
    const t = run(2902, 1500, 0, 7, extremeOutcomes, [CURRENT_SCORING, ORIGINAL_SCORING]);
    expect(t.wrong).toEqual([]);
    expect(t.missed).toEqual([]);
    expect(t.marks).toBeGreaterThan(1500);
  });

  it('8–10 games left: 0 wrong, 0 missed', () => {
    const t = run(2903, 8, 8, 10, extremeOutcomes, [CURRENT_SCORING, ORIGINAL_SCORING]);
    expect(t.wrong).toEqual([]);
    expect(t.missed).toEqual([]);
  });

  it('custom scorings: never a wrong mark over every code and timeout extreme (exact when the scoring is regular)', () => {
    const rand = rng(2904);
    const tally: Tally = { cases: 0, marks: 0, wrong: [], missed: [] };
    const scorings = [
      customScoring([1, 2, 3, 0.5, 0.5, 0.5]),
      customScoring([1, 1.5, 2, 0, 0, 0]),
      customScoring([2, 3, 4, 1, 1, 0, 1.5, 0.5]),
      customScoring([1, 2, 2.7, 0.5, 0.5, 0.3, 3, 0.2]),
    ];
    for (let i = 0; i < 800; i++) {
      const scoring = scorings[i % scorings.length];
      const n = 3 + Math.floor(rand() * 5);
      const c = randomCase(rand, n, Math.floor(rand() * 5), playedPool(scoring, rand));
      compare(
        c,
        scoring,
        bruteForce(c, fullOutcomes(scoring), scoring, () => false),
        tally,
        false,
      );
    }
    expect(tally.wrong).toEqual([]);
    // Where the result claims exactness (the regular ones), nothing is missed over these outcomes either.
    expect(tally.missed).toEqual([]);
  });
});

describe('TTT certainty marks: worked cases', () => {
  const g = (first: string, second: string, result: CertaintyGame['result']): CertaintyGame => ({ first, second, result });
  const marksOf = (games: CertaintyGame[], scoring = CURRENT_SCORING, removed: string[] = []) =>
    Object.fromEntries([...tttCertainty(games, scoring, removed).marks].map(([k, v]) => [k, v]));

  it('the seed: three players level after a cycle of head-to-heads, no game left → nobody clinched, the three alive', () => {
    // Ann beat Bob, Bob beat Cid, Cid beat Ann, each by a gammon (2.5 each); all beat Dee by a single game.
    const games = [g('Ann', 'Bob', 'W2'), g('Bob', 'Cid', 'W2'), g('Cid', 'Ann', 'W2'), g('Ann', 'Dee', 'W1'), g('Bob', 'Dee', 'W1'), g('Cid', 'Dee', 'W1')];
    expect(marksOf(games)).toEqual({ ann: '', bob: '', cid: '', dee: 'X' });
    // The standings agree: a mini-TTT is needed.
    expect(tttStandings(games as TttGame[], CURRENT_SCORING).filter((r) => r.note === 'mini-TTT needed')).toHaveLength(3);
  });

  it('the seed cycle with Ann v Dee still to play: a win at 1 against 0 keeps the three level, a timeout win at 2.7 puts Dee first', () => {
    const games = [g('Ann', 'Bob', 'W2'), g('Bob', 'Cid', 'W2'), g('Cid', 'Ann', 'W2'), g('Ann', 'Dee', null), g('Bob', 'Dee', 'W1'), g('Cid', 'Dee', 'W1')];
    // Ann on 2.5 + x, Bob and Cid on 3.5, Dee on 1 + y: Ann's timeout win at 1 leaves three level (mini-TTT),
    // Dee's at 2.7 makes 3.7 — nobody is certain, nobody out.
    expect(marksOf(games)).toEqual({ ann: '', bob: '', cid: '', dee: '' });
    // Bob and Cid beat Dee by gammons instead (4.5 each): Dee reaches 3.7 at most (X); Ann 5.2 at most.
    const later = games.map((x) => (x.second === 'Dee' && x.first !== 'Ann' ? { ...x, result: 'W2' as const } : x));
    expect(marksOf(later)).toEqual({ ann: '', bob: '', cid: '', dee: 'X' });
  });

  it('two level at the top with their game played: the head-to-head winner is W', () => {
    const games = [g('Ann', 'Bob', 'W2'), g('Bob', 'Cid', 'W2'), g('Ann', 'Cid', 'L2')];
    // Ann 2.5, Bob 2.5, Cid 2.5: three level, cycle → no W.
    expect(marksOf(games)).toEqual({ ann: '', bob: '', cid: '' });
    const two = [g('Ann', 'Bob', 'W1'), g('Ann', 'Cid', 'L1'), g('Bob', 'Cid', 'W2'), g('Cid', 'Dee', 'L1'), g('Ann', 'Dee', 'L1')];
    // Ann 1+0.5+0.5 = 2, Bob 0.5+2 = 2.5, Cid 1+0.5+0.5 = 2, Dee 1+1 = 2: Bob alone first.
    expect(marksOf(two)).toEqual({ ann: 'X', bob: 'W', cid: 'X', dee: 'X' });
  });

  it('a game left hands its winner from 1 up to the backgammon score (timeout), the loser down to 0', () => {
    const base = [g('Ann', 'Cid', 'W3'), g('Bob', 'Cid', 'L3'), g('Ann', 'Bob', 'L3')];
    // Ann 2.7 + 0.3 = 3.0, Bob 0.3 + 2.7 = 3.0, Cid 0.3 + 2.7 = 3.0, a cycle; Dee v Eve gives at most 2.7 < 3.
    expect(marksOf([...base, g('Dee', 'Eve', null)])).toEqual({ ann: '', bob: '', cid: '', dee: 'X', eve: 'X' });
    const lead = [g('Ann', 'Bob', 'W2'), g('Ann', 'Cid', 'W2'), g('Bob', 'Cid', null)];
    // Ann 4, Bob 0.5, Cid 0.5: Bob v Cid gives at most 2.7 → 3.2 < 4.
    expect(marksOf(lead)).toEqual({ ann: 'W', bob: 'X', cid: 'X' });
    const close = [g('Ann', 'Bob', 'W1'), g('Ann', 'Cid', 'W1'), g('Bob', 'Cid', null)];
    // Ann 2, Bob 0.5, Cid 0.5: the winner of Bob v Cid may reach 3.2 — or stay at 1.5 (win at 1): all open.
    expect(marksOf(close)).toEqual({ ann: '', bob: '', cid: '' });
  });

  it('X by the flow: each rival alone can stay below the leader, not all three at once', () => {
    // Ann finished on 4.0. Bob, Cid and Dee are on 3.1 each with Bob–Cid, Cid–Dee, Dee–Bob to play: every game hands
    // at least 1 to one of them, so one of them passes 4.0 — Ann is out, though no single rival must pass her.
    const wt = (score: number): CertaintyGame['result'] => ({ code: 'WT', score });
    const games = (third: number) => [
      g('Ann', 'Eve', 'W2'),
      g('Ann', 'Fay', 'W2'),
      ...['Bob', 'Cid', 'Dee'].flatMap((p) => [g(p, 'Eve', wt(1.5)), g(p, 'Fay', wt(third))]),
      g('Bob', 'Cid', null),
      g('Cid', 'Dee', null),
      g('Dee', 'Bob', null),
    ];
    expect(marksOf(games(1.6))).toEqual({ ann: 'X', bob: '', cid: '', dee: '', eve: 'X', fay: 'X' });
    // On 3.0 each, one win at 1 each leaves all four level on 4.0: Ann is not out.
    expect(marksOf(games(1.5))).toEqual({ ann: '', bob: '', cid: '', dee: '', eve: 'X', fay: 'X' });
  });

  it('a removed player takes no part and gets no mark', () => {
    const games = [g('Ann', 'Bob', 'W2'), g('Ann', 'Cid', 'W2'), g('Bob', 'Cid', null), g('Dee', 'Ann', 'W3')];
    expect(marksOf(games, CURRENT_SCORING, ['Dee'])).toEqual({ ann: 'W', bob: 'X', cid: 'X' });
  });

  it('a timeout still to adjudicate and an unreadable result count as games still to play', () => {
    const games = [g('Ann', 'Bob', 'W2'), g('Ann', 'Cid', 'W2'), g('Bob', 'Cid', 'WT')];
    expect(tttCertainty(games, CURRENT_SCORING).remaining).toBe(1);
    expect(marksOf(games)).toEqual({ ann: 'W', bob: 'X', cid: 'X' });
    expect(marksOf([g('Ann', 'Bob', 'W1'), g('Ann', 'Cid', 'unreadable'), g('Bob', 'Cid', 'W1')])).toEqual({ ann: '', bob: '', cid: '' });
  });
});

describe('the outcome shape and the transport', () => {
  it('current and original scorings: a game hands out 0 … W3, at least 1 to one player, and is regular', () => {
    expect(outcomeShape(CURRENT_SCORING)).toEqual({
      max: 270000,
      min: 0,
      mustGive: 100000,
      partnerOfMin: 100000,
      partnerOfMax: 0,
      bothMax: false,
      regular: true,
    });
    expect(outcomeShape(ORIGINAL_SCORING)).toMatchObject({ max: 300000, min: 0, mustGive: 100000, regular: true });
  });

  it('a custom scoring whose loser always scores is not regular unless a timeout gives 0 to one side', () => {
    expect(outcomeShape(customScoring([2, 3, 4, 1, 1, 0, 1.5, 0.5]))).toMatchObject({ max: 400000, min: 0, regular: false });
  });

  it('the transport matches a brute force over every assignment', () => {
    const rand = rng(77);
    for (let t = 0; t < 2000; t++) {
      const n = 2 + Math.floor(rand() * 5);
      const games: [number, number][] = [];
      const k = Math.floor(rand() * 9);
      for (let i = 0; i < k; i++) {
        const a = Math.floor(rand() * n);
        const b = (a + 1 + Math.floor(rand() * (n - 1))) % n;
        games.push([a, b]);
      }
      const cap = Array.from({ length: n }, () => Math.floor(rand() * 3));
      let any = false;
      for (let mask = 0; mask < 1 << k && !any; mask++) {
        const load = new Array<number>(n).fill(0);
        games.forEach(([a, b], i) => load[mask & (1 << i) ? a : b]++);
        any = load.every((l, i) => l <= cap[i]);
      }
      expect(transportFits(games, cap)).toBe(any);
    }
  });
});
