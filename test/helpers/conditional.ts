/** Test helper: which rows a sheet's conditional-format rules paint, evaluated like the preview (first matching rule wins). */
import type { FakeSheet } from '../../dev/fake/sheet';
import { shiftFormula } from '../../dev/preview/world';

/** Which cells a conditional rule with this background paints, evaluated like the preview (first matching rule wins). */
export function paintedRows(sheet: FakeSheet, background: string, column: number): number[] {
  const rows: number[] = [];
  const taken = new Set<string>();
  for (const rule of sheet.conditionalRules) {
    for (const range of rule.ranges) {
      const m = /^([A-Z]+)(\d+)(?::([A-Z]+)(\d+))?$/.exec(range.a1)!;
      const first = Number(m[2]);
      const last = Number(m[4] ?? m[2]);
      const c1 = columnIndex(m[1]);
      const c2 = columnIndex(m[3] ?? m[1]);
      if (column < c1 || column > c2) continue;
      for (let r = first; r <= last; r++) {
        const k = `${r}`;
        if (taken.has(k)) continue;
        const v = sheet.book.hf.calculateFormula(shiftFormula(rule.formula, r - first, column - c1), sheet.hfSheet);
        if (v === true || (typeof v === 'number' && v !== 0)) {
          taken.add(k);
          if (rule.background === background) rows.push(r);
        }
      }
    }
  }
  return rows.sort((a, b) => a - b);
}

function columnIndex(letters: string): number {
  let n = 0;
  for (const ch of letters) n = n * 26 + ch.charCodeAt(0) - 64;
  return n;
}
