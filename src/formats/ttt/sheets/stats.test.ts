/**
 * The twin rule of the set statistics (docs/rules.md §1.12): the Stats sheet's built-in formulas and the TypeScript
 * rule (rules/statistics.ts, which the published statistics use) must agree cell for cell on any typed results —
 * codes and synonyms, `WT x` / `LT x`, bare numbers, blanks —, either scoring, with or without a removed player.
 * The sheets are written by applyPlan (createRoundRobin) on the stand-in, whose engine evaluates the formulas.
 */
import fc from 'fast-check';
import { asSpreadsheet, installFakeGas } from '../../../../test/helpers/fakeGas';
import { readSheet } from '../../../shared/server/readSheet';
import { TTT_CODES, TTT_SYNONYMS } from '../rules/codes';
import { parseResultText } from '../rules/result';
import { NAMED_SCORINGS } from '../rules/scores';
import type { TttGame } from '../rules/standings';
import { groupStatistics } from '../rules/statistics';
import { parseStats } from './stats';
import { create, gameLines, names } from './testHelpers';

const SPELLINGS = [...TTT_CODES, ...TTT_CODES.flatMap((c) => TTT_SYNONYMS[c])];
/** A result as a TD types it (inviter's view), valid under both scorings (adjudicated scores 1 … 2.7). */
const typed = fc.oneof(
  fc.constant(''),
  fc.constantFrom(...SPELLINGS),
  fc.tuple(fc.constantFrom('WT ', 'LT ', 'wt', 'lt '), fc.integer({ min: 10, max: 27 })).map(([k, x]) => `${k}${x / 10}`),
  fc.integer({ min: 10, max: 27 }).map((x) => x / 10),
);

const close = (sheet: number | '' | undefined, rule: number | null): void => {
  if (rule === null) expect(sheet).toBe('');
  else expect(sheet as number).toBeCloseTo(rule, 9);
};

describe('the Stats sheet and the statistics rule agree', () => {
  it('cell for cell, on random typed results, both scorings, removed players', () => {
    const gas = installFakeGas();
    create(gas, { title: 'Tie', players: names(5), groupSize: 5, seed: 'tie' });
    const ss = asSpreadsheet(gas);
    const lines = gameLines(gas, 'Tie G1 Games');
    const players = [...new Set(lines.flatMap((l) => [l.inviter, l.invitee]))];
    const gamesSheet = ss.getSheetByName('Tie G1 Games')!;
    const tableSheet = ss.getSheetByName('Tie G1 Table')!;
    const statsSheet = ss.getSheetByName('Tie Stats')!;
    fc.assert(
      fc.property(
        fc.array(typed, { minLength: lines.length, maxLength: lines.length }),
        fc.constantFrom('current', 'original'),
        fc.subarray(players, { maxLength: 2 }),
        (results, scoringName, removed) => {
          statsSheet.getRange('B3').setValue(scoringName);
          gamesSheet.getRange(5, 6, lines.length, 1).setValues(results.map((r) => [r]));
          tableSheet.getRange(6, 15, players.length, 1).setValues(players.map((_, i) => [removed[i] ?? '']));
          const onSheet = parseStats(readSheet(statsSheet));
          const games: TttGame[] = lines.map((l, i) => {
            const r = results[i];
            return { first: l.inviter, second: l.invitee, result: r === '' ? null : typeof r === 'number' ? r : parseResultText(r)! };
          });
          const rule = groupStatistics({ name: 'G1', games, removed }, NAMED_SCORINGS.get(scoringName)!);
          expect(onSheet.lines.map((l) => l.player).sort()).toEqual(rule.map((e) => e.player).sort());
          for (const line of onSheet.lines) {
            const e = rule.find((x) => x.player === line.player)!;
            expect([line.group, line.played, ...line.counts]).toEqual([e.group, e.played, ...e.counts]);
            expect(line.points as number).toBeCloseTo(e.points, 9);
            close(line.perGame, e.pointsPerGame);
            close(line.gammonRate, e.gammonRate);
          }
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe.each(['en_US', 'de_DE'] as const)('the Next step line of the Stats sheet (%s)', (locale) => {
  it('says how many of the set’s games are in, what is wrong, and what comes next', () => {
    const gas = installFakeGas({ locale });
    // Two groups of 4: 12 games.
    create(gas, { title: 'S', players: names(8), groupSize: 4, seed: 's' });
    const stats = gas.book.sheet('S Stats');
    const g1 = gas.book.sheet('S G1 Games');
    const g2 = gas.book.sheet('S G2 Games');
    const line = (): unknown => stats.valueAt(1, 3);
    const type = (sheet: typeof g1, results: string[]): void => {
      sheet.getRange(5, 6, results.length, 1).setValues(results.map((r) => [r]));
    };
    const IMPORT = 'Extensions ▸ Tournament director ▸ Import results';
    const typeOrImport = `type them on each group's Games sheet (column F), or paste DailyGammon's list into the Import sheet and run ${IMPORT}`;
    expect(line()).toBe(`Next step: no results yet — ${typeOrImport}`);
    type(g1, ['W1', 'L2', 'WT']);
    expect(line()).toBe(`Next step: 3 of 12 games in over 2 groups; 1 to adjudicate on the Timeouts sheet (type GnuBG's W, G, B there) — ${typeOrImport}`);
    type(g2, ['W4']);
    expect(line()).toBe("Next step: Problems to fix: 1 — the red results on the Games sheets (each one's Next step line says where), or the scoring in B3");
    // The slip fixed, the scoring typed over: that is the one problem (the Games sheets' checks wait for a scoring).
    type(g2, ['W1']);
    stats.getRange('B3').setValue('newest');
    expect(line()).toBe("Next step: Problems to fix: 1 — the red results on the Games sheets (each one's Next step line says where), or the scoring in B3");
    stats.getRange('B3').setValue('current');
    type(g1, ['W1', 'L2', 'WT', 'W2', 'W3', 'L1']);
    type(g2, ['W1', 'L2', 'L3', 'W2', 'W3', 'L1']);
    expect(line()).toBe("Next step: all 12 games in; 1 to adjudicate on the Timeouts sheet (type GnuBG's W, G, B there)");
    type(g1, ['W1', 'L2', 'WT 1,8']);
    expect(line()).toBe(
      "Next step: all 12 games in: publish the set's statistics (with this sheet open, Extensions ▸ Tournament director ▸ Open tournament wizard ▸ Publish standings)",
    );
  });
});
