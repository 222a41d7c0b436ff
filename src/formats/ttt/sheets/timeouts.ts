/**
 * The set's Timeouts sheet (docs/rules.md §1.3–§1.4): one row per timeout or resignation — group, match id, the two
 * players, who timed out or resigned, and GnuBG's W, G, B as GnuBG shows them (percentages: 98.7). The score is
 * computed live by ONE TTTTIMEOUT over the W, G, B columns (range form, spilling down the score column), and each
 * row's result (`WT x` / `LT x` from the inviter's view; plain WT / LT until W, G, B are typed) is what the game's
 * result cell on its Games sheet reads (a formula written by Import results), so a corrected percentage
 * recomputes the standings.
 *
 * Rows are added by Import results (imported timeouts and resignations, and plain WT / LT typed on a Games sheet),
 * which writes the whole row with `timeoutRowCells`; the plan holds the header and the TTTTIMEOUT cell.
 */
import { a1, colRange, columnLetters, onSheet, rangeA1, type PlanCell, type SheetPlan, widthsFrom } from '../../../shared/sheets/plan';
import { asText } from '../../../shared/sheets/text';
import { GAMES, STATS, TIMEOUTS, timeoutRows } from './layout';
import type { RoundRobinModel } from './types';

export const TIMEOUTS_HEADER = [
  'Group',
  'Match id',
  'Inviter',
  'Invitee',
  'Timed out or resigned',
  'Wins % (GnuBG)',
  'Gammons %',
  'Backgammons %',
  'Score (TTTTIMEOUT)',
  "Result (inviter's view)",
  'Status',
  "Game's match id",
];

export const WHO_TIMED_OUT = 'who timed out? type the inviter or the invitee';
export const TIMEOUT_ADJUDICATED = 'adjudicated';
export const TIMEOUT_TO_ADJUDICATE = "to adjudicate: type GnuBG's W, G, B";

export interface TimeoutEntry {
  group: string;
  matchId: number | null;
  inviter: string;
  invitee: string;
  /** The player who timed out or resigned. */
  timedOut: string;
  gamesSheet: string;
  /** Index (0-based) of the game on its Games sheet. */
  gameIndex: number;
}

