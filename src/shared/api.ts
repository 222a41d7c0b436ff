/** Types of the endpoints every format shares (readSelection, activateSheet) and of common results. Types only. */

export interface ReadSelectionResult {
  values: string[][];
}

export interface ActivateSheetInput {
  sheet: string;
}

export interface SheetsResult {
  sheets: string[];
}

/** Where the standings are posted: a forum (BBCode), Markdown, fixed-width text, or an HTML table. */
export type PublishFormat = 'bbcode' | 'markdown' | 'text' | 'html';

export interface PublishStandingsInput {
  /** The sheet to publish; default: the active sheet. */
  sheet?: string;
  format: PublishFormat;
  /** The date on the title line (yyyy-mm-dd); default: today in the spreadsheet's time zone. */
  date?: string;
}

export interface PublishStandingsResult {
  text: string;
  /** The sheet that was published (the active one when no sheet was named). */
  sheet: string;
  /** What to fix on the sheet first, each naming its cell: rows the post leaves out (empty when none). */
  problems: string[];
}

/** One assumption of the self-check as its report shows it. */
export interface SelfCheckItem {
  assumption: string;
  held: boolean;
  observed: string;
  meaning: string;
}

/** What "Check this spreadsheet" found: the spreadsheet's locale and time zone, and each assumption. */
export interface SelfCheckReport {
  locale: string;
  timeZone: string;
  items: SelfCheckItem[];
}

/** The active sheet as the wizard's first section shows it (describeSheet). */
export interface SheetInfo {
  name: string;
  /** The add-on's kind of the sheet ("ttt-table", "swing", …); '' for a sheet the add-on did not make. */
  kind: string;
}

/** A creation a killed run left half made, finished off when the sidebar opened (null when there was none). */
export interface RecoveredCreationResult {
  what: string;
  /** ISO time the creation started. */
  started: string;
  /** The half-made sheets removed. */
  removed: string[];
  /** A creation written over several runs, left for the TD to finish (continueCreation) or remove (discardCreation): nothing was removed. */
  resumable?: boolean;
  /** Its sheets written so far, of `total`. */
  done?: number;
  total?: number;
}

/** Where a creation written over several runs stands (continueCreation; a resumable endpoint's `creating`). */
export interface CreationProgress {
  what: string;
  /** ISO time the creation started. */
  started: string;
  /** Sheets written so far, of `total`. */
  done: number;
  total: number;
  /** Every sheet is written and the event is ready (also: there was nothing to continue). */
  complete: boolean;
}

export interface OpenSheetOfKindInput {
  /** Sheet kinds ("ttt-table", …): the first sheet of one of them, in tab order, is opened. */
  kinds: string[];
}

export interface SharedApi {
  recoverCreation(): RecoveredCreationResult | null;
  continueCreation(): CreationProgress;
  discardCreation(): RecoveredCreationResult | null;
  readSelection(): ReadSelectionResult;
  activateSheet(input: ActivateSheetInput): { ok: true };
  publishStandings(input: PublishStandingsInput): PublishStandingsResult;
  checkSpreadsheet(): SelfCheckReport;
  describeSheet(): SheetInfo;
  openSheetOfKind(input: OpenSheetOfKindInput): SheetInfo;
}
