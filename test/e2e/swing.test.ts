import { closeBrowser, openTab, cellText, preview, type Preview } from './harness';
import type { Frame } from 'playwright-core';

// The preview runs dist/Code.js in a vm context: same in-memory-Sheets realm bug as loadDist (see the shim).

let p: Preview;
beforeAll(async () => {
  p = await preview();
});
afterAll(async () => {
  await p.close();
  await closeBrowser();
});

jest.setTimeout(180_000);

const panel = '[data-panel="swing"]';

/** Whether the element is inside the sidebar's visible area (the panel is a long column). */
const inView = (sb: Frame, selector: string) =>
  sb.$eval(selector, (e) => {
    const r = e.getBoundingClientRect();
    return r.top >= -1 && r.bottom <= window.innerHeight + 1 && !(e as HTMLElement).hidden; // scrolling lands on fractions
  });

/** Waits for the running call to end with a notice or an error. */
const settled = (sb: Frame) =>
  sb.waitForFunction((sel) => {
    const busy = document.querySelector(`${sel} .busy`) as HTMLElement | null;
    return busy !== null && busy.hidden;
  }, panel);

async function createEvent(sb: Frame, title: string, players: string, anteMinutes: string): Promise<void> {
  await sb.click('button.format[data-format="swing"]');
  await sb.fill('#f-title', title);
  await sb.fill('#f-players', players);
  await sb.fill('#f-chips', '3');
  await sb.fill('#f-anteMinutes', anteMinutes);
  await sb.fill('#f-seed', 'e2e');
  await sb.click('form[data-form="swing"] button.action');
  await sb.waitForSelector(`${panel} [data-swing="matches"] li[data-letter="A"]`);
}

