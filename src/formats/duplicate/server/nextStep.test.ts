/**
 * Issue 27: every duplicate sheet says what to do next (one live line at its top) and nothing alarming shows before
 * play. An event of three teams of two, 4 games per room, with a final, typed as a TD types it in the in-memory
 * Sheets (en_US and de_DE): each line before any result, after some, with a slip, and complete. The expected lines are
 * written from what a TD should read; the VP they quote come from the rules' own SMP → IMP → VP (rules/), not from the
 * sheet's lookups.
 */
import { createDuplicateTournament, createDuplicateMatch, printDiceSet } from './endpoints';
import { installFakeGas } from '../../../../test/helpers/fakeGas';
import { paintedRows } from '../../../../test/helpers/conditional';
import { COLOR } from '../../../shared/sheets/styles';
import { PROTOCOL_COLUMNS as C, PROTOCOL_FIRST_GAME_ROW, PROTOCOL_NEXT_STEP } from '../sheets/protocol';
import { finalRow, STANDINGS_NEXT_STEP } from '../sheets/standings';
import { DICE_NEXT_STEP } from '../sheets/dice';
import { smp } from '../rules/smp';
import { imp } from '../rules/imp';
import { vp } from '../rules/vp';
import type { FakeGas } from '../../../../dev/fake/gas';
import type { Locale } from '../../../../dev/fake/typed';

const TEAMS = [
  { name: 'Red', players: ['Rita', 'Ron'] as [string, string] },
  { name: 'Blue', players: ['Bea', 'Bo'] as [string, string] },
  { name: 'Green', players: ['Gus', 'Gia'] as [string, string] },
];
const ROWS = 8; // 4 games per room, both rooms
/** Every game won with 9 checkers left on cube 1: the winner's VP of a whole match, by the rules. */
const WIN_VP = vp(ROWS * imp(smp(9, 1)), ROWS);

function line(gas: FakeGas, sheet: string, cell: string): string {
  return String(gas.book.sheet(sheet).getRange(cell).getDisplayValue());
}

/** Types `count` game rows of a protocol (from the first), each won by `winner` with 9 checkers left. */
function play(gas: FakeGas, sheet: string, winner: string, count = ROWS): void {
  const s = gas.book.sheet(sheet);
  for (let i = 0; i < count; i++) {
    s.getRange(PROTOCOL_FIRST_GAME_ROW + i, C.outcome).setValue('9');
    s.getRange(PROTOCOL_FIRST_GAME_ROW + i, C.winner).setValue(winner);
  }
}

