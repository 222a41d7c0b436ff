/**
 * Test helper: a fresh in-memory Apps Script world whose services are installed as globals (what server/
 * code sees), with the add-on's custom functions registered in the formula engine.
 */
import { createFakeGas, type FakeGas, type FakeGasOptions } from '../../dev/fake/gas';
import { registerAddOnFunctions } from '../../dev/customFunctions';

let registeredOnce = false;

export function installFakeGas(options: FakeGasOptions = {}): FakeGas {
  if (!registeredOnce) {
    registerAddOnFunctions();
    registeredOnce = true;
  }
  const gas = createFakeGas(options);
  Object.assign(globalThis, gas.globals);
  return gas;
}

/** The fake spreadsheet typed as Apps Script's, for server/ functions. */
export function asSpreadsheet(gas: FakeGas): GoogleAppsScript.Spreadsheet.Spreadsheet {
  return gas.book.wrapped as unknown as GoogleAppsScript.Spreadsheet.Spreadsheet;
}
