/**
 * The swing standings doc, from the rules (docs/rules.md §4). The small tournament below is worked out by hand;
 * the expected docs and the golden files in golden/ were written from that working, not from the code's output.
 *
 * Ann, Bob, Cid, Dan; 6 chips; no timed ante; Jacoby; both endings; manual. Start: A Ann–Bob, B Cid–Dan, ante 1.
 *  1. A: Ann beats Bob, cube 2 single: 1×2 = 2 → Ann 8, Bob 4. Ann–Bob would be a rematch: both wait.
 *  2. B: Cid beats Dan, cube 4 gammon: 1×4×2 = 8, all-in 6 → Cid 12, Dan 0, out: ante 2.
 *     Waiting Ann 8, Bob 4, Cid 12: leader Cid takes the loser Bob → C Cid–Bob (ante 2); Ann waits.
 *  3. C: Bob beats Cid, cube 1 gammon = single (Jacoby): 2 → Bob 6, Cid 10. Cid–Bob is a rematch, so the leader
 *     Cid takes the lowest other waiting player, Ann → D Cid–Ann (ante 2); Bob waits.
 *  4. D: Ann beats Cid, cube 2 single: 4 → Ann 12, Cid 6. Loser: Bob and Cid on 6; one result earlier Bob had 6,
 *     Cid 10 → Bob. Ann–Bob is no rematch (both last played Cid) → E Ann–Bob (ante 2); Cid waits.
 *     Standings now: Ann 12, Bob 6 and Cid 6 (shared 2nd), Dan out in match B at 10:09 (4th, final).
 *  5. E: Ann beats Bob, cube 2 gammon: 2×2×2 = 8, all-in 6 → Ann 18, Bob 0, out: ante 3. Two left: the finale,
 *     its chip loser Cid. F Ann–Cid (ante 3).
 *  6. F: Cid beats Ann, cube 1 single: 3 → Cid 9, Ann 15 (1 finale match). G Ann–Cid (ante 4).
 *  7. G: Cid beats Ann, cube 1 backgammon = single (Jacoby): 4 → Cid 13, Ann 11. H Cid–Ann (ante 5).
 *  8. H: Ann beats Cid, cube 1 single: 5 → Ann 16, Cid 8. The finale chip loser lost (preferred) and 3 finale
 *     matches were played (speed-up): reported as preferred. Ranking: Ann, Cid, Bob, Dan.
 */
import { join } from 'node:path';
import fc from 'fast-check';
import { PUBLISH_FORMATS, render, type PublishFormat, type StandingsDoc } from '../../../shared/rules/publish';
import { replaySwing, startSwing, type SwingLogEntry, type SwingSettings } from '.';
import { swingStandingsDoc } from './publish';
import { back, leaving, settings, win } from './testHelpers';
import { expectGolden } from '../../../../test/helpers/golden';
import { zoneOf } from './time';

const INFO = { title: 'Club swing night', date: '2026-02-14' };
const SETTINGS = settings(['Ann', 'Bob', 'Cid', 'Dan'], { chips: 6 });
const LOG: SwingLogEntry[] = [
  win('Ann', 'Bob', 5, 2),
  win('Cid', 'Dan', 9, 4, 'gammon'),
  win('Bob', 'Cid', 14, 1, 'gammon'),
  win('Ann', 'Cid', 20, 2),
  win('Ann', 'Bob', 26, 2, 'gammon'),
  win('Cid', 'Ann', 31),
  win('Cid', 'Ann', 37, 1, 'backgammon'),
  win('Ann', 'Cid', 44),
];
const after = (n: number, s: SwingSettings = SETTINGS, log: SwingLogEntry[] = LOG) => swingStandingsDoc(replaySwing(s, log.slice(0, n)), INFO);

const left = (label: string) => ({ label, align: 'left' as const });
const right = (label: string) => ({ label, align: 'right' as const });
const NOW_COLUMNS = [right('#'), left('Player'), right('Chips'), left('Now')];
const FINAL_COLUMNS = [right('#'), left('Player'), right('Chips'), left('Out in')];

