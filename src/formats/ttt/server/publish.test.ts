/**
 * publishStandings on a TTT set in the stand-in (src/publish.ts → server/publish.ts): the group table and the
 * statistics computed from the Games sheets' typed results — a `WT x` typed, a timeout adjudicated on the
 * Timeouts sheet from GnuBG's W, G, B (computed here from the row, never read from TTTTIMEOUT), a removed player —
 * equal the doc the rules give for the same games, and the Table's own TTTSTANDINGS agrees on every total.
 * A typo is named by its cell and nothing is written.
 */
import { asSpreadsheet, installFakeGas } from '../../../../test/helpers/fakeGas';
import { EXTRACTORS, publishFrom } from '../../../publish';
import { render } from '../../../shared/rules/publish';
import { readSheet } from '../../../shared/server/readSheet';
import { parseStats } from '../sheets/stats';
import { tttGroupDoc, tttStatsDoc } from '../rules/publish';
import { CURRENT_SCORING } from '../rules/scores';
import { tttStandings } from '../rules/standings';
import { adjudicateTimeout } from '../rules/timeout';
import { createMiniTtt, importResults } from './endpoints';
import { create, gameLines, names, standings, typeResults } from '../sheets/testHelpers';

const DATE = '2026-05-17';

function setUp() {
  const gas = installFakeGas();
  create(gas, { title: 'May <TTT>', players: names(5), groupSize: 5, seed: 'pub' });
  const games = gameLines(gas, 'May <TTT> G1 Games');
  const sheet = gas.book.sheet('May <TTT> G1 Games');
  // Results as a TD types them (inviter's view): codes, an adjudicated `WT 1.8`, a plain LT sent to Timeouts.
  const typed = ['W1', 'L2', 'WT 1.8', 'W3', 'LT', 'L1', '', 'W2'];
  sheet.getRange(5, 6, typed.length, 1).setValues(typed.map((t) => [t]));
  importResults({ sheet: 'May <TTT> Import' });
  gas.book
    .sheet('May <TTT> Timeouts')
    .getRange('F5:H5')
    .setValues([[88.2, 40.5, 3.1]]);
  const publish = (name: string, format: 'text' | 'html' = 'text') =>
    publishFrom(asSpreadsheet(gas), { sheet: name, format, date: DATE }, EXTRACTORS, () => DATE).text;
  const expectedGames = games.map((g, i) => {
    const t = typed[i] ?? '';
    const result =
      t === ''
        ? null
        : t === 'WT 1.8'
          ? { code: 'WT' as const, score: 1.8 }
          : t === 'LT'
            ? { code: 'LT' as const, score: adjudicateTimeout(88.2, 40.5, 3.1) }
            : (t as 'W1');
    return { first: g.inviter, second: g.invitee, result };
  });
  return { gas, games, sheet, publish, expectedGames };
}

