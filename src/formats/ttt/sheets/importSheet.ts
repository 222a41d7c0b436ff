/**
 * The set's Import sheet: the TD pastes the site's finished matches into A:F (match id, player 1, player 2,
 * winner, kind, optional group) and runs "Import results". The report (H:K) lists what was imported, and every
 * row that was skipped, friendly, unknown, in conflict, ambiguous or invalid, with the reason.
 */
import type { GameUpdate, ImportReport, ImportRow } from '../rules/importTypes';
import { a1, colRange, columnLetters, rangeA1, type PlanCell, type SheetPlan, widthsFrom } from '../../../shared/sheets/plan';
import { COLOR } from '../../../shared/sheets/styles';
import { asText } from '../../../shared/sheets/text';
import { nameKey } from '../../../shared/rules/names';
import { kindMetadata, sheetKind, type SheetEdit, type SheetGrid } from '../../../shared/sheets/read';
import { SET_ONLY } from './keys';
import { IMPORT } from './layout';
import { NEXT_STEP_STYLE } from '../../../shared/sheets/nextStep';
import { IMPORT_STEP, importNextStep, importStepCells } from './nextStep';
import type { RoundRobinModel } from './types';

/** The set's Import sheet: its kind and metadata keys. */
export const IMPORT_SHEET = sheetKind('ttt-import', SET_ONLY);

export const REPORT_HEADER = ['Status', 'Row', 'Match id', 'What happened'];
export const REPORT_PLACEHOLDER =
  'Paste the finished matches into A2:F (one per row), then run Extensions ▸ Tournament director ▸ Import results, or the wizard\'s "Import TTT results".';

/** The kinds a pasted row may give, in the words of the Check cells and the drop-down's help text. */
export const KINDS_ACCEPTED = 'single, gammon, backgammon, timeout or resign';

/**
 * Where a check message points: `" in "&<this sheet's name>&" B"&ROW(A5)&":C"&ROW(A5)&"<rest>"` for the cells "B#:C#"
 * of row 5. The row is ROW() of the row's own cell, not a number in the text, so every row's check formulas read the
 * same relative to their row (Sheets' fill-down form, and one parse of each for a formula engine that caches them).
 */
const at = (row: number, cells: string, rest = ''): string => {
  const text = `" ${cells.split('#').join(`"&ROW(A${row})&"`)}${rest}"`.replace(/&""$/, '');
  return `" in "&${IMPORT.sheetNameCell}&${text}`;
};

/**
 * A name as the Check compares it for a "did you mean": without accents (Müller → muller, also the letters that
 * carry no accent mark in Unicode: Søren → soren, Straße → strasse), case or spaces. Only the set's names are
 * folded so (when the sheet is made): a pasted name is compared with its spaces taken out, as pasted.
 */
export function foldedName(name: string): string {
  return nameKey(name)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[øœæßđðłþıħŧ]/g, (c) => FOLDED_LETTERS[c])
    .replace(/\s/g, '');
}
const FOLDED_LETTERS: Record<string, string> = { ø: 'o', œ: 'oe', æ: 'ae', ß: 'ss', đ: 'd', ð: 'd', ł: 'l', þ: 'th', ı: 'i', ħ: 'h', ŧ: 't' };

/**
 * The helper columns V:W: each folded name of the set's players once, with the players' names that fold to it ("Müller",
 * or "Müller or Mùller" when two do).
 */
export function foldedNames(players: readonly string[]): [string, string][] {
  const meant = new Map<string, string[]>();
  for (const p of players) meant.set(foldedName(p), [...(meant.get(foldedName(p)) ?? []), p]);
  return [...meant].map(([folded, names]) => [folded, names.join(' or ')]);
}

/**
 * The check steps of a pasted row (helpers P:U; docs/rules.md §1.11), each "" when the row is blank, an
 * earlier step found something, or its own checks pass; else what is wrong, the sheet cell and what to type.
 * `players` and `groups` are the helper lists, `folded`, `meant` and `numbers` the folded names, whom they mean and
 * their line numbers (absolute ranges on this sheet).
 */
