/**
 * Issue 23, a typing slip stays on its row: each kind of slip typed into ONE cell of a created event's protocol (as a
 * TD types it, in the in-memory Sheets), and into the standings' finalist choice. Only that row is marked (the named
 * cell red), its Check names the sheet cell and the accepted entries, every other row's SMP/IMP is unchanged, the
 * protocol's totals keep the good rows, "Problems to fix" is 1 on the protocol and on the standings, and the
 * standings are those of the event with that row left out. Fixing the slip brings everything back. Run in en_US and
 * de_DE (there `2,0` is the number 2 and `1.5` a date).
 */
import { createDuplicateTournament } from './endpoints';
import { asSpreadsheet, installFakeGas } from '../../../../test/helpers/fakeGas';
import { duplicateProblems } from './publish';
import { EXTRACTORS, publishFrom } from '../../../publish';
import { paintedRows } from '../../../../test/helpers/conditional';
import { COLOR } from '../../../shared/sheets/styles';
import { PROTOCOL_CELLS, PROTOCOL_COLUMNS as C, protocolPlan, teamCells } from '../sheets/protocol';
import { isNextStepFormula } from '../../../shared/sheets/nextStep';
import { FINAL_COLUMNS, finalRow, matchesHeaderRow, MATCH_COLUMNS, STANDINGS_PROBLEMS, standingsPlan } from '../sheets/standings';
import type { FakeGas } from '../../../../dev/fake/gas';
import type { SheetPlan } from '../../../shared/sheets/plan';

const TEAMS = [
  { name: 'Red', players: ['Rita', 'Ron'] as [string, string] },
  { name: 'Blue', players: ['Bea', 'Bo'] as [string, string] },
  { name: 'Green', players: ['Gus', 'Gia'] as [string, string] },
];
const OUTCOMES = ['9', 'gammon', 'pass', '3', 'P', 'bg', '14', 'G'];
const ROW = 12; // game 2 OPEN
const OUTCOME_HELP = 'type 1 to 15, gammon (G), pass (P), triple or backgammon (B, BG)';

type Slip = {
  what: string;
  column: number;
  value: string | number | boolean;
  /** The Check after the sheet's name; null: no problem (the locale reads it as meant). */
  message: RegExp | null;
  /** The row still counts (a slip in a cell scoring does not read). */
  counts?: boolean;
  locales?: ('en_US' | 'de_DE')[];
};

const SLIPS: Slip[] = [
  { what: 'unknown outcome code', column: C.outcome, value: 'W4', message: new RegExp(`^I12: “W4” is not an outcome: ${esc(OUTCOME_HELP)}$`) },
  { what: 'outcome out of range', column: C.outcome, value: 16, message: /^I12: “16” is not an outcome: type 1 to 15/ },
  { what: 'wildcard *', column: C.outcome, value: '*', message: /^I12: “\*” is not an outcome: type 1 to 15/ },
  { what: 'wildcard ?', column: C.outcome, value: 'g?', message: /^I12: “g\?” is not an outcome: type 1 to 15/ },
  { what: 'outcome of the wrong type', column: C.outcome, value: true, message: /^I12: “TRUE” is not an outcome: type 1 to 15/ },
  { what: 'a winner but no outcome', column: C.outcome, value: '', message: /^I12: a winner but no outcome: type 1 to 15/ },
  { what: 'cube out of range', column: C.cube, value: 3, message: /^G12: “3” is not a cube value: type 1, 2, 4, 8, 16, 32 or 64 \(blank = 1\)$/ },
  { what: 'cube of the wrong type', column: C.cube, value: 'two', message: /^G12: “two” is not a cube value: type 1, 2, 4/ },
  {
    what: 'cube with a decimal comma (en_US: text)',
    column: C.cube,
    value: '2,5',
    message: /^G12: “2,5” is not a cube value: type 1, 2, 4/,
    locales: ['en_US'],
  },
  { what: 'cube with a decimal comma (de_DE: the number 1)', column: C.cube, value: '1,0', message: null, locales: ['de_DE'] },
  { what: 'winner not a team', column: C.winner, value: 'Lviv', message: /^J12: “Lviv” is neither team: type (Red|Blue|Green) or (Red|Blue|Green)$/ },
  { what: 'winner blank', column: C.winner, value: '', message: /^J12: an outcome but no winner: type (Red|Blue|Green) or (Red|Blue|Green)$/ },
  { what: 'winner a wildcard', column: C.winner, value: '*', message: /^J12: “\*” is neither team/ },
  { what: 'double by no team', column: C.proposedBy, value: 'Lviv', message: /^H12: “Lviv” is neither team: type .* or .*, or leave it blank$/, counts: true },
];

