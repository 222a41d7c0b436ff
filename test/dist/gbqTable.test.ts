/** createGbqTable through the built bundle (dist/Code.js in a gas-local context), as Apps Script runs it. */
import { loadDist } from '../helpers/dist';
import { GBQSTATUS } from '../../src/formats/gbq/functions/gbqstatus';
import { ENTRY, LIVE, SETTINGS } from '../../src/formats/gbq/sheets/layout';


const FIRST = SETTINGS.firstRow;

describe('createGbqTable from the built bundle', () => {
  it('creates the sheet; typed results give the seed GBQ and Status', () => {
    const { gas, ctx } = loadDist({ registerBundleFunctions: true });
    const result = gas.execute(() => ctx.createGbqTable({ title: 'Group A', players: ['Ann', 'Bob', 'Cid', 'Dee'], qualifiers: 3 })) as { sheet: string };
    expect(result.sheet).toBe('Group A');
    const sheet = gas.book.sheet('Group A');
    sheet.getRange(FIRST, ENTRY.total, 2, 6).setValues([
      [3, 3, 3, 0, 0, 45],
      [3, 3, 0, 0, 3, 15],
    ]);
    const col = (c: number) => [0, 1, 2, 3].map((i) => sheet.valueAt(FIRST + i, c));
    expect(col(LIVE.player)).toEqual(['Ann', 'Bob', 'Cid', 'Dee']);
    expect(col(LIVE.gbq)).toEqual([-1.5, 1.5, 0, 0]);
    // Ann (45 of 60 at worst, 75 %) can be passed only by Cid and Dee (100 % at best): first 3 whatever happens.
    expect(col(LIVE.status)).toEqual(['qualified', '', '', '']);
    // Cid beats Dee 45–15 in their only match: Ann and Cid are through; Bob and Dee tie on 25 % for the 3rd
    // place, and a tie is never decided by a guess, so both stay open.
    sheet.getRange(FIRST + 2, ENTRY.total, 2, 6).setValues([
      [3, 3, 3, 0, 0, 45],
      [3, 3, 0, 0, 3, 15],
    ]);
    expect(col(LIVE.player)).toEqual(['Ann', 'Cid', 'Bob', 'Dee']);
    expect(col(LIVE.status)).toEqual(['qualified', 'qualified', '', '']);
    expect(sheet.valueAt(SETTINGS.checkRow, 3)).toBe('All entries consistent');
  });

  it('GBQSTATUS from the bundle agrees with the sources: exact with the remaining games, the bound without', () => {
    const { ctx } = loadDist();
    const col = (...xs: unknown[]) => xs.map((x) => [x]);
    const args = [col('A', 'B', 'C', 'D'), col(48.6, 30, 30, 20), col(3, 2, 2, 3), 3, 2] as const;
    expect(ctx.GBQSTATUS(...args, col('B'), col('C'))).toEqual([['qualified'], [''], [''], ['out']]);
    expect(ctx.GBQSTATUS(...args)).toEqual([[''], [''], [''], ['out']]);
    const [players, tps, games, total, q] = args as unknown as Parameters<typeof GBQSTATUS>;
    expect(ctx.GBQSTATUS(...args, col('B'), col('C'))).toEqual(GBQSTATUS(players, tps, games, total, q, col('B') as never, col('C') as never));
    expect(() => ctx.GBQSTATUS(...args, col('B'), col('Bea'))).toThrow('GBQSTATUS: "Bea" (row 1 of remaining_second) is not one of the players');
  });

  it('rejects bad input with the message, writing nothing', () => {
    const { gas, ctx } = loadDist();
    expect(() => gas.execute(() => ctx.createGbqTable({ title: 'G', players: ['Ann', 'ANN'], qualifiers: 1 }))).toThrow(/Player 'ANN' appears twice/);
    expect(() => gas.execute(() => ctx.createGbqTable({ title: 'G', players: ['Ann', 'Bob'], qualifiers: 1, winTp: 5, lossTp: 5 }))).toThrow(/Win TP \(5\) must be more than loss TP \(5\)/);
    expect(gas.book.getSheets().map((s) => s.getName())).toEqual(['Sheet1']);
  });
});
