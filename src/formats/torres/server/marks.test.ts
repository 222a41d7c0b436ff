/**
 * Issue 28 item 5, from docs/rules.md §3.7–§3.8: the overview colours only the cells of the final order (never the
 * "Player (as listed)" name beside it), a withdrawn player's live standings row is marked, and unregistering a
 * fictitious player that a group lists is accepted (fictitious players never roll over).
 */
import type { FakeSheet } from '../../../../dev/fake/sheet';
import { shiftFormula } from '../../../../dev/preview/world';
import { paintedRows } from '../../../../test/helpers/conditional';
import { installFakeGas } from '../../../../test/helpers/fakeGas';
import { RELEGATION_BACKGROUND } from '../sheets/group';
import { GROUP } from '../sheets/layout';
import { OVERVIEW } from '../sheets/overview';
import { createTorresGroups, readTorresOverview, rollOverTorres, withdrawTorresPlayer } from './endpoints';
import { scheduledGames, seasonPoints, standings, typePoints } from './testHelpers';

const names = (prefix: string, n: number): string[] => Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`);

function playedSeason() {
  const gas = installFakeGas();
  createTorresGroups({ title: 'S', groups: [names('A', 10), names('B', 10), names('C', 10), names('D', 10)], seed: 'marks' });
  withdrawTorresPlayer({ sheet: 'S L2 G1', player: 'B2' });
  for (const name of ['S L1', 'S L2 G1', 'S L2 G2', 'S L3']) {
    const sheet = gas.book.sheet(name);
    typePoints(sheet, seasonPoints(scheduledGames(sheet, 15), name));
  }
  return gas;
}

/** The first conditional rule (Sheets' order) that holds on this cell, or undefined. */
function ruleAt(sheet: FakeSheet, row: number, column: number) {
  for (const rule of sheet.conditionalRules)
    for (const range of rule.ranges) {
      const m = /^([A-Z]+)(\d+)(?::([A-Z]+)(\d+))?$/.exec(range.a1)!;
      const col = (s: string) => [...s].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0);
      const [r1, r2, c1, c2] = [Number(m[2]), Number(m[4] ?? m[2]), col(m[1]), col(m[3] ?? m[1])];
      if (row < r1 || row > r2 || column < c1 || column > c2) continue;
      const v = sheet.book.hf.calculateFormula(shiftFormula(rule.formula, row - r1, column - c1), sheet.hfSheet);
      if (v === true || (typeof v === 'number' && v !== 0)) return rule;
    }
  return undefined;
}

describe('issue 28 item 5: the overview row, the withdrawn mark, unregistering a fictitious player', () => {
  it('"Green: moves up next season; red: moves down": the overview colours the final order, never the "Player (as listed)" name beside it', () => {
    const gas = playedSeason();
    const overview = gas.book.sheet('S leagues');
    const C = OVERVIEW.columns;
    const down = paintedRows(overview, RELEGATION_BACKGROUND, C.final);
    expect(down.length).toBe(12); // 4 per group of leagues 1 and 2
    expect(paintedRows(overview, RELEGATION_BACKGROUND, C.zone)).toEqual(down);
    expect(paintedRows(overview, RELEGATION_BACKGROUND, C.listed)).toEqual([]);
  });

  it('"The Status column beside the Elo list says withdrawn": the withdrawn player\'s live standings row is marked (struck through), no other row', () => {
    const gas = playedSeason();
    const sheet = gas.book.sheet('S L2 G1');
    const rows = standings(sheet, 11).map((r, i) => ({ player: String(r[1]), row: GROUP.firstGameRow + i }));
    for (const { player, row } of rows) {
      const rule = ruleAt(sheet, row, GROUP.standingsColumn + 1);
      expect([player, rule?.strikethrough === true]).toEqual([player, player === 'B2']);
    }
    // the withdrawn player keeps the zone colour of his place (B2, 0 games after the handover, is in the relegation zone)
    const b2 = rows.find((r) => r.player === 'B2')!;
    expect(paintedRows(sheet, RELEGATION_BACKGROUND, GROUP.standingsColumn + 1)).toContain(b2.row);
  });

  it('"Fictitious players never carry over to the next season": unregistering one the overview lists is accepted and changes nothing', () => {
    playedSeason();
    const read = readTorresOverview({ sheet: 'S leagues' });
    expect(read.previous[1].players).toContain('forfait');
    const input = { title: 'S2', previous: read.previous, newPlayers: [], withdrawn: read.withdrawn, elo: read.elo, seed: 'k', previewOnly: true };
    const plain = rollOverTorres(input);
    const withForfait = rollOverTorres({ ...input, unregistered: ['forfait'] });
    expect(withForfait.leagues).toEqual(plain.leagues);
  });
});
