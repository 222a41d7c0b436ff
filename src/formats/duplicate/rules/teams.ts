/**
 * Team events of duplicate matches: a round robin of teams, the team standings, and the optional final between
 * the two best teams (docs/rules.md §2.7–§2.9).
 *
 * Standings order: VP total (high first), then IMP difference (high first), then head-to-head: the VP the tied
 * teams scored in the matches among themselves (all of them, in every cycle). When head-to-head splits a tie only
 * partly, it is applied again inside each still-tied part; teams it cannot separate share the rank (1, 1, 3).
 * Team names are cleaned and compared by the one name rule (docs/rules.md §0.1).
 */
import { bergerRounds } from '../../../shared/rules/berger';
import { checkNameList, Problems, shownInput } from '../../../shared/rules/input';

export interface TeamMatch {
  round: number;
  /** Team A of the match: its first player sits White in the OPEN room (its second, when `swapped`). */
  teamA: string;
  teamB: string;
  /** The round robin (cycle) the match belongs to, 1-based. */
  cycle: number;
  /**
   * Even cycles repeat the first with rooms and colours swapped for every player (docs/rules.md §2.7): the teams keep
   * their A/B sides and each team's two players change places, so OPEN is A2 White – B2 Black and CLOSED B1 White – A1 Black.
   */
  swapped: boolean;
}

export interface TeamRound {
  round: number;
  matches: TeamMatch[];
  /** With an odd number of teams, the team without a match this round. */
  bye?: string;
}

/** Round robins a discipline may play in one event. */
export const MAX_CYCLES = 3;

export interface RoundRobinOptions {
  /** 1 (default) to MAX_CYCLES round robins; each even one is the first with rooms and colours swapped. */
  cycles?: number;
}

/** Team names, checked as one list by the shared rule (docs/rules.md §0.1); throws listing every problem. */
export function checkTeamNames(teams: unknown): string[] {
  const problems = new Problems();
  const names = checkNameList(teams, 'team', problems);
  problems.throwIfAny();
  return names;
}

/** Throws unless `cycles` is a whole number from 1 to MAX_CYCLES; `what` names it ("Cycles (backgammon)"). */
export function validateCycles(cycles: unknown, what = 'Cycles'): number {
  if (typeof cycles === 'number' && Number.isInteger(cycles) && cycles >= 1 && cycles <= MAX_CYCLES) return cycles;
  throw new Error(`${what}: the number of round robins must be 1, 2 or ${MAX_CYCLES}; got ${shownInput(cycles)}`);
}

/**
 * A round robin of teams (at least 2) by the Berger tables (shared/rules/berger.ts, docs/rules.md §1.8, §2.7): every
 * pair of teams meets once per cycle, with the same team A in every cycle (the first-named of the Berger pairing);
 * even cycles are marked `swapped` (rooms and colours swapped for every player). Rounds are numbered on across
 * cycles. With two teams each cycle is a single match.
 */
export function teamRoundRobin(teams: readonly string[], options: RoundRobinOptions = {}): TeamRound[] {
  const names = checkTeamNames(teams);
  if (names.length < 2) throw new Error(`Team round robin: needs at least 2 teams; got ${names.length}`);
  const cycles = validateCycles(options.cycles ?? 1, 'Team round robin: cycles');
  const base = bergerRounds(names.length); // 1-based numbers, first-named = team A; odd n: byes left out
  const out: TeamRound[] = [];
  for (let cycle = 1; cycle <= cycles; cycle++) {
    for (const pairs of base) {
      const round = out.length + 1;
      const matches = pairs.map(([a, b]): TeamMatch => ({ round, teamA: names[a - 1], teamB: names[b - 1], cycle, swapped: cycle % 2 === 0 }));
      const playing = new Set(pairs.flat());
      const idle = names.filter((_, i) => !playing.has(i + 1));
      out.push(idle.length === 1 ? { round, matches, bye: idle[0] } : { round, matches });
    }
  }
  return out;
}
