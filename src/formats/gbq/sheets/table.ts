/**
 * The GBQ group sheet as a pure SheetPlan (docs/rules.md §5: checks §5.5, Status §5.6): settings on top, the
 * ENTRY block the TD types into, the LIVE table sorted by TP% with GBQ and a qualified/out Status, and the
 * WORKINGS helper columns. One custom-function cell in all: the GBQ column spills down (see formulas.ts).
 * Formulas: ./formulas.ts; positions: ./layout.ts. Every TD-given text (title, names) is written with asText,
 * so a name like TRUE, 1850, 007 or 'Tis reads back exactly.
 */
import * as F from './formulas';
import {
  absRowsOf,
  at,
  CHECKED,
  ENTRY,
  ENTRY_HEADERS,
  gbqRows,
  LAST_COLUMN,
  LIVE,
  LIVE_HEADERS,
  MAX_GAMES_PER_MATCH,
  MAX_ROUNDS,
  OPTIONS,
  REF,
  REFERENCE_MODES,
  SETTINGS,
  STEPS,
  WORK,
  WORK_HEADERS,
} from './layout';
import { a1, colRange, columnLetters, ConditionalFormat, DropDown, PlanCell, rangeA1, SheetPlan, StyledRange } from '../../../shared/sheets/plan';
import { asText } from '../../../shared/sheets/text';
import { cellName, kindMetadata, sheetKind, type CellValue, type SheetEdit, type SheetGrid } from '../../../shared/sheets/read';
import { readGroup, type GbqGroup, type RawEntry, type RawGroup, type RawLogRow } from '../rules/publishRead';
import { COLOR } from '../../../shared/sheets/styles';
import { DEFAULT_LOSS_TP, DEFAULT_WIN_TP, STEP_HELP, STEP_ITEMS } from '../rules/settings';
import { logCells, logConditionalFormats, logDropDowns, logNotes, logOf, logProtections, logStyles } from './log';
import { LOG, LOGWORK, LOGWORK_HEADERS, logRows, LREF, PAIR, pairRows, PLOG, WITHDRAWN_COLUMN } from './logLayout';
import { logProblemsTerm } from './logFormulas';
import { checkParts, partColumns, slipMarks } from './checkParts';
import { HELP_LINE, HELP_NOTE, LOG_HELP_LINE, LOG_HELP_NOTE } from './help';
import { gbqNextStepFormula, NEXT_STEP, nextStepCounts } from './nextStep';
import { NEXT_STEP_STYLE } from '../../../shared/sheets/nextStep';

/** A checked GBQ table request (see ../server/input.ts). */
export interface GbqTableSpec {
  title: string;
  players: string[];
  qualifiers: number;
  winTp: number;
  lossTp: number;
  /** Each player's total games for the group; undefined = games per match × opponents × rounds (a formula). */
  totalGames?: number;
  /** Games of a match (default 3) and how often each pair meets (default 1). */
  gamesPerMatch: number;
  rounds: number;
  /** GBQ options: the reference mode, the rounding step and "1st place = 0". */
  reference: 'tp' | 'gbq' | 'wbq';
  step: number;
  firstPlaceZero: boolean;
  /** Rows of the results log; undefined = no log (the TD types games and TPs in the ENTRY block). */
  logRows?: number;
}

/** The GBQ group table: its kind and metadata keys (its size, and the number of log rows when it has a results log). */
export const GBQ_TABLE = sheetKind('gbq-table', { players: 'gbq-players', log: 'gbq-log' });

/** Background of the live table's row at place q (the last qualification place). */
export const LAST_PLACE_BAND = COLOR.highlight;

/** Drop-downs for games played / wins / draws / losses list at most this many games (more is accepted with a warning). */
const MAX_DROPDOWN_GAMES = 100;

function put(cells: PlanCell[][], row: number, column: number, value: PlanCell): void {
  while (cells.length < row) cells.push([]);
  const line = cells[row - 1];
  while (line.length < column) line.push(null);
  line[column - 1] = value;
}

