/**
 * The one text writer. Google Sheets reads every string written with setValue(s) as if a person typed it:
 * "TRUE" becomes a boolean, "007" the number 7, "3/4/2024" a date, "50%" 0.5, "=…" a formula, and a leading
 * apostrophe forces text and is dropped. Every name, team, title, seed and label the add-on writes goes through
 * `asText`, so it reads back exactly as given.
 *
 * The rule is deliberately conservative: a string gets the apostrophe whenever Sheets could read it as anything
 * but itself in any locale (it has a digit, is TRUE/FALSE or a locale's word for them, is an error literal such as #N/A, starts with ' = + - @ or a space, or ends with a space). Plain words
 * stay as they are, so plans and sheets stay readable.
 */

const RISKY = /^[\s'=+\-@]|\d|\s$/;
/** Sheets' error literals (#N/A, #REF!, …): typed into a cell, each becomes that error, in any case. */
const ERROR_LITERAL = /^#(N\/A|DIV\/0!|VALUE!|REF!|NAME\?|NUM!|NULL!|ERROR!)$/i;
/** TRUE and FALSE as Sheets reads them in its locales (de WAHR/FALSCH, fr VRAI/FAUX, es/it/pt, nl WAAR/ONWAAR). */
const BOOLEAN = /^(true|false|wahr|falsch|vrai|faux|verdadero|falso|vero|verdadeiro|waar|onwaar)$/i;

/** The string to write so that the cell reads back as `text` (an apostrophe in front when Sheets would parse it). */
export function asText(text: string): string {
  if (text === '') return text;
  return RISKY.test(text) || BOOLEAN.test(text) || ERROR_LITERAL.test(text) ? `'${text}` : text;
}

/**
 * A plan cell's string as it is written: formulas ("=…") and already protected text ("'…") as they are, any other
 * string through asText. applyPlan and every server write of a value go through this.
 */
export function writtenString(value: string): string {
  if (value.startsWith('=')) return writtenFormula(value);
  return value.startsWith("'") ? value : asText(value);
}

/** A string literal inside a formula: "Ann ""the rock""" for Ann "the rock". */
export function formulaString(text: string): string {
  return `"${text.replace(/"/g, '""')}"`;
}

/**
 * A formula as it is written: one that computes over arrays (a SUMPRODUCT of comparisons, LOWER/TRIM/IF over
 * ranges…) is wrapped in ARRAYFORMULA, because Google Sheets evaluates ranges element by element only inside an
 * array formula (the stand-in's engine is as strict: array arithmetic is off outside ARRAYFORMULA). Scalar formulas
 * are written as they are.
 */
export function writtenFormula(formula: string): string {
  if (!formula.startsWith('=') || /^=\s*ARRAYFORMULA\(/i.test(formula) || !/SUMPRODUCT\(/i.test(formula)) return formula;
  return `=ARRAYFORMULA(${formula.slice(1)})`;
}
