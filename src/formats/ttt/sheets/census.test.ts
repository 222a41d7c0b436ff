/**
 * One custom-function call per table column: the number of cells calling TTTSCORE / TTTSTANDINGS does not grow
 * with the players (plans and the sheets written on the fake agree), and a typing slip in a result shows its error
 * on its own Games row only.
 */
import { installFakeGas } from '../../../../test/helpers/fakeGas';
import { callsCustomFunction, customFunctionCells } from './census';
import { create, gameLines, names, standings } from './testHelpers';

function censusOnSheets(players: number): Record<string, number> {
  const gas = installFakeGas();
  const r = create(gas, { title: 'C', players: names(players), groupSize: players, seed: 'c' });
  return Object.fromEntries(
    r.sheets.map((name) => {
      const sheet = gas.book.sheet(name);
      const formulas = sheet.getRange(1, 1, sheet.getMaxRows(), sheet.getMaxColumns()).getFormulas();
      const counted = formulas.flat().filter(callsCustomFunction).length;
      // The stand-in's own counter (Sheets runs each such cell as one server call) agrees.
      expect(sheet.customFunctionCells().cells).toBe(counted);
      return [name.slice(2), counted];
    }),
  );
}

describe('custom-function cells per generated sheet', () => {
  it('stay the same for 4 and 24 players', () => {
    const small = censusOnSheets(4);
    const large = censusOnSheets(24);
    expect(small).toEqual({ Stats: 2, 'G1 Games': 0, 'G1 Table': 1, 'My matches': 0, Import: 0, Timeouts: 1 });
    expect(large).toEqual(small);
  });

  it('are counted the same from the plans', () => {
    expect(
      customFunctionCells({
        name: 'x',
        kind: 'k',
        cells: [
          ['=TTTSCORE(A1:A9, "current")', '=SUM(A1)'],
          ['TTTSCORE(', '=tttstandings(A:A)'],
          ['="TTTSCORE(x)"', "='TTTSCORE(1) Stats'!A1"],
        ],
      }),
    ).toBe(2);
  });
});

describe('a typing slip in a result', () => {
  it('leaves its own Games row blank and says why in its Check cell; other rows, the statistics and the standings still compute', () => {
    const gas = installFakeGas();
    create(gas, { title: 'T', players: names(4), groupSize: 4, seed: 't' });
    const games = gas.book.sheet('T G1 Games');
    const lines = gameLines(gas, 'T G1 Games');
    games.getRange('F5:F7').setValues([['wgn'], ['win gammon'], [9]]);
    expect(games.getRange('G5:H5').getValues()).toEqual([['', '']]);
    expect(games.valueAt(5, 12)).toBe('wgn is not a result in T G1 Games F5: type W1, W2, W3, L1, L2, L3, WT x or LT x (x from 1 to 2.7)');
    expect(games.getRange('G6:H6').getValues()).toEqual([[2, 0.5]]);
    expect(games.getRange('G7:H7').getValues()).toEqual([['', '']]);
    expect(games.valueAt(7, 12)).toBe(
      '9 is not an adjudicated score from 1 to 2.7 in T G1 Games F7: type W1, W2, W3, L1, L2, L3, WT x or LT x (x from 1 to 2.7)',
    );
    expect(games.getRange('G8:H8').getValues()).toEqual([['', '']]);
    expect(games.valueAt(2, 10)).toBe(2);
    // The statistics count the good game and leave the slips out; TTTSTANDINGS counts the rows it left out.
    const stats = gas.book.sheet('T Stats');
    const rowOf = (p: string) => Array.from({ length: 4 }, (_, i) => 8 + i).find((r) => stats.valueAt(r, 2) === p)!;
    expect(stats.valueAt(rowOf(lines[1].inviter), 5)).toBe(1); // W2
    expect(stats.valueAt(rowOf(lines[1].inviter), 12)).toBe(2);
    const table = gas.book.sheet('T G1 Table');
    expect(standings(gas, 'T G1 Table')).toHaveLength(4);
    expect(table.valueAt(10, 1)).toBe('Left out: 2 (not counted above): "wgn" is not a result; 9 is not an adjudicated score from 1 to 2.7');
    games.getRange('F5:F7').setValues([[''], ['WG'], [1.7]]);
    expect(games.getRange('G5:H7').getValues()).toEqual([
      ['', ''],
      [2, 0.5],
      [1.7, 0],
    ]);
    expect(standings(gas, 'T G1 Table')).toHaveLength(4);
  });
});
