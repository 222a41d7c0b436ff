/** Browser: create two TORRES groups of 10 through the sidebar, type points, see the standings; roll-over preview. */
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
    // Game 2: the first seat delayed the game (D): 0 VP, placed last.
    const second = await Promise.all(seats.map((a) => cellText(p.page, a.replace('10', '11'))));
    for (const [i, pts] of ['D', '100', '90', '80'].entries()) await typeInto(p.page, `${String.fromCharCode(67 + 2 * i)}11`, pts);
    expect(await cellText(p.page, 'B7')).toBe('8');
    const table = await Promise.all(Array.from({ length: 10 }, (_, i) => cellText(p.page, `L${10 + i}`)));
    expect(table).toContain(second[0]);
    const row = 10 + table.indexOf(second[1]);
    expect(Number(await cellText(p.page, `P${row}`))).toBeGreaterThanOrEqual(1);
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
