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
import { COLOR } from '../../../shared/sheets/styles';
import { cellBlank, cellText, sheetKind, type SheetEdit, type SheetGrid } from '../../../shared/sheets/read';
import { checkAdjudicated, isAdjudicated, parseResultText } from '../rules/result';
import { CURRENT_SCORING, maxScore } from '../rules/scores';
import type { TttGame } from '../rules/standings';
import type { SheetGroup } from '../rules/importTypes';
import { nameKey } from '../../../shared/rules/names';
import { linkedTimeoutsRow, type ParsedTimeouts } from './timeouts';
import { GROUP_SHEET, setMetadata } from './keys';
import { asText } from '../../../shared/sheets/text';
import { NEXT_STEP_STYLE } from '../../../shared/sheets/nextStep';
import { GAMES_STEP, gamesNextStep, gamesStepCells } from './nextStep';
import { GAMES, REMOVED_FLAG, STATS, RESULT_CODES, gamesLastRow, removedRange, rowParts } from './layout';
import {
  ACCEPTED_RESULTS,
  adjudicatedFormula,
  checkFormula,
  codeFormula,
  keyFormula,
  numberFormula,
  pointsFormulas,
  scoreRefs,
  statusFormula,
  STATUS_TO_ADJUDICATE,
  type RowCells,
} from './resultFormulas';
import type { RoundRobinGroupModel, RoundRobinModel } from './types';

/** A group's (or a mini-TTT's) Games sheet: its kind and metadata keys. */
export const GAMES_SHEET = sheetKind('ttt-games', GROUP_SHEET);

export const GAMES_HEADER = [
  'Round',
  'Phase',
  'Inviter',
  'Invitee',
  'Match id',
  'Result',
  'Inviter points',
  'Invitee points',
  'Struck out',
  'Status',
  'Adjudicated',
  'Check',
  'Helper: result read',
  'Helper: code column',
  'Helper: score text',
  "Helper: inviter's code",
  "Helper: invitee's code",
];

/** The header of the group's statistics block (S4:AC4). */
export const GAMES_STATS_HEADER = ['Player', 'Played', ...RESULT_CODES, 'Points'];

/**
 * The statistics' helper of a game row: the score-table column (1–8) of the code from the inviter's view — WT (7)
 * or LT (8) for an adjudicated score — "" when the game does not count (no points: blank or a slip; struck out).
 */
export function inviterCodeFormula(c: { inviterPoints: string; removed: string; adjudicated: string; code: string }): string {
  return `=IF(OR(NOT(ISNUMBER(${c.inviterPoints})), ${c.removed}="${REMOVED_FLAG}"), "", IF(ISNUMBER(${c.adjudicated}), IF(${c.adjudicated}>0, 7, 8), VALUE(${c.code})))`;
}

/** The invitee's code column: the inviter's mirrored (W1 ↔ L1, W2 ↔ L2, W3 ↔ L3, WT ↔ LT). */
export function inviteeCodeFormula(inviterCode: string): string {
  return `=IF(${inviterCode}="", "", IF(${inviterCode}<=3, ${inviterCode}+3, IF(${inviterCode}<=6, ${inviterCode}-3, 15-${inviterCode})))`;
}

/**
 * The group's statistics block (docs/rules.md §1.12): per member, played, the count of each code and the points,
 * over the game rows (first … last) by the helper code columns, local to the Games sheet. ONE array formula spills
 * the whole block (10 columns) as one matrix product over the game sides (each game twice, inviter side {C;D}, then
 * invitee side, stacked): MMULT(member × side: 1 where the member is that side's player, side × column: what the
 * side adds to each column) — column 0 (played) 1 when the side's code (P or Q) is not blank, columns 1–8 1 in its
 * code's column, column 9 (points) its points (G or H) when its code is not blank. What MMULT reads is cleaned of
 * errors (it must always spill whole); an error in a cell the count reads (a name, a code helper, a points cell,
 * typed over) shows through a term 0 × SUM(…) instead: in every line, and in the points column only for a points
 * cell — where the old SUMPRODUCT per member and column showed it. The members' names are read from S (from row 5).
 */
