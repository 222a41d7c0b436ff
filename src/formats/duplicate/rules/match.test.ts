import fc from 'fast-check';
import { diceSet, formatRoll } from './dice';
import { fairbgScoring, protocolRows, validateGames, VALID_GAMES_PER_ROOM, type DuplicateScoring } from './match';
import { protocolTotals, type GameResult } from './protocolTotals';

const VALID_MESSAGE = 'Games per room must be one of 4, 5, 6, 7, 8, 10, 12 (8, 10, 12, 14, 16, 20, 24 games over both rooms, the columns of the VP table)';

describe('validateGames', () => {
  it('accepts exactly the per-room counts of the VP table', () => {
    expect([...VALID_GAMES_PER_ROOM]).toEqual([4, 5, 6, 7, 8, 10, 12]);
    for (const g of VALID_GAMES_PER_ROOM) expect(validateGames(g)).toBe(g);
  });

  it('rejects any other count with a message listing the valid counts', () => {
    for (const bad of [0, 1, 3, 9, 11, 13, 16, 24, 4.5, -4, NaN, '4', undefined]) {
      expect(() => validateGames(bad)).toThrow(VALID_MESSAGE);
    }
    expect(() => validateGames(9)).toThrow(/got 9$/);
  });
});

describe('protocolRows', () => {
  it('has one row per game and room: OPEN then CLOSED, the same set in both', () => {
    expect(protocolRows(4)).toEqual([
      { game: 1, room: 'O', set: 1 },
      { game: 1, room: 'C', set: 1 },
      { game: 2, room: 'O', set: 2 },
      { game: 2, room: 'C', set: 2 },
      { game: 3, room: 'O', set: 3 },
      { game: 3, room: 'C', set: 3 },
      { game: 4, room: 'O', set: 4 },
      { game: 4, room: 'C', set: 4 },
    ]);
  });

  it('numbers sets from firstSet and carries the opening roll when a seed is given', () => {
    const rows = protocolRows(6, { firstSet: 5, seed: 'Yalta' });
    expect(rows).toHaveLength(12);
    expect(rows.map((r) => r.set)).toEqual([5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10]);
    for (const r of rows) {
      expect(r.opening).toBe(formatRoll(diceSet('Yalta', r.set).opening, ':'));
      expect(r.opening).toMatch(/^[1-6]:[1-6]$/);
    }
  });

  it('has 2 × games rows for every valid count (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...VALID_GAMES_PER_ROOM), fc.integer({ min: 1, max: 1000 }), (g, first) => {
        const rows = protocolRows(g, { firstSet: first });
        expect(rows).toHaveLength(2 * g);
        rows.forEach((r, i) => {
          expect(r.game).toBe(Math.floor(i / 2) + 1);
          expect(r.room).toBe(i % 2 === 0 ? 'O' : 'C');
          expect(r.set).toBe(first + r.game - 1);
        });
      }),
    );
  });

  it('validates games and firstSet', () => {
    expect(() => protocolRows(9)).toThrow(VALID_MESSAGE);
    expect(() => protocolRows(4, { firstSet: 0 })).toThrow(/first set number must be a whole number from 1 up; got 0/);
    expect(() => protocolRows(4, { firstSet: 1.5 })).toThrow(/first set number/);
  });
});

// The rules page's match protocol (docs/rules.md §2.6), Kharkov (A) – Moscow (B), 6 games per room. The scan lost which column each SMP/IMP
// sat in; this split reproduces the printed totals (IMP 35 – 43, VP 13 – 17).
const seedProtocol: GameResult[] = [
  { game: 1, room: 'O', cube: 2, outcome: 9, winner: 'A' }, // 330 → 8
  { game: 1, room: 'C', cube: 2, outcome: 15, winner: 'A' }, // 600 → 12
  { game: 2, room: 'O', cube: 1, outcome: 'gammon', winner: 'A' }, // 300 → 7
  { game: 2, room: 'C', cube: 1, outcome: 'pass', winner: 'B', proposedBy: 'B' }, // 150 → 4
  { game: 3, room: 'O', cube: 1, outcome: 'P', winner: 'A', proposedBy: 'A' }, // 150 → 4
  { game: 3, room: 'C', cube: 1, outcome: '5', winner: 'A' }, // 150 → 4
  { game: 4, room: 'O', cube: null, outcome: 'G', winner: 'B' }, // 300 → 7
  { game: 4, room: 'C', outcome: 'pass', winner: 'B' }, // 150 → 4
  { game: 5, room: 'O', cube: 1, outcome: 14, winner: 'B' }, // 240 → 6
  { game: 5, room: 'C', cube: 1, outcome: 5, winner: 'B' }, // 150 → 4
  { game: 6, room: 'O', cube: 1, outcome: '14', winner: 'B' }, // 240 → 6
  { game: 6, room: 'C', cube: 2, outcome: 'gammon', winner: 'B' }, // 600 → 12
];

