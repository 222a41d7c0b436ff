/**
 * Browser: the preview's grid used like Sheets by a person — type into a selected cell (the in-cell editor, the
 * formula bar mirroring it), Enter/Tab/arrows, Escape, F2, Delete, Ctrl+Z/Ctrl+Y, Ctrl+V of a tab-separated block,
 * the drop-down under a cell, protections, frozen rows and columns, a 1000 × 26 sheet drawn lazily; and in de_DE a
 * decimal typed with a comma. Screenshots of an edit and of an open drop-down: /tmp/shots/.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { FakeDataValidationBuilder } from '../../dev/fake/builders';
import { PROTECTED_MESSAGE, WARNING_MESSAGE } from '../../dev/preview/world';
import { cellText, closeBrowser, preview, type Preview } from './harness';

jest.setTimeout(120_000);

const shots = '/tmp/shots';
let p: Preview;
afterAll(closeBrowser);

const version = (page: Page) => page.getAttribute('body', 'data-version');

/** Runs a key action and waits for the workbook to change (the page reloads it after each edit). */
async function edited(page: Page, action: () => Promise<unknown>): Promise<void> {
  const before = await version(page);
  await action();
  await page.waitForFunction((v) => document.body.dataset.version !== v, before);
}

/** Reloads the page after a change made behind its back (a validation, a protection set by the test). */
async function reload(page: Page): Promise<void> {
  await page.reload();
  await page.waitForSelector('table.grid td[data-a1="A1"]');
}

const sheet = () => p.world.gas.book.sheets[0];
const value = (a1: string) => sheet().getRange(a1).getValue();

