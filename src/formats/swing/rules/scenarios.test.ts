/**
 * Hand-worked tournaments. Every expected number below was worked out by hand from docs/rules.md §4, step by step,
 * as the comments show; chips are listed in player order. The timed ante clock, leaving players and the endings
 * are in scenarios.endings.test.ts.
 */
import { assignmentsOf, replaySwing, startSwing } from '.';
import { settings, win, type Log } from './testHelpers';

const chipsOf = (s: { chips: Record<string, number> }, players: string[]) => players.map((p) => s.chips[p]);
const P4 = ['Ann', 'Bob', 'Cid', 'Dan'];

describe('a 4-player event, 4 chips, no clock, run to the end', () => {
  // Start (manual, all tied): A Ann–Bob, B Cid–Dan, ante 1.
  const log: Log = [
    win('Ann', 'Bob', 5, 2), // A: 1×2 = 2 → Ann 6 Bob 2. Ann and Bob just met: both wait.
    win('Cid', 'Dan', 6, 1, 'gammon'), // B: unturned cube, Jacoby: single, 1 → Cid 5 Dan 3.
    // Waiting Ann 6, Bob 2, Cid 5, Dan 3: Ann leads, Bob is her last opponent → C Ann–Dan; then D Cid–Bob.
    win('Bob', 'Cid', 10, 2, 'gammon'), // D: 1×2×2 = 4, all-in at Bob's 2 → Bob 4 Cid 3. Both wait (rematch).
    win('Dan', 'Ann', 12, 4, 'backgammon'), // C: 1×4×3 = 12, all-in at the winner Dan's 3 → Ann 3 Dan 6.
    // Waiting Ann 3, Bob 4, Cid 3, Dan 6: Dan leads, not Ann again → Cid (3): E Dan–Cid; then F Bob–Ann.
    win('Ann', 'Bob', 15, 4), // F: 4, all-in 3 → Ann 6 Bob 1. Rematch: both wait.
    win('Dan', 'Cid', 16, 2, 'gammon'), // E: 4, all-in 3 → Cid 0, out; Dan 9; ante 2.
    // Waiting Ann 6, Bob 1, Dan 9: Dan leads → Bob: G Dan–Bob (ante 2); Ann waits.
    win('Bob', 'Dan', 20), // G: 2, all-in 1 → Bob 2 Dan 8. Dan leads, not Bob → H Dan–Ann; Bob waits.
    win('Ann', 'Dan', 25, 2), // H: 2×2 = 4 → Ann 10 Dan 4. Ann leads, not Dan → I Ann–Bob.
    win('Ann', 'Bob', 30), // I: 2, all-in 2 → Bob out; Ann 12 Dan 4; ante 3. Finale, chip loser Dan: J Ann–Dan ante 3.
    win('Dan', 'Ann', 35), // J: 3 → Ann 9 Dan 7. Finale match 1; Ann lost. K Ann–Dan ante 4.
    win('Dan', 'Ann', 40, 2), // K: 4×2 = 8, all-in 7 → Ann 2 Dan 14. Match 2. L Dan–Ann ante 5.
    win('Ann', 'Dan', 45), // L: 5, all-in 2 → Ann 4 Dan 12. Dan, the finale's chip loser, lost: preferred ending.
  ];
  const s = replaySwing(settings(P4, { chips: 4 }), log);

  it('has the hand-worked chips after every result', () => {
    expect(s.rows.map((r) => r.chips)).toEqual([
      [6, 2, 4, 4],
      [6, 2, 5, 3],
      [6, 4, 3, 3],
      [3, 4, 3, 6],
      [6, 1, 3, 6],
      [6, 1, 0, 9],
      [6, 2, 0, 8],
      [10, 2, 0, 4],
      [12, 0, 0, 4],
      [9, 0, 0, 7],
      [2, 0, 0, 14],
      [4, 0, 0, 12],
    ]);
  });

  it('has the hand-worked letters, stakes and antes', () => {
    expect(s.rows.map((r) => r.letter).join('')).toBe('ABDCFEGHIJKL');
    expect(s.rows.map((r) => r.stake)).toEqual([2, 1, 2, 3, 3, 3, 1, 4, 2, 3, 7, 2]);
    expect(s.rows.map((r) => r.ante)).toEqual([1, 1, 1, 1, 1, 1, 2, 2, 2, 3, 4, 5]);
    expect(s.rows.map((r) => r.eliminated)).toEqual([null, null, null, null, null, 'Cid', null, null, 'Bob', null, null, null]);
  });

  it('pairs as worked out, with the players in [leader, opponent] order', () => {
    const replay = startSwing(settings(P4, { chips: 4 }));
    expect(assignmentsOf(replay.state())).toEqual([
      ['Ann', 'Bob'],
      ['Cid', 'Dan'],
    ]);
    const seen: string[][][] = [];
    for (const e of log.slice(0, 9)) {
      replay.post(e);
      seen.push(assignmentsOf(replay.state()));
    }
    expect(seen).toEqual([
      [['Cid', 'Dan']],
      [
        ['Ann', 'Dan'],
        ['Cid', 'Bob'],
      ],
      [['Ann', 'Dan']],
      [
        ['Dan', 'Cid'],
        ['Bob', 'Ann'],
      ],
      [['Dan', 'Cid']],
      [['Dan', 'Bob']],
      [['Dan', 'Ann']],
      [['Ann', 'Bob']],
      [['Ann', 'Dan']],
    ]);
    expect(replay.state().finale).toEqual({ chipLoser: 'Dan', played: 0, extraMatch: false });
  });

  it('ends by the preferred ending with the ranking winner, runner-up, then reverse elimination', () => {
    expect(s.finished).toBe(true);
    expect(s.ending).toEqual({ reason: 'preferred', extraMatch: false });
    expect(s.winner).toBe('Dan');
    expect(s.ranking).toEqual(['Dan', 'Ann', 'Bob', 'Cid']);
    expect(s.eliminated).toEqual(['Cid', 'Bob']);
    expect(s.matches).toEqual([]);
    expect(s.nextAnteDue).toBeNull();
  });

  it('rejects anything posted after the end', () => {
    expect(() => replaySwing(settings(P4, { chips: 4 }), [...log, win('Dan', 'Ann', 50)])).toThrow(
      'Log entry 13: the tournament is finished (won by Dan); nothing more can be posted',
    );
  });
});

