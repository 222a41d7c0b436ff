import { people, sequence, type DemoPart, type Td } from './td';

/** GBQ: 8 players, 4 qualify, single round robin of 3-game matches; two rounds played (6 games each). */
export function gbqDemo(td: Td): DemoPart {
  const players = people(8, 17);
  const res = td.call<{ sheet: string }>('createGbqTable', { title: 'Tantrix group A', players, qualifiers: 4 });
  const h = td.header(res.sheet, ['Player', 'Games played', 'Wins', 'Draws', 'Losses', 'TPs']);
  const next = sequence(5);
  const totals = players.map(() => ({ played: 0, wins: 0, draws: 0, losses: 0, tps: 0 }));
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
  for (const round of rounds) {
    for (const [a, b] of round) {
      for (let game = 0; game < 3; game++) {
        // A game shares out win + loss TPs (15 + 5 = 20): the winner's share grows with the margin; a draw is 10–10.
        const draw = next() < 0.06;
        const share = draw ? 10 : 11 + Math.floor(next() * 9);
        const [w, l] = next() < 0.5 ? [a, b] : [b, a];
        totals[w].tps += share;
        totals[l].tps += 20 - share;
        for (const [p, r] of [
          [w, draw ? 'draws' : 'wins'],
          [l, draw ? 'draws' : 'losses'],
        ] as const) {
          totals[p].played++;
          totals[p][r]++;
        }
      }
    }
  }
  const values = td.values(res.sheet);
  for (const [i, name] of players.entries()) {
    const r = values.findIndex((v, k) => k >= h.row && String(v[h.col.Player - 1]) === name);
    if (r < 0) td.fail(`player ${name} has no row in the entry block of "${res.sheet}"`);
    const t = totals[i];
    for (const [label, value] of [
      ['Games played', t.played],
      ['Wins', t.wins],
      ['Draws', t.draws],
      ['Losses', t.losses],
      ['TPs', t.tps],
    ] as const) {
      td.type(res.sheet, r + 1, h.col[label], String(value));
    }
  }
  return {
    format: 'GBQ',
    sheets: [res.sheet],
    standings: res.sheet,
    summary: 'GBQ group of 8 (4 qualify), 3-game matches: two rounds played, 6 games per player typed',
  };
}
