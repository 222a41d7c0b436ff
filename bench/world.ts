/**
 * A fresh in-memory Apps Script world for a bench row: runs one piece of add-on work on a new spreadsheet and
 * measures it — service calls, total milliseconds, and add-on time (total minus the time spent inside the
 * in-memory Sheets and its formula engine, which stand in for Google's servers).
 */
import { createFakeGas } from '../dev/fake/gas';
import { settleEngine } from '../dev/fake/lazy';
import { registerAddOnFunctions } from '../dev/customFunctions';
import { applyPlan } from '../src/shared/server/applyPlan';
import type { SheetPlan } from '../src/shared/sheets/plan';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

export interface Measured<T> {
  value: T;
  calls: number;
  /** Calls that reach the spreadsheet (builder calls left out): what createSheets' run estimate counts. */
  spreadsheetCalls: number;
  totalMs: number;
  addOnMs: number;
}

let registered = false;

export function inFreshWorld<T>(work: (ss: Spreadsheet) => T): Measured<T> {
  if (!registered) {
    registerAddOnFunctions();
    registered = true;
  }
  const gas = createFakeGas();
  Object.assign(globalThis, gas.globals);
  const ss = gas.book.wrapped as unknown as Spreadsheet;
  gas.calls.reset();
  const start = performance.now();
  const value = work(ss);
  // What the writes left to compute (the stand-in recalculates when read: dev/fake/lazy.ts) is the spreadsheet's time.
  const settleStart = performance.now();
  settleEngine(gas.book.hf);
  const settleMs = performance.now() - settleStart;
  const totalMs = performance.now() - start;
  return { value, calls: gas.calls.total, spreadsheetCalls: gas.calls.spreadsheet, totalMs, addOnMs: totalMs - gas.calls.serviceMs - settleMs };
}

/** Service calls applyPlan makes for one plan. */
export function planCalls(plan: SheetPlan): number {
  return inFreshWorld((ss) => applyPlan(ss, plan)).calls;
}

export const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
