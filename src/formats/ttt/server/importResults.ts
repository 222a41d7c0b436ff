/**
 * importResults: reads the set's Import sheet and every Games sheet (one getValues each), reconciles with the
 * pure rules (rules/reconcile.ts, docs/rules.md §1.11), writes exactly the match ids and results it imports and
 * the report on the Import sheet. Nothing else in a Games sheet is written: a formula (=TTTTIMEOUT(…)) or a result
 * typed in another row stays as it is, and a differing result is a conflict, never overwritten.
 *
 * Service calls for the writes: per Games sheet, one getRange + one setValues per block of consecutive imported
 * rows that write the same columns (match id, result, or both), so at most 2 × (imported rows) and usually far
 * fewer; then the report: clear + write (and one insertRowsAfter when the report is longer than the sheet).
 */
import { cleanName, nameKey } from '../../../shared/rules/names';
import { writtenString } from '../../../shared/sheets/text';
import { reconcileImport } from '../rules/reconcile';
import type { GameUpdate, ImportRow, SheetGroup } from '../rules/importTypes';
import { GAMES, IMPORT } from '../sheets/layout';
import { importReportRows } from '../sheets/importSheet';
import type { ImportResultsInput, ImportResultsResult } from '../api';
import { findSet, sheetOf } from './registry';
import { cellKey, planTimeouts } from './timeoutRows';
import { isEmptyCell as blank } from '../../../shared/rules/input';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;
type Cell = string | number | boolean | Date;


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
      inviter: cleanName(String(r[0])),
      invitee: cleanName(String(r[1])),
      matchId: blank(r[2]) ? null : (r[2] as number | string),
      result: blank(r[3]) ? null : (r[3] as number | string),
    }));
    const players = [...new Map(games.flatMap((x) => [x.inviter, x.invitee]).map((p) => [nameKey(p), p])).values()];
    return { name: g.name, players, games };
  });

  const report = reconcileImport({ groups, rows });

  // Timeouts and resignations (imported, or a plain WT / LT typed by hand) go to the Timeouts sheet; their result
  // cells read it.
  const timeoutsSheet = set.timeoutsSheetId === undefined ? null : ss.getSheetById(set.timeoutsSheetId);
  const typed = set.groups.map((g, i) =>
    timeoutsSheet && g.games > 0 ? (gamesSheets[i].getRange(GAMES.firstRow, GAMES.col.result, g.games, 1).getFormulas() as string[][]).map((r) => r[0]) : [],
  );
  const timeouts = timeoutsSheet
    ? planTimeouts(set, groups, report.updates, typed, gamesSheets.map((s) => s.getName()), timeoutsSheet)
    : { formulas: new Map<string, string>(), added: [], full: 0 };
  const linkTyped: GameUpdate[] = timeouts.added
    .filter((a) => !a.imported)
    .map((a) => ({ row: 0, matchId: a.matchId, player1: '', player2: '', group: a.group, groupIndex: a.groupIndex, gameIndex: a.gameIndex, result: 'WT', writes: ['result'] }));

  // Only the imported cells, one block per run of consecutive rows writing the same columns.
  set.groups.forEach((_, gi) => {
    const resultOf = (u: GameUpdate): string => timeouts.formulas.get(cellKey(gi, u.gameIndex)) ?? u.result;
    for (const block of writeBlocks([...report.updates, ...linkTyped].filter((u) => u.groupIndex === gi), resultOf)) {
      gamesSheets[gi].getRange(GAMES.firstRow + block.first, block.column, block.values.length, block.values[0].length).setValues(block.values);
    }
  });

  // The report: cleared, then written in one call.
  const rowOf = new Map(timeouts.added.map((a) => [cellKey(a.groupIndex, a.gameIndex), a.timeoutsRow]));
  const out = importReportRows(report, when, {
    updateNote: (u) => {
      const row = rowOf.get(cellKey(u.groupIndex, u.gameIndex));
      return row === undefined ? '' : `; to adjudicate on the Timeouts sheet, row ${row}`;
    },
    lines: [
      ...timeouts.added
        .filter((a) => !a.imported)
        .map((a) => ({
          status: 'to adjudicate' as const,
          row: null,
          matchId: a.matchId,
          detail: `${a.group} Games row ${GAMES.firstRow + a.gameIndex}: the typed timeout is on the Timeouts sheet, row ${a.timeoutsRow}; its result cell now reads it`,
        })),
      ...(timeouts.full > 0
        ? [{ status: 'to adjudicate' as const, row: null, matchId: null, detail: `The Timeouts sheet is full: ${timeouts.full} timeout(s) written as plain WT / LT; adjudicate them on their Games rows (WT x / LT x).` }]
        : []),
    ],
  });
  const maxRows = importSheet.getMaxRows();
  const needed = IMPORT.firstRow + out.length - 1;
  if (needed > maxRows) importSheet.insertRowsAfter(maxRows, needed - maxRows);
  importSheet.getRange(IMPORT.firstRow, IMPORT.reportColumn, Math.max(maxRows, needed) - IMPORT.firstRow + 1, IMPORT.reportColumns).clearContent();
  importSheet
    .getRange(IMPORT.firstRow, IMPORT.reportColumn, out.length, IMPORT.reportColumns)
    .setValues(out.map((r) => r.map((v) => (v === null ? '' : typeof v === 'string' ? writtenString(v) : v))));

  return {
    imported: report.updates.length,
    skipped: report.skipped.length,
    friendly: report.friendly.length,
    unknown: report.unknown.length,
    conflicts: report.conflicts.length,
    invalid: report.invalid.length,
    ambiguous: report.ambiguous.length,
    replaced: report.updates.filter((u) => u.replaced).length,
    toAdjudicate: timeouts.added.length,
    summary: timeouts.added.length > 0 ? `${report.summary} ${timeouts.added.length} timeout(s) to adjudicate on the Timeouts sheet.` : report.summary,
    sheet: importSheet.getName(),
  };
}

export interface WriteBlock {
  /** Game index (0-based) of the block's first row. */
  first: number;
  /** Sheet column of the block's first column (match id or result). */
  column: number;
  values: (string | number)[][];
}

/**
 * The cells one Games sheet's updates write, as blocks: consecutive game rows whose updates write the same
 * columns share one block (width 2 for match id + result, 1 for either alone). No cell outside an update's own
 * writes is in a block.
 */
export function writeBlocks(updates: readonly GameUpdate[], resultOf: (u: GameUpdate) => string = (u) => u.result): WriteBlock[] {
  const sorted = [...updates].sort((a, b) => a.gameIndex - b.gameIndex);
  const blocks: WriteBlock[] = [];
  let last: { block: WriteBlock; index: number; kinds: string } | null = null;
  for (const u of sorted) {
    const id = u.writes.includes('matchId');
    const result = u.writes.includes('result');
    if (!id && !result) continue;
    const line: (string | number)[] = [];
    if (id) line.push(u.matchId as number);
    if (result) line.push(writtenString(resultOf(u)));
    const kinds = `${id}${result}`;
    if (last && last.kinds === kinds && last.index === u.gameIndex - 1) {
      last.block.values.push(line);
      last.index = u.gameIndex;
      continue;
    }
    const block: WriteBlock = { first: u.gameIndex, column: id ? GAMES.col.matchId : GAMES.col.result, values: [line] };
    blocks.push(block);
    last = { block, index: u.gameIndex, kinds };
  }
  return blocks;
}
