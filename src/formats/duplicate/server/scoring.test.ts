/**
 * The protocol's built-in lookups against the rules (docs/rules.md §2.3–§2.5): every outcome word and cube gives
 * smp(), every SMP gives imp(), every IMP difference gives vp() for every game count; a typo stays an error on its
 * own row; and no generated sheet calls a custom function but the Standings' Status cell (DUPSTATUS), whatever the size of the match or the event.
 */
import { imp } from '../rules/imp';
import { SMP_CUBES, SMP_OUTCOME_WORDS, smp } from '../rules/smp';
import { vp } from '../rules/vp';
import { VALID_GAMES_PER_ROOM } from '../rules/match';
import { scoringTables, vpFormula } from '../sheets/tables';
import { createDuplicateMatch, createDuplicateTournament } from './endpoints';
import { installFakeGas } from '../../../../test/helpers/fakeGas';
import type { FakeGas } from '../../../../dev/fake/gas';

const A = { name: 'Kharkov', players: ['Garal', 'Krasov'] as [string, string] };
const B = { name: 'Moscow', players: ['Chertkov', 'Chelter'] as [string, string] };

function match(gas: FakeGas, games: number): string {
  return createDuplicateMatch({ title: `M${games}`, teamA: A, teamB: B, games, seed: 's' }).sheets[0];
}

describe('protocol lookups = the rules', () => {
  it('SMP for every outcome word (any case, spaces ignored) and cube; IMP to the winner', () => {
    const gas = installFakeGas();
    const p = gas.book.sheet(match(gas, 12));
    const typed = (word: string, i: number): string | number =>
      [word, word.toUpperCase(), ` ${word.split('').join(' ')} `, /^\d+$/.test(word) ? Number(word) : word][i % 4];
    const cases = SMP_OUTCOME_WORDS.flatMap(([word, outcome], w) => SMP_CUBES.map((cube, c) => ({ typed: typed(word, w + c), cube, outcome })));
    cases.push({ typed: 'gammon', cube: '' as unknown as 1, outcome: 15 }); // a blank cube counts 1
    for (let start = 0; start < cases.length; start += 24) {
      const batch = cases.slice(start, start + 24);
      const rows = Array.from({ length: 24 }, (_, i) => batch[i] ?? { typed: '', cube: 1, outcome: 1 });
      p.getRange('G10:G33').setValues(rows.map((x) => [x.cube]));
      p.getRange('I10:J33').setValues(rows.map((x, i) => [x.typed, x.typed === '' ? '' : i % 2 ? 'Moscow' : 'Kharkov']));
      const got = p.getRange('K10:M33').getValues();
      rows.forEach((x, i) => {
        if (x.typed === '') return expect(got[i]).toEqual(['', '', '']);
        const points = smp(x.outcome, x.cube === ('' as unknown as 1) ? 1 : x.cube);
        expect({ typed: x.typed, cube: x.cube, row: got[i] }).toEqual({
          typed: x.typed,
          cube: x.cube,
          row: i % 2 ? [points, '', imp(points)] : [points, imp(points), ''],
        });
      });
    }
  });

  it('a typo stays on its row: a short reason there, the other rows and the IMP totals computed, no VP', () => {
    const gas = installFakeGas();
    const p = gas.book.sheet(match(gas, 4));
    p.getRange('G10:G17').setValues([[1], [1], [3], [1], [1], [1], [1], [1]]);
    p.getRange('I10:J17').setValues([['gamon', 'Kharkov'], ['pass', 'Moscow'], ['9', 'Kharkov'], ...Array.from({ length: 5 }, () => ['1', 'Moscow'])]);
    const shown = p.getRange('K10:M17').getDisplayValues();
    expect(shown[0]).toEqual(['bad outcome', '', '']); // unknown outcome
    expect(shown[2]).toEqual(['bad cube', '', '']); // cube 3
    expect(shown[1]).toEqual(['150', '', '4']);
    expect(shown.slice(3)).toEqual(Array.from({ length: 5 }, () => ['110', '', '3']));
    expect(p.getRange('E7:F7').getValues()).toEqual([[6, 'of 8']]);
    expect(p.getRange('E4:E6').getValues()).toEqual([[0], [4 + 5 * 3], [-19]]);
    expect(p.getRange('H3').getValue()).toBe(2);
    expect(p.getRange('F4:F5').getValues()).toEqual([[''], ['']]);
    p.getRange('I10').setValue('gammon');
    p.getRange('G12').setValue(2);
    expect(p.getRange('F4:F5').getValues()).toEqual([[vp(7 + 8 - 4 - 15, 8)], [30 - vp(7 + 8 - 4 - 15, 8)]]);
  });

  it.each(VALID_GAMES_PER_ROOM.map((g) => [g]))('VP over %i games per room for every difference −100 … 100', (g) => {
    const gas = installFakeGas();
    const p = gas.book.sheet(match(gas, g));
    const t = scoringTables(2 * g).ranges;
    const diffs = Array.from({ length: 201 }, (_, i) => i - 100);
    // The VP formula of F4, over the sheet's own VP table, for each difference in column AC.
    p.insertRowsAfter(p.getMaxRows(), diffs.length);
    p.getRange(`AC1:AD${diffs.length}`).setValues(diffs.map((d, i) => [d, `=${vpFormula(t, `AC${i + 1}`)}`]));
    expect(p.getRange(`AD1:AD${diffs.length}`).getValues().flat()).toEqual(diffs.map((d) => vp(d, 2 * g)));
  });
});

describe("no custom function in any generated sheet but the Standings' one Status cell, whatever the size", () => {
  const counts = (gas: FakeGas, sheets: string[]) => sheets.map((s) => [s, gas.book.sheet(s).customFunctionCells().cells]);

  it.each([4, 12])('a match of %i games per room', (games) => {
    const gas = installFakeGas();
    const out = createDuplicateMatch({ title: 'M', teamA: A, teamB: B, games, seed: 's' });
    expect(counts(gas, out.sheets)).toEqual(out.sheets.map((s) => [s, 0]));
    // The counter sees a custom function when there is one (so the zeros above mean something).
    gas.book.sheet(out.sheets[0]).getRange('AC1').setValue('=SMP(9,2)');
    expect(gas.book.sheet(out.sheets[0]).customFunctionCells()).toEqual({ cells: 1, calls: 1 });
  });

  it.each([3, 6])('a round robin of %i teams with a final', (n) => {
    const gas = installFakeGas();
    const teams = Array.from({ length: n }, (_, i) => ({ name: `Team ${i + 1}`, players: [`P${i}a`, `P${i}b`] as [string, string] }));
    const out = createDuplicateTournament({ title: 'T', teams, seed: 's', final: true });
    // The Standings (placed first) hold one: DUPSTATUS in L5, spilling the Status column (README "Status").
    expect(counts(gas, out.sheets)).toEqual(out.sheets.map((s, i) => [s, i === 0 ? 1 : 0]));
    expect(gas.book.sheet(out.sheets[0]).getRange('L5').getFormula()).toMatch(/^=DUPSTATUS\(\$?B\$?5:\$?B\$?\d+,/);
    expect(gas.book.customFunctionCells().cells).toBe(1);
  });
});