describe('typing into the preview (en_US)', () => {
  // This block types en_US forms (1,850 is a number): it runs in en_US whatever the run's locale.
  const before = process.env.STANDIN_LOCALE;
  beforeAll(async () => {
    process.env.STANDIN_LOCALE = 'en_US';
    p = await preview();
    await p.page.waitForSelector('table.grid td[data-a1="A1"]');
    mkdirSync(shots, { recursive: true });
  });
  afterAll(async () => {
    await p.close();
    if (before === undefined) delete process.env.STANDIN_LOCALE;
    else process.env.STANDIN_LOCALE = before;
  });

  it('types into a selected cell: the editor opens over it, the formula bar mirrors it, Enter commits and moves down, Tab right', async () => {
    const { page } = p;
    await page.click('td[data-a1="A1"]');
    await page.keyboard.type('42');
    expect(await page.getAttribute('body', 'data-editing')).toBe('A1');
    expect(await page.inputValue('#celledit')).toBe('42');
    expect(await page.inputValue('#formula')).toBe('42');
    const [box, cell] = [await page.locator('#celledit').boundingBox(), await page.locator('td[data-a1="A1"]').boundingBox()];
    expect(Math.abs(box!.x - cell!.x)).toBeLessThan(3);
    expect(Math.abs(box!.y - cell!.y)).toBeLessThan(3);
    await page.screenshot({ path: `${shots}/editing.png` });
    await edited(page, () => page.keyboard.press('Enter'));
    expect(value('A1')).toBe(42);
    expect(await page.textContent('#addr')).toBe('A2');
    await page.keyboard.type('Anna Berg');
    await edited(page, () => page.keyboard.press('Tab'));
    expect(value('A2')).toBe('Anna Berg');
    expect(await page.textContent('#addr')).toBe('B2');
    // Arrows move the selection; Shift+arrows extend it.
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowLeft');
    expect(await page.textContent('#addr')).toBe('A1');
    expect(await page.inputValue('#formula')).toBe('42');
    // Ctrl+arrows jump to the end of a run of filled cells, then to the sheet's edge; Ctrl+Home back to A1.
    await page.keyboard.press('Control+ArrowDown');
    expect(await page.textContent('#addr')).toBe('A2');
    await page.keyboard.press('Control+ArrowDown');
    expect(await page.textContent('#addr')).toBe('A1000');
    await page.keyboard.press('Control+Home');
    expect(await page.textContent('#addr')).toBe('A1');
    await page.keyboard.press('Shift+ArrowDown');
    await page.keyboard.press('Shift+ArrowRight');
    expect(await page.$$eval('td.insel', (tds) => tds.map((td) => td.dataset.a1))).toEqual(['A1', 'B1', 'A2', 'B2']);
    // Escape cancels an edit.
    await page.click('td[data-a1="C1"]');
    await page.keyboard.type('oops');
    await page.keyboard.press('Escape');
    expect(await page.getAttribute('body', 'data-editing')).toBeNull();
    expect(value('C1')).toBe('');
    expect(await cellText(page, 'C1')).toBe('');
    // F2 and double-click edit what is there.
    await page.click('td[data-a1="A1"]');
    await page.keyboard.press('F2');
    expect(await page.inputValue('#celledit')).toBe('42');
    await page.keyboard.type('0');
    await edited(page, () => page.keyboard.press('Enter'));
    expect(value('A1')).toBe(420);
    await page.dblclick('td[data-a1="A2"]');
    expect(await page.inputValue('#celledit')).toBe('Anna Berg');
    await page.keyboard.press('End');
    await page.keyboard.type('er');
    await edited(page, () => page.keyboard.press('Enter'));
    expect(value('A2')).toBe('Anna Berger');
    // An edit started in the cell goes on in the formula bar.
    await page.click('td[data-a1="D1"]');
    await page.keyboard.type('=A1');
    await page.click('#formula');
    await page.keyboard.type('*2');
    expect(await page.inputValue('#celledit')).toBe('=A1*2');
    await edited(page, () => page.keyboard.press('Enter'));
    expect(value('D1')).toBe(840);
    expect(await page.getAttribute('body', 'data-editing')).toBeNull();
    await edited(page, () => page.keyboard.press('Control+z'));
    expect(value('D1')).toBe('');
  });

  it('clears the selection with Delete and undoes (Ctrl+Z) and redoes (Ctrl+Y) edits', async () => {
    const { page } = p;
    await page.click('td[data-a1="A1"]');
    await page.click('td[data-a1="A2"]', { modifiers: ['Shift'] });
    await edited(page, () => page.keyboard.press('Delete'));
    expect([value('A1'), value('A2')]).toEqual(['', '']);
    await edited(page, () => page.keyboard.press('Control+z'));
    expect([value('A1'), value('A2')]).toEqual([420, 'Anna Berger']);
    await edited(page, () => page.keyboard.press('Control+z'));
    expect(value('A2')).toBe('Anna Berg');
    await edited(page, () => page.keyboard.press('Control+y'));
    expect(value('A2')).toBe('Anna Berger');
    expect(await cellText(page, 'A2')).toBe('Anna Berger');
  });

  it('pastes a tab-separated block from the clipboard (read as typed), undoes it, and refuses one past the sheet edge', async () => {
    const { page } = p;
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.click('td[data-a1="C3"]');
    await page.evaluate(() => navigator.clipboard.writeText('1,850\t2\r\n50%\t=C3+D3\r\n'));
    await edited(page, () => page.keyboard.press('Control+v'));
    expect(sheet().getRange('C3:D4').getValues()).toEqual([
      [1850, 2],
      [0.5, 1852],
    ]);
    expect(await cellText(page, 'D4')).toBe('1852');
    expect(await cellText(page, 'C4')).toBe('50%');
    expect(await page.$$eval('td.insel', (tds) => tds.map((td) => td.dataset.a1))).toEqual(['C3', 'D3', 'C4', 'D4']);
    // Ctrl+C copies the selection as shown, tab-separated.
    await page.keyboard.press('Control+c');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('1,850\t2\n50%\t1852');
    await edited(page, () => page.keyboard.press('Control+z'));
    expect(sheet().getRange('C3:D4').getValues()).toEqual([
      ['', ''],
      ['', ''],
    ]);
    await page.click('td[data-a1="Z1"]');
    await page.evaluate(() => navigator.clipboard.writeText('a\tb'));
    await page.keyboard.press('Control+v');
    await page.waitForFunction(() => /past the sheet's edge/.test(document.getElementById('message')!.textContent ?? ''));
    expect(sheet().getMaxColumns()).toBe(26);
    expect(value('Z1')).toBe('');
  });

  it('draws a new sheet as 1000 × 26 cells, lazily, with frozen rows and columns staying in place', async () => {
    const { page } = p;
    expect(await page.$$eval('tr.head th[data-c]', (ths) => ths.map((th) => th.textContent).join(''))).toBe('ABCDEFGHIJKLMNOPQRSTUVWXYZ');
    const drawn = await page.$$eval('td[data-a1]', (tds) => tds.length);
    expect(drawn).toBeLessThan(26 * 300);
    sheet().setFrozenRows(1);
    sheet().setFrozenColumns(1);
    await reload(page);
    await page.$eval('#gridwrap', (el) => el.scrollTo(el.scrollWidth, el.scrollHeight));
    await page.waitForSelector('td[data-a1="Z1000"]');
    expect(await page.$$eval('td[data-a1]', (tds) => tds.length)).toBeLessThan(26 * 300);
    const [wrap, row1, a500] = [
      await page.locator('#gridwrap').boundingBox(),
      await page.locator('td[data-a1="C1"]').boundingBox(),
      await page.locator('td[data-a1="A990"]').boundingBox(),
    ];
    // Row 1 stays just under the column letters, column A just right of the row numbers.
    expect(row1!.y - wrap!.y).toBeGreaterThan(15);
    expect(row1!.y - wrap!.y).toBeLessThan(30);
    expect(a500!.x - wrap!.x).toBeGreaterThan(30);
    expect(a500!.x - wrap!.x).toBeLessThan(60);
    await page.click('td[data-a1="Z1000"]');
    await page.keyboard.type('last');
    await edited(page, () => page.keyboard.press('Enter'));
    expect(value('Z1000')).toBe('last');
    expect(await page.textContent('#addr')).toBe('Z1000');
    // Scrolled half-way, the rows there are drawn.
    await page.waitForFunction(() => {
      const wrap = document.getElementById('gridwrap')!;
      wrap.scrollTo(0, wrap.scrollHeight / 2);
      return document.querySelector('td[data-a1="A500"]') !== null;
    });
    expect(await page.$$eval('td[data-a1]', (tds) => tds.length)).toBeLessThan(26 * 300);
    sheet().setFrozenRows(0);
    sheet().setFrozenColumns(0);
  });

  it('opens a drop-down under the cell (items and help text) by its arrow or Alt+Down; a pick types the item', async () => {
    const { page } = p;
    sheet().setValidation(
      6,
      2,
      new FakeDataValidationBuilder().requireValueInList(['win', 'loss', 'draw']).setAllowInvalid(false).setHelpText('The result for the home player').build(),
    );
    await reload(page);
    await page.click('td[data-a1="B6"] .ddarrow');
    await page.waitForSelector('#dropdown button[data-value="loss"]');
    expect(await page.$$eval('#dropdown button', (bs) => bs.map((b) => b.textContent))).toEqual(['win', 'loss', 'draw']);
    expect(await page.textContent('#dropdown .help')).toBe('The result for the home player');
    const [list, cell] = [await page.locator('#dropdown').boundingBox(), await page.locator('td[data-a1="B6"]').boundingBox()];
    expect(Math.abs(list!.y - (cell!.y + cell!.height))).toBeLessThan(3);
    expect(Math.abs(list!.x - cell!.x)).toBeLessThan(3);
    await page.screenshot({ path: `${shots}/dropdown.png` });
    await edited(page, () => page.click('#dropdown button[data-value="loss"]'));
    expect(value('B6')).toBe('loss');
    expect(await page.isVisible('#dropdown')).toBe(false);
    await page.keyboard.press('Alt+ArrowDown');
    await page.waitForSelector('#dropdown button.hot[data-value="loss"]');
    await page.keyboard.press('ArrowDown');
    await edited(page, () => page.keyboard.press('Enter'));
    expect(value('B6')).toBe('draw');
    // Typed, an item off the list is refused with the validation's message.
    await page.keyboard.type('bye');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => /Invalid entry/.test(document.getElementById('message')!.textContent ?? ''));
    expect(value('B6')).toBe('draw');
  });

  it('asks before an edit to a warning-only protected cell, and refuses a protected one with Sheets’ words', async () => {
    const { page } = p;
    sheet().protections.push({ a1: 'E1:E5', description: 'Standings (formulas)', warningOnly: true }, { a1: 'F1', description: '', warningOnly: false });
    await reload(page);
    const messages: string[] = [];
    page.once('dialog', (d) => {
      messages.push(d.message());
      void d.dismiss();
    });
    await page.click('td[data-a1="E2"]');
    await page.keyboard.type('7');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.body.dataset.editing === undefined);
    await page.waitForTimeout(300);
    expect(messages).toEqual([`${WARNING_MESSAGE}\n\nStandings (formulas)`]);
    expect(value('E2')).toBe('');
    page.once('dialog', (d) => void d.accept());
    await page.click('td[data-a1="E2"]');
    await page.keyboard.type('7');
    await edited(page, () => page.keyboard.press('Enter'));
    expect(value('E2')).toBe(7);
    await page.click('td[data-a1="F1"]');
    await page.keyboard.type('x');
    await page.keyboard.press('Enter');
    await page.waitForFunction((m) => document.getElementById('message')!.textContent === m, PROTECTED_MESSAGE);
    expect(value('F1')).toBe('');
  });
});

describe('typing into the preview (de_DE)', () => {
  const before = process.env.STANDIN_LOCALE;
  beforeAll(async () => {
    process.env.STANDIN_LOCALE = 'de_DE';
    p = await preview();
    await p.page.waitForSelector('table.grid td[data-a1="A1"]');
  });
  afterAll(async () => {
    await p.close();
    if (before === undefined) delete process.env.STANDIN_LOCALE;
    else process.env.STANDIN_LOCALE = before;
  });

  it('reads 98,7 typed into a cell as the number 98.7 and shows it with a comma', async () => {
    const { page } = p;
    expect(p.world.gas.book.getSpreadsheetLocale()).toBe('de_DE');
    await page.click('td[data-a1="B2"]');
    await page.keyboard.type('98,7');
    await edited(page, () => page.keyboard.press('Enter'));
    expect(value('B2')).toBe(98.7);
    expect(await cellText(page, 'B2')).toBe('98,7');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.click('td[data-a1="C2"]');
    await page.evaluate(() => navigator.clipboard.writeText('1.850,5\t0,5'));
    await edited(page, () => page.keyboard.press('Control+v'));
    expect(sheet().getRange('C2:D2').getValues()).toEqual([[1850.5, 0.5]]);
  });
});
