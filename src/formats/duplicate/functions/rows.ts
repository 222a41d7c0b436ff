/**
 * Column-wide SMP, IMP and VP (docs/rules.md §0.3): over a range, a value the function cannot read is
 * that cell's problem only. Its output cell shows a short reason ("W4: not an outcome") instead of the whole range
 * turning into one error; the other rows keep their values. A wrong argument shape (ranges of different sizes) and
 * a single bad value (one cell, one formula) still throw, with the full message.
 */
import { elementwise, type ElementArg, isGrid, type Place, type Scalar } from '../../../shared/functions/args';

/**
 * "W4: not an outcome" from a custom-function error "SMP: "W4" (row 3 of outcome) is not an outcome; use …": the
 * value as typed and what is wrong with it, without the function, the place and the accepted entries (a cell is
 * narrow; the single-cell error and the README list them).
 */
export function shortReason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const m = /^[A-Z]+: (.*?) \((?:row \d+(?:, column \d+)? of )?[a-z_]+\) (?:is )?([^;]*)/.exec(message);
  if (!m) return message;
  const shown = /^".*"$/.test(m[1]) ? (JSON.parse(m[1]) as string) : m[1];
  return `${shown}: ${m[2]}`;
}

/** elementwise, but over ranges a cell that throws gives its short reason instead of failing the whole range. */
export function rowwise<T extends string | number | boolean>(
  fn: string,
  args: readonly ElementArg[],
  each: (values: Scalar[], place: (i: number) => Place) => T,
): T | string | (T | string)[][] {
  if (!args.some((a) => isGrid(a.value))) return elementwise(fn, args, each);
  return elementwise<T | string>(fn, args, (values, place) => {
    try {
      return each(values, place);
    } catch (e) {
      return shortReason(e);
    }
  });
}
