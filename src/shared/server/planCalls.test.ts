/**
 * The creation time estimate counts exactly what applyPlan does (src/shared/sheets/limits.ts planCalls): for random
 * plans with every feature, the estimate equals the stand-in's count of spreadsheet calls, chained calls included
 * (builder calls run in the script and are not spreadsheet calls). And a plan's several protections become one sheet
 * protection that warns on exactly the same cells.
 */
import fc from 'fast-check';
import { applyPlan } from './applyPlan';
import { planCalls, openRanges } from '../sheets/limits';
import { a1, rangeA1, type SheetPlan } from '../sheets/plan';
import { asSpreadsheet, installFakeGas } from '../../../test/helpers/fakeGas';

const rect = (rows: number, columns: number) =>
  fc
    .tuple(fc.integer({ min: 1, max: rows }), fc.integer({ min: 1, max: columns }), fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 4 }))
    .map(([r, c, h, w]) => rangeA1(r, c, Math.min(r + h - 1, rows), Math.min(c + w - 1, columns)));

const planArb: fc.Arbitrary<SheetPlan> = fc.integer({ min: 1, max: 30 }).chain((rows) =>
  fc.integer({ min: 1, max: 12 }).chain((columns) =>
    fc.record(
      {
        name: fc.constant('P'),
        kind: fc.constant('test'),
        cells: fc.constant(Array.from({ length: rows }, (_, r) => Array.from({ length: columns }, (_, c) => (c === 0 ? `R${r}` : r * c)))),
        styles: fc.array(
          fc.record({
            range: rect(rows, columns),
            bold: fc.option(fc.boolean(), { nil: undefined }),
            numberFormat: fc.option(fc.constant('0.0'), { nil: undefined }),
          }),
          { maxLength: 3 },
        ),
        dropDowns: fc.array(
          fc.oneof(
            fc.record({ range: rect(rows, columns), list: fc.constant(['a', 'b'] as string[]) }),
            fc.record({ range: rect(rows, columns), listRange: fc.constant(`A1:A${rows}`) }),
            fc.record({ range: rect(rows, columns), listRange: fc.constant("'Sheet1'!A1:A3") }),
          ),
          { maxLength: 3 },
        ),
        notes: fc.option(fc.constant({ A1: 'a note' }), { nil: undefined }),
        conditionalFormats: fc.array(fc.record({ range: rect(rows, columns), formula: fc.constant('=A1>1'), background: fc.constant('#fce8e6') }), {
          maxLength: 3,
        }),
        protections: fc.array(fc.record({ range: rect(rows, columns), description: fc.constantFrom('Formulas', 'Totals') }), { maxLength: 4 }),
        columnWidths: fc.array(fc.record({ column: fc.integer({ min: 1, max: columns }), width: fc.constantFrom(24, 50, 60, 90, 100, 150, 260) }), {
          maxLength: 6,
        }),
        frozenRows: fc.option(fc.integer({ min: 1, max: 2 }), { nil: undefined }),
        frozenColumns: fc.option(fc.integer({ min: 1, max: 2 }), { nil: undefined }),
        hiddenColumns: fc.option(fc.array(fc.record({ column: fc.integer({ min: 1, max: columns }), count: fc.constant(1) }), { maxLength: 3 }), {
          nil: undefined,
        }),
        metadata: fc.option(fc.constant({ 'td-test': 'x' }), { nil: undefined }),
      },
      { requiredKeys: ['name', 'kind', 'cells'] },
    ),
  ),
);

describe('the call estimate is exact', () => {
  it('for random plans, tagged or not, planCalls equals the spreadsheet calls applyPlan makes', () => {
    fc.assert(
      fc.property(planArb, fc.boolean(), (plan, tagged) => {
        const gas = installFakeGas();
        const ss = asSpreadsheet(gas);
        const measured = gas.calls.measureSpreadsheet(() => applyPlan(ss, plan, tagged ? { creation: 'c1' } : {}));
        expect({ measured, estimate: planCalls(plan, tagged) }).toEqual({ measured, estimate: measured });
      }),
      { numRuns: 60, seed: 2026 },
    );
  });
});

describe('several protections are one sheet protection over the same cells', () => {
  it('warns on exactly the cells inside a plan protection, and leaves every other cell open', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 1, max: 9 }), fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 3 })), {
          minLength: 2,
          maxLength: 4,
        }),
        (rects) => {
          const gas = installFakeGas();
          const ranges = rects.map(([r, c, h, w]) => rangeA1(r, c, r + h - 1, c + w - 1));
          const plan: SheetPlan = { name: 'P', kind: 'test', cells: [['x']], protections: ranges.map((range) => ({ range, description: 'Formulas' })) };
          applyPlan(asSpreadsheet(gas), plan);
          const sheet = gas.book.sheet('P');
          expect(sheet.protections).toHaveLength(1);
          expect(sheet.protections[0]).toMatchObject({ kind: 'SHEET', warningOnly: true, description: 'Formulas' });
          for (let row = 1; row <= sheet.getMaxRows(); row += 1)
            for (let column = 1; column <= sheet.getMaxColumns(); column += 1) {
              const inside = rects.some(([r, c, h, w]) => row >= r && row < r + h && column >= c && column < c + w);
              if (sheet.protectionsAt(row, column).length > 0 !== inside) throw new Error(`${a1(row, column)}: protected ${!inside}`);
            }
        },
      ),
      { numRuns: 40, seed: 7 },
    );
  });

  it('one protection stays a range protection; open ranges are few bands', () => {
    const gas = installFakeGas();
    applyPlan(asSpreadsheet(gas), { name: 'P', kind: 'test', cells: [['x']], protections: [{ range: 'B2:C9', description: 'Formulas' }] });
    expect(gas.book.sheet('P').protections).toEqual([{ a1: 'B2:C9', description: 'Formulas', warningOnly: true, kind: 'RANGE' }]);
    expect(openRanges([{ row: 2, column: 2, rows: 8, columns: 2 }], { rows: 60, columns: 4 })).toEqual(['A1:D1', 'A2:A9', 'D2:D9', 'A10:D60']);
  });
});
