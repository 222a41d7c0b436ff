/**
 * docs/rules.md §2.8 — "If head-to-head separates the group only in part, it is applied again within each part still
 * level" — end to end: an event created through the endpoint, every game typed into its protocol as a TD types it, then
 * the Standings sheet, the Final sheet and the published post must name the same final (§2.9).
 *
 * Four teams of two, 4 games per room (8 games: an IMP difference of 2–5 is 16–14 VP, 6–8 17–13, 9–11 18–12, 15–17
 * 20–10, 38–41 27–3). B, C and D end level on 54 VP and IMP difference +29; head-to-head among the three gives B 36,
 * C 27 and D 27; C beat D 17–13 in their own match, so C is 2nd and the final is B v C.
 */
import { createDuplicateTournament } from './endpoints';
import { EXTRACTORS, publishFrom } from '../../../publish';
import type { StandingsDoc } from '../../../shared/rules/publish';
import { asSpreadsheet, installFakeGas } from '../../../../test/helpers/fakeGas';
import type { FakeGas } from '../../../../dev/fake/gas';

/** An outcome on cube 1 worth `imp` IMP (Fair Backgammon table): 1 checker 110 SMP = 3, pass 150 = 4, 9 checkers 190 = 5, 12 checkers 220 = 6, gammon 300 = 7. */
const OUTCOME: Record<number, string | number> = { 3: 1, 4: 'pass', 5: 9, 6: 12, 7: 'gammon' };

/** `games` rows in which team x scores exactly `x` IMP and team y `y` IMP (every game 3–7 IMP to its winner). */
export function rowsFor(games: number, [tx, x]: [string, number], [ty, y]: [string, number]): (string | number)[][] {
  const split = (total: number, k: number): number[] => {
    const out = Array<number>(k).fill(3);
    let rest = total - 3 * k;
    for (let i = 0; i < k && rest > 0; i++) {
      const add = Math.min(4, rest);
      out[i] += add;
      rest -= add;
    }
    return out;
  };
  for (let k = 0; k <= games; k++) {
    const fits = (t: number, n: number) => (n === 0 ? t === 0 : t >= 3 * n && t <= 7 * n);
    if (fits(x, k) && fits(y, games - k)) {
      return [...split(x, k).map((i) => [1, '', OUTCOME[i], tx]), ...split(y, games - k).map((i) => [1, '', OUTCOME[i], ty])];
    }
  }
  throw new Error(`no ${games} games give ${x}–${y} IMP`);
}

function docOf(gas: FakeGas, sheet: string): StandingsDoc {
  let doc: StandingsDoc | undefined;
  const spy = Object.fromEntries(Object.entries(EXTRACTORS).map(([k, f]) => [k, (...a: Parameters<typeof f>) => (doc = f(...a))]));
  publishFrom(asSpreadsheet(gas), { sheet, format: 'text' }, spy, () => '2026-04-20');
  return doc as StandingsDoc;
}

describe('docs/rules.md §2.8 "applied again within each part still level": the Standings sheet, the Final sheet and the post agree', () => {
  it('B, C, D level on VP and IMP difference; head-to-head puts B first and leaves C and D level; C beat D: the final is B v C everywhere', () => {
    const gas = installFakeGas();
    const teams = ['A', 'B', 'C', 'D'].map((name) => ({ name, players: [`${name}1`, `${name}2`] as [string, string] }));
    const out = createDuplicateTournament({ title: 'Cup', teams, seed: 'h2h', cycles: 1, final: true });
    // IMP of each match: B–C 28–12 (20–10 VP), B–D 20–16 (16–14), C–D 20–14 (17–13), B–A 21–12 (18–12), C–A and D–A 39–0 (27–3).
    const imp: Record<string, [number, number]> = { 'B-C': [28, 12], 'B-D': [20, 16], 'C-D': [20, 14], 'B-A': [21, 12], 'C-A': [39, 0], 'D-A': [39, 0] };
    for (const m of out.rounds.flatMap((r) => r.matches)) {
      const [x, y] = imp[`${m.teamA}-${m.teamB}`] ? [m.teamA, m.teamB] : [m.teamB, m.teamA];
      const [ix, iy] = imp[`${x}-${y}`];
      gas.book
        .sheet(m.sheet)
        .getRange('G10:J17')
        .setValues(rowsFor(8, [x, ix], [y, iy]));
    }
    const st = gas.book.sheet(out.sheets[0]);
    // Rank, team, VP, IMP diff, note, status (DUPSTATUS: the same order, nothing left to play).
    expect([5, 6, 7, 8].map((r) => [1, 2, 7, 10, 11, 12].map((c) => st.getRange(r, c).getValue()))).toEqual([
      [1, 'B', 54, 29, '', 'Q'],
      [2, 'C', 54, 29, '', 'Q'],
      [3, 'D', 54, 29, '', 'X'],
      [4, 'A', 18, -87, '', 'X'],
    ]);
    expect(st.getRange('L4').getValue()).toBe('Status (0 to play)');
    expect(st.getRange(10, 2).getValue()).toBe('B v C: 1st and 2nd of the standings');
    expect(gas.book.sheet(out.final!.sheet).getRange('B4:D5').getValues()).toEqual([
      ['B', 'B1', 'B2'],
      ['C', 'C1', 'C2'],
    ]);
    const doc = docOf(gas, out.sheets[0]);
    expect(doc.sections[0].rows.map((r) => [r.cells[0], r.cells[1], r.mark])).toEqual([
      [1, 'B', 'qualified'],
      [2, 'C', 'qualified'],
      [3, 'D', 'out'],
      [4, 'A', 'out'],
    ]);
    expect(doc.sections[0].notes?.[1]).toBe('Final (backgammon pairs): B v C, 1st and 2nd of the standings.');
  });
});
