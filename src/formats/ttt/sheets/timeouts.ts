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
import { COLOR } from '../../../shared/sheets/styles';
import { cellBlank, cellText, kindMetadata, sheetKind, type CellValue, type SheetEdit, type SheetGrid } from '../../../shared/sheets/read';
import { nameKey } from '../../../shared/rules/names';
import { numberFromText } from '../../../shared/rules/numbers';
import type { TttGame } from '../rules/standings';
import { isProbabilityProblem, readProbabilities, timeoutScore } from '../rules/timeout';
import { SET_ONLY } from './keys';
import { asText } from '../../../shared/sheets/text';
import { GAMES, STATS, TIMEOUTS, timeoutRows } from './layout';
import { problemsFormats } from './games';
import { NEXT_STEP_STYLE } from '../../../shared/sheets/nextStep';
import { timeoutsNextStep, timeoutsStepCells } from './nextStep';
import type { RoundRobinModel } from './types';

/** The set's Timeouts sheet: its kind and metadata keys. */
export const TIMEOUTS_SHEET = sheetKind('ttt-timeouts', SET_ONLY);

export const TIMEOUTS_HEADER = [
  'Group',
  'Match id',
  'Inviter',
  'Invitee',
  'Timed out or resigned',
  'Wins %',
  'Gammons %',
  'Backgammons %',
  'Score (TTTTIMEOUT)',
  "Result (inviter's view)",
  'Status',
  "Game's match id",
  'Helper: the game reads this row',
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
  const [w, , b] = [at(c.wins), at(c.gammons), at(c.backgammons)];
  const gameRow = GAMES.firstRow + t.gameIndex;
  const gameId = onSheet(t.gamesSheet, a1(gameRow, GAMES.col.matchId, true));
  const gameResult = onSheet(t.gamesSheet, a1(gameRow, GAMES.col.result, true));
  const resultFormula = `=IF(OR(${inviter}="", ${who}=""), "", IF(AND(${who}<>${inviter}, ${who}<>${invitee}), "${WHO_TIMED_OUT}", IF(${who}=${inviter}, "LT", "WT")&IF(ISNUMBER(${score}), " "&${score}, "")))`;
  const wgb = `${w}:${b}`;
  const where = `${TIMEOUTS.sheetNameCell}&" ${columnLetters(c.wins)}"&ROW()&":${columnLetters(c.backgammons)}"&ROW()`;
  const checks: [string, string][] = [
    [`AND(${who}<>${inviter}, ${who}<>${invitee})`, `"${WHO_TIMED_OUT}"`],
    [`AND(${matchId}<>"", ${at(c.gameMatchId)}<>${matchId})`, `"friendly now: the game holds match "&${at(c.gameMatchId)}`],
    [`NOT(${at(c.readsRow)})`, `"the game no longer reads this row"`],
    [`ISERROR(${score})`, `"no score: see the error in ${a1(TIMEOUTS.firstRow, c.score)}"`],
    [`ISNUMBER(${score})`, `"${TIMEOUT_ADJUDICATED}"&IF(MAX(${wgb})<=1, " (read as fractions: 0.9 = 90 %)", "")`],
    [`${score}<>""`, `${score}&" in "&${where}&": type GnuBG's W, G, B"`],
  ];
  const status = `=IF(${inviter}="", "", ${checks.map(([cond, text]) => `IF(${cond}, ${text}, `).join('')}"${TIMEOUT_TO_ADJUDICATE}"${')'.repeat(checks.length)})`;
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
    `=${gameResult}=${result}`,
  ];
}

/** Whether a status is a problem to fix: not blank, not adjudicated, not waiting for W, G, B. */
function isProblem(status: string): string {
  return `AND(LEN(${status})>0, LEFT(${status}, ${TIMEOUT_ADJUDICATED.length})<>"${TIMEOUT_ADJUDICATED}", ${status}<>"${TIMEOUT_TO_ADJUDICATE}")`;
}

