import fc from 'fast-check';
import vm from 'vm';
import { TTT_CODES } from '../rules/codes';
import { TTTSCORE } from './tttscore';
import { STANDINGS_HEADER, STATUS_HEADER, TTTSTANDINGS } from './tttstandings';

const col = (...xs: unknown[]) => xs.map((x) => [x]) as never;
/** The standings' last line, where the rows left out are counted (column A). */
const lastLine = (out: unknown): string => String((out as unknown[][])[(out as unknown[][]).length - 1][0]);

describe('TTTSTANDINGS', () => {
  it('builds the table: header, rank, player, played, points, counts, note', () => {
    const out = TTTSTANDINGS(col('Ann', 'Ann', 'Bob', 'Cy', 'Ann'), col('Bob', 'Cy', 'Cy', 'Dee', 'Dee'), col('W2', 'lose backgammon', 'WT', 'L1', ''));
    expect(out).toEqual([
      STANDINGS_HEADER,
      [1, 'Cy', 3, 3.2, 0, 0, 1, 1, 0, 0, 0, 1, ''],
      [2, 'Ann', 2, 2.3, 0, 1, 0, 0, 0, 1, 0, 0, ''],
      [3, 'Bob', 2, 1.5, 0, 0, 0, 0, 1, 0, 1, 0, ''],
      [4, 'Dee', 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, ''],
    ]);
    expect(STANDINGS_HEADER).toEqual(['Rank', 'Player', 'Played', 'Points', 'W1', 'W2', 'W3', 'L1', 'L2', 'L3', 'WT', 'LT', 'Note']);
  });

  it('an adjudicated score counts as WT for the first-named, LT for the other; original scoring', () => {
    const out = TTTSTANDINGS(col('Ann', 'Bob'), col('Bob', 'Ann'), col(1.7, 'W3'), 'original') as unknown[][];
    expect(out.slice(1)).toEqual([
      [1, 'Bob', 2, 3, 0, 0, 1, 0, 0, 0, 0, 1, ''],
      [2, 'Ann', 2, 2.2, 0, 0, 0, 0, 0, 1, 1, 0, ''],
    ]);
  });

  it('removed players are struck out and listed last with the note "removed"', () => {
    const out = TTTSTANDINGS(col('Ann', 'Tim', 'Bob'), col('Tim', 'Bob', 'Ann'), col('W1', 'W2', 'L1'), undefined, col('tim', '')) as unknown[][];
    // Bob–Ann: Bob lost (L1), Ann won: 1.0 against 0.5; Tim's two games vanish
    expect(out.slice(1)).toEqual([
      [1, 'Ann', 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, ''],
      [2, 'Bob', 1, 0.5, 0, 0, 0, 1, 0, 0, 0, 0, ''],
      ['', 'Tim', 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 'removed'],
    ]);
  });

  it('"Ann  Lee", " ann lee" and "ANN LEE" are one player (docs/rules.md §0.1), shown as first spelled, cleaned', () => {
    const out = TTTSTANDINGS(col('Ann  Lee', 'Bob'), col('Bob', ' ann lee '), col('W1', 'L1'), 'current', col('', '')) as unknown[][];
    expect(out.slice(1).map((r) => [r[1], r[2], r[3]])).toEqual([
      ['Ann Lee', 2, 2],
      ['Bob', 2, 1],
    ]);
    expect(lastLine(TTTSTANDINGS(col('Ann  Lee'), col('ANN LEE'), col('W1')))).toBe('Left out: 1 (not counted above): "ANN LEE" plays themselves');
    const removed = TTTSTANDINGS(col('Ann  Lee', 'Bob'), col('Bob', 'Cy'), col('W1', 'L1'), 'current', 'ann   LEE') as unknown[][];
    expect(removed[removed.length - 1].slice(1, 4)).toEqual(['Ann Lee', 0, 0]);
  });

  it('removed as a single name (every result struck out with Tim: none counts yet)', () => {
    const out = TTTSTANDINGS(col('Ann', 'Tim'), col('Tim', 'Bob'), col('W1', 'W2'), 'current', ' TIM ') as unknown[][];
    expect(out.slice(1).map((r) => [r[0], r[1], r[2], r[12]])).toEqual([
      ['', 'Ann', 0, 'no results yet'],
      ['', 'Bob', 0, 'no results yet'],
      ['', 'Tim', 0, 'removed'],
    ]);
  });

  it('ties: 2-way by head-to-head, 3-way by the mini-table, unresolved → "mini-TTT needed", others share', () => {
    const three = TTTSTANDINGS(
      col('A', 'B', 'C', 'D', 'D', 'D', 'E'),
      col('B', 'C', 'A', 'A', 'B', 'C', 'D'),
      col('W1', 'W1', 'W1', 'L1', 'L1', 'L1', 'W1'),
    ) as unknown[][];
    expect(three.slice(1).map((r) => [r[0], r[1], r[3], r[12]])).toEqual([
      [1, 'A', 2.5, 'mini-TTT needed'],
      [1, 'B', 2.5, 'mini-TTT needed'],
      [1, 'C', 2.5, 'mini-TTT needed'],
      [4, 'D', 2, ''],
      [5, 'E', 1, ''],
    ]);
    const mini = TTTSTANDINGS(col('A', 'B', 'C', 'B', 'C', 'A'), col('B', 'C', 'A', 'X', 'X', 'X'), col('W2', 'W1', 'W1', 'W2', 'W2', 'W1')) as unknown[][];
    expect(mini.slice(1).map((r) => [r[0], r[1], r[3], r[12]])).toEqual([
      [1, 'A', 3.5, 'first on games among the tied'],
      [2, 'B', 3.5, ''],
      [2, 'C', 3.5, ''],
      [4, 'X', 1.5, ''],
    ]);
  });

  it('blank rows are skipped; a game without result still lists its players (unranked before the first result)', () => {
    const out = TTTSTANDINGS(col('Ann', '', 'Cy'), col('Bob', '', 'Dee'), col('', '', '')) as unknown[][];
    expect(out.slice(1).map((r) => [r[0], r[1], r[2], r[3], r[12]])).toEqual([
      ['', 'Ann', 0, 0, 'no results yet'],
      ['', 'Bob', 0, 0, 'no results yet'],
      ['', 'Cy', 0, 0, 'no results yet'],
      ['', 'Dee', 0, 0, 'no results yet'],
    ]);
  });

  it('a row it cannot read is left out, with a count and a short reason on a last line; the other rows still count', () => {
    const left = (first: unknown[], second: unknown[], results: unknown[], removed?: unknown): string =>
      lastLine(TTTSTANDINGS(col(...first), col(...second), col(...results), undefined, removed as never));
    expect(left(['A', 'B'], ['B', 'C'], ['W1', 'wgn'])).toBe('Left out: 1 (not counted above): "wgn" is not a result');
    const out = TTTSTANDINGS(col('A', 'B', 'A'), col('B', 'C', 'C'), col('W1', 'W4', 'W2')) as unknown[][];
    expect(out.slice(1, -1).map((r) => [r[1], r[2], r[3]])).toEqual([
      ['A', 2, 3],
      ['B', 1, 0.5],
      ['C', 1, 0.5],
    ]);
    expect(left(['A', ''], ['B', 'C'], ['W1', 'L1'])).toBe('Left out: 1 (not counted above): "L1": a result without a first player');
    expect(left(['A'], [' a '], ['W1'])).toBe('Left out: 1 (not counted above): "a" plays themselves');
    expect(left(['A'], ['B'], [0.5])).toBe('Left out: 1 (not counted above): 0.5 is not an adjudicated score from 1 to 2.7');
    expect(left(['A'], ['B'], [true])).toBe('Left out: 1 (not counted above): TRUE is not a result');
    const foreign = vm.runInNewContext('new Date(Date.UTC(2024, 4, 1))');
    expect(left(['A'], ['B'], [foreign])).toBe('Left out: 1 (not counted above): the date 2024-05-01 is a date, not a result');
    expect(left(['A'], [foreign], ['W1'])).toBe('Left out: 1 (not counted above): the date 2024-05-01: not a player name');
    expect(left(['A'], ['B'], ['W1'], col('B', 'Zed'))).toBe('Left out: 1 (not counted above): removed "Zed": not a player in first or second');
    expect(left(['A', 'A', 'A', 'A', 'A'], ['B', 'C', 'D', 'E', 'F'], ['W4', '*', '?', 'W 1', 'x'])).toBe(
      'Left out: 4 (not counted above): "W4" is not a result; "*" is not a result; "?" is not a result; and 1 more',
    );
    // a wrong argument shape still refuses the whole range
    expect(() => TTTSTANDINGS(col('A', 'B'), col('B', 'C'), col('W1'))).toThrow(
      'TTTSTANDINGS: first is 2×1 but results is 1×1; first, second and results must have the same shape',
    );
    expect(() => TTTSTANDINGS(col('A'), col('B'), col('W1'), [[1, 2, 3]])).toThrow('TTTSTANDINGS: scoring is a range of 3 cells');
  });

  it('property: total points = the sum of TTTSCORE for both players over the played games', () => {
    const names = ['A', 'B', 'C', 'D', 'E'];
    const game = fc.record({
      a: fc.integer({ min: 0, max: 4 }),
      d: fc.integer({ min: 1, max: 4 }),
      r: fc.oneof(
        fc.constantFrom<string | number>(...TTT_CODES, 'win gammon', 'lbg', ''),
        fc.integer({ min: 10, max: 27 }).map((t) => t / 10),
      ),
    });
    fc.assert(
      fc.property(fc.array(game, { minLength: 1, maxLength: 30 }), fc.constantFrom<'current' | 'original'>('current', 'original'), (games, scoring) => {
        const first = games.map((x) => [names[x.a]]);
        const second = games.map((x) => [names[(x.a + x.d) % 5]]);
        const results = games.map((x) => [x.r]);
        const table = TTTSTANDINGS(first, second, results, scoring) as (string | number)[][];
        const self = (TTTSCORE(results, scoring) as (number | string)[][]).flat();
        const other = (TTTSCORE(results, scoring, 'opponent') as (number | string)[][]).flat();
        const tenths = (v: number | string) => (v === '' ? 0 : Math.round((v as number) * 10));
        const want = self.reduce((s: number, v) => s + tenths(v), 0) + other.reduce((s: number, v) => s + tenths(v), 0);
        const got = table.slice(1).reduce((s, r) => s + Math.round((r[3] as number) * 10), 0);
        const played = table.slice(1).reduce((s, r) => s + (r[2] as number), 0);
        const exact = table.slice(1).every((r) => (r[3] as number) === Math.round((r[3] as number) * 10) / 10);
        return got === want && played === 2 * games.filter((x) => x.r !== '').length && exact;
      }),
      { numRuns: 300 },
    );
  });
});

