/**
 * Round trips of the GBQ sheet kinds: parse(readSheet(applyPlan(plan(spec)))) gives back the spec, at the smallest
 * and largest sizes the endpoints accept (a table of 2 and of 200 players without a log, 2 and 40 players with a
 * log of 1 and 3000 rows; a cross-group table of 2 and of 12 groups). Names that Sheets would read as something
 * else (TRUE, 007, 'Tis, =1+1) come back as the same text.
 */
import { readStep, STEP_ITEMS, STEPS } from '../rules/settings';
import { applyPlan } from '../../../shared/server/applyPlan';
import { readSheet } from '../../../shared/server/readSheet';
import { asSpreadsheet, installFakeGas } from '../../../../test/helpers/fakeGas';
import { MAX_GBQ_PLAYERS } from './input';
import { MAX_LOG_PLAYERS, MAX_LOG_ROWS } from '../rules/settings';
import { buildGbqTablePlan, defaultTotal, GBQ_TABLE, parseGbqTable, type GbqTableSpec } from '../sheets/table';
import { buildCrossPlan, GBQ_CROSS, parseGbqCross, type CrossSpec } from '../sheets/cross';
import { logOf } from '../sheets/log';
import { LOG } from '../sheets/logLayout';
import { readFormulas } from './read';
import { SheetGrid, type CellValue } from '../../../shared/sheets/read';
import { typeLog, type LogRow } from './testHelpers';

const ODD = ['TRUE', '007', "'Tis", '=1+1', '1850', 'Ann'];
const names = (n: number) => Array.from({ length: n }, (_, i) => (i < ODD.length ? ODD[i] : `Player ${i + 1}`));

function spec(n: number, extra: Partial<GbqTableSpec> = {}): GbqTableSpec {
  return {
    title: '2026 Group A',
    players: names(n),
    qualifiers: 1,
    winTp: 15,
    lossTp: 5,
    gamesPerMatch: 3,
    rounds: 1,
    reference: 'tp',
    step: 0.5,
    firstPlaceZero: false,
    ...extra,
  };
}

function roundTrip(s: GbqTableSpec, log: LogRow[] = []) {
  const gas = installFakeGas();
  const sheet = applyPlan(asSpreadsheet(gas), buildGbqTablePlan(s, 'Group A'));
  if (s.logRows !== undefined && log.length > 0) typeLog(gas.book.sheet('Group A'), logOf(s.players.length, s.logRows).first, log.length, log);
  return parseGbqTable(readSheet(sheet), readFormulas(sheet));
}

/** The spec's settings and names as parsed back. */
function expectSpec(parsed: ReturnType<typeof parseGbqTable>, s: GbqTableSpec): void {
  expect(parsed.players).toBe(s.players.length);
  expect(parsed.logRows).toBe(s.logRows);
  expect(parsed.names).toEqual(s.players);
  const { raw } = parsed;
  // The rounding step is written as its drop-down item (the same in every locale).
  expect(raw.step).toBe(STEP_ITEMS[STEPS.indexOf(s.step as (typeof STEPS)[number])]);
  expect([raw.title, raw.q, raw.win, raw.loss, raw.gamesPerMatch, raw.rounds, raw.reference, readStep(raw.step), raw.firstZero]).toEqual([
    s.title,
    s.qualifiers,
    s.winTp,
    s.lossTp,
    s.gamesPerMatch,
    s.rounds,
    s.reference,
    s.step,
    s.firstPlaceZero ? 'yes' : 'no',
  ]);
  expect(parsed.problems).toEqual([]);
  expect(parsed.flagged).toBe(0);
  const g = parsed.group!;
  expect([g.title, g.q, g.winTp, g.lossTp, g.reference, g.step, g.firstPlaceZero]).toEqual([
    s.title,
    s.qualifiers,
    s.winTp,
    s.lossTp,
    s.reference,
    s.step,
    s.firstPlaceZero,
  ]);
  expect(g.players.map((p) => p.name)).toEqual(s.players);
}

describe('round trip: the GBQ group table without a log', () => {
  it.each([2, MAX_GBQ_PLAYERS])('%i players: settings, options, names and totals come back', (n) => {
    const s = spec(n, { qualifiers: n - 1, winTp: 16.5, lossTp: 3.5, gamesPerMatch: 2, rounds: 3, reference: 'wbq', step: 0.25, firstPlaceZero: true });
    const parsed = roundTrip(s);
    expectSpec(parsed, s);
    expect(parsed.group!.players.map((p) => [p.tp, p.played, p.total])).toEqual(s.players.map(() => [0, 0, defaultTotal(s)]));
    expect(parsed.group!.remaining).toBeUndefined();
  });
});

