/**
 * The standings sheet's formulas and the TypeScript rules they twin (docs/rules.md §2.8 order, §2.9 the final's places),
 * tied cell for cell: results typed into the protocols' summary cells (E4:F5, what the standings read) in the in-memory
 * Sheets, the standings computed by its formulas, and the same results through teamStandings and finalPlaces.
 */
import fc from 'fast-check';
import { applyPlan } from '../../../shared/server/applyPlan';
import { readSheet } from '../../../shared/server/readSheet';
import type { SheetGrid } from '../../../shared/sheets/read';
import { asSpreadsheet, installFakeGas } from '../../../../test/helpers/fakeGas';
import { finalPlaces, finalTie, teamStandings, type TeamMatchResult } from '../rules/teamStandings';
import { FINAL_COLUMNS, finalRow, STANDINGS_COLUMNS, STANDINGS_FIRST_ROW, standingsPlan, type StandingsSpec } from './standings';
import { PROTOCOL_CELLS } from './protocol';
import { certaintyMarks, type RemainingMatch } from '../rules/certainty';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;
type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

/** A match result as typed on its protocol: undefined = not complete (VP blank). */
type Typed = { impA: number; impB: number; vpA: number } | undefined;

interface Event {
  teams: string[];
  pairs: [number, number][];
}

function roundRobin(n: number, cycles: number): [number, number][] {
  const out: [number, number][] = [];
  for (let c = 0; c < cycles; c++) for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) out.push(c % 2 ? [j, i] : [i, j]);
  return out;
}

/** The standings sheet of the event over stand-in protocols (only their summary cells), with a final. */
function build(ss: Spreadsheet, e: Event, prefix = ''): { spec: StandingsSpec; protocols: Sheet[]; standings: Sheet } {
  const protocols = e.pairs.map((_, i) =>
    applyPlan(ss, { name: `${prefix}P${i + 1}`, kind: 'stand-in', cells: Array.from({ length: 7 }, () => Array<null>(7).fill(null)) }),
  );
  const spec: StandingsSpec = {
    name: `${prefix}Standings`,
    title: 'Cup: team standings',
    seed: 's',
    settings: '4 games per room',
    teams: e.teams.map((name, i) => ({ name, pairs: { backgammon: [`${i}a`, `${i}b`] } })),
    matches: e.pairs.map(([a, b], i) => ({
      round: i + 1,
      discipline: 'backgammon',
      cycle: 1,
      teamA: e.teams[a],
      teamB: e.teams[b],
      protocol: `${prefix}P${i + 1}`,
    })),
    final: true,
  };
  return { spec, protocols, standings: applyPlan(ss, standingsPlan(spec)) };
}

function type(protocols: Sheet[], results: readonly Typed[]): void {
  results.forEach((r, i) => {
    const p = protocols[i];
    p.getRange(PROTOCOL_CELLS.impA).setValue(r ? r.impA : '');
    p.getRange(PROTOCOL_CELLS.impB).setValue(r ? r.impB : '');
    p.getRange(PROTOCOL_CELLS.vpB).setValue(r ? 30 - r.vpA : '');
    p.getRange(PROTOCOL_CELLS.vpA).setValue(r ? r.vpA : '');
  });
}

const S = STANDINGS_COLUMNS;
/** The table as the sheet computes it: rank, team, played, won, drawn, lost, VP, IMP for/against/diff, note, status. */
function sheetTable(grid: SheetGrid, n: number): unknown[][] {
  const cols = [S.rank, S.team, S.played, S.won, S.drawn, S.lost, S.vp, S.impFor, S.impAgainst, S.impDifference, S.note, S.status];
  return Array.from({ length: n }, (_, i) => cols.map((c) => grid.at(STANDINGS_FIRST_ROW + i, c)));
}

