/**
 * The log as sheet rows: one row per entry, seven cells, always in this order.
 *
 *   Type     | Time (ISO-8601 text) | Player / winner | Loser | Cube | Kind   | Match
 *   start    | 2026-05-02T10:00:00Z |                 |       |      |        |
 *   result   | 2026-05-02T10:07:00Z | Ann             | Bob   | 2    | gammon | A
 *   leaving  | 2026-05-02T10:20:00Z | Cid             |       |      |        |
 *   back     | 2026-05-02T10:50:00Z | Cid             |       |      |        |
 *   pause    | 2026-05-02T12:00:00Z |                 |       |      |        |
 *   resume   | 2026-05-02T12:30:00Z |                 |       |      |        |
 *
 * A blank cube reads as 1, a blank kind as single (the recordSwingResult defaults), a blank match as "the match
 * the two players are in" (logs written before results named their match). Cells right of the seventh are never
 * read: a note typed there is ignored. A row that cannot be read is reported with what to fix (`readLogRow`).
 */
import { SWING_KINDS, type SwingClockAction, type SwingKind, type SwingLogEntry } from './types';

export type SwingLogCell = string | number;
export type SwingLogRow = [type: string, time: string, player: string, loser: string, cube: SwingLogCell, kind: string, match: string];

export const SWING_LOG_HEADER: readonly string[] = ['Type', 'Time', 'Player / winner', 'Loser', 'Cube', 'Kind', 'Match'];
export const SWING_LOG_TYPES: readonly string[] = ['result', 'leaving', 'back', 'start', 'pause', 'resume'];

const CLOCK_ACTIONS: readonly SwingClockAction[] = ['start', 'pause', 'resume'];

export function toLogRow(e: SwingLogEntry): SwingLogRow {
  if (e.type === 'result') return ['result', e.time, e.winner, e.loser, e.cube, e.kind, e.match ?? ''];
  if (e.type === 'clock') return [e.action, e.time, '', '', '', '', ''];
  return [e.leaving ? 'leaving' : 'back', e.time, e.player, '', '', '', ''];
}

const text = (cell: unknown): string => (cell === null || cell === undefined ? '' : String(cell).trim());

/** A log row read back: the entry, or what is wrong with the row and how to fix it. */
export type LogRowReading = { entry: SwingLogEntry } | { problem: string; fix: string };

/** Reads a row (its first seven cells; the rest are ignored). */
export function readLogRow(row: readonly unknown[]): LogRowReading {
  const [type, time, player, loser, cube, kind, match] = [0, 1, 2, 3, 4, 5, 6].map((i) => text(row[i]));
  const t = type.toLowerCase();
  if (!SWING_LOG_TYPES.includes(t)) {
    return { problem: `type '${type}' is not ${SWING_LOG_TYPES.join(', ')}`, fix: `Type one of ${SWING_LOG_TYPES.join(', ')} in column A, or delete the row.` };
  }
  const date = Object.prototype.toString.call(row[1]) === '[object Date]' ? (row[1] as Date) : null;
  const iso = date !== null ? date.toISOString() : time;
  // Text is read as ISO-8601 only (what the add-on writes; the log sheet's Check asks for that form): a date in
  // another form would be read in the server's own zone.
  if (iso === '' || Number.isNaN(Date.parse(iso)) || (date === null && !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(iso))) {
    return { problem: `time '${time}' is not a date-time`, fix: 'Type the time in column B as 2026-05-02T10:07:00Z (UTC), as the other rows show it.' };
  }
  if (CLOCK_ACTIONS.includes(t as SwingClockAction)) return { entry: { type: 'clock', action: t as SwingClockAction, time: iso } };
  if (player === '')
    return { problem: `the ${t === 'result' ? 'winner' : 'player'} (column C) is blank`, fix: 'Type the name in column C as in the player list.' };
  if (t === 'leaving' || t === 'back') return { entry: { type: 'status', player, leaving: t === 'leaving', time: iso } };
  if (loser === '') return { problem: 'the loser (column D) is blank', fix: 'Type the loser in column D as in the player list.' };
  const cubeValue = cube === '' ? 1 : Number(cube);
  if (!Number.isFinite(cubeValue)) return { problem: `cube '${cube}' is not a number`, fix: 'Type the final cube in column E: 1, 2, 4, 8, …' };
  const k = kind === '' ? 'single' : kind.toLowerCase();
  if (!SWING_KINDS.includes(k as SwingKind))
    return { problem: `kind '${kind}' is not single, gammon or backgammon`, fix: 'Type single, gammon or backgammon in column F.' };
  const entry: SwingLogEntry = { type: 'result', winner: player, loser, cube: cubeValue, kind: k as SwingKind, time: iso };
  if (match !== '') entry.match = match.toUpperCase();
  return { entry };
}
