/**
 * Promotion, relegation, vacancies and returning players (docs/rules.md §3.8–§3.10).
 *
 * Per previous group of league k (of K), places counted among the real players (fictitious players are left out
 * before this is called):
 * - the two highest *registered* players move up (not from league 1): a 1st or 2nd who left makes the 3rd move up;
 * - the bottom four places move down (not from the lowest league);
 * - a leaver (unregistered or withdrawn) from a place above the bottom four leaves a vacancy in the group ("own"
 *   vacancy); one from the bottom four leaves none. The lowest league never has vacancies.
 * Then, league by league from the top, each league above the lowest is brought to its fixed size 10·2^(k−1):
 * 1. returning players whose former league it is take its vacancies first (higher Elo first, then lots);
 * 2. then players who would move down are kept, one at a time: a group with an own vacancy keeps its highest
 *    finisher first (the basic rule); other vacancies go to (1) the old group with the fewest players remaining,
 *    (2) the group with the fewest vacancies filled so far (its own keeps counted), (3) the best season result (VP, difference, points),
 *    lots only where all are equal. Each keep records the criterion that decided.
 * A league that cannot be filled from its own would-be-relegated players takes the best stayer of the league below;
 * a league over its size (only after a non-standard season) sends its lowest stayers down by the mirror criteria.
 */
import type { Rng } from '../../../shared/rules/rng';
import { choose, compareResults, type Criterion, resultText } from './choose';
import { leagueCapacity } from './leagues';
import type { LineTie, Move, Origin, PreviousGroup, ReturningPlayer, SeasonResult } from './types';

/** Players moving up from each group (docs/rules.md §3.8): the two highest registered players, not from league 1. */
export const PROMOTED_PLACES = 2;
/** Players moving down from each group (docs/rules.md §3.8): the bottom four places, not from the lowest league. */
export const RELEGATED_PLACES = 4;

/** How many places of a group of league k (of K leagues) move up and down (docs/rules.md §3.8). */
export function movementLines(league: number, leagues: number): { up: number; down: number } {
  return { up: league > 1 ? PROMOTED_PLACES : 0, down: league < leagues ? RELEGATED_PLACES : 0 };
}

/**
 * The zones of a group's standings of n real players, as 0-based places: the first places that move up and the
 * last that move down (never overlapping: a small group moves up first).
 */
export function zonePlaces(league: number, leagues: number, n: number): { up: number[]; down: number[] } {
  const lines = movementLines(league, leagues);
  const up = Array.from({ length: Math.min(lines.up, n) }, (_, i) => i);
  const firstDown = Math.max(up.length, n - lines.down);
  const down = lines.down > 0 ? Array.from({ length: n - firstDown }, (_, i) => firstDown + i) : [];
  return { up, down };
}

export interface Mover {
  name: string;
  from: Origin;
  /** Index of the previous group within its league (0-based, groups ordered by number). */
  groupIdx: number;
  /** Up: 0 = the group's 1st mover, 1 = its 2nd. Down: 0..RELEGATED_PLACES − 1 = place among the bottom places. */
  slot: number;
  result?: SeasonResult;
}

export interface LeagueFlow {
  /** Players who stay in the league (including those kept for vacancies), by old group, best place first. */
  stayers: Mover[][];
  /** Players leaving the league upward / downward. */
  up: Mover[];
  down: Mover[];
  /** Returning players placed back in this league (its vacancies). */
  returning: ReturningPlayer[];
}

export interface Movement {
  flows: LeagueFlow[];
  /** Withdrawn players who re-register: they enter the lowest league, ranked with the new players by Elo. */
  withdrawnBack: Mover[];
  /** Returning players left for the lowest league (no vacancy in their former league, or it is the lowest). */
  returningLeft: ReturningPlayer[];
  moves: Move[];
  ties: LineTie[];
}

const ord = (n: number): string =>
  `${n}${n % 10 === 1 && n % 100 !== 11 ? 'st' : n % 10 === 2 && n % 100 !== 12 ? 'nd' : n % 10 === 3 && n % 100 !== 13 ? 'rd' : 'th'}`;
