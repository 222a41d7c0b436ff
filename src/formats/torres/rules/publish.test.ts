/**
 * The TORRES standings docs against a small group worked by hand from docs/rules.md §3.3–§3.8 — VP by
 * place with shared places, a three-player game, a delayed player, a game in progress — and the published text
 * pinned in four forms (golden files). Then ties across a line, a withdrawn player with his fictitious player,
 * a real player named "Forfaiture", names with BBCode/Markdown/HTML specials, and the overview league by league.
 */
import * as path from 'path';
import { GAMES, PUBLISH_FORMATS, render, type StandingsDoc } from '../../../shared/rules/publish';
import { TORRES_COLUMNS, torresGroupDoc, torresOverviewDoc, type TorresGroupData, type TorresSeat } from './publish';
import { expectGolden } from '../../../../test/helpers/golden';

const seat = (name: string, points: number | string | null): TorresSeat => ({
  name,
  points: points === null ? null : typeof points === 'number' ? points : { delayed: Number(points.slice(2)) },
});

/**
 * League 2 of 3, seven players, Elo: Ann 1500, Bob 1510, Cid 1490, Dee 1520, Eve 1480, Fay none, Gus 1470.
 * Game 1: Ann 120, Bob 110, Cid 100, Dee 90 (sum 420): diff 4·own − 420 = +60, +20, −20, −60; VP 8, 4, 2, 1.
 * Game 2: Eve 100, Fay 100, Gus 80, Ann D 130 (sum 410): Eve −10, Fay −10, Gus −90, Ann +110; Ann delayed: 0 VP,
 *   last; Eve and Fay share places 1–2: (8 + 4) / 2 = 6 each; Gus 3rd: 2.
 * Game 3 (three players): Bob, Eve, Gus 90 each: diff 0; they share places 1–3: (8 + 4 + 2) / 3 = 14/3 each.
 * Game 4: Cid 100, Dee —, Fay 90, Gus — : in progress, not counted. Games 5–7: nothing typed.
 * Totals: Eve 6 + 14/3 = 32/3 (−10, 190, 2 games); Bob 4 + 14/3 = 26/3 (+20, 200, 2); Ann 8 (+170, 250, 2);
 *   Gus 2 + 14/3 = 20/3 (−90, 170, 2); Fay 6 (−10, 100, 1); Cid 2 (−20, 100, 1); Dee 1 (−60, 90, 1).
 * Marks (§6, "Certainty marks"): four games are still to play (4 in progress, 5–7) and every player has one of them
 *   left, with up to 8 VP each: nobody's place is certain yet, so nobody is marked. With only games 1–3 (every game
 *   played): the top 2 move up (Eve, Bob); the bottom 4 of 7 move down (Gus, Fay, Cid, Dee); Ann stays.
 */
export const HAND_GROUP: TorresGroupData = {
  league: 2,
  group: 1,
  leagues: 3,
  games: [
    [seat('Ann', 120), seat('Bob', 110), seat('Cid', 100), seat('Dee', 90)],
    [seat('Eve', 100), seat('Fay', 100), seat('Gus', 80), seat('Ann', 'D 130')],
    [seat('Bob', 90), seat('Eve', 90), seat('Gus', 90)],
    [seat('Cid', 100), seat('Dee', null), seat('Fay', 90), seat('Gus', null)],
    [seat('Ann', null), seat('Dee', null), seat('Eve', null), seat('Fay', null)],
    [seat('Bob', null), seat('Cid', null), seat('Eve', null), seat('Gus', null)],
    [seat('Ann', null), seat('Bob', null), seat('Dee', null)],
  ],
  roster: [
    { name: 'Ann', elo: 1500, withdrawn: false },
    { name: 'Bob', elo: 1510, withdrawn: false },
    { name: 'Cid', elo: 1490, withdrawn: false },
    { name: 'Dee', elo: 1520, withdrawn: false },
    { name: 'Eve', elo: 1480, withdrawn: false },
    { name: 'Fay', withdrawn: false },
    { name: 'Gus', elo: 1470, withdrawn: false },
  ],
  fictitious: [],
  vpByPlace: [8, 4, 2, 1],
  eloOrder: 'low',
};

