/** importResults: the Import sheet reconciled into the Games sheets, batched writes, and a repeat changes nothing. */
import { asSpreadsheet, installFakeGas } from '../../../../test/helpers/fakeGas';
import { importResults } from './endpoints';
import { gamesImportEdit } from '../sheets/games';
import { create, gameLines, names, standings } from '../sheets/testHelpers';

function setUp() {
  const gas = installFakeGas();
  const r = create(gas, { title: 'X', players: names(24), seed: 'imp' });
  const [g1, g2] = r.groups;
  const games = gameLines(gas, 'X G1 Games');
  return { gas, r, g1, g2, games, ss: asSpreadsheet(gas) };
}

const paste = (gas: ReturnType<typeof installFakeGas>, rows: (string | number)[][]) =>
  asSpreadsheet(gas)
    .getSheetByName('X Import')!
    .getRange(2, 1, rows.length, 6)
    .setValues(rows.map((r) => [...r, '', '', '', '', '', ''].slice(0, 6)));

const allGames = (gas: ReturnType<typeof installFakeGas>) => ['X G1 Games', 'X G2 Games'].map((n) => gas.book.sheet(n).getRange('A1:I70').getValues());

describe('importResults', () => {
  it('imports official matches, lists duplicates, cross-group, unknown players and conflicts, and never overwrites', () => {
    const { gas, g1, g2, games } = setUp();
    const [a, b] = [games[0].inviter, games[0].invitee]; // G1 game, row 5
    const [c, d] = [games[1].inviter, games[1].invitee]; // G1 game, row 6
    const [e, f] = [games[2].inviter, games[2].invitee]; // G1 game, row 7
    const [h, k] = [games[3].inviter, games[3].invitee]; // G1 game, row 8
    const games$ = gas.book.sheet('X G1 Games');
    games$.getRange('F6').setValue('W1'); // typed by hand: c won
    games$.getRange('F7').setValue('w2'); // typed by hand, agrees with the import below
    expect(g2).not.toContain(a);
    paste(gas, [
      [100, a, b, a, 'gammon'], // official: W2 for the inviter a
      [105, b, a, b, 'single'], // later match of the same pair: friendly
      ['', '', '', '', ''], // blank row: left out
      [101, c, d, d, 'single'], // d won, the sheet says c won: conflict
      [102, e, f, e, 'gammon'], // agrees with the typed w2: only the match id is written
      [103, h, k, k, 'timeout'], // k won by timeout: LT for the inviter h
      [110, a, g2[0], a, 'single'], // cross-group: friendly
      [111, 'Nobody', 'Ghost', 'Ghost', 'single'], // unknown
      [112, a, 'Ghost', a, 'single'], // non-member: friendly
      [113, a, b, 'Zed', 'single'], // invalid winner
      [100, a, b, a, 'gammon'], // repeated row
    ]);
    gas.calls.reset();
    const result = importResults({ sheet: 'X Import' });
    expect(result).toMatchObject({ imported: 3, friendly: 3, unknown: 1, conflicts: 1, invalid: 1, skipped: 1, ambiguous: 0 });
    expect(result.summary).toBe(
      '10 rows: 3 to write, 1 already recorded, 3 friendly, 1 in conflict (not written), 1 with unknown players, 1 invalid. 1 timeout(s) to adjudicate on the Timeouts sheet.',
    );
    expect(result.toAdjudicate).toBe(1);
    // Only imported cells are written: rows 5 (id + result), 7 (id only: the typed w2 agrees), 8 (id + result: a
    // formula reading the Timeouts row) are three blocks (row 6 is a conflict and is not touched), then two
    // setValues for the new Timeouts row (A:E, J:L) and one for the report.
    expect(gas.calls.byName.get('Range.setValues')).toBe(6);
    // One values read per sheet (Import, Stats for the scoring, Timeouts, the two Games sheets), one formulas read
    // per Games sheet.
    expect(gas.calls.byName.get('Range.getValues')).toBe(5);
    expect(gas.calls.byName.get('Range.getFormulas')).toBe(2);
    expect(games$.formulaAt(8, 6)).toBe("='X Timeouts'!$J$5");

    expect(games$.getRange('E5:F8').getValues()).toEqual([
      [100, 'W2'],
      ['', 'W1'],
      [102, 'w2'],
      [103, 'LT'],
    ]);
    // The report: a summary line and one line per listed row, in row order.
    const report = gas.book.sheet('X Import').getRange('H2:K12').getValues();
    expect(report[0][0]).toBe('summary');
    expect(report.slice(1).map((r) => [r[0], r[1]])).toEqual([
      ['imported', 2],
      ['friendly', 3],
      ['conflict', 5],
      ['imported', 6],
      ['imported', 7],
      ['friendly', 8],
      ['unknown players', 9],
      ['friendly', 10],
      ['invalid', 11],
      ['already recorded', 12],
    ]);
    expect(String(report[3][3])).toMatch(/holds W1/);
    // Standings follow the imported results.
    expect(standings(gas, 'X G1 Table').find((l) => l.player === a)!.points).toBe(2);
    expect(g1).toContain(a);
  });

  it('a second import of the same rows changes nothing', () => {
    const { gas, games } = setUp();
    const [a, b] = [games[0].inviter, games[0].invitee];
    const [c, d] = [games[5].inviter, games[5].invitee];
    paste(gas, [
      [200, a, b, b, 'backgammon'],
      [201, c, d, c, 'resign'],
      [202, a, b, a, 'single'],
    ]);
    const first = importResults({ sheet: 'X Import' });
    expect(first.imported).toBe(2);
    const before = allGames(gas);
    gas.calls.reset();
    const second = importResults({ sheet: 'X Import' });
    expect(second).toMatchObject({ imported: 0, skipped: 2, friendly: 1, conflicts: 0 });
    expect(gas.calls.byName.get('Range.setValues')).toBe(1); // the report only
    expect(allGames(gas)).toEqual(before);
    expect(gas.book.sheet('X G1 Games').getRange('E5:F5').getValues()).toEqual([[200, 'L3']]);
  });

  it('writes only the cells it imports: a formula and a typed result in rows between survive', () => {
    const { gas, games } = setUp();
    const sheet = gas.book.sheet('X G1 Games');
    // Rows 5–9: import into 5, 7 and 9; row 6 holds an adjudication formula, row 8 a result typed by hand.
    sheet.getRange('F6').setFormula('=TTTTIMEOUT(98.7, 96.3, 12.3)');
    sheet.getRange('F8').setValue('L2');
    sheet.getRange('E8').setValue(999);
    const at = (k: number) => games[k];
    paste(gas, [
      [401, at(0).inviter, at(0).invitee, at(0).inviter, 'single'],
      [403, at(2).inviter, at(2).invitee, at(2).invitee, 'gammon'],
      [405, at(4).inviter, at(4).invitee, at(4).inviter, 'backgammon'],
    ]);
    gas.calls.reset();
    const result = importResults({ sheet: 'X Import' });
    expect(result.imported).toBe(3);
    // Three single-row blocks (rows 5, 7, 9) + the report: bounded by the imported rows, not the span.
    expect(gas.calls.byName.get('Range.setValues')).toBe(4);
    expect(sheet.formulaAt(6, 6)).toBe('=TTTTIMEOUT(98.7, 96.3, 12.3)');
    expect(sheet.valueAt(6, 6)).toBe(2.5);
    expect(sheet.getRange('E5:F9').getValues()).toEqual([
      [401, 'W1'],
      ['', 2.5],
      [403, 'L2'],
      [999, 'L2'],
      [405, 'W3'],
    ]);
  });

  it('groups consecutive imported rows that write the same columns into one block', () => {
    const u = (gameIndex: number, writes: ('matchId' | 'result')[]) => ({
      gameIndex,
      ...(writes.includes('matchId') ? { matchId: 100 + gameIndex } : {}),
      ...(writes.includes('result') ? { result: 'W1' } : {}),
    });
    const edit = gamesImportEdit([u(3, ['matchId', 'result']), u(0, ['matchId', 'result']), u(1, ['matchId', 'result']), u(2, ['matchId']), u(5, ['result'])]);
    expect(edit.blocks).toEqual([
      {
        row: 5,
        column: 5,
        values: [
          [100, "'W1"],
          [101, "'W1"],
        ],
      },
      { row: 7, column: 5, values: [[102]] },
      { row: 8, column: 5, values: [[103, "'W1"]] },
      { row: 10, column: 6, values: [["'W1"]] },
    ]);
  });

  it('finds the set from the active sheet, or the only set of the spreadsheet', () => {
    const { gas, ss, games } = setUp();
    paste(gas, [[300, games[0].inviter, games[0].invitee, games[0].inviter, 'single']]);
    ss.getSheetByName('Sheet1')!.activate();
    expect(importResults().imported).toBe(1);
    create(gas, { title: 'Y', players: names(12, 'Q'), seed: 'y' }, 'second-key');
    ss.getSheetByName('Sheet1')!.activate();
    expect(() => importResults()).toThrow(/2 TTT sets \("X", "Y"\): open the Import sheet/);
    ss.getSheetByName('Y G1 Games')!.activate();
    expect(importResults().summary).toBe('0 rows: nothing to do.');
  });

  it('says so when the spreadsheet has no set', () => {
    installFakeGas();
    expect(() => importResults()).toThrow(/no TTT set to import into/);
  });
});
