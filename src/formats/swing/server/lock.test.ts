/**
 * Every swing endpoint that checks and then writes does both under the document lock (docs/rules.md §4.9: postings
 * are taken one at a time, in the order they got the lock): a second request that runs to completion just before the
 * first takes the lock leaves the world exactly as the two run one after the other (second, then first), with the
 * same answers. Two identical requests (a retry, a second tab) and, where it matters, two conflicting ones.
 */
import { installFakeGas } from '../../../../test/helpers/fakeGas';
import { expectSerialized } from '../../../../test/helpers/lock';
import type { FakeGas } from '../../../../dev/fake/gas';
import { createSwing, pauseSwingClock, recordSwingResult, resyncSwing, setSwingPlayerStatus, startSwingClock, undoSwingResult } from './endpoints';

const T0 = Date.parse('2026-05-02T09:00:00.000Z');
const at = (min: number) => new Date(T0 + min * 60_000).toISOString();
const sheet = 'Club';

beforeAll(() => jest.useFakeTimers({ now: T0 + 3_600_000, doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] }));
afterAll(() => jest.useRealTimers());

/** A swing of four with its clock started and match A decided (B: Cid – Dan and C: Ann – Bob in play). */
const started = (): FakeGas => {
  const gas = installFakeGas();
  gas.execute(() => createSwing({ title: sheet, players: ['Ann', 'Bob', 'Cid', 'Dan'], seed: 's', anteMinutes: 0 }));
  gas.execute(() => startSwingClock({ sheet, time: at(0) }));
  gas.execute(() => recordSwingResult({ sheet, match: 'A', winner: 'Ann', loser: 'Bob', time: at(5) }));
  return gas;
};
/** A swing just created (the clock not started). */
const fresh = (): FakeGas => {
  const gas = installFakeGas();
  gas.execute(() => createSwing({ title: sheet, players: ['Ann', 'Bob', 'Cid', 'Dan'], seed: 's', anteMinutes: 0 }));
  return gas;
};

const error = (pattern: string | RegExp) => ({ ok: false, error: expect.stringMatching(pattern) });

describe('check-then-act under the document lock: every swing endpoint', () => {
  it('createSwing, twice with the same title: the second gets its own pair of sheets', () => {
    const run = expectSerialized(
      () => installFakeGas(),
      () => createSwing({ title: sheet, players: ['Ann', 'Bob'], seed: 's' }),
      () => createSwing({ title: sheet, players: ['Ann', 'Bob'], seed: 's' }),
    );
    expect(run.second).toMatchObject({ ok: true, value: { sheet } });
    expect(run.first).toMatchObject({ ok: true, value: { sheet: `${sheet} (2)` } });
  });

  it('recordSwingResult, the same result twice (a retry): the second is refused as posted twice', () => {
    const post = () => recordSwingResult({ sheet, match: 'B', winner: 'Cid', loser: 'Dan', time: at(6) });
    const run = expectSerialized(started, post, post);
    expect(run.second.ok).toBe(true);
    expect(run.first).toEqual(error(/match B was decided already/));
  });

  it('recordSwingResult, two different winners of one match: the first to get the lock counts', () => {
    const run = expectSerialized(
      started,
      () => recordSwingResult({ sheet, match: 'B', winner: 'Cid', time: at(6) }),
      () => recordSwingResult({ sheet, match: 'B', winner: 'Dan', time: at(6) }),
    );
    expect(run.second).toMatchObject({ ok: true, value: { chips: { Dan: 13, Cid: 11 } } });
    expect(run.first).toEqual(error(/match B was decided already/));
  });

  it('recordSwingResult and pauseSwingClock without a time: both taken, at now, in lock order', () => {
    const run = expectSerialized(
      started,
      () => pauseSwingClock({ sheet }),
      () => recordSwingResult({ sheet, match: 'B', winner: 'Cid', loser: 'Dan' }),
    );
    expect(run.second.ok && run.first.ok).toBe(true);
  });

  it('setSwingPlayerStatus, the same player marked leaving twice: the second is refused', () => {
    const leave = () => setSwingPlayerStatus({ sheet, player: 'Cid', leaving: true, time: at(6) });
    const run = expectSerialized(started, leave, leave);
    expect(run.second.ok).toBe(true);
    expect(run.first.ok).toBe(false);
  });

  it('setSwingPlayerStatus against a result of the same match: the leaving player forfeits only what is still open', () => {
    const run = expectSerialized(
      started,
      () => setSwingPlayerStatus({ sheet, player: 'Cid', leaving: true, time: at(7) }),
      () => recordSwingResult({ sheet, match: 'B', winner: 'Cid', loser: 'Dan', time: at(6) }),
    );
    expect(run.second.ok && run.first.ok).toBe(true);
  });

  it('startSwingClock, twice: the second is refused (started already)', () => {
    const start = () => startSwingClock({ sheet, time: at(0) });
    const run = expectSerialized(fresh, start, start);
    expect(run.second.ok).toBe(true);
    expect(run.first.ok).toBe(false);
  });

  it('pauseSwingClock, twice: the second is refused (paused already)', () => {
    const pause = () => pauseSwingClock({ sheet, time: at(10) });
    const run = expectSerialized(started, pause, pause);
    expect(run.second.ok).toBe(true);
    expect(run.first.ok).toBe(false);
  });

  it('undoSwingResult, twice: each removes one row (the result, then the clock start)', () => {
    const undo = () => undoSwingResult({ sheet, confirmed: true });
    const run = expectSerialized(started, undo, undo);
    expect(run.second).toMatchObject({ ok: true, value: { undone: expect.stringContaining('Ann beat Bob') } });
    expect(run.first).toMatchObject({ ok: true, value: { undone: expect.stringContaining('the clock start') } });
  });

  it('undoSwingResult against a result: the undo removes the result posted just before it', () => {
    const run = expectSerialized(
      started,
      () => undoSwingResult({ sheet, confirmed: true }),
      () => recordSwingResult({ sheet, match: 'B', winner: 'Cid', loser: 'Dan', time: at(6) }),
    );
    expect(run.first).toMatchObject({ ok: true, value: { undone: expect.stringContaining('Cid beat Dan') } });
  });

  it('resyncSwing against a result: the grid is rewritten with it', () => {
    const run = expectSerialized(
      started,
      () => resyncSwing({ sheet }),
      () => recordSwingResult({ sheet, match: 'B', winner: 'Cid', loser: 'Dan', time: at(6) }),
    );
    expect(run.first).toMatchObject({ ok: true, value: { results: 2 } });
  });
});
