/**
 * Nothing lost (docs/rules.md §0.3, §1.11): the TD edits a generated sheet of a TTT set the way people do — types
 * over a protected formula, over a key column (a player of a game, a match id), over a setting; deletes a row;
 * renames the sheet; sorts the game rows — and then runs every follow-up action of the format: Publish standings
 * (the group's Table and Games sheets, the Stats sheet), Create mini-TTT and Import results. Each action either
 * completes with nothing lost — every result and match id typed (and every GnuBG W, G, B) still on the sheets — or refuses with
 * a message naming the damaged sheet cell; never an internal error.
 *
 * One world per (sheet kind, edit); the actions run one after the other on it (the read-only ones first).
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

/** A set of 4: three results typed on G1 Games, two matches pasted on the Import sheet (one a timeout, imported and adjudicated when the kind is Timeouts). */
function world(kind: Kind) {
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
