/**
 * createRoundRobin goes through createSheets: an overlapping creation is refused, a failure part-way leaves
 * nothing, Sheets' limits are checked before anything is written, and a long title keeps the sheets' suffixes.
 */
import { asSpreadsheet, installFakeGas } from '../../../../test/helpers/fakeGas';
import { BUSY_MESSAGE, continueCreation, creationInProgress, PENDING_CREATION_KEY } from '../../../shared/server/create';
import { EXECUTION_BUDGET_SECONDS, SECONDS_PER_CALL, SECONDS_PER_SHEET } from '../../../shared/sheets/limits';
import { create, gameLines, names } from '../sheets/testHelpers';
import { registeredSet } from './registry';

const sheetList = (gas: ReturnType<typeof installFakeGas>) =>
  asSpreadsheet(gas)
    .getSheets()
    .map((s) => s.getName());

describe('creating a TTT set, all or nothing', () => {
  it('refuses a creation while another add-on action holds the document lock, and makes one set', () => {
    const gas = installFakeGas();
    const other = LockService.getDocumentLock(); // another sidebar's execution
    expect(other.tryLock(0)).toBe(true);
    expect(() => create(gas, { title: 'B', players: names(12), seed: 'b' })).toThrow(BUSY_MESSAGE);
    expect(sheetList(gas)).toEqual(['Sheet1']);
    expect(gas.properties.document.size).toBe(0);
    other.releaseLock();
    expect(create(gas, { title: 'B', players: names(12), seed: 'b' }).sheets).toEqual([
      'B G1 Games',
      'B G1 Table',
      'B My matches',
      'B Import',
      'B Timeouts',
      'B Stats',
    ]);
    expect(sheetList(gas)).toHaveLength(7);
  });

  it('puts the tabs in the order a TD uses them (per group Games then Table, My matches, Import, Timeouts, Stats last) and shows G1 Games', () => {
    const gas = installFakeGas();
    const r = create(gas, { title: 'T', players: names(36), seed: 't' });
    const want = ['T G1 Games', 'T G1 Table', 'T G2 Games', 'T G2 Table', 'T G3 Games', 'T G3 Table', 'T My matches', 'T Import', 'T Timeouts', 'T Stats'];
    expect(r.sheets).toEqual(want);
    expect(sheetList(gas)).toEqual(['Sheet1', ...want]);
    expect(asSpreadsheet(gas).getActiveSheet().getName()).toBe('T G1 Games');
    // Written in that order, every reference between them resolves: the Games sheets read the scoring on Stats
    // (written last), Stats counts every Games sheet.
    expect(gas.book.sheet('T G2 Games').valueAt(2, 2)).toBe('current');
    for (const name of want) {
      const values = asSpreadsheet(gas).getSheetByName(name)!.getDataRange().getValues();
      expect(values.flat().filter((v) => typeof v === 'string' && /^#(REF|NAME|VALUE|N\/A|ERROR)/.test(v))).toEqual([]);
    }
  });

  it('leaves no sheet and no property when a sheet cannot be made part-way; a retry gets the plain names', () => {
    const gas = installFakeGas();
    create(gas, { title: 'Old', players: names(12), seed: 'o' }, 'old-key');
    const sheetsBefore = sheetList(gas);
    const propsBefore = new Map(gas.properties.document);
    const real = gas.book.insertSheet.bind(gas.book);
    let inserted = 0;
    gas.book.insertSheet = (name?: string, index?: number) => {
      if (++inserted === 4) throw new Error('Service Spreadsheets failed while accessing document');
      return real(name, index);
    };
    expect(() => create(gas, { title: 'New', players: names(24), seed: 'n' }, 'new-key')).toThrow(
      /The TTT set "New" could not be created, and nothing was kept: Service Spreadsheets failed/,
    );
    expect(sheetList(gas)).toEqual(sheetsBefore);
    expect(gas.properties.document).toEqual(propsBefore);
    gas.book.insertSheet = real;
    const retry = create(gas, { title: 'New', players: names(24), seed: 'n' }, 'new-key');
    expect(retry.sheets).toEqual(['New G1 Games', 'New G1 Table', 'New G2 Games', 'New G2 Table', 'New My matches', 'New Import', 'New Timeouts', 'New Stats']);
    expect([...gas.properties.document.keys()].sort()).toEqual(['ttt-set:new-key', 'ttt-set:old-key']);
  });

  it('restores the properties and deletes the sheets when the registry cannot be written', () => {
    const gas = installFakeGas();
    const proto = Object.getPrototypeOf(gas.book.sheets[0]) as { getSheetId(): number };
    const spy = jest.spyOn(proto, 'getSheetId').mockImplementationOnce(() => {
      throw new Error('Service unavailable');
    });
    expect(() => create(gas, { title: 'R', players: names(12), seed: 'r' })).toThrow(/could not be created, and nothing was kept: Service unavailable/);
    spy.mockRestore();
    expect(sheetList(gas)).toEqual(['Sheet1']);
    expect(gas.properties.document.size).toBe(0);
  });

  it('refuses a set over the cell limit before writing anything, naming the limit and the set', () => {
    const gas = installFakeGas();
    // The spreadsheet already holds close to Sheets' 10,000,000 cells.
    const big = asSpreadsheet(gas).getSheetByName('Sheet1')!;
    big.insertRowsAfter(big.getMaxRows(), 384_000 - big.getMaxRows());
    expect(() => create(gas, { title: 'Full', players: names(24), seed: 'f' })).toThrow(
      /The TTT set "Full" needs [\d,]+ cells in 8 sheet\(s\).*10,000,000 cells per spreadsheet/,
    );
    expect(sheetList(gas)).toEqual(['Sheet1']);
    expect(gas.properties.document.size).toBe(0);
  });

  it('writes a set too large for one Apps Script run over several runs, each within the budget; the set is registered only in the last', () => {
    const gas = installFakeGas();
    const runSeconds = (run: () => unknown): number => {
      const calls = gas.calls.spreadsheet;
      const inserted = gas.calls.byName.get('Spreadsheet.insertSheet') ?? 0;
      run();
      const sheets = (gas.calls.byName.get('Spreadsheet.insertSheet') ?? 0) - inserted;
      return sheets * SECONDS_PER_SHEET + (gas.calls.spreadsheet - calls - sheets) * SECONDS_PER_CALL;
    };
    let result: ReturnType<typeof create> | undefined;
    const seconds = [runSeconds(() => (result = create(gas, { title: 'Huge', players: names(600), seed: 'h' })))];
    expect(result!.creating).toMatchObject({ total: 104, complete: false });
    expect(result!.sheets).toHaveLength(104);
    const registered = () => [...gas.properties.document.keys()].filter((k) => k !== PENDING_CREATION_KEY);
    expect(registered()).toEqual([]);
    for (let i = 0; i < 20 && creationInProgress() !== null; i++) seconds.push(runSeconds(() => continueCreation()));
    expect(seconds.length).toBeGreaterThanOrEqual(2);
    for (const t of seconds) expect(t).toBeLessThanOrEqual(EXECUTION_BUDGET_SECONDS);
    expect(sheetList(gas)).toEqual(['Sheet1', ...result!.sheets]);
    expect(registered().length).toBeGreaterThan(0);
    // The registry holds the real sheet ids: every Games sheet, the Stats, Import and Timeouts sheets found by id.
    const set = gas.execute(() => registeredSet('set-key'))!;
    const byId = (id: number) => gas.book.wrapped.getSheetById(id)?.getName();
    expect(set.groups).toHaveLength(50);
    expect(set.groups.map((g) => byId(g.gamesSheetId))).toEqual(set.groups.map((g) => `Huge ${g.name} Games`));
    expect([byId(set.statsSheetId!), byId(set.importSheetId!), byId(set.timeoutsSheetId!)]).toEqual(['Huge Stats', 'Huge Import', 'Huge Timeouts']);
  });

  it('keeps the suffixes of a 94-character title and gives unique names, twice', () => {
    const gas = installFakeGas();
    const title = `${'Monthly TTT '.repeat(8)}Final`.slice(0, 94);
    expect(title).toHaveLength(94);
    const first = create(gas, { title, players: names(24), seed: 'l' }, 'k1');
    const second = create(gas, { title, players: names(24), seed: 'l' }, 'k2');
    const suffixes = [' G1 Games', ' G1 Table', ' G2 Games', ' G2 Table', ' My matches', ' Import', ' Timeouts', ' Stats'];
    for (const [i, name] of first.sheets.entries()) {
      expect(name.endsWith(suffixes[i])).toBe(true);
      expect(Array.from(name).length).toBeLessThanOrEqual(100);
      expect(name.startsWith('Monthly TTT Monthly')).toBe(true);
    }
    for (const [i, name] of second.sheets.entries()) {
      expect(name).toBe(`${first.sheets[i]} (2)`);
      expect(Array.from(name).length).toBeLessThanOrEqual(100);
    }
    expect(new Set([...first.sheets, ...second.sheets]).size).toBe(16);
    // The formulas reach the shortened names: standings computed, no error.
    expect(gas.book.sheet(second.sheets[1]).valueAt(5, 1)).toBe('Rank');
  });
});

describe('the short last group (option, off by default)', () => {
  const thirty = () => names(30).map((p, i) => ({ ...p, entries: i < 24 && i % 5 === 0 ? 2 : 1 }));

  it('off: 2 groups of 12, 11 entries wait, 1 extra entry offered to the 19 playing singles', () => {
    const gas = installFakeGas();
    const r = create(gas, { title: 'S', players: thirty(), seed: 's' });
    expect(r.groups.map((g) => g.length)).toEqual([12, 12]);
    expect(r.waitingEntries).toHaveLength(11);
    expect(r.offer.extraEntries).toBe(1);
    expect(r.offer.candidates).toHaveLength(19);
    expect(r.shortLastGroup).toBe(false);
  });

  it('on: the 11 waiting players play as G3 (55 games), nobody waits', () => {
    const gas = installFakeGas();
    const r = create(gas, { title: 'S', players: thirty(), seed: 's', shortLastGroup: true });
    expect(r.groups.map((g) => g.length)).toEqual([12, 12, 11]);
    expect(r.waitingEntries).toEqual([]);
    expect(r.shortLastGroup).toBe(true);
    expect(r.sheets).toContain('S G3 Games');
    expect(gameLines(gas, 'S G3 Games')).toHaveLength(55);
  });

  it('refuses a shortLastGroup that is not true or false', () => {
    const gas = installFakeGas();
    expect(() => create(gas, { title: 'S', players: thirty(), shortLastGroup: 'yes' as unknown as boolean })).toThrow(
      `"shortLastGroup" must be true or false, not 'yes'.`,
    );
  });
});

describe('My matches: who invites, and a waiting player', () => {
  it('"you invite" / "they invite" on every game of the picked player; a waiting player picked says so', () => {
    const gas = installFakeGas();
    create(gas, { title: 'W', players: names(6), groupSize: 4, seed: 'w' });
    const my = gas.book.sheet('W My matches');
    const lines = gameLines(gas, 'W G1 Games');
    const who = lines[0].inviter;
    my.getRange('B2').setValue(who);
    const mine = lines.filter((g) => g.inviter === who || g.invitee === who);
    expect(mine).toHaveLength(3);
    mine.forEach((g, k) => {
      expect(my.valueAt(5 + k, 4)).toBe(g.inviter === who ? g.invitee : g.inviter);
      expect(my.valueAt(5 + k, 11)).toBe(g.inviter === who ? 'you invite' : 'they invite');
    });
    expect(my.valueAt(4, 11)).toBe('Who invites');
    // P5 and P6 wait: they are in the drop-down and the view says they wait
    expect(my.valueAt(5, 28)).toBe('P5');
    my.getRange('B2').setValue('P6');
    expect(my.valueAt(5, 1)).toBe('');
    expect(my.valueAt(5, 10)).toBe('on the waiting list: no game yet');
    expect(my.valueAt(5, 11)).toBe('');
  });
});
