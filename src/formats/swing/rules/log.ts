/**
 * The log as sheet rows: one row per entry, six cells, always in this order.
 *
 *   Type     | Time (ISO-8601 text) | Player / winner | Loser | Cube | Kind
 *   result   | 2026-05-02T10:07:00Z | Ann             | Bob   | 2    | gammon
 *   leaving  | 2026-05-02T10:20:00Z | Cid             |       |      |
 *   back     | 2026-05-02T10:50:00Z | Cid             |       |      |
 *
 * A blank cube reads as 1, a blank kind as single (the recordSwingResult defaults).
 */
import { SwingError, type SwingKind, type SwingLogEntry } from './types';

export type SwingLogCell = string | number;
export type SwingLogRow = [type: string, time: string, player: string, loser: string, cube: SwingLogCell, kind: string];

export const SWING_LOG_HEADER: readonly string[] = ['Type', 'Time', 'Player / winner', 'Loser', 'Cube', 'Kind'];

export function toLogRow(e: SwingLogEntry): SwingLogRow {
  return e.type === 'result'
    ? ['result', e.time, e.winner, e.loser, e.cube, e.kind]
    : [e.leaving ? 'leaving' : 'back', e.time, e.player, '', '', ''];
}

const text = (cell: unknown): string => (cell === null || cell === undefined ? '' : String(cell).trim());

/** Reads a row back; rowNumber (1-based, as the TD sees it) goes into the error message. */
export function fromLogRow(row: readonly unknown[], rowNumber: number): SwingLogEntry {
  const [type, time, player, loser, cube, kind] = [0, 1, 2, 3, 4, 5].map((i) => text(row[i]));
  const t = type.toLowerCase();
  if (t === 'leaving' || t === 'back') return { type: 'status', player, leaving: t === 'leaving', time };
  if (t !== 'result') throw new SwingError(`Log row ${rowNumber}: type '${type}' is not result, leaving or back`);
  const cubeValue = cube === '' ? 1 : Number(cube);
  if (!Number.isFinite(cubeValue)) throw new SwingError(`Log row ${rowNumber}: cube '${cube}' is not a number`);
  return { type: 'result', winner: player, loser, cube: cubeValue, kind: (kind === '' ? 'single' : kind.toLowerCase()) as SwingKind, time };
}
