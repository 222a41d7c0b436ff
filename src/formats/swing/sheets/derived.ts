/**
 * The derived blocks of the main swing sheet, as plain grids computed from a replayed SwingState: what the shell
 * writes after every posting (one setValues / setFontColors / setBackgrounds per block) and what createSwing's
 * plan starts with. Nothing here reads a sheet: the log is the source of truth. Every text cell is written with
 * asText (names, times, lists of names), so "TRUE", "007" or "'Tis read back exactly. Times are shown as HH:MM in
 * the spreadsheet's time zone (`zone`).
 */
import type { SwingAnteUp, SwingRow, SwingState } from '../rules';
import type { Zone } from '../rules/time';
import type { PlanCell } from '../../../shared/sheets/plan';
import { asText } from '../../../shared/sheets/text';
import { GREY_FILL, GREY_TEXT, gridColumns, STATUS_LABELS } from './layout';

export interface Block {
  values: PlanCell[][];
  fontColors: (string | null)[][];
  backgrounds: (string | null)[][];
}

const ENDING_TEXT: Record<string, string> = { 'no-chips': 'a player ran out of chips', preferred: 'preferred ending', 'speed-up': 'speed-up ending' };
const MINUTE = 60_000;

const ordinal = (k: number): string => {
  const s = k % 100 >= 11 && k % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][k % 10] ?? 'th');
  return `${k}${s}`;
};

export function matchesText(state: SwingState): string {
  return state.matches.length === 0 ? 'none' : state.matches.map((m) => `${m.letter}: ${m.players[0]} – ${m.players[1]}`).join(', ');
}

/** The finale in words: its chip loser, what ends it, and whether the next match is the deciding extra one. */
export function finaleText(state: SwingState): string {
  const f = state.finale;
  if (f === null) return '';
  if (f.extraMatch) return `Finale: chips are equal at an ending — the next match decides (finale chip loser ${f.chipLoser}; ${f.played} played)`;
  const rule = state.settings.ending;
  const ends = [
    rule !== 'speed-up' ? `when ${f.chipLoser} loses a match (preferred)` : '',
    rule !== 'preferred' ? `after 3 finale matches (speed-up)` : '',
  ].filter((x) => x !== '');
  return `Finale: ${f.chipLoser} is the finale chip loser; ${f.played} played; it ends ${ends.join(' or ')}`;
}

export function statusText(state: SwingState): string {
  if (!state.finished) return state.finale ? finaleText(state) : 'In progress';
  const e = state.ending;
  const why = e ? ENDING_TEXT[e.reason] + (e.extraMatch ? ', decided by one more match' : '') : '';
  return `Finished: ${state.winner ?? '?'} wins (${why})`;
}

const minutes = (ms: number): string => `${Math.max(0, Math.round(ms / MINUTE))} min`;

/**
 * The clock in words: not started, running since, or paused at, with the running time; once the tournament has
 * ended, stopped at the result that ended it (docs/rules.md §4.7), with the play time up to then.
 */
export function clockText(state: SwingState, zone: Zone): string {
  const c = state.clock;
  if (c.status === 'not-started') return state.finished ? '—' : 'not started: start it when play starts';
  const started = `started ${zone.hhmm(c.startedAt)}`;
  if (state.finished && state.lastTime !== null) {
    const endMs = Date.parse(state.lastTime);
    const played = c.status === 'running' && c.since !== null ? c.runMs + Math.max(0, endMs - Date.parse(c.since)) : c.runMs;
    return `stopped at ${zone.hhmm(state.lastTime)} when the tournament ended (${started}; ${minutes(played)} of play)`;
  }
  if (c.status === 'paused') return `paused at ${zone.hhmm(c.since)} (${minutes(c.runMs)} of play; ${started})`;
  return c.since === c.startedAt
    ? `running since ${zone.hhmm(c.since)}`
    : `running since ${zone.hhmm(c.since)} (${started}; ${minutes(c.runMs)} of play before)`;
}

/** The next timed ante-up in words (the sheet cannot know the time now: "due" may already have passed). */
export function nextAnteText(state: SwingState, zone: Zone): string {
  if (state.settings.anteMinutes === 0) return 'off';
  if (state.finished || state.nextAnteRunMs === null) return '—';
  const next = `ante ${state.ante + 1}`;
  if (state.nextAnteDue !== null) return `${next} due ${zone.hhmm(state.nextAnteDue)}, applied with the first result posted from then`;
  if (state.clock.status === 'paused') return `${next} after ${minutes(state.nextAnteRunMs - state.clock.runMs)} more of play (clock paused)`;
  return `${next} ${minutes(state.nextAnteRunMs)} after the clock starts`;
}

