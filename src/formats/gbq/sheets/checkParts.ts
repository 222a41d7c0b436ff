/**
 * A row's Check as short formulas: the first problem of a row, found by a chain of IF(condition,
 * message, …), split over helper cells so that no formula is over MAX_FORMULA characters, and each message naming
 * the sheet cell to fix ("Group A" G12: …) with what to type.
 *
 * A check is a condition, the column of the cell it is about and a message (a formula expression, usually a text
 * literal); a check with no message is a stop: when it holds, the row has nothing (more) to check, so it is
 * repeated at the head of every later part. The parts are read in order: the first non-empty one is the problem.
 */
import { colRange, columnLetters, type ConditionalFormat } from '../../../shared/sheets/plan';
import { COLOR } from '../../../shared/sheets/styles';
import { LAST_COLUMN } from './layout';
import { LOG_LAST_COLUMN } from './logLayout';

/** The longest formula a GBQ sheet writes (a TD who clicks a cell can still read it). */
export const MAX_FORMULA = 500;

/** Room for the ARRAYFORMULA( … ) the writer puts around a formula that works on ranges (SUMPRODUCT over a column). */
const ARRAY_WRAP = 'ARRAYFORMULA()'.length;

/** Helper columns for the parts of a Check, right of every other helper (see partColumns). */
export const CHECK_PARTS = 6;

export interface RowCheck {
  when: string;
  /** The column of the cell to fix (1-based); absent for a stop. */
  column?: number;
  /** The message: a formula expression (a text literal in double quotes, or an expression giving text). */
  message?: string;
}

/** A text literal for a formula. */
export const lit = (s: string): string => `"${s.replace(/"/g, '""')}"`;

/** "G"&ROW()&": " followed by the message, merged into one literal where the message is a literal. */
function located(column: number, message: string): string {
  const head = `"${columnLetters(column)}"&ROW()&`;
  if (/^"([^"]|"")*"$/.test(message)) return `${head}": ${message.slice(1)}`;
  return `${head}": "&${message}`;
}

const chain = (items: [string, string][]): string => items.reduceRight((rest, [cond, value]) => `IF(${cond},${value},${rest})`, '""');

/** The part formulas (each "=IF(…)", at most `max` characters, at most CHECK_PARTS of them). */
export function checkParts(checks: RowCheck[], max = MAX_FORMULA - ARRAY_WRAP): string[] {
  const parts: [string, string][][] = [];
  let stops: [string, string][] = [];
  let current: [string, string][] = [];
  for (const c of checks) {
    const item: [string, string] = c.message === undefined ? [c.when, '""'] : [c.when, located(c.column as number, c.message)];
    const tried = [...current, item];
    if (current.length > stops.length && `=${chain(tried)}`.length > max) {
      parts.push(current);
      current = [...stops, item];
    } else current = tried;
    if (c.message === undefined) stops = [...stops, item];
  }
  parts.push(current);
  if (parts.length > CHECK_PARTS) throw new Error(`a Check needs ${parts.length} parts, more than the ${CHECK_PARTS} helper columns`);
  return parts.map((p) => `=${chain(p)}`);
}

/** The first non-empty of the part cells of row r ("" when all are), as an expression. */
export function firstPart(columns: number[], r: number): string {
  const cell = (c: number) => `${columnLetters(c)}${r}`;
  return columns.slice(0, -1).reduceRight((rest, c) => `IF(${cell(c)}<>"",${cell(c)},${rest})`, cell(columns[columns.length - 1]));
}

/**
 * The sheet's name as the messages show it ("Group A" followed by a space), as a formula expression. The quotes are
 * CHAR(34): a doubled quote inside a text literal does not compute in the preview engine.
 */
export function sheetPrefix(sheet: string): string {
  return `CHAR(34)&"${sheet.replace(/"/g, '"&CHAR(34)&"')}"&CHAR(34)&" "`;
}

/** The helper columns holding the parts of the Checks: right of every other helper of the table (with or without a log). */
export function partColumns(hasLog: boolean): number[] {
  const first = (hasLog ? LOG_LAST_COLUMN : LAST_COLUMN) + 2;
  return Array.from({ length: CHECK_PARTS }, (_, i) => first + i);
}

/**
 * The marks of a slip (docs/rules.md §0.3): the cell a row's Check names (`"Group A" D20: …`) in a strong red, the
 * rest of the row (up to the Check) in a light one. One rule per column the Checks name, before the row's rule
 * (the first matching rule paints a cell).
 */
export function slipMarks(first: number, last: number, columns: number[], rowFrom: number, check: number): ConditionalFormat[] {
  const checkCell = `$${columnLetters(check)}${first}`;
  const marks = columns.map((c) => ({
    range: colRange(c, first, last),
    formula: `=ISNUMBER(FIND(CHAR(34)&" ${columnLetters(c)}"&ROW(${columnLetters(c)}${first})&":",${checkCell}))`,
    background: COLOR.badStrong,
  }));
  return [...marks, { range: `${columnLetters(rowFrom)}${first}:${columnLetters(check)}${last}`, formula: `=${checkCell}<>""`, background: COLOR.bad }];
}