export function statsBlockFormula(members: number, first: number, last: number): string {
  const col = (c: number): string => colRange(c, first, last);
  const span = (a: number, b: number): string => rangeA1(first, a, last, b);
  const sides = (a: number, b: number): string => `{${col(a)};${col(b)}}`;
  const names = colRange(GAMES.statsColumn, GAMES.firstRow, GAMES.firstRow + Math.max(members, 1) - 1);
  const { inviter, invitee, inviterCode, inviteeCode, inviterPoints, inviteePoints } = GAMES.col;
  const pointsColumn = GAMES.statsColumns - 2;
  const column = `SEQUENCE(1, ${pointsColumn + 1}, 0)`;
  const code = sides(inviterCode, inviteeCode);
  const points = sides(inviterPoints, inviteePoints);
  const player = `(IFERROR(${names}, "")=TRANSPOSE(IFERROR(${sides(inviter, invitee)}, "")))*1`;
  // Column 0 and 9 compare the code with 0 and 9 too (first term); the correction takes that back whatever the code.
  const adds =
    `(${code}=${column})+(${column}=0)*((${code}<>"")-(${code}=0))` +
    `+(${column}=${pointsColumn})*(IF((${code}<>"")*ISNUMBER(${points}), ${points}, 0)-(${code}=${pointsColumn}))`;
  const errors =
    `(0*LEN(${names})+IF(${column}=${pointsColumn}, 0*SUM(${span(inviterPoints, inviteePoints)}), 0))` +
    `+0*SUM(${span(inviter, invitee)}, ${span(inviterCode, inviteeCode)})`;
  return `=ARRAYFORMULA(MMULT(${player}, IFERROR(${adds}, 0))+${errors})`;
}

/** One part of a large group's statistics: its game rows and the sheet row of its block's first line (from AE). */
export interface StatsPart {
  first: number;
  last: number;
  at: number;
}

/** The parts of a group's statistics (none when its games fit in one: the block counts them itself). */
export function statsParts(members: number, first: number, last: number): StatsPart[] {
  const parts = rowParts(first, last);
  return parts.length === 1 ? [] : parts.map((p, k) => ({ ...p, at: GAMES.firstRow + k * Math.max(members, 1) }));
}

/** The block's formula (T5): one product over every game row, or the sum of the parts' blocks. */
export function statsTotalFormula(members: number, first: number, last: number): string {
  const parts = statsParts(members, first, last);
  if (parts.length === 0) return statsBlockFormula(members, first, last);
  // The parts' blocks, stacked, added line by line: MMULT(member × part line: 1 where the line is the member's). Not
  // as a sum of the parts' ranges: the stand-in's engine throws on a reference to exactly an array's range when the
  // array holds an error (README, known differences); one range over all the parts never is one array's range.
  const m = Math.max(members, 1);
  const lines = parts.length * m;
  const stacked = rangeA1(GAMES.firstRow, GAMES.statsPartColumn, GAMES.firstRow + lines - 1, GAMES.statsPartColumn + GAMES.statsColumns - 2, true);
  return `=ARRAYFORMULA(MMULT((SEQUENCE(${m})=MOD(SEQUENCE(1, ${lines}, 0), ${m})+1)*1, ${stacked}))`;
}

/**
 * The statistics' cells of a Games sheet, by sheet row: the block's lines (S:AC from row 5: the members' names as
 * values, the formula in T of the first line, the rest spill) and, for a large group, each part's label (AD) and
 * formula (AE) on its first line.
 */
export function statsCells(players: readonly string[], first: number, last: number): Map<number, PlanCell[]> {
  const rows = new Map<number, PlanCell[]>();
  const put = (row: number, column: number, value: PlanCell): void => {
    const cells = rows.get(row) ?? [];
    cells[column - GAMES.statsColumn] = value;
    rows.set(row, cells);
  };
  players.forEach((p, i) => put(GAMES.firstRow + i, GAMES.statsColumn, asText(p)));
  put(GAMES.firstRow, GAMES.statsColumn + 1, statsTotalFormula(players.length, first, last));
  for (const part of statsParts(players.length, first, last)) {
    put(part.at, GAMES.statsPartColumn - 1, `Rows ${part.first}–${part.last}`);
    put(part.at, GAMES.statsPartColumn, statsBlockFormula(players.length, part.first, part.last));
  }
  for (const cells of rows.values()) for (let c = 0; c < cells.length; c++) if (cells[c] === undefined) cells[c] = null;
  return rows;
}

/** "Problems to fix" of a sheet: the Check cells that say something. */
export function problemsFormula(checks: string): string {
  return `=SUMPRODUCT((LEN(${checks})>0)*1)`;
}

