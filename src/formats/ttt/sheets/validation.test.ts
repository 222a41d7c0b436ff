/**
 * Every data validation on a TTT sheet has a help text listing the accepted entries (docs/rules.md §0.3): each item
 * of a list drop-down is named in it; a drop-down over a range of the sheet says to pick from the list. Pure: the plans.
 */
import { partitionSet } from '../rules/partition';
import { roundRobinModel, roundRobinPlans, sheetNamesOf, desiredSheetNames } from './set';

function plans(players: number, groupSize: number) {
  const signUps = Array.from({ length: players }, (_, i) => ({ name: `P${i + 1}` }));
  const partition = partitionSet(signUps, { groupSize, seed: 'v', firstRow: 1 });
  const G = partition.groups.length;
  const names = desiredSheetNames('V', G).map((w) => w.title + w.suffix);
  const settings = { title: 'V', scoring: 'current' as const, seed: 'v', groupSize, double: false, invitePhases: 1 as const, created: '2026-01-01' };
  return roundRobinPlans(roundRobinModel(settings, partition, sheetNamesOf(names, G), 'key'));
}

describe.each([
  [4, 4],
  [64, 64],
])('%i players in groups of %i', (players, size) => {
  const validations = plans(players, size).flatMap((p) => (p.dropDowns ?? []).map((d) => [p.kind, d.range, d] as const));
  it('every sheet kind a TD picks on has its drop-downs', () => {
    expect([...new Set(validations.map(([kind]) => kind))].sort()).toEqual(['ttt-games', 'ttt-import', 'ttt-my-matches', 'ttt-stats', 'ttt-table']);
  });
  it.each(validations)('%s %s: the help text lists what is accepted', (_kind, _range, d) => {
    expect(d.helpText ?? '').not.toBe('');
    for (const item of d.list ?? []) expect(d.helpText).toContain(item);
    if (d.listRange !== undefined) expect(d.helpText).toMatch(/from the list/);
  });
});
