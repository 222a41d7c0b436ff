/**
 * The rounding step (L5) in every locale (docs/rules.md §5.4, §0.3): an item picked from its drop-down, or the number
 * typed with the spreadsheet's decimal separator (or the other one, as text), is read as that step by the sheet's
 * formulas and by Publish standings alike, in en_US and de_DE; anything else is a problem named at L5.
 */
import { createGbqTable } from './endpoints';
import { gbq } from '../rules/gbq';
import { readStep, STEP_ITEMS, STEPS } from '../rules/settings';
import { OPTIONS, SETTINGS } from '../sheets/layout';
import { buildGbqTablePlan, parseGbqTable, type GbqTableSpec } from '../sheets/table';
import { buildCrossPlan } from '../sheets/cross';
import { readSheet } from '../../../shared/server/readSheet';
import { readFormulas } from './read';
import { installFakeGas } from '../../../../test/helpers/fakeGas';
import type { FakeSheet } from '../../../../dev/fake/sheet';
import { errorCells, liveTable, typeEntries } from './testHelpers';

const names = ['X', 'Y', 'Z', 'W', 'U', 'V'];
const rows = [
  { played: 5, tps: 75 },
  { played: 4, tps: 50 },
  { played: 9, tps: 105 },
  { played: 6, tps: 10 },
  { played: 6, tps: 75 },
  { played: 6, tps: 45 },
];
const direct = (step: number) =>
  gbq(
    rows.map((r) => ({ tp: r.tps, games: r.played })),
    { qualifiers: 2, reference: 'wbq', step },
  );

function table(locale: 'en_US' | 'de_DE'): FakeSheet {
  const gas = installFakeGas({ locale });
  const sheet = gas.book.sheet(createGbqTable({ title: 'Group A', players: names, qualifiers: 2, totalGames: 10, reference: 'wbq' }).sheet);
  typeEntries(sheet, rows);
  return sheet;
}
const gbqByName = (sheet: FakeSheet) => Object.fromEntries(liveTable(sheet, 6).map((r) => [r.player, r.gbq]));
const expected = (step: number) => Object.fromEntries(names.map((n, i) => [n, direct(step)[i]]));
const problems = (sheet: FakeSheet) => sheet.valueAt(SETTINGS.checkRow, 2);
const remark = (sheet: FakeSheet) => sheet.valueAt(OPTIONS.stepRow, OPTIONS.remarkColumn);
const published = (sheet: FakeSheet) =>
  parseGbqTable(readSheet(sheet as unknown as GoogleAppsScript.Spreadsheet.Sheet), readFormulas(sheet as unknown as GoogleAppsScript.Spreadsheet.Sheet));

describe.each(['en_US', 'de_DE'] as const)('the rounding step in %s', (locale) => {
  const sheet = table(locale);
  // What the TD may put in L5 for each step: the drop-down item, and the number typed with either separator.
  const entries: [string | number, number][] = STEPS.flatMap((step, i): [string | number, number][] => [
    [STEP_ITEMS[i], step],
    [String(step), step],
    [String(step).replace('.', ','), step],
    [step, step],
  ]);

  it.each(entries)('%p is the step %p on the sheet and when published', (value, step) => {
    sheet.getRange(OPTIONS.stepRow, OPTIONS.valueColumn).setValue(value);
    expect(remark(sheet)).toBe('GBQ to the nearest step (0 = none)');
    expect(problems(sheet)).toBe(0);
    expect(gbqByName(sheet)).toEqual(expected(step));
    const parsed = published(sheet);
    expect(parsed.problems).toEqual([]);
    expect(parsed.group?.step).toBe(step);
    expect(errorCells(sheet)).toEqual([]);
  });

  it.each(['0.3', 0.3, 'half', '', '½ (0.5)|x'])('%p is not a step: named at L5, GBQ waits, no error', (value) => {
    sheet.getRange(OPTIONS.stepRow, OPTIONS.valueColumn).setValue(value);
    expect(String(remark(sheet))).toMatch(/^Rounding step: pick ½ \(0\.5\), 1\/10 \(0\.1\), ¼ \(0\.25\), 1 \(whole\) or none \(0\)/);
    expect(problems(sheet)).toBe(1);
    expect(liveTable(sheet, 6).map((r) => r.gbq)).toEqual(['', '', '', '', '', '']);
    expect(published(sheet).problems).toEqual([expect.stringMatching(/^"Group A" L5: Rounding step: pick /)]);
    expect(errorCells(sheet)).toEqual([]);
  });
});

describe('the drop-downs of every GBQ sheet', () => {
  const spec = (extra: Partial<GbqTableSpec> = {}): GbqTableSpec => ({
    title: 'Group A',
    players: ['Ann', 'Bob', 'Cid', 'Dee'],
    qualifiers: 1,
    winTp: 15,
    lossTp: 5,
    gamesPerMatch: 3,
    rounds: 1,
    reference: 'tp',
    step: 0.25,
    firstPlaceZero: false,
    ...extra,
  });
  const plans = [
    ['entry table', buildGbqTablePlan(spec(), 'Group A')],
    ['log table', buildGbqTablePlan(spec({ logRows: 18 }), 'Group A')],
    [
      'cross table',
      buildCrossPlan(
        {
          title: 'Cross',
          k: 1,
          groups: [
            { sheet: 'Group A', players: 4 },
            { sheet: 'Group B', players: 4 },
          ],
        },
        'Cross',
      ),
    ],
  ] as const;

  it.each(plans)('%s: each has a help text listing the accepted entries', (_label, plan) => {
    expect(plan.dropDowns?.length).toBeGreaterThan(0);
    for (const d of plan.dropDowns ?? []) {
      expect([d.range, d.helpText ?? '']).toEqual([d.range, expect.stringMatching(/\S/)]);
      const help = d.helpText as string;
      const numbers = d.list?.every((x) => /^\d+$/.test(x)) ?? false;
      // a run of whole numbers is named by its bounds ("1 to 3"); other items one by one
      if (d.list && numbers) expect([d.range, help]).toEqual([d.range, expect.stringMatching(new RegExp(`\\b${d.list[0]} to `))]);
      if (d.list && !numbers) for (const item of d.list) expect([d.range, help]).toEqual([d.range, expect.stringContaining(item)]);
      if (d.listRange) expect(help).toContain(d.listRange.replace(/\$/g, ''));
    }
  });

  it('the rounding step offers items with no decimal separator to parse, and accepts a typed number', () => {
    const plan = buildGbqTablePlan(spec(), 'Group A');
    const step = plan.dropDowns!.find((d) => d.range === `L${OPTIONS.stepRow}`)!;
    expect(step.list).toEqual([...STEP_ITEMS]);
    // none of them reads as a number in any locale, so a picked item stays the item
    for (const item of STEP_ITEMS) expect(Number.isNaN(Number(item.replace(',', '.')))).toBe(true);
    expect(step.allowInvalid).toBe(true);
    expect(STEP_ITEMS.map(readStep)).toEqual([...STEPS]);
    expect(plan.cells[OPTIONS.stepRow - 1][OPTIONS.valueColumn - 1]).toBe('¼ (0.25)');
  });
});
