import {
  checkFinale,
  finalRanking,
  firstAnteDue,
  readLogRow,
  isCubeValue,
  matchLetter,
  pairWaiting,
  replaySwing,
  resolveSettings,
  stakeOf,
  startSwing,
  tickAnteClock,
  toLogRow,
  validateEntry,
  validateResult,
  type SwingLogEntry,
  type TieBreak,
} from '.';
import { START, at, leaving, settings, win } from './testHelpers';

const firstInList: TieBreak = (tied) => tied[0];

describe('match letters', () => {
  it('runs A … Z, AA, AB, … like spreadsheet columns', () => {
    expect([0, 1, 25, 26, 27, 51, 52, 701, 702].map(matchLetter)).toEqual(['A', 'B', 'Z', 'AA', 'AB', 'AZ', 'BA', 'ZZ', 'AAA']);
    expect(() => matchLetter(-1)).toThrow(RangeError);
  });
});

describe('stakes', () => {
  it('ante × cube × kind, Jacoby on cube 1, limited to the cap', () => {
    expect(stakeOf(3, 100, 4, 'backgammon', true)).toBe(36);
    expect(stakeOf(3, 100, 1, 'backgammon', true)).toBe(3);
    expect(stakeOf(3, 100, 1, 'backgammon', false)).toBe(9);
    expect(stakeOf(3, 100, 2, 'gammon', true)).toBe(12);
    expect(stakeOf(3, 7, 2, 'gammon', true)).toBe(7);
  });

  it('accepts powers of two only as cube values', () => {
    expect([1, 2, 4, 64, 128, 1024].every(isCubeValue)).toBe(true);
    expect([0, 3, 6, -2, 1.5, NaN, '2', 2 ** 21].some(isCubeValue)).toBe(false);
  });
});

describe('pairing', () => {
  it('a tie for chip loser goes to the player with fewer chips one result earlier', () => {
    // players 0..3: 0 leads with 9; 1 and 3 tie on 2; one result earlier 1 had 5, 3 had 2 → 3 is the chip loser.
    const pairs = pairWaiting({
      waiting: [0, 1, 2, 3],
      chips: [9, 2, 5, 2],
      previous: [9, 5, 5, 2],
      lastOpponent: [-1, 2, 1, -1],
      allowRematch: false,
      breakTie: firstInList,
    });
    // Then 2 and 1 are left, and they met last: both wait.
    expect(pairs).toEqual([[0, 3]]);
  });

  it('passes unresolved ties to the tie-breaker with the tied players in list order', () => {
    const seen: [number[], string][] = [];
    const pairs = pairWaiting({
      waiting: [0, 1, 2],
      chips: [4, 4, 4],
      previous: [4, 4, 4],
      lastOpponent: [-1, -1, -1],
      allowRematch: false,
      breakTie: (tied, role) => {
        seen.push([[...tied], role]);
        return tied[tied.length - 1];
      },
    });
    expect(pairs).toEqual([[2, 1]]);
    expect(seen).toEqual([
      [[0, 1, 2], 'leader'],
      [[0, 1], 'loser'],
    ]);
  });

  it('in the finale a rematch is fine', () => {
    const base = { waiting: [0, 1], chips: [5, 3], previous: [4, 4], lastOpponent: [1, 0], breakTie: firstInList };
    expect(pairWaiting({ ...base, allowRematch: false })).toEqual([]);
    expect(pairWaiting({ ...base, allowRematch: true })).toEqual([[0, 1]]);
  });
});

describe('the ante clock', () => {
  it('is due N running minutes after the start, then N running minutes after the posting that applied it', () => {
    const min = 60_000;
    expect(firstAnteDue(0)).toBeNull();
    const due = firstAnteDue(15) as number;
    expect(due).toBe(15 * min);
    expect(tickAnteClock(due, 14 * min, 15)).toEqual({ anteUp: false, dueRunMs: due });
    expect(tickAnteClock(due, 15 * min, 15)).toEqual({ anteUp: true, dueRunMs: 30 * min });
    expect(tickAnteClock(due, 200 * min, 15)).toEqual({ anteUp: true, dueRunMs: 215 * min });
    expect(tickAnteClock(null, 200 * min, 0)).toEqual({ anteUp: false, dueRunMs: null });
  });
});

