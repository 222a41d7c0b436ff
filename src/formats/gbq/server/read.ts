/**
 * Reading a GBQ group table: its values and formulas (the table's parser tells a typed-over total from the table's
 * own formula, and a cross-group row names its group sheet by its formula), parsed by sheets/. Whole ranges only:
 * the sheets/ parsers know where everything sits.
 */
import type { SheetGrid } from '../../../shared/sheets/read';
import { readFormulas, readMetadata, readSheet } from '../../../shared/server/readSheet';
import { GBQ_TABLE, parseGbqTable, type ParsedGbqTable } from '../sheets/table';

export { readFormulas, readMetadata };

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

export const isGbqTable = (grid: SheetGrid): boolean => grid.kind === GBQ_TABLE.kind;

/** A GBQ group table read and parsed (readSheet, its formulas, parseGbqTable). */
export function readGbqTable(sheet: Sheet): ParsedGbqTable {
  return parseGbqTable(readSheet(sheet), readFormulas(sheet));
}