/** The cells of one Timeouts row (A:L) for a game; W, G, B (F:H) blank, the TD types them. */
export function timeoutRowCells(t: TimeoutEntry, row: number): PlanCell[] {
  const c = TIMEOUTS.col;
  const at = (column: number): string => a1(row, column);
  const [inviter, invitee, who, score, result, matchId] = [at(c.inviter), at(c.invitee), at(c.timedOut), at(c.score), at(c.result), at(c.matchId)];
  const [w, g, b] = [at(c.wins), at(c.gammons), at(c.backgammons)];
  const gameRow = GAMES.firstRow + t.gameIndex;
  const gameId = onSheet(t.gamesSheet, a1(gameRow, GAMES.col.matchId, true));
  const gameResult = onSheet(t.gamesSheet, a1(gameRow, GAMES.col.result, true));
  const resultFormula = `=IF(OR(${inviter}="", ${who}=""), "", IF(AND(${who}<>${inviter}, ${who}<>${invitee}), "${WHO_TIMED_OUT}", IF(${who}=${inviter}, "LT", "WT")&IF(ISNUMBER(${score}), " "&${score}, "")))`;
  const checks: [string, string][] = [
    [`AND(${who}<>${inviter}, ${who}<>${invitee})`, `"${WHO_TIMED_OUT}"`],
    [`AND(${matchId}<>"", ${at(c.gameMatchId)}<>${matchId})`, `"friendly now: the game holds match "&${at(c.gameMatchId)}`],
    [`${gameResult}<>${result}`, `"the game's result no longer reads this row"`],
    [`COUNT(${w}:${b})<3`, `"${TIMEOUT_TO_ADJUDICATE}"`],
    [`${g}>${w}`, `"gammons above wins: GnuBG's wins include gammons"`],
    [`${b}>${g}`, `"backgammons above gammons: GnuBG's gammons include backgammons"`],
    [`NOT(ISNUMBER(${score}))`, `"no score: TTTTIMEOUT reports an error in ${a1(TIMEOUTS.firstRow, c.score)}"`],
    [`MAX(${w}:${b})<=1`, `"${TIMEOUT_ADJUDICATED} (all three at most 1, read as fractions: 0.9 = 90 %)"`],
  ];
  const status = `=IF(${inviter}="", "", ${checks.map(([cond, text]) => `IF(${cond}, ${text}, `).join('')}"${TIMEOUT_ADJUDICATED}"${')'.repeat(checks.length)})`;
  return [
    asText(t.group),
    t.matchId,
    asText(t.inviter),
    asText(t.invitee),
    asText(t.timedOut),
    null,
    null,
    null,
    null,
    resultFormula,
    status,
    `=IF(${gameId}="", "", ${gameId})`,
  ];
}

/** The formula a game's result cell holds once its timeout is on the Timeouts sheet. */
export function linkedResultFormula(timeoutsSheet: string, row: number): string {
  return `=${onSheet(timeoutsSheet, a1(row, TIMEOUTS.col.result, true))}`;
}

export function timeoutsPlan(model: RoundRobinModel): SheetPlan {
  const c = TIMEOUTS.col;
  const first = TIMEOUTS.firstRow;
  const rows = timeoutRows(model.groups.reduce((n, g) => n + g.games.length, 0));
  const last = first + rows - 1;
  const range = (column: number): string => colRange(column, first, last);
  const cells: PlanCell[][] = [
    [asText(`${model.settings.title} — timeouts and resignations`)],
    ['Scoring', `=${onSheet(model.names.stats, STATS.scoringCell)}`],
    [
      "One row per timeout or resignation (Import results adds them). Type the last position's cubeless GnuBG 2-ply W, G, B for the player who did NOT time out, as GnuBG shows them (98.7 96.3 12.3): the score and the game's result (WT x / LT x) follow, and so do the standings. Who timed out can be corrected in column E.",
    ],
    TIMEOUTS_HEADER,
  ];
  const anchor: PlanCell[] = new Array<PlanCell>(c.score).fill(null);
  anchor[c.score - 1] = `=TTTTIMEOUT(${range(c.wins)}, ${range(c.gammons)}, ${range(c.backgammons)}, ${TIMEOUTS.scoringCell})`;
  cells.push(anchor);
  return {
    name: model.names.timeouts,
    kind: 'ttt-timeouts',
    cells,
    styles: [
      { range: 'A1', bold: true },
      { range: 'A2:B2', fontColor: '#5f6368' },
      { range: 'A3', italic: true, fontColor: '#5f6368' },
      { range: rangeA1(TIMEOUTS.headerRow, 1, TIMEOUTS.headerRow, TIMEOUTS.columns), bold: true, background: '#e8f0fe' },
      { range: rangeA1(first, c.wins, last, c.backgammons), background: '#fef7e0', numberFormat: '0.0##' },
      { range: range(c.score), numberFormat: '0.0', bold: true },
      { range: rangeA1(first, c.status, last, c.gameMatchId), fontColor: '#5f6368' },
    ],
    columnWidths: [...widthsFrom(1, [60, 90, 150, 150, 160, 110, 100, 110, 130, 150, 330, 110])],
    frozenRows: TIMEOUTS.headerRow,
    conditionalFormats: [
      {
        range: rangeA1(first, 1, last, TIMEOUTS.columns),
        formula: `=AND($${columnLetters(c.status)}${first}<>"", LEFT($${columnLetters(c.status)}${first}, ${TIMEOUT_ADJUDICATED.length})<>"${TIMEOUT_ADJUDICATED}")`,
        background: '#fce8b2',
      },
    ],
    protections: [
      { range: range(c.score), description: 'Timeout scores (one TTTTIMEOUT over the W, G, B columns: keep this column empty)' },
      { range: rangeA1(first, c.result, last, c.gameMatchId), description: 'Results, status and match ids (formulas the Games sheets read)' },
    ],
    notes: {
      [a1(TIMEOUTS.headerRow, c.wins)]: 'GnuBG cubeless W (wins, gammons and backgammons included) of the player who did NOT time out: 98.7 for 98.7 %. When all three are at most 1 they are read as fractions (0.9 = 90 %).',
      [a1(TIMEOUTS.headerRow, c.score)]: 'equity = W + G + 0.7·B + 0.5·(1 − W); score = equity + 0.5, to the nearest tenth (half up), limited to 1 … 2.7 (3.0 original).',
    },
  };
}
