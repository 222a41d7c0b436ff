/**
 * withdrawTorresPlayer (docs/rules.md §3.7): one action withdraws a player from a group during the season. Under the
 * document lock: the group sheet is read and parsed, the withdrawal decided by the rules (rules/withdraw.ts), and
 * written as the sheet's edit (only the seats handed over, the Status, the record, the zones); every league overview
 * listing the group gets a row for each fictitious player, so its blocks list every standings row.
 * Bad input is refused before anything is written.
 */
import type { WithdrawTorresPlayerInput, WithdrawTorresPlayerResult } from '../api';
import { Problems } from '../../../shared/rules/input';
import { cleanName } from '../../../shared/rules/names';
import { withDocumentLock } from '../../../shared/server/lock';
import { applyEdit, readSheet } from '../../../shared/server/readSheet';
import { decideWithdrawal } from '../rules/withdraw';
import { eloListAt, type TorresGroupSheet, withdrawalEdit } from '../sheets/groupSheet';
import { OVERVIEW, type OverviewGroup, overviewBlockEdit, parseOverview, TORRES_OVERVIEW, type TorresOverview } from '../sheets/overview';
import { sheetsOfKind } from '../../../shared/server/metadata';
import { isGroupSheet, leaguesOf, requireGroupSheet } from './read';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

function checkInput(input: unknown): { sheet: string; player: string } {
  const o = (input ?? {}) as Partial<WithdrawTorresPlayerInput>;
  const problems = new Problems();
  const sheet = typeof o.sheet === 'string' ? o.sheet.trim() : '';
  const player = typeof o.player === 'string' || (typeof o.player === 'number' && Number.isFinite(o.player)) ? cleanName(String(o.player)) : '';
  if (sheet === '') problems.add('Sheet: give the group sheet of the player (open it and the sidebar fills it in).');
  if (player === '') problems.add('Player: give the name of the player to withdraw.');
  problems.throwIfAny();
  return { sheet, player };
}

export function withdrawPlayer(ss: Spreadsheet, input: WithdrawTorresPlayerInput): WithdrawTorresPlayerResult {
  const { sheet: sheetName, player } = checkInput(input);
  return withDocumentLock(() => {
    const sheet = ss.getSheetByName(sheetName);
    if (!sheet) throw new Error(`There is no sheet named "${sheetName}".`);
    if (!isGroupSheet(sheet)) throw new Error(`"${sheetName}" is not a TORRES group sheet: open the player's group sheet.`);
    const { group } = requireGroupSheet(sheet);
    const rosterAt = eloListAt(group);
    const w = decideWithdrawal(
      { sheet: sheetName, rosterAt, roster: group.roster, games: group.games, fictitious: group.fictitious.map((f) => f.name) },
      player,
    );
    // Every overview listing the group is read and checked before the first write: a damaged one refuses, naming its cells.
    const overviews = overviewsOf(ss, group.sheet);
    const leagues = leaguesOf(ss, group);
    applyEdit(sheet, withdrawalEdit(group, w, leagues));
    syncOverviews(overviews, group, w.fictitious);
    return { replacedBy: w.replacedBy, games: w.unplayed.length, played: w.played };
  });
}

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

/** Every overview listing the group sheet, parsed; an overview with a problem (its rows typed over) refuses, naming it. */
function overviewsOf(ss: Spreadsheet, groupSheet: string): { sheet: Sheet; overview: TorresOverview; at: OverviewGroup }[] {
  const problems = new Problems();
  const out: { sheet: Sheet; overview: TorresOverview; at: OverviewGroup }[] = [];
  for (const { sheet } of sheetsOfKind(ss, [TORRES_OVERVIEW.kind])) {
    const grid = readSheet(sheet);
    const { overview, problems: found } = parseOverview(grid);
    const lists = found.length > 0 && Array.from({ length: grid.rows }, (_, r) => grid.text(r + 1, OVERVIEW.columns.sheet)).includes(groupSheet);
    if (lists) {
      problems.add(`The league overview "${sheet.getName()}" lists "${groupSheet}" but cannot be updated until it is fixed:`);
      for (const p of found) problems.add(p);
      continue;
    }
    const at = overview.groups.find((g) => g.sheet === groupSheet);
    if (at) out.push({ sheet, overview, at });
  }
  problems.throwIfAny();
  return out;
}

/** Every overview listing the group sheet gets one row per listed player and fictitious player, formulas rewritten. */
function syncOverviews(overviews: ReturnType<typeof overviewsOf>, group: TorresGroupSheet, fictitious: readonly string[]): void {
  const listed = [...group.roster.map((r) => r.name), ...fictitious];
  for (const { sheet, overview, at } of overviews) {
    const block = {
      league: at.league,
      group: at.group,
      leagues: overview.leagues ?? at.league,
      sheet: group.sheet,
      listed,
      games: group.games.length,
      seats: group.seats,
      fictitious,
    };
    applyEdit(sheet, overviewBlockEdit(at, block));
  }
}
