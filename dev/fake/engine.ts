/**
 * The formula engine behind the in-memory spreadsheet: HyperFormula (GPL-3.0, dev only — never bundled into
 * dist/) with the add-on's custom functions registered as a plugin, so a formula the add-on writes computes
 * as it would in Sheets.
 *
 * Sheets sizes a custom function's array result after running it; HyperFormula needs the size before. Each
 * registered function therefore declares its output shape: "elementwise" (the shape of its largest range
 * argument, as Sheets' own element-wise results) or a table with a fixed width and an upper bound on its
 * height derived from the argument shapes. A table result shorter than its bound is padded with empty cells.
 */
import { lazyEngine } from './lazy';
import { ArraySize, CellError, EmptyValue, ErrorType, FunctionArgumentType, FunctionPlugin, HyperFormula, SimpleRangeValue } from 'hyperformula';

type Scalar = string | number | boolean | null;
type Value = Scalar | Scalar[][];
// Custom functions take Sheets-shaped arguments and return a value or a 2-D array of values.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type CustomFunction = (...args: any[]) => unknown;

export interface ArgShape {
  rows: number;
  columns: number;
}

export type OutputShape = 'elementwise' | { columns: number; rows: (args: ArgShape[]) => number };

export interface CustomFunctionSpec {
  fn: CustomFunction;
  /** Number of declared arguments (the function's arity in Sheets). */
  arity: number;
  shape: OutputShape;
}

let registered: Record<string, CustomFunctionSpec> = {};
let pluginInstalled = false;

/** Converts one HyperFormula internal value to what Sheets hands a custom function. */
function toSheetsValue(v: unknown): Scalar {
  if (v === EmptyValue || v === null || v === undefined) return '';
  if (typeof v === 'number' || typeof v === 'string' || typeof v === 'boolean') return v;
  if (v instanceof CellError) throw v;
  if (typeof v === 'object' && v !== null && 'val' in v) return (v as { val: number }).val; // rich numbers (%, dates)
  return String(v);
}

function toArgument(v: unknown): Value {
  if (v instanceof SimpleRangeValue) {
    const data = v.data.map((row) => row.map(toSheetsValue));
    return data.length === 1 && data[0].length === 1 ? data[0][0] : data;
  }
  return toSheetsValue(v);
}

function toResult(out: unknown, bound?: { rows: number; columns: number }): unknown {
  if (!Array.isArray(out)) {
    if (out === '' || out === null || out === undefined) return EmptyValue;
    return out;
  }
  const rows = bound ? bound.rows : out.length;
  const columns = bound ? bound.columns : Math.max(1, ...out.map((r: unknown[]) => r.length));
  if (out.length > rows) return new CellError(ErrorType.REF, `Result has ${out.length} rows, more than the ${rows} reserved`);
  const grid: unknown[][] = [];
  for (let r = 0; r < rows; r++) {
    const src = (out[r] as unknown[] | undefined) ?? [];
    const row: unknown[] = [];
    for (let c = 0; c < columns; c++) {
      const x = src[c];
      row.push(x === '' || x === null || x === undefined ? EmptyValue : x);
    }
    grid.push(row);
  }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return grid.length === 1 && columns === 1 ? grid[0][0] : SimpleRangeValue.onlyValues(grid as any);
}

