/**
 * Every check-then-act of the GBQ endpoints runs inside the document lock (docs/rules.md §0.3): a second request that
 * runs to completion just before the first takes the lock leaves the world exactly as the two one after the other
 * (test/helpers/lock.ts). Endpoints: createGbqTable (a free sheet name), withdrawGbqPlayer (not withdrawn yet, enough
 * players left for q), createGbqCrossTable (the group tables there when the sheet is written).
 */
import { createGbqTable, withdrawGbqPlayer } from './endpoints';
import { createGbqCrossTable } from './cross';
import { logOf } from '../sheets/log';
import { installFakeGas } from '../../../../test/helpers/fakeGas';
import { expectSerialized } from '../../../../test/helpers/lock';
import { typeLog } from './testHelpers';

const FOUR = ['Ann', 'Bob', 'Cid', 'Dee'];

/** A spreadsheet with one log table "Group A" (four players, q = 1, two games typed). */
function logWorld(players = FOUR, qualifiers = 1) {
  const gas = installFakeGas();
  const sheet = gas.book.sheet(createGbqTable({ title: 'Group A', players, qualifiers, log: 8, gamesPerMatch: 1 }).sheet);
  typeLog(sheet, logOf(players.length, 8).first, 8, [
    ['Ann', 'Bob', 1, 15, 5],
    ['Cid', 'Ann', 1, 12, 8],
  ]);
  return gas;
}

/** Two entry tables, "Group A" and "Group B". */
function groupsWorld() {
  const gas = installFakeGas();
  createGbqTable({ title: 'Group A', players: FOUR, qualifiers: 1 });
  createGbqTable({ title: 'Group B', players: ['Eve', 'Fay', 'Gus'], qualifiers: 1 });
  return gas;
}

describe('createGbqTable under the lock', () => {
  it('two identical requests: two tables, the second named " (2)"', () => {
    const request = () => createGbqTable({ title: 'Group A', players: FOUR, qualifiers: 1, log: true });
    const { first, second } = expectSerialized(() => installFakeGas(), request, request);
    expect(second).toEqual({ ok: true, value: { sheet: 'Group A' } });
    expect(first).toEqual({ ok: true, value: { sheet: 'Group A (2)' } });
  });

  it('two requests for one title with different groups: each gets its own sheet', () => {
    const { first, second } = expectSerialized(
      () => installFakeGas(),
      () => createGbqTable({ title: 'Final', players: FOUR, qualifiers: 2 }),
      () => createGbqTable({ title: 'Final', players: ['Eve', 'Fay', 'Gus'], qualifiers: 1 }),
    );
    expect([second, first]).toEqual([
      { ok: true, value: { sheet: 'Final' } },
      { ok: true, value: { sheet: 'Final (2)' } },
    ]);
  });
});

describe('withdrawGbqPlayer under the lock', () => {
  it('the same withdrawal twice: the first to the lock wins, the other is refused naming the cell', () => {
    const request = () => withdrawGbqPlayer({ sheet: 'Group A', player: 'Ann', games: 'keep' });
    const { first, second } = expectSerialized(logWorld, request, request);
    expect(second.ok).toBe(true);
    expect(first).toEqual({
      ok: false,
      error: expect.stringMatching(/^'Ann' is already withdrawn from "Group A" \(keep\)\. To change it, type keep or void in R10/),
    });
  });

  it('the same player, keep against void: the later one is refused, the cell keeps the first', () => {
    const { first, second } = expectSerialized(
      logWorld,
      () => withdrawGbqPlayer({ sheet: 'Group A', player: 'Bob', games: 'void' }),
      () => withdrawGbqPlayer({ sheet: 'Group A', player: 'bob', games: 'keep' }),
    );
    expect(second.ok).toBe(true);
    expect(first.ok).toBe(false);
  });

  it('two players of a 3-player group with q = 1: the second withdrawal would leave 1 player and is refused', () => {
    const { first, second } = expectSerialized(
      () => logWorld(['Ann', 'Bob', 'Cid'], 1),
      () => withdrawGbqPlayer({ sheet: 'Group A', player: 'Ann', games: 'keep' }),
      () => withdrawGbqPlayer({ sheet: 'Group A', player: 'Bob', games: 'void' }),
    );
    expect(second.ok).toBe(true);
    expect(first).toEqual({ ok: false, error: expect.stringContaining('would leave 1 player(s) in "Group A"') });
  });

  it('q checked at the lock: after one withdrawal of four with q = 2, the next is refused (lower q first)', () => {
    const { first, second } = expectSerialized(
      () => logWorld(FOUR, 2),
      () => withdrawGbqPlayer({ sheet: 'Group A', player: 'Cid', games: 'keep' }),
      () => withdrawGbqPlayer({ sheet: 'Group A', player: 'Dee', games: 'keep' }),
    );
    expect(second.ok).toBe(true);
    expect(first).toEqual({ ok: false, error: expect.stringContaining('lower the qualifiers (B2 of "Group A") to at most 1 first') });
  });
});

describe('createGbqCrossTable under the lock', () => {
  it('two identical requests: two cross tables over the same groups', () => {
    const request = () => createGbqCrossTable({ title: 'Best 2nds', k: 1 });
    const { first, second } = expectSerialized(groupsWorld, request, request);
    expect(second).toEqual({ ok: true, value: { sheet: 'Best 2nds', groups: ['Group A', 'Group B'] } });
    expect(first).toEqual({ ok: true, value: { sheet: 'Best 2nds (2)', groups: ['Group A', 'Group B'] } });
  });

  it('a group table created meanwhile is compared (blank sheets = every GBQ table there at the lock)', () => {
    const { first } = expectSerialized(
      groupsWorld,
      () => createGbqCrossTable({ title: 'Best 2nds', k: 1 }),
      () => createGbqTable({ title: 'Group C', players: ['Hal', 'Ida', 'Jo'], qualifiers: 1 }),
    );
    expect(first).toEqual({ ok: true, value: { sheet: 'Best 2nds', groups: ['Group A', 'Group B', 'Group C'] } });
  });

  it('a k that fits only once a group is added is checked against the groups there at the lock', () => {
    const { first } = expectSerialized(
      groupsWorld,
      () => createGbqCrossTable({ title: 'Best 2nds', k: 3 }),
      () => createGbqTable({ title: 'Group C', players: ['Hal', 'Ida', 'Jo'], qualifiers: 1 }),
    );
    expect(first.ok).toBe(true);
  });
});
