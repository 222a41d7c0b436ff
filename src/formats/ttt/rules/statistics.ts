/**
 * Statistics of a TTT set (docs/rules.md §1.12), one line per entry of a group (a player with entries in two groups
 * has a line in each): played, W1 … LT, points, points per game, gammon rate — from the group's standings
 * (tttStandings: the scoring, adjudicated timeouts and removed players as ruled there).
 *
 * Rulings:
 * - An adjudicated timeout counts under WT for its winner (with the adjudicated score) and LT for the other.
 * - A removed player's games are left out for both players; the removed player's line is all zeros.
 * - Points per game = points ÷ played, null with no game played. Gammon rate = (W2 + W3) ÷ (W1 + W2 + W3): wins by
 *   timeout are left out; null with no such win.
 *
 * The Stats sheet computes the same with built-in formulas (sheets/stats.ts); a property test ties the two cell for
 * cell (sheets/stats.tie.test.ts).
 */
import { nameKey } from '../../../shared/rules/names';
import type { PublishedGroup } from './publish';
import type { TttScoring } from './scores';
import { NOTE_REMOVED, tttStandings } from './standings';

export interface EntryStatistics {
  group: string;
  player: string;
  played: number;
  /** W1 W2 W3 L1 L2 L3 WT LT. */
  counts: readonly number[];
  points: number;
  pointsPerGame: number | null;
  gammonRate: number | null;
  removed: boolean;
}

/** The group's lines, in the order the players first appear in the games. */
export function groupStatistics(group: PublishedGroup, scoring: TttScoring): EntryStatistics[] {
  const standings = new Map(tttStandings(group.games, scoring, group.removed).map((r) => [nameKey(r.player), r]));
  const order = [...new Set(group.games.flatMap((g) => [nameKey(g.first), nameKey(g.second)]))];
  return order.map((key) => {
    const r = standings.get(key)!;
    const [w1, w2, w3] = r.counts;
    const wins = w1 + w2 + w3;
    return {
      group: group.name,
      player: r.player,
      played: r.played,
      counts: r.counts,
      points: r.points,
      pointsPerGame: r.played > 0 ? r.points / r.played : null,
      gammonRate: wins > 0 ? (w2 + w3) / wins : null,
      removed: r.note === NOTE_REMOVED,
    };
  });
}
