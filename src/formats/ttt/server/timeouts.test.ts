/**
 * Timeouts end to end on the stand-in: an imported timeout or resignation lands on the Timeouts sheet "to
 * adjudicate", its Games result cell reads the row, GnuBG's W/G/B typed there give the score through ONE
 * TTTTIMEOUT, and the standings follow (a corrected percentage, or who timed out, recomputes them). Also: plain
 * WT/LT typed by hand are moved there by the next import; a lower match id arriving later replaces the friendly.
 */
import { asSpreadsheet, installFakeGas } from '../../../../test/helpers/fakeGas';
import { adjudicateTimeout } from '../rules/timeout';
import { readSheet } from '../../../shared/server/readSheet';
import { parseTimeouts } from '../sheets/timeouts';
import { importResults } from './endpoints';
import { create, gameLines, names, standings } from '../sheets/testHelpers';

function setUp() {
  const gas = installFakeGas();
  create(gas, { title: 'T', players: names(12), seed: 'to' });
  const games = gameLines(gas, 'T G1 Games');
  const paste = (rows: (string | number)[][]) =>
    asSpreadsheet(gas)
      .getSheetByName('T Import')!
      .getRange(2, 1, rows.length, 6)
      .setValues(rows.map((r) => [...r, '', '', '', '', '', ''].slice(0, 6)));
  const points = (p: string) => standings(gas, 'T G1 Table').find((l) => l.player === p)!.points;
  return { gas, games, paste, points, sheet: gas.book.sheet('T G1 Games'), timeouts: gas.book.sheet('T Timeouts') };
}

