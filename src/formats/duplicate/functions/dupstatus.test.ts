import { DUPSTATUS } from './dupstatus';

const col = (...xs: (string | number)[]) => xs.map((x) => [x]);

// The seed's three teams after the first cycle (rules/certainty.test.ts works it out): Moscow 84 VP certainly a
// finalist, Kharkov 74 and Kiev 22 open, the second backgammon round robin (three matches) to play.
const teams = col('Kharkov', 'Moscow', '', 'Kiev');
const a = col('Kharkov', 'Kharkov', 'Kharkov', 'Kharkov', 'Moscow', 'Moscow', 'Moscow', 'Kharkov', 'Kiev');
const b = col('Moscow', 'Moscow', 'Kiev', 'Kiev', 'Kiev', 'Kiev', 'Kharkov', 'Kiev', 'Moscow');
const vpA = col(13, 13, 25, 23, 24, 26, '', '', '');
const vpB = col(17, 17, 5, 7, 6, 4, '', '', '');
const impA = col(35, 35, 50, 40, 44, 52, '', '', '');
const impB = col(43, 43, 20, 17, 17, 18, '', '', '');

describe('DUPSTATUS', () => {
  test("one mark per row of teams, blank rows blank: the seed's teams after the first cycle", () => {
    expect(DUPSTATUS(teams, a, b, vpA, vpB, impA, impB)).toEqual([[''], ['Q'], [''], ['']]);
  });

  test('Kharkov beating Kiev 25–5: Kharkov and Moscow Q, Kiev X; names in any case and spacing', () => {
    const vA = col(13, 13, 25, 23, 24, 26, '', 25, '');
    const vB = col(17, 17, 5, 7, 6, 4, '', 5, '');
    const iA = col(35, 35, 50, 40, 44, 52, '', 50, '');
    const iB = col(43, 43, 20, 17, 17, 18, '', 20, '');
    const spaced = col(' kharkov ', 'Moscow', '', 'KIEV');
    expect(DUPSTATUS(spaced, a, b, vA, vB, iA, iB)).toEqual([['Q'], ['Q'], [''], ['X']]);
    // With one place (no final): Moscow 84 + 0 … 60 against Kharkov's 99 + 0 … 30: nobody is certain yet.
    expect(DUPSTATUS(spaced, a, b, vA, vB, iA, iB, 1)).toEqual([[''], [''], [''], ['X']]);
  });

  test('nothing left: W for the winner with one place, T for teams level for a final place', () => {
    const t = col('Red', 'Blue', 'Green');
    const x = col('Red', 'Blue', 'Green');
    const y = col('Blue', 'Green', 'Red');
    const fifteen = col(15, 15, 15);
    const twenty = col(20, 20, 20);
    expect(DUPSTATUS(t, x, y, fifteen, fifteen, twenty, twenty)).toEqual([['T'], ['T'], ['T']]);
    expect(DUPSTATUS(t, x, y, col(20, 15, 10), col(10, 15, 20), col(30, 20, 10), col(10, 20, 30), 1)).toEqual([['W'], ['X'], ['X']]);
  });

  test("the TD's choice of finalists settles a tie once nothing is left: before, after, changed, cleared", () => {
    const t = col('Red', 'Blue', 'Green');
    const x = col('Red', 'Blue', 'Green');
    const y = col('Blue', 'Green', 'Red');
    const fifteen = col(15, 15, 15);
    const twenty = col(20, 20, 20);
    const marks = (f1?: unknown, f2?: unknown) => DUPSTATUS(t, x, y, fifteen, fifteen, twenty, twenty, 2, false, f1 as string, f2 as string);
    expect(marks()).toEqual([['T'], ['T'], ['T']]);
    expect(marks('', '')).toEqual([['T'], ['T'], ['T']]);
    expect(marks('Blue', 'Green')).toEqual([['X'], ['Q'], ['Q']]);
    expect(marks([[' green ']], [['RED']])).toEqual([['Q'], ['X'], ['Q']]);
    // One of the two places chosen: that team Q, the others still level.
    expect(marks('Blue', '')).toEqual([['T'], ['Q'], ['T']]);
    // Held (a result changed after the final began): no marks, whatever the choice.
    expect(DUPSTATUS(t, x, y, fifteen, fifteen, twenty, twenty, 2, true, 'Blue', 'Green')).toEqual([[''], [''], ['']]);
    // While a match is left the choice counts for nothing: the seed's teams keep Moscow's Q only.
    expect(DUPSTATUS(teams, a, b, vpA, vpB, impA, impB, 2, false, 'Moscow', 'Kharkov')).toEqual([[''], ['Q'], [''], ['']]);
    expect(() => marks('Blue', 'Lviv')).toThrow('DUPSTATUS: "Lviv" (finalist_2) is not one of the teams');
    expect(() => marks([['Blue', 'Green']])).toThrow('DUPSTATUS: finalist_1 must be a single team, not a range');
  });

  test('hold (the TD decides the finalists): no marks at all', () => {
    expect(DUPSTATUS(teams, a, b, vpA, vpB, impA, impB, 2, true)).toEqual([[''], [''], [''], ['']]);
    expect(DUPSTATUS(teams, a, b, vpA, vpB, impA, impB, 2, false)).toEqual([[''], ['Q'], [''], ['']]);
    expect(() => DUPSTATUS(teams, a, b, vpA, vpB, impA, impB, 2, 'yes')).toThrow('DUPSTATUS: "yes" (hold) is not allowed');
  });

  test('errors name the cell', () => {
    expect(() => DUPSTATUS(teams, a, b, col(13, 13, 25, 23, 24, 26, 10, '', ''), vpB, impA, impB)).toThrow(
      'DUPSTATUS: "" (row 7 of vp_b) is blank beside a complete match',
    );
    expect(() => DUPSTATUS(teams, a, b, col(13, 13, 25, 23, 24, 26, '', '', ''), col(17, 17, 5, 7, 6, 5, '', '', ''), impA, impB)).toThrow(
      'DUPSTATUS: 5 (row 6 of vp_b) and vp_a 26 do not add up to 30',
    );
    expect(() => DUPSTATUS(teams, col('Lviv', ...a.slice(1).map((r) => r[0])), b, vpA, vpB, impA, impB)).toThrow(
      'DUPSTATUS: "Lviv" (row 1 of team_a) is not one of the teams',
    );
    expect(() => DUPSTATUS(col('Kiev', 'kiev '), a, b, vpA, vpB, impA, impB)).toThrow('DUPSTATUS: "kiev " (row 2 of teams) appears twice');
    expect(() => DUPSTATUS(teams, a, b, vpA, vpB, impA, impB, 3)).toThrow('DUPSTATUS: 3 (places) is not allowed; use 2 (the two finalists) or 1 (the winner)');
    expect(() => DUPSTATUS(teams, a, b.slice(1), vpA, vpB, impA, impB)).toThrow('DUPSTATUS: team_a has 9 rows but team_b has 8');
  });
});
