/**
 * withdrawTorresPlayer (docs/rules.md §3.7): one action withdraws a player from a group during the season. Under the
 * document lock: the player's unplayed games (their points cell blank) are given to the next free fictitious
 * player of the group (forfait, Forfait bis, …); games with the player's points typed keep the name and results;
 * the Status column marks the withdrawal (readTorresOverview passes it to the roll-over); every league overview
 * listing the group gets a row for each fictitious player, so its blocks list every standings row.
 * Bad input is refused before anything is written.
 */
import type { WithdrawTorresPlayerInput, WithdrawTorresPlayerResult } from '../api';
import { Problems, isEmptyCell as blank } from '../../../shared/rules/input';
import { cleanName, nameKey } from '../../../shared/rules/names';
import { ADDON_SHEET_KEY } from '../../../shared/server/applyPlan';
import { withDocumentLock } from '../../../shared/server/lock';
import { writtenString } from '../../../shared/sheets/text';
import { forfeitOrder, isForfeitName, nextForfeitName } from '../rules/forfeit';
import { TORRES_GROUP_KIND, type ZoneSpec, zoneFormats } from '../sheets/group';
import { fictitiousRecord, FICTITIOUS_KEY, recordEntry, statusText } from './fictitious';
import { GROUP, seatColumn, WITHDRAWN_STATUS } from '../sheets/layout';
import { OVERVIEW, overviewBlockRows, TORRES_OVERVIEW_KIND } from '../sheets/overview';
import { leaguesOf, meta, overviewGroups } from './read';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;
type Cell = string | number | boolean | Date;

const text = (v: unknown): string => (v instanceof Date ? '' : cleanName(String(v ?? '')));

function checkInput(input: unknown): { sheet: string; player: string } {
  const o = (input ?? {}) as Partial<WithdrawTorresPlayerInput>;
  const problems = new Problems();
  const sheet = typeof o.sheet === 'string' ? o.sheet.trim() : '';
  const player = typeof o.player === 'string' || typeof o.player === 'number' ? cleanName(String(o.player)) : '';
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
    if (meta(sheet, ADDON_SHEET_KEY) !== TORRES_GROUP_KIND) throw new Error(`"${sheetName}" is not a TORRES group sheet: open the player's group sheet.`);
    const values = sheet.getDataRange().getValues() as Cell[][];
    const at = (row: number, column: number): Cell => values[row - 1]?.[column - 1] ?? '';
    const roster = Number(meta(sheet, 'torres-players'));
    const rosterNames = Array.from({ length: roster }, (_, i) => text(at(GROUP.firstGameRow + i, GROUP.eloColumn)));
    const index = rosterNames.findIndex((n) => nameKey(n) === nameKey(player));
    if (index < 0) {
      if (isForfeitName(player)) throw new Error(`'${player}' is a fictitious player: only real players are withdrawn.`);
      throw new Error(`'${player}' is not a player of "${sheetName}" (players: ${rosterNames.join(', ')}).`);
    }
    const name = rosterNames[index];
    const statusRow = GROUP.firstGameRow + index;
    const status = text(at(statusRow, GROUP.statusColumn));
    if (status.toLowerCase().startsWith(WITHDRAWN_STATUS)) throw new Error(`'${name}' is already withdrawn from "${sheetName}" (${status}).`);

    let games = 0;
    for (let r = GROUP.firstGameRow; typeof at(r, GROUP.gameColumn) === 'number'; r++) games++;
    const lastGame = GROUP.firstGameRow + games - 1;
    // The add-on's record of the fictitious players it assigned; names typed by hand are only avoided, never counted.
    const record = fictitiousRecord(sheet, values, roster);
    const used = record.map((f) => f.name);
    for (let r = GROUP.firstGameRow; r <= lastGame; r++) for (let s = 0; s < GROUP.seats; s++) if (isForfeitName(text(at(r, seatColumn(s))))) used.push(text(at(r, seatColumn(s))));
    const replacedBy = nextForfeitName(used);
    let unplayed = 0;
    let played = 0;
    for (let s = 0; s < GROUP.seats; s++) {
      const column = seatColumn(s);
      const names: Cell[][] = [];
      let changed = false;
      for (let r = GROUP.firstGameRow; r <= lastGame; r++) {
        const cell = at(r, column);
        const mine = nameKey(text(cell)) === nameKey(name) && !blank(cell);
        if (mine && blank(at(r, column + 1))) {
          names.push([writtenString(replacedBy)]);
          unplayed++;
          changed = true;
        } else {
          if (mine) played++;
          names.push([typeof cell === 'string' ? writtenString(cell) : cell]);
        }
      }
      if (changed) sheet.getRange(GROUP.firstGameRow, column, games, 1).setValues(names);
    }
    sheet.getRange(statusRow, GROUP.statusColumn).setValue(writtenString(statusText(unplayed, played, replacedBy)));
    if (unplayed > 0) sheet.addDeveloperMetadata(FICTITIOUS_KEY, recordEntry({ name: replacedBy, replaces: name }));
    const fictitious = dedupe([...record.map((f) => f.name), ...(unplayed > 0 ? [replacedBy] : [])]).sort((a, b) => forfeitOrder(a) - forfeitOrder(b));
    const league = Number(meta(sheet, 'torres-league'));
    const leagues = leaguesOf(ss, sheet, league);
    setZones(sheet, { league, leagues, games, fictitious });
    syncOverviews(ss, sheetName, [...rosterNames, ...fictitious], games, Number(meta(sheet, 'torres-seats')), fictitious);
    return { replacedBy: unplayed > 0 ? replacedBy : '', games: unplayed, played };
  });
}

