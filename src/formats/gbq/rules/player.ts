/**
 * A GBQ player and their standard margin D, held exactly.
 *
 * D = (TP − games·(win+loss)/2) / (win − loss): half the number of "standard" wins less losses that the TPs
 * are worth (docs/rules.md §5.2; 80 TPs from 6 games are 4 more standard wins than losses, D = 2), so that GBQ,
 * D(reference) − D(player), counts games behind as other sports do. With the Tantrix standard 15–5 this is
 * (TP − 10·games) / 10.
 */
import { Fraction, fraction, toMicros } from './decimal';

export interface GbqPlayer {
  /** Tournament points so far. */
  readonly tp: number;
  /** Games played so far (a whole number, 0 or more). */
  readonly games: number;
}

/** TPs a won and a lost standard game score. */
export interface GbqScoring {
  readonly winTp: number;
  readonly lossTp: number;
}

export const STANDARD_SCORING: GbqScoring = { winTp: 15, lossTp: 5 };

/**
 * What is wrong with a player's row, as a phrase that follows the TPs value ("12 has TPs but …"), or null
 * when the row is fine.
 */
export function playerProblem(player: GbqPlayer, scoring: GbqScoring): string | null {
  const { tp, games } = player;
  if (!Number.isInteger(games) || games < 0) return `has ${games} games played; use a whole number of games, 0 or more`;
  if (!Number.isFinite(tp) || tp < 0) return 'is negative; use TPs of 0 or more';
  if (tp > 1e9) return 'is too large; use TPs below 1000000000';
  if (games === 0 && tp > 0) return 'has no games played beside it; enter the games played (TPs need at least 1 game)';
  const most = (scoring.winTp + scoring.lossTp) * games;
  if (tp > most) return `is more than ${games} game(s) can share out (${most} TPs); check the TPs and games`;
  return null;
}

/** The scoring checked and in millionths. */
export interface ScaledScoring {
  readonly win: bigint;
  readonly loss: bigint;
}

export function scaleScoring(scoring: GbqScoring): ScaledScoring {
  const win = toMicros(scoring.winTp);
  const loss = toMicros(scoring.lossTp);
  if (win <= loss) throw new RangeError('win_tp must be more than loss_tp');
  return { win, loss };
}

/** A player in exact terms: TPs in millionths, games as a BigInt. */
export interface ScaledPlayer {
  readonly tp: bigint;
  readonly games: bigint;
  /** Numerator of D over the common denominator 2·(win − loss): 2·TP − games·(win + loss). */
  readonly dNum: bigint;
  /** Float images of TP/games and of dNum, monotone in the exact values: for quick comparisons. */
  readonly pctKey: number;
  readonly dKey: number;
}

export function scalePlayer(player: GbqPlayer, scoring: ScaledScoring): ScaledPlayer {
  const tp = toMicros(player.tp);
  const games = BigInt(player.games);
  const dNum = 2n * tp - games * (scoring.win + scoring.loss);
  return {
    tp,
    games,
    dNum,
    pctKey: player.games > 0 ? Number(tp) / player.games : 0,
    dKey: Number(dNum),
  };
}

/** D of a scaled player, exactly. */
export function margin(player: ScaledPlayer, scoring: ScaledScoring): Fraction {
  return fraction(player.dNum, 2n * (scoring.win - scoring.loss));
}
