/**
 * Nothing lost (docs/rules.md §0.3): the TD edits a generated GBQ sheet the way people do — types over a protected
 * formula, over a player name (the key the log is matched by), over a setting or option; deletes a row; renames the
 * sheet; sorts the rows — and then runs every follow-up action of the format: Publish standings (the group table,
 * then a cross-group table made over it, and its publication) and a withdrawal. Each action either completes with
 * nothing lost — every typed result still on the sheet, and a post without listed problems counts every game typed
 * — or refuses with a message naming the damaged sheet cell; never an internal error.
 *
 * One world per (sheet kind, edit); the actions run one after the other on it (the read-only ones first).
 */
import { asSpreadsheet, installFakeGas } from '../../../../test/helpers/fakeGas';
import { EXTRACTORS, publishFrom } from '../../../publish';
import type { FakeSheet } from '../../../../dev/fake/sheet';
import { logOf } from '../sheets/log';
import { ENTRY, OPTIONS, SETTINGS, LIVE, WORK } from '../sheets/layout';
import { LOG } from '../sheets/logLayout';
import { CROSS } from '../sheets/cross';
import { createGbqCrossTable, createGbqTable, withdrawGbqPlayer } from './endpoints';
import { typeEntries, typeLog } from './testHelpers';

type Kind = 'entry' | 'log';
const FOUR = ['Ann', 'Bob', 'Cid', 'Dee'];
/** The log is full: a row inserted inside it pushes a typed result below its last row. */
const LOG_ROWS = 4;
const LOGGED: [string, string, number, number, number][] = [
  ['Ann', 'Bob', 1, 15, 5],
  ['Cid', 'Dee', 1, 12, 8],
  ['Ann', 'Cid', 1, 10, 10],
  ['Bob', 'Dee', 1, 5, 15],
];
const first = SETTINGS.firstRow;
const logFirst = logOf(FOUR.length, LOG_ROWS).first;

function world(kind: Kind) {
  const gas = installFakeGas();
  const ss = asSpreadsheet(gas);
  const made = createGbqTable({ title: 'Group A', players: FOUR, qualifiers: 1, gamesPerMatch: 1, rounds: 2, ...(kind === 'log' ? { log: LOG_ROWS } : {}) });
  const sheet = gas.book.sheet(made.sheet);
  if (kind === 'log') typeLog(sheet, logFirst, LOG_ROWS, LOGGED);
  else
    typeEntries(sheet, [
      { played: 2, tps: 25 },
      { played: 2, tps: 20 },
      { played: 2, tps: 22 },
      { played: 2, tps: 13 },
    ]);
  createGbqTable({ title: 'Group B', players: ['Eve', 'Fay'], qualifiers: 1 });
  return { gas, ss, sheet };
}

/** Rows of typed results anywhere on the sheet (found by content, not by the layout): log rows and entry rows. */
function typedResults(sheet: FakeSheet, kind: Kind): unknown[][] {
  const values = sheet.getDataRange().getValues();
  const rows: unknown[][] = [];
  values.forEach((row) => {
    const typed = row.slice(ENTRY.player - 1, ENTRY.player + 6); // the ENTRY block's columns, and the log's below it
    if (kind === 'log' && typeof typed[0] === 'string' && FOUR.includes(typed[0]) && typeof typed[3] === 'number' && typed[3] !== 0 && typed[1] !== '')
      rows.push(typed.slice(0, 5));
    if (kind === 'entry' && typeof typed[2] === 'number' && typeof typed[6] === 'number' && typeof typed[0] === 'string' && typed[0] !== 'Player')
      rows.push([typed[2], typed[6]]);
  });
  return rows;
}

/** Games typed, counted from the rows found by content (each log row 1 game; entry rows: games played ÷ 2). */
function gamesTyped(results: unknown[][], kind: Kind): number {
  if (kind === 'log') return results.length;
  return results.reduce((a, r) => a + (r[0] as number), 0) / 2;
}

interface Edit {
  name: string;
  kinds: Kind[];
  apply: (sheet: FakeSheet) => void;
}

const set = (sheet: FakeSheet, row: number, column: number, value: unknown) => sheet.getRange(row, column).setValue(value);
/** A sort of rows first…last by the first column, descending, as Sheets does it (formulas move with their rows). */
function sortRows(sheet: FakeSheet, from: number, to: number, firstColumn: number, lastColumn: number): void {
  const columns = lastColumn - firstColumn + 1;
  const range = sheet.getRange(from, firstColumn, to - from + 1, columns);
  const values = range.getValues();
  const formulas = range.getFormulas();
  const order = values.map((_, i) => i).sort((a, b) => String(values[b][0]).localeCompare(String(values[a][0])));
  order.forEach((k, i) => {
    for (let c = 0; c < columns; c++) {
      const cell = sheet.getRange(from + i, firstColumn + c);
      const f = formulas[k][c];
      // the rows' formulas refer to their own row: the same formula text, moved, reads the moved row
      if (f) cell.setFormula(f.replace(new RegExp(`([A-Z]+)${from + k}\\b`, 'g'), `$1${from + i}`));
      else cell.setValue(values[k][c]);
    }
  });
}

