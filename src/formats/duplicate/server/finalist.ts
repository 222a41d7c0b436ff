/**
 * chooseDuplicateFinalist (docs/rules.md §2.9): when teams are level for a final place after VP, IMP difference and
 * head-to-head, the standings and the Final sheet show the tie and leave the place open; the TD picks the finalist(s)
 * here. The choice is written as team numbers into the standings' final row (FINAL_COLUMNS.choice1/2), which the
 * Final sheet's team cells read; nothing else is written. The add-on never picks a finalist itself.
 */
import type { ChooseDuplicateFinalistInput, ChooseDuplicateFinalistResult } from '../api';
import { CALC_COLUMNS, FINAL_COLUMNS, finalRow, STANDINGS_FIRST_ROW } from '../sheets/standings';
import { ADDON_SHEET_KEY } from '../../../shared/server/applyPlan';
import { withDocumentLock } from '../../../shared/server/lock';
import { nameKey } from '../../../shared/rules/names';
import { metadataValue as meta } from '../../../shared/server/metadata';

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;
type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

/** The event's standings sheet, from the standings or the final sheet named (default: the active sheet). */
function standingsSheet(ss: Spreadsheet, name: unknown): Sheet {
  const wanted = typeof name === 'string' && name.trim() !== '' ? name.trim() : ss.getActiveSheet().getName();
  const sheet = ss.getSheetByName(wanted);
  if (!sheet) throw new Error(`Sheet: there is no sheet named '${wanted}'`);
  const kind = meta(sheet, ADDON_SHEET_KEY);
  if (kind === 'duplicate-final') {
    const standings = ss.getSheetByName(meta(sheet, 'td-duplicate-standings') ?? '');
    if (!standings) throw new Error(`Sheet: the standings of the final '${wanted}' are missing (renamed or deleted?)`);
    return standings;
  }
  if (kind !== 'duplicate-standings') throw new Error(`Sheet: '${wanted}' is not a duplicate event's standings or final sheet`);
  if (meta(sheet, 'td-duplicate-final') !== 'yes') throw new Error(`Sheet: the event of '${wanted}' has no final`);
  return sheet;
}

export function chooseFinalist(ss: Spreadsheet, input: ChooseDuplicateFinalistInput): ChooseDuplicateFinalistResult {
  const o = (input ?? {}) as ChooseDuplicateFinalistInput;
  if (o.teams !== undefined && (!Array.isArray(o.teams) || o.teams.some((t) => typeof t !== 'string'))) {
    throw new Error('Teams: give the chosen teams as a list of names');
  }
  return withDocumentLock(() => {
    const sheet = standingsSheet(ss, o.sheet);
    const n = Number(meta(sheet, 'td-duplicate-teams'));
    const F = FINAL_COLUMNS;
    const row = finalRow(n);
    const table = sheet.getRange(STANDINGS_FIRST_ROW, 1, n, 2).getValues(); // rank, team in standings order
    const entry = sheet.getRange(STANDINGS_FIRST_ROW, CALC_COLUMNS.team, n, 1).getValues().map((r) => String(r[0]));
    const cells = sheet.getRange(row, F.tieRank, 1, F.matches - F.tieRank + 1).getValues()[0];
    const at = (c: number): unknown => cells[c - F.tieRank];
    const tieRank = at(F.tieRank);
    const tie = typeof tieRank === 'number';
    const contenders = tie ? table.filter((r) => r[0] === tieRank).map((r) => String(r[1])) : [];
    const open = tie ? (tieRank === 1 ? 2 : 1) : 0;
    const complete = Number(at(F.complete));
    const matches = Number(at(F.matches));
    const nameOf = (v: unknown): string => (typeof v === 'number' && v >= 1 && v <= n ? entry[v - 1] : '');
    const status = (a: unknown, b: unknown): ChooseDuplicateFinalistResult => ({
      sheet: sheet.getName(),
      tie,
      contenders,
      open,
      complete,
      matches,
      teamA: nameOf(a),
      teamB: nameOf(b),
    });
    if (o.teams === undefined) return status(at(F.teamA), at(F.teamB));

    const choice = sheet.getRange(row, F.choice1, 1, 2);
    if (o.teams.length === 0) {
      choice.setValues([['', '']]);
      return status(tie ? (tieRank === 2 ? at(F.teamA) : '') : at(F.teamA), tie ? '' : at(F.teamB));
    }
    if (!tie) throw new Error(`No tie for the final places: the final is ${nameOf(at(F.teamA))} v ${nameOf(at(F.teamB))}, 1st and 2nd of the standings`);
    if (complete < matches) {
      throw new Error(`Only ${complete} of ${matches} matches are complete: a tie for the final is settled once every match is in (the standings may still change)`);
    }
    const problems: string[] = [];
    const among = `choose among ${contenders.map((c) => `'${c}'`).join(', ')}`;
    if (o.teams.length !== open) problems.push(`Teams: ${open} final place(s) are open; give ${open} team(s) (${among})`);
    const picked = o.teams.map((t) => {
      const k = entry.findIndex((e) => nameKey(e) === nameKey(t));
      if (k < 0) problems.push(`Teams: '${t.trim()}' is not a team of this event (${among})`);
      else if (!contenders.some((c) => nameKey(c) === nameKey(t))) problems.push(`Teams: '${entry[k]}' is not level for the open place (${among})`);
      return k + 1;
    });
    if (picked.length === 2 && picked[0] === picked[1] && picked[0] > 0) problems.push(`Teams: '${entry[picked[0] - 1]}' is named twice`);
    if (problems.length) throw new Error(problems.join('\n'));
    choice.setValues([[picked[0], picked.length > 1 ? picked[1] : '']]);
    const first = table[0][0] === 1 && tieRank === 2 ? entry.findIndex((e) => e === String(table[0][1])) + 1 : picked[0];
    return tieRank === 2 ? status(first, picked[0]) : status(picked[0], picked[1]);
  });
}
