/**
 * Nothing lost (docs/rules.md §0.3): a TD edits a generated duplicate sheet — types over a protected formula, a game
 * number, a settings cell, a scoring table, a team; deletes a row; renames the sheet; sorts a table's rows — and then
 * runs every follow-up action of the format. Each action either completes with nothing lost (a publish gives the
 * text it gave before the edit, or lists the damaged cell above it; a write changes only what it is for) or refuses
 * with a message naming the damaged sheet or cell — never an internal error, never a partial write.
 *
 * One world (an event of three level teams with a chosen final, a match and a dice set, every result typed) is built
 * once; each edit is undone after its actions (the sheet's cells written back, a deleted row inserted again).
 */
import { installFakeGas } from '../../../../test/helpers/fakeGas';
import { bookSnapshot } from '../../../../test/helpers/lock';
import type { FakeGas } from '../../../../dev/fake/gas';
import { asSpreadsheet } from '../../../../test/helpers/fakeGas';
import { EXTRACTORS, publishFrom } from '../../../publish';
import { asText } from '../../../shared/sheets/text';
import { chooseDuplicateFinalist, createDuplicateMatch, createDuplicateTournament, printDiceSet } from './endpoints';

const TEAMS = [
  { name: 'Red', players: ['Rita', 'Ron'] as [string, string] },
  { name: 'Blue', players: ['Bea', 'Bo'] as [string, string] },
  { name: 'Green', players: ['Gus', 'Gia'] as [string, string] },
];
const OUTCOMES = ['9', 'gammon', 'pass', 'BG'];
const INTERNAL = /TypeError|Cannot read|NaN|undefined|\[object Object\]|Infinity/;

type Kind = 'protocol' | 'final' | 'standings' | 'match' | 'dice';
type Cell = string | number | boolean;

const gas: FakeGas = installFakeGas();
const event = createDuplicateTournament({ title: 'Cup', teams: TEAMS, seed: 'dl', cycles: 1, games: 4, final: true });
const first = event.rounds[0].matches[0];
const SHEETS: Record<Kind, string> = {
  protocol: first.sheet,
  final: event.final!.sheet,
  standings: event.sheets.find((s) => s.endsWith('Standings'))!,
  match: createDuplicateMatch({
    title: 'Solo',
    teamA: { name: 'Kharkov', players: ['Garal', 'Krasov'] },
    teamB: { name: 'Moscow', players: ['Chertkov', 'Chelter'] },
    seed: 'dl',
  }).sheets[0],
  dice: printDiceSet({ title: 'Dice', seed: 'dl', set: 2 }).sheets[0],
};
// Every match drawn: both rooms of a game the same outcome, won by each team once (three teams level for both places).
for (const m of event.rounds.flatMap((r) => r.matches)) {
  gas.book
    .sheet(m.sheet)
    .getRange('G10:J17')
    .setValues(Array.from({ length: 8 }, (_, i) => [1 + (i % 4 === 3 ? 1 : 0), '', OUTCOMES[Math.floor(i / 2) % 4], i % 2 ? m.teamB : m.teamA]));
}
chooseDuplicateFinalist({ sheet: SHEETS.standings, teams: ['Red', 'Blue'] });
gas.book
  .sheet(SHEETS.final)
  .getRange('G10:J11')
  .setValues([
    [2, '', 'gammon', 'Red'],
    [1, '', '9', 'Blue'],
  ]);
gas.book
  .sheet(SHEETS.match)
  .getRange('G10:J17')
  .setValues(Array.from({ length: 8 }, (_, i) => [1, i === 2 ? 'Moscow' : '', OUTCOMES[i % 4], i % 3 ? 'Kharkov' : 'Moscow']));

const ss = asSpreadsheet(gas);
const baseSheets = gas.book.getSheets().map((s) => s.getName());
const baseIds = new Set(gas.book.getSheets().map((s) => s.getSheetId()));
/**
 * A range's cells as they can be written back (null for a formula cell when `formulas` is false): formulas, text as
 * the text writer writes it (plain-text cells as they are), numbers and booleans.
 */