/** The "now" values, F2:F8's labels in order (I2:I8). */
export function statusValues(state: SwingState, zone: Zone): PlanCell[][] {
  const values: PlanCell[] = [
    state.ante,
    asText(nextAnteText(state, zone)),
    asText(clockText(state, zone)),
    asText(matchesText(state)),
    asText(state.finished ? '' : state.waiting.join(', ')),
    asText(statusText(state)),
    state.ranking ? asText(state.ranking.map((p, i) => `${i + 1}. ${p}`).join('  ')) : '',
  ];
  return values.slice(0, STATUS_LABELS.length).map((v) => [v]);
}

/** Each player's state word for row 12. */
export function playerStates(state: SwingState): string[] {
  const place = new Map((state.ranking ?? []).map((p, i) => [p, ordinal(i + 1)]));
  const letter = new Map(state.matches.flatMap((m) => m.players.map((p) => [p, m.letter] as const)));
  return state.settings.players.map((p) => {
    if (place.has(p)) return place.get(p) as string;
    if (state.eliminated.includes(p)) return 'out';
    const leaving = state.leaving.includes(p) ? 'leaving, ' : '';
    return letter.has(p) ? `${leaving}match ${letter.get(p)}` : `${leaving}waiting`;
  });
}

/** Rows 11–13 over the player columns: chips now, state, name; eliminated players greyed. */
export function playerBlock(state: SwingState): Block {
  const players = state.settings.players;
  const out = players.map((p) => state.eliminated.includes(p) && !(state.ranking ?? []).slice(0, 2).includes(p));
  const colour = (c: string) => players.map((_, i) => (out[i] ? c : null));
  return {
    values: [players.map((p) => state.chips[p]), playerStates(state).map(asText), players.map(asText)],
    fontColors: [colour(GREY_TEXT), colour(GREY_TEXT), colour(GREY_TEXT)],
    backgrounds: [colour(GREY_FILL), colour(GREY_FILL), colour(GREY_FILL)],
  };
}

/** The kind as it counted: a gammon on an unturned cube under Jacoby counts single, and says so. */
export function kindText(r: Pick<SwingRow, 'forfeit' | 'kind' | 'cube'>, jacoby: boolean): string {
  if (r.forfeit) return 'forfeit';
  return jacoby && r.cube === 1 && r.kind !== 'single' ? `single (${r.kind}, Jacoby)` : r.kind;
}

/** The ante-ups shown on a row, in words: "ante 2: timed (due 10:45)", "ante 3: Cid out", "ante 4: finale match". */
export function anteUpText(ups: readonly SwingAnteUp[], zone: Zone): string {
  return ups
    .map((u) => {
      const why =
        u.reason === 'time'
          ? `timed${u.due === null ? '' : ` (due ${zone.hhmm(u.due)})`}`
          : u.reason === 'elimination'
            ? `${u.player ?? '?'} out`
            : 'finale match';
      return `ante ${u.ante}: ${why}`;
    })
    .join('; ');
}

function resultRow(r: SwingRow, state: SwingState, ups: readonly SwingAnteUp[], zone: Zone): PlanCell[] {
  const kind = kindText(r, state.settings.jacoby);
  return [
    r.n,
    r.letter,
    asText(r.winner),
    asText(r.loser),
    r.cube,
    kind,
    r.stake,
    r.ante,
    asText(zone.hhmm(r.time)),
    asText(anteUpText(ups, zone)),
    ...r.chips,
  ];
}

/**
 * Display rows from..to-1 of the grid (display row 0 is the start, display row k the k-th result row); rows past
 * the last result are blank (the tail an undo clears). A chips cell of an eliminated player (0) is greyed.
 */
export function gridBlock(state: SwingState, from: number, to: number, zone: Zone): Block {
  const width = gridColumns(state.settings.players.length);
  const fixed = width - state.settings.players.length;
  const byRow = new Map<number, SwingAnteUp[]>();
  for (const u of state.anteUps) byRow.set(u.row, [...(byRow.get(u.row) ?? []), u]);
  const values: PlanCell[][] = [];
  const fontColors: (string | null)[][] = [];
  const backgrounds: (string | null)[][] = [];
  for (let k = from; k < to; k++) {
    let row: PlanCell[];
    if (k === 0) {
      const start = state.clock.startedAt === null ? '' : asText(zone.hhmm(state.clock.startedAt));
      row = [0, 'Start', '', '', '', '', '', 1, start, asText(anteUpText(byRow.get(0) ?? [], zone)), ...state.settings.players.map(() => state.settings.chips)];
    } else if (k <= state.rows.length) row = resultRow(state.rows[k - 1], state, byRow.get(k) ?? [], zone);
    else row = new Array<PlanCell>(width).fill('');
    const grey = row.map((v, j) => j >= fixed && k <= state.rows.length && v === 0);
    values.push(row);
    fontColors.push(grey.map((g) => (g ? GREY_TEXT : null)));
    backgrounds.push(grey.map((g) => (g ? GREY_FILL : null)));
  }
  return { values, fontColors, backgrounds };
}
