import { people, sequence, type DemoPart, type Td } from './td';

/** The points columns of a group sheet (right of each player's column) and its game rows, read from its header. */
function gameRows(td: Td, sheet: string): { first: number; games: number; points: number[] } {
  const h = td.header(sheet, ['Game', 'Player 1', 'Player 2', 'Player 3', 'Player 4']);
  const values = td.values(sheet);
  const games = values.slice(h.row).filter((v) => typeof v[h.col.Game - 1] === 'number' && v[h.col['Player 1'] - 1] !== '').length;
  return { first: h.row + 1, games, points: [1, 2, 3, 4].map((seat) => h.col[`Player ${seat}`] + 1) };
}

/**
 * TORRES: the season "TORRES 2026" (league 1: one group of 8, league 2: two groups of 8), each group half way through
 * its games, one game delayed (D); and a small club's whole cycle: "Club 2025" (two groups of 7) played to the end
 * with a player withdrawn half way (the withdraw endpoint hands his games to forfait), its overview read back and
 * rolled over into "Club 2026" with three new players (the roll-over endpoint), whose groups wait for their first
 * result.
 */
export function torresDemo(td: Td): DemoPart {
  const names = people(24, 5);
  const groups = [names.slice(0, 8), names.slice(8, 16), names.slice(16, 24)];
  const elo = names.map((name, i) => ({ name, elo: 1820 - i * 11 }));
  const res = td.call<{ sheets: string[] }>('createTorresGroups', { title: 'TORRES 2026', groups, leagues: [1, 2, 2], elo, seed: 'demo' });
  const groupSheets = res.sheets.slice(1);
  if (groupSheets.length !== 3) td.fail(`expected the overview and 3 group sheets, got ${res.sheets.join(', ')}`);
  const next = sequence(3);
  const score = () => String(70 + Math.floor(next() * 75));
  let typed = 0;
  for (const sheet of groupSheets) {
    const g = gameRows(td, sheet);
    for (let game = 0; game < Math.ceil(g.games / 2); game++) {
      for (let seat = 0; seat < 4; seat++) {
        // One player delayed one game (D: 0 VP).
        td.type(sheet, g.first + game, g.points[seat], sheet === groupSheets[1] && game === 1 && seat === 2 ? 'D 95' : score());
        typed++;
      }
    }
  }

  // The club: a season played to the end with a withdrawal, then its roll-over.
  const club = people(17, 11);
  const clubElo = club.map((name, i) => ({ name, elo: 1750 - i * 13 }));
  const old = td.call<{ sheets: string[] }>('createTorresGroups', {
    title: 'Club 2025',
    groups: [club.slice(0, 7), club.slice(7, 14)],
    leagues: [1, 2],
    elo: clubElo.slice(0, 14),
    seed: 'club',
  });
  const [oldOverview, ...oldGroups] = old.sheets;
  const paste = (sheet: string, from: number, count: number) => {
    const g = gameRows(td, sheet);
    for (let seat = 0; seat < 4; seat++)
      td.type(sheet, g.first + from, g.points[seat], ...Array.from({ length: Math.min(count, g.games - from) }, () => score()));
    return g.games;
  };
  // Three games of league 2, then a player leaves: his unplayed games go to forfait, whose points are typed as any.
  paste(oldGroups[1], 0, 3);
  const leaver = club[13];
  const gone = td.call<{ replacedBy: string; games: number }>('withdrawTorresPlayer', { sheet: oldGroups[1], player: leaver });
  if (gone.replacedBy === '' || gone.games === 0) td.problem(`the withdrawal of ${leaver} handed over no game`);
  paste(oldGroups[1], 3, 100);
  paste(oldGroups[0], 0, 100);
  const read = td.call<{ previous: unknown[]; elo: unknown[]; withdrawn: string[] }>('readTorresOverview', { sheet: oldOverview });
  const rolled = td.call<{ sheets: string[]; moves: unknown[] }>('rollOverTorres', {
    title: 'Club 2026',
    previous: read.previous,
    elo: read.elo,
    withdrawn: read.withdrawn,
    newPlayers: clubElo.slice(14),
    seed: 'club',
  });
  for (const sheet of [...old.sheets, ...rolled.sheets]) {
    const errors = td.values(sheet).flatMap((row, r) => row.flatMap((v, c) => (/^#[A-Z/0!?]+/.test(String(v)) ? [`R${r + 1}C${c + 1} ${String(v)}`] : [])));
    if (errors.length > 0) td.problem(`"${sheet}" shows ${errors.slice(0, 3).join(', ')}`);
  }
  return {
    format: 'TORRES',
    sheets: res.sheets,
    standings: groupSheets[0],
    summary:
      `TORRES season of 2 leagues (3 groups of 8): ${typed} scores typed, half of every group's games, one game delayed (D); ` +
      `"Club 2025" played to the end with ${read.withdrawn.join(', ')} withdrawn (games to ${gone.replacedBy}), rolled over into "Club 2026" ` +
      `(${rolled.moves.length} moves, 3 new players): ${rolled.sheets.join(', ')}`,
  };
}