describe('finale checks', () => {
  const base = { rule: 'both' as const, chipLoser: 1, played: 1, extraMatch: false, winner: 0, loser: 1, winnerChips: 10, loserChips: 4 };
  it('follows the rules table', () => {
    expect(checkFinale(base)).toEqual({ kind: 'end', reason: 'preferred', winner: 0, runnerUp: 1 });
    expect(checkFinale({ ...base, rule: 'speed-up' })).toEqual({ kind: 'continue' });
    expect(checkFinale({ ...base, rule: 'speed-up', played: 3 })).toEqual({ kind: 'end', reason: 'speed-up', winner: 0, runnerUp: 1 });
    expect(checkFinale({ ...base, winnerChips: 7, loserChips: 7 })).toEqual({ kind: 'extra-match', reason: 'preferred' });
    expect(checkFinale({ ...base, loserChips: 0 })).toEqual({ kind: 'end', reason: 'no-chips', winner: 0, runnerUp: 1 });
    expect(checkFinale({ ...base, extraMatch: true, winner: 1, loser: 0, winnerChips: 9, loserChips: 5, chipLoser: 0 })).toEqual({
      kind: 'end',
      reason: null,
      winner: 1,
      runnerUp: 0,
    });
    // Ending on chips when the match's loser still has more chips: the loser of the match wins.
    expect(checkFinale({ ...base, winnerChips: 4, loserChips: 10 })).toEqual({ kind: 'end', reason: 'preferred', winner: 1, runnerUp: 0 });
  });

  it('ranks winner, runner-up, then reverse elimination', () => {
    expect(finalRanking('W', 'R', ['a', 'b', 'c'])).toEqual(['W', 'R', 'c', 'b', 'a']);
    expect(finalRanking('W', 'c', ['a', 'b', 'c'])).toEqual(['W', 'c', 'b', 'a']);
  });
});

describe('settings', () => {
  it('fills in the defaults', () => {
    expect(resolveSettings({ players: [' Ann ', 'Bob'], start: START })).toEqual({
      players: ['Ann', 'Bob'],
      chips: 12,
      anteMinutes: 15,
      jacoby: true,
      ending: 'both',
      mode: 'manual',
      seed: '',
      start: START,
    });
  });

  it('lists every problem, one per line, each naming its field or player', () => {
    expect(() => resolveSettings({ players: ['Ann', 'ann', ''], chips: 0, anteMinutes: -1, mode: 'automated', start: 'soon', ending: 'x' as never })).toThrow(
      [
        "Player 'ann' appears twice (players 1 and 2); names must differ, ignoring case and spaces.",
        'Player 3 has no name; remove the empty line or type a name.',
        'Chips per player: give a whole number of chips of at least 1, not 0.',
        'Ante-up minutes: give 0 (off) or a positive number of minutes, not -1.',
        "Ending: give preferred, speed-up, both, not 'x'.",
        'Seed: an automated tournament needs a seed for its draws.',
        "Start: 'soon' is not an ISO-8601 date-time.",
      ].join('\n'),
    );
    expect(() => resolveSettings({ players: ['Ann'], start: START })).toThrow('Players: a swing tournament needs at least two players (1 given).');
    expect(() => resolveSettings({ players: ['Ann', 'Ann'], start: START })).toThrow("Player 'Ann' appears twice (players 1 and 2)");
    expect(() => resolveSettings({ players: ['Ann', ' Mary  Lou', 'mary lou '], start: START })).toThrow("Player 'mary lou' appears twice (players 2 and 3)");
  });

  it('cleans names: trimmed, inner spaces collapsed (docs/rules.md §0.1)', () => {
    expect(resolveSettings({ players: ['  Mary   Lou ', 'Bob'], start: START }).players).toEqual(['Mary Lou', 'Bob']);
  });
});

