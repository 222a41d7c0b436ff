/**
 * Text stays text: team names, player names, titles and seeds that Sheets would read as a boolean, a number, a
 * date, a time, a percentage or a formula go through every duplicate endpoint and read back exactly (getValues and
 * getDisplayValues), and the protocols, the standings and the final compute over them without an error.
 */
import { createDuplicateMatch, createDuplicateTournament, printDiceSet } from './endpoints';
import { installFakeGas } from '../../../../test/helpers/fakeGas';
import type { FakeGas } from '../../../../dev/fake/gas';

const NAMES = ['TRUE', '1850', '007', '0042', '50%', '3/4/2024', 'Mar 5', '12:30', '+1', '-2', "'Tis", "O'Neil"];
const TITLE = '=HYPERLINK("http://x"&A2,"x")';
const SEED = '0042';

/** NAMES rotated by k (so every name is a team name in one run and a player name in others). */
const rotated = (k: number): string[] => [...NAMES.slice(k), ...NAMES.slice(0, k)];

const ERRORS = /^#(ERROR!|VALUE!|REF!|N\/A|NAME\?|DIV\/0!|NUM!|NULL!)/;

/** Both readings of a range: the values and the displayed text. */
function read(gas: FakeGas, sheet: string, a1: string): { values: unknown[][]; shown: string[][] } {
  const range = gas.book.sheet(sheet).getRange(a1);
  return { values: range.getValues(), shown: range.getDisplayValues() };
}

function expectExact(gas: FakeGas, sheet: string, a1: string, expected: string[][]): void {
  const { values, shown } = read(gas, sheet, a1);
  expect({ sheet, a1, values }).toEqual({ sheet, a1, values: expected });
  expect({ sheet, a1, shown }).toEqual({ sheet, a1, shown: expected });
}

/** No cell of the sheet shows a formula error. */
function expectNoErrors(gas: FakeGas, sheet: string): void {
  const shown = gas.book.sheet(sheet).getDataRange().getDisplayValues();
  const bad = shown.flatMap((row, r) => row.map((v, c) => [r + 1, c + 1, v] as const)).filter(([, , v]) => ERRORS.test(v));
  expect({ sheet, bad }).toEqual({ sheet, bad: [] });
}

/** Types a finished protocol: 3 of every 4 rows a gammon for team A (7 IMP), the 4th a pass for team B (4 IMP). */
function play(gas: FakeGas, sheet: string, games: number, winnerA: string, winnerB: string): void {
  const rows = Array.from({ length: 2 * games }, (_, i) => (i % 4 === 3 ? ['pass', winnerB] : ['gammon', winnerA]));
  gas.book
    .sheet(sheet)
    .getRange(`I10:J${9 + 2 * games}`)
    .setValues(rows);
}

