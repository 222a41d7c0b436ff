import { cleanName, nameKey } from '../../../shared/rules/names';
import { isCubeValue } from './stake';
import { SWING_KINDS, type SwingLogEntry, type SwingMatch, type SwingResultEntry, type SwingStatusEntry } from './types';

/** What validation reads; a SwingState is one. */
export interface PostingView {
  settings: { players: readonly string[]; start: string };
  finished: boolean;
  winner: string | null;
  matches: readonly SwingMatch[];
  eliminated: readonly string[];
  leaving: readonly string[];
  lastTime: string | null;
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

function timeErrors(v: PostingView, time: unknown): string[] {
  if (typeof time !== 'string' || Number.isNaN(Date.parse(time))) return [`time '${String(time)}' is not an ISO-8601 date-time`];
  const ms = Date.parse(time);
  if (v.lastTime !== null && ms < Date.parse(v.lastTime)) return [`time ${time} is earlier than the previous entry (${v.lastTime})`];
  if (ms < Date.parse(v.settings.start)) return [`time ${time} is before the start (${v.settings.start})`];
  return [];
}

/** Problems with posting this result now; an empty list means it can be posted. */
export function validateResult(v: PostingView, e: SwingResultEntry): string[] {
  const finished = finishedError(v);
  if (finished.length > 0) return finished;
  const errors = [...playerErrors(v, e.winner, 'winner'), ...playerErrors(v, e.loser, 'loser')];
  if (errors.length === 0) {
    if (e.winner === e.loser) errors.push(`${e.winner} cannot be both winner and loser`);
    else if (!v.matches.some((m) => m.players.includes(e.winner) && m.players.includes(e.loser))) {
      const out = [e.winner, e.loser].filter((p) => v.eliminated.includes(p));
      const why = out.length > 0 ? ` (${out.join(' and ')} ${out.length > 1 ? 'are' : 'is'} out)` : '';
      errors.push(`${e.winner} and ${e.loser} are not playing each other${why}: ${describeMatches(v.matches)}`);
    }
  }
  if (!isCubeValue(e.cube)) errors.push(`cube ${String(e.cube)} is not a power of two (1, 2, 4, 8, 16, 32, 64, …)`);
  if (!SWING_KINDS.includes(e.kind)) errors.push(`kind '${String(e.kind)}' is not single, gammon or backgammon`);
  return [...errors, ...timeErrors(v, e.time)];
}

/** Problems with marking a player as leaving (or back) now; an empty list means it can be posted. */
export function validateStatus(v: PostingView, e: SwingStatusEntry): string[] {
  const finished = finishedError(v);
  if (finished.length > 0) return finished;
  const errors = playerErrors(v, e.player, 'player');
  if (typeof e.leaving !== 'boolean') errors.push(`leaving must be true or false, not ${String(e.leaving)}`);
  if (errors.length === 0) {
    if (v.eliminated.includes(e.player)) errors.push(`${e.player} is out already`);
    else if (e.leaving && v.leaving.includes(e.player)) errors.push(`${e.player} is already marked as leaving`);
    else if (!e.leaving && !v.leaving.includes(e.player)) errors.push(`${e.player} is not marked as leaving`);
  }
  return [...errors, ...timeErrors(v, e.time)];
}

/** Problems with posting any log entry now. */
export function validateEntry(v: PostingView, e: SwingLogEntry): string[] {
  if (e === null || typeof e !== 'object') return ['a log entry must be an object'];
  if (e.type === 'result') return validateResult(v, e);
  if (e.type === 'status') return validateStatus(v, e);
  return [`log entry type '${String((e as { type?: unknown }).type)}' is not result or status`];
}
