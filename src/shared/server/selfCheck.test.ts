import { checkSpreadsheet, runSelfCheck } from './selfCheck';
import { PROBES, selfCheckText, typedDecimal } from '../sheets/selfCheck';
import { asSpreadsheet, installFakeGas } from '../../../test/helpers/fakeGas';
import { LOCALES } from '../../../dev/fake/typed';

describe('Check this spreadsheet (the self-check)', () => {
  it.each(LOCALES)('every assumption holds in the stand-in in %s, and the temporary sheet is gone', (locale) => {
    const gas = installFakeGas({ locale });
    const ss = asSpreadsheet(gas);
    const before = ss.getSheets().map((s) => s.getName());
    const report = runSelfCheck(ss);
    expect(report.locale).toBe(locale);
    expect(report.items).toHaveLength(PROBES.length);
    expect(report.items.filter((i) => !i.held)).toEqual([]);
    expect(ss.getSheets().map((s) => s.getName())).toEqual(before);
  });

  it('reports an assumption that does not hold (the check can fail)', () => {
    const gas = installFakeGas();
    const ss = asSpreadsheet(gas);
    const report = runSelfCheck(ss);
    const broken = { ...report, items: report.items.map((i, k) => (k === 0 ? { ...i, held: false, observed: '"Tis"' } : i)) };
    expect(selfCheckText(broken)).toContain(`✗ ${report.items[0].assumption}: Sheets gave "Tis". Please tell`);
    expect(selfCheckText(report).split('\n')[0]).toBe(`Spreadsheet locale en_US, time zone UTC. ${PROBES.length} of ${PROBES.length} assumptions hold.`);
  });

  it('from the menu: shows the report in an alert; the sheet is removed even when a probe fails to write', () => {
    const gas = installFakeGas();
    const report = gas.execute(() => checkSpreadsheet());
    expect(gas.ui.alerts.at(-1)?.message).toBe(selfCheckText(report));
    const ss = asSpreadsheet(gas);
    const names = ss.getSheets().map((s) => s.getName());
    const insert = ss.insertSheet.bind(ss);
    ss.insertSheet = ((name: string) => {
      const sheet = insert(name);
      sheet.getRange = () => {
        throw new Error('quota');
      };
      return sheet;
    }) as typeof ss.insertSheet;
    expect(() => runSelfCheck(ss)).toThrow('quota');
    expect(ss.getSheets().map((s) => s.getName())).toEqual(names);
  });

  it("types the decimal probe in the spreadsheet's locale", () => {
    expect(LOCALES.map((l) => typedDecimal(l))).toEqual(['1.5', '1,5', '1,5']);
    expect(typedDecimal('xx_YY')).toMatch(/^1[.,]5$/);
  });
});
