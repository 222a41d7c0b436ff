/**
 * importResults: read → parse → decide → edit → apply. Reads the set's Import sheet, Stats sheet (the scoring),
 * Timeouts sheet and every Games sheet (readSheet; the Games sheets' formulas too, to tell a result cell linked to
 * the Timeouts sheet), reconciles with the pure rules (rules/reconcile.ts, docs/rules.md §1.11), and writes exactly
 * the match ids and results it imports, the new Timeouts rows and the report on the Import sheet, each as a
 * SheetEdit. Nothing else in a Games sheet is written: a formula (=TTTTIMEOUT(…)) or a result typed in another row
 * stays as it is, and a differing result is a conflict, never overwritten.
 *
 * Service calls for the writes: per Games sheet one setValues per block of consecutive imported rows that write
 * the same columns (match id, result, or both), or one span when that would take more than MAX_IMPORT_BLOCKS
 * (the cells between written back as they are), so at most MAX_IMPORT_BLOCKS per sheet whatever the number of
 * results; two for the new Timeouts rows; one for the report (and one insertRowsAfter when the report is longer
 * than the sheet).
 */
import { Problems } from '../../../shared/rules/input';
import { applyEdit, readSheet } from '../../../shared/server/readSheet';
import { reconcileImport } from '../rules/reconcile';
import { showResult } from '../rules/result';
import type { GameUpdate } from '../rules/importTypes';
import { GAMES_SHEET, currentCells, gameRow, gamesImportEdit, importGroup, parseGames, type GamesWrite } from '../sheets/games';
import { importReportRows, parseImport, reportEdit } from '../sheets/importSheet';
import { timeoutsFreeRows } from '../sheets/timeouts';
import type { ImportResultsInput, ImportResultsResult } from '../api';
import { findSet, sheetOf, type RegisteredSet } from './registry';
import { readFormulas, readScoring, readTimeouts, setSheets } from './read';
import { cellKey, planTimeouts } from './timeoutRows';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

export function importResultsIn(ss: Spreadsheet, input: ImportResultsInput | undefined, when: string): ImportResultsResult {
  // Read and parse.
  const registered = findSet(ss, input?.sheet);
  const importSheet = sheetOf(ss, registered.importSheetId, 'Import');
  // A group's mini-TTT (docs/rules.md §1.5) is imported like a group: its Games sheet comes after the groups', so a
  // pair whose group game already holds a (lower) match id gets its mini-TTT game (the only one still open, §1.11).
  const minis = setSheets(ss, registered.key).filter((s) => s.kind === GAMES_SHEET.kind && s.miniOf !== undefined);
  const gamesSheets = [...registered.groups.map((g) => sheetOf(ss, g.gamesSheetId, `${g.name} Games`)), ...minis.map((m) => m.sheet)];
  const pasted = parseImport(readSheet(importSheet));
  const scoring = readScoring(ss, registered, new Problems()); // a scoring cell the TD broke reads as current here
  const timeouts = readTimeouts(ss, registered, scoring);
  const grids = gamesSheets.map((s) => ({ values: readSheet(s), formulas: readFormulas(s) }));
  const parsed = grids.map((g) => parseGames(g.values, { formulas: g.formulas, timeoutsSheet: timeouts?.name }));
  const set: RegisteredSet = {
    ...registered,
    groups: [
      ...registered.groups,
      ...minis.map((m, i) => ({ name: `${m.miniOf} mini`, games: parsed[registered.groups.length + i].games.length, gamesSheetId: m.sheet.getSheetId() })),
    ],
  };
  const linked = (row: number): string | null => {
    const result = timeouts?.parsed.rows.get(row)?.result ?? null;
    return result === null ? null : typeof result === 'number' ? String(result) : showResult(result);
  };
  const groups = set.groups.map((g, i) => importGroup(g.name, parsed[i], g.games, linked, gamesSheets[i].getName()));

  // Decide.
  const report = reconcileImport({ groups, rows: pasted.rows });
  // Timeouts and resignations (imported, or a plain WT / LT typed by hand) go to the Timeouts sheet; their result
  // cells read it.
  const formulaCells = set.groups.map((g, i) => {
    const byRow = new Map(parsed[i].games.map((x) => [x.row, x.formula]));
    return Array.from({ length: g.games }, (_, k) => byRow.get(gameRow(k)) ?? false);
  });
  const totalGames = set.groups.reduce((n, g) => n + g.games, 0);
  const plan = timeouts
    ? planTimeouts(
        set,
        groups,
        report.updates,
        formulaCells,
        gamesSheets.map((s) => s.getName()),
        timeouts.name,
        timeoutsFreeRows(timeouts.parsed, totalGames),
      )
    : { formulas: new Map<string, string>(), added: [], full: 0, edit: {} };
  const linkTyped: GameUpdate[] = plan.added
    .filter((a) => !a.imported)
    .map((a) => ({
      row: 0,
      matchId: a.matchId,
      player1: '',
      player2: '',
      group: a.group,
      groupIndex: a.groupIndex,
      gameIndex: a.gameIndex,
      result: 'WT',
      writes: ['result'],
    }));

  // Edit and apply: only the imported cells of each Games sheet, the new Timeouts rows, the report.
  set.groups.forEach((_, gi) => {
    const writes = [...report.updates, ...linkTyped]
      .filter((u) => u.groupIndex === gi)
      .map((u): GamesWrite => ({
        gameIndex: u.gameIndex,
        ...(u.writes.includes('matchId') ? { matchId: u.matchId as number } : {}),
        ...(u.writes.includes('result') ? { result: plan.formulas.get(cellKey(gi, u.gameIndex)) ?? u.result } : {}),
      }));
    applyEdit(gamesSheets[gi], gamesImportEdit(writes, currentCells(grids[gi].values, grids[gi].formulas)));
  });
  if (timeouts) applyEdit(timeouts.sheet, plan.edit);

  const rowOf = new Map(plan.added.map((a) => [cellKey(a.groupIndex, a.gameIndex), a.timeoutsRow]));
  const out = importReportRows(report, when, {
    updateNote: (u) => {
      const row = rowOf.get(cellKey(u.groupIndex, u.gameIndex));
      return row === undefined ? '' : `; to adjudicate on the Timeouts sheet, row ${row}`;
    },
    lines: [
      ...plan.added
        .filter((a) => !a.imported)
        .map((a) => ({
          status: 'to adjudicate' as const,
          row: null,
          matchId: a.matchId,
          detail: `${a.group} Games row ${gameRow(a.gameIndex)}: the typed timeout is on the Timeouts sheet, row ${a.timeoutsRow}; its result cell now reads it`,
        })),
      ...(plan.full > 0
        ? [
            {
              status: 'to adjudicate' as const,
              row: null,
              matchId: null,
              detail: `The Timeouts sheet is full: ${plan.full} timeout(s) written as plain WT / LT; adjudicate them on their Games rows (WT x / LT x).`,
            },
          ]
        : []),
    ],
  });
  applyEdit(importSheet, reportEdit(out, pasted, importSheet.getMaxRows()));

  return {
    imported: report.updates.length,
    skipped: report.skipped.length,
    friendly: report.friendly.length,
    unknown: report.unknown.length,
    conflicts: report.conflicts.length,
    invalid: report.invalid.length,
    ambiguous: report.ambiguous.length,
    replaced: report.updates.filter((u) => u.replaced).length,
    toAdjudicate: plan.added.length,
    summary: plan.added.length > 0 ? `${report.summary} ${plan.added.length} timeout(s) to adjudicate on the Timeouts sheet.` : report.summary,
    sheet: importSheet.getName(),
  };
}