describe('ties', () => {
  it('a tie for chip leader goes to the player with more chips one result earlier', () => {
    // A Ann–Bob, B Cid–Dan (4 chips). Cid beats Dan: Cid 5 Dan 3, rematch, both wait.
    // Ann beats Bob: Ann 5 (was 4) ties Cid 5 (was 5) → Cid leads. Not Dan (his last opponent) → Bob (3):
    // C Cid–Bob, then D Ann–Dan. (First in the list would have made Ann the leader: Ann–Dan, Cid–Bob.)
    const s = replaySwing(settings(P4, { chips: 4 }), [win('Cid', 'Dan', 5), win('Ann', 'Bob', 6)]);
    expect(chipsOf(s, P4)).toEqual([5, 3, 5, 3]);
    expect(s.matches.map((m) => [m.letter, ...m.players])).toEqual([
      ['C', 'Cid', 'Bob'],
      ['D', 'Ann', 'Dan'],
    ]);
  });

  it('ties still unresolved go to the first in the player list (manual): the start pairs 1–2, 3–4, …', () => {
    const s = startSwing(settings(['Eve', 'Ann', 'Dan', 'Bob', 'Cid'])).state();
    expect(assignmentsOf(s)).toEqual([
      ['Eve', 'Ann'],
      ['Dan', 'Bob'],
    ]);
    expect(s.waiting).toEqual(['Cid']);
  });

  it('automated mode draws the start from the seed: reproducible, a real pairing, seed-dependent', () => {
    const players = Array.from({ length: 16 }, (_, i) => `P${i + 1}`);
    const draw = (seed: string) => assignmentsOf(startSwing(settings(players, { mode: 'automated', seed })).state());
    const a = draw('s1');
    expect(draw('s1')).toEqual(a);
    expect(a.flat().sort()).toEqual([...players].sort());
    expect([draw('s2'), draw('s3'), draw('s4')].some((d) => JSON.stringify(d) !== JSON.stringify(a))).toBe(true);
  });
});

describe('no rematch before the finale', () => {
  it('makes the chip loser sit out when the chip leader just played them', () => {
    // A Ann–Bob, Cid waits. Ann beats Bob: Ann 5, Bob 3, Cid 4. Ann leads; Bob, the chip loser, was her last
    // opponent → B Ann–Cid and Bob sits out. Cid beats Ann: Cid 5, Ann 4, Bob 3 → C Cid–Bob, Ann sits out.
    const r = startSwing(settings(['Ann', 'Bob', 'Cid'], { chips: 4 }));
    r.post(win('Ann', 'Bob', 5));
    expect(assignmentsOf(r.state())).toEqual([['Ann', 'Cid']]);
    expect(r.state().waiting).toEqual(['Bob']);
    r.post(win('Cid', 'Ann', 9));
    expect(chipsOf(r.state(), ['Ann', 'Bob', 'Cid'])).toEqual([4, 3, 5]);
    expect(assignmentsOf(r.state())).toEqual([['Cid', 'Bob']]);
    expect(r.state().waiting).toEqual(['Ann']);
  });

  it('lets two waiting players who just met both wait', () => {
    const s = replaySwing(settings(P4), [win('Ann', 'Bob', 5)]);
    expect(s.waiting).toEqual(['Ann', 'Bob']);
    expect(assignmentsOf(s)).toEqual([['Cid', 'Dan']]);
  });
});

describe('stakes', () => {
  it('all-in: the stake is limited to the smaller stack at assignment, and can knock a player out', () => {
    // A Ann–Bob (4 each): cube 8 → 8, all-in 4 → Bob out, ante 2, finale Ann 8 v Cid 4 at ante 2.
    const s = replaySwing(settings(['Ann', 'Bob', 'Cid'], { chips: 4 }), [win('Ann', 'Bob', 5, 8)]);
    expect(s.rows[0].stake).toBe(4);
    expect(chipsOf(s, ['Ann', 'Bob', 'Cid'])).toEqual([8, 0, 4]);
    expect(s.eliminated).toEqual(['Bob']);
    expect(s.matches).toEqual([{ letter: 'B', players: ['Ann', 'Cid'], ante: 2, cap: 4, finale: true }]);
  });

  it('Jacoby: a gammon on an unturned cube counts single, on a turned cube double', () => {
    const s = replaySwing(settings(P4), [win('Ann', 'Bob', 5, 1, 'gammon'), win('Cid', 'Dan', 6, 2, 'gammon')]);
    expect(s.rows.map((r) => r.stake)).toEqual([1, 4]); // 1×1×1; 1×2×2
    expect(chipsOf(s, P4)).toEqual([13, 11, 16, 8]);
  });

  it('without Jacoby a gammon and a backgammon on cube 1 count 2 and 3', () => {
    const s = replaySwing(settings(P4, { jacoby: false }), [win('Ann', 'Bob', 5, 1, 'gammon'), win('Cid', 'Dan', 6, 1, 'backgammon')]);
    expect(s.rows.map((r) => r.stake)).toEqual([2, 3]);
    expect(chipsOf(s, P4)).toEqual([14, 10, 15, 9]);
  });
});
