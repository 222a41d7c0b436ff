/**
 * Reading a sheet back, the counterpart of SheetPlan: the one text reader (a cell's value → the text a TD typed),
 * a sheet kind with its metadata keys as one typed object, the grid a parser reads (`SheetGrid`, 1-based, sized
 * from the sheet itself), and `SheetEdit`, an update of an existing sheet as data (what `applyEdit` writes).
 *
 * A format's `sheets/` module for a sheet kind owns both ways: `plan(spec)` to write it, `parse(grid)` to read it
 * back into a typed value with per-row problems, and the edits (withdrawal, import, choice) as `SheetEdit`s. Server
 * code reads with `readSheet`, parses, decides with the rules, and applies the edit — it never indexes cells itself.
 */
import { cleanName } from '../rules/names';
import { a1, type ConditionalFormat, type PlanCell } from './plan';

/** What getValues() gives for one cell. */
export type CellValue = string | number | boolean | Date | null | undefined;

/**
 * The one text reader: the text a cell holds, exactly (a name, a title, a typed code). Strings come back as they are
 * (Sheets has already dropped the apostrophe the text writer put in front); numbers and booleans as Sheets shows them
 * in en_US (`12`, `1.5`, `TRUE`); empty cells, dates and anything else as ''. Write it back with `asText`, never as a
 * plan string: text read from a sheet is never a formula.
 */
export function cellText(v: unknown): string {
  if (typeof v === 'string') return v;
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : '';
  if (typeof v === 'boolean') return v ? 'TRUE' : 'FALSE';
  return '';
}

/** A cell read as a player's name: the one name rule (cleanName) over the cell's text. */
export const cellName = (v: unknown): string => cleanName(cellText(v));

/** A cell that holds a finite number (a typed number or a formula's numeric result), else undefined. */
export const cellNumber = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

/** A cell with nothing in it (or only spaces). */
export const cellBlank = (v: unknown): boolean => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/**
 * A sheet kind: the value of the add-on's marker on the sheet and the names of its other metadata keys, one typed
 * object per kind, so no reader spells a key as a string literal.
 */
export interface SheetKind<K extends string = string> {
  kind: string;
  keys: Readonly<Record<K, string>>;
}

export function sheetKind<K extends string>(kind: string, keys: Record<K, string>): SheetKind<K> {
  return { kind, keys };
}

/** The metadata a plan of this kind carries (every key of the kind, stringified). */
export function kindMetadata<K extends string>(kind: SheetKind<K>, values: Record<K, string | number>): Record<string, string> {
  return Object.fromEntries((Object.keys(kind.keys) as K[]).map((k) => [kind.keys[k], String(values[k])]));
}

/**
 * A sheet as read: its name, its add-on kind ('' when the add-on did not make it), its metadata and its values, all
 * 1-based and sized from the sheet itself (a cell past the data range reads as '').
 */
export class SheetGrid {
  readonly rows: number;
  readonly columns: number;

  /** The last value of each metadata key. */
  readonly metadata: ReadonlyMap<string, string>;
  /** The sheet's kind (the add-on's marker), '' for a sheet the add-on did not make. */
  readonly kind: string;
  private readonly entries: readonly (readonly [string, string])[];

  /**
   * `metadata`: the sheet's developer metadata as a map, or as its list of (key, value) entries in order (a key the
   * add-on adds once per record, such as a record of fictitious players, has several).
   */
  constructor(
    readonly sheetName: string,
    readonly values: readonly (readonly CellValue[])[],
    metadata: ReadonlyMap<string, string> | readonly (readonly [string, string])[] = [],
  ) {
    this.entries = metadata instanceof Map ? [...metadata.entries()] : (metadata as readonly (readonly [string, string])[]);
    this.metadata = new Map(this.entries);
    this.kind = this.metadata.get(ADDON_KIND_KEY) ?? '';
    this.rows = values.length;
    this.columns = values.reduce((m, r) => Math.max(m, r.length), 0);
  }

  /** Every value of a metadata key, in the order they were added. */
  metaAll(key: string): string[] {
    return this.entries.filter(([k]) => k === key).map(([, v]) => v);
  }

  /** The value at (row, column), 1-based; '' outside the sheet's data. */
  at(row: number, column: number): CellValue {
    return this.values[row - 1]?.[column - 1] ?? '';
  }

