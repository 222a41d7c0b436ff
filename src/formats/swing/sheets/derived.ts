/**
 * The derived blocks of the main swing sheet, as plain grids computed from a replayed SwingState: what the shell
 * writes after every posting (one setValues / setFontColors / setBackgrounds per block) and what createSwing's
 * plan starts with. Nothing here reads a sheet: the log is the source of truth. Every text cell is written with
 * asText (names, times, lists of names), so "TRUE", "007" or "'Tis" read back exactly.
 */
import type { SwingRow, SwingState } from '../rules';
import type { PlanCell } from '../../../shared/sheets/plan';
import { asText } from '../../../shared/sheets/text';
import { GREY_FILL, GREY_TEXT, gridColumns, STATUS_LABELS } from './layout';

export interface Block {
  values: PlanCell[][];
  fontColors: (string | null)[][];
  backgrounds: (string | null)[][];
}

const ENDING_TEXT: Record<string, string> = { 'no-chips': 'a player ran out of chips', preferred: 'preferred ending', 'speed-up': 'speed-up ending' };

const ordinal = (k: number): string => {
  const s = k % 100 >= 11 && k % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][k % 10] ?? 'th');
  return `${k}${s}`;
};

export function matchesText(state: SwingState): string {
  return state.matches.length === 0 ? 'none' : state.matches.map((m) => `${m.letter}: ${m.players[0]} – ${m.players[1]}`).join(', ');
}

export function statusText(state: SwingState): string {
  if (!state.finished) return state.finale ? `Finale (${state.finale.played} played)` : 'In progress';
  const e = state.ending;
  const why = e ? ENDING_TEXT[e.reason] + (e.extraMatch ? ', decided by one more match' : '') : '';
  return `Finished: ${state.winner ?? '?'} wins (${why})`;
}

/** The "now" values, F2:F7's labels in order (I2:I7). */
export function statusValues(state: SwingState): PlanCell[][] {
  const due = state.nextAnteDue ?? (state.settings.anteMinutes === 0 ? 'off' : '—');
  const values: PlanCell[] = [
    state.ante,
    asText(due),
    asText(matchesText(state)),
    asText(state.waiting.join(', ')),
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

function resultRow(r: SwingRow): PlanCell[] {
  return [r.n, r.letter, asText(r.winner), asText(r.loser), r.cube, r.forfeit ? 'forfeit' : r.kind, r.stake, r.ante, asText(r.time), ...r.chips];
}

/**
 * Display rows from..to-1 of the grid (display row 0 is the start, display row k the k-th result row); rows past
 * the last result are blank (the tail an undo clears). A chips cell of an eliminated player (0) is greyed.
 */
export function gridBlock(state: SwingState, from: number, to: number): Block {
  const width = gridColumns(state.settings.players.length);
  const fixed = width - state.settings.players.length;
  const values: PlanCell[][] = [];
  const fontColors: (string | null)[][] = [];
  const backgrounds: (string | null)[][] = [];
  for (let k = from; k < to; k++) {
    let row: PlanCell[];
    if (k === 0) row = [0, 'Start', '', '', '', '', '', 1, asText(state.settings.start), ...state.settings.players.map(() => state.settings.chips)];
    else if (k <= state.rows.length) row = resultRow(state.rows[k - 1]);
    else row = new Array<PlanCell>(width).fill('');
    const grey = row.map((v, j) => j >= fixed && k <= state.rows.length && v === 0);
    values.push(row);
    fontColors.push(grey.map((g) => (g ? GREY_TEXT : null)));
    backgrounds.push(grey.map((g) => (g ? GREY_FILL : null)));
  }
  return { values, fontColors, backgrounds };
}