describe('validation', () => {
  const P4 = ['Ann', 'Bob', 'Cid', 'Dan'];
  const s = startSwing(settings(P4)).state(); // A Ann–Bob, B Cid–Dan

  it('accepts a result of a current match, either way round', () => {
    expect(validateResult(s, win('Bob', 'Ann', 5, 64, 'backgammon'))).toEqual([]);
    expect(validateResult(s, win('Dan', 'Cid', 5))).toEqual([]);
  });

  it('says which matches are being played when the pair is not', () => {
    expect(validateResult(s, win('Ann', 'Cid', 5))).toEqual(['Ann and Cid are not playing each other: the current matches are A: Ann–Bob, B: Cid–Dan']);
  });

  it('names an unknown player, a bad cube, a bad kind and a bad time', () => {
    expect(validateResult(s, { ...win('Ann', 'Zed', 5, 3), kind: 'gamon' as never, time: 'noon' })).toEqual([
      "'Zed' is not a player of this tournament (players: Ann, Bob, Cid, Dan)",
      'cube 3 is not a power of two (1, 2, 4, 8, 16, 32, 64, …)',
      "kind 'gamon' is not single, gammon or backgammon",
      "time 'noon' is not an ISO-8601 date-time",
    ]);
    expect(validateResult(s, win('Ann', 'Ann', 5))).toEqual(['Ann cannot be both winner and loser']);
    expect(validateResult(s, { ...win('Ann', 'Bob', 5), winner: '' })).toEqual(['the winner is missing']);
  });

  it('rejects times going backwards, before the clock start, or (a new posting) in the future', () => {
    const later = replaySwing(settings(P4), [win('Ann', 'Bob', 30)]);
    expect(validateResult(later, win('Cid', 'Dan', 20))).toEqual([`time ${at(20)} is earlier than the previous posting (${at(30)})`]);
    expect(validateResult(s, win('Cid', 'Dan', -5))).toEqual([`time ${at(-5)} is before the clock was started (${START})`]);
    expect(validateResult(s, win('Cid', 'Dan', 10), Date.parse(at(9)))).toEqual([`time ${at(10)} is in the future (now is ${at(9)})`]);
    expect(validateResult(s, win('Cid', 'Dan', 9), Date.parse(at(9)))).toEqual([]);
  });

  it('says when a player is out', () => {
    const out = replaySwing(settings(['Ann', 'Bob', 'Cid'], { chips: 1 }), [win('Ann', 'Bob', 1)]);
    expect(validateResult(out, win('Ann', 'Bob', 2))).toEqual(['Ann and Bob are not playing each other (Bob is out): the current matches are B: Ann–Cid']);
    expect(validateEntry(out, leaving('Bob', 2))).toEqual(['Bob is out already']);
  });

  it('checks status entries', () => {
    expect(validateEntry(s, { type: 'status', player: 'Ann', leaving: false, time: at(1) })).toEqual(['Ann is not marked as leaving']);
    const l = replaySwing(settings(P4), [leaving('Cid', 1)]);
    expect(validateEntry(l, leaving('Cid', 2))).toEqual(['Cid is already marked as leaving']);
    expect(validateEntry(s, { type: 'pause', time: at(1) } as never)).toEqual(["log entry type 'pause' is not result, status or clock"]);
  });

  it('makes the replay throw a SwingError naming the entry', () => {
    expect(() => replaySwing(settings(P4), [win('Ann', 'Bob', 1), win('Ann', 'Bob', 2)])).toThrow(
      'Log entry 2: Ann and Bob are not playing each other: the current matches are B: Cid–Dan',
    );
    try {
      replaySwing(settings(P4), [win('Ann', 'Cid', 1)]);
    } catch (e) {
      expect((e as { entry: number }).entry).toBe(0);
      expect((e as Error).name).toBe('SwingError');
    }
  });
});

