/**
 * createGbqTable through the in-memory Sheets: the plan written by the endpoint, then computed by the formula
 * engine while a TD types results into the entry block.
 */
import fc from 'fast-check';
import { gbq } from '../rules/gbq';
import { tpOrder } from '../rules/order';
import { scalePlayer, scaleScoring } from '../rules/player';
import { qualificationMarks } from '../rules/qualification';
import { createGbqTable } from './endpoints';
import { ENTRY, LIVE, SETTINGS, WORK } from '../sheets/layout';
import { LAST_PLACE_BAND } from '../sheets/table';
import { asSpreadsheet, installFakeGas } from '../../../../test/helpers/fakeGas';
import { bruteMarks, extremes, roundRobinArb } from '../rules/bruteforce.model';
import { checks, formulaErrors, liveTable, typeEntries } from './testHelpers';
import { paintedRows } from '../../../../test/helpers/conditional';

const FIRST = SETTINGS.firstRow;

function newTable(players: string[], qualifiers: number, extra: { winTp?: number; lossTp?: number; totalGames?: number } = {}) {
  const gas = installFakeGas();
  const { sheet } = createGbqTable({ title: 'Group A', players, qualifiers, ...extra });
  return { gas, name: sheet, sheet: gas.book.sheet(sheet) };
}

describe('createGbqTable: the seed examples typed into the entry block', () => {
  it('3 games won 45–15 give −1.5 / +1.5 against an untouched third place', () => {
    const { sheet } = newTable(['Ann', 'Bob', 'Cid', 'Dee'], 3);
    typeEntries(sheet, [
      { played: 3, wins: 3, draws: 0, losses: 0, tps: 45 },
      { played: 3, wins: 0, draws: 0, losses: 3, tps: 15 },
    ]);
    const live = liveTable(sheet, 4);
    expect(live.map((r) => [r.place, r.player, r.games, r.tps, r.gbq])).toEqual([
      [1, 'Ann', 3, 45, -1.5],
      [2, 'Bob', 3, 15, 1.5],
      [3, 'Cid', 0, 0, 0],
      [4, 'Dee', 0, 0, 0],
    ]);
    expect(live[0].pct).toBeCloseTo(0.75, 12);
    expect(live[1].d).toBeCloseTo(-1.5, 12);
    expect(live[2].pct).toBe(''); // no games: no TP%
    // The GBQ function agrees (untouched players count, with 0 games).
    expect(
      gbq(
        [
          { tp: 45, games: 3 },
          { tp: 15, games: 3 },
          { tp: 0, games: 0 },
          { tp: 0, games: 0 },
        ],
        { qualifiers: 3 },
      ),
    ).toEqual([-1.5, 1.5, 0, 0]);
    expect(formulaErrors(sheet, 4)).toEqual([]);
  });

  it('a 55.0–5.0 thrashing gives −2.5 / +2.5', () => {
    const { sheet } = newTable(['Ann', 'Bob', 'Cid', 'Dee'], 3);
    typeEntries(sheet, [
      { played: 3, tps: 55 },
      { played: 3, tps: 5 },
    ]);
    expect(liveTable(sheet, 4).map((r) => [r.player, r.gbq])).toEqual([
      ['Ann', -2.5],
      ['Bob', 2.5],
      ['Cid', 0],
      ['Dee', 0],
    ]);
  });

  it('40 from 4, 30 from 4 and 130 from 16 give 0, +1.0, +3.0 against the first, sorted by TP% not GBQ', () => {
    const { sheet } = newTable(['A', 'B', 'C'], 1, { totalGames: 16 });
    typeEntries(sheet, [
      { played: 4, tps: 40 },
      { played: 4, tps: 30 },
      { played: 16, tps: 130 },
    ]);
    // TP%: A 50 %, C 40.6 %, B 37.5 %: C is above B on TP% although B is fewer games behind.
    expect(liveTable(sheet, 3).map((r) => [r.player, r.gbq])).toEqual([
      ['A', 0],
      ['C', 3],
      ['B', 1],
    ]);
  });

  it('the updates-section example: two qualifiers, the 3rd on TP% is ahead of the 2nd on GBQ', () => {
    const names = ['Garry', 'Paul', 'Ruth', 'Sven', 'Tom', 'Una'];
    const { sheet } = newTable(names, 2, { totalGames: 10 });
    // The seed's four players alone do not add up (21 games played, an odd number): the group check says so.
    typeEntries(sheet, [
      { played: 5, wins: 5, draws: 0, losses: 0, tps: 75 },
      { played: 4, wins: 3, draws: 0, losses: 1, tps: 50 }, // 62.5 %, D = 1
      { played: 9, wins: 6, draws: 0, losses: 3, tps: 105 }, // 58.3 %, D = 1.5
      { played: 3, wins: 0, draws: 0, losses: 3, tps: 15 },
    ]);
    expect(sheet.valueAt(SETTINGS.checkRow, 2)).toBe(1);
    expect(sheet.valueAt(SETTINGS.checkRow, 3)).toBe('Group: the games played add up to 21, an odd number; every game has two players of the group');
    expect(liveTable(sheet, 6).map((r) => r.gbq)).toEqual(['', '', '', '', '', '']);
    // Tom and Una played the other sides of those games: 28 games played, 280 TPs, the group adds up.
    typeEntries(sheet, [
      { played: 5, tps: 75 },
      { played: 4, tps: 50 },
      { played: 9, tps: 105 },
      { played: 3, tps: 15 },
      { played: 4, tps: 15 },
      { played: 3, tps: 20 },
    ]);
    expect(sheet.valueAt(SETTINGS.checkRow, 2)).toBe(0);
    const live = liveTable(sheet, 6);
    expect(live.map((r) => [r.player, r.gbq])).toEqual([
      ['Garry', -1.5],
      ['Paul', 0],
      ['Ruth', -0.5],
      ['Una', 2],
      ['Sven', 2.5],
      ['Tom', 3.5],
    ]);
    // The GBQ function over the same TPs and games gives the same values.
    const direct = gbq(
      [75, 50, 105, 15, 15, 20].map((tp, i) => ({ tp, games: [5, 4, 9, 3, 4, 3][i] })),
      { qualifiers: 2 },
    );
    expect(live.map((r) => r.gbq)).toEqual([direct[0], direct[1], direct[2], direct[5], direct[3], direct[4]]);
  });
});

