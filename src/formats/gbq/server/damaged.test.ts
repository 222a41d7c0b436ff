/**
 * A damaged settings block (docs/rules.md §0.3, §5.5): a setting or option typed over with something it cannot be
 * shows beside it what belongs there, counts in "Problems to fix" (B6), GBQ and Status wait without an error, and
 * Publish standings still answers, listing the problem at its sheet cell above the post (the standings computed
 * with the default in its place). Both table kinds. A damaged results log: still read when only its header text changed;
 * refused, naming the cell, when a row typed below it or a row deleted above it would make it read the wrong rows.
 */
import { asSpreadsheet, installFakeGas } from '../../../../test/helpers/fakeGas';
import { EXTRACTORS, publishFrom } from '../../../publish';
import { logOf } from '../sheets/log';
import { OPTIONS, SETTINGS } from '../sheets/layout';
import { LOG } from '../sheets/logLayout';
import { createGbqTable } from './endpoints';
import { errorCells, liveTable, typeEntries, typeLog } from './testHelpers';

const FOUR = ['Ann', 'Bob', 'Cid', 'Dee'];
const L = OPTIONS.valueColumn;
// [cell, row, column, what is typed, the remark cell's row and column, words the remark and the problem say]
const DAMAGE: [string, number, number, unknown, number, number, string][] = [
  ['B2', SETTINGS.qualifiersRow, 2, 'two', SETTINGS.qualifiersRow, 3, 'Qualifiers: enter a whole number from 1 to 3'],
  ['B3', SETTINGS.winRow, 2, '', SETTINGS.winRow, 3, 'Win TP must be more than loss TP'],
  ['B4', SETTINGS.lossRow, 2, -1, SETTINGS.lossRow, 3, 'Win TP must be more than loss TP'],
  ['L2', OPTIONS.gamesPerMatchRow, L, 'x', OPTIONS.gamesPerMatchRow, OPTIONS.remarkColumn, 'Games per match: a whole number from 1 to 20'],
  ['L3', OPTIONS.roundsRow, L, 0, OPTIONS.roundsRow, OPTIONS.remarkColumn, 'Rounds: a whole number from 1 to 20'],
  ['L4', OPTIONS.referenceRow, L, 'best', OPTIONS.referenceRow, OPTIONS.remarkColumn, 'tp, gbq or wbq'],
  ['L5', OPTIONS.stepRow, L, '0,3', OPTIONS.stepRow, OPTIONS.remarkColumn, 'Rounding step: pick ½ (0.5)'],
  ['L6', OPTIONS.firstZeroRow, L, 'maybe', OPTIONS.firstZeroRow, OPTIONS.remarkColumn, '1st place = 0: yes or no'],
];

describe.each([
  ['entry table', false],
  ['log table', true],
])('%s: a damaged setting is named beside it and in the post, and publishing still answers', (_label, withLog) => {
  it.each(DAMAGE)('%s', (cell, row, column, value, remarkRow, remarkColumn, words) => {
    const gas = installFakeGas();
    const sheet = gas.book.sheet(
      createGbqTable({ title: 'Group A', players: FOUR, qualifiers: 1, gamesPerMatch: 1, rounds: 2, ...(withLog ? { log: 6 } : {}) }).sheet,
    );
    if (withLog)
      typeLog(sheet, logOf(4, 6).first, 6, [
        ['Ann', 'Bob', 1, 15, 5],
        ['Cid', 'Dee', 1, 12, 8],
      ]);
    else
      typeEntries(sheet, [
        { played: 1, tps: 15 },
        { played: 1, tps: 5 },
        { played: 1, tps: 12 },
        { played: 1, tps: 8 },
      ]);
    const publish = () => publishFrom(asSpreadsheet(gas), { sheet: 'Group A', format: 'text' }, EXTRACTORS, () => '2026-06-01');
    expect(publish().problems).toEqual([]);

    sheet.getRange(row, column).setValue(value);
    expect(String(sheet.valueAt(remarkRow, remarkColumn))).toContain(words);
    expect(sheet.valueAt(SETTINGS.checkRow, 2)).toBeGreaterThanOrEqual(1);
    expect(liveTable(sheet, 4).map((r) => r.gbq)).toEqual(['', '', '', '']);
    expect(errorCells(sheet)).toEqual([]);
    const post = publish();
    expect(post.problems).toEqual([expect.stringMatching(new RegExp(`^"Group A" ${cell}: `))]);
    expect(post.text.split('\n')[0]).toMatch(/^Group A — 2026-06-01/);
    expect(post.text).toContain('Ann');
  });
});

describe('a damaged results log', () => {
  const world = () => {
    const gas = installFakeGas();
    const sheet = gas.book.sheet(createGbqTable({ title: 'Group A', players: FOUR, qualifiers: 1, gamesPerMatch: 1, rounds: 2, log: 2 }).sheet);
    typeLog(sheet, logOf(4, 2).first, 2, [
      ['Ann', 'Bob', 1, 15, 5],
      ['Cid', 'Dee', 1, 12, 8],
    ]);
    const publish = () => publishFrom(asSpreadsheet(gas), { sheet: 'Group A', format: 'text' }, EXTRACTORS, () => '2026-06-01');
    return { sheet, publish };
  };

  it('its header typed over: still read, published as before', () => {
    const { sheet, publish } = world();
    const before = publish().text;
    sheet.getRange(logOf(4, 2).headerRow, LOG.first).setValue('Home');
    expect(publish()).toMatchObject({ text: before, problems: [] });
  });

  it('a result typed below its last row: refused naming that cell (it would not count)', () => {
    const { sheet, publish } = world();
    const below = logOf(4, 2).last + 1;
    sheet.getRange(below, LOG.first, 1, 5).setValues([['Ann', 'Cid', 1, 10, 10]]);
    expect(publish).toThrow(`"Group A" J${below}: this row is below the results log's last row (${below - 1}), so it is not read`);
  });

  it('a row deleted above it: refused naming the cell out of place, nothing written', () => {
    const { sheet, publish } = world();
    sheet.deleteRows(SETTINGS.firstRow + 4, 1);
    expect(publish).toThrow(/^"Group A" S\d+: the log workings' header "# 1" is not here: a row was inserted or deleted inside the table/);
  });
});