export function checkFormulas(row: number, players: string, groups: string, folded: string, meant: string, numbers: string): string[] {
  const [id, p1, p2, winner, kind, group] = [1, 2, 3, 4, 5, 6].map((c) => a1(row, c));
  const [n1, n2, w, k, g, digits] = [p1, p2, winner, kind, group, id].map((c) => `TRIM(${c})`);
  const blank = `COUNTA(${rangeA1(row, 1, row, IMPORT.columns.length)})=0`;
  const earlier = (steps: number): string =>
    `=IF(OR(${blank}, ${Array.from({ length: steps }, (_, i) => a1(row, IMPORT.firstCheckColumn + i)).join('&')}<>""), "", `;
  const whole = `IF(ISNUMBER(${id}), AND(${id}=INT(${id}), ${id}>0), IFERROR(AND(VALUE(${digits})>0, TEXT(VALUE(${digits}), REPT("0", LEN(${digits})))=${digits}), FALSE))`;
  const matchId =
    `=IF(${blank}, "", IF(${digits}="", "no match id"&${at(row, 'A#', ": paste the site's match id")}, ` +
    `IF(NOT(${whole}), "match id "&${id}&${at(row, 'A#', " is not a whole number: paste the site's match id")}, "")))`;
  const names =
    earlier(1) +
    `IF(OR(${n1}="", ${n2}=""), "a player is missing"&${at(row, 'B#:C#', ': paste both players')}, ` +
    `IF(${n1}=${n2}, ${n1}&" is both players"&${at(row, 'B#:C#')}, ` +
    `IF(AND(${w}<>${n1}, ${w}<>${n2}), "winner "&${w}&${at(row, 'D#', ' is not one of the two players: type ')}&${n1}&" or "&${n2}, ""))))`;
  const badKind = `AND(${IMPORT.kinds.map((x) => `${k}<>"${x}"`).join(', ')})`;
  const kindStep = earlier(2) + `IF(${badKind}, "kind "&${k}&${at(row, 'E#', ` is not a kind: type ${KINDS_ACCEPTED}`)}, ""))`;
  // A name not in the set that is a player's name without its accents, case or spaces: "did you mean" that player
  // (every player whose name folds so). The folded list holds each name once, so the sum of the line numbers (X)
  // where it matches is its line.
  const meantStep = (steps: number, name: string, cell: string): string => {
    const key = `SUBSTITUTE(${name}, " ", "")`;
    return (
      earlier(steps) +
      `IF(SUMPRODUCT(--(${players}=${name}))>0, "", IF(SUMPRODUCT(--(${folded}=${key}))=0, "", ${name}&${at(row, cell, ' is not in this set — did you mean ')}&` +
      `INDEX(${meant}, SUMPRODUCT((${folded}=${key})*${numbers}))&"?")))`
    );
  };
  const setStep =
    earlier(5) +
    `IF(SUMPRODUCT((${players}=${n1})+(${players}=${n2}))=0, "neither "&${n1}&" nor "&${n2}&${at(row, 'B#:C#', ' is a player of the set: check the spelling')}, ` +
    `IF(AND(${g}<>"", SUMPRODUCT((${groups}=${g})+(${groups}="G"&${g}))=0), "there is no group "&${g}&${at(row, 'F#', ': type ')}&${IMPORT.groupsTextCell}&" or leave it blank", "")))`;
  return [matchId, names, kindStep, meantStep(3, n1, 'B#'), meantStep(4, n2, 'C#'), setStep];
}

