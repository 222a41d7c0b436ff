/**
 * Fictitious players are recognised by the add-on's own record of the names it assigned (withdrawTorresPlayer's
 * developer metadata), never by a "forfait" prefix: a real player named "Forfaiture" keeps a place in the group
 * sheet's zones, the overview's Next season, the published standings and the roll-over, while the forfait the
 * add-on assigned is fictitious everywhere.
 */
import { paintedRows } from '../../../../test/helpers/conditional';
import { asSpreadsheet, installFakeGas } from '../../../../test/helpers/fakeGas';
import { EXTRACTORS, publishFrom } from '../../../publish';
import { FICTITIOUS_KEY, PROMOTION_BACKGROUND, RELEGATION_BACKGROUND } from '../sheets/group';
import { GROUP } from '../sheets/layout';
import { OVERVIEW } from '../sheets/overview';
import { createTorresGroups, readTorresOverview, withdrawTorresPlayer } from './endpoints';
import { scheduledGames, seasonPoints, standings, typePoints } from './testHelpers';

const names = (prefix: string, n: number): string[] => Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`);

describe('a real player named "Forfaiture" beside the add-on\'s forfait', () => {
  it('is real everywhere; the forfait the add-on assigned is fictitious everywhere', () => {
    const gas = installFakeGas();
    const l2 = [...names('B', 9), 'Forfaiture'];
    createTorresGroups({ title: 'S', groups: [names('A', 10), l2, names('C', 10), names('D', 10)], seed: 'ff' });
    const sheet = gas.book.sheet('S L2 G1');
    expect(withdrawTorresPlayer({ sheet: 'S L2 G1', player: 'B2' }).replacedBy).toBe('forfait');
    expect(
      sheet
        .getDeveloperMetadata()
        .filter((m) => m.getKey() === FICTITIOUS_KEY)
        .map((m) => JSON.parse(m.getValue())),
    ).toEqual([{ name: 'forfait', replaces: 'B2' }]);
    // Forfaiture scores 10 in every game: it sits in the relegation zone
    const games = scheduledGames(sheet, 15);
    typePoints(
      sheet,
      seasonPoints(games, 'f').map((p, g) => p.map((v, s) => (games[g][s] === 'Forfaiture' ? 10 : v))),
    );
    for (const name of ['S L1', 'S L2 G2', 'S L3']) typePoints(gas.book.sheet(name), seasonPoints(scheduledGames(gas.book.sheet(name), 15), name));

    const rows = standings(sheet, 11);
    const real = rows.map((r, i) => ({ player: String(r[1]), row: GROUP.firstGameRow + i })).filter((r) => r.player !== 'forfait');
    expect(real.map((r) => r.player)).toContain('Forfaiture');
    const column = GROUP.standingsColumn + 1;
    expect(paintedRows(sheet, PROMOTION_BACKGROUND, column)).toEqual(real.slice(0, 2).map((r) => r.row));
    expect(paintedRows(sheet, RELEGATION_BACKGROUND, column)).toEqual(real.slice(6).map((r) => r.row));
    // B2, withdrawn before playing, is last with 0 games; Forfaiture, the lowest who played, just above
    expect(real.slice(-2).map((r) => r.player)).toEqual(['Forfaiture', 'B2']);

    const overview = gas.book.sheet('S leagues');
    const first = OVERVIEW.firstRow + 10;
    const block = Array.from({ length: 11 }, (_, i) => [
      overview.valueAt(first + i, OVERVIEW.columns.final),
      overview.valueAt(first + i, OVERVIEW.columns.zone),
    ]);
    expect(block.find((b) => b[0] === 'Forfaiture')?.[1]).toBe('moves down');
    expect(block.find((b) => b[0] === 'forfait')?.[1]).toBe('fictitious');
    expect(block.filter((b) => b[1] === 'moves down')).toHaveLength(4);

    const text = publishFrom(asSpreadsheet(gas), { sheet: 'S L2 G1', format: 'text' }, EXTRACTORS, () => '2026-06-01').text;
    expect(text).toMatch(/\nR +9 +Forfaiture +/);
    expect(text).toMatch(/\nX +10 +B2 \(withdrawn\) +/);
    expect(text).toMatch(/\n +- +forfait \(fictitious, for B2\) +/);

    const read = readTorresOverview({ sheet: 'S leagues' });
    expect(read.previous[1].players).toContain('Forfaiture');
    expect(read.withdrawn).toEqual(['B2']);
  });
});

describe("readTorresOverview({ activeGroupOnly: true }): the withdraw panel's prefill", () => {
  it('gives the active group sheet with its players and withdrawals, and null on any other sheet', () => {
    const gas = installFakeGas();
    createTorresGroups({ title: 'S', groups: [names('A', 10), names('B', 10)], seed: 'ag' });
    withdrawTorresPlayer({ sheet: 'S L2', player: 'b3' });
    gas.book.sheet('S L2').activate();
    expect(readTorresOverview({ activeGroupOnly: true })).toEqual({
      sheet: '',
      title: '',
      previous: [],
      elo: [],
      withdrawn: [],
      activeGroup: { sheet: 'S L2', players: names('B', 10), withdrawn: ['B3'] },
    });
    gas.book.sheet('S leagues').activate();
    expect(readTorresOverview({ activeGroupOnly: true }).activeGroup).toBeNull();
  });
});