describe.each<Locale>(['en_US', 'de_DE'])('the Next step lines of a duplicate event (%s)', (locale) => {
  let gas: FakeGas;
  let out: ReturnType<typeof createDuplicateTournament>;
  let standings: string;
  let final: string;
  let matches: { teamA: string; teamB: string; sheet: string }[];
  /** Red beats everyone, Blue beats Green (or, for a cycle, Green beats Red). */
  const winnerOf = (m: { teamA: string; teamB: string }, cycle = false): string => {
    const pair = [m.teamA, m.teamB].sort().join(' ');
    if (pair === 'Blue Red') return 'Red';
    if (pair === 'Blue Green') return 'Blue';
    return cycle ? 'Green' : 'Red';
  };
  beforeEach(() => {
    gas = installFakeGas({ locale });
    out = createDuplicateTournament({ title: 'Cup', teams: TEAMS, games: 4, cycles: 1, seed: 's', final: true, finalGames: 4 });
    standings = out.sheets[0];
    final = out.final!.sheet;
    matches = out.rounds.flatMap((r) => r.matches);
  });

  it('the Standings: no results yet (entry order, no ranks, places, ties or banner), then matches, a slip, the final, publish', () => {
    const st = gas.book.sheet(standings);
    expect(gas.book.getActiveSheet().getName()).toBe(standings);
    expect(line(gas, standings, STANDINGS_NEXT_STEP)).toBe(
      'Next step: No results yet: print the dice, then type each game in its match’s protocol — 0 of 3 matches complete',
    );
    // Before play: the teams as entered, no rank, note, place colour or tie; the Final row says so, the Final has no teams.
    expect(st.getRange('A5:B7').getValues()).toEqual([
      ['', 'Red'],
      ['', 'Blue'],
      ['', 'Green'],
    ]);
    expect(st.getRange('K5:L7').getValues().flat()).toEqual(['', '', '', '', '', '']);
    expect(paintedRows(st, COLOR.place, 1)).toEqual([]);
    expect(paintedRows(st, COLOR.tie, 2)).toEqual([]);
    expect(st.getRange(finalRow(3), 2).getValue()).toBe('No results yet.');
    expect(gas.book.sheet(final).getRange('B4:B5').getValues().flat()).toEqual(['', '']);

    play(gas, matches[0].sheet, winnerOf(matches[0]));
    expect(line(gas, standings, STANDINGS_NEXT_STEP)).toBe('Next step: type each game in its match’s protocol (R tabs) — 1 of 3 matches complete');
    // After the first result the table is real: ranks, and the final places coloured.
    // (the winner, the loser with its few VP, the team that has not played with 0)
    expect(st.getRange('A5:A7').getValues().flat()).toEqual([1, 2, 3]);
    expect(paintedRows(st, COLOR.place, 1)).toEqual([5, 6]);

    play(gas, matches[1].sheet, winnerOf(matches[1]));
    gas.book
      .sheet(matches[1].sheet)
      .getRange(PROTOCOL_FIRST_GAME_ROW + 2, C.outcome)
      .setValue('W4');
    expect(line(gas, standings, STANDINGS_NEXT_STEP)).toBe(`Next step: Problems to fix: 1 — see “${matches[1].sheet}”, column N`);
    gas.book
      .sheet(matches[1].sheet)
      .getRange(PROTOCOL_FIRST_GAME_ROW + 2, C.outcome)
      .setValue('9');
    expect(line(gas, standings, STANDINGS_NEXT_STEP)).toBe('Next step: type each game in its match’s protocol (R tabs) — 2 of 3 matches complete');

    play(gas, matches[2].sheet, winnerOf(matches[2]));
    expect(line(gas, standings, STANDINGS_NEXT_STEP)).toBe('Next step: the final, Red v Blue: type its games in the Final tab — 0 of 8 games');
    play(gas, final, 'Blue', 3);
    expect(line(gas, standings, STANDINGS_NEXT_STEP)).toBe('Next step: the final, Red v Blue: type its games in the Final tab — 3 of 8 games');
    play(gas, final, 'Blue');
    expect(line(gas, standings, STANDINGS_NEXT_STEP)).toBe('Next step: the final: Blue wins — publish the standings (wizard: Publish standings)');
  });

  it('the Standings: a tie for both final places asks the TD to choose the finalists', () => {
    for (const m of matches) play(gas, m.sheet, winnerOf(m, true));
    expect(line(gas, standings, STANDINGS_NEXT_STEP)).toBe(
      'Next step: teams are level for a final place — choose the finalists (wizard: Choose duplicate finalist)',
    );
    expect(paintedRows(gas.book.sheet(standings), COLOR.tie, 2)).toEqual([finalRow(3)]);
  });

  it('a protocol: no results yet, 5 of 8 games, a slip, complete (the winner and VP)', () => {
    const m = matches[0];
    const w = winnerOf(m);
    expect(line(gas, m.sheet, PROTOCOL_NEXT_STEP)).toBe('Next step: no results yet — type Cube, Outcome and Winner in G10:J17 (0 of 8 games)');
    play(gas, m.sheet, w, 5);
    expect(line(gas, m.sheet, PROTOCOL_NEXT_STEP)).toBe('Next step: type Cube, Outcome and Winner in G10:J17 — 5 of 8 games in');
    gas.book
      .sheet(m.sheet)
      .getRange(PROTOCOL_FIRST_GAME_ROW + 1, C.cube)
      .setValue(3);
    expect(line(gas, m.sheet, PROTOCOL_NEXT_STEP)).toBe('Next step: Problems to fix: 1 — see the Check column (N): the cell it names is red');
    gas.book
      .sheet(m.sheet)
      .getRange(PROTOCOL_FIRST_GAME_ROW + 1, C.cube)
      .setValue(1);
    play(gas, m.sheet, w);
    const [a, b] = w === m.teamA ? [WIN_VP, 30 - WIN_VP] : [30 - WIN_VP, WIN_VP];
    expect(line(gas, m.sheet, PROTOCOL_NEXT_STEP)).toBe(`Next step: ${w} wins, VP ${a}–${b} — the Standings count this match`);
  });

  it('the Final: its teams not decided yet, then its games, then publish', () => {
    expect(line(gas, final, PROTOCOL_NEXT_STEP)).toBe('Next step: the final’s teams are not decided yet: they come from the Final row of the Standings');
    for (const m of matches.slice(0, 2)) play(gas, m.sheet, winnerOf(m));
    // Provisional finalists while a match remains: the final's games can be typed once its teams show.
    play(gas, matches[2].sheet, winnerOf(matches[2]));
    expect(line(gas, final, PROTOCOL_NEXT_STEP)).toBe('Next step: no results yet — type Cube, Outcome and Winner in G10:J17 (0 of 8 games)');
    play(gas, final, 'Red');
    expect(line(gas, final, PROTOCOL_NEXT_STEP)).toBe(
      `Next step: the final: Red wins, VP ${WIN_VP}–${30 - WIN_VP} — publish the standings (wizard: Publish standings)`,
    );
  });

  it('the dice: what the referee copy and each room copy are for', () => {
    const [referee, open, closed] = out.sheets.filter((s) => / Dice (referee|OPEN|CLOSED)$/.test(s));
    expect(line(gas, referee, DICE_NEXT_STEP)).toBe('Next step: for the referee only — print the OPEN and CLOSED copies for the rooms');
    expect(line(gas, open, DICE_NEXT_STEP)).toBe('Next step: print it, one page per game, for the OPEN room');
    expect(line(gas, closed, DICE_NEXT_STEP)).toBe('Next step: print it, one page per game, for the CLOSED room');
  });
});

