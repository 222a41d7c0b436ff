/**
 * Update endpoints (not creations) have no run estimate: they must cost a number of spreadsheet calls that does not
 * grow with the number of results they handle, so the largest accepted event stays far inside the 4-minute budget
 * (docs/rules.md §0.5; calls × SECONDS_PER_CALL). Counted by the stand-in, chained calls included, at two sizes.
 * The other endpoints, and the list of them all, are in test/sheets/endpointCalls.test.ts.
 */
import { installFakeGas } from '../helpers/fakeGas';
import { EXECUTION_BUDGET_SECONDS, SECONDS_PER_CALL } from '../../src/shared/sheets/limits';
import { importResults } from '../../src/formats/ttt/server/endpoints';
import { create, gameLines, names } from '../../src/formats/ttt/sheets/testHelpers';
import { createTorresGroups, withdrawTorresPlayer } from '../../src/formats/torres/server/endpoints';
import { createSwing, getSwingStatus, recordSwingResult, startSwingClock } from '../../src/formats/swing/server/endpoints';

const BUDGET_CALLS = EXECUTION_BUDGET_SECONDS / SECONDS_PER_CALL;

describe('TTT Import results', () => {
  /**
   * A set of `players` in groups of 12: every other game of the first `share` of each group pasted (no two rows
   * adjacent); in each group the second game's result typed by hand first ("w2", left between imported rows).
   */
  function run(players: number, share: number): { calls: number; imported: number; typed: unknown[] } {
    const gas = installFakeGas();
    const r = create(gas, { title: 'X', players: names(players), groupSize: 12, seed: 'calls' });
    const rows: (string | number)[][] = [];
    let id = 1000;
    for (let g = 1; g <= r.groups.length; g++) {
      const games = gameLines(gas, `X G${g} Games`);
      gas.book.sheet(`X G${g} Games`).getRange(games[1].row, 6).setValue('w2');
      games
        .filter((_, i) => i % 2 === 0 && i < games.length * share)
        .forEach((line) => rows.push([id++, line.inviter, line.invitee, line.inviter, 'single', '']));
    }
    gas.book.sheet('X Import').getRange(2, 1, rows.length, 6).setValues(rows);
    gas.calls.reset();
    const result = importResults({ sheet: 'X Import' });
    const calls = gas.calls.spreadsheet;
    const typed = r.groups.map((_, g) =>
      gas.book
        .sheet(`X G${g + 1} Games`)
        .getRange(gameLines(gas, `X G${g + 1} Games`)[1].row, 6)
        .getValue(),
    );
    return { calls, imported: result.imported, typed };
  }

  it.each([
    ['one group of 12', 12],
    ['three groups of 12', 36],
  ])('%s: half the games cost no more calls than a few; a result typed between imported rows stays', (_label, players) => {
    const few = run(players, 0.1);
    const half = run(players, 1);
    expect(half.imported).toBeGreaterThan(few.imported * 3);
    expect(half.calls).toBeLessThanOrEqual(few.calls);
    expect(half.typed.every((v) => v === 'w2')).toBe(true);
    expect(half.calls).toBeLessThan(BUDGET_CALLS / 10);
  });
});

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
