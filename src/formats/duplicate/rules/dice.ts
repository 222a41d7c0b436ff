/**
 * Dice sets for duplicate team matches (docs/rules.md §2.2): a numbered set of rolls is played in both rooms, so the same
 * set must come out of the same seed every time it is generated.
 *
 * A set is derived from `createRng(seed).fork('set/<n>')` only, so set 5 of a seed never depends on which other
 * sets were generated, in what order, or how many. Inside a set the opening roll, White's rolls and Black's rolls
 * each have their own sub-stream ('opening', 'white', 'black'): printing more rolls per side (a larger
 * `rollsPerSide`) extends the lists without changing the rolls already printed.
 *
 * Fairness: every die of every roll is `rng.int(6) + 1` (exactly uniform, independent), so each of the 36 ordered
 * outcomes has probability 1/36. The opening roll is one die each for White and Black and is never a double: one
 * of the 30 ordered pairs of different dice is drawn uniformly (`rng.int(30)`).
 */
import { createRng, type Rng } from '../../../shared/rules/rng';
import { shownInput } from '../../../shared/rules/input';

/** Two dice. For a roll: the dice as thrown. For the opening roll: [White's die, Black's die]. */
export type Roll = [number, number];

export interface DiceSet {
  /** The set number ("Set of Rolls Nr. 5"). */
  set: number;
  /** The seed the set was generated from (written on the sheet so the set can be regenerated). */
  seed: string;
  /** The opening roll: [White's die, Black's die], never equal; the higher die moves first and plays both. */
  opening: Roll;
  /** White's rolls in the order White uses them after the opening roll. */
  white: Roll[];
  /** Black's rolls in the order Black uses them after the opening roll. */
  black: Roll[];
}

export const DEFAULT_ROLLS_PER_SIDE = 80;
export const MAX_ROLLS_PER_SIDE = 500;

function checkSeed(seed: unknown): string {
  if (typeof seed !== 'string' && typeof seed !== 'number') {
    throw new Error('Dice set: the seed must be text or a number');
  }
  const text = String(seed);
  if (text.trim() === '') throw new Error('Dice set: the seed is empty; give any text, e.g. the event name and year');
  return text;
}

function checkSetNumber(setNumber: unknown): number {
  if (typeof setNumber !== 'number' || !Number.isSafeInteger(setNumber) || setNumber < 1) {
    throw new Error(`Dice set: the set number must be a whole number from 1 up; got ${shownInput(setNumber)}`);
  }
  return setNumber;
}

function checkRollsPerSide(rollsPerSide: unknown): number {
  if (typeof rollsPerSide !== 'number' || !Number.isInteger(rollsPerSide) || rollsPerSide < 1 || rollsPerSide > MAX_ROLLS_PER_SIDE) {
    throw new Error(`Dice set: rolls per side must be a whole number from 1 to ${MAX_ROLLS_PER_SIDE}; got ${shownInput(rollsPerSide)}`);
  }
  return rollsPerSide;
}

/** One roll of two independent fair dice. */
export function rollDice(rng: Rng): Roll {
  return [rng.int(6) + 1, rng.int(6) + 1];
}

/** An opening roll: uniformly one of the 30 ordered pairs of different dice, [White's die, Black's die]. */
export function openingRoll(rng: Rng): Roll {
  const k = rng.int(30);
  const white = Math.floor(k / 5) + 1; // 1..6, each for 5 values of k
  const r = (k % 5) + 1; // 1..5: the r-th of the five faces other than white
  const black = r < white ? r : r + 1;
  return [white, black];
}

/**
 * The numbered set of rolls `setNumber` for `seed`: reproducible (same seed and number → same set), independent of
 * every other set number.
 */