describe('TTTSTANDINGS: adjudicated timeouts either way', () => {
  it('LT x gives the second-named player x and a WT; WT x and a bare number the first-named', () => {
    const out = TTTSTANDINGS(col('Ann', 'Ann', 'Cy'), col('Bob', 'Cy', 'Bob'), col('LT 1.8', 'WT 2,3', 1.4)) as (string | number)[][];
    const row = (p: string) => out.find((r) => r[1] === p)!;
    // counts: W1 W2 W3 L1 L2 L3 WT LT
    expect(row('Ann').slice(2, 12)).toEqual([2, 2.3, 0, 0, 0, 0, 0, 0, 1, 1]);
    expect(row('Bob').slice(2, 12)).toEqual([2, 1.8, 0, 0, 0, 0, 0, 0, 1, 1]);
    expect(row('Cy').slice(2, 12)).toEqual([2, 1.4, 0, 0, 0, 0, 0, 0, 1, 1]);
  });

  it('limits name the cell: below 1, above 2.7 (3.0 original)', () => {
    expect(lastLine(TTTSTANDINGS(col('A', 'A'), col('B', 'C'), col('W1', 'LT 2.8')))).toBe(
      'Left out: 1 (not counted above): "LT 2.8": the adjudicated score must be from 1 to 2.7',
    );
    expect(lastLine(TTTSTANDINGS(col('A'), col('B'), col('WT 0.5')))).toMatch(/must be from 1 to 2.7$/);
    const orig = TTTSTANDINGS(col('A'), col('B'), col('LT 3'), 'original') as (string | number)[][];
    expect(orig[1].slice(1, 4)).toEqual(['B', 1, 3]);
  });
});

