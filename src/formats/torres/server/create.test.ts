/**
 * createTorresGroups and rollOverTorres create their sheets through createSheets: under the document lock (an
 * overlapping creation gets the busy message, one set of sheets is made), Sheets' limits checked before anything
 * is written, all or nothing (a failure part-way leaves no sheet and the properties as they were), and a long
 * title is shortened so that every sheet keeps its suffix and a unique name within 100 characters.
 */
import { BUSY_MESSAGE, continueCreation, creationInProgress, withCreationLock } from '../../../shared/server/create';
import { EXECUTION_BUDGET_SECONDS, SECONDS_PER_CALL, SECONDS_PER_SHEET } from '../../../shared/sheets/limits';
import { createTorresGroups, rollOverTorres } from './endpoints';
import { installFakeGas } from '../../../../test/helpers/fakeGas';

const names = (prefix: string, n: number): string[] => Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`);
const GROUPS = [names('A', 10), names('B', 10), names('C', 10)];
const PREVIOUS = GROUPS.map((players, i) => ({ league: i === 0 ? 1 : 2, group: i === 0 ? 1 : i, players }));
const sheetNames = (gas: ReturnType<typeof installFakeGas>) => gas.book.getSheets().map((s) => s.getName());

describe('TORRES creation: one at a time', () => {
  it('a creation while another holds the document lock gets the busy message and writes nothing', () => {
    const gas = installFakeGas();
    const other = LockService.getDocumentLock();
    expect(other.tryLock(0)).toBe(true);
    expect(() => createTorresGroups({ title: 'S1', groups: GROUPS, seed: 's' })).toThrow(BUSY_MESSAGE);
    expect(() => rollOverTorres({ title: 'S2', previous: PREVIOUS, newPlayers: [], seed: 's' })).toThrow(BUSY_MESSAGE);
    // The preview writes nothing and needs no lock.
    expect(rollOverTorres({ title: 'S2', previous: PREVIOUS, newPlayers: [], seed: 's', previewOnly: true }).sheets).toEqual([]);
    expect(sheetNames(gas)).toEqual(['Sheet1']);
    other.releaseLock();
    expect(createTorresGroups({ title: 'S1', groups: GROUPS, seed: 's' }).sheets).toEqual(['S1 leagues', 'S1 L1', 'S1 L2 G1', 'S1 L2 G2']);
  });

  it('a creation started during another creation (a second sidebar) is refused: one set of sheets', () => {
    const gas = installFakeGas();
    let inner = '';
    withCreationLock(() => {
      try {
        createTorresGroups({ title: 'S1', groups: GROUPS, seed: 's' });
      } catch (e) {
        inner = (e as Error).message;
      }
    });
    expect(inner).toBe(BUSY_MESSAGE);
    createTorresGroups({ title: 'S1', groups: GROUPS, seed: 's' });
    expect(sheetNames(gas)).toEqual(['Sheet1', 'S1 leagues', 'S1 L1', 'S1 L2 G1', 'S1 L2 G2']);
  });
});

describe('TORRES creation: all or nothing', () => {
  /** Makes the spreadsheet's nth insertSheet from now on fail, as Sheets may part-way (quota, timeout). */
  function failOnInsert(gas: ReturnType<typeof installFakeGas>, nth: number): () => void {
    const book = gas.book as unknown as { insertSheet: (...args: unknown[]) => unknown };
    const original = book.insertSheet;
    let count = 0;
    book.insertSheet = function (this: unknown, ...args: unknown[]) {
      count += 1;
      if (count === nth) throw new Error('Service Spreadsheets failed while accessing document.');
      return original.apply(this, args);
    };
    return () => {
      book.insertSheet = original;
    };
  }

  it.each([
    ['createTorresGroups', 3, () => createTorresGroups({ title: 'S1', groups: GROUPS, seed: 's' })],
    ['rollOverTorres', 4, () => rollOverTorres({ title: 'S1', previous: PREVIOUS, newPlayers: [], seed: 's' })],
  ])('%s failing at sheet %i: no sheet left, properties unchanged, a retry gives names without " (2)"', (_label, nth, create) => {
    const gas = installFakeGas();
    PropertiesService.getDocumentProperties().setProperty('td-other', 'kept');
    const before = new Map(gas.properties.document);
    const restore = failOnInsert(gas, nth);
    expect(create).toThrow(/could not be created, and nothing was kept: Service Spreadsheets failed/);
    expect(sheetNames(gas)).toEqual(['Sheet1']);
    expect(gas.properties.document).toEqual(before);
    restore();
    const { sheets } = create();
    expect(sheets.every((name) => !name.endsWith(' (2)'))).toBe(true);
    expect(sheetNames(gas)).toEqual(['Sheet1', ...sheets]);
  });
});

describe("TORRES creation: within Sheets' limits", () => {
  it('a season that would pass 10,000,000 cells is refused before anything is written, naming the limit and the season', () => {
    const gas = installFakeGas();
    const sheet1 = gas.book.sheet('Sheet1');
    sheet1.insertRowsAfter(sheet1.getMaxRows(), Math.floor(9_997_000 / sheet1.getMaxColumns()) - sheet1.getMaxRows());
    const cells = () => gas.book.getSheets().reduce((n, s) => n + s.getMaxRows() * s.getMaxColumns(), 0);
    const before = cells();
    expect(() => createTorresGroups({ title: 'Big', groups: GROUPS, seed: 's' })).toThrow(
      /^The TORRES season "Big" needs [\d,]+ cells in 4 sheet\(s\) and the spreadsheet already has [\d,]+: over Google Sheets' limit of 10,000,000 cells per spreadsheet/,
    );
    expect(() => rollOverTorres({ title: 'Big', previous: PREVIOUS, newPlayers: [], seed: 's' })).toThrow(
      /^The TORRES roll-over "Big" needs [\d,]+ cells in 5 sheet\(s\)/,
    );
    expect(sheetNames(gas)).toEqual(['Sheet1']);
    expect(cells()).toBe(before);
  });

  it('a roll-over too large for one Apps Script run (7 leagues, 129 sheets) is written over several runs, each within the budget; the overview links every group at the end', () => {
    const gas = installFakeGas();
    const previous = Array.from({ length: 7 }, (_, k) =>
      Array.from({ length: 2 ** k }, (_, g) => ({ league: k + 1, group: g + 1, players: names(`p${k + 1}-${g + 1}-`, 10) })),
    ).flat();
    expect(rollOverTorres({ title: 'S6', previous, newPlayers: [], seed: 's', previewOnly: true }).leagues).toHaveLength(127);
    const runSeconds = (run: () => unknown): number => {
      const calls = gas.calls.spreadsheet;
      const inserted = gas.calls.byName.get('Spreadsheet.insertSheet') ?? 0;
      run();
      const sheets = (gas.calls.byName.get('Spreadsheet.insertSheet') ?? 0) - inserted;
      return sheets * SECONDS_PER_SHEET + (gas.calls.spreadsheet - calls - sheets) * SECONDS_PER_CALL;
    };
    let result: ReturnType<typeof rollOverTorres> | undefined;
    const seconds = [runSeconds(() => (result = rollOverTorres({ title: 'S6', previous, newPlayers: [], seed: 's' })))];
    expect(result!.creating).toMatchObject({ total: 129, complete: false });
    // Until the last run the season does not exist for the add-on: its overview is not shown, nothing links yet.
    for (let i = 0; i < 20 && creationInProgress() !== null; i++) seconds.push(runSeconds(() => continueCreation()));
    expect(seconds.length).toBeGreaterThanOrEqual(2);
    for (const s of seconds) expect(s).toBeLessThanOrEqual(EXECUTION_BUDGET_SECONDS);
    expect(sheetNames(gas)).toEqual(['Sheet1', ...result!.sheets]);
    expect(gas.book.wrapped.getActiveSheet().getName()).toBe(result!.sheets[0]);
    // The overview, written in the first run, reads the groups written in the last (relinked by the finisher).
    const overview = gas.book.sheet(result!.sheets[1]);
    const shown = overview.getDataRange().getDisplayValues().flat();
    expect(shown.filter((v) => /^#(REF|NAME|N\/A|ERROR)/.test(v))).toEqual([]);
    expect(shown.filter((v) => /^0 of \d+$/.test(v))).toHaveLength(127);
  });

  it('a 94-character title keeps every suffix, and names stay unique and within 100 characters', () => {
    const gas = installFakeGas();
    const title = 'Championnat TORRES de la Boîte à Jeux, saison printemps–été 2026, ligues 1 à 2 (3 groupes)…'.padEnd(94, '!');
    expect(Array.from(title)).toHaveLength(94);
    const first = createTorresGroups({ title, groups: GROUPS, seed: 's' }).sheets;
    const second = createTorresGroups({ title, groups: GROUPS, seed: 's' }).sheets;
    const rolled = rollOverTorres({ title, previous: PREVIOUS, newPlayers: [], seed: 's' }).sheets;
    const all = [...first, ...second, ...rolled];
    for (const name of all) expect(Array.from(name).length).toBeLessThanOrEqual(100);
    expect(new Set(all.map((n) => n.toLowerCase())).size).toBe(all.length);
    expect(first.map((n) => n.slice(n.lastIndexOf('…') + 1))).toEqual([' leagues', ' L1', ' L2 G1', ' L2 G2']);
    expect(second.map((n) => n.slice(n.lastIndexOf('…') + 1))).toEqual([' leagues (2)', ' L1 (2)', ' L2 G1 (2)', ' L2 G2 (2)']);
    expect(rolled[0]).toMatch(/… roll-over$/);
    expect(sheetNames(gas)).toEqual(['Sheet1', ...all]);
    // The overview's formulas find the (shortened) group sheets.
    expect(gas.book.sheet(first[0]).getRange('H7').getValue()).toBe('0 of 60');
  });
});
