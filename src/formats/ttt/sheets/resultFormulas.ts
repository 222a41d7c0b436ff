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
 * The steps are helper columns of the Games sheet (key, code column, number part), so no formula is long.
 * Anything else leaves the row's points blank, and its Check cell says what is wrong, where, and what to type.
 */
import { columnLetters, onSheet } from '../../../shared/sheets/plan';
import { STATS, spellingRange } from './layout';

/** The helper cells of a game row that the formulas below read (each a plain A1 address on the same sheet). */
export interface RowCells {
  /** The result cell as typed. */
  result: string;
  /** Helper: the result's text normalised (`key`: upper case, spaces removed, decimal comma → point, WT / LT spelled short). */
  key: string;
  /** Helper: the code's column 1–8 in the score table, "" when the text is not a code or synonym. */
  code: string;
  /** Helper: the number part of `WT x` / `LT x` as text, "" when the text is not of that form. */
  number: string;
  /** The signed adjudicated score: +x when the inviter won, −x when the inviter timed out; "" otherwise. */
  adjudicated: string;
  /** The row's Check cell: "" when the result is fine. */
  check: string;
}

/** Helper `key`: the result's text, upper case, spaces removed, decimal comma → point, "win timeout" → WT, "lose timeout" → LT. */
export function keyFormula(result: string): string {
  return `=IF(ISNUMBER(${result}), "", SUBSTITUTE(SUBSTITUTE(UPPER(SUBSTITUTE(SUBSTITUTE(${result}, " ", ""), ",", ".")), "WINTIMEOUT", "WT"), "LOSETIMEOUT", "LT"))`;
}

/**
 * Helper `code`: the key looked up in the spelling table (case ignored), its score-table column; "" when it is not
 * a spelling. A key holding `*`, `?` or `~` is never looked up, so wildcard characters are taken literally.
 */
export function codeFormula(refs: ScoreRefs, key: string): string {
  const literal = ['*', '?', '~'].map((c) => `ISNUMBER(FIND("${c}", ${key}))`).join(', ');
  return `=IF(OR(${key}="", ${literal}), "", IFERROR(VLOOKUP(${key}, ${refs.spellings}, 3, 0), ""))`;
}

/** Helper `number`: the text after WT / LT ("1.8"), "" when the key does not start with WT or LT. */
export function numberFormula(key: string): string {
  return `=IF(OR(LEFT(${key}, 2)="WT", LEFT(${key}, 2)="LT"), MID(${key}, 3, 99), "")`;
}

/**
 * The signed adjudicated score: a typed number as is (the inviter's score), `WT x` → +x, `LT x` → −x, else "".
 * x is read digit by digit (digits with at most one point inside, VALUE of a whole digit string only), so the
 * spreadsheet's locale cannot change it.
 */
export function adjudicatedFormula(c: Pick<RowCells, 'result' | 'key' | 'number'>): string {
  const t = c.number;
  const digits = `SUBSTITUTE(${t}, ".", "")`;
  const wellFormed = `AND(LEN(${t})-LEN(${digits})<=1, LEFT(${t})<>".", RIGHT(${t})<>".", ${digits}=TEXT(VALUE(${digits}), REPT("0", LEN(${digits}))))`;
  const value = `VALUE(${digits})/10^IFERROR(LEN(${t})-FIND(".", ${t}), 0)`;
  return `=IF(ISNUMBER(${c.result}), ${c.result}, IF(${t}="", "", IFERROR(IF(${wellFormed}, IF(LEFT(${c.key}, 2)="WT", 1, -1)*${value}, ""), "")))`;
}

/** The accepted entries, as the Check cells and the drop-down's help text say them. */
export const ACCEPTED_RESULTS = 'W1, W2, W3, L1, L2, L3, WT x or LT x';

/**
 * The row's Check cell: "" when the result is blank or readable, else what is wrong, the sheet cell and what to type
 * (`W4 is not a result in May G1 Games F9: type W1, W2, W3, L1, L2, L3, WT x or LT x (x from 1 to 2.7)`); the sheet's
 * name is read from `sheetNameCell` (written as text when the sheet is made), so no formula holds the title.
 * Readable: a code or synonym, or an adjudicated score from 1 to W3 (a typed number: a win, so above 0).
 */
export function checkFormula(refs: ScoreRefs, c: RowCells, sheetNameCell: string, column: number): string {
  const x = `ABS(${c.adjudicated})`;
  const fine = `AND(ISNUMBER(${c.adjudicated}), ${x}>=1, ${x}<=${refs.w3}, OR(${c.adjudicated}>0, ISTEXT(${c.result})))`;
  const what = `IF(ISNUMBER(${c.adjudicated}), " is not an adjudicated score from 1 to "&${refs.w3}, " is not a result")`;
  const where = `" in "&${sheetNameCell}&" "&ADDRESS(ROW(${c.result}), ${column}, 4)`;
  return `=IF(OR(${c.result}="", ${c.code}<>"", ${fine}), "", ${c.result}&${what}&${where}&": type ${ACCEPTED_RESULTS} (x from 1 to "&${refs.w3}&")")`;
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
export const lookup = (refs: ScoreRefs, result: string, k: number): string =>
  `VLOOKUP(SUBSTITUTE(SUBSTITUTE(SUBSTITUTE(SUBSTITUTE(${result}, " ", ""), "~", "~~"), "*", "~*"), "?", "~?"), ${refs.spellings}, ${k}, 0)`;

/**
 * The two points formulas of a game row: [inviter's, invitee's]; "" while the result is blank or its Check cell
 * says what is wrong. An adjudicated score: the winner gets x, the other the LT points.
 */
export function pointsFormulas(refs: ScoreRefs, c: RowCells): [string, string] {
  const x = `ABS(${c.adjudicated})`;
  const formula = (won: string, lost: string, row: string): string =>
    `=IF(OR(${c.result}="", ${c.check}<>""), "", IF(ISNUMBER(${c.adjudicated}), IF(${c.adjudicated}>0, ${won}, ${lost}), INDEX(${row}, 1, ${c.code})))`;
  return [formula(x, refs.lt, refs.pointsRow), formula(refs.lt, x, refs.opponentRow)];
}

export const STATUS_TO_ADJUDICATE = 'to adjudicate';
export const STATUS_ADJUDICATED = 'adjudicated';
export const STATUS_CHECK = 'check the result';

/** "to adjudicate" for plain WT / LT (and their synonyms), "adjudicated" for WT x / LT x / a number, "check the result" for a slip. */
export function statusFormula(c: RowCells): string {
  return `=IF(${c.result}="", "", IF(${c.check}<>"", "${STATUS_CHECK}", IF(ISNUMBER(${c.adjudicated}), "${STATUS_ADJUDICATED}", IF(${c.code}>=7, "${STATUS_TO_ADJUDICATE}", ""))))`;
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
