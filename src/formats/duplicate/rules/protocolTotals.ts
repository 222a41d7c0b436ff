/**
 * A duplicate protocol's totals in TypeScript (docs/rules.md §2.3–§2.6): SMP, IMP and VP per game and per match, the
 * same rules the protocol sheet's formulas compute (sheets/protocol.ts). The tests compare the two, and publishing
 * (server/publish.ts) scores the results typed on the protocols with it at run time.
 */
import { fairbgScoring, validateGames, type DuplicateScoring, type Room, type Side } from './match';
import { isBlank as blank } from '../../../shared/rules/input';

export interface GameResult {
  game: number;
  room: Room;
  /** Blank (undefined, null, "") = not played yet. */
  outcome?: string | number | null;
  /** Cube value; blank = 1. */
  cube?: number | null;
  /** Which team won the game; blank when not played. */
  winner?: Side | '' | null;
  /** Who proposed the last double (recorded, not scored). */
  proposedBy?: Side | '' | null;
}

export interface ScoredGame {
  game: number;
  room: Room;
  played: boolean;
  winner: Side | null;
  /** SMP of the game, to the winner's team (0 when not played). */
  smp: number;
  /** IMP of the game, to the winner's team (0 when not played). */
  imp: number;
}

export interface ProtocolTotals {
  games: ScoredGame[];
  impA: number;
  impB: number;
  /** impA − impB. */
  difference: number;
  /** Games with a result, over both rooms. */
  played: number;
  /** True when every game of both rooms has a result. */
  complete: boolean;
  /** VP of each team: only once the match is complete, null before. */
  vpA: number | null;
  vpB: number | null;
}

/**
 * Totals of a protocol: each played game's SMP and IMP go to the winner's team; IMP are summed per team; VP from
 * the IMP difference over 2 × games games (the loser gets 30 − VP). Unplayed games (blank outcome and winner) count
 * nothing, and VP stay null until every game is played.
 */
export function protocolTotals(results: readonly GameResult[], games: number, scoring: DuplicateScoring = fairbgScoring()): ProtocolTotals {
  const n = validateGames(games);
  const seen = new Set<string>();
  const scored: ScoredGame[] = [];
  let impA = 0;
  let impB = 0;
  for (const r of results) {
    if (!Number.isInteger(r.game) || r.game < 1 || r.game > n) {
      throw new Error(`Protocol: game number ${String(r.game)} is outside 1–${n}`);
    }
    if (r.room !== 'O' && r.room !== 'C') throw new Error(`Protocol: game ${r.game}: room must be O or C`);
    const where = `game ${r.game} ${r.room}`;
    if (seen.has(where)) throw new Error(`Protocol: ${where} is given twice`);
    seen.add(where);
    if (!blank(r.proposedBy) && r.proposedBy !== 'A' && r.proposedBy !== 'B') {
      throw new Error(`Protocol: ${where}: the double was proposed by team A or team B`);
    }
    const noOutcome = blank(r.outcome);
    const noWinner = blank(r.winner);
    if (noOutcome && noWinner) {
      scored.push({ game: r.game, room: r.room, played: false, winner: null, smp: 0, imp: 0 });
      continue;
    }
    if (noWinner) throw new Error(`Protocol: ${where} has an outcome but no winner; say which team won`);
    if (noOutcome) throw new Error(`Protocol: ${where} has a winner but no outcome; give checkers left, gammon, pass or triple`);
    if (r.winner !== 'A' && r.winner !== 'B') throw new Error(`Protocol: ${where}: the winner is team A or team B`);
    const cube = blank(r.cube) ? 1 : (r.cube as number);
    let points: number;
    try {
      points = scoring.smp(r.outcome as string | number, cube);
    } catch (e) {
      throw new Error(`Protocol: ${where}: ${e instanceof Error ? e.message : String(e)}`);
    }
    const imps = scoring.imp(points);
    if (r.winner === 'A') impA += imps;
    else impB += imps;
    scored.push({ game: r.game, room: r.room, played: true, winner: r.winner, smp: points, imp: imps });
  }
  scored.sort((x, y) => x.game - y.game || (x.room === y.room ? 0 : x.room === 'O' ? -1 : 1));
  const played = scored.filter((g) => g.played).length;
  const complete = played === 2 * n;
  const difference = impA - impB;
  const vpA = complete ? scoring.vp(difference, 2 * n) : null;
  return { games: scored, impA, impB, difference, played, complete, vpA, vpB: vpA === null ? null : 30 - vpA };
}
