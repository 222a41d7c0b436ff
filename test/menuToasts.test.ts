/** The menu actions answer with a toast saying what happened: Import results (its summary) and Check this spreadsheet. */
import { installFakeGas } from './helpers/fakeGas';
import { importResults } from '../src/formats/ttt/server/endpoints';
import { create, names } from '../src/formats/ttt/sheets/testHelpers';
import { checkSpreadsheet } from '../src/shared/server/selfCheck';
import { PROBES } from '../src/shared/sheets/selfCheck';

describe('menu actions answer with a toast', () => {
  it('Import results: the import summary', () => {
    const gas = installFakeGas();
    create(gas, { title: 'June TTT', players: names(12), seed: 'toast' });
    const result = gas.execute(() => importResults());
    expect(result.summary).not.toBe('');
    expect(gas.book.toasts).toEqual([result.summary]);
  });

  it('Check this spreadsheet: how many assumptions hold', () => {
    const gas = installFakeGas();
    gas.execute(() => checkSpreadsheet());
    expect(gas.book.toasts).toEqual([`All ${PROBES.length} assumptions hold.`]);
  });
});
