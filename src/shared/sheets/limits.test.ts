import fc from 'fast-check';
import {
  EXECUTION_BUDGET_SECONDS,
  limitProblems,
  MAX_CELLS,
  NEW_SHEET_CELLS,
  planCalls,
  planCells,
  planExtent,
  planSeconds,
  runSizes,
  utf8Bytes,
  SPARE_COLUMNS,
  SPARE_ROWS,
} from './limits';
import type { SheetPlan } from './plan';

const plan = (rows: number, columns: number, name = 'S'): SheetPlan => ({
  name,
  kind: 'test',
  cells: Array.from({ length: rows }, () => new Array(columns).fill(1)),
});

describe('Sheets limits', () => {
  it('counts a plan as the grid applyPlan makes: content plus spare rows and columns', () => {
    expect(planExtent(plan(10, 4))).toEqual({ rows: 10, columns: 4 });
    expect(planCells(plan(10, 4))).toBe((10 + SPARE_ROWS + 1) * (4 + SPARE_COLUMNS + 1));
  });

  it('refuses plans that take the spreadsheet past 10,000,000 cells, naming the numbers', () => {
    // 1000 rows + 50 spare (+1 when the grid already had that size) by 100 columns + 2 spare (+1): 1051 × 103 = 108,253
    expect(planCells(plan(1000, 100))).toBe(1051 * 103);
    const big = plan(1000, 100);
    const existing = MAX_CELLS - planCells(big) - NEW_SHEET_CELLS + 1; // insertSheet makes 1000 × 26 before sizing
    const [problem] = limitProblems([big], { existingCells: existing }, 'This TTT set');
    expect(problem).toMatch(
      /^This TTT set needs 108,253 cells in 1 sheet\(s\) and the spreadsheet already has 9,865,748: over Google Sheets' limit of 10,000,000 cells/,
    );
    expect(limitProblems([big], { existingCells: existing - 1 }, 'x')).toEqual([]);
  });

  it('refuses a sheet name over 100 characters and a property over 9 KB (UTF-8 bytes)', () => {
    const problems = limitProblems([plan(1, 1, 'n'.repeat(101))], { existingCells: 0, properties: { registry: 'é'.repeat(4609) } }, 'x');
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/longer than Sheets' 100 characters/);
    expect(problems[1]).toMatch(/"registry" would be 9,218 bytes, over Apps Script's limit of 9 KB/);
    expect(utf8Bytes('aé€😀')).toBe(1 + 2 + 3 + 4);
  });

  it('estimates service calls per plan by feature, never by rows, and refuses what cannot finish in one run', () => {
    expect(planCalls(plan(10, 4))).toBe(planCalls(plan(1000, 40)));
    // A plain sheet: insert, kind, resize (4), range + values = 8 calls. 146 sheets: 146 × 1 s + 1,168 × 0.08 s = 239 s fit
    // the 4-minute budget; 147: 147 + 94 = 241 s do not.
    expect(planCalls(plan(2, 2))).toBe(8);
    const sheets = (n: number) => Array.from({ length: n }, (_, i) => plan(2, 2, `S${i}`));
    expect(limitProblems(sheets(146), { existingCells: 0 }, 'This set')).toEqual([]);
    expect(limitProblems(sheets(147), { existingCells: 0 }, 'This set')[0]).toMatch(
      /^This set needs 147 sheets and about 1,176 spreadsheet operations \(about 5 minutes\), more than one Apps Script run may take \(6 minutes\)/,
    );
  });
});

describe('cells Sheets would refuse', () => {
  it('a plan with a cell over 50,000 characters or a non-finite number is refused up front, naming the cell', () => {
    const plan: SheetPlan = {
      name: 'Table',
      kind: 'k',
      cells: [
        ['ok', 'x'.repeat(50_001)],
        [NaN, Infinity, 3],
      ],
    };
    const problems = limitProblems([plan], { existingCells: 0 }, 'This set');
    expect(problems).toEqual([
      `Cell B1 of "Table" would hold 50,001 characters, over Sheets' limit of 50,000 per cell; make it shorter.`,
      'Cell A2 of "Table" would hold a number too large to compute with; check the numbers it comes from.',
      'Cell B2 of "Table" would hold a number too large to compute with; check the numbers it comes from.',
    ]);
    expect(limitProblems([{ ...plan, cells: [['x'.repeat(50_000), 1.5]] }], { existingCells: 0 }, 'This set')).toEqual([]);
  });
});

describe('runSizes: a creation over several runs, each within the budget', () => {
  const sized = (n: number, styles: number): SheetPlan => ({
    name: `S${n}`,
    kind: 'test',
    cells: [['x']],
    columnWidths: Array.from({ length: styles }, (_, c) => ({ column: c + 1, width: c % 2 === 0 ? 40 : 100 })),
  });

  it('splits in order, every plan once, each run (its overhead included) within the budget, each run as full as the next plan allows', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 400 }), { minLength: 1, maxLength: 300 }), fc.integer({ min: 0, max: 100 }), (widths, overhead) => {
        const plans = widths.map((w, i) => sized(i, w));
        const sizes = runSizes(plans, true, overhead);
        expect(sizes.reduce((a, b) => a + b, 0)).toBe(plans.length);
        let at = 0;
        for (const size of sizes) {
          expect(size).toBeGreaterThan(0);
          const run = plans.slice(at, at + size);
          const seconds = overhead + run.reduce((n, p) => n + planSeconds(p, true), 0);
          if (size > 1) expect(seconds).toBeLessThanOrEqual(EXECUTION_BUDGET_SECONDS);
          if (at + size < plans.length) expect(seconds + planSeconds(plans[at + size], true)).toBeGreaterThan(EXECUTION_BUDGET_SECONDS);
          at += size;
        }
      }),
    );
  });

  it('a resumable creation is refused only for a sheet too large for one run on its own, named', () => {
    const huge = sized(0, 4000); // 2000 runs of widths: about 160 s on its own plus the overhead below
    const problems = limitProblems([sized(1, 2), huge], { existingCells: 0, extraCalls: 1500, resumable: true, tagged: true }, 'The big event');
    expect(problems).toEqual([expect.stringMatching(/^Sheet "S0" alone needs about \d+ minutes to write, more than one Apps Script run may take/)]);
    expect(limitProblems([sized(1, 2), sized(2, 2)], { existingCells: 0, extraCalls: 1500, resumable: true, tagged: true }, 'The big event')).toEqual([]);
  });
});
