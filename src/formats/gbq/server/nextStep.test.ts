/**
 * The Next step line (C1) of both GBQ table kinds, as a TD reads it, evaluated by the stand-in in en_US and de_DE:
 * before any result, after some, with a typed slip (the problem count), a full log, and complete. The expected
 * lines are written out by hand from the test's own results (4 players, 1-game matches: 6 games in the group).
 * The cross-group table's line (C1): problems, provisional while a group plays, publish once all are finished.
 * Before the first result the live table is the player list in entry order with no band and no mark; the band of
 * place q appears with the first result.
 */
import { createGbqCrossTable, createGbqTable } from './endpoints';
import { CROSS } from '../sheets/cross';
import { LAST_PLACE_BAND } from '../sheets/table';
import { SETTINGS } from '../sheets/layout';
import { logOf } from '../sheets/log';
import { NEXT_STEP, WIZARD } from '../sheets/nextStep';
import { installFakeGas } from '../../../../test/helpers/fakeGas';
import { shiftFormula } from '../../../../dev/preview/world';
import type { FakeSheet } from '../../../../dev/fake/sheet';
import { liveTable, typeEntries, typeLog, type LogRow } from './testHelpers';

const PLAYERS = ['Ann', 'Bob', 'Cid', 'Dee'];
const PUBLISH =
  'publish the standings: Extensions ▸ Tournament director ▸ Open tournament wizard ▸ Publish standings (with several groups, then GBQ cross-group table)';
const PROBLEMS = 'the Check column names each cell, C6 a group problem';

function line(sheet: FakeSheet): string {
  const shown = String(sheet.getRange(NEXT_STEP.row, NEXT_STEP.column).getDisplayValue());
  if (!shown.startsWith('Next step: ')) throw new Error(`C1 shows ${shown}: ${sheet.errorAt(NEXT_STEP.row, NEXT_STEP.column) ?? ''}`);
  return shown;
}

/** Whether the band of the last qualification place paints live row `place` (the conditional format, evaluated). */
function banded(sheet: FakeSheet, place: number): boolean {
  const rule = sheet.conditionalRules.find((r) => r.background === LAST_PLACE_BAND);
  if (!rule) throw new Error('no band rule');
  const m = /^([A-Z]+)(\d+)/.exec(rule.ranges[0].a1) as RegExpExecArray;
  const v = sheet.book.hf.calculateFormula(shiftFormula(rule.formula, SETTINGS.firstRow + place - 1 - Number(m[2]), 0), sheet.hfSheet);
  return v === true || v === 1;
}

