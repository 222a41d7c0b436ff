/** Seeds for drawings of lots (Math.random lives here, in the server layer, never in rules/). */

/** A fresh seed for a drawing of lots when the TD gave none (written on the sheet, so the draw can be repeated). */
export function drawSeed(): string {
  return Math.random().toString(36).slice(2, 10).toUpperCase();
}
