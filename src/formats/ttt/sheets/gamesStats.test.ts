/**
 * The statistics block of a group's Games sheet (S:AC; docs/rules.md §1.12), which the Stats sheet reads: ONE array
 * formula (T5) spills played, W1 … LT and points for every member. Its values must equal the per-member formulas it
 * replaces — one SUMPRODUCT pair per column and member, kept here as the model and evaluated on the same sheet
 * (AQ:AZ beside the block) — on played groups of every shape, in en_US and de_DE; and, where the results are plain
 * codes, a count written here game by game over the typed codes.
 */
import fc from 'fast-check';
import type { FakeGas } from '../../../../dev/fake/gas';
import type { Locale } from '../../../../dev/fake/typed';
import { asSpreadsheet, installFakeGas } from '../../../../test/helpers/fakeGas';
import { colRange, columnLetters } from '../../../shared/sheets/plan';
import { writtenFormula } from '../../../shared/sheets/text';
import { TTT_CODES, TTT_SYNONYMS } from '../rules/codes';
import { ARRAY_PART_ROWS, GAMES } from './layout';
import { createMiniTtt } from '../server/endpoints';
import { create, gameLines, names, SCORE, type GameLine } from './testHelpers';

type Sheet = ReturnType<FakeGas['book']['sheet']>;

const FIRST = GAMES.firstRow;
const BLOCK = GAMES.statsColumn + 1; // T: played, then W1 … LT, points (AC)
const WIDTH = GAMES.statsColumns - 1;
/** Where the model is written: AQ:AZ, one line per member beside the block (and past a large group's parts, AD:AN). */
const MODEL = 43;

/** The model: the old per-member line (played, each code, points) over the game rows, reading the member's name in S (written as applyPlan wrote it: in ARRAYFORMULA). */
function modelLine(row: number, last: number): string[] {
  const col = (c: number): string => colRange(c, FIRST, last, true);
  const me = `$${columnLetters(GAMES.statsColumn)}${row}`;
  const [inviter, invitee, ic, ec] = [GAMES.col.inviter, GAMES.col.invitee, GAMES.col.inviterCode, GAMES.col.inviteeCode].map(col);
  const count = (test: (code: string) => string): string => `=SUMPRODUCT((${inviter}=${me})*${test(ic)})+SUMPRODUCT((${invitee}=${me})*${test(ec)})`;
  const points = (who: string, code: string, pts: number): string => `SUMPRODUCT((${who}=${me})*(${code}<>""), ${col(pts)})`;
  return [
    count((x) => `(${x}<>"")`),
    ...TTT_CODES.map((_, k) => count((x) => `(${x}=${k + 1})`)),
    `=${points(inviter, ic, GAMES.col.inviterPoints)}+${points(invitee, ec, GAMES.col.inviteePoints)}`,
  ];
}

/** The members listed in the block (S from row 5). */
function members(sheet: Sheet): string[] {
  const out: string[] = [];
  for (let row = FIRST; sheet.valueAt(row, GAMES.statsColumn) !== ''; row++) out.push(String(sheet.valueAt(row, GAMES.statsColumn)));
  return out;
}

/** The last game row (the column of inviters from row 5). */
function lastGameRow(sheet: Sheet): number {
  let row = FIRST;
  while (sheet.valueAt(row + 1, GAMES.col.inviter) !== '') row++;
  return row;
}

/** Writes the model beside the block once (AQ:AZ); it recalculates with the sheet. */
function writeModel(gas: FakeGas, name: string): void {
  const sheet = gas.book.sheet(name);
  const m = members(sheet).length;
  const last = lastGameRow(sheet);
  const wrapped = asSpreadsheet(gas).getSheetByName(name)!;
  if (wrapped.getMaxColumns() < MODEL + WIDTH - 1) wrapped.insertColumnsAfter(wrapped.getMaxColumns(), MODEL + WIDTH - 1 - wrapped.getMaxColumns());
  wrapped.getRange(FIRST, MODEL, m, WIDTH).setFormulas(Array.from({ length: m }, (_, i) => modelLine(FIRST + i, last).map(writtenFormula)));
}

