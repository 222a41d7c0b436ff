/**
 * The Next step lines of both swing sheets as a TD reads them, evaluated by the stand-in in en_US and de_DE: the
 * clock not started, results being posted (how many are in), a slip typed into the log (the problem count, on both
 * sheets), the finale, and the finished tournament (publish). The expected lines are written out by hand; the
 * number of results is the test's own count of its postings.
 */
import { installFakeGas } from '../../../../test/helpers/fakeGas';
import type { FakeGas } from '../../../../dev/fake/gas';
import { createSwing, getSwingStatus, recordSwingResult, startSwingClock } from './endpoints';
import { LOG_NEXT_STEP, MAIN_NEXT_STEP } from '../sheets/nextStep';
import { LOG_FIRST_ROW } from '../sheets/layout';

const PANEL = 'Extensions ▸ Tournament director ▸ Open tournament wizard ▸ Run a swing event';
const PROBLEMS_MAIN = "the Check column (H) of the log sheet names each; the live panel's Log repair says what to fix";
const LOG_LINE = `Next step: nothing to type here (the add-on writes this log) — post results in the live panel: ${PANEL}`;

function shown(gas: FakeGas, name: string, at: { row: number; column: number }): string {
  const sheet = gas.book.sheet(name);
  const v = String(sheet.getRange(at.row, at.column).getDisplayValue());
  if (!v.startsWith('Next step: ')) throw new Error(`${name} ${at.row},${at.column} shows ${v}: ${sheet.errorAt(at.row, at.column) ?? ''}`);
  return v;
}

describe.each(['en_US', 'de_DE'] as const)('the swing Next step lines in %s', (locale) => {
  it('clock not started → posting (N results in) → a log slip → finale → finished', () => {
    const gas = installFakeGas({ locale });
    const run = <T>(fn: () => T): T => gas.execute(fn);
    const sheet = 'Club';
    run(() => createSwing({ title: sheet, players: ['Ann', 'Bob', 'Cid', 'Dan'], chips: 3, seed: 's', anteMinutes: 15 }));
    const main = () => shown(gas, sheet, MAIN_NEXT_STEP);
    const log = () => shown(gas, 'Club log', LOG_NEXT_STEP);
    expect(main()).toBe(`Next step: start the clock when play starts: ${PANEL} ▸ Start clock`);
    expect(log()).toBe(LOG_LINE);

    let status = run(() => startSwingClock({ sheet, time: '2026-05-02T09:00:00Z' }));
    expect(main()).toBe(`Next step: post each result in the live panel: ${PANEL} ▸ Record result · 0 results in`);
    let posted = 0;
    let minute = 1;
    const post = () => {
      const m = status.matches[0];
      const time = `2026-05-02T09:${String(minute++).padStart(2, '0')}:00Z`;
      status = run(() => recordSwingResult({ sheet, match: m.letter, winner: m.players[0], time }));
      posted++;
    };
    post();
    post();
    expect(main()).toBe(`Next step: post each result in the live panel: ${PANEL} ▸ Record result · 2 results in`);

    // A slip typed into the log's first posted result (its type): counted on the log and named on the main sheet.
    const logSheet = gas.book.sheet('Club log');
    const typed = logSheet.getRange(LOG_FIRST_ROW + 1, 1).getValue();
    logSheet.getRange(LOG_FIRST_ROW + 1, 1).setValue('reslt');
    expect(log()).toBe("Next step: Problems to fix: 1 — the Check column (H) names each cell; the live panel's Log repair says what to fix");
    expect(main()).toBe(`Next step: Problems to fix: 1 — ${PROBLEMS_MAIN}`);
    logSheet.getRange(LOG_FIRST_ROW + 1, 1).setValue(typed);
    expect(log()).toBe(LOG_LINE);

    let sawFinale = false;
    while (!status.finished) {
      if (posted > 100) throw new Error('no end after 100 results');
      post();
      if (status.finale && !status.finished) {
        sawFinale = true;
        expect(main()).toBe(`Next step: the finale is on (see Status) — post each result in the live panel: ${PANEL} ▸ Record result · ${posted} results in`);
      }
    }
    expect(sawFinale).toBe(true);
    expect(run(() => getSwingStatus({ sheet })).finished).toBe(true);
    expect(main()).toBe(
      'Next step: the tournament is over — publish the standings: Extensions ▸ Tournament director ▸ Open tournament wizard ▸ Publish standings',
    );
    expect(log()).toBe(LOG_LINE);
  });
});