export function diceSet(seed: string, setNumber: number, rollsPerSide: number = DEFAULT_ROLLS_PER_SIDE): DiceSet {
  const text = checkSeed(seed);
  const set = checkSetNumber(setNumber);
  const n = checkRollsPerSide(rollsPerSide);
  const setRng = createRng(text).fork(`set/${set}`);
  const whiteRng = setRng.fork('white');
  const blackRng = setRng.fork('black');
  const white: Roll[] = [];
  const black: Roll[] = [];
  for (let i = 0; i < n; i++) {
    white.push(rollDice(whiteRng));
    black.push(rollDice(blackRng));
  }
  return { set, seed: text, opening: openingRoll(setRng.fork('opening')), white, black };
}

/** Consecutive sets `first`, `first + 1`, … (`count` of them), e.g. one per game of a match. */
export function diceSets(seed: string, first: number, count: number, rollsPerSide: number = DEFAULT_ROLLS_PER_SIDE): DiceSet[] {
  checkSetNumber(first);
  if (!Number.isInteger(count) || count < 0) {
    throw new Error(`Dice sets: the number of sets must be a whole number from 0 up; got ${shownInput(count)}`);
  }
  return Array.from({ length: count }, (_, i) => diceSet(seed, first + i, rollsPerSide));
}

function checkDie(d: unknown): number {
  if (typeof d !== 'number' || !Number.isInteger(d) || d < 1 || d > 6) {
    throw new Error(`formatRoll: a die shows 1 to 6; got ${shownInput(d)}`);
  }
  return d;
}

/** A roll as the rules page prints it (docs/rules.md §2.2): [6, 1] → "61"; with a separator, as in the protocol: formatRoll([4, 3], ':') → "4:3". */
export function formatRoll(roll: readonly [number, number], separator = ''): string {
  if (!Array.isArray(roll) || roll.length !== 2) throw new Error('formatRoll: a roll is two dice');
  return `${checkDie(roll[0])}${separator}${checkDie(roll[1])}`;
}

/** Title of a printed set, as on the rules page (docs/rules.md §2.1). */
export function diceSetTitle(set: Pick<DiceSet, 'set'>): string {
  return `Set of Rolls Nr. ${set.set}`;
}

/** Column headers of the printable sheet, matching the fields of `DiceSheetRow`. */
export const DICE_SHEET_HEADER = ['Roll', 'OPEN White', 'OPEN Black', 'CLOSED White', 'CLOSED Black'] as const;

export interface DiceSheetRow {
  /** "Opening roll" for the opening roll, then "1", "2", … for each side's n-th roll. */
  label: string;
  /** OPEN room, White (A1). */
  openWhite: string;
  /** OPEN room, Black (B1). */
  openBlack: string;
  /** CLOSED room, White (B2): repeats A1's white rolls. */
  closedWhite: string;
  /** CLOSED room, Black (A2): repeats B1's black rolls. */
  closedBlack: string;
}

/**
 * Rows of the printable sheet for one set: the same rolls for the OPEN and CLOSED rooms (the rules page's "Set of Rolls
 * Nr. 5"). The first row is the opening roll, one die per side (White's die under White, Black's under Black);
 * then row i holds White's i-th and Black's i-th roll as text ("61").
 */
export function diceSheetRows(set: DiceSet): DiceSheetRow[] {
  const [ow, ob] = set.opening;
  if (ow === ob) throw new Error(`${diceSetTitle(set)}: the opening roll cannot be a double`);
  const rows: DiceSheetRow[] = [
    {
      label: 'Opening roll',
      openWhite: String(checkDie(ow)),
      openBlack: String(checkDie(ob)),
      closedWhite: String(ow),
      closedBlack: String(ob),
    },
  ];
  const n = Math.max(set.white.length, set.black.length);
  for (let i = 0; i < n; i++) {
    const w = set.white[i] ? formatRoll(set.white[i]) : '';
    const b = set.black[i] ? formatRoll(set.black[i]) : '';
    rows.push({ label: String(i + 1), openWhite: w, openBlack: b, closedWhite: w, closedBlack: b });
  }
  return rows;
}
