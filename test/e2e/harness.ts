/**
 * Browser-test harness: the preview server on a free port, Debian's Chromium driven by playwright-core.
 * `preview()` gives a page on a fresh workbook; helpers reach into the sidebar iframe and the grid.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Frame, type Page } from 'playwright-core';
import { startPreview } from '../../dev/preview/server';
import type { PreviewWorld } from '../../dev/preview/world';

export const CHROMIUM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

export function chromiumPath(): string | undefined {
  return process.env.CHROMIUM_PATH || CHROMIUM_PATHS.find((p) => existsSync(p));
}

export interface Preview {
  page: Page;
  world: PreviewWorld;
  url: string;
  sidebar(): Promise<Frame>;
  close(): Promise<void>;
}

let browser: Browser | null = null;

async function launch(): Promise<Browser> {
  if (browser) return browser;
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error('No Chromium found: apt-get install -y chromium');
  browser = await chromium.launch({
    executablePath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
  return browser;
}

export async function closeBrowser(): Promise<void> {
  await browser?.close();
  browser = null;
}

export async function preview(): Promise<Preview> {
  const server = await startPreview({ root: join(__dirname, '../..'), port: 0 });
  const b = await launch();
  const context = await b.newContext({ viewport: { width: 1400, height: 900 }, acceptDownloads: true });
  const page = await context.newPage();
  await page.goto(server.url);
  await page.waitForSelector('footer button[data-tab]');
  const sidebar = async () => {
    const handle = await page.waitForSelector('#sidebar');
    const frame = await handle.contentFrame();
    if (!frame) throw new Error('The sidebar iframe has no frame');
    await frame.waitForSelector('#app h1');
    return frame;
  };
  return {
    page,
    world: server.world,
    url: server.url,
    sidebar,
    close: async () => {
      await context.close();
      await server.close();
    },
  };
}

/** Opens a sheet tab and waits for its grid. */
export async function openTab(page: Page, name: string): Promise<void> {
  // The sheet as the click loads it now, not as drawn before (it may be the sheet on show, with older values).
  const opened = await page.getAttribute('body', 'data-opened');
  await page.click(`footer button[data-tab="${name.replace(/"/g, '\\"')}"]`);
  await page.waitForFunction((before) => (document.body.dataset.opened ?? null) !== before, opened);
  await page.waitForSelector(`table.grid[data-sheet="${name.replace(/"/g, '\\"')}"]`);
}

/** Types into a cell through the formula bar, as a TD would. */
export async function typeInto(page: Page, a1: string, text: string): Promise<void> {
  await page.click(`td[data-a1="${a1}"]`);
  await page.fill('#formula', text);
  const version = await page.getAttribute('body', 'data-version');
  await page.press('#formula', 'Enter');
  await page.waitForFunction((v) => document.body.dataset.version !== v, version);
}

export async function cellText(page: Page, a1: string): Promise<string> {
  return (await page.textContent(`td[data-a1="${a1}"]`)) ?? '';
}

/** What "Load demo" built (dev/preview/demo.ts), as the page received it. */
export type DemoResult = import('../../dev/preview/demo').DemoReport & { ok: boolean; error?: string };

/**
 * The demo fixture: presses the preview's "Load demo" (start over, then a season of every format built through the
 * add-on's endpoints with results typed in) and waits for it; returns the report (formats built, formats failed).
 */
export async function loadDemo(page: Page): Promise<DemoResult> {
  await page.click('#demo', { timeout: 120_000 });
  await page.waitForSelector('body[data-demo="loaded"], body[data-demo="failed"]', { timeout: 120_000 });
  return page.evaluate(() => (window as unknown as { demoReport: DemoResult }).demoReport);
}

/** What the first screen of a sheet shows of a table header: each label's cell, whether it is in view and uncut. */
export interface HeaderInView {
  label: string;
  /** The cell's address, or null when no cell in the drawn grid has this exact text. */
  a1: string | null;
  /** Entirely inside the grid's visible area (left of the sidebar, above the tabs) without scrolling. */
  visible: boolean;
  /** The text fits its cell (or runs on into empty neighbours, as in Sheets). */
  readable: boolean;
}

/**
 * Opens a sheet at its first screen (scrolled to A1, 1400 × 900 with the sidebar open), saves a screenshot to
 * /tmp/shots/first-<sheet>.png and reports, for each label of the main table's header row, whether a TD sees it.
 */
export async function firstScreen(page: Page, sheet: string, labels: readonly string[]): Promise<HeaderInView[]> {
  await openTab(page, sheet);
  await page.evaluate(() => document.getElementById('gridwrap')?.scrollTo(0, 0));
  await page.screenshot({ path: `/tmp/shots/first-${sheet.replace(/[^\w]+/g, '_')}.png` });
  return page.evaluate((wanted) => {
    const wrap = document.getElementById('gridwrap')!.getBoundingClientRect();
    const cells = Array.from(document.querySelectorAll<HTMLTableCellElement>('table.grid td[data-a1]'));
    return wanted.map((label) => {
      const td = cells.find((c) => (c.textContent ?? '').trim() === label);
      if (!td) return { label, a1: null, visible: false, readable: false };
      const r = td.getBoundingClientRect();
      const visible = r.left >= wrap.left && r.top >= wrap.top && r.right <= wrap.right + 1 && r.bottom <= wrap.bottom + 1;
      const readable = td.scrollWidth <= td.clientWidth + 1 || td.classList.contains('spill');
      return { label, a1: td.dataset.a1 ?? null, visible, readable };
    });
  }, labels);
}