describe('tab order, names and the sheet shown after a creation', () => {
  it('an event: "<Title> Standings" first, the protocols in round order, the Final, the dice last; the Standings shown', () => {
    const gas = installFakeGas();
    const out = createDuplicateTournament({ title: 'Cup', teams: TEAMS, games: 4, cycles: 1, seed: 's', final: true, finalGames: 4 });
    const tabs = gas.book.sheets.map((s) => s.getName()).filter((n) => n !== 'Sheet1');
    expect(tabs).toEqual(out.sheets);
    expect(tabs[0]).toBe('Cup Standings');
    expect(tabs.slice(1, 4).map((n) => /^Cup R(\d) \w+ v \w+$/.exec(n)?.[1])).toEqual(['1', '2', '3']);
    expect(tabs.slice(4)).toEqual([
      'Cup Final',
      'Cup Dice referee',
      'Cup Dice OPEN',
      'Cup Dice CLOSED',
      'Cup Dice final referee',
      'Cup Dice final OPEN',
      'Cup Dice final CLOSED',
    ]);
    expect(tabs.every((n) => !n.includes(' — '))).toBe(true);
    expect(gas.book.getActiveSheet().getName()).toBe('Cup Standings');
    // The working columns (M on) are hidden, still protected.
    const st = gas.book.sheet('Cup Standings');
    expect(st.isColumnHiddenByUser(12)).toBe(false);
    expect(st.isColumnHiddenByUser(13)).toBe(true);
    expect(st.isColumnHiddenByUser(st.getLastColumn())).toBe(true);
  });

  it('a match and a dice set: "<Title> Protocol", "<Title> Dice OPEN", "<Title> Set 2 referee"', () => {
    installFakeGas();
    expect(createDuplicateMatch({ title: 'M', teamA: TEAMS[0], teamB: TEAMS[1], seed: 's' })).toMatchObject({
      sheets: ['M Protocol', 'M Dice referee', 'M Dice OPEN', 'M Dice CLOSED'],
    });
    expect(printDiceSet({ title: 'D', seed: 's', set: 2 }).sheets).toEqual(['D Set 2 referee', 'D Set 2 OPEN', 'D Set 2 CLOSED']);
  });
});
