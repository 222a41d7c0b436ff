/**
 * Text stays text: names, a title and a seed that Sheets would read as something else (a boolean, a number, a
 * date, a percentage, a time, a formula) go through every TORRES generator (createTorresGroups, rollOverTorres),
 * read back exactly (getValues and getDisplayValues), and TORRESRANK and the overview compute over them.
 */
import { torresStandings } from '../rules/rank';
import { createTorresGroups, readTorresOverview, rollOverTorres } from './endpoints';
import { GROUP } from '../sheets/layout';
import { OVERVIEW } from '../sheets/overview';
import { ROLLOVER } from '../sheets/rollOver';
import { installFakeGas } from '../../../../test/helpers/fakeGas';
import type { FakeSheet } from '../../../../dev/fake/sheet';
import { asGames, asRows, scheduledGames, seasonPoints, standings, typePoints } from './testHelpers';

const NAMES = ['TRUE', '1850', '007', '0042', '50%', '3/4/2024', 'Mar 5', '12:30', '+1', '-2', "'Tis", "O'Neil"];
const TITLE = '=HYPERLINK("http://x"&A2,"x")';
const SEED = '0042';
const ELO = NAMES.map((name, i) => ({ name, elo: 1400 + 10 * i }));

/** The cell read both ways: getValues and getDisplayValues must give the exact string. */
function both(sheet: FakeSheet, row: number, column: number): [unknown, string] {
  const range = sheet.getRange(row, column);
  return [range.getValues()[0][0], range.getDisplayValues()[0][0]];
}

const exactly = (text: string): [string, string] => [text, text];