const IN_PROGRESS: StandingsDoc = {
  title: 'Club swing night',
  date: '2026-02-14',
  sections: [
    {
      caption: 'Chip counts after 4 results',
      columns: NOW_COLUMNS,
      rows: [
        { cells: [1, 'Ann', 12, 'match E'] },
        { cells: [2, 'Bob', 6, 'match E'] },
        { cells: [2, 'Cid', 6, 'waiting'] },
        { cells: [4, 'Dan', 0, 'out in match B at 10:09'], mark: 'eliminated' },
      ],
      notes: ['Ante now: 2.', 'Matches in play: E: Ann – Bob (ante 2).'],
    },
  ],
};

const FINAL: StandingsDoc = {
  title: 'Club swing night',
  date: '2026-02-14',
  progress: { done: 8, total: 8, unit: { one: 'result', other: 'results' } },
  sections: [
    {
      caption: 'Final ranking',
      columns: FINAL_COLUMNS,
      rows: [
        { cells: [1, 'Ann', 16, ''], mark: 'winner' },
        { cells: [2, 'Cid', 8, ''] },
        { cells: [3, 'Bob', 0, 'match E at 10:26'], mark: 'eliminated' },
        { cells: [4, 'Dan', 0, 'match B at 10:09'], mark: 'eliminated' },
      ],
      notes: ['Ann wins: the finale chip loser, Cid, lost a finale match (preferred ending).'],
    },
  ],
};

const EXT: Record<PublishFormat, string> = { bbcode: 'bbcode.txt', markdown: 'md', text: 'txt', html: 'html' };
const golden = (name: string, format: PublishFormat) => join(__dirname, 'golden', `${name}.${EXT[format]}`);

describe('the hand-worked tournament', () => {
  it('in progress after 4 results: chips, shared places, what each player does, the player out, the ante', () => {
    expect(after(4)).toEqual(IN_PROGRESS);
  });

  it('finished after 8 results: the final ranking, the winner marked, how it ended', () => {
    expect(after(8)).toEqual(FINAL);
  });

  for (const format of PUBLISH_FORMATS) {
    it(`renders as ${format} exactly as written by hand (golden/progress, golden/final)`, () => {
      expectGolden(golden('progress', format), render(after(4), format));
      expectGolden(golden('final', format), render(after(8), format));
    });
  }

  it('before any result: everyone on the starting chips, sharing 1st place, in their first matches', () => {
    const doc = after(0);
    expect(doc.sections[0].caption).toBe('Chip counts after 0 results');
    expect(doc.sections[0].rows).toEqual([
      { cells: [1, 'Ann', 6, 'match A'] },
      { cells: [1, 'Bob', 6, 'match A'] },
      { cells: [1, 'Cid', 6, 'match B'] },
      { cells: [1, 'Dan', 6, 'match B'] },
    ]);
    expect(doc.sections[0].notes).toEqual(['Ante now: 1.', 'Matches in play: A: Ann – Bob (ante 1), B: Cid – Dan (ante 1).']);
  });

  it('after 1 result: the winner waits (a rematch is barred), tied players share a place, "1 result"', () => {
    const doc = after(1);
    expect(doc.sections[0].caption).toBe('Chip counts after 1 result');
    expect(doc.sections[0].rows).toEqual([
      { cells: [1, 'Ann', 8, 'waiting'] },
      { cells: [2, 'Cid', 6, 'match B'] },
      { cells: [2, 'Dan', 6, 'match B'] },
      { cells: [4, 'Bob', 4, 'waiting'] },
    ]);
  });

  it('in the finale: both players out in reverse order of elimination, the finale chip loser and what ends it', () => {
    const doc = after(6);
    expect(doc.progress).toBeUndefined();
    expect(doc.sections[0].rows).toEqual([
      { cells: [1, 'Ann', 15, 'match G'] },
      { cells: [2, 'Cid', 9, 'match G'] },
      { cells: [3, 'Bob', 0, 'out in match E at 10:26'], mark: 'eliminated' },
      { cells: [4, 'Dan', 0, 'out in match B at 10:09'], mark: 'eliminated' },
    ]);
    expect(doc.sections[0].notes).toEqual([
      'Ante now: 4.',
      'Matches in play: G: Ann – Cid (ante 4).',
      'Finale: Cid is the finale chip loser; it ends when Cid loses a match, or after 3 finale matches (1 played).',
    ]);
  });
});

