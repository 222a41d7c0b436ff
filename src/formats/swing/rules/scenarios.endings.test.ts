/**
 * Hand-worked tournaments, continued (scenarios.test.ts has the basic event, ties, rematches and stakes): the timed
 * ante clock, leaving players and the endings. Every expected number was worked out by hand from docs/rules.md
 * §4.4, §4.6 and §4.7, step by step, as the comments show; chips are listed in player order.
 */
import { replaySwing, startSwing } from '.';
import { at, back, leaving, settings, win, type Log } from './testHelpers';

const chipsOf = (s: { chips: Record<string, number> }, players: string[]) => players.map((p) => s.chips[p]);
const P4 = ['Ann', 'Bob', 'Cid', 'Dan'];

describe('the timed ante clock', () => {
  it('holds across a pause: a late result applies one ante-up, the next is due 15 minutes after it', () => {
    const cfg = settings(P4, { anteMinutes: 15 });
    const r = startSwing(cfg);
    expect(r.state().nextAnteDue).toBe(at(15));
    r.post(win('Ann', 'Bob', 5)); // before 10:15: no ante-up. Ann 13 Bob 11; both wait.
    expect(r.state().ante).toBe(1);
    r.post(win('Cid', 'Dan', 90)); // 11:30, long after 10:15: one ante-up (not six) → ante 2, next due 11:45.
    let s = r.state();
    expect(s.ante).toBe(2);
    expect(s.nextAnteDue).toBe(at(105));
    // Ann 13 (was 13) ties Cid 13 (was 12) → Ann leads, not Bob → Dan: C Ann–Dan; D Cid–Bob. Both at ante 2.
    expect(s.matches.map((m) => [m.letter, ...m.players, m.ante])).toEqual([
      ['C', 'Ann', 'Dan', 2],
      ['D', 'Cid', 'Bob', 2],
    ]);
    r.post(win('Ann', 'Dan', 104)); // 11:44: not yet. Stake 2 → Ann 15 Dan 9.
    expect(r.state().ante).toBe(2);
    r.post(win('Cid', 'Bob', 105)); // 11:45 exactly: ante 3, next due 12:00. Stake 2 (fixed at assignment) → Cid 15 Bob 9.
    s = r.state();
    expect(s.ante).toBe(3);
    expect(s.nextAnteDue).toBe(at(120));
    expect(s.rows.map((r) => r.stake)).toEqual([1, 1, 2, 2]);
    expect(chipsOf(s, P4)).toEqual([15, 9, 15, 9]);
    // Ann 15 (was 15) ties Cid 15 (was 13) → Ann leads; not Dan → Bob: E Ann–Bob; F Cid–Dan, both at ante 3.
    expect(s.matches.map((m) => [m.letter, ...m.players, m.ante])).toEqual([
      ['E', 'Ann', 'Bob', 3],
      ['F', 'Cid', 'Dan', 3],
    ]);
  });

  it('is not moved by status entries, and is off with anteMinutes 0', () => {
    const s = replaySwing(settings(P4, { anteMinutes: 15 }), [leaving('Cid', 40), back('Cid', 41)]);
    expect(s.ante).toBe(1);
    expect(s.nextAnteDue).toBe(at(15));
    const off = replaySwing(settings(P4), [win('Ann', 'Bob', 500)]);
    expect(off.ante).toBe(1);
    expect(off.nextAnteDue).toBeNull();
  });
});

