/** The sidebar form's team list: one team per line, every line's problem reported at once. */
import { parseTeams } from './form';

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
        'Line 1: write the team, a colon, then its two players: "Team: Player 1, Player 2"',
        'Line 2: the team name before the colon is empty',
        "Line 3: team 'Kiev' needs exactly two players, separated by a comma; got 1",
      ].join('\n'),
    );
    expect(() => parseTeams('Kharkov: Garal, Krasov')).toThrow(/give at least two teams/);
  });
});