export const at = (o: Origin): string => `${ord(o.place)} in league ${o.league} group ${o.group}`;

/** Players sharing a rank with the neighbour across the line between registered[i] and registered[i + 1]. */
function lineTie(registered: readonly Mover[], i: number, line: LineTie['line']): LineTie | undefined {
  const a = registered[i];
  const b = registered[i + 1];
  if (!a?.result || !b?.result || a.result.rank !== b.result.rank) return undefined;
  const rank = a.result.rank;
  return { league: a.from.league, group: a.from.group, line, rank, players: registered.filter((m) => m.result?.rank === rank).map((m) => m.name) };
}

/**
 * Ties that decide who is kept for a vacancy: a group kept its first j bottom players (highest finisher first) and
 * the next one shares the last kept player's rank, so the order given decides who stays (the TD confirms it).
 */
function vacancyTies(bottoms: readonly (readonly Mover[])[], left: readonly (readonly Mover[])[]): LineTie[] {
  const out: LineTie[] = [];
  bottoms.forEach((all, g) => {
    const kept = all.length - left[g].length;
    if (kept === 0) return;
    const tie = lineTie(all, kept - 1, 'vacancy');
    if (tie) out.push(tie);
  });
  return out;
}

export function decideMovement(
  previous: readonly PreviousGroup[],
  K: number,
  unregistered: ReadonlySet<string>,
  withdrawn: ReadonlySet<string>,
  returning: readonly ReturningPlayer[],
  rng: Rng,
): Movement {
  const moves: Move[] = [];
  const withdrawnBack: Mover[] = [];
  const flows: LeagueFlow[] = [];
  const pools: Mover[][][] = [];
  const ownVacancies: number[][] = [];
  const ties: LineTie[] = [];
  for (let k = 1; k <= K; k++) {
    const groups = previous.filter((g) => g.league === k).sort((a, b) => a.group - b.group);
    const { up: canUp, down: canDown } = movementLines(k, K);
    const flow: LeagueFlow = { stayers: [], up: [], down: [], returning: [] };
    const leaguePools: Mover[][] = [];
    const own: number[] = [];
    groups.forEach((g, groupIdx) => {
      const bottomStart = g.players.length - canDown + 1;
      const all = g.players.map((name, i): Mover => ({ name, from: { league: k, group: g.group, place: i + 1 }, groupIdx, slot: 0, result: g.results?.[i] }));
      const leaving = (m: Mover): boolean => unregistered.has(m.name) || withdrawn.has(m.name);
      const registered = all.filter((m) => !leaving(m));
      const ups = registered.slice(0, canUp).map((m, slot) => ({ ...m, slot }));
      const rest = registered.slice(ups.length);
      const stay = rest.filter((m) => m.from.place < bottomStart);
      const bottom = rest.filter((m) => m.from.place >= bottomStart).map((m) => ({ ...m, slot: m.from.place - bottomStart }));
      const leavers = all.filter(leaving);
      own.push(k < K ? leavers.filter((m) => m.from.place < bottomStart).length : 0);
      if (canUp > 0) ties.push(...[lineTie(registered, canUp - 1, 'promotion')].filter((t): t is LineTie => t !== undefined));
      const lastStayer = registered.filter((m) => m.from.place < bottomStart).length - 1;
      if (canDown > 0 && lastStayer >= 0) ties.push(...[lineTie(registered, lastStayer, 'relegation')].filter((t): t is LineTie => t !== undefined));
      for (const m of leavers) {
        const wouldHave = m.from.place <= canUp ? 'moved up' : m.from.place >= bottomStart ? 'moved down' : 'stayed';
        const isWithdrawn = withdrawn.has(m.name) && !unregistered.has(m.name);
        const reason = `${at(m.from)} (would have ${wouldHave}): ${isWithdrawn ? 'withdrawn during the season; may re-register only in the lowest league, ranked with the new players by Elo' : 'unregistered'}`;
        moves.push({ player: m.name, kind: isWithdrawn ? 'withdrawn' : 'unregistered', from: m.from, reason });
        if (isWithdrawn) withdrawnBack.push(m);
      }
      for (const m of ups)
        moves.push({
          player: m.name,
          kind: 'up',
          from: m.from,
          reason: `${at(m.from)}: ${m.from.place <= canUp ? 'moves up' : 'moves up in place of a player above who left'}`,
        });
      for (const m of stay) moves.push({ player: m.name, kind: 'stay', from: m.from, reason: `${at(m.from)}: stays` });
      flow.up.push(...ups);
      flow.stayers.push([...stay]);
      leaguePools.push(bottom);
    });
    flows.push(flow);
    pools.push(leaguePools);
    ownVacancies.push(own);
  }

  const returningLeft: ReturningPlayer[] = [];
  const lots = rng.fork('returning');
  const byLeague = new Map<number, ReturningPlayer[]>();
  for (const r of lots.shuffle(returning).sort((a, b) => b.elo - a.elo)) byLeague.set(r.league, [...(byLeague.get(r.league) ?? []), r]);

  for (let k = 1; k < K; k++) {
    const flow = flows[k - 1];
    const pool = pools[k - 1];
    const own = ownVacancies[k - 1];
    const fromAbove = k > 1 ? flows[k - 2].down.length : 0;
    const size = flow.stayers.reduce((s, g) => s + g.length, 0) + fromAbove + flows[k].up.length;
    let need = leagueCapacity(k) - size;
    for (const r of byLeague.get(k) ?? []) {
      if (need > 0) {
        flow.returning.push(r);
        need -= 1;
        moves.push({
          player: r.name,
          kind: 'returning',
          reason: `returning player (Elo ${r.elo}): back in league ${k}, the league last played in, which has a vacancy`,
        });
      } else returningLeft.push(r);
    }
    const filled = flow.stayers.map(() => 0);
    const bottoms = pool.map((p) => [...p]);
    const vlots = rng.fork(`vacancies-L${k}`);
    const criteria: Criterion<number>[] = [
      { label: 'fewest players remaining in the group', compare: (a, b) => flow.stayers[a].length - flow.stayers[b].length },
      { label: 'fewest vacancies filled in the group so far', compare: (a, b) => filled[a] - filled[b] },
      {
        label: (g, others) =>
          `best season result (${resultText(pool[g][0].result)}; against ${others.map((o) => `${pool[o][0].name}: ${resultText(pool[o][0].result)}`).join('; ')})`,
        compare: (a, b) => compareResults(pool[a][0].result, pool[b][0].result),
      },
    ];
    while (need > 0) {
      const candidates = pool.flatMap((p, g) => (p.length > 0 ? [g] : []));
      if (candidates.length === 0) {
        if (!promoteExtra(flows[k], k, vlots, moves)) break;
        need -= 1;
        continue;
      }
      const owners = candidates.filter((g) => own[g] > 0);
      const { chosen: best, decidedBy } = choose(owners.length > 0 ? owners : candidates, criteria, vlots, 'season results not given');
      const m = pool[best].shift() as Mover;
      flow.stayers[best].push(m);
      need -= 1;
      // A group's own keep counts among its vacancies filled (docs/rules.md §3.9: "fewest vacancies filled so far").
      filled[best] += 1;
      let reason: string;
      if (owners.length > 0) {
        own[best] -= 1;
        reason = `kept in league ${k}: a player of the same group left, so its highest finisher who would have moved down stays`;
        if (owners.length > 1) reason += ` (returning players took some of the league's vacancies; this group's keep was decided by ${decidedBy})`;
      } else {
        reason = `kept in league ${k} to fill a vacancy in the league, decided by ${decidedBy}`;
      }
      moves.push({ player: m.name, kind: 'kept', from: m.from, reason: `${at(m.from)}: ${reason}` });
    }
    ties.push(...vacancyTies(bottoms, pool));
    while (need < 0) {
      need += shrink(flow, flows[k], previous, pool, filled, k, vlots, moves);
    }
    flow.stayers.forEach((s) => s.sort((a, b) => a.from.place - b.from.place));
    for (const m of pool.flat()) {
      flow.down.push(m);
      if (!moves.some((x) => x.player === m.name)) moves.push({ player: m.name, kind: 'down', from: m.from, reason: `${at(m.from)}: moves down` });
    }
  }
  for (const [league, list] of byLeague) if (league >= K) returningLeft.push(...list);
  return { flows, withdrawnBack, returningLeft, moves, ties };
}

