/**
 * Promotion, relegation and vacancies (docs/rules.md §3.8, §3.9).
 *
 * Per previous group of league k (of K):
 * - the two highest *registered* players move up (not from league 1): an unregistered 1st makes the 3rd move up;
 * - the bottom four places move down (not from the lowest league);
 * - a player who leaves (unregistered or withdrawn) from a place above the bottom four leaves a vacancy, filled by
 *   keeping the highest registered finisher of the bottom four of the same group; one from the bottom four leaves
 *   none. The lowest league never has vacancies.
 * Then, league by league from the top, the league is brought to its fixed size 10·2^(k−1): missing players
 * (vacancies from higher leagues, or more leavers in a group than it has players to keep) are filled one at a time
 * from the players who would move down, by (1) the old group with the fewest players remaining, so that groups
 * differ by at most one, (2) the group with the fewest such vacancies filled so far, (3) the best place; ties by
 * a seeded drawing of lots. A league over its size (only with a non-standard previous season) sends its lowest
 * stayers down by the mirror criteria.
 */
import type { Rng } from '../../../shared/rules/rng';
import { isForfeitName } from './forfeit';
import { leagueCapacity } from './leagues';
import type { Move, Origin, PreviousGroup } from './types';

export interface Mover {
  name: string;
  from: Origin;
  /** Index of the previous group within its league (0-based, groups ordered by number). */
  groupIdx: number;
  /** Up: 0 = the group's 1st mover, 1 = its 2nd. Down: 0..3 = 7th..10th (place among the bottom four). */
  slot: number;
}

export interface LeagueFlow {
  /** Players who stay in the league (including those kept for vacancies), by old group, best place first. */
  stayers: Mover[][];
  /** Players leaving the league upward / downward. */
  up: Mover[];
  down: Mover[];
}

export interface Movement {
  flows: LeagueFlow[];
  /** Withdrawn players who re-enter the championship in the lowest league. */
  reentering: Mover[];
  moves: Move[];
}

const ord = (n: number): string => `${n}${n % 10 === 1 && n % 100 !== 11 ? 'st' : n % 10 === 2 && n % 100 !== 12 ? 'nd' : n % 10 === 3 && n % 100 !== 13 ? 'rd' : 'th'}`;
const at = (o: Origin): string => `${ord(o.place)} in league ${o.league} group ${o.group}`;