const block = (sheet: Sheet, m: number): unknown[][] => sheet.getRange(FIRST, BLOCK, m, WIDTH).getValues();
const model = (sheet: Sheet, m: number): unknown[][] => sheet.getRange(FIRST, MODEL, m, WIDTH).getValues();

/** The block equals the model line for line (and nothing spills past the last member). */
function expectBlockIsModel(gas: FakeGas, name: string): unknown[][] {
  const sheet = gas.book.sheet(name);
  const m = members(sheet).length;
  const values = block(sheet, m);
  expect(values).toEqual(model(sheet, m));
  expect(
    sheet
      .getRange(FIRST + m, BLOCK, 1, WIDTH)
      .getValues()[0]
      .every((v) => v === ''),
  ).toBe(true);
  return values;
}

/** Played, W1 … LT and points of each member counted game by game over plain codes typed from the inviter's view (current scoring). */
function countCodes(lines: readonly GameLine[], typed: readonly string[], players: readonly string[]): number[][] {
  const mirror: Record<string, string> = { W1: 'L1', W2: 'L2', W3: 'L3', L1: 'W1', L2: 'W2', L3: 'W3', WT: 'LT', LT: 'WT' };
  return players.map((p) => {
    const line = new Array<number>(WIDTH).fill(0);
    lines.forEach((g, i) => {
      const code = typed[i];
      if (code === '' || (g.inviter !== p && g.invitee !== p)) return;
      const mine = g.inviter === p ? code : mirror[code];
      line[0] += 1;
      line[1 + TTT_CODES.indexOf(mine as (typeof TTT_CODES)[number])] += 1;
      line[WIDTH - 1] += SCORE[mine][0];
    });
    return line;
  });
}

function typeColumn(gas: FakeGas, name: string, results: readonly (string | number)[]): void {
  asSpreadsheet(gas)
    .getSheetByName(name)!
    .getRange(FIRST, GAMES.col.result, results.length, 1)
    .setValues(results.map((r) => [r]));
}

const close = (a: unknown[][], b: number[][]): void => {
  expect(a.map((r) => r.slice(0, WIDTH - 1))).toEqual(b.map((r) => r.slice(0, WIDTH - 1)));
  a.forEach((r, i) => expect(r[WIDTH - 1] as number).toBeCloseTo(b[i][WIDTH - 1], 9));
};

