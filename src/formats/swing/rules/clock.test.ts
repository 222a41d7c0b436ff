/**
 * The clock (docs/rules.md §4.4), match letters (§4.9) and the record of every ante-up, worked out by hand from the
 * rules; and two properties checked against an independent reading of "only running time counts": a pause of P
 * minutes is the same tournament as the clock never pausing and every later posting P minutes earlier.
 */
import fc from 'fast-check';
import { replaySwing, startSwing, validateEntry, validateResult, type SwingLogEntry, type SwingSettings, type SwingState } from '.';
import { at, settings, win, type Log } from './testHelpers';

const P4 = ['Ann', 'Bob', 'Cid', 'Dan'];
const clock = (action: 'start' | 'pause' | 'resume', minute: number): SwingLogEntry => ({ type: 'clock', action, time: at(minute) });
const game = (match: string, winner: string, loser: string, minute: number, cube = 1): SwingLogEntry => ({ ...win(winner, loser, minute, cube), match });
const chipsOf = (s: SwingState) => P4.map((p) => s.chips[p]);
/** Settings of a sheet whose clock waits for a start entry (no legacy start). */
const live = (extra: Partial<SwingSettings> = {}): SwingSettings => ({ ...settings(P4, { anteMinutes: 15, ...extra }), start: null });

describe('the clock: started by the TD, paused and resumed; only running time counts', () => {
  // 10:00 start. A Ann–Bob, B Cid–Dan at ante 1; the first timed ante-up is due at 15 running minutes.
  const log: Log = [
    clock('start', 0),
    game('A', 'Ann', 'Bob', 5), // run 5: no ante-up. Ann 13 Bob 11; they just met: both wait.
    clock('pause', 10), // run 10
    clock('resume', 40), // still run 10: 30 minutes of break do not count
    game('B', 'Cid', 'Dan', 44), // run 14 (wall clock: 44 minutes): no ante-up. Cid 13 Dan 11.
    // Ann 13 (was 13) ties Cid 13 (was 12): Ann leads; not Bob → Dan 11: C Ann–Dan; D Cid–Bob; both at ante 1.
    game('C', 'Dan', 'Ann', 46), // run 16 ≥ 15: ante 2 (due at 10:45 = resume + 5). Stake 1 (ante at assignment) → Ann 12 Dan 12.
    // Ann 12 (was 13) and Dan 12 (was 11) just met: Ann leads and waits, nobody else is free. Next due: run 31.
    clock('pause', 50), // run 20
    game('D', 'Bob', 'Cid', 55), // during the break: run 20, no ante-up. Bob 12 Cid 12: everyone on 12.
    // Before this row: Ann 12, Bob 11, Cid 13, Dan 12 → Cid leads; not Bob → Ann (tie with Dan: first in list):
    // E Cid–Ann; then Dan (was 12) leads Bob (was 11): F Dan–Bob. Both at ante 2.
    clock('resume', 80), // run 20
    game('E', 'Cid', 'Ann', 91, 2), // run 31 ≥ 31: ante 3 (due 11:31). Stake 2 × 2 = 4 → Cid 16 Ann 8.
  ];

  it('applies timed ante-ups by running time only', () => {
    const r = startSwing(live());
    const seen: [number, string | null, number | null, string][] = [];
    for (const e of log) {
      r.post(e);
      const s = r.state();
      seen.push([s.ante, s.nextAnteDue, s.nextAnteRunMs === null ? null : s.nextAnteRunMs / 60_000, s.clock.status]);
    }
    expect(seen).toEqual([
      [1, at(15), 15, 'running'],
      [1, at(15), 15, 'running'],
      [1, null, 15, 'paused'], // paused: no wall time, 5 running minutes left
      [1, at(45), 15, 'running'],
      [1, at(45), 15, 'running'],
      [2, at(61), 31, 'running'],
      [2, null, 31, 'paused'],
      [2, null, 31, 'paused'],
      [2, at(91), 31, 'running'],
      [3, at(106), 46, 'running'],
    ]);
    const s = r.state();
    expect(chipsOf(s)).toEqual([8, 12, 16, 12]);
    expect(s.rows.map((x) => [x.letter, x.ante, x.stake])).toEqual([
      ['A', 1, 1],
      ['B', 1, 1],
      ['C', 1, 1],
      ['D', 1, 1],
      ['E', 2, 4],
    ]);
    // Cid 16 and Ann 8 just met: both wait; F Dan–Bob goes on at its ante 2.
    expect(s.matches.map((m) => [m.letter, ...m.players, m.ante])).toEqual([['F', 'Dan', 'Bob', 2]]);
    expect(s.waiting).toEqual(['Ann', 'Cid']);
    expect(s.clock).toEqual({ status: 'running', startedAt: at(0), since: at(80), runMs: 20 * 60_000 });
  });

  it('records every ante-up with its time, the row that caused it and when it fell due', () => {
    const s = replaySwing(live(), log);
    expect(s.anteUps).toEqual([
      { ante: 2, reason: 'time', time: at(46), row: 3, due: at(45), player: null },
      { ante: 3, reason: 'time', time: at(91), row: 5, due: at(91), player: null },
    ]);
  });

  it('refuses results before the start (timed ante on), and start/pause/resume out of turn', () => {
    const fresh = startSwing(live()).state();
    expect(validateResult(fresh, { ...win('Ann', 'Bob', 1), match: 'A' })).toEqual([
      'the clock has not been started: start it when play starts (the timed ante-ups count from then), giving its real time if play started earlier',
    ]);
    expect(validateEntry(startSwing(live({ anteMinutes: 0 })).state(), win('Ann', 'Bob', 1))).toEqual([]);
    expect(validateEntry(fresh, clock('pause', 1))).toEqual(['the clock has not been started']);
    expect(validateEntry(fresh, clock('resume', 1))).toEqual(['the clock has not been started: start it first']);
    const running = replaySwing(live(), [clock('start', 0)]);
    expect(validateEntry(running, clock('start', 1))).toEqual(['the clock was started already (it is running); use resume after a pause']);
    expect(validateEntry(running, clock('resume', 1))).toEqual(['the clock is running already']);
    const paused = replaySwing(live(), [clock('start', 0), clock('pause', 3)]);
    expect(validateEntry(paused, clock('pause', 4))).toEqual(['the clock is paused already']);
    expect(validateEntry(paused, clock('resume', 2))).toEqual([`time ${at(2)} is earlier than the previous posting (${at(3)})`]);
    expect(validateEntry(running, clock('pause', 9), Date.parse(at(8)))).toEqual([`time ${at(9)} is in the future (now is ${at(8)})`]);
  });

  it('lets a paper tournament be entered afterwards with its real times', () => {
    // Entered at 20:00 (now), every posting carrying its afternoon time: each is accepted, and the tournament is
    // the one posted live.
    const evening = Date.parse(at(600));
    const r = startSwing(live());
    for (const e of log) {
      expect(validateEntry(r.state(), e, evening)).toEqual([]);
      r.post(e);
    }
    expect(r.state()).toEqual(replaySwing(live(), log));
    expect(r.state().rows.map((x) => x.time)).toEqual([at(5), at(44), at(46), at(55), at(91)]);
  });
});

