/**
 * A group's Table sheet: standings (one TTTSTANDINGS over the Games sheet, honouring the removed list: the only
 * custom function of the sheet), the list of removed players, and the match table (crosstable) whose cells are the
 * row player's points against the column player: each cell reads the points cells of the game(s) of that pair on
 * the Games sheet (the schedule is fixed when the set is created), so no name is used as a lookup criterion.
 */
import { nameKey } from '../../../shared/rules/names';
import { a1, colRange, columnLetters, onSheet, parseA1, rangeA1, type PlanCell, type SheetPlan } from '../../../shared/sheets/plan';
import { COLOR } from '../../../shared/sheets/styles';
import { sheetKind, type SheetEdit, type SheetGrid } from '../../../shared/sheets/read';
import { GROUP_SHEET, setMetadata } from './keys';
import { asText, formulaString } from '../../../shared/sheets/text';
import { GAMES, REMOVED_FLAG, STATS, TABLE, gamesColumn } from './layout';
import { problemsFormats, scoringFormat, scoringReads, settingsRow } from './games';
import { LEFT_OUT } from '../rules/standings';
import type { RoundRobinGroupModel, RoundRobinModel } from './types';
import { NOTE_MINI_TTT } from '../rules/standings';
import { NEXT_STEP_STYLE } from '../../../shared/sheets/nextStep';
import { TABLE_PLAYED_CELL, TABLE_STEP, tableNextStep, tableStepCells } from './nextStep';

/** A group's (or a mini-TTT's) Table sheet: its kind and metadata keys. */
export const TABLE_SHEET = sheetKind('ttt-table', GROUP_SHEET);

/** What the Table's mini-TTT cell (M4) says while a mini-TTT is needed and not made yet. */
export const MINI_NEEDED_TEXT = 'Mini-TTT needed: with this Table open, Extensions ▸ Tournament director ▸ Open tournament wizard ▸ Create mini-TTT';

export const TIE_BREAK_NOTE =
  'Standings: total points, highest first. Two tied for first: the head-to-head game decides. Three or more tied for first: ' +
  'the points scored in the games among them decide; if nobody comes out on top, the note says "mini-TTT needed". Other ties share the place. ' +
  "A removed player is treated as never having played: their games are struck out of everyone's totals. " +
  'Status: W = first whatever happens in the games still to play, X = can no longer finish first or level for first.';

/** TTTSTANDINGS' status argument as the Table writes it (TRUE() reads the same in Sheets and in the formula engine). */
const STATUS_ON = 'TRUE()';

/** TTTSTANDINGS' mini argument while the group has no mini-TTT (blank: nothing changes). */
const NO_MINI = '""';

/**
 * The Table's standings formula: TTTSTANDINGS over the group's games with the Status column, its mini-TTT's
 * standings (blank until it exists) and the members in seeding order (the match table's names), the order the
 * standings list them in before the first result.
 */
export function standingsFormula(gamesSheet: string, games: number, members: number, miniRange?: string): string {
  const args = [
    gamesColumn(gamesSheet, GAMES.col.inviter, games),
    gamesColumn(gamesSheet, GAMES.col.invitee, games),
    gamesColumn(gamesSheet, GAMES.col.result, games),
    TABLE.scoringCell,
    colRange(TABLE.removedColumn, TABLE.removedFirstRow, TABLE.removedFirstRow + members - 1, true),
    STATUS_ON,
    miniRange ?? NO_MINI,
    colRange(TABLE.crossColumn, TABLE.crossHeaderRow + 1, TABLE.crossHeaderRow + members, true),
  ];
  return `=TTTSTANDINGS(${args.join(', ')})`;
}

/** A mini-TTT Table's standings (header row and Status column included), as the group's Table reads it. */
export function miniStandingsRange(mini: Pick<RoundRobinGroupModel, 'tableSheet' | 'games'>): string {
  const last = TABLE.standingsRow + standingsRows(mini.games.length) - 1;
  return onSheet(mini.tableSheet, rangeA1(TABLE.standingsRow, 1, last, TABLE.standingsColumns, true));
}

