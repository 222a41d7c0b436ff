/**
 * A typing slip stays on its row (docs/rules.md §0.3), on the swing log: one slip typed into one cell of a posted
 * row marks that cell red, the row's Check names the sheet cell and what belongs there, "Problems to fix" counts 1,
 * the panel's Log repair lists that row (and only it), and the event is replayed over the other rows — the chips
 * are those of the log without the damaged row. In en_US and de_DE (a decimal comma typed there is a number).
 */
import { installFakeGas } from '../../../../test/helpers/fakeGas';
import { paintedRows } from '../../../../test/helpers/conditional';
import type { FakeGas } from '../../../../dev/fake/gas';
import { COLOR } from '../../../shared/sheets/styles';
import { createSwing, getSwingStatus, recordSwingResult, setSwingPlayerStatus, startSwingClock } from './endpoints';
import { swingLogPlan, appendLogEdit, type ParsedSwingLog } from '../sheets/log';
import { MAX_FORMULA } from '../sheets/logChecks';
import { resolveSettings, type SwingSettings } from '../rules';
import { LOG_FIRST_ROW } from '../sheets/layout';

const sheet = 'Club';
const LOG = 'Club log';
const COLUMNS = 'ABCDEFG';

interface World {
  gas: FakeGas;
  /** Chips after the rows before the damaged one (row 15: B, Cid beat Dan, cube 2, gammon; row 16: Ann leaving). */
  chipsBefore15: Record<string, number>;
  chipsBefore16: Record<string, number>;
}

function world(locale: 'en_US' | 'de_DE'): World {
  const gas = installFakeGas({ locale });
  const run = <T>(fn: () => T): T => gas.execute(fn);
  run(() => createSwing({ title: sheet, players: ['Ann', 'Bob', 'Cid', 'Dan'], seed: 's', anteMinutes: 0 }));
  run(() => startSwingClock({ sheet, time: '2026-05-02T09:00:00Z' })); // row 13
  const before15 = run(() => recordSwingResult({ sheet, match: 'A', winner: 'Ann', loser: 'Bob', time: '2026-05-02T09:05:00Z' })).chips; // row 14
  const before16 = run(() =>
    recordSwingResult({ sheet, match: 'B', winner: 'Cid', loser: 'Dan', cube: 2, kind: 'gammon', time: '2026-05-02T09:06:00Z' }),
  ).chips; // row 15
  run(() => setSwingPlayerStatus({ sheet, player: 'Bob', leaving: true, time: '2026-05-02T09:07:00Z' })); // row 16
  return { gas, chipsBefore15: { ...before15 }, chipsBefore16: { ...before16 } };
}

type Slip = [what: string, cell: string, typed: string | number, check: RegExp | null];

/** Each slip: where it is typed, and the Check it gives (null: accepted as the TD meant it, nothing to fix). */
const slips = (locale: string): Slip[] => [
  ['an unknown type', 'A15', 'reslt', /^"Club log" A15: type result, leaving, back, start, pause or resume, or delete the row$/],
  ['a time of day without a date', 'B15', '12:30', /^"Club log" B15: type the time as 2026-05-02T10:07:00Z/],
  ['a time that is not a date-time', 'B15', 'at nine', /^"Club log" B15: type the time as 2026-05-02T10:07:00Z/],
  ['a blank winner', 'C15', '', /^"Club log" C15: type the winner \(or the player\) as in row 10 \(Players\)$/],
  ['a winner not in the group', 'C15', 'Zed', /^"Club log" C15: type the winner/],
  ['a wildcard for a name', 'C15', 'C*', /^"Club log" C15: type the winner/],
  ['a one-character wildcard', 'D15', 'Da?', /^"Club log" D15: type the loser as in row 10 \(Players\)$/],
  ['the winner as loser', 'D15', 'cid', /^"Club log" D15: the loser is the winner/],
  ['a cube out of range (0)', 'E15', 0, /^"Club log" E15: type the final cube: 1, 2, 4, 8, 16, 32, 64, … \(blank = 1\)$/],
  ['a cube that is not a power of two', 'E15', '3', /^"Club log" E15: type the final cube/],
  ['a word for the cube', 'E15', 'two', /^"Club log" E15: type the final cube/],
  ['a decimal comma in the cube', 'E15', '2,0', locale === 'de_DE' ? null : /^"Club log" E15: type the final cube/],
  ['an unknown kind', 'F15', 'gamon', /^"Club log" F15: type single, gammon or backgammon \(blank = single\)$/],
  ['a wildcard for the kind', 'F15', '*', /^"Club log" F15: type single/],
  ['a leaving player not in the group', 'C16', 'Bo*', /^"Club log" C16: type the winner \(or the player\)/],
];

