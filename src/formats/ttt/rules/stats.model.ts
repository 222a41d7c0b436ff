/**
 * Statistics across a TTT set (docs/rules.md §1.12): one line per entry of every group (a player with two entries has two
 * lines): played, W1 … LT counts, points, points per game, gammon rate.
 *
 * Rulings:
 * - Points use the official score table of rules/scores.ts (docs/rules.md §1.2) (current or original scoring), summed exactly.
 * - A result cell is read from the inviter's view; the invitee gets the mirrored code (W2 ↔ L2, WT ↔ LT).
 *   Unreadable or blank cells are unplayed and not counted.
 * - A number in a result cell is an adjudicated timeout score of the inviter: the inviter is counted under WT
 *   with that many points, the invitee under LT (0 points); 0 counts as LT for the inviter and WT for the invitee.
 * - Gammon rate = (W2 + W3) / (W1 + W2 + W3): games won over the board; wins by timeout are left out (they end
 *   no game with a gammon chance). null when there is no such win; points per game is null with no game played.
 * - Removed players are not handled here: the caller leaves their games out.
 */
import { MIRROR, TTT_CODES, parseCode, type TttCode } from './codes';
import { CURRENT_SCORING, fromScoreUnits, toScoreUnits, unitsByCode, type TttScoring } from './scores';
import { nameKey } from '../../../shared/rules/names';
import type { SheetGroup } from './importTypes';

export interface EntryStats {
  group: string;
  name: string;
  played: number;
  counts: Record<TttCode, number>;
  points: number;
  pointsPerGame: number | null;
  gammonRate: number | null;
}

interface Tally {
  counts: Record<TttCode, number>;
  units: number;
}

const emptyCounts = (): Record<TttCode, number> => Object.fromEntries(TTT_CODES.map((c) => [c, 0])) as Record<TttCode, number>;

/** [inviter's code, inviter's units or null for the table's] for one cell, or null when unplayed. */
function readCell(cell: unknown): { code: TttCode; units: number | null } | null {
  if (typeof cell === 'number') {
    if (!Number.isFinite(cell)) return null;
    return cell > 0 ? { code: 'WT', units: toScoreUnits(cell) } : { code: 'LT', units: null };
  }
  if (typeof cell !== 'string' || cell.trim() === '') return null;
  const n = Number(cell.trim());
  if (Number.isFinite(n)) return readCell(n);
  const code = parseCode(cell);
  return code === undefined ? null : { code, units: null };
}

export function setStatistics(groups: readonly SheetGroup[], scoring: TttScoring = CURRENT_SCORING): EntryStats[] {
  const table = unitsByCode(scoring);
  return groups.flatMap((group) => {
    const tallies = new Map<string, Tally>(group.players.map((p) => [nameKey(p), { counts: emptyCounts(), units: 0 }]));
    const add = (name: string, code: TttCode, units: number): void => {
      const t = tallies.get(nameKey(name));
      if (t === undefined) return; // a game with a non-member: not part of this group's table
      t.counts[code]++;
      t.units += units;
    };
    for (const game of group.games) {
      const cell = readCell(game.result);
      if (cell === null) continue;
      add(game.inviter, cell.code, cell.units ?? table[cell.code]);
      add(game.invitee, MIRROR[cell.code], table[MIRROR[cell.code]]);
    }
    return group.players.map((name): EntryStats => {
      const { counts, units } = tallies.get(nameKey(name)) as Tally;
      const played = TTT_CODES.reduce((s, c) => s + counts[c], 0);
      const wins = counts.W1 + counts.W2 + counts.W3;
      const points = fromScoreUnits(units);
      return {
        group: group.name,
        name,
        played,
        counts,
        points,
        pointsPerGame: played > 0 ? fromScoreUnits(Math.round(units / played)) : null,
        gammonRate: wins > 0 ? (counts.W2 + counts.W3) / wins : null,
      };
    });
  });
}
