/**
 * The Next step line is one formula: each stage speaks exactly when its condition holds and the earlier ones do not,
 * counts show as whole numbers in every locale, quotes in the text survive. Evaluated by the stand-in's engine.
 */
import { createFakeGas } from '../../../dev/fake/gas';
import type { Locale } from '../../../dev/fake/typed';
import { isNextStepFormula, nextStepFormula, problemsStage, progressParts, type Stage } from './nextStep';

const STAGES: Stage[] = [
  problemsStage('B1', 'see column N'),
  { when: 'B2<B3', say: ['type results in F5:F70 — ', ...progressParts('B2', 'B3', 'games'), ' in'] },
  { when: 'B4>0', say: ['run "Import results" (', { count: 'B4' }, ' pasted)'] },
  { say: ['publish the standings (', { text: 'B5' }, ')'] },
];

function shown(locale: Locale, values: (string | number)[]): string {
  const gas = createFakeGas({ locale });
  const sheet = gas.book.insertSheet('S');
  sheet.getRange(1, 2, 5, 1).setValues(values.map((v) => [v]));
  sheet.getRange('A1').setFormula(nextStepFormula(STAGES));
  const v = String(sheet.getRange('A1').getDisplayValue());
  if (v.startsWith('#')) throw new Error(`${nextStepFormula(STAGES)} → ${v} ${sheet.errorAt(1, 1) ?? ''}`);
  return v;
}

describe.each<Locale>(['en_US', 'de_DE'])('a Next step line in %s', (locale) => {
  it.each<[string, (string | number)[], string]>([
    ['problems first, whatever else holds', [2, 16, 66, 3, 'x'], 'Next step: Problems to fix: 2 — see column N'],
    ['then what to type, with how many results are in', [0, 16, 66, 3, 'x'], 'Next step: type results in F5:F70 — 16 of 66 games in'],
    ['a count typed with a decimal shows as a whole number', [0, 16.0, 66, 0, 'x'], 'Next step: type results in F5:F70 — 16 of 66 games in'],
    ['then the action, quotes kept', [0, 66, 66, 1, 'x'], 'Next step: run "Import results" (1 pasted)'],
    ['the last stage otherwise, with a text expression', [0, 66, 66, 0, 'BBCode'], 'Next step: publish the standings (BBCode)'],
  ])('%s', (_, values, expected) => {
    expect(shown(locale, values)).toBe(expected);
  });
});

describe('nextStepFormula refuses a line that could be blank', () => {
  it('needs a stage', () => expect(() => nextStepFormula([])).toThrow(/at least one stage/));
  it('needs an unconditional last stage', () => expect(() => nextStepFormula([{ when: 'A1>0', say: ['x'] }])).toThrow(/last stage/));
  it('needs a condition on every earlier stage', () => expect(() => nextStepFormula([{ say: ['x'] }, { say: ['y'] }])).toThrow(/Only the last/));
});

it('a Next step formula over its limit is refused, naming the length', () => {
  expect(() => nextStepFormula([{ say: ['x'.repeat(1000)] }])).toThrow(/over 1000: shorten/);
  expect(isNextStepFormula(nextStepFormula(STAGES))).toBe(true);
  expect(isNextStepFormula('=SUM(A1:A3)')).toBe(false);
});
