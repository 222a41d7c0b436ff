/**
 * publishStandings on GBQ sheets through the in-memory Sheets, end to end: tables created by the endpoints, results
 * typed, then published. The standings are checked against the LIVE table as the formula engine computed it on the
 * sheet (an independent path: the extractor never reads those cells), against hand-worked numbers, and refused
 * (naming the rows) while anything is flagged. Names with BBCode / Markdown / HTML specials survive the sheet and
 * are escaped.
 */
import { asSpreadsheet, installFakeGas } from '../../../../test/helpers/fakeGas';
import { EXTRACTORS, publishFrom } from '../../../publish';
import type { FakeSheet } from '../../../../dev/fake/sheet';
import { logOf } from '../sheets/log';
import { ENTRY, SETTINGS } from '../sheets/layout';
import { createGbqCrossTable, createGbqTable, withdrawGbqPlayer } from './endpoints';
import { crossGroupSheet } from '../sheets/cross';
import { liveTable, LogRow, typeEntries, typeLog } from './testHelpers';

const today = () => '2026-06-01';
type Format = 'text' | 'bbcode' | 'markdown' | 'html';

function book() {
  const gas = installFakeGas();
  const ss = asSpreadsheet(gas);
  const publish = (sheet: string, format: Format = 'text') => publishFrom(ss, { sheet, format }, EXTRACTORS, today).text;
  /** What the sidebar shows above the post. */
  const problems = (sheet: string) => publishFrom(ss, { sheet, format: 'text' }, EXTRACTORS, today).problems;
  return { gas, publish, problems };
}