/** TRUE when a sheet's scoring cell (B2, a reference to the Stats sheet's) reads a scoring: current or original. */
export const scoringReads = (cell: string): string => `OR(TRIM(${cell})="current", TRIM(${cell})="original")`;

/** The red mark of a scoring cell typed over (it must read the Stats sheet's scoring: current or original). */
export function scoringFormat(cell: string): NonNullable<SheetPlan['conditionalFormats']>[number] {
  return { range: cell, formula: `=NOT(${scoringReads(cell)})`, background: COLOR.bad, fontColor: COLOR.problemText, bold: true };
}

/** The conditional formats of a "Problems to fix" count: green at 0, red otherwise. */
export function problemsFormats(cell: string): NonNullable<SheetPlan['conditionalFormats']> {
  return [
    { range: cell, formula: `=${cell}=0`, background: COLOR.good },
    { range: cell, formula: `=${cell}>0`, background: COLOR.bad, fontColor: COLOR.problemText, bold: true },
  ];
}

export function settingsRow(model: RoundRobinModel): PlanCell[] {
  const s = model.settings;
  return ['Scoring', `=${onSheet(model.names.stats, STATS.scoringCell)}`, 'Seed', asText(s.seed), 'Group size', s.groupSize, 'Created', asText(s.created)];
}

/** "removed" when either player of the row is on the group's removed list (an exact, case-insensitive comparison). */
export function removedFormula(removed: string, inviter: string, invitee: string): string {
  return `=IF(SUMPRODUCT((${removed}=${inviter})+(${removed}=${invitee}))>0, "${REMOVED_FLAG}", "")`;
}

