/**
 * Nothing lost (docs/rules.md §0.3, §1.11): the TD edits a generated sheet of a TTT set the way people do — types
 * over a protected formula, over a key column (a player of a game, a match id), over a setting; deletes a row;
 * renames the sheet; sorts the game rows — and then runs every follow-up action of the format: Publish standings
 * (the group's Table and Games sheets, the Stats sheet), Create mini-TTT and Import results. Each action either
 * completes with nothing lost — every result and match id typed (and every GnuBG W, G, B) still on the sheets — or refuses with
 * a message naming the damaged sheet cell; never an internal error.
 *
 * One set, created once; each (sheet kind, edit) starts from an exact restore of it, and the actions run one after
 * the other on the edited world (the read-only ones first).
 */
import { asSpreadsheet, installFakeGas } from '../../../../test/helpers/fakeGas';
import { EXTRACTORS, publishFrom } from '../../../publish';
import type { FakeSheet } from '../../../../dev/fake/sheet';
import type { FakeGas } from '../../../../dev/fake/gas';
import { createMiniTtt, importResults } from './endpoints';
import { create, gameLines, names } from '../sheets/testHelpers';

type Kind = 'Games' | 'Table' | 'Stats' | 'Timeouts' | 'Import' | 'My matches';
const PLAYERS = names(4).map((p) => p.name);
const TYPED = ['W1', 'L2', 'WT 1.8'];

/**
 * A set of 4: three results typed on G1 Games, two matches pasted on the Import sheet (one a timeout, imported and
 * adjudicated when the kind is Timeouts). Created once: each case starts from an exact restore of the state after
 * creation (every sheet's cells, names and sizes, styles, validations, notes, protections, metadata and the document
 * properties), checked equal to the snapshot before the case's edit, so the cases stay independent.
 */
const base = lazyWorld();
function world(kind: Kind) {
  const { gas, ss, restore } = base();
  restore();
  if (kind === 'Timeouts') {
    importResults({ sheet: 'D Import' });
    gas.book
      .sheet('D Timeouts')
      .getRange('F5:H5')
      .setValues([[88.2, 40.5, 3.1]]);
  }
  const ids = new Map(gas.book.getSheets().map((s) => [s.getName().slice(2), s.getSheetId()]));
  const sheet = (k: string): FakeSheet => gas.book.getSheets().find((s) => s.getSheetId() === ids.get(k)) as FakeSheet;
  return { gas, ss, sheet };
}

function lazyWorld() {
  let made: { gas: FakeGas; ss: ReturnType<typeof asSpreadsheet>; restore: () => void; exact: () => boolean; moved: () => boolean } | undefined;
  return () => {
    // Rows or columns moved since the last restore: the world is made again (the formula engine cannot take a cell
    // by cell rewrite of references into a spilled array whose rows moved).
    if (made && !made.moved()) return made;
    const gas = installFakeGas();
    const ss = asSpreadsheet(gas);
    create(gas, { title: 'D', players: names(4), groupSize: 4, seed: 'd' });
    const lines = gameLines(gas, 'D G1 Games');
    gas.book
      .sheet('D G1 Games')
      .getRange(5, 6, TYPED.length, 1)
      .setValues(TYPED.map((t) => [t]));
    gas.book
      .sheet('D Import')
      .getRange(2, 1, 2, 5)
      .setValues([
        [31, lines[3].inviter, lines[3].invitee, lines[3].invitee, 'gammon'],
        [32, lines[4].inviter, lines[4].invitee, lines[4].inviter, 'timeout'],
      ]);
    const snapshot = takeSnapshot(gas);
    const touched = trackWrites(gas);
    // The state checked after each restore: every computed value, name, size, style, validation, note, protection
    // and metadata (the content itself is written back from the snapshot while restoring).
    const stateOf = (snap: ReturnType<typeof takeSnapshot>) => JSON.stringify({ ...snap, sheets: snap.sheets.map((sh) => ({ ...sh, content: null })) });
    const state = stateOf(snapshot);
    const restore = () => {
      restoreSnapshot(gas, snapshot, touched);
      const now = takeSnapshot(gas, snapshot);
      if (stateOf(now) !== state) {
        const diff = now.sheets.flatMap((sh, i) =>
          Object.keys(sh)
            .filter((k) => JSON.stringify(sh[k as keyof SheetSnapshot]) !== JSON.stringify(snapshot.sheets[i][k as keyof SheetSnapshot]))
            .map((k) => `${sh.name} ${k}: ${firstDifference(sh[k as keyof SheetSnapshot], snapshot.sheets[i][k as keyof SheetSnapshot])}`),
        );
        throw new Error(`the world was not restored exactly: ${diff.join('\n')}`);
      }
    };
    /** The full check, content read back cell by cell too (slow: run once, after the last case). */
    const exact = () => {
      restore();
      return JSON.stringify(takeSnapshot(gas)) === JSON.stringify(snapshot);
    };
    made = { gas, ss, restore, exact, moved: () => touched.whole.size > 0 };
    return made;
  };
}

