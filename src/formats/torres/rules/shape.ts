/**
 * The shape of a TORRES group schedule before anyone is seated: how many games each player gets and how many
 * four- and three-player games fill the seats.
 *
 * - games per player g = the whole number nearest to 2(v−1)/3 (never a tie: 2(v−1)/3 is never k + ½), at least 1;
 * - seats = v·g, the same number of games for everyone (seats = 4a + 3b is always solvable for seats ≥ 6, so the
 *   "±1 when seats do not divide evenly" escape is never needed from v = 3 up);
 * - as many four-player games as possible: b = the fewest three-player games with 3b ≡ seats (mod 4).
 */
export interface ScheduleShape {
  players: number;
  gamesPerPlayer: number;
  fourPlayerGames: number;
  threePlayerGames: number;
}

export function scheduleShape(v: number): ScheduleShape {
  if (!Number.isInteger(v) || v < 3) throw new RangeError(`A TORRES group needs at least 3 players (got ${v})`);
  const gamesPerPlayer = Math.max(1, Math.round((2 * (v - 1)) / 3));
  const seats = v * gamesPerPlayer;
  // 3b ≡ seats (mod 4) ⇔ b ≡ −seats (mod 4).
  const threePlayerGames = (4 - (seats % 4)) % 4;
  const fourPlayerGames = (seats - 3 * threePlayerGames) / 4;
  if (fourPlayerGames < 0) throw new RangeError(`Cannot seat ${v} players in 3- and 4-player games`);
  return { players: v, gamesPerPlayer, fourPlayerGames, threePlayerGames };
}

/** The least possible Σ meetings² for this shape: every pair meets ⌊T/P⌋ or ⌈T/P⌉ times (T pair-meetings, P pairs). */
export function pairBalanceBound(shape: ScheduleShape): { floor: number; bound: number } {
  const { players: v, fourPlayerGames: a, threePlayerGames: b } = shape;
  const total = 6 * a + 3 * b;
  const pairs = (v * (v - 1)) / 2;
  const floor = Math.floor(total / pairs);
  const extra = total - floor * pairs;
  return { floor, bound: extra * (floor + 1) ** 2 + (pairs - extra) * floor ** 2 };
}
