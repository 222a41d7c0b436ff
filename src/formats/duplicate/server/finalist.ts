/**
 * chooseDuplicateFinalist (docs/rules.md §2.9): when teams are level for a final place after VP, IMP difference and
 * head-to-head, the standings and the Final sheet show the tie and leave the place open; the TD picks the finalist(s)
 * here. Read (the standings and every protocol) → parse → decide with the rules (teamStandings, finalTie,
 * finalPlaces) → the choice as a SheetEdit of the standings' Final row (team numbers), which the Final sheet's team
 * cells read; nothing else is written. All of it under the document lock. The add-on never picks a finalist itself.
 */
import type { ChooseDuplicateFinalistInput, ChooseDuplicateFinalistResult } from '../api';
import { withDocumentLock } from '../../../shared/server/lock';
import { applyEdit } from '../../../shared/server/readSheet';
import { addonKind, metadataValue } from '../../../shared/server/metadata';
import { nameKey } from '../../../shared/rules/names';
import { eventTable, finalChangeText, finalNamed } from '../rules/publish';
import { readSheet } from '../../../shared/server/readSheet';
import { parseProtocol } from '../sheets/protocol';
import { finalPlaces, finalTie } from '../rules/teamStandings';
import { FINAL_PROTOCOL } from '../sheets/protocol';
import { finalChoiceEdit, hasFinal, STANDINGS } from '../sheets/standings';
import { findFinal, readEvent } from './event';

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;
type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

/** The event's standings sheet, from the standings or the final sheet named (default: the active sheet). */
function standingsSheet(ss: Spreadsheet, name: unknown): Sheet {
  const wanted = typeof name === 'string' && name.trim() !== '' ? name.trim() : ss.getActiveSheet().getName();
  const sheet = ss.getSheetByName(wanted);
  if (!sheet) throw new Error(`Sheet: there is no sheet named '${wanted}'`);
  const kind = addonKind(sheet);
  if (kind === FINAL_PROTOCOL.kind) {
    const standings = ss.getSheetByName(metadataValue(sheet, FINAL_PROTOCOL.keys.standings) ?? '');
    if (!standings) {
      throw new Error(
        `Sheet: the standings '${metadataValue(sheet, FINAL_PROTOCOL.keys.standings) ?? ''}' of the final '${wanted}' are missing (renamed or deleted?)`,
      );
    }
    return standings;
  }
  if (kind !== STANDINGS.kind) throw new Error(`Sheet: '${wanted}' is not a duplicate event's standings or final sheet`);
  if (!hasFinal(metadataValue(sheet, STANDINGS.keys.final))) throw new Error(`Sheet: the event of '${wanted}' has no final`);
  return sheet;
}

export function chooseFinalist(ss: Spreadsheet, input: ChooseDuplicateFinalistInput): ChooseDuplicateFinalistResult {
  const o = (input ?? {}) as ChooseDuplicateFinalistInput;
  if (o.teams !== undefined && (!Array.isArray(o.teams) || o.teams.some((t) => typeof t !== 'string'))) {
    throw new Error('Teams: give the chosen teams as a list of names');
  }
  return withDocumentLock(() => {
    const sheet = standingsSheet(ss, o.sheet);
    const e = readEvent(ss, sheet);
    const entry = e.names;
    const { rows, complete } = eventTable({ teams: entry, matches: e.matches });
    const tie = finalTie(rows);
    // The teams the final's typed games name: once there is one, the finalists are frozen (docs/rules.md §2.9).
    const finalSheet = findFinal(ss, sheet);
    const named = finalSheet
      ? finalNamed(
          parseProtocol(readSheet(finalSheet)).rows.map((r) => r.winner),
          entry,
        )
      : [];
    const change = finalPlaces(rows, entry, e.read.choice, named).changed;
    const contenders = change ? change.named : (tie?.contenders ?? []);
    const open = change ? 2 : (tie?.open ?? 0);
    /** The finalists the Final row shows for this choice: both when decided; else the 1st at a shared 2nd, or the first choice. */
    const status = (choice: readonly unknown[]): ChooseDuplicateFinalistResult => {
      const places = finalPlaces(rows, entry, choice, named);
      const changed = finalChangeText(places);
      const [teamA, teamB] = places.decided ? [places.teamA, places.teamB] : places.open === 1 ? [rows[0].team, ''] : [places.chosen[0] ?? '', ''];
      return {
        sheet: sheet.getName(),
        tie: tie !== undefined,
        contenders,
        open,
        complete: complete.length,
        matches: e.matches.length,
        teamA,
        teamB,
        ...(e.damaged.length ? { problems: e.damaged } : {}),
        ...(changed ? { changed } : {}),
      };
    };
    if (o.teams === undefined) return status(e.read.choice);

    if (e.damaged.length) {
      throw new Error(`The event's sheets were edited where the add-on reads them; undo these edits first (nothing was written):\n${e.damaged.join('\n')}`);
    }
    if (o.teams.length === 0) {
      applyEdit(sheet, finalChoiceEdit(entry.length, []));
      return status([]);
    }
    if (named.length > 0) {
      // Once a final game is typed the finalists are frozen (docs/rules.md §2.9): a choice may only keep the final's
      // teams as played (every team its games name among the two); to choose others, the TD clears the final's games.
      const picks = o.teams.map((t) => entry.findIndex((x) => nameKey(x) === nameKey(t)) + 1);
      const unknown = o.teams.filter((_, i) => picks[i] === 0).map((t) => `Teams: '${t.trim()}' is not a team of this event`);
      if (unknown.length) throw new Error(unknown.join('\n'));
      const result = finalPlaces(rows, entry, picks, named);
      const keeps = result.decided && named.every((t) => t === result.teamA || t === result.teamB) && (!result.changed || result.chosen);
      if (!keeps) {
        throw new Error(
          `Teams: the final has games typed (its winners name ${named.map((c) => `'${c}'`).join(' and ')}): its finalists are frozen. ` +
            `Choose its two teams as played, or clear the final's games to choose others (nothing was written)`,
        );
      }
      if (change) {
        applyEdit(sheet, finalChoiceEdit(entry.length, picks));
        return status(picks);
      }
    }
    if (!tie) {
      const places = finalPlaces(rows, entry, []);
      throw new Error(`No tie for the final places: the final is ${places.decided ? `${places.teamA} v ${places.teamB}` : ''}, 1st and 2nd of the standings`);
    }
    if (complete.length < e.matches.length) {
      throw new Error(
        `Only ${complete.length} of ${e.matches.length} matches are complete: a tie for the final is settled once every match is in (the standings may still change)`,
      );
    }
    const problems: string[] = [];
    const among = `choose among ${contenders.map((c) => `'${c}'`).join(', ')}`;
    if (o.teams.length !== open) problems.push(`Teams: ${open} final place(s) are open; give ${open} team(s) (${among})`);
    const picked = o.teams.map((t) => {
      const k = entry.findIndex((x) => nameKey(x) === nameKey(t));
      if (k < 0) problems.push(`Teams: '${t.trim()}' is not a team of this event (${among})`);
      else if (!contenders.some((c) => nameKey(c) === nameKey(t))) problems.push(`Teams: '${entry[k]}' is not level for the open place (${among})`);
      return k + 1;
    });
    if (picked.length === 2 && picked[0] === picked[1] && picked[0] > 0) problems.push(`Teams: '${entry[picked[0] - 1]}' is named twice`);
    if (problems.length) throw new Error(problems.join('\n'));
    applyEdit(sheet, finalChoiceEdit(entry.length, picked));
    return status(picked);
  });
}
