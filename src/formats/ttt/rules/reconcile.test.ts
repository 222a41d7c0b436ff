import fc from 'fast-check';
import { reconcileImport } from './reconcile';
import { applyImport } from './applyImport';
import type { ImportRow, ResultKind, SheetGroup } from './importTypes';
import { codeFor } from './resultCode';
import { tttGames } from './games';

const group = (name: string, players: string[], double = false): SheetGroup => ({
  name,
  players,
  games: tttGames(players, { double }).map((g) => ({ inviter: g.inviter, invitee: g.invitee })),
});

// A: Ann Bob Cy Dee — games Ann>Dee, Bob>Cy, Dee>Cy, Ann>Bob, Bob>Dee, Cy>Ann
const A = group('TTT 1', ['Ann', 'Bob', 'Cy', 'Dee']);
const B = group('TTT 2', ['Eve', 'Fay', 'Gus', 'Hal']);
const row = (matchId: ImportRow['matchId'], player1: string, player2: string, winner: string, kind = 'single'): ImportRow => ({
  matchId,
  player1,
  player2,
  winner,
  kind,
});
const gameIndex = (g: SheetGroup, inviter: string, invitee: string): number => g.games.findIndex((x) => x.inviter === inviter && x.invitee === invitee);

describe('reconcileImport', () => {
  it('writes results from the inviter’s view, with the match id', () => {
    const rows = [
      row(100, 'Ann', 'Dee', 'Ann', 'gammon'),
      row(101, 'Cy', 'Bob', 'Cy', 'backgammon'), // Bob invites Cy: L3 for Bob
      row(102, 'dee', ' CY ', 'Cy', 'timeout'), // Dee invites Cy: LT
      row(103, 'Bob', 'Ann', 'Bob', 'resign'), // Ann invites Bob: LT
      row(104, 'Bob', 'Dee', 'Bob', 'single'),
    ];
    const r = reconcileImport({ groups: [A, B], rows });
    expect(r.updates.map((u) => [u.row, u.group, u.gameIndex, u.result, u.matchId, u.writes])).toEqual([
      [1, 'TTT 1', gameIndex(A, 'Ann', 'Dee'), 'W2', 100, ['matchId', 'result']],
      [2, 'TTT 1', gameIndex(A, 'Bob', 'Cy'), 'L3', 101, ['matchId', 'result']],
      [3, 'TTT 1', gameIndex(A, 'Dee', 'Cy'), 'LT', 102, ['matchId', 'result']],
      [4, 'TTT 1', gameIndex(A, 'Ann', 'Bob'), 'LT', 103, ['matchId', 'result']],
      [5, 'TTT 1', gameIndex(A, 'Bob', 'Dee'), 'W1', 104, ['matchId', 'result']],
    ]);
    expect(r.summary).toBe('5 rows: 5 to write.');
  });

  it('duplicates: the lowest match id between a pair is official, later ones friendly, in any row order', () => {
    const r = reconcileImport({ groups: [A], rows: [row(300, 'Ann', 'Dee', 'Dee'), row(200, 'Dee', 'Ann', 'Ann'), row(250, 'Ann', 'Dee', 'Ann')] });
    expect(r.updates).toEqual([expect.objectContaining({ row: 2, matchId: 200, result: 'W1' })]);
    expect(r.friendly.map((f) => [f.row, f.reason])).toEqual([
      [1, 'later-match'],
      [3, 'later-match'],
    ]);
    expect(r.friendly[0].detail).toBe('row 1: match 300 is friendly; official: 200');
  });

  it('the lowest id counts the match ids already in the sheet', () => {
    const sheet = applyImport([A], reconcileImport({ groups: [A], rows: [row(200, 'Ann', 'Dee', 'Ann')] }).updates);
    const later = reconcileImport({ groups: sheet, rows: [row(250, 'Ann', 'Dee', 'Dee')] });
    expect(later.friendly.map((f) => f.reason)).toEqual(['later-match']);
    expect(later.updates).toEqual([]);
  });

  it('import order does not matter: a lower id arriving later replaces the friendly one (510 imported before 500)', () => {
    const at = gameIndex(A, 'Ann', 'Dee');
    const both = [row(510, 'Ann', 'Dee', 'Ann', 'gammon'), row(500, 'Dee', 'Ann', 'Dee', 'single')];
    // all at once, in either row order
    const together = applyImport([A], reconcileImport({ groups: [A], rows: both }).updates);
    expect(applyImport([A], reconcileImport({ groups: [A], rows: [...both].reverse() }).updates)).toEqual(together);
    expect(together[0].games[at]).toMatchObject({ matchId: 500, result: 'L1' });
    // 510 first, then 500: 500 replaces 510, which is reported as friendly, with what it held
    const first = applyImport([A], reconcileImport({ groups: [A], rows: [both[0]] }).updates);
    expect(first[0].games[at]).toMatchObject({ matchId: 510, result: 'W2' });
    const later = reconcileImport({ groups: first, rows: [{ ...both[1], row: 7 }] });
    expect(later.conflicts).toEqual([]);
    expect(later.updates).toEqual([
      expect.objectContaining({ row: 7, matchId: 500, result: 'L1', writes: ['matchId', 'result'], replaced: { matchId: 510, result: 'W2' } }),
    ]);
    expect(later.friendly).toEqual([expect.objectContaining({ row: 7, matchId: 510, reason: 'replaced' })]);
    expect(later.friendly[0].detail).toBe("row 7: match 510 (W2), already in 'TTT 1', is friendly now: match 500 is lower and replaces it");
    const after = applyImport(first, later.updates);
    expect(after).toEqual(together);
    // and importing both rows again changes nothing: 500 is recorded, 510 friendly
    const again = reconcileImport({ groups: after, rows: both });
    expect(again.updates).toEqual([]);
    expect(again.friendly.map((f) => [f.matchId, f.reason])).toEqual([[510, 'later-match']]);
    // 500 first, then 510: 510 is friendly, nothing written
    const low = applyImport([A], reconcileImport({ groups: [A], rows: [both[1]] }).updates);
    const high = reconcileImport({ groups: low, rows: [both[0]] });
    expect(high.updates).toEqual([]);
    expect(high.friendly.map((f) => [f.matchId, f.reason])).toEqual([[510, 'later-match']]);
  });

  it('property: importing the rows one at a time in any of the 120 orders gives the sheet of one import of them all', () => {
    const ids = [610, 500, 505, 700, 520];
    const rowsOf = ids.map((id, k) => row(id, k % 2 ? 'Dee' : 'Ann', k % 2 ? 'Ann' : 'Dee', k % 3 ? 'Ann' : 'Dee', ['single', 'gammon', 'timeout'][k % 3]));
    const once = applyImport([A], reconcileImport({ groups: [A], rows: rowsOf }).updates);
    const perms = (xs: ImportRow[]): ImportRow[][] =>
      xs.length <= 1 ? [xs] : xs.flatMap((x, i) => perms([...xs.slice(0, i), ...xs.slice(i + 1)]).map((p) => [x, ...p]));
    for (const order of perms(rowsOf)) {
      let sheet = [A];
      for (const r of order) sheet = applyImport(sheet, reconcileImport({ groups: sheet, rows: [r] }).updates);
      expect(sheet).toEqual(once);
    }
  });

  it('double round robin: a lower id replaces the higher of the two recorded ones', () => {
    const D = group('Double', ['Ann', 'Bob', 'Cy'], true);
    const sheet = applyImport([D], reconcileImport({ groups: [D], rows: [row(510, 'Ann', 'Bob', 'Ann'), row(520, 'Bob', 'Ann', 'Bob')] }).updates);
    const r = reconcileImport({ groups: sheet, rows: [row(500, 'Ann', 'Bob', 'Bob', 'gammon')] });
    expect(r.updates.map((u) => [u.matchId, u.replaced?.matchId])).toEqual([[500, 520]]);
    expect(r.friendly.map((f) => [f.matchId, f.reason])).toEqual([[520, 'replaced']]);
  });

  it('cross-group, non-member and unknown players', () => {
    const r = reconcileImport({
      groups: [A, B],
      rows: [row(1, 'Ann', 'Eve', 'Ann'), row(2, 'Ann', 'Zed', 'Zed'), row(3, 'Yan', 'Zed', 'Yan')],
    });
    expect(r.friendly.map((f) => [f.row, f.reason])).toEqual([
      [1, 'cross-group'],
      [2, 'non-member'],
    ]);
    expect(r.friendly[1].detail).toContain("'Zed' is in no group");
    expect(r.unknown.map((u) => u.row)).toEqual([3]);
    expect(r.updates).toEqual([]);
    expect(r.summary).toBe('3 rows: 2 friendly, 1 with unknown players.');
  });

  it('a match id cell holding a note (postponed) is never written over: a conflict naming the cell', () => {
    const sheet: SheetGroup[] = [{ ...A, games: A.games.map((g) => ({ ...g })) }];
    const k = gameIndex(A, 'Ann', 'Dee');
    sheet[0].games[k] = { ...sheet[0].games[k], matchId: 'postponed', matchIdCell: '"T G1 Games" E7' };
    const r = reconcileImport({ groups: sheet, rows: [row(40, 'Ann', 'Dee', 'Ann')] });
    expect(r.updates).toEqual([]);
    expect(r.conflicts.map((c) => c.detail)).toEqual([
      'row 1: "T G1 Games" E7 holds "postponed", not a match id; the sheet is not changed (clear it or type the match id, then import again)',
    ]);
  });

  it('a name differing from a player of the set only by its accents: the report asks "did you mean"', () => {
    const G = group('G', ['José', 'Ann', 'Bob'], false);
    const r = reconcileImport({ groups: [G], rows: [row(1, 'Jose', 'Ann', 'Ann'), row(2, 'JOSÈ', 'Yan', 'Yan'), row(3, 'Zed', 'Ann', 'Ann')] });
    expect(r.friendly.map((f) => f.detail)).toEqual([
      "row 1: 'Jose' is in no group (did you mean 'José'?): match 1 is friendly",
      "row 3: 'Zed' is in no group: match 3 is friendly",
    ]);
    expect(r.unknown.map((u) => u.detail)).toEqual(["row 2: neither 'JOSÈ' nor 'Yan' is in any group (did you mean 'José'?)"]);
  });

  it('"did you mean Jürgen Müller?": accents and case folded for the suggestion, which is never applied', () => {
    const G = group('G', ['Jürgen Müller', 'Ann', 'Bob'], false);
    const r = reconcileImport({ groups: [G], rows: [row(5, 'Jurgen Muller', 'Ann', 'Ann'), row(6, 'JURGEN MULLER', 'Bob', 'JURGEN MULLER')] });
    expect(r.updates).toEqual([]);
    expect(r.friendly.map((f) => f.detail)).toEqual([
      "row 1: 'Jurgen Muller' is in no group (did you mean 'Jürgen Müller'?): match 5 is friendly",
      "row 2: 'JURGEN MULLER' is in no group (did you mean 'Jürgen Müller'?): match 6 is friendly",
    ]);
  });

  it("the report names players by their name in the set, not the export's spelling", () => {
    const r = reconcileImport({ groups: [A], rows: [row(7, ' ann ', 'DEE', 'ANN'), row(8, 'bob', 'zed', 'bob'), row(9, 'cy', 'ANN', 'cy')] });
    expect(r.updates).toEqual([
      expect.objectContaining({ row: 1, player1: 'Ann', player2: 'Dee', winner: 'Ann' }),
      expect.objectContaining({ row: 3, player1: 'Cy', player2: 'Ann', winner: 'Cy' }),
    ]);
    expect(r.friendly.map((f) => f.detail)).toEqual(["row 2: 'zed' is in no group: match 8 is friendly"]);
    expect(r.friendly[0]).toEqual(expect.objectContaining({ player1: 'Bob' }));
  });

  it('conflicts: a different result already in the sheet is never overwritten; the same result is skipped', () => {
    const sheet: SheetGroup[] = [{ ...A, games: A.games.map((g) => ({ ...g })) }];
    sheet[0].games[gameIndex(A, 'Ann', 'Dee')].result = 'L1';
    sheet[0].games[gameIndex(A, 'Bob', 'Cy')].result = ' ws '; // a synonym of W1, typed by hand, no match id
    const r = reconcileImport({ groups: sheet, rows: [row(10, 'Ann', 'Dee', 'Ann', 'gammon'), row(11, 'Bob', 'Cy', 'Bob')] });
    expect(r.conflicts).toEqual([expect.objectContaining({ row: 1, recorded: 'L1', imported: 'W2' })]);
    // same result, no match id yet: only the match id is written
    expect(r.updates).toEqual([expect.objectContaining({ row: 2, result: 'W1', writes: ['matchId'] })]);
  });

  it('an adjudicated number in the sheet agrees with a timeout, not with a played result', () => {
    const sheet: SheetGroup[] = [{ ...A, games: A.games.map((g) => ({ ...g })) }];
    sheet[0].games[gameIndex(A, 'Ann', 'Dee')] = { inviter: 'Ann', invitee: 'Dee', matchId: 5, result: 1.7 };
    sheet[0].games[gameIndex(A, 'Bob', 'Cy')] = { inviter: 'Bob', invitee: 'Cy', matchId: '6', result: '1.4' };
    sheet[0].games[gameIndex(A, 'Dee', 'Cy')] = { inviter: 'Dee', invitee: 'Cy', matchId: 7, result: 'LT 1.8' };
    sheet[0].games[gameIndex(A, 'Ann', 'Bob')] = { inviter: 'Ann', invitee: 'Bob', matchId: 8, result: 'wt 2,1' };
    const r = reconcileImport({
      groups: sheet,
      rows: [
        row(5, 'Ann', 'Dee', 'Ann', 'timeout'),
        row(6, 'Bob', 'Cy', 'Bob', 'single'),
        row(7, 'Dee', 'Cy', 'Cy', 'resign'),
        row(8, 'Ann', 'Bob', 'Bob', 'timeout'),
      ],
    });
    expect(r.skipped.map((s) => s.row)).toEqual([1, 3]);
    // LT x / WT x agree only with a timeout that went the same way
    expect(r.conflicts.map((c) => c.row)).toEqual([2, 4]);
  });

  it('a second import of the same rows changes nothing', () => {
    const rows = [
      row(100, 'Ann', 'Dee', 'Ann', 'gammon'),
      row(130, 'Ann', 'Dee', 'Dee'),
      row(101, 'Cy', 'Bob', 'Cy', 'backgammon'),
      row(101, 'Cy', 'Bob', 'Cy', 'backgammon'),
      row(102, 'Eve', 'Ann', 'Eve'),
      row(103, 'Eve', 'Fay', 'Fay', 'resign'),
    ];
    const first = reconcileImport({ groups: [A, B], rows });
    expect(first.updates).toHaveLength(3);
    const after = applyImport([A, B], first.updates);
    const second = reconcileImport({ groups: after, rows });
    expect(second.updates).toEqual([]);
    expect(second.conflicts).toEqual([]);
    expect(second.skipped.map((s) => s.row)).toEqual([1, 3, 4, 6]);
    expect(second.friendly).toEqual(first.friendly);
    expect(applyImport(after, second.updates)).toEqual(after);
  });

  describe('docs/rules.md §1.7 "In a double round robin (§1.8) the pair\'s two lowest match ids are official": a hand-typed game is not in the way', () => {
    const D = group('Double', ['Ann', 'Bob', 'Cy'], true);
    const slots = D.games.map((g, i) => ({ ...g, i })).filter((g) => [g.inviter, g.invitee].sort().join() === 'Ann,Bob');
    const typed = (slot: number, result: string): SheetGroup[] => [{ ...D, games: D.games.map((g, i) => (i === slots[slot].i ? { ...g, result } : { ...g })) }];
    /** A pair's games as played matches: match id, winner, kind (the code without its W/L); '' for an empty game. */
    const played = (sheet: SheetGroup[]): string[] =>
      slots
        .map(({ i }) => sheet[0].games[i])
        .map((g) => {
          if (g.result === undefined || g.result === null || g.result === '') return '';
          const code = String(g.result);
          return `${String(g.matchId ?? '?')} ${code.startsWith('W') ? g.inviter : g.invitee} ${code.slice(1)}`;
        })
        .sort();

    it('the second match imported after a hand-typed first game fills the empty game (no conflict)', () => {
      const sheet = typed(0, 'W1'); // the first game, typed by hand: its inviter won a single game
      const { inviter, invitee } = slots[0];
      const r = reconcileImport({ groups: sheet, rows: [row(20, inviter, invitee, invitee, 'gammon')] }); // the second match: the other player won
      expect(r.conflicts).toEqual([]);
      expect(r.updates).toEqual([expect.objectContaining({ matchId: 20, gameIndex: slots[1].i, writes: ['matchId', 'result'] })]);
    });

    it('property: whatever the import order (both at once, first then second, second then first), the same matches are recorded and nothing conflicts', () => {
      const KINDS = ['single', 'gammon', 'backgammon', 'timeout', 'resign'];
      const match = fc.record({ winner: fc.constantFrom('Ann', 'Bob'), kind: fc.constantFrom(...KINDS), p1: fc.boolean() });
      fc.assert(
        fc.property(match, match, fc.integer({ min: 0, max: 1 }), fc.integer({ min: 0, max: 1 }), (m1, m2, slot, which) => {
          const rows = [m1, m2].map((m, k) => row(30 + k, m.p1 ? 'Ann' : 'Bob', m.p1 ? 'Bob' : 'Ann', m.winner, m.kind));
          // The TD typed one of the two matches by hand, on either of the pair's games, from that game's inviter's view.
          const hand = [m1, m2][which];
          const code = codeFor(hand.kind as ResultKind, hand.winner === slots[slot].inviter);
          const start = typed(slot, code);
          const results: string[][] = [];
          for (const order of [[rows], [[rows[0]], [rows[1]]], [[rows[1]], [rows[0]]]]) {
            let sheet = start;
            for (const batch of order) {
              const r = reconcileImport({ groups: sheet, rows: batch });
              if (r.conflicts.length > 0) return false;
              sheet = applyImport(sheet, r.updates);
            }
            results.push(played(sheet));
          }
          const want = [m1, m2].map((m, k) => `${30 + k} ${m.winner} ${codeFor(m.kind as ResultKind, true).slice(1)}`).sort();
          return results.every((x) => JSON.stringify(x) === JSON.stringify(want));
        }),
        { numRuns: 400 },
      );
    });
  });

  it('double round robin: the two lowest ids are official and fill the pair’s two games in schedule order', () => {
    const D = group('Double', ['Ann', 'Bob', 'Cy'], true);
    const r = reconcileImport({ groups: [D], rows: [row(9, 'Ann', 'Bob', 'Ann'), row(7, 'Bob', 'Ann', 'Bob'), row(8, 'Ann', 'Bob', 'Bob')] });
    const games = D.games.map((g, i) => ({ ...g, i })).filter((g) => [g.inviter, g.invitee].sort().join() === 'Ann,Bob');
    expect(r.updates.map((u) => [u.matchId, u.gameIndex])).toEqual([
      [7, games[0].i],
      [8, games[1].i],
    ]);
    expect(r.friendly.map((f) => f.matchId)).toEqual([9]);
  });

  it('a pair sharing two groups: the group is found from the sheet when unique', () => {
    const G1 = group('G1', ['Ann', 'Bob', 'Cy']);
    const G2 = group('G2', ['Ann', 'Bob', 'Dee']);
    const named = applyImport([G1, G2], reconcileImport({ groups: [G1, G2], rows: [{ ...row(40, 'Ann', 'Bob', 'Ann'), group: 'G1' }] }).updates);
    // the only open game of the pair is in G2
    const r = reconcileImport({ groups: named, rows: [row(41, 'Bob', 'Ann', 'Bob')] });
    expect(r.ambiguous).toEqual([]);
    expect(r.updates).toEqual([expect.objectContaining({ group: 'G2', matchId: 41 })]);
    // a repeat of a recorded row: its group holds the id → skipped, not ambiguous
    expect(reconcileImport({ groups: named, rows: [row(40, 'Ann', 'Bob', 'Ann')] }).skipped.map((x) => x.matchId)).toEqual([40]);
    // both games taken by lower ids: a later one is friendly
    const full = applyImport(named, r.updates);
    expect(reconcileImport({ groups: full, rows: [row(90, 'Ann', 'Bob', 'Ann')] }).friendly).toEqual([
      expect.objectContaining({ matchId: 90, reason: 'later-match' }),
    ]);
    // both taken, the id lower than one of them: which game it replaces cannot be told → ambiguous
    expect(reconcileImport({ groups: full, rows: [row(30, 'Ann', 'Bob', 'Ann')] }).ambiguous.map((x) => x.matchId)).toEqual([30]);
  });

  it('a pair sharing two groups with both games open needs the group named on the row', () => {
    const G1 = group('G1', ['Ann', 'Bob', 'Cy']);
    const G2 = group('G2', ['Ann', 'Bob', 'Dee']);
    const r = reconcileImport({
      groups: [G1, G2],
      rows: [
        row(1, 'Ann', 'Bob', 'Ann'),
        { ...row(2, 'Ann', 'Bob', 'Bob'), group: 'g2' },
        { ...row(3, 'Ann', 'Cy', 'Ann'), group: 'G2' },
        { ...row(4, 'Ann', 'Cy', 'Ann'), group: 'G9' },
      ],
    });
    expect(r.ambiguous.map((a) => a.row)).toEqual([1]);
    expect(r.updates).toEqual([expect.objectContaining({ row: 2, group: 'G2', groupIndex: 1 })]);
    expect(r.friendly).toEqual([expect.objectContaining({ row: 3, reason: 'cross-group' })]);
    expect(r.invalid).toEqual([expect.objectContaining({ row: 4, detail: "row 4: there is no group 'G9'" })]);
  });

  it('invalid rows are listed with their row number and never imported', () => {
    const r = reconcileImport({
      firstRow: 2,
      groups: [A],
      rows: [
        row(undefined, 'Ann', 'Dee', 'Ann'),
        row('12a', 'Ann', 'Dee', 'Ann'),
        row(0, 'Ann', 'Dee', 'Ann'),
        row(20, 'Ann', 'Dee', 'Bob'),
        row(21, 'Ann', 'Dee', 'Ann', 'double'),
        row(22, 'Ann', 'ann', 'Ann'),
        row(23, '', 'Dee', 'Dee'),
        row(24, 'Bob', 'Cy', 'Bob'),
        row(24, 'Bob', 'Dee', 'Bob'),
      ],
    });
    expect(r.invalid.map((i) => i.detail)).toEqual([
      'row 2: no match id',
      "row 3: match id '12a' is not a whole number",
      'row 4: match id 0 is not a whole number',
      "row 5: winner 'Bob' is not one of the two players ('Ann', 'Dee')",
      "row 6: kind 'double' is not one of single, gammon, backgammon, timeout, resign",
      "row 7: 'Ann' is named as both players",
      'row 8: a player name is missing',
      'row 10: match id 24 is already on row 9 with a different match',
    ]);
    expect(r.updates.map((u) => u.row)).toEqual([9]);
  });

  it('a pair of members with no game between them in the sheet is invalid', () => {
    const partial: SheetGroup = { ...A, games: A.games.filter((g) => !(g.inviter === 'Ann' && g.invitee === 'Dee')) };
    const r = reconcileImport({ groups: [partial], rows: [row(1, 'Ann', 'Dee', 'Ann')] });
    expect(r.invalid.map((i) => i.detail)).toEqual(["row 1: group 'TTT 1' has no game between 'Ann' and 'Dee'"]);
  });

  it('an empty import says so', () => {
    expect(reconcileImport({ groups: [A], rows: [] }).summary).toBe('0 rows: nothing to do.');
  });
});
