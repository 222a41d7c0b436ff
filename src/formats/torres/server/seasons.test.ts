/**
 * Two full seasons through the in-memory Sheets, checked against a second model of the rules (seasons.model.ts):
 * season 1 from one Elo list (createTorresChampionship), a player withdrawn after playing some games
 * (withdrawTorresPlayer), delayed games typed as "D 95"; the roll-over reads the group sheets (results, Elo,
 * withdrawals), an Elo is edited, a player unregisters, a returning player takes a vacancy, 40 new players open a
 * fourth league; season 2 is played and rolled over again, the unregistered player of season 1 returning to
 * league 1's vacancy and the withdrawn player of season 1 now in the lowest league.
 */
import { installFakeGas } from '../../../../test/helpers/fakeGas';
import type { FakeSheet } from '../../../../dev/fake/sheet';
import { createRng } from '../../../shared/rules/rng';
import { GROUP } from '../sheets/layout';
import { OVERVIEW } from '../sheets/overview';
import { createTorresChampionship, readTorresOverview, rollOverTorres, withdrawTorresPlayer } from './endpoints';
import { type ModelGame, modelNextLeagues, modelStandings } from './seasons.model';
import { scheduledGames, typePoints } from './testHelpers';
import type { RollOverTorresResult, TorresLeagueGroup } from '../api';

type Gas = ReturnType<typeof installFakeGas>;

/** Seeded points 40–160 (ties rare); `delayedGame`: that game's second seat delayed at its score. */
function pointsFor(games: string[][], seed: string, delayedGame = -1): (number | string)[][] {
  const rng = createRng(seed);
  return games.map((g, i) => g.map((_, s) => (i === delayedGame && s === 1 ? `D ${40 + rng.int(121)}` : 40 + rng.int(121))));
}

/** The games as they stand on the sheet (names after withdrawals) with the typed points. */
function typedGames(sheet: FakeSheet, games: number): ModelGame[] {
  const values = sheet.getRange(`B${GROUP.firstGameRow}:I${GROUP.firstGameRow + games - 1}`).getValues() as unknown[][];
  return values.map((row) => {
    const seats = [0, 2, 4, 6].filter((c) => row[c] !== '');
    return { players: seats.map((c) => String(row[c])), points: seats.map((c) => row[c + 1] as number | string) };
  });
}

function eloOn(sheet: FakeSheet, n: number): Map<string, number> {
  const out = new Map<string, number>();
  for (let i = 0; i < n; i++) {
    const v = sheet.valueAt(GROUP.firstGameRow + i, GROUP.eloColumn + 1);
    if (typeof v === 'number') out.set(String(sheet.valueAt(GROUP.firstGameRow + i, GROUP.eloColumn)), v);
  }
  return out;
}

/** Every group sheet's standings equal the model's, row for row (VP to 6 decimals); returns the model's groups. */
function checkStandings(gas: Gas, sheets: string[], leagues: TorresLeagueGroup[]) {
  return leagues.map((g, i) => {
    const sheet = gas.book.sheet(sheets[i]);
    const typed = typedGames(sheet, gamesOn(sheet));
    const model = modelStandings(
      g.players,
      typed.filter((x) => x.players.length > 0),
      eloOn(sheet, g.players.length),
    );
    const onSheet = model.map((_, r) => [1, 2, 3, 4].map((c) => sheet.valueAt(GROUP.firstGameRow + r, GROUP.standingsColumn + c)));
    expect(onSheet.map((r) => [r[0], Math.round((r[1] as number) * 1e6) / 1e6, r[2], r[3]])).toEqual(
      model.map((s) => [s.player, Math.round(s.vp * 1e6) / 1e6, s.difference, s.points]),
    );
    expect(sheet.valueAt(GROUP.firstGameRow + model.length, GROUP.standingsColumn + 1)).toBe('');
    return { league: g.league, standings: model };
  });
}

/** Number of games on a group sheet (the numbered rows from the first game row). */
function gamesOn(sheet: FakeSheet): number {
  const values = sheet.getDataRange().getValues();
  let n = 0;
  while (typeof values[GROUP.firstGameRow - 1 + n]?.[GROUP.gameColumn - 1] === 'number') n++;
  return n;
}

/** Types every game's points; games already typed keep their points (typePoints rewrites the same values). */
function playAll(gas: Gas, sheets: string[], seed: string, delayed: Record<string, number> = {}): void {
  sheets.forEach((name) => {
    const sheet = gas.book.sheet(name);
    const games = scheduledGames(sheet, gamesOn(sheet));
    const typed = sheet.getRange(`B${GROUP.firstGameRow}:I${GROUP.firstGameRow + games.length - 1}`).getValues() as unknown[][];
    const fresh = pointsFor(games, `${seed}/${name}`, delayed[name] ?? -1);
    typePoints(
      sheet,
      fresh.map((row, g) => (typed[g][1] !== '' ? games[g].map((_, s) => typed[g][2 * s + 1] as number | string) : row)),
    );
  });
}

const leagueMap = (r: RollOverTorresResult) => new Map(r.leagues.flatMap((g) => g.players.map((p) => [p, g.league] as [string, number])));