describe.each(['en_US', 'de_DE'] as const)('one slip typed into the swing log (%s)', (locale) => {
  let w: World;
  beforeAll(() => (w = world(locale)));
  const log = () => w.gas.book.sheet(LOG);
  const logRows = (column: number) => paintedRows(log(), COLOR.bad, column).filter((r) => r >= LOG_FIRST_ROW);

  it('a clean log: no problems, the count green', () => {
    expect(log().getRange('A11:B11').getValues()).toEqual([['Problems to fix', 0]]);
    expect(log().getRange('H3:H9').getValues().flat()).toEqual(new Array(7).fill(''));
    expect(paintedRows(log(), COLOR.good, 2)).toEqual([11]);
    for (let c = 1; c <= 7; c++) expect(logRows(c)).toEqual([]);
    expect(w.gas.execute(() => getSwingStatus({ sheet })).damage).toEqual([]);
  });

  it.each(slips(locale))('%s (%s ← %p)', (_what, cell, typed, check) => {
    const range = log().getRange(cell);
    const old = range.getValue();
    range.setValue(typed);
    try {
      const row = Number(cell.slice(1));
      const column = COLUMNS.indexOf(cell[0]) + 1;
      const status = w.gas.execute(() => getSwingStatus({ sheet }));
      const checks = log()
        .getRange(`H${LOG_FIRST_ROW}:H${LOG_FIRST_ROW + 5}`)
        .getValues()
        .flat();
      if (check === null) {
        expect(checks.every((c) => c === '')).toBe(true);
        expect(status.damage).toEqual([]);
        expect(log().getRange('B11').getValue()).toBe(0);
        return;
      }
      // Only the row's Check speaks, naming the cell and what belongs there; the count is 1 and red.
      expect(checks.map((c, i) => (c === '' ? null : [LOG_FIRST_ROW + i, c]))).toEqual(
        checks.map((_, i) => (LOG_FIRST_ROW + i === row ? [row, expect.stringMatching(check)] : null)),
      );
      expect(log().getRange('B11').getValue()).toBe(1);
      expect(paintedRows(log(), COLOR.bad, 2)).toContain(11);
      // Only the bad cell is marked.
      for (let c = 1; c <= 7; c++) expect([c, logRows(c)]).toEqual([c, c === column ? [row] : []]);
      // The panel's Log repair lists that row, and only it; the rest is replayed without it.
      expect(status.damage.map((d) => d.row)).toEqual([row]);
      if (row === 15) {
        expect(status.chips).toEqual(w.chipsBefore15);
        expect(status.results).toBe(1);
      } else {
        expect(status.chips).toEqual(w.chipsBefore16);
        expect(status.leaving).toEqual([]);
      }
    } finally {
      range.setValue(old);
    }
    expect(log().getRange('B11').getValue()).toBe(0);
  });
});

type SettingSlip = [what: string, cell: string, typed: string | number, check: RegExp];

/** A setting typed over: its own Check (H3:H9) names the cell; the replay stops until it is repaired (docs/rules.md §4.1). */
const settingSlips: SettingSlip[] = [
  ['a word for the chips', 'B3', 'twelve', /^"Club log" B3: type the chips each player started with, a whole number of at least 1$/],
  ['chips of 2.5', 'B3', 2.5, /^"Club log" B3: type the chips/],
  ['negative ante minutes', 'B4', -5, /^"Club log" B4: type the minutes between timed ante-ups, 0 for none$/],
  ['a word for Jacoby', 'B5', 'maybe', /^"Club log" B5: type TRUE \(Jacoby on\) or FALSE \(off\)$/],
  ['an unknown ending', 'B6', 'fast', /^"Club log" B6: type preferred, speed-up, both$/],
  ['an unknown mode', 'B7', 'auto', /^"Club log" B7: type manual or automated$/],
  ['12:30 in Start (the clock has a start row)', 'B9', '12:30', /^"Club log" B9: clear it/],
  ['a changed label', 'A7', 'Mood', /^"Club log" A7: type Mode back/],
];