function settingsCells(cells: PlanCell[][], spec: GbqTableSpec): void {
  const s = SETTINGS;
  const n = spec.players.length;
  put(cells, s.titleRow, 1, asText(spec.title));
  put(cells, NEXT_STEP.row, NEXT_STEP.column, gbqNextStepFormula(spec.players.length, spec.logRows));
  const tpProblem = `Win TP must be more than loss TP; loss 0 or more, win at most ${F.MAX_SETTING_TP}`;
  const hasLog = spec.logRows !== undefined;
  const qFine = 'Banded row of the live table = place q, the last qualification place';
  const qRemark = hasLog
    ? `=IF(${REF.qOk}=1,"${qFine}","Qualifiers: enter a whole number from 1 to "&(${LREF.active}-1)&IF(${LREF.active}<${n}," (players left after withdrawals)",""))`
    : F.settingRemark(REF.qOk, qFine, `Qualifiers: enter a whole number from 1 to ${n - 1}`);
  const problemsCell = F.problemsFormula(gbqRows(n), hasLog ? logProblemsTerm(logOf(n, spec.logRows as number)) : undefined);
  const rows: [number, string, PlanCell, string][] = [
    [s.qualifiersRow, 'Qualifiers (q)', spec.qualifiers, qRemark],
    [s.winRow, 'Win TP', spec.winTp, F.settingRemark(REF.tpOk, 'TPs of a standard won game', tpProblem)],
    [s.lossRow, 'Loss TP', spec.lossTp, F.settingRemark(REF.tpOk, 'TPs of a standard lost game', tpProblem)],
    [s.shareRow, 'A game shares out', `=${REF.share}`, 'TPs (win + loss): a player gets 0 to this many per game'],
    [s.checkRow, 'Problems to fix', problemsCell, F.problemsRemark(`B${s.checkRow}`, hasLog)],
  ];
  for (const [row, label, value, remark] of rows) {
    put(cells, row, 1, label);
    put(cells, row, 2, value);
    put(cells, row, 3, remark);
  }
  put(cells, s.helpRow, 1, hasLog ? LOG_HELP_LINE : HELP_LINE);
  put(cells, s.blockTitleRow, ENTRY.player, 'ENTRY: type results here');
  put(cells, s.blockTitleRow, LIVE.place, 'LIVE TABLE: sorted by TP% (formulas)');
  put(cells, s.blockTitleRow, WORK.index, 'WORKINGS: helper columns for the sort and the Status (do not edit)');
  for (const [column, header] of [...ENTRY_HEADERS, ...LIVE_HEADERS, ...WORK_HEADERS]) put(cells, s.headerRow, column, header);
  optionCells(cells, spec);

  const checked: [number, string, string][] = [
    [CHECKED.qOkRow, 'q OK', F.qOkFormula(hasLog ? LREF.active : n)],
    [CHECKED.tpOkRow, 'TPs OK', F.tpOkFormula()],
    [CHECKED.winRow, 'Win TP used', F.checkedSetting(REF.tpOk, REF.typedWin, DEFAULT_WIN_TP)],
    [CHECKED.lossRow, 'Loss TP used', F.checkedSetting(REF.tpOk, REF.typedLoss, DEFAULT_LOSS_TP)],
    [CHECKED.qRow, 'q used', F.checkedSetting(REF.qOk, REF.typedQ, 1)],
    [CHECKED.stepReadRow, 'Step read (-1: none)', F.stepReadFormula()],
  ];
  for (const [row, label, formula] of checked) {
    put(cells, row, CHECKED.labelColumn, label);
    put(cells, row, CHECKED.valueColumn, formula);
  }
}

/** Total games of every player when the TD gave no number: games per match × opponents × rounds. */
export function defaultTotal(spec: GbqTableSpec): number {
  return spec.totalGames ?? spec.gamesPerMatch * (spec.players.length - 1) * spec.rounds;
}