const HAND_DOC: StandingsDoc = {
  title: 'TORRES 2026',
  date: '2026-06-01',
  progress: { done: 3, total: 7, unit: GAMES },
  sections: [
    {
      caption: 'League 2 group 1',
      columns: TORRES_COLUMNS,
      rows: [
        { cells: [1, 'Eve', '10.67', '-10', 190, 2] },
        { cells: [2, 'Bob', '8.67', '+20', 200, 2] },
        { cells: [3, 'Ann', 8, '+170', 250, 2] },
        { cells: [4, 'Gus', '6.67', '-90', 170, 2] },
        { cells: [5, 'Fay', 6, '-10', 100, 1] },
        { cells: [6, 'Cid', 2, '-20', 100, 1] },
        { cells: [7, 'Dee', 1, '-60', 90, 1] },
      ],
      notes: [
        'Marks hold whatever the results of the 4 games still to play (any finishing order, or delays at the deadline): P moves up, R moves down, S stays; unmarked players are still open.',
        'Delayed at the deadline (0 VP, placed last in the game; their score counts): game 2 (Ann).',
      ],
    },
  ],
};

/** The hand-worked group with only games 1–3: every game played. */
const FINISHED: TorresGroupData = { ...HAND_GROUP, games: HAND_GROUP.games.slice(0, 3) };

const GOLDEN = path.join(__dirname, 'golden');
const EXT = { bbcode: 'bbcode.txt', markdown: 'md', text: 'txt', html: 'html' } as const;

describe('a TORRES group worked by hand', () => {
  it('is the doc the rules give: ranks, shared VP, delayed game, 3 of 7 games, promotion and relegation', () => {
    expect(torresGroupDoc('TORRES 2026', '2026-06-01', HAND_GROUP)).toEqual(HAND_DOC);
  });

  it.each(PUBLISH_FORMATS)('renders as the golden %s post', (format) => {
    expectGolden(path.join(GOLDEN, `group.${EXT[format]}`), render(torresGroupDoc('TORRES 2026', '2026-06-01', HAND_GROUP), format));
  });

  it('every game played: the top 2 move up, the bottom 4 move down, the rest stay; league 1 promotes nobody, the lowest league relegates nobody', () => {
    const marks = (g: TorresGroupData) => torresGroupDoc('T', '2026-06-01', g).sections[0].rows.map((r) => [r.cells[1], r.mark]);
    expect(marks(FINISHED)).toEqual([
      ['Eve', 'promoted'],
      ['Bob', 'promoted'],
      ['Ann', 'stays'],
      ['Gus', 'relegated'],
      ['Fay', 'relegated'],
      ['Cid', 'relegated'],
      ['Dee', 'relegated'],
    ]);
    const top = torresGroupDoc('T', '2026-06-01', { ...FINISHED, league: 1 }).sections[0];
    expect(top.caption).toBe('League 1');
    expect(top.rows.map((r) => r.mark)).toEqual(['stays', 'stays', 'stays', 'relegated', 'relegated', 'relegated', 'relegated']);
    const lowest = torresGroupDoc('T', '2026-06-01', { ...FINISHED, league: 3 }).sections[0];
    expect(lowest.rows.map((r) => r.mark)).toEqual(['promoted', 'promoted', 'stays', 'stays', 'stays', 'stays', 'stays']);
  });

  it('"a mark states a place that holds whatever happens in the games still to play" (docs/rules.md §6): one game left', () => {
    // Games 1–3 played, then game 7 (Ann, Bob, Dee, three players) still to play: Ann 8 → 8–16, Bob 26/3 → 26/3–50/3,
    // Dee 1 → 1–9 (the game may also end at the deadline with any of them delayed: 0 VP). Eve (32/3, done) can be
    // passed by Ann and Bob both only if each passes 32/3: Ann ≥ 12 (1st or 2nd) and Bob ≥ 32/3 (1st or 2nd):
    // possible — Eve open. Gus (20/3), Fay (6), Cid (2) are done: at most Eve, Bob, Ann and Dee can be above them, and
    // Dee can end on 1 below Cid: Gus is 4th at best (Ann ≥ 8 > 20/3): R; Fay 5th at best: R; Cid can end 6th or 7th:
    // R. Dee: 4th at best when the game is played (Ann ≥ 10, Bob ≥ 32/3 then), but if Dee wins it with Ann and Bob
    // delayed (Ann 8, Bob 26/3), Dee's 9 is 2nd behind Eve: open.
    const oneLeft: TorresGroupData = { ...HAND_GROUP, games: [...HAND_GROUP.games.slice(0, 3), HAND_GROUP.games[6]] };
    const s = torresGroupDoc('T', '2026-06-01', oneLeft).sections[0];
    expect(s.rows.map((r) => [r.cells[1], r.mark])).toEqual([
      ['Eve', undefined],
      ['Bob', undefined],
      ['Ann', undefined],
      ['Gus', 'relegated'],
      ['Fay', 'relegated'],
      ['Cid', 'relegated'],
      ['Dee', undefined],
    ]);
    // Dee already marked delayed in game 7 (D 95 typed, Ann's and Bob's points blank): Dee stays on 1, below Cid: R
    const deeDelayed: TorresGroupData = { ...oneLeft, games: [...oneLeft.games.slice(0, 3), [seat('Ann', null), seat('Bob', null), seat('Dee', 'D 95')]] };
    expect(torresGroupDoc('T', '2026-06-01', deeDelayed).sections[0].rows.map((r) => r.mark)).toEqual([
      undefined,
      undefined,
      undefined,
      'relegated',
      'relegated',
      'relegated',
      'relegated',
    ]);
    expect(s.notes?.[0]).toBe(
      'Marks hold whatever the results of the game still to play (any finishing order, or delays at the deadline): P moves up, R moves down, S stays; unmarked players are still open.',
    );
  });
});

