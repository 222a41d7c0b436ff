import { LOCALES, type Locale } from './typed';
/**
 * The in-memory spreadsheet (one workbook, one HyperFormula engine) and SpreadsheetApp over it. It keeps
 * Google's limits on cells and sheet names (limits.ts) and counts the cells that call custom functions.
 */
import type { HyperFormula } from 'hyperformula';
import { CallCounter, counted } from './calls';
import { ChartType, FakeChartBuilder, FakeConditionalFormatRuleBuilder, FakeDataValidationBuilder } from './builders';
import type { CustomFunctionUse } from './customCalls';
import { createEngine } from './engine';
import { checkCellLimit, checkSheetName } from './limits';
import { FakeRange, FakeSheet } from './sheet';
import type { FakeWorkbook } from './workbook';

export class FakeSpreadsheet implements FakeWorkbook {
  readonly hf: HyperFormula;
  readonly sheets: FakeSheet[] = [];
  readonly namedRanges = new Map<string, { sheet: FakeSheet; a1: string }>();
  activeSheet: FakeSheet | null = null;
  activeRange: FakeRange | null = null;
  readonly toasts: string[] = [];
  /** Bumped on every change a user or the add-on makes; the preview polls it. */
  private sheetCounter = 0;
  /** The counted proxy of this spreadsheet, handed to the add-on. */
  readonly wrapped: FakeSpreadsheet;

  constructor(
    readonly calls: CallCounter,
    readonly name = 'Tournament',
    readonly id = 'fake-spreadsheet-id',
  ) {
    this.hf = createEngine();
    this.wrapped = this.wrap(this, 'Spreadsheet');
    this.insertSheet('Sheet1');
  }

  nextSheetId(): number {
    this.sheetCounter += 1;
    return this.sheetCounter === 1 ? 0 : 100_000 + this.sheetCounter * 7919;
  }

  wrap<T extends object>(obj: T, type: string): T {
    return counted(obj, type, this.calls);
  }

  // ---- Apps Script API -------------------------------------------------------------------------------

  getId(): string {
    return this.id;
  }

  /** The spreadsheet's locale (File ▸ Settings): en_US, or de_DE / fr_FR for the decimal-comma locales. */
  locale: Locale = defaultLocale();

  getSpreadsheetLocale(): string {
    return this.locale;
  }

  setSpreadsheetLocale(locale: string): void {
    if (!(LOCALES as readonly string[]).includes(locale)) throw new Error(`The stand-in knows the locales ${LOCALES.join(', ')}, not "${locale}".`);
    this.locale = locale as Locale;
  }

  /** The spreadsheet's time zone (File ▸ Settings); tests may set another IANA name. */
  timeZone = 'UTC';

  getSpreadsheetTimeZone(): string {
    return this.timeZone;
  }

  setSpreadsheetTimeZone(zone: string): void {
    this.timeZone = String(zone);
  }

  getName(): string {
    return this.name;
  }

  getUrl(): string {
    return `https://docs.google.com/spreadsheets/d/${this.id}/edit`;
  }

  getSheets(): FakeSheet[] {
    return this.sheets.map((s) => this.wrap(s, 'Sheet'));
  }

  getSheetByName(name: string): FakeSheet | null {
    const s = this.sheets.find((x) => x.name === name);
    return s ? this.wrap(s, 'Sheet') : null;
  }

  /**
   * Apps Script's DeveloperMetadataFinder over the sheets' metadata (the add-on keeps metadata on sheets only):
   * `withKey` narrows it; `find` answers in tab order. The search is this one counted call; the metadata and location
   * objects it answers with carry their data (reading them is not a call), as getDeveloperMetadata's do.
   */
  createDeveloperMetadataFinder() {
    let key: string | null = null;
    const finder = {
      withKey: (k: string) => {
        key = String(k);
        return finder;
      },
      withLocationType: () => finder,
      find: () =>
        this.sheets.flatMap((sheet) =>
          sheet.metadata
            .filter((m) => key === null || m.key === key)
            .map((m) => ({
              getKey: () => m.key,
              getValue: () => m.value,
              getLocation: () => ({ getLocationType: () => 'SHEET', getSheet: () => this.wrap(sheet, 'Sheet') }),
            })),
        ),
    };
    return finder;
  }

  getSheetById(id: number): FakeSheet | null {
    const s = this.sheets.find((x) => x.sheetId === id);
    return s ? this.wrap(s, 'Sheet') : null;
  }

  insertSheet(name?: string, index?: number): FakeSheet {
    const sheetName = name ?? `Sheet${this.sheets.length + 1}`;
    if (this.sheets.some((s) => s.name.toLowerCase() === sheetName.toLowerCase())) {
      throw new Error(`A sheet with the name "${sheetName}" already exists. Please enter another name.`);
    }
    checkSheetName(sheetName);
    this._checkGrowth(1000 * 26); // a new sheet is 1000 rows × 26 columns
    const hfName = this.hf.addSheet(sheetName);
    const sheet = new FakeSheet(this, sheetName, this.hf.getSheetId(hfName)!);
    if (index === undefined) this.sheets.push(sheet);
    else this.sheets.splice(Math.max(0, Math.min(index, this.sheets.length)), 0, sheet);
    this.activeSheet = sheet;
    return this.wrap(sheet, 'Sheet');
  }