describe.each<[Locale]>([['en_US'], ['de_DE']])('the Games statistics block equals the per-member formulas it replaces (%s)', (locale) => {
  /** A decimal as the TD types it in this locale. */
  const decimal = (x: string): string => (locale === 'de_DE' ? x.replace('.', ',') : x);

  it('single round robin of 5: every code from both views, WT x / LT x, a bare number, synonyms; counted game by game too', () => {
    const gas = installFakeGas({ locale });
    create(gas, { title: 'S', players: names(5), groupSize: 5, seed: 's' });
    const name = 'S G1 Games';
    writeModel(gas, name);
    const lines = gameLines(gas, name);
    const plain = lines.map((_, i) => (i === lines.length - 1 ? '' : TTT_CODES[i % TTT_CODES.length]));
    typeColumn(gas, name, plain);
    const sheet = gas.book.sheet(name);
    const players = members(sheet);
    close(expectBlockIsModel(gas, name), countCodes(lines, plain, players));
    // Synonyms, adjudicated scores and a bare number (the model decides their counts and points).
    const mixed = lines.map(
      (_, i) => [TTT_SYNONYMS.W2[0], `WT ${decimal('1.8')}`, `lt ${decimal('2.5')}`, decimal('1.2'), TTT_SYNONYMS.L3[0], 'LT', 'WT'][i % 7],
    );
    typeColumn(gas, name, mixed);
    const values = expectBlockIsModel(gas, name);
    expect(values.reduce((n, r) => n + (r[0] as number), 0)).toBe(2 * lines.length);
  });

  it('double round robin of 4, random results (codes, synonyms, WT x / LT x, numbers, slips, blanks), removed players', () => {
    const gas = installFakeGas({ locale });
    create(gas, { title: 'D', players: names(4), groupSize: 4, double: true, seed: 'd' });
    const name = 'D G1 Games';
    writeModel(gas, name);
    const lines = gameLines(gas, name);
    const players = members(gas.book.sheet(name));
    const table = asSpreadsheet(gas).getSheetByName('D G1 Table')!;
    const typed = fc.oneof(
      fc.constant(''),
      fc.constantFrom(...TTT_CODES, ...TTT_CODES.flatMap((c) => TTT_SYNONYMS[c])),
      fc.tuple(fc.constantFrom('WT ', 'LT ', 'wt'), fc.integer({ min: 10, max: 27 })).map(([k, x]) => `${k}${decimal(String(x / 10))}`),
      fc.integer({ min: 10, max: 27 }).map((x) => decimal(String(x / 10))),
      fc.constantFrom('W4', 'WT 9', 'x', 'L 1.8'),
    );
    fc.assert(
      fc.property(fc.array(typed, { minLength: lines.length, maxLength: lines.length }), fc.subarray(players, { maxLength: 2 }), (results, removed) => {
        typeColumn(gas, name, results);
        table.getRange(6, 15, players.length, 1).setValues(players.map((_, i) => [removed[i] ?? '']));
        expectBlockIsModel(gas, name);
      }),
      { numRuns: 12 },
    );
  });

  it('a group of 17, double (272 games): the block adds up its three parts (128, 128, 16 game rows), with codes, slips and a removed player', () => {
    const gas = installFakeGas({ locale });
    create(gas, { title: 'L', players: names(17), groupSize: 17, double: true, seed: 'l' });
    const name = 'L G1 Games';
    const sheet = gas.book.sheet(name);
    expect(lastGameRow(sheet) - FIRST + 1).toBeGreaterThan(2 * ARRAY_PART_ROWS);
    expect(sheet.formulaAt(FIRST, GAMES.statsPartColumn)).toMatch(/MMULT/);
    expect(sheet.formulaAt(FIRST + 17, GAMES.statsPartColumn)).toMatch(/MMULT/);
    expect(sheet.formulaAt(FIRST + 34, GAMES.statsPartColumn)).toMatch(/MMULT/);
    writeModel(gas, name);
    const lines = gameLines(gas, name);
    const plain = lines.map((_, i) => (i % 11 === 10 ? '' : TTT_CODES[(i * 5) % TTT_CODES.length]));
    typeColumn(gas, name, plain);
    const players = members(sheet);
    close(expectBlockIsModel(gas, name), countCodes(lines, plain, players));
    // A slip in each part, and a removed player.
    const slipped = plain.map((c, i) => (i === 3 || i === 130 || i === 260 ? 'W4' : c));
    typeColumn(gas, name, slipped);
    asSpreadsheet(gas).getSheetByName('L G1 Table')!.getRange('O6').setValue('P5');
    const kept = slipped.map((c, i) => (c === 'W4' || lines[i].inviter === 'P5' || lines[i].invitee === 'P5' ? '' : c));
    close(expectBlockIsModel(gas, name), countCodes(lines, kept, players));
  });

  it('a removed player: their games are struck out of every line', () => {
    const gas = installFakeGas({ locale });
    create(gas, { title: 'R', players: names(4), groupSize: 4, seed: 'r' });
    const name = 'R G1 Games';
    writeModel(gas, name);
    const lines = gameLines(gas, name);
    const plain = lines.map((_, i) => ['W1', 'L2', 'W3', 'LT', 'W2', 'L1'][i]);
    typeColumn(gas, name, plain);
    asSpreadsheet(gas).getSheetByName('R G1 Table')!.getRange('O6').setValue('P2');
    const players = members(gas.book.sheet(name));
    const kept = plain.map((c, i) => (lines[i].inviter === 'P2' || lines[i].invitee === 'P2' ? '' : c));
    close(expectBlockIsModel(gas, name), countCodes(lines, kept, players));
    expect(expectBlockIsModel(gas, name)[players.indexOf('P2')]).toEqual(new Array(WIDTH).fill(0));
  });

  it('a typed slip counts for nobody; the other games still count', () => {
    const gas = installFakeGas({ locale });
    create(gas, { title: 'T', players: names(4), groupSize: 4, seed: 't' });
    const name = 'T G1 Games';
    writeModel(gas, name);
    const lines = gameLines(gas, name);
    const plain = ['W1', 'W4', 'L3', 'WT', 'L1', 'W2'];
    typeColumn(gas, name, plain);
    const players = members(gas.book.sheet(name));
    close(
      expectBlockIsModel(gas, name),
      countCodes(
        lines,
        plain.map((c) => (c === 'W4' ? '' : c)),
        players,
      ),
    );
  });

  it('no result yet: every line is zero', () => {
    const gas = installFakeGas({ locale });
    create(gas, { title: 'E', players: names(6), groupSize: 6, double: true, seed: 'e' });
    const values = (writeModel(gas, 'E G1 Games'), expectBlockIsModel(gas, 'E G1 Games'));
    expect(values).toEqual(Array.from({ length: 6 }, () => new Array(WIDTH).fill(0)));
  });

  it("a mini-TTT of two (level on points and head-to-head in a double round robin): the block's lines past its game rows too", () => {
    const gas = installFakeGas({ locale });
    create(gas, { title: 'X', players: names(3), groupSize: 3, double: true, seed: 'x' });
    // P1 and P2 split their two games (W1 each, inviting) and both beat P3 twice: 3.5 points each.
    const code = (g: GameLine): string => (g.invitee === 'P3' ? 'W1' : g.inviter === 'P3' ? 'L1' : 'W1');
    typeColumn(gas, 'X G1 Games', gameLines(gas, 'X G1 Games').map(code));
    createMiniTtt({ sheet: 'X G1 Table' });
    const name = 'X G1 mini Games';
    writeModel(gas, name);
    const lines = gameLines(gas, name);
    const players = members(gas.book.sheet(name));
    expect(players.sort()).toEqual(['P1', 'P2']);
    expect(lines).toHaveLength(1);
    const plain = lines.map((_, i) => ['W2', 'LT'][i]);
    typeColumn(gas, name, plain);
    close(expectBlockIsModel(gas, name), countCodes(lines, plain, members(gas.book.sheet(name))));
  });

  it('every group of a set has its own block (two groups of 4), names Sheets would read as something else kept as text', () => {
    const gas = installFakeGas({ locale });
    const odd = ['TRUE', '1,5', "O'Neil", 'Ann*', '=x', 'Zoë', '007', 'Bob?'];
    create(gas, { title: 'M', players: odd.map((n) => ({ name: n })), groupSize: 4, seed: 'm' });
    for (const name of ['M G1 Games', 'M G2 Games']) {
      writeModel(gas, name);
      const lines = gameLines(gas, name);
      const plain = lines.map((_, i) => TTT_CODES[(i * 3) % TTT_CODES.length]);
      typeColumn(gas, name, plain);
      const players = members(gas.book.sheet(name));
      expect(players.every((p) => odd.includes(p))).toBe(true);
      close(expectBlockIsModel(gas, name), countCodes(lines, plain, players));
    }
  });

  it.each<[string, string, string | number]>([
    ['a code helper typed over with 0', 'P6', 0],
    ['a code helper typed over with 9', 'Q7', 9],
    ['a code helper typed over with text', 'P8', 'x'],
    ['a code helper typed over with an error', 'Q6', '#N/A'],
    ['a points cell typed over with text', 'G7', 'x'],
    ['a points cell typed over with an error', 'H8', '#N/A'],
    ['an inviter typed over with an error', 'C9', '#N/A'],
    ["a member's name typed over with an error", 'S6', '#N/A'],
  ])('a hidden cell the block reads, typed over (%s): the block shows what the model shows, spilled whole', (_, cell, value) => {
    const gas = installFakeGas({ locale });
    create(gas, { title: 'H', players: names(4), groupSize: 4, seed: 'h' });
    const name = 'H G1 Games';
    writeModel(gas, name);
    typeColumn(gas, name, ['W1', 'L2', 'W3', 'LT', 'W2', 'L1']);
    asSpreadsheet(gas).getSheetByName(name)!.getRange(cell).setValue(value);
    const values = expectBlockIsModel(gas, name);
    expect(values.every((r) => r.every((v) => v !== ''))).toBe(true);
  });

  it('the scoring typed over (Stats B3): the block shows what the model shows', () => {
    const gas = installFakeGas({ locale });
    create(gas, { title: 'B', players: names(4), groupSize: 4, seed: 'b' });
    const name = 'B G1 Games';
    writeModel(gas, name);
    typeColumn(gas, name, ['W1', 'L2', 'W3', 'LT', 'W2', 'L1']);
    asSpreadsheet(gas).getSheetByName('B Stats')!.getRange('B3').setValue('modern');
    expectBlockIsModel(gas, name);
  });
});

