/** A partial grant on Google's per-permission consent screen gets a clear refusal before anything is written. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { installFakeGas } from '../../../test/helpers/fakeGas';
import { ADDON_SCOPES, missingPermissionMessage } from './auth';
import { showSidebar } from './menu';
import { activateSheet } from './endpoints';

const [SHEETS, UI] = ADDON_SCOPES.map((s) => s.scope);

describe('the permission check', () => {
  it('asks for exactly the manifest scopes', () => {
    const manifest = JSON.parse(readFileSync(join(__dirname, '../../../appsscript.json'), 'utf8')) as { oauthScopes: string[] };
    expect(ADDON_SCOPES.map((s) => s.scope)).toEqual(manifest.oauthScopes);
  });

  it('with every box ticked, actions run', () => {
    const gas = installFakeGas();
    activateSheet({ sheet: 'Sheet1' });
    showSidebar();
    expect(gas.ui.sidebar?.getTitle()).toBe('Tournament director');
  });

  it('without the spreadsheet permission, an action is refused in words and nothing is written', () => {
    const gas = installFakeGas();
    const before = gas.book.getSheets().map((s) => s.getName());
    gas.grantScopes([UI]);
    expect(() => activateSheet({ sheet: 'Sheet1' })).toThrow(
      /missing a permission you did not tick on Google's consent screen: "View and manage spreadsheets that this application has been installed in" \(to create and read its sheets\)\. Nothing was changed\. Open https:\/\/\S+ and tick every box/,
    );
    gas.grantScopes(null);
    expect(gas.book.getSheets().map((s) => s.getName())).toEqual(before);
  });

  it('without the sidebar permission, the wizard says which box to tick', () => {
    const gas = installFakeGas();
    gas.grantScopes([SHEETS]);
    expect(() => showSidebar()).toThrow(
      /"Display and run third-party web content in prompts and sidebars inside Google applications" \(to show its menu and wizard\)/,
    );
    expect(gas.ui.sidebar).toBeFalsy();
  });

  it('without a link to grant, the message says where to tick the boxes', () => {
    expect(missingPermissionMessage([SHEETS, UI], null)).toBe(
      "Tournament director is missing a permission you did not tick on Google's consent screen: " +
        '"View and manage spreadsheets that this application has been installed in" (to create and read its sheets) and ' +
        '"Display and run third-party web content in prompts and sidebars inside Google applications" (to show its menu and wizard). ' +
        "Nothing was changed. Choose Extensions ▸ Tournament director ▸ Open tournament wizard again and, on Google's consent screen, tick every box (or Select all).",
    );
  });
});