function esc(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function setup(locale: 'en_US' | 'de_DE') {
  const gas = installFakeGas({ locale });
  const out = createDuplicateTournament({ title: 'Cup', teams: TEAMS, seed: 'slips', cycles: 1, games: 4, final: true });
  const protocols = out.rounds.flatMap((r) => r.matches.map((m) => m.sheet));
  const standings = out.sheets.find((s) => s.endsWith('Standings'))!;
  protocols.forEach((name, k) => {
    const s = gas.book.sheet(name);
    const [a, b] = [s.getRange('B4').getValue(), s.getRange('B5').getValue()];
    // Team A wins rows 10, 11, 12 and every second row after; a different outcome per row and protocol.
    const rows = Array.from({ length: 8 }, (_, i) => [1, '', OUTCOMES[(i + k) % 8], i < 3 || i % 2 === 1 ? a : b]);
    s.getRange('G10:J17').setValues(rows);
  });
  return { gas, protocols, standings, final: out.final!.sheet };
}

/** What the TD sees computed: every protocol's SMP/IMP per row and its totals, the standings table, the matches' IMP/VP. */
function snapshot(gas: FakeGas, protocols: string[], standings: string) {
  const st = gas.book.sheet(standings);
  const mFirst = matchesHeaderRow(3) + 1;
  return {
    rows: protocols.map((p) => gas.book.sheet(p).getRange('K10:M17').getValues()),
    totals: protocols.map((p) => gas.book.sheet(p).getRange('E4:F7').getValues()),
    table: st.getRange('A5:J7').getValues(),
    matches: st.getRange(mFirst, MATCH_COLUMNS.impA, 3, MATCH_COLUMNS.result - MATCH_COLUMNS.impA + 1).getValues(),
    final: st.getRange(finalRow(3), FINAL_COLUMNS.status).getValue(),
  };
}

describe.each(['en_US', 'de_DE'] as const)('a typing slip stays on its row (%s)', (locale) => {
  const { gas, protocols, standings, final } = setup(locale);
  const sheet = gas.book.sheet(protocols[0]);
  const st = gas.book.sheet(standings);
  const base = snapshot(gas, protocols, standings);
  const original = sheet.getRange(ROW, C.cube, 1, 4).getValues()[0];
  // The same event with row 12 of the first protocol blank (not played): what the standings show over the good rows.
  sheet.getRange(ROW, C.outcome, 1, 2).setValues([['', '']]);
  const without = snapshot(gas, protocols, standings);
  sheet.getRange(ROW, C.cube, 1, 4).setValues([original]);

  it('the event is complete and clean before any slip', () => {
    expect(base.totals.every((t) => typeof t[0][1] === 'number')).toBe(true);
    expect(protocols.map((p) => gas.book.sheet(p).getRange(PROTOCOL_CELLS.problems).getValue())).toEqual([0, 0, 0]);
    expect(st.getRange(STANDINGS_PROBLEMS.count).getValue()).toBe(0);
    expect(without.table).not.toEqual(base.table);
  });

  it.each(SLIPS.filter((s) => !s.locales || s.locales.includes(locale)).map((s) => [s.what, s] as const))('%s', (_, slip) => {
    sheet.getRange(ROW, slip.column).setValue(slip.value);
    const now = snapshot(gas, protocols, standings);
    const check = String(sheet.getRange(ROW, C.check).getValue());
    const problems = slip.message === null ? 0 : 1;
    if (slip.message === null) expect(check).toBe('');
    else {
      expect(check.startsWith(`${protocols[0]} `)).toBe(true);
      expect(check.slice(protocols[0].length + 1)).toMatch(slip.message);
    }
    // Only the named cell is red; no other Check says anything.
    for (const c of [C.cube, C.proposedBy, C.outcome, C.winner])
      expect(paintedRows(sheet, COLOR.bad, c).filter((r) => r >= 10)).toEqual(c === slip.column && problems ? [ROW] : []);
    expect(paintedRows(sheet, COLOR.bad, C.check)).toEqual(problems ? [ROW] : []);
    expect(paintedRows(sheet, COLOR.bad, 8).includes(3)).toBe(problems > 0); // Problems to fix (H3) red
    expect(
      sheet
        .getRange(10, C.check, 8, 1)
        .getValues()
        .flat()
        .filter((v) => v !== ''),
    ).toHaveLength(problems);
    expect(sheet.getRange(PROTOCOL_CELLS.problems).getValue()).toBe(problems);
    expect(st.getRange(STANDINGS_PROBLEMS.count).getValue()).toBe(problems);
    // Every other row as before; the slip's row left out (or counted, when the slip is not in what scoring reads).
    const expected = slip.counts || slip.message === null ? base : without;
    now.rows.forEach((rows, p) => rows.forEach((r, i) => (p === 0 && i === ROW - 10 ? undefined : expect(r).toEqual(base.rows[p][i]))));
    expect(now.rows[0][ROW - 10].slice(1)).toEqual(expected.rows[0][ROW - 10].slice(1));
    expect(now.totals).toEqual(expected.totals);
    expect(now.table).toEqual(expected.table);
    expect(now.matches).toEqual(expected.matches);
    expect(now.final).toEqual(expected.final);
    const mFirst = matchesHeaderRow(3) + 1;
    const rowsToFix = st
      .getRange(mFirst, MATCH_COLUMNS.protocol + 2, 3, 1)
      .getValues()
      .flat();
    expect(rowsToFix.reduce((a: number, b) => a + Number(b), 0)).toBe(problems);
    // Publishing lists the left-out row, naming the sheet cell, for the standings and for the protocol.
    const left =
      slip.counts || slip.message === null ? [] : [expect.stringMatching(new RegExp(`^${esc(protocols[0])} ${'GHIJ'[slip.column - C.cube]}12: game 2 OPEN: `))];
    expect(duplicateProblems(asSpreadsheet(gas), asSpreadsheet(gas).getSheetByName(standings)!)).toEqual(left);
    expect(duplicateProblems(asSpreadsheet(gas), asSpreadsheet(gas).getSheetByName(protocols[0])!)).toEqual(left);
    // Fixed: everything as before.
    sheet.getRange(ROW, C.cube, 1, 4).setValues([original]);
    expect(snapshot(gas, protocols, standings)).toEqual(base);
    expect(sheet.getRange(PROTOCOL_CELLS.problems).getValue()).toBe(0);
    expect(duplicateProblems(asSpreadsheet(gas), asSpreadsheet(gas).getSheetByName(standings)!)).toEqual([]);
  });

  it('the Final: a slip on its row only, the teams named as the standings give them', () => {
    const f = gas.book.sheet(final);
    const [a, b] = [f.getRange('B4').getValue(), f.getRange('B5').getValue()];
    expect([a, b].every((t) => TEAMS.some((x) => x.name === t))).toBe(true);
    f.getRange('G10:J11').setValues([
      [1, '', 'gammon', a],
      [1, '', 'W4', b],
    ]);
    expect(f.getRange('K10:N11').getValues()).toEqual([
      [300, 7, '', ''],
      ['bad outcome', '', '', `${final} I11: “W4” is not an outcome: ${OUTCOME_HELP}`],
    ]);
    expect(f.getRange('E4:E5').getValues()).toEqual([[7], [0]]);
    expect(f.getRange(PROTOCOL_CELLS.problems).getValue()).toBe(1);
    f.getRange('J11').setValue('Lviv');
    f.getRange('I11').setValue('P');
    expect(f.getRange('N11').getValue()).toBe(`${final} J11: “Lviv” is neither team: type ${a} or ${b}`);
    expect(paintedRows(f, COLOR.bad, C.winner).filter((r) => r >= 10)).toEqual([11]);
    f.getRange('G10:J11').setValues([
      [1, '', '', ''],
      [1, '', '', ''],
    ]);
    expect(f.getRange(PROTOCOL_CELLS.problems).getValue()).toBe(0);
    expect(snapshot(gas, protocols, standings)).toEqual(base);
  });

  // The settings cells (row 2) are written by the plan; a slip typed over one changes nothing computed (no formula
  // reads them) and the count the add-on reads (D2 of a protocol or the Final, F2 of the standings) is named when publishing.
  it.each([
    ['protocol', 'B2', 'x', false],
    ['protocol', 'D2', '1,5', true],
    ['protocol', 'D2', 12, true],
    ['protocol', 'F2', 'W4', false],
    ['protocol', 'H2', '*', false],
    ['final', 'D2', 'six', true],
    ['standings', 'B2', '=1+1', false],
    ['standings', 'F2', '2,0', true],
    ['standings', 'G2', '', false],
  ] as const)('a slip over the settings cell of the %s: %s = %p', (kind, cell, value, named) => {
    const name = kind === 'protocol' ? protocols[0] : kind === 'final' ? final : standings;
    const s = gas.book.sheet(name);
    const before = s.getRange(cell).getValue();
    s.getRange(cell).setValue(value);
    expect(snapshot(gas, protocols, standings)).toEqual(base);
    expect(protocols.map((p) => gas.book.sheet(p).getRange(PROTOCOL_CELLS.problems).getValue())).toEqual([0, 0, 0]);
    expect(st.getRange(STANDINGS_PROBLEMS.count).getValue()).toBe(0);
    const ss = asSpreadsheet(gas);
    const listed = duplicateProblems(ss, ss.getSheetByName(name)!);
    expect(listed).toEqual(
      named ? [expect.stringMatching(new RegExp(`^"${esc(name)}" ${cell}: should hold the (games per room, \\d+|number of matches, 3); it holds "`))] : [],
    );
    // The standings list a damaged protocol too; the published post is the one without the slip.
    if (kind === 'protocol') expect(duplicateProblems(ss, ss.getSheetByName(standings)!)).toEqual(listed);
    const post = () => publishFrom(ss, { sheet: standings, format: 'markdown' }, EXTRACTORS, () => '2026-11-27').text;
    const text = post();
    s.getRange(cell).setValue(before);
    expect(post()).toBe(text);
    expect(duplicateProblems(ss, ss.getSheetByName(name)!)).toEqual([]);
  });

  it.each([
    ['a team number with no tie open', 2, /^O9: “2” does not count: no tie is open: clear it$/],
    ['not a number', 'Red', /^O9: “Red” does not count: no tie is open: clear it$/],
  ] as const)("the TD's finalist choice: %s", (_, value, message) => {
    const cell = st.getRange(finalRow(3), FINAL_COLUMNS.choice1);
    cell.setValue(value);
    const check = String(st.getRange(finalRow(3), FINAL_COLUMNS.check).getValue());
    expect(check.startsWith(`${standings} `)).toBe(true);
    expect(check.slice(standings.length + 1)).toMatch(message);
    expect(paintedRows(st, COLOR.bad, FINAL_COLUMNS.choice1)).toEqual([finalRow(3)]);
    expect(st.getRange(STANDINGS_PROBLEMS.count).getValue()).toBe(1);
    expect(snapshot(gas, protocols, standings)).toEqual(base);
    expect(duplicateProblems(asSpreadsheet(gas), asSpreadsheet(gas).getSheetByName(standings)!)).toHaveLength(value === 'Red' ? 1 : 0);
    cell.setValue('');
    expect(st.getRange(STANDINGS_PROBLEMS.count).getValue()).toBe(0);
  });
});

describe('no generated formula over 500 characters', () => {
  // The Next step line is held to its own limit by its builder (NEXT_STEP_FORMULA_LIMIT).
  const longest = (plan: SheetPlan): number =>
    Math.max(...plan.cells.flat().map((c) => (typeof c === 'string' && c.startsWith('=') && !isNextStepFormula(c) ? c.length : 0)));
  const name = 'N'.repeat(100);
  it.each([4, 12])('protocol of %i games per room, final and match, 100-character names', (games) => {
    const team = (t: string) => teamCells({ name: t.repeat(100), players: [t.repeat(100), t.repeat(99)] });
    for (const extra of [{}, { final: { standings: name, discipline: 'backgammon' as const } }, { imp: 'wbf' as const }]) {
      expect(longest(protocolPlan({ name, title: name, seed: name, games, firstSet: 1, teamA: team('a'), teamB: team('b'), ...extra }))).toBeLessThanOrEqual(
        500,
      );
    }
  });
  it.each([2, 3, 8, 13])('standings of %i teams with a final', (n) => {
    const teams = Array.from({ length: n }, (_, i) => ({ name: `T${i}`, pairs: { backgammon: [`a${i}`, `b${i}`] as [string, string] } }));
    const matches = teams.slice(1).map((t, i) => ({ round: i + 1, discipline: 'backgammon' as const, cycle: 1, teamA: 'T0', teamB: t.name, protocol: name }));
    for (const finalProtocol of [undefined, { name, games: 12 }]) {
      expect(longest(standingsPlan({ name, title: name, seed: 's', settings: 's', teams, matches, final: true, finalProtocol }))).toBeLessThanOrEqual(500);
    }
  });
});
