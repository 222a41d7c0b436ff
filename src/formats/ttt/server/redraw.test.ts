/**
 * Redraw in place (the spec's §6 "Redraw"): while no result is typed in any Games sheet of a set, the TD may redraw it
 * in place (same sheet names, after confirming) with a changed sign-up list; once a result is in, a redraw is refused.
 */
import fc from 'fast-check';
import { asSpreadsheet, installFakeGas } from '../../../../test/helpers/fakeGas';
import { bookSnapshot, expectSerialized } from '../../../../test/helpers/lock';
import type { FakeGas } from '../../../../dev/fake/gas';
import { create, gameLines, names } from '../sheets/testHelpers';
import { importResults, redrawSet } from './endpoints';
import { recoverCreation } from '../../../shared/server/create';
import { registeredSet } from './registry';
import { REDRAW_KEY, redrawSetIn } from './redraw';

/** Groups of 4: 9 sign-ups, P1 with 2 entries → 2 groups, P9 and P1's second entry waiting; 2 extra entries complete G3. */
const nine = () => names(9).map((p, i) => ({ ...p, entries: i === 0 ? 2 : 1 }));
const SHEETS = ['R G1 Games', 'R G1 Table', 'R G2 Games', 'R G2 Table', 'R My matches', 'R Import', 'R Timeouts', 'R Stats'];

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
    expect(r.sheets).toEqual([...SHEETS.slice(0, 4), 'R G3 Games', 'R G3 Table', ...SHEETS.slice(4)]);
    // in tab order, as after a creation, G1 Games shown
    expect(sheetNames(gas)).toEqual(['Sheet1', ...r.sheets]);
    expect(asSpreadsheet(gas).getActiveSheet().getName()).toBe('R G1 Games');
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

/**
 * Apps Script kills a run (its time limit, a closed tab) at any service call, and no catch runs. Simulated: from the
 * trigger on (the `at`-th sheet inserted, or the first sheet deleted), every change the run would make throws, so
 * neither createSheets' undo nor the redraw's own catch can change anything. Returns the undo of the simulation.
 */
function killAt(gas: FakeGas, trigger: { insert: number } | 'delete'): () => void {
  let dead = false;
  let inserted = 0;
  const die = (): never => {
    dead = true;
    throw new Error('Exceeded maximum execution time');
  };
  const book = gas.book;
  const [insert, del] = [book.insertSheet, book.deleteSheet];
  book.insertSheet = (name?: string, index?: number) => {
    if (dead || (trigger !== 'delete' && ++inserted === trigger.insert)) die();
    return insert.call(book, name, index);
  };
  book.deleteSheet = (sheet) => {
    if (dead || trigger === 'delete') die();
    return del.call(book, sheet);
  };
  const proto = Object.getPrototypeOf(book.sheets[0]) as { setName(name: string): unknown };
  const setName = proto.setName;
  proto.setName = function (this: unknown, name: string) {
    if (dead) die();
    return setName.call(this, name);
  };
  const getProps = PropertiesService.getDocumentProperties.bind(PropertiesService);
  PropertiesService.getDocumentProperties = () => {
    const props = getProps();
    return Object.assign(Object.create(Object.getPrototypeOf(props) as object) as object, props, {
      setProperty: (k: string, v: string) => (dead ? die() : props.setProperty(k, v)),
      deleteProperty: (k: string) => (dead ? die() : props.deleteProperty(k)),
    }) as typeof props;
  };
  return () => {
    book.insertSheet = insert;
    book.deleteSheet = del;
    proto.setName = setName;
    PropertiesService.getDocumentProperties = getProps;
  };
}

describe('a redraw killed part-way (no catch runs) is recovered by the next action', () => {
  /** A set with something the TD typed that a redraw allows: a player picked on My matches. */
  const typedSet = () => {
    const gas = setUp();
    gas.book.sheet('R My matches').getRange('B2').setValue('P3');
    return { gas, before: bookSnapshot(gas), props: new Map(gas.properties.document) };
  };

  it('killed while writing the new sheets: the next action undoes it — the old sheets under their names, the registry as it was', () => {
    const { gas, before, props } = typedSet();
    const revive = killAt(gas, { insert: 4 });
    expect(() => redraw(gas, names(12))).toThrow('Exceeded maximum execution time');
    revive();
    expect(sheetNames(gas).filter((n) => n.startsWith('~redraw'))).toHaveLength(SHEETS.length); // what the kill left
    expect(gas.properties.document.has(REDRAW_KEY)).toBe(true);
    // The next action (here a redraw not confirmed: refused, after the recovery; any TTT action recovers first).
    expect(() => redrawSet({ sheet: 'R Stats', players: names(8) })).toThrow(/confirm it first/);
    expect(bookSnapshot(gas)).toEqual(before);
    expect(gas.properties.document).toEqual(props);
    expect(gas.book.sheet('R My matches').valueAt(2, 2)).toBe('P3');
  });

  it('the same when the sidebar opened first (its recovery removed the half-made sheets)', () => {
    const { gas, before } = typedSet();
    const registered = registeredSet('rkey');
    const revive = killAt(gas, { insert: 7 });
    expect(() => redraw(gas, names(12))).toThrow('Exceeded maximum execution time');
    revive();
    expect(recoverCreation()?.removed.length).toBeGreaterThan(0);
    expect(sheetNames(gas).some((n) => n.startsWith('~redraw'))).toBe(true);
    importResults({ sheet: 'R Import' }); // the next action: an import (nothing pasted)
    expect(bookSnapshot(gas).filter((s) => s.name !== 'R Import')).toEqual(before.filter((s) => s.name !== 'R Import'));
    expect(registeredSet('rkey')).toEqual(JSON.parse(JSON.stringify(registered)));
    expect(gas.properties.document.has(REDRAW_KEY)).toBe(false);
  });

  it('killed once the new set is complete, while deleting the old sheets: the next action finishes it', () => {
    const gas = setUp();
    const revive = killAt(gas, 'delete');
    const r = redraw(gas, names(12)); // the new set is complete; the kill came after it (and the run's answer is lost in Apps Script)
    revive();
    expect(sheetNames(gas).filter((n) => n.startsWith('~redraw'))).toHaveLength(SHEETS.length);
    const made = r.sheets.map((n) => asSpreadsheet(gas).getSheetByName(n)!.getSheetId());
    importResults({ sheet: 'R Import' });
    expect(sheetNames(gas)).toEqual(['Sheet1', ...r.sheets]);
    expect(r.sheets.map((n) => asSpreadsheet(gas).getSheetByName(n)!.getSheetId())).toEqual(made);
    expect(registeredSet('rkey')!.groups.map((g) => g.gamesSheetId)).toEqual([made[0], made[2], made[4]]);
    expect(gas.properties.document.has(REDRAW_KEY)).toBe(false);
    expect(r.groups).toHaveLength(3);
  });
});
