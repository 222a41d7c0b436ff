/** What every format's demo shares: the TD's hands (endpoint calls, typing), a seeded sequence, made-up names. */
import type { PreviewWorld } from '../world';

export type DemoFormat = 'TTT' | 'Duplicate' | 'TORRES' | 'Swing' | 'GBQ';

export interface DemoPart {
  format: DemoFormat;
  /** The sheets the format's endpoints created (in the order they returned them). */
  sheets: string[];
  /** The sheet a newcomer should look at first (its live standings). */
  standings: string;
  /** What was built and typed, in a TD's words. */
  summary: string;
}

export interface DemoReport {
  parts: DemoPart[];
  /** Formats whose demo failed, with the reason (an endpoint refused its input, a header moved, …). */
  failed: { format: DemoFormat; error: string }[];
}

/** A failure of one format's demo: its message names the format. */
export class DemoError extends Error {
  constructor(
    readonly format: DemoFormat,
    message: string,
  ) {
    super(`${format} demo: ${message}`);
  }
}

/** The operations a format's demo needs, each failing with the format's name. */
export class Td {
  /** What went wrong after the sheets were made (the demo still shows them): reported as failures. */
  readonly problems: string[] = [];

  constructor(
    private readonly world: PreviewWorld,
    readonly format: DemoFormat,
  ) {}

  problem(message: string): void {
    this.problems.push(`${this.format} demo: ${message}`);
  }

  fail(message: string): never {
    throw new DemoError(this.format, message);
  }

  /** A sidebar call: the endpoint as google.script.run reaches it. */
  call<T>(name: string, input: unknown): T {
    const res = this.world.run(name, [input]);
    if (!res.ok) this.fail(`${name} refused the demo's input (has its contract changed?): ${res.error}`);
    return res.value as T;
  }

  /**
   * Typing into a cell as in the preview's formula bar; several texts: a column pasted from (row, column). A decimal
   * is typed the way the spreadsheet's locale writes it (78,3 in de_DE and fr_FR), as a TD there would.
   */
  type(sheet: string, row: number, column: number, ...texts: string[]): void {
    const decimalComma = this.world.gas.book.locale !== 'en_US';
    try {
      this.world.paste(
        sheet,
        row,
        column,
        texts.map((t) => [decimalComma && /^-?\d+\.\d+$/.test(t) ? t.replace('.', ',') : t]),
      );
    } catch (e) {
      this.fail(`typing "${texts.join('", "')}" into ${sheet}!R${row}C${column} failed: ${e instanceof Error ? e.message : String(e)}`);
    }
  }

  values(sheet: string): unknown[][] {
    const s = this.world.gas.book.getSheetByName(sheet);
    if (!s) this.fail(`the sheet "${sheet}" the endpoint returned does not exist`);
    const rows = Math.max(s.getLastRow(), 1);
    const columns = Math.max(s.getLastColumn(), 1);
    return s.getRange(1, 1, rows, columns).getValues();
  }

  /**
   * The header row holding every label (exact text, case ignored) within the first 40 rows, and each label's
   * column (1-based). With `after`, only labels right of that column count (a sheet with two tables).
   */
  header(sheet: string, labels: string[], after = 0): { row: number; col: Record<string, number> } {
    const values = this.values(sheet);
    for (let r = 0; r < Math.min(values.length, 40); r++) {
      const texts = values[r].map((v) => String(v).trim().toLowerCase());
      const col: Record<string, number> = {};
      for (const label of labels) {
        const i = texts.findIndex((t, c) => c >= after && t === label.toLowerCase());
        if (i >= 0) col[label] = i + 1;
      }
      if (Object.keys(col).length === labels.length) return { row: r + 1, col };
    }
    return this.fail(`no header row with ${labels.map((l) => `"${l}"`).join(', ')} on sheet "${sheet}" (has the layout changed?)`);
  }
}

/** A fixed, seeded sequence (the demo must look the same every time). */
export function sequence(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

export const pick = <T>(next: () => number, weighted: [T, number][]): T => {
  const total = weighted.reduce((a, [, w]) => a + w, 0);
  let x = next() * total;
  for (const [v, w] of weighted) if ((x -= w) < 0) return v;
  return weighted[weighted.length - 1][0];
};

const FIRST = [
  'Anna',
  'Boris',
  'Chiara',
  'Dmitri',
  'Elena',
  'Farid',
  'Greta',
  'Hiro',
  'Ines',
  'Jonas',
  'Katya',
  'Luis',
  'Mira',
  'Nils',
  'Olga',
  'Pavel',
  'Quinn',
  'Rosa',
  'Sven',
  'Tamar',
  'Umar',
  'Vera',
  'Wim',
  'Yusuf',
];
const LAST = [
  'Berg',
  'Costa',
  'Dahl',
  'Engel',
  'Fischer',
  'Garcia',
  'Horvat',
  'Ivanova',
  'Jensen',
  'Kowalski',
  'Lind',
  'Moreau',
  'Novak',
  'Olsen',
  'Petrov',
  'Rossi',
  'Sato',
  'Tanaka',
  'Ueda',
  'Varga',
  'Weber',
  'Young',
  'Zeller',
  'Aydin',
];
/** n distinct "First Last" names, offset so the formats do not share players. */
export const people = (n: number, offset: number): string[] =>
  Array.from({ length: n }, (_, i) => `${FIRST[(i + offset) % 24]} ${LAST[(i * 7 + offset * 5) % 24]}`);
