import { applyPlan, ADDON_SHEET_KEY, planExtent, widthRuns } from './applyPlan';
import { colRange, rangeA1, type SheetPlan } from '../sheets/plan';
import { asSpreadsheet, installFakeGas } from '../../../test/helpers/fakeGas';

/** A plan with every feature, sized players × columns, as a round-robin-like builder would make it. */
function planOf(players: number, columns: number, name = `Plan ${players}`): SheetPlan {
  const header = Array.from({ length: columns }, (_, c) => (c === 0 ? 'Player' : `C${c}`));
  const rows = Array.from({ length: players }, (_, r) =>
    Array.from({ length: columns }, (_, c) => (c === 0 ? `P${r + 1}` : c === columns - 1 ? `=SUM(B${r + 2}:${'B'}${r + 2})` : r + c)),
  );
  return {
    name,
    kind: 'test',
    cells: [header, ...rows],
    styles: [
      { range: rangeA1(1, 1, 1, columns), bold: true, background: '#e8f0fe' },
      { range: colRange(2, 2, players + 1), numberFormat: '0.0' },
    ],
    columnWidths: [
      { column: 1, width: 160 },
      { column: 2, width: 60 },
      { column: 3, width: 60 },
    ],
    frozenRows: 1,
    frozenColumns: 1,
    dropDowns: [{ range: colRange(2, 2, players + 1), list: ['W1', 'L1'], helpText: 'A result code' }],
    conditionalFormats: [{ range: rangeA1(2, 1, players + 1, columns), formula: '=$B2>5', background: '#fce8e6' }],
    protections: [{ range: colRange(columns, 2, players + 1), description: 'Formulas' }],
    namedRanges: [{ name: `Players_${players}`, range: colRange(1, 2, players + 1) }],
    charts: [{ kind: 'line', title: 'Chips', ranges: [rangeA1(1, 1, players + 1, 2)], anchorRow: 1, anchorColumn: columns + 1 }],
    notes: { A1: 'Names as typed at sign-up' },
  };
}

describe('applyPlan', () => {
  it('writes values, formulas, formats, validations, rules, protections, names, charts and the add-on marker', () => {
    const gas = installFakeGas();
    const sheet = applyPlan(asSpreadsheet(gas), planOf(12, 12));
    const fake = gas.book.sheet('Plan 12');
    expect(sheet.getName()).toBe('Plan 12');
    expect(fake.valueAt(2, 1)).toBe('P1');
    expect(fake.formulaAt(2, 12)).toBe('=SUM(B2:B2)');
    expect(fake.valueAt(2, 12)).toBe(1);
    expect(fake.styleAt(1, 3)).toMatchObject({ fontWeight: 'bold', background: '#e8f0fe' });
    expect(fake.styleAt(5, 2).numberFormat).toBe('0.0');
    expect(fake.validationAt(13, 2)?.values).toEqual(['W1', 'L1']);
    expect(fake.validationAt(13, 2)?.allowInvalid).toBe(false);
    expect(fake.validationAt(14, 2)).toBeUndefined();
    expect(fake.conditionalRules[0]).toMatchObject({ formula: '=$B2>5', ranges: [{ a1: 'A2:L13' }] });
    expect(fake.protections).toEqual([{ a1: 'L2:L13', description: 'Formulas', warningOnly: true, kind: 'RANGE' }]);
    expect(gas.book.namedRanges.get('Players_12')?.a1).toBe('A2:A13');
    expect(fake.charts[0]).toMatchObject({ type: 'LINE', ranges: ["'Plan 12'!A1:B13"], anchorRow: 1, anchorColumn: 13 });
    expect(fake.notes.get('1,1')).toBe('Names as typed at sign-up');
    expect(fake.frozenRows).toBe(1);
    expect(fake.getColumnWidth(2)).toBe(60);
    expect(fake.metadata).toContainEqual({ key: ADDON_SHEET_KEY, value: 'test' });
    expect(fake.getMaxRows()).toBeGreaterThanOrEqual(13);
  });

  it('makes the same number of service calls for a 12×12 plan and a 1200×40 plan', () => {
    const gas = installFakeGas();
    const ss = asSpreadsheet(gas);
    const small = gas.calls.measure(() => applyPlan(ss, planOf(12, 12)));
    const large = gas.calls.measure(() => applyPlan(ss, planOf(1200, 40)));
    expect(large).toBe(small);
    expect(gas.book.sheet('Plan 1200').valueAt(1201, 1)).toBe('P1200');
    expect(gas.book.sheet('Plan 1200').formulaAt(1201, 40)).toBe('=SUM(B1201:B1201)');
  });

  it("refuses a taken sheet name with Sheets' own message and writes nothing", () => {
    const gas = installFakeGas();
    const ss = asSpreadsheet(gas);
    applyPlan(ss, planOf(3, 3, 'Games'));
    expect(() => applyPlan(ss, planOf(3, 3, 'games'))).toThrow('A sheet with the name "games" already exists. Please enter another name.');
    expect(gas.book.sheets.map((s) => s.name)).toEqual(['Sheet1', 'Games']);
  });

  it('measures a plan by its cells and every range it names, and groups equal (standard) column widths', () => {
    expect(planExtent({ name: 'x', kind: 'k', cells: [[1]], styles: [{ range: 'C7', bold: true }] })).toEqual({ rows: 7, columns: 3 });
    // 50 and 55 round up to the standard 60; 90 to Sheets' default 100, which needs no call.
    expect(
      widthRuns([
        { column: 3, width: 55 },
        { column: 1, width: 50 },
        { column: 2, width: 60 },
        { column: 4, width: 90 },
        { column: 5, width: 50 },
      ]),
    ).toEqual([
      [1, 3, 60],
      [5, 1, 60],
    ]);
  });
});
