/**
 * Every duplicate creation goes through createSheets: one creation at a time (the busy message, one set of sheets),
 * Sheets' limits checked before anything is written (a clear error naming the limit and the input), all or nothing
 * (a failure part-way leaves no sheet and the properties as they were; a retry gets the plain names), and long
 * titles keep their sheets' suffixes.
 */
import { createDuplicateMatch, createDuplicateTournament, printDiceSet } from './endpoints';
import { BUSY_MESSAGE } from '../../../shared/server/create';
import { teamInSheetName } from './write';
import { installFakeGas } from '../../../../test/helpers/fakeGas';
import type { FakeGas } from '../../../../dev/fake/gas';

const team = (name: string, i: number) => ({ name, players: [`${name} ${i}a`, `${name} ${i}b`] as [string, string] });
const TEAMS = ['Kharkov', 'Moscow', 'Kiev', 'Lviv'].map(team);
const names = (gas: FakeGas): string[] => gas.book.getSheets().map((s) => s.getName());

/** Each creation, and which of its sheet insertions the failure test breaks. */
const creations: [string, () => { sheets: string[] }, number][] = [
  ['createDuplicateMatch', () => createDuplicateMatch({ title: 'M', teamA: TEAMS[0], teamB: TEAMS[1], seed: 's' }), 2],
  ['createDuplicateTournament', () => createDuplicateTournament({ title: 'T', teams: TEAMS, seed: 's', final: true }), 9],
  ['printDiceSet', () => printDiceSet({ title: 'D', seed: 's', set: 3 }), 1],
];

describe('duplicate creations through createSheets', () => {
  it.each(creations)('%s: an overlapping creation gets the busy message; one set of sheets is made', (_name, create) => {
    const gas = installFakeGas();
    const other = LockService.getDocumentLock(); // another sidebar's execution is creating right now
    expect(other.tryLock(0)).toBe(true);
    expect(() => create()).toThrow(BUSY_MESSAGE);
    expect(names(gas)).toEqual(['Sheet1']);
    other.releaseLock();
    const out = gas.execute(create);
    expect(names(gas).slice(1).sort()).toEqual([...out.sheets].sort());
    expect(out.sheets.some((n) => n.includes(' (2)'))).toBe(false);
  });

  it.each(creations)('%s: a failure part-way leaves no sheet, the properties as before, and a retry gets plain names', (_name, create, failAt) => {
    const gas = installFakeGas();
    gas.properties.document.set('td-other', 'kept');
    const insert = gas.book.insertSheet.bind(gas.book);
    let inserted = 0;
    gas.book.insertSheet = ((...args: Parameters<typeof insert>) => {
      if (++inserted === failAt) throw new Error('Service Spreadsheets failed while accessing document');
      return insert(...args);
    }) as typeof insert;
    expect(() => gas.execute(create)).toThrow(/could not be created, and nothing was kept: Service Spreadsheets failed/);
    expect(names(gas)).toEqual(['Sheet1']);
    expect(Object.fromEntries(gas.properties.document)).toEqual({ 'td-other': 'kept' });
    gas.book.insertSheet = insert;
    const out = gas.execute(create);
    expect(out.sheets.some((n) => n.includes(' ('))).toBe(false);
    expect(names(gas)).toHaveLength(1 + out.sheets.length);
  });

  it('checks the cell limit before writing, naming the limit and the creation', () => {
    const gas = installFakeGas();
    const big = gas.book.insertSheet('Archive');
    big.insertRowsAfter(1000, 383_600 - 1000); // 383,600 × 26 + Sheet1's 26,000 = 9,999,600 cells
    expect(gas.book.cellCount()).toBe(9_999_600);
    expect(() => createDuplicateMatch({ title: 'M', teamA: TEAMS[0], teamB: TEAMS[1], seed: 's' })).toThrow(
      /^This duplicate match \(Kharkov – Moscow, 4 games per room\) needs [\d,]+ cells in 4 sheet\(s\) and the spreadsheet already has 9,999,600: over Google Sheets' limit of 10,000,000 cells per spreadsheet/,
    );
    expect(() => printDiceSet({ seed: 's', set: 1 })).toThrow(/^This dice set \(set 1, 80 rolls per side\) needs [\d,]+ cells/);
    expect(names(gas)).toEqual(['Sheet1', 'Archive']);
  });

  it("refuses an event over Sheets' 10,000,000 cells, naming its size, before writing anything (larger than one run is fine: several runs)", () => {
    const gas = installFakeGas();
    const teams = Array.from({ length: 80 }, (_, i) => team(`Team ${i + 1}`, i));
    expect(() => createDuplicateTournament({ title: 'Big', teams, seed: 's' })).toThrow(
      /^This duplicate tournament \(80 teams, 6,?320 matches\) needs [\d,]+ cells in \d+ sheet\(s\) .*over Google Sheets' limit of 10,000,000 cells per spreadsheet/,
    );
    expect(names(gas)).toEqual(['Sheet1']);
  });

  it('a 94-character title keeps every suffix and gives unique names within 100 characters', () => {
    const gas = installFakeGas();
    const title = `Fair Backgammon Duplicate Team Championship of the Black Sea Coast, Yalta 2026 ${'x'.repeat(15)}`;
    expect(title).toHaveLength(94);
    const long = ['A very long team name indeed, Kharkov', 'A very long team name indeed, Moscow', 'Kiev', 'Lviv'].map(team);
    const t = createDuplicateTournament({ title, teams: long, seed: 's', final: true });
    const m = createDuplicateMatch({ title, teamA: TEAMS[0], teamB: TEAMS[1], seed: 's' });
    const d = printDiceSet({ title, seed: 's', set: 12 });
    const all = [...t.sheets, ...m.sheets, ...d.sheets];
    for (const name of all) {
      expect(Array.from(name).length).toBeLessThanOrEqual(100);
      expect(name.startsWith('Fair Backgammon Duplicate Team Championship')).toBe(true);
      expect(name).toContain('… '); // the title is shortened, never the suffix
    }
    expect(new Set(all.map((n) => n.toLowerCase())).size).toBe(all.length);
    expect(names(gas).slice(1).sort()).toEqual([...all].sort());
    const short = teamInSheetName;
    const suffixes = [
      ' Standings',
      ...t.rounds.flatMap((r) => r.matches.map((x) => ` R${r.round} ${short(x.teamA)} v ${short(x.teamB)}`)),
      ' Final',
      ' Dice referee',
      ' Dice OPEN',
      ' Dice CLOSED',
      ' Dice final referee',
      ' Dice final OPEN',
      ' Dice final CLOSED',
    ];
    expect(t.sheets.map((name, i) => name.endsWith(suffixes[i]))).toEqual(suffixes.map(() => true));
    expect(suffixes).toContain(' R2 A very lo…d, Kharkov v A very lo…ed, Moscow');
    expect([m.sheets[0].endsWith(' Protocol'), / Dice referee( \(2\))?$/.test(m.sheets[1]), d.sheets[0].endsWith(' Set 12 referee')]).toEqual([
      true,
      true,
      true,
    ]);
  });
});
