/**
 * Small match points (docs/rules.md §2.3, Fair Backgammon): by what the loser had left and the cube value.
 *
 * The table is data, stored exactly as printed. It is not a formula: the cube-32 column from 8 checkers on and
 * the cube-64 column from 4 checkers on are 100 above the linear pattern, and the printed value is the rule.
 */

export const SMP_CUBES = [1, 2, 4, 8, 16, 32, 64] as const;
export type SmpOutcome = 'pass' | 'triple' | number;

/** Rows as printed: label, then the SMP for cube 1 2 4 8 16 32 64. */
export const SMP_TABLE: readonly (readonly [label: string, ...smp: number[]])[] = [
  ['pass', 150, 300, 600, 1200, 2400, 4800, 9600],
  ['1', 110, 170, 190, 230, 310, 470, 790],
  ['2', 120, 190, 230, 310, 470, 790, 1430],
  ['3', 130, 210, 270, 390, 630, 1110, 2070],
  ['4', 140, 230, 310, 470, 790, 1430, 2810],
  ['5', 150, 250, 350, 550, 950, 1750, 3450],
  ['6', 160, 270, 390, 630, 1110, 2070, 4090],
  ['7', 170, 290, 430, 710, 1270, 2390, 4730],
  ['8', 180, 310, 470, 790, 1430, 2810, 5370],
  ['9', 190, 330, 510, 870, 1590, 3130, 6010],
  ['10', 200, 350, 550, 950, 1750, 3450, 6650],
  ['11', 210, 370, 590, 1030, 1910, 3770, 7290],
  ['12', 220, 390, 630, 1110, 2070, 4090, 7930],
  ['13', 230, 410, 670, 1190, 2230, 4410, 8570],
  ['14', 240, 430, 710, 1270, 2390, 4730, 9210],
  ['15 (gammon)', 300, 600, 1200, 2400, 4800, 9600, 19200],
  ['triple (backgammon)', 450, 900, 1800, 3600, 7200, 14400, 28800],
];

const ROW_PASS = 0;
const ROW_TRIPLE = 16;

/**
 * Every outcome a TD may type (lower case, no spaces; case and spaces are ignored when read), in the order of the
 * printed rows: the numbers 1–15 as text, then the words. The protocol sheet writes this list as its SMP lookup
 * table, so the sheet and SMP() accept the same outcomes.
 */
export const SMP_OUTCOME_WORDS: readonly (readonly [word: string, outcome: SmpOutcome])[] = [
  ...Array.from({ length: 15 }, (_, i) => [String(i + 1), i + 1] as const),
  ['gammon', 15],
  ['g', 15],
  ['pass', 'pass'],
  ['p', 'pass'],
  ['triple', 'triple'],
  ['backgammon', 'triple'],
  ['b', 'triple'],
  ['bg', 'triple'],
];

/** Outcome words (lower case, spaces removed) → outcome. */
const OUTCOME_WORDS: ReadonlyMap<string, SmpOutcome> = new Map(SMP_OUTCOME_WORDS);

/** The outcome a cell's text stands for ("gammon", "P", "BG", "9"), or undefined. */
export function parseSmpOutcome(text: string): SmpOutcome | undefined {
  return OUTCOME_WORDS.get(text.toLowerCase().replace(/\s+/g, ''));
}

export function isSmpOutcomeNumber(n: number): boolean {
  return Number.isInteger(n) && n >= 1 && n <= 15;
}

/** Column of a cube value, or -1 when it is not 1 2 4 8 16 32 64. */
export function smpCubeColumn(cube: number): number {
  return SMP_CUBES.indexOf(cube as (typeof SMP_CUBES)[number]);
}

/** SMP for a valid outcome and cube; throws a RangeError otherwise. */
export function smp(outcome: SmpOutcome, cube = 1): number {
  const column = smpCubeColumn(cube);
  if (column < 0) throw new RangeError(`cube ${cube} is not one of ${SMP_CUBES.join(' ')}`);
  let row: number;
  if (outcome === 'pass') row = ROW_PASS;
  else if (outcome === 'triple') row = ROW_TRIPLE;
  else if (isSmpOutcomeNumber(outcome)) row = outcome;
  else throw new RangeError(`outcome ${outcome} is not 1–15, pass or triple`);
  return SMP_TABLE[row][column + 1] as number;
}