describe('swing in the sidebar', () => {
  it('creates a 6-player swing and plays it to its end from the live panel (the winner is always chosen)', async () => {
    const sb = await p.sidebar();
    await createEvent(sb, 'Club swing', 'Ann\nBob\nCid\nDan\nEve\nFay', '0');
    expect(await sb.textContent('.notice')).toContain("Created 'Club swing'");
    expect(await sb.textContent(`${panel} [data-swing="matches"]`)).toContain('A: Ann – Bob');
    // No default winner: recording without choosing one is refused in place, in view.
    expect(await sb.inputValue(`${panel} #swing-winner`)).toBe('');
    await sb.click(`${panel} form[data-form="swing-result"] button.action`);
    expect(await sb.textContent(`${panel} .error`)).toBe('Choose the winner of match A (Ann or Bob).');
    expect(await inView(sb, `${panel} .error`)).toBe(true);

    let recorded = 0;
    for (let i = 0; i < 80; i++) {
      if (await sb.$(`${panel} [data-swing="ranking"]`)) break;
      await sb.waitForSelector(`${panel} #swing-match:not([disabled])`);
      const options = await sb.$$eval(`${panel} #swing-winner option`, (os) => os.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
      await sb.selectOption(`${panel} #swing-winner`, options[i % 2]);
      if (i % 3 === 1) await sb.selectOption(`${panel} #swing-cube`, '2');
      await sb.click(`${panel} form[data-form="swing-result"] button.action`);
      recorded += 1;
      await settled(sb);
      expect(await sb.$eval(`${panel} .error`, (e) => ((e as HTMLElement).hidden ? '' : e.textContent))).toBe('');
      expect(await sb.textContent(`${panel} .notice`)).toMatch(/^Recorded match [A-Z]+: /);
      expect(await inView(sb, `${panel} .notice`)).toBe(true);
    }
    const ranking = await sb.$$eval(`${panel} [data-swing="ranking"] li`, (lis) => lis.map((li) => li.textContent ?? ''));
    expect(ranking).toHaveLength(6);
    expect(recorded).toBeGreaterThan(4);
    expect(await sb.$(`${panel} [data-swing="waiting"]`)).toBeNull(); // nobody "waits" after the end
    await openTab(p.page, 'Club swing');
    expect(await cellText(p.page, 'I7')).toMatch(/^Finished: /);
    const winner = /^Finished: (\w+) wins/.exec((await sb.textContent(`${panel} [data-swing="summary"]`)) ?? '')?.[1];
    expect(ranking[0].startsWith(`${winner} (`)).toBe(true);
  });

  it('the clock, Leaving and Undo ask first, in place; notices stay in view', async () => {
    await p.page.reload();
    await p.page.waitForSelector('footer button[data-tab]');
    const sb = await p.sidebar();
    await createEvent(sb, 'Clock swing', 'Ann\nBob\nCid\nDan', '15');
    expect(await sb.textContent(`${panel} [data-swing="clock"]`)).toContain('Clock: not started.');
    await sb.click(`${panel} [data-action="clock"]`);
    await settled(sb);
    expect(await sb.textContent(`${panel} .notice`)).toMatch(/^Started the clock at \d\d:\d\d\.$/);
    expect(await sb.textContent(`${panel} [data-swing="ante"]`)).toMatch(/^Ante now: 1 · ante 2 at \d\d:\d\d \(in 1[45] min\)$/);
    expect(await sb.textContent(`${panel} [data-action="clock"]`)).toBe('Pause clock');

    // Leaving: one click only asks; Cancel changes nothing; Yes marks the player (who forfeits match A at once).
    await sb.click(`${panel} [data-leaving="Bob"]`);
    expect(await sb.textContent(`${panel} [data-confirm="leaving"]`)).toContain('Mark Bob as leaving? They forfeit match A at once');
    await sb.click(`${panel} [data-action="cancel-leaving"]`);
    expect(await sb.$(`${panel} [data-confirm="leaving"]`)).toBeNull();
    expect(await sb.textContent(`${panel} tr[data-player="Bob"]`)).not.toContain('(leaving)');
    await sb.click(`${panel} [data-leaving="Bob"]`);
    await sb.click(`${panel} [data-action="confirm-leaving"]`);
    await settled(sb);
    expect(await sb.textContent(`${panel} .notice`)).toBe('Bob marked as leaving.');
    expect(await inView(sb, `${panel} .notice`)).toBe(true);

    // Undo: scroll down to it, confirm in place (the question is where the button was, in view), then the notice.
    await sb.$eval(`${panel} [data-action="undo"]`, (b) => b.scrollIntoView());
    await sb.click(`${panel} [data-action="undo"]`);
    expect(await sb.textContent(`${panel} [data-confirm="undo"]`)).toContain('Remove the last row of the log?');
    expect(await inView(sb, `${panel} [data-confirm="undo"]`)).toBe(true);
    await sb.click(`${panel} [data-action="confirm-undo"]`);
    await settled(sb);
    expect(await sb.textContent(`${panel} .notice`)).toMatch(/^Undone: Bob marked as leaving \(\d\d:\d\d\)\.$/);
    expect(await inView(sb, `${panel} .notice`)).toBe(true);

    // The clock pauses; a result posted twice from a second tab is refused with the grid row it was decided in.
    await sb.click(`${panel} [data-action="clock"]`);
    await settled(sb);
    expect(await sb.textContent(`${panel} [data-swing="clock"]`)).toMatch(/^Clock: paused at \d\d:\d\d/);
    await sb.selectOption(`${panel} #swing-winner`, 'Ann');
    await sb.click(`${panel} form[data-form="swing-result"] button.action`);
    await settled(sb);
    expect(await sb.textContent(`${panel} .notice`)).toBe('Recorded match A: Ann beat Bob.');
    const again = p.world.run('recordSwingResult', [{ sheet: 'Clock swing', match: 'A', winner: 'Ann', loser: 'Bob' }]);
    expect(again.ok ? '' : again.error).toMatch(/match A was decided already \(grid row 1: Ann beat Bob\)/);
  });
});
