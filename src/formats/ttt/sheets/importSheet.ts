/**
 * The set's Import sheet: the TD pastes the site's finished matches into A:F (match id, player 1, player 2,
 * winner, kind, optional group) and runs "Import results". The report (H:K) lists what was imported, and every
 * row that was skipped, friendly, unknown, in conflict, ambiguous or invalid, with the reason.
 */
import type { GameUpdate, ImportReport, ImportRow } from '../rules/importTypes';
import { a1, colRange, rangeA1, type PlanCell, type SheetPlan, widthsFrom } from '../../../shared/sheets/plan';
import { COLOR } from '../../../shared/sheets/styles';
import { asText } from '../../../shared/sheets/text';
import { kindMetadata, sheetKind, type SheetEdit, type SheetGrid } from '../../../shared/sheets/read';
import { SET_ONLY } from './keys';
import { IMPORT } from './layout';
import type { RoundRobinModel } from './types';

/** The set's Import sheet: its kind and metadata keys. */
export const IMPORT_SHEET = sheetKind('ttt-import', SET_ONLY);

export const REPORT_HEADER = ['Status', 'Row', 'Match id', 'What happened'];
export const REPORT_PLACEHOLDER =
  'Paste the finished matches into A2:F (one per row), then run Add-ons › Import results, or the wizard\'s "Import TTT results".';

export function importPlan(model: RoundRobinModel): SheetPlan {
  const r = IMPORT.reportColumn;
  const header: PlanCell[] = [...IMPORT.columns, null, ...REPORT_HEADER];
  const second: PlanCell[] = [null, null, null, null, null, null, null, 'waiting', null, null, REPORT_PLACEHOLDER];
  const lastPasteRow = 500;
  return {
    name: model.names.import,
    kind: IMPORT_SHEET.kind,
    metadata: kindMetadata(IMPORT_SHEET, { set: model.setKey }),
    cells: [header, second],
    styles: [
      { range: rangeA1(1, 1, 1, IMPORT.columns.length), bold: true, background: COLOR.header },
      { range: rangeA1(1, r, 1, r + IMPORT.reportColumns - 1), bold: true, background: COLOR.grey },
      // Pasted names and groups stay text (a player named 007 or 1850 is not read as a number).
      { range: rangeA1(IMPORT.firstRow, 2, lastPasteRow, 4), numberFormat: '@' },
      { range: colRange(6, IMPORT.firstRow, lastPasteRow), numberFormat: '@' },
    ],
    columnWidths: [
      ...widthsFrom(1, [90, 140, 140, 140, 100, 110, 20]),
      { column: r, width: 120 },
      { column: r + 1, width: 50 },
      { column: r + 2, width: 80 },
      { column: r + 3, width: 520 },
    ],
    frozenRows: 1,
    dropDowns: [
      {
        range: colRange(5, IMPORT.firstRow, lastPasteRow),
        list: [...IMPORT.kinds],
        allowInvalid: true,
        helpText: 'single, gammon, backgammon, timeout or resign (timeout and resign: WT for the winner, LT for the other).',
      },
    ],
    notes: {
      [a1(1, 1)]:
        `Paste one finished match per row. The lowest match id between two players of a group is official; later ones, matches across groups and with outsiders are friendly. Groups: ${model.groups.map((g) => g.name).join(', ')}.`,
    },
    protections: [{ range: rangeA1(1, r, 1, r + IMPORT.reportColumns - 1), description: 'Import report header' }],
  };
}

export type ReportStatus =
  'imported' | 'replaced' | 'to adjudicate' | 'already recorded' | 'friendly' | 'conflict' | 'unknown players' | 'ambiguous' | 'invalid';

export interface ReportExtras {
  /** Said after an imported row's line (e.g. "to adjudicate on Timeouts row 7"). */
  updateNote?: (u: GameUpdate) => string;
  /** Further lines (hand-typed WT / LT moved to the Timeouts sheet), listed after the import's rows. */
  lines?: { status: ReportStatus; row: number | null; matchId: number | null; detail: string }[];
}

/** What an imported row wrote, in words (a replacement says what it replaced). */
function updateDetail(u: GameUpdate): string {
  const wrote = u.writes.map((w) => (w === 'matchId' ? `match id ${u.matchId}` : `result ${u.result}`)).join(' and ');
  const replaced = u.replaced
    ? ` (replaced match ${u.replaced.matchId}${u.replaced.result === null ? '' : `, ${String(u.replaced.result)}`}: friendly now)`
    : '';
  return `${u.group}: ${u.player1} – ${u.player2}: wrote ${wrote}${replaced}`;
}