describe('docs/rules.md §4.9 "Every assigned match gets a match letter" and §4.10 "its match letter … time": who went out, and when', () => {
  it('a player out is published as out in match B at 10:09 (the letter players know and the time), not by grid row number', () => {
    const dan = after(4).sections[0].rows[3];
    expect(dan.cells[3]).toBe('out in match B at 10:09');
    expect(dan.cells[3]).not.toMatch(/result/);
    expect(after(8).sections[0].rows.map((r) => r.cells[3])).toEqual(['', '', 'match E at 10:26', 'match B at 10:09']);
  });

  it("the time is HH:MM in the spreadsheet's time zone (Helsinki, UTC+3 in May)", () => {
    const doc = swingStandingsDoc(replaySwing(SETTINGS, LOG.slice(0, 4)), { ...INFO, zone: zoneOf('Europe/Helsinki') });
    expect(doc.sections[0].rows[3].cells[3]).toBe('out in match B at 13:09');
  });

  it('a leaving player who forfeits their last chips is out in the forfeited match, marked as a forfeit', () => {
    // Ann, Bob; 1 chip each: the finale at once, A Ann–Bob. Bob leaves at 10:02: he forfeits A (1 chip) → 0, out.
    const doc = after(1, settings(['Ann', 'Bob'], { chips: 1 }), [leaving('Bob', 2)]);
    expect(doc.sections[0].rows[1]).toEqual({ cells: [2, 'Bob', 0, 'match A at 10:02 (forfeit)'], mark: 'eliminated' });
  });
});

describe('leaving players, forfeits and the other endings (worked by hand)', () => {
  it('a leaving player forfeits the matches assigned to them; the count includes the forfeits', () => {
    // Ann, Bob, Cid; 6 chips. Start: A Ann–Bob, Cid waits. Cid leaves (not in a match: nothing yet).
    // 1. A: Ann beats Bob (1) → Ann 7, Bob 5. Ann–Bob is a rematch → B Ann–Cid; Cid forfeits 1 → Ann 8, Cid 5 (row 2).
    //    Ann can meet neither Bob (Bob last met Ann) nor Cid (they just met): she waits; Bob–Cid is no rematch
    //    → C; Cid forfeits → Bob 6, Cid 4 (row 3). Leader Ann, loser Cid: a rematch; the next lowest, Bob, last
    //    met Cid, as did Ann → D Ann–Bob. Cid waits, leaving.
    const log = [leaving('Cid', 1), win('Ann', 'Bob', 5)];
    const doc = after(2, settings(['Ann', 'Bob', 'Cid'], { chips: 6 }), log);
    expect(doc.sections[0]).toEqual({
      caption: 'Chip counts after 3 results',
      columns: NOW_COLUMNS,
      rows: [{ cells: [1, 'Ann', 8, 'match D'] }, { cells: [2, 'Bob', 6, 'match D'] }, { cells: [3, 'Cid', 4, 'leaving, waiting'] }],
      notes: ['Ante now: 1.', 'Matches in play: D: Ann – Bob (ante 1).', 'The results include 2 forfeits of leaving players.'],
    });
    // Marked back: still waiting, no longer leaving.
    const backDoc = after(3, settings(['Ann', 'Bob', 'Cid'], { chips: 6 }), [...log, back('Cid', 7)]);
    expect(backDoc.sections[0].rows[2]).toEqual({ cells: [3, 'Cid', 4, 'waiting'] });
  });

  it('a player with no chips ends it: the runner-up is out in that match', () => {
    // Ann, Bob; 6 chips: the finale at once. A: Ann beats Bob, cube 8 gammon: 16, all-in 6 → Bob 0.
    const doc = after(1, settings(['Ann', 'Bob'], { chips: 6 }), [win('Ann', 'Bob', 3, 8, 'gammon')]);
    expect(doc.progress).toEqual({ done: 1, total: 1, unit: { one: 'result', other: 'results' } });
    expect(doc.sections[0].rows).toEqual([
      { cells: [1, 'Ann', 12, ''], mark: 'winner' },
      { cells: [2, 'Bob', 0, 'match A at 10:03'], mark: 'eliminated' },
    ]);
    expect(doc.sections[0].notes).toEqual(['Ann wins: Bob ran out of chips.']);
  });

  it('equal chips at the speed-up ending: one more match decides', () => {
    // Ann, Bob; 6 chips; speed-up. Finale at once, chip loser Ann (tied: first in the list).
    // 1. Ann +1 (ante 1) → 7/5. 2. Ann +2 (ante 2) → 9/3. 3. Bob +3 (ante 3, all-in 3) → 6/6: 3 played, equal.
    // 4. Bob +4 (ante 4) → Ann 2, Bob 10: Bob wins.
    const s = settings(['Ann', 'Bob'], { chips: 6, ending: 'speed-up' });
    const log = [win('Ann', 'Bob', 3), win('Ann', 'Bob', 6), win('Bob', 'Ann', 9), win('Bob', 'Ann', 12)];
    const equal = after(3, s, log);
    expect(equal.sections[0].rows.map((r) => r.cells)).toEqual([
      [1, 'Ann', 6, 'match D'],
      [1, 'Bob', 6, 'match D'],
    ]);
    expect(equal.sections[0].notes?.[2]).toBe('Finale: the chips were equal at an ending, so the next match decides the winner (finale chip loser: Ann).');
    const done = after(4, s, log);
    expect(done.sections[0].rows).toEqual([{ cells: [1, 'Bob', 10, ''], mark: 'winner' }, { cells: [2, 'Ann', 2, ''] }]);
    expect(done.sections[0].notes).toEqual(['Bob wins on chips after 3 finale matches (speed-up ending); the chips were equal, so one more match decided it.']);
  });
});

