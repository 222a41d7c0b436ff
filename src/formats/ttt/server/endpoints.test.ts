/** createRoundRobin: validation (nothing written), multi-group sets, service calls per sheet. */
import { asSpreadsheet, installFakeGas } from '../../../../test/helpers/fakeGas';
import { createRoundRobin } from './endpoints';
import type { CreateRoundRobinInput } from '../api';
import { create, names } from '../sheets/testHelpers';
import { metadataValue } from '../../../shared/server/metadata';

const sheetList = (gas: ReturnType<typeof installFakeGas>) =>
  asSpreadsheet(gas)
    .getSheets()
    .map((s) => s.getName());

describe('createRoundRobin rejects bad input and writes nothing', () => {
  const cases: [string, CreateRoundRobinInput, RegExp][] = [
    [
      'duplicate names',
      { title: 'T', players: [{ name: 'Ann' }, { name: 'Bob' }, { name: ' ann ' }, ...names(10)] },
      /Row 3 \('ann'\): 'ann' already signed up on row 1/,
    ],
    ['fewer than 3 players', { title: 'T', players: [{ name: 'Ann' }, { name: 'Bob' }], groupSize: 3 }, /at least 3 players/],
    ['group size below 3', { title: 'T', players: names(12), groupSize: 2 }, /group size must be a whole number ≥ 3/i],
    ['more than 3 entries', { title: 'T', players: [{ name: 'Ann', entries: 4 }, ...names(12)] }, /Row 1 \('Ann'\): entries must be 1, 2 or 3, not '4'/],
    [
      'a rating that is not a number',
      { title: 'T', players: [...names(12), { name: 'Zed', rating: 'high' as unknown as number }] },
      /Row 13 \('Zed'\): rating 'high' is not a number/,
    ],
    ['an empty title', { title: '  ', players: names(12) }, /^Title: enter a title for the TTT set/m],
    ['a bad scoring', { title: 'T', players: names(12), scoring: 'new' as 'current' }, /Scoring must be "current" or "original"/],
    ['bad phases', { title: 'T', players: names(12), invitePhases: 2 as 1 }, /phases must be 1 or 3/],
    [
      'every problem at once',
      { title: '', players: [{ name: 'Ann', entries: 4 }, { name: ' ann ' }, ...names(11)], scoring: 'new' as 'current', seed: {} as unknown as string },
      /^Title: .*\nScoring must be .*\nSeed: give text or a number.*\nRow 1 \('Ann'\): entries must be 1, 2 or 3, not '4'\nRow 2 \('ann'\): 'ann' already signed up on row 1$/,
    ],
    ['too few entries for one group', { title: 'T', players: names(10) }, /10 players cannot fill a group of 12/],
    [
      'docs/rules.md §1.9 "a player can have at most one entry per group": 8 players asking for 3 entries each cannot fill a group of 12',
      { title: 'T', players: names(8).map((p) => ({ ...p, entries: 3 })) },
      /^8 players cannot fill a group of 12 \(a player plays at most once per group\)/,
    ],
  ];
  it.each(cases)('%s', (_, input, message) => {
    const gas = installFakeGas();
    const before = sheetList(gas);
    expect(() => createRoundRobin(input)).toThrow(message);
    expect(sheetList(gas)).toEqual(before);
    expect(gas.properties.document.size).toBe(0);
  });
});

