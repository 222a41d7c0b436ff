/**
 * One name-identity rule for every format (docs/rules.md §0.1): names are trimmed, inner runs of spaces count as
 * one, and case is ignored. The same spellings go through every format's functions and endpoints.
 */
import { installFakeGas } from '../helpers/fakeGas';
import { TTTSTANDINGS } from '../../src/formats/ttt/functions/tttstandings';
import { TORRESRANK } from '../../src/formats/torres/functions/torresrank';
import { createRoundRobin } from '../../src/formats/ttt/server/endpoints';
import { createDuplicateMatch } from '../../src/formats/duplicate/server/endpoints';
import { createTorresGroups } from '../../src/formats/torres/server/endpoints';
import { createSwing } from '../../src/formats/swing/server/endpoints';
import { createGbqTable } from '../../src/formats/gbq/server/endpoints';

const SAME = ['Ann  Lee', ' ann lee ', 'ANN LEE'];
const col = (xs: string[]) => xs.map((x) => [x]);
const names = (table: unknown) => (table as unknown[][]).slice(1).map((r) => r[1]);

describe('the name rule, in every format', () => {
  it('TTTSTANDINGS: three spellings of Ann Lee are one player', () => {
    const table = TTTSTANDINGS(col([SAME[0], 'Bob', SAME[2]]), col(['Bob', SAME[1], 'Cid']), col(['W1', 'W2', 'L1']));
    expect(names(table).sort()).toEqual(['Ann Lee', 'Bob', 'Cid']);
  });

  it('TORRESRANK: three spellings of Ann Lee are one player', () => {
    const results: (string | number)[][] = [
      [1, SAME[0], 100],
      [1, 'Bob', 80],
      [1, 'Cid', 60],
      [1, 'Dee', 40],
      [2, SAME[1], 90],
      [2, 'Bob', 95],
      [2, 'Cid', 30],
      [2, 'Dee', 20],
      [3, SAME[2], 50],
      [3, 'Bob', 55],
      [3, 'Cid', 70],
      [3, 'Dee', 65],
    ];
    expect((names(TORRESRANK(results)) as string[]).sort()).toEqual(['Ann Lee', 'Bob', 'Cid', 'Dee']);
  });

  it.each<[string, () => unknown]>([
    ['createRoundRobin', () => createRoundRobin({ title: 'T', players: [...SAME, ...'BCDEFGHIJKLM'].map((name) => ({ name })), groupSize: 4 })],
    ['createTorresGroups', () => createTorresGroups({ title: 'T', groups: [[SAME[0], 'Bob', 'Cid', SAME[1]]] })],
    ['createSwing', () => createSwing({ title: 'T', players: [SAME[0], 'Bob', SAME[2]] })],
    ['createGbqTable', () => createGbqTable({ title: 'T', players: [SAME[1], 'Bob', SAME[2]], qualifiers: 1 })],
    [
      'createDuplicateMatch',
      () => createDuplicateMatch({ title: 'T', teamA: { name: 'A', players: [SAME[0], SAME[1]] }, teamB: { name: 'B', players: ['Bob', 'Cid'] } }),
    ],
  ])('%s refuses two spellings of one player, naming the player, and writes nothing', (_name, create) => {
    const gas = installFakeGas();
    let message = '';
    try {
      gas.execute(create);
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).toMatch(/ann lee.*(twice|already)|(twice|already).*ann lee/i);
    expect(gas.book.getSheets().map((s) => s.getName())).toEqual(['Sheet1']);
  });
});
