/** The swing panel's view of a replayed state (plain JSON for google.script.run). */
import { assignmentsOf, type SwingState } from '../rules';
import { statusText } from '../sheets/derived';
import type { SwingLiveStatus } from '../api';

export function liveStatus(sheet: string, state: SwingState, posted: number): SwingLiveStatus {
  const status: SwingLiveStatus = {
    sheet,
    assignments: assignmentsOf(state),
    chips: { ...state.chips },
    ante: state.ante,
    finished: state.finished,
    players: state.settings.players.slice(),
    matches: state.matches.map((m) => ({ letter: m.letter, players: [m.players[0], m.players[1]], ante: m.ante })),
    waiting: state.waiting.slice(),
    leaving: state.leaving.slice(),
    eliminated: state.eliminated.slice(),
    nextAnteDue: state.nextAnteDue,
    anteMinutes: state.settings.anteMinutes,
    posted,
    results: state.rows.length,
    summary: statusText(state),
  };
  if (state.ranking) status.ranking = state.ranking.slice();
  return status;
}
