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
import { checkNameList, Problems } from '../../../shared/rules/input';

export interface TeamMatch {
  round: number;
  /** Team A of the match: its first player sits White in the OPEN room. */
  teamA: string;
  teamB: string;
}

export interface TeamRound {
  round: number;
  matches: TeamMatch[];
  /** With an odd number of teams, the team without a match this round. */
  bye?: string;
}

export interface RoundRobinOptions {
  /** 1 (default) or 2: the second cycle repeats the first with teams A and B swapped. */
  cycles?: 1 | 2;
}

/** Team names, checked as one list by the shared rule (docs/rules.md §0.1); throws listing every problem. */
export function checkTeamNames(teams: unknown): string[] {
  const problems = new Problems();
  const names = checkNameList(teams, 'team', problems);
  problems.throwIfAny();
  return names;
}

/**
 * A round robin of teams (at least 3) by the Berger tables (shared/rules/berger.ts, docs/rules.md §1.8, §2.7): every pair of teams
 * meets once per cycle; the first-named team of a Berger pairing is team A.
 */
export function teamRoundRobin(teams: readonly string[], options: RoundRobinOptions = {}): TeamRound[] {
  const names = checkTeamNames(teams);
  if (names.length < 3) {
    throw new Error(
      `Team round robin: needs at least 3 teams; got ${names.length}` +
        (names.length === 2 ? ' (for two teams create a single duplicate match)' : ''),
    );
  }
  const cycles = options.cycles ?? 1;
  if (cycles !== 1 && cycles !== 2) throw new Error(`Team round robin: cycles must be 1 or 2; got ${String(cycles)}`);
  const base = bergerRounds(names.length); // 1-based numbers, first-named = team A; odd n: byes left out
  const out: TeamRound[] = [];
  for (let c = 0; c < cycles; c++) {
    for (const pairs of base) {
      const round = out.length + 1;
      const matches = pairs.map(([x, y]): TeamMatch => {
        const [a, b] = c === 0 ? [x, y] : [y, x];
        return { round, teamA: names[a - 1], teamB: names[b - 1] };
      });
      const playing = new Set(pairs.flat());
      const idle = names.filter((_, i) => !playing.has(i + 1));
      out.push(idle.length === 1 ? { round, matches, bye: idle[0] } : { round, matches });
    }
  }
  return out;
}
