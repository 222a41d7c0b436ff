/**
 * The add-on menu and the sidebar. onOpen runs in AuthMode.NONE for an installed add-on that has not been
 * used in this document yet: it may only build the menu (no spreadsheet, properties or lock access).
 */

import { requireAuthorization } from './auth';

export const MENU_ITEMS: readonly [caption: string, functionName: string][] = [
  ['Open tournament wizard', 'showSidebar'],
  ['Import results', 'importResults'],
  ['Check this spreadsheet', 'checkSpreadsheet'],
];

/**
 * Builds the add-on menu.
 * @param {GoogleAppsScript.Events.SheetsOnOpen} _e the open event (its authMode may be NONE)
 */
export function onOpen(_e?: unknown): void {
  let menu = SpreadsheetApp.getUi().createAddonMenu();
  for (const [caption, functionName] of MENU_ITEMS) menu = menu.addItem(caption, functionName);
  menu.addToUi();
}

/**
 * Runs when the add-on is installed: builds the menu at once, without waiting for the next open.
 * @param {GoogleAppsScript.Events.AddonOnInstall} e the install event
 */
export function onInstall(e?: unknown): void {
  onOpen(e);
}

/** Opens the tournament wizard in the sidebar. */
export function showSidebar(): void {
  requireAuthorization();
  const html = HtmlService.createHtmlOutputFromFile('Sidebar').setTitle('Tournament director');
  SpreadsheetApp.getUi().showSidebar(html);
}
