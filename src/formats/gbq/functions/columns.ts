/** Argument helpers shared by the GBQ format's custom functions (GBQ, GBQSTATUS): one-column ranges, q. */
import { Arg, asGrid, fail, failArg, isBlank, isGrid, Place, Scalar, toNumber } from '../../../shared/functions/args';

/** A range argument that must be one column: its cells top to bottom. */
export function column(fn: string, arg: string, value: Arg): Scalar[] {
  const grid = asGrid(value);
  const width = grid.length > 0 ? grid[0].length : 0;
  if (width !== 1) failArg(fn, `${arg} must be a single column, not ${width} columns wide`);
  return grid.map((row) => row[0]);
}

/** The qualifiers argument: one positive whole number. */
export function positiveWhole(fn: string, value: Arg): number {
  if (isGrid(value) && !(value.length === 1 && value[0].length === 1)) failArg(fn, 'qualifiers must be a single value, not a range');
  const scalar = isGrid(value) ? value[0][0] : value;
  const place = new Place(fn, 'qualifiers');
  const accepted = 'use the number of qualification places (1, 2, 3 …)';
  if (isBlank(scalar)) fail(place, scalar, `is missing; ${accepted}`);
  const q = toNumber(scalar, place, accepted);
  if (!Number.isInteger(q) || q < 1) fail(place, q, `is not a positive whole number; ${accepted}`);
  return q;
}

/**
 * The short reason shown in a row's own output cell when the row cannot be read (a typing slip stays on
 * its row): the function's message without its name, e.g. `"abc" (row 3 of tps) is text, not a number; use a number of TPs`.
 */
export function rowReason(e: Error): string {
  return e.message.replace(/^[A-Z]+: /, '');
}

/** True for an error about one row of a column (not about a single value given for every row, which stays an error). */
export function isRowError(e: unknown): e is Error {
  return e instanceof Error && /\(row \d+ of [a-z_]+\)/.test(e.message);
}
