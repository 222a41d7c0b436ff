/**
 * The results log's recalculation load (issue 24): no formula scans the log per log row or per pair, and no formula
 * compares the players per player. Whole columns are one array formula: the pair so far of each log row (read from
 * the log rows sorted by pair, whose running totals add one row to the row above), the pair helpers, the per-player
 * sums and games still to play, the live table's place. The values are those of the per-row formulas they replace
 * (server/log.test.ts, logStatus.test.ts, statusTie.test.ts and dataLoss.test.ts compute them); no formula is over
 * 500 characters.
 */
import { buildGbqTablePlan, GbqTableSpec } from './table';
import { CODE_BASE, LOGWORK, LSORT, PAIR, pairRows, PLOG, PSUM, sortedRows } from './logLayout';
import { gbqRows, WORK } from './layout';
import { logOf } from './log';
import { NEXT_STEP } from './nextStep';
import { formulaLoadOf, referencedCells } from '../server/testHelpers';
import { MAX_LOG_ROWS } from '../rules/settings';

const spec = (n: number, logRows = ((n * (n - 1)) / 2) * 3): GbqTableSpec => ({
  title: 'Group A',
  players: Array.from({ length: n }, (_, i) => `Player ${i + 1}`),
  qualifiers: 2,
  winTp: 15,
  lossTp: 5,
  gamesPerMatch: 3,
  rounds: 1,
  reference: 'tp',
  step: 0.5,
  firstPlaceZero: false,
  logRows,
});

const column = (cells: unknown[][], c: number, from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, k) => cells[from - 1 + k]?.[c - 1] ?? null);

const isFormula = (c: unknown): c is string => typeof c === 'string' && c.startsWith('=');

describe('GBQ log table: whole columns are one array formula', () => {
  it.each([4, 40])('%i players: every column computed as a whole has one ARRAYFORMULA (or SORT) at its top, the cells below left for its results', (n) => {
    const plan = buildGbqTablePlan(spec(n), 'Group A');
    const players = gbqRows(n);
    const log = logOf(n, ((n * (n - 1)) / 2) * 3);
    const pairs = pairRows(n, log);
    const whole: [number, { first: number; last: number }, RegExp][] = [
      [WORK.place, players, /^=ARRAYFORMULA\(1\+MMULT\(/],
      [PLOG.remaining, players, /^=ARRAYFORMULA\(MMULT\(/],
      [PSUM.played, players, /^=ARRAYFORMULA\(MMULT\(/],
      [PSUM.tps, players, /^=ARRAYFORMULA\(MMULT\(/],
      ...[PAIR.kept, PAIR.logged, PAIR.tpsA, PAIR.tpsB, PAIR.remaining, PAIR.listA, PAIR.listB, PAIR.count].map(
        (c): [number, { first: number; last: number }, RegExp] => [c, pairs, /^=ARRAYFORMULA\(/],
      ),
      [LOGWORK.cumulative, log, /^=ARRAYFORMULA\(IF\(.*VLOOKUP\(/],
      [LSORT.sorted, sortedRows(log), /^=SORT\(.*,1,TRUE\(\)\)$/],
    ];
    for (const [c, rows, top] of whole) {
      const cells = column(plan.cells, c, rows.first, rows.last);
      expect(String(cells[0])).toMatch(top);
      expect(cells.slice(1).filter((x) => x !== null)).toEqual([]);
    }
    // The pair rows hold the pairs themselves (numbers, in ascending key for the sorted lookups) and nothing per pair is a formula.
    const keys = column(plan.cells, PAIR.key, pairs.first, pairs.last);
    expect(keys).toEqual([...keys].sort((a, b) => Number(a) - Number(b)));
    for (let c = PAIR.a; c <= PAIR.count; c++) expect(column(plan.cells, c, pairs.first + 1, pairs.last).filter(isFormula)).toEqual([]);
  });

  it('the sort code keeps a pair together and in log order: the key times CODE_BASE, plus 2 × the position (+1) below CODE_BASE', () => {
    expect(2 * MAX_LOG_ROWS + 1).toBeLessThan(CODE_BASE);
  });

  it('40 players, one log row per game (2,340 rows): formula cells and the cells they read stay within the bound of formulas that read their own row', () => {
    const n = 40;
    const rows = ((n * (n - 1)) / 2) * 3;
    const plan = buildGbqTablePlan(spec(n, rows), 'Group A');
    const load = formulaLoadOf(plan.cells.flat());
    // Formulas: each log row has its 10 workings, its Check and at most 6 Check parts (17), and each sorted row below
    // the log its 3 running totals; each player row at most 30; a few dozen single cells and array formulas; none per pair.
    expect(load.formulas).toBeLessThanOrEqual(21 * rows + 30 * n + 60);
    // Cells read: a log row's formulas read their own row, plus the player list for the two name lookups (3 columns
    // each: 6n), at most 300 cells besides; a sorted row's running totals read it and the row above; the array
    // formulas read the log's columns (the sorted block of 8 columns by 6 lookups: at most 100 cells per log row in
    // all); the player side compares every player with every player in a few matrices (at most 50 n²).
    // A running SUMIFS per log row reads 3 × rows² / 2 cells (8.2 M here), a SUMIFS per pair 3 × 780 × rows (5.5 M).
    const bound = rows * (6 * n + 300) + 100 * rows + 50 * n * n;
    expect(bound).toBeLessThan(2_000_000);
    expect(load.referenced).toBeLessThanOrEqual(bound);
    const log = logOf(n, rows);
    const row = (plan.cells[log.first + 100 - 1] ?? []).filter(isFormula);
    expect(row.length).toBeLessThanOrEqual(17);
    expect(row.reduce((t, f) => t + referencedCells(f), 0)).toBeLessThanOrEqual(6 * n + 300);
  });

  it('40 players with the longest log (3,000 rows): no formula over 500 characters (the Next step line: 1,000)', () => {
    const cells = buildGbqTablePlan(spec(40, MAX_LOG_ROWS), 'Group A').cells;
    const formulas = cells.flatMap((row, r) => row.filter((_, c) => r + 1 !== NEXT_STEP.row || c + 1 !== NEXT_STEP.column)).filter(isFormula);
    expect(formulas.filter((f) => f.length > 500)).toEqual([]);
    expect(String(cells[NEXT_STEP.row - 1][NEXT_STEP.column - 1]).length).toBeLessThanOrEqual(1000);
  });
});
