/** The sidebar form's team list: one team per line, every line's problem reported at once. */
import { eventTeams, finalistMessage, parseTeamLines, parseTeams } from './form';

describe('parseTeams', () => {
  it('reads "Team: Player 1, Player 2" lines (comma, semicolon or tab between the players)', () => {
    expect(parseTeams('Kharkov: Garal, Krasov\nMoscow: Chertkov; Chelter\n\n1850:\t007\t+1')).toEqual([
      { name: 'Kharkov', players: ['Garal', 'Krasov'] },
      { name: 'Moscow', players: ['Chertkov', 'Chelter'] },
      { name: '1850', players: ['007', '+1'] },
    ]);
  });

  it('lists every bad line at once, one per line', () => {
    expect(() => parseTeams('Kharkov Garal, Krasov\n: Ann, Bob\nKiev: Ivanenko')).toThrow(
      [
        'Line 1: write the team, a colon, then its players: "Team: Player 1, Player 2"',
        'Line 2: the team name before the colon is empty',
        "Line 3: team 'Kiev' needs two players (one pair) or four (backgammon pair, then long gammon pair), separated by commas; got 1",
      ].join('\n'),
    );
    expect(() => parseTeams('Kharkov: Garal, Krasov')).toThrow(/give at least two teams/);
  });

  it('reads teams of four (backgammon pair, then long gammon pair) and refuses a mix of sizes', () => {
    const lines = parseTeamLines('Kharkov: Garal, Krasov, Petrov, Sidorov\nMoscow\tChertkov\tChelter\tIvanov\tSmirnov'.replace('Moscow\t', 'Moscow:\t'));
    expect(eventTeams(lines, 'backgammon')).toEqual([
      { name: 'Kharkov', backgammon: ['Garal', 'Krasov'], longGammon: ['Petrov', 'Sidorov'] },
      { name: 'Moscow', backgammon: ['Chertkov', 'Chelter'], longGammon: ['Ivanov', 'Smirnov'] },
    ]);
    expect(eventTeams(parseTeamLines('A: a, b\nB: c, d'), 'longGammon')).toEqual([
      { name: 'A', longGammon: ['a', 'b'] },
      { name: 'B', longGammon: ['c', 'd'] },
    ]);
    expect(() => parseTeamLines('A: a, b\nB: c, d, e, f')).toThrow(
      'Teams: every team fields the same disciplines; give every team two players, or every team four',
    );
    expect(() => parseTeams('A: a, b, c, d\nB: e, f, g, h')).toThrow("Team 'A' has four players: a single match takes teams of two");
  });
});

describe('finalistMessage', () => {
  const report = { sheet: 'Cup Standings', tie: true, contenders: ['Red', 'Blue', 'Green'], open: 2, complete: 3, matches: 3, teamA: '', teamB: '' };
  it('reports the tie and the final', () => {
    expect(finalistMessage(report, false)).toBe('Level for both final places: Red, Blue, Green (3 of 3 matches complete). A final place is still open.');
    expect(finalistMessage({ ...report, teamA: 'Red', teamB: 'Blue' }, true)).toBe(
      'Choice written. Level for both final places: Red, Blue, Green (3 of 3 matches complete). The final: Red v Blue.',
    );
  });
  it("lists the add-on's cells that were edited, one per line", () => {
    const problems = [
      '"Cup Standings" F2: should hold the number of matches, 3; it holds "?"',
      '"Cup R1 Red v Blue" D2: should hold the games per room, 4; it holds "four"',
    ];
    expect(finalistMessage({ ...report, problems }, false).split('\n')).toEqual([
      'Level for both final places: Red, Blue, Green (3 of 3 matches complete). A final place is still open.',
      'Undo these edits before choosing:',
      ...problems,
    ]);
  });
  it('says when the standings changed after the final began (docs/rules.md §2.9: the finalists are frozen, the TD decides)', () => {
    const changed = "the final's games name Red and Green, but the standings now give Red v Blue: a result changed after the final began";
    expect(finalistMessage({ ...report, tie: false, contenders: ['Red', 'Green'], teamA: 'Red', teamB: 'Green', changed }, false).split('\n')).toEqual([
      'No tie for the final places. The final: Red v Green.',
      `The final has games typed: ${changed}.`,
    ]);
  });
});
