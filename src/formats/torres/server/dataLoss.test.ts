/**
 * Data-loss suite (docs/rules.md §0.3): a TD edits a generated TORRES sheet — types over a protected formula, a game
 * number or a key column, a settings cell; deletes a row; renames the sheet; sorts the table's rows — and then runs
 * every follow-up action of the format. Each case either completes with nothing lost (every typed result still on
 * the group sheets) or refuses with a message naming the damaged sheet cell (or the renamed sheet) and writes
 * nothing — never an internal error (TypeError, "Cannot read", NaN, undefined, [object Object]).
 *
 * The world: a championship of two groups of 5 (league 1 and league 2), every result typed.
 */
import { asSpreadsheet, installFakeGas } from '../../../../test/helpers/fakeGas';
import { bookSnapshot } from '../../../../test/helpers/lock';
import type { FakeGas } from '../../../../dev/fake/gas';
import type { FakeSheet } from '../../../../dev/fake/sheet';
import { EXTRACTORS, publishFrom } from '../../../publish';
import { asText } from '../../../shared/sheets/text';
import { GROUP } from '../sheets/layout';
import { createTorresGroups, readTorresOverview, rollOverTorres, withdrawTorresPlayer } from './endpoints';
import { scheduledGames, seasonPoints, typePoints } from './testHelpers';

