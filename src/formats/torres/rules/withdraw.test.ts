/** The withdrawal decided from the group as typed (docs/rules.md §3.7). */
import { decideWithdrawal, type WithdrawGroup } from './withdraw';

const group = (names: string[], games: string[][], typed: (g: number) => boolean = () => false): WithdrawGroup => ({
  sheet: 'G',
  roster: names.map((name) => ({ name, withdrawn: false, status: '' })),
  games: games.map((g, i) => g.map((name, seat) => ({ seat, name, typed: typed(i) }))),
  fictitious: [],
});

describe('decideWithdrawal', () => {
  it('gives the unplayed games to the next free fictitious player and keeps the played ones', () => {
    const g = group(
      ['A', 'B', 'C', 'D', 'E'],
      [
        ['A', 'B', 'C', 'D'],
        ['B', 'C', 'D', 'E'],
        ['A', 'C', 'E', 'B'],
      ],
      (i) => i === 0,
    );
    expect(decideWithdrawal(g, ' b ')).toEqual({
      player: 'B',
      rosterIndex: 1,
      replacedBy: 'forfait',
      unplayed: [
        { game: 1, seat: 0 },
        { game: 2, seat: 3 },
      ],
      played: 1,
      fictitious: ['forfait'],
    });
  });

  it('names the fictitious players in order: forfait, Forfait bis, tierce, quarter, then Forfait 5', () => {
    const names = ['A', 'B', 'C', 'D', 'E', 'F'];
    const g = group(names, [names.slice(0, 4), names.slice(2, 6)]);
    const given: string[] = [];
    for (const p of ['A', 'B', 'C', 'D', 'E']) {
      const w = decideWithdrawal({ ...g, fictitious: given }, p);
      given.splice(0, given.length, ...w.fictitious);
      expect(w.replacedBy).toBe(given[given.length - 1]);
    }
    expect(given).toEqual(['forfait', 'Forfait bis', 'Forfait tierce', 'Forfait quarter', 'Forfait 5']);
  });

  it('every game played: no fictitious player; a forfait typed by hand is avoided', () => {
    expect(
      decideWithdrawal(
        group(['A', 'B', 'C'], [['A', 'B', 'C']], () => true),
        'A',
      ),
    ).toMatchObject({ replacedBy: '', unplayed: [], played: 1, fictitious: [] });
    expect(decideWithdrawal(group(['A', 'B', 'C'], [['A', 'B', 'forfait']]), 'A').replacedBy).toBe('Forfait bis');
  });

  it('refuses a stranger, a fictitious player and a player already withdrawn', () => {
    const g = group(['A', 'B', 'C'], [['A', 'B', 'C']]);
    expect(() => decideWithdrawal(g, 'Zed')).toThrow(`'Zed' is not a player of "G" (players: A, B, C).`);
    expect(() => decideWithdrawal(g, 'Forfait bis')).toThrow(/fictitious player/);
    const out = { ...g, roster: [{ name: 'A', withdrawn: true, status: 'withdrawn: …' }, ...g.roster.slice(1)] };
    expect(() => decideWithdrawal(out, 'a')).toThrow(`'A' is already withdrawn from "G" (withdrawn: …).`);
  });
});
