import { pick, sequence, type DemoPart, type Td } from './td';

/** Duplicate: a round robin of three teams, 4 games per room; the first match complete, the second half typed. */
export function duplicateDemo(td: Td): DemoPart {
  const teams = [
    { name: 'Kharkov', players: ['Jakob Garal', 'Alexandr Krasov'] },
    { name: 'Moscow', players: ['Ilya Chertkov', 'Oleg Chelter'] },
    { name: 'Yalta', players: ['Marta Sokol', 'Denis Ryabov'] },
  ];
  const res = td.call<{ sheets: string[]; rounds: { matches: { teamA: string; teamB: string; sheet: string }[] }[] }>('createDuplicateTournament', {
    title: 'Black Sea Cup',
    teams,
    games: 4,
    seed: 'demo',
  });
  const matches = res.rounds.flatMap((r) => r.matches);
  if (matches.length < 3) td.fail(`expected at least 3 matches for 3 teams, got ${matches.length}`);
  const next = sequence(7);
  const summary: string[] = [];
  for (const [m, match] of matches.slice(0, 2).entries()) {
    const h = td.header(match.sheet, ['Cube', 'Outcome', 'Winner']);
    const rows = td
      .values(match.sheet)
      .slice(h.row)
      .findIndex((v) => v.every((x) => x === ''));
    const gameRows = rows < 0 ? td.values(match.sheet).length - h.row : rows;
    if (gameRows < 8) td.fail(`protocol "${match.sheet}" has ${gameRows} game rows, expected 8 (4 games per room)`);
    const fill = m === 0 ? 8 : 4; // the first match complete (VP show), the second one half way
    for (let i = 0; i < fill; i++) {
      const row = h.row + 1 + i;
      const winner = next() < 0.55 ? match.teamA : match.teamB;
      const outcome = pick(next, [
        ['pass', 4],
        ['gammon', 1],
        ['3', 1],
        ['7', 1],
        ['11', 1],
      ]);
      if (i % 3 === 1) td.type(match.sheet, row, h.col.Cube, '2');
      td.type(match.sheet, row, h.col.Outcome, outcome);
      td.type(match.sheet, row, h.col.Winner, winner);
    }
    summary.push(`${match.teamA} – ${match.teamB} ${fill === 8 ? 'complete' : `${fill} of 8 games`}`);
  }
  summary.push(`${matches.length - 2} more match(es) not started`);
  const standings = res.sheets.find((s) => / — Standings$/.test(s)) ?? res.sheets[0];
  return { format: 'Duplicate', sheets: res.sheets, standings, summary: `Duplicate round robin of 3 teams, 4 games per room: ${summary.join('; ')}` };
}
