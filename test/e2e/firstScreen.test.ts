/**
 * Browser, 1400 × 900 with the sidebar open: the first screen of every sheet kind the demo builds shows its main
 * table's header (every label in view and readable, no scrolling) and its Next step line. Every kind in the demo's
 * workbook must have an entry in test/e2e/screens/<format>.ts, so a new sheet kind cannot skip the check.
 * Screenshots: /tmp/shots/first-<sheet>.png.
 */
import { ADDON_KIND_KEY } from '../../src/shared/sheets/read';
import { closeBrowser, firstScreen, loadDemo, preview, type Preview } from './harness';
import type { Screen } from './screens/types';
import { SCREENS as TTT } from './screens/ttt';
import { SCREENS as DUPLICATE } from './screens/duplicate';
import { SCREENS as TORRES } from './screens/torres';
import { SCREENS as GBQ } from './screens/gbq';
import { SCREENS as SWING } from './screens/swing';

jest.setTimeout(240_000);

const FORMATS: [string, Screen[]][] = [
  ['TTT', TTT],
  ['Duplicate', DUPLICATE],
  ['TORRES', TORRES],
  ['GBQ', GBQ],
  ['Swing', SWING],
];

let p: Preview;
/** Each visible tab's kind, in tab order. */
let tabs: { name: string; kind: string }[];

beforeAll(async () => {
  p = await preview();
  const report = await loadDemo(p.page);
  if (report.failed.length) throw new Error(report.failed.map((f) => f.error).join('\n'));
  tabs = p.world.gas.book.sheets
    .filter((s) => !s.hidden)
    .map((s) => ({ name: s.getName(), kind: s.metadata.find((m) => m.key === ADDON_KIND_KEY)?.value ?? '' }))
    .filter((t) => t.kind !== '');
});
afterAll(async () => {
  await p.close();
  await closeBrowser();
});

it('every sheet kind of the demo has a first-screen entry', () => {
  const known = new Set(FORMATS.flatMap(([, s]) => s.map((x) => x.kind)));
  if (FORMATS.some(([, s]) => s.length === 0)) return; // a format not yet described: its own test below says so
  expect(tabs.filter((t) => !known.has(t.kind)).map((t) => `${t.name} (${t.kind})`)).toEqual([]);
});

describe.each(FORMATS)('%s', (format, screens) => {
  if (screens.length === 0) {
    it.todo(`${format}: describe its sheet kinds in test/e2e/screens`);
    return;
  }
  it.each(screens.map((s) => [s.kind, s] as const))('%s: the main table header and the Next step line on the first screen', async (_, screen) => {
    const sheets = tabs.filter((t) => t.kind === screen.kind);
    expect(sheets.length).toBeGreaterThan(0);
    for (const { name } of sheets) {
      const seen = await firstScreen(p.page, name, [...screen.labels]);
      expect({ sheet: name, hidden: seen.filter((h) => !h.visible || !h.readable) }).toEqual({ sheet: name, hidden: [] });
      const line = String(p.world.gas.book.getSheetByName(name)!.getRange(screen.nextStep).getDisplayValue());
      expect({ sheet: name, line }).toEqual({ sheet: name, line: expect.stringMatching(/^Next step: \S/) });
      const box = await p.page.evaluate((a1) => {
        const td = document.querySelector<HTMLElement>(`table.grid td[data-a1="${a1}"]`)!.getBoundingClientRect();
        const wrap = document.getElementById('gridwrap')!.getBoundingClientRect();
        return td.top >= wrap.top && td.bottom <= wrap.bottom && td.left >= wrap.left && td.left < wrap.right - 200;
      }, screen.nextStep);
      expect({ sheet: name, nextStepInView: box }).toEqual({ sheet: name, nextStepInView: true });
    }
  });
});
