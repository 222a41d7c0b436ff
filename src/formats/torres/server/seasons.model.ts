/**
 * A second model of the TORRES rules, written for the two-season test from docs/rules.md §3 alone (no import from
 * rules/): a group's standings from the typed games, and each player's league next season. It refuses (throws)
 * wherever the real code would draw lots, so a scenario checked with it is decided by the rules only.
 */
export interface ModelGame {
  players: string[];
  /** As typed: a number, or "D 95". */
  points: (number | string)[];
}

export interface ModelStanding {
  player: string;
  vp: number;
  difference: number;
  points: number;
}

/** §3.3–§3.6: places by points, 8/4/2/1 shared on ties, delayed players last with 0 VP, their score counted. */
export function modelStandings(roster: readonly string[], games: readonly ModelGame[], elo: ReadonlyMap<string, number>): ModelStanding[] {
  const table = new Map<string, ModelStanding>();
  const row = (p: string): ModelStanding => table.get(p) ?? (table.set(p, { player: p, vp: 0, difference: 0, points: 0 }), table.get(p)!);
  roster.forEach(row);
  for (const g of games) {
    const score = g.points.map((v) => (typeof v === 'number' ? v : Number(v.replace(/^D\s*/i, ''))));
    const delayed = g.points.map((v) => typeof v !== 'number');
    const total = score.reduce((a, b) => a + b, 0);
    const vpOfPlace = [8, 4, 2, 1];
    g.players.forEach((p, i) => {
      const r = row(p);
      r.points += score[i];
      r.difference += g.players.length * score[i] - total;
      if (delayed[i]) return;
      const above = g.players.filter((_, j) => !delayed[j] && score[j] > score[i]).length;
      const level = g.players.filter((_, j) => !delayed[j] && score[j] === score[i]).length;
      let sum = 0;
      for (let place = above; place < above + level; place++) sum += vpOfPlace[place];
      r.vp += sum / level;
    });
  }
  const eloKey = (p: string) => elo.get(p) ?? Infinity;
  return [...table.values()].sort((a, b) => b.vp - a.vp || b.difference - a.difference || b.points - a.points || eloKey(a.player) - eloKey(b.player));
}

export interface ModelGroup {
  league: number;
  /** Final order with season results; fictitious players included (they are left out here). */
  standings: ModelStanding[];
}

const cap = (k: number) => 10 * 2 ** (k - 1);
const fictitious = (p: string) => /^forfait( (bis|tierce|quarter|\d+))?$/i.test(p);
const better = (a: ModelStanding, b: ModelStanding) => b.vp - a.vp || b.difference - a.difference || b.points - a.points;

/** §3.1, §3.8–§3.10: the league of every player next season. */
export function modelNextLeagues(
  groups: readonly ModelGroup[],
  leaving: { unregistered: readonly string[]; withdrawn: readonly string[] },
  returning: readonly { name: string; elo: number; league: number }[],
  newPlayers: readonly { name: string; elo: number }[],
  elo: ReadonlyMap<string, number>,
): Map<string, number> {
  const K = Math.max(...groups.map((g) => g.league));
  const out = new Map<string, number>();
  const gone = new Set([...leaving.unregistered, ...leaving.withdrawn]);
  type G = { league: number; up: ModelStanding[]; stay: ModelStanding[]; bottom: ModelStanding[]; own: number };
  const gs: G[] = groups.map((g) => {
    const real = g.standings.filter((s) => !fictitious(s.player));
    const n = real.length;
    const down = g.league < K ? 4 : 0;
    const registered = real.filter((s) => !gone.has(s.player));
    const up = g.league > 1 ? registered.slice(0, 2) : [];
    const rest = registered.filter((s) => !up.includes(s));
    const placeOf = (s: ModelStanding) => real.indexOf(s) + 1;
    return {
      league: g.league,
      up,
      stay: rest.filter((s) => placeOf(s) <= n - down),
      bottom: rest.filter((s) => placeOf(s) > n - down),
      own: real.filter((s) => gone.has(s.player) && placeOf(s) <= n - down).length,
    };
  });
  const entering: { name: string; elo: number }[] = [...newPlayers];
  for (const w of leaving.withdrawn) if (!leaving.unregistered.includes(w)) entering.push({ name: w, elo: elo.get(w) ?? -Infinity });
  let downFromAbove: string[] = [];
  for (let k = 1; k < K; k++) {
    const here = gs.filter((g) => g.league === k);
    const upFromBelow = gs.filter((g) => g.league === k + 1).flatMap((g) => g.up);
    let need = cap(k) - here.reduce((n, g) => n + g.stay.length, 0) - downFromAbove.length - upFromBelow.length;
    for (const r of returning.filter((x) => x.league === k).sort((a, b) => b.elo - a.elo)) {
      if (need > 0) {
        out.set(r.name, k);
        need--;
      } else entering.push(r);
    }
    const filled = here.map(() => 0);
    while (need > 0) {
      const owners = here.filter((g) => g.own > 0 && g.bottom.length > 0);
      const pool = owners.length > 0 ? owners : here.filter((g) => g.bottom.length > 0);
      if (pool.length === 0) throw new Error('model: a league cannot be filled (not modelled)');
      let best = pool;
      const narrow = (f: (g: G) => number) => {
        const low = Math.min(...best.map(f));
        best = best.filter((g) => f(g) === low);
      };
      if (owners.length === 0) {
        narrow((g) => g.stay.length);
        narrow((g) => filled[here.indexOf(g)]);
      }
      if (best.length > 1) {
        best.sort((a, b) => better(a.bottom[0], b.bottom[0]));
        if (better(best[0].bottom[0], best[1].bottom[0]) === 0) throw new Error('model: this keep would be drawn by lot');
      }
      const g = best[0];
      g.stay.push(g.bottom.shift()!);
      if (owners.length > 0) g.own--;
      else filled[here.indexOf(g)]++;
      need--;
    }
    if (need < 0) throw new Error('model: an over-full league is not modelled');
    for (const g of here) for (const s of [...g.stay]) out.set(s.player, k);
    for (const s of upFromBelow) out.set(s.player, k);
    for (const p of downFromAbove) out.set(p, k);
    downFromAbove = here.flatMap((g) => g.bottom.map((s) => s.player));
  }
  for (const r of returning.filter((x) => x.league >= K)) entering.push(r);
  const lowest = gs.filter((g) => g.league === K);
  const stayOrder = lowest
    .flatMap((g) => g.stay)
    .sort((a, b) => {
      const pa = groups
        .find((g) => g.standings.includes(a))!
        .standings.filter((x) => !fictitious(x.player))
        .indexOf(a);
      const pb = groups
        .find((g) => g.standings.includes(b))!
        .standings.filter((x) => !fictitious(x.player))
        .indexOf(b);
      return pa - pb || better(a, b);
    })
    .map((s) => s.player);
  let queue = [...downFromAbove, ...stayOrder, ...entering.sort((a, b) => b.elo - a.elo).map((e) => e.name)];
  for (let k = K; queue.length > 0; k++) {
    const take = queue.length - cap(k) >= 10 ? cap(k) : queue.length;
    for (const p of queue.slice(0, take)) out.set(p, k);
    queue = queue.slice(take);
  }
  return out;
}
