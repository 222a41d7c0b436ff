/**
 * Built-in formulas that read a result cell (docs/rules.md §1.2–§1.3) without a custom function: the Games sheets'
 * points, adjudicated score and status, and My matches' results from each player's view.
 *
 * - A code or synonym is looked up in the Stats sheet's spelling table (spaces removed, case ignored): its column
 *   in the score table, its code and the other player's code.
 * - `WT x` / `LT x` (spaces and case ignored, a decimal comma read as a point, as Sheets writes numbers in a comma
 *   locale) and a bare number (= `WT x`) give the signed adjudicated score: +x when the inviter won, −x when the
 *   inviter timed out or resigned. The number is read digit by digit (VALUE of whole digit strings only), so the
 *   spreadsheet's locale cannot change it.
 * Anything else makes the points formulas fail on their own row with a message naming the value.
 */
import { columnLetters, onSheet } from '../../../shared/sheets/plan';
import { STATS, spellingRange } from './layout';

/** The result's text, upper case, spaces removed, decimal comma → point, "win timeout" → WT, "lose timeout" → LT. */
const normalised = (result: string): string =>
  `SUBSTITUTE(SUBSTITUTE(UPPER(SUBSTITUTE(SUBSTITUTE(${result}, " ", ""), ",", ".")), "WINTIMEOUT", "WT"), "LOSETIMEOUT", "LT")`;

/** A formula for the signed adjudicated score of a result cell, "" when it is not an adjudicated timeout. */
export function adjudicatedFormula(result: string): string {
  const s = normalised(result);
  const kind = `LEFT(${s}, 2)`;
  const t = `MID(${s}, 3, 99)`;
  const digits = `SUBSTITUTE(${t}, ".", "")`;
  const isDigit = (c: string): string => `AND(CODE(${c})>=48, CODE(${c})<=57)`;
  const wellFormed = [
    `LEN(${digits})>0`,
    `LEN(${t})-LEN(${digits})<=1`,
    `ISNUMBER(-${digits})`,
    `ISERROR(FIND("E", ${digits}))`,
    `ISERROR(FIND("+", ${digits}))`,
    `ISERROR(FIND("-", ${digits}))`,
    isDigit(t),
    isDigit(`RIGHT(${t}, 1)`),
  ].join(', ');
  const whole = `VALUE(LEFT(${t}, FIND(".", ${t}&".")-1))`;
  const fraction = `IFERROR(VALUE(MID(${t}, FIND(".", ${t})+1, 99))/10^(LEN(${t})-FIND(".", ${t})), 0)`;
  const sign = `IF(${kind}="WT", 1, -1)`;
  return `IF(ISNUMBER(${result}), ${result}, IFERROR(IF(AND(OR(${kind}="WT", ${kind}="LT"), ${wellFormed}), ${sign}*(${whole}+${fraction}), ""), ""))`;
}

export interface ScoreRefs {
  /** The spelling table, the score table's rows and the W3 / LT points, as seen from another sheet. */
  spellings: string;
  pointsRow: string;
  opponentRow: string;
  w3: string;
  lt: string;
}

export function scoreRefs(statsSheet: string): ScoreRefs {
  const col = (k: number): string => columnLetters(STATS.codeColumn + k);
  const row = (r: number): string => onSheet(statsSheet, `$${col(0)}$${r}:$${col(7)}$${r}`);
  return {
    spellings: onSheet(statsSheet, spellingRange()),
    pointsRow: row(STATS.pointsRow),
    opponentRow: row(STATS.opponentRow),
    w3: onSheet(statsSheet, `$${col(2)}$${STATS.pointsRow}`),
    lt: onSheet(statsSheet, `$${col(7)}$${STATS.pointsRow}`),
  };
}

/** The spelling table's column k (2 code, 3 score-table column, 4 the other player's code) for a result. */
export const lookup = (refs: ScoreRefs, result: string, k: number): string => `VLOOKUP(SUBSTITUTE(${result}, " ", ""), ${refs.spellings}, ${k}, 0)`;

/**
 * The two points formulas of a game row: [inviter's, invitee's]. `result` is the result cell (inviter's view),
 * `adjudicated` the row's signed adjudicated score cell. A bare number keeps TTTSCORE's reading: the inviter's own
 * points may be 0 … W3, the invitee's need a winning score 1 … W3; `WT x` / `LT x` need 1 … W3 for both.
 */
export function pointsFormulas(refs: ScoreRefs, result: string, adjudicated: string): [string, string] {
  const refuse = (what: string): string => `VLOOKUP(${result}&" (${what} "&${refs.w3}&")", ${refs.spellings}, 3, 0)`;
  const x = `ABS(${adjudicated})`;
  const inLimits = `AND(${x}>=1, ${x}<=${refs.w3})`;
  const winOnly = refuse('not an adjudicated win from 1 to');
  const ownNumber = `IF(AND(${result}>=0, ${result}<=${refs.w3}), ${result}, ${refuse('not a score from 0 to')})`;
  const inviter = `IF(ISNUMBER(${result}), ${ownNumber}, IF(${inLimits}, IF(${adjudicated}>0, ${x}, ${refs.lt}), ${winOnly}))`;
  const invitee = `IF(ISNUMBER(${result}), IF(AND(${result}>=1, ${result}<=${refs.w3}), ${refs.lt}, ${winOnly}), IF(${inLimits}, IF(${adjudicated}>0, ${refs.lt}, ${x}), ${winOnly}))`;
  const formula = (adjudicatedCase: string, row: string): string =>
    `=IF(${result}="", "", IF(ISNUMBER(${adjudicated}), ${adjudicatedCase}, INDEX(${row}, 1, ${lookup(refs, result, 3)})))`;
  return [formula(inviter, refs.pointsRow), formula(invitee, refs.opponentRow)];
}

export const STATUS_TO_ADJUDICATE = 'to adjudicate';
export const STATUS_ADJUDICATED = 'adjudicated';

/** "to adjudicate" for plain WT / LT (and their synonyms), "adjudicated" for WT x / LT x / a number, else "". */
export function statusFormula(refs: ScoreRefs, result: string, adjudicated: string): string {
  const column = `IFERROR(${lookup(refs, result, 3)}, 0)`;
  return `=IF(${result}="", "", IF(ISNUMBER(${adjudicated}), "${STATUS_ADJUDICATED}", IF(${column}>=7, "${STATUS_TO_ADJUDICATE}", "")))`;
}

/**
 * A result as one player sees it, canonical: the code (synonyms read), `WT x` / `LT x` for an adjudicated game;
 * `mine` is true for the inviter's view. An unreadable result is shown as typed.
 */
export function viewFormula(refs: ScoreRefs, result: string, adjudicated: string, inviterView: boolean): string {
  const [won, lost] = inviterView ? ['"WT "', '"LT "'] : ['"LT "', '"WT "'];
  const code = `IFERROR(${lookup(refs, result, inviterView ? 2 : 4)}, ${result})`;
  return `IF(${result}="", "", IF(ISNUMBER(${adjudicated}), IF(${adjudicated}>0, ${won}, ${lost})&ABS(${adjudicated}), ${code}))`;
}
