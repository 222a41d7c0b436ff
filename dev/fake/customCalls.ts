/**
 * Custom-function use in formulas: Sheets runs each custom-function call in a cell as one server call, so
 * the number of cells (and calls) that use the add-on's functions is a cost the add-on must keep small.
 */

export interface CustomFunctionUse {
  /** Cells whose formula calls at least one custom function. */
  cells: number;
  /** Custom-function calls in those formulas (a formula calling two, or one twice, counts 2). */
  calls: number;
}

/**
 * How many calls of the named functions a formula makes: function names followed by "(", case-insensitive,
 * outside string literals ("…") and quoted sheet names ('…').
 */
export function customCallsIn(formula: string, names: Iterable<string>): number {
  const wanted = new Set([...names].map((n) => n.toUpperCase()));
  if (wanted.size === 0 || !formula.startsWith('=')) return 0;
  let calls = 0;
  for (const m of formula.matchAll(/"(?:[^"]|"")*"|'(?:[^']|'')*'|([A-Za-z_][A-Za-z0-9_.]*)\s*\(/g)) {
    if (m[1] && wanted.has(m[1].toUpperCase())) calls++;
  }
  return calls;
}

/** Custom-function use over a grid of formulas ('' or undefined for a cell without one). */
export function customFunctionUse(formulas: Iterable<Iterable<string | undefined>>, names: Iterable<string>): CustomFunctionUse {
  const list = [...names];
  const use: CustomFunctionUse = { cells: 0, calls: 0 };
  for (const row of formulas) {
    for (const f of row) {
      const calls = f ? customCallsIn(f, list) : 0;
      if (calls > 0) {
        use.cells++;
        use.calls += calls;
      }
    }
  }
  return use;
}