/** Where two snapshot parts first differ: the cell (for a grid) and both values. */
function firstDifference(now: unknown, was: unknown): string {
  if (Array.isArray(now) && Array.isArray(was) && now.every((r) => Array.isArray(r)) && was.every((r) => Array.isArray(r)))
    for (let r = 0; r < Math.max(now.length, was.length); r++)
      for (let c = 0; c < Math.max((now[r] as unknown[] | undefined)?.length ?? 0, (was[r] as unknown[] | undefined)?.length ?? 0); c++) {
        const [a, b] = [(now[r] as unknown[] | undefined)?.[c] ?? null, (was[r] as unknown[] | undefined)?.[c] ?? null];
        if (JSON.stringify(a) !== JSON.stringify(b)) return `row ${r + 1} column ${c + 1}: ${JSON.stringify(a)}, was ${JSON.stringify(b)}`;
      }
  return `${JSON.stringify(now).slice(0, 300)} // ${JSON.stringify(was).slice(0, 300)}`;
}

interface SheetSnapshot {
  id: number;
  name: string;
  maxRows: number;
  maxColumns: number;
  content: unknown[][];
  values: unknown[][];
  styles: [string, unknown][];
  validations: [string, unknown][];
  notes: [string, string][];
  protections: unknown[];
  metadata: { key: string; value: string }[];
  conditionalRules: number;
  charts: number;
}

/**
 * What a sheet's formula engine holds, as it was typed (text keeps its leading apostrophe, so it is written back as
 * text); the cells an array result spills into are blank, as they were typed.
 */
function serialized(gas: FakeGas, sheet: FakeSheet): unknown[][] {
  const hf = gas.book.hf;
  const raw = hf.getSheetSerialized(sheet.hfSheet);
  return raw.map((row, r) =>
    row.map((v, c) => {
      const at = { sheet: sheet.hfSheet, row: r, col: c };
      return v === null || v === undefined || (typeof v === 'string' && v.startsWith('='))
        ? v
        : hf.isCellPartOfArray(at) && !hf.doesCellHaveFormula(at)
          ? null
          : v;
    }),
  );
}

/** The world's state; with `content` from a snapshot, the sheets' content is taken from it (the restore wrote it). */
function takeSnapshot(gas: FakeGas, content?: { sheets: SheetSnapshot[] }): { sheets: SheetSnapshot[]; properties: [string, string][] } {
  const sheets = gas.book.sheets.map((s, i) => ({
    id: s.sheetId,
    name: s.name,
    maxRows: s.maxRows,
    maxColumns: s.maxColumns,
    content: content ? content.sheets[i].content : serialized(gas, s),
    values: gas.book.hf.getSheetValues(s.hfSheet),
    styles: [...s.styles].map(([k, v]): [string, unknown] => [k, { ...v }]),
    validations: [...s.validations],
    notes: [...s.notes],
    protections: s.protections.map((p) => ({ ...p })),
    metadata: s.metadata.map((m) => ({ ...m })),
    conditionalRules: s.conditionalRules.length,
    charts: s.charts.length,
  }));
  return { sheets, properties: [...gas.properties.document] };
}

/** What the formula engine was told to change since the last restore: cell blocks, and sheets whose rows or columns moved. */
interface Touched {
  blocks: { sheet: number; row: number; col: number; rows: number; cols: number }[];
  whole: Set<number>;
  other: string[];
  paused: boolean;
}

