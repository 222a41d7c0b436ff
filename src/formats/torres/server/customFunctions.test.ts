/**
 * One custom-function call per table column: every sheet a TORRES generator writes calls TORRESRANK at most once
 * per table column (the group sheet: one TORRESRANK whose spill is the whole standings table; the overview's final
 * orders and the roll-over sheet: built-in formulas only), whatever the number of players, groups or leagues.
 */
import { createTorresGroups, rollOverTorres } from './endpoints';
import { GROUP } from '../sheets/layout';
import { installFakeGas } from '../../../../test/helpers/fakeGas';

const names = (prefix: string, n: number): string[] => Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`);

/** Custom-function cells of every sheet written, by the sheet's kind (group sheets: the most of any). */
function countsByKind(sheets: string[], gas: ReturnType<typeof installFakeGas>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const name of sheets) {
    const sheet = gas.book.sheet(name);
    const kind = / roll-over$/.test(name) ? 'roll-over' : / leagues$/.test(name) ? 'overview' : 'group';
    const use = sheet.customFunctionCells();
    expect(use.calls).toBe(use.cells); // one call per cell
    out[kind] = Math.max(out[kind] ?? 0, use.cells);
  }
  return out;
}

describe('TORRES: custom-function cells per generated sheet do not grow with the size', () => {
  it.each([4, 24])('a group of %i players: one TORRESRANK, in the standings header cell', (n) => {
    const gas = installFakeGas();
    const { sheets } = createTorresGroups({ title: 'T', groups: [names('P', n)], seed: 's' });
    expect(countsByKind(sheets, gas)).toEqual({ overview: 0, group: 1 });
    expect(gas.book.sheet(sheets[1]).formulaAt(GROUP.headerRow, GROUP.standingsColumn)).toMatch(/^=TORRESRANK\(/);
  });

  it('a season of 1 group and of 3 leagues (7 groups, 24 players in the lowest): the same counts per sheet', () => {
    const small = installFakeGas();
    const a = createTorresGroups({ title: 'A', groups: [names('P', 4)], seed: 's' });
    const counts = countsByKind(a.sheets, small);
    const big = installFakeGas();
    const groups = [names('a', 10), names('b', 10), names('c', 10), names('d', 10), names('e', 10), names('f', 10), names('g', 24)];
    const b = createTorresGroups({ title: 'B', groups, seed: 's' });
    expect(b.sheets).toHaveLength(8);
    expect(countsByKind(b.sheets, big)).toEqual(counts);
  });

  it('a roll-over of 2 and of 3 leagues: the roll-over sheet and the overview call none, each group sheet one', () => {
    const run = (leagues: number) => {
      const gas = installFakeGas();
      const previous = Array.from({ length: leagues }, (_, k) =>
        Array.from({ length: 2 ** k }, (_, g) => ({ league: k + 1, group: g + 1, players: names(`p${k + 1}-${g + 1}-`, 10) })),
      ).flat();
      const { sheets } = rollOverTorres({ title: 'N', previous, newPlayers: [{ name: 'new', elo: 1500 }], seed: 's' });
      return countsByKind(sheets, gas);
    };
    expect(run(2)).toEqual({ 'roll-over': 0, overview: 0, group: 1 });
    expect(run(3)).toEqual(run(2));
  });
});
