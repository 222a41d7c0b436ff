/** Browser: create a GBQ group table from the sidebar, type results into the entry block, see GBQ and Status. */
import { cellText, closeBrowser, openTab, preview, typeInto, type Preview } from './harness';
import { local } from './shown';

let p: Preview;
beforeEach(async () => {
  p = await preview();
});
afterEach(async () => p.close());
afterAll(closeBrowser);

describe('GBQ group table in the preview', () => {
  it('creates the table through the sidebar; typed results update GBQ, the order and the Status', async () => {
    const sidebar = await p.sidebar();
    await sidebar.click('button.format[data-format="gbq"]');
    await sidebar.waitForSelector('form[data-form="gbq"]');
    // A duplicate name first: the error shows in place and nothing is created.
    await sidebar.fill('#f-title', 'Group A');
    await sidebar.fill('#f-players', 'Ann\nBob\nCid\nann');
    await sidebar.fill('#f-qualifiers', '3');
    await sidebar.click('button.action');
    await sidebar.waitForSelector('.error:not([hidden])');
    expect(await sidebar.textContent('.error')).toMatch(/Player 'ann' appears twice/);
    expect(p.world.gas.book.getSheets().map((s) => s.getName())).toEqual(['Sheet1']);

    await sidebar.fill('#f-players', 'Ann\nBob\nCid\nDee');
    // The new setup fields: 3-game matches, one round, GBQ by TP% to 0.5 by default.
    expect(await sidebar.inputValue('#f-gamesPerMatch')).toBe('3');
    expect(await sidebar.inputValue('#f-rounds')).toBe('1');
    expect(await sidebar.inputValue('#f-reference')).toBe('tp');
    // The results log is offered and on by default; this table is typed in the entry block.
    expect(await sidebar.isChecked('#f-log')).toBe(true);
    await sidebar.uncheck('#f-log');
    await sidebar.click('button.action');
    await sidebar.waitForSelector('.notice');
    expect(await sidebar.textContent('.notice')).toMatch(/GBQ table created: 4 players, 3 qualify, 9 games each/);
    expect(await sidebar.getAttribute('button[data-sheet="Group A"]', 'data-sheet')).toBe('Group A');

    await openTab(p.page, 'Group A');
    expect(await cellText(p.page, 'B10')).toBe('Ann');
    // The seed: Bob beats Ann 45–15 over 3 games; Cid and Dee untouched (place 3 = the reference).
    await typeInto(p.page, 'L10', '3');
    await typeInto(p.page, 'P10', '15');
    await typeInto(p.page, 'L11', '3');
    await typeInto(p.page, 'P11', '45');
    expect(await cellText(p.page, 'B10')).toBe('Bob');
    expect(await cellText(p.page, 'G10')).toBe(local('-1.5'));
    // Players with games come first: Ann is 2nd on 25 %, the untouched Cid (place 3, GBQ 0) and Dee follow.
    expect(await cellText(p.page, 'B11')).toBe('Ann');
    expect(await cellText(p.page, 'G11')).toBe(local('+1.5'));
    expect(await cellText(p.page, 'B12')).toBe('Cid');
    expect(await cellText(p.page, 'G12')).toBe(local('0.0'));
    // Round 1 of 3-game matches decides nothing: 6 of 9 games still to play for everyone.
    expect(await cellText(p.page, 'K10')).toBe('9');
    expect(await cellText(p.page, 'H10')).toBe('');
    // A row that does not add up is flagged and GBQ waits; fixing it brings GBQ back.
    await typeInto(p.page, 'M10', '2');
    expect(await cellText(p.page, 'Q10')).toBe('"Group A" M10: wins + draws + losses is not the games played');
    expect(await cellText(p.page, 'G10')).toBe('');
    await typeInto(p.page, 'O10', '1');
    expect(await cellText(p.page, 'Q10')).toBe('');
    expect(await cellText(p.page, 'G10')).toBe(local('-1.5'));
    // Half a match typed for Cid: the group does not add up (9 games played, an odd number).
    await typeInto(p.page, 'L12', '3');
    await typeInto(p.page, 'P12', '60');
    expect(await cellText(p.page, 'C6')).toMatch(/^Group: the games played add up to 9, an odd number/);
    expect(await cellText(p.page, 'G10')).toBe('');
    await typeInto(p.page, 'L13', '3');
    expect(await cellText(p.page, 'C6')).toBe('All entries consistent');
    expect(await cellText(p.page, 'B10')).toBe('Cid');
    // Options on the sheet: GBQ counted from the 1st place.
    await typeInto(p.page, 'L6', 'yes');
    expect(await cellText(p.page, 'G10')).toBe(local('0.0'));
    expect(await cellText(p.page, 'G11')).toBe(local('+1.5')); // Bob: D 1.5 against Cid's 3.0
  });
});

