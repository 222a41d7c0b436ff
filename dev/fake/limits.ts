/**
 * Google's limits the fake enforces, with the messages Apps Script gives (where they could be found):
 *
 * - 10,000,000 cells per spreadsheet, counted as the sum over its sheets of rows × columns (the grid, empty cells
 *   included). The message is Google's own, as quoted from Sheets API and Apps Script failures in public code.
 * - 100 characters (UTF-16 units) per sheet name. Google's wording for this one was not found; the message is the
 *   fake's own.
 * - PropertiesService: 9 KB per value and 500 KB per property store (Google's quota table). Public reports show
 *   the storage-quota message below both for a single value over 9 KB and for a full store; the sizes here are
 *   UTF-8 bytes, 9 × 1024 per value, and the keys and values of the whole store against 500 × 1024.
 */

export const MAX_CELLS = 10_000_000;
export const CELL_LIMIT_MESSAGE = 'This action would increase the number of cells in the workbook above the limit of 10000000 cells.';

export const MAX_SHEET_NAME = 100;
export const SHEET_NAME_MESSAGE = 'Sheet names must be 1 to 100 characters long.';

export const MAX_PROPERTY_VALUE_BYTES = 9 * 1024;
export const MAX_PROPERTY_STORE_BYTES = 500 * 1024;
export const PROPERTY_QUOTA_MESSAGE = 'You have exceeded the property storage quota. Please remove some properties and try again.';

/** Throws Sheets' error for a sheet name that is blank or longer than 100 characters. */
export function checkSheetName(name: string): void {
  if (!name.trim() || name.length > MAX_SHEET_NAME) throw new Error(SHEET_NAME_MESSAGE);
}

/** Throws Sheets' error when a spreadsheet of `cells` cells would grow by `added`. */
export function checkCellLimit(cells: number, added: number): void {
  if (added > 0 && cells + added > MAX_CELLS) throw new Error(CELL_LIMIT_MESSAGE);
}

export const utf8Bytes = (text: string): number => Buffer.byteLength(text, 'utf8');
