/**
 * International match points (docs/rules.md §2.4): SMP value or SMP difference → IMP, signed.
 *
 * Two tables, both as printed ranges: the Fair Backgammon table (first row 10–40; the scan's "L1040") and the WBF
 * bridge table, which starts at 20–40. A value between two printed rows takes the lower row (45 → 1).
 * A negative input gives the negative IMP.
 */

/** [from, to, IMP]; to = null for the open-ended last row. */
export type ImpRow = readonly [from: number, to: number | null, imp: number];

const COMMON_ROWS: readonly ImpRow[] = [
  [50, 80, 2],
  [90, 120, 3],
  [130, 160, 4],
  [170, 210, 5],
  [220, 260, 6],
  [270, 310, 7],
  [320, 360, 8],
  [370, 420, 9],
  [430, 490, 10],
  [500, 590, 11],
  [600, 740, 12],
  [750, 890, 13],
  [900, 1090, 14],
  [1100, 1290, 15],
  [1300, 1490, 16],
  [1500, 1740, 17],
  [1750, 1990, 18],
  [2000, 2240, 19],
  [2250, 2490, 20],
  [2500, 2990, 21],
  [3000, 3490, 22],
  [3500, 3990, 23],
  [4000, null, 24],
];

export const IMP_TABLES: Readonly<Record<'fairbg' | 'wbf', readonly ImpRow[]>> = {
  fairbg: [[0, 9, 0], [10, 40, 1], ...COMMON_ROWS],
  wbf: [[0, 10, 0], [20, 40, 1], ...COMMON_ROWS],
};

export type ImpTableName = keyof typeof IMP_TABLES;
export const IMP_TABLE_NAMES: readonly ImpTableName[] = ['fairbg', 'wbf'];

/** IMP for an SMP value or difference (any finite number), signed. */
export function imp(points: number, table: ImpTableName = 'fairbg'): number {
  const rows = IMP_TABLES[table];
  const size = points < 0 ? -points : points;
  let result = 0;
  for (let i = rows.length - 1; i >= 0; i--) {
    if (size >= rows[i][0]) {
      result = rows[i][2];
      break;
    }
  }
  return points < 0 && result !== 0 ? -result : result;
}