/** The table and the final's cells (tie rank, places open, team A and B numbers) as the rules give them. */
function rulesOf(e: Event, results: readonly Typed[], choice: readonly unknown[]) {
  const complete: TeamMatchResult[] = [];
  const remaining: RemainingMatch[] = [];
  results.forEach((r, i) => {
    const [teamA, teamB] = [e.teams[e.pairs[i][0]], e.teams[e.pairs[i][1]]];
    if (r) complete.push({ teamA, teamB, impA: r.impA, impB: r.impB, vpA: r.vpA, vpB: 30 - r.vpA });
    else remaining.push({ teamA, teamB });
  });
  const rows = teamStandings(e.teams, complete);
  // The Status column (DUPSTATUS) is rules/certainty.ts's marks (checked there against a brute force over every outcome).
  const certain = certaintyMarks(e.teams, complete, remaining).marks;
  const letter = { in: 'Q', out: 'X', tie: 'T', open: '' } as const;
  // Before the first complete match nothing is ranked (docs/rules.md §2.11): no rank, note, tie or final place.
  const none = complete.length === 0;
  const tie = none ? null : finalTie(rows);
  // Once no match is left, the TD's choice settles a tie (docs/rules.md §2.9, §2.10), as the post marks it: both
  // finalists decided, they are Q and every other team X; a choice filling one of two open places, that team Q, the
  // teams still level T, the rest X.
  const settled = new Map<string, string>();
  if (remaining.length === 0 && tie) {
    const p = finalPlaces(rows, e.teams, choice);
    for (const r of rows) {
      if (p.decided) settled.set(r.team, r.team === p.teamA || r.team === p.teamB ? 'Q' : 'X');
      else settled.set(r.team, p.chosen.includes(r.team) || r.rank < tie.rank ? 'Q' : p.contenders.includes(r.team) ? 'T' : 'X');
    }
  }
  const table = rows.map((r) => [
    none ? '' : r.rank,
    r.team,
    r.played,
    r.won,
    r.drawn,
    r.lost,
    r.vp,
    r.impFor,
    r.impAgainst,
    r.impDifference,
    none ? '' : tie && r.rank === tie.rank ? 'level for a final place' : r.shared ? 'shared rank' : '',
    settled.get(r.team) ?? letter[certain[e.teams.indexOf(r.team)]],
  ]);
  const places = finalPlaces(rows, e.teams, choice);
  const no = (team: string | undefined): number | '' => (team === undefined || team === '' ? '' : e.teams.indexOf(team) + 1);
  const [a, b] = places.decided ? [places.teamA, places.teamB] : places.open === 1 ? [rows[0].team, ''] : [places.chosen[0], ''];
  return { table, final: none ? ['', tie?.open ?? 0, '', ''] : [tie?.rank ?? '', tie?.open ?? 0, no(a), no(b)] };
}

const F = FINAL_COLUMNS;
const sheetFinal = (grid: SheetGrid, n: number): unknown[] => [F.tieRank, F.open, F.teamA, F.teamB].map((c) => grid.at(finalRow(n), c));

