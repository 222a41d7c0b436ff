/**
 * The timed ante clock, which holds while nobody posts: the first ante-up is due anteMinutes after the start;
 * it is applied when the next result is posted at or after that time, and the next one is then due
 * anteMinutes after that posting. However late the posting, it applies one ante-up.
 */

const MINUTE_MS = 60_000;

/** Due time (ms since epoch) of the first ante-up, or null when timed ante-ups are off. */
export function firstAnteDue(startMs: number, anteMinutes: number): number | null {
  return anteMinutes > 0 ? startMs + anteMinutes * MINUTE_MS : null;
}

/** A result posted at postedMs: whether it applies an ante-up, and when the next one is due. */
export function tickAnteClock(
  dueMs: number | null,
  postedMs: number,
  anteMinutes: number,
): { anteUp: boolean; dueMs: number | null } {
  if (dueMs === null || postedMs < dueMs) return { anteUp: false, dueMs };
  return { anteUp: true, dueMs: postedMs + anteMinutes * MINUTE_MS };
}
