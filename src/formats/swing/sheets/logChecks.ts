/**
 * The log sheet's own marks of a hand-edited row (docs/rules.md §0.3: a typing slip stays on its row): a Check
 * column (H) that says, per log row, which sheet cell is wrong and what belongs there, "Problems to fix" above the
 * log (green at 0, red otherwise) and a red mark on the bad cell itself. Built-ins only; every formula stays under MAX_FORMULA characters by splitting the
 * checks over helper columns (I:M): each part is a problem, "" (nothing more to check), or CONTINUE (the next part
 * checks on). The Check cell is the one problem of its row's parts.
 *
 * The same reading as the log's reader (`readLogRow`) and the replay's rules, for what a formula can see: the type,
 * the time's form, the names against the Players row, the cube and the kind. What only the replay sees (a match
 * decided twice, a time going backwards) is listed in the panel's "Log repair"; the Check never flags a row the
 * reader and the replay accept.
 */
import { a1, colRange, columnLetters, type ConditionalFormat, type PlanCell } from '../../../shared/sheets/plan';
import { COLOR } from '../../../shared/sheets/styles';
import { SWING_LOG_TYPES } from '../rules/log';
import { SWING_ENDINGS, SWING_KINDS, SWING_MODES } from '../rules/types';
import { LOG_CHECK_COL, LOG_COLUMNS, LOG_PART_COLS, LOG_PROBLEMS_ROW, LOG_SETTINGS_FIRST_ROW, LOG_SETTING_LABELS, LOG_FIRST_ROW } from './layout';

/** The longest formula the log writes (a TD who clicks a cell can still read it). */
export const MAX_FORMULA = 500;
/** A part's value when the next part checks on (never inside a message). */
const CONTINUE = '+';
const PLAYERS_ROW = LOG_SETTINGS_FIRST_ROW + LOG_SETTING_LABELS.indexOf('Players');
const CUBES = Array.from({ length: 21 }, (_, i) => 2 ** i);

const lit = (s: string): string => `"${s.replace(/"/g, '""')}"`;
/** "C"&ROW()&": message" — the message names its cell. */
const at = (column: number, message: string): string => `"${columnLetters(column)}"&ROW()&${lit(`: ${message}`)}`;
const chain = (items: [string, string][], last: string): string => items.reduceRight((rest, [cond, value]) => `IF(${cond},${value},${rest})`, last);

/** The sheet's name as the messages show it ("Club log" and a space), as a formula expression (quotes as CHAR(34)). */
function sheetPrefix(sheet: string): string {
  return `CHAR(34)&"${sheet.replace(/"/g, '"&CHAR(34)&"')}"&CHAR(34)&" "`;
}