function optionCells(cells: PlanCell[][], spec: GbqTableSpec): void {
  const o = OPTIONS;
  const ok = (cond: string, fine: string, problem: string) => `=IF(${cond},"${fine}","${problem}")`;
  const whole = F.wholeInRange;
  const rows: [number, string, PlanCell, string][] = [
    [
      o.gamesPerMatchRow,
      'Games per match',
      spec.gamesPerMatch,
      ok(
        whole(REF.typedGamesPerMatch, MAX_GAMES_PER_MATCH),
        'Total games = games per match × opponents × rounds',
        `Games per match: a whole number from 1 to ${MAX_GAMES_PER_MATCH}`,
      ),
    ],
    [o.roundsRow, 'Rounds', spec.rounds, ok(whole(REF.typedRounds, MAX_ROUNDS), 'How often each pair meets', `Rounds: a whole number from 1 to ${MAX_ROUNDS}`)],
    [
      o.referenceRow,
      'GBQ reference',
      spec.reference,
      ok(`${REF.reference}=LOWER(TRIM(${REF.typedReference}))`, 'tp: place q on TP% · gbq: q-th best D · wbq: 2003 WTTC', 'Reference: tp, gbq or wbq'),
    ],
    [
      o.stepRow,
      'Rounding step',
      STEP_ITEMS[STEPS.indexOf(spec.step as (typeof STEPS)[number])],
      ok(`${REF.stepRead}>=0`, 'GBQ to the nearest step (0 = none)', `Rounding step: ${STEP_HELP}`),
    ],
    [
      o.firstZeroRow,
      '1st place = 0',
      spec.firstPlaceZero ? 'yes' : 'no',
      ok(`OR(${REF.typedFirstZero}="yes",${REF.typedFirstZero}="no")`, 'yes: GBQ counted from the 1st place', '1st place = 0: yes or no'),
    ],
  ];
  for (const [row, label, value, remark] of rows) {
    put(cells, row, o.labelColumn, label);
    put(cells, row, o.valueColumn, value);
    put(cells, row, o.remarkColumn, remark);
  }
  const n = spec.players.length;
  // The group check's sums over the rows without a problem (a flagged row is left out), beside the Check parts.
  const parts = partColumns(spec.logRows !== undefined);
  const good = { played: a1(2, parts[1], true), tps: a1(3, parts[1], true) };
  put(cells, 2, parts[0], 'Good rows: games');
  put(cells, 2, parts[1], F.goodSumFormula(WORK.played, gbqRows(n)));
  put(cells, 3, parts[0], 'Good rows: TPs µ');
  put(cells, 3, parts[1], F.goodSumFormula(WORK.tpMicros, gbqRows(n)));
  // What the Next step line counts: games in (Σ games played ÷ 2) and games of the group (Σ total games ÷ 2).
  const counts = nextStepCounts(spec.logRows !== undefined);
  put(cells, counts.doneRow, parts[0], 'Games in');
  put(cells, counts.doneRow, parts[1], `=SUM(${absRowsOf(WORK.played, gbqRows(n))})/2`);
  put(cells, counts.totalRow, parts[0], 'Games of the group');
  put(cells, counts.totalRow, parts[1], `=SUM(${absRowsOf(WORK.total, gbqRows(n))})/2`);
  const used: [number, string, string][] = [
    [CHECKED.refRow, 'Reference used', F.referenceUsedFormula()],
    [CHECKED.stepRow, 'Step used', F.stepUsedFormula()],
    [CHECKED.gbqQRow, "GBQ's q", F.gbqQFormula()],
    [CHECKED.optOkRow, 'Options OK', F.optOkFormula()],
    [CHECKED.groupRow, 'Group check', F.groupCheckFormula(good)],
    [CHECKED.shortRow, 'TPs short', F.shortFormula(good)],
  ];
  for (const [row, label, formula] of used) {
    put(cells, row, CHECKED.optLabelColumn, label);
    put(cells, row, CHECKED.optValueColumn, formula);
  }
}