  deleteSheet(sheet: FakeSheet): void {
    const real = this.sheets.find((s) => s.sheetId === sheet.getSheetId());
    if (!real) throw new Error('Sheet not found.');
    if (this.sheets.length === 1) throw new Error("You can't remove all the sheets in a document.");
    this.hf.removeSheet(real.hfSheet);
    this.sheets.splice(this.sheets.indexOf(real), 1);
    if (this.activeSheet === real) this.activeSheet = this.sheets[0];
  }

  getActiveSheet(): FakeSheet {
    return this.wrap(this.activeSheet ?? this.sheets[0], 'Sheet');
  }

  setActiveSheet(sheet: FakeSheet): FakeSheet {
    const real = this.sheets.find((s) => s.sheetId === sheet.getSheetId());
    if (real) this.activeSheet = real;
    return sheet;
  }

  getActiveRange(): FakeRange | null {
    return this.activeRange ? this.wrap(this.activeRange, 'Range') : null;
  }

  setNamedRange(name: string, range: FakeRange): void {
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name) || /^[A-Za-z]{1,3}\d+$/.test(name)) {
      throw new Error(`Invalid named range name: ${name}`);
    }
    // The range's sheet as this workbook's FakeSheet (a range only knows the cells of its sheet).
    const sheet = this.sheets.find((s) => s === range.sheet);
    if (!sheet) throw new Error('Range not found.');
    const a1WithSheet = range._a1WithSheet();
    if (this.namedRanges.has(name)) this.hf.changeNamedExpression(name, `=${absolute(a1WithSheet)}`);
    else this.hf.addNamedExpression(name, `=${absolute(a1WithSheet)}`);
    this.namedRanges.set(name, { sheet, a1: range.getA1Notation() });
  }

  getRangeByName(name: string): FakeRange | null {
    const n = this.namedRanges.get(name);
    return n ? n.sheet.getRange(n.a1) : null;
  }

  toast(message: string, _title?: string, _timeoutSeconds?: number): void {
    this.toasts.push(message);
  }

  // ---- internals ---------------------------------------------------------------------------------------

  _renameSheet(sheet: FakeSheet, name: string): void {
    if (this.sheets.some((s) => s !== sheet && s.name.toLowerCase() === name.toLowerCase())) {
      throw new Error(`A sheet with the name "${name}" already exists. Please enter another name.`);
    }
    checkSheetName(name);
    this.hf.renameSheet(sheet.hfSheet, name);
    sheet.name = name;
  }

  /** Cells in the grid of every sheet (rows × columns, empty ones included), as Sheets counts its limit. */
  cellCount(): number {
    return this.sheets.reduce((n, s) => n + s.maxRows * s.maxColumns, 0);
  }

  _checkGrowth(added: number): void {
    checkCellLimit(this.cellCount(), added);
  }

  /**
   * Cells whose formula calls one of the registered custom functions, and how many calls they make: in one sheet,
   * or in the whole spreadsheet.
   */
  customFunctionCells(sheetName?: string): CustomFunctionUse {
    const sheets = sheetName === undefined ? this.sheets : [this.sheet(sheetName)];
    const total: CustomFunctionUse = { cells: 0, calls: 0 };
    for (const s of sheets) {
      const use = s.customFunctionCells();
      total.cells += use.cells;
      total.calls += use.calls;
    }
    return total;
  }

  _newChartBuilder(): FakeChartBuilder {
    return this.wrap(new FakeChartBuilder(), 'EmbeddedChartBuilder');
  }

  /** The real (unwrapped) sheet by name, for tests and the preview. */
  sheet(name: string): FakeSheet {
    const s = this.sheets.find((x) => x.name === name);
    if (!s) throw new Error(`No sheet named "${name}" (sheets: ${this.sheets.map((x) => x.name).join(', ')})`);
    return s;
  }
}

function absolute(a1WithSheet: string): string {
  const [sheet, range] = a1WithSheet.split('!');
  return `${sheet}!${range.replace(/([A-Z]+)(\d+)/g, '$$$1$$$2')}`;
}

/** SpreadsheetApp over one in-memory workbook. */
export function createSpreadsheetApp(book: FakeSpreadsheet, ui: unknown): unknown {
  const app = {
    getActiveSpreadsheet: () => book.wrapped,
    getActive: () => book.wrapped,
    getActiveSheet: () => book.getActiveSheet(),
    getActiveRange: () => book.getActiveRange(),
    getUi: () => ui,
    newDataValidation: () => book.wrap(new FakeDataValidationBuilder(), 'DataValidationBuilder'),
    newConditionalFormatRule: () => book.wrap(new FakeConditionalFormatRuleBuilder(), 'ConditionalFormatRuleBuilder'),
    flush: () => undefined,
    ProtectionType: { RANGE: 'RANGE', SHEET: 'SHEET' },
    BorderStyle: { SOLID: 'SOLID', SOLID_MEDIUM: 'SOLID_MEDIUM' },
  };
  return book.wrap(app, 'SpreadsheetApp');
}

export const Charts = { ChartType };

/** The locale a new stand-in spreadsheet starts in: STANDIN_LOCALE (en_US, de_DE or fr_FR), else en_US. */
export function defaultLocale(): Locale {
  const wanted = typeof process === 'undefined' ? undefined : process.env.STANDIN_LOCALE;
  return wanted && (LOCALES as readonly string[]).includes(wanted) ? (wanted as Locale) : 'en_US';
}