  text(row: number, column: number): string {
    return cellText(this.at(row, column));
  }

  name(row: number, column: number): string {
    return cellName(this.at(row, column));
  }

  number(row: number, column: number): number | undefined {
    return cellNumber(this.at(row, column));
  }

  blank(row: number, column: number): boolean {
    return cellBlank(this.at(row, column));
  }

  /** Where a cell is, for a message a TD can act on: `"G1 Games" F9`. */
  where(row: number, column: number): string {
    return `"${this.sheetName}" ${a1(row, column)}`;
  }

  /** The value of a metadata key, or undefined. */
  meta(key: string): string | undefined {
    return this.metadata.get(key);
  }

  /** A metadata key read as a whole number ≥ min, or undefined. */
  metaInt(key: string, min = 0): number | undefined {
    const n = Number(this.metadata.get(key));
    return this.metadata.has(key) && Number.isInteger(n) && n >= min ? n : undefined;
  }
}

/** The developer-metadata key marking the add-on's sheets; its value is the sheet kind. */
export const ADDON_KIND_KEY = 'td-addon-sheet';

/**
 * The developer-metadata key holding a new sheet's other keys as one JSON object (one call instead of one per key:
 * docs/rules.md §0.5). Readers expand it in place (`expandMetadata`), so a key added later by an edit still wins,
 * and sheets written one key per entry by earlier versions read the same.
 */
export const PACKED_METADATA_KEY = 'td-meta';

/** A plan's metadata as the one packed value (keys in their order). */
export function packMetadata(values: Readonly<Record<string, string>>): string {
  return JSON.stringify(values);
}

/** Developer-metadata entries with every packed entry expanded in place (a damaged one is left out). */
export function expandMetadata(entries: readonly (readonly [string, string])[]): [string, string][] {
  return entries.flatMap(([key, value]): [string, string][] => {
    if (key !== PACKED_METADATA_KEY) return [[key, value]];
    try {
      const packed = JSON.parse(value) as unknown;
      if (packed === null || typeof packed !== 'object' || Array.isArray(packed)) return [];
      return Object.entries(packed as Record<string, unknown>)
        .filter((e): e is [string, string] => typeof e[1] === 'string')
        .map(([k, v]): [string, string] => [k, v]);
    } catch {
      return [];
    }
  });
}

/**
 * An update of an existing sheet as data, applied by `applyEdit` in batched calls:
 * - `blocks`: rectangles of cells, one setValues each; every cell of a block is written (`null` empties it), so a
 *   block covers only the cells that change (`columnRuns`). Strings are plan strings (formulas start with "=");
 *   text read from a sheet is passed through `asText` first, so it stays text.
 * - `insertRowsAfter`: rows inserted before any block is written (row, count).
 * - `metadata`: keys added to the sheet.
 * - `conditionalFormats`: rules that replace the sheet's rules whose ranges equal one of theirs (the TD's others stay).
 */
export interface SheetEdit {
  insertRowsAfter?: { row: number; count: number }[];
  blocks?: { row: number; column: number; values: PlanCell[][] }[];
  metadata?: Record<string, string>;
  conditionalFormats?: ConditionalFormat[];
}

/** The rectangle an edit writes, for the cell-limit check before anything is written. */
export function editExtent(edit: SheetEdit): { rows: number; columns: number } {
  let rows = 0;
  let columns = 0;
  for (const b of edit.blocks ?? []) {
    rows = Math.max(rows, b.row + b.values.length - 1);
    columns = Math.max(columns, b.column + b.values.reduce((m, r) => Math.max(m, r.length), 0) - 1);
  }
  return { rows, columns };
}

/**
 * One column of values as an edit block, split into runs of the rows that change (a run of unchanged cells between
 * two changes is never written, so a TD's typing there is never overwritten with what was read a moment ago).
 */
export function columnRuns(column: number, changes: ReadonlyMap<number, PlanCell>): SheetEdit['blocks'] {
  const rows = [...changes.keys()].sort((a, b) => a - b);
  const blocks: NonNullable<SheetEdit['blocks']> = [];
  for (const row of rows) {
    const last = blocks[blocks.length - 1];
    if (last && last.row + last.values.length === row) last.values.push([changes.get(row) ?? null]);
    else blocks.push({ row, column, values: [[changes.get(row) ?? null]] });
  }
  return blocks;
}
