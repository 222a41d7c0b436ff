/**
 * The round-robin (TTT set) endpoints. Every export here becomes a global of dist/Code.js: functions and types only.
 * Each first finishes or undoes a redraw a killed run left half done (recoverRedraw: one property read when none).
 */
import { drawSeed } from '../../../shared/server/seed';
import { withDocumentLock } from '../../../shared/server/lock';
import type {
  CreateMiniTttInput,
  CreateMiniTttResult,
  CreateRoundRobinInput,
  CreateRoundRobinResult,
  ImportResultsInput,
  ImportResultsResult,
  PublishInvitationsInput,
  PublishInvitationsResult,
  RedrawSetInput,
  RedrawSetResult,
} from '../api';
import { publishInvitationsIn } from './invitations';
import { recoverRedraw, redrawSetIn } from './redraw';
import { createMiniTttIn } from './mini';
import { createRoundRobinIn } from './create';
import { importResultsIn } from './importResults';
import { activeSpreadsheet } from '../../../shared/server/auth';

/** Creates a TTT set: Stats, per group Games + Table, My matches and Import sheets (all or nothing). */
export function createRoundRobin(input: CreateRoundRobinInput): CreateRoundRobinResult {
  recoverRedraw(activeSpreadsheet());
  return createRoundRobinIn(activeSpreadsheet(), input, {
    drawSeed,
    today: () => new Date().toISOString().slice(0, 10),
    setKey: () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
  });
}

/** Imports the Import sheet's rows into the set's Games sheets (menu "Import results" and the wizard), under the document lock; a toast says what happened. */
export function importResults(input?: ImportResultsInput): ImportResultsResult {
  recoverRedraw(activeSpreadsheet());
  const result = withDocumentLock(() => {
    const when = `Imported ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`;
    return importResultsIn(activeSpreadsheet(), input ?? undefined, when);
  });
  activeSpreadsheet().toast(result.summary, 'Import results', 10);
  return result;
}

/** Makes the mini-TTT of a group whose Table says "mini-TTT needed": its Games and Table sheets, linked from the Table. */
export function createMiniTtt(input: CreateMiniTttInput): CreateMiniTttResult {
  recoverRedraw(activeSpreadsheet());
  return createMiniTttIn(activeSpreadsheet(), input);
}

/** Redraws the set of the given (or active) sheet in place from a changed sign-up list, while no result is in (all or nothing). */
export function redrawSet(input: RedrawSetInput): RedrawSetResult {
  recoverRedraw(activeSpreadsheet());
  return redrawSetIn(activeSpreadsheet(), input, { drawSeed });
}

/** A set's invitation pages (one player or all) in a publish format. Read only. */
export function publishInvitations(input: PublishInvitationsInput): PublishInvitationsResult {
  const ss = activeSpreadsheet();
  recoverRedraw(ss);
  const now = new Date();
  const today = typeof Utilities !== 'undefined' ? Utilities.formatDate(now, ss.getSpreadsheetTimeZone(), 'yyyy-MM-dd') : now.toISOString().slice(0, 10);
  return publishInvitationsIn(ss, input, today);
}
