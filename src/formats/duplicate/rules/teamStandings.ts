/**
 * The duplicate team standings in TypeScript (docs/rules.md §2.6, §2.8, §2.9): VP total, IMP difference and
 * head-to-head order, won/drawn/lost by IMP, and the final's places. The same rules the Standings sheet's formulas
 * compute (sheets/standings.ts): the tests compare the two, and publishing (server/publish.ts) computes the standings
 * it posts with these functions at run time, from the results typed on the protocols.
 */
import { nameKey } from '../../../shared/rules/names';
import { checkTeamNames } from './teams';
import { shownInput } from '../../../shared/rules/input';

export interface TeamMatchResult {
  teamA: string;
  teamB: string;
  vpA: number;
  vpB: number;
  impA: number;
  impB: number;
}

export interface TeamStanding {
  /** 1-based; teams still tied after every criterion share it (1, 1, 3). */
  rank: number;
  team: string;
  played: number;
  /** Matches won (more IMP than the opponent: docs/rules.md §2.6, even at 15–15 VP), drawn (equal IMP), lost. */
  won: number;
  drawn: number;
  lost: number;
  vp: number;
  impFor: number;
  impAgainst: number;
  /** impFor − impAgainst. */
  impDifference: number;
  /** True when the rank is shared with another team. */
  shared: boolean;
}

function checkResult(r: TeamMatchResult, i: number, teams: Map<string, string>): [string, string] {
  const where = `Match result ${i + 1}`;
  const a = typeof r.teamA === 'string' ? teams.get(nameKey(r.teamA)) : undefined;
  const b = typeof r.teamB === 'string' ? teams.get(nameKey(r.teamB)) : undefined;
  if (a === undefined) throw new Error(`${where}: '${String(r.teamA)}' is not one of the teams`);
  if (b === undefined) throw new Error(`${where}: '${String(r.teamB)}' is not one of the teams`);
  if (a === b) throw new Error(`${where}: team '${a}' cannot play itself`);
  for (const [k, v] of [
    ['vpA', r.vpA],
    ['vpB', r.vpB],
  ] as const) {
    if (typeof v !== 'number' || !Number.isFinite(v) || v < 0 || v > 30) {
      throw new Error(`${where} (${a} – ${b}): ${k} must be a number from 0 to 30; got ${shownInput(v)}`);
    }
  }
  if (r.vpA + r.vpB !== 30) {
    throw new Error(`${where} (${a} – ${b}): VP ${r.vpA} + ${r.vpB} must make 30 (the loser gets 30 − VP)`);
  }
  for (const [k, v] of [
    ['impA', r.impA],
    ['impB', r.impB],
  ] as const) {
    if (typeof v !== 'number' || !Number.isFinite(v) || v < 0) {
      throw new Error(`${where} (${a} – ${b}): ${k} must be a number from 0 up; got ${shownInput(v)}`);
    }
  }
  return [a, b];
}

/**
 * Standings of a team event: VP total, then IMP difference, then head-to-head VP, then a shared rank.
 * `results` are the played matches (a final between the two best teams is not part of the standings).
 */
export function teamStandings(teams: readonly string[], results: readonly TeamMatchResult[]): TeamStanding[] {
  const names = checkTeamNames(teams);
  const byKey = new Map(names.map((n) => [nameKey(n), n] as const));
  const rows = new Map<string, TeamStanding>(
    names.map((team) => [team, { rank: 0, team, played: 0, won: 0, drawn: 0, lost: 0, vp: 0, impFor: 0, impAgainst: 0, impDifference: 0, shared: false }]),
  );
  const matches = results.map((r, i) => {
    const [a, b] = checkResult(r, i, byKey);
    return { a, b, vpA: r.vpA, vpB: r.vpB, impA: r.impA, impB: r.impB };
  });
  for (const m of matches) {
    for (const [team, vp, impFor, impAgainst] of [
      [m.a, m.vpA, m.impA, m.impB],
      [m.b, m.vpB, m.impB, m.impA],
    ] as const) {
      const row = rows.get(team) as TeamStanding;
      row.played++;
      if (impFor > impAgainst) row.won++;
      else if (impFor < impAgainst) row.lost++;
      else row.drawn++;
      row.vp += vp;
      row.impFor += impFor;
      row.impAgainst += impAgainst;
      row.impDifference = row.impFor - row.impAgainst;
    }
  }

  /** VP of each team of `group` in the matches among the teams of `group`. */
  const headToHead = (group: readonly string[]): Map<string, number> => {
    const inGroup = new Set(group);
    const vp = new Map(group.map((t) => [t, 0] as [string, number]));
    for (const m of matches) {
      if (inGroup.has(m.a) && inGroup.has(m.b)) {
        vp.set(m.a, (vp.get(m.a) as number) + m.vpA);
        vp.set(m.b, (vp.get(m.b) as number) + m.vpB);
      }
    }
    return vp;
  };

  /** Splits `items` (already sorted by `key`, high first) into runs of equal key. */
  const runs = <T>(items: readonly T[], key: (t: T) => number): T[][] => {
    const out: T[][] = [];
    for (const item of items) {
      const last = out[out.length - 1];
      if (last && key(last[0]) === key(item)) last.push(item);
      else out.push([item]);
    }
    return out;
  };

  /** Orders a tied group by head-to-head; returns blocks of teams that share a rank, best first. */
  const resolve = (group: string[]): string[][] => {
    if (group.length < 2) return [group];
    const h2h = headToHead(group);
    const sorted = [...group].sort((x, y) => (h2h.get(y) as number) - (h2h.get(x) as number));
    const parts = runs(sorted, (t) => h2h.get(t) as number);
    if (parts.length === 1) return [sorted];
    return parts.flatMap((p) => resolve(p));
  };

  const ordered = [...rows.values()].sort((x, y) => y.vp - x.vp || y.impDifference - x.impDifference);
  const tiedBlocks = runs(ordered, (r) => r.vp).flatMap((block) => runs(block, (r) => r.impDifference));
  const out: TeamStanding[] = [];
  for (const block of tiedBlocks) {
    for (const shared of resolve(block.map((r) => r.team))) {
      const rank = out.length + 1;
      for (const team of shared) out.push({ ...(rows.get(team) as TeamStanding), rank, shared: shared.length > 1 });
    }
  }
  return out;
}

