/**
 * Array results blocked by a typed cell (#SPILL!) fill again once the cell is cleared — as Sheets does. The formula
 * engine leaves such a formula at #SPILL! until it is entered again, so when the engine settles a run of edits
 * (lazy.ts) `settleEdits` notes the formulas the edits blocked (from the engine's list of changed cells) and enters
 * each blocked formula again (its result fills when its range is free, and stays #SPILL! otherwise).
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

/** After the engine recalculated a run of edits (their `changes`), lets every array result they unblocked fill again. */
export function settleEdits(hf: HyperFormula, changes: ExportedChange[]): void {
  const known = note(hf, changes);
  for (const [key, address] of [...known]) {
    const formula = hf.doesSheetExist(hf.getSheetName(address.sheet) ?? '') ? hf.getCellFormula(address) : undefined;
    if (formula === undefined || !isSpill(hf.getCellValue(address))) {
      known.delete(key);
      continue;
    }
    // in a batch: it ends evaluated even when the engine's setCellContents is a lazy edit (lazy.ts)
    note(
      hf,
      hf.batch(() => hf.setCellContents(address, [[formula]])),
    );
  }
}
