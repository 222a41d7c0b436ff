/**
 * The live panel's lines about time, the ante, the clock and the finale, from the panel's status (plain data; the
 * sidebar shows them). Times are HH:MM in the spreadsheet's time zone. Pure: "now" is passed in.
 */
import { zoneOf } from './time';

/** The fields of the panel's status these lines read (SwingLiveStatus in api.ts has them all). */
export interface LiveView {
  timeZone: string;
  ante: number;
  finished: boolean;
  anteMinutes: number;
  nextAnteDue: string | null;
  nextAnteRunMs: number | null;
  clock: { status: 'not-started' | 'running' | 'paused'; startedAt: string | null; since: string | null; runMs: number; endedAt?: string | null };
  finale: { chipLoser: string; played: number; extraMatch: boolean } | null;
  ending: 'preferred' | 'speed-up' | 'both';
}

/** HH:MM in the spreadsheet's zone. */
export function timeIn(s: Pick<LiveView, 'timeZone'>, iso: string | null): string {
  return zoneOf(s.timeZone).hhmm(iso);
}

const mins = (ms: number): string => `${Math.max(0, Math.ceil(ms / 60_000))} min`;

/**
 * The ante line at a given moment (the server's "now" moved on by the time since the status came): when the next
 * timed ante-up is due, or that it is due already and applies to the next result.
 */
export function anteLine(s: LiveView, nowMs: number): string {
  const head = `Ante now: ${s.ante}`;
  if (s.finished) return head;
  if (s.anteMinutes === 0) return `${head} · timed ante-ups off`;
  const next = s.ante + 1;
  if (s.clock.status === 'not-started') return `${head} · the clock is not started: ante ${next} comes ${s.anteMinutes} min of play after it starts`;
  if (s.clock.status === 'paused' || s.nextAnteDue === null) {
    return `${head} · clock paused: ante ${next} after ${mins((s.nextAnteRunMs ?? 0) - s.clock.runMs)} more of play`;
  }
  const due = Date.parse(s.nextAnteDue);
  if (nowMs >= due) return `${head} · ante ${next} is due (since ${timeIn(s, s.nextAnteDue)}): it applies to the next result posted`;
  return `${head} · ante ${next} at ${timeIn(s, s.nextAnteDue)} (in ${mins(due - nowMs)})`;
}

/** The clock in words. */
export function clockLine(s: LiveView): string {
  const c = s.clock;
  if (s.finished) {
    // The tournament has ended (docs/rules.md §4.7): the clock stopped with the result that ended it.
    if (c.status === 'not-started' || !c.endedAt) return 'Clock: not used; the tournament has ended.';
    return `Clock: stopped at ${timeIn(s, c.endedAt)}, when the tournament ended (started ${timeIn(s, c.startedAt)}).`;
  }
  if (c.status === 'not-started') return 'Clock: not started. Start it when play starts.';
  if (c.status === 'paused') return `Clock: paused at ${timeIn(s, c.since)} (${mins(c.runMs)} of play so far).`;
  return `Clock: running since ${timeIn(s, c.since)}${c.since === c.startedAt ? '' : ` (started ${timeIn(s, c.startedAt)})`}.`;
}

/** The finale: who the finale chip loser is, what ends it, and whether the next match is the deciding extra one. */
export function finaleLine(s: LiveView): string {
  const f = s.finale;
  if (f === null || s.finished) return '';
  if (f.extraMatch) return `Finale: chips are equal at an ending, so the next match decides the winner (finale chip loser: ${f.chipLoser}).`;
  const ends = [
    s.ending !== 'speed-up' ? `when ${f.chipLoser} loses a match` : '',
    s.ending !== 'preferred' ? `after 3 finale matches (${f.played} played)` : '',
  ].filter(Boolean);
  return `Finale: ${f.chipLoser} is the finale chip loser. It ends ${ends.join(', or ')}.`;
}
