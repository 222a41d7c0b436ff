/** createDuplicateMatch end to end in the in-memory Sheets: the rules page's protocol (docs/rules.md §2.6) typed in, live SMP/IMP/VP. */
import { createDuplicateMatch } from './endpoints';
import { installFakeGas } from '../../../../test/helpers/fakeGas';
import type { FakeGas } from '../../../../dev/fake/gas';
import { protectionMismatch, warningOnly } from '../../../../test/helpers/protection';

const KHARKOV = { name: 'Kharkov', players: ['Jakob Garal', 'Alexandr Krasov'] as [string, string] };
const MOSCOW = { name: 'Moscow', players: ['Sergej Chertkov', 'Vladimir Chelter'] as [string, string] };

/**
 * The rules page's match protocol (docs/rules.md §2.6) (Kharkov – Moscow, 6 games per room): per game and room the cube, the outcome and the
 * SMP/IMP it printed. The scan does not show reliably which column each SMP stood in; the winners below give
 * Kharkov 35 and Moscow 43 IMP, as its "Sum in IMP" line says.
 */
const SEED_PROTOCOL: [cube: number, outcome: string | number, winner: string, smp: number, imp: number][] = [
  [2, 9, 'Kharkov', 330, 8], // 1 O
  [2, 'gammon', 'Kharkov', 600, 12], // 1 C
  [2, 'pass', 'Kharkov', 300, 7], // 2 O
  [1, 'pass', 'Kharkov', 150, 4], // 2 C
  [1, 'pass', 'Kharkov', 150, 4], // 3 O
  [1, 'pass', 'Moscow', 150, 4], // 3 C
  [1, 'gammon', 'Moscow', 300, 7], // 4 O
  [1, 'pass', 'Moscow', 150, 4], // 4 C
  [1, 14, 'Moscow', 240, 6], // 5 O
  [1, 'pass', 'Moscow', 150, 4], // 5 C
  [1, 14, 'Moscow', 240, 6], // 6 O
  [2, 'gammon', 'Moscow', 600, 12], // 6 C
];

function typeProtocol(gas: FakeGas, sheet: string, rows: typeof SEED_PROTOCOL): void {
  const s = gas.book.sheet(sheet);
  rows.forEach(([cube, outcome, winner], i) => {
    const r = 10 + i;
    s.getRange(`G${r}`).setValue(cube);
    s.getRange(`I${r}`).setValue(outcome);
    s.getRange(`J${r}`).setValue(winner);
  });
}

