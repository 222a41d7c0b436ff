/**
 * The Next step line of every TORRES sheet kind (issue 27), evaluated by the stand-in's formula engine while a TD
 * types a season: the group sheet (C2), the league overview (C2) and the roll-over sheet (C2). Each expected line is
 * written out as the TD should read it; the counts are the games the test typed. Also: before the first result
 * the standings list the players as drawn, with no rank, mark or zone (nothing alarming before play).
 */
import type { FakeSheet } from '../../../../dev/fake/sheet';
import { paintedRows } from '../../../../test/helpers/conditional';
import { installFakeGas } from '../../../../test/helpers/fakeGas';
import { PROMOTION_BACKGROUND, RELEGATION_BACKGROUND } from '../sheets/group';
import { GROUP } from '../sheets/layout';
import { createTorresGroups, readTorresOverview, rollOverTorres, withdrawTorresPlayer } from './endpoints';
import { scheduledGames, seasonPoints, typePoints } from './testHelpers';

const L1 = ['Ann', 'Bob', 'Cid', 'Dee', 'Eve', 'Fay', 'Gus'];
const L2 = ['Hal', 'Ida', 'Jon', 'Kim', 'Lea', 'Max', 'Ned'];
// Highest Elo first in each group's list: the seeding order. The rule ranks lower Elo first on equal results.
const ELO = [...L1, ...L2].map((name, i) => ({ name, elo: 2000 - 50 * i }));

const WHERE = 'C, E, G, I (rows 10–16)';
const NEXT_SEASON = 'sidebar: Publish standings, then TORRES roll-over ▸ Read league overview';

const line = (sheet: FakeSheet): string => String(sheet.getRange('C2').getDisplayValue());