/** `groupTable`: a mini-TTT's group Table (its Next step line names it). */
export function gamesPlan(model: RoundRobinModel, group: RoundRobinGroupModel, groupTable?: string): SheetPlan {
  const { col, firstRow } = GAMES;
  const n = group.games.length;
  const last = gamesLastRow(n);
  const removed = removedRange(group.tableSheet, group.players.length);
  const refs = scoreRefs(model.names.stats);
  const stats = statsCells(group.players, firstRow, last);
  /** The Check cells read the highest score from this sheet's own copy (O1), so their formulas stay short. */
  const local = { ...refs, w3: GAMES.w3Cell };
  const rows: PlanCell[][] = group.games.map((g, i) => {
    const r = firstRow + i;
    const inviter = a1(r, col.inviter);
    const invitee = a1(r, col.invitee);
    const c: RowCells = {
      result: a1(r, col.result),
      key: a1(r, col.key),
      code: a1(r, col.code),
      number: a1(r, col.number),
      adjudicated: a1(r, col.adjudicated),
      check: a1(r, col.check),
    };
    const [inviterPoints, inviteePoints] = pointsFormulas(refs, c);
    const inviterCode = a1(r, col.inviterCode);
    const line = stats.get(r);
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
      statusFormula(c),
      adjudicatedFormula(c),
      checkFormula(local, c, GAMES.sheetNameCell, col.result),
      keyFormula(c.result),
      codeFormula(refs, c.key),
      numberFormula(c.key),
      inviterCodeFormula({ inviterPoints: a1(r, col.inviterPoints), removed: a1(r, col.removed), adjudicated: c.adjudicated, code: c.code }),
      inviteeCodeFormula(inviterCode),
      ...(line ? [null, ...line] : []),
    ];
  });
  // A group with more members than games (two players): the statistics lines below the game rows.
  for (let r = firstRow + rows.length; stats.has(r); r++)
    rows.push([...new Array<PlanCell>(GAMES.statsColumn - 1).fill(null), ...(stats.get(r) as PlanCell[])]);
  const parts = statsParts(group.players.length, firstRow, last);
  // The working columns end with the statistics block (AC), or with its parts (AN) in a large group.
  const statsLast = GAMES.statsColumn + GAMES.statsColumns - 1;
  const workingLast = parts.length > 0 ? GAMES.statsPartColumn + GAMES.statsColumns - 2 : statsLast;
  const partsHeader = parts.length > 0 ? ['Helper: part (game rows)', ...GAMES_STATS_HEADER.slice(1)] : [];
  const statsLastRow = firstRow + Math.max(group.players.length, 1) - 1;
  const schedule = model.settings.double ? 'double round robin' : 'single round robin';
  // Problems to fix: the Check cells that say something, and the scoring cell (B2) when typed over.
  const settings: PlanCell[] = [
    ...settingsRow(model),
    'Problems to fix',
    `${problemsFormula(colRange(col.check, firstRow, last, true))}+IF(${scoringReads('B2')}, 0, 1)`,
    null,
    null,
    ...gamesStepCells(model, group, groupTable),
  ];
  const phases = model.settings.invitePhases === 3 ? 'invitations open in 3 phases (start, +2 weeks, +4 weeks)' : 'all invitations at the start';
  return {
    name: group.gamesSheet,
    kind: GAMES_SHEET.kind,
    cells: [
      [
        gamesNextStep(group),
        ...new Array<PlanCell>(10).fill(null),
        'Messages name this sheet:',
        asText(group.gamesSheet),
        'Highest adjudicated score (W3):',
        `=${refs.w3}`,
      ],
      settings,
      [
        asText(
          `${model.settings.title} ${group.name} games (${schedule}; ${phases}). Type each result from the INVITER's view: ${RESULT_CODES.join(' ')}; an adjudicated timeout: WT 1.8 (the inviter won, scores 1.8) or LT 1.8 (the inviter timed out or resigned, the invitee scores 1.8); a bare number = WT. The inviter sends the invitation; points, the table, the statistics and My matches update at once. Timeouts are adjudicated on the Timeouts sheet.`,
        ),
      ],
      [...GAMES_HEADER, null, ...GAMES_STATS_HEADER, ...partsHeader],
      ...rows,
    ],
    styles: [
      { range: 'A1', ...NEXT_STEP_STYLE },
      { range: rangeA1(2, 1, 2, 8), fontColor: COLOR.noteText },
      { range: 'A3', italic: true, fontColor: COLOR.noteText },
      { range: rangeA1(GAMES.headerRow, 1, GAMES.headerRow, GAMES.columns), bold: true, background: COLOR.header },
      { range: rangeA1(firstRow, col.result, last, col.result), background: COLOR.input, horizontalAlignment: 'center' },
      { range: rangeA1(firstRow, col.inviterPoints, last, col.inviteePoints), numberFormat: '0.0' },
      { range: rangeA1(firstRow, col.removed, last, col.status), fontColor: COLOR.noteText },
      { range: rangeA1(firstRow, col.adjudicated, last, col.adjudicated), fontColor: COLOR.noteText, numberFormat: '"inviter "0.0#;"invitee "0.0#' },
      { range: rangeA1(firstRow, col.check, last, col.check), fontColor: COLOR.problemText },
      { range: rangeA1(firstRow, col.key, last, col.number), fontColor: COLOR.faintText, numberFormat: '@' },
      { range: rangeA1(firstRow, col.inviterCode, last, col.inviteeCode), fontColor: COLOR.faintText },
      { range: rangeA1(GAMES.headerRow, GAMES.statsColumn, GAMES.headerRow, statsLast), bold: true, background: COLOR.grey },
      { range: rangeA1(firstRow, GAMES.statsColumn, statsLastRow, statsLast), fontColor: COLOR.noteText },
      { range: GAMES.problemsLabel, bold: true },
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
      { column: col.check, width: 420 },
      { column: col.key, width: 90 },
      { column: col.code, width: 90 },
      { column: col.number, width: 90 },
      { column: col.inviterCode, width: 90 },
      { column: col.inviteeCode, width: 90 },
      { column: GAMES.statsColumn - 1, width: 20 },
      { column: GAMES.statsColumn, width: 150 },
    ],
    frozenRows: GAMES.headerRow,
    // The helpers (M:Q), the group's statistics (S:AC, which the Stats sheet reads) and their parts (AD:AN) are working columns.
    hiddenColumns: [{ column: col.key, count: workingLast - col.key + 1 }],
    dropDowns: [
      {
        range: colRange(col.result, firstRow, last),
        list: [...RESULT_CODES],
        allowInvalid: true,
        helpText: `From the inviter's view: ${ACCEPTED_RESULTS} (x from 1 to W3: 2.7 current, 3.0 original), a synonym (W, WG, win gammon, …); WT 1.8: the inviter won, LT 1.8: the inviter timed out (the invitee scores 1.8), a bare number = WT. Anything else is marked red and its Check cell (column L) says what to type.`,
      },
    ],
    conditionalFormats: [
      {
        range: rangeA1(firstRow, col.result, last, col.result),
        formula: `=$${columnLetters(col.check)}${firstRow}<>""`,
        background: COLOR.bad,
        fontColor: COLOR.problemText,
        bold: true,
      },
      ...problemsFormats(GAMES.problemsCell),
      scoringFormat('B2'),
      {
        range: rangeA1(firstRow, 1, last, col.inviteePoints),
        formula: `=$${columnLetters(col.removed)}${firstRow}="${REMOVED_FLAG}"`,
        fontColor: COLOR.faintText,
        strikethrough: true,
      },
      {
        range: rangeA1(firstRow, col.status, last, col.status),
        formula: `=$${columnLetters(col.status)}${firstRow}="${STATUS_TO_ADJUDICATE}"`,
        background: COLOR.highlight,
        bold: true,
      },
    ],
    protections: [
      { range: rangeA1(firstRow, 1, last, col.invitee), description: `${group.name} schedule (generated: round, phase, inviter, invitee)` },
      {
        range: rangeA1(firstRow, col.inviterPoints, last, col.number),
        description: `${group.name} points, struck-out flags, status, adjudicated scores, checks and helpers (formulas)`,
      },
      { range: rangeA1(firstRow, col.inviterCode, last, col.inviteeCode), description: `${group.name} statistics helpers (formulas)` },
      { range: rangeA1(firstRow, GAMES.statsColumn, statsLastRow, statsLast), description: `${group.name} statistics (formulas; the Stats sheet reads them)` },
      ...parts.slice(-1).map((p) => ({
        range: rangeA1(firstRow, GAMES.statsPartColumn - 1, p.at + group.players.length - 1, workingLast),
        description: `${group.name} statistics by part of the game rows (formulas; the statistics add them up)`,
      })),
      { range: rangeA1(GAMES_STEP.row, GAMES_STEP.done, GAMES_STEP.row, GAMES_STEP.closing), description: `${group.name} Next step line's working cells` },
    ],
    notes: {
      [a1(GAMES.headerRow, col.result)]:
        "Result from the inviter's view. Blank = not played yet. WT 1.8 / LT 1.8: adjudicated timeout (who won, and the winner's score).",
      [a1(GAMES.headerRow, col.adjudicated)]:
        'The adjudicated score of a timeout or resignation and who won it (read from WT x / LT x / a number in the result).',
    },
    metadata: setMetadata(GAMES_SHEET, { group: group.name, set: model.setKey, miniOf: group.miniOf }),
  };
}