describe('match letters', () => {
  it('a result names its match: posted twice, or for a decided match, it is refused', () => {
    const s = replaySwing(settings(P4), [game('A', 'Ann', 'Bob', 1)]);
    expect(validateResult(s, { ...win('Ann', 'Bob', 2), match: 'A' })).toEqual([
      'match A was decided already (grid row 1: Ann beat Bob); a result is posted once — was it posted twice?',
    ]);
    expect(validateResult(s, { ...win('Cid', 'Dan', 2), match: 'Q' })).toEqual(["there is no match 'Q': the current matches are B: Cid–Dan"]);
    expect(validateResult(s, { ...win('Cid', 'Dan', 2), match: 'b' })).toEqual([]);
    expect(validateResult(replaySwing(settings(P4), []), { ...win('Ann', 'Bob', 2), match: 'B' })).toEqual(['match B is Cid–Dan, not Ann–Bob']);
  });

  it('in the finale, a result posted twice cannot end the event early', () => {
    // Two players, 12 chips: A Ann–Bob (a finale from the start; Ann is the chip loser on a full tie).
    const duel = replaySwing(settings(['Ann', 'Bob']), [game('A', 'Ann', 'Bob', 1)]); // Ann 13 Bob 11; B Ann–Bob at ante 2
    expect(duel.finished).toBe(false);
    expect(validateResult(duel, { ...win('Ann', 'Bob', 2), match: 'A' })).toEqual([
      'match A was decided already (grid row 1: Ann beat Bob); a result is posted once — was it posted twice?',
    ]);
    expect(duel.matches.map((m) => [m.letter, m.ante])).toEqual([['B', 2]]);
  });

  it('records the ante-ups of eliminations and finale matches (the hand-worked 4-player event)', () => {
    const log: Log = [
      win('Ann', 'Bob', 5, 2),
      win('Cid', 'Dan', 6, 1, 'gammon'),
      win('Bob', 'Cid', 10, 2, 'gammon'),
      win('Dan', 'Ann', 12, 4, 'backgammon'),
      win('Ann', 'Bob', 15, 4),
      win('Dan', 'Cid', 16, 2, 'gammon'),
      win('Bob', 'Dan', 20),
      win('Ann', 'Dan', 25, 2),
      win('Ann', 'Bob', 30),
      win('Dan', 'Ann', 35),
      win('Dan', 'Ann', 40, 2),
      win('Ann', 'Dan', 45),
    ];
    const s = replaySwing(settings(P4, { chips: 4 }), log);
    expect(s.anteUps).toEqual([
      { ante: 2, reason: 'elimination', time: at(16), row: 6, due: null, player: 'Cid' },
      { ante: 3, reason: 'elimination', time: at(30), row: 9, due: null, player: 'Bob' }, // also the first finale match's rise
      { ante: 4, reason: 'finale', time: at(35), row: 10, due: null, player: null },
      { ante: 5, reason: 'finale', time: at(40), row: 11, due: null, player: null },
    ]);
    expect(1 + s.anteUps.length).toBe(Math.max(...s.rows.map((r) => r.ante)));
  });
});

