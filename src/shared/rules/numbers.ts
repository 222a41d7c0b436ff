/**
 * Numbers that reach the add-on as text because of a locale: a TD in a decimal-comma locale types `98,7` into a
 * spreadsheet set to en_US (or `98.7` into one set to de_DE), and Sheets keeps it as text. docs/rules.md §0.3: such
 * text is read as the number the TD meant when that is unambiguous — one decimal separator, and not exactly three
 * digits after it unless the part before it is 0 — and refused with both readings named when it is not (`1,850` is
 * 1.85 or 1850 depending on the locale it was typed in).
 */

export type NumberText = { value: number } | { ambiguous: [number, number] };

const DECIMAL = /^([+-]?)(\d+)([.,])(\d+)$/;

/** The number a text means, its two readings when it is ambiguous, or undefined when it is no number at all. */
export function numberFromText(text: string): NumberText | undefined {
  const m = DECIMAL.exec(text.trim());
  if (!m) return undefined;
  const [, sign, whole, , fraction] = m;
  const s = sign === '-' ? -1 : 1;
  const decimal = s * Number(`${whole}.${fraction}`);
  if (fraction.length === 3 && whole.length <= 3 && Number(whole) !== 0) return { ambiguous: [decimal, s * Number(`${whole}${fraction}`)] };
  return { value: decimal };
}