describe('publishing a TTT group and its statistics', () => {
  it("the Table publishes the rules' standings of the typed results; TTTSTANDINGS on the sheet agrees", () => {
    const { gas, publish, expectedGames } = setUp();
    const expected = tttGroupDoc('May <TTT>', DATE, { name: 'G1', games: expectedGames, removed: [] }, CURRENT_SCORING);
    expect(publish('May <TTT> G1 Table')).toBe(render(expected, 'text'));
    expect(publish('May <TTT> G1 Games')).toBe(render(expected, 'text'));
    expect(publish('May <TTT> G1 Table', 'html')).not.toContain('<TTT>');
    expect(publish('May <TTT> G1 Table')).toContain('after 7 of 10 games');
    // The sheet's own computation (TTTSTANDINGS over the Games sheet) gives the same totals, published with the
    // sheet's one decimal (4.6, 3.0).
    const onSheet = standings(gas, 'May <TTT> G1 Table').map((l) => [l.player, l.played, l.points.toFixed(1)]);
    expect(expected.sections[0].rows.map((r) => [r.cells[1], r.cells[2], r.cells[3]])).toEqual(onSheet);
  });

  it('a removed player is struck out in the table and the statistics', () => {
    const { gas, games, publish, expectedGames } = setUp();
    gas.book.sheet('May <TTT> G1 Table').getRange('O6').setValue(games[0].inviter);
    const removed = [games[0].inviter];
    expect(publish('May <TTT> G1 Table')).toBe(render(tttGroupDoc('May <TTT>', DATE, { name: 'G1', games: expectedGames, removed }, CURRENT_SCORING), 'text'));
    const statsDoc = tttStatsDoc('May <TTT>', DATE, [{ name: 'G1', games: expectedGames, removed }], CURRENT_SCORING);
    expect(publish('May <TTT> Stats')).toBe(render(statsDoc, 'text'));
    // The sheet's own statistics (the Stats sheet's formulas) give the same played, counts and points.
    const onSheet = parseStats(readSheet(asSpreadsheet(gas).getSheetByName('May <TTT> Stats')!)).lines.map((l) => [l.player, l.played, ...l.counts, l.points]);
    const published = statsDoc.sections[0].rows.map((r) => [...r.cells.slice(1, 11), Number(r.cells[11])]);
    expect([...published].sort()).toEqual([...onSheet].sort());
    expect(publish('May <TTT> G1 Table')).toContain(`Removed: ${games[0].inviter}`);
  });

  it('a typo and a bad GnuBG row: published over the other games, each listed above the post naming its cell, nothing written', () => {
    const { gas, games, sheet, expectedGames } = setUp();
    sheet.getRange('F11').setValue('W4');
    gas.book.sheet('May <TTT> Timeouts').getRange('G5').setValue(95);
    const before = gas.book.sheets.map((s) => JSON.stringify(s.getDataRange().getValues()));
    const full = (name: string) => publishFrom(asSpreadsheet(gas), { sheet: name, format: 'text', date: DATE }, EXTRACTORS, () => DATE);
    // Left out: the W4 typed in F11; the timeout whose GnuBG row is broken stays plain LT (to adjudicate), never a wrong score.
    const good = expectedGames.map((g, i) => (i === 4 ? { ...g, result: 'LT' as const } : games[i].row === 11 ? { ...g, result: null } : g));
    const out = full('May <TTT> G1 Table');
    expect(out.text).toBe(render(tttGroupDoc('May <TTT>', DATE, { name: 'G1', games: good, removed: [] }, CURRENT_SCORING), 'text'));
    expect(out.problems).toHaveLength(2);
    expect(out.problems.join('\n')).toMatch(/"May <TTT> Timeouts" G5: gammons above wins[\s\S]*"May <TTT> G1 Games" F11: "W4" is not a result/);
    const stats = full('May <TTT> Stats');
    expect(stats.text).toBe(render(tttStatsDoc('May <TTT>', DATE, [{ name: 'G1', games: good, removed: [] }], CURRENT_SCORING), 'text'));
    expect(stats.problems).toEqual(out.problems);
    expect(gas.book.sheets.map((s) => JSON.stringify(s.getDataRange().getValues()))).toEqual(before);
  });

  it('an unreadable scoring cannot be published over: refused, naming the cell', () => {
    const { gas, publish } = setUp();
    gas.book.sheet('May <TTT> Stats').getRange('B3').setValue('modern');
    expect(() => publish('May <TTT> G1 Table')).toThrow(/"May <TTT> Stats" B3: "modern" is not a scoring/);
    expect(() => publish('May <TTT> Stats')).toThrow(/"May <TTT> Stats" B3/);
  });

  it('no problems: none listed', () => {
    const { gas } = setUp();
    expect(publishFrom(asSpreadsheet(gas), { sheet: 'May <TTT> G1 Table', format: 'text', date: DATE }, EXTRACTORS, () => DATE).problems).toEqual([]);
  });
});

