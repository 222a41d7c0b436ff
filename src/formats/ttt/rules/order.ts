/**
 * Strength order for the snake: rated players by rating, highest first; equal ratings in an order drawn by lot
 * (seeded); then unrated players in sign-up order (ruling: an unrated player is not guessed at).
 */
import type { Rng } from '../../../shared/rules/rng';
import type { Player } from './signups';

export function strengthOrder(players: readonly Player[], rng: Rng): Player[] {
  const lot = new Map<number, number>();
  rng.shuffle(players.map((p) => p.index)).forEach((index, rank) => lot.set(index, rank));
  const rated = players.filter((p) => p.rating !== null);
  const unrated = players.filter((p) => p.rating === null);
  rated.sort((a, b) => (b.rating as number) - (a.rating as number) || (lot.get(a.index) ?? 0) - (lot.get(b.index) ?? 0));
  return [...rated, ...unrated];
}
