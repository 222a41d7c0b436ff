/**
 * GBQ, "games behind the last definite qualification place" (docs/rules.md §5.3, rounding §5.4).
 *
 * GBQ(player) = D(reference) − D(player), rounded to the step (halves away from zero); negative means ahead
 * of the line. "wbq" is the 2003 WTTC variant: ĝ·(win+loss)/(win−loss)·(TP%(reference) − TP%(player)),
 * which is 2·ĝ·(TP%(ref) − TP%(player)) at the standard 15–5; a player without games counts as 50 %.
 */
import { Fraction, fraction, toMicros } from './decimal';
import { GbqReference, referenceIndex } from './order';
import { GbqPlayer, GbqScoring, margin, playerProblem, ScaledPlayer, ScaledScoring, scalePlayer, scaleScoring, STANDARD_SCORING } from './player';
import { roundToStep } from './round';

export interface GbqOptions extends Partial<GbqScoring> {
  /** Number of definite qualification places q (1 … number of players). */
  readonly qualifiers: number;
  /** Who is the reference: "tp" (default), "gbq" or "wbq". */
  readonly reference?: GbqReference;
  /** Rounding step, default 0.5; 0 = no rounding. */
  readonly step?: number;
}

function checked(players: readonly GbqPlayer[], options: GbqOptions): { scaled: ScaledPlayer[]; scoring: ScaledScoring; ref: number } {
  const raw: GbqScoring = { winTp: options.winTp ?? STANDARD_SCORING.winTp, lossTp: options.lossTp ?? STANDARD_SCORING.lossTp };
  const scoring = scaleScoring(raw);
  const scaled = players.map((p, i) => {
    const problem = playerProblem(p, raw);
    if (problem) throw new RangeError(`player ${i + 1}: TPs ${p.tp} ${problem}`);
    return scalePlayer(p, scoring);
  });
  const ref = referenceIndex(scaled, options.qualifiers, options.reference ?? 'tp');
  return { scaled, scoring, ref };
}

/** WBQ of every player, exactly. */
function wbqExact(players: readonly ScaledPlayer[], scoring: ScaledScoring, ref: number): Fraction[] {
  const n = BigInt(players.length);
  let total = 0n;
  for (const p of players) total += p.games;
  // A player's rate TP/games as a/b; no games: the neutral (win+loss)/2.
  const rate = (p: ScaledPlayer): [bigint, bigint] => (p.games > 0n ? [p.tp, p.games] : [scoring.win + scoring.loss, 2n]);
  const [ar, br] = rate(players[ref]);
  const spread = scoring.win - scoring.loss;
  return players.map((p) => {
    const [ap, bp] = rate(p);
    return fraction(total * (ar * bp - ap * br), n * spread * br * bp);
  });
}

/** Unrounded GBQ (or WBQ) of every player as exact fractions, in row order. */
export function gbqExact(players: readonly GbqPlayer[], options: GbqOptions): Fraction[] {
  const { scaled, scoring, ref } = checked(players, options);
  if (options.reference === 'wbq') return wbqExact(scaled, scoring, ref);
  const den = margin(scaled[ref], scoring).den;
  const refNum = scaled[ref].dNum;
  return scaled.map((p) => fraction(refNum - p.dNum, den));
}

/** GBQ (or WBQ) of every player, rounded to the step, in row order. Throws RangeError on bad input. */
export function gbq(players: readonly GbqPlayer[], options: GbqOptions): number[] {
  const step = toMicros(options.step ?? 0.5);
  if (step < 0n) throw new RangeError('the step must not be negative');
  return gbqExact(players, options).map((f) => roundToStep(f, step));
}
