/**
 * TORRES group standings (docs/rules.md §3.5): totals over the games, then the ranking
 *   1. VP, high first;  2. particular-points difference, high first;  3. particular points, high first;
 *   4. Elo at the start of the championship, low first (or high first with eloOrder "high"); a player
 *      without an Elo ranks after every player with one on this criterion (two without Elo are equal on it).
 * Players equal on all four share the rank (1, 2, 2, 4); the table keeps them in order of first appearance.
 */
import { DEFAULT_VP_BY_PLACE, GamePoints, scoreGame, vpTable } from './vp';

export type EloOrder = 'low' | 'high';

export interface TorresGame {
  /** Player names, one per seat; each at most once. */
  readonly players: readonly string[];
  /** Particular points per player (same order), or "D" for a delayed player. */
  readonly points: readonly GamePoints[];
}

export interface RankOptions {
  readonly vpByPlace?: readonly number[];
  readonly elo?: ReadonlyMap<string, number>;
  readonly eloOrder?: EloOrder;
}

export interface Standing {
  readonly rank: number;
  readonly player: string;
  readonly vp: number;
  readonly difference: number;
  readonly points: number;
  readonly games: number;
}

interface Tally {
  player: string;
  order: number;
  vpUnits: number;
  difference: number;
  points: number;
  games: number;
  elo: number | undefined;
}

/**
 * Standings of a group. `roster` lists players in display order (players who have not played yet appear
 * with zeros); players found only in games are added after them, in order of first appearance.
 */
export function torresStandings(roster: readonly string[], games: readonly TorresGame[], options: RankOptions = {}): Standing[] {
  const table = vpTable(options.vpByPlace ?? DEFAULT_VP_BY_PLACE);
  const elo = options.elo ?? new Map<string, number>();
  const tallies = new Map<string, Tally>();
  const tally = (player: string): Tally => {
    let t = tallies.get(player);
    if (!t) {
      t = { player, order: tallies.size, vpUnits: 0, difference: 0, points: 0, games: 0, elo: elo.get(player) };
      tallies.set(player, t);
    }
    return t;
  };
  for (const p of roster) tally(p);
  games.forEach((game, g) => {
    if (game.players.length !== game.points.length) throw new RangeError(`game ${g + 1}: one points value per player`);
    if (new Set(game.players).size !== game.players.length) throw new RangeError(`game ${g + 1}: a player appears twice`);
    const score = scoreGame(game.points, table);
    game.players.forEach((p, i) => {
      const t = tally(p);
      t.vpUnits += score.vpUnits[i];
      t.difference += score.difference[i];
      t.points += score.points[i];
      t.games += 1;
    });
  });
  const eloSign = options.eloOrder === 'high' ? -1 : 1;
  const criteria = (a: Tally, b: Tally): number => {
    if (a.vpUnits !== b.vpUnits) return b.vpUnits - a.vpUnits;
    if (a.difference !== b.difference) return b.difference - a.difference;
    if (a.points !== b.points) return b.points - a.points;
    if (a.elo === undefined || b.elo === undefined) return (a.elo === undefined ? 1 : 0) - (b.elo === undefined ? 1 : 0);
    return eloSign * (a.elo - b.elo);
  };
  const sorted = [...tallies.values()].sort((a, b) => criteria(a, b) || a.order - b.order);
  const out: Standing[] = [];
  sorted.forEach((t, i) => {
    const rank = i > 0 && criteria(sorted[i - 1], t) === 0 ? out[i - 1].rank : i + 1;
    out.push({ rank, player: t.player, vp: t.vpUnits / table.perVp, difference: t.difference, points: t.points, games: t.games });
  });
  return out;
}