function playerCells(cells: PlanCell[][], spec: GbqTableSpec, sheet: string): void {
  const rows = gbqRows(spec.players.length);
  const hasLog = spec.logRows !== undefined;
  const lists = hasLog
    ? {
        players: PLOG.statusId,
        first: PAIR.listA,
        second: PAIR.listB,
        count: PAIR.count,
        pairs: pairRows(spec.players.length, logRows(rows, spec.logRows as number)),
      }
    : undefined;
  spec.players.forEach((name, i) => {
    const r = rows.first + i;
    put(cells, r, ENTRY.player, asText(name));
    put(cells, r, ENTRY.total, spec.totalGames ?? F.defaultTotalFormula(spec.players.length));
    if (!hasLog) {
      const parts = partColumns(false);
      put(cells, r, ENTRY.check, F.checkFormula(r, parts, sheet));
      checkParts(F.entryChecks(r, rows)).forEach((f, k) => put(cells, r, parts[k], f));
    }

    put(cells, r, LIVE.place, i + 1);
    put(cells, r, LIVE.player, F.liveIndex(ENTRY.player, r, rows));
    put(cells, r, LIVE.games, F.liveIndex(WORK.played, r, rows));
    put(cells, r, LIVE.tps, F.liveIndex(WORK.tps, r, rows));
    put(cells, r, LIVE.pct, F.pctFormula(r));
    put(cells, r, LIVE.d, F.dFormula(r));
    put(cells, r, LIVE.gbq, F.liveGbqFormula(r, rows));
    put(cells, r, LIVE.status, F.liveStatusFormula(r, rows, hasLog ? PLOG.withdrawn : undefined));

    put(cells, r, WORK.index, i + 1);
    put(cells, r, WORK.tps, F.numberOf(ENTRY.tps, r));
    put(cells, r, WORK.played, F.numberOf(ENTRY.played, r));
    put(cells, r, WORK.total, F.numberOf(ENTRY.total, r));
    put(cells, r, WORK.tpMicros, F.tpMicrosFormula(r));
    put(cells, r, WORK.dKey, F.dKeyFormula(r));
    if (i === 0) put(cells, r, WORK.place, F.placeFormula(rows));
    put(cells, r, WORK.statusTotal, F.statusTotalFormula(r));
    put(cells, r, WORK.gbqTps, F.gbqInputFormula(WORK.tps, r));
    put(cells, r, WORK.gbqGames, F.gbqInputFormula(WORK.played, r));
    // The GBQ function spills down its column: only the first row holds a formula.
    if (i === 0) put(cells, r, WORK.gbq, F.gbqSpillFormula(rows));
    if (i === 0) put(cells, r, WORK.mark, F.statusSpillFormula(rows, lists));
    put(cells, r, WORK.entryAtPlace, F.entryAtPlaceFormula(r, rows));
  });
  if (spec.logRows !== undefined) logCells((row, column, value) => put(cells, row, column, value), spec.players.length, spec.logRows, sheet);
  const parts = partColumns(hasLog);
  parts.forEach((c, k) => put(cells, SETTINGS.headerRow, c, `Check ${k + 1}`));
  if (hasLog) parts.forEach((c, k) => put(cells, logOf(spec.players.length, spec.logRows as number).headerRow, c, `Check ${k + 1}`));
}

function styles(last: number): StyledRange[] {
  const s = SETTINGS;
  const h = s.headerRow;
  return [
    { range: 'A1', bold: true },
    { range: a1(NEXT_STEP.row, NEXT_STEP.column), ...NEXT_STEP_STYLE },
    { range: rangeA1(s.qualifiersRow, 1, s.checkRow, 1), bold: true },
    { range: rangeA1(s.qualifiersRow, 2, s.lossRow, 2), background: COLOR.setting },
    { range: rangeA1(s.qualifiersRow, 3, s.checkRow, 3), italic: true, fontColor: COLOR.noteText },
    { range: `A${s.helpRow}`, italic: true, fontColor: COLOR.noteText },
    { range: rangeA1(s.blockTitleRow, 1, s.blockTitleRow, LAST_COLUMN), bold: true },
    { range: rangeA1(h, ENTRY.player, h, ENTRY.check), bold: true, background: COLOR.header },
    { range: rangeA1(h, LIVE.place, h, LIVE.status), bold: true, background: COLOR.good },
    { range: rangeA1(h, WORK.index, h, WORK.entryAtPlace), bold: true, background: COLOR.grey },
    { range: rangeA1(s.firstRow, ENTRY.total, last, ENTRY.tps), horizontalAlignment: 'center' },
    { range: colRange(ENTRY.check, s.firstRow, last), fontColor: COLOR.problemText },
    { range: rangeA1(s.firstRow, LIVE.place, last, LIVE.place), horizontalAlignment: 'center' },
    { range: colRange(LIVE.pct, s.firstRow, last), numberFormat: '0.0%' },
    { range: colRange(LIVE.d, s.firstRow, last), numberFormat: '0.00' },
    { range: colRange(LIVE.gbq, s.firstRow, last), numberFormat: '+0.0;-0.0;0.0' },
    { range: rangeA1(s.firstRow, WORK.index, last, WORK.entryAtPlace), fontColor: COLOR.fictitiousText },
    { range: rangeA1(s.firstRow, WORK.tpMicros, last, WORK.dKey), numberFormat: '0' },
  ];
}

/** The ENTRY block's columns a Check can name. */
const ENTRY_COLUMNS = [ENTRY.player, ENTRY.total, ENTRY.played, ENTRY.wins, ENTRY.draws, ENTRY.losses, ENTRY.tps];

