/**
 * Victory points (docs/rules.md §2.5): the VP of a team for its signed IMP difference in a match of 8 … 24 games.
 *
 * The table is data as printed: for each VP of the winner (15 … 30) the IMP-difference range per game count.
 * The winner gets the VP of the row holding the difference; the loser 30 − VP. A difference between two rows
 * (not an integer) takes the lower row, as in the IMP table.
 */

export const VP_GAMES = [8, 10, 12, 14, 16, 20, 24] as const;

/** [winner's VP, then the IMP range per game count as [from, to]; to = null for the open "51+" row]. */
export const VP_TABLE: readonly (readonly [vp: number, ...ranges: (readonly [number, number | null])[]])[] = [
  [15, [0, 1], [0, 1], [0, 1], [0, 2], [0, 2], [0, 2], [0, 3]],
  [16, [2, 5], [2, 6], [2, 6], [3, 7], [3, 7], [3, 8], [4, 9]],
  [17, [6, 8], [7, 9], [7, 9], [8, 10], [8, 11], [9, 12], [10, 14]],
  [18, [9, 11], [10, 12], [10, 12], [11, 14], [12, 15], [13, 16], [15, 19]],
  [19, [12, 14], [13, 15], [13, 16], [15, 18], [16, 19], [17, 21], [20, 24]],
  [20, [15, 17], [16, 18], [17, 20], [19, 22], [20, 23], [22, 26], [25, 29]],
  [21, [18, 20], [19, 21], [21, 24], [23, 26], [24, 27], [27, 31], [30, 34]],
  [22, [21, 23], [22, 25], [25, 28], [27, 30], [28, 31], [32, 36], [35, 39]],
  [23, [24, 26], [26, 29], [29, 32], [31, 34], [32, 36], [37, 41], [40, 45]],
  [24, [27, 29], [30, 33], [33, 36], [35, 38], [37, 41], [42, 47], [46, 51]],
  [25, [30, 33], [34, 37], [37, 40], [39, 43], [42, 46], [48, 53], [52, 57]],
  [26, [34, 37], [38, 41], [41, 45], [44, 48], [47, 52], [54, 59], [58, 64]],
  [27, [38, 41], [42, 45], [46, 50], [49, 54], [53, 58], [60, 65], [65, 71]],
  [28, [42, 45], [46, 50], [51, 55], [55, 60], [59, 64], [66, 72], [72, 79]],
  [29, [46, 50], [51, 55], [56, 61], [61, 66], [65, 71], [73, 79], [80, 87]],
  [30, [51, null], [56, null], [62, null], [67, null], [72, null], [80, null], [88, null]],
];

/** Column of a game count, or -1 when the table has none. */
export function vpColumn(games: number): number {
  return VP_GAMES.indexOf(games as (typeof VP_GAMES)[number]);
}

/** The team's VP (0–30) for its signed IMP difference; throws a RangeError for a game count not in the table. */
export function vp(impDifference: number, games: number): number {
  const column = vpColumn(games);
  if (column < 0) throw new RangeError(`${games} games is not one of ${VP_GAMES.join(' ')}`);
  const size = impDifference < 0 ? -impDifference : impDifference;
  let winner = 15;
  for (let i = VP_TABLE.length - 1; i >= 0; i--) {
    const range = VP_TABLE[i][column + 1] as readonly [number, number | null];
    if (size >= range[0]) {
      winner = VP_TABLE[i][0];
      break;
    }
  }
  return impDifference < 0 ? 30 - winner : winner;
}
