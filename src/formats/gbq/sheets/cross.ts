/**
 * The cross-group table of GBQ groups (seed §1c: "the three best of each group plus the two best 4th placed"):
 * for each group table, its (q+1)-th placed player, read live from the group's LIVE table by built-in formulas,
 * compared across the groups on TP%, the best k marked. A tie at the edge of the best k is shown as a tie: the
 * add-on does not settle it (docs/rules.md §5.6 spirit: no tie decided by a guess). A pure SheetPlan.
 */
import { a1, colRange, columnLetters, ConditionalFormat, onSheet, PlanCell, rangeA1, SheetPlan } from '../../../shared/sheets/plan';
import { asText } from '../../../shared/sheets/text';
import { COLOR } from '../../../shared/sheets/styles';
import { kindMetadata, sheetKind, type SheetGrid } from '../../../shared/sheets/read';
import { CHECKED, gbqRows, LIVE, REF, WORK } from './layout';
import { crossNextStepFormula } from './nextStep';
import { NEXT_STEP_STYLE } from '../../../shared/sheets/nextStep';

/** The cross-group table: its kind and metadata key (the number of groups compared). */
export const GBQ_CROSS = sheetKind('gbq-cross', { groups: 'gbq-cross-groups' });

/** One group table compared: its sheet name and number of players. */
export interface CrossGroup {
  sheet: string;
  players: number;
}

export interface CrossSpec {
  title: string;
  groups: CrossGroup[];
  k: number;
}

export const CROSS = {
  titleRow: 1,
  kRow: 2,
  helpRow: 3,
  headerRow: 5,
  firstRow: 6,
  group: 1,
  q: 2,
  place: 3,
  player: 4,
  games: 5,
  tps: 6,
  pct: 7,
  rank: 8,
  best: 9,
  state: 10,
  key: 12, // workings: TP% as exact as a quotient of whole millionths can be (-1 no games, -2 no player)
} as const;

const HEADERS: [number, string][] = [
  [CROSS.group, 'Group'],
  [CROSS.q, 'q'],
  [CROSS.place, 'Place'],
  [CROSS.player, 'Player'],
  [CROSS.games, 'Games'],
  [CROSS.tps, 'TPs'],
  [CROSS.pct, 'TP%'],
  [CROSS.rank, 'Rank'],
  [CROSS.best, 'Best k'],
  [CROSS.state, 'Group state'],
  [CROSS.key, 'TP% key'],
];

const K = a1(CROSS.kRow, 2, true);

/** The formulas of group g's row (r), reading the group sheet. */
function rowCells(g: CrossGroup, r: number, last: number, m: number): [number, string][] {
  const rows = gbqRows(g.players);
  const col = (c: number) => onSheet(g.sheet, `$${columnLetters(c)}$${rows.first}:$${columnLetters(c)}$${rows.last}`);
  const cell = (ref: string) => onSheet(g.sheet, ref);
  const at = (c: number) => a1(r, c);
  const place = at(CROSS.place);
  const player = at(CROSS.player);
  const win = cell(a1(CHECKED.winRow, CHECKED.valueColumn, true));
  const loss = cell(a1(CHECKED.lossRow, CHECKED.valueColumn, true));
  const keys = `$${columnLetters(CROSS.key)}$${CROSS.firstRow}:$${columnLetters(CROSS.key)}$${last}`;
  const kOk = `AND(ISNUMBER(${K}),${K}>=1,${K}<=${m},${K}=INT(${K}))`;
  const above = `(${at(CROSS.rank)}-1)`;
  const ties = `(SUMPRODUCT((${keys}=${at(CROSS.key)})*1)-1)`;
  const left = `(SUM(${col(WORK.total)})-SUM(${col(WORK.played)}))/2`;
  return [
    [CROSS.group, `=${cell('$A$1')}`],
    [CROSS.q, `=${cell(REF.q)}`],
    [CROSS.place, `=${at(CROSS.q)}+1`],
    [CROSS.player, `=IF(${place}>${g.players},"",IF(INDEX(${col(LIVE.status)},${place})="withdrawn","",INDEX(${col(LIVE.player)},${place})))`],
    [CROSS.games, `=IF(${player}="","",INDEX(${col(LIVE.games)},${place}))`],
    [CROSS.tps, `=IF(${player}="","",INDEX(${col(LIVE.tps)},${place}))`],
    [CROSS.pct, `=IF(${player}="","",IF(${at(CROSS.games)}>0,${at(CROSS.tps)}/((${win}+${loss})*${at(CROSS.games)}),""))`],
    [CROSS.rank, `=IF(${player}="","",1+SUMPRODUCT((${keys}>${at(CROSS.key)})*1))`],
    [CROSS.best, `=IF(OR(${player}="",NOT(${kOk})),"",IF(${above}>=${K},"",IF(${above}+${ties}<${K},"best "&${K},"tie for best "&${K})))`],
    [
      CROSS.state,
      `=IF(${cell(REF.problems)}<>0,"problems to fix in the group (B6)",IF(${player}="","no (q+1)-th placed player left",` +
        `IF(${left}>0,${left}&" game(s) still to play: provisional","group finished")))`,
    ],
    [
      CROSS.key,
      `=IF(${player}="",-2,IF(${at(CROSS.games)}>0,ROUND(${at(CROSS.tps)}*1000000,0)/((ROUND(${win}*1000000,0)+ROUND(${loss}*1000000,0))*${at(CROSS.games)}),-1))`,
    ],
  ];
}

