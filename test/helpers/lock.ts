/**
 * Test helper for docs/rules.md §0.3 "every check-then-act runs inside the document lock": run one request so that a
 * second request runs to completion at the worst moment — just before the first takes the document lock, i.e. after
 * anything the first request checked outside the lock. An endpoint that checks inside the lock then behaves exactly
 * as if the two requests had come one after the other (second, then first): `expectSerialized` asserts that, by
 * building the same world twice and comparing every sheet's values and formulas and both outcomes.
 */
import type { FakeGas } from '../../dev/fake/gas';

export type Outcome<T> = { ok: true; value: T } | { ok: false; error: string };

function outcome<T>(fn: () => T): Outcome<T> {
  try {
    return { ok: true, value: fn() };
  } catch (e) {
    return { ok: false, error: e instanceof Error ? e.message : String(e) };
  }
}

type LockWorld = { LockService: GoogleAppsScript.Lock.LockService };

/**
 * Runs `first`; the first time it asks for the document lock, `second` runs to completion before the lock is taken.
 * `hit` tells whether `first` asked for the lock at all (an endpoint that writes without the lock fails the tests).
 */
export function interleaveAtLock<A, B>(first: () => A, second: () => B): { first: Outcome<A>; second: Outcome<B> | null; hit: boolean } {
  const world = globalThis as unknown as LockWorld;
  const service = world.LockService;
  let pending: (() => void) | null = null;
  let secondOutcome: Outcome<B> | null = null;
  let hit = false;
  pending = () => {
    secondOutcome = outcome(second);
  };
  const hook = () => {
    hit = true;
    const run = pending;
    pending = null;
    if (run) {
      // The second request sees the real lock service, as another execution would.
      world.LockService = service;
      try {
        run();
      } finally {
        world.LockService = wrapped;
      }
    }
  };
  const wrapped = {
    ...service,
    getDocumentLock: () => {
      const lock = service.getDocumentLock();
      return {
        ...lock,
        hasLock: () => lock.hasLock(),
        releaseLock: () => lock.releaseLock(),
        waitLock: (ms: number) => {
          hook();
          return lock.waitLock(ms);
        },
        tryLock: (ms: number) => {
          hook();
          return lock.tryLock(ms);
        },
      };
    },
  } as GoogleAppsScript.Lock.LockService;
  world.LockService = wrapped;
  try {
    const firstOutcome = outcome(first);
    return { first: firstOutcome, second: secondOutcome, hit };
  } finally {
    world.LockService = service;
  }
}

/** Every sheet in tab order with its values and formulas: what a TD would see, for comparing two worlds. */
export function bookSnapshot(gas: FakeGas): { name: string; values: unknown[][]; formulas: string[][] }[] {
  return gas.book.getSheets().map((s) => {
    const range = s.getDataRange();
    return { name: s.getName(), values: range.getValues(), formulas: range.getFormulas() };
  });
}

/** Messages without the parts that differ between two runs of the same request (sheet ids in links). */
const stable = (o: Outcome<unknown> | null) => (o === null ? null : (JSON.parse(JSON.stringify(o).replace(/gid=\d+/g, 'gid=N')) as unknown));

/**
 * The check-then-act guarantee for one endpoint: `setup` builds a world (installFakeGas + whatever the endpoint needs)
 * and returns it; `first` and `second` are two requests. Interleaved at the lock, the world ends exactly as after
 * `second` then `first` run one after the other, and both requests get the same answers. Returns the interleaved
 * outcomes for further assertions.
 */
export function expectSerialized<A, B>(setup: () => FakeGas, first: () => A, second: () => B): { first: Outcome<A>; second: Outcome<B> } {
  const sequentialGas = setup();
  const sequentialSecond = outcome(second);
  const sequentialFirst = outcome(first);
  const sequential = JSON.stringify(bookSnapshot(sequentialGas)).replace(/gid=\d+/g, 'gid=N');

  const interleavedGas = setup();
  const run = interleaveAtLock(first, second);
  const interleaved = JSON.stringify(bookSnapshot(interleavedGas)).replace(/gid=\d+/g, 'gid=N');

  expect(run.hit).toBe(true);
  expect({ first: stable(run.first), second: stable(run.second) }).toEqual({ first: stable(sequentialFirst), second: stable(sequentialSecond) });
  expect(interleaved).toEqual(sequential);
  return { first: run.first, second: run.second as Outcome<B> };
}