function conditionalFormats(last: number, hasLog: boolean): ConditionalFormat[] {
  const f = SETTINGS.firstRow;
  const band = { background: LAST_PLACE_BAND, bold: true };
  // The band of place q appears with the first result: before it the table is the player list in entry order.
  const anyResult = `SUM(${absRowsOf(WORK.played, { first: f, last })})>0`;
  const placeIsQ = `=AND($${columnLetters(LIVE.place)}${f}=${REF.q},${anyResult})`;
  const status = `$${columnLetters(LIVE.status)}${f}`;
  return [
    ...slipMarks(f, last, hasLog ? [...ENTRY_COLUMNS, WITHDRAWN_COLUMN] : ENTRY_COLUMNS, ENTRY.player, ENTRY.check),
    { range: rangeA1(f, LIVE.place, last, LIVE.gbq), formula: placeIsQ, ...band },
    { range: colRange(LIVE.status, f, last), formula: `=${status}="qualified"`, background: COLOR.promoted, fontColor: COLOR.qualifiedText, bold: true },
    { range: colRange(LIVE.status, f, last), formula: `=${status}="out"`, fontColor: COLOR.fictitiousText, strikethrough: true },
    { range: colRange(LIVE.status, f, last), formula: placeIsQ, ...band },
  ];
}

function dropDowns(spec: GbqTableSpec, last: number): DropDown[] {
  const n = spec.players.length;
  const out: DropDown[] = [
    {
      range: `B${SETTINGS.qualifiersRow}`,
      list: Array.from({ length: n - 1 }, (_, i) => String(i + 1)),
      helpText: `Definite qualification places: 1 to ${n - 1}`,
    },
  ];
  const total = defaultTotal(spec);
  out.push(
    {
      range: a1(OPTIONS.gamesPerMatchRow, OPTIONS.valueColumn),
      list: Array.from({ length: 5 }, (_, i) => String(i + 1)),
      allowInvalid: true,
      helpText: `Games of a match: 1 to ${MAX_GAMES_PER_MATCH}`,
    },
    {
      range: a1(OPTIONS.roundsRow, OPTIONS.valueColumn),
      list: ['1', '2', '3', '4'],
      allowInvalid: true,
      helpText: `How often each pair meets: 1 to ${MAX_ROUNDS}`,
    },
    {
      range: a1(OPTIONS.referenceRow, OPTIONS.valueColumn),
      list: [...REFERENCE_MODES],
      helpText: 'GBQ reference: tp (place q on TP%), gbq (the q-th best D) or wbq (the 2003 WTTC figure)',
    },
    {
      // Items that read the same in every locale; a number typed with either decimal separator is read too (with a warning mark).
      range: a1(OPTIONS.stepRow, OPTIONS.valueColumn),
      list: [...STEP_ITEMS],
      allowInvalid: true,
      helpText: `GBQ rounding step: ${STEP_HELP}`,
    },
    { range: a1(OPTIONS.firstZeroRow, OPTIONS.valueColumn), list: ['no', 'yes'], helpText: 'no or yes (yes: GBQ counted from the 1st place)' },
  );
  // With a results log, games played is a formula and wins / draws / losses are not read: no drop-down there.
  if (spec.logRows === undefined)
    out.push({
      range: rangeA1(SETTINGS.firstRow, ENTRY.played, last, ENTRY.losses),
      list: Array.from({ length: Math.min(total, MAX_DROPDOWN_GAMES) + 1 }, (_, i) => String(i)),
      allowInvalid: true,
      helpText: `A whole number of games, 0 to ${total} (more if you raised a player's total games)`,
    });
  return out;
}

function widths(): { column: number; width: number }[] {
  // Standard widths (they are written as such). The live table first: it and the ENTRY block's first three columns
  // fill the first screen with the sidebar open. Column A also holds the settings' labels (rows 2–6), B their values.
  return [
    { column: LIVE.place, width: 150 },
    { column: LIVE.player, width: 150 },
    ...[LIVE.games, LIVE.tps, LIVE.pct, LIVE.d, LIVE.gbq].map((column) => ({ column, width: 60 })),
    { column: LIVE.status, width: 100 },
    { column: LIVE.status + 1, width: 24 },
    { column: ENTRY.player, width: 150 },
    { column: ENTRY.total, width: 100 },
    { column: ENTRY.played, width: 100 },
    ...[ENTRY.wins, ENTRY.draws, ENTRY.losses, ENTRY.tps].map((column) => ({ column, width: 80 })),
    { column: ENTRY.check, width: 300 },
    { column: ENTRY.check + 1, width: 24 },
    ...Array.from({ length: WORK.entryAtPlace - WORK.index + 1 }, (_, i) => ({ column: WORK.index + i, width: 100 })),
  ];
}

