/**
 * Mega TTT invitation phases (docs/rules.md §1.8): invitations open in thirds — at the start, after 2 weeks, after 4 weeks —
 * and each player's invitations are split as evenly as possible over the three phases.
 *
 * Rulings:
 * - A game's phase is the phase in which its inviter (the first-named player) may send the invitation.
 * - A player with m invitations gets ⌊m/3⌋ in every phase; the m mod 3 left over go to phases chosen by one
 *   counter running over the players in number order (1, 2, 3, 1, …), so the phase totals over the whole
 *   schedule differ by at most one game as well.
 * - Within a player, invitations go to phases in round order: the earliest rounds open first.
 * - With one phase, every game is phase 1.
 * Deterministic: no lot is drawn.
 */
import type { Rounds } from '../../../shared/rules/berger';
import { shownInput } from '../../../shared/rules/input';

export type Phase = 1 | 2 | 3;
export type PhaseCount = 1 | 3;

/** A phase for every game of `rounds`, in the same shape (rounds × boards). */
export function invitationPhases(rounds: Rounds, phases: PhaseCount): Phase[][] {
  if (phases !== 1 && phases !== 3) throw new RangeError(`invitation phases must be 1 or 3, not ${shownInput(phases)}`);
  const out: Phase[][] = rounds.map((round) => round.map((): Phase => 1));
  if (phases === 1) return out;

  // Each inviter's games, in round order then board order.
  const byInviter = new Map<number, [number, number][]>();
  rounds.forEach((round, r) =>
    round.forEach(([inviter], b) => {
      const list = byInviter.get(inviter) ?? [];
      list.push([r, b]);
      byInviter.set(inviter, list);
    }),
  );

  let next = 0; // the phase (0-based) that gets the next left-over invitation
  for (const inviter of [...byInviter.keys()].sort((a, b) => a - b)) {
    const games = byInviter.get(inviter) ?? [];
    const sizes = [0, 1, 2].map(() => Math.floor(games.length / 3));
    for (let extra = games.length % 3; extra > 0; extra--) {
      sizes[next]++;
      next = (next + 1) % 3;
    }
    let g = 0;
    sizes.forEach((size, phase) => {
      for (let i = 0; i < size; i++, g++) {
        const [r, b] = games[g];
        out[r][b] = (phase + 1) as Phase;
      }
    });
  }
  return out;
}
