/**
 * The GBQ table's group setup and options through the in-memory Sheets (docs/rules.md §5.3–§5.6): matches of
 * several games, the group-level check, rows with a blank name, the reference / step / "1st place = 0" options.
 */
import { createGbqTable } from './endpoints';
import { CreateGbqTableInput } from '../api';
import { gbq } from '../rules/gbq';
import { ENTRY, LIVE, OPTIONS, SETTINGS } from '../sheets/layout';
import { installFakeGas } from '../../../../test/helpers/fakeGas';
import { checks, errorCells, formulaErrors, liveTable, typeEntries } from './testHelpers';

function newTable(players: string[], qualifiers: number, extra: Partial<CreateGbqTableInput> = {}) {
  const gas = installFakeGas();
  const { sheet } = createGbqTable({ title: 'Group A', players, qualifiers, ...extra });
  return gas.book.sheet(sheet);
}

const problems = (sheet: ReturnType<typeof newTable>) => [sheet.valueAt(SETTINGS.checkRow, 2), sheet.valueAt(SETTINGS.checkRow, 3)];
const option = (sheet: ReturnType<typeof newTable>, row: number, value: string | number) => sheet.getRange(row, OPTIONS.valueColumn).setValue(value);

describe('matches of several games (the default: 3-game matches, one round)', () => {
  it("the issue's round 1 typed in decides nothing: 9 games each, 6 still to play", () => {
    const sheet = newTable(['Ann', 'Bob', 'Cid', 'Dee'], 1);
    typeEntries(sheet, [
      { played: 3, tps: 45 },
      { played: 3, tps: 15 },
      { played: 3, tps: 55 },
      { played: 3, tps: 5 },
    ]);
    expect(sheet.getRange(SETTINGS.firstRow, ENTRY.total, 4, 1).getValues().flat()).toEqual([9, 9, 9, 9]);
    expect(problems(sheet)).toEqual([0, 'All entries consistent']);
    expect(liveTable(sheet, 4).map((r) => [r.player, r.status])).toEqual([
      ['Cid', ''],
      ['Ann', ''],
      ['Bob', ''],
      ['Dee', ''],
    ]);
  });

  it('total games follow games per match and rounds; a typo there is a problem to fix', () => {
    const sheet = newTable(['Ann', 'Bob', 'Cid', 'Dee'], 1, { gamesPerMatch: 2, rounds: 2 });
    expect(sheet.valueAt(SETTINGS.firstRow, ENTRY.total)).toBe(12);
    option(sheet, OPTIONS.gamesPerMatchRow, 1);
    expect(sheet.valueAt(SETTINGS.firstRow, ENTRY.total)).toBe(6);
    option(sheet, OPTIONS.roundsRow, 'two');
    expect(sheet.valueAt(OPTIONS.roundsRow, OPTIONS.remarkColumn)).toBe('Rounds: a whole number from 1 to 20');
    expect(checks(sheet, 4)[0]).toBe(`"Group A" K${SETTINGS.firstRow}: total games: enter a whole number, 1 or more`);
    expect((problems(sheet)[0] as number) > 0).toBe(true);
    expect(liveTable(sheet, 4).map((r) => r.status)).toEqual(['', '', '', '']);
    expect(formulaErrors(sheet, 4)).toEqual([]);
    expect(errorCells(sheet)).toEqual([]);
  });

  it('marks come when they are certain: Cid beat everyone 60–0 over three 3-game matches', () => {
    const sheet = newTable(['Ann', 'Bob', 'Cid', 'Dee'], 1);
    // Cid 180 of 180; the others have played Cid and one more match among themselves.
    typeEntries(sheet, [
      { played: 6, tps: 45 },
      { played: 6, tps: 15 },
      { played: 9, tps: 180 },
      { played: 3, tps: 0 },
    ]);
    expect(problems(sheet)[0]).toBe(0);
    expect(liveTable(sheet, 4).map((r) => [r.player, r.status])).toEqual([
      ['Cid', 'qualified'],
      ['Ann', 'out'],
      ['Bob', 'out'],
      ['Dee', 'out'],
    ]);
  });
});

