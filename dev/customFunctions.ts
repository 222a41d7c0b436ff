/**
 * The add-on's custom functions as the formula engine sees them: implementation and output shape.
 * By default the TypeScript sources are registered (tests); the preview registers the ones of the built
 * bundle instead, so what it computes is what dist/Code.js computes.
 */
import { registerCustomFunctions, type CustomFunction, type CustomFunctionSpec, type OutputShape } from './fake/engine';
import * as sources from '../src/main';

/** Output shapes of the functions that return a table rather than one value per input cell. */
const TABLE_SHAPES: Record<string, OutputShape> = {
  // header + at most two players per game row; rank, player, played, points, W1 W2 W3 L1 L2 L3 WT LT, note, [status]
  TTTSTANDINGS: { columns: 14, rows: ([first]) => 1 + 2 * first.rows },
  // header + at most one player per (player, points) pair (wide) or per row (long); rank, player, VP, difference, points, games, [status]
  TORRESRANK: { columns: 7, rows: ([results]) => 1 + (results.columns === 3 ? results.rows : results.rows * Math.max(1, results.columns / 2)) },
};

export function functionSpecs(impls: Record<string, unknown>): Record<string, CustomFunctionSpec> {
  const specs: Record<string, CustomFunctionSpec> = {};
  for (const [name, fn] of Object.entries(impls)) {
    if (typeof fn !== 'function' || name !== name.toUpperCase()) continue;
    specs[name] = { fn: fn as CustomFunction, arity: fn.length, shape: TABLE_SHAPES[name] ?? 'elementwise' };
  }
  return specs;
}

/** Registers the custom functions: from the TypeScript sources, or from another module (the built bundle). */
export function registerAddOnFunctions(impls: Record<string, unknown> = sources): void {
  registerCustomFunctions(functionSpecs(impls));
}
