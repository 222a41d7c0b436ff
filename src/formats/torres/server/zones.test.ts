/**
 * The twin of the promotion and relegation lines: the group sheet's zone formats (conditional formats over
 * TORRESRANK's spill, evaluated by the stand-in's formula engine) and rules/movement.ts, which moves the players at
 * the roll-over (docs/rules.md §3.8), and the overview's Next season column. For random results of a whole season they
 * mark exactly the same players. Also the results counter (a COUNTA formula) and the parser's count of typed points.
 */
import fc from 'fast-check';
import { createRng } from '../../../shared/rules/rng';
import { paintedRows } from '../../../../test/helpers/conditional';
import { installFakeGas } from '../../../../test/helpers/fakeGas';
import { leagueGroups } from '../rules/leagues';
import { decideMovement } from '../rules/movement';
import { typedStandings } from '../rules/publish';
import { PROMOTION_BACKGROUND, RELEGATION_BACKGROUND } from '../sheets/group';
import { GROUP } from '../sheets/layout';
import { OVERVIEW } from '../sheets/overview';
import { readSheet } from '../../../shared/server/readSheet';
import { parseGroupSheet, scheduledGameCount } from '../sheets/groupSheet';
import { createTorresGroups } from './endpoints';
import { asGames, scheduledGames, typePoints, type Points } from './testHelpers';

const names = (prefix: string, n: number): string[] => Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`);
/** A full 3-league championship (1, 2 and 4 groups of 10): no vacancy, so every line moves exactly its places. */
const SHEETS = [1, 2, 3].flatMap((league) =>
  Array.from({ length: leagueGroups(league) }, (_, g) => ({
    name: league === 1 ? 'S L1' : `S L${league} G${g + 1}`,
    league,
    group: g + 1,
    prefix: `${String.fromCharCode(64 + league)}${g + 1}-`,
  })),
);
const GAMES = scheduledGameCount(10);

describe('zone formats on the group sheets = the moves of rules/movement.ts', () => {
  it('for random results, green rows are exactly the players moving up and red rows those moving down', () => {
    const gas = installFakeGas();
    createTorresGroups({ title: 'S', groups: SHEETS.map((s) => names(s.prefix, 10)), seed: 'zones' });
    expect(
      gas.book
        .getSheets()
        .map((s) => s.getName())
        .slice(2),
    ).toEqual(SHEETS.map((s) => s.name));
    const schedules = SHEETS.map((s) => scheduledGames(gas.book.sheet(s.name), GAMES));
    // A score per seat: 80–140 in steps of 5 (many ties), or a delayed player (D 90).
    const seat = fc.integer({ min: 0, max: 13 }).map((v): number | string => (v === 13 ? 'D 90' : 80 + 5 * v));
    const season = fc.tuple(...schedules.map((games) => fc.tuple(...games.map((g) => fc.array(seat, { minLength: g.length, maxLength: g.length })))));
    fc.assert(
      fc.property(season, (points) => {
        const previous = SHEETS.map((s, i) => {
          typePoints(gas.book.sheet(s.name), points[i] as Points[]);
          const games = asGames(schedules[i], points[i] as Points[]).map((g) => g.players.map((name, k) => ({ name, points: g.points[k] })));
          const roster = names(s.prefix, 10).map((name) => ({ name, withdrawn: false }));
          const { standings } = typedStandings({ games, roster, vpByPlace: [8, 4, 2, 1], eloOrder: 'low' });
          return {
            league: s.league,
            group: s.group,
            players: standings.map((x) => x.player),
            results: standings.map((x) => ({ rank: x.rank, vp: x.vp, difference: x.difference, points: x.points })),
          };
        });
        const moves = decideMovement(previous, 3, new Set(), new Set(), [], createRng('t')).moves;
        const moving = (kind: string) => new Set(moves.filter((m) => m.kind === kind).map((m) => m.player));
        const painted = new Set<string>();
        const relegated = new Set<string>();
        for (const s of SHEETS) {
          const sheet = gas.book.sheet(s.name);
          const column = GROUP.standingsColumn + 1;
          for (const row of paintedRows(sheet, PROMOTION_BACKGROUND, column)) painted.add(String(sheet.valueAt(row, column)));
          for (const row of paintedRows(sheet, RELEGATION_BACKGROUND, column)) relegated.add(String(sheet.valueAt(row, column)));
        }
        expect([...painted].sort()).toEqual([...moving('up')].sort());
        expect([...relegated].sort()).toEqual([...moving('down')].sort());
        // The overview's Next season column, a formula over the same standings, says the same.
        const overview = gas.book.sheet('S leagues');
        const C = OVERVIEW.columns;
        const next = (word: string) =>
          Array.from({ length: 70 }, (_, i) => OVERVIEW.firstRow + i)
            .filter((row) => overview.valueAt(row, C.zone) === word)
            .map((row) => String(overview.valueAt(row, C.final)))
            .sort();
        expect(next('moves up')).toEqual([...moving('up')].sort());
        expect(next('moves down')).toEqual([...moving('down')].sort());
      }),
      { numRuns: 8 },
    );
  });
});

describe("the results counter on the group sheet = the parser's count of typed points", () => {
  it('for random partial typing, the counter formula and the parsed count agree', () => {
    const gas = installFakeGas();
    createTorresGroups({ title: 'S', groups: [names('A', 7)], seed: 'count' });
    const sheet = gas.book.sheet('S L1');
    const games = scheduledGames(sheet, scheduledGameCount(7));
    const cell = fc.oneof(fc.constant(''), fc.integer({ min: 0, max: 150 }), fc.constant('D 95'), fc.constant('9O'));
    fc.assert(
      fc.property(fc.tuple(...games.map((g) => fc.array(cell, { minLength: g.length, maxLength: g.length }))), (points) => {
        typePoints(sheet, points as Points[]);
        const { group } = parseGroupSheet(readSheet(SpreadsheetApp.getActiveSpreadsheet().getSheetByName('S L1')!));
        expect(group!.entered).toBe(sheet.valueAt(GROUP.resultsRow, GROUP.valueColumn));
      }),
      { numRuns: 25 },
    );
  });
});