/** The top-level arguments of a formula `=NAME(a, b, …)`, quotes and brackets respected; null when it is not one call. */
function callArguments(formula: string, name: string): string[] | null {
  const head = `=${name}(`;
  if (!formula.toUpperCase().startsWith(head) || !formula.endsWith(')')) return null;
  const body = formula.slice(head.length, -1);
  const args: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let start = 0;
  for (let i = 0; i < body.length; i++) {
    const ch = body[i];
    if (quote !== null) {
      if (ch === quote) quote = null;
      continue;
    }
    if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '(' || ch === '{') depth++;
    else if (ch === ')' || ch === '}') depth--;
    else if (ch === ',' && depth === 0) {
      args.push(body.slice(start, i).trim());
      start = i + 1;
    }
    if (depth < 0) return null;
  }
  if (quote !== null || depth !== 0) return null;
  args.push(body.slice(start).trim());
  return args;
}

/**
 * A group Table's standings formula once its mini-TTT exists: the same games, scoring and removed list, the Status
 * column, the mini-TTT's standings as the seventh argument and the seeding list (when the formula has one). Null when
 * the formula is not a TTTSTANDINGS call with 5 to 8 arguments (typed over: left alone).
 */
export function standingsWithMini(formula: string, miniRange: string): string | null {
  const args = callArguments(formula.trim(), 'TTTSTANDINGS');
  if (args === null || args.length < 5 || args.length > 8) return null;
  return `=TTTSTANDINGS(${[...args.slice(0, 5), STATUS_ON, miniRange, ...args.slice(7)].join(', ')})`;
}

/** Where a Table's standings formula is (A5). */
export const STANDINGS_CELL = { row: TABLE.standingsRow, column: TABLE.standingsColumn } as const;

/** The Table's edit that makes its standings read the mini-TTT's (null when the formula was typed over). */
export function miniStandingsEdit(currentFormula: string, miniRange: string): SheetEdit | null {
  const formula = standingsWithMini(currentFormula, miniRange);
  return formula === null ? null : { blocks: [{ row: STANDINGS_CELL.row, column: STANDINGS_CELL.column, values: [[formula]] }] };
}

/** Rows the standings' spill may use (TTTSTANDINGS' bound: 1 + 2 × games). */
export const standingsRows = (games: number): number => 1 + 2 * Math.max(games, 1);

/**
 * For players i and j (pairing order), the Games sheet's points cells of i in their game(s) against j: the
 * inviter-points cell where i invites, the invitee-points cell where j invites.
 */
function pairPointCells(group: RoundRobinGroupModel): (i: number, j: number) => string[] {
  const index = new Map(group.players.map((p, k) => [nameKey(p), k]));
  const cells = new Map<string, string[]>();
  const add = (me: number, them: number, cell: string): void => {
    const key = `${me},${them}`;
    cells.set(key, [...(cells.get(key) ?? []), cell]);
  };
  group.games.forEach((g, k) => {
    const row = GAMES.firstRow + k;
    const a = index.get(nameKey(g.inviter)) as number;
    const b = index.get(nameKey(g.invitee)) as number;
    add(a, b, onSheet(group.gamesSheet, a1(row, GAMES.col.inviterPoints, true)));
    add(b, a, onSheet(group.gamesSheet, a1(row, GAMES.col.inviteePoints, true)));
  });
  return (i, j) => cells.get(`${i},${j}`) ?? [];
}

/** A match-table cell: blank while none of the pair's games has points, else the sum; an error shows as is. */
function crossFormula(cells: readonly string[]): PlanCell {
  if (cells.length === 0) return null;
  if (cells.length === 1) return `=IF(${cells[0]}="", "", ${cells[0]})`;
  return `=IF(AND(${cells.map((c) => `${c}=""`).join(', ')}), "", SUM(${cells.join(', ')}))`;
}

