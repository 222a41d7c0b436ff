/**
 * Test helper: which cells of a stand-in sheet warn before an edit (docs/rules.md §0.5: one range protection, or one
 * sheet protection leaving every other cell open). `protectionMismatch(sheet, ranges)` lists the cells (at most 10)
 * whose protection differs from "protected exactly inside these A1 ranges"; [] when they agree.
 */
import { a1, parseA1 } from '../../src/shared/sheets/plan';
import type { FakeSheet } from '../../dev/fake/sheet';

export function protectionMismatch(sheet: FakeSheet, ranges: readonly string[]): string[] {
  const rects = ranges.map((r) => parseA1(r));
  const wrong: string[] = [];
  for (let row = 1; row <= sheet.getMaxRows() && wrong.length < 10; row += 1)
    for (let column = 1; column <= sheet.getMaxColumns() && wrong.length < 10; column += 1) {
      const inside = rects.some((r) => row >= r.row && row < r.row + r.rows && column >= r.column && column < r.column + r.columns);
      const warned = sheet.protectionsAt(row, column).length > 0;
      if (inside !== warned) wrong.push(`${a1(row, column)} ${warned ? 'protected' : 'open'}`);
    }
  return wrong;
}

/** Every protection of the sheet warns only (none refuses an edit). */
export function warningOnly(sheet: FakeSheet): boolean {
  return sheet.protections.length > 0 && sheet.protections.every((p) => p.warningOnly);
}