export function buildCrossPlan(spec: CrossSpec, name: string): SheetPlan {
  const m = spec.groups.length;
  const last = CROSS.firstRow + m - 1;
  const cells: PlanCell[][] = [];
  const put = (row: number, column: number, value: PlanCell) => {
    while (cells.length < row) cells.push([]);
    const line = cells[row - 1];
    while (line.length < column) line.push(null);
    line[column - 1] = value;
  };
  put(CROSS.titleRow, 1, asText(spec.title));
  put(CROSS.titleRow, 3, crossNextStepFormula(m, CROSS.firstRow, CROSS.state, K));
  put(CROSS.kRow, 1, 'Best k');
  put(CROSS.kRow, 2, spec.k);
  put(
    CROSS.kRow,
    3,
    `=IF(AND(ISNUMBER(${K}),${K}>=1,${K}<=${m},${K}=INT(${K})),"The "&${K}&" best (q+1)-th placed on TP% are marked","Best k: enter a whole number from 1 to ${m}")`,
  );
  put(
    CROSS.helpRow,
    1,
    "Each group's (q+1)-th placed player, read live from the group tables, compared on TP%. A tie at the edge of the best k is shown as a tie: the TD decides.",
  );
  for (const [column, header] of HEADERS) put(CROSS.headerRow, column, header);
  spec.groups.forEach((g, i) => {
    for (const [column, formula] of rowCells(g, CROSS.firstRow + i, last, m)) put(CROSS.firstRow + i, column, formula);
  });
  const best = `$${columnLetters(CROSS.best)}${CROSS.firstRow}`;
  const conditionalFormats: ConditionalFormat[] = [
    { range: rangeA1(CROSS.firstRow, CROSS.group, last, CROSS.best), formula: `=LEFT(${best},4)="best"`, background: COLOR.promoted, bold: true },
    { range: rangeA1(CROSS.firstRow, CROSS.group, last, CROSS.best), formula: `=LEFT(${best},3)="tie"`, background: COLOR.highlight, bold: true },
  ];
  return {
    name,
    kind: GBQ_CROSS.kind,
    cells,
    styles: [
      { range: 'A1', bold: true },
      { range: a1(CROSS.titleRow, 3), ...NEXT_STEP_STYLE },
      { range: `A${CROSS.kRow}`, bold: true },
      { range: `B${CROSS.kRow}`, background: COLOR.setting },
      { range: `C${CROSS.kRow}`, italic: true, fontColor: COLOR.noteText },
      { range: `A${CROSS.helpRow}`, italic: true, fontColor: COLOR.noteText },
      { range: rangeA1(CROSS.headerRow, CROSS.group, CROSS.headerRow, CROSS.state), bold: true, background: COLOR.good },
      { range: a1(CROSS.headerRow, CROSS.key), bold: true, background: COLOR.grey },
      { range: colRange(CROSS.pct, CROSS.firstRow, last), numberFormat: '0.0%' },
      { range: rangeA1(CROSS.firstRow, CROSS.q, last, CROSS.place), horizontalAlignment: 'center' },
      { range: colRange(CROSS.rank, CROSS.firstRow, last), horizontalAlignment: 'center' },
      { range: colRange(CROSS.key, CROSS.firstRow, last), fontColor: COLOR.fictitiousText, numberFormat: '0.000000' },
      { range: colRange(CROSS.state, CROSS.firstRow, last), italic: true, fontColor: COLOR.noteText },
    ],
    columnWidths: [
      { column: CROSS.group, width: 150 },
      { column: CROSS.player, width: 150 },
      { column: CROSS.best, width: 110 },
      { column: CROSS.state, width: 260 },
    ],
    frozenRows: CROSS.headerRow,
    dropDowns: [
      { range: `B${CROSS.kRow}`, list: Array.from({ length: m }, (_, i) => String(i + 1)), helpText: `How many of the (q+1)-th placed qualify: 1 to ${m}` },
    ],
    conditionalFormats,
    protections: [
      { range: `C${CROSS.kRow}`, description: 'GBQ cross table remark (formula)' },
      { range: rangeA1(CROSS.firstRow, CROSS.group, last, CROSS.key), description: 'GBQ cross table (formulas reading the group tables)' },
    ],
    notes: {
      A1: 'Cross-group table: for each group table, the player in place q + 1 (the first place after the definite qualifiers), read live. They are compared on TP% (TPs / ((win + loss) × games)); the best k are marked. Equal TP% at the edge of the best k: "tie", the TD decides. Group: whether the group has finished.',
      [`B${CROSS.kRow}`]: 'k: how many of the (q+1)-th placed qualify (e.g. 2 for "the two best 4th placed").',
    },
    metadata: kindMetadata(GBQ_CROSS, { groups: m }),
  };
}

