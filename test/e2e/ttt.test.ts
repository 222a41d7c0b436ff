/** TTT sets in the browser preview: an imported timeout adjudicated on the Timeouts sheet flows into the standings. */
import { cellText, closeBrowser, openTab, preview, typeInto, type Preview } from './harness';
import { local } from './shown';

let p: Preview;
/** TTT_SHOTS=/some/dir saves screenshots of what the TD sees along the way. */
const shot = async (name: string): Promise<void> => {
  if (process.env.TTT_SHOTS) await p.page.screenshot({ path: `${process.env.TTT_SHOTS}/${name}.png` });
};
beforeEach(async () => {
  p = await preview();
  p.page.on('console', (m) => {
    if (m.type() === 'error') console.log('browser:', m.text());
  });
});
afterEach(async () => p.close());
afterAll(closeBrowser);

describe('TTT timeouts in the preview', () => {
  it('imports a timeout "to adjudicate", takes GnuBG\'s W/G/B on the Timeouts sheet, and the standings follow', async () => {
    const sidebar = await p.sidebar();
    await sidebar.waitForSelector('button.format[data-format="roundRobin"]');
    await sidebar.click('button.format[data-format="roundRobin"]');
    await sidebar.waitForSelector('form[data-form="roundRobin"]');
    await sidebar.fill('#f-title', 'TO');
    await sidebar.fill('#f-players', Array.from({ length: 13 }, (_, i) => `Player ${i + 1}, ${1900 - i * 10}`).join('\n'));
    await sidebar.fill('#f-seed', 'e2e');
    await sidebar.click('button.action');
    await sidebar.waitForSelector('.notice');
    expect(await sidebar.textContent('.notice')).toContain('Created 1 group; 1 entry waiting');
    expect(await sidebar.textContent('body')).toContain('Player 13 (entry 1)');
    expect(await sidebar.textContent('body')).toContain('11 extra entries complete group G2');
    await shot('1-sidebar-created');
    await openTab(p.page, 'TO Stats');
    await shot('2-stats');

    await openTab(p.page, 'TO G1 Games');
    const inviter = await cellText(p.page, 'C5');
    const invitee = await cellText(p.page, 'D5');
    await openTab(p.page, 'TO Import');
    await typeInto(p.page, 'A2', '900');
    await typeInto(p.page, 'B2', inviter);
    await typeInto(p.page, 'C2', invitee);
    await typeInto(p.page, 'D2', invitee);
    await typeInto(p.page, 'E2', 'timeout');

    // The sidebar reloads with the page's sheet view: take it again, then run the import from the wizard.
    const again = await p.sidebar();
    await again.click('.actions button.action'); // "Done": back to the formats
    await again.waitForSelector('button.format[data-format="tttImport"]');
    await again.click('button.format[data-format="tttImport"]');
    await again.waitForSelector('form[data-form="tttImport"]');
    await again.click('button.action');
    await again.waitForSelector('.notice');
    expect(await again.textContent('body')).toContain('1 timeout(s) or resignation(s) to adjudicate on the Timeouts sheet');

    await openTab(p.page, 'TO G1 Games');
    expect(await cellText(p.page, 'F5')).toBe('LT');
    expect(await cellText(p.page, 'J5')).toBe('to adjudicate');
    await shot('3-games-to-adjudicate');
    await openTab(p.page, 'TO Timeouts');
    await shot('4-timeouts-to-adjudicate');
    expect(await cellText(p.page, 'E5')).toBe(inviter);
    expect(await cellText(p.page, 'K5')).toBe("to adjudicate: type GnuBG's W, G, B");
    await typeInto(p.page, 'F5', local('96.5'));
    await typeInto(p.page, 'G5', local('77.7'));
    await typeInto(p.page, 'H5', local('0.2'));
    // The score column (TTTTIMEOUT's spill) is hidden: the result beside it carries the score.
    expect(String(p.world.gas.book.getSheetByName('TO Timeouts')!.getRange('I5').getDisplayValue())).toBe(local('2.3'));
    // The result code the Timeouts row writes back (a text the scoring reads in any locale).
    expect(['LT 2.3', local('LT 2.3')]).toContain(await cellText(p.page, 'J5'));
    expect(await cellText(p.page, 'K5')).toBe('adjudicated');
    await shot('5-timeouts-adjudicated');
    await openTab(p.page, 'TO G1 Table');
    expect(await cellText(p.page, 'B6')).toBe(invitee);
    expect(await cellText(p.page, 'D6')).toBe(local('2.3'));
    await shot('6-table');
    await openTab(p.page, 'TO My matches');
    await typeInto(p.page, 'B2', inviter);
    expect(['LT 2.3', local('LT 2.3')]).toContain(await cellText(p.page, 'G5'));
    await shot('7-my-matches');
  });
});