/** The note on the Wins header of a table with a results log. */
export const WDL_NOT_READ =
  'Wins / Draws / Losses are not read with a results log: games played and TPs come from the log, and the order, D, GBQ and Status never use these three columns. ' +
  'You may still type them for your own record (no drop-down); when any is filled in, the Check asks that they add up to the games played.';

function notes(hasLog: boolean): Record<string, string> {
  const h = SETTINGS.headerRow;
  return {
    A1: hasLog ? LOG_HELP_NOTE : HELP_NOTE,
    [`B${SETTINGS.qualifiersRow}`]:
      'q = the number of definite qualification places. The live table bands place q: the last qualification place. GBQ is measured against the player there.',
    [at(ENTRY.total, h)]: "Each player's number of games for the whole group (played + still to play). Edit it per player if it differs.",
    ...(hasLog ? { [at(ENTRY.wins, h)]: WDL_NOT_READ } : {}),
    [at(ENTRY.check, h)]:
      'Flags a row whose entries disagree: wins + draws + losses must equal the games played (when any is filled in), TPs must be 0 to (win + loss) × games played, games played at most the total games.',
    [at(LIVE.place, h)]:
      'Order by TP% = TP / ((win + loss) × games); players without games come last; TP% ties by D, then entry order. The banded row is the last qualification place (place q).',
    [at(LIVE.d, h)]:
      'D = (TP − games × (win + loss) / 2) / (win − loss): half the standard wins less losses that the TPs are worth (80 TPs from 6 games: 4 more wins than losses, D = 2), so that GBQ, a difference of two D, counts games behind.',
    [at(LIVE.gbq, h)]:
      'Games behind the last qualification place: D(place q) − D(player), to the nearest 0.5 (the GBQ function). Negative = ahead of the line.',
    [at(LIVE.status, h)]:
      'qualified: certain to finish in the first q on TP% whatever happens in the games still to play. out: can no longer get there. ' +
      (hasLog
        ? "Exact: every outcome of the games still to play (from the log and the schedule) is considered, any split of a game's TPs; a possible tie counts against the mark. withdrawn: left the group (Withdrawn column)."
        : 'Sound bound: each player is assumed to score 0 or win + loss in every remaining game, independently; ties count against the player.'),
    [at(WORK.index, SETTINGS.blockTitleRow)]: 'Helper columns: exact TPs in millionths, the sort place and the Status bounds. Formulas; do not edit.',
  };
}

/** The whole GBQ group sheet. `name` is the final (unique) sheet name. */
export function buildGbqTablePlan(spec: GbqTableSpec, name: string): SheetPlan {
  const rows = gbqRows(spec.players.length);
  const cells: PlanCell[][] = [];
  settingsCells(cells, spec);
  playerCells(cells, spec, name);
  const h = SETTINGS.headerRow;
  const n = spec.players.length;
  const log = spec.logRows;
  const logNote = log === undefined ? {} : logNotes(n, log);
  const parts = partColumns(log !== undefined);
  const partsLast = log === undefined ? rows.last : logOf(n, log).last;
  return {
    name,
    kind: GBQ_TABLE.kind,
    cells,
    styles: [
      ...styles(rows.last),
      ...(log === undefined ? [] : logStyles(n, log)),
      { range: rangeA1(h, parts[0], partsLast, parts[parts.length - 1]), fontColor: COLOR.fictitiousText },
      { range: rangeA1(h, parts[0], h, parts[parts.length - 1]), bold: true, background: COLOR.grey },
    ],
    columnWidths: [...widths(), ...(log === undefined ? [] : [{ column: WITHDRAWN_COLUMN, width: 80 }])],
    frozenRows: h,
    // The workings and check parts stay protected; hidden, so the first screen is the tables the TD reads and types.
    hiddenColumns: [{ column: WORK.index, count: parts[parts.length - 1] - WORK.index + 1 }],
    dropDowns: [...dropDowns(spec, rows.last), ...(log === undefined ? [] : logDropDowns(n, log, spec.gamesPerMatch))],
    conditionalFormats: [...conditionalFormats(rows.last, log !== undefined), ...(log === undefined ? [] : logConditionalFormats(n, log))],
    protections: [
      { range: rangeA1(SETTINGS.qualifiersRow, 3, SETTINGS.checkRow, 3), description: 'GBQ settings remarks (formulas)' },
      { range: rangeA1(SETTINGS.shareRow, 2, SETTINGS.checkRow, 2), description: 'GBQ settings formulas' },
      { range: colRange(ENTRY.check, h, rows.last), description: 'GBQ check column (formulas)' },
      { range: rangeA1(h, LIVE.place, rows.last, LIVE.status), description: 'GBQ live table (formulas)' },
      { range: rangeA1(CHECKED.qOkRow, CHECKED.labelColumn, CHECKED.stepReadRow, CHECKED.valueColumn), description: 'GBQ workings: checked settings' },
      { range: rangeA1(SETTINGS.blockTitleRow, WORK.index, rows.last, WORK.entryAtPlace), description: 'GBQ workings (helper formulas)' },
      ...(log === undefined ? [] : logProtections(n, log)),
      { range: rangeA1(h, parts[0], partsLast, parts[parts.length - 1]), description: 'GBQ check parts (helper formulas)' },
      { range: rangeA1(2, parts[0], 5, parts[1]), description: 'GBQ workings: sums over the rows without a problem, games in' },
    ],
    notes: { ...notes(log !== undefined), ...logNote },
    metadata: log === undefined ? { [GBQ_TABLE.keys.players]: String(n) } : kindMetadata(GBQ_TABLE, { players: n, log }),
  };
}