/** How a TD may type a result (the problem messages say it). */
export const CODES_ACCEPTED = `type ${RESULT_CODES.join(' ')}, or WT x / LT x for an adjudicated timeout`;

/** One game row of a Games sheet as read. */
export interface GamesRow {
  /** Sheet row. */
  row: number;
  round: number | undefined;
  phase: number | undefined;
  inviter: string;
  invitee: string;
  /** The match id as typed or imported (a number, or text the import reports), null when blank. */
  matchId: number | string | null;
  /** The result cell's value as read (a code or synonym, `WT x`, a number), null when blank. */
  typed: number | string | null;
  /** The result as the rules read it (null: blank, unreadable, or linked to the Timeouts sheet). */
  result: TttGame['result'];
  /** The Timeouts row this game's result cell reads (`='… Timeouts'!$J$7`), or null. */
  timeoutsRow: number | null;
  /** Whether the result cell holds a formula (a link to the Timeouts sheet, or the TD's own). */
  formula: boolean;
  /** Why the result cell cannot be read (naming the cell), or null. */
  problem: string | null;
}

export interface ParsedGames {
  group: string;
  setKey: string | undefined;
  miniOf: string | undefined;
  games: GamesRow[];
  /** Unreadable result cells, each named by its cell, in row order. */
  problems: string[];
}

export interface GamesReading {
  /** The same sheet's formulas (a grid of formula texts, '' where a cell holds a value). */
  formulas?: SheetGrid;
  /** The set's Timeouts sheet name: a result cell reading one of its rows is linked there. */
  timeoutsSheet?: string;
  /** The highest adjudicated score (the scoring's W3); default: the current scoring's. */
  maxScore?: number;
}