describe.each(['en_US', 'de_DE'] as const)('the Next step line in %s', (locale) => {
  it('an entry table: no results yet, then games in, a slip, complete', () => {
    const gas = installFakeGas({ locale });
    const sheet = gas.book.sheet(createGbqTable({ title: 'Group A', players: PLAYERS, qualifiers: 2, gamesPerMatch: 1 }).sheet);
    const where = 'games played in L10:L13 and TPs in P10:P13';
    expect(line(sheet)).toBe(`Next step: no results yet — after each match type both players' ${where} (wins, draws, losses optional) · 0 of 6 games`);
    // Before any result: the player list in entry order, no band, no mark.
    expect(liveTable(sheet, 4).map((r) => [r.player, r.status])).toEqual(PLAYERS.map((p) => [p, '']));
    expect([1, 2, 3, 4].map((p) => banded(sheet, p))).toEqual([false, false, false, false]);

    typeEntries(sheet, [
      { played: 1, tps: 5 },
      { played: 1, tps: 15 },
    ]);
    expect(line(sheet)).toBe(`Next step: after each match update both players' ${where} — 1 of 6 games in`);
    expect([1, 2, 3, 4].map((p) => banded(sheet, p))).toEqual([false, true, false, false]);

    typeEntries(sheet, [
      { played: 1, tps: 5 },
      { played: 1, tps: 15 },
      { played: 2, tps: 'abc' },
      { played: 2, tps: 20 },
    ]);
    expect(line(sheet)).toBe(`Next step: Problems to fix: 1 — ${PROBLEMS}`);

    typeEntries(sheet, [
      { played: 3, tps: 15 },
      { played: 3, tps: 45 },
      { played: 3, tps: 35 },
      { played: 3, tps: 25 },
    ]);
    expect(line(sheet)).toBe(`Next step: all 6 games are in — ${PUBLISH}`);
  });

  it('a log table: no results yet, then games in, a slip, complete', () => {
    const gas = installFakeGas({ locale });
    const sheet = gas.book.sheet(createGbqTable({ title: 'Group A', players: PLAYERS, qualifiers: 2, gamesPerMatch: 1, log: true }).sheet);
    const log = logOf(4, 6);
    expect(line(sheet)).toBe('Next step: no results yet — log each game or match in the RESULTS LOG, J17:P22 (players, games, TPs) · 0 of 6 games');
    expect(liveTable(sheet, 4).map((r) => [r.player, r.status])).toEqual(PLAYERS.map((p) => [p, '']));
    expect([1, 2, 3, 4].map((p) => banded(sheet, p))).toEqual([false, false, false, false]);

    const rows: LogRow[] = [
      ['Dee', 'Cid', '', 5, 15],
      ['Ann', 'Bob', '', 12, 8],
    ];
    typeLog(sheet, log.first, 6, rows);
    expect(line(sheet)).toBe('Next step: log each game or match in J17:P22 — 2 of 6 games in');
    expect([1, 2, 3, 4].map((p) => banded(sheet, p))).toEqual([false, true, false, false]);

    typeLog(sheet, log.first, 6, [...rows, ['Ann', 'Cid', '', 'x', 8]]);
    expect(line(sheet)).toBe(`Next step: Problems to fix: 1 — ${PROBLEMS}`);

    typeLog(sheet, log.first, 6, [...rows, ['Ann', 'Cid', '', 10, 10], ['Ann', 'Dee', '', 20, 0], ['Bob', 'Cid', '', 7, 13], ['Bob', 'Dee', '', 9, 11]]);
    expect(line(sheet)).toBe(`Next step: all 6 games are in — ${PUBLISH}`);
  });

  it('a full log with games still to play says so', () => {
    const gas = installFakeGas({ locale });
    const sheet = gas.book.sheet(createGbqTable({ title: 'Group A', players: PLAYERS, qualifiers: 2, gamesPerMatch: 1, log: 2 }).sheet);
    typeLog(sheet, logOf(4, 2).first, 2, [['Ann', 'Bob', '', 12, 8]]);
    expect(line(sheet)).toBe('Next step: log each game or match in J17:P18 — 1 of 6 games in');
    typeLog(sheet, logOf(4, 2).first, 2, [
      ['Ann', 'Bob', '', 12, 8],
      ['Cid', 'Dee', '', 12, 8],
    ]);
    expect(line(sheet)).toBe(
      'Next step: the results log is full (2 rows), 2 of 6 games in: create the table again with more log rows (GBQ group table, Log rows)',
    );
  });
});

describe.each(['en_US', 'de_DE'] as const)('the cross-group table Next step line in %s', (locale) => {
  it('provisional while a group plays, a group problem or a bad k first, publish once every group is finished', () => {
    const gas = installFakeGas({ locale });
    const a = gas.book.sheet(createGbqTable({ title: 'Group A', players: ['A1', 'A2', 'A3'], qualifiers: 1, gamesPerMatch: 1 }).sheet);
    const b = gas.book.sheet(createGbqTable({ title: 'Group B', players: ['B1', 'B2', 'B3'], qualifiers: 1, gamesPerMatch: 1 }).sheet);
    const cross = gas.book.sheet(createGbqCrossTable({ title: 'Best 2nds', k: 1 }).sheet);
    const provisional = (n: number) =>
      `Next step: provisional: ${n} of 2 groups still have games to play — type them in each group's table; this table follows`;
    expect(line(cross)).toBe(provisional(2));
    // Group A complete (3 games: 20 TPs each); group B one game in.
    typeEntries(a, [
      { played: 2, tps: 30 },
      { played: 2, tps: 20 },
      { played: 2, tps: 10 },
    ]);
    typeEntries(b, [
      { played: 1, tps: 15 },
      { played: 1, tps: 5 },
    ]);
    expect(line(cross)).toBe(provisional(1));
    typeEntries(b, [
      { played: 1, tps: 15 },
      { played: 1, tps: 'x' },
    ]);
    expect(line(cross)).toBe('Next step: Problems to fix: 1 — Group state names each group to fix on its own sheet; C2 a bad k');
    typeEntries(b, [
      { played: 2, tps: 25 },
      { played: 2, tps: 20 },
      { played: 2, tps: 15 },
    ]);
    expect(line(cross)).toBe(`Next step: every group is finished — publish the standings: ${WIZARD} ▸ Publish standings`);
    cross.getRange(CROSS.kRow, 2).setValue(5);
    expect(line(cross)).toBe('Next step: Problems to fix: 1 — Group state names each group to fix on its own sheet; C2 a bad k');
  });
});
