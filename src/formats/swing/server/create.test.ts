/**
 * createSwing goes through createSheets (src/shared/server/create.ts): the document lock without waiting (an
 * overlapping creation is told the spreadsheet is busy), Sheets' limits checked before anything is written, and all
 * or nothing (a failure part-way leaves no sheet and the properties as they were). Also: sheet names keep their
 * " log" suffix for long titles, and the sheets call no custom function at any size.
 */
import { installFakeGas } from '../../../../test/helpers/fakeGas';
import type { FakeGas } from '../../../../dev/fake/gas';
import { BUSY_MESSAGE, withCreationLock } from '../../../shared/server/create';
import { MAX_SHEET_NAME } from '../../../shared/sheets/plan';
import { createSwing, getSwingStatus, listSwingSheets, recordSwingResult, startSwingClock } from './endpoints';
import { customFunctionCells } from './testHelpers';

const T0 = Date.parse('2026-05-02T09:00:00.000Z');
const players = (n: number) => Array.from({ length: n }, (_, i) => `Player ${i + 1}`);

let gas: FakeGas;
beforeEach(() => {
  gas = installFakeGas();
  jest.useFakeTimers({ now: T0, doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
});
afterEach(() => jest.useRealTimers());

const names = () => gas.book.sheets.map((s) => s.name);
const create = (title = 'Friday', n = 6) => gas.execute(() => createSwing({ title, players: players(n), seed: 's' }));

describe('createSwing: one creation at a time', () => {
  it('a creation overlapping another (which holds the document lock) gets the busy error and writes nothing', () => {
    const other = LockService.getDocumentLock(); // another user's sidebar is creating
    expect(other.tryLock(0)).toBe(true);
    expect(() => createSwing({ title: 'Friday', players: players(6) })).toThrow(BUSY_MESSAGE);
    expect(names()).toEqual(['Sheet1']);
    other.releaseLock();
    create();
    expect(names()).toEqual(['Sheet1', 'Friday', 'Friday log']);
  });

  it('called from inside another creation, it is refused: one set of sheets', () => {
    gas.execute(() =>
      withCreationLock(() => {
        expect(() => createSwing({ title: 'Friday', players: players(6) })).toThrow(BUSY_MESSAGE);
        return createSwing; // the outer creation runs on
      }),
    );
    create();
    expect(names()).toEqual(['Sheet1', 'Friday', 'Friday log']);
    expect(gas.execute(() => listSwingSheets())).toEqual({ sheets: ['Friday'], ids: [gas.book.sheet('Friday').sheetId] });
  });
});

describe('createSwing: all or nothing', () => {
  it('a failure part-way (the log sheet cannot be inserted) leaves no sheet, the properties unchanged, and a retry gets the plain names', () => {
    gas.properties.document.set('other', 'kept');
    const before = new Map(gas.properties.document);
    const insert = gas.book.insertSheet.bind(gas.book);
    let inserts = 0;
    gas.book.insertSheet = (name?: string, index?: number) => {
      inserts += 1;
      if (inserts === 2) throw new Error('Service Spreadsheets failed while accessing document.');
      return insert(name, index);
    };
    expect(() => create()).toThrow(/^Swing tournament 'Friday' could not be created, and nothing was kept: Service Spreadsheets failed/);
    expect(inserts).toBe(2);
    expect(names()).toEqual(['Sheet1']);
    expect(gas.properties.document).toEqual(before);
    gas.book.insertSheet = insert;
    expect(create().sheet).toBe('Friday');
    expect(names()).toEqual(['Sheet1', 'Friday', 'Friday log']);
    const status = gas.execute(() => getSwingStatus({ sheet: 'Friday' }));
    expect(status.matches).toHaveLength(3); // the retry's sheets are linked and replay
  });

  it('over the 10,000,000-cell limit: an error naming the limit and the tournament, nothing written', () => {
    const filler = gas.book.sheet('Sheet1');
    filler.insertRowsAfter(filler.getMaxRows(), Math.floor(9_995_000 / filler.getMaxColumns()) - filler.getMaxRows());
    let error = '';
    try {
      create('Big', 24);
    } catch (e) {
      error = (e as Error).message;
    }
    expect(error).toMatch(
      /^Swing tournament 'Big' needs [\d,]+ cells in 2 sheet\(s\) and the spreadsheet already has 9,99\d,\d{3}: over Google Sheets' limit of 10,000,000 cells/,
    );
    expect(names()).toEqual(['Sheet1']);
  });
});

describe('createSwing: sheet names', () => {
  it('a 94-character title keeps the " log" suffix and gives unique names within 100 characters', () => {
    const title = `Swing ${'x'.repeat(88)}`;
    expect(title).toHaveLength(94);
    const first = create(title);
    const second = create(title);
    expect(first.sheet).toBe(title);
    expect(second.sheet).toBe(`${title} (2)`);
    const made = names().slice(1);
    expect(made).toHaveLength(4);
    expect(new Set(made.map((n) => n.toLowerCase())).size).toBe(4);
    for (const n of made) expect(Array.from(n).length).toBeLessThanOrEqual(MAX_SHEET_NAME);
    expect(made[1]).toMatch(/^Swing x+… log$/);
    expect(made[3]).toMatch(/^Swing x+… log \(2\)$/);
    // The second event's log is the one its main sheet names, and it replays.
    expect(gas.book.sheet(second.sheet).valueAt(8, 4)).toBe(made[3]);
    gas.execute(() => startSwingClock({ sheet: second.sheet }));
    gas.execute(() => recordSwingResult({ sheet: second.sheet, winner: 'Player 1', loser: 'Player 2' }));
    expect(gas.book.sheet(made[3]).valueAt(14, 3)).toBe('Player 1');
    // The first event's log is untouched: nothing posted below its header (its Check formulas stand beside empty rows).
    expect(
      gas.book
        .sheet(made[1])
        .getRange('A13:G14')
        .getValues()
        .flat()
        .every((v) => v === ''),
    ).toBe(true);
  });
});

describe('custom-function cells', () => {
  it('swing sheets call no custom function, at 4 and at 24 players (the add-on writes every derived value)', () => {
    const counts = [4, 24].map((n) => {
      const { sheet } = create(`Size ${n}`, n);
      return [customFunctionCells(gas.book.sheet(sheet)), customFunctionCells(gas.book.sheet(`${sheet} log`))];
    });
    expect(counts).toEqual([
      [0, 0],
      [0, 0],
    ]);
  });
});
