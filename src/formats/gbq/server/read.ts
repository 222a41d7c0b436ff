/**
 * The GBQ endpoints' reads besides readSheet: the formulas of a sheet (a table's parser tells a typed-over total
 * from the table's own formula, and a cross-group row names its group sheet by its formula), and a sheet's kind and
 * metadata alone (to list the group tables without reading their cells). Whole ranges only: the sheets/ parsers
 * know where everything sits.
 */
import { SheetGrid } from '../../../shared/sheets/read';
import { readSheet } from '../../../shared/server/readSheet';
import { metadataMap } from '../../../shared/server/metadata';
import { GBQ_TABLE, parseGbqTable, type ParsedGbqTable } from '../sheets/table';

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

/** The formulas of the sheet's data range as a grid ('' where a cell holds a value). */
export function readFormulas(sheet: Sheet): SheetGrid {
  return new SheetGrid(sheet.getName(), sheet.getDataRange().getFormulas());
}

/** The sheet's kind and metadata, without its cells (one read). */
export function readMetadata(sheet: Sheet): SheetGrid {
  return new SheetGrid(sheet.getName(), [], metadataMap(sheet));
}

export const isGbqTable = (grid: SheetGrid): boolean => grid.kind === GBQ_TABLE.kind;

/** A GBQ group table read and parsed (readSheet, its formulas, parseGbqTable). */
export function readGbqTable(sheet: Sheet): ParsedGbqTable {
  return parseGbqTable(readSheet(sheet), readFormulas(sheet));
}
