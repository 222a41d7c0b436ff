/**
 * Issue 23: every formula a TORRES generator writes stays readable by a TD who clicks the cell — none over 500
 * characters, on every sheet kind (group sheets, the league overview, the roll-over sheet), at the smallest and
 * largest group sizes, with long sheet names and after a withdrawal (fictitious names in the zones).
 */
import { isNextStepFormula } from '../../../shared/sheets/nextStep';
import { installFakeGas } from '../../../../test/helpers/fakeGas';
import type { FakeGas } from '../../../../dev/fake/gas';
import { createTorresGroups, rollOverTorres, withdrawTorresPlayer } from './endpoints';

const MAX = 500;
const names = (prefix: string, n: number): string[] => Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`);

function longest(gas: FakeGas): { length: number; sheet: string; formula: string } {
  let best = { length: 0, sheet: '', formula: '' };
  for (const sheet of gas.book.getSheets()) {
    for (const row of sheet.getDataRange().getFormulas())
      for (const f of row) if (f.length > best.length && !isNextStepFormula(f)) best = { length: f.length, sheet: sheet.getName(), formula: f };
  }
  return best;
}

describe('TORRES: no generated formula over 500 characters', () => {
  it.each([
    ['short title, groups of 3 and 4', 'T', [names('A', 4), names('B', 3)], [1, 2]],
    ['a 90-character title, groups of 30, 10 and 3', 'x'.repeat(90), [names('A', 30), names('B', 10), names('C', 3)], [1, 2, 2]],
  ])('%s', (_label, title, groups, leagues) => {
    const gas = installFakeGas();
    const { sheets } = createTorresGroups({ title, groups, leagues, seed: 's' });
    withdrawTorresPlayer({ sheet: sheets[1], player: groups[0][1] });
    const found = longest(gas);
    expect(found.length).toBeGreaterThan(100);
    expect([found.sheet, found.length, found.formula]).toEqual([found.sheet, Math.min(found.length, MAX), found.formula]);
  });

  it('the roll-over sheet', () => {
    const gas = installFakeGas();
    rollOverTorres({
      title: 'y'.repeat(80),
      previous: [
        { league: 1, group: 1, players: names('A', 10) },
        { league: 2, group: 1, players: names('B', 10) },
      ],
      newPlayers: names('N', 10).map((name, i) => ({ name, elo: 1500 + i })),
      seed: 's',
    });
    expect(longest(gas).length).toBeLessThanOrEqual(MAX);
  });
});
