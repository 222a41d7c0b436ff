/**
 * A bench row. `npm run bench` collects `cases` from every bench/*.bench.ts and src/formats/NAME/*.bench.ts and prints one table:
 * what, size, median, unit.
 * - unit 'ms': `run` is timed; it runs `repeat` times (default 15) after 2 warm-ups, the median is printed.
 * - any other unit ('calls', 'bytes', 'pairs', …): `run` returns the number to print; it runs once.
 */
export interface BenchCase {
  what: string;
  size: string;
  unit: string;
  /** Build inputs once, outside the timing. Its result is passed to run. */
  setup?: () => unknown;
  run: (input: unknown) => unknown;
  repeat?: number;
}
