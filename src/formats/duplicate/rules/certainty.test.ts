/**
 * Certainty marks (docs/rules.md §2.8, §2.9, §6 "Certainty marks"), checked against a brute force written here from
 * the rule: every VP result of every match still to play (31 splits of 30 VP each), the final standings of each
 * outcome by teamStandings/finalTie (the published order), and the rule "an unknown IMP difference or an undecidable
 * tie for a final place means no mark".
 */
import { certaintyMarks, MAX_EXACT_TEAMS, settleChoice, type Certainty, type RemainingMatch } from './certainty';
import { finalTie, teamStandings, type TeamMatchResult } from './teamStandings';

type Status = 'in' | 'out' | 'undecided';

/**
 * The brute force. Every outcome is enumerated, match by match, keeping one VP split per distinct vector of VP
 * totals: two outcomes with the same totals give every team the same status (the teams still to play are the same,
 * the complete teams' IMP differences and the matches among them are fixed), so this loses nothing. Undefined when
 * the distinct vectors pass `cap` (the test then skips the event: the cap bounds the brute force's size).
 */
function bruteForce(teams: string[], played: TeamMatchResult[], remaining: RemainingMatch[], places: number, cap = 20000): Certainty[] | undefined {
  const n = teams.length;
  const at = (name: string) => teams.indexOf(name);
  const start = teams.map((t) => played.reduce((s, m) => s + (m.teamA === t ? m.vpA : m.teamB === t ? m.vpB : 0), 0));
  // Each outcome's VP gained by the teams still to play (at most 10 × 30 < 2^9 each), packed into one number key
  // (5 teams × 9 bits) or a string; one split per distinct vector is kept, as a chain back to the empty outcome.
  const movers = teams.map((_, i) => i).filter((i) => remaining.some((m) => at(m.teamA) === i || at(m.teamB) === i));
  const key = (gain: number[]): number | string => (movers.length <= 5 ? movers.reduce((k, i) => k * 512 + gain[i], 0) : movers.map((i) => gain[i]).join(','));
  const weight = teams.map((_, i) => (movers.includes(i) ? 512 ** (movers.length - 1 - movers.indexOf(i)) : 0));
  interface Outcome {
    gain: number[];
    split: number;
    before?: Outcome;
  }
  let outcomes = new Map<number | string, Outcome>([[0, { gain: new Array<number>(n).fill(0), split: -1 }]]);
  // k matches of the same two teams share any whole 0 … 30k VP between them (k splits of 0 … 30 add up to exactly
  // those), so they are enumerated as one: the same outcomes, far fewer steps.
  const pairs = new Map<string, { a: number; b: number; k: number }>();
  for (const m of remaining) {
    const [a, b] = [at(m.teamA), at(m.teamB)].sort((x, y) => x - y);
    const p = pairs.get(`${a},${b}`) ?? { a, b, k: 0 };
    p.k++;
    pairs.set(`${a},${b}`, p);
  }
  const merged = [...pairs.values()];
  for (const { a, b, k } of merged) {
    const next = new Map<number | string, Outcome>();
    for (const [id, o] of outcomes) {
      for (let v = 0; v <= 30 * k; v++) {
        const packed = typeof id === 'number' ? id + v * weight[a] + (30 * k - v) * weight[b] : undefined;
        if (packed !== undefined && next.has(packed)) continue;
        const gain = [...o.gain];
        gain[a] += v;
        gain[b] += 30 * k - v;
        const at = packed ?? key(gain);
        if (!next.has(at)) next.set(at, { gain, split: v, before: o });
      }
    }
    if (next.size > cap) return undefined;
    outcomes = next;
  }
  /** One VP split per remaining match (in `remaining` order) giving the outcome. */
  const splitsOf = (o: Outcome): number[] => {
    const share: number[] = [];
    for (let x: Outcome | undefined = o; x?.before; x = x.before) share.unshift(x.split);
    const left = new Map<string, number>(merged.map((p, i) => [`${p.a},${p.b}`, share[i]]));
    return remaining.map((m) => {
      const [a, b] = [at(m.teamA), at(m.teamB)];
      const key = `${Math.min(a, b)},${Math.max(a, b)}`;
      const forLow = Math.min(30, left.get(key) as number);
      left.set(key, (left.get(key) as number) - forLow);
      return a < b ? forLow : 30 - forLow;
    });
  };
  const stillToPlay = new Set(remaining.flatMap((m) => [m.teamA, m.teamB]));
  const seen = teams.map(() => new Set<Status>());
  const decided = new Map<string, Status>();
  for (const outcome of outcomes.values()) {
    const o = { vp: start.map((v, i) => v + outcome.gain[i]) };
    for (let t = 0; t < n; t++) {
      const above = o.vp.filter((v) => v > o.vp[t]).length;
      const atOrAbove = o.vp.filter((v, j) => j !== t && v >= o.vp[t]).length;
      let s: Status;
      if (atOrAbove < places) s = 'in';
      else if (above >= places) s = 'out';
      else if (teams.some((name, j) => o.vp[j] === o.vp[t] && stillToPlay.has(name))) s = 'undecided';
      else {
        // Every team level with T has played all its matches: the event's own order decides. It depends only on
        // how many teams are above and which are level (their IMP and head-to-head are fixed), so it is computed
        // once per such pair with one VP split giving it (the IMP of the matches still to play are made up: they
        // cannot move these teams).
        const level = teams.filter((_, j) => o.vp[j] === o.vp[t]).join(',');
        const memoKey = `${t}|${above}|${level}`;
        let known = decided.get(memoKey);
        if (known === undefined) {
          const splits = splitsOf(outcome);
          const standings = teamStandings(teams, [
            ...played,
            ...remaining.map((m, k) => ({ teamA: m.teamA, teamB: m.teamB, vpA: splits[k], vpB: 30 - splits[k], impA: splits[k], impB: 30 - splits[k] })),
          ]);
          const row = standings.findIndex((r) => r.team === teams[t]);
          const tie = places === 2 ? finalTie(standings) : standings[1].rank === 1 ? { rank: 1 } : undefined;
          if (tie === undefined) known = row < places ? 'in' : 'out';
          else known = standings[row].rank < tie.rank ? 'in' : standings[row].rank === tie.rank ? 'undecided' : 'out';
          decided.set(memoKey, known);
        }
        s = known;
      }
      seen[t].add(s);
    }
  }
  return seen.map((s) => (s.size === 1 && s.has('in') ? 'in' : s.size === 1 && s.has('out') ? 'out' : remaining.length === 0 ? 'tie' : 'open'));
}

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

