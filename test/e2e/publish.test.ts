/**
 * Browser: the sidebar's "Publish standings" panel. The error paths run through the real server code (the
 * built bundle): a sheet the add-on did not make, and an add-on sheet whose format has no extractor yet.
 * No format registers an extractor before part B of the publishing issue, so for the shown-text and copy
 * states the test answers publishStandings itself (a Playwright route on the preview's /api/run, rendering a
 * representative doc with the real renderers); every other call still reaches the server.
 */
import type { Frame } from 'playwright-core';
import { closeBrowser, preview, type Preview } from './harness';
import { render, type PublishFormat } from '../../src/shared/rules/publish';
import { GBQ_TABLE } from '../../src/shared/rules/publish/testHelpers';

let p: Preview;
beforeEach(async () => {
  p = await preview();
});
afterEach(async () => p.close());
afterAll(closeBrowser);

async function openPanel(): Promise<Frame> {
  const sidebar = await p.sidebar();
  await sidebar.click('button.format[data-format="publish"]');
  await sidebar.waitForSelector('[data-panel="publish"] #f-publish-format');
  return sidebar;
}

async function showText(sidebar: Frame): Promise<void> {
  await sidebar.click('button[data-action="show"]');
  await sidebar.waitForFunction(() => (document.querySelector('.busy') as HTMLElement).hidden);
}

/** Answers publishStandings with the GBQ doc rendered in the asked format; other calls go to the server. */
async function fakeExtractor(calls: PublishFormat[]): Promise<void> {
  await p.page.route('**/api/run', async (route) => {
    const body = route.request().postDataJSON() as { name: string; args: [{ format: PublishFormat }] };
    if (body.name !== 'publishStandings') return route.continue();
    calls.push(body.args[0].format);
    await route.fulfill({ json: { ok: true, value: { text: render(GBQ_TABLE, body.args[0].format), sheet: 'Group B' } } });
  });
}

describe('Publish standings in the sidebar', () => {
  it('is offered on the start page for any add-on sheet', async () => {
    const sidebar = await p.sidebar();
    expect(await sidebar.textContent('#app h2')).toBe('For any sheet the add-on made');
    expect(await sidebar.textContent('button.format[data-format="publish"] strong')).toBe('Publish standings');
    const panel = await openPanel();
    const options = await panel.$$eval('#f-publish-format option', (os) => os.map((o) => (o as HTMLOptionElement).value));
    expect(options).toEqual(['bbcode', 'markdown', 'text', 'html']);
    expect(await panel.isHidden('.publish-output')).toBe(true);
  });

  it('shows the server errors in place: a sheet the add-on did not make, a sheet it cannot publish yet', async () => {
    const sidebar = await openPanel();
    await showText(sidebar);
    expect(await sidebar.textContent('.error')).toMatch(/^"Sheet1" is not a sheet the add-on made/);
    expect(await sidebar.isHidden('.publish-output')).toBe(true);

    const made = p.world.run('createGbqTable', [{ title: 'Group B', players: ['Ann', 'Bob', 'Cid', 'Dee'], qualifiers: 3 }]);
    expect(made.ok).toBe(true);
    p.world.activate('Group B');
    await showText(sidebar);
    expect(await sidebar.textContent('.error')).toMatch(/^Publishing is not available for this sheet yet: "Group B" is a gbq-table sheet/);
    expect(await sidebar.isHidden('.publish-output')).toBe(true);
    expect(await sidebar.isEnabled('button[data-action="show"]')).toBe(true);
  });

  it('shows the text read-only, follows the chosen format, and copies it with one click', async () => {
    const calls: PublishFormat[] = [];
    await fakeExtractor(calls);
    await p.page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: p.url });
    const sidebar = await openPanel();
    await showText(sidebar);
    expect(await sidebar.isHidden('.error')).toBe(true);
    expect(await sidebar.textContent('.publish-output h2')).toBe('Standings of "Group B"');
    expect(await sidebar.inputValue('#publish-text')).toBe(render(GBQ_TABLE, 'bbcode'));
    expect(await sidebar.getAttribute('#publish-text', 'readonly')).not.toBeNull();
    expect(await sidebar.textContent('button[data-action="show"]')).toBe('Refresh');

    // Choosing another format fetches it at once.
    await sidebar.selectOption('#f-publish-format', 'markdown');
    await sidebar.waitForFunction((want) => (document.getElementById('publish-text') as HTMLTextAreaElement).value === want, render(GBQ_TABLE, 'markdown'));
    expect(calls).toEqual(['bbcode', 'markdown']);

    // One click: the Clipboard API.
    await sidebar.click('button[data-action="copy"]');
    await sidebar.waitForSelector('.copied:text("Copied")');
    expect(await p.page.evaluate(() => navigator.clipboard.readText())).toBe(render(GBQ_TABLE, 'markdown'));

    // A new text clears "Copied"; where the Clipboard API is refused, the selection and execCommand copy it.
    await sidebar.selectOption('#f-publish-format', 'html');
    await sidebar.waitForFunction(() => (document.getElementById('publish-text') as HTMLTextAreaElement).value.startsWith('<div class="td-standings">'));
    expect(await sidebar.textContent('.copied')).toBe('');
    await sidebar.evaluate(() => {
      navigator.clipboard.writeText = () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
    });
    await sidebar.click('button[data-action="copy"]');
    await sidebar.waitForSelector('.copied:text("Copied")');
    expect(await p.page.evaluate(() => navigator.clipboard.readText())).toBe(render(GBQ_TABLE, 'html'));
  });

  it('leaves the text selected and says how to copy it where no copy works', async () => {
    await fakeExtractor([]);
    const sidebar = await openPanel();
    await sidebar.selectOption('#f-publish-format', 'text');
    await showText(sidebar);
    await sidebar.evaluate(() => {
      navigator.clipboard.writeText = () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
      document.execCommand = () => false;
    });
    await sidebar.click('button[data-action="copy"]');
    await sidebar.waitForSelector('.copied:text("Press Ctrl+C")');
    const selection = await sidebar.$eval('#publish-text', (b) => [(b as HTMLTextAreaElement).selectionStart, (b as HTMLTextAreaElement).selectionEnd]);
    expect(selection).toEqual([0, render(GBQ_TABLE, 'text').length]);
  });
});