describe('before any game is complete (docs/rules.md §0.6: nothing alarming before play)', () => {
  it('lists the players as drawn (the Elo list), no place, no mark, "no results yet"; not the lowest Elo first', () => {
    // Only game 4 is started (two of four points typed): no game is complete.
    const started: TorresGroupData = { ...HAND_GROUP, games: HAND_GROUP.games.slice(3) };
    const doc = torresGroupDoc('TORRES 2026', '2026-06-01', started);
    expect(doc.progress).toEqual({ done: 0, total: 4, unit: GAMES });
    expect(doc.sections[0].rows).toEqual(['Ann', 'Bob', 'Cid', 'Dee', 'Eve', 'Fay', 'Gus'].map((p) => ({ cells: ['-', p, 0, '0', 0, 0] })));
    expect(doc.sections[0].notes).toEqual(['No results yet: the players as drawn.']);
    // The first complete game gives places (and, with games left, no certain mark yet).
    const one = torresGroupDoc('TORRES 2026', '2026-06-01', { ...started, games: [HAND_GROUP.games[0], ...started.games] });
    expect(one.sections[0].rows.map((r) => r.cells.slice(0, 2))).toEqual([
      [1, 'Ann'],
      [2, 'Bob'],
      [3, 'Cid'],
      [4, 'Dee'],
      // the three who have not played: level on VP, difference and points; Elo, lower first, none last (§3.5)
      [5, 'Gus'],
      [6, 'Eve'],
      [7, 'Fay'],
    ]);
  });
});