/**
 * A league over its size (only with a non-standard previous season): its lowest stayer goes down (the group with
 * the most remaining, then fewest filled, then the worst place), or, with no stayer left, the lowest-placed mover
 * up from below stays there. Returns 1 (one player fewer in the league).
 */
function shrink(
  flow: LeagueFlow,
  below: LeagueFlow,
  previous: readonly PreviousGroup[],
  pool: Mover[][],
  filled: number[],
  k: number,
  rng: Rng,
  moves: Move[],
): number {
  const replace = (m: Mover, move: Move): void => {
    const i = moves.findIndex((x) => x.player === m.name);
    moves[i] = move;
  };
  const candidates = flow.stayers.flatMap((s, g) => (s.length > 0 ? [g] : []));
  if (candidates.length === 0) {
    const worstSlot = Math.max(...below.up.map((m) => m.slot));
    const back = rng.pick(below.up.filter((m) => m.slot === worstSlot));
    below.up.splice(below.up.indexOf(back), 1);
    below.stayers[back.groupIdx].unshift(back);
    replace(back, { player: back.name, kind: 'stay', from: back.from, reason: `${at(back.from)}: stays, league ${k} is full` });
    return 1;
  }
  const last = (g: number): Mover => flow.stayers[g][flow.stayers[g].length - 1];
  const { chosen: worst } = choose(
    candidates,
    [
      { label: 'most players remaining', compare: (a, b) => flow.stayers[b].length - flow.stayers[a].length },
      { label: 'fewest filled', compare: (a, b) => filled[a] - filled[b] },
      { label: 'worst place', compare: (a, b) => last(b).from.place - last(a).from.place },
    ],
    rng,
  );
  const m = flow.stayers[worst].pop() as Mover;
  filled[worst] += 1;
  const n = previous.find((g) => g.league === k && g.group === m.from.group)?.players.length ?? m.from.place;
  pool[worst].unshift({ ...m, slot: Math.max(0, Math.min(RELEGATED_PLACES - 1, m.from.place - (n - RELEGATED_PLACES + 1))) });
  replace(m, {
    player: m.name,
    kind: 'demoted',
    from: m.from,
    reason: `${at(m.from)}: moves down because league ${k} is over its size of ${leagueCapacity(k)}`,
  });
  return 1;
}

