/**
 * A damaged setting shows up where it is (docs/rules.md §0.3): the scoring typed over on the Stats sheet (B3, the
 * one cell the set reads) or on a Games or Table sheet (B2, a reference to it) turns red, its sheet's check says
 * which cell and what belongs there, and Publish standings still answers: over a Games or Table B2 it publishes
 * (it reads the Stats sheet's scoring), over Stats B3 it refuses naming the cell.
 */
import { asSpreadsheet, installFakeGas } from '../../../../test/helpers/fakeGas';
import { paintedRows } from '../../../../test/helpers/conditional';
import { COLOR } from '../../../shared/sheets/styles';
import { EXTRACTORS, publishFrom } from '../../../publish';
import { create, names } from './testHelpers';

const gas = installFakeGas();
create(gas, { title: 'C', players: names(4), groupSize: 4, seed: 'c' });
const [stats, games, table] = ['C Stats', 'C G1 Games', 'C G1 Table'].map((n) => gas.book.sheet(n));
const publish = (sheet: string) => publishFrom(asSpreadsheet(gas), { sheet, format: 'text', date: '2026-06-01' }, EXTRACTORS, () => '2026-06-01');

describe('a scoring cell typed over', () => {
  it('nothing typed over: no check, nothing red', () => {
    expect(stats.valueAt(3, 12)).toBe('');
    expect(games.valueAt(2, 10)).toBe(0);
    expect(table.valueAt(2, 12)).toBe(0);
    expect(paintedRows(stats, COLOR.bad, 2)).toEqual([]);
  });

  it('Stats B3: red, L3 says what belongs there, publishing refuses naming B3', () => {
    stats.getRange('B3').setValue('modern');
    expect(stats.valueAt(3, 12)).toBe('Scoring (B3): "modern" is not a scoring; type current or original (the whole set reads this cell)');
    expect(paintedRows(stats, COLOR.bad, 2)).toEqual([3]);
    expect(() => publish('C G1 Table')).toThrow(/"C Stats" B3: "modern" is not a scoring; choose current or original/);
    stats.getRange('B3').setValue('current');
    expect(stats.valueAt(3, 12)).toBe('');
  });

  it('Games B2: red and counted in its Problems to fix (and the Table’s); publishing still answers', () => {
    const text = publish('C G1 Table').text;
    games.getRange('B2').setValue('x');
    expect(paintedRows(games, COLOR.bad, 2)).toEqual([2]);
    expect(games.valueAt(2, 10)).toBe(1);
    expect(table.valueAt(2, 12)).toBe(1);
    expect(publish('C G1 Games').text).toBe(text);
    games.getRange('B2').setFormula("='C Stats'!$B$3");
    expect(games.valueAt(2, 10)).toBe(0);
  });

  it('Table B2: red, counted, M2 says what to type', () => {
    table.getRange('B2').setValue('x');
    expect(paintedRows(table, COLOR.bad, 2)).toEqual([2]);
    expect(table.valueAt(2, 12)).toBe(1);
    expect(table.valueAt(2, 13)).toBe("B2 must read the set's scoring: type ='C Stats'!$B$3");
    expect(publish('C G1 Table').problems).toEqual([]);
  });
});