describe('properties of the clock', () => {
  /** A valid live log: clock start, then results of current matches, now and then a pause and resume. */
  const arb = fc.record({
    n: fc.integer({ min: 2, max: 7 }),
    chips: fc.integer({ min: 2, max: 12 }),
    steps: fc.array(fc.record({ pick: fc.nat(), first: fc.boolean(), gap: fc.integer({ min: 0, max: 12 }), pause: fc.integer({ min: 0, max: 40 }) }), {
      maxLength: 40,
    }),
  });

  /** Builds the log twice: with real pauses, and with the clock never paused and every later time shifted back. */
  function logs(n: number, chips: number, steps: { pick: number; first: boolean; gap: number; pause: number }[]) {
    const base: SwingSettings = { players: Array.from({ length: n }, (_, i) => `P${i}`), chips, anteMinutes: 10, start: null };
    const r = startSwing(base);
    const paused: SwingLogEntry[] = [clock('start', 0)];
    const flat: SwingLogEntry[] = [clock('start', 0)];
    r.post(paused[0]);
    let wall = 0;
    let breaks = 0;
    for (const st of steps) {
      const s = r.state();
      if (s.finished) break;
      wall += st.gap;
      if (st.pause > 25) {
        // a break of (pause - 25) minutes
        const p1 = clock('pause', wall);
        const len = st.pause - 25;
        const p2 = clock('resume', wall + len);
        r.post(p1);
        r.post(p2);
        paused.push(p1, p2);
        wall += len;
        breaks += len;
      }
      const m = s.matches[st.pick % s.matches.length];
      const [w, l] = st.first ? m.players : [m.players[1], m.players[0]];
      const e: SwingLogEntry = { type: 'result', winner: w, loser: l, cube: 1, kind: 'single', time: at(wall), match: m.letter };
      r.post(e);
      paused.push(e);
      flat.push({ ...e, time: at(wall - breaks) });
    }
    return { base, paused, flat };
  }

  it('a pause of P minutes is the clock never pausing with every later posting P minutes earlier', () => {
    fc.assert(
      fc.property(arb, ({ n, chips, steps }) => {
        const { base, paused, flat } = logs(n, chips, steps);
        const a = replaySwing(base, paused);
        const b = replaySwing(base, flat);
        expect(a.rows.map((r) => [r.letter, r.ante, r.stake, r.chips])).toEqual(b.rows.map((r) => [r.letter, r.ante, r.stake, r.chips]));
        expect(a.ante).toBe(b.ante);
        expect(a.anteUps.map((u) => [u.ante, u.reason, u.row])).toEqual(b.anteUps.map((u) => [u.ante, u.reason, u.row]));
        expect(a.nextAnteRunMs).toBe(b.nextAnteRunMs);
      }),
      { numRuns: 300 },
    );
  });

  it('the ante is 1 plus the recorded ante-ups, each at the time of a posting', () => {
    fc.assert(
      fc.property(arb, ({ n, chips, steps }) => {
        const { base, paused } = logs(n, chips, steps);
        const s = replaySwing(base, paused);
        expect(s.ante).toBe(1 + s.anteUps.length);
        const times = new Set(paused.map((e) => e.time));
        for (const u of s.anteUps) expect(times.has(u.time)).toBe(true);
        expect(s.anteUps.map((u) => u.ante)).toEqual(s.anteUps.map((_, i) => i + 2));
      }),
      { numRuns: 300 },
    );
  });
});
