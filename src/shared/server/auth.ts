/**
 * The permission check (docs/rules.md §0.3). Google's consent screen has one checkbox per permission: a TD may
 * grant one and not the other. An action then fails half way with Google's bare "You do not have permission to
 * call …". Every endpoint reaches the spreadsheet through `activeSpreadsheet()` (a lint rule refuses
 * SpreadsheetApp.getActiveSpreadsheet anywhere else), and the wizard checks before it opens: a partial grant gets a
 * message naming the permission as the consent screen shows it and how to grant it, before anything is read or written.
 */

/** The manifest's scopes (appsscript.json; a test ties the two) with the words Google's consent screen shows. */
export const ADDON_SCOPES: readonly { scope: string; consent: string; needed: string }[] = [
  {
    scope: 'https://www.googleapis.com/auth/spreadsheets.currentonly',
    consent: 'View and manage spreadsheets that this application has been installed in',
    needed: 'to create and read its sheets',
  },
  {
    scope: 'https://www.googleapis.com/auth/script.container.ui',
    consent: 'Display and run third-party web content in prompts and sidebars inside Google applications',
    needed: 'to show its menu and wizard',
  },
];

/** The message for a grant that lacks `missing` (scope URLs); `url` is Google's page to grant them, if known. */
export function missingPermissionMessage(missing: readonly string[], url: string | null): string {
  const named = ADDON_SCOPES.filter((s) => missing.includes(s.scope));
  const list = (named.length > 0 ? named : ADDON_SCOPES).map((s) => `"${s.consent}" (${s.needed})`).join(' and ');
  const how = url
    ? `Open ${url} and tick every box (or Select all), then try again.`
    : "Choose Extensions ▸ Tournament director ▸ Open tournament wizard again and, on Google's consent screen, tick every box (or Select all).";
  return `Tournament director is missing a permission you did not tick on Google's consent screen: ${list}. Nothing was changed. ${how}`;
}

type AuthInfo = GoogleAppsScript.Script.AuthorizationInfo & { getAuthorizedScopes?: () => string[] | null };

/**
 * Throws the clear message when the TD has not granted every permission. When the host cannot answer (the check
 * itself is not available), the action goes on: Google's own error then still stops it.
 */
export function requireAuthorization(): void {
  let info: AuthInfo;
  try {
    const app = ScriptApp as unknown as { getAuthorizationInfo(mode: unknown, scopes?: string[]): AuthInfo };
    info = app.getAuthorizationInfo(
      ScriptApp.AuthMode.FULL,
      ADDON_SCOPES.map((s) => s.scope),
    );
    if (info.getAuthorizationStatus() !== ScriptApp.AuthorizationStatus.REQUIRED) return;
  } catch {
    return;
  }
  const granted = info.getAuthorizedScopes?.() ?? [];
  const missing = ADDON_SCOPES.map((s) => s.scope).filter((s) => !granted.includes(s));
  let url: string | null = null;
  try {
    url = info.getAuthorizationUrl() || null;
  } catch {
    url = null;
  }
  throw new Error(missingPermissionMessage(missing, url));
}

/** The spreadsheet the add-on works in, after the permission check: the one way endpoints reach it. */
export function activeSpreadsheet(): GoogleAppsScript.Spreadsheet.Spreadsheet {
  requireAuthorization();
  return SpreadsheetApp.getActiveSpreadsheet();
}
