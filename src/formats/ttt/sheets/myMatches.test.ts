/**
 * My matches as one array formula per column: the view and the every-game block give the same values as the
 * per-row formulas they replace (a snapshot of those, taken on a played set before the change: myMatches.golden.json),
 * agree with the picked player's games recomputed here from the Games sheets' own cells, follow a typed result on
 * the right rows only, and stay few: the formula cells are counted.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FakeGas } from '../../../../dev/fake/gas';
import { installFakeGas } from '../../../../test/helpers/fakeGas';
import { create, gameLines, names } from './testHelpers';
import { ARRAY_PART_ROWS } from './layout';
import golden from './myMatches.golden.json';

type Cell = string | number | boolean;
const VIEW_COLUMNS = 11;
const SHOWN_ROWS = 12;

/** Three groups of 4 (P1 plays in two), P12 only waiting; every kind of result typed; P6 removed. */
function playedSet(gas: FakeGas): { players: string[] } {
  const players = names(14).map((p, i) => (i === 0 ? { ...p, entries: 2 } : p));
  create(gas, { title: 'M', players, groupSize: 4, seed: 'my' });
  const typed: (string | number)[][] = [
    ['W1', 'l2', 'WT 1.8', 'LT', 2.3, ''],
    ['W4', 'w3', 'lt 1,2', '', 'WT', 'L3'],
  ];
  typed.forEach((results, g) => {
    const sheet = gas.book.sheet(`M G${g + 1} Games`);
    sheet.getRange(5, 6, results.length, 1).setValues(results.map((r) => [r]));
    sheet.getRange(5, 5, 2, 1).setValues([[`id${g}a`], [`id${g}b`]]);
  });
  const g2 = gameLines(gas, 'M G2 Games');
  gas.book.sheet('M G2 Table').getRange('O6').setValue(g2[1].invitee);
  const my = gas.book.sheet('M My matches');
  const list: string[] = [];
  for (let r = 5; my.valueAt(r, 27) !== ''; r++) list.push(String(my.valueAt(r, 27)));
  return { players: list };
}

function view(gas: FakeGas, who: string): Cell[][] {
  const my = gas.book.sheet('M My matches');
  my.getRange('B2').setValue(who);
  return my.getRange(5, 1, SHOWN_ROWS, VIEW_COLUMNS).getValues() as Cell[][];
}

describe('My matches', () => {
  it('shows every player exactly what the per-row formulas showed (snapshot of a played set)', () => {
    const gas = installFakeGas();
    const { players } = playedSet(gas);
    const now = Object.fromEntries(players.map((p) => [p, view(gas, p)]));
    if (process.env.MY_MATCHES_GOLDEN === 'write') writeFileSync(join(__dirname, 'myMatches.golden.json'), JSON.stringify(now, null, 1) + '\n');
    expect(Object.keys(now)).toEqual(Object.keys(golden));
    expect(now).toEqual(golden);
  });

  it("follows a typed result on the picked player's row only, from their own view", () => {
    const gas = installFakeGas();
    playedSet(gas);
    const g3 = gameLines(gas, 'M G3 Games');
    const game = g3[4];
    const games = gas.book.sheet('M G3 Games');
    const before = view(gas, game.invitee);
    const at = before.findIndex((r) => r[0] === 'G3' && r[3] === game.inviter);
    expect(at).toBeGreaterThanOrEqual(0);
    expect(before[at].slice(6, 9)).toEqual(['', '', '']);
    games.getRange(game.row, 6).setValue('W2');
    const after = view(gas, game.invitee);
    // The invitee lost a gammon: L2, 0.5 points (current scoring) against 2; every other row as it was.
    expect(after[at].slice(6, 9)).toEqual(['L2', 0.5, 2]);
    after.forEach((r, i) => {
      if (i !== at) expect(r).toEqual(before[i]);
    });
    // A player who is not in the game sees no change.
    const other = gameLines(gas, 'M G3 Games')
      .map((l) => l.inviter)
      .find((p) => p !== game.inviter && p !== game.invitee)!;
    const theirs = view(gas, other);
    games.getRange(game.row, 6).setValue('');
    expect(view(gas, other)).toEqual(theirs);
  });

  it('is one array formula per view column and per group (per 128 of its games) for the two views; what comes from the Games sheets one reference per game', () => {
    const count = (input: Parameters<typeof create>[1]): number => {
      const gas = installFakeGas();
      create(gas, input);
      return gas.book
        .sheet(`${input.title} My matches`)
        .getDataRange()
        .getFormulas()
        .flat()
        .filter((f) => f !== '').length;
    };
    // 11 view columns + the Next step line and its 6 helpers + the Key column + the two views per group and per 128
    // of its games, and what is read from the Games sheets as one plain reference per game (9 columns).
    const expected = (groups: number, gamesEach: number): number => 11 + 1 + 6 + 1 + 2 * groups * Math.ceil(gamesEach / 128) + 9 * groups * gamesEach;
    expect(ARRAY_PART_ROWS).toBe(128);
    expect(count({ title: 'S', players: names(4), groupSize: 4, seed: 's' })).toBe(expected(1, 6));
    expect(count({ title: 'D', players: names(24), groupSize: 12, double: true, seed: 'd' })).toBe(expected(2, 132));
  });
});

