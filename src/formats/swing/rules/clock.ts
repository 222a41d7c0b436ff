/**
 * The clock and the timed ante (docs/rules.md §4.4). The TD starts the clock when play starts and may pause and
 * resume it; only running time counts. The first ante-up is due anteMinutes of running time after the start; it
 * is applied when the next result is posted at or after that moment (one ante-up however late), and the next one
 * is then due anteMinutes of running time after that posting. Pure: times are milliseconds since the epoch.
 */
import type { SwingClock, SwingClockAction, SwingClockStatus } from './types';

export const MINUTE_MS = 60_000;

/** The clock as the replay keeps it (times in ms). */
export interface ClockWork {
  status: SwingClockStatus;
  startedMs: number | null;
  /** The last start, pause or resume. */
  sinceMs: number | null;
  /** Running time at sinceMs. */
  runMs: number;
}

export const CLOCK_NOT_STARTED: ClockWork = { status: 'not-started', startedMs: null, sinceMs: null, runMs: 0 };

/** A clock already running since startMs (a log whose settings carry a start). */
export const runningSince = (startMs: number): ClockWork => ({ status: 'running', startedMs: startMs, sinceMs: startMs, runMs: 0 });

/** Running time (ms) at wall time ms (ms at or after the last clock posting). */
export function runningAt(c: ClockWork, ms: number): number {
  return c.status === 'running' && c.sinceMs !== null ? c.runMs + Math.max(0, ms - c.sinceMs) : c.runMs;
}

/** What is wrong with this clock action now ('' when it may be posted). */
export function clockActionError(c: Pick<ClockWork, 'status'>, action: SwingClockAction): string {
  if (action === 'start') return c.status === 'not-started' ? '' : `the clock was started already (it is ${c.status}); use resume after a pause`;
  if (action === 'pause') return c.status === 'running' ? '' : c.status === 'paused' ? 'the clock is paused already' : 'the clock has not been started';
  return c.status === 'paused' ? '' : c.status === 'running' ? 'the clock is running already' : 'the clock has not been started: start it first';
}

/** The clock after a (valid) action at wall time ms. */
export function applyClock(c: ClockWork, action: SwingClockAction, ms: number): ClockWork {
  const runMs = runningAt(c, ms);
  if (action === 'pause') return { ...c, status: 'paused', sinceMs: ms, runMs };
  return { status: 'running', startedMs: c.startedMs ?? ms, sinceMs: ms, runMs };
}

/** Due running time of the first ante-up (running time 0 is the start), or null when timed ante-ups are off. */
export function firstAnteDue(anteMinutes: number): number | null {
  return anteMinutes > 0 ? anteMinutes * MINUTE_MS : null;
}

/**
 * A result posted at running time runMs: whether it applies an ante-up, and the running time the next one is due.
 * However late the posting, it applies one ante-up.
 */
export function tickAnteClock(dueRunMs: number | null, runMs: number, anteMinutes: number): { anteUp: boolean; dueRunMs: number | null } {
  if (dueRunMs === null || runMs < dueRunMs) return { anteUp: false, dueRunMs };
  return { anteUp: true, dueRunMs: runMs + anteMinutes * MINUTE_MS };
}

/** Wall time (ms) at which running time reaches runMs, if the clock keeps running; null while it is not running. */
export function wallTimeOf(c: ClockWork, runMs: number): number | null {
  return c.status === 'running' && c.sinceMs !== null ? c.sinceMs + (runMs - c.runMs) : null;
}

export function clockView(c: ClockWork): SwingClock {
  const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
  return { status: c.status, startedAt: iso(c.startedMs), since: iso(c.sinceMs), runMs: c.runMs };
}