function writable(range: ReturnType<ReturnType<FakeGas['book']['sheet']>['getRange']>, formulas = true): (Cell | null)[][] {
  const f = range.getFormulas();
  const formats = range.getNumberFormats();
  return range
    .getValues()
    .map((row, r) => row.map((v, c) => (f[r][c] ? (formulas ? f[r][c] : null) : typeof v === 'string' && formats[r][c] !== '@' ? asText(v) : (v as Cell))));
}
const saved = new Map(baseSheets.map((name) => [name, writable(gas.book.sheet(name).getDataRange())]));

/** The names the actions address (a renamed sheet is addressed by its new name, as the TD would pick it). */
let names: Record<Kind, string> = { ...SHEETS };
const publish = (kind: Kind) => publishFrom(ss, { sheet: names[kind], format: 'markdown' }, EXTRACTORS, () => '2026-11-27');

interface Action {
  run: () => unknown;
  /** The sheet kinds it reads (or, creating, whose names it checks): the edits of these kinds are followed by it. */
  reads: Kind[];
  /** Writes: which cells of which sheet it may change when it succeeds, or that it only adds sheets. */
  writes?: { sheet: Kind; range: string } | 'adds sheets';
  /** Only after a rename (a creation reads nothing but the sheet names). */
  afterRename?: true;
}
const ACTIONS: Record<string, Action> = {
  'publish the standings': { run: () => publish('standings'), reads: ['standings', 'protocol', 'final'] },
  'publish a protocol': { run: () => publish('protocol'), reads: ['protocol'] },
  'publish the final': { run: () => publish('final'), reads: ['final', 'standings', 'protocol'] },
  'publish the match': { run: () => publish('match'), reads: ['match'] },
  'publish the dice': { run: () => publish('dice'), reads: ['dice'] },
  'report the final tie': { run: () => chooseDuplicateFinalist({ sheet: names.standings }), reads: ['standings', 'protocol'] },
  // The final has games typed (Red and Blue): its finalists are frozen (docs/rules.md §2.9), so the TD's choice can
  // only name them again, in the other order.
  'choose the finalists again': {
    run: () => chooseDuplicateFinalist({ sheet: names.final, teams: ['Blue', 'Red'] }),
    reads: ['final', 'standings', 'protocol'],
    writes: { sheet: 'standings', range: 'O9:P9' },
  },
  'print a dice set': { run: () => printDiceSet({ title: 'Dice', seed: 'dl', set: 2 }), reads: ['dice'], writes: 'adds sheets', afterRename: true },
  'create a match': {
    run: () => createDuplicateMatch({ title: 'Solo', teamA: { name: 'Red', players: ['A', 'B'] }, teamB: { name: 'Blue', players: ['C', 'D'] } }),
    reads: ['match'],
    writes: 'adds sheets',
    afterRename: true,
  },
};

type Outcome = { ok: true; value: string } | { ok: false; error: string };
function outcome(run: () => unknown): Outcome {
  try {
    return { ok: true, value: JSON.stringify(run()) };
  } catch (e) {
    return { ok: false, error: e instanceof Error ? e.message : String(e) };
  }
}
/** What each read answers before any edit (the writes are judged by what they change). */
const baseline = new Map(Object.entries(ACTIONS).map(([what, a]) => [what, a.writes ? undefined : outcome(a.run)]));
/** An outcome with the renamed sheets' names put back, to compare with the baseline. */
const named = (o: Outcome): Outcome => {
  let text = JSON.stringify(o);
  for (const k of Object.keys(SHEETS) as Kind[])
    if (names[k] !== SHEETS[k]) text = text.split(JSON.stringify(names[k]).slice(1, -1)).join(JSON.stringify(SHEETS[k]).slice(1, -1));
  return JSON.parse(text) as Outcome;
};

interface Edit {
  sheet: Kind;
  what: string;
  apply: (sheet: ReturnType<FakeGas['book']['sheet']>) => void;
  /** What a refusal or a listed problem must name (the damaged cell or sheet). */
  names: RegExp;
  /** A row deleted (inserted back before the cells are restored). */
  deletes?: number;
  renames?: true;
}

