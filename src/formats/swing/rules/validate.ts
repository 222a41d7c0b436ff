import { cleanName, nameKey } from '../../../shared/rules/names';
import { clockActionError } from './clock';
import { isCubeValue } from './stake';
import {
  SWING_KINDS,
  type SwingClockEntry,
  type SwingClockStatus,
  type SwingLogEntry,
  type SwingMatch,
  type SwingResultEntry,
  type SwingRow,
  type SwingStatusEntry,
} from './types';
import { shownInput } from '../../../shared/rules/input';

/** What validation reads; a SwingState is one. */
export interface PostingView {
  settings: { players: readonly string[]; anteMinutes: number };
  finished: boolean;
  winner: string | null;
  matches: readonly SwingMatch[];
  eliminated: readonly string[];
  leaving: readonly string[];
  lastTime: string | null;
  clock: { status: SwingClockStatus; startedAt: string | null };
  /** The grid rows so far (a decided match letter is found here). */
  rows: readonly Pick<SwingRow, 'n' | 'letter' | 'winner' | 'loser' | 'forfeit'>[];
}

/**
 * A speller for the players of a tournament: any spelling of a player's name (case, spaces: docs/rules.md §0.1)
 * gives the name as listed; an unknown name comes back cleaned.
 */
export function playerSpeller(players: readonly string[]): (name: string) => string {
  const byKey = new Map(players.map((p) => [nameKey(p), p]));
  return (name) => byKey.get(nameKey(name)) ?? cleanName(name);
}

/** The entry with its names spelled as in the player list (anything that is not a name is left for validation). */
export function spellEntry(spell: (name: string) => string, e: SwingLogEntry): SwingLogEntry {
  if (e === null || typeof e !== 'object') return e;
  const fix = (name: unknown) => (typeof name === 'string' ? spell(name) : name) as string;
  if (e.type === 'result') return { ...e, winner: fix(e.winner), loser: fix(e.loser) };
  if (e.type === 'status') return { ...e, player: fix(e.player) };
  return e;
}

const listPlayers = (v: PostingView): string => v.settings.players.join(', ');

export function describeMatches(matches: readonly SwingMatch[]): string {
  return matches.length === 0
    ? 'there is no match in progress'
    : `the current matches are ${matches.map((m) => `${m.letter}: ${m.players[0]}–${m.players[1]}`).join(', ')}`;
}

function finishedError(v: PostingView): string[] {
  return v.finished ? [`the tournament is finished (won by ${v.winner ?? '?'}); nothing more can be posted`] : [];
}

function playerErrors(v: PostingView, name: unknown, role: string): string[] {
  if (typeof name !== 'string' || name.trim() === '') return [`the ${role} is missing`];
  if (!v.settings.players.includes(name)) return [`'${name}' is not a player of this tournament (players: ${listPlayers(v)})`];
  return [];
}

/**
 * A posting's time: a date-time, not before the previous posting and (nowMs given: a new posting) not in the
 * future. The log's own order is what counts, so an earlier time would put the posting out of order.
 */
function timeErrors(v: PostingView, time: unknown, nowMs?: number): string[] {
  if (typeof time !== 'string' || Number.isNaN(Date.parse(time))) return [`time ${shownInput(time)} is not an ISO-8601 date-time`];
  const ms = Date.parse(time);
  if (nowMs !== undefined && ms > nowMs) return [`time ${time} is in the future (now is ${new Date(nowMs).toISOString()})`];
  if (v.clock.startedAt !== null && ms < Date.parse(v.clock.startedAt)) return [`time ${time} is before the clock was started (${v.clock.startedAt})`];
  if (v.lastTime !== null && ms < Date.parse(v.lastTime)) return [`time ${time} is earlier than the previous posting (${v.lastTime})`];
  return [];
}