const EDITS: Edit[] = [
  { name: 'nothing edited', kinds: ['entry', 'log'], apply: () => undefined },
  { name: 'types over a Check cell', kinds: ['entry', 'log'], apply: (s) => set(s, first + 1, ENTRY.check, 'fine') },
  { name: 'types over a live-table cell', kinds: ['entry', 'log'], apply: (s) => set(s, first, LIVE.player, 'Zed') },
  { name: 'types over the GBQ custom-function cell', kinds: ['entry', 'log'], apply: (s) => set(s, first, WORK.gbq, 0) },
  { name: 'types over "Problems to fix" (B6)', kinds: ['entry', 'log'], apply: (s) => set(s, SETTINGS.checkRow, 2, 0) },
  { name: 'types over a total-games formula', kinds: ['entry', 'log'], apply: (s) => set(s, first + 2, ENTRY.total, 3) },
  { name: 'types over a games-played formula', kinds: ['log'], apply: (s) => set(s, first + 2, ENTRY.played, 1) },
  { name: 'types over a log Check cell', kinds: ['log'], apply: (s) => set(s, logFirst, LOG.check, '') },
  { name: 'types over a player name (the key)', kinds: ['entry', 'log'], apply: (s) => set(s, first + 1, ENTRY.player, 'Robert') },
  { name: 'clears a player name', kinds: ['entry', 'log'], apply: (s) => set(s, first + 3, ENTRY.player, '') },
  { name: 'types over the qualifiers (B2)', kinds: ['entry', 'log'], apply: (s) => set(s, SETTINGS.qualifiersRow, 2, 'two') },
  { name: 'types over win TP (B3)', kinds: ['entry', 'log'], apply: (s) => set(s, SETTINGS.winRow, 2, '') },
  { name: 'types over games per match (L2)', kinds: ['entry', 'log'], apply: (s) => set(s, OPTIONS.gamesPerMatchRow, OPTIONS.valueColumn, 'x') },
  { name: 'types over the rounding step (L5)', kinds: ['entry', 'log'], apply: (s) => set(s, OPTIONS.stepRow, OPTIONS.valueColumn, '0,3') },
  { name: 'deletes an entry row', kinds: ['entry', 'log'], apply: (s) => s.deleteRows(first + 1, 1) },
  { name: 'deletes a log row', kinds: ['log'], apply: (s) => s.deleteRows(logFirst + 1, 1) },
  { name: 'inserts a row above the table', kinds: ['entry', 'log'], apply: (s) => s.insertRowsBefore(first, 1) },
  { name: 'inserts a row inside the log', kinds: ['log'], apply: (s) => s.insertRowsBefore(logFirst + 1, 1) },
  { name: 'renames the sheet', kinds: ['entry', 'log'], apply: (s) => s.setName('Pool 1') },
  { name: 'sorts the entry rows', kinds: ['entry'], apply: (s) => sortRows(s, first, first + 3, ENTRY.player, ENTRY.tps) },
  { name: 'sorts the log rows', kinds: ['log'], apply: (s) => sortRows(s, logFirst, logFirst + LOGGED.length - 1, LOG.first, LOG.pen2) },
];

