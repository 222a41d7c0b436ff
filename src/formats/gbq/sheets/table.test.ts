/** The GBQ sheet plan as data: formulas the preview engine can compute, the spill area, the sheet's furniture. */
import { buildGbqTablePlan, GbqTableSpec, LAST_PLACE_BAND } from './table';
import { ENTRY, LIVE, SETTINGS, WORK } from './layout';
import { a1 } from '../../../shared/sheets/plan';

const spec = (n: number, extra: Partial<GbqTableSpec> = {}): GbqTableSpec => ({
  title: 'Group A',
  players: Array.from({ length: n }, (_, i) => `P${i + 1}`),
  qualifiers: 2,
  winTp: 15,
  lossTp: 5,
  totalGames: n - 1,
  ...extra,
});

const formulas = (n: number) =>
  buildGbqTablePlan(spec(n), 'G')
    .cells.flat()
    .filter((c): c is string => typeof c === 'string' && c.startsWith('='));

describe('buildGbqTablePlan', () => {
  it('uses no function the preview engine lacks or that sizes arrays (SORT, RANK, FILTER …)', () => {
    const forbidden = /\b(SORT|SORTN|RANK|RANK\.EQ|FILTER|UNIQUE|INDIRECT|QUERY|JOIN|REGEXMATCH|LET|LAMBDA|MAP|ARRAYFORMULA)\s*\(/i;
    const all = formulas(6);
    expect(all.length).toBeGreaterThan(50);
    expect(all.filter((f) => forbidden.test(f))).toEqual([]);
  });

  it('calls GBQ once, at the top of its workings column, with the cells below left empty for the spill', () => {
    const plan = buildGbqTablePlan(spec(5), 'G');
    const gbqCalls = formulas(5).filter((f) => /\bGBQ\(/.test(f));
    expect(gbqCalls).toEqual(['=GBQ(AD10:AD14,AE10:AE14,$T$6,$T$4,$T$5)']);
    expect(plan.cells[SETTINGS.firstRow - 1][WORK.gbq - 1]).toBe(gbqCalls[0]);
    for (let r = SETTINGS.firstRow + 1; r < SETTINGS.firstRow + 5; r++) expect(plan.cells[r - 1][WORK.gbq - 1] ?? null).toBeNull();
  });

  it('leaves the entry cells the TD types into empty, with total games filled in', () => {
    const plan = buildGbqTablePlan(spec(3, { totalGames: 7 }), 'G');
    const row = plan.cells[SETTINGS.firstRow - 1];
    // Names go through asText: "P1" has a digit, so it is written as text ('P1) and reads back as P1.
    expect(row.slice(0, ENTRY.tps)).toEqual(["'P1", 7, null, null, null, null, null]);
    expect(String(row[ENTRY.check - 1])).toMatch(/^=IF\(A10="",""/);
  });

  it('freezes the headers, bands place q, protects the formulas and offers drop-downs', () => {
    const plan = buildGbqTablePlan(spec(4), 'G');
    expect(plan.frozenRows).toBe(SETTINGS.headerRow);
    expect(plan.conditionalFormats!.filter((c) => c.background === LAST_PLACE_BAND).map((c) => [c.range, c.formula])).toEqual([
      ['J10:P13', '=$J10=$T$6'],
      ['Q10:Q13', '=$J10=$T$6'],
    ]);
    expect(plan.protections!.map((p) => p.range)).toEqual(expect.arrayContaining(['J9:Q13', 'H9:H13']));
    expect(plan.dropDowns!.map((d) => d.range)).toEqual(['B2', 'C10:F13']);
    expect(plan.notes![a1(SETTINGS.headerRow, LIVE.status)]).toMatch(/Sound bound/);
    expect(plan.columnWidths!.length).toBeGreaterThan(20);
  });

  it('skips the games drop-downs for very long groups', () => {
    expect(buildGbqTablePlan(spec(4, { totalGames: 300 }), 'G').dropDowns!.map((d) => d.range)).toEqual(['B2']);
  });

  it('writes the title and every name with asText (a formula, a number, a boolean stay text)', () => {
    const plan = buildGbqTablePlan(spec(4, { players: ['=A1', '+Bob', 'TRUE', 'Ann'], qualifiers: 1, title: '-Open' }), 'G');
    expect(plan.cells[0][0]).toBe("'-Open");
    expect(plan.cells.slice(SETTINGS.firstRow - 1, SETTINGS.firstRow + 3).map((r) => r[0])).toEqual(["'=A1", "'+Bob", "'TRUE", 'Ann']);
  });
});
