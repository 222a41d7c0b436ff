/** The swing format's endpoint contract: inputs, results and the endpoint interface. Types only (the sidebar imports them). */
import type { SheetsResult } from '../../shared/api';

export interface CreateSwingInput {
  title: string;
  players: string[];
  /** A number, or a number as text ("12"). */
  chips?: number | string;
  anteMinutes?: number | string;
  jacoby?: boolean;
  ending?: 'preferred' | 'speed-up' | 'both';
  mode?: 'manual' | 'automated';
  seed?: string;
}

export interface CreateSwingResult {
  sheet: string;
  assignments: [string, string][];
}

export interface RecordSwingResultInput extends SwingSheetInput {
  /** The match letter (A, B, …): a result posted twice, or for a decided match, is refused. */
  match?: string;
  winner: string;
  /** May be left out when `match` is given: the other player of the match. */
  loser?: string;
  /** A cube value, or one as text ("2"). */
  cube?: number | string;
  /** Any case: "Gammon" is gammon. */
  kind?: 'single' | 'gammon' | 'backgammon' | string;
  /**
   * When the match ended: ISO-8601 with Z or an offset, or a local date-time without one (2026-05-02T14:05), read
   * in the spreadsheet's time zone. Absent: now (taken once the document lock is held). Not in the future, not
   * before the previous posting.
   */
  time?: string;
}

/** startSwingClock (start, or resume after a pause) and pauseSwingClock. */
export interface SwingClockInput extends SwingSheetInput {
  /** As recordSwingResult's time: absent = now. */
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
  /** The main sheet's id (listSwingSheets): when given, a renamed sheet is still found. */
  sheetId?: number;
}

/** listSwingSheets: the names (the shared contract) and, in the same order, the sheet ids. */
export interface SwingSheetsResult extends SheetsResult {
  ids: number[];
}

/** A log row the replay cannot use, with what to fix (the panel's "Log repair"). */
export interface SwingLogDamage {
  row: number;
  cells: string[];
  problem: string;
  fix: string;
}

export interface SwingLiveClock {
  status: 'not-started' | 'running' | 'paused';
  startedAt: string | null;
  /** The last start, pause or resume. */
  since: string | null;
  /** Running time (ms) at `since`. */
  runMs: number;
  /** When the tournament ended (the time of the result that ended it: the clock stops there); null until then. */
  endedAt: string | null;
}

export interface SwingLiveFinale {
  /** The chip loser when the finale began: the preferred ending watches this player. */
  chipLoser: string;
  played: number;
  /** Chips were equal at an ending: the next match decides. */
  extraMatch: boolean;
}

export interface SwingLiveAnteUp {
  ante: number;
  reason: 'time' | 'elimination' | 'finale';
  time: string;
  row: number;
  due: string | null;
  player: string | null;
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
  /** The main sheet's name now, and its id. */
  sheet: string;
  sheetId: number;
  /** The log sheet's name (the panel's "Log repair" opens it). */
  logSheet: string;
  players: string[];
  matches: SwingLiveMatch[];
  waiting: string[];
  leaving: string[];
  eliminated: string[];
  /** Next timed ante-up due, ISO-8601 UTC, while the clock runs; null when off, finished, or the clock is not running. */
  nextAnteDue: string | null;
  /** Running time (ms) at which the next timed ante-up is due (with the clock paused: see clock.runMs). */
  nextAnteRunMs: number | null;
  anteMinutes: number;
  clock: SwingLiveClock;
  finale: SwingLiveFinale | null;
  ending: 'preferred' | 'speed-up' | 'both';
  anteUps: SwingLiveAnteUp[];
  /** The spreadsheet's time zone (IANA name): show every time in it. */
  timeZone: string;
  /** The server's time when the status was made (ISO): the panel measures "overdue" against it. */
  now: string;
  /** Log rows that cannot be replayed; while any is listed the state is the log's up to the first one. */
  damage: SwingLogDamage[];
  /** Posted log entries (results and leaving/back). */
  posted: number;
  /** Result rows in the grid (forfeits included). */
  results: number;
  /** A one-line state: "In progress", "Finale (1 played)", "Finished: Ann wins (…)". */
  summary: string;
}

export interface SetSwingPlayerStatusInput extends SwingSheetInput {
  player: string;
  /** true: mark as leaving (forfeits begin); false: mark as back. */
  leaving: boolean;
  time?: string;
}

export interface UndoSwingResultInput extends SwingSheetInput {
  /** Must be true: the sidebar asks the TD to confirm first. */
  confirmed: boolean;
}

export interface UndoSwingResult extends SwingLiveStatus {
  /** The log row removed (a posting, or a damaged row), in words. */
  undone: string;
}

/** The swing endpoints of the sidebar's server API (implemented in server/endpoints.ts, exported by src/main.ts). */
export interface SwingApi {
  createSwing(input: CreateSwingInput): CreateSwingResult;
  recordSwingResult(input: RecordSwingResultInput): SwingLiveStatus;
  setSwingPlayerStatus(input: SetSwingPlayerStatusInput): SwingLiveStatus;
  undoSwingResult(input: UndoSwingResultInput): UndoSwingResult;
  startSwingClock(input: SwingClockInput): SwingLiveStatus;
  pauseSwingClock(input: SwingClockInput): SwingLiveStatus;
  resyncSwing(input: SwingSheetInput): SwingLiveStatus;
  getSwingStatus(input: SwingSheetInput): SwingLiveStatus;
  listSwingSheets(): SwingSheetsResult;
}