describe('a custom scoring beyond any real one', () => {
  it('is refused at the cell that is too large, never summed to Infinity', () => {
    expect(() => TTTSTANDINGS([['A']], [['B']], [['W1']], [[1, 2, 3, 0, 0, 1e308]])).toThrow(
      'TTTSTANDINGS: 1e+308 (row 1, column 6 of scoring) is too large; points per game are at most 1000',
    );
  });
});

describe('TTTSTANDINGS with status (docs/rules.md §6)', () => {
  // Ann 4.0 (two gammons), Bob and Cy 0.5 each, their game still to play: at most 2.7 more → 3.2 < 4.
  const first = col('Ann', 'Ann', 'Bob');
  const second = col('Bob', 'Cy', 'Cy');

  it('old calls keep the 13 columns; status TRUE adds Status: W clinched, X out, blank open', () => {
    expect((TTTSTANDINGS(first, second, col('W2', 'W2', '')) as unknown[][])[0]).toEqual(STANDINGS_HEADER);
    expect((TTTSTANDINGS(first, second, col('W2', 'W2', ''), 'current', '', false) as unknown[][])[0]).toHaveLength(13);
    const out = TTTSTANDINGS(first, second, col('W2', 'W2', ''), 'current', '', true) as unknown[][];
    expect(out[0]).toEqual([...STANDINGS_HEADER, STATUS_HEADER]);
    expect(out.slice(1).map((r) => [r[1], r[13]])).toEqual([
      ['Ann', 'W'],
      ['Bob', 'X'],
      ['Cy', 'X'],
    ]);
    // Single wins instead: Bob or Cy can reach 3.2 > 2, or stay at 1.5 (a timeout win at 1): all open.
    const open = TTTSTANDINGS(first, second, col('W1', 'W1', ''), 'current', '', true) as unknown[][];
    expect(open.slice(1).map((r) => r[13])).toEqual(['', '', '']);
  });

  it('an unreadable result counts as a game still to play; the left-out line spans the Status column', () => {
    const out = TTTSTANDINGS(first, second, col('W2', 'W2', 'W9'), 'current', '', 'TRUE') as unknown[][];
    expect(out.slice(1, 4).map((r) => r[13])).toEqual(['W', 'X', 'X']);
    expect(out[4]).toHaveLength(14);
    expect(String(out[4][0])).toContain('Left out: 1');
    // Ann W1 over Bob; Ann–Cy unreadable (Cy, in no other row, is not listed): Cy may still win it and pass — no
    // mark for Ann.
    const unsure = TTTSTANDINGS(col('Ann', 'Ann'), col('Bob', 'Cy'), col('W1', 'W9'), 'current', '', true) as unknown[][];
    expect(unsure.slice(1, 3).map((r) => [r[1], r[13]])).toEqual([
      ['Ann', ''],
      ['Bob', 'X'],
    ]);
  });

  it('a removed player gets no mark; status must be TRUE or FALSE, naming the argument', () => {
    const out = TTTSTANDINGS(col('Ann', 'Ann', 'Bob', 'Tim'), col('Bob', 'Cy', 'Cy', 'Ann'), col('W2', 'W2', '', 'W3'), 'current', 'Tim', true) as unknown[][];
    expect(out.slice(1).map((r) => [r[1], r[13]])).toEqual([
      ['Ann', 'W'],
      ['Bob', 'X'],
      ['Cy', 'X'],
      ['Tim', ''],
    ]);
    expect(() => TTTSTANDINGS(first, second, col('W2', 'W2', ''), 'current', '', 'yes')).toThrow('TTTSTANDINGS: "yes" (status) is not TRUE or FALSE');
  });

  it('the mini-TTT\'s standings name the group winner once no game is left: W and "won the mini-TTT"', () => {
    // Ann, Bob, Cy level on 1.5 after a cycle of single wins: a mini-TTT is needed.
    const g1 = col('Ann', 'Bob', 'Cy');
    const g2 = col('Bob', 'Cy', 'Ann');
    const results = col('W1', 'W1', 'W1');
    const before = TTTSTANDINGS(g1, g2, results, 'current', '', true) as unknown[][];
    expect(before.slice(1).map((r) => [r[0], r[12], r[13]])).toEqual([
      [1, 'mini-TTT needed', ''],
      [1, 'mini-TTT needed', ''],
      [1, 'mini-TTT needed', ''],
    ]);
    // The mini-TTT: Cy beats Ann and Bob by gammons — its own TTTSTANDINGS with status marks Cy W.
    const mini = TTTSTANDINGS(col('Cy', 'Cy', 'Ann'), col('Ann', 'Bob', 'Bob'), col('W2', 'W2', ''), 'current', '', true) as unknown[][];
    expect(mini.find((r) => r[1] === 'Cy')![13]).toBe('W');
    const after = TTTSTANDINGS(g1, g2, results, 'current', '', true, mini as never) as unknown[][];
    expect(after.slice(1).map((r) => [r[0], r[1], r[12], r[13]])).toEqual([
      [1, 'Cy', 'won the mini-TTT', 'W'],
      [2, 'Ann', 'second after the mini-TTT', 'X'],
      [2, 'Bob', 'second after the mini-TTT', 'X'],
    ]);
    // A group game to adjudicate or unreadable could still change the tie: the mini-TTT is not applied yet.
    const withDee = (r: string) =>
      TTTSTANDINGS(col('Ann', 'Bob', 'Cy', 'Dee'), col('Bob', 'Cy', 'Ann', 'Eve'), col('W1', 'W1', 'W1', r), 'current', '', true, mini as never) as unknown[][];
    expect(withDee('WT')[1][12]).toBe('mini-TTT needed');
    expect(withDee('W9')[1][12]).toBe('mini-TTT needed');
    expect(withDee('L1')[1].slice(1, 2)).toEqual(['Cy']);
    // While the mini-TTT is open (nobody W there) or blank, the group stays "mini-TTT needed".
    const openMini = TTTSTANDINGS(col('Cy', 'Cy', 'Ann'), col('Ann', 'Bob', 'Bob'), col('W1', '', ''), 'current', '', true) as unknown[][];
    expect((TTTSTANDINGS(g1, g2, results, 'current', '', true, openMini as never) as unknown[][])[1][12]).toBe('mini-TTT needed');
    expect((TTTSTANDINGS(g1, g2, results, 'current', '', true, col('', '')) as unknown[][])[1][12]).toBe('mini-TTT needed');
    expect(() => TTTSTANDINGS(g1, g2, results, 'current', '', true, col('x', 'y'))).toThrow(
      'TTTSTANDINGS: mini has no header row with "Rank", "Player" and "Played"',
    );
    // Without its Status column (an older Table): the one player ranked 1 once every mini game is played.
    const noStatus = (r: unknown[][]) => r.map((row) => row.slice(0, 13));
    const played = TTTSTANDINGS(col('Cy', 'Cy', 'Ann'), col('Ann', 'Bob', 'Bob'), col('W2', 'W2', 'W1'), 'current', '', true) as unknown[][];
    expect((TTTSTANDINGS(g1, g2, results, 'current', '', true, noStatus(played) as never) as unknown[][])[1].slice(1, 2)).toEqual(['Cy']);
    expect((TTTSTANDINGS(g1, g2, results, 'current', '', true, noStatus(mini) as never) as unknown[][])[1][12]).toBe('mini-TTT needed');
  });
});

