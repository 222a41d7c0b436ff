import { closeBrowser, openTab, cellText, preview, type Preview } from './harness';

// The preview runs dist/Code.js in a vm context: same in-memory-Sheets realm bug as loadDist (see the shim).

let p: Preview;
beforeAll(async () => {
  p = await preview();
});
afterAll(async () => {
  await p.close();
  await closeBrowser();
});

jest.setTimeout(120_000);

describe('swing in the sidebar', () => {
  it('creates a 6-player swing and plays it to its end from the live panel', async () => {
    const sb = await p.sidebar();
    await sb.click('button.format[data-format="swing"]');
    await sb.fill('#f-title', 'Club swing');
    await sb.fill('#f-players', 'Ann\nBob\nCid\nDan\nEve\nFay');
    await sb.fill('#f-chips', '3');
    await sb.fill('#f-anteMinutes', '0');
    await sb.fill('#f-seed', 'e2e');
    await sb.click('form[data-form="swing"] button.action');
    await sb.waitForSelector('.notice, .error:not([hidden])');
    expect(await sb.$eval('.error', (e) => ((e as HTMLElement).hidden ? '' : e.textContent))).toBe('');
    expect(await sb.textContent('.notice')).toContain("Created 'Club swing'");
    const panel = '[data-panel="swing"]';
    await sb.waitForSelector(`${panel} [data-swing="matches"] li[data-letter="A"]`);
    expect(await sb.textContent(`${panel} [data-swing="matches"]`)).toContain('A: Ann – Bob');

    // A bad posting is refused in place: nothing to test here from the form (only assigned pairs are offered).
    let recorded = 0;
    for (let i = 0; i < 80; i++) {
      if (await sb.$(`${panel} [data-swing="ranking"]`)) break;
      await sb.waitForSelector(`${panel} #swing-match:not([disabled])`);
      if (i % 3 === 1) await sb.selectOption(`${panel} #swing-cube`, '2');
      await sb.click(`${panel} form[data-form="swing-result"] button.action`);
      recorded += 1;
      await sb.waitForFunction(
        (sel) => {
          const busy = document.querySelector(`${sel} .busy`) as HTMLElement | null;
          return busy !== null && busy.hidden && document.querySelector(`${sel} .notice`) !== null;
        },
        panel,
      );
    }
    const ranking = await sb.$$eval(`${panel} [data-swing="ranking"] li`, (lis) => lis.map((li) => li.textContent ?? ''));
    expect(ranking).toHaveLength(6);
    expect(recorded).toBeGreaterThan(4);
    await openTab(p.page, 'Club swing');
    expect(await cellText(p.page, 'I6')).toMatch(/^Finished: /);
    expect(await sb.textContent(`${panel} [data-swing="summary"]`)).toMatch(/^Finished: (\w+) wins/);
    const winner = /^Finished: (\w+) wins/.exec((await sb.textContent(`${panel} [data-swing="summary"]`)) ?? '')?.[1];
    expect(ranking[0].startsWith(`${winner} (`)).toBe(true);
  });
});
