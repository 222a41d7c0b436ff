/** Bad input to the duplicate endpoints: a clear error, and the sheet list unchanged. */
import { createDuplicateMatch, createDuplicateTournament, printDiceSet } from './endpoints';
import type { CreateDuplicateMatchInput, CreateDuplicateTournamentInput } from '../api';
import { installFakeGas } from '../../../../test/helpers/fakeGas';

const A = { name: 'Kharkov', players: ['Garal', 'Krasov'] as [string, string] };
const B = { name: 'Moscow', players: ['Chertkov', 'Chelter'] as [string, string] };
const C = { name: 'Kiev', players: ['Ivanenko', 'Petrenko'] as [string, string] };

function rejects(run: () => unknown, message: RegExp): void {
  const gas = installFakeGas();
  const before = gas.book.getSheets().map((s) => s.getName());
  expect(run).toThrow(message);
  expect(gas.book.getSheets().map((s) => s.getName())).toEqual(before);
}

const match = (o: Partial<CreateDuplicateMatchInput>) => () => createDuplicateMatch({ title: 'M', teamA: A, teamB: B, ...o });
const tournament = (o: Partial<CreateDuplicateTournamentInput>) => () => createDuplicateTournament({ title: 'T', teams: [A, B, C], ...o });

describe('duplicate endpoints reject bad input and write nothing', () => {
  it.each([
    ['a player in both teams', match({ teamB: { name: 'Moscow', players: ['Chertkov', 'garal '] } }), /Player 'garal' is in two teams: 'Kharkov' and 'Moscow'/],
    [
      'a team with one player',
      match({ teamA: { name: 'Kharkov', players: ['Garal'] as unknown as [string, string] } }),
      /Team 'Kharkov' has 1 player\(s\); a duplicate team has exactly two/,
    ],
    ['a team with an empty player', match({ teamB: { name: 'Moscow', players: ['Chertkov', ' '] } }), /Team 'Moscow': player 2 is empty/],
    ['the same player twice in a team', match({ teamA: { name: 'Kharkov', players: ['Garal', 'GARAL'] } }), /Team 'Kharkov' names player 'Garal' twice/],
    ['two teams with one name', match({ teamB: { name: 'kharkov', players: ['Chertkov', 'Chelter'] } }), /Team 'kharkov' appears twice \(teams 1 and 2\)/],
    ['an unsupported number of games', match({ games: 9 }), /Games: Games per room must be one of 4, 5, 6, 7, 8, 10, 12 .*got 9/],
    ['a missing title', match({ title: ' ' }), /^Title: enter a title for the duplicate match \(it names the sheets\)/],
    ['a missing team', match({ teamB: undefined }), /Team B is missing/],
  ])('match: %s', (_what, run, message) => rejects(run, message));

  it.each([
    ['one team', tournament({ teams: [A] }), /^Teams: a duplicate tournament needs at least 2 teams; got 1$/],
    [
      'a final between two teams',
      tournament({ teams: [A, B], final: true }),
      /^Final: with two teams every round robin is already their match; leave the final off$/,
    ],
    [
      'a player in two teams',
      tournament({ teams: [A, B, { name: 'Kiev', players: ['Ivanenko', 'Chelter'] }] }),
      /Player 'Chelter' is in two teams: 'Moscow' and 'Kiev'/,
    ],
    [
      'a team without two players',
      tournament({ teams: [A, B, { name: 'Kiev', players: [] as unknown as [string, string] }] }),
      /^Team 'Kiev': the backgammon pair has 0 player\(s\); a pair has exactly two$/,
    ],
    ['duplicate team names', tournament({ teams: [A, B, { name: 'Moscow ', players: ['x', 'y'] }] }), /Team 'Moscow' appears twice \(teams 2 and 3\)/],
    ['an unsupported number of games', tournament({ games: 3 }), /Games per room must be one of 4, 5, 6, 7, 8, 10, 12/],
    [
      'an unsupported number of final games',
      tournament({ final: true, finalGames: 11 }),
      /Final games: Games per room must be one of 4, 5, 6, 7, 8, 10, 12 .*got 11/,
    ],
  ])('tournament: %s', (_what, run, message) => rejects(run, message));

  it('lists every problem of an input at once, one per line, each naming its field, team or player', () => {
    rejects(
      match({
        title: '',
        games: 9,
        seed: {} as unknown as string,
        teamA: { name: 'Kharkov', players: ['Garal', ' '] },
        teamB: { name: 'Moscow', players: ['GARAL', 'Chelter'] },
      }),
      new RegExp(
        [
          '^Title: enter a title for the duplicate match',
          'Games: Games per room must be one of 4, 5, 6, 7, 8, 10, 12 .*got 9',
          'Seed: give text or a number',
          "Team 'Kharkov': player 2 is empty",
          "Player 'GARAL' is in two teams: 'Kharkov' and 'Moscow'$",
        ].join('.*\\n'),
      ),
    );
    rejects(
      tournament({ title: ' ', teams: [A, { name: '', players: ['a', 'b'] }], final: true, finalGames: 3 }),
      /^Title: .*\nTeam 2 has no name; .*\nFinal: with two teams every round robin is already their match; leave the final off\nFinal games: Games per room must be one of/,
    );
  });

  it('print dice set: a missing seed, a bad set number and a bad rolls count together', () => {
    rejects(
      () => printDiceSet({ seed: ' ', set: 0, rolls: 501 }),
      /^Seed: give the seed written on the match sheets.*\nDice set: the set number must be a whole number from 1 up; got 0\nDice set: rolls per side must be a whole number from 1 to 500; got 501$/,
    );
  });
});
