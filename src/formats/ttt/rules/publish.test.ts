/**
 * Published TTT standings (rules/publish.ts): a hand-worked group (docs/rules.md §1.2 current scoring, worked on
 * paper below), the tie notes and marks, a removed player, adjudicated timeouts, the set statistics, and names
 * with BBCode / Markdown / HTML specials and wide characters rendered in every format (golden files).
 */
import { join } from 'node:path';
import { bbcodeText, displayWidth, htmlText, markdownText, render, type StandingsDoc } from '../../../shared/rules/publish';
import { tttGroupDoc, tttStatsDoc } from './publish';
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
      { cells: [1, 'Ann', 3, 3.8, ...count({ W2: 1, WT: 1, LT: 1 }), ''] },
      { cells: [2, 'Dee', 3, 2.5, ...count({ W1: 1, L1: 1, WT: 1 }), ''] },
      { cells: [3, 'Bob', 2, 1.5, ...count({ W1: 1, L2: 1 }), ''] },
      { cells: [4, 'Cy', 2, 0.5, ...count({ L1: 1, LT: 1 }), ''] },
    ]);
    expect(s.notes).toEqual([
      '1 timeout(s) or resignation(s) adjudicated with GnuBG (WT x / LT x: the winner scores x).',
      '1 timeout(s) or resignation(s) still to adjudicate, counted as WT / LT meanwhile.',
      'Scoring: current.',
    ]);
    expect(render(doc, 'text').split('\n')[0]).toContain('after 5 of 6 games');
  });

  it('marks the winner once every game has a result; original scoring changes a W3', () => {
    const games = GAMES.map((g) => (g.result === null ? { ...g, result: 'L3' as const } : g));
    const doc = tttGroupDoc('May TTT', DATE, { name: 'G1', games, removed: [] }, ORIGINAL_SCORING);
    // Bob–Cy L3 (original): Bob 0.5, Cy 3.0 → Cy 3.5; Ann 3.8 still first.
    expect(doc.sections[0].rows.map((r) => [r.cells[1], r.cells[3], r.mark])).toEqual([
      ['Ann', 3.8, 'winner'],
      ['Cy', 3.5, undefined],
      ['Dee', 2.5, undefined],
      ['Bob', 2, undefined],
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
      [1, 'Ann', 1.5, 'mini-TTT needed', 'tie'],
      [1, 'Bob', 1.5, 'mini-TTT needed', 'tie'],
      [1, 'Cy', 1.5, 'mini-TTT needed', 'tie'],
      ['–', 'Dee', 0, 'removed', 'out'],
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
      ['Ann', 3, 'winner'],
      ['Bob', 2.5, undefined],
      ['Cy', 1, undefined],
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
    expect(level.sections[0].rows.map((r) => r.mark)).toEqual(['tie', 'tie', undefined]);
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
      [1, 'Ann', 3.2, 'winner'],
      [2, 'Bob', 3.2, undefined],
      [3, 'Cy', 0.3, undefined],
    ]);
    expect(h2h.sections[0].notes![0]).toBe('Ann is first on head-to-head against Bob (level on points).');
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
      { cells: ['G1', 'Ann', 3, ...count({ W2: 1, WT: 1, LT: 1 }), 3.8, '1.27', '100 %'] },
      { cells: ['G1', 'Bob', 2, ...count({ W1: 1, L2: 1 }), 1.5, '0.75', '0 %'] },
      { cells: ['G1', 'Cy', 2, ...count({ L1: 1, LT: 1 }), 0.5, '0.25', '–'] },
      { cells: ['G1', 'Dee', 3, ...count({ W1: 1, L1: 1, WT: 1 }), 2.5, '0.83', '0 %'] },
      { cells: ['G2', 'Eve', 1, ...count({ W3: 1 }), 2.7, '2.70', '100 %'] },
      { cells: ['G2', 'Fay', 1, ...count({ L3: 1 }), 0.3, '0.30', '–'] },
      { cells: ['G2', 'Gil', 0, ...count({}), 0, '–', '–'], mark: 'out' },
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
