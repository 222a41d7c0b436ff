/**
 * Published TTT standings (rules/publish.ts): a hand-worked group (docs/rules.md §1.2 current scoring, worked on
 * paper below), the tie notes and marks, a removed player, adjudicated timeouts, the set statistics, and names
 * with BBCode / Markdown / HTML specials and wide characters rendered in every format (golden files).
 */
import { join } from 'node:path';
import { bbcodeText, displayWidth, htmlText, markdownText, render, type StandingsDoc } from '../../../shared/rules/publish';
import { miniWinnerOf, showPoints, tttGroupDoc, tttStatsDoc } from './publish';
import { CURRENT_SCORING, ORIGINAL_SCORING } from './scores';
import type { TttGame } from './standings';
import { expectGolden } from '../../../../test/helpers/golden';

const DATE = '2026-05-17';
const count = (c: Partial<Record<'W1' | 'W2' | 'W3' | 'L1' | 'L2' | 'L3' | 'WT' | 'LT', number>>) =>
  ['W1', 'W2', 'W3', 'L1', 'L2', 'L3', 'WT', 'LT'].map((k) => c[k as keyof typeof c] ?? 0);

/*
 * By hand, current scoring (W1 1/0.5, W2 2/0.5, L1 0.5/1, WT 1/0, LT 0/1):
 *   Ann–Bob W2      Ann 2     Bob 0.5
 *   Cy–Dee  L1      Cy 0.5    Dee 1
 *   Ann–Cy  WT 1.8  Ann 1.8   Cy 0      (adjudicated: Cy timed out)
 *   Bob–Dee W1      Bob 1     Dee 0.5
 *   Ann–Dee LT      Ann 0     Dee 1     (plain: to adjudicate)
 *   Bob–Cy  —       unplayed
 * Ann 3.8 (3 played), Dee 2.5 (3), Bob 1.5 (2), Cy 0.5 (2); 5 of 6 games.
 */
const GAMES: TttGame[] = [
  { first: 'Ann', second: 'Bob', result: 'W2' },
  { first: 'Cy', second: 'Dee', result: 'L1' },
  { first: 'Ann', second: 'Cy', result: { code: 'WT', score: 1.8 } },
  { first: 'Bob', second: 'Dee', result: 'W1' },
  { first: 'Ann', second: 'Dee', result: 'LT' },
  { first: 'Bob', second: 'Cy', result: null },
];
const COLUMNS = ['Rank', 'Player', 'Played', 'Points', 'W1', 'W2', 'W3', 'L1', 'L2', 'L3', 'WT', 'LT', 'Note'];

