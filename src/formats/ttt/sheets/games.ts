/**
 * A group's Games sheet: one row per game (round, phase, inviter, invitee, match id, result from the inviter's
 * view), the points of each player (TTTSCORE, one formula per row so a typing slip shows on its own row only)
 * and a flag for games struck out because a player was removed (the Table sheet's removed list).
 */
import { a1, colRange, columnLetters, onSheet, rangeA1, text, type PlanCell, type SheetPlan } from '../../../shared/sheets/plan';
import { GAMES, REMOVED_FLAG, STATS, RESULT_CODES, gamesLastRow, removedRange } from './layout';
import type { RoundRobinGroupModel, RoundRobinModel } from './types';

export const GAMES_HEADER = ['Round', 'Phase', 'Inviter', 'Invitee', 'Match id', 'Result', 'Inviter points', 'Invitee points', 'Struck out'];

export function settingsRow(model: RoundRobinModel): PlanCell[] {
  const s = model.settings;
  return ['Scoring', `=${onSheet(model.names.stats, STATS.scoringCell)}`, 'Seed', text(s.seed), 'Group size', s.groupSize, 'Created', s.created];
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
    const result = a1(r, col.result);
    return [
      g.round,
      g.phase,
      text(g.inviter),
      text(g.invitee),
      null,
      null,
      `=TTTSCORE(${result}, ${GAMES.scoringCell})`,
      `=TTTSCORE(${result}, ${GAMES.scoringCell}, "opponent")`,
      `=IF(COUNTIF(${removed}, ${inviter})+COUNTIF(${removed}, ${invitee})>0, "${REMOVED_FLAG}", "")`,
    ];
  });
  const schedule = model.settings.double ? 'double round robin' : 'single round robin';
  const phases = model.settings.invitePhases === 3 ? 'invitations open in 3 phases (start, +2 weeks, +4 weeks)' : 'all invitations at the start';
  return {
    name: group.gamesSheet,
    kind: 'ttt-games',
    cells: [
      [`${model.settings.title} — ${group.name} games (${schedule}; ${phases})`],
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
