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

export interface SharedApi {
  readSelection(): ReadSelectionResult;
  activateSheet(input: ActivateSheetInput): { ok: true };
}
