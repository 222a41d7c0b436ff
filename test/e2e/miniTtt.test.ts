/**
 * The mini-TTT closes the loop in the browser (docs/rules.md §1.5): a group of four whose top three beat each other
 * in a cycle says "mini-TTT needed"; the wizard, with that Table open, creates the mini-TTT; its results typed into
 * its Games sheet name the group winner on the group Table (W, "won the mini-TTT"). Screenshots in /tmp/shots/.
 */
import { mkdirSync } from 'node:fs';
import { cellText, closeBrowser, openTab, preview, typeInto, type Preview } from './harness';

const SHOTS = '/tmp/shots';
let p: Preview;
beforeAll(() => mkdirSync(SHOTS, { recursive: true }));
beforeEach(async () => {
  p = await preview();
  p.page.on('console', (m) => {
    if (m.type() === 'error') console.log('browser:', m.text());
  });
});
afterEach(async () => p.close());
afterAll(closeBrowser);

/** Ann > Bob > Cy > Ann, and all three beat Dee: level on points, level among themselves. */
const WINNER: Record<string, string> = { 'Ann|Bob': 'Ann', 'Bob|Cy': 'Bob', 'Ann|Cy': 'Cy' };
const winnerOf = (a: string, b: string): string => (a === 'Dee' ? b : b === 'Dee' ? a : WINNER[[a, b].sort().join('|')]);

/** Types every game of a Games sheet (rows 5…), the winner picked by `winner`, from the inviter's view. */
async function typeGames(sheet: string, games: number, winner: (inviter: string, invitee: string) => string, code: string): Promise<void> {
  await openTab(p.page, sheet);
  for (let row = 5; row < 5 + games; row++) {
    const inviter = await cellText(p.page, `C${row}`);
    const invitee = await cellText(p.page, `D${row}`);
    await typeInto(p.page, `F${row}`, winner(inviter, invitee) === inviter ? `W${code}` : `L${code}`);
  }
}

describe('the mini-TTT in the browser', () => {
  it('a three-way cycle asks for a mini-TTT; created from the wizard on that Table; its winner is named on the group Table', async () => {
    const sidebar = await p.sidebar();
    await sidebar.waitForSelector('button.format[data-format="roundRobin"]');
    await sidebar.click('button.format[data-format="roundRobin"]');
    await sidebar.waitForSelector('form[data-form="roundRobin"]');
    await sidebar.fill('#f-title', 'MT');
    await sidebar.fill('#f-players', 'Ann\nBob\nCy\nDee');
    await sidebar.fill('#f-groupSize', '4');
    await sidebar.fill('#f-seed', 'mini');
    await sidebar.click('button.action');
    await sidebar.waitForSelector('.notice');

    await typeGames('MT G1 Games', 6, winnerOf, '1');
    await openTab(p.page, 'MT G1 Table');
    expect(await cellText(p.page, 'M4')).toContain('Mini-TTT needed');
    const notes = await Promise.all(['M6', 'M7', 'M8'].map((a1) => cellText(p.page, a1)));
    expect(notes).toEqual(['mini-TTT needed', 'mini-TTT needed', 'mini-TTT needed']);

    const here = await p.sidebar();
    await here.click('.actions button.action'); // "Done": back to the start page, which follows the open sheet
    await here.waitForSelector('[data-action="refresh-sheet"]');
    await here.click('[data-action="refresh-sheet"]');
    await here.waitForSelector('[data-section="this-sheet"][data-kind="ttt-table"]');
    await here.click('[data-section="this-sheet"] button.format[data-format="tttMini"]');
    await here.waitForSelector('form[data-form="tttMini"]');
    await here.click('button.action');
    await here.waitForSelector('.notice');
    expect(await here.textContent('body')).toContain('MT G1 mini Games');

    // Bob wins both his mini-TTT games by a gammon.
    await typeGames('MT G1 mini Games', 3, (a, b) => (a === 'Bob' || b === 'Bob' ? 'Bob' : a), '2');
    await openTab(p.page, 'MT G1 Table');
    await p.page.screenshot({ path: `${SHOTS}/mini-ttt-group-table.png` });
    expect([await cellText(p.page, 'A6'), await cellText(p.page, 'B6'), await cellText(p.page, 'M6'), await cellText(p.page, 'N6')]).toEqual([
      '1',
      'Bob',
      'won the mini-TTT',
      'W',
    ]);
    expect(await cellText(p.page, 'M7')).toBe('second after the mini-TTT');
  });
});