describe('the live table', () => {
  it('sorts by TP%, ties by D then entry order, players without games last', () => {
    const { sheet } = newTable(['P1', 'P2', 'P3', 'P4', 'P5', 'P6'], 2, { totalGames: 8 });
    typeEntries(sheet, [
      {}, // no games: last
      { played: 2, tps: 30 }, // 75 %, D 1
      { played: 2, tps: 20 }, // 50 %, D 0
      { played: 4, tps: 60 }, // 75 %, D 2: above P2
      { played: 4, tps: 40 }, // 50 %, D 0: tie with P3 on both, P3 first
      { played: 1, tps: 19.5 }, // 97.5 %
    ]);
    expect(liveTable(sheet, 6).map((r) => r.player)).toEqual(['P6', 'P4', 'P2', 'P3', 'P5', 'P1']);
  });

  it('decimal TPs that are equal ratios tie exactly (no floating-point drift)', () => {
    const { sheet } = newTable(['A', 'B', 'C'], 1, { totalGames: 9 });
    // 12.3 / 3 and 36.9 / 9 are the same TP% (20.5 %); D decides: B (−1.77) before A (−5.31).
    typeEntries(sheet, [
      { played: 9, tps: 36.9 },
      { played: 3, tps: 12.3 },
      { played: 3, tps: 12.2 },
    ]);
    expect(liveTable(sheet, 3).map((r) => r.player)).toEqual(['B', 'A', 'C']);
  });

  it('bands place q, the last qualification place, and follows q when the TD changes it', () => {
    const { sheet } = newTable(['A', 'B', 'C', 'D'], 2);
    typeEntries(sheet, [
      { played: 1, tps: 5 },
      { played: 1, tps: 15 },
    ]);
    expect(paintedRows(sheet, LAST_PLACE_BAND, LIVE.player)).toEqual([FIRST + 1]);
    expect(paintedRows(sheet, LAST_PLACE_BAND, LIVE.status)).toEqual([FIRST + 1]);
    expect(sheet.valueAt(FIRST + 1, LIVE.gbq)).toBe(0);
    sheet.getRange('B2').setValue(3);
    expect(paintedRows(sheet, LAST_PLACE_BAND, LIVE.player)).toEqual([FIRST + 2]);
    expect(sheet.valueAt(FIRST + 2, LIVE.gbq)).toBe(0);
  });

  it('uses the settings: win and loss TPs other than 15–5', () => {
    const { sheet } = newTable(['A', 'B', 'C'], 1, { winTp: 3, lossTp: 1 });
    typeEntries(sheet, [
      { played: 2, tps: 6 },
      { played: 2, tps: 2 },
    ]);
    // D = (TP − games·2) / 2: A +1, B −1; reference A.
    expect(liveTable(sheet, 3).map((r) => [r.player, r.d, r.gbq])).toEqual([
      ['A', 1, 0],
      ['B', -1, 2],
      ['C', 0, 1],
    ]);
    expect(sheet.valueAt(5, 2)).toBe(4); // a game shares out 4
  });
});