describe('a group table', () => {
  it('is the hand-worked standings, with progress, notes and no winner before the last game', () => {
    const doc = tttGroupDoc('May TTT', DATE, { name: 'G1', games: GAMES, removed: [] }, CURRENT_SCORING);
    expect(doc.progress).toMatchObject({ done: 5, total: 6 });
    expect(doc.title).toBe('May TTT');
    const [s] = doc.sections;
    expect(s.caption).toBe('Group G1');
    expect(s.columns.map((c) => c.label)).toEqual(COLUMNS);
    expect(s.rows).toEqual([
      { cells: [1, 'Ann', 3, '3.8', ...count({ W2: 1, WT: 1, LT: 1 }), ''] },
      { cells: [2, 'Dee', 3, '2.5', ...count({ W1: 1, L1: 1, WT: 1 }), ''] },
      { cells: [3, 'Bob', 2, '1.5', ...count({ W1: 1, L2: 1 }), ''] },
      // Cy: 0.5 + at most 2.7 from Bob–Cy = 3.2 < Ann's 3.8 at worst (her timeout loss to Dee counts as still open).
      { cells: [4, 'Cy', 2, '0.5', ...count({ L1: 1, LT: 1 }), ''], mark: 'out' },
    ]);
    expect(s.notes).toEqual([
      'W: first whatever happens in the games still to play; X: can no longer finish first or level for first.',
      '1 timeout(s) or resignation(s) adjudicated with GnuBG (WT x / LT x: the winner scores x).',
      '1 timeout(s) or resignation(s) still to adjudicate, counted as WT / LT meanwhile.',
      'Scoring: current.',
    ]);
    expect(render(doc, 'text').split('\n')[0]).toContain('after 5 of 6 games');
  });

  it('marks the winner once every game has its final result; original scoring changes a W3', () => {
    const played = GAMES.map((g) => (g.result === null ? { ...g, result: 'L3' as const } : g));
    // Ann–Dee is still a plain LT (to adjudicate: Dee may get up to 3.0 for it): Ann is not certain yet; Cy (3.5)
    // and Bob (2.0) have no game left and stay below Ann's 3.8.
    const pending = tttGroupDoc('May TTT', DATE, { name: 'G1', games: played, removed: [] }, ORIGINAL_SCORING);
    expect(pending.sections[0].rows.map((r) => [r.cells[1], r.mark])).toEqual([
      ['Ann', undefined],
      ['Cy', 'out'],
      ['Dee', undefined],
      ['Bob', 'out'],
    ]);
    const games = played.map((g) => (g.result === 'LT' ? { ...g, result: { code: 'LT' as const, score: 1 } } : g));
    const doc = tttGroupDoc('May TTT', DATE, { name: 'G1', games, removed: [] }, ORIGINAL_SCORING);
    // Bob–Cy L3 (original): Bob 0.5, Cy 3.0 → Cy 3.5; Ann 3.8 still first; the points keep their decimal (2.0).
    expect(doc.sections[0].rows.map((r) => [r.cells[1], r.cells[3], r.mark])).toEqual([
      ['Ann', '3.8', 'winner'],
      ['Cy', '3.5', 'out'],
      ['Dee', '2.5', 'out'],
      ['Bob', '2.0', 'out'],
    ]);
    expect(doc.progress).toMatchObject({ done: 6, total: 6 });
  });

  it('a three-way tie undecided among the tied: T marks and "mini-TTT needed"; a removed player is X, games struck out', () => {
    const games: TttGame[] = [
      { first: 'Ann', second: 'Bob', result: 'W1' },
      { first: 'Bob', second: 'Cy', result: 'W1' },
      { first: 'Cy', second: 'Ann', result: 'W1' },
      { first: 'Dee', second: 'Ann', result: 'W2' },
      { first: 'Dee', second: 'Bob', result: null },
      { first: 'Cy', second: 'Dee', result: 'LT' },
    ];
    const doc = tttGroupDoc('May', DATE, { name: 'G2', games, removed: ['dee'] }, CURRENT_SCORING);
    const s = doc.sections[0];
    // Each of Ann, Bob, Cy: one W1 (1) and one L1 (0.5) = 1.5; Dee's games are struck out.
    expect(s.rows.map((r) => [r.cells[0], r.cells[1], r.cells[3], r.cells[12], r.mark])).toEqual([
      [1, 'Ann', '1.5', 'mini-TTT needed', 'tie'],
      [1, 'Bob', '1.5', 'mini-TTT needed', 'tie'],
      [1, 'Cy', '1.5', 'mini-TTT needed', 'tie'],
      ['–', 'Dee', '0.0', 'removed', 'out'],
    ]);
    expect(s.notes).toEqual([
      'Tie for first between Ann, Bob and Cy: mini-TTT needed.',
      'Removed: Dee (their games are struck out).',
      '1 timeout(s) or resignation(s) still to adjudicate, counted as WT / LT meanwhile.',
      'Scoring: current.',
    ]);
    expect(doc.progress).toMatchObject({ done: 5, total: 6 });
  });

  it('two level after their game: first on head-to-head, said in a note; unplayed: both tied', () => {
    const decided = tttGroupDoc(
      'M',
      DATE,
      {
        name: 'G1',
        games: [
          { first: 'Ann', second: 'Bob', result: 'W1' },
          { first: 'Bob', second: 'Cy', result: 'W2' },
          { first: 'Cy', second: 'Ann', result: 'L2' },
        ],
        removed: [],
      },
      CURRENT_SCORING,
    );
    // Ann–Bob W1: Ann 1, Bob 0.5; Bob–Cy W2: Bob 2, Cy 0.5; Cy–Ann L2 (Ann won a gammon): Ann 2, Cy 0.5.
    expect(decided.sections[0].rows.map((r) => [r.cells[1], r.cells[3], r.mark])).toEqual([
      ['Ann', '3.0', 'winner'],
      ['Bob', '2.5', 'out'],
      ['Cy', '1.0', 'out'],
    ]);
    // Ann–Cy W2 (2 / 0.5), Bob–Cy W2 (2 / 0.5): Ann and Bob 2, their game unplayed.
    const level = tttGroupDoc(
      'M',
      DATE,
      {
        name: 'G1',
        games: [
          { first: 'Ann', second: 'Cy', result: 'W2' },
          { first: 'Bob', second: 'Cy', result: 'W2' },
          { first: 'Ann', second: 'Bob', result: null },
        ],
        removed: [],
      },
      CURRENT_SCORING,
    );
    expect(level.sections[0].notes![0]).toBe('Tie for first between Ann and Bob: their game is not played yet (head-to-head decides).');
    // Cy (1.0, no game left) cannot reach 2.0.
    expect(level.sections[0].rows.map((r) => r.mark)).toEqual(['tie', 'tie', 'out']);
    // Ann–Bob W1 (1 / 0.5), Bob–Cy W3 (2.7 / 0.3), Ann–Cy WT 2.2: Ann 3.2, Bob 3.2; Ann won their game.
    const h2h = tttGroupDoc(
      'M',
      DATE,
      {
        name: 'G1',
        games: [
          { first: 'Ann', second: 'Bob', result: 'W1' },
          { first: 'Bob', second: 'Cy', result: 'W3' },
          { first: 'Ann', second: 'Cy', result: { code: 'WT', score: 2.2 } },
        ],
        removed: [],
      },
      CURRENT_SCORING,
    );
    expect(h2h.sections[0].rows.map((r) => [r.cells[0], r.cells[1], r.cells[3], r.mark])).toEqual([
      // Bob is level on points for first (no X), second on head-to-head.
      [1, 'Ann', '3.2', 'winner'],
      [2, 'Bob', '3.2', undefined],
      [3, 'Cy', '0.3', 'out'],
    ]);
    expect(h2h.sections[0].notes![0]).toBe('Ann is first on head-to-head against Bob (level on points).');
  });
});

