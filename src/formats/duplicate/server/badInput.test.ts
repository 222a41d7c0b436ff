/** Bad input to the duplicate endpoints: a clear error, and the sheet list unchanged. */
import { createDuplicateMatch, createDuplicateTournament } from './endpoints';
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
    ['a team with one player', match({ teamA: { name: 'Kharkov', players: ['Garal'] as unknown as [string, string] } }), /Team 'Kharkov' has 1 player\(s\); a duplicate team has exactly two/],
    ['a team with an empty player', match({ teamB: { name: 'Moscow', players: ['Chertkov', ' '] } }), /Team 'Moscow': player 2 is empty/],
    ['the same player twice in a team', match({ teamA: { name: 'Kharkov', players: ['Garal', 'GARAL'] } }), /Team 'Kharkov' names player 'Garal' twice/],
    ['two teams with one name', match({ teamB: { name: 'kharkov', players: ['Chertkov', 'Chelter'] } }), /Two teams are named 'kharkov'/],
    ['an unsupported number of games', match({ games: 9 }), /Games per room must be one of 4, 5, 6, 7, 8, 10, 12 .*got 9/],
    ['a missing title', match({ title: ' ' }), /give a title/],
    ['a missing team', match({ teamB: undefined }), /Team B is missing/],
  ])('match: %s', (_what, run, message) => rejects(run, message));

  it.each([
    ['two teams', tournament({ teams: [A, B] }), /needs at least 3 teams; got 2 \(for two teams create a duplicate match\)/],
    ['a player in two teams', tournament({ teams: [A, B, { name: 'Kiev', players: ['Ivanenko', 'Chelter'] }] }), /Player 'Chelter' is in two teams: 'Moscow' and 'Kiev'/],
    ['a team without two players', tournament({ teams: [A, B, { name: 'Kiev', players: [] as unknown as [string, string] }] }), /Team 'Kiev' has 0 player\(s\)/],
    ['duplicate team names', tournament({ teams: [A, B, { name: 'Moscow ', players: ['x', 'y'] }] }), /Two teams are named 'Moscow'/],
    ['an unsupported number of games', tournament({ games: 3 }), /Games per room must be one of 4, 5, 6, 7, 8, 10, 12/],
    ['an unsupported number of final games', tournament({ final: true, finalGames: 11 }), /Final games: Games per room must be one of 4, 5, 6, 7, 8, 10, 12 .*got 11/],
    ['a team name used as a formula criterion', tournament({ teams: [A, B, { name: '>Kiev', players: ['x', 'y'] }] }), /Team '>Kiev': a team name may not start with < > =/],
  ])('tournament: %s', (_what, run, message) => rejects(run, message));
});
