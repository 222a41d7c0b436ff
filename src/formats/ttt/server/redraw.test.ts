/**
 * Redraw in place (the spec's §6 "Redraw"): while no result is typed in any Games sheet of a set, the TD may redraw it
 * in place (same sheet names, after confirming) with a changed sign-up list; once a result is in, a redraw is refused.
 */
import fc from 'fast-check';
import { asSpreadsheet, installFakeGas } from '../../../../test/helpers/fakeGas';
import { bookSnapshot, expectSerialized } from '../../../../test/helpers/lock';
import type { FakeGas } from '../../../../dev/fake/gas';
import { create, gameLines, names } from '../sheets/testHelpers';
import { redrawSet } from './endpoints';
import { registeredSet } from './registry';
import { redrawSetIn } from './redraw';

/** Groups of 4: 9 sign-ups, P1 with 2 entries → 2 groups, P9 and P1's second entry waiting; 2 extra entries complete G3. */
const nine = () => names(9).map((p, i) => ({ ...p, entries: i === 0 ? 2 : 1 }));
const SHEETS = ['R Stats', 'R G1 Games', 'R G1 Table', 'R G2 Games', 'R G2 Table', 'R My matches', 'R Import', 'R Timeouts'];

function setUp(): FakeGas {
  const gas = installFakeGas();
  create(gas, { title: 'R', players: nine(), groupSize: 4, seed: 'r', double: true, invitePhases: 3, scoring: 'original' }, 'rkey');
  return gas;
}

const sheetNames = (gas: FakeGas) =>
  asSpreadsheet(gas)
    .getSheets()
    .map((s) => s.getName());
const redraw = (gas: FakeGas, players: { name: string; entries?: number }[], more: object = {}) =>
  redrawSetIn(asSpreadsheet(gas), { sheet: 'R G1 Table', players, confirm: true, ...more }, { drawSeed: () => 'drawn' });

describe('redrawSet', () => {
  it('the offer taken: two more entries make G3; the same sheets under the same names, G3 added, the registry updated', () => {
    const gas = setUp();
    const ids = new Map(
      asSpreadsheet(gas)
        .getSheets()
        .map((s) => [s.getName(), s.getSheetId()]),
    );
    const players = nine().map((p, i) => (i === 1 || i === 2 ? { ...p, entries: 2 } : p));
    const r = redraw(gas, players);
    expect(r.groups.map((g) => g.length)).toEqual([4, 4, 4]);
    expect(r.waitingEntries).toEqual([]);
    expect(r.sheets).toEqual([...SHEETS.slice(0, 5), 'R G3 Games', 'R G3 Table', ...SHEETS.slice(5)]);
    expect(sheetNames(gas).sort()).toEqual(['Sheet1', ...r.sheets].sort());
    expect(sheetNames(gas).some((n) => n.includes('(2)') || n.startsWith('~'))).toBe(false);
    // new sheets (new ids), kept settings: double round robin (12 games), 3 phases, original scoring, same key
    for (const name of SHEETS) expect(asSpreadsheet(gas).getSheetByName(name)!.getSheetId()).not.toBe(ids.get(name));
    expect(gameLines(gas, 'R G3 Games')).toHaveLength(12);
    expect(new Set(gameLines(gas, 'R G3 Games').map((g) => gas.book.sheet('R G3 Games').valueAt(g.row, 2))).size).toBe(3);
    expect(gas.book.sheet('R Stats').valueAt(3, 2)).toBe('original');
    const set = registeredSet('rkey')!;
    expect(set.groups.map((g) => [g.name, g.games, asSpreadsheet(gas).getSheetById(g.gamesSheetId)?.getName()])).toEqual([
      ['G1', 12, 'R G1 Games'],
      ['G2', 12, 'R G2 Games'],
      ['G3', 12, 'R G3 Games'],
    ]);
    expect(asSpreadsheet(gas).getSheetById(set.importSheetId)?.getName()).toBe('R Import');
    expect(asSpreadsheet(gas).getSheetById(set.statsSheetId!)?.getName()).toBe('R Stats');
    expect(asSpreadsheet(gas).getSheetById(set.timeoutsSheetId!)?.getName()).toBe('R Timeouts');
    expect(r.removed).toEqual([]);
  });

  it("the same list and the set's own seed give the same draw; fewer groups delete the sheets of the groups gone", () => {
    const gas = setUp();
    const before = bookSnapshot(gas);
    redraw(gas, nine());
    expect(bookSnapshot(gas)).toEqual(before);
    const r = redraw(gas, names(4));
    expect(r.groups).toHaveLength(1);
    expect(r.removed).toEqual(['R G2 Games', 'R G2 Table']);
    expect(sheetNames(gas)).not.toContain('R G2 Games');
  });

  it('the short last group option is passed on (groups of 4: never 8 waiting, so nobody plays short)', () => {
    const gas = setUp();
    const r = redraw(gas, names(16), { shortLastGroup: true });
    expect(r.groups.map((g) => g.length)).toEqual([4, 4, 4, 4]);
    expect(r.shortLastGroup).toBe(false); // groups of 4: nothing waits
    const more = redraw(gas, [...names(16), ...names(3, 'Q')], { shortLastGroup: true });
    expect(more.groups.map((g) => g.length)).toEqual([4, 4, 4, 4]); // 3 waiting: fewer than 8
    expect(more.waiting).toEqual(['Q1', 'Q2', 'Q3']);
  });

  it('refuses once a result is in, naming the sheet and cell; nothing changes', () => {
    const gas = setUp();
    asSpreadsheet(gas).getSheetByName('R G2 Games')!.getRange('F9').setValue('W1');
    const before = bookSnapshot(gas);
    const props = new Map(gas.properties.document);
    expect(() => redraw(gas, names(8))).toThrow(
      /^The TTT set "R" cannot be redrawn: "R G2 Games" F9 holds a result \("W1"\)\. A set is redrawn only while no result is typed .*Nothing was changed\.$/,
    );
    expect(bookSnapshot(gas)).toEqual(before);
    expect(gas.properties.document).toEqual(props);
  });

  it('refuses a match id, a removed player or a pasted match too (each named), and an unconfirmed redraw', () => {
    const cases: [string, string, string | number, RegExp][] = [
      ['R G1 Games', 'E5', 1234, /"R G1 Games" E5 holds a match id \("1234"\)/],
      ['R G1 Table', 'O6', 'P1', /"R G1 Table" O6 holds a removed player \("P1"\)/],
      ['R Import', 'A2', 77, /"R Import" A2 holds a pasted match \("77"\)/],
    ];
    for (const [sheet, cell, value, message] of cases) {
      const gas = setUp();
      asSpreadsheet(gas).getSheetByName(sheet)!.getRange(cell).setValue(value);
      expect(() => redraw(gas, names(8))).toThrow(message);
    }
    const gas = setUp();
    const before = bookSnapshot(gas);
    expect(() => redrawSetIn(asSpreadsheet(gas), { sheet: 'R Stats', players: names(8) }, { drawSeed: () => 'x' })).toThrow(/confirm it first/);
    expect(() => redraw(gas, [{ name: 'A' }, { name: 'A' }, { name: 'B' }])).toThrow(/already signed up on row 1/);
    expect(() => redrawSetIn(asSpreadsheet(gas), { sheet: 'Sheet1', players: names(8), confirm: true }, { drawSeed: () => 'x' })).toThrow(
      /Open a sheet of the TTT set/,
    );
    expect(bookSnapshot(gas)).toEqual(before);
  });

  it('all or nothing: a sheet that cannot be made part-way leaves the set exactly as it was (names, contents, registry)', () => {
    const gas = setUp();
    const before = bookSnapshot(gas);
    const props = new Map(gas.properties.document);
    const real = gas.book.insertSheet.bind(gas.book);
    let inserted = 0;
    gas.book.insertSheet = (name?: string, index?: number) => {
      if (++inserted === 4) throw new Error('Service Spreadsheets failed while accessing document');
      return real(name, index);
    };
    expect(() => redraw(gas, names(12))).toThrow(/could not be created, and nothing was kept: Service Spreadsheets failed.* The set "R" is as it was\./);
    gas.book.insertSheet = real;
    expect(bookSnapshot(gas)).toEqual(before);
    expect(gas.properties.document).toEqual(props);
  });
});

