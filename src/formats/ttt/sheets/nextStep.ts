/**
 * The Next step line of each sheet of a TTT set (one live formula, src/shared/sheets/nextStep.ts): problems first,
 * then what to type where with how many results are in, then the action that comes next — Import results, the
 * adjudication on the Timeouts sheet, the mini-TTT, publishing — named as the TD finds it.
 */
import { a1, colRange, onSheet, type PlanCell } from '../../../shared/sheets/plan';
import { asText } from '../../../shared/sheets/text';
import { MENU, nextStepFormula, problemsStage, progressParts, type Stage } from '../../../shared/sheets/nextStep';
import { NOTE_MINI_TTT } from '../rules/standings';
import { GAMES, IMPORT, REMOVED_FLAG, TABLE, TIMEOUTS, gamesLastRow } from './layout';
import { STATUS_TO_ADJUDICATE } from './resultFormulas';
import { TIMEOUT_TO_ADJUDICATE } from './timeouts';
import type { RoundRobinGroupModel, RoundRobinModel } from './types';

/** The menu item that imports results, as the TD finds it. */
export const IMPORT_ACTION = `${MENU} ▸ Import results`;
/** The wizard, as the TD opens it. */
export const WIZARD = `${MENU} ▸ Open tournament wizard`;

/** "Ann's sheet" as a sheet name quoted for a sentence. */
const quoted = (name: string): string => `“${name}”`;

/** Games of a Games sheet that have a result or are struck out (the formula counts them on `sheet`, '' = this sheet). */
export function gamesDone(games: number, sheet = ''): string {
  const at = (column: number): string => {
    const range = colRange(column, GAMES.firstRow, gamesLastRow(games), true);
    return sheet === '' ? range : onSheet(sheet, range);
  };
  return `SUMPRODUCT(((LEN(${at(GAMES.col.result)})>0)+(${at(GAMES.col.removed)}="${REMOVED_FLAG}")>0)*1)`;
}

/** Games of a Games sheet waiting for an adjudication (WT / LT without a score). */
export function gamesToAdjudicate(games: number, sheet = ''): string {
  const range = colRange(GAMES.col.status, GAMES.firstRow, gamesLastRow(games), true);
  return `COUNTIF(${sheet === '' ? range : onSheet(sheet, range)}, "${STATUS_TO_ADJUDICATE}")`;
}

/** "1 timeout" / "2 timeouts", the count a formula. */
const timeouts = (count: string): string => `${count}&IF(${count}=1, " timeout", " timeouts")`;

/** The sentence about timeouts to adjudicate (a formula text), for a sheet that reads the Games sheet's status. */
function adjudicateText(count: string, model: RoundRobinModel): string {
  const where = model.names.timeouts === '' ? 'the Timeouts sheet' : quoted(model.names.timeouts);
  return `${timeouts(count)}&" to adjudicate: GnuBG's W, G, B on ${where} (after Import results)"`;
}

/** How the results of a Games sheet come in besides typing them. */
function importHint(model: RoundRobinModel): string {
  return model.names.import === '' ? '' : `; or paste DailyGammon's list into ${quoted(model.names.import)} and run ${IMPORT_ACTION}`;
}

/**
 * The Games sheet's working cells for its line, in the hidden helper columns of row 2 (M2:Q2), so the line's own
 * formula stays short: games in, timeouts to adjudicate, the adjudication's sentence, how else results come in, and
 * what the line says once every game is in. The Table reads the first three.
 */
export const GAMES_STEP = { row: 2, done: 13, adjudicate: 14, adjudicateText: 15, importHint: 16, closing: 17 } as const;

const gamesStepCell = (column: number): string => a1(GAMES_STEP.row, column, true);

/** The cells M2:Q2 of a Games sheet (see GAMES_STEP). */
export function gamesStepCells(model: RoundRobinModel, group: RoundRobinGroupModel, groupTable?: string): PlanCell[] {
  const n = group.games.length;
  const count = gamesStepCell(GAMES_STEP.adjudicate);
  const closing =
    group.miniOf === undefined
      ? `all ${n} games in: open ${quoted(group.tableSheet)} for the final standings and what comes next (publish, or a mini-TTT)`
      : `all ${n} games of the mini-TTT in: ${groupTable === undefined ? `the ${group.miniOf} Table` : quoted(groupTable)} names its winner first`;
  return [`=${gamesDone(n)}`, `=${gamesToAdjudicate(n)}`, `=IF(${count}=0, "", ${adjudicateText(count, model)})`, asText(importHint(model)), asText(closing)];
}

