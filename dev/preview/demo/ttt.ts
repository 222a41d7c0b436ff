import { pick, people, sequence, type DemoPart, type Td } from './td';

/**
 * TTT: 24 sign-ups in two groups of 12, the first half of each group's rounds typed. One game per group ended on a
 * timeout, typed as a plain WT / LT; Import results (the menu item) lists both on the Timeouts sheet "to
 * adjudicate", and the TD adjudicates the second group's from GnuBG's W, G, B — the first stays to adjudicate. A second,
 * small set ends in a cycle on first place and plays its mini-TTT.
 */
export function tttDemo(td: Td): DemoPart {
  const players = people(24, 0).map((name, i) => ({ name, rating: 2050 - i * 17 }));
  const res = td.call<{ sheets: string[]; groups: string[][] }>('createRoundRobin', { title: 'Autumn TTT', players, groupSize: 12, seed: 'demo' });
  const games = res.sheets.filter((s) => / Games$/.test(s));
  const importSheet = res.sheets.find((s) => / Import$/.test(s));
  const timeouts = res.sheets.find((s) => / Timeouts$/.test(s));
  if (games.length !== 2 || !importSheet || !timeouts) td.fail(`expected 2 Games sheets, an Import and a Timeouts sheet, got ${res.sheets.join(', ')}`);
  const next = sequence(19);
  let typed = 0;
  for (const [k, sheet] of games.entries()) {
    const h = td.header(sheet, ['Round', 'Inviter', 'Result']);
    const values = td.values(sheet);
    const rows = values
      .slice(h.row)
      .map((v, i) => ({ row: h.row + 1 + i, round: Number(v[h.col.Round - 1]), inviter: String(v[h.col.Inviter - 1]) }))
      .filter((g) => g.inviter !== '' && g.round > 0);
    const rounds = Math.max(...rows.map((g) => g.round));
    const played = rows.filter((g) => g.round <= Math.ceil(rounds / 2));
    const codes = played.map(() =>
      pick(next, [
        ['W1', 30],
        ['L1', 28],
        ['W2', 12],
        ['L2', 11],
        ['W3', 3],
        ['L3', 2],
      ]),
    );
    codes[codes.length - 1] = k === 0 ? 'WT' : 'LT'; // the invitee timed out in group 1, the inviter in group 2
    // The results of consecutive rows are pasted in one go (as copied from the playing site's list).
    for (let i = 0, j = 1; i < played.length; i = j, j = i + 1) {
      while (j < played.length && played[j].row === played[j - 1].row + 1) j++;
      td.type(sheet, played[i].row, h.col.Result, ...codes.slice(i, j));
    }
    typed += played.length;
  }
  const imported = td.call<{ toAdjudicate?: number; summary: string }>('importResults', { sheet: importSheet });
  if (imported.toAdjudicate !== 2) td.fail(`Import results should list the 2 typed timeouts to adjudicate: ${imported.summary}`);
  const h = td.header(timeouts, ['Group', 'Wins %', 'Gammons %', 'Backgammons %']);
  const row = td.values(timeouts).findIndex((v, i) => i >= h.row && String(v[h.col.Group - 1]) === 'G2');
  if (row < 0) td.fail(`no G2 row on "${timeouts}" after Import results (${imported.summary})`);
  // GnuBG's cubeless evaluation of the position, as percentages of the player who did not time out.
  for (const [label, value] of [
    ['Wins %', '78.3'],
    ['Gammons %', '24.1'],
    ['Backgammons %', '1.9'],
  ] as const)
    td.type(timeouts, row + 1, h.col[label], value);
  const status = td.header(timeouts, ['Status']);
  const adjudicated = String(td.values(timeouts)[row][status.col.Status - 1]);
  if (!/^adjudicated/.test(adjudicated))
    td.problem(`"${timeouts}" row ${row + 1} should be adjudicated after GnuBG's W, G, B were typed, but says: ${adjudicated}`);
  const table = res.sheets.find((s) => / G1 Table$/.test(s)) ?? td.fail(`no G1 Table among ${res.sheets.join(', ')}`);
  const mini = miniTttDemo(td);
  return {
    format: 'TTT',
    sheets: res.sheets,
    standings: table,
    summary:
      `TTT set of 24 in 2 groups of 12: ${typed} results typed (half the rounds); two timeouts imported to "${timeouts}", G2's adjudicated from GnuBG's W, G, B, G1's left to adjudicate. ` +
      mini,
  };
}

/** Types each game's result on a Games sheet (from the inviter's view, as `code` gives it), the whole column in one paste. */
function typeAll(td: Td, sheet: string, code: (inviter: string, invitee: string) => string): number {
  const h = td.header(sheet, ['Inviter', 'Invitee', 'Result']);
  const rows = td
    .values(sheet)
    .slice(h.row)
    .map((v) => [String(v[h.col.Inviter - 1]), String(v[h.col.Invitee - 1])])
    .filter(([a, b]) => a !== '' && b !== '');
  td.type(sheet, h.row + 1, h.col.Result, ...rows.map(([a, b]) => code(a, b)));
  return rows.length;
}

/**
 * A small set of four played out to a cycle on first place (A beats B, B beats C, C beats A, all three beat D): the
 * Table says "mini-TTT needed", the TD creates the mini-TTT from the wizard's action on that Table (the endpoint),
 * types its three results, and the group Table names the mini-TTT's winner first.
 */
function miniTttDemo(td: Td): string {
  const [a, b, c, d] = people(4, 24);
  const set = td.call<{ sheets: string[] }>('createRoundRobin', {
    title: 'Winter TTT',
    players: [a, b, c, d].map((name, i) => ({ name, rating: 1900 - i * 10 })),
    groupSize: 4,
    seed: 'demo mini',
  });
  const games = set.sheets.find((s) => / G1 Games$/.test(s)) ?? td.fail(`no G1 Games among ${set.sheets.join(', ')}`);
  const table = set.sheets.find((s) => / G1 Table$/.test(s)) ?? td.fail(`no G1 Table among ${set.sheets.join(', ')}`);
  const beats: Record<string, string> = { [`${a}|${b}`]: a, [`${b}|${c}`]: b, [`${c}|${a}`]: c, [`${a}|${d}`]: a, [`${b}|${d}`]: b, [`${c}|${d}`]: c };
  const winner = (x: string, y: string): string => beats[`${x}|${y}`] ?? beats[`${y}|${x}`] ?? td.fail(`no result for ${x} – ${y}`);
  typeAll(td, games, (x, y) => (winner(x, y) === x ? 'W1' : 'L1'));
  const made = td.call<{ sheets: string[]; players: string[] }>('createMiniTtt', { sheet: table });
  const [miniGames] = made.sheets;
  // The mini-TTT: its first-drawn player wins both games with a gammon, the other game is a single.
  const champion = made.players[0];
  typeAll(td, miniGames, (x, y) => (x === champion ? 'W2' : y === champion ? 'L2' : 'W1'));
  const h = td.header(table, ['Rank', 'Player', 'Note']);
  const first = td.values(table)[h.row];
  if (String(first[h.col.Player - 1]) !== champion || String(first[h.col.Note - 1]) !== 'won the mini-TTT')
    td.problem(`"${table}" should name ${champion} first, "won the mini-TTT", but shows ${String(first[h.col.Player - 1])} (${String(first[h.col.Note - 1])})`);
  return `A set of 4 ("${table}") ended in a three-way cycle on first place; its mini-TTT (${made.players.join(', ')}) was created from that Table and played: ${champion} won it.`;
}
