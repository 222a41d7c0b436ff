/**
 * Berger tables (FIDE Handbook C.05, Annex 1): the round-robin schedule chess uses, identical to FIDE's printed
 * tables round by round, board by board, with the same player named first (White).
 *
 * In a TTT the first-named player is the one who sends the invitation (docs/rules.md §1.8), so a Berger table also tells
 * every player which half of their games they invite.
 *
 * Construction for an even number of players n (m = n − 1 players rotate, player n is fixed):
 * - round r lists the rotating players as the sequence s = (a, a+1, …, a+m−1) (mod m, numbered 1..m),
 *   starting at a = 1 + (r − 1)·n/2 (mod m); each round moves the sequence n/2 places on
 *   (the same as moving it back n/2 − 1 places: FIDE's "rotate by n/2 − 1 steps");
 * - board 1: s₀ against player n; s₀ is first-named in odd rounds, player n in even rounds (player n alternates);
 * - board k (k = 2 … n/2): s₍k−1₎ first-named against s₍n−k₎.
 *
 * Odd n: FIDE uses the table for n + 1 and the opponent of player n + 1 has the bye. Ruling: the bye pairing is
 * OMITTED, so every round has (n − 1)/2 games and the boards keep the FIDE order (board 1, the bye, is gone).
 * The number of rounds is n − 1 for even n and n for odd n.
 */

/** One game: [first-named (White, inviter), second-named] player numbers, 1-based. */
export type Pairing = [number, number];
/** Rounds of games, each in FIDE board order. */
export type Rounds = Pairing[][];

/** Player n's partner and board order for one round of the even table. */
function evenRound(n: number, round: number): Pairing[] {
  const m = n - 1;
  const half = n / 2;
  const start = ((round - 1) * half) % m; // 0-based index of s₀
  const s = (k: number): number => ((start + k) % m) + 1;
  const first: Pairing = round % 2 === 1 ? [s(0), n] : [n, s(0)];
  const rest = Array.from({ length: half - 1 }, (_, i): Pairing => [s(i + 1), s(m - 1 - i)]);
  return [first, ...rest];
}

/** The full FIDE table for an even number of players (every round has n/2 boards). */
export function bergerTableEven(n: number): Rounds {
  if (!Number.isInteger(n) || n < 2 || n % 2 !== 0) throw new RangeError(`bergerTableEven: ${n} is not an even number ≥ 2`);
  return Array.from({ length: n - 1 }, (_, r) => evenRound(n, r + 1));
}

/**
 * The rounds of a single round robin of n players (n ≥ 2), in FIDE order. Odd n: the table for n + 1 with the
 * bye pairings (against the dummy player n + 1) left out.
 */
export function bergerRounds(n: number): Rounds {
  if (!Number.isInteger(n) || n < 2) throw new RangeError(`a round robin needs a whole number of players ≥ 2, not ${n}`);
  if (n % 2 === 0) return bergerTableEven(n);
  const dummy = n + 1;
  return bergerTableEven(dummy).map((round) => round.filter(([a, b]) => a !== dummy && b !== dummy));
}

/** Number of rounds of a single round robin: n − 1 for even n, n for odd n. */
export function roundCount(n: number): number {
  return n % 2 === 0 ? n - 1 : n;
}
