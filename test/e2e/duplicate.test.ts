/**
 * Browser: the duplicate sidebar forms in the preview — a match of teams of two (protocol typed in, IMP, VP and the
 * winner), an event of teams of four with every wizard option (round robins per discipline, games per room, the IMP
 * table, a final with its own games and discipline), "Choose duplicate finalist" settling a tie, publishing the
 * standings, and a dice set printed as a referee copy and room copies.
 */
import type { Frame } from 'playwright-core';
import { cellText, closeBrowser, openTab, preview, typeInto, type Preview } from './harness';

let p: Preview;
beforeEach(async () => {
  p = await preview();
});
afterEach(async () => p.close());
afterAll(closeBrowser);

async function openForm(format: string): Promise<Frame> {
  const sidebar = await p.sidebar();
  if (await sidebar.$('.actions button.action')) await sidebar.click('.actions button.action'); // "Done": back to the formats
  await sidebar.click(`button.format[data-format="${format}"]`);
  await sidebar.waitForSelector(`form[data-form="${format}"]`);
  return sidebar;
}

async function submit(sidebar: Frame): Promise<string> {
  await sidebar.click('button.action');
  await sidebar.waitForSelector('.notice, .error:not([hidden])');
  const error = await sidebar.$('.error:not([hidden])');
  if (error) throw new Error(`The form answered with an error: ${await error.textContent()}`);
  return (await sidebar.textContent('.notice')) ?? '';
}

const names = () => p.world.gas.book.getSheets().map((s) => s.getName());

