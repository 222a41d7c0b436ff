/**
 * No generated formula of any TTT plan is over 500 characters (docs/rules.md §0.3: a TD who clicks a cell can read
 * it), at the largest sizes the add-on creates: a group of 64 in a double round robin, and a set of 40 groups of 12
 * (480 players), each with a long title and long names. Pure: the plans, not a spreadsheet.
 */
import { partitionSet } from '../rules/partition';
import { isNextStepFormula } from '../../../shared/sheets/nextStep';
import type { SheetPlan } from '../../../shared/sheets/plan';
import { roundRobinModel, roundRobinPlans, sheetNamesOf, desiredSheetNames } from './set';

const TITLE = 'A long title for a TTT set, as some directors write them: Spring 2026 Mega TTT';

function plans(players: number, groupSize: number, double: boolean): SheetPlan[] {
  const signUps = Array.from({ length: players }, (_, i) => ({ name: `A player with a long name number ${i + 1}`, rating: 2000 - i }));
  const partition = partitionSet(signUps, { groupSize, seed: 'x', firstRow: 1 });
  const G = partition.groups.length;
  const names = desiredSheetNames(TITLE, G).map((w) => w.title + w.suffix);
  const settings = { title: TITLE, scoring: 'current' as const, seed: 'x', groupSize, double, invitePhases: 3 as const, created: '2026-01-01' };
  return roundRobinPlans(roundRobinModel(settings, partition, sheetNamesOf(names, G), 'key'));
}

function longest(plan: SheetPlan): { length: number; formula: string } {
  const formulas = plan.cells.flat().filter((c): c is string => typeof c === 'string' && c.startsWith('=') && !isNextStepFormula(c));
  const formula = formulas.reduce((m, f) => (f.length > m.length ? f : m), '');
  return { length: formula.length, formula };
}

describe.each([
  ['a group of 64, double round robin', 64, 64, true],
  ['40 groups of 12 (480 players)', 480, 12, false],
])('%s', (_what, players, groupSize, double) => {
  const all = plans(players, groupSize, double);
  it.each(all.map((p) => [p.kind, p.name, p] as const).filter((x, i, a) => a.findIndex((y) => y[0] === x[0]) === i))('%s (%s)', (_kind, _name, plan) => {
    const { length, formula } = longest(plan);
    expect(length <= 500 ? 'ok' : `${length}: ${formula}`).toBe('ok');
  });
});