describe('consistency checks', () => {
  it('flags wins + draws + losses ≠ games played, and TPs above (win+loss)·games; GBQ and Status wait', () => {
    const { sheet } = newTable(['A', 'B', 'C'], 1);
    typeEntries(sheet, [
      { played: 2, wins: 1, draws: 0, losses: 0, tps: 20 },
      { played: 1, tps: 25 },
      { played: 1, tps: 15 },
    ]);
    expect(checks(sheet, 3)).toEqual([
      `"Group A" M${SETTINGS.firstRow}: wins + draws + losses is not the games played`,
      `"Group A" P${SETTINGS.firstRow + 1}: more TPs than the games played share out ((win + loss) × games)`,
      '',
    ]);
    // two rows, and the group over the rows without a problem (the flagged rows are left out): 1 game, odd
    expect(sheet.valueAt(SETTINGS.checkRow, 2)).toBe(3);
    expect(sheet.valueAt(SETTINGS.checkRow, 3)).toBe(
      'Fix the flagged settings or rows (Check column). Group: the games played add up to 1, an odd number; every game has two players of the group',
    );
    expect(liveTable(sheet, 3).map((r) => [r.gbq, r.status])).toEqual([
      ['', ''],
      ['', ''],
      ['', ''],
    ]);
    typeEntries(sheet, [
      { played: 2, wins: 1, draws: 0, losses: 1, tps: 20 },
      { played: 1, tps: 5 },
      { played: 1, tps: 15 },
    ]);
    expect(checks(sheet, 3)).toEqual(['', '', '']);
    expect(sheet.valueAt(SETTINGS.checkRow, 3)).toBe('All entries consistent');
    expect(liveTable(sheet, 3).map((r) => [r.player, r.gbq])).toEqual([
      ['C', 0],
      ['A', 0.5],
      ['B', 1],
    ]);
    expect(formulaErrors(sheet, 3)).toEqual([]);
  });

  it('a typo in a setting is a problem to fix, not a broken sheet', () => {
    const { sheet } = newTable(['A', 'B', 'C'], 1);
    typeEntries(sheet, [
      { played: 1, tps: 15 },
      { played: 1, tps: 5 },
    ]);
    sheet.getRange('B2').setValue(3);
    expect(sheet.valueAt(2, 3)).toBe('Qualifiers: enter a whole number from 1 to 2');
    expect(sheet.valueAt(SETTINGS.checkRow, 2)).toBe(1);
    expect(liveTable(sheet, 3).map((r) => [r.gbq, r.status])).toEqual([
      ['', ''],
      ['', ''],
      ['', ''],
    ]);
    sheet.getRange('B3').setValue('fifteen');
    expect(sheet.valueAt(3, 3)).toMatch(/Win TP must be more than loss TP/);
    expect(sheet.valueAt(SETTINGS.checkRow, 2)).toBe(2);
    sheet.getRange('B2:B3').setValues([[2], [15]]);
    expect(sheet.valueAt(SETTINGS.checkRow, 2)).toBe(0);
    expect(liveTable(sheet, 3).map((r) => [r.player, r.gbq])).toEqual([
      ['A', -1],
      ['B', 0],
      ['C', -0.5],
    ]);
    expect(formulaErrors(sheet, 3)).toEqual([]);
  });

  it('names the other problems of a row', () => {
    const { sheet } = newTable(['A', 'B', 'C', 'D', 'E', 'F'], 1, { totalGames: 4 });
    typeEntries(sheet, [
      { played: 5, tps: 40 },
      { played: 'two', tps: 40 },
      { played: 2, tps: 'x' },
      { played: 0, tps: 10 },
      { played: 2, wins: 1.5, draws: 0.5, tps: 20 },
      { total: 0, played: 0 },
    ]);
    expect(checks(sheet, 6)).toEqual([
      `"Group A" L${SETTINGS.firstRow}: more games played than total games`,
      `"Group A" L${SETTINGS.firstRow + 1}: games played: enter a whole number`,
      `"Group A" P${SETTINGS.firstRow + 2}: TPs: enter a number`,
      `"Group A" P${SETTINGS.firstRow + 3}: TPs but no games played`,
      `"Group A" M${SETTINGS.firstRow + 4}: wins, draws, losses: enter whole numbers`,
      `"Group A" K${SETTINGS.firstRow + 5}: total games: enter a whole number, 1 or more`,
    ]);
    // The GBQ function itself refuses such rows (see the workings); the live table waits, showing no error.
    const live = formulaErrors(sheet, 6).filter((e) => {
      const column = Number(/C(\d+):/.exec(e)![1]);
      return column <= LIVE.status;
    });
    expect(live).toEqual([]);
  });
});