/**
 * A random event: 3–8 teams, one to four round robins (a pair meets up to 4 times: two disciplines of up to 2 round
 * robins), 0–10 matches still to play — anywhere, among 3 teams or among 4 — and played matches with coarse VP and
 * small IMP so that VP, IMP-difference and head-to-head ties are common.
 */
function randomEvent(r: () => number, long = false) {
  const int = (a: number, b: number) => a + Math.floor(r() * (b - a + 1));
  const n = int(3, 8);
  const teams = Array.from({ length: n }, (_, i) => `T${i + 1}`);
  const schedule: [string, string][] = [];
  const cycles = long ? 4 : int(1, 4);
  for (let c = 0; c < cycles; c++) for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) schedule.push([teams[i], teams[j]]);
  for (let i = schedule.length - 1; i > 0; i--) {
    const k = int(0, i);
    [schedule[i], schedule[k]] = [schedule[k], schedule[i]];
  }
  const mode = long ? 0.5 : r();
  const few = mode < 0.4 ? new Set(teams) : new Set(teams.slice(0, mode < 0.8 ? 3 : 4));
  const m = long ? int(6, 10) : r() < 0.15 ? 0 : mode < 0.4 ? int(1, 4) : int(1, 5);
  const remaining: RemainingMatch[] = [];
  const played: TeamMatchResult[] = [];
  const coarse = r() < 0.6;
  for (const [a, b] of schedule) {
    if (remaining.length < m && few.has(a) && few.has(b)) {
      remaining.push({ teamA: a, teamB: b });
      continue;
    }
    const vpA = coarse ? [0, 10, 15, 15, 20, 30][int(0, 5)] : int(0, 30);
    played.push({ teamA: a, teamB: b, vpA, vpB: 30 - vpA, impA: int(0, 2), impB: int(0, 2) });
  }
  return { teams, played, remaining, places: r() < 0.8 ? 2 : 1 };
}

