/**
 * importResults: reads the set's Import sheet and every Games sheet (one getValues each), reconciles with the
 * pure core (src/core/tttset/reconcile.ts), writes the match ids and results (one setValues per Games sheet that
 * changes, spanning the changed rows) and the report on the Import sheet. Nothing already in a Games sheet is
 * overwritten: a differing result is a conflict.
 */
import { reconcileImport } from '../rules/reconcile';
import type { ImportRow, SheetGroup } from '../rules/importTypes';
import { GAMES, IMPORT } from '../sheets/layout';
import { importReportRows } from '../sheets/importSheet';
import type { ImportResultsInput, ImportResultsResult } from '../api';
import { findSet, sheetOf } from './registry';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;
type Cell = string | number | boolean | Date;

const blank = (v: unknown): boolean => v === '' || v === null || v === undefined;

/** Pasted rows, blank rows left out, each keeping its sheet row number. */
export function importRowsOf(values: Cell[][], firstRow: number): ImportRow[] {
  const rows: ImportRow[] = [];
  values.forEach((r, i) => {
    if (r.slice(0, IMPORT.columns.length).every(blank)) return;
    const group = blank(r[5]) ? null : String(r[5]).trim();
    rows.push({
      matchId: r[0] as number | string,
      player1: r[1] as string,
      player2: r[2] as string,
      winner: r[3] as string,
      kind: String(r[4] ?? ''),
      group: group !== null && /^\d+$/.test(group) ? `G${group}` : group,
      row: firstRow + i,
    });
  });
  return rows;
}

export function importResultsIn(ss: Spreadsheet, input: ImportResultsInput | undefined, when: string): ImportResultsResult {
  const set = findSet(ss, input?.sheet);
  const importSheet = sheetOf(ss, set.importSheetId, 'Import');
  const gamesSheets = set.groups.map((g) => sheetOf(ss, g.gamesSheetId, `${g.name} Games`));

  const lastRow = importSheet.getLastRow();
  const pasted = lastRow >= IMPORT.firstRow ? (importSheet.getRange(IMPORT.firstRow, 1, lastRow - IMPORT.firstRow + 1, IMPORT.columns.length).getValues() as Cell[][]) : [];
  const rows = importRowsOf(pasted, IMPORT.firstRow);

  const blocks = set.groups.map((g, i) =>
    g.games > 0 ? (gamesSheets[i].getRange(GAMES.firstRow, GAMES.col.inviter, g.games, 4).getValues() as Cell[][]) : [],
  );
  const groups: SheetGroup[] = set.groups.map((g, i) => {
    const games = blocks[i].map((r) => ({
      inviter: String(r[0]).trim(),
      invitee: String(r[1]).trim(),
      matchId: blank(r[2]) ? null : (r[2] as number | string),
      result: blank(r[3]) ? null : (r[3] as number | string),
    }));
    const players = [...new Map(games.flatMap((x) => [x.inviter, x.invitee]).map((p) => [p.toLowerCase(), p])).values()];
    return { name: g.name, players, games };
  });

  const report = reconcileImport({ groups, rows });

  // One setValues per changed Games sheet: columns match id + result, from the first to the last changed row.
  set.groups.forEach((_, gi) => {
    const updates = report.updates.filter((u) => u.groupIndex === gi);
    if (updates.length === 0) return;
    const first = Math.min(...updates.map((u) => u.gameIndex));
    const last = Math.max(...updates.map((u) => u.gameIndex));
    const block = blocks[gi].slice(first, last + 1).map((r) => [r[2], r[3]]);
    for (const u of updates) {
      const line = block[u.gameIndex - first];
      if (u.writes.includes('matchId')) line[0] = u.matchId as number;
      if (u.writes.includes('result')) line[1] = u.result;
    }
    gamesSheets[gi].getRange(GAMES.firstRow + first, GAMES.col.matchId, block.length, 2).setValues(block);
  });

  // The report: cleared, then written in one call.
  const out = importReportRows(report, when);
  const maxRows = importSheet.getMaxRows();
  const needed = IMPORT.firstRow + out.length - 1;
  if (needed > maxRows) importSheet.insertRowsAfter(maxRows, needed - maxRows);
  importSheet.getRange(IMPORT.firstRow, IMPORT.reportColumn, Math.max(maxRows, needed) - IMPORT.firstRow + 1, IMPORT.reportColumns).clearContent();
  importSheet.getRange(IMPORT.firstRow, IMPORT.reportColumn, out.length, IMPORT.reportColumns).setValues(out.map((r) => r.map((v) => (v === null ? '' : v))));

  return {
    imported: report.updates.length,
    skipped: report.skipped.length,
    friendly: report.friendly.length,
    unknown: report.unknown.length,
    conflicts: report.conflicts.length,
    invalid: report.invalid.length,
    ambiguous: report.ambiguous.length,
    summary: report.summary,
    sheet: importSheet.getName(),
  };
}