/** "Problems to fix" of the Timeouts sheet: rows whose status is a problem (see isProblem). */
function timeoutsProblemsFormula(statuses: string): string {
  return `=SUMPRODUCT((LEN(${statuses})>0)*(LEFT(${statuses}, ${TIMEOUT_ADJUDICATED.length})<>"${TIMEOUT_ADJUDICATED}")*(${statuses}<>"${TIMEOUT_TO_ADJUDICATE}"))`;
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
  const step = timeoutsStepCells(last);
  const cells: PlanCell[][] = [
    [timeoutsNextStep(), ...new Array<PlanCell>(10).fill(null), 'Messages name this sheet:', asText(model.names.timeouts)],
    [
      'Scoring',
      `=${onSheet(model.names.stats, STATS.scoringCell)}`,
      'Problems to fix',
      null,
      timeoutsProblemsFormula(colRange(c.status, first, last, true)),
      ...new Array<PlanCell>(6).fill(null),
      step.l2,
      step.m2,
    ],
    [
      asText(
        `${model.settings.title} timeouts and resignations: one row per timeout or resignation (Import results adds them). Type the last position's cubeless GnuBG 2-ply W, G, B for the player who did NOT time out, as GnuBG shows them (98.7 96.3 12.3): the score and the game's result (WT x / LT x) follow, and so do the standings. Who timed out can be corrected in column E.`,
      ),
      ...new Array<PlanCell>(10).fill(null),
      step.l3,
    ],
    TIMEOUTS_HEADER,
  ];
  const anchor: PlanCell[] = new Array<PlanCell>(c.score).fill(null);
  anchor[c.score - 1] = `=TTTTIMEOUT(${range(c.wins)}, ${range(c.gammons)}, ${range(c.backgammons)}, ${TIMEOUTS.scoringCell})`;
  cells.push(anchor);
  return {
    name: model.names.timeouts,
    kind: TIMEOUTS_SHEET.kind,
    metadata: kindMetadata(TIMEOUTS_SHEET, { set: model.setKey }),
    cells,
    styles: [
      { range: 'A1', ...NEXT_STEP_STYLE },
      { range: 'A2:B2', fontColor: COLOR.noteText },
      { range: 'A3', italic: true, fontColor: COLOR.noteText },
      { range: rangeA1(TIMEOUTS.headerRow, 1, TIMEOUTS.headerRow, TIMEOUTS.columns), bold: true, background: COLOR.header },
      { range: rangeA1(first, c.wins, last, c.backgammons), background: COLOR.input, numberFormat: '0.0##' },
      { range: range(c.score), numberFormat: '0.0', bold: true },
      { range: rangeA1(first, c.status, last, c.gameMatchId), fontColor: COLOR.noteText },
    ],
    // Narrow enough that the Result and Status columns (J:K) are on the first screen beside the sidebar.
    columnWidths: [...widthsFrom(1, [60, 60, 80, 80, 150, 60, 100, 150, 150, 150, 80, 100, 80])],
    frozenRows: TIMEOUTS.headerRow,
    // The score (TTTTIMEOUT's spill) is in the result beside it (LT 1.6); the game's match id and whether the game
    // reads the row are working columns the Status reads.
    hiddenColumns: [
      { column: c.score, count: 1 },
      { column: c.gameMatchId, count: 2 },
    ],
    conditionalFormats: [
      {
        range: rangeA1(first, c.timedOut, last, c.backgammons),
        formula: `=${isProblem(`$${columnLetters(c.status)}${first}`)}`,
        background: COLOR.bad,
        fontColor: COLOR.problemText,
        bold: true,
      },
      ...problemsFormats(TIMEOUTS.problemsCell),
      {
        range: rangeA1(first, 1, last, TIMEOUTS.columns),
        formula: `=AND($${columnLetters(c.status)}${first}<>"", LEFT($${columnLetters(c.status)}${first}, ${TIMEOUT_ADJUDICATED.length})<>"${TIMEOUT_ADJUDICATED}")`,
        background: COLOR.highlight,
      },
    ],
    protections: [
      { range: range(c.score), description: 'Timeout scores (one TTTTIMEOUT over the W, G, B columns: keep this column empty)' },
      { range: rangeA1(first, c.result, last, c.gameMatchId), description: 'Results, status and match ids (formulas the Games sheets read)' },
      { range: 'L2:M3', description: "The Next step line's working cells" },
    ],
    notes: {
      [a1(TIMEOUTS.headerRow, c.wins)]:
        'GnuBG cubeless W (wins, gammons and backgammons included) of the player who did NOT time out: 98.7 for 98.7 %. When all three are at most 1 they are read as fractions (0.9 = 90 %).',
      [a1(TIMEOUTS.headerRow, c.score)]:
        'equity = W + G + 0.7·B + 0.5·(1 − W); score = equity + 0.5, to the nearest tenth (half up), limited to 1 … 2.7 (3.0 original).',
    },
  };
}

/** The Timeouts row a result cell's formula reads (exactly the formula `linkedResultFormula` writes), or null. */
export function linkedTimeoutsRow(formula: string, timeoutsSheet: string): number | null {
  const m = /!\$J\$(\d+)$/.exec(formula);
  return m !== null && formula === linkedResultFormula(timeoutsSheet, Number(m[1])) ? Number(m[1]) : null;
}

