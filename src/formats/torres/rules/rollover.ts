/**
 * rollOver: next season's leagues and groups from last season's final group orders (docs/rules.md §3.1,
 * §3.8–§3.11). Pure: the seed drives every drawing of lots (one fork per draw) and is returned.
 *
 * - Fictitious players (forfait, Forfait bis, …) are left out first: places count among the real players.
 * - Movement, vacancies and returning players' vacancies: movement.ts. Division into groups: division.ts.
 * - Leagues above the lowest keep their fixed size 10·2^(k−1) in 2^(k−1) groups. The lowest league is filled to
 *   its size in this order: the players relegated into it, its stayers (by place, then season result, then lot),
 *   then the entering players (new players, returning players without a vacancy, re-registering withdrawn
 *   players) by Elo, highest first. Whoever is left over opens a new league below when they are at least 10,
 *   filled the same way; fewer join the lowest league, split into min(2^(k−1), max(1, round(n/10))) groups.
 * - Names are one player when their nameKey matches (docs/rules.md §0.1): last season's spelling is kept.
 */
import { nameKey } from '../../../shared/rules/names';
import { createRng } from '../../../shared/rules/rng';
import { compareResults } from './choose';
import { divideLeague, type Entering } from './division';
import { isForfeitName } from './forfeit';
import { GROUP_SIZE, groupsFor, leagueCapacity, leagueGroups } from './leagues';
import { at, decideMovement, type Mover } from './movement';
import type { LeagueGroup, Move, PreviousGroup, RollOverInput, RollOverResult } from './types';
import { validateRollOver } from './validate';

interface Entrant {
  name: string;
  elo: number | undefined;
  /** Order of listing (new players, then returning, then withdrawn): breaks equal Elo. */
  order: number;
  reason: string;
}

type Item = { kind: 'above' | 'stayer'; m: Mover } | { kind: 'entering'; e: Entrant };

/** Previous groups without fictitious players (and their results), so places count among the real players. */
function realPlayers(previous: readonly PreviousGroup[]): PreviousGroup[] {
  return previous.map((g) => {
    const keep = g.players.map((p, i) => (isForfeitName(p) ? -1 : i)).filter((i) => i >= 0);
    return { league: g.league, group: g.group, players: keep.map((i) => g.players[i]), results: g.results ? keep.map((i) => g.results![i]) : undefined };
  });
}