const names = (prefix: string, n: number): string[] => Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`);
const GAMES = 4; // a group of 5 plays 4 games (3 of four players, 1 of three)
const GROUP_SHEETS = ['S L1', 'S L2'];

function world(): FakeGas {
  const gas = installFakeGas();
  createTorresGroups({ title: 'S', groups: [names('A', 5), names('B', 5)], seed: 'loss' });
  for (const name of GROUP_SHEETS) {
    const sheet = gas.book.sheet(name);
    typePoints(sheet, seasonPoints(scheduledGames(sheet, GAMES), name));
  }
  return gas;
}

/** Every typed result on the TORRES group sheets (whatever their name now): each game's (name, points) seats, sorted. */
function typedResults(gas: FakeGas): string[] {
  const out: string[] = [];
  for (const sheet of gas.book.getSheets() as FakeSheet[]) {
    const values = sheet.getDataRange().getValues();
    if (!/^S2? L\d|^Renamed$/.test(sheet.getName())) continue;
    for (let r = GROUP.firstGameRow; r < GROUP.firstGameRow + 15 && r <= values.length; r++) {
      const row = values[r - 1];
      const seats: string[] = [];
      for (let s = 0; s < GROUP.seats; s++) {
        const points = row[2 * s + 2];
        if (points !== '' && points !== null && points !== undefined) seats.push(`${String(points)}`);
      }
      if (seats.length > 0) out.push(seats.sort().join(','));
    }
  }
  return out.sort();
}

/** Sorts the rows of a block by a column's text, as Sheets' "Sort range" does to the values. */
function sortRows(sheet: FakeSheet, first: number, last: number, fromColumn: number, toColumn: number, by: number): void {
  const range = sheet.getRange(first, fromColumn, last - first + 1, toColumn - fromColumn + 1);
  const rows = range.getValues() as unknown[][];
  rows.sort((a, b) => String(b[by - fromColumn]).localeCompare(String(a[by - fromColumn])));
  range.setValues(rows.map((row) => row.map((v) => (typeof v === 'string' ? asText(v) : v))) as (string | number)[][]);
}

type Edit = [string, (gas: FakeGas) => void];

const GROUP_EDITS: Edit[] = [
  ['types over the Check (J12)', (g) => g.book.sheet('S L2').getRange('J12').setValue('fine')],
  ['types over TORRESRANK (K9)', (g) => g.book.sheet('S L2').getRange('K9').setValue('x')],
  ['types over the results counter (B7)', (g) => g.book.sheet('S L2').getRange('B7').setValue(99)],
  ['types over a workings cell (X3, the VP used)', (g) => g.book.sheet('S L2').getRange('X3').setValue('x')],
  ['types over a game number (A11)', (g) => g.book.sheet('S L2').getRange('A11').setValue('postponed')],
  ['types over VP by place (C3)', (g) => g.book.sheet('S L2').getRange('C3').setValue('four')],
  ['types over the Elo order (B4)', (g) => g.book.sheet('S L2').getRange('B4').setValue('lo')],
  ['types over the seed (B2)', (g) => g.book.sheet('S L2').getRange('B2').setValue('other')],
  ['types over a name of the Elo list (R11)', (g) => g.book.sheet('S L2').getRange('R11').setValue('Zed')],
  ['types over a player in a game (B10)', (g) => g.book.sheet('S L2').getRange('B10').setValue('Zed')],
  ['deletes a game row (row 11)', (g) => g.book.sheet('S L2').deleteRows(11, 1)],
  ['deletes the last game row (row 13)', (g) => g.book.sheet('S L2').deleteRows(13, 1)],
  ['renames the group sheet', (g) => g.book.sheet('S L2').setName('Renamed')],
  ['sorts the games block (A10:I13 by the first points)', (g) => sortRows(g.book.sheet('S L2'), 10, 13, 1, 9, 3)],
];

const OVERVIEW_EDITS: Edit[] = [
  ['types over a final order (F7)', (g) => g.book.sheet('S leagues').getRange('F7').setValue('x')],
  ['types over the Leagues cell (B3)', (g) => g.book.sheet('S leagues').getRange('B3').setValue('three')],
  ['types over a sheet name (C12)', (g) => g.book.sheet('S leagues').getRange('C12').setValue('Nope')],
  ['types over a league (A9, inside league 1)', (g) => g.book.sheet('S leagues').getRange('A9').setValue(2)],
  ['types text over a group (B13)', (g) => g.book.sheet('S leagues').getRange('B13').setValue('one')],
  ['deletes a row (row 8)', (g) => g.book.sheet('S leagues').deleteRows(8, 1)],
  ['renames the overview', (g) => g.book.sheet('S leagues').setName('Renamed overview')],
  ['sorts the rows (A7:I16 by player)', (g) => sortRows(g.book.sheet('S leagues'), 7, 16, 1, 5, 5)],
];

const ss = (gas: FakeGas) => asSpreadsheet(gas);
const publish = (gas: FakeGas, sheet: string) => publishFrom(ss(gas), { sheet, format: 'text' }, EXTRACTORS, () => '2026-06-01');
const existing = (gas: FakeGas, ...candidates: string[]) => candidates.find((n) => gas.book.getSheetByName(n)) ?? candidates[0];

type Action = [string, (gas: FakeGas) => unknown];

/**
 * The follow-up actions, run one after the other on the same edited world: the read-only ones first, then the
 * writing ones (the roll-over writes only new sheets, so the withdrawal after it meets the edited sheets as they were).
 */
const ACTIONS: Action[] = [
  ['publish the group', (g) => publish(g, existing(g, 'S L2', 'Renamed'))],
  ['publish the overview', (g) => publish(g, existing(g, 'S leagues', 'Renamed overview'))],
  [
    'the withdraw panel reads the active group',
    (g) => {
      g.book.setActiveSheet(g.book.sheet(existing(g, 'S L2', 'Renamed')));
      return readTorresOverview({ activeGroupOnly: true });
    },
  ],
  [
    'read the overview and roll over',
    (g) => {
      const read = readTorresOverview({ sheet: existing(g, 'S leagues', 'Renamed overview') });
      return rollOverTorres({ title: 'S2', previous: read.previous, elo: read.elo, newPlayers: [], seed: 'r' });
    },
  ],
  ['withdraw a player', (g) => withdrawTorresPlayer({ sheet: existing(g, 'S L2', 'Renamed'), player: 'B2' })],
];

const INTERNAL = /TypeError|Cannot read|NaN|undefined|\[object Object\]|Infinity/;
const NAMES_CELL = /"[^"]+" [A-Z]+\d+/;

/** What one action did, checked: an answer without internal words (its problems naming cells), or a refusal naming a cell that wrote nothing. */
function outcome(gas: FakeGas, run: (gas: FakeGas) => unknown): string[] {
  const wrong: string[] = [];
  const typed = typedResults(gas);
  const before = JSON.stringify(bookSnapshot(gas));
  try {
    const result = run(gas);
    const text = JSON.stringify(result) ?? '';
    if (INTERNAL.test(text)) wrong.push(`internal words in the answer: ${text.slice(0, 300)}`);
    for (const p of (result as { problems?: string[] } | undefined)?.problems ?? []) if (!NAMES_CELL.test(p)) wrong.push(`a problem names no cell: ${p}`);
  } catch (e) {
    const error = e instanceof Error ? e.message : String(e);
    if (INTERNAL.test(error)) wrong.push(`internal error: ${error}`);
    if (!NAMES_CELL.test(error) && !/sheet "[^"]+" is missing/.test(error)) wrong.push(`the refusal names no cell: ${error}`);
    if (JSON.stringify(bookSnapshot(gas)) !== before) wrong.push(`refused after writing: ${error}`);
  }
  const after = typedResults(gas);
  if (JSON.stringify(after) !== JSON.stringify(typed)) wrong.push(`typed results lost: ${typed.filter((t) => !after.includes(t)).join(' | ')}`);
  return wrong;
}

describe('TORRES data loss: a TD edit, then every follow-up action', () => {
  it.each([...GROUP_EDITS, ...OVERVIEW_EDITS])('%s', (_edit, apply) => {
    const gas = world();
    apply(gas);
    const wrong = ACTIONS.flatMap(([action, run]) => outcome(gas, run).map((w) => `${action}: ${w}`));
    expect(wrong).toEqual([]);
  });

  it('the suite can fail: a lost result is seen', () => {
    const gas = world();
    expect(
      outcome(gas, (g) => {
        g.book.sheet('S L2').getRange('C10').setValue('');
      }),
    ).toEqual([expect.stringMatching(/^typed results lost: /)]);
    expect(
      outcome(gas, () => {
        throw new TypeError("Cannot read properties of undefined (reading 'x')");
      }),
    ).toContain("internal error: Cannot read properties of undefined (reading 'x')");
  });
});

describe('TORRES data loss: the roll-over sheet edited, then the new season', () => {
  // No endpoint reads the roll-over sheet back (the new season's overview and group sheets carry everything): typing
  // over it, deleting its rows, sorting or renaming it leaves every follow-up action of the new season as it was.
  it('types over a move and a new group, deletes a row, sorts the moves and renames the sheet; the new season still answers', () => {
    const gas = world();
    const read = readTorresOverview({ sheet: 'S leagues' });
    rollOverTorres({ title: 'S2', previous: read.previous, elo: read.elo, newPlayers: [], seed: 'r' });
    const sheet = gas.book.sheet('S2 roll-over');
    sheet.getRange('B7').setValue('x');
    sheet.getRange('I7').setValue('Nope');
    sheet.getRange('K8').setValue('Zed');
    sheet.deleteRows(9, 1);
    sortRows(sheet, 7, 12, 1, 5, 1);
    sheet.setName('Renamed roll-over');
    const next = gas.book.sheet('S2 L1');
    typePoints(next, seasonPoints(scheduledGames(next, 15), 'next').slice(0, 2));
    const actions: Action[] = [
      ['publish the new group', (g) => publish(g, 'S2 L1')],
      ['publish the new overview', (g) => publish(g, 'S2 leagues')],
      [
        'withdraw a player of the new season',
        (g) => withdrawTorresPlayer({ sheet: 'S2 L1', player: String(g.book.sheet('S2 L1').valueAt(GROUP.firstGameRow + 4, GROUP.eloColumn)) }),
      ],
    ];
    const wrong = actions.flatMap(([action, run]) => outcome(gas, run).map((w) => `${action}: ${w}`));
    expect(wrong).toEqual([]);
    expect(publish(gas, 'S2 leagues').problems).toEqual([]);
  });
});