describe('leaving players', () => {
  const P5 = ['Ann', 'Bob', 'Cid', 'Dan', 'Eve'];
  // Start: A Ann–Bob, B Cid–Dan, Eve waits (4 chips each).
  const log: Log = [
    leaving('Bob', 1), // Bob forfeits A at once: 1 → Ann 5 Bob 3. Ann leads, not Bob → C Ann–Eve; Bob waits.
    win('Cid', 'Dan', 5), // Cid 5 Dan 3. Waiting Bob 3, Cid 5, Dan 3: Cid, not Dan → D Cid–Bob: Bob forfeits, Cid 6 Bob 2.
    // Waiting Bob 2, Cid 6, Dan 3: Cid just met Bob, and Dan's last opponent was Cid → Cid waits; E Dan–Bob:
    // Bob forfeits, Dan 4 Bob 1. Waiting Bob 1, Cid 6, Dan 4: Cid not Bob → F Cid–Dan (Dan's last was Bob now).
    back('Bob', 10),
    win('Ann', 'Eve', 12), // Ann 6 Eve 3. Ann, not Eve → G Ann–Bob, played now that Bob is back.
  ];

  it('forfeits every match assigned while leaving, at the ante, cube 1, single, shown in the grid', () => {
    const s = replaySwing(settings(P5, { chips: 4 }), log);
    expect(s.rows.map((r) => [r.letter, r.winner, r.loser, r.cube, r.kind, r.stake, r.forfeit, r.entry])).toEqual([
      ['A', 'Ann', 'Bob', 1, 'single', 1, true, 0],
      ['B', 'Cid', 'Dan', 1, 'single', 1, false, 1],
      ['D', 'Cid', 'Bob', 1, 'single', 1, true, 1],
      ['E', 'Dan', 'Bob', 1, 'single', 1, true, 1],
      ['C', 'Ann', 'Eve', 1, 'single', 1, false, 3],
    ]);
    expect(s.rows.map((r) => r.chips)).toEqual([
      [5, 3, 4, 4, 4],
      [5, 3, 5, 3, 4],
      [5, 2, 6, 3, 4],
      [5, 1, 6, 4, 4],
      [6, 1, 6, 4, 3],
    ]);
    expect(s.rows[2].time).toBe(at(5));
    expect(s.leaving).toEqual([]);
    expect(s.matches.map((m) => [m.letter, ...m.players])).toEqual([
      ['F', 'Cid', 'Dan'],
      ['G', 'Ann', 'Bob'],
    ]);
  });

  it('keeps forfeiting until the player is out, who then leaves the leaving list', () => {
    // 3 players, 2 chips: A Ann–Bob, Cid waits. Ann leaves: forfeits A → Ann 1 Bob 3; Bob leads, not Ann →
    // B Bob–Cid; Ann waits. Bob beats Cid: Ann 1, Bob 4, Cid 1. Bob leads; Cid just met him, and Ann's last
    // opponent was Bob → Bob waits. Ann 1 (was 1) v Cid 1 (was 2): Cid leads → C Cid–Ann, Ann forfeits 1, out;
    // ante 2; finale Bob 4 v Cid 2, chip loser Cid: D Bob–Cid at ante 2, all-in cap 2.
    const s = replaySwing(settings(['Ann', 'Bob', 'Cid'], { chips: 2 }), [leaving('Ann', 1), win('Bob', 'Cid', 4)]);
    expect(s.rows.map((r) => [r.letter, r.winner, r.loser, r.forfeit])).toEqual([
      ['A', 'Bob', 'Ann', true],
      ['B', 'Bob', 'Cid', false],
      ['C', 'Cid', 'Ann', true],
    ]);
    expect(s.eliminated).toEqual(['Ann']);
    expect(s.leaving).toEqual([]);
    expect(chipsOf(s, ['Ann', 'Bob', 'Cid'])).toEqual([0, 4, 2]);
    expect(s.matches).toEqual([{ letter: 'D', players: ['Bob', 'Cid'], ante: 2, cap: 2, finale: true }]);
    expect(s.finale).toEqual({ chipLoser: 'Cid', played: 0, extraMatch: false });
  });

  it('when both players of a match are leaving, the one marked first forfeits', () => {
    // 3 players, 12 chips: A Ann–Bob, Cid waits. Bob leaves: forfeits A → Ann 13 Bob 11; B Ann–Cid, Bob waits.
    // Ann leaves: forfeits B → Ann 12 Cid 13. Cid leads, not Ann → C Cid–Bob: Bob forfeits → Bob 10 Cid 14.
    // Cid just met Bob, and Ann's last opponent was Cid → Cid waits; D Ann–Bob, both leaving: Bob, marked
    // first, forfeits → Ann 13 Bob 9. Cid, not Bob → E Cid–Ann: Ann forfeits → Ann 12 Cid 15. … and so on, all
    // at once, until the tournament is over.
    const P3 = ['Ann', 'Bob', 'Cid'];
    const s = replaySwing(settings(P3), [leaving('Bob', 1), leaving('Ann', 2)]);
    expect(s.rows.slice(0, 5).map((r) => [r.letter, r.winner, r.loser, ...r.chips])).toEqual([
      ['A', 'Ann', 'Bob', 13, 11, 12],
      ['B', 'Cid', 'Ann', 12, 11, 13],
      ['C', 'Cid', 'Bob', 12, 10, 14],
      ['D', 'Ann', 'Bob', 13, 9, 14],
      ['E', 'Cid', 'Ann', 12, 9, 15],
    ]);
    expect(s.rows.every((r) => r.forfeit && r.loser !== 'Cid')).toBe(true);
    expect(s.finished).toBe(true);
    expect(s.winner).toBe('Cid');
    expect(s.ranking?.[0]).toBe('Cid');
  });
});