export function rollOver(input: RollOverInput, seed: string): RollOverResult {
  const K = Math.max(1, validateRollOver(input));
  const rng = createRng(seed);
  const previous = realPlayers(input.previous);
  const spelling = new Map(previous.flatMap((g) => g.players.map((p) => [nameKey(p), p] as [string, string])));
  const asListed = (names: readonly string[] = []): Set<string> => new Set(names.map((n) => spelling.get(nameKey(n)) ?? n));
  const unregistered = asListed(input.unregistered);
  const withdrawn = asListed(input.withdrawn);
  const eloOf = new Map(Object.entries(input.elo ?? {}).map(([n, e]) => [nameKey(n), e]));
  const { flows, withdrawnBack, returningLeft, moves, ties } = decideMovement(
    previous,
    K,
    unregistered,
    withdrawn,
    input.returning ?? [],
    rng.fork('movement'),
  );
  const groupsOf = (k: number): number => previous.filter((g) => g.league === k).length;

  const entrants: Entrant[] = [
    ...input.newPlayers.map((p) => ({ name: p.name, elo: p.elo, reason: `new player (Elo ${p.elo})` })),
    ...returningLeft.map((r) => ({
      name: r.name,
      elo: r.elo,
      reason:
        r.league < K
          ? `returning player (Elo ${r.elo}): no vacancy in league ${r.league}, the league last played in; enters the lowest league by Elo`
          : `returning player (Elo ${r.elo}): enters the lowest league by Elo`,
    })),
    ...withdrawnBack.map((m) => {
      const elo = eloOf.get(nameKey(m.name));
      return {
        name: m.name,
        elo,
        reason: `${at(m.from)}: withdrawn during the season; re-registers in the lowest league, ranked with the new players by Elo (${elo ?? 'none given: after every player with one'})`,
      };
    }),
  ].map((e, order) => ({ ...e, order }));
  entrants.sort((a, b) => (a.elo === undefined ? 1 : 0) - (b.elo === undefined ? 1 : 0) || (b.elo ?? 0) - (a.elo ?? 0) || a.order - b.order);

  const leagues: LeagueGroup[] = [];
  const placedIn = new Map<string, { league: number; group: number }>();
  const notes = new Map<string, string>();
  const place = (k: number, groups: string[][], rebalanced: readonly { name: string }[]): void => {
    groups.forEach((players, g) => {
      leagues.push({ league: k, group: g + 1, players });
      for (const name of players) placedIn.set(name, { league: k, group: g + 1 });
    });
    for (const r of rebalanced) notes.set(r.name, `${notes.get(r.name) ?? ''} (placed by lot to keep group sizes within one)`);
  };

  for (let k = 1; k < K; k++) {
    const flow = flows[k - 1];
    const returningHere = flow.returning.map((r, rank) => ({ name: r.name, rank }));
    const division = divideLeague(
      {
        groups: leagueGroups(k),
        fromAbove: k > 1 ? flows[k - 2].down : [],
        aboveGroups: groupsOf(k - 1),
        stayers: flow.stayers,
        fromBelow: flows[k].up,
        belowGroups: groupsOf(k + 1),
        entering: returningHere,
      },
      rng.fork(`division-L${k}`),
    );
    place(k, division.groups, division.rebalanced);
  }

  // The lowest league, filled to its size; at least 10 left over open a new league below (docs/rules.md §3.1).
  const lowest = flows[K - 1];
  const stayerLots = rng.fork('lowest-order');
  const stayers = stayerLots.shuffle(lowest.stayers.flat()).sort((a, b) => a.from.place - b.from.place || (compareResults(a.result, b.result) ?? 0));
  let rest: Item[] = [
    ...(K > 1 ? flows[K - 2].down : []).map((m): Item => ({ kind: 'above', m })),
    ...stayers.map((m): Item => ({ kind: 'stayer', m })),
    ...entrants.map((e): Item => ({ kind: 'entering', e })),
  ];
  for (let k = K; rest.length > 0; k++) {
    const opens = rest.length - leagueCapacity(k) >= GROUP_SIZE;
    const here = opens ? rest.slice(0, leagueCapacity(k)) : rest;
    rest = opens ? rest.slice(leagueCapacity(k)) : [];
    const movers = here.flatMap((i) => (i.kind === 'entering' ? [] : [i.m]));
    const entering: Entering[] = here.flatMap((i, rank) => (i.kind === 'entering' ? [{ name: i.e.name, rank }] : []));
    const groups = groupsFor(k, here.length, !opens);
    const input =
      k === K
        ? { fromAbove: movers.filter((m) => m.from.league < K), aboveGroups: groupsOf(K - 1), stayers: byOldGroup(movers.filter((m) => m.from.league === K)) }
        : { fromAbove: [], aboveGroups: 0, stayers: byOldGroup(movers) };
    const division = divideLeague({ groups, ...input, fromBelow: [], belowGroups: 0, entering }, rng.fork(`division-L${k}`));
    place(k, division.groups, division.rebalanced);
    if (k > K)
      for (const m of movers)
        notes.set(m.name, `; league ${k - 1} is full (${leagueCapacity(k - 1)} players), so the lowest-ranked play in league ${k}, a new league`);
    if (opens)
      for (const i of rest)
        if (i.kind === 'entering') i.e.reason += `; league ${k} is full, the ${rest.length} players ranked after its ${leagueCapacity(k)} open league ${k + 1}`;
  }

  const withTo: Move[] = moves.map((m) => {
    const to = placedIn.get(m.player);
    if (!to) return m;
    const note = notes.get(m.player) ?? '';
    const kind = m.kind === 'stay' && to.league > (m.from?.league ?? 0) ? 'down' : m.kind;
    return { ...m, kind, to, reason: `${m.reason}${note}; league ${to.league} group ${to.group}` };
  });
  for (const e of entrants) {
    const to = placedIn.get(e.name) as { league: number; group: number };
    const i = withTo.findIndex((m) => m.player === e.name);
    const move: Move = {
      player: e.name,
      kind: i >= 0 ? withTo[i].kind : input.newPlayers.some((p) => p.name === e.name) ? 'new' : 'returning',
      to,
      reason: `${e.reason}${notes.get(e.name) ?? ''}: league ${to.league} group ${to.group}`,
    };
    if (i >= 0) withTo[i] = { ...withTo[i], to, reason: move.reason };
    else withTo.push(move);
  }
  return { leagues, moves: withTo, seed: rng.seed, ties };
}

/** Movers listed by their old group (index within its league), best place first: the division's stayers. */
function byOldGroup(movers: readonly Mover[]): Mover[][] {
  const out: Mover[][] = [];
  for (const m of movers) (out[m.groupIdx] ??= []).push(m);
  return out.filter((g) => g !== undefined).map((g) => g.sort((a, b) => a.from.place - b.from.place));
}
