/**
 * The league overview's reading (the roll-over's *Read league overview*) finds the group sheets by one metadata search
 * and reads each one's values once: its service calls grow by three per group sheet (its name, data range, values),
 * never by a read per tab of the spreadsheet (issue 24). Counted by the stand-in.
 */
import { createTorresGroups, readTorresOverview, withdrawTorresPlayer } from './endpoints';
import { installFakeGas } from '../../../../test/helpers/fakeGas';
import { scheduledGames, seasonPoints, typePoints } from './testHelpers';
import { publishStandings } from '../../../publish';

const names = (prefix: string, n: number): string[] => Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`);

/** A season of `groups` groups of 10 with every result typed, plus `otherTabs` tabs the add-on did not make. */
function season(groups: number, otherTabs: number) {
  const gas = installFakeGas();
  const leagues = Array.from({ length: groups }, (_, i) => (i === 0 ? 1 : 2));
  const { sheets } = createTorresGroups({ title: 'S', groups: Array.from({ length: groups }, (_, g) => names(`P${g}x`, 10)), leagues, seed: 'c' });
  for (const name of sheets.slice(1)) {
    const sheet = gas.book.sheet(name);
    typePoints(sheet, seasonPoints(scheduledGames(sheet, 15), name));
  }
  for (let i = 0; i < otherTabs; i++) gas.book.wrapped.insertSheet(`Other ${i}`);
  return { gas, sheets };
}

function callsOfRead(gas: ReturnType<typeof installFakeGas>, active: string, input = {}): number {
  gas.book.wrapped.getSheetByName(active)!.activate();
  gas.calls.reset();
  const read = readTorresOverview(input);
  expect(read.previous.length).toBeGreaterThan(0);
  return gas.calls.spreadsheet;
}

describe('readTorresOverview: calls', () => {
  it('3 per group sheet plus a constant, whatever the other tabs', () => {
    const small = season(3, 0);
    const a = callsOfRead(small.gas, 'S leagues');
    const big = season(6, 20);
    const b = callsOfRead(big.gas, 'S leagues');
    // the spreadsheet, the active sheet, its kind; the overview's name, range and values; one metadata search;, each group sheet's name, range and values
    expect(a).toBe(7 + 3 * 3);
    expect(b).toBe(7 + 3 * 6);
    expect(big.gas.calls.byName.get('Sheet.getDeveloperMetadata')).toBe(1);
    expect(big.gas.calls.byName.get('Spreadsheet.createDeveloperMetadataFinder')).toBe(1);
  });

  it('the overview named or found by the search, not by the active tab: the same count plus the lookup and its kind', () => {
    const { gas } = season(3, 10);
    expect(callsOfRead(gas, 'Other 3')).toBeLessThanOrEqual(7 + 3 * 3 + 3);
    expect(callsOfRead(gas, 'Other 3', { sheet: 'S leagues' })).toBeLessThanOrEqual(7 + 3 * 3 + 3);
  });

  it('a withdrawal recorded on a group sheet is read through the same search (one name per record)', () => {
    const gas = installFakeGas();
    const { sheets } = createTorresGroups({ title: 'S', groups: [names('A', 10), names('B', 10)], seed: 'c' });
    withdrawTorresPlayer({ sheet: sheets[2], player: 'B3' });
    for (const name of sheets.slice(1)) {
      const sheet = gas.book.sheet(name);
      typePoints(sheet, seasonPoints(scheduledGames(sheet, 15), name));
    }
    gas.book.wrapped.getSheetByName('S leagues')!.activate();
    gas.calls.reset();
    const read = readTorresOverview({});
    expect(read.withdrawn).toEqual(['B3']);
    expect(read.previous[1].players).toContain('forfait');
    expect(gas.calls.spreadsheet).toBe(7 + 3 * 2 + 1);
  });

  it('publishing the overview reads its group sheets the same way: 3 calls more per group sheet', () => {
    const calls = (groups: number) => {
      const { gas } = season(groups, 10);
      gas.book.wrapped.getSheetByName('S leagues')!.activate();
      gas.calls.reset();
      expect(publishStandings({ format: 'text' }).text).toMatch(/League 2 group/);
      return gas.calls.spreadsheet;
    };
    const three = calls(3);
    expect(calls(6) - three).toBe(3 * 3);
    expect(three).toBeLessThanOrEqual(3 * 3 + 12);
  });
});
