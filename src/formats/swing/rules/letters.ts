/** Match letters: 0 → A, 25 → Z, 26 → AA, 27 → AB, … (bijective base 26, like spreadsheet columns). */
export function matchLetter(index: number): string {
  if (!Number.isInteger(index) || index < 0) throw new RangeError(`matchLetter: bad index ${index}`);
  let n = index + 1;
  let out = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    out = String.fromCharCode(65 + r) + out;
    n = (n - 1 - r) / 26;
  }
  return out;
}
