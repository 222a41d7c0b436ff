/**
 * How Sheets hands arguments to a custom function, and how errors name the cell that is wrong.
 *
 * Sheets passes a single cell as a scalar and a range as a 2-D array (rows of columns); empty cells arrive
 * as "" and omitted optional arguments as undefined. Dates are Date objects, possibly from another realm
 * (gas-local runs the bundle in a vm context), so they are recognised by their tag, not instanceof.
 *
 * Error format (docs/rules.md §0.3): `NAME: <value> (row R of ARG) <what is wrong>; <what is accepted>`.
 */
import { numberFromText } from '../rules/numbers';

export type Scalar = string | number | boolean | Date | null | undefined;
export type Grid = Scalar[][];
export type Arg = Scalar | Grid;
/** What a custom function returns: one value, or a 2-D array of them. */
export type Result = string | number | boolean | (string | number | boolean)[][];

export function isGrid(value: unknown): value is Grid {
  return Array.isArray(value);
}

export function isDate(value: unknown): value is Date {
  return Object.prototype.toString.call(value) === '[object Date]';
}

export function isBlank(value: unknown): boolean {
  return value === '' || value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

/** Where a value came from: function, argument, and (for ranges) row/column within the range, 1-based. */
export class Place {
  constructor(
    readonly fn: string,
    readonly arg: string,
    readonly row?: number,
    readonly column?: number,
    /** Width of the range: the column is named only when the range is wider than one column. */
    readonly width = 1,
  ) {}

  where(): string {
    if (this.row === undefined) return this.arg;
    if (this.width > 1 && this.column !== undefined) return `row ${this.row}, column ${this.column} of ${this.arg}`;
    return `row ${this.row} of ${this.arg}`;
  }

  /** The same argument, another cell. */
  at(row: number, column: number, width: number): Place {
    return new Place(this.fn, this.arg, row, column, width);
  }
}

/** A value as a TD would recognise it in a message. */
export function show(value: unknown): string {
  if (isDate(value)) {
    const d = value as Date;
    return isNaN(d.getTime()) ? 'an invalid date' : `the date ${d.toISOString().slice(0, 10)}`;
  }
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value === undefined || value === null) return 'a blank';
  if (Array.isArray(value)) return 'a range';
  return String(value);
}

/** Throws the custom-function error (docs/rules.md §0.3): `FN: value (where) what`. */
export function fail(place: Place, value: unknown, what: string): never {
  throw new Error(`${place.fn}: ${show(value)} (${place.where()}) ${what}`);
}

/** Throws an error about an argument as a whole (shapes, sizes): `FN: what`. */
export function failArg(fn: string, what: string): never {
  throw new Error(`${fn}: ${what}`);
}

/**
 * A number, or an error naming the cell. `accepted` finishes the sentence ("use 1 2 4 8 16 32 64").
 * Text is not read as a number (a text cell that looks like a number is usually a typing slip), except a decimal
 * typed with the other locale's separator (`98,7` in an en_US sheet), read as meant when unambiguous
 * (src/shared/rules/numbers.ts, docs/rules.md §0.3).
 */
export function toNumber(value: Scalar, place: Place, accepted = 'use a number'): number {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (isDate(value)) return fail(place, value, `is a date, not a number; ${accepted}`);
  if (typeof value === 'boolean') return fail(place, value, `is not a number; ${accepted}`);
  if (typeof value === 'string') {
    const read = numberFromText(value);
    if (read && 'value' in read) return read.value;
    if (read)
      return fail(
        place,
        value,
        `could be ${read.ambiguous[0]} or ${read.ambiguous[1]} (a decimal or a thousands separator); type the number without a thousands separator`,
      );
    return fail(place, value, `is text, not a number; ${accepted}`);
  }
  return fail(place, value, `is not a number; ${accepted}`);
}

/** Text of a cell for code matching: trimmed; numbers as their decimal text; anything else an error. */
export function toText(value: Scalar, place: Place, accepted: string): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return fail(place, value, `is not ${accepted}`);
}

/** An optional scalar option: blank or omitted → fallback; a range is an error. */
export function optionText(fn: string, arg: string, value: Arg, fallback: string): string {
  if (isGrid(value)) {
    if (value.length === 1 && value[0].length === 1) return optionText(fn, arg, value[0][0], fallback);
    return failArg(fn, `${arg} must be a single value, not a range`);
  }
  if (isBlank(value)) return fallback;
  return toText(value, new Place(fn, arg), 'a valid option');
}

export function optionNumber(fn: string, arg: string, value: Arg, fallback: number, accepted = 'use a number'): number {
  if (isGrid(value)) {
    if (value.length === 1 && value[0].length === 1) return optionNumber(fn, arg, value[0][0], fallback, accepted);
    return failArg(fn, `${arg} must be a single value, not a range`);
  }
  if (isBlank(value)) return fallback;
  return toNumber(value, new Place(fn, arg), accepted);
}

/** A range argument as a grid (a single value becomes 1×1); rows keep their order. */
export function asGrid(value: Arg): Grid {
  return isGrid(value) ? value : [[value]];
}

/** All values of a range, row by row. */
export function flatten(value: Arg): Scalar[] {
  return asGrid(value).flat();
}

export interface ElementArg {
  name: string;
  value: Arg;
}

/**
 * Element-wise application with broadcasting. Every range argument must have the same shape; scalars
 * apply to every cell. `each` receives one scalar per argument and a function giving the Place of argument i
 * at this cell. The result has the ranges' shape (or is a scalar when no argument is a range).
 */
export function elementwise<T extends string | number | boolean>(
  fn: string,
  args: readonly ElementArg[],
  each: (values: Scalar[], place: (i: number) => Place) => T,
): T | T[][] {
  const ranges = args.filter((a) => isGrid(a.value)) as { name: string; value: Grid }[];
  if (ranges.length === 0) {
    return each(
      args.map((a) => a.value as Scalar),
      (i) => new Place(fn, args[i].name),
    );
  }
  const rows = ranges[0].value.length;
  const cols = rows > 0 ? ranges[0].value[0].length : 0;
  for (const r of ranges.slice(1)) {
    const rr = r.value.length;
    const rc = rr > 0 ? r.value[0].length : 0;
    if (rr !== rows || rc !== cols) {
      failArg(fn, `${ranges[0].name} is ${rows}×${cols} but ${r.name} is ${rr}×${rc}; ranges must have the same shape (or give a single value)`);
    }
  }
  const out: T[][] = new Array(rows);
  const values: Scalar[] = new Array(args.length);
  for (let r = 0; r < rows; r++) {
    const row: T[] = new Array(cols);
    for (let c = 0; c < cols; c++) {
      for (let i = 0; i < args.length; i++) {
        const v = args[i].value;
        values[i] = isGrid(v) ? v[r][c] : v;
      }
      row[c] = each(values, (i) => (isGrid(args[i].value) ? new Place(fn, args[i].name, r + 1, c + 1, cols) : new Place(fn, args[i].name)));
    }
    out[r] = row;
  }
  return out;
}
