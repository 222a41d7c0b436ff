/**
 * Every result notation on a generated Games sheet (built-in formulas, no custom function) against TTTSCORE (the
 * rules' own reading) from both views, under the current and the original scoring; My matches from each player's
 * own view; the limits 1 … 2.7 / 3.0 of an adjudicated score.
 */
import { installFakeGas } from '../../../../test/helpers/fakeGas';
import { TTTSCORE } from '../functions/tttscore';
import { TTT_CODES, TTT_SYNONYMS } from '../rules/codes';
import { create, gameLines, names, standings } from './testHelpers';

const CODE_SPELLINGS = TTT_CODES.flatMap((c) => [c, ...TTT_SYNONYMS[c]]).length;
const NOTATIONS: (string | number)[] = [
  ...TTT_CODES.flatMap((c) => [c, ...TTT_SYNONYMS[c]]),
  'WT 1.8',
  'LT 1.8',
  'wt2,3',
  ' L T 2.7 ',
  'win timeout 1.4',
  'lose timeout 1',
  'WT 2',
  'LT 1.05',
  1.8,
  2.7,
  1,
];

/** What TTTSCORE says for both players, or 'error'. */
function expected(result: string | number, scoring: string): [number | 'error', number | 'error'] {
  const one = (view: string): number | 'error' => {
    try {
      return TTTSCORE(result, scoring, view) as number;
    } catch {
      return 'error';
    }
  };
  return [one('self'), one('opponent')];
}

