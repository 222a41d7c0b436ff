/**
 * The Next step line of every sheet kind of a TTT set, read as a TD reads it (the stand-in's displayed value, en_US
 * and de_DE) before any result, after some, with a typed slip, and complete; the mini-TTT's sheets too. And nothing
 * alarming before play: no band, no rank made to look real, "no results yet" until the first result is in.
 */
import { asSpreadsheet, installFakeGas } from '../../../../test/helpers/fakeGas';
import { paintedRows } from '../../../../test/helpers/conditional';
import type { Locale } from '../../../../dev/fake/typed';
import type { FakeGas } from '../../../../dev/fake/gas';
import { COLOR } from '../../../shared/sheets/styles';
import { createMiniTtt, importResults } from '../server/endpoints';
import { create, gameLines, typeResults, type GameLine } from './testHelpers';

const MENU = 'Extensions ▸ Tournament director';
const PLAYERS = [{ name: 'Ann' }, { name: 'Bob' }, { name: 'Cy' }, { name: 'Dee' }];
/** Ann > Bob > Cy > Ann (a cycle), and all three beat Dee: first place tied, a mini-TTT needed. */
const CYCLE: Record<string, string> = { 'Ann|Bob': 'Ann', 'Bob|Cy': 'Bob', 'Ann|Cy': 'Cy' };
const cycle = (g: GameLine): string => {
  if (g.invitee === 'Dee') return 'W1';
  if (g.inviter === 'Dee') return 'L1';
  return CYCLE[[g.inviter, g.invitee].sort().join('|')] === g.inviter ? 'W1' : 'L1';
};
/** Ann wins every game: no tie. */
const annWins = (g: GameLine): string => (g.inviter === 'Ann' ? 'W2' : g.invitee === 'Ann' ? 'L2' : 'W1');

const IMPORT_HINT = `; or paste DailyGammon's list into “N Import” and run ${MENU} ▸ Import results`;

function line(gas: FakeGas, sheet: string, a1 = 'A1'): string {
  return String(asSpreadsheet(gas).getSheetByName(sheet)!.getRange(a1).getDisplayValue());
}

/** Types results on the first `count` game rows (the rest stay blank). */
function typeFirst(gas: FakeGas, count: number, codeOf: (g: GameLine) => string): void {
  typeResults(gas, 'N G1 Games', (g) => (g.row < 5 + count ? codeOf(g) : null));
}

