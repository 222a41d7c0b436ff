import vm from 'vm';
import { TORRESRANK } from './torresrank';

/** TORRESRANK always returns a table. */
const T = (...args: Parameters<typeof TORRESRANK>) => TORRESRANK(...args) as (string | number | boolean)[][];
const HEADER = ['Rank', 'Player', 'VP', 'Difference', 'Points', 'Games'];

/** The table's last line when it reports rows left out (its first cell), else undefined. */
function leftOut(out: unknown): string | undefined {
  const rows = out as unknown[][];
  const last = rows[rows.length - 1];
  return typeof last[0] === 'string' && last[0].startsWith('Left out') ? last[0] : undefined;
}

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
        ['C', ''],
      ] as never,
    ) as unknown[][];
    expect(out.map((r) => r[1])).toEqual(['Player', 'A', 'B', 'C', 'forfait', 'Wd']);
    expect(out[5]).toEqual([5, 'Wd', 0, 0, 0, 0]);
  });

  it('a bare D asks for the score at the last completed year: the game is left out and the last line says why', () => {
    expect(leftOut(TORRESRANK([['A', 100, 'B', 'D', 'C', 120, 'D', 80]] as never))).toBe('Left out: 1 game (results row 1: D without a score)');
    expect(leftOut(TORRESRANK([['A', 100, 'B', 'D -5', 'C', 120, 'D', 80]] as never))).toBe('Left out: 1 game (results row 1: "D -5" is not points)');
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

  describe('status (docs/rules.md §6, "Certainty marks")', () => {
    // A 16, C 10, B 8, D 5, E 4, F 2 after three games; game 4 (B, D, E, F) still to play.
    const played = [
      ['A', 100, 'B', 90, 'C', 80, 'D', 70],
      ['A', 100, 'B', 90, 'E', 80, 'F', 70],
      ['C', 100, 'D', 90, 'E', 80, 'F', 70],
    ];
    const left = [...played, ['B', '', 'D', '', 'E', '', 'F', '']];
    const status = (out: unknown) => (out as unknown[][]).slice(1).map((r) => [r[1], r[6]]);

    it('without status the table is as before (6 columns); with it, a Status column headed "Status" whether games remain or not', () => {
      expect(T(left as never)[0]).toEqual(HEADER);
      expect(T(left as never).every((r) => r.length === 6)).toBe(true);
      const out = T(left as never, '', '', '', 'middle');
      expect(out[0]).toEqual([...HEADER, 'Status']);
      expect(out.every((r) => r.length === 7)).toBe(true);
      expect(T(played as never, '', '', '', 'middle')[0][6]).toBe('Status');
    });

    it('"P = certainly in the top 2 … R = certainly in the bottom 4 … S = certainly stays": one game left, by league position', () => {
      // A (16, done) can be caught only by B (16 at most: level, undecided while B plays): A is in the top 2 whatever
      // happens. Everyone else can still finish 2nd (C 10 done; F 10 by winning, with B 3rd or 4th) or lower.
      expect(status(T(left as never, '', '', '', 'middle'))).toEqual([
        ['A', 'P'],
        ['C', ''],
        ['B', ''],
        ['D', ''],
        ['E', ''],
        ['F', ''],
      ]);
      // league 1 (nobody up; 6 players: places 3–6 down): A stays, the rest open
      expect(status(T(left as never, '', '', '', 'top')).map((r) => r[1])).toEqual(['S', '', '', '', '', '']);
      expect(status(T(left as never, '', '', '', 'lowest')).map((r) => r[1])).toEqual(['P', '', '', '', '', '']);
      expect(status(T(left as never, '', '', '', 'only')).map((r) => r[1])).toEqual(['S', 'S', 'S', 'S', 'S', 'S']);
      expect(status(T(left as never, '', '', '', ' Middle ')).map((r) => r[1])).toEqual(['P', '', '', '', '', '']);
    });

    it('every game played: the final places (A and B level on 16, A ahead on difference 120 to 100)', () => {
      const done = [...played, ['B', 100, 'D', 90, 'E', 80, 'F', 70]];
      expect(status(T(done as never, '', '', '', 'middle'))).toEqual([
        ['A', 'P'],
        ['B', 'P'],
        ['C', 'R'],
        ['D', 'R'],
        ['E', 'R'],
        ['F', 'R'],
      ]);
      // a withdrawn player (the Elo list's third column) keeps his place but gets no mark; a fictitious player (not
      // on the Elo list) has no place: 5 real players, places 3–5 move down
      const forfait = done.map((g) => g.map((x) => (x === 'F' ? 'forfait' : x)));
      const elo = [
        ['A', 1500, ''],
        ['B', 1400, ''],
        ['C', 1300, ''],
        ['D', 1200, 'withdrawn: games 4 to forfait'],
        ['E', 1100, ''],
      ];
      expect(status(T(forfait as never, elo as never, '', '', 'middle'))).toEqual([
        ['A', 'P'],
        ['B', 'P'],
        ['C', 'R'],
        ['D', ''],
        ['E', 'R'],
        ['forfait', ''],
      ]);
    });

    it('a game still to play with a player already marked delayed (D 95, the other points blank): he scores 0 in it', () => {
      // B (8) typed D 95 in game 4 while D, E and F are blank: B ends on 8 whatever they become, below A (16) and C
      // (10, done): 3rd at best, in the bottom four of six (places 3–6 move down): R. Unmarked, B could win game 4
      // (16): open (the test above).
      const marked = [...played, ['B', 'D 95', 'D', '', 'E', '', 'F', '']];
      const out = T(marked as never, '', '', '', 'middle');
      expect(out[0][6]).toBe('Status');
      expect(status(out)).toEqual([
        ['A', 'P'],
        ['C', ''],
        ['B', 'R'],
        ['D', ''],
        ['E', ''],
        ['F', ''],
      ]);
      const long = marked.flatMap((g, k) => [0, 2, 4, 6].map((c) => [`g${k + 1}`, g[c], g[c + 1]]));
      expect(status(T(long as never, '', '', '', 'middle')).map((r) => r[1])).toEqual(['P', '', 'R', '', '', '']);
    });

    it('long format: a game whose points are still blank is a game to play', () => {
      const long = left.flatMap((g, k) => [0, 2, 4, 6].map((c) => [`g${k + 1}`, g[c], g[c + 1]]));
      const out = T(long as never, '', '', '', 'middle');
      expect(out[0][6]).toBe('Status');
      expect(status(out).map((r) => r[1])).toEqual(['P', '', '', '', '', '']);
    });

    it('a game left out (a typing slip) blanks every mark and the header says so', () => {
      const slip = [...left.slice(0, 3), ['B', '9O', 'D', 1, 'E', 2, 'F', 3]];
      const out = T(slip as never, '', '', '', 'middle');
      expect(out[0][6]).toBe('Status: fix the games left out first');
      expect(out.slice(1, -1).map((r) => r[6])).toEqual(['', '', '', '', '', '']);
      expect(out[out.length - 1]).toEqual([leftOut(out), '', '', '', '', '', '']);
    });

    it('refuses a status that is not a league position', () => {
      expect(() => T(left as never, '', '', '', 'yes')).toThrow('TORRESRANK: "yes" (status) is not a league position; use "middle"');
      expect(() => T(left as never, '', '', '', [['top', 'lowest']] as never)).toThrow('TORRESRANK: status must be a single value');
    });
  });

  describe('errors', () => {
    it('odd width, width 2 and width 1', () => {
      expect(() => TORRESRANK([['A', 1, 'B', 2, 'C']] as never)).toThrow(
        'TORRESRANK: results is 5 column(s) wide; use 3 columns (game id, player, points) or (player, points) pairs',
      );
      expect(() => TORRESRANK([['A', 1]] as never)).toThrow('(2 columns would be games of one player)');
      expect(() => TORRESRANK('A' as never)).toThrow('TORRESRANK: results is 1 column(s) wide');
    });

    it.each<[string, unknown[][], string]>([
      ['a duplicate player (wide)', [['A', 1, 'B', 2, 'a', 3, 'C', 4]], "results row 1: 'a' plays twice in one game"],
      [
        'a duplicate player (long)',
        [
          [7, 'A', 1],
          [7, 'B', 2],
          [7, 'A', 3],
        ],
        "game 7: 'A' plays twice in one game",
      ],
      ['a one-player game (wide)', [['A', 1, '', '', '', '']], "results row 1: 'A' is the only player"],
      [
        'a one-player game (long)',
        [
          [1, 'A', 5],
          [2, 'B', 5],
          [2, 'C', 6],
        ],
        "game 1: 'A' is the only player",
      ],
      ['more players than places', [['A', 1, 'B', 2, 'C', 3, 'D', 4, 'E', 5, '', '']], 'results row 1: 5 players, but vp_by_place gives 4 places'],
      ['other text', [['A', 'x', 'B', 2]], 'results row 1: "x" is not points'],
      ['a letter O for a zero', [['A', '1O5', 'B', 2]], 'results row 1: "1O5" is not points'],
      ['a decimal comma', [['A', '95,5', 'B', 2]], 'results row 1: "95,5" is not points'],
      ['a fraction', [['A', 1.5, 'B', 2]], 'results row 1: 1.5 is not points'],
      ['a negative', [['A', -1, 'B', 2]], 'results row 1: -1 is not points'],
      ['more than 9999 points (a date read as its day count)', [['A', 46143, 'B', 2]], 'results row 1: 46143 is more than 9999 points (a date?)'],
      ['a delayed score over 9999', [['A', 'D 10000', 'B', 2]], 'results row 1: "D 10000" is not points'],
      ['points without a player', [['A', 1, '', 2]], 'results row 1: points without a player'],
      ['no game id', [['', 'A', 1]], 'results row 1: no game id'],
      ['a game id without a player', [[1, '', '']], 'results row 1 (game 1): a game id without a player'],
    ])('%s: that game is left out, the others count, the last line says why', (_, bad, reason) => {
      const good =
        bad[0].length === 3
          ? [
              [9, 'P', 10],
              [9, 'Q', 20],
            ]
          : [['P', 10, 'Q', 20, ...Array(bad[0].length - 4).fill('')]];
      const out = TORRESRANK([...good, ...bad] as never) as unknown[][];
      const shifted = reason.replace(/results row (\d+)/, (_m, r: string) => `results row ${Number(r) + (bad[0].length === 3 ? 2 : 1)}`);
      expect(leftOut(out)).toBe(`Left out: 1 game (${shifted})`);
      const q = out.find((r) => r[1] === 'Q') as unknown[];
      expect(q.slice(2)).toEqual([8, 10, 20, 1]);
    });

    it('a date as points: left out', () => {
      const date = vm.runInNewContext('new Date(Date.UTC(2024, 0, 5))');
      expect(leftOut(TORRESRANK([['A', date, 'B', 2]] as never))).toBe('Left out: 1 game (results row 1: a date is not points)');
    });

    it('a name not in the Elo list (the roster) leaves its game out; fictitious names are in the group', () => {
      const out = TORRESRANK(
        [
          ['A', 100, 'B', 90],
          ['A', 100, 'Bobb', 90],
          ['forfait', 10, 'B', 90],
        ] as never,
        [
          ['A', 1500],
          ['B', 1400],
        ] as never,
      ) as unknown[][];
      expect(out.map((r) => r[1])).toEqual(['Player', 'B', 'A', 'forfait', '']);
      expect(leftOut(out)).toBe("Left out: 1 game (results row 2: 'Bobb' is not in the elo list)");
    });

    it('many slips: counted, the first three named', () => {
      const out = TORRESRANK([
        ['A', 'x', 'B', 1],
        ['A', 'y', 'B', 1],
        ['A', 'z', 'B', 1],
        ['A', 'w', 'B', 1],
      ] as never) as unknown[][];
      expect(leftOut(out)).toBe('Left out: 4 games (results row 1: "x" is not points; results row 2: "y" is not points; results row 3: "z" is not points; …)');
      expect(out.slice(1, 3).map((r) => r[1])).toEqual(['A', 'B']);
    });

    it('bad Elo, VP and Elo order', () => {
      const wide = [['A', 1, 'B', 2]];
      expect(
        leftOut(
          TORRESRANK(
            wide as never,
            [
              ['A', 'high'],
              ['B', ''],
            ] as never,
          ),
        ),
      ).toBe('Left out: 1 Elo (elo row 1: "high" is not an Elo)');
      expect(
        leftOut(
          TORRESRANK(
            wide as never,
            [
              ['A', '1850,5'],
              ['B', ''],
            ] as never,
          ),
        ),
      ).toBeUndefined();
      expect(
        leftOut(
          TORRESRANK(
            wide as never,
            [
              ['A', '1,850'],
              ['B', ''],
            ] as never,
          ),
        ),
      ).toBe('Left out: 1 Elo (elo row 1: "1,850" is not an Elo)');
      expect(
        leftOut(
          TORRESRANK(
            wide as never,
            [
              ['A', 1],
              ['a', 2],
              ['B', ''],
            ] as never,
          ),
        ),
      ).toBe("Left out: 1 Elo (elo row 2: 'a' is listed twice)");
      expect(() => TORRESRANK(wide as never, [['A', 1, 2, 3]] as never)).toThrow(
        "TORRESRANK: elo must be two columns (player, Elo), or three with each player's status, not 4",
      );
      expect(() => TORRESRANK(wide as never, '', [[1, 2]] as never)).toThrow('TORRESRANK: vp_by_place must not increase');
      expect(() => TORRESRANK(wide as never, '', [['x', 2]] as never)).toThrow('TORRESRANK: "x" (row 1, column 1 of vp_by_place) is text');
      expect(() => TORRESRANK(wide as never, '', '', 'middle')).toThrow('TORRESRANK: "middle" (elo_order) is not an Elo order; use "low"');
    });
  });
});