/** No cell of the sheet shows a formula error. */
function errorsOn(sheet: FakeSheet): string[] {
  return sheet
    .getDataRange()
    .getDisplayValues()
    .flat()
    .filter((v) => /^#(ERROR!|VALUE!|REF!|NAME\?|N\/A|DIV\/0!|NUM!)/.test(v));
}

/** Checks a group sheet: title, seed, names in the games block and the Elo list, then types a season and checks TORRESRANK. */
function checkGroupSheet(sheet: FakeSheet, title: string, players: string[], elo: Map<string, number>, label: string): void {
  expect(both(sheet, GROUP.titleRow, 1)).toEqual(exactly(`${title}: ${label}`));
  expect(both(sheet, GROUP.seedRow, GROUP.valueColumn)).toEqual(exactly(SEED));
  players.forEach((name, i) => {
    expect(both(sheet, GROUP.firstGameRow + i, GROUP.eloColumn)).toEqual(exactly(name));
    expect(sheet.valueAt(GROUP.firstGameRow + i, GROUP.eloColumn + 1)).toBe(elo.get(name) ?? '');
  });
  const games = scheduledGames(sheet, 40).filter((g) => g.length > 0);
  const displayed = sheet
    .getRange(GROUP.firstGameRow, GROUP.firstSeatColumn, games.length, 8)
    .getDisplayValues()
    .map((row) => [0, 2, 4, 6].map((c) => row[c]).filter((n) => n !== ''));
  expect(displayed).toEqual(games);
  expect(new Set(games.flat())).toEqual(new Set(players));
  const points = seasonPoints(games, label);
  typePoints(sheet, points);
  const expected = torresStandings(players, asGames(games, points), { elo });
  expect(standings(sheet, players.length)).toEqual(asRows(expected));
  expect(errorsOn(sheet)).toEqual([]);
}

describe('TORRES: text stays text through every generator', () => {
  it('createTorresGroups → typed season → readTorresOverview → rollOverTorres, names read back exactly', () => {
    const gas = installFakeGas();
    const created = createTorresGroups({ title: TITLE, groups: [NAMES.slice(0, 6), NAMES.slice(6)], elo: ELO, seed: SEED });
    expect(created.seed).toBe(SEED);
    const [overviewName, l1, l2] = created.sheets;
    expect(created.sheets).toEqual([`${TITLE} leagues`, `${TITLE} L1`, `${TITLE} L2`]);
    const elo = new Map(ELO.map((e) => [e.name, e.elo]));
    checkGroupSheet(gas.book.sheet(l1), TITLE, NAMES.slice(0, 6), elo, 'League 1 group 1');
    checkGroupSheet(gas.book.sheet(l2), TITLE, NAMES.slice(6), elo, 'League 2 group 1');

    const overview = gas.book.sheet(overviewName);
    const C = OVERVIEW.columns;
    expect(both(overview, OVERVIEW.titleRow, 1)).toEqual(exactly(TITLE));
    expect(both(overview, OVERVIEW.seedRow, 2)).toEqual(exactly(SEED));
    NAMES.forEach((name, i) => {
      expect(both(overview, OVERVIEW.firstRow + i, C.listed)).toEqual(exactly(name));
      expect(both(overview, OVERVIEW.firstRow + i, C.sheet)).toEqual(exactly(i < 6 ? l1 : l2));
    });
    // The final orders are the standings' player columns, as text.
    const finals = NAMES.map((_, i) => both(overview, OVERVIEW.firstRow + i, C.final));
    const standingsOf = (sheet: string, n: number) => standings(gas.book.sheet(sheet), n).map((r) => r[1] as string);
    expect(finals).toEqual([...standingsOf(l1, 6), ...standingsOf(l2, 6)].map(exactly));
    expect(errorsOn(overview)).toEqual([]);

    const read = readTorresOverview({ sheet: overviewName });
    expect(read.title).toBe(TITLE);
    expect(read.previous.map((g) => g.players)).toEqual([standingsOf(l1, 6), standingsOf(l2, 6)]);

    const newPlayers = [
      { name: 'FALSE', elo: 1500 },
      { name: '1e3', elo: 1490 },
    ];
    const rolled = rollOverTorres({
      title: TITLE,
      previous: read.previous,
      newPlayers,
      unregistered: ['12:30'],
      elo: ELO.filter((e) => e.name !== '12:30'),
      seed: SEED,
    });
    expect(rolled.seed).toBe(SEED);
    const ro = gas.book.sheet(rolled.sheets[0]);
    expect(rolled.sheets[0]).toBe(`${TITLE} roll-over`);
    expect(both(ro, 1, 1)).toEqual(exactly(`${TITLE}: roll-over`));
    expect(both(ro, 2, 2)).toEqual(exactly(SEED));
    rolled.moves!.forEach((m, i) => expect(both(ro, ROLLOVER.firstRow + i, ROLLOVER.moves.player)).toEqual(exactly(m.player)));
    let row = ROLLOVER.firstRow;
    rolled.leagues.forEach((g, k) =>
      g.players.forEach((p) => {
        expect(both(ro, row, ROLLOVER.groups.player)).toEqual(exactly(p));
        expect(both(ro, row++, ROLLOVER.groups.sheet)).toEqual(exactly(rolled.sheets[2 + k]));
      }),
    );
    const eloNext = new Map([...ELO, ...newPlayers].map((e) => [e.name, e.elo]));
    rolled.leagues.forEach((g, k) => checkGroupSheet(gas.book.sheet(rolled.sheets[2 + k]), TITLE, g.players, eloNext, `League ${g.league} group ${g.group}`));
    const next = gas.book.sheet(rolled.sheets[1]);
    expect(both(next, OVERVIEW.titleRow, 1)).toEqual(exactly(TITLE));
    expect(errorsOn(next)).toEqual([]);
    expect(
      readTorresOverview({ sheet: rolled.sheets[1] })
        .previous.flatMap((g) => g.players)
        .sort(),
    ).toEqual(rolled.leagues.flatMap((g) => g.players).sort());
  });

  it('a seed like 0042 reads back as 0042 when drawn names are numbers too', () => {
    const gas = installFakeGas();
    const { sheets } = createTorresGroups({ title: '2026', groups: [['1', '2', '3', '4']], seed: '0042' });
    expect(sheets).toEqual(['2026 leagues', '2026 L1']);
    expect(both(gas.book.sheet(sheets[0]), OVERVIEW.titleRow, 1)).toEqual(exactly('2026'));
    expect(both(gas.book.sheet(sheets[1]), GROUP.seedRow, 2)).toEqual(exactly('0042'));
    expect(both(gas.book.sheet(sheets[1]), GROUP.firstGameRow, GROUP.eloColumn)).toEqual(exactly('1'));
  });
});
