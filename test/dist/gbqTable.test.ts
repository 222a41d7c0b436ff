/** createGbqTable through the built bundle (dist/Code.js in a gas-local context), as Apps Script runs it. */
import { loadDist } from '../helpers/dist';
import { LIVE, SETTINGS } from '../../src/formats/gbq/sheets/layout';


const FIRST = SETTINGS.firstRow;

describe('createGbqTable from the built bundle', () => {
  it('creates the sheet; typed results give the seed GBQ and Status', () => {
    const { gas, ctx } = loadDist({ registerBundleFunctions: true });
    const result = gas.execute(() => ctx.createGbqTable({ title: 'Group A', players: ['Ann', 'Bob', 'Cid', 'Dee'], qualifiers: 3 })) as { sheet: string };
    expect(result.sheet).toBe('Group A');
    const sheet = gas.book.sheet('Group A');
    sheet.getRange(`B${FIRST}:G${FIRST + 1}`).setValues([
      [3, 3, 3, 0, 0, 45],
      [3, 3, 0, 0, 3, 15],
    ]);
    const col = (c: number) => [0, 1, 2, 3].map((i) => sheet.valueAt(FIRST + i, c));
    expect(col(LIVE.player)).toEqual(['Ann', 'Bob', 'Cid', 'Dee']);
    expect(col(LIVE.gbq)).toEqual([-1.5, 1.5, 0, 0]);
    // Ann (45 of 60 at worst, 75 %) can be passed only by Cid and Dee (100 % at best): first 3 whatever happens.
    expect(col(LIVE.status)).toEqual(['qualified', '', '', '']);
    // Bob has lost his 3 games: 25 % is his best; Ann is surely above him, Cid and Dee are not, so not out yet.
    sheet.getRange(`C${FIRST + 2}:G${FIRST + 3}`).setValues([
      [3, 3, 0, 0, 45],
      [3, 3, 0, 0, 45],
    ]);
    expect(col(LIVE.status)).toEqual(['qualified', 'qualified', 'qualified', 'out']);
  });

  it('rejects bad input with the message, writing nothing', () => {
    const { gas, ctx } = loadDist();
    expect(() => gas.execute(() => ctx.createGbqTable({ title: 'G', players: ['Ann', 'ANN'], qualifiers: 1 }))).toThrow(/Player 'ANN' appears twice/);
    expect(() => gas.execute(() => ctx.createGbqTable({ title: 'G', players: ['Ann', 'Bob'], qualifiers: 1, winTp: 5, lossTp: 5 }))).toThrow(/Win TP \(5\) must be more than loss TP \(5\)/);
    expect(gas.book.getSheets().map((s) => s.getName())).toEqual(['Sheet1']);
  });
});