describe('round trip: the GBQ group table with a results log', () => {
  it('2 players, a log of 1 row: the typed row comes back and is summed', () => {
    const s = spec(2, { logRows: 1, gamesPerMatch: 1 });
    const parsed = roundTrip(s, [['TRUE', '007', '', 12, 8]]);
    expectSpec(parsed, s);
    expect(parsed.raw.log!.rows).toEqual([{ first: 'TRUE', second: '007', games: '', tps1: 12, tps2: 8, pen1: '', pen2: '' }]);
    expect(parsed.group!.players.map((p) => [p.tp, p.played, p.total])).toEqual([
      [12, 1, 1],
      [8, 1, 1],
    ]);
    expect(parsed.group!.remaining).toEqual([]);
  });

  it(`${MAX_LOG_PLAYERS} players: every typed row comes back, the rest is blank`, () => {
    const s = spec(MAX_LOG_PLAYERS, { logRows: 60, qualifiers: 4 });
    const log: LogRow[] = [
      ['TRUE', '007', '', 45, 15],
      ["'Tis", '=1+1', 1, 10, 5, 5],
      [`Player ${MAX_LOG_PLAYERS}`, '1850', '', 30, 25, '', 5],
    ];
    const parsed = roundTrip(s, log);
    expectSpec(parsed, s);
    const rows = parsed.raw.log!.rows;
    expect(rows).toHaveLength(60);
    expect(rows.slice(0, 3).map((r) => [r.first, r.second, r.games, r.tps1, r.tps2, r.pen1, r.pen2])).toEqual(
      log.map((r) => [r[0], r[1], r[2], r[3], r[4], r[5] ?? '', r[6] ?? '']),
    );
    expect(rows.slice(3).every((r) => r.first === '' && r.second === '' && r.tps1 === '')).toBe(true);
    const byName = new Map(parsed.group!.players.map((p) => [p.name, [p.tp, p.played]]));
    expect([byName.get('TRUE'), byName.get('007'), byName.get("'Tis"), byName.get('1850')]).toEqual([
      [45, 3],
      [15, 3],
      [10, 1],
      [25, 3],
    ]);
  });
});

it(`a log of ${MAX_LOG_ROWS} rows (the most) is read to its last row`, () => {
  // The formula engine is left out here (3000 log rows take it minutes): the grid holds the plan's cells as they
  // are written, with the log's first and last rows typed.
  const s = spec(MAX_LOG_PLAYERS, { logRows: MAX_LOG_ROWS, gamesPerMatch: 1 });
  const plan = buildGbqTablePlan(s, 'Group A');
  const log = logOf(MAX_LOG_PLAYERS, MAX_LOG_ROWS);
  const values: CellValue[][] = plan.cells.map((r) => r.map((v) => (typeof v === 'string' && v.startsWith("'") ? v.slice(1) : v)));
  while (values.length < log.last) values.push([]);
  const typeRow = (row: number, typed: CellValue[]) => {
    const line = [...(values[row - 1] ?? [])];
    typed.forEach((v, i) => (line[LOG.first - 1 + i] = v));
    values[row - 1] = line;
  };
  typeRow(log.first, ['Ann', 'Player 7', '', 12, 8]);
  typeRow(log.last, ['Player 9', 'Player 40', 1, 10, 10]);
  const metadata = new Map([
    [GBQ_TABLE.keys.players, String(MAX_LOG_PLAYERS)],
    [GBQ_TABLE.keys.log, String(MAX_LOG_ROWS)],
  ]);
  const parsed = parseGbqTable(new SheetGrid('Group A', values, metadata), new SheetGrid('Group A', plan.cells));
  expect(parsed.names).toEqual(s.players);
  const rows = parsed.raw.log!.rows;
  expect(rows).toHaveLength(MAX_LOG_ROWS);
  expect([rows[0], rows[MAX_LOG_ROWS - 1]].map((r) => [r.first, r.second, r.games, r.tps1, r.tps2])).toEqual([
    ['Ann', 'Player 7', '', 12, 8],
    ['Player 9', 'Player 40', 1, 10, 10],
  ]);
  expect(parsed.problems).toEqual([]);
  const byName = new Map(parsed.group!.players.map((p) => [p.name, [p.tp, p.played, p.total]]));
  expect([byName.get('Ann'), byName.get('Player 40')]).toEqual([
    [12, 1, 39],
    [10, 1, 39],
  ]);
});
describe('round trip: the cross-group table', () => {
  const cross = (m: number): CrossSpec => ({
    title: '007 best thirds',
    k: m,
    groups: Array.from({ length: m }, (_, i) => ({ sheet: i === 0 ? "Group 'A'" : `Group ${i + 1}`, players: 4 })),
  });
  it.each([2, 12])('%i groups: the title, k and every group sheet come back', (m) => {
    const gas = installFakeGas();
    const s = cross(m);
    const sheet = applyPlan(asSpreadsheet(gas), buildCrossPlan(s, 'Cross'));
    const grid = readSheet(sheet);
    expect(grid.kind).toBe(GBQ_CROSS.kind);
    const parsed = parseGbqCross(grid, readFormulas(sheet));
    expect(parsed).toEqual({ title: s.title, k: m, rows: s.groups.map((g, i) => ({ row: 6 + i, sheet: g.sheet })), problems: [] });
  });

  it('a k typed over is a problem naming its cell', () => {
    const gas = installFakeGas();
    const sheet = applyPlan(asSpreadsheet(gas), buildCrossPlan(cross(2), 'Cross'));
    gas.book.sheet('Cross').getRange('B2').setValue(3);
    expect(parseGbqCross(readSheet(sheet), readFormulas(sheet)).problems).toEqual(['"Cross" B2: Best k: enter a whole number from 1 to 2.']);
  });
});

it('the table kind and its keys are what the plan writes', () => {
  const plan = buildGbqTablePlan(spec(3, { logRows: 5 }), 'G');
  expect(plan.kind).toBe(GBQ_TABLE.kind);
  expect(plan.metadata).toEqual({ [GBQ_TABLE.keys.players]: '3', [GBQ_TABLE.keys.log]: '5' });
});
