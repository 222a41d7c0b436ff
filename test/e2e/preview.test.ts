import { cellText, closeBrowser, openTab, preview, typeInto, type Preview } from './harness';

let p: Preview;
beforeEach(async () => {
  p = await preview();
});
afterEach(async () => p.close());
afterAll(closeBrowser);

describe('the preview', () => {
  it('shows the workbook, recomputes edited cells and offers an .xlsx download', async () => {
    await openTab(p.page, 'Sheet1');
    await typeInto(p.page, 'A1', '2');
    await typeInto(p.page, 'A2', '=A1*3');
    expect(await cellText(p.page, 'A2')).toBe('6');
    await typeInto(p.page, 'A1', '5');
    expect(await cellText(p.page, 'A2')).toBe('15');
    const [download] = await Promise.all([p.page.waitForEvent('download'), p.page.click('#xlsx')]);
    expect(download.suggestedFilename()).toBe('tournament.xlsx');
  });

  it('opens the wizard in the sidebar, and the menu item runs the real showSidebar', async () => {
    const sidebar = await p.sidebar();
    expect(await sidebar.textContent('#app h1')).toBe('Tournament director');
    await p.page.click('#menubutton');
    await p.page.click('#menuitems button[data-fn="showSidebar"]');
    await p.page.waitForFunction(() => document.body.dataset.version !== undefined);
    // The menu call reaches the server asynchronously: wait (up to 10 s) for showSidebar to have run there.
    for (let i = 0; i < 100 && !p.world.gas.ui.sidebar; i++) await p.page.waitForTimeout(100);
    expect(p.world.gas.ui.sidebar?.getTitle()).toBe('Tournament director');
  });

  it('passes google.script.run calls to the server code and failures to the failure handler', async () => {
    const sidebar = await p.sidebar();
    const result = await sidebar.evaluate(
      () =>
        new Promise((resolve) => {
          const g = (window as unknown as { google: { script: { run: Record<string, (...a: unknown[]) => unknown> } } }).google;
          const run = (g.script.run.withSuccessHandler as (f: unknown) => Record<string, (...a: unknown[]) => unknown>)((v: unknown) => resolve({ ok: v }));
          const failing = (run.withFailureHandler as (f: unknown) => Record<string, (...a: unknown[]) => unknown>)((e: Error) => resolve({ error: e.message }));
          failing.activateSheet({ sheet: 'Missing' });
        }),
    );
    expect(result).toEqual({ error: 'There is no sheet named "Missing" any more; it may have been renamed or deleted.' });
    const dateRefused = await sidebar.evaluate(
      () =>
        new Promise((resolve) => {
          const g = (window as unknown as { google: { script: { run: Record<string, (...a: unknown[]) => unknown> } } }).google;
          const run = (g.script.run.withFailureHandler as (f: unknown) => Record<string, (...a: unknown[]) => unknown>)((e: Error) => resolve(e.message));
          run.activateSheet({ sheet: new Date() });
        }),
    );
    expect(dateRefused).toBe('Failed due to illegal value in property: 0.sheet');
  });
});