// ---------------------------------------------------------------- reading the table back

/** A GBQ group table as read back: what the TD typed, checked with the table's own rules (rules/publishRead.ts). */
export interface ParsedGbqTable {
  /** Entry rows, and log rows (undefined: no results log), from the sheet's metadata. */
  players: number;
  logRows?: number;
  /** The typed values, as rules/publishRead.ts checks them. */
  raw: RawGroup;
  /** The checked group, or every problem to fix (each naming its row or cell). */
  group?: GbqGroup;
  problems: string[];
  /** Each entry row's name (the one name rule) and Withdrawn cell as text ('' without a log). */
  names: string[];
  withdrawn: string[];
  /** The sheet's own "Problems to fix" (B6) and its remark (C6). */
  flagged: CellValue;
  flaggedRemark: string;
}

/**
 * The table's furniture where the plan put it (docs/rules.md §0.3, nothing lost): the workings' header, their
 * row numbers 1…n, the log workings' header, and nothing typed below the log's last row. A row inserted or deleted inside
 * the table moves them, and then no cell can be read (or written) where it belongs: the first one out of place,
 * named at its sheet cell, or undefined.
 */
function layoutProblem(grid: SheetGrid, rows: ReturnType<typeof gbqRows>, log: ReturnType<typeof logRows> | undefined): string | undefined {
  const cell = (r: number, c: number) => `"${grid.sheetName}" ${a1(r, c)}`;
  const undo =
    'a row was inserted or deleted inside the table, so its cells are no longer where it reads them: undo that (Edit → Undo), or add or remove the row again';
  // The workings' headers (protected, so not typed over by mistake) mark where each block starts.
  const header = WORK_HEADERS[0][1];
  if (grid.text(SETTINGS.headerRow, WORK.index) !== header)
    return `${cell(SETTINGS.headerRow, WORK.index)}: the workings' header "${header}" is not here: ${undo}.`;
  for (let r = rows.first; r <= rows.last; r++) {
    const k = r - rows.first + 1;
    if (grid.at(r, WORK.index) !== k) return `${cell(r, WORK.index)}: the workings' row number ${k} is not here: ${undo}.`;
  }
  if (!log) return undefined;
  const logHeader = LOGWORK_HEADERS[0][1];
  if (grid.text(log.headerRow, LOGWORK.id1) !== logHeader) {
    return `${cell(log.headerRow, LOGWORK.id1)}: the log workings' header "${logHeader}" is not here: ${undo}.`;
  }
  for (let c = LOG.first; c <= LOG.pen2; c++) {
    const v = grid.at(log.last + 1, c);
    if (v !== '' && v !== null && v !== undefined) {
      return `${cell(log.last + 1, c)}: this row is below the results log's last row (${log.last}), so it is not read: ${undo}.`;
    }
  }
  return undefined;
}

