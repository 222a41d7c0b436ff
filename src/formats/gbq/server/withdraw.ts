/**
 * withdrawGbqPlayer (README "Withdrawal"): a player leaves a GBQ group that has a results log; the TD chooses
 * whether the games already played against them are kept or voided. Under the document lock the table is read and
 * parsed, the request checked, and "keep" or "void" written in the player's Withdrawn cell (column R) as one edit;
 * the sheet's formulas do the rest (the player is listed last and takes no place; the opponents' games, TPs and
 * totals follow). What it does to the opponents is computed from the log by the rules. Clearing the cell undoes
 * it. Bad input is refused before anything is written.
 */
import type { WithdrawGbqPlayerInput, WithdrawGbqPlayerResult } from '../api';
import { Problems } from '../../../shared/rules/input';
import { cleanName, nameKey } from '../../../shared/rules/names';
import { withDocumentLock } from '../../../shared/server/lock';
import { applyEdit, readSheet } from '../../../shared/server/readSheet';
import { withdrawalCounts } from '../rules/publishRead';
import { parseGbqTable, playerCell, withdrawEdit, withdrawnCell } from '../sheets/table';
import { isGbqTable, readFormulas } from './read';
import { activeSpreadsheet } from '../../../shared/server/auth';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

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

/** Withdraws a player of a GBQ table with a results log (see the file comment). */
export function withdrawGbqPlayer(input: WithdrawGbqPlayerInput): WithdrawGbqPlayerResult {
  return withdrawFrom(activeSpreadsheet(), input);
}

export function withdrawFrom(ss: Spreadsheet, input: WithdrawGbqPlayerInput): WithdrawGbqPlayerResult {
  const { sheet: wanted, player, games } = checkInput(input);
  return withDocumentLock(() => {
    const sheet = wanted === '' ? ss.getActiveSheet() : ss.getSheetByName(wanted);
    if (!sheet) throw new Error(`There is no sheet named "${wanted}".`);
    const grid = readSheet(sheet);
    const name = grid.sheetName;
    if (!isGbqTable(grid)) throw new Error(`"${name}" is not a GBQ group table: open the player's group table (or name it).`);
    const table = parseGbqTable(grid, readFormulas(sheet));
    if (table.logRows === undefined) {
      throw new Error(
        `"${name}" has no results log, so it cannot tell which games were against ${player}. Withdrawal needs a table created with a results log; ` +
          "on this table, lower the opponents' total games (and, to void, their games played and TPs) by hand.",
      );
    }
    const { names, withdrawn: marks } = table;
    const index = names.findIndex((x) => x !== '' && nameKey(x) === nameKey(player));
    if (index < 0) {
      // A name cleared on the sheet may be the player asked for: name the cell.
      const blank = names.findIndex((x) => x === '');
      const hint = blank < 0 ? '' : `; "${name}" ${playerCell(blank)} has no name: type the player's name back there first`;
      throw new Error(`'${player}' is not a player of "${name}" (players: ${names.filter((x) => x !== '').join(', ')}${hint}).`);
    }
    const cell = withdrawnCell(index);
    if (marks[index] !== '') {
      throw new Error(
        `'${names[index]}' is already withdrawn from "${name}" (${marks[index]}). To change it, type keep or void in ${cell}; clear ${cell} to undo.`,
      );
    }
    const left = marks.filter((m, i) => m === '' && i !== index).length;
    const q = table.raw.q;
    if (left < 2) throw new Error(`Withdrawing '${names[index]}' would leave ${left} player(s) in "${name}"; a group needs at least 2.`);
    if (typeof q === 'number' && q > left - 1) {
      throw new Error(
        `Withdrawing '${names[index]}' leaves ${left} players for ${q} qualification places: lower the qualifiers (B2 of "${name}") to at most ${left - 1} first.`,
      );
    }
    const { voided, cancelled } = withdrawalCounts(table.raw, index, games);
    applyEdit(sheet, withdrawEdit(index, games));
    return { sheet: name, player: names[index], games, cell, voided, cancelled };
  });
}
