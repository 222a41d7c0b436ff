/**
 * "Load demo": a season of every format, built the way a TD builds it, so a newcomer sees live standings at once.
 *
 * Every sheet is made by the add-on's own endpoints — the globals the sidebar calls, from dist/Code.js as the
 * preview runs them (`world.run`, with google.script.run's serialisation checks) — and every result is typed as a
 * TD types it: a value into a result cell through the preview's cell edit (`world.edit`: drop-downs checked, text
 * read as Sheets reads typed text), so the sheets' own formulas compute the standings. Swing results are posted
 * through the live panel's endpoint, as a TD posts them. Cells are found by their header labels, not by fixed
 * addresses, so a format may move its columns; a changed endpoint or header fails with the format's name.
 *
 * Everything is deterministic (fixed seeds, a fixed sequence of results), so the browser tests use the demo as a
 * fixture; only the swing postings' dates follow the calendar (yesterday evening, from 19:00 UTC).
 */
import type { PreviewWorld } from './world';

import { DemoError, Td, type DemoFormat, type DemoPart, type DemoReport } from './demo/td';
import { tttDemo } from './demo/ttt';
import { duplicateDemo } from './demo/duplicate';
import { torresDemo } from './demo/torres';
import { swingDemo } from './demo/swing';
import { gbqDemo } from './demo/gbq';

export { DemoError, type DemoFormat, type DemoPart, type DemoReport };

/** The first cell of the sheets whose value is an error (#ERROR!, #N/A, #REF!, …), with the engine's message. */
function firstError(world: PreviewWorld, sheets: string[]): string | null {
  for (const name of sheets) {
    const sheet = world.gas.book.getSheetByName(name);
    if (!sheet) return `the sheet "${name}" is missing`;
    const values = sheet.getRange(1, 1, Math.max(sheet.getLastRow(), 1), Math.max(sheet.getLastColumn(), 1)).getValues();
    for (const [r, row] of values.entries()) {
      for (const [c, v] of row.entries()) {
        if (typeof v === 'string' && /^#(ERROR!|REF!|N\/A|VALUE!|NAME\?|DIV\/0!|NUM!|NULL!|CYCLE!|SPILL!)/.test(v)) {
          return `"${name}" R${r + 1}C${c + 1} shows ${v} ${sheet.errorAt(r + 1, c + 1) ?? ''}`.trim();
        }
      }
    }
  }
  return null;
}

export const DEMOS: readonly [DemoFormat, (td: Td) => DemoPart][] = [
  ['TTT', tttDemo],
  ['Duplicate', duplicateDemo],
  ['TORRES', torresDemo],
  ['Swing', swingDemo],
  ['GBQ', gbqDemo],
];

/**
 * Builds the demo into the world's workbook (the preview empties it first). A format whose demo fails is
 * reported and the others are still built; the TTT standings are shown at the end.
 */
export function loadDemo(world: PreviewWorld, only?: readonly DemoFormat[]): DemoReport {
  const report: DemoReport = { parts: [], failed: [] };
  for (const [format, build] of DEMOS) {
    if (only && !only.includes(format)) continue;
    try {
      const td = new Td(world, format);
      const part = build(td);
      report.parts.push(part);
      for (const error of td.problems) report.failed.push({ format, error });
      const error = firstError(world, part.sheets);
      if (error) report.failed.push({ format, error: `${format} demo: the results are in, but ${error}` });
    } catch (e) {
      const message = e instanceof DemoError ? e.message : `${format} demo: ${e instanceof Error ? e.message : String(e)}`;
      report.failed.push({ format, error: message });
    }
  }
  const first = report.parts[0];
  if (first) world.activate(first.standings);
  world.version++;
  return report;
}