describe('the standings sheet applies head-to-head again within each part it leaves level (docs/rules.md §2.8)', () => {
  it('A, B, C level on VP and IMP difference; head-to-head puts A first and leaves B and C level; their own match (17–13) puts B 2nd', () => {
    const gas = installFakeGas();
    const ss = asSpreadsheet(gas);
    const e: Event = {
      teams: ['A', 'B', 'C', 'D'],
      pairs: [
        [0, 1],
        [0, 2],
        [1, 2],
        [0, 3],
        [1, 3],
        [2, 3],
      ],
    };
    const { protocols } = build(ss, e);
    // VP (IMP typed equal to VP): A–B 20, A–C 16, B–C 17, A–D 21, B–D 30, C–D 30. A, B, C 57 VP each (IMP difference +24);
    // head-to-head among them A 36, B 27, C 27; then B–C alone: B 17, C 13.
    const vp = [20, 16, 17, 21, 30, 30];
    const results = vp.map((v) => ({ vpA: v, impA: v, impB: 30 - v }));
    type(protocols, results);
    const grid = readSheet(ss.getSheetByName('Standings') as Sheet);
    expect(sheetTable(grid, 4).map((r) => [r[0], r[1], r[6], r[9], r[10]])).toEqual([
      [1, 'A', 57, 24, ''],
      [2, 'B', 57, 24, ''],
      [3, 'C', 57, 24, ''],
      [4, 'D', 9, -72, ''],
    ]);
    // No tie for the final: A v B (head-to-head applied only once would leave B and C sharing 2nd and the place to the TD).
    expect(sheetFinal(grid, 4)).toEqual(['', 0, 1, 2]);
    expect(grid.text(finalRow(4), F.status)).toBe('A v B: 1st and 2nd of the standings');
    const rules = rulesOf(e, results, []);
    expect(sheetTable(grid, 4)).toEqual(rules.table);
    expect(sheetFinal(grid, 4)).toEqual(rules.final);
  });

  it("property: random results (many level) through the sheet's formulas and through teamStandings and finalPlaces agree cell for cell", () => {
    const pick = (n: number) => fc.constantFrom<unknown>('', '', 1, 2, 3, n, 0, n + 1, 1.5, 'x');
    const random = fc.record({ n: fc.integer({ min: 3, max: 6 }), cycles: fc.integer({ min: 1, max: 2 }) }).chain(({ n, cycles }) => {
      const pairs = roundRobin(n, cycles);
      const result = fc.option(
        // Few VP values and mostly equal IMP: teams level on VP and IMP difference are common.
        fc
          .record({ vpA: fc.constantFrom(13, 15, 17), imp: fc.constantFrom([10, 10], [10, 10], [10, 10], [11, 10], [10, 11]) })
          .map(({ vpA, imp }) => ({ vpA, impA: imp[0], impB: imp[1] })),
        { nil: undefined, freq: 8 },
      );
      return fc.record({
        n: fc.constant(n),
        pairs: fc.constant(pairs),
        results: fc.array(result, { minLength: pairs.length, maxLength: pairs.length }),
        choice: fc.tuple(pick(n), pick(n)),
      });
    });
    // Three teams level on VP and IMP difference whose head-to-head splits them only in part: A apart, B and C level
    // (B–C = 15 + d, A–B − A–C = 2d), then B–C's own match decides; a fourth team D evens the totals; every other
    // match of the three is 15–15 and the rest are random. Roles fall on random entries.
    const split = fc
      .record({
        n: fc.integer({ min: 4, max: 6 }),
        ab: fc.integer({ min: 10, max: 20 }),
        d: fc.integer({ min: -4, max: 4 }),
        ad: fc.integer({ min: 0, max: 30 }),
        seed: fc.integer(),
      })
      .chain(({ n, ab, d, ad, seed }) => {
        const pairs = roundRobin(n, 1);
        const ac = ab - 2 * d;
        const bc = 15 + d;
        const bd = ad + (ab + ac) - (30 - ab + bc);
        const roles = Array.from({ length: n }, (_, i) => i).sort((x, y) => ((x * 7919 + seed) % 13) - ((y * 7919 + seed) % 13) || x - y);
        const [A, B, C, D] = roles;
        const fixed = new Map<string, number>([
          [`${A}-${B}`, ab],
          [`${A}-${C}`, ac],
          [`${B}-${C}`, bc],
          [`${A}-${D}`, ad],
          [`${B}-${D}`, bd],
          [`${C}-${D}`, bd],
        ]);
        const vpOf = (x: number, y: number): number | undefined => {
          if (fixed.has(`${x}-${y}`)) return fixed.get(`${x}-${y}`);
          if (fixed.has(`${y}-${x}`)) return 30 - (fixed.get(`${y}-${x}`) as number);
          return [A, B, C].includes(x) || [A, B, C].includes(y) ? 15 : undefined;
        };
        const other = fc.option(fc.integer({ min: 0, max: 30 }), { nil: undefined, freq: 4 });
        return fc.record({
          n: fc.constant(n),
          pairs: fc.constant(pairs),
          results: fc.array(other, { minLength: pairs.length, maxLength: pairs.length }).map((rest) =>
            pairs.map(([x, y], k): Typed => {
              const v = vpOf(x, y) ?? rest[k];
              return v === undefined ? undefined : { vpA: v, impA: v, impB: 30 - v };
            }),
          ),
          choice: fc.tuple(pick(n), pick(n)),
        });
      })
      .filter(({ results }) => results.every((r) => r === undefined || (r.vpA >= 0 && r.vpA <= 30)));
    // Every team level (every match drawn 15–15 or not played): a tie for both places, settled only by the TD's choice.
    const level = fc.integer({ min: 3, max: 6 }).chain((n) => {
      const pairs = roundRobin(n, 1);
      const drawn = fc.option(fc.constant({ vpA: 15, impA: 10, impB: 10 }), { nil: undefined });
      return fc.record({
        n: fc.constant(n),
        pairs: fc.constant(pairs),
        results: fc.array(drawn, { minLength: pairs.length, maxLength: pairs.length }),
        choice: fc.tuple(pick(n), pick(n)),
      });
    });
    const event = fc.oneof(random, split, level);
    const ss = asSpreadsheet(installFakeGas());
    const books = new Map<string, { protocols: Sheet[]; standings: Sheet }>();
    fc.assert(
      fc.property(event, ({ n, pairs, results, choice }) => {
        const e: Event = { teams: ['Red', '50%', '=1+1', 'TRUE', 'Blue', 'Z'].slice(0, n), pairs };
        const key = `${n}-${pairs.length} `;
        if (!books.has(key)) books.set(key, build(ss, e, key));
        const { protocols, standings } = books.get(key)!;
        type(protocols, results);
        standings.getRange(finalRow(n), F.choice1, 1, 2).setValues([choice.map((c) => (c === 'x' ? "'x" : c)) as (string | number)[]]);
        const grid = readSheet(standings);
        const rules = rulesOf(
          e,
          results,
          choice.map((c) => (c === '' || c === 'x' ? undefined : c)),
        );
        expect(sheetTable(grid, n)).toEqual(rules.table);
        expect(sheetFinal(grid, n)).toEqual(rules.final);
      }),
      { numRuns: 80 },
    );
  });
});