/** Records every change the stand-in makes to its formula engine (its only mutating calls), so a restore rewrites just those. */
function trackWrites(gas: FakeGas): Touched {
  const touched: Touched = { blocks: [], whole: new Set(), other: [], paused: false };
  const hf = gas.book.hf as unknown as Record<string, (...args: unknown[]) => unknown>;
  const wrap = (name: string, record: (...args: unknown[]) => void) => {
    const original = hf[name].bind(hf);
    hf[name] = (...args: unknown[]) => {
      if (!touched.paused) record(...args);
      return original(...args);
    };
  };
  wrap('setCellContents', (at, content) => {
    const { sheet, row, col } = at as { sheet: number; row: number; col: number };
    const grid = Array.isArray(content) ? (content as unknown[][]) : [[content]];
    touched.blocks.push({ sheet, row, col, rows: grid.length, cols: Math.max(1, ...grid.map((r) => (Array.isArray(r) ? r.length : 1))) });
  });
  for (const name of ['addRows', 'removeRows', 'addColumns', 'removeColumns', 'setSheetContent']) wrap(name, (sheet) => touched.whole.add(sheet as number));
  for (const name of ['addSheet', 'removeSheet', 'addNamedExpression', 'changeNamedExpression']) wrap(name, () => touched.other.push(name));
  return touched;
}

/** A sheet's cells as in the snapshot: the blocks written since the last restore, or every differing cell once rows or columns moved. */
function restoreContent(gas: FakeGas, s: FakeSheet, content: unknown[][], touched: Touched): void {
  const book = gas.book;
  // Rows or columns inserted or deleted anywhere move the references to them in every sheet's formulas.
  if (touched.whole.size === 0) {
    // Only the blocks written since the last restore, from the snapshot (rewriting a whole sheet recomputes all of it).
    const blocks = touched.blocks.filter((b) => b.sheet === s.hfSheet);
    if (blocks.length > 0)
      book.hf.batch(() => {
        for (const b of blocks) {
          const grid = Array.from({ length: b.rows }, (_, r) => Array.from({ length: b.cols }, (_, c) => content[b.row + r]?.[b.col + c] ?? null));
          book.hf.setCellContents({ sheet: s.hfSheet, row: b.row, col: b.col }, grid as never);
        }
      });
    return;
  }
  // Rows or columns moved: every cell that differs is written back.
  const now = serialized(gas, s);
  const changed: [number, number, unknown][] = [];
  for (let r = 0; r < Math.max(now.length, content.length); r++)
    for (let c = 0; c < Math.max(now[r]?.length ?? 0, content[r]?.length ?? 0); c++) {
      const [was, is] = [content[r]?.[c] ?? null, now[r]?.[c] ?? null];
      if (was !== is) changed.push([r, c, was]);
    }
  if (changed.length > 0)
    book.hf.batch(() => {
      for (const [row, col, v] of changed) book.hf.setCellContents({ sheet: s.hfSheet, row, col }, [[v as never]]);
    });
}

function restoreSnapshot(gas: FakeGas, snap: { sheets: SheetSnapshot[]; properties: [string, string][] }, touched: Touched): void {
  if (touched.other.length > 0) throw new Error(`a follow-up action called ${touched.other.join(', ')}: restore cannot undo that`);
  touched.paused = true;
  const book = gas.book;
  if (book.sheets.length !== snap.sheets.length) throw new Error('a follow-up action added or removed a sheet: restore cannot undo that');
  for (const want of snap.sheets) {
    const s = book.sheets.find((x) => x.sheetId === want.id);
    if (!s) throw new Error(`sheet ${want.name} is gone`);
    if (s.name !== want.name) s.setName(want.name);
  }
  for (const want of snap.sheets) {
    const s = book.sheets.find((x) => x.sheetId === want.id) as FakeSheet;
    s.maxRows = want.maxRows;
    s.maxColumns = want.maxColumns;
    restoreContent(gas, s, want.content, touched);
    s.styles.clear();
    for (const [k, v] of want.styles) s.styles.set(k, { ...(v as object) });
    s.validations.clear();
    for (const [k, v] of want.validations) s.validations.set(k, v as never);
    s.notes.clear();
    for (const [k, v] of want.notes) s.notes.set(k, v);
    s.protections.splice(0, s.protections.length, ...(want.protections.map((p) => ({ ...(p as object) })) as never[]));
    s.metadata.splice(0, s.metadata.length, ...want.metadata.map((m) => ({ ...m })));
  }
  gas.properties.document.clear();
  for (const [k, v] of snap.properties) gas.properties.document.set(k, v);
  touched.blocks = [];
  touched.whole.clear();
  touched.paused = false;
}

