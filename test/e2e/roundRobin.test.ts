import { cellText, closeBrowser, openTab, preview, typeInto, type Preview } from './harness';
import { local } from './shown';

let p: Preview;
beforeEach(async () => {
  p = await preview();
  p.page.on('console', (m) => {
    if (m.type() === 'error') console.log('browser:', m.text());
  });
});
afterEach(async () => p.close());
afterAll(closeBrowser);

describe('the TTT round robin in the preview', () => {
  it('the wizard builds a 12-player TTT; a result typed into the Games sheet updates the standings', async () => {
    const sidebar = await p.sidebar();
    await sidebar.waitForSelector('button.format[data-format="roundRobin"]');
    await sidebar.click('button.format[data-format="roundRobin"]');
    await sidebar.waitForSelector('form[data-form="roundRobin"]');
    await sidebar.fill('#f-title', 'E2E');
    await sidebar.fill('#f-players', Array.from({ length: 12 }, (_, i) => `Player ${i + 1}, ${1900 - i * 10}`).join('\n'));
    await sidebar.fill('#f-seed', 'e2e');
    await sidebar.click('button.action');
    await sidebar.waitForSelector('.notice');
    expect(await sidebar.textContent('.notice')).toContain('Created 1 group');
    expect(await sidebar.$('button[data-sheet="E2E G1 Games"]')).not.toBeNull();

    await openTab(p.page, 'E2E G1 Games');
    const inviter = await cellText(p.page, 'C5');
    await typeInto(p.page, 'F5', 'W3');
    expect(await cellText(p.page, 'G5')).toBe(local('2.7'));
    await openTab(p.page, 'E2E G1 Table');
    expect(await cellText(p.page, 'B6')).toBe(inviter);
    expect(await cellText(p.page, 'D6')).toBe(local('2.7'));
  });
});