/** The formulas of log row r: the Check (H) and its parts (I:M). `players`: how many names the Players row holds. */
export function logCheckRow(sheet: string, players: number, r: number): PlanCell[] {
  const c = (column: number) => a1(r, column);
  const [type, time, who, loser, cube, kind] = [1, 2, 3, 4, 5, 6].map(c);
  const parts = LOG_PART_COLS.map(c);
  const t = `TRIM(${type})`;
  const names = `$B$${PLAYERS_ROW}:$${columnLetters(1 + Math.max(players, 1))}$${PLAYERS_ROW}`;
  const notPlayer = (cell: string) => `SUMPRODUCT((LOWER(TRIM(${names}))=LOWER(TRIM(${cell})))*1)=0`;
  const tb = `TRIM(${time})`;
  const badTime = `IF(ISNUMBER(${time}),${time}<1,OR(LEN(${tb})<16,MID(${tb},5,1)&MID(${tb},8,1)&MID(${tb},11,1)<>"--T"))`;
  const v = `VALUE(${cube})`;
  const badCube = `AND(${cube}<>"",IFERROR(OR(${v}<1,${v}>${CUBES[CUBES.length - 1]},2^ROUND(LOG(${v},2),0)<>${v}),1))`;
  const tk = `TRIM(${kind})`;
  const badKind = `AND(${tk}<>"",${SWING_KINDS.map((k) => `${tk}<>"${k}"`).join(',')})`;
  const go = (prev: string, body: string) => `=IF(${prev}<>"${CONTINUE}","",${body})`;
  const part1 = `=${chain(
    [
      [`COUNTA(${c(1)}:${c(LOG_COLUMNS)})=0`, '""'],
      [`AND(${SWING_LOG_TYPES.map((x) => `${t}<>"${x}"`).join(',')})`, at(1, `type ${SWING_LOG_TYPES.slice(0, -1).join(', ')} or resume, or delete the row`)],
    ],
    `"${CONTINUE}"`,
  )}`;
  const time2 = go(
    parts[0],
    chain(
      [
        [badTime, at(2, 'type the time as 2026-05-02T10:07:00Z (UTC, as text, like the rows above)')],
        [`OR(${['start', 'pause', 'resume'].map((x) => `${t}="${x}"`).join(',')})`, '""'],
      ],
      `"${CONTINUE}"`,
    ),
  );
  const part2 = go(
    parts[1],
    chain([[notPlayer(who), at(3, `type the winner (or the player) as in row ${PLAYERS_ROW} (Players)`)]], `IF(${t}="result","${CONTINUE}","")`),
  );
  const part3 = go(
    parts[2],
    chain(
      [
        [notPlayer(loser), at(4, `type the loser as in row ${PLAYERS_ROW} (Players)`)],
        [`LOWER(TRIM(${who}))=LOWER(TRIM(${loser}))`, at(4, 'the loser is the winner: type the other player of the match')],
      ],
      `"${CONTINUE}"`,
    ),
  );
  const part4 = go(
    parts[3],
    chain(
      [
        [badCube, at(5, `type the final cube: ${CUBES.slice(0, 7).join(', ')}, … (blank = 1)`)],
        [badKind, at(6, `type ${SWING_KINDS.join(', ').replace(/, (?=[^,]*$)/, ' or ')} (blank = single)`)],
      ],
      '""',
    ),
  );
  const joined = `SUBSTITUTE(${parts.join('&')},"${CONTINUE}","")`;
  const check = `=IF(${joined}="","",${sheetPrefix(sheet)}&${joined})`;
  return [check, part1, time2, part2, part3, part4];
}

/** The Check formulas of log rows first..last (H:M), as one block. */
export function logCheckBlock(sheet: string, players: number, first: number, last: number): { row: number; column: number; values: PlanCell[][] } {
  const values = Array.from({ length: last - first + 1 }, (_, i) => logCheckRow(sheet, players, first + i));
  return { row: first, column: LOG_CHECK_COL, values };
}

/** The settings rows with a Check of their own (H3:H9; the Players row runs across the columns, so it has none). */
const SETTING_ROWS = LOG_SETTING_LABELS.map((label, i) => ({ label, row: LOG_SETTINGS_FIRST_ROW + i })).filter((s) => s.label !== 'Players');

/**
 * The Check of each setting (H3:H9): its label as the reader wants it, then its value (docs/rules.md §4.1), in the
 * reader's terms (`parseSwingLog`), naming the cell and what belongs there. `lastLog`: the log's last row checked
 * for a start row (a Start value then stays blank).
 */
