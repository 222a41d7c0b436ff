/** The swing panel's view of a replayed state (plain JSON for google.script.run). */
import { assignmentsOf, type SwingState } from '../rules';
import { statusText } from '../sheets/derived';
import type { LogDamage } from '../sheets/log';
import type { SwingLiveStatus } from '../api';

export interface StatusContext {
  /** The main sheet's name now (it may have been renamed since the panel listed it). */
  sheet: string;
  sheetId: number;
  logSheet: string;
  posted: number;
  timeZone: string;
  nowMs: number;
  damage: readonly LogDamage[];
}

export function liveStatus(state: SwingState, ctx: StatusContext): SwingLiveStatus {
  const f = state.finale;
  const status: SwingLiveStatus = {
    sheet: ctx.sheet,
    sheetId: ctx.sheetId,
    logSheet: ctx.logSheet,
    assignments: assignmentsOf(state),
    chips: { ...state.chips },
    ante: state.ante,
    finished: state.finished,
    players: state.settings.players.slice(),
    matches: state.matches.map((m) => ({ letter: m.letter, players: [m.players[0], m.players[1]], ante: m.ante })),
    waiting: state.finished ? [] : state.waiting.slice(),
    leaving: state.leaving.slice(),
    eliminated: state.eliminated.slice(),
    nextAnteDue: state.nextAnteDue,
    nextAnteRunMs: state.nextAnteRunMs,
    anteMinutes: state.settings.anteMinutes,
    clock: { ...state.clock, endedAt: state.finished ? state.lastTime : null },
    finale: f === null ? null : { chipLoser: f.chipLoser, played: f.played, extraMatch: f.extraMatch },
    ending: state.settings.ending,
    anteUps: state.anteUps.map((u) => ({ ...u })),
    timeZone: ctx.timeZone,
    now: new Date(ctx.nowMs).toISOString(),
    damage: ctx.damage.map((d) => ({ ...d, cells: d.cells.slice() })),
    posted: ctx.posted,
    results: state.rows.length,
    summary: statusText(state),
  };
  if (state.ranking) status.ranking = state.ranking.slice();
  return status;
}