describe.each(['en_US', 'de_DE'] as const)('one setting typed over on the swing log (%s)', (locale) => {
  let w: World;
  beforeAll(() => (w = world(locale)));
  const log = () => w.gas.book.sheet(LOG);

  it.each(settingSlips)('%s (%s ← %p)', (_what, cell, typed, check) => {
    const range = log().getRange(cell);
    const old = range.getValue();
    range.setValue(typed);
    try {
      const row = Number(cell.slice(1));
      const checks = log().getRange('H3:H9').getValues().flat();
      expect(checks.map((c, i) => (c === '' ? null : [3 + i, c]))).toEqual(checks.map((_, i) => (3 + i === row ? [row, expect.stringMatching(check)] : null)));
      expect(log().getRange('B11').getValue()).toBe(1);
      const column = COLUMNS.indexOf(cell[0]) + 1;
      for (let c = 1; c <= 2; c++) {
        expect([c, paintedRows(log(), COLOR.bad, c).filter((r) => r >= 3 && r <= 10)]).toEqual([c, c === column ? [row] : []]);
      }
      // The panel's Log repair lists the same setting; the status still answers.
      const status = w.gas.execute(() => getSwingStatus({ sheet }));
      expect(status.damage.map((d) => d.row)).toEqual([row]);
    } finally {
      range.setValue(old);
    }
    expect(log().getRange('B11').getValue()).toBe(0);
  });
});

describe('the log grows', () => {
  it('the rows added get the marks, the count covers them, and a slip there is counted and marked', () => {
    const w = world('en_US');
    const log = w.gas.book.sheet(LOG);
    w.gas.book.sheet(sheet).addDeveloperMetadata('td-swing-log-rows', '16'); // as if the log had filled its protected rows
    const s = w.gas.execute(() => getSwingStatus({ sheet }));
    w.gas.execute(() => recordSwingResult({ sheet, match: s.matches[0].letter, winner: s.matches[0].players[0], time: '2026-05-02T09:08:00Z' })); // row 17
    expect(log.getRange('B11').getFormula()).toContain('H13:H517');
    expect(log.conditionalRules.some((r) => r.ranges.some((g) => g.a1 === 'C17:C517'))).toBe(true);
    log.getRange('C17').setValue('Zed');
    expect(log.getRange('H17').getValue()).toMatch(/^"Club log" C17: type the winner/);
    expect(log.getRange('B11').getValue()).toBe(1);
    expect(paintedRows(log, COLOR.bad, 3).filter((r) => r >= LOG_FIRST_ROW)).toEqual([17]);
  });
});

describe('drop-downs', () => {
  it('every data validation on both swing sheets has a help text listing every entry it accepts', () => {
    const w = world('en_US');
    let seen = 0;
    for (const name of [sheet, LOG]) {
      const s = w.gas.book.sheet(name);
      const rules = s
        .getRange(1, 1, s.getMaxRows(), s.getMaxColumns())
        .getDataValidations()
        .flat()
        .filter((r): r is NonNullable<typeof r> => r !== null);
      for (const rule of rules) {
        seen++;
        expect(rule.helpText).not.toBe('');
        for (const entry of rule.values ?? []) expect([rule.helpText, rule.helpText.includes(entry)]).toEqual([rule.helpText, true]);
      }
    }
    expect(seen).toBe(3); // Jacoby, Ending, Mode on the log
  });
});

describe('the log formulas stay readable', () => {
  it(`no formula of the log plan or of a posting is over ${MAX_FORMULA} characters (64 players, rows into the thousands)`, () => {
    const players = Array.from({ length: 64 }, (_, i) => `Player ${i + 1}`);
    const cfg = resolveSettings({ players, seed: 's' } as Partial<SwingSettings> as SwingSettings);
    const plan = swingLogPlan('A club swing with a long title log', 'A club swing with a long title', cfg);
    const formulas = [...plan.cells.flat(), ...(plan.conditionalFormats ?? []).map((c) => c.formula)].filter(
      (c): c is string => typeof c === 'string' && c.startsWith('='),
    );
    const parsed: ParsedSwingLog = {
      sheet: 'A club swing with a long title log',
      title: 'A club swing with a long title',
      settings: cfg,
      settingsDamage: [],
      entries: [],
      entryRows: [],
      damage: [],
      lastRow: 9998,
      empty: false,
    };
    const edit = appendLogEdit(parsed, { type: 'result', winner: 'Player 1', loser: 'Player 2', cube: 1, kind: 'single', time: '2026-05-02T09:00:00Z' });
    formulas.push(...(edit.blocks ?? []).flatMap((b) => b.values.flat()).filter((c): c is string => typeof c === 'string' && c.startsWith('=')));
    expect(formulas.length).toBeGreaterThan(20);
    // The writer wraps a formula over ranges in ARRAYFORMULA( … ): counted too.
    const longest = Math.max(...formulas.map((f) => f.length + 'ARRAYFORMULA()'.length));
    expect(longest).toBeLessThanOrEqual(MAX_FORMULA);
  });
});