/** The match a result names: its letter must be a match in progress, and the two players its players. */
function matchErrors(v: PostingView, e: SwingResultEntry): string[] {
  if (e.match === undefined) {
    if (v.matches.some((m) => m.players.includes(e.winner) && m.players.includes(e.loser))) return [];
    const out = [e.winner, e.loser].filter((p) => v.eliminated.includes(p));
    const why = out.length > 0 ? ` (${out.join(' and ')} ${out.length > 1 ? 'are' : 'is'} out)` : '';
    return [`${e.winner} and ${e.loser} are not playing each other${why}: ${describeMatches(v.matches)}`];
  }
  const letter = typeof e.match === 'string' ? e.match.trim().toUpperCase() : '';
  const m = v.matches.find((x) => x.letter === letter);
  if (m === undefined) {
    const done = v.rows.find((r) => r.letter === letter);
    if (done) {
      const how = done.forfeit ? `${done.loser} forfeited to ${done.winner}` : `${done.winner} beat ${done.loser}`;
      return [`match ${letter} was decided already (grid row ${done.n}: ${how}); a result is posted once — was it posted twice?`];
    }
    return [`there is no match ${shownInput(e.match)}: ${describeMatches(v.matches)}`];
  }
  if (!m.players.includes(e.winner) || !m.players.includes(e.loser)) {
    return [`match ${m.letter} is ${m.players[0]}–${m.players[1]}, not ${e.winner}–${e.loser}`];
  }
  return [];
}

/** Results before the clock starts are refused when the ante rises by time: the clock would never have run. */
function clockNeeded(v: PostingView): string[] {
  return v.settings.anteMinutes > 0 && v.clock.status === 'not-started'
    ? ['the clock has not been started: start it when play starts (the timed ante-ups count from then), giving its real time if play started earlier']
    : [];
}

/**
 * Problems with posting this result now; an empty list means it can be posted. nowMs (a new posting): a time in
 * the future is refused too.
 */
export function validateResult(v: PostingView, e: SwingResultEntry, nowMs?: number): string[] {
  const finished = finishedError(v);
  if (finished.length > 0) return finished;
  const errors = [...playerErrors(v, e.winner, 'winner'), ...playerErrors(v, e.loser, 'loser')];
  if (errors.length === 0) {
    if (e.winner === e.loser) errors.push(`${e.winner} cannot be both winner and loser`);
    else errors.push(...matchErrors(v, e));
  }
  if (!isCubeValue(e.cube)) errors.push(`cube ${shownInput(e.cube)} is not a power of two (1, 2, 4, 8, 16, 32, 64, …)`);
  if (!SWING_KINDS.includes(e.kind)) errors.push(`kind ${shownInput(e.kind)} is not single, gammon or backgammon`);
  return [...errors, ...clockNeeded(v), ...timeErrors(v, e.time, nowMs)];
}

/** Problems with starting, pausing or resuming the clock now. */
export function validateClock(v: PostingView, e: SwingClockEntry, nowMs?: number): string[] {
  const finished = finishedError(v);
  if (finished.length > 0) return finished;
  if (!['start', 'pause', 'resume'].includes(e.action)) return [`clock action ${shownInput(e.action)} is not start, pause or resume`];
  const wrong = clockActionError(v.clock, e.action);
  return [...(wrong === '' ? [] : [wrong]), ...timeErrors(v, e.time, nowMs)];
}

/** Problems with marking a player as leaving (or back) now; an empty list means it can be posted. */
export function validateStatus(v: PostingView, e: SwingStatusEntry, nowMs?: number): string[] {
  const finished = finishedError(v);
  if (finished.length > 0) return finished;
  const errors = playerErrors(v, e.player, 'player');
  if (typeof e.leaving !== 'boolean') errors.push(`leaving must be true or false, not ${shownInput(e.leaving)}`);
  if (errors.length === 0) {
    if (v.eliminated.includes(e.player)) errors.push(`${e.player} is out already`);
    else if (e.leaving && v.leaving.includes(e.player)) errors.push(`${e.player} is already marked as leaving`);
    else if (!e.leaving && !v.leaving.includes(e.player)) errors.push(`${e.player} is not marked as leaving`);
  }
  return [...errors, ...timeErrors(v, e.time, nowMs)];
}

/** Problems with posting any log entry now (nowMs: a new posting, whose time may not be in the future). */
export function validateEntry(v: PostingView, e: SwingLogEntry, nowMs?: number): string[] {
  if (e === null || typeof e !== 'object') return ['a log entry must be an object'];
  if (e.type === 'result') return validateResult(v, e, nowMs);
  if (e.type === 'status') return validateStatus(v, e, nowMs);
  if (e.type === 'clock') return validateClock(v, e, nowMs);
  return [`log entry type ${shownInput((e as { type?: unknown }).type)} is not result, status or clock`];
}