describe('protocolTotals with the Fair Backgammon tables', () => {
  it("reproduces the rules page's protocol: IMP 35 and 43 over 12 games give VP 13–17", () => {
    const t = protocolTotals(seedProtocol, 6);
    expect(t.games.map((g) => g.smp)).toEqual([330, 600, 300, 150, 150, 150, 300, 150, 240, 150, 240, 600]);
    expect(t.games.map((g) => g.imp)).toEqual([8, 12, 7, 4, 4, 4, 7, 4, 6, 4, 6, 12]);
    expect(t).toMatchObject({ impA: 35, impB: 43, difference: -8, played: 12, complete: true, vpA: 13, vpB: 17 });
  });

  it('the default scoring is the Fair Backgammon one; the WBF IMP table is an option', () => {
    const one: GameResult[] = [{ game: 1, room: 'O', outcome: 'pass', cube: 1, winner: 'A' }];
    expect(protocolTotals(one, 4).impA).toBe(4);
    expect(protocolTotals(one, 4, fairbgScoring('wbf')).impA).toBe(4);
    // The tables differ only below 20: Fair Backgammon 10–40 → 1, WBF 20–40 → 1 (so 15 → 0).
    expect(fairbgScoring().imp(15)).toBe(1);
    expect(fairbgScoring('wbf').imp(15)).toBe(0);
    expect(fairbgScoring().smp('triple', 64)).toBe(28800);
    expect(fairbgScoring().smp(' BG ', 1)).toBe(450);
  });

  it('rejects bad outcomes and cubes, naming the game and room', () => {
    expect(() => protocolTotals([{ game: 2, room: 'C', outcome: 'double', winner: 'A' }], 4)).toThrow(
      "Protocol: game 2 C: outcome 'double' is not 1–15, gammon, pass or triple",
    );
    expect(() => protocolTotals([{ game: 1, room: 'O', outcome: 16, winner: 'A' }], 4)).toThrow(/^Protocol: game 1 O: outcome 16/);
    expect(() => protocolTotals([{ game: 3, room: 'O', outcome: 5, cube: 3, winner: 'B' }], 4)).toThrow(
      /^Protocol: game 3 O: cube 3 is not one of 1 2 4 8 16 32 64/,
    );
  });
});

describe('protocolTotals (scoring injected)', () => {
  // A stand-in: SMP = outcome × cube, IMP = SMP, VP = 15 + sign(diff) (tests the wiring, not the tables).
  const fake: DuplicateScoring = {
    smp: (o, c) => Number(o) * c,
    imp: (p) => p,
    vp: (d, games) => {
      if (games !== 8) throw new Error(`wrong game count ${games}`);
      return 15 + Math.sign(d);
    },
  };

  it('gives SMP and IMP to the winner, sums per team, VP from the difference over both rooms', () => {
    const all: GameResult[] = protocolRows(4).map((r, i) => ({ game: r.game, room: r.room, outcome: i + 1, cube: 2, winner: i % 3 === 0 ? 'A' : 'B' }));
    const t = protocolTotals(all, 4, fake);
    // A wins rows 0, 3, 6 → outcomes 1, 4, 7 → 2 + 8 + 14 = 24; B the others: 2·(2+3+5+6+8) = 48.
    expect(t).toMatchObject({ impA: 24, impB: 48, difference: -24, played: 8, complete: true, vpA: 14, vpB: 16 });
    expect(t.games.filter((g) => g.winner === 'A').map((g) => g.smp)).toEqual([2, 8, 14]);
  });

  it('leaves unplayed games blank and VP null until every game of both rooms is played', () => {
    const some: GameResult[] = [
      { game: 1, room: 'C', outcome: 3, winner: 'A' },
      { game: 1, room: 'O', outcome: '', cube: null, winner: '' },
      { game: 2, room: 'O', outcome: null, winner: null },
    ];
    const t = protocolTotals(some, 4, fake);
    expect(t).toMatchObject({ impA: 3, impB: 0, played: 1, complete: false, vpA: null, vpB: null });
    expect(t.games.map((g) => [g.game, g.room, g.played])).toEqual([
      [1, 'O', false],
      [1, 'C', true],
      [2, 'O', false],
    ]);
    expect(protocolTotals([], 4, fake)).toMatchObject({ impA: 0, impB: 0, played: 0, complete: false, vpA: null });
  });

  it('validates rows: game range, room, duplicates, outcome without winner and vice versa', () => {
    const run = (rows: GameResult[]) => () => protocolTotals(rows, 4, fake);
    expect(run([{ game: 5, room: 'O' }])).toThrow('Protocol: game number 5 is outside 1–4');
    expect(run([{ game: 0, room: 'O' }])).toThrow(/outside 1–4/);
    expect(run([{ game: 1, room: 'X' as 'O' }])).toThrow('Protocol: game 1: room must be O or C');
    expect(
      run([
        { game: 1, room: 'O' },
        { game: 1, room: 'O' },
      ]),
    ).toThrow('Protocol: game 1 O is given twice');
    expect(run([{ game: 1, room: 'O', outcome: 3 }])).toThrow('Protocol: game 1 O has an outcome but no winner; say which team won');
    expect(run([{ game: 1, room: 'O', winner: 'A' }])).toThrow(/has a winner but no outcome/);
    expect(run([{ game: 1, room: 'O', outcome: 3, winner: 'C' as 'A' }])).toThrow('Protocol: game 1 O: the winner is team A or team B');
    expect(run([{ game: 1, room: 'O', outcome: 3, winner: 'A', proposedBy: 'X' as 'A' }])).toThrow(/proposed by team A or team B/);
    expect(() => protocolTotals([], 9, fake)).toThrow(VALID_MESSAGE);
  });
});
