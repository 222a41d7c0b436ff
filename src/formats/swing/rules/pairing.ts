/**
 * Assignment of waiting players (docs/rules.md §4.5): the chip leader plays the chip loser, repeat while two or more wait.
 * Players are indices into the player list throughout.
 */

export type TieRole = 'leader' | 'loser';
/** Breaks a tie that chips one result earlier could not: gets the tied players in list order, returns one. */
export type TieBreak = (tied: readonly number[], role: TieRole) => number;

export interface PairingInput {
  /** Waiting players (not eliminated, not assigned), in list order. */
  waiting: readonly number[];
  /** Chips now. */
  chips: readonly number[];
  /** Chips one result earlier. */
  previous: readonly number[];
  /** Each player's last opponent, -1 before their first match. */
  lastOpponent: readonly number[];
  /** In the finale the no-rematch rule is off. */
  allowRematch: boolean;
  breakTie: TieBreak;
}

/** Keeps the candidates with the most (sign 1) or fewest (sign -1) of a score. */
function extremes(candidates: readonly number[], score: readonly number[], sign: 1 | -1): number[] {
  let best = -Infinity;
  let out: number[] = [];
  for (const p of candidates) {
    const s = sign * score[p];
    if (s > best) {
      best = s;
      out = [p];
    } else if (s === best) out.push(p);
  }
  return out;
}

/**
 * The chip leader (role "leader": most chips) or chip loser ("loser": fewest) among candidates in list order.
 * Ties: more (fewer) chips one result earlier; still tied: breakTie.
 */
export function pickExtreme(candidates: readonly number[], chips: readonly number[], previous: readonly number[], role: TieRole, breakTie: TieBreak): number {
  const sign = role === 'leader' ? 1 : -1;
  const now = extremes(candidates, chips, sign);
  if (now.length === 1) return now[0];
  const before = extremes(now, previous, sign);
  return before.length === 1 ? before[0] : breakTie(before, role);
}

/** True when a and b met in the last match of either of them. */
export function isRematch(a: number, b: number, lastOpponent: readonly number[]): boolean {
  return lastOpponent[a] === b || lastOpponent[b] === a;
}

/**
 * Pairs the waiting players: the chip leader takes the chip loser; if that would be a rematch of either one's
 * last match (before the finale), the leader takes the lowest waiting player who is not, or — when everyone left
 * would be a rematch — waits, and the others are paired in the same way. Returns [leader, opponent] pairs in
 * order of assignment.
 */
export function pairWaiting(input: PairingInput): [number, number][] {
  const { chips, previous, lastOpponent, allowRematch, breakTie } = input;
  let pool = input.waiting.slice();
  const pairs: [number, number][] = [];
  while (pool.length >= 2) {
    const leader = pickExtreme(pool, chips, previous, 'leader', breakTie);
    const rest = pool.filter((p) => p !== leader);
    const eligible = allowRematch ? rest : rest.filter((p) => !isRematch(leader, p, lastOpponent));
    if (eligible.length > 0) {
      const opponent = pickExtreme(eligible, chips, previous, 'loser', breakTie);
      pairs.push([leader, opponent]);
      pool = rest.filter((p) => p !== opponent);
    } else {
      pool = rest; // the leader waits
    }
  }
  return pairs;
}