describe.each<Locale>(['en_US', 'de_DE'])('Next step lines in %s', (locale) => {
  let gas: FakeGas;
  beforeEach(() => {
    gas = installFakeGas({ locale });
    create(gas, { title: 'N', players: PLAYERS, groupSize: 4, seed: 'n' });
  });

  it('Games: what to type where and how many are in, the slip first, the timeout to adjudicate, then the Table', () => {
    // After Create TTT set the TD is on the sheet they type into first.
    expect(asSpreadsheet(gas).getActiveSheet().getName()).toBe('N G1 Games');
    expect(line(gas, 'N G1 Games')).toBe(`Next step: type results in F5:F10 — 0 of 6 games${IMPORT_HINT}`);
    typeFirst(gas, 2, annWins);
    expect(line(gas, 'N G1 Games')).toBe(`Next step: type results in F5:F10 — 2 of 6 games${IMPORT_HINT}`);
    asSpreadsheet(gas).getSheetByName('N G1 Games')!.getRange('F7').setValue('wgn');
    expect(line(gas, 'N G1 Games')).toBe('Next step: Problems to fix: 1 — the red results in column F (the Check column, L, says what to type), or B2');
    asSpreadsheet(gas).getSheetByName('N G1 Games')!.getRange('F7').setValue('WT');
    expect(line(gas, 'N G1 Games')).toBe(
      `Next step: type results in F5:F10 — 3 of 6 games${IMPORT_HINT}; 1 timeout to adjudicate: GnuBG's W, G, B on “N Timeouts” (after Import results)`,
    );
    typeResults(gas, 'N G1 Games', (g) => (g.row === 7 ? 'WT' : annWins(g)));
    expect(line(gas, 'N G1 Games')).toBe(`Next step: 1 timeout to adjudicate: GnuBG's W, G, B on “N Timeouts” (after Import results)`);
    typeResults(gas, 'N G1 Games', annWins);
    expect(line(gas, 'N G1 Games')).toBe('Next step: all 6 games in: open “N G1 Table” for the final standings and what comes next (publish, or a mini-TTT)');
  });

  it('Table: no results yet, then the count, the Games sheet’s problems, then publish', () => {
    expect(line(gas, 'N G1 Table')).toBe(`Next step: no results yet — type them in “N G1 Games” F5:F10${IMPORT_HINT}`);
    typeFirst(gas, 1, annWins);
    expect(line(gas, 'N G1 Table')).toBe('Next step: type results in “N G1 Games” F5:F10 — 1 of 6 games');
    asSpreadsheet(gas).getSheetByName('N G1 Games')!.getRange('F6').setValue('W9');
    expect(line(gas, 'N G1 Table')).toBe(
      'Next step: Problems to fix: 1 — see “N G1 Games”: its Check column (L), or its B2; the standings leave those games out',
    );
    typeResults(gas, 'N G1 Games', annWins);
    expect(line(gas, 'N G1 Table')).toBe(`Next step: all 6 games in: publish the standings (${MENU} ▸ Open tournament wizard ▸ Publish standings)`);
  });

  it('Table and the mini-TTT’s sheets: a tie for first asks for the mini-TTT, then its results, then the group Table names the winner', () => {
    typeResults(gas, 'N G1 Games', cycle);
    expect(line(gas, 'N G1 Table')).toBe(
      `Next step: all 6 games in, first place is tied: with this Table open, ${MENU} ▸ Open tournament wizard ▸ Create mini-TTT`,
    );
    const r = createMiniTtt({ sheet: 'N G1 Table' });
    expect(asSpreadsheet(gas).getActiveSheet().getName()).toBe('N G1 mini Games');
    const players = r.players.join(', ');
    expect(line(gas, 'N G1 Table')).toBe(
      `Next step: all 6 games in; the mini-TTT decides first place: type its results (Mini-TTT (${players}): open N G1 mini Table)`,
    );
    expect(line(gas, 'N G1 mini Games')).toBe(`Next step: type results in F5:F7 — 0 of 3 games${IMPORT_HINT}`);
    expect(line(gas, 'N G1 mini Table')).toBe(`Next step: no results yet — type them in “N G1 mini Games” F5:F7${IMPORT_HINT}`);
    typeResults(gas, 'N G1 mini Games', (g) => (g.inviter === 'Bob' ? 'W2' : g.invitee === 'Bob' ? 'L2' : 'W1'));
    expect(line(gas, 'N G1 mini Games')).toBe('Next step: all 3 games of the mini-TTT in: “N G1 Table” names its winner first');
    expect(line(gas, 'N G1 mini Table')).toBe('Next step: the mini-TTT is complete: “N G1 Table” names its winner first; publish from there');
    expect(line(gas, 'N G1 Table')).toBe(`Next step: all 6 games in: publish the standings (${MENU} ▸ Open tournament wizard ▸ Publish standings)`);
  });

  it('Timeouts: none yet, then the row to adjudicate, a wrong name first, then all adjudicated', () => {
    expect(line(gas, 'N Timeouts')).toBe(
      `Next step: no timeouts yet: ${MENU} ▸ Import results lists here each timeout or resignation (imported or typed as WT / LT)`,
    );
    typeFirst(gas, 2, (g) => (g.row === 6 ? 'LT' : 'W1'));
    importResults({ sheet: 'N Import' });
    expect(line(gas, 'N Timeouts')).toBe("Next step: 1 to adjudicate: type GnuBG's W, G, B (78.3) in F5:H5");
    const timeouts = asSpreadsheet(gas).getSheetByName('N Timeouts')!;
    const who = timeouts.getRange('E5').getValue();
    timeouts.getRange('E5').setValue('Nobody');
    expect(line(gas, 'N Timeouts')).toBe('Next step: Problems to fix: 1 — the Status (column K) of each red row says what is wrong');
    timeouts.getRange('E5').setValue(who);
    timeouts.getRange('F5:H5').setValues([[78.3, 24.1, 1.9]]);
    expect(line(gas, 'N Timeouts')).toBe('Next step: all 1 timeout adjudicated: nothing to do here');
  });

  it('Import: what to paste, then run Import results, a bad row first, then what the import did', () => {
    const imp = asSpreadsheet(gas).getSheetByName('N Import')!;
    expect(line(gas, 'N Import', 'G1')).toBe(`Next step: paste DailyGammon's finished matches into A2:F (one match a row), then run ${MENU} ▸ Import results`);
    const [a, b] = gameLines(gas, 'N G1 Games');
    imp.getRange('A2:F3').setValues([
      [101, a.inviter, a.invitee, a.inviter, 'single', ''],
      [102, b.inviter, b.invitee, b.invitee, 'gammon', ''],
    ]);
    expect(line(gas, 'N Import', 'G1')).toBe(`Next step: 2 rows pasted: run ${MENU} ▸ Import results`);
    imp.getRange('E3').setValue('gamon');
    expect(line(gas, 'N Import', 'G1')).toBe('Next step: Problems to fix: 1 — this column says what is wrong on each red row');
    imp.getRange('E3').setValue('gammon');
    importResults({ sheet: 'N Import' });
    expect(line(gas, 'N Import', 'G1')).toMatch(
      /^Next step: Imported .*: 2 rows: 2 to write\. — the report is in H:K; to import more, paste the next list over this one and run Import results again$/,
    );
    expect(line(gas, 'N G1 Games')).toBe(`Next step: type results in F5:F10 — 2 of 6 games${IMPORT_HINT}`);
  });

  it('nothing alarming before play: no band and faint ranks until the first result, then the leader’s band', () => {
    const table = gas.book.sheet('N G1 Table');
    expect(line(gas, 'N G1 Table', 'A4')).toBe('Standings: no results yet, 6 games to play');
    expect(paintedRows(table, COLOR.good, 2)).toEqual([]);
    const standingRows = [6, 7, 8, 9];
    expect(table.conditionalRules.some((r) => r.fontColor === COLOR.faintText && /\$P\$2=0/.test(r.formula))).toBe(true);
    expect(table.getRange('N6:N9').getValues().flat()).toEqual(['', '', '', '']);
    typeFirst(gas, 1, (g) => (g.inviter === 'Ann' || g.invitee === 'Ann' ? annWins(g) : 'W1'));
    expect(line(gas, 'N G1 Table', 'A4')).toBe('Standings: 5 of 6 games still to play');
    const leader = gameLines(gas, 'N G1 Games')[0];
    const winner = annWins(leader).startsWith('W') ? leader.inviter : leader.invitee;
    expect(paintedRows(table, COLOR.good, 2)).toEqual([6]);
    expect(table.valueAt(6, 2)).toBe(winner);
    expect(standingRows).toContain(6);
  });
});