describe('every notation on a Games sheet, both views, against TTTSCORE', () => {
  const gas = installFakeGas();
  create(gas, { title: 'N', players: names(12), seed: 'n' });
  const games = gas.book.sheet('N G1 Games');
  const stats = gas.book.sheet('N Stats');
  const rows = NOTATIONS.length;
  const lines = gameLines(gas, 'N G1 Games').slice(0, rows);

  it.each(['current', 'original'])('%s scoring', (scoring) => {
    stats.getRange('B3').setValue(scoring);
    games.getRange(5, 6, rows, 1).setValues(NOTATIONS.map((n) => [n]));
    NOTATIONS.forEach((n, i) => {
      const got = games
        .getRange(5 + i, 7, 1, 2)
        .getValues()[0]
        .map((v) => (typeof v === 'number' ? v : 'error'));
      expect([n, ...got]).toEqual([n, ...expected(n, scoring)]);
    });
    // status: plain WT / LT (and synonyms) to adjudicate; WT x / LT x / numbers adjudicated
    NOTATIONS.forEach((n, i) => {
      const status = games.valueAt(5 + i, 10);
      const plain = ['WT', 'win timeout', 'LT', 'lose timeout'].includes(String(n));
      const adjudicated = i >= CODE_SPELLINGS;
      expect([n, status]).toEqual([n, plain ? 'to adjudicate' : adjudicated ? 'adjudicated' : '']);
    });
    // the standings agree with the Games rows (no error: every notation is a result)
    const table = standings(gas, 'N G1 Table');
    const total = table.reduce((s, l) => s + l.points, 0);
    const sum = NOTATIONS.reduce<number>((s, n) => s + (expected(n, scoring) as number[]).reduce((a, b) => a + b, 0), 0);
    expect(total).toBeCloseTo(sum, 9);
  });

  it('limits: an adjudicated score outside 1 … 2.7 (3.0 original) leaves its own row blank, and its Check cell names the value, the cell and what to type', () => {
    stats.getRange('B3').setValue('current');
    const bad = ['WT 2.8', 'LT 0.9', 'LT 0', 'WT 3', 'L 1.8', '-1.8', 'WT 1.8.1', 'WT +1.5', 'WT 1e1'];
    games.getRange(5, 6, rows, 1).setValues(NOTATIONS.map(() => ['']));
    games.getRange(5, 6, bad.length, 1).setValues(bad.map((b) => [b]));
    bad.forEach((b, i) => {
      expect([b, games.valueAt(5 + i, 7), games.valueAt(5 + i, 8), games.valueAt(5 + i, 10)]).toEqual([b, '', '', 'check the result']);
      expect(String(games.valueAt(5 + i, 12))).toMatch(
        new RegExp(
          `^${b.replace(/[.+]/g, '\\$&')} is not (a result|an adjudicated score from 1 to 2.7) in N G1 Games F${5 + i}: type W1, W2, W3, L1, L2, L3, WT x or LT x \\(x from 1 to 2.7\\)$`,
        ),
      );
    });
    expect(games.valueAt(5 + bad.length, 7)).toBe('');
    expect(games.valueAt(2, 10)).toBe(bad.length);
    stats.getRange('B3').setValue('original');
    expect(games.getRange('G5:H5').getValues()).toEqual([[2.8, 0]]);
    expect(games.getRange('G8:H8').getValues()).toEqual([[3, 0]]);
    expect(games.valueAt(6, 7)).toBe('');
    expect(games.valueAt(2, 10)).toBe(bad.length - 2);
    // a bare number is the inviter's adjudicated win: 1 … W3 (as the standings read it), 0.5 is flagged
    games.getRange('F5').setValue(0.5);
    expect(games.getRange('G5:H5').getValues()).toEqual([['', '']]);
    expect(games.valueAt(5, 12)).toBe(
      '0.5 is not an adjudicated score from 1 to 3 in N G1 Games F5: type W1, W2, W3, L1, L2, L3, WT x or LT x (x from 1 to 3)',
    );
  });

  it("My matches shows each game from the chosen player's own view", () => {
    stats.getRange('B3').setValue('current');
    const table = [['LT 1.8'], ['W2'], ['win timeout 2,3'], [1.7], ['WT']];
    games.getRange(5, 6, rows, 1).setValues(NOTATIONS.map(() => ['']));
    games.getRange(5, 6, table.length, 1).setValues(table);
    const my = gas.book.sheet('N My matches');
    const view = (who: string): Map<string, unknown[]> => {
      my.getRange('B2').setValue(who);
      const out = new Map<string, unknown[]>();
      for (let r = 5; my.valueAt(r, 1) !== ''; r++) out.set(String(my.valueAt(r, 4)), my.getRange(r, 7, 1, 4).getValues()[0]);
      return out;
    };
    const [g0, g1, g2, g3, g4] = lines;
    expect(view(g0.inviter).get(g0.invitee)).toEqual(['LT 1.8', 0, 1.8, 'adjudicated']);
    expect(view(g0.invitee).get(g0.inviter)).toEqual(['WT 1.8', 1.8, 0, 'adjudicated']);
    expect(view(g1.invitee).get(g1.inviter)).toEqual(['L2', 0.5, 2, '']);
    expect(view(g1.inviter).get(g1.invitee)).toEqual(['W2', 2, 0.5, '']);
    expect(view(g2.invitee).get(g2.inviter)).toEqual(['LT 2.3', 0, 2.3, 'adjudicated']);
    expect(view(g3.inviter).get(g3.invitee)).toEqual(['WT 1.7', 1.7, 0, 'adjudicated']);
    expect(view(g3.invitee).get(g3.inviter)).toEqual(['LT 1.7', 0, 1.7, 'adjudicated']);
    expect(view(g4.invitee).get(g4.inviter)).toEqual(['LT', 0, 1, 'to adjudicate']);
    // a removed player's games are marked in both players' views
    gas.book.sheet('N G1 Table').getRange('O6').setValue(g1.inviter);
    expect(view(g1.invitee).get(g1.inviter)?.[3]).toBe('struck out: a player was removed');
    expect(view(g1.inviter).get(g1.invitee)?.[3]).toBe('struck out: a player was removed');
    gas.book.sheet('N G1 Table').getRange('O6').setValue('');
  });
});
