/**
 * Browser: create two TORRES groups of 10 through the sidebar, type points, see the standings; a first championship,
 * a player withdrawn from the panel filled in from the active group sheet, its standings published; roll-over preview.
 */
import { cellText, closeBrowser, openTab, preview, typeInto, type Preview } from './harness';

let p: Preview;
beforeEach(async () => {
  p = await preview();
});
afterEach(async () => p.close());
afterAll(closeBrowser);

const names = (prefix: string): string => Array.from({ length: 10 }, (_, i) => `${prefix}${i + 1}`).join(', ');
const sheetNames = () => p.world.gas.book.getSheets().map((s) => s.getName());

describe('TORRES in the preview', () => {
  it('creates two groups of 10 through the sidebar; typed points update the standings', async () => {
    const sidebar = await p.sidebar();
    await sidebar.click('button.format[data-format="torres"]');
    await sidebar.waitForSelector('form[data-form="torres"]');
    await sidebar.fill('#f-title', 'S1');
    // A player in both groups first: the error shows in place and nothing is created.
    await sidebar.fill('#f-groups', `${names('A')}\n${names('B')}, A3`);
    await sidebar.click('button.action');
    await sidebar.waitForSelector('.error:not([hidden])');
    expect(await sidebar.textContent('.error')).toMatch(/Player 'A3' appears in league 1 group 1/);
    expect(sheetNames()).toEqual(['Sheet1']);

    await sidebar.fill('#f-groups', `${names('A')}\n${names('B')}`);
    await sidebar.fill('#f-seed', 'e2e');
    await sidebar.click('button.action');
    await sidebar.waitForSelector('.notice');
    expect(await sidebar.textContent('.notice')).toMatch(/TORRES groups created: 2 group\(s\) in 2 league\(s\), seed e2e/);
    expect(sheetNames()).toEqual(['Sheet1', 'S1 leagues', 'S1 L1', 'S1 L2']);

    await openTab(p.page, 'S1 L1');
    expect(await cellText(p.page, 'K9')).toBe('Rank');
    const seats = ['B10', 'D10', 'F10', 'H10'];
    const players = await Promise.all(seats.map((a) => cellText(p.page, a)));
    expect(players.every((n) => /^A\d+$/.test(n))).toBe(true);
    // Game 1: 115, 130, 123, 110 (the seed's example): places 2, 1, 3, 4 → VP 4, 8, 2, 1.
    for (const [i, pts] of ['115', '130', '123', '110'].entries()) await typeInto(p.page, `${String.fromCharCode(67 + 2 * i)}10`, pts);
    expect(await cellText(p.page, 'L10')).toBe(players[1]);
    expect(await cellText(p.page, 'M10')).toBe('8');
    expect(await cellText(p.page, 'N10')).toBe('42');
    expect(await cellText(p.page, 'L13')).toBe(players[3]);
    expect(await cellText(p.page, 'N13')).toBe('-38');
    // Game 2: the first seat delayed the game at 95 points (D 95): 0 VP, placed last, the 95 counted.
    const second = await Promise.all(seats.map((a) => cellText(p.page, a.replace('10', '11'))));
    for (const [i, pts] of ['D 95', '100', '90', '80'].entries()) await typeInto(p.page, `${String.fromCharCode(67 + 2 * i)}11`, pts);
    expect(await cellText(p.page, 'B7')).toBe('8');
    const table = await Promise.all(Array.from({ length: 10 }, (_, i) => cellText(p.page, `L${10 + i}`)));
    expect(table).toContain(second[0]);
    const row = 10 + table.indexOf(second[1]);
    expect(Number(await cellText(p.page, `P${row}`))).toBeGreaterThanOrEqual(1);
  });

  it('first championship from one Elo list, then a player withdrawn through the sidebar', async () => {
    const sidebar = await p.sidebar();
    await sidebar.click('button.format[data-format="torres-championship"]');
    await sidebar.waitForSelector('form[data-form="torres-championship"]');
    await sidebar.fill('#f-title', 'C1');
    const list = Array.from({ length: 30 }, (_, i) => `P${i + 1}, ${1900 - i}`);
    await sidebar.fill('#f-players', [...list, 'P3, 1000'].join('\n'));
    await sidebar.click('button.action');
    await sidebar.waitForSelector('.error:not([hidden])');
    expect(await sidebar.textContent('.error')).toMatch(/'P3' is listed twice \(lines 3 and 31\)/);
    expect(sheetNames()).toEqual(['Sheet1']);
    await sidebar.fill('#f-players', list.reverse().join('\n'));
    await sidebar.fill('#f-seed', 'c');
    await sidebar.click('button.action');
    await sidebar.waitForSelector('.notice');
    expect(await sidebar.textContent('.notice')).toMatch(/TORRES championship created: 30 players in 2 league\(s\), 3 group\(s\), seed c/);
    expect(sheetNames()).toEqual(['Sheet1', 'C1 leagues', 'C1 L1', 'C1 L2 G1', 'C1 L2 G2']);
    expect(p.world.gas.book.sheet('C1 L1').getRange('R10:R19').getValues().flat()).toEqual(Array.from({ length: 10 }, (_, i) => `P${i + 1}`));

    const again = await p.sidebar();
    await again.click('.actions button.action'); // Done: back to the formats
    // Opened on the group sheet, the withdraw panel is filled in from it and offers its players
    await openTab(p.page, 'C1 L2 G1');
    await again.click('button.format[data-format="torres-withdraw"]');
    await again.waitForSelector('form[data-form="torres-withdraw"]');
    await again.waitForSelector('[data-role="active-group"]:not([hidden])');
    expect(await again.inputValue('#f-sheet')).toBe('C1 L2 G1');
    expect(await again.textContent('[data-role="active-group"]')).toMatch(/From the active sheet "C1 L2 G1": 10 player\(s\)/);
    expect(await again.$$eval('#torres-withdraw-players option', (o) => o.map((x) => (x as HTMLOptionElement).value))).toContain('P11');
    await again.fill('#f-player', 'p11');
    await again.click('button.action');
    await again.waitForSelector('.notice');
    expect(await again.textContent('.notice')).toMatch(/p11 withdrawn: 6 unplayed game\(s\) now played by forfait/);
    const overview = p.world.gas.book.sheet('C1 leagues').getDataRange().getValues();
    expect(overview.filter((r) => r[4] === 'forfait')).toHaveLength(1);

    // Publish the group's standings from the sidebar: the withdrawn player and the fictitious player shown as such
    const pub = await p.sidebar();
    await pub.click('.actions button.action');
    await pub.click('button.format[data-format="publish"]');
    await pub.selectOption('#f-publish-format', 'text');
    await pub.click('button[data-action="show"]');
    await pub.waitForSelector('.publish-output:not([hidden])');
    const text = await pub.inputValue('#publish-text');
    expect(text.split('\n')[0]).toMatch(/^C1 — \d{4}-\d{2}-\d{2} — after 0 of 15 games$/);
    // before any result nobody has a place (docs/rules.md §3.14): the withdrawn player is listed, unranked
    expect(text).toMatch(/\n- +P11 \(withdrawn\) /);
    expect(text).toMatch(/\n- +forfait \(fictitious, for P11\) /);
  });

  it('roll-over: previews the new groups without writing, then creates the sheets', async () => {
    const sidebar = await p.sidebar();
    await sidebar.click('button.format[data-format="torres-rollover"]');
    await sidebar.waitForSelector('form[data-form="torres-rollover"]');
    await sidebar.fill('#f-title', 'S2');
    await sidebar.fill('#f-previous', `L1 G1: ${names('A')}\nL2 G1: ${names('B')}\nL2 G2: ${names('C')}`);
    await sidebar.fill('#f-newPlayers', 'N1, 1500\nN2, 1400');
    await sidebar.fill('#f-unregistered', 'A2');
    await sidebar.fill('#f-seed', 'r');
    await sidebar.click('button[data-act="preview"]');
    await sidebar.waitForSelector('.torres-preview:not([hidden])');
    const text = (await sidebar.textContent('.torres-preview')) ?? '';
    expect(text).toMatch(/New groups \(seed r\)/);
    expect(text).toMatch(/League 1 group 1: .*B1/);
    expect(sheetNames()).toEqual(['Sheet1']);
    await sidebar.click('button[data-act="create"]');
    await sidebar.waitForSelector('.notice');
    expect(await sidebar.textContent('.notice')).toMatch(/New season created: 3 group\(s\), 31 players, seed r/);
    expect(sheetNames()).toEqual(['Sheet1', 'S2 roll-over', 'S2 leagues', 'S2 L1', 'S2 L2 G1', 'S2 L2 G2']);
  });
});