/** The brute force's size cap: events whose outcomes could pass it are skipped (counted). */
const CAP = 8000;

describe('certainty marks against a brute force over every VP result of the matches still to play', () => {
  const compare = (count: number, long: boolean, seed: number, cap: number) => {
    const r = rng(seed);
    let checked = 0;
    let skipped = 0;
    const marks: Record<Certainty, number> = { in: 0, out: 0, tie: 0, open: 0 };
    let decidedEarly = 0;
    let manyLeft = 0;
    const byLeft = new Array<number>(11).fill(0);
    let tBrute = 0;
    let tExact = 0;
    const wrong: string[] = [];
    while (checked < count) {
      const e = randomEvent(r, long);
      let t0 = Date.now();
      const expected = bruteForce(e.teams, e.played, e.remaining, e.places, cap);
      tBrute += Date.now() - t0;
      if (expected === undefined) {
        skipped++;
        continue;
      }
      checked++;
      t0 = Date.now();
      const got = certaintyMarks(e.teams, e.played, e.remaining, e.places);
      tExact += Date.now() - t0;
      expect(got.exact).toBe(true);
      expect(got.remaining).toBe(e.remaining.length);
      if (got.marks.join() !== expected.join() && wrong.length < 3) wrong.push(JSON.stringify({ e, expected, got: got.marks }));
      for (const m of expected) marks[m]++;
      if (e.remaining.length > 0) decidedEarly += expected.filter((m) => m === 'in' || m === 'out').length;
      if (e.remaining.length >= 6) manyLeft++;
      byLeft[e.remaining.length]++;
    }
    expect(wrong).toEqual([]);
    return { checked, skipped, marks, decidedEarly, manyLeft, byLeft, tBrute, tExact };
  };

  test('2 000 random events of 3–8 teams with 0–5 matches left: the same marks (0 wrong, 0 missed)', () => {
    const { marks, decidedEarly, byLeft, skipped } = compare(2000, false, 20261127, CAP);
    // The sample exercises every mark and marks given with matches still to play, at every count of matches left.
    expect(marks.in).toBeGreaterThan(1000);
    expect(marks.out).toBeGreaterThan(1000);
    expect(marks.tie).toBeGreaterThan(0);
    expect(marks.open).toBeGreaterThan(1000);
    expect(decidedEarly).toBeGreaterThan(2000);
    for (let m = 0; m <= 5; m++) expect(byLeft[m]).toBeGreaterThan(50);
    expect(skipped).toBeLessThan(1000);
  });

  test('60 random events with 6–10 matches left among three teams: the same marks', () => {
    const { manyLeft, decidedEarly, byLeft } = compare(60, true, 7, 40000);
    expect(manyLeft).toBe(60);
    expect(decidedEarly).toBeGreaterThan(60);
    expect(byLeft[10]).toBeGreaterThan(0);
  });
});

