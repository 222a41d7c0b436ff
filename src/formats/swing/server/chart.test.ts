/**
 * The chart "Chips after each result" beside the grid spans exactly the rows posted so far (the grid's header, its
 * start row and one row per result), not the rows reserved when the sheet was made: with 14 results on a chart over
 * the 200 reserved rows, the results filled the left 7 % of its x axis. Checked after 0, 14 and 200+ postings, after
 * an undo, a clock posting, a leaving player's forfeit and a re-sync; the chart keeps its title, anchor and size.
 */
import { installFakeGas } from '../../../../test/helpers/fakeGas';
import type { FakeGas } from '../../../../dev/fake/gas';
import {
  createSwing,
  getSwingStatus,
  pauseSwingClock,
  recordSwingResult,
  resyncSwing,
  setSwingPlayerStatus,
  startSwingClock,
  undoSwingResult,
} from './endpoints';
import { HEADER_ROW, INITIAL_CAPACITY, START_ROW } from '../sheets/layout';

const T0 = Date.parse('2026-05-02T09:00:00.000Z');
const at = (min: number) => new Date(T0 + min * 60_000).toISOString();
const NOW = T0 + 20 * 60 * 60_000;

let gas: FakeGas;
let minute = 0;
beforeEach(() => {
  gas = installFakeGas();
  minute = 0;
  jest.useFakeTimers({ now: NOW, doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
});
afterEach(() => jest.useRealTimers());

const SHEET = 'Chart swing';
const create = (players: string[], chips = 12) => {
  gas.execute(() => createSwing({ title: SHEET, players, chips, anteMinutes: 0, seed: 'c1' }));
  gas.execute(() => startSwingClock({ sheet: SHEET, time: at(0) }));
};
function play(n: number): void {
  for (let i = 0; i < n; i++) {
    const st = gas.execute(() => getSwingStatus({ sheet: SHEET }));
    const [w, l] = st.matches[0].players;
    gas.execute(() => recordSwingResult({ sheet: SHEET, winner: w, loser: l, time: at(++minute) }));
  }
}
const charts = () => gas.book.sheet(SHEET).charts;
/** The rows the one chart spans: [x axis (the # column), the player columns]. */
const chartRanges = () => {
  expect(charts()).toHaveLength(1);
  return charts()[0].ranges;
};
const q = `'${SHEET}'!`;
/** The ranges of a chart over grid display rows 0..results (the start row and one row per result). */
const spanning = (results: number, lastCol: string) => [`${q}A${HEADER_ROW}:A${START_ROW + results}`, `${q}K${HEADER_ROW}:${lastCol}${START_ROW + results}`];

describe('docs/rules.md §4.10 "then one row per posted result (and per forfeit)": the chip chart spans exactly the rows posted', () => {
  it('after 0 postings it spans the header and the start row only, not the 200 rows reserved', () => {
    create(['Ann', 'Bob', 'Cid', 'Dan']);
    expect(chartRanges()).toEqual(spanning(0, 'N'));
    expect(charts()[0].options).toMatchObject({ title: 'Chips after each result', width: 600, height: 360 });
  });

  it('after 14 results it spans the start row and those 14 rows; after an undo, 13', () => {
    create(['Ann', 'Bob', 'Cid', 'Dan', 'Eve', 'Fay'], 400);
    play(14);
    expect(chartRanges()).toEqual(spanning(14, 'P'));
    const { anchorRow, anchorColumn, options } = charts()[0];
    expect([anchorRow, anchorColumn]).toEqual([HEADER_ROW, 10 + 6 + 2]);
    expect(options).toMatchObject({ title: 'Chips after each result', width: 600, height: 360 });
    gas.execute(() => undoSwingResult({ sheet: SHEET, confirmed: true }));
    expect(chartRanges()).toEqual(spanning(13, 'P'));
    // A clock posting adds no grid row: the chart stays as it is.
    gas.execute(() => pauseSwingClock({ sheet: SHEET, time: at(++minute) }));
    expect(chartRanges()).toEqual(spanning(13, 'P'));
    gas.execute(() => resyncSwing({ sheet: SHEET }));
    expect(chartRanges()).toEqual(spanning(13, 'P'));
  });

  it("a leaving player's forfeit is a grid row: the chart takes it in", () => {
    create(['Ann', 'Bob', 'Cid', 'Dan']);
    play(2);
    gas.execute(() => setSwingPlayerStatus({ sheet: SHEET, player: 'Ann', leaving: true, time: at(++minute) }));
    const results = gas.book.sheet(SHEET).getLastRow() - START_ROW;
    expect(gas.book.sheet(SHEET).valueAt(START_ROW + results, 6)).toBe('forfeit');
    expect(chartRanges()).toEqual(spanning(results, 'N'));
  });

  it(`after ${INITIAL_CAPACITY + 5} results (past the rows reserved at creation) it spans exactly them`, () => {
    create(['Ann', 'Bob', 'Cid', 'Dan', 'Eve', 'Fay'], 4000);
    play(INITIAL_CAPACITY + 5);
    expect(gas.book.sheet(SHEET).valueAt(START_ROW + INITIAL_CAPACITY + 5, 1)).toBe(INITIAL_CAPACITY + 5);
    expect(chartRanges()).toEqual(spanning(INITIAL_CAPACITY + 5, 'P'));
  });
});