/** Every result typed (a value, or the Timeouts row's result it reads) and every W, G, B, found by content on any sheet. */
function typedResults(gas: FakeGas): string[] {
  const out: string[] = [];
  for (const s of gas.book.getSheets()) {
    const values = s.getDataRange().getValues();
    for (const row of values) {
      const [inviter, invitee, result] = [row[2], row[3], row[5]];
      if (PLAYERS.includes(String(inviter)) && PLAYERS.includes(String(invitee)) && result !== '' && row[0] !== 'G1' && typeof row[0] === 'number')
        out.push(`${String(inviter)}–${String(invitee)}: ${String(result)}`);
      // a match id typed on a Games row (a number or a note such as "postponed") is the TD's too
      if (PLAYERS.includes(String(inviter)) && PLAYERS.includes(String(invitee)) && row[4] !== '' && typeof row[0] === 'number' && typeof row[1] === 'number')
        out.push(`${String(inviter)}–${String(invitee)} match id: ${String(row[4])}`);
      const player = (v: unknown) => PLAYERS.includes(String(v));
      if (row[0] === 'G1' && player(row[2]) && player(row[3]) && player(row[4]) && typeof row[5] === 'number')
        out.push(`W, G, B of ${String(row[2])}–${String(row[3])}: ${row.slice(5, 8).join(' ')}`);
    }
  }
  return out.sort();
}

const set = (sheet: FakeSheet, a1: string, value: unknown) => sheet.getRange(a1).setValue(value);
/** The game rows sorted by inviter, descending, as Sheets sorts a range (formulas move with their rows). */
function sortGames(sheet: FakeSheet): void {
  const last = 10;
  const range = sheet.getRange(5, 1, last - 4, 17);
  const values = range.getValues();
  const formulas = range.getFormulas();
  const order = values.map((_, i) => i).sort((a, b) => String(values[b][2]).localeCompare(String(values[a][2])));
  order.forEach((k, i) => {
    for (let c = 0; c < 17; c++) {
      const cell = sheet.getRange(5 + i, c + 1);
      const f = formulas[k][c];
      if (f) cell.setFormula(f.replace(new RegExp(`([A-Z]+)${5 + k}\\b`, 'g'), `$1${5 + i}`));
      else cell.setValue(values[k][c]);
    }
  });
}

const EDITS: [Kind, string, (s: FakeSheet) => void][] = [
  ['Games', 'nothing edited', () => undefined],
  ['Games', 'types over a points formula', (s) => set(s, 'G5', 3)],
  ['Games', 'types over a Check cell', (s) => set(s, 'L6', '')],
  ['Games', 'types over a helper (code column)', (s) => set(s, 'N5', 9)],
  ['Games', 'types over a statistics cell', (s) => set(s, 'U5', 7)],
  ['Games', 'types over "Problems to fix"', (s) => set(s, 'J2', 0)],
  ['Games', 'types over an inviter (the key)', (s) => set(s, 'C6', 'Zed')],
  ['Games', 'clears an invitee', (s) => set(s, 'D8', '')],
  ['Games', 'types over a match id', (s) => set(s, 'E8', 'postponed')],
  ['Games', 'types over the scoring setting (B2)', (s) => set(s, 'B2', 'modern')],
  ['Games', 'deletes a game row', (s) => s.deleteRows(6, 1)],
  ['Games', 'inserts a row inside the games', (s) => s.insertRowsBefore(6, 1)],
  ['Games', 'renames the sheet', (s) => s.setName('Pool 1 games')],
  ['Games', 'sorts the game rows', sortGames],
  ['Table', 'types over the standings (TTTSTANDINGS)', (s) => set(s, 'A5', 'x')],
  ['Table', 'types a stranger in the removed list', (s) => set(s, 'O6', 'Zed')],
  ['Table', 'types over the mini-TTT cell', (s) => set(s, 'M4', 'none')],
  ['Table', 'types over the scoring setting (B2)', (s) => set(s, 'B2', 'x')],
  ['Table', 'deletes a row', (s) => s.deleteRows(6, 1)],
  ['Table', 'renames the sheet', (s) => s.setName('Pool 1')],
  ['Stats', 'types over the scoring (B3)', (s) => set(s, 'B3', 'modern')],
  ['Stats', 'types over a statistics cell', (s) => set(s, 'D8', 5)],
  ['Stats', 'types over the score table', (s) => set(s, 'D3', 9)],
  ['Stats', 'types over a spelling', (s) => set(s, 'U8', 'X')],
  ['Stats', 'deletes a statistics row', (s) => s.deleteRows(8, 1)],
  ['Stats', 'renames the sheet', (s) => s.setName('Numbers')],
  ['Timeouts', 'types over the group (the key)', (s) => set(s, 'A5', 'G9')],
  ['Timeouts', 'types over the match id', (s) => set(s, 'B5', 'x')],
  ['Timeouts', 'types a stranger as who timed out', (s) => set(s, 'E5', 'Zed')],
  ['Timeouts', 'types over the score (TTTTIMEOUT)', (s) => set(s, 'I5', 2)],
  ['Timeouts', 'types over the result formula', (s) => set(s, 'J5', 'WT 9')],
  ['Timeouts', 'deletes the row', (s) => s.deleteRows(5, 1)],
  ['Timeouts', 'renames the sheet', (s) => s.setName('TO')],
  ['Import', 'types over a Check cell', (s) => set(s, 'G2', 'fine')],
  ['Import', 'types over the players helper', (s) => set(s, 'M2', 'Zed')],
  ['Import', 'types over the report', (s) => set(s, 'H2', 'x')],
  ['Import', 'deletes a pasted row', (s) => s.deleteRows(2, 1)],
  ['Import', 'renames the sheet', (s) => s.setName('Paste here')],
  ['My matches', 'types a stranger as the player', (s) => set(s, 'B2', 'Zed')],
  ['My matches', 'types over a view formula', (s) => set(s, 'G5', 'W9')],
  ['My matches', 'deletes a row', (s) => s.deleteRows(5, 1)],
];