describe('names, titles and seeds stay text through every duplicate endpoint', () => {
  it.each([0, 2, 4, 6, 8, 10])('createDuplicateMatch, names rotated by %i', (k) => {
    const gas = installFakeGas();
    const [a, b, a1, a2, b1, b2] = rotated(k);
    const out = createDuplicateMatch({ title: TITLE, teamA: { name: a, players: [a1, a2] }, teamB: { name: b, players: [b1, b2] }, seed: SEED });
    expect(out).toEqual({ sheets: [`${TITLE} Protocol`, `${TITLE} Dice referee`, `${TITLE} Dice OPEN`, `${TITLE} Dice CLOSED`], seed: SEED });
    const p = out.sheets[0];
    expectExact(gas, p, 'B2', [[SEED]]);
    expectExact(gas, p, 'B4:D5', [
      [a, a1, a2],
      [b, b1, b2],
    ]);
    expectExact(gas, p, 'E10:F11', [
      [a1, b1],
      [b2, a2],
    ]);
    expectExact(gas, p, 'L9:M9', [[`IMP ${a}`, `IMP ${b}`]]);
    expectExact(gas, p, 'A1', [[`${TITLE}: ${a} – ${b}`]]);
    expectExact(gas, out.sheets[1], 'A1:B2', [
      [`${TITLE}: dice — referee copy`, ''],
      ['Seed', SEED],
    ]);
    expectExact(gas, out.sheets[1], 'E5', [[SEED]]);
    expectExact(gas, out.sheets[2], 'A2', [[`${TITLE}: dice · seed ${SEED} · the same rolls as the other room and the referee copy`]]);
    play(gas, p, 4, a, b);
    const s = gas.book.sheet(p);
    expect(s.getRange('E4:F7').getValues()).toEqual([
      [42, 26],
      [8, 4],
      [34, `${a} wins`],
      [8, 'of 8'],
    ]);
    expectNoErrors(gas, p);
    expect(gas.book.getActiveSheet().getName()).toBe(p);
  });

  it.each([0, 4, 8])('createDuplicateTournament with a final, names rotated by %i', (k) => {
    const gas = installFakeGas();
    const names = rotated(k);
    const teams = [0, 1, 2, 3].map((i) => ({ name: names[i], players: [names[4 + 2 * i], names[5 + 2 * i]] as [string, string] }));
    const out = createDuplicateTournament({ title: TITLE, teams, seed: SEED, final: true });
    expect(out.seed).toBe(SEED);
    const [standings, ...rest] = out.sheets;
    expect(standings).toBe(`${TITLE} Standings`);
    expectExact(gas, standings, 'A1:B2', [
      [`${TITLE}: team standings`, ''],
      ['Seed', SEED],
    ]);
    expectExact(
      gas,
      standings,
      'N5:P8',
      teams.map((t) => [t.name, ...t.players]),
    );
    const matches = out.rounds.flatMap((r) => r.matches);
    expectExact(
      gas,
      standings,
      `C14:D${13 + matches.length}`,
      matches.map((m) => [m.teamA, m.teamB]),
    ); // 4 teams: the matches block starts at row 14
    expectExact(
      gas,
      standings,
      `M14:M${13 + matches.length}`,
      matches.map((m) => [m.sheet]),
    ); // the protocol's name, last
    for (const m of matches) {
      const [ta, tb] = [teams.find((t) => t.name === m.teamA)!, teams.find((t) => t.name === m.teamB)!];
      expect(m.sheet.startsWith(`${TITLE} R`)).toBe(true);
      // The second round robin swaps each team's players (rooms and colours swapped).
      const seat = (p: readonly string[]) => (m.cycle === 2 ? [p[1], p[0]] : [...p]);
      expectExact(gas, m.sheet, 'B4:D5', [
        [ta.name, ...seat(ta.players)],
        [tb.name, ...seat(tb.players)],
      ]);
    }
    // Every match played: team A of each match wins 42–8 IMP (26–4 VP over 8 games).
    for (const m of matches) play(gas, m.sheet, 4, m.teamA, m.teamB);
    for (const sheet of out.sheets) expectNoErrors(gas, sheet);
    const table = gas.book.sheet(standings).getRange('A5:K8').getValues();
    expect(table.map((r) => r[2])).toEqual([6, 6, 6, 6]);
    expect(table.reduce((n, r) => n + (r[6] as number), 0)).toBe(12 * 30);
    // The standings show the names exactly; the final takes the first two with their players.
    expectExact(
      gas,
      standings,
      'B5:B8',
      table.map((r) => [r[1] as string]),
    );
    expect(new Set(table.map((r) => r[1]))).toEqual(new Set(teams.map((t) => t.name)));
    const final = rest[out.rounds.flatMap((r) => r.matches).length];
    expect(final).toBe(`${TITLE} Final`);
    const [first, second] = [table[0][1], table[1][1]].map((name) => teams.find((t) => t.name === name)!);
    expectExact(gas, final, 'B4:D5', [
      [first.name, ...first.players],
      [second.name, ...second.players],
    ]);
    play(gas, final, 6, first.name, second.name);
    expect(gas.book.sheet(final).getRange('F4:F5').getValues()).toEqual([[28], [2]]); // 6 games per room: 63 – 12 IMP over 12 games;
    expectNoErrors(gas, final);
  });

  it.each(NAMES.map((name) => [name]))('printDiceSet: title and seed %p', (name) => {
    const gas = installFakeGas();
    const out = printDiceSet({ title: name, seed: name, set: 2, rolls: 5 });
    expect(out).toEqual({ sheets: [`${name} Set 2 referee`, `${name} Set 2 OPEN`, `${name} Set 2 CLOSED`], seed: name });
    expectExact(gas, out.sheets[0], 'A1:D2', [
      [`${name}: set of rolls Nr. 2 — referee copy`, '', '', ''],
      ['Seed', name, 'Sets', '2'],
    ]);
    expectExact(gas, out.sheets[0], 'E5', [[name]]);
    expectNoErrors(gas, out.sheets[0]);
  });

  it('printDiceSet: a formula-like title and the seed 0042', () => {
    const gas = installFakeGas();
    const out = printDiceSet({ title: TITLE, seed: SEED, set: 1, rolls: 3 });
    expectExact(gas, out.sheets[0], 'A1:B2', [
      [`${TITLE}: set of rolls Nr. 1 — referee copy`, ''],
      ['Seed', SEED],
    ]);
  });
});
