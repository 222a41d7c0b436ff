/**
 * The facts of a GBQ table's settings, one constant each, shared by the sheet's checks and formulas (sheets/), the
 * creation request's checks (server/input.ts), the custom functions and the published standings (rules/).
 */

/** The largest win TP a table accepts (a typo guard). */
export const MAX_SETTING_TP = 100000;

/** The TPs of a standard won and lost game (Tantrix: 15–5), the defaults of a table and of GBQ / GBQSTATUS. */
export const DEFAULT_WIN_TP = 15;
export const DEFAULT_LOSS_TP = 5;

/** The rounding steps a table offers (docs/rules.md §5.4); 0 = no rounding. */
export const STEPS = [0.5, 0.1, 0.25, 1, 0] as const;
/** The default rounding step. */
export const DEFAULT_STEP = 0.5;

/**
 * The rounding step's drop-down items, one per step (in the order of STEPS): words that read the same in every
 * locale, so a picked item never depends on the decimal separator (docs/rules.md §0.3: a "0.5" picked in a
 * decimal-comma spreadsheet would stay text).
 */
export const STEP_ITEMS = ['½ (0.5)', '1/10 (0.1)', '¼ (0.25)', '1 (whole)', 'none (0)'] as const;

/** The texts that mean each step (lower case): its item, the item's head, and the number with either separator. */
export function stepTexts(index: number): string[] {
  const item = STEP_ITEMS[index];
  const number = String(STEPS[index]);
  return [...new Set([item, item.slice(0, item.indexOf(' (')), number, number.replace('.', ',')].map((t) => t.toLowerCase()))];
}

/** The accepted entries of the rounding step, for help texts and problems. */
export const STEP_HELP = `pick ${STEP_ITEMS.slice(0, -1).join(', ')} or ${STEP_ITEMS[STEP_ITEMS.length - 1]}, or type the number (either decimal separator)`;

/**
 * The rounding step a cell holds: a number among STEPS, or a text meaning one (an item, its head, the number typed
 * with "." or ","); undefined when it means none.
 */
export function readStep(v: unknown): number | undefined {
  if (typeof v === 'number') return (STEPS as readonly number[]).includes(v) ? v : undefined;
  if (typeof v !== 'string') return undefined;
  const key = v.trim().toLowerCase();
  const index = STEPS.findIndex((_, i) => stepTexts(i).includes(key));
  return index < 0 ? undefined : STEPS[index];
}

/** The GBQ reference modes (docs/rules.md §5.3). */
export const REFERENCE_MODES = ['tp', 'gbq', 'wbq'] as const;

/** Games of a match (default and most) and how often each pair meets (default and most), docs/rules.md §5.5. */
export const DEFAULT_GAMES_PER_MATCH = 3;
export const MAX_GAMES_PER_MATCH = 20;
export const DEFAULT_ROUNDS = 1;
export const MAX_ROUNDS = 20;

/** Largest group offered a results log (one helper row per pair of players: 780 pairs). */
export const MAX_LOG_PLAYERS = 40;
/** Most log rows; the default is one row per game of the schedule, capped here. */
export const MAX_LOG_ROWS = 3000;

/** Default number of log rows: one per game of the schedule, capped. */
export function defaultLogRows(players: number, gamesPerMatch: number, rounds: number): number {
  return Math.min(MAX_LOG_ROWS, ((players * (players - 1)) / 2) * gamesPerMatch * rounds);
}