describe('two seasons computed independently (withdrawal, delayed games, league opening, re-registration)', () => {
  it('season 1 → season 2 → season 3', () => {
    const gas = installFakeGas();
    const players = Array.from({ length: 40 }, (_, i) => ({ name: `p${String(i + 1).padStart(2, '0')}`, elo: 2000 - 7 * i }));
    const s1 = createTorresChampionship({ title: 'S1', players: [...players].reverse(), seed: 'one' });
    expect(s1.leagues.map((g) => [g.league, g.group, g.players.length])).toEqual([
      [1, 1, 10],
      [2, 1, 10],
      [2, 2, 10],
      [3, 1, 10],
    ]);
    expect(s1.leagues[0].players).toEqual(players.slice(0, 10).map((p) => p.name));
    const groupSheets1 = s1.sheets.slice(1);

    // L2 G1: 7 games typed, then its 3rd listed player withdraws; the remaining games are typed afterwards.
    const l2g1 = gas.book.sheet(groupSheets1[1]);
    const games1 = scheduledGames(l2g1, 15);
    const quitter = s1.leagues[1].players[2];
    typePoints(l2g1, pointsFor(games1, 'early').slice(0, 7));
    const playedBefore = games1.slice(0, 7).filter((g) => g.includes(quitter)).length;
    expect(playedBefore).toBeGreaterThan(0);
    const w = withdrawTorresPlayer({ sheet: groupSheets1[1], player: quitter.toUpperCase() });
    expect(w).toEqual({ replacedBy: 'forfait', games: 6 - playedBefore, played: playedBefore });
    playAll(gas, groupSheets1, 's1', { [groupSheets1[0]]: 3, [groupSheets1[3]]: 0 });

    const read1 = readTorresOverview({ sheet: 'S1 leagues' });
    expect(read1.withdrawn).toEqual([quitter]);
    expect(read1.elo).toHaveLength(40);
    expect(read1.previous[1].players).toHaveLength(11);
    expect(read1.previous[1].players).toContain('forfait');
    expect(read1.previous[1].players).toContain(quitter);
    const overview1 = gas.book.sheet('S1 leagues');
    expect(overview1.valueAt(OVERVIEW.firstRow + 20, OVERVIEW.columns.listed)).toBe('forfait');
    const model1 = checkStandings(gas, groupSheets1, s1.leagues);
    expect(read1.previous.map((g) => g.players)).toEqual(model1.map((g) => g.standings.map((s) => s.player)));

    // Roll-over 1: L1's 4th unregisters (a vacancy in L1, then in L2: the returning player takes it); the withdrawn
    // player re-registers in the lowest league with an edited Elo; 40 new players open league 4.
    const unregistered = read1.previous[0].players[3];
    const elo = read1.elo.map((e) => (e.name === quitter ? { ...e, elo: 1234 } : e));
    const returning = [{ name: 'Ret', elo: 1990, league: 2 }];
    const newPlayers = Array.from({ length: 40 }, (_, i) => ({ name: `n${String(i + 1).padStart(2, '0')}`, elo: 1700 - 5 * i }));
    const input = {
      title: 'S2',
      previous: read1.previous,
      newPlayers,
      returning,
      unregistered: [unregistered],
      withdrawn: read1.withdrawn,
      elo,
      seed: 'two',
      tiesDecided: true,
    };
    const s2 = rollOverTorres(input);
    const expected2 = modelNextLeagues(
      model1,
      { unregistered: [unregistered], withdrawn: read1.withdrawn },
      returning,
      newPlayers,
      new Map(elo.map((e) => [e.name, e.elo])),
    );
    expect(leagueMap(s2)).toEqual(expected2);
    expect(expected2.get('Ret')).toBe(2);
    expect(expected2.get(quitter)).toBeGreaterThanOrEqual(3);
    expect(Math.max(...s2.leagues.map((g) => g.league))).toBe(4);
    for (const k of [1, 2, 3, 4]) {
      const sizes = s2.leagues.filter((g) => g.league === k).map((g) => g.players.length);
      expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
    }

    // Season 2 played (a delayed game in league 1), then rolled over: the season-1 leaver returns to league 1.
    const groupSheets2 = s2.sheets.slice(2);
    playAll(gas, groupSheets2, 's2', { [groupSheets2[0]]: 5 });
    const read2 = readTorresOverview({ sheet: 'S2 leagues' });
    const model2 = checkStandings(gas, groupSheets2, s2.leagues);
    expect(read2.withdrawn).toEqual([]);
    expect(new Map(read2.elo.map((e) => [e.name, e.elo])).get(quitter)).toBe(1234);
    const leaver2 = read2.previous[0].players[4];
    const back = [{ name: unregistered, elo: 1900, league: 1 }];
    const more = [{ name: 'late', elo: 1100 }];
    const s3 = rollOverTorres({
      title: 'S3',
      previous: read2.previous,
      newPlayers: more,
      returning: back,
      unregistered: [leaver2],
      elo: read2.elo,
      seed: 'three',
      tiesDecided: true,
      previewOnly: true,
    });
    const expected3 = modelNextLeagues(model2, { unregistered: [leaver2], withdrawn: [] }, back, more, new Map(read2.elo.map((e) => [e.name, e.elo])));
    expect(leagueMap(s3)).toEqual(expected3);
    expect(expected3.get(unregistered)).toBe(1);
    expect(s3.moves?.find((m) => m.player === unregistered)?.kind).toBe('returning');
  });
});
