/**
 * The engine recalculates when something reads it, not after every edit — as Sheets, which applies a script's writes
 * and recalculates once when the script reads a value (or ends). Removing a sheet recalculated every formula that
 * read it, once per sheet removed: a TTT redraw (eight sheets removed) spent most of its time there.
 *
 * `lazyEngine` wraps the engine: an edit (cells, rows, columns, sheets, named ranges) runs with evaluation suspended;
 * any other use — a value, a formula, a dimension, a batch — first settles the edits: evaluation resumes once and every
 * array result the edits unblocked fills again (spill.ts). A reader sees what it saw when each edit recalculated.
 */
import type { HyperFormula } from 'hyperformula';
import { settleEdits } from './spill';

/** The engine's methods that change cells, rows, columns, sheets or names: they run with evaluation suspended. */
const EDITS = new Set<string>([
  'setCellContents',
  'setSheetContent',
  'addRows',
  'removeRows',
  'addColumns',
  'removeColumns',
  'addSheet',
  'removeSheet',
  'renameSheet',
  'clearSheet',
  'addNamedExpression',
  'changeNamedExpression',
  'removeNamedExpression',
  'moveCells',
  'moveRows',
  'moveColumns',
]);

/** Methods that neither read values nor change cells: they need no settled engine. */
const NEUTRAL = new Set<string>(['getSheetId', 'getSheetName', 'doesSheetExist', 'getSheetNames', 'countSheets', 'isEvaluationSuspended']);

/** Each lazy engine's settle: what a read runs first. */
const settles = new WeakMap<HyperFormula, () => void>();

/** Computes what the edits so far left to compute (what any read does first); for timing the recalculation itself. */
export function settleEngine(engine: HyperFormula): void {
  settles.get(engine)?.();
}

export function lazyEngine(hf: HyperFormula): HyperFormula {
  const settle = (): void => {
    if (hf.isEvaluationSuspended()) settleEdits(hf, hf.resumeEvaluation());
  };
  // Wrappers by the method they wrap (not by name): a method replaced on the engine (a test tracking its edits) is
  // wrapped afresh.
  const wrappers = new WeakMap<object, unknown>();
  const engine = new Proxy(hf, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target);
      if (typeof value !== 'function' || typeof prop !== 'string') return value;
      let fn = wrappers.get(value);
      if (!fn) {
        const method = value as (...args: unknown[]) => unknown;
        if (EDITS.has(prop))
          fn = (...args: unknown[]) => {
            if (!target.isEvaluationSuspended()) target.suspendEvaluation();
            return method.apply(target, args);
          };
        else if (NEUTRAL.has(prop)) fn = method.bind(target);
        else
          fn = (...args: unknown[]) => {
            settle();
            return method.apply(target, args);
          };
        wrappers.set(value, fn);
      }
      return fn;
    },
  });
  settles.set(engine, settle);
  return engine;
}
