/** The pure duplicate plans: fixed summary addresses, one row per game and room, live formulas. */
import { diceSet } from '../rules/dice';
import { VALID_GAMES_PER_ROOM } from '../rules/match';
import { diceSetTitleRows, diceSheetPlan } from './dice';
import { PROTOCOL_CELLS, protocolLastRow, protocolPlan, teamCells } from './protocol';
import { matchesHeaderRow, standingsPlan } from './standings';
import { parseA1 } from '../../../shared/sheets/plan';

const spec = (games: number) => ({
  name: 'P',
  title: 'Match',
  seed: 'seed',
  games,
  firstSet: 5,
  teamA: teamCells({ name: '=A', players: ['a1', 'a2'] }),
  teamB: teamCells({ name: 'B', players: ['b1', 'b2'] }),
});
const at = (cells: unknown[][], addr: string) => {
  const r = parseA1(addr);
  return cells[r.row - 1][r.column - 1];
};

describe('protocolPlan', () => {
  it.each(VALID_GAMES_PER_ROOM.map((g) => [g]))('%i games per room: totals at fixed cells, 2 rows per game', (g) => {
    const plan = protocolPlan(spec(g));
    expect(plan.cells).toHaveLength(protocolLastRow(g));
    expect(protocolLastRow(g) - 9).toBe(2 * g);
    expect(at(plan.cells, PROTOCOL_CELLS.impA)).toBe(`=SUM(L10:L${9 + 2 * g})`);
    expect(at(plan.cells, PROTOCOL_CELLS.vpA)).toBe(`=IF(E7<${2 * g},"",VP(E4-E5,${2 * g}))`);
    expect(at(plan.cells, PROTOCOL_CELLS.vpB)).toBe(`=IF(E7<${2 * g},"",VP(E5-E4,${2 * g}))`);
    const lastRow = plan.cells[plan.cells.length - 1];
    expect(lastRow.slice(0, 3)).toEqual([g, 'CLOSED', 5 + g - 1]);
    expect(plan.dropDowns?.map((d) => d.range)).toEqual([`G10:G${9 + 2 * g}`, `H10:H${9 + 2 * g}`, `I10:I${9 + 2 * g}`, `J10:J${9 + 2 * g}`]);
  });

  it('writes SMP and IMP formulas per row, escapes user text and rejects an unsupported game count', () => {
    const plan = protocolPlan(spec(4));
    expect(plan.cells[9].slice(10)).toEqual(['=IF(I10="","",SMP(I10,G10))', '=IF(OR(K10="",J10<>$B$4),"",IMP(K10))', '=IF(OR(K10="",J10<>$B$5),"",IMP(K10))']);
    expect(at(plan.cells, PROTOCOL_CELLS.teamA)).toBe("'=A");
    expect(plan.cells[9].slice(4, 6)).toEqual(['=$C$4', '=$C$5']); // OPEN: A1 White, B1 Black
    expect(plan.cells[10].slice(4, 6)).toEqual(['=$D$5', '=$D$4']); // CLOSED: B2 White, A2 Black
    expect(() => protocolPlan(spec(9))).toThrow(/4, 5, 6, 7, 8, 10, 12/);
    expect(protocolPlan({ ...spec(4), title: '=HACK()' }).cells[0][0]).toBe("'=HACK()");
  });
});

describe('diceSheetPlan', () => {
  it('stacks the sets, each with its title row where diceSetTitleRows says', () => {
    const sets = [diceSet('s', 1, 10), diceSet('s', 2, 10)];
    const plan = diceSheetPlan({ name: 'D', title: 'Dice', seed: 's', sets });
    expect(diceSetTitleRows({ sets })).toEqual([5, 19]);
    expect(plan.cells[4][0]).toBe('Set of Rolls Nr. 1');
    expect(plan.cells[18][0]).toBe('Set of Rolls Nr. 2');
    expect(plan.cells[6]).toEqual(['Opening', `'${sets[0].opening[0]}`, `'${sets[0].opening[1]}`, `'${sets[0].opening[0]}`, `'${sets[0].opening[1]}`]);
    expect(() => diceSheetPlan({ name: 'D', title: 'Dice', seed: 's', sets: [] })).toThrow(/no sets/);
  });
});

describe('standingsPlan', () => {
  it('reads each match protocol at the fixed total cells', () => {
    const plan = standingsPlan({
      name: 'S',
      title: 'T',
      seed: 's',
      games: 4,
      teams: [
        { name: 'X', players: ['x1', 'x2'] },
        { name: 'Y', players: ['y1', 'y2'] },
        { name: 'Z', players: ['z1', 'z2'] },
      ],
      matches: [{ round: 1, teamA: 'X', teamB: 'Y', protocol: "O'Neil" }],
    });
    const row = plan.cells[matchesHeaderRow(3)];
    expect(row.slice(0, 8)).toEqual([
      1,
      'X',
      'Y',
      "O'Neil",
      "=IF(ISNUMBER('O''Neil'!F4),'O''Neil'!E4,\"\")",
      "=IF(ISNUMBER('O''Neil'!F5),'O''Neil'!E5,\"\")",
      "=IF(ISNUMBER('O''Neil'!F4),'O''Neil'!F4,\"\")",
      "=IF(ISNUMBER('O''Neil'!F5),'O''Neil'!F5,\"\")",
    ]);
  });
});
