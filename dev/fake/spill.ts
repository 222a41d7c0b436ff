/**
 * Array results blocked by a typed cell (#SPILL!) fill again once the cell is cleared — as Sheets does. The formula
 * engine leaves such a formula at #SPILL! until it is entered again, so every edit goes through `editCells`: it notes
 * the formulas an edit blocked (from the engine's list of changed cells) and, after each edit, enters each blocked
 * formula again (its result fills when its range is free, and stays #SPILL! otherwise).
 */
import { CellError, ErrorType, type ExportedChange, type HyperFormula, type SimpleCellAddress } from 'hyperformula';

const blocked = new WeakMap<HyperFormula, Map<string, SimpleCellAddress>>();

const keyOf = (a: SimpleCellAddress): string => `${a.sheet},${a.row},${a.col}`;

function isSpill(value: unknown): boolean {
  return value instanceof CellError ? value.type === ErrorType.SPILL : (value as { type?: unknown } | null)?.type === ErrorType.SPILL;
}

function note(hf: HyperFormula, changes: ExportedChange[]): Map<string, SimpleCellAddress> {
  let known = blocked.get(hf);
  if (!known) blocked.set(hf, (known = new Map()));
  for (const change of changes) {
    if (!('address' in change) || !change.address) continue;
    const address = change.address as SimpleCellAddress;
    if (isSpill(change.value)) known.set(keyOf(address), address);
    else known.delete(keyOf(address));
  }
  return known;
}

/** Runs one edit of the engine's cells (in a batch), then lets every array result it unblocked fill again. */
export function editCells(hf: HyperFormula, edit: () => void): void {
  const known = note(hf, hf.batch(edit));
  for (const [key, address] of [...known]) {
    const formula = hf.doesSheetExist(hf.getSheetName(address.sheet) ?? '') ? hf.getCellFormula(address) : undefined;
    if (formula === undefined || !isSpill(hf.getCellValue(address))) {
      known.delete(key);
      continue;
    }
    note(hf, hf.setCellContents(address, [[formula]]));
  }
}