describe('the mini-TTT and the status marks', () => {
  // Ann, Bob, Cy level after a cycle of single wins and a win each over Dee (2.5 each), Dee 1.5; no game left.
  const cycle: TttGame[] = [
    { first: 'Ann', second: 'Bob', result: 'W1' },
    { first: 'Bob', second: 'Cy', result: 'W1' },
    { first: 'Cy', second: 'Ann', result: 'W1' },
    { first: 'Dee', second: 'Ann', result: 'L1' },
    { first: 'Dee', second: 'Bob', result: 'L1' },
    { first: 'Dee', second: 'Cy', result: 'L1' },
  ];
  const mini = (result: TttGame['result']): TttGame[] => [
    { first: 'Bob', second: 'Ann', result: 'W2' },
    { first: 'Cy', second: 'Bob', result: 'L1' },
    { first: 'Ann', second: 'Cy', result },
  ];

  it('the mini-TTT winner is the player certainly first of the mini (W), none while it is open', () => {
    // Bob 2 + 1 = 3 (two games); Ann 0.5 + ?; Cy 0.5 + ?: Ann–Cy open — at most 2.7 more, 3.2 > 3 → open.
    expect(miniWinnerOf({ name: 'G1 mini', games: mini(null), removed: [] }, CURRENT_SCORING)).toBeNull();
    expect(miniWinnerOf({ name: 'G1 mini', games: mini('W1'), removed: [] }, CURRENT_SCORING)).toBe('Bob');
  });

  it('the group Table names the mini-TTT winner: W, "won the mini-TTT", the others second and out', () => {
    const open = tttGroupDoc('May', DATE, { name: 'G1', games: cycle, removed: [], miniWinner: null }, CURRENT_SCORING);
    expect(open.sections[0].rows.map((r) => [r.cells[0], r.cells[1], r.cells[12], r.mark])).toEqual([
      [1, 'Ann', 'mini-TTT needed', 'tie'],
      [1, 'Bob', 'mini-TTT needed', 'tie'],
      [1, 'Cy', 'mini-TTT needed', 'tie'],
      [4, 'Dee', '', 'out'],
    ]);
    const won = tttGroupDoc('May', DATE, { name: 'G1', games: cycle, removed: [], miniWinner: 'bob' }, CURRENT_SCORING);
    expect(won.sections[0].rows.map((r) => [r.cells[0], r.cells[1], r.cells[3], r.cells[12], r.mark])).toEqual([
      [1, 'Bob', '2.5', 'won the mini-TTT', 'winner'],
      [2, 'Ann', '2.5', 'second after the mini-TTT', 'out'],
      [2, 'Cy', '2.5', 'second after the mini-TTT', 'out'],
      [4, 'Dee', '1.5', '', 'out'],
    ]);
    expect(won.sections[0].notes![0]).toBe('Bob won the mini-TTT (against Ann and Cy) and is first.');
    expect(render(won, 'text')).toContain('won the mini-TTT');
  });

  it('a mini-TTT winner is not applied while the group has games left, nor for a player not in the tie', () => {
    const left = cycle.map((g, i) => (i === 5 ? { ...g, result: null } : g));
    const doc = tttGroupDoc('May', DATE, { name: 'G1', games: left, removed: [], miniWinner: 'Bob' }, CURRENT_SCORING);
    expect(doc.sections[0].rows.some((r) => r.cells[12] === 'won the mini-TTT')).toBe(false);
    const stranger = tttGroupDoc('May', DATE, { name: 'G1', games: cycle, removed: [], miniWinner: 'Dee' }, CURRENT_SCORING);
    expect(stranger.sections[0].rows.map((r) => r.cells[12])).toEqual(['mini-TTT needed', 'mini-TTT needed', 'mini-TTT needed', '']);
  });

  it('points keep their decimal as the sheet shows them (5.0, 2.7; halves up on the exact total)', () => {
    expect([5, 2.7, 0, 1.25, 1.35, 0.05, 12.34999].map((x) => showPoints(x))).toEqual(['5.0', '2.7', '0.0', '1.3', '1.4', '0.1', '12.3']);
    expect([5, 2.7, 1.255, 0.005].map((x) => showPoints(x, 2))).toEqual(['5.00', '2.70', '1.26', '0.01']);
  });
});