describe('properties over random tournaments', () => {
  it('every player listed once, places in order, chips add up, the winner marked once when finished', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 8 }),
        fc.integer({ min: 1, max: 8 }),
        fc.array(fc.tuple(fc.nat(), fc.boolean(), fc.integer({ min: 0, max: 3 })), { maxLength: 60 }),
        (n, chips, steps) => {
          const players = Array.from({ length: n }, (_, i) => `P${i + 1}`);
          const replay = startSwing(settings(players, { chips }));
          steps.forEach(([m, firstWins, cubeExp], i) => {
            const s = replay.state();
            if (s.finished || s.matches.length === 0) return;
            const [a, b] = s.matches[m % s.matches.length].players;
            replay.post({ ...win(firstWins ? a : b, firstWins ? b : a, i + 1, 2 ** cubeExp), match: s.matches[m % s.matches.length].letter });
          });
          const state = replay.state();
          const doc = swingStandingsDoc(state, INFO);
          const rows = doc.sections[0].rows;
          expect(rows.map((r) => r.cells[1]).sort()).toEqual(players.slice().sort());
          const places = rows.map((r) => r.cells[0] as number);
          expect(places).toEqual(places.slice().sort((x, y) => x - y));
          expect(rows.reduce((sum, r) => sum + (r.cells[2] as number), 0)).toBe(n * chips);
          expect(rows.filter((r) => r.mark === 'eliminated').length).toBe(
            state.finished ? state.eliminated.filter((p) => p !== state.winner).length : state.eliminated.length,
          );
          if (state.finished) {
            expect(rows.filter((r) => r.mark === 'winner').map((r) => r.cells[1])).toEqual([state.winner]);
            expect(places).toEqual(players.map((_, i) => i + 1));
            expect(doc.progress).toEqual({ done: state.rows.length, total: state.rows.length, unit: { one: 'result', other: 'results' } });
          }
          for (const format of PUBLISH_FORMATS) expect(() => render(doc, format)).not.toThrow();
        },
      ),
    );
  });
});
