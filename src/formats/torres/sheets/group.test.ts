/** The TORRES group plan as data: the spill area stays empty, the games block is TORRESRANK's wide input. */
import { zonePlaces } from '../rules/movement';
import { buildTorresGroupPlan, gamesAllMeet, leaguePosition } from './group';
import { OVERVIEW, overviewBlockRows } from './overview';
import { GROUP, spillRows } from './layout';
import { groupSpecs } from './season';

const season = (sizes: number[]) => ({
  title: 'T',
  seed: 's',
  vpByPlace: [8, 4, 2, 1],
  eloOrder: 'low' as const,
  elo: {},
  groups: sizes.map((n, i) => ({ league: i + 1, group: 1, players: Array.from({ length: n }, (_, p) => `P${i}-${p}`) })),
});

describe('TORRES group plan', () => {
  it.each([3, 4, 7, 10, 11, 30])('%i players: the standings spill area holds only the formula; every player seated', (n) => {
    const [spec] = groupSpecs(season([n]));
    const plan = buildTorresGroupPlan(spec, 'G');
    const h = GROUP.headerRow;
    for (let r = h; r < h + spillRows(spec.games.length); r++)
      for (let c = GROUP.standingsColumn; c < GROUP.standingsColumn + GROUP.standingsWidth; c++) {
        const v = plan.cells[r - 1]?.[c - 1] ?? null;
        if (r === h && c === GROUP.standingsColumn) expect(String(v)).toMatch(/^=TORRESRANK\(/);
        else expect(v).toBeNull();
      }
    const seated = new Set(spec.games.flat());
    expect(seated.size).toBe(n);
    // Game rows: names only in B, D, F, H; points columns empty for the TD.
    spec.games.forEach((game, g) => {
      const row = plan.cells[GROUP.firstGameRow + g - 1];
      expect([row[1], row[3], row[5], row[7]].filter((x) => x !== null && x !== undefined).length).toBe(game.length);
      expect([row[2], row[4], row[6], row[8]].every((x) => x === null || x === undefined)).toBe(true);
    });
  });

  it('zones: none in a single league; up 2 / down 4 in a middle league', () => {
    expect(zonePlaces(1, 1, 10)).toEqual({ up: [], down: [] });
    expect(zonePlaces(2, 3, 10)).toEqual({ up: [0, 1], down: [6, 7, 8, 9] });
  });

  it('the 10-player note: every two games share a player', () => {
    const [ten, eleven] = groupSpecs(season([10, 11]));
    expect(gamesAllMeet(ten.games)).toBe(true);
    expect(gamesAllMeet(eleven.games)).toBe(false);
  });

  it('every data validation has a help text listing the accepted entries', () => {
    for (const n of [3, 10, 30]) {
      const [spec] = groupSpecs(season([n]));
      const plan = buildTorresGroupPlan(spec, 'G');
      expect(plan.dropDowns?.length).toBe(1 + GROUP.seats);
      for (const d of plan.dropDowns ?? []) {
        for (const entry of d.list ?? []) expect(d.helpText).toContain(entry);
        if (d.listRange) {
          expect(d.helpText).toContain(`R${GROUP.firstGameRow}:R${GROUP.firstGameRow + n - 1}`);
          for (const f of ['forfait', 'Forfait bis', 'Forfait tierce', 'Forfait quarter', 'Forfait 5']) expect(d.helpText).toContain(f);
        }
      }
    }
  });
});

describe('the Status column (docs/rules.md §6)', () => {
  it("the group sheet's one TORRESRANK cell passes the Elo list with its Status column and the league's position", () => {
    const specs = groupSpecs(season([10, 10, 10]));
    const formulas = specs.map((spec) => buildTorresGroupPlan(spec, 'G').cells[GROUP.headerRow - 1][GROUP.standingsColumn - 1]);
    expect(formulas).toEqual([
      '=TORRESRANK(B10:I24, R10:T19, X3:AA3, X4, "top")',
      '=TORRESRANK(B10:I24, R10:T19, X3:AA3, X4, "middle")',
      '=TORRESRANK(B10:I24, R10:T19, X3:AA3, X4, "lowest")',
    ]);
    expect([leaguePosition(1, 1), leaguePosition(1, 3), leaguePosition(2, 3), leaguePosition(3, 3)]).toEqual(['only', 'top', 'middle', 'lowest']);
  });

  it('the league overview shows each standings row as it stands with its Status mark, beside Problems to fix', () => {
    const block = { league: 2, group: 1, leagues: 3, sheet: 'T L2 G1', listed: ['A', 'B'], games: 1, seats: 2 };
    const rows = overviewBlockRows(block, OVERVIEW.firstRow);
    expect(rows.map((r) => r[OVERVIEW.columns.live - 1])).toEqual([
      `=IFERROR('T L2 G1'!L10&IF('T L2 G1'!Q10="",""," ("&'T L2 G1'!Q10&")"),"")`,
      `=IFERROR('T L2 G1'!L11&IF('T L2 G1'!Q11="",""," ("&'T L2 G1'!Q11&")"),"")`,
    ]);
  });
});
