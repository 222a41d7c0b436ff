import { anteLine, clockLine, finaleLine, type LiveView } from './liveText';

const base: LiveView = {
  timeZone: 'Europe/Helsinki',
  ante: 2,
  finished: false,
  anteMinutes: 15,
  nextAnteDue: '2026-05-02T09:45:00.000Z',
  nextAnteRunMs: 31 * 60_000,
  clock: { status: 'running', startedAt: '2026-05-02T09:00:00.000Z', since: '2026-05-02T09:40:00.000Z', runMs: 10 * 60_000 },
  finale: null,
  ending: 'both',
};
const at = (hhmm: string) => Date.parse(`2026-05-02T${hhmm}:00Z`);

describe('the panel lines (times in the spreadsheet zone, Helsinki = UTC+3 in May)', () => {
  it('the ante: due at a time, then due since it (never a past time as if it were coming)', () => {
    expect(anteLine(base, at('09:41'))).toBe('Ante now: 2 · ante 3 at 12:45 (in 4 min)');
    expect(anteLine(base, at('09:50'))).toBe('Ante now: 2 · ante 3 is due (since 12:45): it applies to the next result posted');
    expect(anteLine({ ...base, clock: { ...base.clock, status: 'paused' }, nextAnteDue: null }, 0)).toBe(
      'Ante now: 2 · clock paused: ante 3 after 21 min more of play',
    );
    expect(anteLine({ ...base, clock: { ...base.clock, status: 'not-started' } }, 0)).toBe(
      'Ante now: 2 · the clock is not started: ante 3 comes 15 min of play after it starts',
    );
    expect(anteLine({ ...base, anteMinutes: 0 }, 0)).toBe('Ante now: 2 · timed ante-ups off');
    expect(anteLine({ ...base, finished: true }, 0)).toBe('Ante now: 2');
  });

  it('docs/rules.md §4.7 "the tournament ends on current chips": once ended the clock line says it stopped then, not "running since"', () => {
    const ended = { ...base, finished: true, clock: { ...base.clock, endedAt: '2026-05-02T10:14:00.000Z' } };
    expect(clockLine(ended)).toBe('Clock: stopped at 13:14, when the tournament ended (started 12:00).');
    expect(clockLine({ ...ended, clock: { ...ended.clock, status: 'paused' } })).toBe('Clock: stopped at 13:14, when the tournament ended (started 12:00).');
    expect(clockLine({ ...ended, clock: { ...ended.clock, status: 'not-started', startedAt: null, since: null } })).toBe(
      'Clock: not used; the tournament has ended.',
    );
  });

  it('the clock and the finale', () => {
    expect(clockLine(base)).toBe('Clock: running since 12:40 (started 12:00).');
    expect(clockLine({ ...base, clock: { ...base.clock, status: 'paused' } })).toBe('Clock: paused at 12:40 (10 min of play so far).');
    expect(finaleLine(base)).toBe('');
    expect(finaleLine({ ...base, finale: { chipLoser: 'Dan', played: 1, extraMatch: false } })).toBe(
      'Finale: Dan is the finale chip loser. It ends when Dan loses a match, or after 3 finale matches (1 played).',
    );
    expect(finaleLine({ ...base, ending: 'preferred', finale: { chipLoser: 'Dan', played: 1, extraMatch: false } })).toBe(
      'Finale: Dan is the finale chip loser. It ends when Dan loses a match.',
    );
    expect(finaleLine({ ...base, finale: { chipLoser: 'Dan', played: 3, extraMatch: true } })).toBe(
      'Finale: chips are equal at an ending, so the next match decides the winner (finale chip loser: Dan).',
    );
  });
});
