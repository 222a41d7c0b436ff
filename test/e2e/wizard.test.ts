/**
 * Browser, 1400 × 900: the wizard's start page begins with what fits the open sheet. On a blank sheet "This sheet"
 * offers no action and says so; on a TTT group Table it offers exactly Create mini-TTT and Publish standings, on
 * screen without scrolling; "New event" has one card per format with its follow-ups, and a follow-up that needs
 * another sheet says which. Screenshots in /tmp/shots/.
 */
import { mkdirSync } from 'node:fs';
import type { Frame } from 'playwright-core';
import { closeBrowser, openTab, preview, type Preview } from './harness';

const SHOTS = '/tmp/shots';
let p: Preview;
beforeAll(() => mkdirSync(SHOTS, { recursive: true }));
beforeEach(async () => {
  p = await preview();
  p.page.on('console', (m) => {
    if (m.type() === 'error') console.log('browser:', m.text());
  });
});
afterEach(async () => p.close());
afterAll(closeBrowser);

/** The first section once drawn: its heading, the actions it offers (data-format, in order), its kind. */
async function thisSheet(sidebar: Frame): Promise<{ heading: string; actions: string[]; kind: string | null }> {
  await sidebar.waitForSelector('[data-section="this-sheet"]');
  return sidebar.$eval('[data-section="this-sheet"]', (s) => ({
    heading: (s.querySelector('h2')?.firstChild?.textContent ?? '').trim(),
    actions: Array.from(s.querySelectorAll('button.format')).map((b) => b.getAttribute('data-format') ?? ''),
    kind: s.getAttribute('data-kind'),
  }));
}

/** True when the element's box lies inside the sidebar's viewport (seen without scrolling). */
async function onScreen(sidebar: Frame, selector: string): Promise<boolean> {
  return sidebar.$eval(selector, (e) => {
    const r = e.getBoundingClientRect();
    return r.top >= 0 && r.bottom <= window.innerHeight && r.height > 0;
  });
}