describe('publishing the smallest groups (sheets sized to their content)', () => {
  const publishAll = (gas: ReturnType<typeof installFakeGas>, sheet: string) =>
    publishFrom(asSpreadsheet(gas), { sheet, format: 'text', date: DATE }, EXTRACTORS, () => DATE).text;
  const CODES = ['W1', 'L2', 'W3', 'LT', 'W2', 'L1'];

  it.each([3, 4])("a group of %i: Table, Games and Stats publish the rules' standings", (size) => {
    const gas = installFakeGas();
    create(gas, { title: 'Small', players: names(size), groupSize: size, seed: 's' });
    typeResults(gas, 'Small G1 Games', (g) => CODES[g.row % CODES.length]);
    const games = gameLines(gas, 'Small G1 Games').map((g) => ({ first: g.inviter, second: g.invitee, result: CODES[g.row % CODES.length] as 'W1' }));
    const expected = render(tttGroupDoc('Small', DATE, { name: 'G1', games, removed: [] }, CURRENT_SCORING), 'text');
    expect(publishAll(gas, 'Small G1 Table')).toBe(expected);
    expect(publishAll(gas, 'Small G1 Games')).toBe(expected);
    expect(publishAll(gas, 'Small Stats')).toBe(render(tttStatsDoc('Small', DATE, [{ name: 'G1', games, removed: [] }], CURRENT_SCORING), 'text'));
  });

  it('a mini-TTT publishes its own standings', () => {
    const gas = installFakeGas();
    create(gas, { title: 'M', players: [{ name: 'Ann' }, { name: 'Bob' }, { name: 'Cy' }], groupSize: 3, seed: 'm' });
    // A cycle: every player 1.5 points, 1.5 among the tied: mini-TTT needed.
    typeResults(gas, 'M G1 Games', () => 'W1');
    createMiniTtt({ sheet: 'M G1 Table' });
    expect(publishAll(gas, 'M G1 Table')).toMatch(/Tie for first between .*: mini-TTT needed\./);
    typeResults(gas, 'M G1 mini Games', (g) => (g.row === 5 ? 'W3' : 'L1'));
    const games = gameLines(gas, 'M G1 mini Games').map((g) => ({ first: g.inviter, second: g.invitee, result: (g.row === 5 ? 'W3' : 'L1') as 'W3' }));
    const expected = render(tttGroupDoc('M', DATE, { name: 'G1 mini', games, removed: [] }, CURRENT_SCORING), 'text');
    expect(publishAll(gas, 'M G1 mini Table')).toBe(expected);
    expect(publishAll(gas, 'M G1 mini Games')).toBe(expected);
    // The group's own post now names the mini-TTT's winner (alone on rank 1 of the finished mini-TTT) first.
    const top = tttStandings(games, CURRENT_SCORING).filter((r) => r.rank === 1);
    expect(top).toHaveLength(1);
    const group = publishAll(gas, 'M G1 Table');
    expect(group).toContain(`${top[0].player} won the mini-TTT (against`);
    expect(group).not.toContain('mini-TTT needed');
    expect(group).toMatch(new RegExp(`W +1 +${top[0].player} `));
  });
});

describe('publishing reads only the set’s sheets, found by a metadata search', () => {
  /** Spreadsheet calls of one publish of `sheet`. */
  function calls(gas: ReturnType<typeof installFakeGas>, sheet: string): number {
    gas.calls.reset();
    publishFrom(asSpreadsheet(gas), { sheet, format: 'text', date: DATE }, EXTRACTORS, () => DATE);
    return gas.calls.spreadsheet;
  }

  it('costs the same however many other tabs the file has, and no call per tab', () => {
    const gas = installFakeGas();
    create(gas, { title: 'A', players: names(12), groupSize: 4, seed: 'a' }, 'key-a');
    const before = { table: calls(gas, 'A G2 Table'), games: calls(gas, 'A G2 Games'), stats: calls(gas, 'A Stats') };
    // Another set of 5 groups: 14 more tabs.
    create(gas, { title: 'B', players: names(20, 'Q'), groupSize: 4, seed: 'b' }, 'key-b');
    expect(gas.book.sheets.length).toBeGreaterThanOrEqual(24);
    const after = { table: calls(gas, 'A G2 Table'), games: calls(gas, 'A G2 Games'), stats: calls(gas, 'A Stats') };
    expect(after).toEqual(before);
    // Exact counts: the registry and the Stats sheet (scoring), the Timeouts sheet, one search, the group's two sheets;
    // the statistics read every group's two sheets (about 12 calls a group).
    expect(before).toEqual({ table: 35, games: 35, stats: 56 });
  });
});
