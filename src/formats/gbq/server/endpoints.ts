/** The gbq endpoints of the sidebar's server API: the GBQ group table (issue 4). */
import type { CreateGbqTableInput, CreateGbqTableResult } from '../api';
import { applyPlan } from '../../../shared/server/applyPlan';
import { checkGbqTableInput } from './input';
import { buildGbqTablePlan } from '../sheets/table';
import { uniqueSheetNames } from '../../../shared/sheets/plan';

/**
 * Creates a GBQ group table sheet named after the title: settings, an entry block for the TD, a live table
 * sorted by TP% with GBQ and a qualified/out status. Bad input throws before anything is written.
 */
export function createGbqTable(input: CreateGbqTableInput): CreateGbqTableResult {
  const spec = checkGbqTableInput(input);
  const ss = SpreadsheetApp.getActiveSpreadsheet();
  const [name] = uniqueSheetNames([spec.title], ss.getSheets().map((s) => s.getName()));
  const sheet = applyPlan(ss, buildGbqTablePlan(spec, name));
  sheet.activate();
  return { sheet: name };
}
