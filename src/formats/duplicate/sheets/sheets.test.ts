/** The pure duplicate plans: fixed summary addresses, one row per game and room, live formulas. */
import { diceSet } from '../rules/dice';
import { VALID_GAMES_PER_ROOM } from '../rules/match';
import { diceSetTitleRows, diceSheetPlan } from './dice';
import { PROTOCOL_CELLS, protocolLastRow, protocolPlan, teamCells } from './protocol';
import { matchesHeaderRow, standingsPlan } from './standings';
import { parseA1 } from '../../../shared/sheets/plan';
import { asText } from '../../../shared/sheets/text';
import { VP_TABLE, vpColumn } from '../rules/vp';

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
    // Game rows end at protocolLastRow; the scoring tables beside them reach row 34 (the IMP table's 25 rows).
    expect(plan.cells).toHaveLength(Math.max(protocolLastRow(g), 34));
    expect(protocolLastRow(g) - 9).toBe(2 * g);
    expect(at(plan.cells, PROTOCOL_CELLS.impA)).toBe(`=SUM(L10:L${9 + 2 * g})`);
    expect(at(plan.cells, PROTOCOL_CELLS.vpA)).toBe(`=IF(E7<${2 * g},"",15+SIGN(E6)*(INDEX($AB$10:$AB$25,MATCH(ABS(E6),$AA$10:$AA$25,1))-15))`);
    expect(at(plan.cells, PROTOCOL_CELLS.vpB)).toBe('=IF(F4="","",30-F4)');
    // The VP table's column for this game count is written beside the game rows: IMP difference from → VP.
    const vpRows = VP_TABLE.map((row) => [(row[vpColumn(2 * g) + 1] as readonly [number, number | null])[0], row[0]]);
    expect(vpRows.map((_, i) => [at(plan.cells, `AA${10 + i}`), at(plan.cells, `AB${10 + i}`)])).toEqual(vpRows);
    expect(plan.cells[protocolLastRow(g) - 1].slice(0, 3)).toEqual([g, 'CLOSED', 5 + g - 1]);
    expect(plan.cells[protocolLastRow(g)]?.[0] ?? null).toBeNull();
    expect(plan.dropDowns?.map((d) => d.range)).toEqual([`G10:G${9 + 2 * g}`, `H10:H${9 + 2 * g}`, `I10:I${9 + 2 * g}`, `J10:J${9 + 2 * g}`]);
  });

  it('writes SMP and IMP formulas per row, escapes user text and rejects an unsupported game count', () => {
    const plan = protocolPlan(spec(4));
    const cube = 'MATCH(IF(G10="",1,IFERROR(VALUE(G10&""),0)),$P$9:$V$9,0)';
    const outcome = 'MATCH(SUBSTITUTE(SUBSTITUTE(SUBSTITUTE(SUBSTITUTE(I10&""," ",""),"*","#"),"?","#"),"~","#"),$O$10:$O$32,0)';
    expect(plan.cells[9].slice(10, 14)).toEqual([
      `=IF(ISNA(${cube}),"bad cube",IF(I10="","",IF(ISNA(${outcome}),"bad outcome",INDEX($P$10:$V$32,${outcome},${cube}))))`,
      '=IF(AND(ISNUMBER(K10),AND(J10<>"",TRIM(SUBSTITUTE(SUBSTITUTE(J10&"",CHAR(160)," "),CHAR(9)," "))=TRIM(SUBSTITUTE(SUBSTITUTE($B$4&"",CHAR(160)," "),CHAR(9)," ")))),INDEX($Y$10:$Y$34,MATCH(K10,$X$10:$X$34,1)),"")',
      '=IF(AND(ISNUMBER(K10),AND(J10<>"",TRIM(SUBSTITUTE(SUBSTITUTE(J10&"",CHAR(160)," "),CHAR(9)," "))=TRIM(SUBSTITUTE(SUBSTITUTE($B$5&"",CHAR(160)," "),CHAR(9)," ")))),INDEX($Y$10:$Y$34,MATCH(K10,$X$10:$X$34,1)),"")',
      expect.stringMatching(/^=IF\(\$AD10=0,"",\$AD\$8&" "&CHOOSE\(\$AD10-6,"G10: "/),
    ]);
    // The helper column right of the tables: the sheet's name for the messages, then each row's Problem code.
    expect([at(plan.cells, 'AD8'), at(plan.cells, 'AD9')]).toEqual(['P', 'Problem']);
    expect(at(plan.cells, 'AD10')).toMatch(/^=IF\(\$K10="bad cube",7,/);
    expect(at(plan.cells, 'G3')).toBe('Problems');
    expect(at(plan.cells, 'H3')).toBe('=COUNTIF(AD10:AD17,">0")');
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
    expect(plan.cells[4][0]).toBe(asText('Set of Rolls Nr. 1'));
    expect(plan.cells[18][0]).toBe(asText('Set of Rolls Nr. 2'));
    expect(plan.cells[7][0]).toBe(1); // roll numbers are numbers
    expect(plan.cells[6]).toEqual(['Opening roll', `'${sets[0].opening[0]}`, `'${sets[0].opening[1]}`, `'${sets[0].opening[0]}`, `'${sets[0].opening[1]}`]);
    expect(() => diceSheetPlan({ name: 'D', title: 'Dice', seed: 's', sets: [] })).toThrow(/no sets/);
  });
});

describe('standingsPlan', () => {
  it('reads each match protocol at the fixed total cells', () => {
    const plan = standingsPlan({
      name: 'S',
      title: 'T',
      seed: 's',
      settings: '4 games per room',
      teams: [
        { name: 'X', pairs: { backgammon: ['x1', 'x2'] } },
        { name: 'Y', pairs: { backgammon: ['y1', 'y2'] } },
        { name: 'Z', pairs: { backgammon: ['z1', 'z2'] } },
      ],
      matches: [{ round: 1, discipline: 'backgammon', cycle: 1, teamA: 'X', teamB: 'Y', protocol: "O'Neil" }],
    });
    const row = plan.cells[matchesHeaderRow(3)];
    expect(row[12]).toBe("O'Neil"); // the protocol's name, last in the row (column M)
    expect(row.slice(0, 8)).toEqual([
      1,
      'backgammon',
      'X',
      'Y',
      "=IF(ISNUMBER('O''Neil'!F4),'O''Neil'!E4,\"\")",
      "=IF(ISNUMBER('O''Neil'!F4),'O''Neil'!E5,\"\")",
      "=IF(ISNUMBER('O''Neil'!F4),'O''Neil'!F4,\"\")",
      "=IF(ISNUMBER('O''Neil'!F4),'O''Neil'!F5,\"\")",
    ]);
  });
});