describe('set statistics', () => {
  it('one line per entry in the group order, with points per game and the gammon rate', () => {
    const doc = tttStatsDoc(
      'May TTT',
      DATE,
      [
        { name: 'G1', games: GAMES, removed: [] },
        {
          name: 'G2',
          games: [
            { first: 'Eve', second: 'Fay', result: 'W3' },
            { first: 'Eve', second: 'Gil', result: null },
          ],
          removed: ['Gil'],
        },
      ],
      CURRENT_SCORING,
    );
    expect(doc.progress).toMatchObject({ done: 6, total: 8 });
    expect(doc.sections[0].rows).toEqual([
      // Ann: W2 + WT — gammon rate (W2 + W3) / (W1 + W2 + W3) = 1/1; 3.8 / 3 = 1.27
      { cells: ['G1', 'Ann', 3, ...count({ W2: 1, WT: 1, LT: 1 }), '3.80', '1.27', '100 %'] },
      { cells: ['G1', 'Bob', 2, ...count({ W1: 1, L2: 1 }), '1.50', '0.75', '0 %'] },
      { cells: ['G1', 'Cy', 2, ...count({ L1: 1, LT: 1 }), '0.50', '0.25', '–'] },
      { cells: ['G1', 'Dee', 3, ...count({ W1: 1, L1: 1, WT: 1 }), '2.50', '0.83', '0 %'] },
      { cells: ['G2', 'Eve', 1, ...count({ W3: 1 }), '2.70', '2.70', '100 %'] },
      { cells: ['G2', 'Fay', 1, ...count({ L3: 1 }), '0.30', '0.30', '–'] },
      { cells: ['G2', 'Gil', 0, ...count({}), '0.00', '–', '–'], mark: 'out' },
    ]);
    expect(doc.sections[0].notes).toContain('Removed: Gil (G2) (their games are left out).');
  });
});

describe('names with specials, in every format (golden files)', () => {
  const names = ['[b]Ann[/b]', 'Bob|Pipe *x*', '<Cy & "Dee">', 'Émile 王様'];
  const doc: StandingsDoc = tttGroupDoc(
    'May [TTT] | <2026>',
    DATE,
    {
      name: 'G1',
      games: [
        { first: names[0], second: names[1], result: 'W1' },
        { first: names[2], second: names[3], result: { code: 'LT', score: 2.1 } },
        { first: names[0], second: names[2], result: 'W2' },
        { first: names[1], second: names[3], result: null },
      ],
      removed: [],
    },
    CURRENT_SCORING,
  );
  const files = { bbcode: 'group.bbcode.txt', markdown: 'group.md', text: 'group.txt', html: 'group.html' } as const;
  for (const [format, file] of Object.entries(files) as [keyof typeof files, string][]) {
    it(`${format} is the golden file, every name escaped for it`, () => {
      const out = render(doc, format);
      expectGolden(join(__dirname, 'golden', file), out);
      const escape = { bbcode: bbcodeText, markdown: markdownText, html: htmlText, text: (t: string) => t }[format];
      for (const n of names) expect(out).toContain(escape(n));
      if (format === 'bbcode') expect(out).not.toContain('[b]Ann[/b]');
      if (format === 'html') expect(out).not.toContain('<Cy');
    });
  }
  it('text: every table line has the same display width, wide characters counted as two', () => {
    const lines = render(doc, 'text')
      .split('\n')
      .filter((l) => l.includes('Émile') || l.includes('[b]Ann'));
    expect(lines).toHaveLength(2);
    expect(displayWidth(lines[0])).toBe(displayWidth(lines[1]));
  });
});
