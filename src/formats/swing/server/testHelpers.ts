/** Helpers for the swing server tests and bench rows. */
import type { FakeSheet } from '../../../../dev/fake/sheet';

/** Cells of a sheet whose formula calls a custom function (the stand-in's own counter). */
export function customFunctionCells(sheet: FakeSheet): number {
  return sheet.customFunctionCells().cells;
}