describe('log rows', () => {
  it('round-trips entries through flat rows', () => {
    const entries: SwingLogEntry[] = [win('Ann', 'Bob', 5, 4, 'gammon'), leaving('Cid', 6), { type: 'status', player: 'Cid', leaving: false, time: at(7) }];
    const rows = entries.map(toLogRow);
    expect(rows).toEqual([
      ['result', at(5), 'Ann', 'Bob', 4, 'gammon', ''],
      ['leaving', at(6), 'Cid', '', '', '', ''],
      ['back', at(7), 'Cid', '', '', '', ''],
    ]);
    expect(rows.map((r) => readLogRow(r))).toEqual(entries.map((entry) => ({ entry })));
    const more: SwingLogEntry[] = [
      { type: 'clock', action: 'start', time: at(0) },
      { ...win('Ann', 'Bob', 5), match: 'AB' },
      { type: 'clock', action: 'pause', time: at(6) },
      { type: 'clock', action: 'resume', time: at(9) },
    ];
    expect(more.map(toLogRow)[1]).toEqual(['result', at(5), 'Ann', 'Bob', 1, 'single', 'AB']);
    expect(more.map((e) => readLogRow(toLogRow(e)))).toEqual(more.map((entry) => ({ entry })));
  });

  it('reads blanks as the defaults, ignores cells right of the seventh, and says what to fix in a bad row', () => {
    expect(readLogRow(['Result', at(5), 'Ann', 'Bob', '', ''])).toEqual({ entry: win('Ann', 'Bob', 5) });
    expect(readLogRow([' result ', at(5), 'Ann', 'Bob', '2', 'Gammon', 'c', 'a note', 42])).toEqual({
      entry: { ...win('Ann', 'Bob', 5, 2, 'gammon'), match: 'C' },
    });
    expect(readLogRow(['draw', at(5), 'Ann', 'Bob', '', ''])).toEqual({
      problem: "type 'draw' is not result, leaving, back, start, pause, resume",
      fix: 'Type one of result, leaving, back, start, pause, resume in column A, or delete the row.',
    });
    expect(readLogRow(['result', at(5), 'Ann', 'Bob', 'x', ''])).toMatchObject({ problem: "cube 'x' is not a number" });
    expect(readLogRow(['result', 'soon', 'Ann', 'Bob', '', ''])).toMatchObject({ problem: "time 'soon' is not a date-time" });
    expect(readLogRow(['result', at(5), 'Ann', '', '', ''])).toMatchObject({ problem: 'the loser (column D) is blank' });
    expect(readLogRow(['leaving', at(5), '', '', '', ''])).toMatchObject({ problem: 'the player (column C) is blank' });
    expect(readLogRow(['result', at(5), 'Ann', 'Bob', 1, 'gamon'])).toMatchObject({ problem: "kind 'gamon' is not single, gammon or backgammon" });
  });
});

describe('player names in postings', () => {
  it('any spelling (case, spaces: docs/rules.md §0.1) is the listed player; the state keeps the listed spelling', () => {
    const s = replaySwing(settings(['Mary Lou', 'Bob', 'Cid', 'Dan']), [win(' mary  LOU ', 'BOB', 5), leaving('cid', 6)]);
    expect(s.rows[0]).toMatchObject({ winner: 'Mary Lou', loser: 'Bob' });
    expect(s.leaving).toEqual(['Cid']);
    expect(s.rows[0].chips).toEqual([13, 11, 12, 12]);
  });

  it('an unknown name is still refused, naming it as given (cleaned)', () => {
    expect(() => replaySwing(settings(['Ann', 'Bob']), [win(' Zed ', 'Bob', 5)])).toThrow(
      "Log entry 1: 'Zed' is not a player of this tournament (players: Ann, Bob)",
    );
  });
});
