/**
 * A partial grant on Google's per-permission consent screen (docs/rules.md §0.3): every endpoint of the built bundle
 * answers with the add-on's message naming the permission not ticked — or, before it, a refusal of its input — and
 * never with Google's bare "You do not have permission to call …", and nothing is written.
 */
import { builtGlobals, loadDist } from '../helpers/dist';

const SHEETS = 'https://www.googleapis.com/auth/spreadsheets.currentonly';
const UI = 'https://www.googleapis.com/auth/script.container.ui';
const TRIGGERS = new Set(['onOpen', 'onInstall']);

describe('every endpoint under a partial grant', () => {
  const endpoints = builtGlobals().filter((g) => !g.custom && !TRIGGERS.has(g.name));

  it.each([
    ['the spreadsheet permission', [UI], /"View and manage spreadsheets that this application has been installed in"/],
    ['the sidebar permission', [SHEETS], /"Display and run third-party web content/],
  ] as const)('without %s: the add-on says which box to tick, and writes nothing', (_what, granted, named) => {
    const { gas, ctx } = loadDist();
    const before = JSON.stringify(gas.book.getSheets().map((s) => [s.getName(), s.getDataRange().getValues()]));
    gas.grantScopes(granted);
    const bare: string[] = [];
    let told = 0;
    for (const { name } of endpoints) {
      try {
        ctx[name]({ sheet: 'Sheet1', title: 'T', players: ['Ann', 'Bob', 'Cy', 'Dee'], qualifiers: 1, format: 'text' });
      } catch (e) {
        const message = e instanceof Error ? e.message : String(e);
        if (/You do not have permission to call/.test(message)) bare.push(`${name}: ${message}`);
        if (named.test(message)) told += 1;
      }
    }
    gas.grantScopes(null);
    expect(bare).toEqual([]);
    expect(told).toBeGreaterThan(endpoints.length / 2);
    expect(JSON.stringify(gas.book.getSheets().map((s) => [s.getName(), s.getDataRange().getValues()]))).toBe(before);
  });
});
