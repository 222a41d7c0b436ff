import vm from 'vm';
import { TORRESRANK } from './torresrank';

/** TORRESRANK always returns a table. */
const T = (...args: Parameters<typeof TORRESRANK>) => TORRESRANK(...args) as (string | number | boolean)[][];
const HEADER = ['Rank', 'Player', 'VP', 'Difference', 'Points', 'Games'];

describe('TORRESRANK custom function', () => {
  it('ranks a wide table (one row per game, pairs side by side) — seed game', () => {
    expect(TORRESRANK([['A', 115, 'B', 130, 'C', 123, 'D', 110]] as never)).toEqual([
      HEADER,
      [1, 'B', 8, 42, 130, 1],
      [2, 'C', 4, 14, 123, 1],
      [3, 'A', 2, -18, 115, 1],
      [4, 'D', 1, -38, 110, 1],
    ]);
  });

  it('names by nameKey (case and extra spaces ignored, first spelling shown); names that look like values stay names', () => {
    const wide = [
      ['Ann  Lee', 120, 'TRUE', 100, '007', 90, "'Tis", 80],
      [' ann lee ', 50, true, 60, 1850, 70, '3/4/2024', 40],
    ];
    const elo = [
      ['ANN LEE', 1500],
      [true, 1400],
      ['007', 1300],
      ["'tis", 1200],
      [1850, 1100],
      ['3/4/2024', 1000],
    ];
    const table = T(wide as never, elo as never);
    expect(
      table
        .slice(1)
        .map((r) => r[1])
        .sort(),
    ).toEqual(["'Tis", '007', '1850', '3/4/2024', 'Ann Lee', 'TRUE'].sort());
    const row = (name: string) => table.find((r) => r[1] === name) as (string | number)[];
    expect(row('Ann Lee')[5]).toBe(2);
    expect(row('TRUE')[5]).toBe(2);
    // The Elo list is matched the same way: two players equal on everything else are ordered by Elo (low first).
    const tie = T(
      [['1850', 10, 'TRUE', 10]] as never,
      [
        [1850, 1600],
        [true, 1500],
      ] as never,
    );
    expect(tie.slice(1).map((r) => r[1])).toEqual(['TRUE', '1850']);
  });

  it('reads the long format (game id, player, points) the same way, rows of a game need not be adjacent', () => {
    const long = [
      [1, 'A', 115],
      [1, 'B', 130],
      ['g2', 'A', 50],
      [1, 'C', 123],
      ['g2', 'B', 60],
      [1, 'D', 110],
      ['', '', ''],
    ];
    expect(TORRESRANK(long as never)).toEqual([HEADER, [1, 'B', 16, 52, 190, 2], [2, 'A', 6, -28, 165, 2], [3, 'C', 4, 14, 123, 1], [4, 'D', 1, -38, 110, 1]]);
  });

  it('shares VP on tied points, handles games of 3 with empty pairs, D 80 for a delayed player (score counted)', () => {
    // game 1: sum 370 → Ann, Bob 4·100 − 370 = +30 (share 8+4), Cy −10 (2 VP), Di delayed at 80: −50, 0 VP.
    // game 2: sum 60 → Ann −30 (2 VP), Bob +30 (8 VP), Cy 0 (4 VP).
    const wide = [
      ['Ann', 100, 'Bob', 100, 'Cy', 90, 'Di', 'd 80'],
      ['Ann', 10, 'Bob', 30, 'Cy', 20, '', ''],
      ['', '', '', '', '', '', '', ''],
    ];
    expect(TORRESRANK(wide as never)).toEqual([
      HEADER,
      [1, 'Bob', 14, 60, 130, 2],
      [2, 'Ann', 8, 0, 110, 2],
      [3, 'Cy', 6, -10, 110, 2],
      [4, 'Di', 0, -50, 80, 1],
    ]);
    expect(TORRESRANK([['A', 100, 'B', 'D 95', 'C', 120, 'D', 80]] as never)).toEqual([
      HEADER,
      [1, 'C', 8, 85, 120, 1],
      [2, 'A', 4, 5, 100, 1],
      [3, 'D', 2, -75, 80, 1],
      [4, 'B', 0, -15, 95, 1],
    ]);
    expect(TORRESRANK([['A', 100, 'B', 'D95', 'C', 120, 'D', 80]] as never)).toEqual(TORRESRANK([['A', 100, 'B', ' d  95 ', 'C', 120, 'D', 80]] as never));
  });

  it('lists every player of the Elo list, with 0 games when they have none (a player withdrawn before playing)', () => {
    const out = TORRESRANK(
      [['A', 100, 'B', 90, 'C', 80, 'forfait', 70]] as never,
      [
        ['A', 1500],
        ['Wd', 1400],
        ['B', ''],
      ] as never,
    ) as unknown[][];
    expect(out.map((r) => r[1])).toEqual(['Player', 'A', 'B', 'C', 'forfait', 'Wd']);
    expect(out[5]).toEqual([5, 'Wd', 0, 0, 0, 0]);
  });

  it('a bare D asks for the score at the last completed year', () => {
    expect(() => TORRESRANK([['A', 100, 'B', 'D', 'C', 120, 'D', 80]] as never)).toThrow(
      /TORRESRANK: "D" \(row 1, column 4 of results\) marks a delayed player without a score; type D and the player's score at the last completed year, e\.g\. D 95/,
    );
    expect(() => TORRESRANK([['A', 100, 'B', 'D -5', 'C', 120, 'D', 80]] as never)).toThrow(/is not points/);
  });

  it('does not count a game until all its points are in, but lists its players', () => {
    const wide = [
      ['Ann', 100, 'Bob', 90],
      ['Cy', 100, 'Ann', ''],
    ];
    expect(TORRESRANK(wide as never)).toEqual([HEADER, [1, 'Ann', 8, 10, 100, 1], [2, 'Bob', 4, -10, 90, 1], [3, 'Cy', 0, 0, 0, 0]]);
  });

  it('matches names ignoring case and spaces, and uses Elo (low first by default, "high" on request, missing last)', () => {
    const wide = [
      ['Ann', 10, 'bob', 10],
      ['BOB ', 10, 'Cy', 10],
      ['cy', 10, 'ann', 10],
    ];
    const elo = [
      ['ann', 1600],
      ['Bob', 1500],
      ['Cy', ''],
    ];
    expect(T(wide as never, elo as never).slice(1)).toEqual([
      [1, 'bob', 12, 0, 20, 2],
      [2, 'Ann', 12, 0, 20, 2],
      [3, 'Cy', 12, 0, 20, 2],
    ]);
    expect(
      T(wide as never, elo as never, '', 'HIGH')
        .slice(1)
        .map((r) => r[1]),
    ).toEqual(['Ann', 'bob', 'Cy']);
    expect(
      T(wide as never)
        .slice(1)
        .map((r) => r[0]),
    ).toEqual([1, 1, 1]);
  });

  it('takes VP by place from a row or a column', () => {
    const wide = [['A', 3, 'B', 2, 'C', 1]];
    expect(
      T(wide as never, '', [[3, 1, 0]] as never)
        .slice(1)
        .map((r) => r[2]),
    ).toEqual([3, 1, 0]);
    expect(
      T(wide as never, '', [[5], [2], [1], ['']] as never)
        .slice(1)
        .map((r) => r[2]),
    ).toEqual([5, 2, 1]);
  });

  describe('errors', () => {
    it('odd width, width 2 and width 1', () => {
      expect(() => TORRESRANK([['A', 1, 'B', 2, 'C']] as never)).toThrow(
        'TORRESRANK: results is 5 column(s) wide; use 3 columns (game id, player, points) or (player, points) pairs',
      );
      expect(() => TORRESRANK([['A', 1]] as never)).toThrow('(2 columns would be games of one player)');
      expect(() => TORRESRANK('A' as never)).toThrow('TORRESRANK: results is 1 column(s) wide');
    });

    it('a duplicate player in a game', () => {
      expect(() => TORRESRANK([['A', 1, 'B', 2, 'a', 3, 'C', 4]] as never)).toThrow(
        'TORRESRANK: "A" (row 1, column 5 of results) plays twice in this game; each player takes one seat per game',
      );
      expect(() =>
        TORRESRANK([
          [7, 'A', 1],
          [7, 'B', 2],
          [7, 'A', 3],
        ] as never),
      ).toThrow('TORRESRANK: "A" (row 3, column 2 of results) plays twice in this game');
    });

    it('a one-player game', () => {
      expect(() => TORRESRANK([['A', 1, '', '', '', '']] as never)).toThrow(
        'TORRESRANK: "A" (row 1, column 1 of results) is the only player in this game; a game has 2 to 4 players',
      );
      expect(() =>
        TORRESRANK([
          [1, 'A', 5],
          [2, 'B', 5],
          [2, 'C', 6],
        ] as never),
      ).toThrow('"A" (row 1, column 2 of results) is the only player in this game');
    });

    it('a game of more players than places', () => {
      expect(() => TORRESRANK([['A', 1, 'B', 2, 'C', 3, 'D', 4, 'E', 5, '', '']] as never)).toThrow(
        'TORRESRANK: "E" (row 1, column 9 of results) makes this game 5 players; vp_by_place gives VP for 4 places',
      );
    });

    it('bad points: other text, fractions, negatives, dates, points without a player', () => {
      expect(() => TORRESRANK([['A', 'x', 'B', 2]] as never)).toThrow(
        'TORRESRANK: "x" (row 1, column 2 of results) is not points; use the particular points (a whole number, 0 or more), or D and the score at the last completed year (D 95) for a player who delayed the game',
      );
      expect(() => TORRESRANK([['A', 1.5, 'B', 2]] as never)).toThrow('TORRESRANK: 1.5 (row 1, column 2 of results) is not a whole number of points');
      expect(() => TORRESRANK([['A', -1, 'B', 2]] as never)).toThrow('TORRESRANK: -1 (row 1, column 2 of results) is not a whole number of points');
      const date = vm.runInNewContext('new Date(Date.UTC(2024, 0, 5))');
      expect(() => TORRESRANK([['A', date, 'B', 2]] as never)).toThrow('TORRESRANK: the date 2024-01-05 (row 1, column 2 of results) is a date, not a number');
      expect(() => TORRESRANK([['A', 1, '', 2]] as never)).toThrow(
        "TORRESRANK: 2 (row 1, column 4 of results) has no player; put the player's name beside the points",
      );
      expect(() => TORRESRANK([['', 'A', 1]] as never)).toThrow('TORRESRANK: "A" (row 1, column 2 of results) has no game id');
      expect(() => TORRESRANK([[1, '', '']] as never)).toThrow('TORRESRANK: 1 (row 1, column 1 of results) has no player');
    });

    it('bad Elo, VP and Elo order', () => {
      const wide = [['A', 1, 'B', 2]];
      expect(() => TORRESRANK(wide as never, [['A', 'high']] as never)).toThrow('TORRESRANK: "high" (row 1, column 2 of elo) is text, not a number');
      expect(() =>
        TORRESRANK(
          wide as never,
          [
            ['A', 1],
            ['a', 2],
          ] as never,
        ),
      ).toThrow('TORRESRANK: "a" (row 2, column 1 of elo) is listed twice');
      expect(() => TORRESRANK(wide as never, [['A', 1, 2]] as never)).toThrow('TORRESRANK: elo must be two columns (player, Elo), not 3');
      expect(() => TORRESRANK(wide as never, '', [[1, 2]] as never)).toThrow('TORRESRANK: vp_by_place must not increase');
      expect(() => TORRESRANK(wide as never, '', [['x', 2]] as never)).toThrow('TORRESRANK: "x" (row 1, column 1 of vp_by_place) is text');
      expect(() => TORRESRANK(wide as never, '', '', 'middle')).toThrow('TORRESRANK: "middle" (elo_order) is not an Elo order; use "low"');
    });
  });
});