/**
 * The standings changed after the final began (docs/rules.md §2.9): the final's typed games name `named` (entry
 * order), and the standings now give `now` (undefined while a place is open there), which leaves out a team the final
 * was played by. The finalists stay those of the final as played; the TD decides.
 */
export interface FinalChange {
  named: string[];
  now: [string, string] | undefined;
}

export type FinalPlaces =
  | { decided: true; teamA: string; teamB: string; chosen: boolean; contenders: string[]; changed?: FinalChange }
  | { decided: false; chosen: string[]; contenders: string[]; open: number; changed?: FinalChange };

/**
 * A tie for a final place (docs/rules.md §2.9): a third team ranked 1st or 2nd; the rank, the teams level at it (in
 * standings order) and the places open (both at a shared 1st, the second at a shared 2nd). Undefined: no tie.
 */
export function finalTie(rows: readonly TeamStanding[]): { rank: number; contenders: string[]; open: 1 | 2 } | undefined {
  if (rows.length < 3 || rows[2].rank > 2) return undefined;
  const rank = rows[2].rank;
  return { rank, contenders: rows.filter((r) => r.rank === rank).map((r) => r.team), open: rank === 1 ? 2 : 1 };
}

/**
 * The final's places (docs/rules.md §2.9), the one rule the standings' Final row computes with formulas too (tied to
 * it by sheets/standings.test.ts): the 1st and 2nd when no third team is level with them (rows[2] ranked 3rd or
 * lower); otherwise the teams level at that rank are contenders and the places open (both at a shared 1st, the
 * second at a shared 2nd) are filled only by the TD's choice (team numbers in entry order, better-placed first, each
 * a different contender; a bad first choice leaves both open) — never by entry order. The better-ranked is team A.
 *
 * Once a game of the final is typed (`named`: the teams its typed winners name), the finalists are frozen: when the
 * standings would now give a pair without one of those teams (or leave a place open), the final stays between the two
 * teams its games name (the better-ranked now as team A), or between the TD's choice of two teams that includes
 * them; with fewer or more than two named and no such choice both places are open. `changed` flags it for the TD.
 */
export function finalPlaces(rows: readonly TeamStanding[], teams: readonly string[], choice: readonly unknown[], named: readonly string[] = []): FinalPlaces {
  const now = standingsFinalists(rows, teams, choice);
  const keys = new Set(named.map(nameKey));
  const played = teams.filter((t) => keys.has(nameKey(t)));
  if (played.length === 0 || (now.decided && played.every((t) => t === now.teamA || t === now.teamB))) return now;
  // Frozen (docs/rules.md §2.9): once a final game is typed, a change of the standings does not change the finalists.
  const changed: FinalChange = { named: played, now: now.decided ? [now.teamA, now.teamB] : undefined };
  const picks = choice.slice(0, 2).map((c) => (typeof c === 'number' && Number.isInteger(c) && c >= 1 && c <= teams.length ? teams[c - 1] : undefined));
  if (picks.length === 2 && picks[0] !== undefined && picks[1] !== undefined && picks[0] !== picks[1] && played.every((t) => picks.includes(t))) {
    return { decided: true, teamA: picks[0], teamB: picks[1], chosen: true, contenders: played, changed };
  }
  if (played.length === 2) {
    const at = (t: string): number => rows.findIndex((r) => r.team === t);
    const [a, b] = [...played].sort((x, y) => at(x) - at(y));
    return { decided: true, teamA: a, teamB: b, chosen: false, contenders: [], changed };
  }
  return { decided: false, chosen: [], contenders: played, open: 2, changed };
}

/** The final's places by the standings alone (and the TD's choice for a tie), whatever the final's games say. */
function standingsFinalists(rows: readonly TeamStanding[], teams: readonly string[], choice: readonly unknown[]): FinalPlaces {
  if (rows.length < 2) throw new Error('Final: needs at least two teams in the standings');
  const tie = finalTie(rows);
  if (tie === undefined) return { decided: true, teamA: rows[0].team, teamB: rows[1].team, chosen: false, contenders: [] };
  const { rank: tieRank, contenders, open } = tie;
  const chosen: string[] = [];
  for (const c of choice.slice(0, open)) {
    const team = typeof c === 'number' && Number.isInteger(c) && c >= 1 && c <= teams.length ? teams[c - 1] : undefined;
    if (team === undefined || !contenders.includes(team) || chosen.includes(team)) break;
    chosen.push(team);
  }
  if (chosen.length < open) return { decided: false, chosen, contenders, open };
  const [a, b] = tieRank === 1 ? chosen : [rows[0].team, chosen[0]];
  return { decided: true, teamA: a, teamB: b, chosen: true, contenders };
}