// ---------------------------------------------------------------- Status vs brute force

describe('the Status column: GBQSTATUS over the typed group, never contradicted by an outcome of the remaining games', () => {
  it('matches the core order, the GBQ function and the sound bound, and survives brute force (40 random round robins)', () => {
    let marked = 0;
    fc.assert(
      fc.property(roundRobinArb(2.5, 4), fc.integer({ min: 1, max: 5 }), (c, qSeed) => {
        const n = c.players.length;
        const q = 1 + (qSeed % (n - 1));
        const names = c.players.map((_, i) => `P${i + 1}`);
        const { sheet } = newTable(names, q, { totalGames: c.players[0].total });
        typeEntries(
          sheet,
          c.players.map((x) => ({ played: x.played, tps: x.tp })),
        );
        expect(formulaErrors(sheet, n)).toEqual([]);
        expect(sheet.valueAt(SETTINGS.checkRow, 2)).toBe(0); // the group adds up (penalties only lower it)
        const live = liveTable(sheet, n);

        const scoring = scaleScoring({ winTp: 15, lossTp: 5 });
        const order = tpOrder(c.players.map((x) => scalePlayer({ tp: x.tp, games: x.played }, scoring)));
        expect(live.map((r) => r.player)).toEqual(order.map((i) => names[i]));
        const values = gbq(
          c.players.map((x) => ({ tp: x.tp, games: x.played })),
          { qualifiers: q },
        );
        expect(live.map((r) => r.gbq)).toEqual(order.map((i) => values[i]));

        const byName = new Map(live.map((r) => [r.player, r.status]));
        const marks = names.map((nm) => byName.get(nm));
        expect(marks).toEqual(qualificationMarks(c.players, q, 20));
        const truth = bruteMarks(extremes(c.grid), q);
        marks.forEach((m, i) => {
          if (m !== '') expect(m).toBe(truth[i]);
        });
        marked += marks.filter((m) => m !== '').length;
      }),
      { numRuns: 40, seed: 4242 },
    );
    expect(marked).toBeGreaterThan(20); // not vacuous
  });
});

// ---------------------------------------------------------------- the endpoint

