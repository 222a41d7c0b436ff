/**
 * What the TD has put into a set's sheets that a redraw would lose (the spec's §6 "Redraw": refused once a result is
 * in): results and match ids on the Games sheets, removed players on the Tables, pasted matches on the Import sheet.
 * Each finding names its cell. Pure: from the grids readSheet gives.
 */
import type { SheetGrid } from '../../../shared/sheets/read';
import { GAMES, IMPORT, TABLE } from './layout';

export interface TypedCell {
  /** `"May G1 Games" F7`. */
  cell: string;
  /** What it holds, as the TD sees it ("W1", "postponed", "Ann"). */
  value: string;
  what: 'result' | 'match id' | 'removed player' | 'pasted match';
}

const shown = (grid: SheetGrid, row: number, column: number): string => {
  const v = grid.at(row, column);
  return typeof v === 'number' ? String(v) : grid.text(row, column);
};

/** Every result or match id typed on a Games sheet (rows with players), in row order; `formulas` marks linked results. */
export function typedOnGames(grid: SheetGrid, formulas?: SheetGrid): TypedCell[] {
  const out: TypedCell[] = [];
  const { col, firstRow } = GAMES;
  for (let row = firstRow; row <= grid.rows; row++) {
    if (grid.blank(row, col.inviter) && grid.blank(row, col.invitee)) continue;
    const formula = formulas?.text(row, col.result) ?? '';
    if (!grid.blank(row, col.result) || formula.startsWith('='))
      out.push({ cell: grid.where(row, col.result), value: formula.startsWith('=') ? formula : shown(grid, row, col.result), what: 'result' });
    if (!grid.blank(row, col.matchId)) out.push({ cell: grid.where(row, col.matchId), value: shown(grid, row, col.matchId), what: 'match id' });
  }
  return out;
}

/** Every removed player picked on a Table sheet. */
export function typedOnTable(grid: SheetGrid): TypedCell[] {
  const out: TypedCell[] = [];
  for (let row = TABLE.removedFirstRow; row <= grid.rows; row++)
    if (!grid.blank(row, TABLE.removedColumn))
      out.push({ cell: grid.where(row, TABLE.removedColumn), value: grid.name(row, TABLE.removedColumn), what: 'removed player' });
  return out;
}

/** Every pasted match (A:F) on the Import sheet. */
export function typedOnImport(grid: SheetGrid): TypedCell[] {
  const out: TypedCell[] = [];
  for (let row = IMPORT.firstRow; row <= grid.rows; row++) {
    for (let c = 1; c <= IMPORT.columns.length; c++) {
      if (!grid.blank(row, c)) {
        out.push({ cell: grid.where(row, c), value: shown(grid, row, c), what: 'pasted match' });
        break;
      }
    }
  }
  return out;
}
