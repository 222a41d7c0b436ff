/**
 * Settings typed over on the league overview (issue: every settings cell is checked). The Leagues cell (B3) is not
 * needed to read the overview back — the groups listed give the number of leagues — so a value typed over is flagged
 * on the sheet (D3 says what belongs there, "Problems to fix" counts it), listed above a published post, and every
 * call still answers with the right number of leagues (a withdrawal keeps the group's relegation zone).
 */
import { asSpreadsheet, installFakeGas } from '../../../../test/helpers/fakeGas';
import { EXTRACTORS, publishFrom } from '../../../publish';
import { OVERVIEW } from '../sheets/overview';
import { createTorresGroups, readTorresOverview, withdrawTorresPlayer } from './endpoints';
import { scheduledGames, seasonPoints, typePoints } from './testHelpers';

const names = (prefix: string, n: number): string[] => Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`);

function setup() {
  const gas = installFakeGas();
  createTorresGroups({ title: 'S', groups: [names('A', 10), names('B', 10), names('C', 10), names('D', 10)], seed: 'set' });
  for (const name of ['S L1', 'S L2 G1', 'S L2 G2', 'S L3']) {
    const sheet = gas.book.sheet(name);
    typePoints(sheet, seasonPoints(scheduledGames(sheet, 15), name));
  }
  return gas;
}

describe('the league overview: the Leagues cell typed over', () => {
  it.each<[string, string | number]>([
    ['text', 'three'],
    ['a wrong number', 2],
    ['blank', ''],
  ])('%s in B3: flagged on the sheet with what to type; publish and read still answer', (_what, typed) => {
    const gas = setup();
    const overview = gas.book.sheet('S leagues');
    expect(overview.valueAt(OVERVIEW.leaguesRow, 4)).toBe('');
    expect(overview.valueAt(OVERVIEW.problemsRow, 2)).toBe(0);
    overview.getRange('B3').setValue(typed);
    expect(overview.valueAt(OVERVIEW.leaguesRow, 4)).toBe('Leagues in "S leagues" B3: type 3, the number of leagues of the groups below');
    expect(overview.valueAt(OVERVIEW.problemsRow, 2)).toBe(1);

    const post = publishFrom(asSpreadsheet(gas), { sheet: 'S leagues', format: 'text' }, EXTRACTORS, () => '2026-06-01');
    expect(post.problems).toEqual([
      expect.stringMatching(/^"S leagues" B3: .* is not the number of leagues; type 3, the number of leagues of the groups listed\.$/),
    ]);
    // league 2 still relegates (3 leagues), league 3 does not
    expect(post.text).toMatch(/League 2 group 1\n(.*\n){2}(P .*\n){2}(S .*\n){4}(R .*\n){4}/);
    const group = publishFrom(asSpreadsheet(gas), { sheet: 'S L2 G1', format: 'text' }, EXTRACTORS, () => '2026-06-01');
    expect(group.problems).toEqual([]);
    expect(group.text.split('\n').filter((l) => l.startsWith('R '))).toHaveLength(4);

    const read = readTorresOverview({ sheet: 'S leagues' });
    expect(read.previous.map((g) => g.league)).toEqual([1, 2, 2, 3]);

    // a withdrawal in league 2 rewrites its block with league 2 of 3: it still says who moves down
    withdrawTorresPlayer({ sheet: 'S L2 G1', player: 'B1' });
    const zones = Array.from({ length: 11 }, (_, i) => overview.valueAt(OVERVIEW.firstRow + 10 + i, 7));
    expect(zones.filter((z) => z === 'moves down')).toHaveLength(4);
  });
});
