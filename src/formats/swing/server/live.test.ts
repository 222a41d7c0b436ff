/**
 * The live event on the in-memory Sheets (issue: no lost postings, a real clock, a log that can be repaired):
 * the posting time taken under the lock (a race), match letters (a retry from a second tab), the clock endpoints
 * and running time, times in the spreadsheet's zone, the log's damage and repair, and protections that grow.
 */
import { installFakeGas } from '../../../../test/helpers/fakeGas';
import type { FakeGas } from '../../../../dev/fake/gas';
import { createSwing, getSwingStatus, listSwingSheets, pauseSwingClock, recordSwingResult, startSwingClock, undoSwingResult } from './endpoints';
import { LOG_FIRST_ROW, START_ROW } from '../sheets/layout';

const T0 = Date.parse('2026-05-02T09:00:00.000Z');
const at = (min: number) => new Date(T0 + min * 60_000).toISOString();
const logged = (min: number) => at(min).replace('.000Z', 'Z');
const NOW = T0 + 10 * 60 * 60_000; // 19:00 UTC
const P4 = ['Ann', 'Bob', 'Cid', 'Dan'];
const sheet = 'Club';

let gas: FakeGas;
beforeEach(() => {
  gas = installFakeGas();
  jest.useFakeTimers({ now: NOW, doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
});
afterEach(() => jest.useRealTimers());

const run = <T>(fn: () => T): T => gas.execute(fn);
const create = (extra: Partial<Parameters<typeof createSwing>[0]> = {}) => run(() => createSwing({ title: sheet, players: P4, seed: 's', ...extra }));
const logRows = () => {
  const rows = gas.book
    .sheet(`${sheet} log`)
    .getDataRange()
    .getValues()
    .slice(LOG_FIRST_ROW - 1);
  while (rows.length > 0 && rows[rows.length - 1].every((c) => c === '')) rows.pop();
  return rows.map((r) => r.slice(0, 7));
};
const grid = (k: number, cols = 'A:J') => {
  const [a, b] = cols.split(':');
  return gas.book
    .sheet(sheet)
    .getRange(`${a}${START_ROW + k}:${b}${START_ROW + k}`)
    .getValues()[0];
};

describe('the posting time is taken under the document lock', () => {
  /** Makes the next call's lock wait let `competitor` run first (the later call gets the lock first). */
  function letOtherCallInFirst(competitor: () => void): void {
    const real = LockService;
    let pending: (() => void) | null = competitor;
    (globalThis as { LockService: unknown }).LockService = {
      getDocumentLock: () => {
        const lock = real.getDocumentLock();
        return {
          tryLock: (ms: number) => {
            const c = pending;
            pending = null;
            if (c) c();
            return lock.tryLock(ms);
          },
          releaseLock: () => lock.releaseLock(),
        };
      },
    };
  }

  it('two results posted at once are both taken, in the order they got the lock', () => {
    create({ anteMinutes: 0 });
    jest.setSystemTime(T0 + 60_000); // Ann beats Bob at 09:01 — but Cid's result, posted at 09:02, gets the lock first
    letOtherCallInFirst(() => {
      jest.setSystemTime(T0 + 120_000);
      recordSwingResult({ sheet, match: 'B', winner: 'Cid', loser: 'Dan' });
    });
    const s = run(() => recordSwingResult({ sheet, match: 'A', winner: 'Ann', loser: 'Bob' }));
    expect(s.results).toBe(2);
    expect(logRows().map((r) => [r[0], r[1], r[2], r[6]])).toEqual([
      ['result', logged(2), 'Cid', 'B'],
      ['result', logged(2), 'Ann', 'A'],
    ]);
    expect(gas.lock.log.filter((x) => x.startsWith('acquire')).length).toBe(3); // the creation, then one each
  });

  it('a server clock a little behind the previous posting does not refuse the posting: its time is the previous one', () => {
    create({ anteMinutes: 0 });
    run(() => recordSwingResult({ sheet, match: 'B', winner: 'Cid', loser: 'Dan', time: at(5) }));
    jest.setSystemTime(T0 + 5 * 60_000 - 800); // 0.8 s behind
    run(() => recordSwingResult({ sheet, match: 'A', winner: 'Ann', loser: 'Bob' }));
    expect(logRows().map((r) => r[1])).toEqual([logged(5), logged(5)]);
  });
});

describe('postings name their match', () => {
  it('a result posted twice (a retry from a second tab) is refused and the log is unchanged', () => {
    create({ anteMinutes: 0 });
    run(() => recordSwingResult({ sheet, match: 'A', winner: 'Ann', loser: 'Bob', time: at(1) }));
    const before = JSON.stringify(logRows());
    expect(() => run(() => recordSwingResult({ sheet, match: 'A', winner: 'Ann', loser: 'Bob', time: at(2) }))).toThrow(
      'Cannot record Ann beat Bob (match A):\nmatch A was decided already (grid row 1: Ann beat Bob); a result is posted once — was it posted twice?',
    );
    expect(JSON.stringify(logRows())).toBe(before);
  });

  it('in the finale the second post of a result cannot end the event', () => {
    run(() => createSwing({ title: sheet, players: ['Ann', 'Bob'], anteMinutes: 0, seed: 'x' }));
    const first = run(() => recordSwingResult({ sheet, match: 'A', winner: 'Ann', time: at(1) })); // the loser follows from the match
    expect(first.chips).toEqual({ Ann: 13, Bob: 11 });
    expect(() => run(() => recordSwingResult({ sheet, match: 'A', winner: 'Ann', time: at(2) }))).toThrow(/match A was decided already/);
    const s = run(() => getSwingStatus({ sheet }));
    expect([s.finished, s.finale, s.matches.map((m) => m.letter)]).toEqual([false, { chipLoser: 'Ann', played: 1, extraMatch: false }, ['B']]);
  });

  it('accepts "Gammon", a cube "2" and chips "12" as a script or form may send them; a Jacoby cube-1 gammon reads single', () => {
    run(() => createSwing({ title: sheet, players: P4, chips: '12', anteMinutes: '0', ending: 'Both' as never, seed: 's' }));
    run(() => recordSwingResult({ sheet, match: 'A', winner: 'Ann', loser: 'Bob', cube: '2', kind: 'Gammon', time: at(1) }));
    run(() => recordSwingResult({ sheet, match: 'B', winner: 'Cid', loser: 'Dan', kind: 'GAMMON', time: at(2) }));
    expect(grid(1, 'E:G')).toEqual([2, 'gammon', 4]);
    expect(grid(2, 'E:G')).toEqual([1, 'single (gammon, Jacoby)', 1]);
  });
});

describe('the clock', () => {
  it('is started, paused and resumed from the endpoints; results before the start are refused; the ante counts running time', () => {
    create({ anteMinutes: 15 });
    expect(() => run(() => recordSwingResult({ sheet, match: 'A', winner: 'Ann', loser: 'Bob', time: at(1) }))).toThrow(/the clock has not been started/);
    expect(() => run(() => pauseSwingClock({ sheet, time: at(0) }))).toThrow('Cannot record the clock pause:\nthe clock has not been started');
    let s = run(() => startSwingClock({ sheet, time: at(0) }));
    expect(s.clock).toEqual({ status: 'running', startedAt: at(0), since: at(0), runMs: 0, endedAt: null });
    expect(s.nextAnteDue).toBe(at(15));
    run(() => recordSwingResult({ sheet, match: 'A', winner: 'Ann', loser: 'Bob', time: at(5) }));
    s = run(() => pauseSwingClock({ sheet, time: at(10) }));
    expect([s.clock.status, s.nextAnteDue, s.nextAnteRunMs]).toEqual(['paused', null, 15 * 60_000]);
    expect(gas.book.sheet(sheet).getRange('I3:I4').getValues()).toEqual([
      ['ante 2 after 5 min more of play (clock paused)'],
      ['paused at 09:10 (10 min of play; started 09:00)'],
    ]);
    s = run(() => startSwingClock({ sheet, time: at(40) })); // resume after a 30-minute break
    expect([s.clock.status, s.nextAnteDue]).toEqual(['running', at(45)]);
    s = run(() => recordSwingResult({ sheet, match: 'B', winner: 'Cid', loser: 'Dan', time: at(44) }));
    expect(s.ante).toBe(1);
    s = run(() => recordSwingResult({ sheet, match: 'C', winner: 'Dan', loser: 'Ann', time: at(46) }));
    expect(s.ante).toBe(2);
    expect(grid(3, 'I:J')).toEqual(['09:46', 'ante 2: timed (due 09:45)']);
    expect(logRows().map((r) => r[0])).toEqual(['start', 'result', 'pause', 'resume', 'result', 'result']);
  });

  it('enters a paper tournament afterwards with its real times; a time in the future is refused', () => {
    create({ anteMinutes: 15 });
    expect(() => run(() => startSwingClock({ sheet, time: new Date(NOW + 60_000).toISOString() }))).toThrow(/is in the future/);
    run(() => startSwingClock({ sheet, time: at(0) })); // this afternoon, entered at 19:00
    run(() => recordSwingResult({ sheet, match: 'A', winner: 'Ann', loser: 'Bob', time: at(20) }));
    expect(() => run(() => recordSwingResult({ sheet, match: 'B', winner: 'Cid', loser: 'Dan', time: at(10) }))).toThrow(
      /is earlier than the previous posting/,
    );
    expect(() => run(() => recordSwingResult({ sheet, match: 'B', winner: 'Cid', loser: 'Dan', time: 'tea time' }))).toThrow(
      /time 'tea time' is not a date-time/,
    );
    const s = run(() => recordSwingResult({ sheet, match: 'B', winner: 'Cid', loser: 'Dan', time: at(25) }));
    expect(s.anteUps).toEqual([{ ante: 2, reason: 'time', time: logged(20), row: 1, due: '2026-05-02T09:15:00.000Z', player: null }]);
  });

  it("shows times as HH:MM in the spreadsheet's time zone and reads a time without an offset in it", () => {
    (gas.book as unknown as { getSpreadsheetTimeZone: () => string }).getSpreadsheetTimeZone = () => 'Europe/Helsinki'; // the stand-in has none
    create({ anteMinutes: 15 });
    const s = run(() => startSwingClock({ sheet, time: '2026-05-02T12:00' })); // Helsinki 12:00 = 09:00 UTC
    expect(s.clock.startedAt).toBe(at(0));
    expect(s.timeZone).toBe('Europe/Helsinki');
    run(() => recordSwingResult({ sheet, match: 'A', winner: 'Ann', loser: 'Bob', time: '2026-05-02 12:07' }));
    expect(logRows()[1][1]).toBe(logged(7));
    expect(grid(0, 'I:I')).toEqual(['12:00']);
    expect(grid(1, 'I:I')).toEqual(['12:07']);
    expect(gas.book.sheet(sheet).getRange('I3').getValue()).toBe('ante 2 due 12:15, applied with the first result posted from then');
  });

  it("uses Apps Script's Utilities.formatDate for the zone's offset where it exists", () => {
    const calls: string[] = [];
    (globalThis as { Utilities?: unknown }).Utilities = {
      formatDate: (d: Date, zone: string, pattern: string) => {
        calls.push(`${zone} ${pattern}`);
        return '+0530';
      },
    };
    try {
      (gas.book as unknown as { getSpreadsheetTimeZone: () => string }).getSpreadsheetTimeZone = () => 'Asia/Kolkata';
      create({ anteMinutes: 0 });
      run(() => recordSwingResult({ sheet, match: 'A', winner: 'Ann', loser: 'Bob', time: at(0) }));
      expect(grid(1, 'I:I')).toEqual(['14:30']);
      expect(calls).toContain('Asia/Kolkata Z');
    } finally {
      delete (globalThis as { Utilities?: unknown }).Utilities;
    }
  });
});

describe('a renamed sheet', () => {
  it('is still found by its id, and the status carries its new name', () => {
    create({ anteMinutes: 0 });
    const { ids } = run(() => listSwingSheets());
    gas.book.sheet(sheet).setName('Club (Friday)');
    expect(() => run(() => getSwingStatus({ sheet }))).toThrow(/no sheet named 'Club'/);
    const s = run(() => recordSwingResult({ sheet, sheetId: ids[0], match: 'A', winner: 'Ann', loser: 'Bob', time: at(1) }));
    expect([s.sheet, s.sheetId]).toEqual(['Club (Friday)', ids[0]]);
  });
});

describe('undo of a clock posting', () => {
  it('takes the clock back to where it was', () => {
    create({ anteMinutes: 15 });
    run(() => startSwingClock({ sheet, time: at(0) }));
    run(() => pauseSwingClock({ sheet, time: at(3) }));
    const s = run(() => undoSwingResult({ sheet, confirmed: true }));
    expect([s.undone, s.clock.status]).toEqual(['the clock pause at 09:03', 'running']);
  });
});
