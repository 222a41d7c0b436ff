/**
 * Browser: the preview in a decimal-comma locale (de_DE). The demo is typed as a TD there types (GnuBG's percentages
 * as "78,3"); the sheets read them as numbers, show them with a decimal comma, and every format's standings stay
 * live. Screenshot: test-results/locale/de_DE.png.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { closeBrowser, loadDemo, openTab, preview, type Preview } from './harness';

jest.setTimeout(180_000);

let p: Preview;
const shots = join(__dirname, '../../test-results/locale');
const before = process.env.STANDIN_LOCALE;

beforeAll(async () => {
  process.env.STANDIN_LOCALE = 'de_DE';
  p = await preview();
  mkdirSync(shots, { recursive: true });
});
afterAll(async () => {
  await p.close();
  await closeBrowser();
  if (before === undefined) delete process.env.STANDIN_LOCALE;
  else process.env.STANDIN_LOCALE = before;
});

it('runs the demo in de_DE: decimals typed with a comma are numbers, shown with a comma, and the timeouts adjudicate', async () => {
  p.world.reset();
  expect(p.world.gas.book.getSpreadsheetLocale()).toBe('de_DE');
  // The demo types GnuBG's percentages as a TD in de_DE does ("78,3") and checks that the Timeouts row adjudicates.
  const report = await loadDemo(p.page);
  expect(report.failed).toEqual([]);
  const timeouts = p.world.gas.book.sheets.map((s) => s.name).find((n) => / Timeouts$/.test(n)) as string;
  const book = p.world.gas.book.getSheetByName(timeouts)!;
  const values = book.getDataRange().getValues();
  const row = values.findIndex((r) => r.includes(78.3));
  expect(row).toBeGreaterThan(0);
  const column = values[row].indexOf(78.3);
  expect(book.getRange(row + 1, column + 1).getDisplayValue()).toBe('78,3');
  expect(String(values[row].find((v) => typeof v === 'string' && v.startsWith('adjudicated')))).toMatch(/^adjudicated/);
  await openTab(p.page, timeouts);
  await p.page.screenshot({ path: join(shots, 'de_DE.png') });
});