/** One Timeouts row as read, with the adjudicated result it gives (the rules' reading, never TTTTIMEOUT's cell). */
export interface TimeoutsRow {
  row: number;
  group: string;
  matchId: number | string | null;
  inviter: string;
  invitee: string;
  timedOut: string;
  /** GnuBG's W, G, B as typed (null: blank). */
  wins: CellValue;
  gammons: CellValue;
  backgammons: CellValue;
  /**
   * The result from the inviter's view: `WT x` / `LT x` once W, G, B are typed and fine, plain WT / LT before,
   * null when who timed out is neither player.
   */
  result: TttGame['result'];
  /** What is wrong on this row, each naming its cell (reported only when a game reads the row). */
  problems: string[];
}

export interface ParsedTimeouts {
  setKey: string | undefined;
  /** Rows holding a timeout (column A filled), by sheet row. */
  rows: Map<number, TimeoutsRow>;
  /** The last row holding a timeout (firstRow − 1 when none): Import results adds rows below it. */
  lastUsedRow: number;
}

/** The Timeouts sheet read back; each row's result adjudicated with the scoring's highest score `max` (docs/rules.md §1.4). */
export function parseTimeouts(grid: SheetGrid, max: number): ParsedTimeouts {
  const c = TIMEOUTS.col;
  const rows = new Map<number, TimeoutsRow>();
  let lastUsedRow = TIMEOUTS.firstRow - 1;
  for (let row = TIMEOUTS.firstRow; row <= grid.rows; row++) {
    if (grid.blank(row, c.group)) continue;
    lastUsedRow = row;
    const cell = (column: number): string => grid.where(row, column);
    const [inviter, invitee, timedOut] = [grid.name(row, c.inviter), grid.name(row, c.invitee), grid.name(row, c.timedOut)];
    const [wins, gammons, backgammons] = [grid.at(row, c.wins), grid.at(row, c.gammons), grid.at(row, c.backgammons)];
    const id = grid.at(row, c.matchId);
    const problems: string[] = [];
    const invited = nameKey(timedOut) === nameKey(invitee);
    let result: TttGame['result'] = null;
    if (!invited && nameKey(timedOut) !== nameKey(inviter)) {
      problems.push(
        `${cell(c.timedOut)}: "${grid.text(row, c.timedOut)}" is neither the inviter (${inviter}) nor the invitee (${invitee}); type who timed out or resigned.`,
      );
    } else {
      const code = invited ? 'WT' : 'LT';
      // A number typed as text with the other locale's decimal separator (98,7) reads as TTTTIMEOUT reads it.
      const wgb = [wins, gammons, backgammons].map((v, i): number | null => {
        if (typeof v === 'number' || cellBlank(v)) return typeof v === 'number' ? v : null;
        const read = numberFromText(cellText(v));
        if (read && 'value' in read) return read.value;
        const meant = read ? ` (${read.ambiguous[0]} or ${read.ambiguous[1]}?)` : '';
        problems.push(`${cell(c.wins + i)}: "${cellText(v)}" is not a percentage${meant}; type GnuBG's number (98.7).`);
        return null;
      });
      result = code;
      if (wgb.every((v) => v !== null)) {
        const p = readProbabilities(wgb[0] as number, wgb[1] as number, wgb[2] as number);
        if (isProbabilityProblem(p)) problems.push(`${cell(c.wins + p.index)}: ${p.problem} (GnuBG's wins include gammons, its gammons include backgammons).`);
        else result = { code, score: timeoutScore(p, max) };
      }
    }
    rows.set(row, {
      row,
      group: grid.text(row, c.group),
      matchId: cellBlank(id) ? null : typeof id === 'number' ? id : cellText(id),
      inviter,
      invitee,
      timedOut,
      wins,
      gammons,
      backgammons,
      result,
      problems,
    });
  }
  return { setKey: grid.meta(TIMEOUTS_SHEET.keys.set), rows, lastUsedRow };
}

/**
 * The Timeouts sheet's edit adding rows from `firstRow`: two blocks, A:E (who and which game) and J:L (formulas).
 * F:H stay for the TD, and the score column I is the TTTTIMEOUT spill, which a written value would break.
 */
export function timeoutsAddEdit(entries: readonly TimeoutEntry[], firstRow: number): SheetEdit {
  if (entries.length === 0) return {};
  const c = TIMEOUTS.col;
  const rows = entries.map((t, i) => timeoutRowCells(t, firstRow + i));
  return {
    blocks: [
      { row: firstRow, column: 1, values: rows.map((r) => r.slice(0, c.timedOut)) },
      { row: firstRow, column: c.result, values: rows.map((r) => r.slice(c.result - 1)) },
    ],
  };
}

/** Where new Timeouts rows go: below the last used row, up to the sheet's capacity for a set of `games` games. */
export function timeoutsFreeRows(parsed: ParsedTimeouts, games: number): { first: number; count: number } {
  const last = TIMEOUTS.firstRow + timeoutRows(games) - 1;
  return { first: parsed.lastUsedRow + 1, count: Math.max(0, last - parsed.lastUsedRow) };
}