class AddOnFunctions extends FunctionPlugin {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  call(ast: any, state: any): any {
    const name: string = ast.procedureName;
    const spec = registered[name];
    const size = this.resultSize(ast, state);
    const block = size.width > 1 || size.height > 1 ? { rows: size.height, columns: size.width } : undefined;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return this.runFunction(ast.args, state, this.metadata(name), (...args: any[]): any => {
      try {
        const values = args.map((a) => (a === undefined ? undefined : toArgument(a)));
        return toResult(spec.fn(...values), block);
      } catch (e) {
        const error = e instanceof CellError ? e : new CellError(ErrorType.VALUE, e instanceof Error ? e.message : String(e));
        // An array formula keeps its reserved block: fill it with the error (Sheets shows #ERROR! on top).
        if (!block) return error;
        // eslint-disable-next-line @typescript-eslint/no-explicit-any
        return SimpleRangeValue.onlyValues(Array.from({ length: block.rows }, () => new Array(block.columns).fill(error)) as any);
      }
    });
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  resultSize(ast: any, state: any): ArraySize {
    const spec = registered[ast.procedureName];
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const shapes: ArgShape[] = ast.args.map((a: any) => {
      const s = this.arraySizeForAst(a, state);
      return { rows: s.height, columns: s.width };
    });
    if (spec.shape === 'elementwise') {
      const big = shapes.find((s) => s.rows > 1 || s.columns > 1);
      return big ? new ArraySize(big.columns, big.rows) : ArraySize.scalar();
    }
    return new ArraySize(spec.shape.columns, Math.max(1, spec.shape.rows(shapes)));
  }
}

/**
 * Registers the add-on's custom functions (call once per process, before building engines; calling again
 * replaces the implementations, e.g. with the ones from the built bundle).
 */
export function registerCustomFunctions(specs: Record<string, CustomFunctionSpec>): void {
  registered = { ...specs };
  if (pluginInstalled) HyperFormula.unregisterFunctionPlugin(AddOnFunctions);
  pluginInstalled = false;
  if (Object.keys(specs).length === 0) return;
  const implemented: Record<string, unknown> = {};
  const translations: Record<string, string> = {};
  for (const [name, spec] of Object.entries(specs)) {
    implemented[name] = {
      method: 'call',
      sizeOfResultArrayMethod: 'resultSize',
      vectorizationForbidden: true,
      parameters: Array.from({ length: spec.arity }, (_, i) => ({
        argumentType: FunctionArgumentType.ANY,
        optionalArg: i > 0,
      })),
    };
    translations[name] = name;
  }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  (AddOnFunctions as any).implementedFunctions = implemented;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  HyperFormula.registerFunctionPlugin(AddOnFunctions as any, { enGB: translations, enUS: translations });
  pluginInstalled = true;
}

/** Names of the registered custom functions (upper case, as Sheets shows them). */
export function registeredFunctionNames(): string[] {
  return Object.keys(registered);
}

interface Comparing {
  compare(left: unknown, right: unknown): number;
  stringCmp(left: string, right: string): number;
}
let comparePatched = false;

/**
 * Text compared with text, as Sheets compares it: as text. HyperFormula first tries both sides as dates ("1/2/2020"
 * equals "01/02/2020" there, not in Sheets), trying every date and time format on both strings of every comparison —
 * most of the stand-in's time where a formula compares a group's 64 names with its 8,064 game sides after each typed
 * result. Text against a number or a date keeps the engine's rule. The engine's comparison class is not exported, so
 * it is reached through an engine built once (the patch is on the class: every engine after it compares so).
 */
function compareTextAsText(hf: HyperFormula): void {
  if (comparePatched) return;
  comparePatched = true;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const helper = (hf as any)._evaluator?.interpreter?.arithmeticHelper as Comparing | undefined;
  if (!helper) throw new Error('stand-in: HyperFormula internals changed (no arithmetic helper); see compareTextAsText in dev/fake/engine.ts');
  const proto = Object.getPrototypeOf(helper) as Comparing;
  const engineCompare = proto.compare;
  proto.compare = function (this: Comparing, left: unknown, right: unknown): number {
    return typeof left === 'string' && typeof right === 'string' ? this.stringCmp(left, right) : engineCompare.call(this, left, right);
  };
}

export function createEngine(): HyperFormula {
  const hf = buildEngine();
  compareTextAsText(hf);
  return lazyEngine(hf);
}

function buildEngine(): HyperFormula {
  return HyperFormula.buildEmpty({
    licenseKey: 'gpl-v3',
    // As in Sheets: a range is evaluated element by element only inside an array formula (ARRAYFORMULA) or a
    // function that takes arrays; elsewhere array arithmetic is an error, so a formula that needs ARRAYFORMULA fails here.
    useArrayArithmetic: false,
    // Sheets compares text case-insensitively but accent-sensitively ("José" and "Jose" are two players), and treats
    // "" as blank in comparisons.
    caseSensitive: false,
    accentSensitive: true,
    smartRounding: true,
    language: 'enGB',
    functionArgSeparator: ',',
    decimalSeparator: '.',
    thousandSeparator: '',
    maxRows: 100_000,
    maxColumns: 1_000,
  });
}