/** A Games sheet read back: every game row (rows with an inviter or an invitee), each result read as the rules read it. */
export function parseGames(grid: SheetGrid, reading: GamesReading = {}): ParsedGames {
  const { col, firstRow } = GAMES;
  const max = reading.maxScore ?? maxScore(CURRENT_SCORING);
  const games: GamesRow[] = [];
  for (let row = firstRow; row <= grid.rows; row++) {
    if (grid.blank(row, col.inviter) && grid.blank(row, col.invitee)) continue;
    const cell = grid.where(row, col.result);
    const formula = reading.formulas?.text(row, col.result) ?? '';
    const timeoutsRow = reading.timeoutsSheet === undefined ? null : linkedTimeoutsRow(formula, reading.timeoutsSheet);
    const value = grid.at(row, col.result);
    const typed = cellBlank(value) ? null : typeof value === 'number' ? value : cellText(value);
    let result: TttGame['result'] = null;
    let problem: string | null = null;
    if (timeoutsRow !== null || typed === null) {
      // linked to the Timeouts sheet (read there) or blank
    } else if (typeof typed === 'number') {
      if (checkAdjudicated(typed, max) === null) result = typed;
      else problem = `${cell}: ${typed} is not an adjudicated score from 1 to ${max}; ${CODES_ACCEPTED}.`;
    } else {
      const parsed = parseResultText(typed);
      const limit = parsed !== undefined && isAdjudicated(parsed) ? checkAdjudicated(parsed.score, max) : null;
      if (parsed === undefined || limit) problem = `${cell}: "${typed}" is not a result${limit ? `: ${limit}` : ''}; ${CODES_ACCEPTED}.`;
      else result = parsed;
    }
    const id = grid.at(row, col.matchId);
    games.push({
      row,
      round: grid.number(row, col.round),
      phase: grid.number(row, col.phase),
      inviter: grid.name(row, col.inviter),
      invitee: grid.name(row, col.invitee),
      matchId: cellBlank(id) ? null : typeof id === 'number' ? id : cellText(id),
      typed,
      result,
      timeoutsRow,
      formula: formula.startsWith('='),
      problem,
    });
  }
  const problems = games.flatMap((g) => (g.problem === null ? [] : [g.problem]));
  return {
    group: grid.meta(GAMES_SHEET.keys.group) ?? '',
    setKey: grid.meta(GAMES_SHEET.keys.set),
    miniOf: grid.meta(GAMES_SHEET.keys.miniOf),
    games,
    problems,
  };
}

/** What Import results writes on a Games sheet: match ids and results of the imported games, nothing else. */
export interface GamesWrite {
  /** Index (0-based) of the game on its Games sheet. */
  gameIndex: number;
  matchId?: number;
  /** A result (a code) or the formula reading its Timeouts row. */
  result?: string;
}

/**
 * Above this many blocks a Games sheet's import is written as one span instead (a whole season pasted at once would
 * otherwise cost a call per scattered game: 3,300 games of a 600-player set, over the run limit).
 */
export const MAX_IMPORT_BLOCKS = 8;

/** What a Games row's match id and result cells hold now: the formula if there is one, else the value. */
export type CurrentCells = (gameIndex: number) => { matchId: unknown; result: unknown };

/** A Games sheet's match id and result cells as read (values and formulas, one read each): the formula if any. */
export function currentCells(values: SheetGrid, formulas: SheetGrid): CurrentCells {
  return (k) => {
    const cell = (column: number): unknown => {
      const f = formulas.at(gameRow(k), column);
      return typeof f === 'string' && f !== '' ? f : values.at(gameRow(k), column);
    };
    return { matchId: cell(GAMES.col.matchId), result: cell(GAMES.col.result) };
  };
}

/** A cell written back as it was: its formula, a value Sheets reads back the same (text through the text writer), or undefined when it cannot be. */
function rewritten(v: unknown): PlanCell | undefined {
  if (v === null || v === undefined || v === '') return null;
  if (typeof v === 'number' || typeof v === 'boolean') return v;
  if (typeof v === 'string') return v.startsWith('=') ? v : asText(v);
  return undefined;
}

/**
 * The Games sheet's edit for an import: consecutive game rows that write the same columns (match id and result,
 * or either alone) share one block, so no cell outside an imported game's own writes is written. When that takes
 * more than MAX_IMPORT_BLOCKS blocks and `current` is given, one block spans the first to the last imported game
 * (match id and result columns) and every cell in it that the import does not write is written back exactly as it
 * is (its formula or its value), so the run costs one call per sheet whatever the number of results.
 */