const INTERNAL = /TypeError|ReferenceError|Cannot read|is not a function|\bNaN\b|undefined|\[object Object\]|Infinity/;
/** A refusal names the sheet and a cell: `"Group A" B2`, or the cell beside the quoted sheet ("B6" of "Group A"). */
const NAMES_A_CELL = /"[^"]+"[ :].*\b[A-Z]{1,2}\d+\b|\b[A-Z]{1,2}\d+\b.*"[^"]+"/s;

type Outcome = { ok: true; text: string; problems: string[] } | { ok: false; error: string };
function run(fn: () => { text?: string; problems?: string[] } | unknown): Outcome {
  try {
    const r = fn() as { text?: string; problems?: string[] };
    return { ok: true, text: r?.text ?? JSON.stringify(r), problems: r?.problems ?? [] };
  } catch (e) {
    return { ok: false, error: e instanceof Error ? e.message : String(e) };
  }
}

const cases = (['entry', 'log'] as const).flatMap((kind) => EDITS.filter((e) => e.kinds.includes(kind)).map((e): [Kind, string, Edit] => [kind, e.name, e]));

describe.each(cases)('%s table: the TD %s, then every follow-up action', (kind, _name, edit) => {
  let ss: ReturnType<typeof world>['ss'];
  let sheet: FakeSheet;
  let before: unknown[][];
  let games: number;
  beforeAll(() => {
    const w = world(kind);
    ss = w.ss;
    sheet = w.sheet;
    edit.apply(sheet);
    before = typedResults(sheet, kind);
    games = gamesTyped(before, kind);
  });
  const name = () => sheet.getName();
  const today = () => '2026-06-01';

  /** `allowed`: a refusal that is about the request, not about an edit (it names no cell). */
  const expectSafe = (o: Outcome, allowed?: RegExp) => {
    if (o.ok) {
      expect(o.text + o.problems.join('\n')).not.toMatch(INTERNAL);
      for (const p of o.problems) expect(p).toMatch(NAMES_A_CELL);
    } else {
      expect(o.error).not.toMatch(INTERNAL);
      if (!allowed?.test(o.error)) expect(o.error).toMatch(NAMES_A_CELL);
    }
    // nothing lost: every typed result is still on the sheet
    expect(typedResults(sheet, kind)).toEqual(before);
  };

  it('publishes the group table: every game typed counted, or the problems named at their cells', () => {
    const o = run(() => publishFrom(ss, { sheet: name(), format: 'text' }, EXTRACTORS, today));
    expectSafe(o);
    // every game typed is counted (an entry table whose totals do not pair up shows no progress)
    const progress = o.ok ? / — after (\d+) of \d+ games$/.exec(o.text.split('\n')[0]) : null;
    if (o.ok && o.problems.length === 0 && progress) expect(Number(progress[1])).toBe(games);
    if (o.ok && o.problems.length === 0 && kind === 'log') expect(progress).not.toBeNull();
  });

  it('makes a cross-group table over it and publishes that', () => {
    const made = run(() => createGbqCrossTable({ title: 'Cross', sheets: [name(), 'Group B'], k: 1 }));
    expectSafe(made);
    if (made.ok) expectSafe(run(() => publishFrom(ss, { sheet: 'Cross', format: 'text' }, EXTRACTORS, today)));
  });

  it('withdraws a player (keep): done with nothing lost, or refused naming the cell', () => {
    const o = run(() => withdrawGbqPlayer({ sheet: name(), player: 'Dee', games: 'keep' }));
    // an entry table cannot tell which games were against the player: refused whatever the edit, nothing written
    if (kind === 'entry') expect(o.ok).toBe(false);
    expectSafe(o, kind === 'entry' ? /^"[^"]+" has no results log, so it cannot tell which games were against Dee/ : undefined);
  });
});

describe('cross-group table: the TD edits it, then publishes it', () => {
  const today = () => '2026-06-01';
  const crossWorld = () => {
    const w = world('log');
    createGbqCrossTable({ title: 'Cross', sheets: ['Group A', 'Group B'], k: 1 });
    return { ...w, cross: w.gas.book.sheet('Cross') };
  };
  const edits: [string, (w: ReturnType<typeof crossWorld>) => void][] = [
    ['nothing edited', () => undefined],
    ['types over k (B2)', (w) => set(w.cross, CROSS.kRow, 2, 'two')],
    ['types over a group cell (the reference)', (w) => set(w.cross, CROSS.firstRow, CROSS.group, 'Group A')],
    ['types over a player cell', (w) => set(w.cross, CROSS.firstRow, CROSS.player, 'Zed')],
    ['deletes a group row', (w) => w.cross.deleteRows(CROSS.firstRow, 1)],
    ['renames the cross sheet', (w) => w.cross.setName('Best 2nds')],
    ['renames a group sheet', (w) => w.sheet.setName('Pool 1')],
    ['deletes a group sheet', (w) => w.gas.book.deleteSheet(w.gas.book.sheet('Group B'))],
    ['inserts a row inside a group table', (w) => w.sheet.insertRowsBefore(first, 1)],
  ];
  it.each(edits)('%s: published, or refused naming the cell', (_name, edit) => {
    const w = crossWorld();
    edit(w);
    const before = typedResults(w.sheet, 'log');
    const o = run(() => publishFrom(w.ss, { sheet: w.cross.getName(), format: 'text' }, EXTRACTORS, today));
    if (o.ok) {
      expect(o.text + o.problems.join('\n')).not.toMatch(INTERNAL);
      for (const p of o.problems) expect(p).toMatch(NAMES_A_CELL);
    } else {
      expect(o.error).not.toMatch(INTERNAL);
      expect(o.error).toMatch(NAMES_A_CELL);
    }
    expect(typedResults(w.sheet, 'log')).toEqual(before);
  });
});