describe('a set of several groups', () => {
  it('partitions 30 players (some with 2 entries) into groups of 12, lists the waiting entries, registers the set', () => {
    const gas = installFakeGas();
    const players = names(30).map((p, i) => ({ ...p, entries: i < 4 ? 2 : 1 }));
    const r = create(gas, { title: 'June', players, seed: 'abc', double: true, invitePhases: 3 });
    expect(r.groups).toHaveLength(2);
    expect(r.groups.every((g) => g.length === 12)).toBe(true);
    expect(r.sheets).toEqual([
      'June G1 Games',
      'June G1 Table',
      'June G2 Games',
      'June G2 Table',
      'June My matches',
      'June Import',
      'June Timeouts',
      'June Stats',
    ]);
    expect(r.waiting.length).toBeGreaterThan(0);
    // 34 entries: 3 groups could use Σ min(entries, 3) = 34 of the 36 seats → 2 extra entries (not 12 − waiting)
    // Who may take one: players none of whose entries waits (P1–P4's second entries and P25–P30 wait), in sign-up order.
    expect(r.offer).toEqual({ extraEntries: 2, candidates: players.slice(4, 24).map((p) => p.name), enough: true });
    const stats = gas.book.sheet('June Stats');
    // Groups with their average ratings, then the waiting list with entry numbers, then the offer.
    expect(stats.valueAt(7, 16)).toBe('Group');
    expect([8, 9].map((row) => [stats.valueAt(row, 16), stats.valueAt(row, 18)])).toEqual(r.groups.map((_, i) => [`G${i + 1}`, r.averageRatings[i]]));
    expect(stats.valueAt(11, 16)).toBe('Waiting list');
    expect(stats.valueAt(12, 17)).toBe('Entry');
    expect(r.waitingEntries.map((w) => [stats.valueAt(13 + r.waitingEntries.indexOf(w), 16), stats.valueAt(13 + r.waitingEntries.indexOf(w), 17)])).toEqual(
      r.waitingEntries.map((w) => [w.name, w.entry]),
    );
    expect(stats.valueAt(13, 16)).toBe(r.waiting[0]);
    const offerRow = 13 + r.waitingEntries.length + 1;
    expect(String(stats.valueAt(offerRow, 16))).toContain(`${r.offer.extraEntries} more entr`);
    // Double round robin: 132 games per group, phases 1–3.
    const games = gas.book.sheet('June G1 Games');
    expect(games.valueAt(5 + 131, 3)).not.toBe('');
    expect(new Set(Array.from({ length: 132 }, (_, i) => games.valueAt(5 + i, 2)))).toEqual(new Set([1, 2, 3]));
    expect([...gas.properties.document.keys()]).toEqual(['ttt-set:set-key']);
    expect(metadataValue(games as unknown as GoogleAppsScript.Spreadsheet.Sheet, 'ttt-set')).toBe('set-key');
  });

  it('the same input and seed give the same sheets, cell for cell; a taken name gets " (2)"', () => {
    const gas = installFakeGas();
    const input = { title: 'S', players: names(24), seed: 'same' };
    const a = create(gas, input, 'k1');
    const b = create(gas, input, 'k2');
    expect(b.sheets[0]).toBe('S G1 Games (2)');
    expect(b.sheets[b.sheets.length - 1]).toBe('S Stats (2)');
    // Row 1 is the Next step line, which names the set's own Import sheet; the rest is the same, cell for cell.
    const grid = (name: string) => gas.book.sheet(name).getRange('A2:H40').getValues();
    expect(grid(b.sheets[0])).toEqual(grid(a.sheets[0]));
    expect(gas.book.sheet(b.sheets[0]).valueAt(1, 1)).toContain('“S Import (2)”');
    expect(b.groups).toEqual(a.groups);
  });

  it('draws a seed when none is given and writes it on the Stats sheet', () => {
    const gas = installFakeGas();
    createRoundRobin({ title: 'R', players: names(12) });
    const seed = gas.book.sheet('R Stats').valueAt(4, 2);
    expect(String(seed)).toMatch(/^[0-9A-Z]+$/);
  });
});

describe('service calls', () => {
  const callsFor = (players: number): { total: number; byName: Record<string, number> } => {
    const gas = installFakeGas();
    gas.calls.reset();
    create(gas, { title: 'C', players: names(players), seed: 'c' });
    const byName = gas.calls.snapshot();
    // applyPlan grows a sheet past 1000 rows with insertRowsAfter, or trims it with deleteRows: one call either way.
    byName['Sheet.resizeRows'] = (byName['Sheet.deleteRows'] ?? 0) + (byName['Sheet.insertRowsAfter'] ?? 0);
    delete byName['Sheet.deleteRows'];
    delete byName['Sheet.insertRowsAfter'];
    return { total: gas.calls.total, byName };
  };

  it('are the same per created sheet for 12 and 96 players', () => {
    const one = callsFor(12); // 1 group: 5 sheets
    const two = callsFor(24); // 2 groups: 7 sheets
    const eight = callsFor(96); // 8 groups: 19 sheets (up to 41 groups pass createSheets' time estimate)
    const perGroup = two.total - one.total;
    expect(eight.total - one.total).toBe(7 * perGroup);
    expect(eight.byName['Spreadsheet.insertSheet']).toBe(20);
    // Every kind of call scales with the sheets, never with the players.
    for (const [name, n] of Object.entries(one.byName)) {
      const growth = (two.byName[name] ?? 0) - n;
      expect([name, (eight.byName[name] ?? 0) - n]).toEqual([name, 7 * growth]);
    }
  });
});