export function settingChecks(sheet: string, lastLog: number): PlanCell[][] {
  const prefix = sheetPrefix(sheet);
  return SETTING_ROWS.map(({ label, row }) => {
    const b = `B${row}`;
    const tb = `TRIM(${b})`;
    const v = `VALUE(${b})`;
    const oneOf = (xs: readonly string[]) => `AND(${xs.map((x) => `LOWER(${tb}&"")<>"${x}"`).join(',')})`;
    const value: Record<string, [string, string]> = {
      Chips: [`OR(${b}="",IFERROR(OR(${v}<1,${v}<>INT(${v})),1))`, 'type the chips each player started with, a whole number of at least 1'],
      'Ante minutes': [`OR(${b}="",IFERROR(${v}<0,1))`, 'type the minutes between timed ante-ups, 0 for none'],
      Jacoby: [oneOf(['true', 'false', 'yes', 'no', 'on', 'off']), 'type TRUE (Jacoby on) or FALSE (off)'],
      Ending: [oneOf(SWING_ENDINGS), `type ${SWING_ENDINGS.join(', ')}`],
      Mode: [oneOf(SWING_MODES), `type ${SWING_MODES.join(' or ')}`],
      Seed: [`AND(LOWER(TRIM(B${row - 1}))="automated",${tb}="")`, 'type the seed back (an automated tournament draws with it)'],
      Start: [
        `AND(${b}<>"",OR(COUNTIF(${colRange(1, LOG_FIRST_ROW, lastLog, true)},"start")>0,IF(ISNUMBER(${b}),${b}<1,OR(LEN(${tb})<16,MID(${tb},5,1)&MID(${tb},8,1)&MID(${tb},11,1)<>"--T"))))`,
        'clear it (the clock is started from the panel), or type the start as 2026-05-02T10:00:00Z',
      ],
    };
    const [bad, message] = value[label];
    const check = chain(
      [
        [`TRIM(A${row})<>"${label}"`, `${prefix}&${lit(`A${row}: type ${label} back (the settings stay in this order)`)}`],
        [bad, `${prefix}&${lit(`${b}: ${message}`)}`],
      ],
      '""',
    );
    return [`=${check}`];
  });
}

/** Where the settings' Checks start (H3). */
export const SETTING_CHECK_ROW = SETTING_ROWS[0].row;

/** "Problems to fix" (its count: the Check cells of the settings and of rows LOG_FIRST_ROW..last that say something). */
export function logProblemsFormula(last: number): string {
  const settings = colRange(LOG_CHECK_COL, SETTING_ROWS[0].row, SETTING_ROWS[SETTING_ROWS.length - 1].row);
  return `=SUMPRODUCT((LEN(${settings})>0)*1)+SUMPRODUCT((LEN(${colRange(LOG_CHECK_COL, LOG_FIRST_ROW, last)})>0)*1)`;
}

/** The red mark on a setting the Check of its row names (its label or its value). */
export function settingMarks(): ConditionalFormat[] {
  const first = SETTING_ROWS[0].row;
  const last = SETTING_ROWS[SETTING_ROWS.length - 1].row;
  const check = `$${columnLetters(LOG_CHECK_COL)}${first}`;
  return [1, 2].map((col) => ({
    range: colRange(col, first, last),
    formula: `=ISNUMBER(FIND(" ${columnLetters(col)}"&ROW(${a1(first, col)})&":",${check}))`,
    background: COLOR.bad,
    fontColor: COLOR.problemText,
    bold: true,
  }));
}

export const LOG_PROBLEMS_CELL = a1(LOG_PROBLEMS_ROW, 2);

/** The count's colours (green at 0, red otherwise). */
export function logProblemsFormats(): ConditionalFormat[] {
  const cell = LOG_PROBLEMS_CELL;
  return [
    { range: cell, formula: `=${cell}=0`, background: COLOR.good },
    { range: cell, formula: `=${cell}>0`, background: COLOR.bad, fontColor: COLOR.problemText, bold: true },
  ];
}

/** The red mark on the bad cell of rows first..last: the cell its row's Check names. */
export function logCellMarks(first: number, last: number): ConditionalFormat[] {
  const check = `$${columnLetters(LOG_CHECK_COL)}${first}`;
  const cols = Array.from({ length: LOG_COLUMNS }, (_, i) => i + 1);
  return [
    ...cols.map((col) => ({
      range: colRange(col, first, last),
      formula: `=ISNUMBER(FIND(" ${columnLetters(col)}"&ROW(${a1(first, col)})&":",${check}))`,
      background: COLOR.bad,
      fontColor: COLOR.problemText,
      bold: true,
    })),
    { range: colRange(LOG_CHECK_COL, first, last), formula: `=${check}<>""`, fontColor: COLOR.problemText },
  ];
}
