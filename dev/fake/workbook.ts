import type { Locale } from './typed';
/**
 * What a sheet and its ranges need from the spreadsheet that holds them. FakeSpreadsheet implements it; the
 * sheet modules depend on this interface only, so spreadsheet.ts → sheet.ts is the one direction of import.
 */
import type { HyperFormula } from 'hyperformula';
import type { FakeChartBuilder } from './builders';

export interface FakeWorkbook {
  /** The formula engine holding every sheet's cells. */
  readonly hf: HyperFormula;
  /** The spreadsheet's locale: how typed and written strings are read, how numbers are shown. */
  locale: Locale;
  /** The counted proxy of the spreadsheet (what Sheet.getParent returns). */
  readonly wrapped: unknown;
  /** The sheets in tab order (the real objects, never proxies). */
  readonly sheets: readonly object[];
  activeSheet: object | null;
  activeRange: object | null;
  /** Wraps a service object so each call on it is counted as `type.method`. */
  wrap<T extends object>(obj: T, type: string): T;
  nextSheetId(): number;
  _renameSheet(sheet: object, name: string): void;
  /** Throws Sheets' error if the spreadsheet's grid would grow by `added` cells past its limit. */
  _checkGrowth(added: number): void;
  _newChartBuilder(): FakeChartBuilder;
}