describe('the group-level check and rows with a blank name', () => {
  it('three players with 20 TPs from 1 game each (60 TPs from 1.5 games) is flagged; GBQ and Status wait', () => {
    const sheet = newTable(['Ann', 'Bob', 'Cid', 'Dee'], 1);
    typeEntries(sheet, [
      { played: 1, tps: 20 },
      { played: 1, tps: 20 },
      { played: 1, tps: 20 },
    ]);
    expect(checks(sheet, 4)).toEqual(['', '', '', '']);
    expect(problems(sheet)).toEqual([1, 'Group: the games played add up to 3, an odd number; every game has two players of the group']);
    expect(liveTable(sheet, 4).map((r) => [r.gbq, r.status])).toEqual([
      ['', ''],
      ['', ''],
      ['', ''],
      ['', ''],
    ]);
    typeEntries(sheet, [
      { played: 1, tps: 20 },
      { played: 1, tps: 20 },
      { played: 1, tps: 20 },
      { played: 1, tps: 20 },
    ]);
    expect(problems(sheet)).toEqual([1, 'Group: the TPs add up to 80, more than the 2 games played share out (40)']);
    typeEntries(sheet, [
      { played: 1, tps: 20 },
      { played: 1, tps: 0 },
      { played: 1, tps: 12.5 },
      { played: 1, tps: 6.5 },
    ]);
    expect(problems(sheet)).toEqual([0, 'All entries consistent; the TPs are 1 short of a full share per game (time penalties?)']);
  });

  it('a row whose name is blank is checked: flagged, and nothing shows #ERROR!', () => {
    const sheet = newTable(['Ann', 'Bob', 'Cid'], 1);
    sheet.getRange(SETTINGS.firstRow + 1, ENTRY.player).setValue('');
    typeEntries(sheet, [
      { played: 1, tps: 15 },
      { played: 1, tps: 999 },
      { played: 0, tps: 0 },
    ]);
    expect(checks(sheet, 3)[1]).toMatch(new RegExp(`^"Group A" J${SETTINGS.firstRow + 1}: no name: enter the player's name`));
    expect(liveTable(sheet, 3).map((r) => [r.gbq, r.status])).toEqual([
      ['', ''],
      ['', ''],
      ['', ''],
    ]);
    expect(errorCells(sheet)).toEqual([]);
  });

  it('the same name twice (case and spaces aside) is flagged on both rows', () => {
    const sheet = newTable(['Ann', 'Bob', 'Cid'], 1);
    sheet.getRange(SETTINGS.firstRow + 2, ENTRY.player).setValue(' ANN ');
    expect(checks(sheet, 3)).toEqual([
      `"Group A" J${SETTINGS.firstRow}: this name appears twice; names must differ (case and spaces do not count)`,
      '',
      `"Group A" J${SETTINGS.firstRow + 2}: this name appears twice; names must differ (case and spaces do not count)`,
    ]);
    expect(errorCells(sheet)).toEqual([]);
  });
});

describe('GBQ options on the sheet: reference, rounding step, 1st place = 0', () => {
  // The fourth worked example (docs/rules.md §5.7), with two more players who make the group add up.
  const names = ['X', 'Y', 'Z', 'W', 'U', 'V'];
  const rows = [
    { played: 5, tps: 75 },
    { played: 4, tps: 50 },
    { played: 9, tps: 105 },
    { played: 6, tps: 10 },
    { played: 6, tps: 75 },
    { played: 6, tps: 45 },
  ];
  const direct = (options: Parameters<typeof gbq>[1]) =>
    gbq(
      rows.map((r) => ({ tp: r.tps, games: r.played })),
      options,
    );
  const byName = (sheet: ReturnType<typeof newTable>) => Object.fromEntries(liveTable(sheet, 6).map((r) => [r.player, r.gbq]));
  const expected = (values: number[]) => Object.fromEntries(names.map((n, i) => [n, values[i]]));

  it("each option, created from the sidebar or changed on the sheet, gives the GBQ function's values", () => {
    const sheet = newTable(names, 2, { totalGames: 10 });
    typeEntries(sheet, rows);
    expect(problems(sheet)[0]).toBe(0);
    expect(byName(sheet)).toEqual(expected(direct({ qualifiers: 2 })));
    option(sheet, OPTIONS.referenceRow, 'gbq');
    expect(byName(sheet)).toEqual(expected(direct({ qualifiers: 2, reference: 'gbq' })));
    option(sheet, OPTIONS.referenceRow, 'WBQ');
    expect(byName(sheet)).toEqual(expected(direct({ qualifiers: 2, reference: 'wbq' })));
    option(sheet, OPTIONS.stepRow, 0.1);
    expect(byName(sheet)).toEqual(expected(direct({ qualifiers: 2, reference: 'wbq', step: 0.1 })));
    option(sheet, OPTIONS.referenceRow, 'tp');
    option(sheet, OPTIONS.firstZeroRow, 'yes');
    const first = byName(sheet);
    expect(first).toEqual(expected(direct({ qualifiers: 1, step: 0.1 })));
    expect(first.X).toBe(0); // X leads on TP%
    // the band stays on place q = 2
    expect(sheet.valueAt(SETTINGS.firstRow + 1, LIVE.place)).toBe(2);
    const made = newTable(names, 2, { totalGames: 10, reference: 'gbq', step: 0, firstPlaceZero: true });
    typeEntries(made, rows);
    expect(byName(made)).toEqual(expected(direct({ qualifiers: 1, reference: 'gbq', step: 0 })));
  });

  it('an unknown option is a problem to fix, named beside it, and GBQ falls back instead of breaking', () => {
    const sheet = newTable(names, 2, { totalGames: 10 });
    typeEntries(sheet, rows);
    option(sheet, OPTIONS.referenceRow, 'best');
    option(sheet, OPTIONS.stepRow, 0.3);
    expect(sheet.valueAt(OPTIONS.referenceRow, OPTIONS.remarkColumn)).toBe('Reference: tp, gbq or wbq');
    expect(sheet.valueAt(OPTIONS.stepRow, OPTIONS.remarkColumn)).toBe(
      'Rounding step: pick ½ (0.5), 1/10 (0.1), ¼ (0.25), 1 (whole) or none (0), or type the number (either decimal separator)',
    );
    expect(problems(sheet)[0]).toBe(1);
    expect(liveTable(sheet, 6).map((r) => r.gbq)).toEqual(['', '', '', '', '', '']);
    expect(errorCells(sheet)).toEqual([]);
  });
});
