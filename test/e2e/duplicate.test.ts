/** Browser: create a duplicate match from the sidebar, type the games into the protocol, see the VP. */
import { cellText, closeBrowser, openTab, preview, typeInto, type Preview } from './harness';


let p: Preview;
beforeEach(async () => {
  p = await preview();
});
afterEach(async () => p.close());
afterAll(closeBrowser);

describe('duplicate match in the preview', () => {
  it('creates the match through the sidebar; typed outcomes give IMP and VP', async () => {
    const sidebar = await p.sidebar();
    await sidebar.click('button.format[data-format="duplicate"]');
    await sidebar.waitForSelector('form[data-form="duplicate"]');
    // A bad line first: the error shows in place and nothing is created.
    await sidebar.fill('#f-title', 'E2E');
    await sidebar.fill('#f-teams', 'Kharkov: Garal, Krasov\nMoscow: Chertkov');
    await sidebar.click('button.action');
    await sidebar.waitForSelector('.error:not([hidden])');
    expect(await sidebar.textContent('.error')).toMatch(/Line 2: team 'Moscow' needs exactly two players/);
    await sidebar.fill('#f-teams', 'Kharkov: Garal, Krasov\nMoscow: Chertkov, Chelter');
    await sidebar.fill('#f-seed', 'e2e');
    await sidebar.click('button.action');
    await sidebar.waitForSelector('.notice');
    expect(await sidebar.textContent('.notice')).toMatch(/Match Kharkov – Moscow created \(seed e2e\)/);
    expect(await sidebar.getAttribute('button[data-sheet="E2E — Protocol"]', 'data-sheet')).toBe('E2E — Protocol');
    expect(p.world.gas.book.getSheets().map((s) => s.getName())).toEqual(['Sheet1', 'E2E — Protocol', 'E2E — Dice']);

    await openTab(p.page, 'E2E — Protocol');
    expect(await cellText(p.page, 'E10')).toBe('Garal');
    expect(await cellText(p.page, 'E11')).toBe('Chelter');
    // 8 games (4 per room), cube 1, every game a pass (150 SMP = 4 IMP): Kharkov wins 5, Moscow 3.
    const winners = ['Kharkov', 'Kharkov', 'Moscow', 'Kharkov', 'Moscow', 'Kharkov', 'Moscow', 'Kharkov'];
    for (const [i, w] of winners.entries()) {
      await typeInto(p.page, `I${10 + i}`, 'pass');
      await typeInto(p.page, `J${10 + i}`, w);
    }
    expect(await cellText(p.page, 'K10')).toBe('150');
    expect(await cellText(p.page, 'L10')).toBe('4');
    expect(await cellText(p.page, 'E4')).toBe('20');
    expect(await cellText(p.page, 'E5')).toBe('12');
    expect(await cellText(p.page, 'F4')).toBe('17');
    expect(await cellText(p.page, 'F5')).toBe('13');
    // A doubled cube changes SMP, IMP and VP at once: game 1 at cube 2 → 300 SMP, 7 IMP; 23 – 12 (+11) → VP 18 – 12.
    await typeInto(p.page, 'G10', '2');
    expect(await cellText(p.page, 'K10')).toBe('300');
    expect(await cellText(p.page, 'F4')).toBe('18');
    expect(await cellText(p.page, 'F5')).toBe('12');
  });

  it('prints a dice set from the sidebar: the same rolls in both rooms', async () => {
    const sidebar = await p.sidebar();
    await sidebar.click('button.format[data-format="dice-set"]');
    await sidebar.waitForSelector('form[data-form="dice-set"]');
    await sidebar.fill('#f-seed', 'yalta');
    await sidebar.fill('#f-set', '5');
    await sidebar.fill('#f-rolls', '10');
    await sidebar.click('button.action');
    await sidebar.waitForSelector('.notice');
    expect(await sidebar.textContent('.notice')).toMatch(/Set 5 printed from seed yalta/);
    await openTab(p.page, 'Dice — Set 5');
    expect(await cellText(p.page, 'A5')).toBe('Set of Rolls Nr. 5');
    for (let r = 7; r <= 17; r++) {
      expect(await cellText(p.page, `D${r}`)).toBe(await cellText(p.page, `B${r}`));
      expect(await cellText(p.page, `E${r}`)).toBe(await cellText(p.page, `C${r}`));
    }
    expect(await cellText(p.page, 'B8')).toMatch(/^[1-6][1-6]$/);
  });
});
