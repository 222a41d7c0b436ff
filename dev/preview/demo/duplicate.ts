import { pick, sequence, type DemoPart, type Td } from './td';

interface Created {
  sheets: string[];
  rounds: { matches: { teamA: string; teamB: string; sheet: string; discipline: string }[] }[];
  final?: { sheet: string; games: number };
}

/**
 * Duplicate: the rules page's team event — three teams of four (a backgammon and a long gammon pair each), one round
 * robin per discipline, 4 games per room, and a final. Every match is typed as a TD types it (cube, outcome and
 * winner columns pasted into the protocol); when teams are level for a final place the TD settles it with Choose
 * duplicate finalist; then the final's games are typed.
 */
export function duplicateDemo(td: Td): DemoPart {
  const teams = [
    { name: 'Kharkov', backgammon: ['Jakob Garal', 'Alexandr Krasov'], longGammon: ['Petr Petrov', 'Ivan Sidorov'] },
    { name: 'Moscow', backgammon: ['Ilya Chertkov', 'Oleg Chelter'], longGammon: ['Anna Volkova', 'Boris Orlov'] },
    { name: 'Yalta', backgammon: ['Marta Sokol', 'Denis Ryabov'], longGammon: ['Lena Kuzmina', 'Pavel Zorin'] },
  ];
  const res = td.call<Created>('createDuplicateTournament', {
    title: 'Black Sea Cup',
    teams,
    cycles: { backgammon: 1, longGammon: 1 },
    games: 4,
    final: true,
    finalGames: 4,
    seed: 'demo',
  });
  const matches = res.rounds.flatMap((r) => r.matches);
  if (matches.length !== 6) td.fail(`expected 6 matches (3 backgammon, 3 long gammon) for 3 teams, got ${matches.length}`);
  if (!res.final) td.fail('the event has no final');
  const next = sequence(7);
  const typeGames = (sheet: string, teamA: string, teamB: string, favourite: number): void => {
    const h = td.header(sheet, ['Cube', 'Outcome', 'Winner']);
    const rows = 8;
    const cubes: string[] = [];
    const outcomes: string[] = [];
    const winners: string[] = [];
    for (let i = 0; i < rows; i++) {
      cubes.push(i % 3 === 1 ? '2' : '1');
      outcomes.push(
        pick(next, [
          ['pass', 4],
          ['gammon', 1],
          ['3', 1],
          ['7', 1],
          ['11', 1],
        ]),
      );
      winners.push(next() < favourite ? teamA : teamB);
    }
    td.type(sheet, h.row + 1, h.col.Cube, ...cubes);
    td.type(sheet, h.row + 1, h.col.Outcome, ...outcomes);
    td.type(sheet, h.row + 1, h.col.Winner, ...winners);
  };
  for (const m of matches) typeGames(m.sheet, m.teamA, m.teamB, 0.55);

  const standings = res.sheets[0];
  const report = td.call<{ tie: boolean; contenders: string[]; open: number; teamA: string; teamB: string }>('chooseDuplicateFinalist', { sheet: standings });
  let how = 'the first two of the standings';
  if (report.tie) {
    const chosen = report.contenders.slice(0, report.open);
    td.call('chooseDuplicateFinalist', { sheet: standings, teams: chosen });
    how = `chosen by the TD among ${report.contenders.join(', ')}`;
  }
  const final = res.final.sheet;
  const [teamA, teamB] = [3, 4].map((row) => String(td.values(final)[row][1]));
  if (!teamA || !teamB) td.fail(`the Final's teams are blank after the round robins (${teamA} v ${teamB})`);
  typeGames(final, teamA, teamB, 0.5);
  const winner = String(td.values(final)[5][5]);
  return {
    format: 'Duplicate',
    sheets: res.sheets,
    standings,
    summary: `Duplicate event of 3 teams of four, backgammon and long gammon, 4 games per room: all 6 matches typed; final ${teamA} v ${teamB} (${how}): ${winner}`,
  };
}
