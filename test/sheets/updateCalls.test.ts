/**
 * Update endpoints (not creations) have no run estimate: they must cost a number of spreadsheet calls that does not
 * grow with the number of results they handle, so the largest accepted event stays far inside the 4-minute budget
 * (docs/rules.md §0.5; calls × SECONDS_PER_CALL). Counted by the stand-in, chained calls included, at two sizes.
 */
import { installFakeGas } from '../helpers/fakeGas';
import { EXECUTION_BUDGET_SECONDS, SECONDS_PER_CALL } from '../../src/shared/sheets/limits';
import { createTorresGroups, withdrawTorresPlayer } from '../../src/formats/torres/server/endpoints';
import { createSwing, getSwingStatus, recordSwingResult, startSwingClock } from '../../src/formats/swing/server/endpoints';

const BUDGET_CALLS = EXECUTION_BUDGET_SECONDS / SECONDS_PER_CALL;

describe('TORRES withdraw a player', () => {
  const names2 = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`);
  it('groups of 6 and of 24: calls bounded, not one per game', () => {
    const counts = [6, 24].map((n) => {
      const gas = installFakeGas();
      const { sheets } = createTorresGroups({ title: 'W', groups: [names2('A', n), names2('B', n)], leagues: [1, 2], seed: 's' });
      gas.calls.reset();
      withdrawTorresPlayer({ sheet: sheets[1], player: 'A2' });
      return gas.calls.spreadsheet;
    });
    // the group's game rows are rewritten in blocks: a few more for a larger group, never one per game
    expect(counts[1]).toBeLessThan(2 * counts[0]);
    expect(counts[1]).toBeLessThan(BUDGET_CALLS / 10);
  });
});

describe('Swing: posting a result', () => {
  it('the same calls for the first result and the fortieth', () => {
    const gas = installFakeGas();
    const { sheet } = createSwing({ title: 'S', players: Array.from({ length: 16 }, (_, i) => `P${i + 1}`), chips: 12, seed: 's' });
    startSwingClock({ sheet });
    const calls: number[] = [];
    for (let k = 0; k < 40; k++) {
      const status = getSwingStatus({ sheet });
      if (status.finished || status.matches.length === 0) break;
      const m = status.matches[0];
      gas.calls.reset();
      recordSwingResult({ sheet, match: m.letter, winner: m.players[0], cube: 1, kind: 'single' });
      calls.push(gas.calls.spreadsheet);
    }
    expect(calls.length).toBeGreaterThan(20);
    expect(Math.max(...calls)).toBeLessThanOrEqual(calls[0] + 2);
    expect(Math.max(...calls)).toBeLessThan(BUDGET_CALLS / 10);
  });
});