describe('GBQ results log and withdrawal in the preview', () => {
  it('creates a log table from the sidebar; typed log rows feed the table, a bad row is flagged; a player withdraws', async () => {
    const sidebar = await p.sidebar();
    await sidebar.click('button.format[data-format="gbq"]');
    await sidebar.waitForSelector('form[data-form="gbq"]');
    await sidebar.fill('#f-title', 'Group A');
    await sidebar.fill('#f-players', 'Ann\nBob\nCid\nDee');
    await sidebar.fill('#f-qualifiers', '2');
    await sidebar.fill('#f-gamesPerMatch', '1');
    await sidebar.fill('#f-logRows', '8');
    await sidebar.click('button.action');
    await sidebar.waitForSelector('.notice');
    expect(await sidebar.textContent('.notice')).toMatch(
      /GBQ table created: 4 players, 2 qualify, 3 games each\. Type each game or match into the results log/,
    );
    await openTab(p.page, 'Group A');
    // The log starts at row 17 (4 players from row 10, a blank row, its title and header).
    expect(await cellText(p.page, 'J15')).toBe('RESULTS LOG: one row per game or match (blank games = one match of 1). Rows used: 0 of 8');
    const rows = [
      ['Ann', 'Bob', '12', '8'],
      ['Ann', 'Cid', '12', '8'],
      ['Ann', 'Dee', '12', '8'],
      ['Bob', 'Dee', '17', '3'],
      ['Cid', 'Dee', '17', '3'],
    ];
    for (const [i, [a, b, x, y]] of rows.entries()) {
      await typeInto(p.page, `J${17 + i}`, a);
      await typeInto(p.page, `K${17 + i}`, b);
      await typeInto(p.page, `M${17 + i}`, x);
      await typeInto(p.page, `N${17 + i}`, y);
    }
    expect(await cellText(p.page, 'L10')).toBe('3');
    expect(await cellText(p.page, 'P10')).toBe('36');
    // Exact: Bob and Cid can pass Ann only by beating each other.
    expect(await cellText(p.page, 'B12')).toBe('Ann');
    expect(await cellText(p.page, 'H12')).toBe('qualified');
    expect(await cellText(p.page, 'H13')).toBe('out');
    // A typo: 18 + 3 does not share out 20. Flagged on its row; GBQ and Status wait.
    await typeInto(p.page, 'M21', '18');
    expect(await cellText(p.page, 'Q21')).toBe('"Group A" M21: TPs do not share out: 21 TPs, but 1 game(s) share out 20');
    expect(await cellText(p.page, 'H12')).toBe('');
    await typeInto(p.page, 'M21', '17');
    expect(await cellText(p.page, 'H12')).toBe('qualified');

    // Withdraw Dee from the sidebar, voiding her games.
    await sidebar.click('button.action'); // Done
    await sidebar.click('button.format[data-format="gbq-withdraw"]');
    await sidebar.waitForSelector('form[data-form="gbq-withdraw"]');
    await sidebar.fill('#f-sheet', 'Group A');
    await sidebar.fill('#f-player', 'dee');
    await sidebar.selectOption('#f-games', 'void');
    await sidebar.click('button.action');
    await sidebar.waitForSelector('.notice');
    expect(await sidebar.textContent('.notice')).toMatch(
      /Dee withdrawn from "Group A" \(void\): 3 game\(s\) voided, 0 game\(s\) no longer to play\. Clear R13/,
    );
    await openTab(p.page, 'Group A');
    expect(await cellText(p.page, 'H13')).toBe('withdrawn');
    expect(await cellText(p.page, 'P10')).toBe('24');
  });
});
