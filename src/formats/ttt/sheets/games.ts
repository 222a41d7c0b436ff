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
import { GAMES, REMOVED_FLAG, STATS, RESULT_CODES, gamesLastRow, removedRange } from './layout';
import { adjudicatedFormula, pointsFormulas, scoreRefs, statusFormula, STATUS_TO_ADJUDICATE } from './resultFormulas';
import type { RoundRobinGroupModel, RoundRobinModel } from './types';

export const GAMES_HEADER = ['Round', 'Phase', 'Inviter', 'Invitee', 'Match id', 'Result', 'Inviter points', 'Invitee points', 'Struck out', 'Status', 'Adjudicated'];

export function settingsRow(model: RoundRobinModel): PlanCell[] {
  const s = model.settings;
  return ['Scoring', `=${onSheet(model.names.stats, STATS.scoringCell)}`, 'Seed', asText(s.seed), 'Group size', s.groupSize, 'Created', asText(s.created)];
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
  const refs = scoreRefs(model.names.stats);
  const rows: PlanCell[][] = group.games.map((g, i) => {
    const r = firstRow + i;
    const inviter = a1(r, col.inviter);
    const invitee = a1(r, col.invitee);
    const result = a1(r, col.result);
    const adjudicated = a1(r, col.adjudicated);
    const [inviterPoints, inviteePoints] = pointsFormulas(refs, result, adjudicated);
    return [
      g.round,
      g.phase,
      asText(g.inviter),
      asText(g.invitee),
      null,
      null,
      inviterPoints,
      inviteePoints,
      removedFormula(removed, inviter, invitee),
      statusFormula(refs, result, adjudicated),
      `=${adjudicatedFormula(result)}`,
    ];
  });
  const schedule = model.settings.double ? 'double round robin' : 'single round robin';
  const phases = model.settings.invitePhases === 3 ? 'invitations open in 3 phases (start, +2 weeks, +4 weeks)' : 'all invitations at the start';
  return {
    name: group.gamesSheet,
    kind: 'ttt-games',
    cells: [
      [asText(`${model.settings.title} — ${group.name} games (${schedule}; ${phases})`)],
      settingsRow(model),
      [
        `Type each result from the INVITER's view: ${RESULT_CODES.join(' ')}; an adjudicated timeout: WT 1.8 (the inviter won, scores 1.8) or LT 1.8 (the inviter timed out or resigned, the invitee scores 1.8); a bare number = WT. The inviter sends the invitation; points, the table, the statistics and My matches update at once. Timeouts are adjudicated on the Timeouts sheet.`,
      ],
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
      { range: rangeA1(firstRow, col.removed, last, col.status), fontColor: '#5f6368' },
      { range: rangeA1(firstRow, col.adjudicated, last, col.adjudicated), fontColor: '#5f6368', numberFormat: '"inviter "0.0#;"invitee "0.0#' },
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
      { column: col.status, width: 100 },
      { column: col.adjudicated, width: 100 },
    ],
    frozenRows: GAMES.headerRow,
    dropDowns: [
      {
        range: colRange(col.result, firstRow, last),
        list: [...RESULT_CODES],
        allowInvalid: true,
        helpText: `From the inviter's view: ${RESULT_CODES.join(' ')}, a synonym (W, WG, win gammon, …), or an adjudicated timeout: WT 1.8 (inviter won), LT 1.8 (inviter timed out; invitee scores 1.8), a bare number = WT.`,
      },
    ],
    conditionalFormats: [
      { range: rangeA1(firstRow, 1, last, col.inviteePoints), formula: `=$${columnLetters(col.removed)}${firstRow}="${REMOVED_FLAG}"`, fontColor: '#9aa0a6', strikethrough: true },
      { range: rangeA1(firstRow, col.status, last, col.status), formula: `=$${columnLetters(col.status)}${firstRow}="${STATUS_TO_ADJUDICATE}"`, background: '#fce8b2', bold: true },
    ],
    protections: [
      { range: rangeA1(firstRow, 1, last, col.invitee), description: `${group.name} schedule (generated: round, phase, inviter, invitee)` },
      { range: rangeA1(firstRow, col.inviterPoints, last, col.adjudicated), description: `${group.name} points, struck-out flags, status and adjudicated scores (formulas)` },
    ],
    notes: {
      [a1(GAMES.headerRow, col.result)]: "Result from the inviter's view. Blank = not played yet. WT 1.8 / LT 1.8: adjudicated timeout (who won, and the winner's score).",
      [a1(GAMES.headerRow, col.adjudicated)]: "The adjudicated score of a timeout or resignation and who won it (read from WT x / LT x / a number in the result).",
    },
    metadata: { 'ttt-group': group.name },
  };
}
