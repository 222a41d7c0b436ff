/**
 * A group's Table sheet: standings (TTTSTANDINGS over the Games sheet, honouring the removed list), the list of
 * removed players, and the match table (crosstable) whose cells are the row player's points against the column
 * player, computed from the Games sheet.
 */
import { a1, colRange, columnLetters, rangeA1, text, type PlanCell, type SheetPlan } from '../../../shared/sheets/plan';
import { GAMES, REMOVED_FLAG, TABLE, gamesColumn } from './layout';
import { settingsRow } from './games';
import type { RoundRobinGroupModel, RoundRobinModel } from './types';

export const TIE_BREAK_NOTE =
  'Standings: total points, highest first. Two tied for first: the head-to-head game decides. Three or more tied for first: ' +
  'the points scored in the games among them decide; if nobody comes out on top, the note says "mini-TTT needed". Other ties share the place. ' +
  'A removed player is treated as never having played: their games are struck out of everyone\'s totals.';

/** Rows the standings' spill may use (TTTSTANDINGS' bound: 1 + 2 × games). */
export const standingsRows = (games: number): number => 1 + 2 * Math.max(games, 1);

export function tablePlan(model: RoundRobinModel, group: RoundRobinGroupModel): SheetPlan {
  const n = group.players.length;
  const games = group.games.length;
  const games$ = group.gamesSheet;
  const first = gamesColumn(games$, GAMES.col.inviter, games);
  const second = gamesColumn(games$, GAMES.col.invitee, games);
  const results = gamesColumn(games$, GAMES.col.result, games);
  const inviterPts = gamesColumn(games$, GAMES.col.inviterPoints, games);
  const inviteePts = gamesColumn(games$, GAMES.col.inviteePoints, games);
  const rmFirst = TABLE.removedFirstRow;
  const rmLast = rmFirst + n - 1;
  const removedAbs = colRange(TABLE.removedColumn, rmFirst, rmLast, true);
  const standingsLast = TABLE.standingsRow + standingsRows(games) - 1;
  const cx = TABLE.crossColumn;
  const cxHeader = TABLE.crossHeaderRow;
  const cxLastCol = cx + n;
  const cxLastRow = cxHeader + n;
  const width = cxLastCol;
  const rowCount = Math.max(standingsLast, cxLastRow);

  const cells: PlanCell[][] = Array.from({ length: rowCount }, () => new Array<PlanCell>(width).fill(null));
  const put = (row: number, column: number, v: PlanCell): void => {
    cells[row - 1][column - 1] = v;
  };
  put(1, 1, `${model.settings.title} — ${group.name} table`);
  settingsRow(model).forEach((v, i) => put(2, 1 + i, v));
  put(3, 1, TIE_BREAK_NOTE);
  put(4, 1, 'Standings');
  put(4, TABLE.removedColumn, 'Removed players');
  put(4, cx, 'Match table: points of the row player against the column player (blank = not played)');
  put(
    TABLE.standingsRow,
    TABLE.standingsColumn,
    `=TTTSTANDINGS(${first}, ${second}, ${results}, ${TABLE.scoringCell}, ${removedAbs})`,
  );
  put(cxHeader, TABLE.removedColumn, 'Name (pick or type)');
  put(cxHeader, cx, 'Player');
  group.players.forEach((p, i) => {
    put(cxHeader, cx + 1 + i, text(p));
    put(cxHeader + 1 + i, cx, text(p));
  });
  for (let i = 0; i < n; i++) {
    const row = cxHeader + 1 + i;
    const me = a1(row, cx, false).replace(/^([A-Z]+)/, '$$$1');
    for (let j = 0; j < n; j++) {
      const column = cx + 1 + j;
      if (i === j) {
        put(row, column, '—');
        continue;
      }
      const them = `${columnLetters(column)}$${cxHeader}`;
      const played = `COUNTIFS(${first}, ${me}, ${second}, ${them}, ${inviterPts}, ">=0")+COUNTIFS(${second}, ${me}, ${first}, ${them}, ${inviteePts}, ">=0")`;
      const points = `SUMIFS(${inviterPts}, ${first}, ${me}, ${second}, ${them})+SUMIFS(${inviteePts}, ${second}, ${me}, ${first}, ${them})`;
      put(row, column, `=IF(${played}=0, "", ${points})`);
    }
  }

  const standingsRange = rangeA1(TABLE.standingsRow + 1, 1, standingsLast, TABLE.standingsColumns);
  const crossCells = rangeA1(cxHeader + 1, cx + 1, cxLastRow, cxLastCol);
  const crossAll = rangeA1(cxHeader + 1, cx, cxLastRow, cxLastCol);
  const r0 = TABLE.standingsRow + 1;
  const cxCol = columnLetters(cx);
  const firstCrossLetter = columnLetters(cx);
  return {
    name: group.tableSheet,
    kind: 'ttt-table',
    cells,
    styles: [
      { range: 'A1', bold: true },
      { range: rangeA1(2, 1, 2, 8), fontColor: '#5f6368' },
      { range: 'A3', italic: true, fontColor: '#5f6368' },
      { range: rangeA1(4, 1, 4, width), bold: true },
      { range: rangeA1(TABLE.standingsRow, 1, TABLE.standingsRow, TABLE.standingsColumns), bold: true, background: '#e8f0fe' },
      { range: rangeA1(cxHeader, cx, cxHeader, cxLastCol), bold: true, background: '#e8f0fe' },
      { range: colRange(cx, cxHeader + 1, cxLastRow), bold: true, background: '#e8f0fe' },
      { range: a1(cxHeader, TABLE.removedColumn), bold: true, background: '#fce8e6' },
      { range: colRange(TABLE.removedColumn, rmFirst, rmLast), background: '#fef7e0' },
      { range: crossCells, numberFormat: '0.0', horizontalAlignment: 'center' },
      { range: rangeA1(r0, 4, standingsLast, 4), numberFormat: '0.0' },
    ],
    columnWidths: [
      { column: 1, width: 50 },
      { column: 2, width: 150 },
      ...Array.from({ length: 10 }, (_, i) => ({ column: 3 + i, width: 50 })),
      { column: 13, width: 200 },
      { column: 14, width: 20 },
      { column: TABLE.removedColumn, width: 150 },
      { column: 16, width: 20 },
      { column: cx, width: 150 },
      ...Array.from({ length: n }, (_, i) => ({ column: cx + 1 + i, width: 70 })),
    ],
    frozenRows: TABLE.standingsRow,
    dropDowns: [
      {
        range: colRange(TABLE.removedColumn, rmFirst, rmLast),
        listRange: colRange(cx, cxHeader + 1, cxLastRow),
        allowInvalid: false,
        helpText: `A member of ${group.name}; their games are struck out of every total.`,
      },
    ],
    conditionalFormats: [
      { range: standingsRange, formula: `=$M${r0}="${REMOVED_FLAG}"`, fontColor: '#9aa0a6', strikethrough: true },
      { range: standingsRange, formula: `=ISNUMBER(SEARCH("mini-TTT", $M${r0}))`, background: '#fce8b2', bold: true },
      { range: standingsRange, formula: `=AND($A${r0}=1, $B${r0}<>"")`, background: '#e6f4ea', bold: true },
      {
        range: crossAll,
        formula: `=COUNTIF(${removedAbs}, $${cxCol}${cxHeader + 1})+COUNTIF(${removedAbs}, ${firstCrossLetter}$${cxHeader})>0`,
        fontColor: '#9aa0a6',
        strikethrough: true,
      },
    ],
    protections: [
      { range: rangeA1(TABLE.standingsRow, 1, standingsLast, TABLE.standingsColumns), description: `${group.name} standings (TTTSTANDINGS formula: keep this area empty)` },
      { range: crossCells, description: `${group.name} match table (formulas over the Games sheet)` },
    ],
    metadata: { 'ttt-group': group.name },
  };
}
