/**
 * Browser: the sidebar's "Publish standings" panel, all through the real server code (the built bundle). The
 * error paths: a sheet the add-on did not make, and an add-on sheet with no extractor (a TORRES roll-over sheet). The
 * happy paths on a swing sheet made in the preview (the hand-worked tournament of
 * src/formats/swing/rules/publish.test.ts): the text equals the hand-written golden files of that tournament
 * (with today's date, which the sidebar leaves to the server), follows the chosen format, is refreshed after a
 * new result, and is copied with one click. A row typed wrong on a GBQ table is listed above the post, naming it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Frame } from 'playwright-core';
import { closeBrowser, openTab, preview, typeInto, type Preview } from './harness';
import type { PublishFormat } from '../../src/shared/rules/publish';

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

const EXT: Record<PublishFormat, string> = { bbcode: 'bbcode.txt', markdown: 'md', text: 'txt', html: 'html' };
const GOLDEN_DATE = '2026-02-14';
const SWING = 'Club swing night';

/** The hand-written golden text of the swing tournament ("progress": after 4 results, "final"), dated `date`. */
function golden(name: 'progress' | 'final', format: PublishFormat, date: string): string {
  const text = readFileSync(join(__dirname, '../../src/formats/swing/rules/golden', `${name}.${EXT[format]}`), 'utf8');
  return text.split(GOLDEN_DATE).join(date);
}

/** Creates the swing in the preview, posts its first `upTo` results and opens its tab (the active sheet). */
async function clubNight(upTo: number): Promise<void> {
  const made = p.world.run('createSwing', [{ title: SWING, players: ['Ann', 'Bob', 'Cid', 'Dan'], chips: 6, anteMinutes: 0 }]);
  expect(made.ok).toBe(true);
  // Posted at the hand-worked example's times (the published ranking says "out in match B at 10:09").
  const results = [
    ['A', 'Ann', 2, 'single', '10:05'],
    ['B', 'Cid', 4, 'gammon', '10:09'],
    ['C', 'Bob', 1, 'gammon', '10:14'],
    ['D', 'Ann', 2, 'single', '10:20'],
    ['E', 'Ann', 2, 'gammon', '10:26'],
  ] as const;
  for (const [match, winner, cube, kind, at] of results.slice(0, upTo)) {
    const posted = p.world.run('recordSwingResult', [{ sheet: SWING, match, winner, cube, kind, time: `2026-02-14 ${at}` }]);
    expect(posted).toMatchObject({ ok: true });
  }
  await p.page.reload();
  await p.page.waitForSelector('footer button[data-tab]');
  await openTab(p.page, SWING);
}

/** The date the server printed (today in the spreadsheet's time zone): the title line's second part. */
async function shownDate(sidebar: Frame): Promise<string> {
  await sidebar.waitForFunction(() => (document.getElementById('publish-text') as HTMLTextAreaElement).value !== '');
  const text = await sidebar.inputValue('#publish-text');
  const date = /\b(\d{4}-\d{2}-\d{2})\b/.exec(text)?.[1] ?? '';
  const today = Date.now();
  const near = [today - 86_400_000, today, today + 86_400_000].map((t) => new Date(t).toISOString().slice(0, 10));
  expect(near).toContain(date);
  return date;
}