describe.each(['en_US', 'de_DE'] as const)('Next step lines (%s)', (locale) => {
  function season() {
    const gas = installFakeGas({ locale });
    createTorresGroups({ title: 'S', groups: [L1, L2], elo: ELO, seed: 'next' });
    const overview = gas.book.sheet('S leagues');
    const g1 = gas.book.sheet('S L1');
    const g2 = gas.book.sheet('S L2');
    const games1 = scheduledGames(g1, 7);
    const points1 = seasonPoints(games1, 'p1');
    return { gas, overview, g1, g2, games1, points1 };
  }

  it('before any result: where to type and "no results yet"; the standings as drawn, no rank, mark or zone', () => {
    const { overview, g1 } = season();
    expect(line(g1)).toBe(`Next step: no results yet — type points in ${WHERE}; D 95 = delayed. 0 of 7 games`);
    expect(line(overview)).toBe('Next step: no results yet — type points on the group sheets (one tab per group). 0 of 14 games');
    const c = GROUP.standingsColumn;
    const rows = Array.from({ length: 7 }, (_, i) => GROUP.firstGameRow + i);
    expect(rows.map((r) => g1.valueAt(r, c + 1))).toEqual(L1);
    expect(rows.map((r) => g1.valueAt(r, c))).toEqual(L1.map(() => ''));
    expect(rows.map((r) => g1.valueAt(r, c + 6))).toEqual(L1.map(() => ''));
    expect(g1.valueAt(GROUP.headerRow, c + 6)).toBe('Status');
    expect(paintedRows(g1, RELEGATION_BACKGROUND, c + 1)).toEqual([]);
    expect(paintedRows(g1, PROMOTION_BACKGROUND, c + 1)).toEqual([]);
  });

  it('as results come in: how many games are in, a game in progress not counted, then the zones', () => {
    const { overview, g1, points1 } = season();
    // One points cell of game 1 typed: a result, but no game complete yet.
    g1.getRange(`C${GROUP.firstGameRow}`).setValue('120');
    expect(line(g1)).toBe(`Next step: type points in ${WHERE} — 0 of 7 games`);
    expect(g1.valueAt(GROUP.firstGameRow, GROUP.standingsColumn)).toBe('');
    // Games 1–3 complete (one delayed player among them), game 4 half typed.
    const typed = points1.slice(0, 3).map((p, g) => (g === 1 ? p.map((v, s) => (s === 0 ? 'D 95' : v)) : p));
    typePoints(g1, typed);
    g1.getRange(`C${GROUP.firstGameRow + 3}`).setValue('100');
    expect(line(g1)).toBe(`Next step: type points in ${WHERE} — 3 of 7 games`);
    expect(line(overview)).toBe(`Next step: type points on the group sheets — 3 of 14 games; then ${NEXT_SEASON}`);
    expect(g1.valueAt(GROUP.firstGameRow, GROUP.standingsColumn)).toBe(1);
    // league 1 of 2: the bottom four in red once a game is scored
    expect(paintedRows(g1, RELEGATION_BACKGROUND, GROUP.standingsColumn + 1)).toHaveLength(4);
  });

  it('a typed slip: the problem count first, on the group sheet and the overview', () => {
    const { overview, g1, points1 } = season();
    typePoints(g1, points1.slice(0, 3));
    g1.getRange(`E${GROUP.firstGameRow + 1}`).setValue('9O');
    // the row's Check, naming the cell and what to type, read on the first screen
    expect(line(g1)).toBe(
      `Next step: Problems to fix: 1 — 9O is not a score in "S L1" E${GROUP.firstGameRow + 1}: type the player's points (whole, 0 to 9999), or D and the points for a delayed game`,
    );
    expect(line(overview)).toBe('Next step: Problems to fix: 1 — column I names the groups; fix them on their sheets (columns J, U)');
    // a slip outside the games (an Elo typed wrong): the count, and where to look
    g1.getRange(`E${GROUP.firstGameRow + 1}`).setValue('90');
    g1.getRange(`S${GROUP.firstGameRow}`).setValue('18x0');
    expect(line(g1)).toBe('Next step: Problems to fix: 1 — see the red cells');
    g1.getRange(`S${GROUP.firstGameRow}`).setValue('2000');
    expect(line(g1)).toBe(`Next step: type points in ${WHERE} — 3 of 7 games`);
  });

  it('a withdrawal is counted; every game in: publish, then the roll-over', () => {
    const { overview, g1, g2, points1 } = season();
    typePoints(g1, points1.slice(0, 3));
    withdrawTorresPlayer({ sheet: 'S L1', player: 'Gus' });
    expect(line(g1)).toBe(`Next step: type points in ${WHERE} — 3 of 7 games; 1 withdrawn`);
    expect(line(overview)).toBe(`Next step: type points on the group sheets — 3 of 14 games; 1 withdrawn; then ${NEXT_SEASON}`);
    typePoints(g1, seasonPoints(scheduledGames(g1, 7), 'p1'));
    expect(line(g1)).toBe('Next step: all 7 games in, standings final — sidebar: Publish standings, then TORRES roll-over on the league overview');
    expect(line(overview)).toBe(`Next step: type points on the group sheets — 7 of 14 games; 1 withdrawn; then ${NEXT_SEASON}`);
    typePoints(g2, seasonPoints(scheduledGames(g2, 7), 'p2'));
    expect(line(overview)).toBe(`Next step: all 14 games in; 1 withdrawn — ${NEXT_SEASON}`);
  });

  it('the roll-over sheet: what to check, then the new season as it is played', () => {
    const { gas, g1, g2 } = season();
    typePoints(g1, seasonPoints(scheduledGames(g1, 7), 'p1'));
    typePoints(g2, seasonPoints(scheduledGames(g2, 7), 'p2'));
    gas.book.wrapped.getSheetByName('S leagues')!.activate();
    const read = readTorresOverview({});
    const { sheets } = rollOverTorres({ title: 'T', previous: read.previous, elo: read.elo, newPlayers: [{ name: 'Ola', elo: 1500 }], seed: 'r' });
    expect(sheets[0]).toBe('T roll-over');
    // The new season's games, counted from its group sheets' game numbers.
    const groups = sheets.slice(2).map((n) => gas.book.sheet(n));
    const games = groups.map((s) => {
      let n = 0;
      while (typeof s.valueAt(GROUP.firstGameRow + n, GROUP.gameColumn) === 'number') n++;
      return n;
    });
    const total = games.reduce((a, b) => a + b, 0);
    const rollOverSheet = gas.book.sheet('T roll-over');
    expect(line(rollOverSheet)).toBe(
      `Next step: check the moves (A:E) and new groups (G:K); then type points on the group sheets — no results yet, 0 of ${total} games`,
    );
    typePoints(groups[0], seasonPoints(scheduledGames(groups[0], games[0]), 'q').slice(0, 2));
    expect(line(rollOverSheet)).toBe(`Next step: the new season is under way: 2 of ${total} games — see the league overview (next tab)`);
  });
});