export function gamesImportEdit(writes: readonly GamesWrite[], current?: CurrentCells): SheetEdit {
  const sorted = [...writes].filter((w) => w.matchId !== undefined || w.result !== undefined).sort((a, b) => a.gameIndex - b.gameIndex);
  const cellOf = (w: GamesWrite): PlanCell | undefined => (w.result === undefined ? undefined : w.result.startsWith('=') ? w.result : asText(w.result));
  const blocks: NonNullable<SheetEdit['blocks']> = [];
  let last: { index: number; kinds: string } | null = null;
  for (const w of sorted) {
    const line: PlanCell[] = [];
    if (w.matchId !== undefined) line.push(w.matchId);
    if (w.result !== undefined) line.push(cellOf(w) as PlanCell);
    const kinds = `${w.matchId !== undefined}${w.result !== undefined}`;
    if (last && last.kinds === kinds && last.index === w.gameIndex - 1) blocks[blocks.length - 1].values.push(line);
    else blocks.push({ row: GAMES.firstRow + w.gameIndex, column: w.matchId !== undefined ? GAMES.col.matchId : GAMES.col.result, values: [line] });
    last = { index: w.gameIndex, kinds };
  }
  if (blocks.length <= MAX_IMPORT_BLOCKS || !current || GAMES.col.result !== GAMES.col.matchId + 1) return { blocks };
  const first = sorted[0].gameIndex;
  const byIndex = new Map(sorted.map((w) => [w.gameIndex, w]));
  const span: PlanCell[][] = [];
  for (let k = first; k <= sorted[sorted.length - 1].gameIndex; k++) {
    const w = byIndex.get(k);
    const now = current(k);
    const id = w?.matchId !== undefined ? w.matchId : rewritten(now.matchId);
    const result = w?.result !== undefined ? cellOf(w) : rewritten(now.result);
    // a cell that cannot be written back as it is (a date, an error): keep the blocks
    if (id === undefined || result === undefined) return { blocks };
    span.push([id, result]);
  }
  return { blocks: [{ row: GAMES.firstRow + first, column: GAMES.col.matchId, values: span }] };
}

/**
 * A group's games as the rules read them: each Games row's result, a result cell linked to the Timeouts sheet
 * adjudicated from that row (who timed out, GnuBG's W, G, B: never TTTTIMEOUT's output). Problems in row order.
 */
export function groupGames(parsed: ParsedGames, timeouts: ParsedTimeouts | null): { games: TttGame[]; problems: string[] } {
  const problems: string[] = [];
  const games = parsed.games
    .filter((g) => g.inviter !== '' && g.invitee !== '')
    .map((g): TttGame => {
      let result = g.result;
      if (g.timeoutsRow !== null) {
        const row = timeouts?.rows.get(g.timeoutsRow);
        problems.push(...(row?.problems ?? []));
        result = row?.result ?? null;
      } else if (g.problem !== null) problems.push(g.problem);
      return { first: g.inviter, second: g.invitee, result };
    });
  return { games, problems };
}

/** The sheet row of a group's game (0-based index in the schedule), for messages. */
export const gameRow = (gameIndex: number): number => GAMES.firstRow + gameIndex;

/**
 * A Games sheet as the import reconciles it: the group's `games` scheduled rows in order (index = game index),
 * each with its match id and result. A result cell linked to the Timeouts sheet holds the result that row gives
 * (`linked`: the rules' reading of the row, `WT x` / `LT x`, or plain WT / LT while W, G, B are missing).
 */
export function importGroup(name: string, parsed: ParsedGames, games: number, linked: (timeoutsRow: number) => string | null, sheetName?: string): SheetGroup {
  const byRow = new Map(parsed.games.map((g) => [g.row, g]));
  const rows = Array.from({ length: games }, (_, k) => {
    const g = byRow.get(gameRow(k));
    const result = g === undefined ? null : g.timeoutsRow !== null ? (linked(g.timeoutsRow) ?? g.typed) : g.typed;
    const matchIdCell = sheetName === undefined ? {} : { matchIdCell: `"${sheetName}" ${a1(gameRow(k), GAMES.col.matchId)}` };
    return { inviter: g?.inviter ?? '', invitee: g?.invitee ?? '', matchId: g?.matchId ?? null, result, ...matchIdCell };
  });
  const players = [...new Map(rows.flatMap((x) => [x.inviter, x.invitee]).map((p) => [nameKey(p), p])).values()];
  return { name, players, games: rows };
}