describe('ties, withdrawals and fictitious players', () => {
  /** Ann and Bob identical on every criterion (same points in the same games, same Elo) at places 2–3. */
  const tied = (): TorresGroupData => ({
    league: 2,
    group: 2,
    leagues: 3,
    games: [
      [seat('Cid', 130), seat('Ann', 100), seat('Bob', 100), seat('Dee', 70)],
      [seat('Cid', 130), seat('Bob', 100), seat('Ann', 100), seat('Eve', 60)],
      [seat('Fay', 90), seat('Dee', 80), seat('Eve', 70), seat('Cid', 60)],
    ],
    roster: ['Ann', 'Bob', 'Cid', 'Dee', 'Eve', 'Fay'].map((name) => ({ name, elo: 1500, withdrawn: false })),
    fictitious: [],
    vpByPlace: [8, 4, 2, 1],
    eloOrder: 'low',
  });

  it('players sharing a rank across the promotion line are marked tied, with a note', () => {
    const s = torresGroupDoc('T', '2026-06-01', tied()).sections[0];
    // Cid 8+8+1 = 17; Ann and Bob (4+2)/2 · 2 = 6 each, diff 0 each; Fay 8; Dee 1+4 = 5; Eve 1+2 = 3
    expect(s.rows.map((r) => [r.cells[0], r.cells[1], r.mark])).toEqual([
      [1, 'Cid', 'promoted'],
      [2, 'Fay', 'promoted'],
      [3, 'Ann', 'relegated'],
      [3, 'Bob', 'relegated'],
      [5, 'Dee', 'relegated'],
      [6, 'Eve', 'relegated'],
    ]);
    const g = tied();
    g.games[2] = [seat('Fay', 60), seat('Dee', 80), seat('Eve', 70), seat('Cid', 90)];
    const t = torresGroupDoc('T', '2026-06-01', g).sections[0];
    expect(t.rows.map((r) => [r.cells[0], r.cells[1], r.mark])).toEqual([
      [1, 'Cid', 'promoted'],
      [2, 'Ann', 'tie'],
      [2, 'Bob', 'tie'],
      [4, 'Dee', 'relegated'],
      [5, 'Eve', 'relegated'],
      [6, 'Fay', 'relegated'],
    ]);
    expect(t.notes).toEqual(['Ann and Bob are equal on VP, difference, points and Elo across the promotion line: the organiser decides who moves up.']);
  });

  it('a withdrawn player stays listed (out), his fictitious player is shown as such and takes no place; "Forfaiture" is a real player', () => {
    const g: TorresGroupData = JSON.parse(JSON.stringify(HAND_GROUP));
    // Dee withdrawn after game 1: her unplayed games (4, 5, 7) went to forfait, who played game 4 (Dee's seat) for 95
    g.roster[3].withdrawn = true;
    g.games[3] = [seat('Cid', 100), seat('forfait', 95), seat('Fay', 90), seat('Gus', 80)];
    g.games[4][1] = seat('forfait', null);
    g.games[6][2] = seat('forfait', null);
    g.roster[6].name = 'Forfaiture';
    for (const game of g.games) for (const s of game) if (s.name === 'Gus') s.name = 'Forfaiture';
    g.fictitious = [{ name: 'forfait', replaces: 'Dee' }];
    // games 5–7 still to play: Dee is out, forfait has no mark, the others are open
    expect(torresGroupDoc('T', '2026-06-01', g).sections[0].rows.map((r) => r.mark)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      'out',
    ]);
    g.games = g.games.slice(0, 4);
    const s = torresGroupDoc('T', '2026-06-01', g).sections[0];
    // Game 4 (sum 365): Cid +35 (8 VP), forfait +15 (4), Fay −5 (2), Forfaiture −45 (1). Totals: Eve 32/3, Cid 10
    // (+15), Bob 26/3, Ann 8 (+170) before Fay 8 (−15), Forfaiture 23/3, forfait 4, Dee 1. Places among the real
    // players; Dee is out (withdrawn), so only three of the bottom four places move down (§3.9: no vacancy).
    expect(s.rows.map((r) => [r.cells[0], r.cells[1], r.cells[2], r.cells[3], r.mark])).toEqual([
      [1, 'Eve', '10.67', '-10', 'promoted'],
      [2, 'Cid', 10, '+15', 'promoted'],
      [3, 'Bob', '8.67', '+20', 'stays'],
      [4, 'Ann', 8, '+170', 'relegated'],
      [5, 'Fay', 8, '-15', 'relegated'],
      [6, 'Forfaiture', '7.67', '-135', 'relegated'],
      ['-', 'forfait (fictitious, for Dee)', 4, '+15', undefined],
      [7, 'Dee (withdrawn)', 1, '-60', 'out'],
    ]);
    expect(s.notes).toContain('Withdrawn during the season: Dee (unplayed games to forfait). Places count among the real players.');
  });

  it('names with BBCode, Markdown and HTML specials reach every format escaped', () => {
    const g: TorresGroupData = {
      ...HAND_GROUP,
      games: HAND_GROUP.games.map((x) => x.map((s) => ({ ...s, name: s.name === 'Ann' ? '[b]Ann[/b] | <i>&' : s.name }))),
      roster: HAND_GROUP.roster.map((r) => ({ ...r, name: r.name === 'Ann' ? '[b]Ann[/b] | <i>&' : r.name })),
    };
    const doc = torresGroupDoc('Cup [url=x] | <script>', '2026-06-01', g);
    const bb = render(doc, 'bbcode');
    expect(bb).not.toContain('[b]Ann[/b]');
    expect(bb).not.toContain('[url=x]');
    const md = render(doc, 'markdown');
    expect(md).toContain('\\|');
    expect(
      md
        .split('\n')
        .find((l) => l.includes('Ann'))!
        .split(/(?<!\\)\|/).length,
    ).toBe(
      md
        .split('\n')
        .find((l) => l.includes('Eve'))!
        .split(/(?<!\\)\|/).length,
    );
    const html = render(doc, 'html');
    expect(html).not.toMatch(/<i>|<script>/);
    expect(html).toContain('&#60;i&#62;&#38;');
  });
});

describe('the league overview', () => {
  it('lists every group league by league, with the progress summed', () => {
    const l1 = { ...HAND_GROUP, league: 1, group: 1 };
    const l2a = { ...HAND_GROUP, league: 2, group: 1 };
    const l2b = { ...HAND_GROUP, league: 2, group: 2 };
    const doc = torresOverviewDoc('TORRES 2026', '2026-06-01', [l2b, l1, l2a]);
    expect(doc.sections.map((s) => s.caption)).toEqual(['League 1', 'League 2 group 1', 'League 2 group 2']);
    expect(doc.progress).toEqual({ done: 9, total: 21, unit: GAMES });
    expect(doc.sections[1]).toEqual(HAND_DOC.sections[0]);
    expect(render(doc, 'text').split('\n')[0]).toBe('TORRES 2026 — 2026-06-01 — after 9 of 21 games');
  });
});