/** The members named in a help text: all of them when short, else the column to pick from. */
function memberList(players: readonly string[]): string {
  const all = players.join(', ');
  return all.length <= 300 ? all : `the ${players.length} names in column Q`;
}

/** A string for a formula's literal: a double quote doubled. */
const formulaText = (text: string): string => text.replace(/"/g, '""');

/** The Table's settings in one cell (C2), so each reads whole above the narrow standings columns. */
export function settingsText(model: RoundRobinModel, group: RoundRobinGroupModel): string {
  const s = model.settings;
  const rating = group.averageRating === null ? 'unrated' : `average rating ${Math.round(group.averageRating * 10) / 10}`;
  return `Seed ${s.seed} · group size ${s.groupSize} · created ${s.created} · ${rating}`;
}

/** `groupTable`: a mini-TTT's group Table (its Next step line names it). */
export function tablePlan(model: RoundRobinModel, group: RoundRobinGroupModel, groupTable?: string): SheetPlan {
  const n = group.players.length;
  const games = group.games.length;
  const games$ = group.gamesSheet;
  const first = gamesColumn(games$, GAMES.col.inviter, games);
  const results = gamesColumn(games$, GAMES.col.result, games);
  const rmFirst = TABLE.removedFirstRow;
  const rmLast = rmFirst + n - 1;
  const removedAbs = colRange(TABLE.removedColumn, rmFirst, rmLast, true);
  const standingsLast = TABLE.standingsRow + standingsRows(games) - 1;
  const cx = TABLE.crossColumn;
  const cxHeader = TABLE.crossHeaderRow;
  const cxLastCol = cx + n;
  const cxLastRow = cxHeader + n;
  const width = cxLastCol;
  const rowCount = Math.max(standingsLast, cxLastRow, TABLE_STEP.importHint);

  const cells: PlanCell[][] = Array.from({ length: rowCount }, () => new Array<PlanCell>(width).fill(null));
  const put = (row: number, column: number, v: PlanCell): void => {
    cells[row - 1][column - 1] = v;
  };
  put(1, 1, tableNextStep(group));
  const [scoringLabel, scoring] = settingsRow(model);
  put(2, 1, scoringLabel);
  put(2, 2, scoring);
  put(2, 3, asText(settingsText(model, group)));
  const gamesProblems = parseA1(GAMES.problemsCell);
  put(2, 12, `=${onSheet(games$, a1(gamesProblems.row, gamesProblems.column, true))}+IF(${scoringReads('B2')}, 0, 1)`);
  put(
    2,
    13,
    `=IF(${TABLE.problemsCell}=0, "no problems to fix", IF(${scoringReads('B2')}, "see “${formulaText(games$)}”: its Check column (L), or its B2; the standings leave those games out", "B2 must read the set's scoring: type =${formulaText(onSheet(model.names.stats, STATS.scoringCell))}"))`,
  );
  tableStepCells(model, group, standingsLast, groupTable).forEach((v, i) => put(TABLE_STEP.done + i, TABLE_STEP.column, v));
  put(3, 1, TIE_BREAK_NOTE);
  put(
    4,
    1,
    `=IF(${TABLE_PLAYED_CELL}=0, "Standings: no results yet, ${games} games to play", "Standings: "&COUNTIFS(${results}, "", ${first}, "<>")&" of ${games} games still to play")`,
  );
  put(4, TABLE.removedColumn, 'Removed players');
  const notes = colRange(TABLE.noteColumn, TABLE.standingsRow + 1, standingsLast);
  put(4, 13, `=IF(COUNTIF(${notes}, "${NOTE_MINI_TTT}")>0, "${MINI_NEEDED_TEXT}", "")`);
  put(4, cx, 'Match table: points of the row player against the column player (blank = not played)');
  put(TABLE.standingsRow, TABLE.standingsColumn, standingsFormula(games$, games, n));
  put(cxHeader, TABLE.removedColumn, 'Name (pick or type)');
  put(cxHeader, cx, 'Player');
  group.players.forEach((p, i) => {
    put(cxHeader, cx + 1 + i, asText(p));
    put(cxHeader + 1 + i, cx, asText(p));
  });
  const cellsOf = pairPointCells(group);
  for (let i = 0; i < n; i++) {
    const row = cxHeader + 1 + i;
    for (let j = 0; j < n; j++) put(row, cx + 1 + j, i === j ? '—' : crossFormula(cellsOf(i, j)));
  }

  const standingsRange = rangeA1(TABLE.standingsRow + 1, 1, standingsLast, TABLE.standingsColumns);
  const statusRange = rangeA1(TABLE.standingsRow + 1, TABLE.statusColumn, standingsLast, TABLE.statusColumn);
  const crossCells = rangeA1(cxHeader + 1, cx + 1, cxLastRow, cxLastCol);
  const crossAll = rangeA1(cxHeader + 1, cx, cxLastRow, cxLastCol);
  const r0 = TABLE.standingsRow + 1;
  const cxCol = columnLetters(cx);
  const firstCrossLetter = columnLetters(cx);
  return {
    name: group.tableSheet,
    kind: TABLE_SHEET.kind,
    cells,
    styles: [
      { range: 'A1', ...NEXT_STEP_STYLE },
      { range: rangeA1(2, 1, 2, 13), fontColor: COLOR.noteText },
      { range: TABLE.miniCell, bold: true, fontColor: COLOR.attentionText },
      { range: 'A3', italic: true, fontColor: COLOR.noteText },
      { range: rangeA1(4, 1, 4, width), bold: true },
      { range: rangeA1(TABLE.standingsRow, 1, TABLE.standingsRow, TABLE.standingsColumns), bold: true, background: COLOR.header },
      { range: rangeA1(cxHeader, cx, cxHeader, cxLastCol), bold: true, background: COLOR.header },
      { range: colRange(cx, cxHeader + 1, cxLastRow), bold: true, background: COLOR.header },
      { range: a1(cxHeader, TABLE.removedColumn), bold: true, background: COLOR.bad },
      { range: colRange(TABLE.removedColumn, rmFirst, rmLast), background: COLOR.input, numberFormat: '@' },
      { range: crossCells, numberFormat: '0.0', horizontalAlignment: 'center' },
      { range: rangeA1(r0, 4, standingsLast, 4), numberFormat: '0.0' },
      { range: rangeA1(TABLE.standingsRow, TABLE.statusColumn, standingsLast, TABLE.statusColumn), horizontalAlignment: 'center', bold: true },
    ],
    columnWidths: [
      { column: 1, width: 60 },
      // Standard widths (limits.ts): A:N fit the first screen beside the sidebar (1020 px).
      { column: 2, width: 150 },
      ...Array.from({ length: 10 }, (_, i) => ({ column: 3 + i, width: 60 })),
      { column: 13, width: 150 },
      { column: TABLE.statusColumn, width: 60 },
      { column: TABLE.removedColumn, width: 150 },
      { column: 16, width: 20 },
      { column: cx, width: 150 },
      ...Array.from({ length: n }, (_, i) => ({ column: cx + 1 + i, width: 70 })),
    ],
    frozenRows: TABLE.standingsRow,
    // The spacer before the match table holds the Next step line's working cells.
    hiddenColumns: [{ column: TABLE_STEP.column, count: 1 }],
    dropDowns: [
      {
        range: colRange(TABLE.removedColumn, rmFirst, rmLast),
        listRange: colRange(cx, cxHeader + 1, cxLastRow),
        allowInvalid: false,
        helpText: `A member of ${group.name}, picked from the list (${memberList(group.players)}); their games are struck out of every total.`,
      },
    ],
    conditionalFormats: [
      ...problemsFormats(TABLE.problemsCell),
      scoringFormat('B2'),
      { range: standingsRange, formula: `=LEFT($A${r0}, ${LEFT_OUT.length})="${LEFT_OUT}"`, fontColor: COLOR.problemText, bold: true },
      { range: standingsRange, formula: `=$M${r0}="${REMOVED_FLAG}"`, fontColor: COLOR.faintText, strikethrough: true },
      { range: standingsRange, formula: `=$M${r0}="${NOTE_MINI_TTT}"`, background: COLOR.highlight, bold: true },
      // Before the first result every player shares rank 1: no band, the rows faint until a result makes a rank real.
      { range: standingsRange, formula: `=AND(${TABLE_PLAYED_CELL}=0, $B${r0}<>"")`, fontColor: COLOR.faintText },
      { range: standingsRange, formula: `=AND($A${r0}=1, $B${r0}<>"", ${TABLE_PLAYED_CELL}>0)`, background: COLOR.good, bold: true },
      { range: statusRange, formula: `=$N${r0}="X"`, fontColor: COLOR.faintText },
      {
        range: crossAll,
        formula: `=SUMPRODUCT((${removedAbs}=$${cxCol}${cxHeader + 1})+(${removedAbs}=${firstCrossLetter}$${cxHeader}))>0`,
        fontColor: COLOR.faintText,
        strikethrough: true,
      },
    ],
    protections: [
      {
        range: rangeA1(TABLE.standingsRow, 1, standingsLast, TABLE.standingsColumns),
        description: `${group.name} standings (TTTSTANDINGS formula: keep this area empty)`,
      },
      { range: crossCells, description: `${group.name} match table (formulas over the Games sheet)` },
      {
        range: rangeA1(TABLE_STEP.done, TABLE_STEP.column, TABLE_STEP.importHint, TABLE_STEP.column),
        description: `${group.name} Next step line's working cells`,
      },
    ],
    metadata: setMetadata(TABLE_SHEET, { group: group.name, set: model.setKey, miniOf: group.miniOf }),
  };
}

export interface ParsedTable {
  group: string;
  setKey: string | undefined;
  miniOf: string | undefined;
  /** The members, in pairing order (the match table's row headers). */
  players: string[];
  /** The removed players as picked, each with its row. */
  removed: { row: number; name: string }[];
  /** Removed names that are not members of the group, each naming its cell. */
  problems: string[];
}

/**
 * A Table sheet read back: its members (the match table's rows) and the removed list (column O, every row the
 * sheet has). A removed name must be one of `members` (default: the match table's players).
 */
export function parseTable(grid: SheetGrid, members?: readonly string[]): ParsedTable {
  const players: string[] = [];
  for (let row = TABLE.crossHeaderRow + 1; row <= grid.rows && !grid.blank(row, TABLE.crossColumn); row++) players.push(grid.name(row, TABLE.crossColumn));
  const known = new Set((members ?? players).map(nameKey));
  const removed: ParsedTable['removed'] = [];
  const problems: string[] = [];
  for (let row = TABLE.removedFirstRow; row <= grid.rows; row++) {
    if (grid.blank(row, TABLE.removedColumn)) continue;
    const name = grid.name(row, TABLE.removedColumn);
    if (known.has(nameKey(name))) removed.push({ row, name });
    else problems.push(`${grid.where(row, TABLE.removedColumn)}: "${name}" is not a player of this group; pick a name from the list.`);
  }
  return {
    group: grid.meta(TABLE_SHEET.keys.group) ?? '',
    setKey: grid.meta(TABLE_SHEET.keys.set),
    miniOf: grid.meta(TABLE_SHEET.keys.miniOf),
    players,
    removed,
    problems,
  };
}

/** The Table's edit linking its mini-TTT (cell M4): the mini-TTT's Table sheet by id, and who plays it. */
export function miniLinkEdit(players: readonly string[], miniTable: { name: string; id: number }): SheetEdit {
  const text = `Mini-TTT (${players.join(', ')}): open ${miniTable.name}`;
  const cell = parseA1(TABLE.miniCell);
  return { blocks: [{ row: cell.row, column: cell.column, values: [[`=HYPERLINK(${formulaString(`#gid=${miniTable.id}`)}, ${formulaString(text)})`]] }] };
}