/**
 * A league that cannot be filled from its own players who would move down takes one more player up from the
 * league below: the best stayer of the old group that sent the fewest players up, then by season result, then by
 * lot. Returns false when the league below has no stayer left.
 */
function promoteExtra(below: LeagueFlow, k: number, rng: Rng, moves: Move[]): boolean {
  const candidates = below.stayers.flatMap((s, g) => (s.length > 0 ? [g] : []));
  if (candidates.length === 0) return false;
  const upCount = (g: number): number => below.up.filter((m) => m.groupIdx === g).length;
  const { chosen: g, decidedBy } = choose(
    candidates,
    [
      { label: 'the group that sent the fewest players up', compare: (a, b) => upCount(a) - upCount(b) },
      { label: 'best season result', compare: (a, b) => compareResults(below.stayers[a][0].result, below.stayers[b][0].result) },
    ],
    rng,
    'season results not given',
  );
  const m = below.stayers[g].shift() as Mover;
  below.up.push({ ...m, slot: upCount(g) });
  const i = moves.findIndex((x) => x.player === m.name);
  moves[i] = {
    player: m.name,
    kind: 'up',
    from: m.from,
    reason: `${at(m.from)}: moves up to fill league ${k}, which its own players could not fill (${decidedBy})`,
  };
  return true;
}