const dedupe = (names: readonly string[]): string[] => {
  const seen = new Set<string>();
  return names.filter((n) => !seen.has(nameKey(n)) && seen.add(nameKey(n)) !== undefined);
};

/**
 * The group sheet's zones again, now knowing its fictitious players. The add-on's zone rules (those on the standings
 * block's range) are replaced; any rule the TD added elsewhere on the sheet is kept.
 */
function setZones(sheet: GoogleAppsScript.Spreadsheet.Sheet, spec: ZoneSpec): void {
  const formats = zoneFormats(spec);
  const zoneRanges = new Set(formats.map((c) => c.range));
  const kept = sheet.getConditionalFormatRules().filter((r) => !r.getRanges().some((g) => zoneRanges.has(g.getA1Notation())));
  const rules = formats.map((c) => {
    let b = SpreadsheetApp.newConditionalFormatRule().whenFormulaSatisfied(c.formula).setRanges([sheet.getRange(c.range)]);
    if (c.background) b = b.setBackground(c.background);
    if (c.fontColor) b = b.setFontColor(c.fontColor);
    if (c.bold) b = b.setBold(true);
    return b.build();
  });
  sheet.setConditionalFormatRules([...kept, ...rules]);
}

/** Every overview listing the group sheet gets one row per listed player and fictitious player, formulas rewritten. */
function syncOverviews(ss: Spreadsheet, groupSheet: string, listed: readonly string[], games: number, seats: number, fictitious: readonly string[]): void {
  for (const overview of ss.getSheets().filter((s) => meta(s, ADDON_SHEET_KEY) === TORRES_OVERVIEW_KIND)) {
    const values = overview.getDataRange().getValues();
    const block = overviewGroups(values, overview.getName()).find((g) => g.sheet === groupSheet);
    if (!block) continue;
    const leagues = Number(values[OVERVIEW.leaguesRow - 1]?.[1]) || block.league;
    const extra = listed.length - block.rows;
    if (extra > 0) overview.insertRowsAfter(block.firstRow + block.rows - 1, extra);
    const rows = overviewBlockRows({ league: block.league, group: block.group, leagues, sheet: groupSheet, listed, games, seats, fictitious }, block.firstRow);
    const width = OVERVIEW.columns.results;
    const out = rows.map((line) => Array.from({ length: width }, (_, c) => {
      const v = line[c];
      return v === null || v === undefined ? '' : typeof v === 'string' ? writtenString(v) : v;
    }));
    overview.getRange(block.firstRow, 1, out.length, width).setValues(out);
  }
}
