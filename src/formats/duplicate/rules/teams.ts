/**
 * Team events of duplicate matches: a round robin of teams, the team standings, and the optional final between
 * the two best teams (seed: after two round robins "two best teams … have played the final match").
 *
 * Standings order: VP total (high first), then IMP difference (high first), then head-to-head: the VP the tied
 * teams scored in the matches among themselves (all of them, in every cycle). When head-to-head splits a tie only
 * partly, it is applied again inside each still-tied part; teams it cannot separate share the rank (1, 1, 3).
 * Team names are trimmed and compared case-insensitively, as in seating.ts.
 */
import { bergerRounds } from '../../../shared/rules/berger';
import { nameKey } from './seating';

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

export function checkNames(teams: readonly unknown[], what: string): string[] {
  if (!Array.isArray(teams)) throw new Error(`${what}: give a list of team names`);
  const seen = new Map<string, string>();
  return teams.map((t, i) => {
    if (typeof t !== 'string' || t.trim() === '') throw new Error(`${what}: the name of team ${i + 1} is empty`);
    const name = t.trim();
    if (seen.has(nameKey(name))) throw new Error(`${what}: two teams are named '${name}'; team names must differ`);
    seen.set(nameKey(name), name);
    return name;
  });
}

/**
 * A round robin of teams (at least 3) by the Berger tables (src/core/roundrobin/berger.ts): every pair of teams
 * meets once per cycle; the first-named team of a Berger pairing is team A.
 */
export function teamRoundRobin(teams: readonly string[], options: RoundRobinOptions = {}): TeamRound[] {
  const names = checkNames(teams, 'Team round robin');
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
