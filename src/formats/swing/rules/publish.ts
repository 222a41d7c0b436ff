/**
 * A swing event's standings as a StandingsDoc (src/shared/rules/publish), from a replayed state — the chips,
 * eliminations and ranking the rules computed from the posted log, never the cells of the main sheet.
 *
 * - In progress: "Chip counts after N results": the players still in by chips (equal chips share a place, list
 *   order among them), each with what they are doing now (match letter, waiting, leaving), then the players out
 *   in reverse order of elimination — their place is already final (docs/rules.md §4.8) — marked eliminated with
 *   the match that put them out and its time ("out in match B at 10:09"). Notes: the ante now, the matches in play with their antes, the finale.
 * - Finished: "Final ranking" in the order of §4.8, the winner marked, with the final chips, who went out when,
 *   and how it ended; the title line says "after N of N results".
 *
 * A "result" is a row of the bookkeeping grid: a posted result or a forfeit of a leaving player (§4.6). A swing
 * has no known number of results until it ends, so while it runs the count is in the caption (the title line's
 * "after N of M" needs an M).
 */
import type { Column, Row, StandingsDoc, Unit } from '../../../shared/rules/publish';
import type { SwingRow, SwingState } from './types';
import { zoneOf, type Zone } from './time';

export const RESULTS: Unit = { one: 'result', other: 'results' };

const left = (label: string): Column => ({ label, align: 'left' });
const right = (label: string): Column => ({ label, align: 'right' });

export interface SwingPublishInfo {
  /** The event's title, as the TD gave it. */
  title: string;
  /** yyyy-mm-dd (the publishing context's date). */
  date: string;
  /** The spreadsheet's time zone: who went out when is shown as HH:MM in it (UTC when not given). */
  zone?: Zone;
}

const plural = (n: number, unit: Unit): string => `${n} ${n === 1 ? unit.one : unit.other}`;

/**
 * Player → where they went out, as players know it: the match (its letter, docs/rules.md §4.9) and the time of the
 * result that put them out (HH:MM in the spreadsheet's zone), marked when it was a leaving player's forfeit —
 * "match AQ at 21:14", never the grid row number.
 */
function outAt(state: SwingState, zone: Zone): Map<string, string> {
  const where = (r: SwingRow) => `match ${r.letter} at ${zone.hhmm(r.time)}${r.forfeit ? ' (forfeit)' : ''}`;
  const rows = new Map<string, string>();
  for (const r of state.rows) if (r.eliminated !== null) rows.set(r.eliminated, where(r));
  return rows;
}

const zoneIn = (info: SwingPublishInfo): Zone => info.zone ?? zoneOf('UTC');

function forfeitNote(state: SwingState): string[] {
  const forfeits = state.rows.filter((r) => r.forfeit).length;
  if (forfeits === 0) return [];
  return [`The results include ${plural(forfeits, { one: 'forfeit', other: 'forfeits' })} of leaving players.`];
}

/** What a player still in is doing: "match E", "waiting", "leaving, match E". */
function nowText(state: SwingState, player: string): string {
  const match = state.matches.find((m) => m.players.includes(player));
  const doing = match ? `match ${match.letter}` : 'waiting';
  return state.leaving.includes(player) ? `leaving, ${doing}` : doing;
}

function finaleNote(state: SwingState): string[] {
  const f = state.finale;
  if (f === null) return [];
  if (f.extraMatch) return [`Finale: the chips were equal at an ending, so the next match decides the winner (finale chip loser: ${f.chipLoser}).`];
  const rule = state.settings.ending;
  const ends = [rule !== 'speed-up' ? `when ${f.chipLoser} loses a match` : '', rule !== 'preferred' ? `after 3 finale matches (${f.played} played)` : ''];
  return [`Finale: ${f.chipLoser} is the finale chip loser; it ends ${ends.filter((e) => e !== '').join(', or ')}.`];
}

function inProgress(state: SwingState, info: SwingPublishInfo): StandingsDoc {
  const players = state.settings.players;
  const out = outAt(state, zoneIn(info));
  const inPlay = players.filter((p) => !state.eliminated.includes(p));
  // Stable sort: equal chips keep the list order.
  const byChips = inPlay.slice().sort((a, b) => state.chips[b] - state.chips[a]);
  const rows: Row[] = byChips.map((p) => ({
    cells: [1 + byChips.filter((q) => state.chips[q] > state.chips[p]).length, p, state.chips[p], nowText(state, p)],
  }));
  // The i-th player out (0-based) finishes in place players − i.
  const gone = state.eliminated.map((p, i) => ({ p, place: players.length - i })).reverse();
  for (const { p, place } of gone) rows.push({ cells: [place, p, state.chips[p], `out in ${out.get(p) ?? '?'}`], mark: 'eliminated' });
  const matches = state.matches.map((m) => `${m.letter}: ${m.players[0]} – ${m.players[1]} (ante ${m.ante})`);
  const notes = [
    `Ante now: ${state.ante}.`,
    matches.length > 0 ? `Matches in play: ${matches.join(', ')}.` : 'No match in play.',
    ...finaleNote(state),
    ...forfeitNote(state),
  ];
  return {
    title: info.title,
    date: info.date,
    sections: [
      { caption: `Chip counts after ${plural(state.rows.length, RESULTS)}`, columns: [right('#'), left('Player'), right('Chips'), left('Now')], rows, notes },
    ],
  };
}

/** How the event ended, in one sentence. */
function endingNote(state: SwingState): string {
  const winner = state.winner ?? '';
  const runnerUp = state.ranking?.[1] ?? '';
  const e = state.ending;
  const chipLoser = state.finale?.chipLoser ?? '';
  let why: string;
  if (e?.reason === 'no-chips') why = `${winner} wins: ${runnerUp} ran out of chips.`;
  else if (e?.reason === 'speed-up') why = `${winner} wins on chips after 3 finale matches (speed-up ending).`;
  else why = `${winner} wins: the finale chip loser, ${chipLoser}, lost a finale match (preferred ending).`;
  return e?.extraMatch ? `${why.slice(0, -1)}; the chips were equal, so one more match decided it.` : why;
}

function finished(state: SwingState, info: SwingPublishInfo): StandingsDoc {
  const out = outAt(state, zoneIn(info));
  const ranking = state.ranking ?? [];
  const rows: Row[] = ranking.map((p, i) => {
    const row: Row = { cells: [i + 1, p, state.chips[p], out.get(p) ?? ''] };
    if (p === state.winner) row.mark = 'winner';
    else if (state.eliminated.includes(p)) row.mark = 'eliminated';
    return row;
  });
  const n = state.rows.length;
  return {
    title: info.title,
    date: info.date,
    progress: { done: n, total: n, unit: RESULTS },
    sections: [
      {
        caption: 'Final ranking',
        columns: [right('#'), left('Player'), right('Chips'), left('Out in')],
        rows,
        notes: [endingNote(state), ...forfeitNote(state)],
      },
    ],
  };
}

/** The standings of a replayed swing: chip counts while it runs, the final ranking once it has ended. */
export function swingStandingsDoc(state: SwingState, info: SwingPublishInfo): StandingsDoc {
  return state.finished && state.ranking ? finished(state, info) : inProgress(state, info);
}
