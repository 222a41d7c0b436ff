import { people, sequence, type DemoPart, type Td } from './td';

/**
 * GBQ: 8 players, 4 qualify, a single round robin of 3-game matches with a results log; two rounds played (6 games
 * each), typed into the log as a TD types them: round 1 one row per match (Games blank = the whole match), round 2
 * one row per game (Games 1), pasted column by column.
 */
export function gbqDemo(td: Td): DemoPart {
  const players = people(8, 17);
  const res = td.call<{ sheet: string }>('createGbqTable', { title: 'Tantrix group A', players, qualifiers: 4, log: true });
  const h = td.header(res.sheet, ['Player 1', 'Player 2', 'Games', 'TPs 1', 'TPs 2']);
  const next = sequence(5);
  const rounds = [
    [
      [0, 1],
      [2, 3],
      [4, 5],
      [6, 7],
    ],
    [
      [0, 2],
      [1, 3],
      [4, 6],
      [5, 7],
    ],
  ];
  // A game shares out win + loss TPs (15 + 5 = 20): the winner's share grows with the margin; a draw is 10–10.
  const game = (): [number, number] => {
    if (next() < 0.06) return [10, 10];
    const share = 11 + Math.floor(next() * 9);
    return next() < 0.5 ? [share, 20 - share] : [20 - share, share];
  };
  // Both rounds' rows are typed column by column (Player 1 down the rows, then Player 2, …), as a TD pastes a block.
  const rows: [number, number, string, [number, number]][] = [
    ...rounds[0].map(([a, b]): [number, number, string, [number, number]] => {
      const match = [game(), game(), game()];
      return [a, b, '', [match.reduce((t, g) => t + g[0], 0), match.reduce((t, g) => t + g[1], 0)]];
    }),
    ...rounds[1].flatMap(([a, b]) => [0, 1, 2].map((): [number, number, string, [number, number]] => [a, b, '1', game()])),
  ];
  const row = h.row + 1;
  td.type(res.sheet, row, h.col['Player 1'], ...rows.map(([a]) => players[a]));
  td.type(res.sheet, row, h.col['Player 2'], ...rows.map(([, b]) => players[b]));
  td.type(res.sheet, row, h.col.Games, ...rows.map(([, , games]) => games));
  td.type(res.sheet, row, h.col['TPs 1'], ...rows.map(([, , , [x]]) => String(x)));
  td.type(res.sheet, row, h.col['TPs 2'], ...rows.map(([, , , [, y]]) => String(y)));
  return {
    format: 'GBQ',
    sheets: [res.sheet],
    standings: res.sheet,
    summary: 'GBQ group of 8 (4 qualify), 3-game matches with a results log: two rounds typed into the log (round 1 by match, round 2 game by game)',
  };
}
