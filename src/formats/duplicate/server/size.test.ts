/** The sizes the README and the refusal promise fit one Apps Script run (createSheets' exact estimate, docs/rules.md §0.5), and one team more does not. */
import { createDuplicateTournament } from './endpoints';
import { TOO_BIG_HINT } from './write';
import { installFakeGas } from '../../../../test/helpers/fakeGas';

const four = (n: number) => two(n).map((t, i) => ({ name: t.name, backgammon: t.players, longGammon: [`L${i}a`, `L${i}b`] as [string, string] }));
const two = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `Team ${i + 1}`, players: [`P${i}a`, `P${i}b`] as [string, string] }));

describe('one run still creates the largest events the README names', () => {
  it.each([
    ['6 teams of four at the defaults, a final', () => four(6), {}, () => four(7)],
    ['7 teams of four, one round robin of each discipline', () => four(7), { cycles: 1 }, () => four(8)],
    ['7 teams of two, 2 round robins', () => two(7), { cycles: 2 }, () => two(8)],
    ['10 teams of two, 1 round robin', () => two(10), { cycles: 1 }, () => two(11)],
  ] as const)('%s, and one team more is refused before anything is written', (_, teams, extra, more) => {
    const gas = installFakeGas();
    expect(() => createDuplicateTournament({ title: 'Big', teams: more(), seed: 's', final: true, ...extra })).toThrow(TOO_BIG_HINT);
    expect(gas.book.getSheets()).toHaveLength(1);
    expect(() => createDuplicateTournament({ title: 'Big', teams: teams(), seed: 's', final: true, ...extra })).not.toThrow();
  });
});