describe('createDuplicateMatch', () => {
  let gas: FakeGas;
  beforeEach(() => {
    gas = installFakeGas();
  });

  it('creates the protocol and the dice sheet, seats the players by docs/rules.md §2.1 and writes the settings', () => {
    const out = createDuplicateMatch({ title: 'Yalta final', teamA: KHARKOV, teamB: MOSCOW, games: 6, seed: 'yalta-2008' });
    expect(out).toEqual({
      sheets: ['Yalta final Protocol', 'Yalta final Dice referee', 'Yalta final Dice OPEN', 'Yalta final Dice CLOSED'],
      seed: 'yalta-2008',
    });
    const p = gas.book.sheet('Yalta final Protocol');
    expect(p.getRange('A2:D2').getValues()[0]).toEqual(['Seed', 'yalta-2008', 'Games per room', 6]);
    expect(p.getRange('E7:H7').getValues()[0]).toEqual([0, 'of 12', 'Dice sets', '1–6']);
    expect(p.getRange('B4:D5').getValues()).toEqual([
      ['Kharkov', 'Jakob Garal', 'Alexandr Krasov'],
      ['Moscow', 'Sergej Chertkov', 'Vladimir Chelter'],
    ]);
    // OPEN: A1 White – B1 Black; CLOSED: B2 White – A2 Black.
    expect(p.getRange('A10:F11').getValues()).toEqual([
      [1, 'OPEN', 1, expect.stringMatching(/^\d:\d$/), 'Jakob Garal', 'Sergej Chertkov'],
      [1, 'CLOSED', 1, expect.stringMatching(/^\d:\d$/), 'Vladimir Chelter', 'Alexandr Krasov'],
    ]);
    expect(p.valueAt(10, 4)).toBe(p.valueAt(11, 4)); // same set → same opening roll in both rooms
    expect(p.getRange('A21:C21').getValues()[0]).toEqual([6, 'CLOSED', 6]);
    expect(p.valueAt(22, 1)).toBe('');
    expect(p.getRange('L9:M9').getValues()[0]).toEqual(['IMP Kharkov', 'IMP Moscow']);
    expect(p.frozenRows).toBe(9);
    expect(p.validationAt(10, 7)).toMatchObject({ kind: 'list', values: ['1', '2', '4', '8', '16', '32', '64'] });
    // Every word SMP accepts (issue: "15" and "G" were refused).
    expect(p.validationAt(21, 9)).toMatchObject({
      kind: 'list',
      values: [...Array.from({ length: 15 }, (_, i) => String(i + 1)), 'gammon', 'G', 'pass', 'P', 'triple', 'backgammon', 'B', 'BG'],
    });
    expect(p.validationAt(10, 8)).toMatchObject({ kind: 'range', source: expect.stringMatching(/B\$?4:\$?B\$?5$/) });
    expect(p.validationAt(10, 10)).toMatchObject({ kind: 'range', source: expect.stringMatching(/B\$?4:\$?B\$?5$/) });
    expect(protectionMismatch(p, ['A1:F21', 'K8:AD34'])).toEqual([]);
    expect(warningOnly(p)).toBe(true);
    expect(p.columnWidths.get(1)).toBe(60);
    // Before any result: no IMP, no VP.
    expect(p.getRange('E4:F5').getValues()).toEqual([
      [0, ''],
      [0, ''],
    ]);
  });

  it("evaluates the rules page's protocol: IMP 35 and 43, difference −8, VP 13 and 17", () => {
    createDuplicateMatch({ title: 'Yalta final', teamA: KHARKOV, teamB: MOSCOW, games: 6, seed: 'yalta-2008' });
    const name = 'Yalta final Protocol';
    typeProtocol(gas, name, SEED_PROTOCOL);
    const p = gas.book.sheet(name);
    SEED_PROTOCOL.forEach(([, , winner, smp, imp], i) => {
      const r = 10 + i;
      expect([r, p.valueAt(r, 11), p.valueAt(r, 12), p.valueAt(r, 13)]).toEqual([r, smp, winner === 'Kharkov' ? imp : '', winner === 'Moscow' ? imp : '']);
    });
    expect(p.getRange('E4:F7').getValues()).toEqual([
      [35, 13],
      [43, 17],
      [-8, 'Moscow wins'],
      [12, 'of 12'],
    ]);
    // VP from the VP table's 12-game column written on the sheet (AA:AB), no custom function.
    expect(p.formulaAt(4, 6)).toBe('=IF(E7<12,"",15+SIGN(E6)*(INDEX($AB$10:$AB$25,MATCH(ABS(E6),$AA$10:$AA$25,1))-15))');
    expect(p.formulaAt(5, 6)).toBe('=IF(F4="","",30-F4)');
  });

  it('SMP and IMP follow the cube and outcome typed; VP wait for the last game', () => {
    createDuplicateMatch({ title: 'M', teamA: KHARKOV, teamB: MOSCOW, games: 6, seed: 's' });
    const name = 'M Protocol';
    typeProtocol(gas, name, SEED_PROTOCOL.slice(0, 11));
    const p = gas.book.sheet(name);
    expect(p.valueAt(4, 6)).toBe(''); // 11 of 12 played
    expect(p.valueAt(7, 5)).toBe(11);
    p.getRange('G10').setValue(4); // game 1 O: 9 checkers at cube 4 → 510 SMP → 11 IMP
    expect([p.valueAt(10, 11), p.valueAt(10, 12)]).toEqual([510, 11]);
    p.getRange('I10').setValue('triple'); // → 1800 SMP → 18 IMP
    expect([p.valueAt(10, 11), p.valueAt(10, 12)]).toEqual([1800, 18]);
    p.getRange('J10').setValue('Moscow'); // the IMP move to Moscow's column
    expect([p.valueAt(10, 12), p.valueAt(10, 13)]).toEqual(['', 18]);
    p.getRange('I10').setValue(''); // cleared outcome → nothing scored
    expect([p.valueAt(10, 11), p.valueAt(10, 12), p.valueAt(10, 13)]).toEqual(['', '', '']);
  });

  it('draws a seed when none is given and writes it on the sheet', () => {
    const out = createDuplicateMatch({ title: 'M', teamA: KHARKOV, teamB: MOSCOW });
    expect(out.seed).toMatch(/^[0-9A-Z]+$/);
    expect(gas.book.sheet('M Protocol').valueAt(2, 2)).toBe(out.seed);
    expect(gas.book.sheet('M Protocol').valueAt(2, 4)).toBe(4);
  });

  it('a taken name gets " (2)"', () => {
    createDuplicateMatch({ title: 'M', teamA: KHARKOV, teamB: MOSCOW, seed: 'x' });
    const again = createDuplicateMatch({ title: 'M', teamA: KHARKOV, teamB: MOSCOW, seed: 'x' });
    expect(again.sheets).toEqual(['M Protocol (2)', 'M Dice referee (2)', 'M Dice OPEN (2)', 'M Dice CLOSED (2)']);
  });
});