describe('endings', () => {
  const P3 = ['Ann', 'Bob', 'Cid'];
  // 12 chips; A Ann–Bob, Cid waits. Ann beats Bob on cube 16: all-in 12 → Bob out, ante 2.
  // Finale Ann 24 v Cid 12; chip loser Cid; B Ann–Cid at ante 2.
  const opening = win('Ann', 'Bob', 5, 16);

  it('preferred: ends as soon as the finale chip loser loses a match', () => {
    const log = [opening, win('Ann', 'Cid', 10)]; // 2 → Ann 26 Cid 10
    const s = replaySwing(settings(P3, { ending: 'preferred' }), log);
    expect(chipsOf(s, P3)).toEqual([26, 0, 10]);
    expect(s.ending).toEqual({ reason: 'preferred', extraMatch: false });
    expect(s.ranking).toEqual(['Ann', 'Cid', 'Bob']);
    // The same log under the speed-up ending alone goes on: C Ann–Cid at ante 3.
    const speed = replaySwing(settings(P3, { ending: 'speed-up' }), log);
    expect(speed.finished).toBe(false);
    expect(speed.matches).toEqual([{ letter: 'C', players: ['Ann', 'Cid'], ante: 3, cap: 10, finale: true }]);
  });

  // Cid wins three: 2 → Cid 14 Ann 22; 3 → Cid 17 Ann 19 (ante 3); 4: cube 2, 4×2 = 8 → Cid 25 Ann 11 (ante 4).
  const cidWinsThree = [opening, win('Cid', 'Ann', 10), win('Cid', 'Ann', 15), win('Cid', 'Ann', 20, 2)];

  it('speed-up: ends on current chips after three finale matches', () => {
    const s = replaySwing(settings(P3, { ending: 'speed-up' }), cidWinsThree);
    expect(s.rows.map((r) => r.ante)).toEqual([1, 2, 3, 4]);
    expect(chipsOf(s, P3)).toEqual([11, 0, 25]);
    expect(s.ending).toEqual({ reason: 'speed-up', extraMatch: false });
    expect(s.ranking).toEqual(['Cid', 'Ann', 'Bob']);
    // Preferred alone: Cid never lost, so the finale goes on with E Cid–Ann at ante 5.
    const pref = replaySwing(settings(P3, { ending: 'preferred' }), cidWinsThree);
    expect(pref.finished).toBe(false);
    expect(pref.finale).toEqual({ chipLoser: 'Cid', played: 3, extraMatch: false });
    expect(pref.matches.map((m) => [m.letter, ...m.players, m.ante])).toEqual([['E', 'Cid', 'Ann', 5]]);
  });

  it('both: whichever ending comes first', () => {
    expect(replaySwing(settings(P3), [opening, win('Ann', 'Cid', 10)]).ending).toEqual({ reason: 'preferred', extraMatch: false });
    expect(replaySwing(settings(P3), cidWinsThree).ending).toEqual({ reason: 'speed-up', extraMatch: false });
  });

  it('speed-up on equal chips: one more match decides', () => {
    // 2: Cid, cube 1 → 2: Ann 22 Cid 14. 3: Cid, cube 2 gammon → 3×2×2 = 12: Ann 10 Cid 26.
    // 4: Ann, cube 2 → 4×2 = 8: Ann 18 Cid 18 — third finale match, equal: extra match E at ante 5,
    // Cid leads (26 one result earlier). 5: Ann, cube 1 → 5: Ann 23 Cid 13, Ann wins.
    const log = [opening, win('Cid', 'Ann', 10), win('Cid', 'Ann', 15, 2, 'gammon'), win('Ann', 'Cid', 20, 2)];
    const r = startSwing(settings(P3, { ending: 'speed-up' }));
    log.forEach((e) => r.post(e));
    let s = r.state();
    expect(chipsOf(s, P3)).toEqual([18, 0, 18]);
    expect(s.finished).toBe(false);
    expect(s.finale).toEqual({ chipLoser: 'Cid', played: 3, extraMatch: true });
    expect(s.matches.map((m) => [m.letter, ...m.players, m.ante])).toEqual([['E', 'Cid', 'Ann', 5]]);
    r.post(win('Ann', 'Cid', 25));
    s = r.state();
    expect(chipsOf(s, P3)).toEqual([23, 0, 13]);
    expect(s.ending).toEqual({ reason: 'speed-up', extraMatch: true });
    expect(s.ranking).toEqual(['Ann', 'Cid', 'Bob']);
  });

  it('preferred on equal chips: one more match decides', () => {
    // 2: Cid, cube 2 backgammon → 2×2×3 = 12: Ann 12 Cid 24. C Cid–Ann at ante 3.
    // 3: Ann, cube 2 → 6: Ann 18 Cid 18 — the chip loser lost, equal: extra match D at ante 4, Cid leads
    // (24 one result earlier). 4: Cid, cube 1 → 4: Cid 22 Ann 14, Cid wins.
    const log = [opening, win('Cid', 'Ann', 10, 2, 'backgammon'), win('Ann', 'Cid', 15, 2), win('Cid', 'Ann', 20)];
    const s = replaySwing(settings(P3, { ending: 'preferred' }), log);
    expect(s.rows.map((r) => r.chips)).toEqual([
      [24, 0, 12],
      [12, 0, 24],
      [18, 0, 18],
      [14, 0, 22],
    ]);
    expect(s.rows[3].letter).toBe('D');
    expect(s.ending).toEqual({ reason: 'preferred', extraMatch: true });
    expect(s.ranking).toEqual(['Cid', 'Ann', 'Bob']);
  });

  it('ends when a finale player has no chips', () => {
    // 2: Ann, cube 8 → 16, all-in 12 → Cid out.
    const s = replaySwing(settings(P3, { ending: 'speed-up' }), [opening, win('Ann', 'Cid', 10, 8)]);
    expect(chipsOf(s, P3)).toEqual([36, 0, 0]);
    expect(s.ending).toEqual({ reason: 'no-chips', extraMatch: false });
    expect(s.ranking).toEqual(['Ann', 'Cid', 'Bob']);
    expect(s.eliminated).toEqual(['Bob', 'Cid']);
  });

  it('a two-player event is a finale from the start (chip loser on a full tie: first in the list)', () => {
    const s = replaySwing(settings(['Ann', 'Bob']), [win('Bob', 'Ann', 5)]);
    // Ann, the finale chip loser, lost the first match: preferred ending, Bob 13 Ann 11.
    expect(s.ending).toEqual({ reason: 'preferred', extraMatch: false });
    expect(s.ranking).toEqual(['Bob', 'Ann']);
  });
});