export function importPlan(model: RoundRobinModel): SheetPlan {
  const r = IMPORT.reportColumn;
  const lastPasteRow = IMPORT.lastRow;
  const players = [...new Map(model.groups.flatMap((g) => g.players).map((p) => [p.toLowerCase(), p])).values()];
  const groupNames = model.groups.map((g) => g.name);
  const playersRange = colRange(IMPORT.playersColumn, IMPORT.firstRow, IMPORT.firstRow + Math.max(players.length, 1) - 1, true);
  const groupsRange = colRange(IMPORT.groupsColumn, IMPORT.firstRow, IMPORT.firstRow + Math.max(groupNames.length, 1) - 1, true);
  const folds = foldedNames(players);
  const foldedRange = colRange(IMPORT.foldedColumn, IMPORT.firstRow, IMPORT.firstRow + Math.max(folds.length, 1) - 1, true);
  const meantRange = colRange(IMPORT.meantColumn, IMPORT.firstRow, IMPORT.firstRow + Math.max(folds.length, 1) - 1, true);
  const numbersRange = colRange(IMPORT.foldedNumberColumn, IMPORT.firstRow, IMPORT.firstRow + Math.max(folds.length, 1) - 1, true);
  const groupsText = groupNames.length <= 1 ? (groupNames[0] ?? '') : `${groupNames.slice(0, -1).join(', ')} or ${groupNames[groupNames.length - 1]}`;
  const header: PlanCell[] = [
    ...IMPORT.columns,
    importNextStep(),
    ...REPORT_HEADER,
    null,
    'Helper: players of the set',
    'Helper: groups',
    'Helper: this sheet, the groups',
    'Helper: check 1',
    'Helper: check 2',
    'Helper: check 3',
    'Helper: check 4',
    'Helper: check 5',
    'Helper: check 6',
    'Helper: names folded',
    'Helper: did you mean',
    'Helper: line',
  ];
  const helperText = (i: number): PlanCell[] => [
    players[i] === undefined ? null : asText(players[i]),
    groupNames[i] === undefined ? null : asText(groupNames[i]),
    i === 0 ? asText(model.names.import) : i === 1 ? asText(groupsText) : null,
  ];
  const foldedText = (i: number): PlanCell[] => (folds[i] === undefined ? [null, null, null] : [asText(folds[i][0]), asText(folds[i][1]), i + 1]);
  const step = importStepCells();
  const rows: PlanCell[][] = Array.from({ length: lastPasteRow - IMPORT.firstRow + 1 }, (_, i) => {
    const row = IMPORT.firstRow + i;
    const helpers = helperText(i);
    const stepRow = IMPORT.firstRow + i - IMPORT_STEP.problems;
    if (stepRow >= 0 && stepRow < step.length) helpers[IMPORT_STEP.column - IMPORT.playersColumn] = step[stepRow];
    const report: PlanCell[] = i === 0 ? ['waiting', null, null, REPORT_PLACEHOLDER] : [null, null, null, null];
    return [
      null,
      null,
      null,
      null,
      null,
      null,
      `=${Array.from({ length: IMPORT.checkSteps }, (_, k) => a1(row, IMPORT.firstCheckColumn + k)).join('&')}`,
      ...report,
      null,
      ...helpers,
      ...checkFormulas(row, playersRange, groupsRange, foldedRange, meantRange, numbersRange),
      ...foldedText(i),
    ];
  });
  const extra = Math.max(players.length, groupNames.length) - rows.length;
  for (let i = 0; i < extra; i++) {
    rows.push([
      ...new Array<PlanCell>(IMPORT.playersColumn - 1).fill(null),
      ...helperText(rows.length),
      ...new Array<PlanCell>(IMPORT.checkSteps).fill(null),
      ...foldedText(rows.length),
    ]);
  }
  const check = IMPORT.checkColumn;
  const problemsCount = `SUMPRODUCT((LEN(${colRange(check, IMPORT.firstRow, lastPasteRow, true)})>0)*1)`;
  return {
    name: model.names.import,
    kind: IMPORT_SHEET.kind,
    metadata: kindMetadata(IMPORT_SHEET, { set: model.setKey }),
    cells: [header, ...rows],
    styles: [
      { range: rangeA1(1, 1, 1, IMPORT.columns.length + 1), bold: true, background: COLOR.header },
      { range: rangeA1(1, r, 1, r + IMPORT.reportColumns - 1), bold: true, background: COLOR.grey },
      // The Check column's header is the sheet's Next step line (problems first), wrapped in its column.
      { range: a1(1, check), ...NEXT_STEP_STYLE, wrap: true },
      // Pasted names and groups stay text (a player named 007 or 1850 is not read as a number).
      { range: rangeA1(IMPORT.firstRow, 2, lastPasteRow, 4), numberFormat: '@' },
      { range: colRange(6, IMPORT.firstRow, lastPasteRow), numberFormat: '@' },
      { range: colRange(check, IMPORT.firstRow, lastPasteRow), fontColor: COLOR.problemText },
      // The helpers are text (a player named 007 stays 007), the line numbers (X) numbers.
      { range: rangeA1(1, IMPORT.playersColumn, IMPORT.firstRow + rows.length - 1, IMPORT.meantColumn), fontColor: COLOR.faintText, numberFormat: '@' },
    ],
    columnWidths: [
      ...widthsFrom(1, [60, 100, 100, 100, 80, 150, 420]),
      { column: r, width: 120 },
      { column: r + 1, width: 50 },
      { column: r + 2, width: 80 },
      { column: r + 3, width: 520 },
      { column: r + 4, width: 20 },
    ],
    frozenRows: 1,
    // The set's players and groups, the Next step line's counts, the check steps and the folded names (M:X) are working columns.
    hiddenColumns: [{ column: IMPORT.playersColumn, count: IMPORT.columnsTotal - IMPORT.playersColumn + 1 }],
    dropDowns: [
      {
        range: colRange(5, IMPORT.firstRow, lastPasteRow),
        list: [...IMPORT.kinds],
        allowInvalid: true,
        helpText: `${KINDS_ACCEPTED} (timeout and resign: WT for the winner, LT for the other). Anything else is marked red and the Check cell (column G) says what to type.`,
      },
    ],
    conditionalFormats: [
      {
        range: rangeA1(IMPORT.firstRow, 1, lastPasteRow, IMPORT.columns.length),
        formula: `=$${columnLetters(check)}${IMPORT.firstRow}<>""`,
        background: COLOR.bad,
        fontColor: COLOR.problemText,
        bold: true,
      },
      { range: a1(1, check), formula: `=${problemsCount}>0`, background: COLOR.bad, fontColor: COLOR.problemText, bold: true },
    ],
    notes: {
      [a1(1, 1)]:
        `Paste one finished match per row. The lowest match id between two players of a group is official; later ones, matches across groups and with outsiders are friendly. Groups: ${model.groups.map((g) => g.name).join(', ')}.`,
      [a1(1, check)]:
        'Next step, then below: what is wrong with each pasted row (the cell and what to paste instead); Import results imports none of them as a result: it reports them (a name that is a player\'s without its accents as friendly, with the same "did you mean").',
    },
    protections: [
      { range: rangeA1(1, r, 1, r + IMPORT.reportColumns - 1), description: 'Import report header' },
      { range: colRange(check, 1, lastPasteRow), description: 'Import checks (formulas)' },
      {
        range: rangeA1(1, IMPORT.playersColumn, IMPORT.firstRow + rows.length - 1, IMPORT.columnsTotal),
        description: "Import helpers (the set's players and groups, the checks)",
      },
    ],
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