describe("the seed's three teams (duplicate-fairbg.txt: Moscow, Kharkov, Kiev; backgammon two round robins, long gammon one)", () => {
  const teams = ['Moscow', 'Kharkov', 'Kiev'];
  // After the first cycle (event rounds 1–3: the first backgammon round robin and the long gammon one). Kharkov –
  // Moscow is the seed's protocol (IMP 35–43, VP 13–17) in both disciplines; the seed prints no other result, so
  // Kiev's matches are made up: Kiev lost all four.
  const firstCycle: TeamMatchResult[] = [
    { teamA: 'Kharkov', teamB: 'Moscow', impA: 35, impB: 43, vpA: 13, vpB: 17 },
    { teamA: 'Kharkov', teamB: 'Moscow', impA: 35, impB: 43, vpA: 13, vpB: 17 },
    { teamA: 'Kharkov', teamB: 'Kiev', impA: 50, impB: 20, vpA: 25, vpB: 5 },
    { teamA: 'Kharkov', teamB: 'Kiev', impA: 40, impB: 17, vpA: 23, vpB: 7 },
    { teamA: 'Moscow', teamB: 'Kiev', impA: 44, impB: 17, vpA: 24, vpB: 6 },
    { teamA: 'Moscow', teamB: 'Kiev', impA: 52, impB: 18, vpA: 26, vpB: 4 },
  ];
  const secondCycle: RemainingMatch[] = [
    { teamA: 'Moscow', teamB: 'Kharkov' },
    { teamA: 'Kharkov', teamB: 'Kiev' },
    { teamA: 'Kiev', teamB: 'Moscow' },
  ];

  test('Moscow (84 VP) is certainly a finalist; Kharkov (74) and Kiev (22) are open with three matches left', () => {
    // Moscow losing both its matches keeps 84; Kharkov can pass it (74 + 30 + 30), Kiev cannot (22 + 30 + 30 = 82):
    // never two teams at or above Moscow. Kiev winning both reaches 82, above Kharkov's 74 + 0…8: Kiev can be
    // second, or level with Kharkov (Kiev's IMP difference still open). Kharkov losing both stays at 74 while Kiev can
    // reach 74 or more from its match with Moscow.
    const got = certaintyMarks(teams, firstCycle, secondCycle);
    expect(got).toEqual({ marks: ['in', 'open', 'open'], remaining: 3, exact: true });
    expect(got.marks).toEqual(bruteForce(teams, firstCycle, secondCycle, 2));
  });

  test('Kharkov beating Kiev 25–5 in the second cycle puts Kharkov in and Kiev out, Moscow – Kharkov and Kiev – Moscow still to play', () => {
    // Kharkov 99 at least; Kiev 27 + 30 = 57 at most, below Kharkov and below Moscow's 84.
    const played = [...firstCycle, { teamA: 'Kharkov', teamB: 'Kiev', impA: 50, impB: 20, vpA: 25, vpB: 5 }];
    const left = [secondCycle[0], secondCycle[2]];
    expect(certaintyMarks(teams, played, left).marks).toEqual(['in', 'in', 'out']);
    expect(bruteForce(teams, played, left, 2)).toEqual(['in', 'in', 'out']);
  });

  test('all level on VP, IMP difference and head-to-head with nothing left: a tie for both places (the TD chooses)', () => {
    const draw = (a: string, b: string) => ({ teamA: a, teamB: b, impA: 20, impB: 20, vpA: 15, vpB: 15 });
    const played = [draw('Moscow', 'Kharkov'), draw('Kharkov', 'Kiev'), draw('Kiev', 'Moscow')];
    expect(certaintyMarks(teams, played, []).marks).toEqual(['tie', 'tie', 'tie']);
    // With the winner's single place (no final) too.
    expect(certaintyMarks(teams, played, [], 1).marks).toEqual(['tie', 'tie', 'tie']);
  });
});

/**
 * The TD's choice (docs/rules.md §2.9, §2.10), from the rule and the published order alone: with nothing left, the
 * teams ranked above a tie for a place are in, the teams level at it are tied (T) and the rest are out; a choice of
 * teams among those certainly in or level, with no more level teams than places open, puts the chosen level teams in,
 * and once it fills every open place the others level are out. Any other choice changes nothing. While a match is
 * left, a choice changes nothing either: the marks are the brute force's.
 */
