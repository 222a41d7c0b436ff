/** The sizes the README promises fit one Apps Script run (createSheets' estimate) still do with the Check columns and rules. */
import { createDuplicateTournament } from './endpoints';
import { installFakeGas } from '../../../../test/helpers/fakeGas';

const two = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `Team ${i + 1}`, players: [`P${i}a`, `P${i}b`] as [string, string] }));

describe('one run still creates the largest events the README names', () => {
  it.each([
    [
      '8 teams of four at the defaults, a final',
      () => two(8).map((t, i) => ({ name: t.name, backgammon: t.players, longGammon: [`L${i}a`, `L${i}b`] as [string, string] })),
      {},
    ],
    ['9 teams of two, 2 round robins', () => two(9), { cycles: 2 }],
    ['13 teams of two, 1 round robin', () => two(13), { cycles: 1 }],
  ] as const)('%s', (_, teams, extra) => {
    installFakeGas();
    expect(() => createDuplicateTournament({ title: 'Big', teams: teams(), seed: 's', final: true, ...extra })).not.toThrow();
  });
});
