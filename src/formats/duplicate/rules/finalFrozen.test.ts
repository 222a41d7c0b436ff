/**
 * The ruling on a late correction (issue 28, docs/rules.md §2.9): "Once a final game is typed, the finalists are
 * frozen; a later change to the standings that would change them is flagged for the TD to decide."
 */
import { finalPlaces, teamStandings, type TeamMatchResult } from './teamStandings';

const TEAMS = ['Kharkov', 'Moscow', 'Kiev'];
const match = (teamA: string, teamB: string, vpA: number): TeamMatchResult => ({ teamA, teamB, vpA, vpB: 30 - vpA, impA: vpA, impB: 30 - vpA });
/** Kharkov 1st, Moscow 2nd, Kiev 3rd — until Moscow – Kiev is re-scored 10–20, which puts Kiev 2nd. */
const before = teamStandings(TEAMS, [match('Kharkov', 'Moscow', 20), match('Kharkov', 'Kiev', 20), match('Moscow', 'Kiev', 20)]);
const after = teamStandings(TEAMS, [match('Kharkov', 'Moscow', 20), match('Kharkov', 'Kiev', 20), match('Moscow', 'Kiev', 10)]);

describe('docs/rules.md §2.9: "once a final game is typed, the finalists are frozen; a later change … is flagged for the TD"', () => {
  it('no final game typed: the finalists follow the standings', () => {
    expect(finalPlaces(before, TEAMS, [], [])).toEqual({ decided: true, teamA: 'Kharkov', teamB: 'Moscow', chosen: false, contenders: [] });
    expect(finalPlaces(after, TEAMS, [], [])).toEqual({ decided: true, teamA: 'Kharkov', teamB: 'Kiev', chosen: false, contenders: [] });
  });

  it('the final played by Kharkov and Moscow, then Moscow – Kiev re-scored: the final stays Kharkov v Moscow, flagged', () => {
    expect(finalPlaces(before, TEAMS, [], ['Kharkov', 'moscow '])).toEqual({ decided: true, teamA: 'Kharkov', teamB: 'Moscow', chosen: false, contenders: [] });
    expect(finalPlaces(after, TEAMS, [], ['Moscow', 'Kharkov'])).toEqual({
      decided: true,
      teamA: 'Kharkov',
      teamB: 'Moscow',
      chosen: false,
      contenders: [],
      changed: { named: ['Kharkov', 'Moscow'], now: ['Kharkov', 'Kiev'] },
    });
  });

  it("the final's games name only Moscow so far: both places wait for the TD, who confirms a pair that includes Moscow", () => {
    const changed = { named: ['Moscow'], now: ['Kharkov', 'Kiev'] };
    expect(finalPlaces(after, TEAMS, [], ['Moscow'])).toEqual({ decided: false, chosen: [], contenders: ['Moscow'], open: 2, changed });
    // A pair without Moscow (the standings' new pair) does not count while Moscow's games are typed.
    expect(finalPlaces(after, TEAMS, [1, 3], ['Moscow'])).toEqual({ decided: false, chosen: [], contenders: ['Moscow'], open: 2, changed });
    expect(finalPlaces(after, TEAMS, [1, 2], ['Moscow'])).toEqual({
      decided: true,
      teamA: 'Kharkov',
      teamB: 'Moscow',
      chosen: true,
      contenders: ['Moscow'],
      changed,
    });
  });

  it('a winner naming no team of the event names nothing; a stale single choice for a tie does not count as a pair', () => {
    expect(finalPlaces(after, TEAMS, [2], ['Lviv'])).toEqual({ decided: true, teamA: 'Kharkov', teamB: 'Kiev', chosen: false, contenders: [] });
    expect(finalPlaces(after, TEAMS, [2], ['Kharkov', 'Moscow'])).toMatchObject({ decided: true, teamA: 'Kharkov', teamB: 'Moscow', chosen: false });
  });
});
