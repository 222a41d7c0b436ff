/**
 * withdrawGbqPlayer (README "Withdrawal"): a player leaves a GBQ group that has a results log; the TD chooses
 * whether the games already played against them are kept or voided. The endpoint checks everything, then, under
 * the document lock, writes "keep" or "void" in the player's Withdrawn cell (column I); the sheet's formulas do the
 * rest (the player is listed last and takes no place; the opponents' games, TPs and totals follow). Clearing the
 * cell undoes it. Bad input is refused before anything is written.
 */
import type { WithdrawGbqPlayerInput, WithdrawGbqPlayerResult } from '../api';
import { Problems } from '../../../shared/rules/input';
import { cleanName, nameKey } from '../../../shared/rules/names';
import { ADDON_SHEET_KEY } from '../../../shared/server/applyPlan';
import { withDocumentLock } from '../../../shared/server/lock';
import { metadataValue } from '../../../shared/server/metadata';
import { a1 } from '../../../shared/sheets/plan';
import { GBQ_SHEET_KIND } from '../sheets/table';
import { ENTRY, SETTINGS } from '../sheets/layout';
import { WITHDRAWN_COLUMN } from '../sheets/logLayout';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;
type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

/** A developer metadata value of the sheet, or null (the shared reader). */
export const gbqMeta = metadataValue;

export function isGbqTable(sheet: Sheet): boolean {
  return gbqMeta(sheet, ADDON_SHEET_KEY) === GBQ_SHEET_KIND;
}

function checkInput(input: unknown): { sheet: string; player: string; games: 'keep' | 'void' } {
  const o = (input ?? {}) as Partial<WithdrawGbqPlayerInput>;
  const problems = new Problems();
  const sheet = typeof o.sheet === 'string' ? o.sheet.trim() : '';
  const player = typeof o.player === 'string' || typeof o.player === 'number' ? cleanName(String(o.player)) : '';
  const games = typeof o.games === 'string' ? o.games.trim().toLowerCase() : '';
  if (player === '') problems.add('Player: give the name of the player who withdraws.');
  if (games !== 'keep' && games !== 'void') {
    problems.add(`Games ${JSON.stringify(o.games ?? '')} is not allowed; use "keep" (the games played against the player stay) or "void" (they are removed).`);
  }
  problems.throwIfAny();
  return { sheet, player, games: games as 'keep' | 'void' };
}

const text = (v: unknown): string => (v instanceof Date ? '' : cleanName(String(v ?? '')));
const sum = (xs: unknown[][]): number => xs.reduce((s, [v]) => s + (typeof v === 'number' ? v : 0), 0);

/** Withdraws a player of a GBQ table with a results log (see the file comment). */
export function withdrawGbqPlayer(input: WithdrawGbqPlayerInput): WithdrawGbqPlayerResult {
  return withdrawFrom(SpreadsheetApp.getActiveSpreadsheet(), input);
}

export function withdrawFrom(ss: Spreadsheet, input: WithdrawGbqPlayerInput): WithdrawGbqPlayerResult {
  const { sheet: wanted, player, games } = checkInput(input);
  return withDocumentLock(() => {
    const sheet = wanted === '' ? ss.getActiveSheet() : ss.getSheetByName(wanted);
    if (!sheet) throw new Error(`There is no sheet named "${wanted}".`);
    const name = sheet.getName();
    if (!isGbqTable(sheet)) throw new Error(`"${name}" is not a GBQ group table: open the player's group table (or name it).`);
    const n = Number(gbqMeta(sheet, 'gbq-players'));
    if (gbqMeta(sheet, 'gbq-log') === null) {
      throw new Error(
        `"${name}" has no results log, so it cannot tell which games were against ${player}. Withdrawal needs a table created with a results log; ` +
          "on this table, lower the opponents' total games (and, to void, their games played and TPs) by hand.",
      );
    }
    const first = SETTINGS.firstRow;
    const names = sheet.getRange(first, ENTRY.player, n, 1).getValues().map(([v]) => text(v));
    const marks = sheet.getRange(first, WITHDRAWN_COLUMN, n, 1).getValues().map(([v]) => text(v));
    const index = names.findIndex((x) => x !== '' && nameKey(x) === nameKey(player));
    if (index < 0) throw new Error(`'${player}' is not a player of "${name}" (players: ${names.filter((x) => x !== '').join(', ')}).`);
    const cell = a1(first + index, WITHDRAWN_COLUMN);
    if (marks[index] !== '') {
      throw new Error(`'${names[index]}' is already withdrawn from "${name}" (${marks[index]}). To change it, type keep or void in ${cell}; clear ${cell} to undo.`);
    }
    const left = marks.filter((m, i) => m === '' && i !== index).length;
    const q = sheet.getRange(SETTINGS.qualifiersRow, 2).getValue();
    if (left < 2) throw new Error(`Withdrawing '${names[index]}' would leave ${left} player(s) in "${name}"; a group needs at least 2.`);
    if (typeof q === 'number' && q > left - 1) {
      throw new Error(`Withdrawing '${names[index]}' leaves ${left} players for ${q} qualification places: lower the qualifiers (B2 of "${name}") to at most ${left - 1} first.`);
    }
    const others = (column: number) => sheet.getRange(first, column, n, 1).getValues().filter((_, i) => i !== index);
    const totalBefore = sum(others(ENTRY.total));
    const playedBefore = sum(others(ENTRY.played));
    sheet.getRange(first + index, WITHDRAWN_COLUMN).setValue(games);
    const removed = playedBefore - sum(others(ENTRY.played));
    const cancelled = totalBefore - sum(others(ENTRY.total)) - removed;
    return { sheet: name, player: names[index], games, cell, voided: removed, cancelled };
  });
}
