import { people, sequence, type DemoPart, type Td } from './td';

/** TORRES: league 1 (one group of 8) and league 2 (two groups of 8), each group half way through its games. */
export function torresDemo(td: Td): DemoPart {
  const names = people(24, 5);
  const groups = [names.slice(0, 8), names.slice(8, 16), names.slice(16, 24)];
  const elo = names.map((name, i) => ({ name, elo: 1820 - i * 11 }));
  const res = td.call<{ sheets: string[] }>('createTorresGroups', { title: 'TORRES 2026', groups, leagues: [1, 2, 2], elo, seed: 'demo' });
  const groupSheets = res.sheets.slice(1);
  if (groupSheets.length !== 3) td.fail(`expected the overview and 3 group sheets, got ${res.sheets.join(', ')}`);
  const next = sequence(3);
  let typed = 0;
  for (const sheet of groupSheets) {
    const h = td.header(sheet, ['Game', 'Player 1', 'Player 2', 'Player 3', 'Player 4']);
    const values = td.values(sheet);
    const games = values.slice(h.row).filter((v) => typeof v[h.col.Game - 1] === 'number' && v[h.col['Player 1'] - 1] !== '').length;
    for (let g = 0; g < Math.ceil(games / 2); g++) {
      const row = h.row + 1 + g;
      for (let seat = 1; seat <= 4; seat++) {
        // The points column is right of each player's column; one player delayed one game (D: 0 VP).
        const points = sheet === groupSheets[1] && g === 1 && seat === 3 ? 'D 95' : String(70 + Math.floor(next() * 75));
        td.type(sheet, row, h.col[`Player ${seat}`] + 1, points);
        typed++;
      }
    }
  }
  return {
    format: 'TORRES',
    sheets: res.sheets,
    standings: groupSheets[0],
    summary: `TORRES season of 2 leagues (3 groups of 8): ${typed} scores typed, half of every group's games, one game delayed (D)`,
  };
}