/** A group's (or a mini-TTT's) Games sheet: its line in A1 (reads M2:Q2, see GAMES_STEP). */
export function gamesNextStep(group: RoundRobinGroupModel): string {
  const n = group.games.length;
  const [done, adjudicate, sentence, hint, closing] = [
    GAMES_STEP.done,
    GAMES_STEP.adjudicate,
    GAMES_STEP.adjudicateText,
    GAMES_STEP.importHint,
    GAMES_STEP.closing,
  ].map(gamesStepCell);
  const results = colRange(GAMES.col.result, GAMES.firstRow, gamesLastRow(n));
  const stages: Stage[] = [
    problemsStage(GAMES.problemsCell, 'the red results in column F (the Check column, L, says what to type), or B2'),
    {
      when: `${done}<${n}`,
      say: [`type results in ${results} — `, ...progressParts(done, n, 'games'), { text: hint }, { text: `IF(${adjudicate}>0, "; "&${sentence}, "")` }],
    },
    { when: `${adjudicate}>0`, say: [{ text: sentence }] },
    { say: [{ text: closing }] },
  ];
  return nextStepFormula(stages);
}

/**
 * The Table's working cells for its line, in the hidden spacer column P: games in (P2) and the adjudication's
 * sentence (P3), both read from the Games sheet; where the results are typed (P4); whether the standings say
 * "mini-TTT needed" (P5); what to do for a mini-TTT (P6) and once every game is in (P7); how else results come in (P8).
 */
export const TABLE_STEP = { column: 16, done: 2, adjudicateText: 3, where: 4, miniNeeded: 5, createMini: 6, closing: 7, importHint: 8 } as const;

/** The Table's count of games in (P2): the band and the marks wait for the first result. */
export const TABLE_PLAYED_CELL = a1(TABLE_STEP.done, TABLE_STEP.column, true);

/** The cells P2:P8 of a Table (see TABLE_STEP), top to bottom. */
export function tableStepCells(model: RoundRobinModel, group: RoundRobinGroupModel, standingsLast: number, groupTable?: string): PlanCell[] {
  const n = group.games.length;
  const games = (column: number): string => `=${onSheet(group.gamesSheet, gamesStepCell(column))}`;
  const results = `${quoted(group.gamesSheet)} ${colRange(GAMES.col.result, GAMES.firstRow, gamesLastRow(n))}`;
  const notes = colRange(TABLE.noteColumn, TABLE.standingsRow + 1, standingsLast, true);
  const closing =
    group.miniOf === undefined
      ? `all ${n} games in: publish the standings (${WIZARD} ▸ Publish standings)`
      : `the mini-TTT is complete: ${groupTable === undefined ? `the ${group.miniOf} Table` : quoted(groupTable)} names its winner first; publish from there`;
  return [
    games(GAMES_STEP.done),
    games(GAMES_STEP.adjudicateText),
    asText(results),
    `=COUNTIF(${notes}, "${NOTE_MINI_TTT}")>0`,
    asText(`all ${n} games in, first place is tied: with this Table open, ${WIZARD} ▸ Create mini-TTT`),
    asText(closing),
    asText(importHint(model)),
  ];
}

/** A group's (or a mini-TTT's) Table sheet: its line in A1 (reads P2:P8, see TABLE_STEP). */
export function tableNextStep(group: RoundRobinGroupModel): string {
  const n = group.games.length;
  const cell = (row: number): string => a1(row, TABLE_STEP.column, true);
  const [done, sentence, where, miniNeeded, createMini, closing, hint] = [
    TABLE_STEP.done,
    TABLE_STEP.adjudicateText,
    TABLE_STEP.where,
    TABLE_STEP.miniNeeded,
    TABLE_STEP.createMini,
    TABLE_STEP.closing,
    TABLE_STEP.importHint,
  ].map(cell);
  const mini = TABLE.miniCell;
  const stages: Stage[] = [
    { when: `${TABLE.problemsCell}>0`, say: ['Problems to fix: ', { count: TABLE.problemsCell }, ' — ', { text: 'M2' }] },
    { when: `${done}=0`, say: ['no results yet — type them in ', { text: where }, { text: hint }] },
    {
      when: `${done}<${n}`,
      say: ['type results in ', { text: where }, ' — ', ...progressParts(done, n, 'games'), { text: `IF(${sentence}<>"", "; "&${sentence}, "")` }],
    },
    { when: `${sentence}<>""`, say: [{ text: sentence }] },
    { when: `AND(${miniNeeded}, LEFT(${mini}, 16)="Mini-TTT needed:")`, say: [{ text: createMini }] },
    { when: miniNeeded, say: [`all ${n} games in; the mini-TTT decides first place: type its results (`, { text: mini }, ')'] },
    { say: [{ text: closing }] },
  ];
  return nextStepFormula(stages);
}