describe.each(['en_US', 'de_DE'] as const)('the Next step line of My matches (%s)', (locale) => {
  it('says what to pick, how many of the picked player’s games are in, and what is wrong', () => {
    const gas = installFakeGas({ locale });
    // One group of 4 (P1–P4); P5 and P6 wait.
    create(gas, { title: 'N', players: names(6), groupSize: 4, seed: 'n' });
    const my = gas.book.sheet('N My matches');
    const games = gas.book.sheet('N G1 Games');
    const line = (): unknown => my.valueAt(1, 3);
    const rowsOf = (who: string): number[] =>
      gameLines(gas, 'N G1 Games')
        .filter((g) => g.inviter === who || g.invitee === who)
        .map((g) => g.row);
    const [a, b, c] = rowsOf('P1');
    const IMPORT = 'Extensions ▸ Tournament director ▸ Import results';
    expect(my.valueAt(2, 2)).toBe('P1');
    expect(line()).toBe(`Next step: no results yet — P1 has 3 games to play; type results on the Games sheets (F) or run ${IMPORT}`);
    my.getRange('B2').setValue('');
    expect(line()).toBe("Next step: pick a player in B2 (one of the set's 6): their games in every group, each result from their view");
    my.getRange('B2').setValue('Zed');
    expect(line()).toBe('Next step: Problems to fix: 1 — B2 holds “Zed”, not a player of this set: pick a name from its list');
    my.getRange('B2').setValue('P6');
    expect(line()).toBe('Next step: P6 is on the waiting list: no game yet — pick another player in B2');
    my.getRange('B2').setValue('P1');
    games.getRange(a, 6).setValue('W2');
    expect(line()).toBe('Next step: P1: 1 of 3 games in — the rest as they are typed or imported');
    games.getRange(b, 6).setValue('WT');
    expect(line()).toBe('Next step: P1: 2 of 3 games in; 1 to adjudicate on the Timeouts sheet — the rest as they are typed or imported');
    games.getRange(c, 6).setValue('W4');
    expect(line()).toBe(
      "Next step: Problems to fix: 1 — results of this player's games that do not read (Note: check the result): fix them on the Games sheets",
    );
    games.getRange(c, 6).setValue('L1');
    expect(line()).toBe('Next step: P1: all 3 games in; 1 to adjudicate on the Timeouts sheet');
    games.getRange(b, 6).setValue('WT 1,8');
    expect(line()).toBe("Next step: P1: all 3 games in — their groups' Tables hold the standings; pick another player in B2");
  });
});