// ---------------------------------------------------------------- reading the table back

/** A cross-group table as read back: its title, k as typed and checked, and the group sheet each row reads. */
export interface ParsedGbqCross {
  title: string;
  /** Best k, when it is a whole number from 1 to the number of groups. */
  k?: number;
  /** One per group row: its sheet row and the group sheet its formulas read (undefined: the reference is broken). */
  rows: { row: number; sheet?: string }[];
  problems: string[];
}

/** The sheet name a cross-table row reads ("='Group A'!$A$1"), or undefined when the reference is broken. */
export function crossGroupSheet(formula: string): string | undefined {
  const m = /^=\s*(?:'((?:[^']|'')+)'|([^'!"]+))!\$?A\$?1\s*$/i.exec(formula);
  if (!m) return undefined;
  return m[1] !== undefined ? m[1].replace(/''/g, "'") : m[2];
}

/** Reads a cross-group table back (`formulas`: the formulas of the same cells, which name the group sheets). */
export function parseGbqCross(grid: SheetGrid, formulas: SheetGrid): ParsedGbqCross {
  const m = grid.metaInt(GBQ_CROSS.keys.groups, 1) ?? 0;
  const k = grid.at(CROSS.kRow, 2);
  const problems: string[] = [];
  const kOk = typeof k === 'number' && Number.isInteger(k) && k >= 1 && k <= m;
  if (!kOk) problems.push(`"${grid.sheetName}" B${CROSS.kRow}: Best k: enter a whole number from 1 to ${m}.`);
  const rows = Array.from({ length: m }, (_, i) => {
    const row = CROSS.firstRow + i;
    const sheet = crossGroupSheet(formulas.text(row, CROSS.group));
    return sheet === undefined ? { row } : { row, sheet };
  });
  const parsed: ParsedGbqCross = { title: grid.text(CROSS.titleRow, 1) || grid.sheetName, rows, problems };
  if (kOk) parsed.k = k;
  return parsed;
}
