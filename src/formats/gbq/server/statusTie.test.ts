/**
 * Tie test of the twin rules of a GBQ table with a results log (docs/rules.md §5.5–§5.6): the sheet's formulas
 * (the log's sums, the schedule's games still to play, the order, GBQ and the Status, computed by the stand-in's
 * engine) and the TypeScript rules (the table parsed back, rules/publishRead.ts and rules/publish.ts) must agree
 * cell for cell on random logs: every player's games, TPs and total, and the live table's order, GBQ and Status.
 * Without a log, server/table.test.ts ties the Status to the sound bound (rules/qualification.ts) the same way.
 */
import fc from 'fast-check';
import { applyPlan } from '../../../shared/server/applyPlan';
import { applyEdit, readSheet } from '../../../shared/server/readSheet';
import { asSpreadsheet, installFakeGas } from '../../../../test/helpers/fakeGas';
import { gbqStandings } from '../rules/publish';
import { ENTRY, SETTINGS } from '../sheets/layout';
import { logOf } from '../sheets/log';
import { buildGbqTablePlan, parseGbqTable, withdrawEdit } from '../sheets/table';
import { readFormulas } from './read';
import { liveTable, typeLog, type LogRow } from './testHelpers';

const NAMES = ['Ann', 'Bob', 'Cid', 'Dee', 'Eve', 'Fay'];

const caseArb = fc
  .record({
    n: fc.integer({ min: 3, max: 6 }),
    rounds: fc.integer({ min: 1, max: 2 }),
    q: fc.integer({ min: 1, max: 5 }),
    games: fc.array(fc.record({ a: fc.nat(), b: fc.nat(), x: fc.integer({ min: 0, max: 4 }), pen: fc.integer({ min: 0, max: 3 }), match: fc.boolean() }), {
      maxLength: 14,
    }),
    withdraw: fc.option(fc.record({ who: fc.nat(), games: fc.constantFrom('keep' as const, 'void' as const) }), { nil: undefined }),
  })
  .map((c) => ({ ...c, q: 1 + (c.q % (c.n - (c.withdraw ? 2 : 1))) }));

describe('tie: the log table on the sheet and the rules agree', () => {
  it('games, TPs, totals, order, GBQ and Status, on random logs (some with a withdrawal)', () => {
    let compared = 0;
    let marked = 0;
    fc.assert(
      fc.property(caseArb, (c) => {
        const players = NAMES.slice(0, c.n);
        const rows = 12;
        const spec = {
          title: 'Tie',
          players,
          qualifiers: c.q,
          winTp: 15,
          lossTp: 5,
          gamesPerMatch: 2,
          rounds: c.rounds,
          reference: 'tp' as const,
          step: 0.5,
          firstPlaceZero: false,
          logRows: rows,
        };
        const gas = installFakeGas();
        const sheet = applyPlan(asSpreadsheet(gas), buildGbqTablePlan(spec, 'Tie'));
        const fake = gas.book.sheet('Tie');
        // Games (one row each) or whole matches (a blank Games cell); a time penalty now and then. Rows past the
        // schedule are flagged by both the sheet and the rules, so some cases have problems and publish nothing.
        const log: LogRow[] = c.games.slice(0, rows).map(({ a, b, x, pen, match }) => {
          const i = a % c.n;
          const j = (i + 1 + (b % (c.n - 1))) % c.n;
          const share = match ? 40 : 20;
          const t1 = (x * share) / 4;
          const p = Math.min(pen, t1 / 5) * 5 * (match ? 0 : 1);
          return [players[i], players[j], match ? '' : 1, t1 - p, share - t1, p === 0 ? '' : p, ''];
        });
        typeLog(fake, logOf(c.n, rows).first, rows, log);
        if (c.withdraw) applyEdit(sheet, withdrawEdit(c.withdraw.who % c.n, c.withdraw.games));
        const parsed = parseGbqTable(readSheet(sheet), readFormulas(sheet));
        const flagged = fake.valueAt(SETTINGS.checkRow, 2);
        if (parsed.problems.length > 0) {
          expect(flagged).not.toBe(0); // the sheet flags what the rules flag
          return;
        }
        expect(flagged).toBe(0);
        const g = parsed.group!;
        const entry = fake.getRange(SETTINGS.firstRow, 1, c.n, ENTRY.tps).getValues();
        expect(entry.map((r) => [r[ENTRY.player - 1], r[ENTRY.tps - 1], r[ENTRY.played - 1], r[ENTRY.total - 1]])).toEqual(
          g.players.map((p) => [p.name, p.tp, p.played, p.total]),
        );
        const standings = gbqStandings(g);
        const live = liveTable(fake, c.n);
        compared++;
        marked += live.filter((r) => r.status === 'qualified' || r.status === 'out').length;
        expect(live.map((r) => [r.player, r.gbq, r.status])).toEqual(
          standings.lines.map((l) => [l.player.name, l.place === undefined ? '' : l.gbq, l.place === undefined ? 'withdrawn' : (l.mark ?? '')]),
        );
      }),
      { numRuns: 25, seed: 2207 },
    );
    expect(compared).toBeGreaterThan(10); // not vacuous
    expect(marked).toBeGreaterThan(10);
  });
});
