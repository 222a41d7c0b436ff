import fc from 'fast-check';
import vm from 'vm';
import { TTT_CODES } from '../rules/codes';
import { TTTSCORE } from './tttscore';
import { STANDINGS_HEADER, TTTSTANDINGS } from './tttstandings';

const col = (...xs: unknown[]) => xs.map((x) => [x]) as never;

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
    expect(() => TTTSTANDINGS(col('Ann  Lee'), col('ANN LEE'), col('W1'))).toThrow(/is also the first-named player/);
    const removed = TTTSTANDINGS(col('Ann  Lee', 'Bob'), col('Bob', 'Cy'), col('W1', 'L1'), 'current', 'ann   LEE') as unknown[][];
    expect(removed[removed.length - 1].slice(1, 4)).toEqual(['Ann Lee', 0, 0]);
  });

  it('removed as a single name', () => {
    const out = TTTSTANDINGS(col('Ann', 'Tim'), col('Tim', 'Bob'), col('W1', 'W2'), 'current', ' TIM ') as unknown[][];
    expect(out.slice(1).map((r) => [r[0], r[1], r[2], r[12]])).toEqual([
      [1, 'Ann', 0, ''],
      [1, 'Bob', 0, ''],
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

  it('blank rows are skipped; a game without result still lists its players', () => {
    const out = TTTSTANDINGS(col('Ann', '', 'Cy'), col('Bob', '', 'Dee'), col('', '', '')) as unknown[][];
    expect(out.slice(1).map((r) => [r[0], r[1], r[2], r[3], r[12]])).toEqual([
      [1, 'Ann', 0, 0, ''],
      [1, 'Bob', 0, 0, ''],
      [1, 'Cy', 0, 0, ''],
      [1, 'Dee', 0, 0, ''],
    ]);
  });

  it('errors name the argument and row', () => {
    expect(() => TTTSTANDINGS(col('A', 'B'), col('B', 'C'), col('W1', 'wgn'))).toThrow(
      'TTTSTANDINGS: "wgn" (row 2 of results) is not a result; use W1 W2 W3 L1 L2 L3 WT LT',
    );
    expect(() => TTTSTANDINGS(col('A', 'B'), col('B', 'C'), col('W1'))).toThrow(
      'TTTSTANDINGS: first is 2×1 but results is 1×1; first, second and results must have the same shape',
    );
    expect(() => TTTSTANDINGS(col('A', ''), col('B', 'C'), col('W1', 'L1'))).toThrow(
      'TTTSTANDINGS: row 2 of first is blank, but the game has a result (row 2 of results); name both players',
    );
    expect(() => TTTSTANDINGS(col('A'), col(' a '), col('W1'))).toThrow('TTTSTANDINGS: " a " (row 1 of second) is also the first-named player');
    expect(() => TTTSTANDINGS(col('A'), col('B'), col(0.5))).toThrow('TTTSTANDINGS: 0.5 (row 1 of results) is not an adjudicated score from 1 to 2.7');
    expect(() => TTTSTANDINGS(col('A'), col('B'), col(true))).toThrow('TTTSTANDINGS: TRUE (row 1 of results) is not a result');
    const foreign = vm.runInNewContext('new Date(Date.UTC(2024, 4, 1))');
    expect(() => TTTSTANDINGS(col('A'), col('B'), col(foreign))).toThrow('TTTSTANDINGS: the date 2024-05-01 (row 1 of results) is a date, not a result');
    expect(() => TTTSTANDINGS(col('A'), col(foreign), col('W1'))).toThrow('TTTSTANDINGS: the date 2024-05-01 (row 1 of second) is not a player name');
    expect(() => TTTSTANDINGS(col('A'), col('B'), col('W1'), undefined, col('B', 'Zed'))).toThrow(
      'TTTSTANDINGS: "Zed" (row 2 of removed) is not a player in first or second; check the spelling',
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
    expect(() => TTTSTANDINGS(col('A', 'A'), col('B', 'C'), col('W1', 'LT 2.8'))).toThrow(
      'TTTSTANDINGS: "LT 2.8" (row 2 of results) is not a result: the adjudicated score must be from 1 to 2.7',
    );
    expect(() => TTTSTANDINGS(col('A'), col('B'), col('WT 0.5'))).toThrow('must be from 1 to 2.7');
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