describe('TTTSTANDINGS before the first result (issue 27: nothing ranked before play)', () => {
  // A group of 4 in a Berger schedule: Dee (seeded 4) and Bob (seeded 2) play first, so the schedule's order of first
  // appearance (Dee, Bob, Cy, Ann) differs from the seeding (Ann, Bob, Cy, Dee).
  const first = col('Dee', 'Cy', 'Ann', 'Dee', 'Bob', 'Ann');
  const second = col('Bob', 'Ann', 'Cy', 'Ann', 'Cy', 'Bob');
  const seeding = col('Ann', 'Bob', 'Cy', 'Dee');
  const blank = col('', '', '', '', '', '');

  it('lists the players in seeding order, unranked, "no results yet", no Status mark', () => {
    const out = TTTSTANDINGS(first, second, blank, 'current', '', true, '', seeding) as unknown[][];
    expect(out.slice(1).map((r) => [r[0], r[1], r[2], r[3], r[12], r[13]])).toEqual([
      ['', 'Ann', 0, 0, 'no results yet', ''],
      ['', 'Bob', 0, 0, 'no results yet', ''],
      ['', 'Cy', 0, 0, 'no results yet', ''],
      ['', 'Dee', 0, 0, 'no results yet', ''],
    ]);
    // Names as typed in the list differ in case and spacing: the same players. Without the list: the schedule's order.
    const loose = TTTSTANDINGS(first, second, blank, 'current', '', true, '', col(' ann', 'BOB ', '', 'cy', 'Dee')) as unknown[][];
    expect(loose.slice(1).map((r) => r[1])).toEqual(['Ann', 'Bob', 'Cy', 'Dee']);
    expect((TTTSTANDINGS(first, second, blank) as unknown[][]).slice(1).map((r) => [r[0], r[1]])).toEqual([
      ['', 'Dee'],
      ['', 'Bob'],
      ['', 'Cy'],
      ['', 'Ann'],
    ]);
  });

  it('the first result ranks everyone: the leader first, the rest by points (a gammon loss scores 0.5), ties sharing the place', () => {
    // Cy W2 over Ann in row 2 (the first-named player's view: Cy is first there).
    const out = TTTSTANDINGS(first, second, col('', 'W2', '', '', '', ''), 'current', '', true, '', seeding) as unknown[][];
    expect(out.slice(1).map((r) => [r[0], r[1], r[2], r[3], r[12]])).toEqual([
      [1, 'Cy', 1, 2, ''],
      [2, 'Ann', 1, 0.5, ''],
      [3, 'Dee', 0, 0, ''],
      [3, 'Bob', 0, 0, ''],
    ]);
  });

  it('a removed player stays last, "removed"; a player the list does not name comes after those it names; a bad name is an error naming its cell', () => {
    const out = TTTSTANDINGS(first, second, blank, 'current', 'Bob', true, '', col('Dee', 'Ann', 'Bob')) as unknown[][];
    expect(out.slice(1).map((r) => [r[0], r[1], r[12]])).toEqual([
      ['', 'Dee', 'no results yet'],
      ['', 'Ann', 'no results yet'],
      ['', 'Cy', 'no results yet'],
      ['', 'Bob', 'removed'],
    ]);
    expect(() => TTTSTANDINGS(first, second, blank, 'current', '', true, '', col('Ann', true))).toThrow(
      'TTTSTANDINGS: TRUE (row 2 of players) is not a player name',
    );
  });

  it("property: with no result the players come in the list's order; with one result exactly the ranks a count of points gives", () => {
    const names = ['A', 'B', 'C', 'D', 'E'];
    const pairs = names.flatMap((a, i) => names.slice(i + 1).map((b) => [a, b] as const));
    // Each player's points from the scoring function on its own (TTTSCORE, self and opponent view).
    const points = (code: string): [number, number] => [Number(TTTSCORE(code, 'current', 'self')), Number(TTTSCORE(code, 'current', 'opponent'))];
    fc.assert(
      fc.property(
        fc.shuffledSubarray(names, { minLength: 5, maxLength: 5 }),
        fc.shuffledSubarray(pairs, { minLength: pairs.length, maxLength: pairs.length }),
        fc.nat(pairs.length - 1),
        fc.constantFrom('W1', 'W2', 'W3', 'L1', 'L2', 'L3'),
        (order, schedule, at, code) => {
          const f = col(...schedule.map((p) => p[0]));
          const s = col(...schedule.map((p) => p[1]));
          const none = TTTSTANDINGS(f, s, col(...schedule.map(() => '')), 'current', '', true, '', col(...order)) as unknown[][];
          expect(none.slice(1).map((r) => [r[0], r[1], r[12], r[13]])).toEqual(order.map((p) => ['', p, 'no results yet', '']));
          // One result: the winner's points, everyone else's from a plain count; rank = 1 + number with more points.
          const res = schedule.map((_, i) => (i === at ? code : ''));
          const one = TTTSTANDINGS(f, s, col(...res), 'current', '', true, '', col(...order)) as unknown[][];
          const got = new Map<string, number>(names.map((n) => [n, 0]));
          got.set(schedule[at][0], points(code)[0]);
          got.set(schedule[at][1], points(code)[1]);
          const rank = (p: string) => 1 + names.filter((q) => (got.get(q) ?? 0) > (got.get(p) ?? 0)).length;
          for (const row of one.slice(1)) {
            expect(row[0]).toBe(rank(String(row[1])));
            expect(row[12]).not.toBe('no results yet');
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