/** The report block (H:K from row 2): a summary line, then one row per listed item, in row order. */
export function importReportRows(report: ImportReport, when: string, extras: ReportExtras = {}): PlanCell[][] {
  const note = extras.updateNote ?? (() => '');
  const items: [ReportStatus, { row: number; matchId: number | null; detail?: string }][] = [
    ...report.updates.map((u): [ReportStatus, typeof u & { detail: string }] => [
      u.replaced ? 'replaced' : 'imported',
      { ...u, detail: updateDetail(u) + note(u) },
    ]),
    ...report.skipped.map((x): [ReportStatus, typeof x] => ['already recorded', x]),
    ...report.friendly.map((x): [ReportStatus, typeof x] => ['friendly', x]),
    ...report.conflicts.map((x): [ReportStatus, typeof x] => ['conflict', x]),
    ...report.unknown.map((x): [ReportStatus, typeof x] => ['unknown players', x]),
    ...report.ambiguous.map((x): [ReportStatus, typeof x] => ['ambiguous', x]),
    ...report.invalid.map((x): [ReportStatus, typeof x] => ['invalid', x]),
  ];
  items.sort((a, b) => a[1].row - b[1].row);
  return [
    ['summary', null, null, `${when}: ${report.summary}`],
    ...items.map(([status, x]): PlanCell[] => [status, x.row, x.matchId, x.detail ?? '']),
    ...(extras.lines ?? []).map((l): PlanCell[] => [l.status, l.row, l.matchId, l.detail]),
  ];
}

export interface ParsedImport {
  setKey: string | undefined;
  /** The pasted rows (A:F), blank rows left out, each with its sheet row. */
  rows: ImportRow[];
  /** The last row the report (H:K) holds (firstRow − 1 when empty). */
  reportLastRow: number;
}

/** The Import sheet read back: the pasted matches (a group typed as a number, 3, means G3) and the report's extent. */
export function parseImport(grid: SheetGrid): ParsedImport {
  const rows: ImportRow[] = [];
  let reportLastRow = IMPORT.firstRow - 1;
  const width = IMPORT.columns.length;
  for (let row = IMPORT.firstRow; row <= grid.rows; row++) {
    for (let c = IMPORT.reportColumn; c < IMPORT.reportColumn + IMPORT.reportColumns; c++) if (!grid.blank(row, c)) reportLastRow = row;
    if (Array.from({ length: width }, (_, c) => grid.at(row, c + 1)).every((v) => v === '' || v === null || v === undefined)) continue;
    const id = grid.at(row, 1);
    const group = grid.blank(row, 6) ? null : grid.text(row, 6).trim();
    rows.push({
      matchId: typeof id === 'number' ? id : grid.text(row, 1),
      player1: grid.text(row, 2),
      player2: grid.text(row, 3),
      winner: grid.text(row, 4),
      kind: grid.text(row, 5),
      group: group !== null && /^\d+$/.test(group) ? `G${group}` : group,
      row,
    });
  }
  return { setKey: grid.meta(IMPORT_SHEET.keys.set), rows, reportLastRow };
}

/**
 * The Import sheet's edit writing a report (H:K from row 2) over the previous one: one block, the rows the old
 * report used beyond the new one emptied; rows added first when the sheet (`maxRows` rows) is too short.
 */
export function reportEdit(report: readonly PlanCell[][], previous: ParsedImport, maxRows: number): SheetEdit {
  const needed = IMPORT.firstRow + report.length - 1;
  const height = Math.max(report.length, previous.reportLastRow - IMPORT.firstRow + 1);
  const values = Array.from({ length: height }, (_, i) =>
    Array.from({ length: IMPORT.reportColumns }, (_, k) => {
      const v = report[i]?.[k] ?? null;
      return typeof v === 'string' ? asText(v) : v; // report text is never a formula
    }),
  );
  return {
    ...(needed > maxRows ? { insertRowsAfter: [{ row: maxRows, count: needed - maxRows }] } : {}),
    blocks: [{ row: IMPORT.firstRow, column: IMPORT.reportColumn, values }],
  };
}
