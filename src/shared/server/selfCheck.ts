/**
 * checkSpreadsheet (menu: Check this spreadsheet): writes the self-check's probes (src/shared/sheets/selfCheck.ts) on
 * a temporary sheet under the document lock, lets Sheets compute them, reads them back, removes the sheet (always, even
 * on an error) and reports each assumption. It says how many held in a toast and, from the menu, shows the report in an alert.
 */
import { PROBES, probeText, selfCheckReport, selfCheckText, type SelfCheckReport } from '../sheets/selfCheck';
import { withDocumentLock } from './lock';
import { activeSpreadsheet } from './auth';

const SHEET = 'Tournament director self-check';

export function runSelfCheck(ss: GoogleAppsScript.Spreadsheet.Spreadsheet): SelfCheckReport {
  return withDocumentLock(() => {
    let name = SHEET;
    for (let k = 2; ss.getSheetByName(name); k++) name = `${SHEET} (${k})`;
    const sheet = ss.insertSheet(name);
    try {
      const range = sheet.getRange(1, 1, PROBES.length, 1);
      const locale = ss.getSpreadsheetLocale();
      range.setValues(PROBES.map((p) => [probeText(p, locale)]));
      SpreadsheetApp.flush();
      const read = range.getValues().map((r) => r[0]);
      return selfCheckReport(read, locale, ss.getSpreadsheetTimeZone());
    } finally {
      ss.deleteSheet(sheet);
    }
  });
}

/** The menu item and the sidebar's call: runs the self-check; from the menu, shows the report. */
export function checkSpreadsheet(): SelfCheckReport {
  const ss = activeSpreadsheet();
  const report = runSelfCheck(ss);
  const failed = report.items.filter((i) => !i.held).length;
  ss.toast(
    failed === 0 ? `All ${report.items.length} assumptions hold.` : `${failed} of ${report.items.length} assumptions do not hold: see the report.`,
    'Check this spreadsheet',
    10,
  );
  try {
    SpreadsheetApp.getUi().alert('Tournament director: checking this spreadsheet', selfCheckText(report), SpreadsheetApp.getUi().ButtonSet.OK);
  } catch {
    // No UI (a call from a test or a trigger): the report is the answer.
  }
  return report;
}
