/**
 * A TTT group's schedule as Games-sheet rows: one row per game, in round then board order.
 *
 * Player k of the Berger table is players[k − 1] (the group's order is its pairing numbers). The first-named
 * player of a Berger pairing is the inviter, and a result is written from the inviter's view.
 */
import { roundRobinRounds } from '../../../shared/rules/doubleRoundRobin';
import { invitationPhases, type Phase, type PhaseCount } from './phases';
import { checkNames } from '../../../shared/rules/names';

export interface GameRow {
  /** Round, 1-based, counted through both cycles of a double round robin. */
  round: number;
  /** Board within the round, 1-based (FIDE order). */
  board: number;
  /** 1, or 2 for the second cycle of a double round robin. */
  cycle: 1 | 2;
  /** Invitation phase (always 1 without Mega TTT phases). */
  phase: Phase;
  inviter: string;
  invitee: string;
  /** Pairing numbers of inviter and invitee (1-based). */
  inviterNo: number;
  inviteeNo: number;
  /** Unique within the group: "R<round>.<board>". */
  key: string;
}

export interface ScheduleOptions {
  /** Double round robin (default false). */
  double?: boolean;
  /** Invitation phases: 1 (default) or 3 (Mega TTT). */
  phases?: PhaseCount;
}

export function tttGames(players: readonly string[], options: ScheduleOptions = {}): GameRow[] {
  const names = checkNames(players);
  if (names.length < 2) throw new RangeError(`a round robin needs at least 2 players, not ${names.length}`);
  const double = options.double ?? false;
  const rounds = roundRobinRounds(names.length, double);
  const phases = invitationPhases(rounds, options.phases ?? 1);
  const perCycle = rounds.length / (double ? 2 : 1);
  return rounds.flatMap((round, r) =>
    round.map(([a, b], i): GameRow => ({
      round: r + 1,
      board: i + 1,
      cycle: r < perCycle ? 1 : 2,
      phase: phases[r][i],
      inviter: names[a - 1],
      invitee: names[b - 1],
      inviterNo: a,
      inviteeNo: b,
      key: `R${r + 1}.${i + 1}`,
    })),
  );
}
