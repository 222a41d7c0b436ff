/**
 * A group's Games sheet: one row per game (round, phase, inviter, invitee, match id, result from the inviter's
 * view), the points of each player and a flag for games struck out because a player was removed (the Table
 * sheet's removed list).
 *
 * The points are built-in formulas, one per row, no custom function (docs/rules.md §1.2–§1.3): a result is looked
 * up in the Stats sheet's spelling table (spaces removed, case ignored) and its points read from the Stats
 * sheet's score table, which TTTSCORE fills live from the set's scoring. A number is an adjudicated score. A
 * typing slip shows its error on its own row only, naming what was typed ("Did not find value 'wgn' …").
 */
import { a1, colRange, columnLetters, onSheet, rangeA1, type PlanCell, type SheetPlan } from '../../../shared/sheets/plan';
import { asText } from '../../../shared/sheets/text';
import { GAMES, REMOVED_FLAG, STATS, RESULT_CODES, gamesLastRow, removedRange, spellingRange } from './layout';
import type { RoundRobinGroupModel, RoundRobinModel } from './types';

export const GAMES_HEADER = ['Round', 'Phase', 'Inviter', 'Invitee', 'Match id', 'Result', 'Inviter points', 'Invitee points', 'Struck out'];

export function settingsRow(model: RoundRobinModel): PlanCell[] {
  const s = model.settings;
  return ['Scoring', `=${onSheet(model.names.stats, STATS.scoringCell)}`, 'Seed', asText(s.seed), 'Group size', s.groupSize, 'Created', asText(s.created)];
}

/**
 * The two points formulas of a result cell (inviter's view): [the inviter's points, the invitee's points].
 * Blank result → blank; a code or synonym → its points from the score table; a number x → the inviter's
 * adjudicated score: the inviter's points are x when 0 ≤ x ≤ W3, the invitee's the LT points when 1 ≤ x ≤ W3.
 * Any other value is an error on this row: the failed lookup names it (and, for a number, the accepted range).
 */
export function pointsFormulas(statsSheet: string, result: string): [string, string] {
  const stats = (range: string): string => onSheet(statsSheet, range);
  const col = (k: number): string => columnLetters(STATS.codeColumn + k);
  const row = (r: number): string => `${stats(`$${col(0)}$${r}:$${col(7)}$${r}`)}`;
  const w3 = stats(`$${col(2)}$${STATS.pointsRow}`);
  const lt = stats(`$${col(7)}$${STATS.pointsRow}`);
  const spellings = stats(spellingRange());
  const position = `VLOOKUP(SUBSTITUTE(${result}, " ", ""), ${spellings}, 3, 0)`;
  const refuse = (what: string): string => `VLOOKUP(${result}&" (${what} "&${w3}&")", ${spellings}, 3, 0)`;
  const own = `IF(AND(${result}>=0, ${result}<=${w3}), ${result}, ${refuse('not a score from 0 to')})`;
  const other = `IF(AND(${result}>=1, ${result}<=${w3}), ${lt}, ${refuse('not an adjudicated win from 1 to')})`;
  const formula = (numberCase: string, pointsRow: number): string =>
    `=IF(${result}="", "", IF(ISNUMBER(${result}), ${numberCase}, INDEX(${row(pointsRow)}, 1, ${position})))`;
  return [formula(own, STATS.pointsRow), formula(other, STATS.opponentRow)];
}

/** "removed" when either player of the row is on the group's removed list (an exact, case-insensitive comparison). */
export function removedFormula(removed: string, inviter: string, invitee: string): string {
  return `=IF(SUMPRODUCT((${removed}=${inviter})+(${removed}=${invitee}))>0, "${REMOVED_FLAG}", "")`;
}

export function gamesPlan(model: RoundRobinModel, group: RoundRobinGroupModel): SheetPlan {
  const { col, firstRow } = GAMES;
  const n = group.games.length;
  const last = gamesLastRow(n);
  const removed = removedRange(group.tableSheet, group.players.length);
  const rows: PlanCell[][] = group.games.map((g, i) => {
    const r = firstRow + i;
    const inviter = a1(r, col.inviter);
    const invitee = a1(r, col.invitee);
    const [inviterPoints, inviteePoints] = pointsFormulas(model.names.stats, a1(r, col.result));
    return [g.round, g.phase, asText(g.inviter), asText(g.invitee), null, null, inviterPoints, inviteePoints, removedFormula(removed, inviter, invitee)];
  });
  const schedule = model.settings.double ? 'double round robin' : 'single round robin';
  const phases = model.settings.invitePhases === 3 ? 'invitations open in 3 phases (start, +2 weeks, +4 weeks)' : 'all invitations at the start';
  return {
    name: group.gamesSheet,
    kind: 'ttt-games',
    cells: [
      [asText(`${model.settings.title} — ${group.name} games (${schedule}; ${phases})`)],
      settingsRow(model),
      [`Type each result from the INVITER's view: ${RESULT_CODES.join(' ')} (or an adjudicated score). The inviter sends the invitation; points, the table, the statistics and My matches update at once.`],
      GAMES_HEADER,
      ...rows,
    ],
    styles: [
      { range: 'A1', bold: true },
      { range: rangeA1(2, 1, 2, 8), fontColor: '#5f6368' },
      { range: 'A3', italic: true, fontColor: '#5f6368' },
      { range: rangeA1(GAMES.headerRow, 1, GAMES.headerRow, GAMES.columns), bold: true, background: '#e8f0fe' },
      { range: rangeA1(firstRow, col.result, last, col.result), background: '#fef7e0', horizontalAlignment: 'center' },
      { range: rangeA1(firstRow, col.inviterPoints, last, col.inviteePoints), numberFormat: '0.0' },
      { range: rangeA1(firstRow, col.removed, last, col.removed), fontColor: '#5f6368' },
    ],
    columnWidths: [
      { column: col.round, width: 60 },
      { column: col.phase, width: 60 },
      { column: col.inviter, width: 150 },
      { column: col.invitee, width: 150 },
      { column: col.matchId, width: 90 },
      { column: col.result, width: 80 },
      { column: col.inviterPoints, width: 100 },
      { column: col.inviteePoints, width: 100 },
      { column: col.removed, width: 90 },
    ],
    frozenRows: GAMES.headerRow,
    dropDowns: [
      {
        range: colRange(col.result, firstRow, last),
        list: [...RESULT_CODES],
        allowInvalid: true,
        helpText: `From the inviter's view: ${RESULT_CODES.join(' ')}, a synonym (W, WG, win gammon, …) or an adjudicated timeout score (a number, e.g. 1.7).`,
      },
    ],
    conditionalFormats: [
      { range: rangeA1(firstRow, 1, last, col.inviteePoints), formula: `=$${columnLetters(col.removed)}${firstRow}="${REMOVED_FLAG}"`, fontColor: '#9aa0a6', strikethrough: true },
    ],
    protections: [
      { range: rangeA1(firstRow, 1, last, col.invitee), description: `${group.name} schedule (generated: round, phase, inviter, invitee)` },
      { range: rangeA1(firstRow, col.inviterPoints, last, col.removed), description: `${group.name} points and struck-out flags (formulas)` },
    ],
    notes: { [a1(GAMES.headerRow, col.result)]: 'Result from the inviter\'s view. Blank = not played yet.' },
    metadata: { 'ttt-group': group.name },
  };
}
