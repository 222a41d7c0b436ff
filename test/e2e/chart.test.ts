/**
 * Browser: a chart sits where Sheets puts it — over the grid at its anchor cell, at its width and height, scrolling
 * with the grid — and its lines break at a blank cell (no point, no segment). The swing sheet of the demo has one.
 * Screenshot: /tmp/shots/chart.png.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { closeBrowser, openTab, preview, type DemoResult, type Preview } from './harness';

jest.setTimeout(240_000);

const shots = '/tmp/shots';
let p: Preview;
beforeAll(async () => {
  p = await preview();
  mkdirSync(shots, { recursive: true });
});
afterAll(async () => {
  await p.close();
  await closeBrowser();
});

/** Presses "Load demo" and waits for it: the server builds it in this process, so the click waits as long as the build. */
async function loadDemo(page: Page): Promise<DemoResult> {
  await page.click('#demo', { timeout: 200_000 });
  await page.waitForSelector('body[data-demo="loaded"], body[data-demo="failed"]', { timeout: 200_000 });
  return page.evaluate(() => (window as unknown as { demoReport: DemoResult }).demoReport);
}

/** The runs of a series' line, as the indexes of their first and last points. */
const runs = (name: string) =>
  p.page.$$eval(`#charts .chart g.series[data-series="${name}"] polyline`, (lines) =>
    lines.map((l) => [Number(l.getAttribute('data-from')), Number(l.getAttribute('data-to')), l.getAttribute('points')!.split(' ').length]),
  );

describe('a chart in the preview', () => {
  it('sits at its anchor cell at its size, scrolls with the grid, and leaves a gap where a player’s cell is blank', async () => {
    const { page } = p;
    const report = await loadDemo(page);
    const swing = report.parts.find((part) => part.format === 'Swing');
    expect(swing).toBeDefined();
    await openTab(page, swing!.standings);
    const chart = page.locator('#charts .chart');
    await expect(chart.count()).resolves.toBe(1);
    const anchor = (await chart.getAttribute('data-anchor'))!;
    const [box, cell] = [await chart.boundingBox(), await page.locator(`td[data-a1="${anchor}"]`).boundingBox()];
    expect(Math.abs(box!.x - cell!.x)).toBeLessThanOrEqual(2);
    expect(Math.abs(box!.y - cell!.y)).toBeLessThanOrEqual(2);
    const [chip] = p.world.view(swing!.standings).charts;
    expect([box!.width, box!.height]).toEqual([chip.width, chip.height]);
    // Every player's line is whole (the demo's chip counts have no blank), its points one per result and the start.
    // The last player: their column lies right of the first screen, so clicking their cell scrolls the grid.
    const last = chip.series.length - 1;
    const player = chip.series[last].name;
    const points = chip.domain.length;
    expect(await runs(player)).toEqual([[0, points - 1, points]]);

    // A person clears the player's chip count after the 5th result: the line stops before it and starts again after.
    const anchorRow = Number(anchor.replace(/^[A-Z]+/, ''));
    const column = await page.$$eval(`tr[data-r="${anchorRow}"] td`, (tds, name) => tds.find((td) => td.textContent === name)?.dataset.c, player);
    expect(column).toBeDefined();
    const a1 = await page.$eval(`tr[data-r="${anchorRow + 6}"] td[data-c="${column}"]`, (td) => (td as HTMLElement).dataset.a1!);
    page.on('dialog', (d) => void d.accept()); // the grid rows are protected with a warning only
    const before = await page.getAttribute('body', 'data-version');
    await page.click(`td[data-a1="${a1}"]`);
    await page.keyboard.press('Delete');
    await page.waitForFunction((v) => document.body.dataset.version !== v, before);
    expect(p.world.view(swing!.standings).charts[0].series[last].points[5]).toBeNull();
    // Redrawn while scrolled to the right, the frozen columns still stick at the left edge, after the row numbers.
    const [wrap, frozen] = [await page.locator('#gridwrap').boundingBox(), await page.locator(`td[data-a1="A${anchorRow + 6}"]`).boundingBox()];
    expect(await page.$eval('#gridwrap', (w) => w.scrollLeft)).toBeGreaterThan(100);
    expect(Math.abs(frozen!.x - (wrap!.x + 46))).toBeLessThanOrEqual(2);
    expect(await runs(player)).toEqual([
      [0, 4, 5],
      [6, points - 1, points - 6],
    ]);

    // Scrolled, the chart moves with its cell.
    await page.$eval('#gridwrap', (w) => w.scrollTo(0, 0));
    await page.$eval('#gridwrap', (w) => w.scrollTo((w.querySelector('#charts .chart') as HTMLElement).offsetLeft - 420, 0));
    const [shown, cellShown] = [await chart.boundingBox(), await page.locator(`td[data-a1="${anchor}"]`).boundingBox()];
    expect(Math.abs(shown!.x - cellShown!.x)).toBeLessThanOrEqual(2);
    expect(Math.abs(shown!.y - cellShown!.y)).toBeLessThanOrEqual(2);
    expect(shown!.x).toBeLessThan(box!.x - 300);
    await page.screenshot({ path: `${shots}/chart.png` });
  });
});