describe('TORRESRANK before the first result (issue 27: nothing alarming before play)', () => {
  // A group of 4 as drawn: the Elo list's order is the seeding order (highest Elo first here); nothing scored yet.
  const elo = [
    ['Dee', 1900],
    ['Ann', 1700],
    ['Cid', 1500],
    ['Bob', 1300],
  ];
  const empty = [
    ['Ann', '', 'Bob', '', 'Cid', '', 'Dee', ''],
    ['Bob', '', 'Dee', '', 'Ann', '', 'Cid', ''],
  ];

  it('lists the players in seeding order, no rank, no mark, the Status header as always (not the lowest Elo first)', () => {
    for (const position of ['middle', 'top', 'lowest', 'only']) {
      expect(T(empty as never, elo as never, '', 'low', position)).toEqual([
        [...HEADER, 'Status'],
        ['', 'Dee', 0, 0, 0, 0, ''],
        ['', 'Ann', 0, 0, 0, 0, ''],
        ['', 'Cid', 0, 0, 0, 0, ''],
        ['', 'Bob', 0, 0, 0, 0, ''],
      ]);
    }
    expect(T(empty as never, elo as never)).toEqual([
      HEADER,
      ['', 'Dee', 0, 0, 0, 0],
      ['', 'Ann', 0, 0, 0, 0],
      ['', 'Cid', 0, 0, 0, 0],
      ['', 'Bob', 0, 0, 0, 0],
    ]);
  });

  it('a game in progress is no result yet; without an Elo list, the order the names first appear', () => {
    const started = [empty[0].map((v, i) => (i === 1 ? 100 : v)), empty[1]];
    expect(T(started as never, elo as never, '', 'low', 'only').map((r) => r[1])).toEqual(['Player', 'Dee', 'Ann', 'Cid', 'Bob']);
    expect(T(started as never).map((r) => [r[0], r[1]])).toEqual([
      ['Rank', 'Player'],
      ['', 'Ann'],
      ['', 'Bob'],
      ['', 'Cid'],
      ['', 'Dee'],
    ]);
  });

  it('a slip in the only typed game: still no results, the slip on the last line', () => {
    const slip = [['Ann', '1O0', 'Bob', 90, 'Cid', 80, 'Dee', 70], empty[1]];
    const out = T(slip as never, elo as never, '', 'low', 'middle');
    expect(out[0][6]).toBe('Status');
    expect(out.slice(1, 5).map((r) => [r[0], r[1]])).toEqual([
      ['', 'Dee'],
      ['', 'Ann'],
      ['', 'Cid'],
      ['', 'Bob'],
    ]);
    expect(leftOut(out)).toMatch(/^Left out: 1 game/);
  });

  it('the first complete game ranks everyone and its marks (worked by hand: 8/4/2/1; a single league moves nobody, so every player certainly stays)', () => {
    const one = [['Ann', 100, 'Bob', 90, 'Cid', 80, 'Dee', 70], empty[1]];
    // Ann 8 VP (+60), Bob 4 (+20), Cid 2 (−20), Dee 1 (−60): all four played, every rank distinct.
    expect(T(one as never, elo as never, '', 'low', 'only')).toEqual([
      [...HEADER, 'Status'],
      [1, 'Ann', 8, 60, 100, 1, 'S'],
      [2, 'Bob', 4, 20, 90, 1, 'S'],
      [3, 'Cid', 2, -20, 80, 1, 'S'],
      [4, 'Dee', 1, -60, 70, 1, 'S'],
    ]);
  });
});
