/**
 * Invitation pages (docs/rules.md §1.8; the spec's §6 "Invitations"): each player's page lists the games in which they
 * are the inviter (Berger: the first-named player), with the phase and the date it opens (start, +2 weeks, +4 weeks for
 * a Mega TTT; all at the start otherwise). Checked against the FIDE Berger tables written out by hand, and for every
 * size: every pair invited exactly once, each player inviting ⌊(n−1)/2⌋ or ⌈(n−1)/2⌉.
 */
import { render, PUBLISH_FORMATS } from '../../../shared/rules/publish';
import { tttGames } from './games';
import { invitationPage, invitationPages, invitationsDoc, phaseOpens } from './invitations';

const players = (n: number) => Array.from({ length: n }, (_, i) => `P${i + 1}`);
const START = '2026-03-02';

/** FIDE Handbook C.05 Annex 1, the Berger tables for 4 and 6 players: [first-named, second-named] per board. */
const FIDE: Record<number, [number, number][][]> = {
  4: [
    [
      [1, 4],
      [2, 3],
    ],
    [
      [4, 3],
      [1, 2],
    ],
    [
      [2, 4],
      [3, 1],
    ],
  ],
  6: [
    [
      [1, 6],
      [2, 5],
      [3, 4],
    ],
    [
      [6, 4],
      [5, 3],
      [1, 2],
    ],
    [
      [2, 6],
      [3, 1],
      [4, 5],
    ],
    [
      [6, 5],
      [1, 4],
      [2, 3],
    ],
    [
      [3, 6],
      [4, 2],
      [5, 1],
    ],
  ],
};

describe('invitationPages', () => {
  it.each([4, 6])('the inviter is the first-named player of the FIDE Berger table (%i players)', (n) => {
    const pages = invitationPages([{ name: 'G1', games: tttGames(players(n)) }], START);
    const invited = pages.flatMap((p) => p.invites.map((i) => `${i.round}:${p.player}-${i.opponent}`)).sort();
    const fide = FIDE[n].flatMap((round, r) => round.map(([a, b]) => `${r + 1}:P${a}-P${b}`)).sort();
    expect(invited).toEqual(fide);
  });

  it.each(Array.from({ length: 14 }, (_, i) => i + 3))('%i players: every pair invited exactly once; each invites ⌊(n−1)/2⌋ or ⌈(n−1)/2⌉', (n) => {
    const pages = invitationPages([{ name: 'G1', games: tttGames(players(n), { phases: 3 }) }], START);
    expect(pages.map((p) => p.player).sort()).toEqual(players(n).sort());
    const pairs = new Map<string, number>();
    for (const p of pages)
      for (const i of p.invites) {
        const key = [p.player, i.opponent].sort().join('|');
        pairs.set(key, (pairs.get(key) ?? 0) + 1);
      }
    expect(pairs.size).toBe((n * (n - 1)) / 2);
    expect([...pairs.values()].every((c) => c === 1)).toBe(true);
    for (const p of pages) {
      expect([Math.floor((n - 1) / 2), Math.ceil((n - 1) / 2)]).toContain(p.invites.length);
      // the games they wait for are the others' invitations to them
      expect(p.invites.length + p.invitedBy.length).toBe(n - 1);
      const theirs = pages.flatMap((q) => q.invites.filter((i) => i.opponent === p.player).map((i) => `${q.player}@${i.round}`)).sort();
      expect(p.invitedBy.map((i) => `${i.opponent}@${i.round}`).sort()).toEqual(theirs);
      // Mega TTT: a third in each phase (⌊m/3⌋ or ⌈m/3⌉), each phase opening 0, 14 or 28 days after the start
      const m = p.invites.length;
      for (const phase of [1, 2, 3]) {
        const inPhase = p.invites.filter((i) => i.phase === phase);
        expect([Math.floor(m / 3), Math.ceil(m / 3)]).toContain(inPhase.length);
        for (const i of inPhase) expect(i.opens).toBe(['2026-03-02', '2026-03-16', '2026-03-30'][phase - 1]);
      }
      // listed by phase, then round
      const order = p.invites.map((i) => i.phase * 1000 + i.round);
      expect(order).toEqual([...order].sort((a, b) => a - b));
    }
  });

  it('double round robin: every pair invited twice, once each way; each player invites n − 1', () => {
    const n = 5;
    const pages = invitationPages([{ name: 'G1', games: tttGames(players(n), { double: true }) }], START);
    const ordered = pages.flatMap((p) => p.invites.map((i) => `${p.player}>${i.opponent}`));
    expect(new Set(ordered).size).toBe(n * (n - 1));
    expect(ordered).toHaveLength(n * (n - 1));
    for (const p of pages) expect(p.invites).toHaveLength(n - 1);
    // one phase: everything opens at the start
    expect(pages.flatMap((p) => p.invites.map((i) => i.opens))).toEqual(Array(n * (n - 1)).fill(START));
  });

  it('a player with two entries has one page over both groups', () => {
    const g1 = tttGames(['Ann', 'Bob', 'Cy', 'Dee']);
    const g2 = tttGames(['Eve', 'ann', 'Fay', 'Gus']);
    const pages = invitationPages(
      [
        { name: 'G1', games: g1 },
        { name: 'G2', games: g2 },
      ],
      START,
    );
    expect(pages.map((p) => p.player)).toEqual(['Ann', 'Bob', 'Cy', 'Dee', 'Eve', 'Fay', 'Gus']);
    const ann = invitationPage(pages, 'ANN')!;
    expect(new Set([...ann.invites, ...ann.invitedBy].map((i) => i.group))).toEqual(new Set(['G1', 'G2']));
    expect(ann.invites.length + ann.invitedBy.length).toBe(6);
  });

  it('phase dates: +2 and +4 weeks, across month and year ends; a bad date or phase is refused', () => {
    expect([1, 2, 3].map((p) => phaseOpens('2026-12-25', p))).toEqual(['2026-12-25', '2027-01-08', '2027-01-22']);
    expect(phaseOpens('2028-02-20', 2)).toBe('2028-03-05');
    expect(() => phaseOpens('2026-02-30', 1)).toThrow('yyyy-mm-dd');
    expect(() => phaseOpens(START, 4)).toThrow('phase must be 1, 2 or 3');
  });
});

describe('invitationsDoc', () => {
  const pages = invitationPages([{ name: 'G1', games: tttGames(players(5), { phases: 3 }) }], START);

  it('renders in every publish format: a section per player, "you invite" rows, phases and dates', () => {
    const doc = invitationsDoc('May TTT', START, pages, true);
    for (const format of PUBLISH_FORMATS) {
      const out = render(doc, format);
      expect(out).toContain('P1: you invite 2 opponents');
      expect(out).toContain('2026-03-16');
      expect(out).toContain('They invite you:');
    }
    expect(doc.sections[0].columns.map((c) => c.label)).toEqual(['Group', 'Round', 'You invite', 'Phase', 'From']);
  });

  it('without phases: no Phase column; one page alone', () => {
    const one = invitationsDoc('May TTT', START, [invitationPage(pages, 'p3')!], false);
    expect(one.sections).toHaveLength(1);
    expect(one.sections[0].caption).toBe('P3: you invite 2 opponents');
    expect(one.sections[0].columns.map((c) => c.label)).toEqual(['Group', 'Round', 'You invite', 'From']);
  });
});
