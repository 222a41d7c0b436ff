/**
 * The twin rule of an adjudicated timeout's result (docs/rules.md §1.3–§1.4): the Timeouts sheet's result cell
 * (a formula over who timed out and TTTTIMEOUT's score) — what the game's Games result cell reads — and the
 * rules' reading of the same row (parseTimeouts: rules/timeout.ts from who timed out and GnuBG's W, G, B, which
 * publishing and the import use) must agree on any typed row: either player, percentages or fractions, blanks,
 * gammons above wins, either scoring.
 */
import fc from 'fast-check';
import { asSpreadsheet, installFakeGas } from '../../../../test/helpers/fakeGas';
import { readSheet } from '../../../shared/server/readSheet';
import { showResult } from '../rules/result';
import { maxScore, NAMED_SCORINGS } from '../rules/scores';
import { importResults } from '../server/endpoints';
import { parseTimeouts } from './timeouts';
import { create, gameLines, names } from './testHelpers';

const probability = fc.oneof(
  fc.constant(''),
  fc.integer({ min: 0, max: 1000 }).map((x) => x / 10),
  fc.integer({ min: 0, max: 100 }).map((x) => x / 100),
);

describe('the Timeouts sheet and the timeout rule agree', () => {
  it('on the result of any typed row', () => {
    const gas = installFakeGas();
    create(gas, { title: 'T', players: names(3), groupSize: 3, seed: 'tw' });
    const ss = asSpreadsheet(gas);
    const [game] = gameLines(gas, 'T G1 Games');
    ss.getSheetByName('T G1 Games')!.getRange('F5').setValue('LT');
    importResults({ sheet: 'T Import' });
    const timeouts = ss.getSheetByName('T Timeouts')!;
    const games = ss.getSheetByName('T G1 Games')!;
    const stats = ss.getSheetByName('T Stats')!;
    expect(games.getRange('F5').getFormula()).toBe("='T Timeouts'!$J$5");
    fc.assert(
      fc.property(
        fc.constantFrom(game.inviter, game.invitee, game.invitee.toLowerCase()),
        fc.oneof(
          // GnuBG's own shape: wins ≥ gammons ≥ backgammons, as percentages or fractions
          fc
            .tuple(fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 0, max: 1000 }), fc.boolean())
            .map(([a, b, c, fraction]) => [a, b, c].sort((x, y) => y - x).map((x) => (fraction ? x / 1000 : x / 10))),
          // near-certain backgammons: scores at the scoring's limit (2.7 current, 3.0 original)
          fc
            .tuple(fc.integer({ min: 850, max: 1000 }), fc.integer({ min: 850, max: 1000 }), fc.integer({ min: 850, max: 1000 }))
            .map((t) => t.sort((x, y) => y - x).map((x) => x / 10)),
          fc.tuple(probability, probability, probability),
        ),
        fc.constantFrom('current', 'original'),
        (who, wgb, scoringName) => {
          stats.getRange('B3').setValue(scoringName);
          timeouts.getRange('E5:H5').setValues([[who, ...wgb]]);
          const row = parseTimeouts(readSheet(timeouts), maxScore(NAMED_SCORINGS.get(scoringName)!)).rows.get(5)!;
          const rule = row.result === null ? '' : typeof row.result === 'number' ? String(row.result) : showResult(row.result);
          expect(timeouts.getRange('J5').getValue()).toBe(rule);
          expect(games.getRange('F5').getValue()).toBe(rule);
        },
      ),
      { numRuns: 80 },
    );
  });
});