/** The Timeouts sheet's working cells for its line, in its hidden columns: rows to adjudicate (L2), the first of them (M2), rows (L3). */
export const TIMEOUTS_STEP = { open: 'L2', firstOpen: 'M2', rows: 'L3' } as const;

/** The cells of TIMEOUTS_STEP: L2, M2 and L3, as [row 2 from L, row 3 from L]. */
export function timeoutsStepCells(last: number): { l2: PlanCell; m2: PlanCell; l3: PlanCell } {
  const c = TIMEOUTS.col;
  const status = colRange(c.status, TIMEOUTS.firstRow, last, true);
  return {
    l2: `=COUNTIF(${status}, "${TIMEOUT_TO_ADJUDICATE}")`,
    m2: `=IFERROR(MATCH("${TIMEOUT_TO_ADJUDICATE}", ${status}, 0)+${TIMEOUTS.firstRow - 1}, 0)`,
    l3: `=COUNTA(${colRange(c.group, TIMEOUTS.firstRow, last, true)})`,
  };
}

/** The Timeouts sheet: its line in A1 (reads TIMEOUTS_STEP). */
export function timeoutsNextStep(): string {
  const [open, first, rows] = [TIMEOUTS_STEP.open, TIMEOUTS_STEP.firstOpen, TIMEOUTS_STEP.rows].map((x) => `$${x.charAt(0)}$${x.slice(1)}`);
  const stages: Stage[] = [
    problemsStage(TIMEOUTS.problemsCell, 'the Status (column K) of each red row says what is wrong'),
    {
      when: `${open}>0`,
      say: [
        { count: open },
        " to adjudicate: type GnuBG's W, G, B (78.3) in F",
        { count: first },
        ':H',
        { count: first },
        { text: `IF(${open}>1, " and the other highlighted rows", "")` },
      ],
    },
    { when: `${rows}=0`, say: [`no timeouts yet: ${IMPORT_ACTION} lists here each timeout or resignation (imported or typed as WT / LT)`] },
    { say: ['all ', { count: rows }, { text: `IF(${rows}=1, " timeout", " timeouts")` }, ' adjudicated: nothing to do here'] },
  ];
  return nextStepFormula(stages);
}

/** The Import sheet's working cells for its line, in its hidden helper column O: problems (O4) and pasted rows (O5). */
export const IMPORT_STEP = { column: 15, problems: 4, pasted: 5 } as const;

/** The cells O4:O5 of the Import sheet. */
export function importStepCells(): PlanCell[] {
  return [
    `=SUMPRODUCT((LEN(${colRange(IMPORT.checkColumn, IMPORT.firstRow, IMPORT.lastRow, true)})>0)*1)`,
    `=COUNTA(${colRange(1, IMPORT.firstRow, IMPORT.lastRow, true)})`,
  ];
}

/** The Import sheet: its line (G1, the Check column's header; reads IMPORT_STEP). */
export function importNextStep(): string {
  const [problems, pasted] = [IMPORT_STEP.problems, IMPORT_STEP.pasted].map((row) => a1(row, IMPORT_STEP.column, true));
  const status = a1(IMPORT.firstRow, IMPORT.reportColumn, true);
  const summary = a1(IMPORT.firstRow, IMPORT.reportColumn + IMPORT.reportColumns - 1, true);
  const stages: Stage[] = [
    problemsStage(problems, 'this column says what is wrong on each red row'),
    {
      when: `AND(${pasted}=0, ${status}<>"summary")`,
      say: [`paste DailyGammon's finished matches into A2:F (one match a row), then run ${IMPORT_ACTION}`],
    },
    { when: `${status}<>"summary"`, say: [{ count: pasted }, ` rows pasted: run ${IMPORT_ACTION}`] },
    { say: [{ text: summary }, ' — the report is in H:K; to import more, paste the next list over this one and run Import results again'] },
  ];
  return nextStepFormula(stages);
}