/** The text form's table rows: [mark, #, player, games, TPs, TP%, D, GBQ]. */
function textRows(text: string): string[][] {
  const lines = text.split('\n');
  const start = lines.findIndex((l) => /^ +# {2}Player/.test(l)) + 2;
  const out: string[][] = [];
  for (let i = start; i < lines.length && lines[i] !== ''; i++)
    out.push([
      lines[i].slice(0, 1).trim(),
      ...lines[i]
        .slice(1)
        .trim()
        .split(/\s{2,}/),
    ]);
  return out;
}

/** The live table as the sheet computed it, in the published cells' form. */
function sheetRows(sheet: FakeSheet, n: number): string[][] {
  return liveTable(sheet, n).map((r) => {
    const withdrawn = r.status === 'withdrawn';
    const mark = r.status === 'qualified' ? 'Q' : r.status === 'out' || withdrawn ? 'X' : '';
    const pct = r.pct === '' ? '-' : (Math.round(Number(r.pct) * 1000) / 10).toFixed(1);
    const gbq = r.gbq === '' ? '' : Number(r.gbq) > 0 ? `+${Number(r.gbq).toFixed(1)}` : Number(r.gbq).toFixed(1);
    const row = [
      mark,
      withdrawn ? '-' : String(r.place),
      withdrawn ? `${r.player} (withdrawn)` : String(r.player),
      String(r.games),
      String(r.tps),
      pct,
      Number(r.d).toFixed(2),
    ];
    return gbq === '' ? row : [...row, gbq];
  });
}

const FOUR = ['Ann', 'Bob', 'Cid', 'Dee'];
// Single games, q = 2: Ann finished on 36 of 60; Bob and Cid (25 of 40 each) still play each other; Dee last.
const EXACT: LogRow[] = [
  ['Ann', 'Bob', '', 12, 8],
  ['Ann', 'Cid', 1, 12, 8],
  ['Dee', 'ann', '', 8, 12],
  ['Bob', 'Dee', '', 17, 3],
  ['Cid', 'Dee', '', 17, 3],
];

describe('publishing a GBQ group table', () => {
  it('a log table: the sums, the exact marks (Ann qualified, which the bound cannot see) and the progress; equal to the LIVE table', () => {
    const { gas, publish } = book();
    createGbqTable({ title: 'Group A', players: FOUR, qualifiers: 2, gamesPerMatch: 1, log: true });
    const sheet = gas.book.sheet('Group A');
    typeLog(sheet, logOf(4, 6).first, 6, EXACT);
    const text = publish('Group A');
    expect(text.split('\n')[0]).toBe('Group A — 2026-06-01 — after 5 of 6 games');
    // By hand: Bob 25/2 = 62.5 %, D 0.5; Cid the same (later row); Ann 36/3 = 60 %, D 0.6; Dee 14/3, D −1.6.
    // Reference place 2 = Cid (D 0.5): Bob 0, Cid 0, Ann −0.1 → −0.0 → 0.0, Dee +2.1 → +2.0.
    expect(textRows(text)).toEqual([
      ['', '1', 'Bob', '2', '25', '62.5', '0.50', '0.0'],
      ['', '2', 'Cid', '2', '25', '62.5', '0.50', '0.0'],
      ['Q', '3', 'Ann', '3', '36', '60.0', '0.60', '0.0'],
      ['X', '4', 'Dee', '3', '14', '23.3', '-1.60', '+2.0'],
    ]);
    expect(textRows(text)).toEqual(sheetRows(sheet, 4));
    expect(text).toContain('Q and X are exact over every outcome of the 1 game still to play');
  });

  it('an entry table: the sound bound, the default totals computed; equal to the LIVE table', () => {
    const { gas, publish } = book();
    createGbqTable({ title: 'Entry', players: FOUR, qualifiers: 2, gamesPerMatch: 1 });
    const sheet = gas.book.sheet('Entry');
    typeEntries(sheet, [
      { played: 3, tps: 36 },
      { played: 2, tps: 25 },
      { played: 2, tps: 25 },
      { played: 3, tps: 14 },
    ]);
    const text = publish('Entry');
    expect(text.split('\n')[0]).toBe('Entry — 2026-06-01 — after 5 of 6 games');
    expect(textRows(text)).toEqual(sheetRows(sheet, 4));
    expect(textRows(text).map((r) => r[0])).toEqual(['', '', '', 'X']);
    expect(text).toContain('a sound bound (the table has no results log)');
  });

  it('a withdrawn player is listed last as withdrawn, without place or GBQ; the rest follow the ruling', () => {
    const { gas, publish } = book();
    const FIVE = ['Ann', 'Bob', 'Cid', 'Dee', 'Eve'];
    createGbqTable({ title: 'Group B', players: FIVE, qualifiers: 2, gamesPerMatch: 1, log: true });
    const sheet = gas.book.sheet('Group B');
    typeLog(sheet, logOf(5, 10).first, 10, [
      ['Ann', 'Dee', '', 5, 15],
      ['Bob', 'Dee', '', 16, 4],
      ['Ann', 'Cid', '', 12, 8],
      ['Ann', 'Eve', '', 14, 6],
      ['Bob', 'Cid', '', 9, 11],
    ]);
    withdrawGbqPlayer({ sheet: 'Group B', player: 'Dee', games: 'keep' });
    const text = publish('Group B');
    const rows = textRows(text);
    expect(rows[4]).toEqual(['X', '-', 'Dee (withdrawn)', '2', '19', '47.5', '-0.10']);
    expect(rows).toEqual(sheetRows(sheet, 5));
    // Dee's unplayed games (Cid, Eve) are cancelled: 5 played, 10 − 2 − 3 = … of the pairs without Dee, 6 remain minus 3 played.
    expect(text.split('\n')[0]).toBe('Group B — 2026-06-01 — after 5 of 8 games');
    expect(text).toContain('Withdrawn: Dee (games played kept, the rest cancelled). They take no place.');
    withdrawGbqPlayer({ sheet: 'Group B', player: 'Eve', games: 'void' });
    expect(textRows(publish('Group B')).slice(3)).toEqual([
      ['X', '-', 'Dee (withdrawn)', '2', '19', '47.5', '-0.10'],
      ['X', '-', 'Eve (withdrawn)', '0', '0', '-', '0.00'],
    ]);
  });

  it('lists the problems of a table with flagged entries above the post, naming every row to fix; the post as before once fixed', () => {
    const { gas, publish, problems } = book();
    createGbqTable({ title: 'Group C', players: FOUR, qualifiers: 1, gamesPerMatch: 1, log: true });
    const sheet = gas.book.sheet('Group C');
    const first = logOf(4, 6).first;
    typeLog(sheet, first, 6, [
      ['Ann', 'Bob', '', 12, 7],
      ['Cid', 'Zed', '', 10, 10],
    ]);
    // The problems are listed above the post (the flagged rows left out), not refused; the post has none of them.
    expect(publish('Group C').split('\n').slice(0, 2)).toEqual(['Group C — 2026-06-01 — after 0 of 6 games', '=========================================']);
    expect(problems('Group C')).toEqual([
      `"Group C" M${first}: TPs do not share out: 19 TPs, but 1 game(s) share out 20.`,
      `"Group C" K${first + 1}: player 2 'Zed' is not in the player list (ENTRY block).`,
    ]);
    expect(publish('Group C')).not.toContain('PROBLEMS TO FIX');
    typeLog(sheet, first, 6, [['Ann', 'Bob', '', 12, 8]]);
    expect(publish('Group C').split('\n')[0]).toBe('Group C — 2026-06-01 — after 1 of 6 games');
    sheet.getRange(SETTINGS.firstRow + 2, ENTRY.total).setValue(3);
    expect(problems('Group C')).toContain(
      `"Group C" K${SETTINGS.firstRow + 2} ('Cid'): total games follow the schedule and the log: undo the change, or copy the formula from another row.`,
    );
    expect(textRows(publish('Group C')).map((r) => r[2])).not.toContain('Cid');

    createGbqTable({ title: 'Entry', players: FOUR, qualifiers: 1 });
    typeEntries(gas.book.sheet('Entry'), [{ played: 3, tps: 45 }, { played: 3, tps: 15 }, { played: 12, tps: 10 }, {}]);
    expect(problems('Entry')).toContain(`"Entry" L${SETTINGS.firstRow + 2} ('Cid'): more games played than total games.`);
    // refused only when the standings cannot be computed at all: here, one player left
    typeEntries(gas.book.sheet('Entry'), [{ played: 3, tps: 45 }, { played: 'x' }, { played: 12, tps: 10 }, { total: 0 }]);
    expect(() => publish('Entry')).toThrow(`Cannot publish the standings of "Entry" until these are fixed (the table's Check columns and B6 flag them too):`);
  });

  it('names with BBCode, Markdown and HTML specials survive the sheet and are escaped in each form', () => {
    const { gas, publish } = book();
    const names = ['Eve[/code][url=x]', 'Pipe | *Star*', '<b>Bob</b> & co', '007'];
    createGbqTable({ title: 'Cup [b] <i>', players: names, qualifiers: 1 });
    typeEntries(gas.book.sheet('Cup [b] <i>'), [{ played: 1, tps: 15 }, { played: 1, tps: 5 }, {}, {}]);
    const bb = publish('Cup [b] <i>', 'bbcode');
    expect(bb.match(/\[\/?[a-z]+[^\]]*]/gi)).toEqual(['[b]', '[/b]', '[code]', '[/code]']);
    expect(bb).toContain('Eve［/code］［url=x］');
    const md = publish('Cup [b] <i>', 'markdown');
    expect(md).toContain('Pipe \\| \\*Star\\*');
    expect(md).toContain('\\<b\\>Bob\\</b\\> \\& co');
    const html = publish('Cup [b] <i>', 'html');
    expect(html).toContain('<td>&#60;b&#62;Bob&#60;/b&#62; &#38; co</td>');
    expect(html).toContain('<strong>Cup [b] &#60;i&#62;</strong>');
    expect(publish('Cup [b] <i>')).toContain('\n4  007   ');
  });
});

