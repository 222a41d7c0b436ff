/**
 * How many cells of a plan call a custom function (each such cell is one round trip to Apps Script when Sheets
 * recalculates it). The TTT sheets call one at most once per table column, whatever the size of the set: the Stats
 * sheet two TTTSCORE (score table rows), each Table sheet one TTTSTANDINGS, the other sheets none.
 */
import type { SheetPlan } from '../../../shared/sheets/plan';

export const CUSTOM_FUNCTIONS = ['TTTSCORE', 'TTTTIMEOUT', 'TTTSTANDINGS'] as const;
const CALL = new RegExp(`\\b(${CUSTOM_FUNCTIONS.join('|')})\\(`, 'i');

/** Whether a cell's content is a formula calling one of the add-on's custom functions (outside "…" and '…'). */
export function callsCustomFunction(cell: unknown): boolean {
  return typeof cell === 'string' && cell.startsWith('=') && CALL.test(cell.replace(/"(?:[^"]|"")*"|'(?:[^']|'')*'/g, '""'));
}

/** Custom-function cells of a plan. */
export function customFunctionCells(plan: SheetPlan): number {
  return plan.cells.reduce((n, row) => n + row.filter(callsCustomFunction).length, 0);
}