describe('createGbqTable: input, sheet, service calls', () => {
  const ok = { title: 'Group A', players: ['Ann', 'Bob', 'Cid'], qualifiers: 1 };
  const bad: [string, object, RegExp][] = [
    ['one player', { ...ok, players: ['Ann'] }, /at least 2 players; got 1/],
    ['a duplicate name', { ...ok, players: ['Ann', 'Bob', ' ann '] }, /Player 'ann' appears twice \(players 1 and 3\)/],
    ['an empty name', { ...ok, players: ['Ann', '  ', 'Bob'] }, /Player 2 has no name/],
    ['no title', { ...ok, title: '  ' }, /^Title: enter a title for the GBQ table \(it names the sheets\)/],
    ['qualifiers 0', { ...ok, qualifiers: 0 }, /Qualifiers 0 is not allowed; use a whole number from 1 to 2/],
    ['qualifiers = players', { ...ok, qualifiers: 3 }, /Qualifiers 3 is not allowed/],
    ['fractional qualifiers', { ...ok, qualifiers: 1.5 }, /Qualifiers 1.5/],
    ['missing qualifiers', { title: 'G', players: ['A', 'B'] }, /Enter the number of qualifiers/],
    ['win ≤ loss', { ...ok, winTp: 5, lossTp: 15 }, /Win TP \(5\) must be more than loss TP \(15\)/],
    ['win = loss', { ...ok, winTp: 10, lossTp: 10 }, /Win TP \(10\) must be more than loss TP \(10\)/],
    ['negative loss', { ...ok, lossTp: -1 }, /Loss TP -1 is out of range/],
    ['text win', { ...ok, winTp: 'x' }, /Win TP 'x' is not a number/],
    ['zero total games', { ...ok, totalGames: 0 }, /Total games 0 is not allowed/],
    ['fractional total games', { ...ok, totalGames: 2.5 }, /Total games 2.5 is not allowed/],
    ['players not a list', { ...ok, players: 'Ann, Bob' }, /one name per line/],
  ];
  it.each(bad)('rejects %s with a clear error and writes nothing', (_what, input, message) => {
    const gas = installFakeGas();
    const before = asSpreadsheet(gas)
      .getSheets()
      .map((s) => s.getName());
    expect(() => createGbqTable(input as never)).toThrow(message);
    expect(
      asSpreadsheet(gas)
        .getSheets()
        .map((s) => s.getName()),
    ).toEqual(before);
  });

  it('writes the settings, a frozen header, protections, drop-downs and notes; a taken name gets " (2)"', () => {
    const gas = installFakeGas();
    const first = createGbqTable({ ...ok, players: ['Ann', 'Bob', '=Cid'] });
    const second = createGbqTable(ok);
    expect([first.sheet, second.sheet]).toEqual(['Group A', 'Group A (2)']);
    const sheet = gas.book.sheet('Group A');
    expect(sheet.getRange('A1:B6').getValues()).toEqual([
      ['Group A', ''],
      ['Qualifiers (q)', 1],
      ['Win TP', 15],
      ['Loss TP', 5],
      ['A game shares out', 20],
      ['Problems to fix', 0],
    ]);
    expect(sheet.getRange(FIRST, ENTRY.player, 3, 2).getValues()).toEqual([
      ['Ann', 6],
      ['Bob', 6],
      ['=Cid', 6], // a name starting with = stays text
    ]);
    expect(sheet.frozenRows).toBe(SETTINGS.headerRow);
    expect(sheet.protections.every((p) => p.warningOnly)).toBe(true);
    expect(sheet.protections.map((p) => p.description).join('; ')).toContain('GBQ live table (formulas)');
    expect(sheet.validationAt(2, 2)?.values).toEqual(['1', '2']);
    expect(sheet.validationAt(FIRST, ENTRY.played)?.values).toEqual(['0', '1', '2', '3', '4', '5', '6']); // 3-game matches × 2 opponents
    expect(sheet.notes.get('1,1')).toMatch(/How to use this sheet/);
    expect(sheet.metadata).toContainEqual({ key: 'td-addon-sheet', value: 'gbq-table' });
    // The live table first (its Place column also holds the settings' labels), the ENTRY block beside it; the workings hidden.
    expect(sheet.columnWidths.get(LIVE.place)).toBe(150);
    expect(sheet.columnWidths.get(ENTRY.player)).toBe(150);
    expect([LIVE.status, ENTRY.check, WORK.index - 1, WORK.index, WORK.entryAtPlace].map((c) => sheet.isColumnHiddenByUser(c))).toEqual([
      false,
      false,
      false,
      true,
      true,
    ]);
  });

  it('takes a fixed number of service calls, whatever the group size', () => {
    const count = (n: number) => {
      const gas = installFakeGas();
      const players = Array.from({ length: n }, (_, i) => `Player ${i + 1}`);
      return gas.calls.measure(() => createGbqTable({ title: 'G', players, qualifiers: 1 }));
    };
    expect(count(40)).toBe(count(4));
  });
});
