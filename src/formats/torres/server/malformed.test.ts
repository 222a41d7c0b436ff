/**
 * Every TORRES endpoint given malformed fields (docs/rules.md §0.3): refused with a message naming the field, row or
 * sheet — never NaN, undefined, [object Object], Infinity or an internal error — and nothing written.
 */
import { installFakeGas } from '../../../../test/helpers/fakeGas';
import { bookSnapshot } from '../../../../test/helpers/lock';
import { createTorresChampionship, createTorresGroups, readTorresOverview, rollOverTorres, withdrawTorresPlayer } from './endpoints';

const INTERNAL = /TypeError|Cannot read|is not a function|NaN|undefined|\[object Object\]|Infinity/;

const JUNK: unknown[] = [null, undefined, 0, NaN, Infinity, '', 'x', true, [], {}, [null], [{}], [[null]], { toString: 1 }, -1, 1e308];
const four = ['Ann', 'Bob', 'Cid', 'Dee'];

type Call = [string, (value: unknown) => unknown];

const CALLS: Call[] = [
  ['createTorresGroups (whole input)', (v) => createTorresGroups(v as never)],
  ['createTorresGroups title', (v) => createTorresGroups({ title: v, groups: [four] } as never)],
  ['createTorresGroups groups', (v) => createTorresGroups({ title: 'T', groups: v } as never)],
  ['createTorresGroups a group', (v) => createTorresGroups({ title: 'T', groups: [v] } as never)],
  ['createTorresGroups a name', (v) => createTorresGroups({ title: 'T', groups: [[...four.slice(1), v]] } as never)],
  ['createTorresGroups vpByPlace', (v) => createTorresGroups({ title: 'T', groups: [four], vpByPlace: v } as never)],
  ['createTorresGroups eloOrder', (v) => createTorresGroups({ title: 'T', groups: [four], eloOrder: v } as never)],
  ['createTorresGroups elo', (v) => createTorresGroups({ title: 'T', groups: [four], elo: v } as never)],
  ['createTorresGroups an Elo', (v) => createTorresGroups({ title: 'T', groups: [four], elo: [{ name: 'Ann', elo: v }] } as never)],
  ['createTorresGroups seed', (v) => createTorresGroups({ title: 'T', groups: [four], seed: v } as never)],
  ['createTorresGroups leagues', (v) => createTorresGroups({ title: 'T', groups: [four], leagues: v } as never)],
  ['createTorresChampionship (whole input)', (v) => createTorresChampionship(v as never)],
  ['createTorresChampionship players', (v) => createTorresChampionship({ title: 'C', players: v } as never)],
  ['createTorresChampionship a player', (v) => createTorresChampionship({ title: 'C', players: [v, v, v] } as never)],
  ['createTorresChampionship an Elo', (v) => createTorresChampionship({ title: 'C', players: four.map((name) => ({ name, elo: v })) } as never)],
  ['rollOverTorres (whole input)', (v) => rollOverTorres(v as never)],
  ['rollOverTorres previous', (v) => rollOverTorres({ title: 'R', previous: v, newPlayers: [] } as never)],
  ['rollOverTorres a previous group', (v) => rollOverTorres({ title: 'R', previous: [v], newPlayers: [] } as never)],
  ['rollOverTorres a previous league', (v) => rollOverTorres({ title: 'R', previous: [{ league: v, group: 1, players: four }], newPlayers: [] } as never)],
  ['rollOverTorres results', (v) => rollOverTorres({ title: 'R', previous: [{ league: 1, group: 1, players: four, results: v }], newPlayers: [] } as never)],
  ['rollOverTorres newPlayers', (v) => rollOverTorres({ title: 'R', previous: [{ league: 1, group: 1, players: four }], newPlayers: v } as never)],
  [
    'rollOverTorres a new player',
    (v) => rollOverTorres({ title: 'R', previous: [{ league: 1, group: 1, players: four }], newPlayers: [{ name: 'Eve', elo: v }] } as never),
  ],
  [
    'rollOverTorres returning',
    (v) => rollOverTorres({ title: 'R', previous: [{ league: 1, group: 1, players: four }], newPlayers: [], returning: [v] } as never),
  ],
  [
    'rollOverTorres withdrawn',
    (v) => rollOverTorres({ title: 'R', previous: [{ league: 1, group: 1, players: four }], newPlayers: [], withdrawn: v } as never),
  ],
  ['withdrawTorresPlayer (whole input)', (v) => withdrawTorresPlayer(v as never)],
  ['withdrawTorresPlayer sheet', (v) => withdrawTorresPlayer({ sheet: v, player: 'Ann' } as never)],
  ['withdrawTorresPlayer player', (v) => withdrawTorresPlayer({ sheet: 'T L1', player: v } as never)],
  ['readTorresOverview sheet', (v) => readTorresOverview({ sheet: v } as never)],
];

describe('TORRES endpoints: malformed fields are refused in words, and nothing is written', () => {
  it.each(CALLS)('%s', (_what, call) => {
    const gas = installFakeGas();
    createTorresGroups({ title: 'T', groups: [four], seed: 's' });
    const wrong: string[] = [];
    for (const value of JUNK) {
      const before = JSON.stringify(bookSnapshot(gas));
      let message: string | null = null;
      try {
        call(value);
      } catch (e) {
        message = e instanceof Error ? e.message : String(e);
      }
      const shown = String(typeof value === 'number' || value === undefined || value === null ? value : JSON.stringify(value));
      if (message === null) {
        // accepted (an optional field left out, a name that is a number …): nothing else is checked here
        continue;
      }
      if (INTERNAL.test(message)) wrong.push(`${shown}: ${message}`);
      if (JSON.stringify(bookSnapshot(gas)) !== before) wrong.push(`${shown}: refused after writing`);
    }
    expect(wrong).toEqual([]);
  });
});
