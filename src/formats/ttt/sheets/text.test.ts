/**
 * Text stays text: names Sheets would read as a boolean, a number, a percentage, a date, a time, a formula or a
 * criterion, a title that is a formula and a seed with leading zeros go through every sheet of a TTT set (the one
 * generator, createRoundRobin) and read back exactly; the standings, statistics, match table, My matches and the
 * import compute over them.
 */
import { asSpreadsheet, installFakeGas } from '../../../../test/helpers/fakeGas';
import { columnLetters } from '../../../shared/sheets/plan';
import { importResults } from '../server/endpoints';
import { create, gameLines, standings, typeResults } from './testHelpers';

const NAMES = ['TRUE', '1850', '007', '0042', '50%', '3/4/2024', 'Mar 5', '12:30', '+1', '-2', "'Tis", "O'Neil", '=x', 'Bo*b', '<3'];
const TITLE = '=HYPERLINK("http://x"&A2,"x")';
const SEED = '0042';
const ERROR = /^#(ERROR!|VALUE!|REF!|NAME\?|N\/A|NUM!|DIV\/0!)/;

describe('TD text on every TTT sheet', () => {
  const gas = installFakeGas();
  const r = create(gas, { title: TITLE, players: NAMES.map((name) => ({ name })), groupSize: NAMES.length, seed: SEED });
  const [games, table, my, imp, , stats] = r.sheets.map((n) => gas.book.sheet(n));
  const both = (sheet: typeof stats, a1: string): [unknown[][], string[][]] => {
    const range = asSpreadsheet(gas).getSheetByName(sheet.getName())!.getRange(a1);
    return [range.getValues(), range.getDisplayValues()];
  };
  const exact = (sheet: typeof stats, a1: string, expected: string[][]): void => {
    const [values, display] = both(sheet, a1);
    expect(values).toEqual(expected);
    expect(display).toEqual(expected);
  };

  it('names the sheets after the title, with the suffixes', () => {
    expect(r.sheets).toEqual([' G1 Games', ' G1 Table', ' My matches', ' Import', ' Timeouts', ' Stats'].map((s) => TITLE + s));
  });

  it('reads back the title, the seed and every name exactly', () => {
    exact(stats, 'B2', [[TITLE]]);
    exact(stats, 'B4', [[SEED]]);
    exact(games, 'D2', [[SEED]]);
    expect(String(stats.valueAt(1, 1))).toBe(`${TITLE} — TTT set`);
    expect(String(games.valueAt(3, 1)).startsWith(`${TITLE} G1 games`)).toBe(true);
    expect(String(table.valueAt(2, 3)).startsWith(`Seed ${SEED} · group size`)).toBe(true);
    expect(String(my.valueAt(1, 1))).toBe(`${TITLE} — my matches`);
    expect(games.formulaAt(3, 1)).toBe('');
    expect(table.formulaAt(2, 3)).toBe('');
    // Stats: one line per entry, in group order (the pairing order of the table's header).
    const header = both(table, `R5:${columnLetters(18 + NAMES.length - 1)}5`);
    expect([...header[0][0]].sort()).toEqual([...NAMES].sort());
    expect(header[1][0]).toEqual(header[0][0]);
    exact(
      stats,
      `B8:B${7 + NAMES.length}`,
      (header[0][0] as string[]).map((n) => [n]),
    );
    exact(
      table,
      `Q6:Q${5 + NAMES.length}`,
      (header[0][0] as string[]).map((n) => [n]),
    );
    const lines = gameLines(gas, games.getName());
    expect(lines).toHaveLength((NAMES.length * (NAMES.length - 1)) / 2);
    const [v, d] = both(games, `C5:D${4 + lines.length}`);
    expect(v).toEqual(d);
    expect(new Set(v.flat())).toEqual(new Set(NAMES));
    const players = both(my, `AA5:AA${4 + NAMES.length}`);
    expect(players[0]).toEqual(players[1]);
    expect(players[0].flat().sort()).toEqual([...NAMES].sort());
    expect(imp.valueAt(1, 1)).toBe('Match id');
  });

  it('computes the standings, statistics, match table and My matches over them', () => {
    const lines = gameLines(gas, games.getName());
    typeResults(gas, games.getName(), (g) => (g.row % 2 === 0 ? 'W2' : 'L1'));
    const expected = new Map<string, number>(NAMES.map((n) => [n, 0]));
    for (const g of lines) {
      const [a, b] = g.row % 2 === 0 ? [2, 0.5] : [0.5, 1];
      expected.set(g.inviter, expected.get(g.inviter)! + a);
      expected.set(g.invitee, expected.get(g.invitee)! + b);
    }
    const t = standings(gas, table.getName());
    expect(t).toHaveLength(NAMES.length);
    for (const line of t) {
      expect(line.played).toBe(NAMES.length - 1);
      expect(line.points).toBeCloseTo(expected.get(line.player)!, 9);
    }
    for (let row = 8; row < 8 + NAMES.length; row++) {
      const name = String(stats.valueAt(row, 2));
      expect([name, stats.valueAt(row, 3)]).toEqual([name, NAMES.length - 1]);
      expect(stats.valueAt(row, 12) as number).toBeCloseTo(expected.get(name)!, 9);
    }
    const grid = table.getRange(`Q5:${columnLetters(17 + NAMES.length)}${5 + NAMES.length}`).getValues();
    expect(grid.flat().filter((x) => ERROR.test(String(x)))).toEqual([]);
    const rowSums = grid.slice(1).map((row) => [row[0], row.slice(1).reduce((s: number, x) => s + (typeof x === 'number' ? x : 0), 0)]);
    for (const [name, sum] of rowSums) expect(sum as number).toBeCloseTo(expected.get(name as string)!, 9);
    for (const name of NAMES) {
      // B2 is formatted as plain text: the TD types (or picks) the name as it is.
      asSpreadsheet(gas).getSheetByName(my.getName())!.getRange('B2').setValue(name);
      const view = my.getRange(`A5:I${4 + NAMES.length - 1}`).getValues();
      expect([name, view.filter((row) => row[0] === 'G1').length]).toEqual([name, NAMES.length - 1]);
      expect(view.flat().filter((x) => ERROR.test(String(x)))).toEqual([]);
    }
  });

  it('strikes out a removed player by name', () => {
    // The removed list is formatted as plain text: "+1" stays text.
    asSpreadsheet(gas).getSheetByName(table.getName())!.getRange('O6').setValue('+1');
    const t = standings(gas, table.getName());
    expect(t.find((l) => l.player === '+1')!.note).toBe('removed');
    expect(t.filter((l) => l.player !== '+1').every((l) => l.played === NAMES.length - 2)).toBe(true);
    const statRow = Array.from({ length: NAMES.length }, (_, i) => 8 + i).find((row) => stats.valueAt(row, 2) === '+1')!;
    expect(stats.valueAt(statRow, 3)).toBe(0);
    asSpreadsheet(gas).getSheetByName(table.getName())!.getRange('O6').setValue('');
  });

  it('imports results between such names', () => {
    const lines = gameLines(gas, games.getName());
    const sheet = asSpreadsheet(gas).getSheetByName(games.getName())!;
    sheet.getRange(`F5:F${4 + lines.length}`).clearContent();
    // The players' columns of the Import sheet are plain text: pasted names stay as they are.
    const rows = lines.slice(0, 6).map((g, k) => [500 + k, g.invitee, g.inviter, g.invitee, 'gammon', '']);
    asSpreadsheet(gas).getSheetByName(imp.getName())!.getRange(2, 1, rows.length, 6).setValues(rows);
    const result = importResults({ sheet: imp.getName() });
    expect(result).toMatchObject({ imported: 6, unknown: 0, invalid: 0 });
    expect(games.getRange('E5:F10').getValues()).toEqual(lines.slice(0, 6).map((_, k) => [500 + k, 'L2']));
    const report = imp.getRange('H3:K8').getDisplayValues();
    expect(report.map((row) => row[0])).toEqual(new Array(6).fill('imported'));
  });
});