describe('the Timeouts sheet', () => {
  it('docs/rules.md §1.4 "rounded to the nearest tenth, halves upward, computed exactly in decimal" near a boundary: the TTTTIMEOUT cell, the row\'s result, the standings and the published reading agree', () => {
    const { games, paste, points, timeouts } = setUp();
    const [g0] = games;
    paste([[700, g0.inviter, g0.invitee, g0.inviter, 'timeout']]); // the invitee timed out: the inviter scores
    importResults({ sheet: 'T Import' });
    const read = () => {
      const row = parseTimeouts(readSheet(timeouts as never), 2.7).rows.get(5)!;
      return typeof row.result === 'object' && row.result !== null ? row.result.score : row.result;
    };
    for (const [wgb, score] of [
      [[9.999999, 0, 0], 1], // 1.049999995 → 1.0
      [[50, 19.999999, 0], 1.4], // 1.44999999 → 1.4
      [[10, 0, 0], 1.1], // 1.05 → 1.1
    ] as [number[], number][]) {
      timeouts.getRange('F5:H5').setValues([wgb]);
      expect([timeouts.valueAt(5, 9), timeouts.valueAt(5, 10), points(g0.inviter), read()]).toEqual([score, `WT ${score}`, score, score]);
    }
  });

  it('adjudicates an imported timeout either way, live, with one TTTTIMEOUT', () => {
    const { gas, games, paste, points, sheet, timeouts } = setUp();
    const [g0, g1] = games;
    // g0: the INVITER timed out (the invitee won); g1: the invitee resigned (the inviter won)
    paste([
      [700, g0.inviter, g0.invitee, g0.invitee, 'timeout'],
      [701, g1.invitee, g1.inviter, g1.inviter, 'resign'],
    ]);
    const r = importResults({ sheet: 'T Import' });
    expect(r).toMatchObject({ imported: 2, toAdjudicate: 2 });
    expect(timeouts.getRange('A5:E6').getValues()).toEqual([
      ['G1', 700, g0.inviter, g0.invitee, g0.inviter],
      ['G1', 701, g1.inviter, g1.invitee, g1.invitee],
    ]);
    expect(timeouts.getRange('J5:K6').getValues()).toEqual([
      ['LT', "to adjudicate: type GnuBG's W, G, B"],
      ['WT', "to adjudicate: type GnuBG's W, G, B"],
    ]);
    // The Games rows read the Timeouts rows and say "to adjudicate"; meanwhile WT / LT score 1 / 0.
    expect(sheet.formulaAt(5, 6)).toBe("='T Timeouts'!$J$5");
    expect(sheet.getRange('F5:J5').getValues()).toEqual([['LT', 0, 1, '', 'to adjudicate']]);
    expect(points(g0.invitee)).toBe(1);
    const report = gas.book.sheet('T Import').getRange('H3:K3').getValues()[0];
    expect(String(report[3])).toContain('to adjudicate on the Timeouts sheet, row 5');

    // GnuBG's numbers as GnuBG shows them (percentages): the seed's worked examples.
    timeouts.getRange('F5:H6').setValues([
      [98.7, 96.3, 12.3],
      [51.5, 18.9, 0.5],
    ]);
    expect(timeouts.getRange('I5:I6').getValues()).toEqual([[2.5], [1.5]]);
    expect([adjudicateTimeout(98.7, 96.3, 12.3), adjudicateTimeout(51.5, 18.9, 0.5)]).toEqual([2.5, 1.5]);
    expect(timeouts.getRange('J5:K6').getValues()).toEqual([
      ['LT 2.5', 'adjudicated'],
      ['WT 1.5', 'adjudicated'],
    ]);
    expect(sheet.getRange('F5:J5').getValues()).toEqual([['LT 2.5', 0, 2.5, '', 'adjudicated']]);
    expect(points(g0.invitee)).toBe(2.5);
    expect(points(g1.inviter)).toBe(1.5);

    // A corrected percentage recomputes everything; so does correcting who timed out.
    timeouts.getRange('F5').setValue(82.5);
    timeouts.getRange('G5:H5').setValues([[30.3, 0.3]]);
    expect(points(g0.invitee)).toBe(1.7);
    timeouts.getRange('E5').setValue(g0.invitee);
    expect(sheet.valueAt(5, 6)).toBe('WT 1.7');
    expect([points(g0.inviter), points(g0.invitee)]).toEqual([1.7, 0]);
    // Limits: 2.7 current, 3.0 original.
    timeouts.getRange('F5:H5').setValues([[100, 100, 100]]);
    expect(points(g0.inviter)).toBe(2.7);
    gas.book.sheet('T Stats').getRange('B3').setValue('original');
    expect(timeouts.valueAt(5, 9)).toBe(3);
    expect(points(g0.inviter)).toBe(3);
    // Exactly one custom-function cell on the sheet, whatever the number of rows.
    expect(timeouts.customFunctionCells().cells).toBe(1);
  });

  it('a row with a bad percentage says so on its row and keeps plain WT/LT (never a wrong score); the other rows keep their scores', () => {
    const { games, paste, timeouts, points } = setUp();
    const [g0, g1] = games;
    paste([
      [800, g0.inviter, g0.invitee, g0.inviter, 'timeout'],
      [801, g1.inviter, g1.invitee, g1.inviter, 'timeout'],
    ]);
    importResults({ sheet: 'T Import' });
    timeouts.getRange('F5:H6').setValues([
      [90, 95, 0],
      [87.6, 0, 0],
    ]);
    expect(timeouts.valueAt(6, 11)).toBe('adjudicated');
    expect(timeouts.valueAt(6, 9)).toBe(1.4);
    expect(timeouts.valueAt(5, 11)).toBe(
      "95 (gammons) is more than wins (90); wins include gammons, so gammons ≤ wins in T Timeouts F5:H5: type GnuBG's W, G, B",
    );
    expect(timeouts.valueAt(2, 5)).toBe(1);
    expect(points(g0.inviter)).toBe(1);
    expect(points(g1.inviter)).toBe(1.4);
    timeouts.getRange('G5').setValue(30);
    expect(timeouts.getRange('K5:K6').getValues()).toEqual([['adjudicated'], ['adjudicated']]);
    expect(points(g1.inviter)).toBe(1.4);
  });

  it('moves a plain WT / LT typed by hand to the Timeouts sheet at the next import; a second import adds nothing', () => {
    const { gas, games, sheet, timeouts } = setUp();
    sheet.getRange('F7').setValue('lose timeout');
    const r = importResults({ sheet: 'T Import' });
    expect(r.toAdjudicate).toBe(1);
    expect(timeouts.getRange('A5:E5').getValues()).toEqual([['G1', '', games[2].inviter, games[2].invitee, games[2].inviter]]);
    expect(sheet.formulaAt(7, 6)).toBe("='T Timeouts'!$J$5");
    expect(String(gas.book.sheet('T Import').getRange('H3:K3').getValues()[0][3])).toContain('G1 Games row 7');
    expect(importResults({ sheet: 'T Import' }).toAdjudicate).toBe(0);
    expect(timeouts.valueAt(6, 1)).toBe('');
  });

  it('a lower match id imported later replaces the friendly one; its Timeouts row says it is friendly now', () => {
    const { gas, games, paste, sheet, timeouts } = setUp();
    const g = games[0];
    paste([[510, g.inviter, g.invitee, g.inviter, 'timeout']]);
    importResults({ sheet: 'T Import' });
    paste([[500, g.inviter, g.invitee, g.invitee, 'gammon']]);
    const r = importResults({ sheet: 'T Import' });
    expect(r).toMatchObject({ imported: 1, replaced: 1, friendly: 1, conflicts: 0 });
    expect(sheet.getRange('E5:F5').getValues()).toEqual([[500, 'L2']]);
    const report = gas.book.sheet('T Import').getRange('H3:K4').getValues();
    expect(report.map((x) => x[0])).toEqual(['replaced', 'friendly']);
    expect(String(report[0][3])).toContain('replaced match 510');
    expect(timeouts.valueAt(5, 11)).toBe('friendly now: the game holds match 500');
  });
  // The preview demo's report: "Import results writes the first row of the Timeouts sheet and wipes out the
  // TTTTIMEOUT formula in I5; every row says 'no score: see the error in I5'". Any write of a Timeouts
  // row that covers column I (a row written A:L in one block, a null score cell) makes this test fail.
  it('Import results never writes the score column: I5 keeps its TTTTIMEOUT through repeated imports (the demo)', () => {
    const gas = installFakeGas();
    create(gas, { title: 'T', players: names(24), groupSize: 12, seed: 'demo' });
    const [g1, g2] = [gas.book.sheet('T G1 Games'), gas.book.sheet('T G2 Games')];
    const timeouts = gas.book.sheet('T Timeouts');
    const anchor = timeouts.formulaAt(5, 9);
    expect(anchor).toMatch(/^=TTTTIMEOUT\(F5:F\d+, G5:G\d+, H5:H\d+, \$B\$2\)$/);
    const intact = () => {
      expect(timeouts.formulaAt(5, 9)).toBe(anchor);
      expect(timeouts.customFunctionCells().cells).toBe(1);
    };
    // As the demo: results typed as text (a pasted column), one plain WT in G1 and one plain LT in G2.
    g1.getRange('F5:F8').setValues([['W1'], ['L1'], ['W2'], ['WT']]);
    g2.getRange('F5:F8').setValues([['L2'], ['W1'], ['W3'], ['LT']]);
    expect(importResults({ sheet: 'T Import' }).toAdjudicate).toBe(2);
    intact();
    // The TD types GnuBG's numbers in both rows, as text (the formula bar).
    for (const [row, w, g, b] of [
      [5, '98.7', '96.3', '12.3'],
      [6, '78.3', '24.1', '1.9'],
    ] as const) {
      timeouts.getRange(row, 6).setValue(w);
      timeouts.getRange(row, 7).setValue(g);
      timeouts.getRange(row, 8).setValue(b);
    }
    const expected = [adjudicateTimeout(98.7, 96.3, 12.3), adjudicateTimeout(78.3, 24.1, 1.9)];
    const scored = () => {
      intact();
      expect(
        timeouts
          .getRange('I5:I6')
          .getValues()
          .map((r) => r[0]),
      ).toEqual(expected);
      expect(timeouts.getRange('K5:K6').getValues()).toEqual([['adjudicated'], ['adjudicated']]);
      expect([g1.valueAt(8, 6), g2.valueAt(8, 6)]).toEqual([`WT ${expected[0]}`, `LT ${expected[1]}`]);
    };
    scored();
    // Import again (nothing new), then with an imported timeout and a newly typed LT: rows 7 and 8 are added,
    // rows 5 and 6 and the score column are left alone.
    expect(importResults({ sheet: 'T Import' }).toAdjudicate).toBe(0);
    scored();
    const next = gameLines(gas, 'T G1 Games')[4];
    asSpreadsheet(gas)
      .getSheetByName('T Import')!
      .getRange('A2:E2')
      .setValues([[900, next.inviter, next.invitee, next.inviter, 'resign']]);
    g2.getRange('F9').setValue('LT');
    expect(importResults({ sheet: 'T Timeouts' }).toAdjudicate).toBe(2);
    scored();
    expect(timeouts.getRange('A7:A8').getValues()).toEqual([['G1'], ['G2']]);
    timeouts.getRange('F7:H8').setValues([
      [60, 20, 1],
      [70, 30, 2],
    ]);
    intact();
    expect(
      timeouts
        .getRange('I5:I8')
        .getValues()
        .map((r) => r[0]),
    ).toEqual([...expected, adjudicateTimeout(60, 20, 1), adjudicateTimeout(70, 30, 2)]);
    expect(
      timeouts
        .getRange('K5:K8')
        .getValues()
        .map((r) => r[0]),
    ).toEqual(['adjudicated', 'adjudicated', 'adjudicated', 'adjudicated']);
  });
});
