/**
 * One TORRES game's score (docs/rules.md §3.3, §3.4): places by particular points, victory points (VP) by place, tied
 * players sharing the average VP of the places they occupy, and each player's particular-points difference
 * n·own − (sum of all n players' points).
 *
 * A player who delayed an unfinished game (`D 95`: delayed, 95 points at the last completed year) scores 0 VP and
 * is placed after every player who did not delay it; their score counts like anyone's in the particular points and
 * in every player's difference (docs/rules.md §3.6: a delayed player's score is never taken as 0).
 *
 * VP are exact: shared averages are fractions, so VP are held as whole "units", `perVp` units to 1 VP, with
 * perVp a multiple of lcm(1 … n) (any tie share divides evenly).
 */

/** The mark of a delayed player on the sheet: `D 95`. */
export const DELAYED = 'D';
/** A delayed player's score at the last completed year of the game. */
export interface Delayed {
  readonly delayed: number;
}
/** A player's particular points in a game: a number, or a delayed player's score at the last completed year. */
export type GamePoints = number | Delayed;

/**
 * The most particular points a player can have in one game (docs/rules.md §3.3 proposal: a TORRES score is far
 * below). A larger number is a slip: in a decimal-comma spreadsheet `1.5` becomes a date, which Sheets holds as a
 * day count (46143), and the Check, TORRESRANK and every reader refuse it alike.
 */
export const MAX_POINTS = 9999;

export const isDelayed = (p: GamePoints): p is Delayed => typeof p !== 'number';
export const scoreOf = (p: GamePoints): number => (typeof p === 'number' ? p : p.delayed);

export const DEFAULT_VP_BY_PLACE: readonly number[] = [8, 4, 2, 1];
/** Longest VP table accepted (games of up to this many players). */
export const MAX_PLAYERS = 12;
const MAX_DECIMALS = 3;

export interface VpTable {
  /** VP of each place, in units. */
  readonly units: readonly number[];
  /** Units per 1 VP. */
  readonly perVp: number;
}

function gcd(a: number, b: number): number {
  while (b) [a, b] = [b, a % b];
  return a;
}

/** What is wrong with a VP-by-place list, or null. */
export function vpTableProblem(vpByPlace: readonly number[]): string | null {
  if (vpByPlace.length < 2) return 'needs VP for at least 2 places';
  if (vpByPlace.length > MAX_PLAYERS) return `has more than ${MAX_PLAYERS} places`;
  for (let i = 0; i < vpByPlace.length; i++) {
    const v = vpByPlace[i];
    if (!Number.isFinite(v) || v < 0 || v > 1e6) return 'must be numbers from 0 to 1000000';
    if (Math.abs(v * 10 ** MAX_DECIMALS - Math.round(v * 10 ** MAX_DECIMALS)) > 1e-6) return `must have at most ${MAX_DECIMALS} decimals`;
    if (i > 0 && v > vpByPlace[i - 1]) return 'must not increase from one place to the next';
  }
  return null;
}

/** The VP table in units. Throws RangeError when vpTableProblem finds something. */
export function vpTable(vpByPlace: readonly number[] = DEFAULT_VP_BY_PLACE): VpTable {
  const problem = vpTableProblem(vpByPlace);
  if (problem) throw new RangeError(`vp_by_place ${problem}`);
  let lcm = 1;
  for (let k = 2; k <= vpByPlace.length; k++) lcm = (lcm * k) / gcd(lcm, k);
  let decimals = 0;
  while (vpByPlace.some((v) => Math.abs(v * 10 ** decimals - Math.round(v * 10 ** decimals)) > 1e-6)) decimals++;
  const perVp = lcm * 10 ** decimals;
  return { units: vpByPlace.map((v) => Math.round(v * 10 ** decimals) * lcm), perVp };
}

export interface GameScore {
  /** VP of each player, in units of the table (divide by perVp). */
  readonly vpUnits: number[];
  /** Particular points counted (a delayed player's score at the last completed year). */
  readonly points: number[];
  /** Particular-points difference n·own − sum. */
  readonly difference: number[];
}

/** Score one game; players in the order given. Throws RangeError for fewer than 2 players or more than places. */
export function scoreGame(points: readonly GamePoints[], table: VpTable): GameScore {
  const n = points.length;
  if (n < 2) throw new RangeError('a game needs at least 2 players');
  if (n > table.units.length) throw new RangeError(`a game of ${n} players needs VP for ${n} places`);
  const counted = points.map(scoreOf);
  let sum = 0;
  for (const p of counted) sum += p;
  const difference = counted.map((p) => n * p - sum);
  const vpUnits = new Array<number>(n).fill(0);
  const finishers: number[] = [];
  for (let i = 0; i < n; i++) if (!isDelayed(points[i])) finishers.push(i);
  finishers.sort((a, b) => counted[b] - counted[a]);
  for (let start = 0; start < finishers.length;) {
    let end = start + 1;
    while (end < finishers.length && counted[finishers[end]] === counted[finishers[start]]) end++;
    let share = 0;
    for (let place = start; place < end; place++) share += table.units[place];
    share /= end - start;
    for (let k = start; k < end; k++) vpUnits[finishers[k]] = share;
    start = end;
  }
  return { vpUnits, points: counted, difference };
}