/**
 * Reads a GBQ group table back: the settings, options, ENTRY block and results log as typed (`grid`: the values;
 * `formulas`: the formulas of the same cells, which tell a typed-over total or sum from the table's own formula).
 * No formula output is used for the standings: the group is computed from the typed cells by the rules.
 */
export function parseGbqTable(grid: SheetGrid, formulas: SheetGrid): ParsedGbqTable {
  const n = grid.metaInt(GBQ_TABLE.keys.players, 2);
  if (n === undefined) throw new Error(`"${grid.sheetName}" has lost the record of its players (developer metadata): create the GBQ table again.`);
  const logCount = grid.meta(GBQ_TABLE.keys.log) === undefined ? undefined : (grid.metaInt(GBQ_TABLE.keys.log, 1) ?? 0);
  const rows = gbqRows(n);
  const log = logCount === undefined ? undefined : logRows(rows, logCount);
  const moved = layoutProblem(grid, rows, log);
  if (moved) throw new Error(moved);
  const option = (r: number) => grid.at(r, OPTIONS.valueColumn);
  const entries: RawEntry[] = [];
  for (let r = rows.first; r <= rows.last; r++) {
    entries.push({
      name: grid.text(r, ENTRY.player),
      total: grid.at(r, ENTRY.total),
      totalFormula: formulas.text(r, ENTRY.total),
      played: grid.at(r, ENTRY.played),
      playedFormula: formulas.text(r, ENTRY.played),
      wins: grid.at(r, ENTRY.wins),
      draws: grid.at(r, ENTRY.draws),
      losses: grid.at(r, ENTRY.losses),
      tps: grid.at(r, ENTRY.tps),
      tpsFormula: formulas.text(r, ENTRY.tps),
      withdrawn: log ? grid.at(r, WITHDRAWN_COLUMN) : '',
    });
  }
  const raw: RawGroup = {
    title: grid.text(SETTINGS.titleRow, 1) || grid.sheetName,
    sheet: grid.sheetName,
    q: grid.at(SETTINGS.qualifiersRow, 2),
    win: grid.at(SETTINGS.winRow, 2),
    loss: grid.at(SETTINGS.lossRow, 2),
    gamesPerMatch: option(OPTIONS.gamesPerMatchRow),
    rounds: option(OPTIONS.roundsRow),
    reference: option(OPTIONS.referenceRow),
    step: option(OPTIONS.stepRow),
    firstZero: option(OPTIONS.firstZeroRow),
    firstRow: rows.first,
    entries,
  };
  if (log) {
    const logged: RawLogRow[] = [];
    for (let r = log.first; r <= log.last; r++) {
      logged.push({
        first: grid.text(r, LOG.first),
        second: grid.text(r, LOG.second),
        games: grid.at(r, LOG.games),
        tps1: grid.at(r, LOG.tps1),
        tps2: grid.at(r, LOG.tps2),
        pen1: grid.at(r, LOG.pen1),
        pen2: grid.at(r, LOG.pen2),
      });
    }
    raw.log = { firstRow: log.first, rows: logged };
  } else raw.defaultTotalFormula = F.defaultTotalFormula(n);
  const { group, problems } = readGroup(raw);
  const parsed: ParsedGbqTable = {
    players: n,
    raw,
    problems,
    names: entries.map((e) => cellName(e.name)),
    withdrawn: entries.map((e) => cellName(e.withdrawn)),
    flagged: grid.at(SETTINGS.checkRow, 2),
    flaggedRemark: grid.text(SETTINGS.checkRow, 3),
  };
  if (logCount !== undefined) parsed.logRows = logCount;
  if (group) parsed.group = group;
  return parsed;
}

/** The A1 notation of entry row `index`'s player cell ("A13"). */
export function playerCell(index: number): string {
  return a1(SETTINGS.firstRow + index, ENTRY.player);
}

/** The A1 notation of entry row `index`'s Withdrawn cell ("I13"). */
export function withdrawnCell(index: number): string {
  return a1(SETTINGS.firstRow + index, WITHDRAWN_COLUMN);
}

/** The withdrawal of entry row `index` as an edit: "keep" or "void" in its Withdrawn cell (the formulas do the rest). */
export function withdrawEdit(index: number, games: 'keep' | 'void'): SheetEdit {
  return { blocks: [{ row: SETTINGS.firstRow + index, column: WITHDRAWN_COLUMN, values: [[games]] }] };
}
