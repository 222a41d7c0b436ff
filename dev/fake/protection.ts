/**
 * Apps Script's Protection objects over a sheet's protection records: a range protection (Range.protect()) or a
 * whole-sheet one (Sheet.protect()), with its description, warning-only flag, range (setRange moves it) and
 * remove().
 */
import type { FakeProtection, SheetCells } from './cells';

export interface RangeLike {
  getA1Notation(): string;
}

export function protectionHandle(sheet: SheetCells, p: FakeProtection, rangeOf: (a1: string) => unknown): Record<string, unknown> {
  const handle: Record<string, unknown> = {
    setDescription: (d: string) => {
      p.description = d;
      return handle;
    },
    setWarningOnly: (w: boolean) => {
      p.warningOnly = w;
      return handle;
    },
    getDescription: () => p.description,
    isWarningOnly: () => p.warningOnly,
    getProtectionType: () => p.kind ?? 'RANGE',
    getRange: () => rangeOf(p.a1),
    setRange: (range: RangeLike) => {
      p.a1 = range.getA1Notation();
      return handle;
    },
    /** A sheet protection's open ranges (Apps Script: only for SHEET protections). */
    setUnprotectedRanges: (ranges: RangeLike[]) => {
      if ((p.kind ?? 'RANGE') !== 'SHEET') throw new Error('Unprotected ranges can only be set on a sheet protection.');
      p.unprotected = ranges.map((r) => r.getA1Notation());
      return handle;
    },
    getUnprotectedRanges: () => (p.unprotected ?? []).map((a1) => rangeOf(a1)),
    remove: () => {
      const i = sheet.protections.indexOf(p);
      if (i >= 0) sheet.protections.splice(i, 1);
    },
  };
  return handle;
}