describe('publishing a GBQ cross-group table', () => {
  it('the best k of the (q+1)-th placed, each from its group’s results; a group with problems is named', () => {
    const { gas, publish, problems } = book();
    createGbqTable({ title: "Group 'A'", players: ['A1', 'A2', 'A3'], qualifiers: 1, gamesPerMatch: 1 });
    createGbqTable({ title: 'Group B', players: ['B1', 'B2', 'B3'], qualifiers: 1, gamesPerMatch: 1 });
    typeEntries(gas.book.sheet("Group 'A'"), [
      { played: 2, tps: 30 },
      { played: 2, tps: 22 },
      { played: 2, tps: 8 },
    ]);
    typeEntries(gas.book.sheet('Group B'), [{ played: 1, tps: 15 }, { played: 1, tps: 5 }, {}]);
    createGbqCrossTable({ title: 'Best 2nds', sheets: ["Group 'A'", 'Group B'], k: 1 });
    const text = publish('Best 2nds');
    expect(text.split('\n')[0]).toBe('Best 2nds — 2026-06-01 — after 4 of 6 games');
    // A2 22/40 = 55 % beats B2 5/20 = 25 %.
    expect(text).toContain("Q     1  Group 'A'      2  A2          2   22  55.0  finished");
    expect(text).toContain('      2  Group B        2  B2          1    5  25.0  2 games to play');
    typeEntries(gas.book.sheet('Group B'), [{ played: 1, tps: 25 }, { played: 1, tps: 5 }, {}]);
    // A group's problems are listed above the post, the group computed over the rows that can be read.
    expect(problems('Best 2nds')).toEqual([
      `"Group B" P10 ('B1'): more TPs than the games played share out ((win + loss) × games).`,
      '"Group B" C6: Group: the games played add up to 1, an odd number; every game has two players of the group.',
    ]);
    expect(publish('Best 2nds')).toContain('      2  Group B        2  B3          0    0     -');
  });

  it('reads the group sheet from a row formula, quoted or not', () => {
    expect(crossGroupSheet("='Group ''A'''!$A$1")).toBe("Group 'A'");
    expect(crossGroupSheet('=GroupB!$A$1')).toBe('GroupB');
    expect(crossGroupSheet('=#REF!')).toBeUndefined();
  });
});