describe('duplicate in the preview', () => {
  it('a match of teams of two: a bad line shows in place, then typed outcomes give IMP, VP and the winner', async () => {
    const sidebar = await openForm('duplicate');
    await sidebar.fill('#f-title', 'E2E');
    await sidebar.fill('#f-teams', 'Kharkov: Garal, Krasov\nMoscow: Chertkov');
    await sidebar.click('button.action');
    await sidebar.waitForSelector('.error:not([hidden])');
    expect(await sidebar.textContent('.error')).toMatch(/Line 2: team 'Moscow' needs two players \(one pair\) or four/);
    expect(names()).toEqual(['Sheet1']);
    await sidebar.fill('#f-teams', 'Kharkov: Garal, Krasov\nMoscow: Chertkov, Chelter');
    await sidebar.fill('#f-seed', 'e2e');
    expect(await submit(sidebar)).toMatch(/Match Kharkov – Moscow created \(seed e2e\)/);
    expect(names()).toEqual(['Sheet1', 'E2E Protocol', 'E2E Dice referee', 'E2E Dice OPEN', 'E2E Dice CLOSED']);

    await openTab(p.page, 'E2E Protocol');
    expect(await cellText(p.page, 'E10')).toBe('Garal');
    expect(await cellText(p.page, 'E11')).toBe('Chelter');
    expect(await cellText(p.page, 'G6')).toMatch(/For a pass .* the value BEFORE the double/);
    // 8 games (4 per room), cube 1, every game a pass (150 SMP = 4 IMP): Kharkov wins 5, Moscow 3.
    const winners = ['Kharkov', 'Kharkov', 'Moscow', 'Kharkov', 'Moscow', 'Kharkov', 'Moscow', 'Kharkov'];
    for (const [i, w] of winners.entries()) {
      await typeInto(p.page, `I${10 + i}`, i === 0 ? 'P' : 'pass'); // the drop-down's one-letter form counts too
      await typeInto(p.page, `J${10 + i}`, w);
    }
    expect(await cellText(p.page, 'K10')).toBe('150');
    expect(await cellText(p.page, 'L10')).toBe('4');
    expect([await cellText(p.page, 'E4'), await cellText(p.page, 'E5')]).toEqual(['20', '12']);
    expect([await cellText(p.page, 'F4'), await cellText(p.page, 'F5'), await cellText(p.page, 'F6')]).toEqual(['17', '13', 'Kharkov wins']);
    // Game 1 at cube 2 → 300 SMP, 7 IMP; 23 – 12 (+11) → VP 18 – 12.
    await typeInto(p.page, 'G10', '2');
    expect(await cellText(p.page, 'K10')).toBe('300');
    expect([await cellText(p.page, 'F4'), await cellText(p.page, 'F5')]).toEqual(['18', '12']);
  });

  it('an event of teams of four with every option; a tie for the final settled by "Choose duplicate finalist"; the standings published', async () => {
    const sidebar = await openForm('duplicate');
    await sidebar.fill('#f-title', 'Cup');
    await sidebar.fill('#f-teams', 'Red: Rita, Ron, Rick, Rosa\nBlue: Bea, Bo, Bill, Babs\nGreen: Gus, Gia, Gil, Gwen');
    await sidebar.selectOption('#f-games', '4');
    await sidebar.selectOption('#f-cyclesBackgammon', '1');
    await sidebar.selectOption('#f-cyclesLongGammon', '1');
    await sidebar.selectOption('#f-imp', 'wbf');
    await sidebar.check('#f-final');
    await sidebar.selectOption('#f-finalGames', '5');
    await sidebar.selectOption('#f-finalDiscipline', 'longGammon');
    await sidebar.fill('#f-seed', 'cup');
    expect(await submit(sidebar)).toMatch(/Event of 3 teams created \(seed cup\): 3 rounds, 6 matches, and a final of 5 games per room/);
    expect(await sidebar.textContent('#app')).toMatch(/Round 1: BG (\w+) – (\w+), LG \1 – \2; bye \w+/);
    const made = names();
    expect(made.filter((n) => / R\d (BG|LG) /.test(n))).toHaveLength(6);
    expect(made).toEqual(expect.arrayContaining(['Cup Standings', 'Cup Dice BG referee', 'Cup Dice LG OPEN', 'Cup Final', 'Cup Dice final CLOSED']));
    const book = p.world.gas.book;
    const protocols = made.filter((n) => / R\d /.test(n));
    expect(book.sheet(protocols[0]).valueAt(9, 25)).toBe('IMP (WBF)');
    expect(book.sheet('Cup Final').getRange('C10:C19').getValues().flat()).toHaveLength(10);

    // Every match: team A wins 4 passes, team B 4: 16–16 IMP, a draw at 15–15. All three level on everything.
    for (const name of protocols) {
      const s = book.sheet(name);
      const [a, b] = [s.valueAt(4, 2), s.valueAt(5, 2)];
      s.getRange('G10:J17').setValues(Array.from({ length: 8 }, (_, i) => [1, '', 'pass', i % 2 === 0 ? a : b]));
    }
    await openTab(p.page, 'Cup Standings');
    expect(await cellText(p.page, 'B9')).toMatch(/^Tie for both final places: Red, Blue, Green are level/);
    await openTab(p.page, 'Cup Final');
    expect(await cellText(p.page, 'B4')).toBe('');

    const form = await openForm('duplicate-finalist');
    await form.fill('#f-sheet', 'Cup Standings');
    expect(await submit(form)).toMatch(/Level for both final places: Red, Blue, Green \(6 of 6 matches complete\)\. A final place is still open\./);
    const again = await openForm('duplicate-finalist');
    await again.fill('#f-sheet', 'Cup Standings');
    await again.fill('#f-teams', 'Green, Red');
    expect(await submit(again)).toMatch(/^Choice written\. .* The final: Green v Red\./);
    await openTab(p.page, 'Cup Final');
    expect([await cellText(p.page, 'B4'), await cellText(p.page, 'B5')]).toEqual(['Green', 'Red']);
    expect([await cellText(p.page, 'C4'), await cellText(p.page, 'D5')]).toEqual(['Gil', 'Rosa']); // the long gammon pairs

    // Publish the standings from the sidebar: the finalists marked Q. The tab opened as a TD opens it (the page's own
    // selection, posted as it paints, activates its sheet: a server-side switch could be undone by a late one).
    await openTab(p.page, 'Cup Standings');
    const panel = await p.sidebar();
    await panel.click('.actions button.action');
    await panel.click('button.format[data-format="publish"]');
    await panel.waitForSelector('[data-panel="publish"] #f-publish-format');
    await panel.selectOption('#f-publish-format', 'text');
    await panel.click('button[data-action="show"]');
    await panel.waitForSelector('.publish-output:not([hidden])');
    const text = await panel.inputValue('#publish-text');
    expect(text).toMatch(/^Cup — \d{4}-\d{2}-\d{2} — after 6 of 6 matches/);
    expect(text).toMatch(/Q {2}1 {2}Green/);
    expect(text).toContain('Final (long gammon pairs): Green v Red, chosen by the TD among Red, Blue and Green.');
  });

  it('prints a dice set from the sidebar: a referee copy and room copies with the same rolls', async () => {
    const sidebar = await openForm('dice-set');
    await sidebar.fill('#f-seed', 'yalta');
    await sidebar.fill('#f-set', '5');
    await sidebar.fill('#f-rolls', '10');
    expect(await submit(sidebar)).toMatch(/Set 5 printed from seed yalta: a referee copy and a copy per room/);
    expect(names()).toEqual(['Sheet1', 'Dice Set 5 referee', 'Dice Set 5 OPEN', 'Dice Set 5 CLOSED']);
    await openTab(p.page, 'Dice Set 5 referee');
    expect(await cellText(p.page, 'A4')).toMatch(/^REFEREE COPY — do not show to the players/);
    expect(await cellText(p.page, 'A5')).toBe('Set of Rolls Nr. 5');
    for (let r = 7; r <= 17; r++) {
      expect(await cellText(p.page, `D${r}`)).toBe(await cellText(p.page, `B${r}`));
      expect(await cellText(p.page, `E${r}`)).toBe(await cellText(p.page, `C${r}`));
    }
    const open = p.world.gas.book.sheet('Dice Set 5 OPEN');
    const referee = p.world.gas.book.sheet('Dice Set 5 referee');
    await openTab(p.page, 'Dice Set 5 OPEN');
    expect(await cellText(p.page, 'A1')).toMatch(/OPEN/);
    // The room copy's first roll (White, Black) is the referee copy's roll 1.
    const flat = open.getRange('A1:L25').getValues().flat().map(String);
    expect(flat).toEqual(expect.arrayContaining([String(referee.valueAt(8, 2)), String(referee.valueAt(8, 3))]));
  });
});