describe('Publish standings in the sidebar', () => {
  it('is offered on the start page for any add-on sheet', async () => {
    const sidebar = await p.sidebar();
    expect(await sidebar.$$eval('#app h2', (hs) => hs.map((h) => h.textContent))).toContain('Any sheet');
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

    // A TORRES roll-over sheet (the moves between two seasons) is an add-on sheet with no standings to publish.
    const made = p.world.run('rollOverTorres', [
      { title: 'Season 2', previous: [{ league: 1, group: 1, players: ['Ann', 'Bob', 'Cid', 'Dee', 'Eve', 'Fay'] }], newPlayers: [], seed: 'e' },
    ]);
    expect(made.ok).toBe(true);
    p.world.activate('Season 2 roll-over');
    await showText(sidebar);
    expect(await sidebar.textContent('.error')).toMatch(/^Publishing is not available for this sheet yet: "Season 2 roll-over" is a torres-rollover sheet/);
    expect(await sidebar.isHidden('.publish-output')).toBe(true);
    expect(await sidebar.isEnabled('button[data-action="show"]')).toBe(true);
  });

  it('shows the swing standings read-only, follows the chosen format, and copies them with one click', async () => {
    await clubNight(4);
    await p.page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: p.url });
    const sidebar = await openPanel();
    await showText(sidebar);
    expect(await sidebar.isHidden('.error')).toBe(true);
    expect(await sidebar.textContent('.publish-output h2')).toBe(`Standings of "${SWING}"`);
    const date = await shownDate(sidebar);
    expect(await sidebar.inputValue('#publish-text')).toBe(golden('progress', 'bbcode', date));
    expect(await sidebar.getAttribute('#publish-text', 'readonly')).not.toBeNull();
    expect(await sidebar.textContent('button[data-action="show"]')).toBe('Refresh');

    // Choosing another format fetches it at once.
    await sidebar.selectOption('#f-publish-format', 'markdown');
    await sidebar.waitForFunction(
      (want) => (document.getElementById('publish-text') as HTMLTextAreaElement).value === want,
      golden('progress', 'markdown', date),
    );

    // One click: the Clipboard API.
    await sidebar.click('button[data-action="copy"]');
    await sidebar.waitForSelector('.copied:text("Copied")');
    expect(await p.page.evaluate(() => navigator.clipboard.readText())).toBe(golden('progress', 'markdown', date));

    // A new text clears "Copied"; where the Clipboard API is refused, the selection and execCommand copy it.
    await sidebar.selectOption('#f-publish-format', 'html');
    await sidebar.waitForFunction((want) => (document.getElementById('publish-text') as HTMLTextAreaElement).value === want, golden('progress', 'html', date));
    expect(await sidebar.textContent('.copied')).toBe('');
    await sidebar.evaluate(() => {
      navigator.clipboard.writeText = () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
    });
    await sidebar.click('button[data-action="copy"]');
    await sidebar.waitForSelector('.copied:text("Copied")');
    expect(await p.page.evaluate(() => navigator.clipboard.readText())).toBe(golden('progress', 'html', date));
  });

  it('Refresh shows the standings after a result posted meanwhile; the log sheet publishes the same event', async () => {
    await clubNight(4);
    const sidebar = await openPanel();
    await sidebar.selectOption('#f-publish-format', 'text');
    await showText(sidebar);
    const date = await shownDate(sidebar);
    expect(await sidebar.inputValue('#publish-text')).toBe(golden('progress', 'text', date));

    for (const [match, winner, kind] of [
      ['E', 'Ann', 'gammon'],
      ['F', 'Cid', 'single'],
      ['G', 'Cid', 'backgammon'],
      ['H', 'Ann', 'single'],
    ] as const) {
      const time = match === 'E' ? { time: '2026-02-14 10:26' } : {};
      expect(p.world.run('recordSwingResult', [{ sheet: SWING, match, winner, cube: match === 'E' ? 2 : 1, kind, ...time }])).toMatchObject({ ok: true });
    }
    await sidebar.click('button[data-action="show"]');
    await sidebar.waitForFunction((want) => (document.getElementById('publish-text') as HTMLTextAreaElement).value === want, golden('final', 'text', date));

    await openTab(p.page, `${SWING} log`);
    await sidebar.click('button[data-action="show"]');
    await sidebar.waitForSelector(`.publish-output h2:text-is('Standings of "${SWING} log"')`);
    expect(await sidebar.inputValue('#publish-text')).toBe(golden('final', 'text', date));
  });

  it('leaves the text selected and says how to copy it where no copy works', async () => {
    await clubNight(4);
    const sidebar = await openPanel();
    await sidebar.selectOption('#f-publish-format', 'text');
    await showText(sidebar);
    const date = await shownDate(sidebar);
    await sidebar.evaluate(() => {
      navigator.clipboard.writeText = () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
      document.execCommand = () => false;
    });
    await sidebar.click('button[data-action="copy"]');
    await sidebar.waitForSelector('.copied:text("Press Ctrl+C")');
    const selection = await sidebar.$eval('#publish-text', (b) => [(b as HTMLTextAreaElement).selectionStart, (b as HTMLTextAreaElement).selectionEnd]);
    expect(selection).toEqual([0, golden('progress', 'text', date).length]);
  });

  it('lists what to fix above the post when a row of the sheet is typed wrong, naming its cell; the post leaves it out', async () => {
    const made = p.world.run('createGbqTable', [{ title: 'Group A', players: ['Ann', 'Bob', 'Cid', 'Dee'], qualifiers: 1 }]);
    expect(made).toMatchObject({ ok: true });
    await p.page.reload();
    await p.page.waitForSelector('footer button[data-tab]');
    await openTab(p.page, 'Group A');
    const sheet = p.world.gas.book.sheet('Group A');
    const values = sheet.getDataRange().getValues();
    const header = values.findIndex((r) => r.includes('Player') && r.includes('TPs'));
    // The ENTRY block (right of the live table, which has the same labels and is computed)
    const player = values[header].lastIndexOf('Player');
    const annRow = values.findIndex((r) => r[player] === 'Ann') + 1;
    const tps = values[header].indexOf('TPs', player) + 1;
    const cell = `${String.fromCharCode(64 + tps)}${annRow}`;
    await typeInto(p.page, cell, '1O5');
    const sidebar = await openPanel();
    await sidebar.selectOption('#f-publish-format', 'text');
    await showText(sidebar);
    await sidebar.waitForSelector('.publish-problems:not([hidden]) li');
    const items = await sidebar.$$eval('.publish-problems li', (li) => li.map((x) => x.textContent ?? ''));
    expect(items.length).toBeGreaterThanOrEqual(1);
    expect(items.join('\n')).toContain('Ann');
    expect(await sidebar.textContent('.publish-problems strong')).toMatch(/^Problems to fix: \d+\./);
    expect(await sidebar.inputValue('#publish-text')).not.toContain('1O5');
    await p.page.screenshot({ path: join(__dirname, '../../test-results/publish-problems.png') });
  });
});