function settledByRule(teams: string[], played: TeamMatchResult[], places: number, chosen: string[]): Certainty[] {
  const rows = teamStandings(teams, played);
  const rankOf = (t: string): number => (rows.find((r) => r.team === t) as { rank: number }).rank;
  const tie =
    places === 2 ? finalTie(rows) : rows[1].rank === 1 ? { rank: 1, contenders: rows.filter((r) => r.rank === 1).map((r) => r.team), open: 1 } : undefined;
  if (tie === undefined) return teams.map((t) => (rows.findIndex((r) => r.team === t) < places ? 'in' : 'out'));
  const base = teams.map((t): Certainty => (rankOf(t) < tie.rank ? 'in' : rankOf(t) === tie.rank ? 'tie' : 'out'));
  const picks = [...new Set(chosen)];
  const fits = picks.length > 0 && picks.every((t) => rankOf(t) <= tie.rank) && picks.filter((t) => tie.contenders.includes(t)).length <= tie.open;
  if (!fits) return base;
  const full = picks.filter((t) => tie.contenders.includes(t)).length === tie.open;
  return teams.map((t, i) => (base[i] !== 'tie' ? base[i] : picks.includes(t) ? 'in' : full ? 'out' : 'tie'));
}

/**
 * An event built to end level: a core of 3–5 teams that draw each other 15–15 (IMP 10–10) and play every other team
 * alike (the same VP and IMP against it), so they end level on VP, IMP difference and head-to-head; sometimes one core
 * match is 17–13 instead (head-to-head then splits the core in part), sometimes a leader beats the core 20–10. The
 * other teams' matches are random; roles fall on random entries; now and then two matches are left to play.
 */
function levelEvent(r: () => number) {
  const int = (a: number, b: number) => a + Math.floor(r() * (b - a + 1));
  const n = int(3, 7);
  const teams = Array.from({ length: n }, (_, i) => `T${i + 1}`);
  const roles = [...teams].sort(() => r() - 0.5);
  const core = roles.slice(0, Math.min(n, int(3, 5)));
  const rest = roles.slice(core.length);
  const against = new Map(rest.map((o) => [o, { vp: [10, 15, 20, 30][int(0, 3)], imp: [int(0, 3), int(0, 3)] }]));
  const split = r() < 0.3;
  const played: TeamMatchResult[] = [];
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const [a, b] = [teams[i], teams[j]];
      const inA = core.includes(a);
      const inB = core.includes(b);
      if (inA && inB) {
        const odd = split && core.indexOf(a) + core.indexOf(b) === 1;
        played.push({ teamA: a, teamB: b, vpA: odd ? 17 : 15, vpB: odd ? 13 : 15, impA: odd ? 11 : 10, impB: 10 });
      } else if (inA || inB) {
        const o = against.get(inA ? b : a) as { vp: number; imp: number[] };
        const [c, x] = inA ? [a, b] : [b, a];
        const m = { teamA: c, teamB: x, vpA: o.vp, vpB: 30 - o.vp, impA: o.imp[0], impB: o.imp[1] };
        played.push(inA ? m : { teamA: x, teamB: c, vpA: m.vpB, vpB: m.vpA, impA: m.impB, impB: m.impA });
      } else {
        const vpA = int(0, 30);
        played.push({ teamA: a, teamB: b, vpA, vpB: 30 - vpA, impA: int(0, 3), impB: int(0, 3) });
      }
    }
  }
  const remaining: RemainingMatch[] = [];
  if (r() < 0.3) for (let k = 0; k < 2 && played.length > 0; k++) remaining.push(played.splice(int(0, played.length - 1), 1)[0]);
  return { teams, played, remaining: remaining.map((m) => ({ teamA: m.teamA, teamB: m.teamB })), places: r() < 0.8 ? 2 : 1 };
}

