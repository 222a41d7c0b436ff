/** printDiceSet and the match's dice sheet: the same seed and set give the same rolls, in both rooms and across runs. */
import { diceSet, formatRoll } from '../rules/dice';
import { createDuplicateMatch, printDiceSet } from './endpoints';
import { ROOM_BLOCK_ROWS } from '../sheets/dice';
import { installFakeGas } from '../../../../test/helpers/fakeGas';

const rowsOf = (values: unknown[][]) => values.filter((r) => r[0] !== '');

describe('printDiceSet', () => {
  it('prints one set with the seed and set number; OPEN and CLOSED columns are identical', () => {
    const gas = installFakeGas();
    const out = printDiceSet({ seed: 'yalta', set: 5, rolls: 20 });
    expect(out).toEqual({ sheets: ['Dice Set 5 referee', 'Dice Set 5 OPEN', 'Dice Set 5 CLOSED'], seed: 'yalta' });
    const s = gas.book.sheet('Dice Set 5 referee');
    expect(s.getRange('A2:D2').getValues()[0]).toEqual(['Seed', 'yalta', 'Sets', '5']);
    expect(s.getRange('A5:E5').getValues()[0]).toEqual(['Set of Rolls Nr. 5', '20 rolls per side', '', 'Seed', 'yalta']);
    expect(s.getRange('A6:E6').getValues()[0]).toEqual(['Roll', 'OPEN White', 'OPEN Black', 'CLOSED White', 'CLOSED Black']);
    const body = s.getRange('A7:E27').getValues();
    const set = diceSet('yalta', 5, 20);
    expect(body[0]).toEqual(['Opening roll', String(set.opening[0]), String(set.opening[1]), String(set.opening[0]), String(set.opening[1])]);
    body.slice(1).forEach((r, i) => {
      expect(r).toEqual([i + 1, formatRoll(set.white[i]), formatRoll(set.black[i]), formatRoll(set.white[i]), formatRoll(set.black[i])]);
    });
    expect(s.valueAt(28, 1)).toBe('');
  });

  it('gives identical rolls across runs (fresh spreadsheets) and inside a match dice sheet', () => {
    const read = () => {
      const gas = installFakeGas();
      printDiceSet({ title: 'Reprint', seed: 'S-1', set: 3 });
      return gas.book.sheet('Reprint Set 3 referee').getRange('A7:E87').getValues();
    };
    const first = read();
    expect(read()).toEqual(first);
    expect(first).toHaveLength(81); // opening + 80 rolls per side
    const gas = installFakeGas();
    createDuplicateMatch({
      title: 'M',
      teamA: { name: 'A', players: ['a1', 'a2'] },
      teamB: { name: 'B', players: ['b1', 'b2'] },
      games: 4,
      seed: 'S-1',
    });
    const dice = gas.book.sheet('M Dice referee');
    // Blocks: set 1 title at row 5, each block is title + header + 81 rows + blank = 84 rows.
    expect(dice.valueAt(5 + 2 * 84, 1)).toBe('Set of Rolls Nr. 3');
    expect(rowsOf(dice.getRange(`A${7 + 2 * 84}:E${87 + 2 * 84}`).getValues())).toEqual(first);
    // The protocol's opening roll for game 3 is set 3's opening.
    const opening = `${first[0][1]}:${first[0][2]}`;
    expect(gas.book.sheet('M Protocol').getRange('D14:D15').getValues()).toEqual([[opening], [opening]]);
  });

  it('rejects a missing seed, a bad set number or rolls count, writing nothing', () => {
    const gas = installFakeGas();
    const before = gas.book.getSheets().map((s) => s.getName());
    expect(() => printDiceSet({ seed: '', set: 1 })).toThrow(/give the seed/);
    expect(() => printDiceSet({ seed: 'x', set: 0 })).toThrow(/set number must be a whole number from 1 up; got 0/);
    expect(() => printDiceSet({ seed: 'x', set: 2, rolls: 501 })).toThrow(/rolls per side must be a whole number from 1 to 500/);
    expect(gas.book.getSheets().map((s) => s.getName())).toEqual(before);
  });

  it('a match prints a referee copy (marked) and one copy per room, one page-sized block per set, with identical rolls', () => {
    const gas = installFakeGas();
    createDuplicateMatch({ title: 'M', teamA: { name: 'A', players: ['a1', 'a2'] }, teamB: { name: 'B', players: ['b1', 'b2'] }, games: 4, seed: 'S-1' });
    expect(gas.book.sheet('M Dice referee').valueAt(4, 1)).toMatch(/^REFEREE COPY — do not show to the players/);
    const rollsOf = (sheet: string, set: number): { opening: unknown[]; white: string[]; black: string[]; title: unknown } => {
      const top = 1 + (set - 1) * ROOM_BLOCK_ROWS;
      const block = gas.book
        .sheet(sheet)
        .getRange(`A${top}:L${top + ROOM_BLOCK_ROWS - 1}`)
        .getValues();
      const white: string[] = [];
      const black: string[] = [];
      for (let c = 0; c < 4; c++) {
        for (let r = 0; r < 20; r++) {
          const row = block[4 + r];
          expect(row[3 * c]).toBe(c * 20 + r + 1);
          white.push(String(row[3 * c + 1]));
          black.push(String(row[3 * c + 2]));
        }
      }
      expect(block[ROOM_BLOCK_ROWS - 1].every((v) => v === '')).toBe(true); // a blank row closes the page
      return { opening: [block[2][2], block[2][4]], white, black, title: block[0][0] };
    };
    for (let set = 1; set <= 4; set++) {
      const want = diceSet('S-1', set);
      const open = rollsOf('M Dice OPEN', set);
      const closed = rollsOf('M Dice CLOSED', set);
      expect(open.title).toBe(`OPEN ROOM · Set of Rolls Nr. ${set} · game ${set}`);
      expect(closed.title).toBe(`CLOSED ROOM · Set of Rolls Nr. ${set} · game ${set}`);
      for (const copy of [open, closed]) {
        expect(copy.opening).toEqual(want.opening.map(String));
        expect(copy.white).toEqual(want.white.map((r) => formatRoll(r)));
        expect(copy.black).toEqual(want.black.map((r) => formatRoll(r)));
      }
    }
  });
});