/** Groups of s by the rules, seat by seat (independent of the code under test): the largest G whose places fill G groups. */
function modelGroups(entries: readonly number[], s: number): number {
  const fits = (g: number): boolean => {
    const places = entries.map(() => 0);
    let free = g * s;
    for (let k = 1; k <= 3; k++)
      entries.forEach((e, i) => {
        if (free > 0 && e >= k && places[i] < g) {
          places[i]++;
          free--;
        }
      });
    if (free > 0) return false;
    const seats = Array.from({ length: g }, () => s);
    for (const p of [...places].sort((a, b) => b - a)) {
      const order = seats.map((left, j) => [left, j]).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
      for (let t = 0; t < p; t++) {
        if (order[t][0] === 0) return false;
        seats[order[t][1]]--;
      }
    }
    return true;
  };
  let g = 0;
  while (fits(g + 1)) g++;
  return g;
}

describe('redrawSet on random sign-up lists, against the model', () => {
  it("the redrawn set has the model's groups, every entry placed or waiting, its sheets under the set's names", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 4, maxLength: 14 }), (entries) => {
        const gas = setUp();
        const list = entries.map((e, i) => ({ name: `N${i + 1}`, entries: e }));
        const G = modelGroups(entries, 4);
        if (G === 0) {
          const before = bookSnapshot(gas);
          expect(() => redraw(gas, list)).toThrow(/cannot fill a group of 4/);
          expect(bookSnapshot(gas)).toEqual(before);
          return;
        }
        const r = redraw(gas, list);
        expect(r.groups).toHaveLength(G);
        const placed = r.groups.flat().length + r.waitingEntries.length;
        expect(placed).toBe(entries.reduce((a, b) => a + b, 0));
        const names = sheetNames(gas);
        for (let g = 1; g <= G; g++) expect(names).toContain(`R G${g} Games`);
        expect(names.filter((n) => !n.startsWith('R ') && n !== 'Sheet1')).toEqual([]);
        expect(registeredSet('rkey')!.groups).toHaveLength(G);
      }),
      { numRuns: 3, seed: 26 },
    );
  });
});

describe('redrawSet under the document lock', () => {
  it('two redraws: as one after the other', () => {
    const run = expectSerialized(
      setUp,
      () => redrawSet({ sheet: 'R Stats', players: names(8), confirm: true }),
      () => redrawSet({ sheet: 'R Stats', players: names(12), confirm: true }),
    );
    expect(run.first.ok && run.second.ok).toBe(true);
  });
});