describe("the TD's choice settles a tie for a final place once no match is left", () => {
  test('1 500 random events: finished ones against the rule, with a random choice; unfinished ones against the brute force (the choice changes nothing)', () => {
    const r = rng(424242);
    const int = (a: number, b: number) => a + Math.floor(r() * (b - a + 1));
    const seen = { settled: 0, partly: 0, ignored: 0, unfinished: 0, tied: 0 };
    const wrong: string[] = [];
    for (let k = 0; k < 1500; k++) {
      const e = k % 2 === 0 ? randomEvent(r) : levelEvent(r);
      // The same event finished: every match still to play gets a coarse VP result.
      const finished = [
        ...e.played,
        ...e.remaining.map((m) => {
          const vpA = [0, 10, 15, 15, 20, 30][int(0, 5)];
          return { ...m, vpA, vpB: 30 - vpA, impA: int(0, 2), impB: int(0, 2) };
        }),
      ];
      const rows = teamStandings(e.teams, finished);
      const level = e.places === 2 ? (finalTie(rows)?.contenders ?? []) : rows.filter((x) => x.rank === 1 && rows[1].rank === 1).map((x) => x.team);
      // A choice of 0–3 teams, mostly among those level, sometimes any team (a choice that does not fit).
      const chosen = Array.from({ length: int(0, 3) }, () =>
        level.length > 0 && r() < 0.8 ? level[int(0, level.length - 1)] : e.teams[int(0, e.teams.length - 1)],
      );
      const expected = settledByRule(e.teams, finished, e.places, chosen);
      // Without a choice the rule's marks are the brute force's (the rule model is checked, not assumed).
      if (k % 10 === 0) expect(settledByRule(e.teams, finished, e.places, [])).toEqual(bruteForce(e.teams, finished, [], e.places));
      const got = certaintyMarks(e.teams, finished, [], e.places, chosen).marks;
      if (got.join() !== expected.join() && wrong.length < 3) wrong.push(JSON.stringify({ teams: e.teams, finished, places: e.places, chosen, expected, got }));
      const unchosen = settledByRule(e.teams, finished, e.places, []);
      if (unchosen.includes('tie')) {
        seen.tied++;
        if (!expected.includes('tie')) seen.settled++;
        else if (expected.join() !== unchosen.join()) seen.partly++;
        else seen.ignored++;
      }
      // Unfinished: the choice counts for nothing while a match is left.
      if (e.remaining.length > 0 && k % 3 === 0) {
        const brute = bruteForce(e.teams, e.played, e.remaining, e.places, CAP);
        if (brute !== undefined) {
          seen.unfinished++;
          const any = Array.from({ length: int(1, 2) }, () => e.teams[int(0, e.teams.length - 1)]);
          expect(certaintyMarks(e.teams, e.played, e.remaining, e.places, any).marks).toEqual(brute);
        }
      }
    }
    expect(wrong).toEqual([]);
    // The sample holds ties settled in full, in part, and choices that do not fit.
    expect(seen.tied).toBeGreaterThan(300);
    expect(seen.settled).toBeGreaterThan(100);
    expect(seen.partly).toBeGreaterThan(40);
    expect(seen.ignored).toBeGreaterThan(100);
    expect(seen.unfinished).toBeGreaterThan(150);
  });

  test('Red, Blue and Green level with nothing left: before the choice, after it, after a changed choice, after clearing it', () => {
    const teams = ['Red', 'Blue', 'Green', 'Grey'];
    const m = (a: string, b: string, vpA: number) => ({ teamA: a, teamB: b, impA: vpA, impB: 30 - vpA, vpA, vpB: 30 - vpA });
    // Red, Blue, Green draw each other and beat Grey 20–10: 50 VP each, IMP difference +10, head-to-head 30 each.
    const played = [m('Red', 'Blue', 15), m('Blue', 'Green', 15), m('Green', 'Red', 15), m('Red', 'Grey', 20), m('Blue', 'Grey', 20), m('Green', 'Grey', 20)];
    expect(certaintyMarks(teams, played, []).marks).toEqual(['tie', 'tie', 'tie', 'out']);
    expect(certaintyMarks(teams, played, [], 2, ['Blue', 'Green']).marks).toEqual(['out', 'in', 'in', 'out']);
    expect(certaintyMarks(teams, played, [], 2, ['green', ' RED ']).marks).toEqual(['in', 'out', 'in', 'out']);
    expect(certaintyMarks(teams, played, [], 2, []).marks).toEqual(['tie', 'tie', 'tie', 'out']);
    // One place chosen of two: that team in, the others still level; Grey (out) or three teams: nothing changes.
    expect(certaintyMarks(teams, played, [], 2, ['Blue']).marks).toEqual(['tie', 'in', 'tie', 'out']);
    expect(certaintyMarks(teams, played, [], 2, ['Blue', 'Grey']).marks).toEqual(['tie', 'tie', 'tie', 'out']);
    expect(certaintyMarks(teams, played, [], 2, ['Blue', 'Green', 'Red']).marks).toEqual(['tie', 'tie', 'tie', 'out']);
    // A tie for the second place: Red 60 VP; Blue and Green 45, IMP difference 0, 15–15 between them: the TD chooses one.
    const second = [m('Red', 'Blue', 20), m('Blue', 'Green', 15), m('Green', 'Red', 10), m('Red', 'Grey', 20), m('Blue', 'Grey', 20), m('Green', 'Grey', 20)];
    expect(certaintyMarks(teams, second, []).marks).toEqual(['in', 'tie', 'tie', 'out']);
    expect(certaintyMarks(teams, second, [], 2, ['Red', 'Green']).marks).toEqual(['in', 'out', 'in', 'out']);
    expect(certaintyMarks(teams, second, [], 2, ['Blue']).marks).toEqual(['in', 'in', 'out', 'out']);
    // While a match is left the choice counts for nothing; a name that is no team is an error.
    expect(certaintyMarks(teams, played.slice(1), [{ teamA: 'Red', teamB: 'Blue' }], 2, ['Blue', 'Green']).marks).toEqual(
      certaintyMarks(teams, played.slice(1), [{ teamA: 'Red', teamB: 'Blue' }]).marks,
    );
    expect(() => certaintyMarks(teams, played, [], 2, ['Blue', 'Lviv'])).toThrow("Chosen finalist 2: 'Lviv' is not one of the teams");
    // settleChoice on its own: marks given with a match left are never settled by a choice.
    expect(settleChoice(['tie', 'tie', 'tie'], 1, [0, 1], 2)).toEqual(['tie', 'tie', 'tie']);
    expect(settleChoice(['tie', 'tie', 'tie'], 0, [0, 1], 2)).toEqual(['in', 'in', 'out']);
  });
});

describe('size guard', () => {
  test(`more than ${MAX_EXACT_TEAMS} teams: the sound bound of each team's least and most VP (exact false)`, () => {
    const teams = Array.from({ length: MAX_EXACT_TEAMS + 1 }, (_, i) => `T${i + 1}`);
    // T1 has beaten everyone 30–0; T2 and T3 play each other (T2 won 30–0 once); everybody else has played T1 only.
    const played: TeamMatchResult[] = teams.slice(1).map((t) => ({ teamA: 'T1', teamB: t, impA: 90, impB: 0, vpA: 30, vpB: 0 }));
    played.push({ teamA: 'T2', teamB: 'T3', impA: 60, impB: 0, vpA: 30, vpB: 0 });
    const got = certaintyMarks(teams, played, [{ teamA: 'T2', teamB: 'T3' }]);
    expect(got.exact).toBe(false);
    // T1 480 VP: nobody can reach it (in); T4…T17 stay at 0 below T1 and T2 (30 at least): out; T2, T3 open.
    expect(got.marks).toEqual(['in', 'open', 'open', ...teams.slice(3).map(() => 'out')]);
  });
});
