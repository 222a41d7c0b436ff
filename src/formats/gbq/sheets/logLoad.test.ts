/**
 * The results log's recalculation load (issue 24): the per-pair and per-player sums over the log are one array
 * formula per column, not one formula per pair or player; no formula over 500 characters. The values are those of
 * the per-row formulas (server/log.test.ts, logStatus.test.ts, statusTie.test.ts and dataLoss.test.ts compute them).
 */
import { buildGbqTablePlan, GbqTableSpec } from './table';
import { PAIR, pairRows, PLOG } from './logLayout';
import { gbqRows } from './layout';

const spec = (n: number): GbqTableSpec => ({
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
  logRows: ((n * (n - 1)) / 2) * 3,
});

const column = (cells: unknown[][], c: number, from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, k) => cells[from - 1 + k]?.[c - 1] ?? null);

describe('GBQ log table: whole columns are one array formula', () => {
  it.each([4, 40])('%i players: games logged per pair and games to play per player are one ARRAYFORMULA each, the cells below left for its results', (n) => {
    const plan = buildGbqTablePlan(spec(n), 'Group A');
    const pairs = pairRows(n);
    const logged = column(plan.cells, PAIR.logged, pairs.first, pairs.last);
    expect(String(logged[0])).toMatch(/^=ARRAYFORMULA\(SUMIFS\(/);
    expect(logged.slice(1).every((c) => c === null)).toBe(true);
    const players = gbqRows(n);
    const remaining = column(plan.cells, PLOG.remaining, players.first, players.last);
    expect(String(remaining[0])).toMatch(/^=ARRAYFORMULA\(SUMIF\(/);
    expect(remaining.slice(1).every((c) => c === null)).toBe(true);
  });

  it('40 players: no formula over 500 characters', () => {
    const formulas = buildGbqTablePlan(spec(40), 'Group A')
      .cells.flat()
      .filter((c): c is string => typeof c === 'string' && c.startsWith('='));
    expect(formulas.filter((f) => f.length > 500)).toEqual([]);
  });
});
