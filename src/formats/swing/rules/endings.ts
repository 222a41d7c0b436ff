import type { SwingEndingReason, SwingEndingRule } from './types';

/** Which ending rules a setting turns on. */
export const ENDING_RULES: Readonly<Record<SwingEndingRule, { preferred: boolean; speedUp: boolean }>> = {
  preferred: { preferred: true, speedUp: false },
  'speed-up': { preferred: false, speedUp: true },
  both: { preferred: true, speedUp: true },
};

/** Finale matches after which the speed-up ending adjudicates. */
export const SPEED_UP_MATCHES = 3;

export interface FinaleCheck {
  rule: SwingEndingRule;
  /** The finale's chip loser at its start. */
  chipLoser: number;
  /** Finale matches completed, counting the one just finished. */
  played: number;
  /** An earlier ending met equal chips: this match was the extra one. */
  extraMatch: boolean;
  winner: number;
  loser: number;
  /** Chips after the match. */
  winnerChips: number;
  loserChips: number;
}

export type FinaleOutcome =
  | { kind: 'continue' }
  | { kind: 'extra-match'; reason: SwingEndingReason }
  | { kind: 'end'; reason: SwingEndingReason | null; winner: number; runnerUp: number };

/**
 * After a finale match: a player without chips ends it; the extra match after equal chips ends it (reason null:
 * keep the reason that called for the extra match); the preferred ending (the finale's chip loser lost) or the
 * speed-up ending (three finale matches) end it on current chips, unless the chips are equal — then one more
 * match decides.
 */
export function checkFinale(c: FinaleCheck): FinaleOutcome {
  const byChips = (reason: SwingEndingReason | null): FinaleOutcome =>
    c.winnerChips >= c.loserChips ? { kind: 'end', reason, winner: c.winner, runnerUp: c.loser } : { kind: 'end', reason, winner: c.loser, runnerUp: c.winner };
  if (c.loserChips === 0) return { kind: 'end', reason: 'no-chips', winner: c.winner, runnerUp: c.loser };
  if (c.extraMatch) return byChips(null);
  const rules = ENDING_RULES[c.rule];
  const reason: SwingEndingReason | null =
    rules.preferred && c.loser === c.chipLoser ? 'preferred' : rules.speedUp && c.played >= SPEED_UP_MATCHES ? 'speed-up' : null;
  if (reason === null) return { kind: 'continue' };
  return c.winnerChips === c.loserChips ? { kind: 'extra-match', reason } : byChips(reason);
}

/** The final ranking: winner, runner-up, then the eliminated players in reverse order of elimination. */
export function finalRanking(winner: string, runnerUp: string, eliminated: readonly string[]): string[] {
  const rest = eliminated.filter((p) => p !== runnerUp && p !== winner).reverse();
  return [winner, runnerUp, ...rest];
}