const INTERNAL = /TypeError|ReferenceError|Cannot read|is not a function|\bNaN\b|undefined|\[object Object\]|Infinity|internal error/;
/** A refusal names the sheet and a cell: `"D G1 Games" F9`, or a cell beside the quoted sheet. */
const NAMES_A_CELL = /"[^"]+"[ :].*\b[A-Z]{1,2}\d+\b|\b[A-Z]{1,2}\d+\b.*"[^"]+"/s;

type Outcome = { ok: true; text: string; problems: string[] } | { ok: false; error: string };
function run(fn: () => unknown): Outcome {
  try {
    const r = fn() as { text?: string; problems?: string[] };
    return { ok: true, text: r?.text ?? JSON.stringify(r), problems: r?.problems ?? [] };
  } catch (e) {
    return { ok: false, error: e instanceof Error ? e.message : String(e) };
  }
}

describe.each(EDITS)('%s: the TD %s, then every follow-up action', (kind, _name, edit) => {
  let w: ReturnType<typeof world>;
  let before: string[];
  beforeAll(() => {
    w = world(kind);
    edit(w.sheet(kind === 'Games' || kind === 'Table' ? `G1 ${kind}` : kind));
    before = typedResults(w.gas);
  });
  const today = () => '2026-06-01';
  const expectSafe = (o: Outcome, allowed?: RegExp) => {
    if (o.ok) {
      expect(o.text + o.problems.join('\n')).not.toMatch(INTERNAL);
      for (const p of o.problems) expect(p).toMatch(NAMES_A_CELL);
    } else {
      expect(o.error).not.toMatch(INTERNAL);
      if (!allowed?.test(o.error)) expect(o.error).toMatch(NAMES_A_CELL);
    }
    const now = typedResults(w.gas);
    for (const typed of before) expect(now).toContain(typed);
  };

  it.each(['G1 Table', 'G1 Games', 'Stats'])('publishes the %s: the standings, or the problems named at their cells', (sheet) => {
    expectSafe(run(() => publishFrom(w.ss, { sheet: w.sheet(sheet).getName(), format: 'text' }, EXTRACTORS, today)));
  });

  it('creates the mini-TTT: refused (no tie) without a write, or refused naming the cell', () => {
    const sheets = w.gas.book.getSheets().length;
    const o = run(() => createMiniTtt({ sheet: w.sheet('G1 Table').getName() }));
    expect(o.ok).toBe(false);
    expectSafe(o, /standings do not say "mini-TTT needed"/);
    expect(w.gas.book.getSheets().length).toBe(sheets);
  });

  it('imports the pasted matches: written with nothing lost, or refused naming the cell', () => {
    const o = run(() => importResults({ sheet: w.sheet('Import').getName() }));
    expectSafe(o);
  });
});

describe('the shared world', () => {
  it('is restored exactly after every case: after the last one, every cell as typed (formulas and values), name, size and property as after creation', () => {
    expect(base().exact()).toBe(true);
  });
});
