import { installFakeGas } from '../../../../test/helpers/fakeGas';
import type { FakeGas } from '../../../../dev/fake/gas';
import {
  createSwing,
  getSwingStatus,
  listSwingSheets,
  pauseSwingClock,
  recordSwingResult,
  resyncSwing,
  setSwingPlayerStatus,
  startSwingClock,
  undoSwingResult,
} from './endpoints';
import { HEADER_ROW, LOG_FIRST_ROW, START_ROW, STATUS_VALUE_COL } from '../sheets/layout';
import { SWING_LOG_HEADER } from '../rules';

const T0 = Date.parse('2026-05-02T09:00:00.000Z');
const at = (min: number) => new Date(T0 + min * 60_000).toISOString();
const PLAYERS = ['Ann', 'Bob', 'Cid', 'Dan', 'Eve', 'Fay'];

let gas: FakeGas;
/** "Now" in these tests: late that day, so the postings' given times (at(1), at(2), …) are in the past. */
const NOW = T0 + 10 * 60 * 60_000;
beforeEach(() => {
  gas = installFakeGas();
  jest.useFakeTimers({ now: NOW, doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
});
afterEach(() => jest.useRealTimers());

/** Creates the event and starts its clock at 09:00 (at(0)). */
const create = (extra: Partial<Parameters<typeof createSwing>[0]> = {}) => {
  const out = gas.execute(() => createSwing({ title: 'Friday swing', players: PLAYERS, seed: 's1', ...extra }));
  gas.execute(() => startSwingClock({ sheet: out.sheet, time: at(0) }));
  return out;
};
/**
 * The log sheet's values without trailing blank rows (Sheets' getDataRange ends at the last row with content; the
 * stand-in's keeps a cleared row).
 */
const logValues = (name = 'Friday swing log') => {
  const rows = gas.book.sheet(name).getDataRange().getValues();
  while (rows.length > 0 && rows[rows.length - 1].every((c) => c === '')) rows.pop();
  return JSON.stringify(rows);
};

describe('createSwing', () => {
  it('writes settings with the seed, the now block, the grid header and start row, and a chart; the clock waits', () => {
    const out = gas.execute(() => createSwing({ title: 'Friday swing', players: PLAYERS, seed: 's1' }));
    expect(out).toEqual({
      sheet: 'Friday swing',
      assignments: [
        ['Ann', 'Bob'],
        ['Cid', 'Dan'],
        ['Eve', 'Fay'],
      ],
    });
    const s = gas.book.sheet('Friday swing');
    expect(s.valueAt(1, 1)).toBe('Friday swing');
    const settings = s.getRange('C2:D8').getValues();
    expect(settings).toEqual([
      ['Chips per player', 12],
      ['Ante-up every (min)', 15],
      ['Jacoby', 'on'],
      ['Ending', 'both'],
      ['Mode', 'manual'],
      ['Seed', 's1'],
      ['Log sheet', 'Friday swing log'],
    ]);
    expect(s.getRange('I2:I4').getValues()).toEqual([[1], ['ante 2 15 min after the clock starts'], ['not started: start it when play starts']]);
    expect(s.valueAt(5, STATUS_VALUE_COL)).toBe('A: Ann – Bob, B: Cid – Dan, C: Eve – Fay');
    expect(s.getRange(`A${HEADER_ROW}:P${HEADER_ROW}`).getValues()[0]).toEqual([
      '#',
      'Match',
      'Winner',
      'Loser',
      'Cube',
      'Kind',
      'Stake',
      'Ante',
      'Time',
      'Ante-up',
      ...PLAYERS,
    ]);
    expect(s.getRange(`A${START_ROW}:P${START_ROW}`).getValues()[0]).toEqual([0, 'Start', '', '', '', '', '', 1, '', '', 12, 12, 12, 12, 12, 12]);
    expect(s.getRange('K12:P12').getValues()[0]).toEqual(['match A', 'match A', 'match B', 'match B', 'match C', 'match C']);
    // Starting the clock (UTC here: the stand-in has no spreadsheet time zone) shows the start and the due ante-up.
    gas.execute(() => startSwingClock({ sheet: 'Friday swing', time: at(0) }));
    expect(s.getRange('I3:I4').getValues()).toEqual([['ante 2 due 09:15, applied with the first result posted from then'], ['running since 09:00']]);
    expect(s.valueAt(START_ROW, 9)).toBe('09:00');
    expect(s.charts).toHaveLength(1);
    expect(JSON.stringify(s.charts[0])).toMatch(/Chips after each result/);
    expect(s.frozenRows).toBe(HEADER_ROW);
    const log = gas.book.sheet('Friday swing log');
    expect(log.getRange('A3:B9').getValues()).toEqual([
      ['Chips', 12],
      ['Ante minutes', 15],
      ['Jacoby', true],
      ['Ending', 'both'],
      ['Mode', 'manual'],
      ['Seed', 's1'],
      ['Start', ''],
    ]);
    expect(log.getRange('A12:G12').getValues()[0]).toEqual([...SWING_LOG_HEADER]);
    expect(log.getRange('A13:G13').getValues()[0]).toEqual(['start', '2026-05-02T09:00:00Z', '', '', '', '', '']);
    expect(gas.book.sheets.map((x) => x.name)).toEqual(['Sheet1', 'Friday swing', 'Friday swing log']);
  });

  it('draws and writes a seed when none is given; a taken name gets " (2)"', () => {
    create();
    const out = gas.execute(() => createSwing({ title: 'Friday swing', players: PLAYERS, mode: 'automated' }));
    expect(out.sheet).toBe('Friday swing (2)');
    const seed = gas.book.sheet('Friday swing (2)').valueAt(7, 4);
    expect(String(seed)).toMatch(/^[A-Z0-9]{1,8}$/);
    expect(gas.execute(() => listSwingSheets())).toEqual({
      sheets: ['Friday swing', 'Friday swing (2)'],
      ids: [gas.book.sheet('Friday swing').sheetId, gas.book.sheet('Friday swing (2)').sheetId],
    });
  });

  it('rejects bad input naming the problem and writes nothing', () => {
    const before = gas.book.sheets.length;
    expect(() => gas.execute(() => createSwing({ title: 'X', players: ['Ann', 'Bob', 'Ann'] }))).toThrow(/Player 'Ann' appears twice \(players 1 and 3\)/);
    expect(() => gas.execute(() => createSwing({ title: 'X', players: ['Ann', 'Bob', ' ann '] }))).toThrow(/Player 'ann' appears twice \(players 1 and 3\)/);
    expect(() => gas.execute(() => createSwing({ title: '', players: PLAYERS }))).toThrow(/^Title: enter a title for the swing tournament/);
    expect(() => gas.execute(() => createSwing({ title: 'X', players: PLAYERS, chips: 0 }))).toThrow(
      /^Chips per player: give a whole number of chips of at least 1, not 0\.$/,
    );
    expect(() => gas.execute(() => createSwing({ title: 'X', players: PLAYERS, ending: 'soon' as never }))).toThrow(
      /^Ending: give preferred, speed-up, both, not 'soon'\.$/,
    );
    expect(gas.book.sheets.length).toBe(before);
  });

  it('lists every problem of the input at once, one per line', () => {
    const bad = { title: ' ', players: ['Ann', '', 'ANN'], chips: 1.5, mode: 'random' as never, seed: {} as never };
    expect(() => gas.execute(() => createSwing(bad))).toThrow(
      [
        'Title: enter a title for the swing tournament (it names the sheets), e.g. "May 2026".',
        'Seed: give text or a number (blank = drawn by the add-on).',
        'Player 2 has no name; remove the empty line or type a name.',
        "Player 'ANN' appears twice (players 1 and 3); names must differ, ignoring case and spaces.",
        'Chips per player: give a whole number of chips of at least 1, not 1.5.',
        "Ties (mode): give manual or automated, not 'random'.",
      ].join('\n'),
    );
    expect(gas.book.sheets.map((s) => s.name)).toEqual(['Sheet1']);
  });
});

describe('recordSwingResult', () => {
  it('appends to the log, replays and rewrites the grid', () => {
    create();
    const out = gas.execute(() => recordSwingResult({ sheet: 'Friday swing', winner: 'Bob', loser: 'Ann', cube: 2, kind: 'gammon', time: at(3) }));
    expect(out.chips).toMatchObject({ Ann: 8, Bob: 16 });
    expect(out.assignments).toEqual([
      ['Cid', 'Dan'],
      ['Eve', 'Fay'],
    ]);
    expect(out.ante).toBe(1);
    expect(out.finished).toBe(false);
    const log = gas.book.sheet('Friday swing log');
    expect(log.getRange('A14:G14').getValues()[0]).toEqual(['result', '2026-05-02T09:03:00Z', 'Bob', 'Ann', 2, 'gammon', 'A']);
    const s = gas.book.sheet('Friday swing');
    expect(s.getRange(`A${START_ROW + 1}:P${START_ROW + 1}`).getValues()[0]).toEqual([
      1,
      'A',
      'Bob',
      'Ann',
      2,
      'gammon',
      4,
      1,
      '09:03',
      '',
      8,
      16,
      12,
      12,
      12,
      12,
    ]);
    expect(s.getRange('K11:P11').getValues()[0]).toEqual([8, 16, 12, 12, 12, 12]);
    expect(s.getRange('K12:L12').getValues()[0]).toEqual(['waiting', 'waiting']);
  });

  it('takes any spelling of a name (case, spaces) as the player and logs the listed spelling', () => {
    create();
    const out = gas.execute(() => recordSwingResult({ sheet: 'Friday swing', winner: ' bob ', loser: 'ANN', time: at(1) }));
    expect(out.chips).toMatchObject({ Ann: 11, Bob: 13 });
    expect(gas.book.sheet('Friday swing log').getRange('C14:D14').getValues()[0]).toEqual(['Bob', 'Ann']);
    gas.execute(() => setSwingPlayerStatus({ sheet: 'Friday swing', player: 'cid', leaving: true, time: at(2) }));
    expect(gas.book.sheet('Friday swing log').valueAt(15, 3)).toBe('Cid');
  });

  it('lists every problem of a posting, one per line', () => {
    create();
    expect(() =>
      gas.execute(() => recordSwingResult({ sheet: 'Friday swing', winner: 'Ann', loser: 'Zed', cube: 3, kind: 'double' as never, time: at(1) })),
    ).toThrow(
      [
        'Cannot record Ann beat Zed:',
        "'Zed' is not a player of this tournament (players: Ann, Bob, Cid, Dan, Eve, Fay)",
        'cube 3 is not a power of two (1, 2, 4, 8, 16, 32, 64, …)',
        "kind 'double' is not single, gammon or backgammon",
      ].join('\n'),
    );
  });

  it('uses now (whole seconds) when no time is given', () => {
    create();
    jest.setSystemTime(T0 + 5 * 60_000 + 321);
    gas.execute(() => recordSwingResult({ sheet: 'Friday swing', winner: 'Ann', loser: 'Bob' }));
    expect(gas.book.sheet('Friday swing log').valueAt(14, 2)).toBe('2026-05-02T09:05:00Z');
  });

  it.each([
    ['a winner not in an assigned match', { winner: 'Ann', loser: 'Cid' }, /Ann and Cid are not playing each other: the current matches are A: Ann–Bob/],
    ['cube 3', { winner: 'Ann', loser: 'Bob', cube: 3 }, /cube 3 is not a power of two/],
    ['kind "double"', { winner: 'Ann', loser: 'Bob', kind: 'double' as never }, /kind 'double' is not single, gammon or backgammon/],
    ['an unknown player', { winner: 'Zed', loser: 'Bob' }, /'Zed' is not a player/],
  ])('rejects %s and leaves the log byte-for-byte unchanged', (_what, bad, message) => {
    create();
    gas.execute(() => recordSwingResult({ sheet: 'Friday swing', winner: 'Cid', loser: 'Dan', time: at(1) }));
    const before = logValues();
    const grid = JSON.stringify(gas.book.sheet('Friday swing').getDataRange().getValues());
    expect(() => gas.execute(() => recordSwingResult({ sheet: 'Friday swing', time: at(2), ...bad }))).toThrow(message);
    expect(logValues()).toBe(before);
    expect(JSON.stringify(gas.book.sheet('Friday swing').getDataRange().getValues())).toBe(grid);
  });

  it('rejects a result after the end and leaves the log unchanged', () => {
    gas.execute(() => createSwing({ title: 'Duel', players: ['Ann', 'Bob'], chips: 2, seed: 'x', anteMinutes: 0 }));
    const done = gas.execute(() => recordSwingResult({ sheet: 'Duel', winner: 'Ann', loser: 'Bob', cube: 2, time: at(1) }));
    expect(done.finished).toBe(true);
    expect(done.ranking).toEqual(['Ann', 'Bob']);
    const before = logValues('Duel log');
    expect(() => gas.execute(() => recordSwingResult({ sheet: 'Duel', winner: 'Ann', loser: 'Bob', time: at(2) }))).toThrow(
      /the tournament is finished \(won by Ann\)/,
    );
    expect(logValues('Duel log')).toBe(before);
  });

  it('rejects a sheet that is not a swing sheet', () => {
    create();
    expect(() => gas.execute(() => recordSwingResult({ sheet: 'Sheet1', winner: 'Ann', loser: 'Bob' }))).toThrow(/not a swing sheet/);
    expect(() => gas.execute(() => recordSwingResult({ sheet: 'Nope', winner: 'Ann', loser: 'Bob' }))).toThrow(/no sheet named 'Nope'/);
  });
});

describe('the document lock', () => {
  it('fails with the busy message and writes nothing while another execution holds the lock', () => {
    create();
    const before = logValues();
    const other = LockService.getDocumentLock();
    other.waitLock(1000); // another execution is recording
    expect(() => recordSwingResult({ sheet: 'Friday swing', winner: 'Ann', loser: 'Bob', time: at(1) })).toThrow(
      'The spreadsheet is busy with another add-on action (another sidebar or menu item). Try again in a moment.',
    );
    expect(logValues()).toBe(before);
    other.releaseLock();
    gas.execute(() => recordSwingResult({ sheet: 'Friday swing', winner: 'Ann', loser: 'Bob', time: at(1) }));
    expect(logValues()).not.toBe(before);
  });

  it('processes two queued results one after the other, in order', () => {
    create();
    gas.lock.log.length = 0;
    gas.execute(() => recordSwingResult({ sheet: 'Friday swing', winner: 'Ann', loser: 'Bob', time: at(1) }));
    gas.execute(() => recordSwingResult({ sheet: 'Friday swing', winner: 'Dan', loser: 'Cid', time: at(1) }));
    expect(gas.lock.log).toEqual(['acquire document', 'release document', 'acquire document', 'release document']);
    const log = gas.book.sheet('Friday swing log').getRange('A14:D15').getValues();
    expect(log).toEqual([
      ['result', '2026-05-02T09:01:00Z', 'Ann', 'Bob'],
      ['result', '2026-05-02T09:01:00Z', 'Dan', 'Cid'],
    ]);
    // The second result was processed on the state after the first (Ann–Bob could not meet again, so they waited).
    const s = gas.execute(() => getSwingStatus({ sheet: 'Friday swing' }));
    expect(s.matches.map((m) => [m.letter, ...m.players])).toEqual([
      ['C', 'Eve', 'Fay'],
      ['D', 'Ann', 'Cid'],
      ['E', 'Dan', 'Bob'],
    ]);
  });
});

describe('docs/rules.md §4.7 "the tournament ends on current chips": once it has ended the clock is not "running since" any more', () => {
  /** A two-player event (the finale at once) played to its end, the clock started at 09:00; results at 09:05, 09:10, …. */
  const playToTheEnd = (pauseFirst: boolean) => {
    gas.execute(() => createSwing({ title: 'Duel', players: ['Ann', 'Bob'], chips: 12, anteMinutes: 15 }));
    gas.execute(() => startSwingClock({ sheet: 'Duel', time: at(0) }));
    let s = gas.execute(() => getSwingStatus({ sheet: 'Duel' }));
    for (let i = 1; !s.finished; i++) {
      if (pauseFirst && i === 1) gas.execute(() => pauseSwingClock({ sheet: 'Duel', time: at(4) }));
      const [w, l] = s.matches[0].players;
      s = gas.execute(() => recordSwingResult({ sheet: 'Duel', winner: l, loser: w, time: at(5 * i) }));
    }
    return s;
  };

  it('the sheet says the clock stopped when the tournament ended, with the play time; the panel status carries the end', () => {
    const s = playToTheEnd(false);
    const main = gas.book.sheet('Duel');
    // The last log row is the result that ended it (results at 09:05, 09:10, …; the clock ran from 09:00).
    const end = String(
      gas.book
        .sheet('Duel log')
        .getRange(`B${LOG_FIRST_ROW - 1 + s.posted}`)
        .getValue(),
    );
    const minutes = (Date.parse(end) - Date.parse(at(0))) / 60_000;
    expect(main.valueAt(4, STATUS_VALUE_COL)).toBe(`stopped at ${end.slice(11, 16)} when the tournament ended (started 09:00; ${minutes} min of play)`);
    expect(s.clock.endedAt).toBe(end);
  });

  it('a result posted during a pause that ends it: stopped at that result, the play time up to the pause', () => {
    const s = playToTheEnd(true);
    const main = gas.book.sheet('Duel');
    expect(s.clock.status).toBe('paused');
    const end = String(
      gas.book
        .sheet('Duel log')
        .getRange(`B${LOG_FIRST_ROW - 1 + s.posted}`)
        .getValue(),
    ).slice(11, 16);
    expect(main.valueAt(4, STATUS_VALUE_COL)).toBe(`stopped at ${end} when the tournament ended (started 09:00; 4 min of play)`);
  });
});

/** Plays n results on a 64-player event, always the first match, the leader winning singles. */
let minute = 0;
function playResults(sheet: string, n: number): void {
  for (let i = 0; i < n; i++) {
    const st = gas.execute(() => getSwingStatus({ sheet }));
    const [w, l] = st.matches[0].players;
    gas.execute(() => recordSwingResult({ sheet, winner: w, loser: l, time: at(++minute) }));
  }
}

describe('service calls per recorded result', () => {
  it('are the same at 10 and at 190 logged results (the grid grows past 200)', () => {
    const players = Array.from({ length: 64 }, (_, i) => `P${i + 1}`);
    gas.execute(() => createSwing({ title: 'Big', players, chips: 400, anteMinutes: 0, seed: 'b' }));
    minute = 0;
    const measureNext = (): number => {
      const st = gas.execute(() => getSwingStatus({ sheet: 'Big' }));
      const [w, l] = st.matches[0].players;
      return gas.calls.measure(() => gas.execute(() => recordSwingResult({ sheet: 'Big', winner: w, loser: l, time: at(++minute) })));
    };
    playResults('Big', 10);
    const at10 = measureNext();
    playResults('Big', 179);
    const at190 = measureNext();
    expect(at10).toBe(at190);
    // 15 of them redraw the chart over the rows in use (a result adds a row to it); 9 of those are chart-builder
    // calls that run in the script without reaching the spreadsheet.
    expect(at10).toBeLessThan(45);
    playResults('Big', 11);
    expect(gas.book.sheet('Big').valueAt(START_ROW + 201, 1)).toBe(201);
  });
});

describe('leaving, back, undo, resync', () => {
  it('a leaving player forfeits at once and again when reassigned; back stops it', () => {
    create();
    const s1 = gas.execute(() => setSwingPlayerStatus({ sheet: 'Friday swing', player: 'Bob', leaving: true, time: at(1) }));
    expect(s1.chips).toMatchObject({ Ann: 13, Bob: 11 });
    expect(s1.leaving).toEqual(['Bob']);
    expect(
      gas.book
        .sheet('Friday swing')
        .getRange(`A${START_ROW + 1}:F${START_ROW + 1}`)
        .getValues()[0],
    ).toEqual([1, 'A', 'Ann', 'Bob', 1, 'forfeit']);
    expect(gas.book.sheet('Friday swing log').getRange('A14:C14').getValues()[0]).toEqual(['leaving', '2026-05-02T09:01:00Z', 'Bob']);
    const s2 = gas.execute(() => setSwingPlayerStatus({ sheet: 'Friday swing', player: 'Bob', leaving: false, time: at(2) }));
    expect(s2.leaving).toEqual([]);
    expect(() => gas.execute(() => setSwingPlayerStatus({ sheet: 'Friday swing', player: 'Bob', leaving: false, time: at(3) }))).toThrow(
      /Bob is not marked as leaving/,
    );
  });

  it('undo needs confirmation, removes the last log row and clears its grid rows', () => {
    create();
    gas.execute(() => recordSwingResult({ sheet: 'Friday swing', winner: 'Ann', loser: 'Bob', time: at(1) }));
    const afterOne = logValues();
    const gridOne = JSON.stringify(gas.book.sheet('Friday swing').getRange('A1:O20').getValues());
    gas.execute(() => recordSwingResult({ sheet: 'Friday swing', winner: 'Dan', loser: 'Cid', cube: 4, time: at(2) }));
    expect(() => gas.execute(() => undoSwingResult({ sheet: 'Friday swing', confirmed: false }))).toThrow(/needs confirmation/);
    const undone = gas.execute(() => undoSwingResult({ sheet: 'Friday swing', confirmed: true }));
    expect(undone.undone).toBe('Dan beat Cid in match B (single, cube 4, 09:02)');
    expect(logValues()).toBe(afterOne);
    expect(JSON.stringify(gas.book.sheet('Friday swing').getRange('A1:O20').getValues())).toBe(gridOne);
    gas.execute(() => undoSwingResult({ sheet: 'Friday swing', confirmed: true }));
    expect(gas.execute(() => undoSwingResult({ sheet: 'Friday swing', confirmed: true })).undone).toBe('the clock start at 09:00');
    expect(() => gas.execute(() => undoSwingResult({ sheet: 'Friday swing', confirmed: true }))).toThrow(/Nothing to undo/);
  });

  it('resync rewrites derived cells a TD edited by hand', () => {
    create();
    gas.execute(() => recordSwingResult({ sheet: 'Friday swing', winner: 'Ann', loser: 'Bob', time: at(1) }));
    const s = gas.book.sheet('Friday swing');
    const good = JSON.stringify(s.getRange('A1:O20').getValues());
    s.getRange(`K${START_ROW + 1}`).setValue(99);
    s.getRange(`A${START_ROW + 3}`).setValue('junk');
    s.getRange(`I2`).setValue(7);
    gas.execute(() => resyncSwing({ sheet: 'Friday swing' }));
    expect(JSON.stringify(s.getRange('A1:O20').getValues())).toBe(good);
  });
});