const type = (a1: string, value: Cell) => (s: ReturnType<FakeGas['book']['sheet']>) => s.getRange(a1).setValue(value);
const cellOf = (kind: Kind, a1: string) => new RegExp(`"?${esc(SHEETS[kind])}"? (?:${a1})\\b`);
const sheetNamed = (kind: Kind) => new RegExp(esc(SHEETS[kind]));
function esc(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
/** A sort of rows `from`…`to` by column `by` as Sheets does it for what is read: each row's typed and written cells move together (the row formulas are alike). */
const sortRows =
  (from: number, to: number, columns: number, by: number, descending = true) =>
  (s: ReturnType<FakeGas['book']['sheet']>) => {
    const range = s.getRange(from, 1, to - from + 1, columns);
    const formulas = range.getFormulas();
    const rows = writable(range, false);
    const order = rows.map((_, i) => i).sort((x, y) => String(rows[x][by - 1]).localeCompare(String(rows[y][by - 1])) * (descending ? -1 : 1) || x - y);
    rows.forEach((_, i) =>
      order[i] === i ? undefined : rows[order[i]].forEach((v, c) => (formulas[i][c] ? undefined : s.getRange(from + i, c + 1).setValue(v === null ? '' : v))),
    );
  };

const protocolEdits = (kind: 'protocol' | 'final' | 'match'): Edit[] => [
  { sheet: kind, what: 'types over an SMP formula (K12)', apply: type('K12', 999), names: cellOf(kind, 'K12') },
  { sheet: kind, what: 'types over the IMP total (E4) and the VP (F4)', apply: (s) => s.getRange('E4:F4').setValues([[99, 30]]), names: cellOf(kind, 'E4') },
  { sheet: kind, what: 'types over a game number (A12)', apply: type('A12', 'postponed'), names: cellOf(kind, 'A12') },
  { sheet: kind, what: 'types over the games per room (D2)', apply: type('D2', 12), names: cellOf(kind, 'D2') },
  { sheet: kind, what: 'types over the IMP table (Y12)', apply: type('Y12', 7), names: cellOf(kind, 'Y12') },
  { sheet: kind, what: 'deletes game 2 OPEN (row 12)', apply: (s) => s.deleteRows(12, 1), names: sheetNamed(kind), deletes: 12 },
  { sheet: kind, what: 'sorts the game rows by winner', apply: sortRows(10, 17, 10, 10), names: cellOf(kind, 'A1\\d') },
  { sheet: kind, what: 'renames the sheet', apply: (s) => s.setName(`${s.getName()} (old)`), names: sheetNamed(kind), renames: true },
];
const EDITS: Edit[] = [
  ...protocolEdits('protocol'),
  // The protocol alone names each row whose winner no longer names a team; the event names B4.
  { sheet: 'protocol', what: "types over team A's name (B4)", apply: type('B4', 'Rd'), names: cellOf('protocol', 'B4|J1\\d') },
  ...protocolEdits('final'),
  ...protocolEdits('match'),
  { sheet: 'standings', what: 'types over the table (A5:B5)', apply: (s) => s.getRange('A5:B5').setValues([[3, 'Green']]), names: cellOf('standings', 'A5') },
  { sheet: 'standings', what: 'types over a team number (M6)', apply: type('M6', 7), names: cellOf('standings', 'M6') },
  { sheet: 'standings', what: "types over a team's name (N6)", apply: type('N6', 'Bleu'), names: cellOf('standings', '[CD]1\\d') },
  { sheet: 'standings', what: 'types over the match count (F2)', apply: type('F2', 2), names: cellOf('standings', 'F2') },
  { sheet: 'standings', what: 'types over the match count (T9)', apply: type('T9', 'x'), names: cellOf('standings', 'T9') },
  { sheet: 'standings', what: "clears a match's protocol (M13)", apply: type('M13', ''), names: cellOf('standings', 'M13') },
  { sheet: 'standings', what: 'deletes a match row (13)', apply: (s) => s.deleteRows(13, 1), names: cellOf('standings', '[A-Z]+1\\d'), deletes: 13 },
  { sheet: 'standings', what: 'deletes a team row (6)', apply: (s) => s.deleteRows(6, 1), names: cellOf('standings', 'A\\d+'), deletes: 6 },
  { sheet: 'standings', what: 'sorts the matches by team A', apply: sortRows(13, 15, 13, 3), names: cellOf('standings', 'M13') },
  { sheet: 'standings', what: 'sorts the calculation block by team', apply: sortRows(5, 7, 18, 14, false), names: cellOf('standings', 'M5') },
  { sheet: 'standings', what: 'renames the sheet', apply: (s) => s.setName('Standings (old)'), names: sheetNamed('standings'), renames: true },
  { sheet: 'dice', what: 'types over a roll (B5)', apply: type('B5', 'x'), names: sheetNamed('dice') },
  { sheet: 'dice', what: 'deletes a row (5)', apply: (s) => s.deleteRows(5, 1), names: sheetNamed('dice'), deletes: 5 },
  { sheet: 'dice', what: 'renames the sheet', apply: (s) => s.setName('Dice (old)'), names: sheetNamed('dice'), renames: true },
];

/** Puts the world back as built: added sheets removed, names back, deleted rows inserted, the cells written back. */
function undo(edit: Edit): void {
  for (const s of gas.book.getSheets()) if (!baseIds.has(s.getSheetId())) gas.book.deleteSheet(s);
  const sheet = gas.book.sheet(names[edit.sheet]);
  if (names[edit.sheet] !== SHEETS[edit.sheet]) sheet.setName(SHEETS[edit.sheet]);
  names = { ...SHEETS };
  if (edit.deletes !== undefined) sheet.insertRowsBefore(edit.deletes, 1);
  // A deleted standings row also moved the Final's references into it.
  for (const name of new Set([SHEETS[edit.sheet], ...(edit.deletes !== undefined && edit.sheet === 'standings' ? [SHEETS.final] : [])])) {
    const cells = saved.get(name)!;
    const s = gas.book.sheet(name);
    s.getRange(1, 1, s.getMaxRows(), s.getMaxColumns()).clearContent();
    s.getRange(1, 1, cells.length, cells[0].length).setValues(cells);
  }
}

const CASES = EDITS.flatMap((edit) =>
  Object.entries(ACTIONS)
    .filter(([, a]) => a.reads.includes(edit.sheet) && (!a.afterRename || edit.renames))
    .map(([what]) => [`${edit.sheet}: the TD ${edit.what}, then ${what}`, edit, what] as const),
);

describe('an edited duplicate sheet, then a follow-up action: nothing lost, or refused naming the damage', () => {
  it.each(CASES)('%s', (_, edit, what) => {
    const action = ACTIONS[what];
    const sheet = gas.book.sheet(SHEETS[edit.sheet]);
    edit.apply(sheet);
    if (sheet.getName() !== SHEETS[edit.sheet]) names = { ...names, [edit.sheet]: sheet.getName() };
    try {
      const snap = () =>
        JSON.stringify(bookSnapshot(gas).filter((x) => action.writes === 'adds sheets' || [names.standings, names.final, names[edit.sheet]].includes(x.name)));
      const before = action.writes ? snap() : '';
      const got = outcome(action.run);
      const base = baseline.get(what);
      const same = base !== undefined && JSON.stringify(named(got)) === JSON.stringify(base);
      if (!got.ok) {
        // Refused: for the damage (named), or as before the edit; nothing written.
        expect(got.error).not.toMatch(INTERNAL);
        if (!same) expect(got.error).toMatch(edit.names);
        if (action.writes) expect(snap()).toBe(before);
        return;
      }
      expect(got.value).not.toMatch(INTERNAL);
      const result = JSON.parse(got.value) as { problems?: string[] };
      // A read answers as before the edit, or lists the damage with its answer.
      if (!same && !action.writes) expect(result.problems ?? []).toEqual(expect.arrayContaining([expect.stringMatching(edit.names)]));
      if (action.writes === 'adds sheets') {
        const after = bookSnapshot(gas).filter((s) => (JSON.parse(before) as { name: string }[]).some((b) => b.name === s.name));
        expect(JSON.stringify(after)).toBe(before);
      } else if (action.writes) {
        // Only the choice cells changed, to the choice made (Blue #2, Red #1).
        const target = gas.book.sheet(names[action.writes.sheet]);
        expect(target.getRange(action.writes.range).getValues()).toEqual([[2, 1]]);
        target.getRange(action.writes.range).setValues([[1, 2]]);
        expect(snap()).toBe(before);
      }
    } finally {
      undo(edit);
    }
  });
});