export function decideMovement(previous: readonly PreviousGroup[], K: number, unregistered: ReadonlySet<string>, withdrawn: ReadonlySet<string>, rng: Rng): Movement {
  const moves: Move[] = [];
  const reentering: Mover[] = [];
  const flows: LeagueFlow[] = [];
  const pools: Mover[][][] = [];
  for (let k = 1; k <= K; k++) {
    const groups = previous.filter((g) => g.league === k).sort((a, b) => a.group - b.group);
    const canUp = k > 1 ? 2 : 0;
    const canDown = k < K ? 4 : 0;
    const flow: LeagueFlow = { stayers: [], up: [], down: [] };
    const leaguePools: Mover[][] = [];
    groups.forEach((g, groupIdx) => {
      const n = g.players.length;
      const bottomStart = n - canDown + 1;
      const all = g.players.map((name, i): Mover => ({ name, from: { league: k, group: g.group, place: i + 1 }, groupIdx, slot: 0 }));
      const leaving = (m: Mover): boolean => isForfeitName(m.name) || unregistered.has(m.name) || withdrawn.has(m.name);
      const registered = all.filter((m) => !leaving(m));
      const ups = registered.slice(0, canUp).map((m, slot) => ({ ...m, slot }));
      const rest = registered.slice(ups.length);
      const stay = rest.filter((m) => m.from.place < bottomStart);
      const bottom = rest.filter((m) => m.from.place >= bottomStart).map((m) => ({ ...m, slot: m.from.place - bottomStart }));
      const leavers = all.filter(leaving);
      const vacancies = k < K ? leavers.filter((m) => m.from.place < bottomStart).length : 0;
      const kept = bottom.slice(0, vacancies);
      for (const m of leavers) {
        if (isForfeitName(m.name)) continue;
        const wouldHave = m.from.place <= canUp ? 'moved up' : m.from.place >= bottomStart ? 'moved down' : 'stayed';
        const isWithdrawn = withdrawn.has(m.name) && !unregistered.has(m.name);
        const reason = `${at(m.from)} (would have ${wouldHave}): ${isWithdrawn ? 'withdrawn, re-enters in the lowest league' : 'unregistered'}`;
        moves.push({ player: m.name, kind: isWithdrawn ? 'withdrawn' : 'unregistered', from: m.from, reason });
        if (isWithdrawn) reentering.push(m);
      }
      for (const m of ups) moves.push({ player: m.name, kind: 'up', from: m.from, reason: `${at(m.from)}: ${m.from.place <= canUp ? 'moves up' : 'moves up in place of an unregistered player above'}` });
      for (const m of stay) moves.push({ player: m.name, kind: 'stay', from: m.from, reason: `${at(m.from)}: stays` });
      for (const m of kept) moves.push({ player: m.name, kind: 'kept', from: m.from, reason: `${at(m.from)}: kept in league ${k} to fill a vacancy left in the same group` });
      flow.up.push(...ups);
      flow.stayers.push([...stay, ...kept]);
      leaguePools.push(bottom.slice(kept.length));
    });
    flows.push(flow);
    pools.push(leaguePools);
  }

  for (let k = 1; k < K; k++) {
    const flow = flows[k - 1];
    const pool = pools[k - 1];
    const fromAbove = k > 1 ? flows[k - 2].down.length : 0;
    const size = flow.stayers.reduce((s, g) => s + g.length, 0) + fromAbove + flows[k].up.length;
    let need = leagueCapacity(k) - size;
    const filled = flow.stayers.map(() => 0);
    const lots = rng.fork(`vacancies-L${k}`);
    while (need > 0) {
      const candidates = pool.flatMap((p, g) => (p.length > 0 ? [g] : []));
      if (candidates.length === 0) {
        if (!promoteExtra(flows[k], k, lots, moves)) break;
        need -= 1;
        continue;
      }
      const best = pickGroup(candidates, [(g) => flow.stayers[g].length, (g) => filled[g], (g) => pool[g][0].from.place], lots);
      const m = pool[best].shift() as Mover;
      flow.stayers[best].push(m);
      filled[best] += 1;
      need -= 1;
      moves.push({ player: m.name, kind: 'kept', from: m.from, reason: `${at(m.from)}: kept in league ${k} to fill a vacancy in the league (fewest remaining in the group, fair share, best place)` });
    }
    while (need < 0) {
      const candidates = flow.stayers.flatMap((s, g) => (s.length > 0 ? [g] : []));
      if (candidates.length === 0) {
        // Ruling: more players would move up than the league holds: the lowest-placed movers up stay below.
        const below = flows[k];
        const worstSlot = Math.max(...below.up.map((m) => m.slot));
        const back = lots.pick(below.up.filter((m) => m.slot === worstSlot));
        below.up.splice(below.up.indexOf(back), 1);
        below.stayers[back.groupIdx].unshift(back);
        need += 1;
        const i = moves.findIndex((x) => x.player === back.name);
        moves[i] = { player: back.name, kind: 'stay', from: back.from, reason: `${at(back.from)}: stays, league ${k} is full` };
        continue;
      }
      const last = (g: number): Mover => flow.stayers[g][flow.stayers[g].length - 1];
      const worst = pickGroup(candidates, [(g) => -flow.stayers[g].length, (g) => filled[g], (g) => -last(g).from.place], lots);
      const m = flow.stayers[worst].pop() as Mover;
      filled[worst] += 1;
      need += 1;
      const n = previous.find((g) => g.league === k && g.group === m.from.group)?.players.length ?? m.from.place;
      pool[worst].unshift({ ...m, slot: Math.max(0, Math.min(3, m.from.place - (n - 3))) });
      const i = moves.findIndex((x) => x.player === m.name);
      moves[i] = { player: m.name, kind: 'demoted', from: m.from, reason: `${at(m.from)}: moves down because league ${k} is over its size of ${leagueCapacity(k)}` };
    }
    flow.stayers.forEach((s) => s.sort((a, b) => a.from.place - b.from.place));
    for (const m of pool.flat()) {
      flow.down.push(m);
      if (!moves.some((x) => x.player === m.name)) moves.push({ player: m.name, kind: 'down', from: m.from, reason: `${at(m.from)}: moves down` });
    }
  }
  return { flows, reentering, moves };
}

/**
 * Ruling: a league that cannot be filled from its own players who would move down (more leavers than it has
 * players to keep) takes one more player up from the league below: the best-placed stayer of the old group that
 * sent the fewest players up, ties by lot. Returns false when the league below has no stayer left.
 */
function promoteExtra(below: LeagueFlow, k: number, rng: Rng, moves: Move[]): boolean {
  const candidates = below.stayers.flatMap((s, g) => (s.length > 0 ? [g] : []));
  if (candidates.length === 0) return false;
  const upCount = (g: number): number => below.up.filter((m) => m.groupIdx === g).length;
  const g = pickGroup(candidates, [upCount, (x) => below.stayers[x][0].from.place], rng);
  const m = below.stayers[g].shift() as Mover;
  below.up.push({ ...m, slot: upCount(g) });
  const i = moves.findIndex((x) => x.player === m.name);
  moves[i] = { player: m.name, kind: 'up', from: m.from, reason: `${at(m.from)}: moves up to fill league ${k}, which its own players could not fill` };
  return true;
}

/** The candidate that is least on each criterion in turn; remaining ties drawn by lot. */
function pickGroup(candidates: readonly number[], criteria: readonly ((g: number) => number)[], rng: Rng): number {
  let left = candidates.slice();
  for (const c of criteria) {
    const low = Math.min(...left.map(c));
    left = left.filter((g) => c(g) === low);
  }
  return left.length === 1 ? left[0] : rng.pick(left);
}