describe('one typed result', () => {
  it("changes the inviter's and the invitee's lines only, and the Stats sheet reads the same as the model", () => {
    const gas = installFakeGas();
    create(gas, { title: 'O', players: names(6), groupSize: 6, seed: 'o' });
    const name = 'O G1 Games';
    writeModel(gas, name);
    const sheet = gas.book.sheet(name);
    const lines = gameLines(gas, name);
    typeColumn(
      gas,
      name,
      lines.map((_, i) => (i % 3 === 0 ? '' : TTT_CODES[i % TTT_CODES.length])),
    );
    const players = members(sheet);
    const before = block(sheet, players.length);
    const g = lines[3];
    asSpreadsheet(gas).getSheetByName(name)!.getRange(g.row, GAMES.col.result).setValue('W3');
    const after = expectBlockIsModel(gas, name);
    players.forEach((p, i) => {
      if (p === g.inviter || p === g.invitee) expect(after[i]).not.toEqual(before[i]);
      else expect(after[i]).toEqual(before[i]);
    });
    expect(after[players.indexOf(g.inviter)][1 + TTT_CODES.indexOf('W3')]).toBe(
      (before[players.indexOf(g.inviter)][1 + TTT_CODES.indexOf('W3')] as number) + 1,
    );
    expect(after[players.indexOf(g.invitee)][1 + TTT_CODES.indexOf('L3')]).toBe(
      (before[players.indexOf(g.invitee)][1 + TTT_CODES.indexOf('L3')] as number) + 1,
    );
    // The Stats sheet's lines (from row 8, C:L) read the block: each member's line is the model's.
    const stats = gas.book.sheet('O Stats');
    const modelValues = model(sheet, players.length);
    for (let row = 8; stats.valueAt(row, 2) !== ''; row++) {
      const i = players.indexOf(String(stats.valueAt(row, 2)));
      expect(stats.getRange(row, 3, 1, WIDTH).getValues()[0]).toEqual(modelValues[i]);
    }
  });
});

describe('formula cells of the block', () => {
  it.each([
    [4, false],
    [24, true],
  ])('%i players (double %s): one formula for the whole block, the names values', (n, double) => {
    const gas = installFakeGas();
    create(gas, { title: 'C', players: names(n), groupSize: n, double, seed: 'c' });
    const sheet = asSpreadsheet(gas).getSheetByName('C G1 Games')!;
    const formulas = sheet.getRange(FIRST, GAMES.statsColumn, n, GAMES.statsColumns).getFormulas();
    const cells = formulas
      .flatMap((r, i) => r.map((f, c) => (f === '' ? null : `${columnLetters(GAMES.statsColumn + c)}${FIRST + i}`)))
      .filter((x) => x !== null);
    expect(cells).toEqual([`${columnLetters(BLOCK)}${FIRST}`]);
    expect(members(gas.book.sheet('C G1 Games')).sort()).toEqual(
      names(n)
        .map((p) => p.name)
        .sort(),
    );
  });
});
