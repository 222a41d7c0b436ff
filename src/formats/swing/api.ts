/** The swing format's endpoint contract: inputs, results and the endpoint interface. Types only (the sidebar imports them). */
import type { SheetsResult } from '../../shared/api';

export interface CreateSwingInput {
  title: string;
  players: string[];
  chips?: number;
  anteMinutes?: number;
  jacoby?: boolean;
  ending?: 'preferred' | 'speed-up' | 'both';
  mode?: 'manual' | 'automated';
  seed?: string;
}

export interface CreateSwingResult {
  sheet: string;
  assignments: [string, string][];
}

export interface RecordSwingResultInput {
  sheet: string;
  winner: string;
  loser: string;
  cube?: number;
  kind?: 'single' | 'gammon' | 'backgammon';
  time?: string;
}

export interface SwingStatus {
  assignments: [string, string][];
  chips: Record<string, number>;
  ante: number;
  finished: boolean;
  ranking?: string[];
}

/** Names a swing tournament by its main sheet (the one createSwing returned). */
export interface SwingSheetInput {
  sheet: string;
}

export interface SwingLiveMatch {
  letter: string;
  /** [chip leader at assignment, opponent]. */
  players: [string, string];
  /** The ante the match was assigned at. */
  ante: number;
}

/** The swing panel's view; a superset of recordSwingResult's contract output. */
export interface SwingLiveStatus extends SwingStatus {
  sheet: string;
  players: string[];
  matches: SwingLiveMatch[];
  waiting: string[];
  leaving: string[];
  eliminated: string[];
  /** Next timed ante-up due, ISO-8601 UTC; null when timed ante-ups are off or the event is finished. */
  nextAnteDue: string | null;
  anteMinutes: number;
  /** Posted log entries (results and leaving/back). */
  posted: number;
  /** Result rows in the grid (forfeits included). */
  results: number;
  /** A one-line state: "In progress", "Finale (1 played)", "Finished: Ann wins (…)". */
  summary: string;
}

export interface SetSwingPlayerStatusInput {
  sheet: string;
  player: string;
  /** true: mark as leaving (forfeits begin); false: mark as back. */
  leaving: boolean;
  time?: string;
}

export interface UndoSwingResultInput {
  sheet: string;
  /** Must be true: the sidebar asks the TD to confirm first. */
  confirmed: boolean;
}

export interface UndoSwingResult extends SwingLiveStatus {
  /** The log entry removed, in words. */
  undone: string;
}

/** The swing endpoints of the sidebar's server API (implemented in server/endpoints.ts, exported by src/main.ts). */
export interface SwingApi {
  createSwing(input: CreateSwingInput): CreateSwingResult;
  recordSwingResult(input: RecordSwingResultInput): SwingLiveStatus;
  setSwingPlayerStatus(input: SetSwingPlayerStatusInput): SwingLiveStatus;
  undoSwingResult(input: UndoSwingResultInput): UndoSwingResult;
  resyncSwing(input: SwingSheetInput): SwingLiveStatus;
  getSwingStatus(input: SwingSheetInput): SwingLiveStatus;
  listSwingSheets(): SheetsResult;
}
