/**
 * A printable dice sheet (docs/rules.md §2.2): one or more numbered sets of rolls, each titled "Set of Rolls Nr. n" with
 * its seed, the same rolls in the OPEN and CLOSED columns (rows from `diceSheetRows`). Sets are stacked one
 * under the other, so each prints as its own block.
 */
import { DICE_SHEET_HEADER, diceSetTitle, diceSheetRows, type DiceSet } from '../rules/dice';
import { rangeA1, type PlanCell, type SheetPlan, type StyledRange, widthsFrom } from '../../../shared/sheets/plan';
import { asText } from '../../../shared/sheets/text';

export interface DiceSheetSpec {
  name: string;
  title: string;
  seed: string;
  sets: readonly DiceSet[];
  /** A line under the title, e.g. who sits where. */
  subtitle?: string;
}

const BLOCK_BG = '#dfe7f5';
const SAME_ROLLS =
  'The same rolls in both rooms: OPEN White (team A\'s first player) = CLOSED White (team B\'s second player); ' +
  'OPEN Black (team B\'s first player) = CLOSED Black (team A\'s second player).';

/** Rolls as text ("61", opening die "4"), so Sheets keeps them as printed. */
const roll = (v: string): PlanCell => (v === '' ? null : asText(v));
/** The roll number as a number (1, 2, …); "Opening" as it is. */
const label = (v: string): PlanCell => (/^\d+$/.test(v) ? Number(v) : v);

/** Sheet row (1-based) of each set's title line, in the order of `spec.sets`. */
export function diceSetTitleRows(spec: Pick<DiceSheetSpec, 'sets'>): number[] {
  const rows: number[] = [];
  let row = 5;
  for (const set of spec.sets) {
    rows.push(row);
    row += 2 + set.white.length + 1 + 1; // title, header, opening, rolls, blank
  }
  return rows;
}

export function diceSheetPlan(spec: DiceSheetSpec): SheetPlan {
  if (spec.sets.length === 0) throw new Error('Dice sheet: no sets to print');
  const numbers = spec.sets.map((s) => s.set);
  const cells: PlanCell[][] = [
    [asText(spec.title)],
    ['Seed', asText(spec.seed), 'Sets', asText(numbers.length === 1 ? String(numbers[0]) : `${numbers[0]}–${numbers[numbers.length - 1]}`)],
    [asText(spec.subtitle ?? SAME_ROLLS)],
    [],
  ];
  const styles: StyledRange[] = [
    { range: 'A1', bold: true },
    { range: 'A3', italic: true },
  ];
  for (const set of spec.sets) {
    const titleRow = cells.length + 1;
    cells.push([asText(diceSetTitle(set)), null, 'Seed', asText(set.seed)]);
    cells.push([...DICE_SHEET_HEADER]);
    for (const r of diceSheetRows(set)) {
      cells.push([label(r.label), roll(r.openWhite), roll(r.openBlack), roll(r.closedWhite), roll(r.closedBlack)]);
    }
    styles.push(
      { range: rangeA1(titleRow, 1, titleRow + 1, 5), bold: true, background: BLOCK_BG },
      { range: rangeA1(titleRow + 1, 1, cells.length, 5), horizontalAlignment: 'center' },
    );
    cells.push([]);
  }
  return {
    name: spec.name,
    kind: 'duplicate-dice',
    cells,
    styles,
    columnWidths: widthsFrom(1, [130, 110, 110, 110, 110]),
    frozenRows: 2,
    protections: [{ range: rangeA1(1, 1, cells.length, 5), description: 'Dice rolls (generated from the seed; regenerate rather than edit)' }],
    metadata: { 'td-dice-seed': spec.seed, 'td-dice-sets': numbers.join(',') },
  };
}