describe('the wizard starts with what fits the open sheet', () => {
  it('on a blank sheet: "This sheet" offers nothing and says why; New event has one card per format; Any sheet has Publish standings', async () => {
    const sidebar = await p.sidebar();
    const here = await thisSheet(sidebar);
    expect(await sidebar.$eval('[data-section="this-sheet"]', (s) => s.querySelector('.error')?.textContent ?? '')).toBe('');
    expect(here.heading).toBe(`This sheet: ${p.world.activeSheetName()}`);
    expect(here.kind).toBe('');
    expect(here.actions).toEqual([]);
    expect(await sidebar.textContent('[data-section="this-sheet"]')).toContain('Not a sheet the add-on made.');
    expect(await sidebar.$$eval('[data-section="new-event"] > .event', (cards) => cards.map((c) => c.getAttribute('data-event')))).toEqual([
      'ttt',
      'torres',
      'swing',
      'duplicate',
      'gbq',
    ]);
    expect(await sidebar.textContent('[data-event="ttt"] [data-role="needs"][data-for="tttMini"]')).toBe(
      'Open the Table of a group that says "mini-TTT needed" first. Open it',
    );
    // Its link says so when the spreadsheet has no such sheet yet.
    await sidebar.click('[data-role="needs"][data-for="tttMini"] [data-action="open-sheet"]');
    await sidebar.waitForSelector('.error[role="alert"]');
    expect(await sidebar.textContent('.error[role="alert"]')).toContain('no such sheet yet');
    expect(await sidebar.$$eval('[data-section="any-sheet"] button.format', (b) => b.map((x) => x.getAttribute('data-format')))).toEqual(['publish']);
    expect(await onScreen(sidebar, '[data-section="this-sheet"] h2')).toBe(true);
    expect(await onScreen(sidebar, '[data-format="roundRobin"]')).toBe(true);
    await p.page.screenshot({ path: `${SHOTS}/wizard-blank-sheet.png` });
  });

  it('on a TTT group Table: Create mini-TTT and Publish standings, on screen; Refresh, coming back to the sidebar, or a few seconds follow the TD to another sheet', async () => {
    const players = Array.from({ length: 12 }, (_, i) => ({ name: `Player ${i + 1}`, rating: 1900 - i * 10 }));
    const made = p.world.run('createRoundRobin', [{ title: 'June TTT', players, groupSize: 12, seed: 'wizard' }]);
    expect(made.ok ? 'ok' : made.error).toBe('ok');
    await p.page.reload();
    await p.page.waitForSelector('footer button[data-tab]');
    await openTab(p.page, 'June TTT G1 Table');
    const sidebar = await p.sidebar();
    await sidebar.click('[data-action="refresh-sheet"]');
    await sidebar.waitForSelector('[data-section="this-sheet"][data-kind="ttt-table"]');
    const here = await thisSheet(sidebar);
    expect(here).toEqual({ heading: 'This sheet: June TTT G1 Table', actions: ['tttRedraw', 'tttInvitations', 'tttMini', 'publish'], kind: 'ttt-table' });
    expect(await sidebar.textContent('[data-section="this-sheet"]')).toContain('A TTT group Table.');
    for (const id of ['tttMini', 'publish']) expect(await onScreen(sidebar, `[data-section="this-sheet"] [data-format="${id}"]`)).toBe(true);
    // Valid here, so the New event card no longer tells the TD to open another sheet for it.
    expect(await sidebar.$('[data-event="ttt"] [data-role="needs"][data-for="tttMini"]')).toBeNull();
    expect(await sidebar.textContent('[data-event="ttt"] [data-role="needs"][data-for="tttImport"]')).toContain('Import sheet');
    await p.page.screenshot({ path: `${SHOTS}/wizard-ttt-table.png` });

    // Coming back to the sidebar from another sheet redraws the first section for it.
    await openTab(p.page, 'June TTT G1 Games');
    await sidebar.click('#app h1');
    await sidebar.waitForSelector('[data-section="this-sheet"][data-kind="ttt-games"]');
    expect(await thisSheet(sidebar)).toEqual({
      heading: 'This sheet: June TTT G1 Games',
      actions: ['tttRedraw', 'tttInvitations', 'publish'],
      kind: 'ttt-games',
    });

    // Without a click in the sidebar: the start page asks every few seconds and follows the TD to the Import sheet.
    await openTab(p.page, 'June TTT Import');
    await sidebar.waitForSelector('[data-section="this-sheet"][data-kind="ttt-import"]', { timeout: 10_000 });
    expect((await thisSheet(sidebar)).heading).toBe('This sheet: June TTT Import');
    expect(await sidebar.textContent('[data-section="this-sheet"]')).toContain('Follows the sheet you open');
    await openTab(p.page, 'June TTT G1 Games');
    await sidebar.waitForSelector('[data-section="this-sheet"][data-kind="ttt-games"]', { timeout: 10_000 });

    // A card that needs another sheet opens it: Create mini-TTT from the Games sheet opens the group's Table.
    await sidebar.click('[data-role="needs"][data-for="tttMini"] [data-action="open-sheet"]');
    await sidebar.waitForSelector('[data-section="this-sheet"][data-kind="ttt-table"]');
    expect(p.world.activeSheetName()).toBe('June TTT G1 Table');

    // The action opens from the first section; back on the start page after switching to the Import sheet.
    await sidebar.click('[data-section="this-sheet"] [data-format="publish"]');
    await sidebar.waitForSelector('[data-panel="publish"]');
    await openTab(p.page, 'June TTT Import');
    await sidebar.click('button.back');
    await sidebar.waitForSelector('[data-section="this-sheet"][data-kind="ttt-import"]');
    expect((await thisSheet(sidebar)).actions).toEqual(['tttRedraw', 'tttInvitations', 'tttImport']);
    await p.page.screenshot({ path: `${SHOTS}/wizard-ttt-import.png` });
  });
});
