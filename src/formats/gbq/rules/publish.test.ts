/**
 * GBQ standings as published, against hand-worked expectations (docs/rules.md §5.7's fourth example, worked by hand
 * below) and golden files of the four forms (golden/, reviewed by hand; UPDATE_GOLDEN=1 rewrites them). The
 * checks of the typed values (publishRead.ts) against the sheet's Check wording, withdrawal, the log's sums and
 * the games still to play, and the cross-group table with a tie at the edge.
 */
import { join } from 'node:path';
import { PUBLISH_FORMATS, render, type PublishFormat } from '../../../shared/rules/publish';
import { MAX_SETTING_TP as SHEET_MAX_TP } from '../sheets/formulas';
import { STEP_HELP } from './settings';
import { decimalText, gbqCrossDoc, gbqGroupDoc, gbqStandings, gbqText, ordinal } from './publish';
import { MAX_SETTING_TP, readGroup, type GbqGroup, type RawEntry, type RawGroup, type RawLogRow } from './publishRead';
import { fraction } from './decimal';
import { expectGolden } from '../../../../test/helpers/golden';

/**
 * §5.7, fourth example, q = 2, totals 9 (games sum to 24, TPs to 240 = a full share). By hand:
 * TP%: X 75/100 = 75.0, Y 50/80 = 62.5, Z 105/180 = 58.3, W 10/120 = 8.3 (that order).
 * D = (TP − 10·games)/10: X 2.5, Y 1.0, Z 1.5, W −5.0. Reference (tp) = place 2 = Y: GBQ X −1.5, Y 0, Z −0.5, W +6.0.
 * Sound bound (s = 20, everyone out of 9): worst/best numerators X 75/155, Y 50/150, Z 105/105, W 10/70.
 * W: X (75) and Z (105) are surely above W's best 70 → out. Nobody else is decided (two others can reach each).
 */
const EXAMPLE: GbqGroup = {
  title: 'Cup | <Group> [A]',
  q: 2,
  winTp: 15,
  lossTp: 5,
  reference: 'tp',
  step: 0.5,
  firstPlaceZero: false,
  players: [
    { name: 'X', tp: 75, played: 5, total: 9 },
    { name: 'Y', tp: 50, played: 4, total: 9 },
    { name: 'Z', tp: 105, played: 9, total: 9 },
    { name: 'W', tp: 10, played: 6, total: 9 },
  ],
};

describe('a group table', () => {
  it('§5.7 example 4 (entry table, sound bound): order, TPs, TP%, D, GBQ and marks by hand', () => {
    const doc = gbqGroupDoc(EXAMPLE, '2026-05-17');
    expect(doc.title).toBe('Cup | <Group> [A]');
    expect(doc.progress).toEqual({ done: 12, total: 18, unit: expect.anything() });
    const rows = doc.sections[0].rows;
    expect(rows.map((r) => [r.mark ?? '', ...r.cells])).toEqual([
      ['', 1, 'X', 5, '75', '75.0', '2.50', '-1.5'],
      ['', 2, 'Y', 4, '50', '62.5', '1.00', '0.0'],
      ['', 3, 'Z', 9, '105', '58.3', '1.50', '-0.5'],
      ['out', 4, 'W', 6, '10', '8.3', '-5.00', '+6.0'],
    ]);
    expect(doc.sections[0].notes).toEqual([
      '2 players of 4 qualify. GBQ: standard games behind place 2, to the nearest 0.5; negative = ahead.',
      'Q and X are certain but may come late: a sound bound (the table has no results log).',
    ]);
  });

  it('§5.7 example 4 with the other references: "gbq" (ref Z) and "wbq" (ĝ = 6)', () => {
    const gbqs = (g: GbqGroup) => gbqStandings(g).lines.map((l) => [l.player.name, l.gbq]);
    expect(gbqs({ ...EXAMPLE, reference: 'gbq' })).toEqual([
      ['X', -1],
      ['Y', 0.5],
      ['Z', 0],
      ['W', 6.5],
    ]);
    expect(gbqs({ ...EXAMPLE, reference: 'wbq' })).toEqual([
      ['X', -1.5],
      ['Y', 0],
      ['Z', 0.5],
      ['W', 6.5],
    ]);
    // 1st place = 0: the reference is X (D 2.5): Y +1.5, Z +1.0, W +7.5; the marks still use q = 2.
    const first = gbqStandings({ ...EXAMPLE, firstPlaceZero: true });
    expect(first.lines.map((l) => [l.player.name, l.gbq, l.mark ?? ''])).toEqual([
      ['X', 0, ''],
      ['Y', 1.5, ''],
      ['Z', 1, ''],
      ['W', 7.5, 'out'],
    ]);
    expect(gbqGroupDoc({ ...EXAMPLE, reference: 'gbq' }, '2026-05-17').sections[0].notes?.[0]).toContain('behind the 2nd best D');
    expect(gbqGroupDoc({ ...EXAMPLE, step: 0 }, '2026-05-17').sections[0].notes?.[0]).toContain('not rounded');
  });

  it('the exact marks when the games still to play are known (a mark the bound cannot give)', () => {
    // README "GBQSTATUS": A on 48.6 of 60 (finished), B and C on 30 of 40 who play each other last, q = 2.
    const g: GbqGroup = {
      ...EXAMPLE,
      q: 2,
      players: [
        { name: 'A', tp: 48.6, played: 3, total: 3 },
        { name: 'B', tp: 30, played: 2, total: 3 },
        { name: 'C', tp: 30, played: 2, total: 3 },
        { name: 'D', tp: 11.4, played: 3, total: 3 },
      ],
      remaining: [[1, 2, 1]],
    };
    const s = gbqStandings(g);
    expect(s.lines.map((l) => [l.player.name, l.mark ?? ''])).toEqual([
      ['A', 'qualified'],
      ['B', ''],
      ['C', ''],
      ['D', 'out'],
    ]);
    expect([s.done, s.total, s.left, s.exact]).toEqual([5, 6, 1, true]);
    expect(gbqStandings({ ...g, remaining: undefined }).lines[0].mark).toBeUndefined();
    expect(gbqGroupDoc(g, '2026-05-17').sections[0].notes?.[1]).toBe(
      'Q and X are exact over every outcome of the 1 game still to play (Q: sure to finish in the first 2).',
    );
  });

  it('a withdrawn player takes no place, has no GBQ, is listed last and marked out; q counts the players left', () => {
    const g: GbqGroup = {
      ...EXAMPLE,
      q: 1,
      players: [
        ...EXAMPLE.players.slice(0, 3),
        { ...EXAMPLE.players[3], name: 'W', withdrawn: 'keep' },
        { name: 'V', tp: 0, played: 0, total: 1, withdrawn: 'void' },
      ],
    };
    const doc = gbqGroupDoc(g, '2026-05-17');
    expect(doc.sections[0].rows.map((r) => [r.mark ?? '', ...r.cells])).toEqual([
      ['', 1, 'X', 5, '75', '75.0', '2.50', '0.0'],
      ['', 2, 'Y', 4, '50', '62.5', '1.00', '+1.5'],
      ['', 3, 'Z', 9, '105', '58.3', '1.50', '+1.0'],
      ['out', '-', 'W (withdrawn)', 6, '10', '8.3', '-5.00', ''],
      ['out', '-', 'V (withdrawn)', 0, '0', '-', '0.00', ''],
    ]);
    expect(doc.sections[0].notes).toContain('Withdrawn: W (games played kept, the rest cancelled), V (games voided). They take no place.');
    expect(doc.sections[0].notes?.[0]).toMatch(/^1 player of 3 qualifies\. /);
  });

  it('numbers as shown: halves away from zero, never -0, signed GBQ with the step’s decimals', () => {
    expect(decimalText(fraction(-1n, 200n), 2)).toBe('-0.01');
    expect(decimalText(fraction(-1n, 201n), 2)).toBe('0.00');
    expect(decimalText(fraction(1n, 8n), 2)).toBe('0.13');
    expect([gbqText(0, 0.5), gbqText(-0.5, 0.5), gbqText(0.25, 0.25), gbqText(1 / 3, 0)]).toEqual(['0.0', '-0.5', '+0.25', '+0.33']);
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 111].map(ordinal).join(' ')).toBe('1st 2nd 3rd 4th 11th 12th 13th 21st 22nd 111th');
  });
});

const GOLDEN = join(__dirname, 'golden');
const EXT: Record<PublishFormat, string> = { bbcode: 'bbcode.txt', markdown: 'md', text: 'txt', html: 'html' };

describe('golden outputs (hand-reviewed)', () => {
  const withdrawn: GbqGroup = {
    ...EXAMPLE,
    q: 1,
    players: [...EXAMPLE.players.slice(0, 3), { ...EXAMPLE.players[3], name: 'Wü [/code] | *W*', withdrawn: 'keep' }],
  };
  const docs = {
    group: gbqGroupDoc(EXAMPLE, '2026-05-17'),
    withdrawn: gbqGroupDoc(withdrawn, '2026-05-17'),
    cross: gbqCrossDoc('Best 3rds', '2026-05-17', 1, [
      { name: 'Group A', group: EXAMPLE },
      { name: 'Group B', group: { ...EXAMPLE, q: 1 } },
    ]),
  };
  for (const [name, doc] of Object.entries(docs)) {
    for (const format of PUBLISH_FORMATS) {
      it(`${name} in ${format}`, () => {
        expectGolden(join(GOLDEN, `${name}.${EXT[format]}`), render(doc, format));
      });
    }
  }
});

describe('the cross-group table', () => {
  const group = (players: [string, number, number][], q = 1, total = 4): GbqGroup => ({
    ...EXAMPLE,
    q,
    players: players.map(([name, tp, played]) => ({ name, tp, played, total })),
  });
  // Place 2 of each (q = 1): A2 30/2 = 75 %, B2 30/2 = 75 %, C2 20/2 = 50 %, D2 no games (nobody in D has played: row order; last).
  const groups = [
    {
      name: 'A',
      group: group([
        ['A1', 35, 2],
        ['A2', 30, 2],
        ['A3', 15, 4],
      ]),
    },
    {
      name: 'B',
      group: group([
        ['B1', 40, 2],
        ['B2', 30, 2],
        ['B3', 10, 4],
      ]),
    },
    {
      name: 'C',
      group: group([
        ['C1', 60, 4],
        ['C2', 20, 2],
        ['C3', 0, 2],
      ]),
    },
    {
      name: 'D',
      group: group([
        ['D1', 0, 0],
        ['D2', 0, 0],
        ['D3', 0, 0],
      ]),
    },
  ];

  it('ranks the (q+1)-th placed on TP%; a tie straddling the edge of the best k is a tie, not a guess', () => {
    const rows = (k: number) =>
      gbqCrossDoc('X', '2026-05-17', k, groups).sections[0].rows.map((r) => [r.mark ?? '', r.cells[0], r.cells[1], r.cells[3], r.cells[6]]);
    expect(rows(1)).toEqual([
      ['tie', 1, 'A', 'A2', '75.0'],
      ['tie', 1, 'B', 'B2', '75.0'],
      ['', 3, 'C', 'C2', '50.0'],
      ['', 4, 'D', 'D2', '-'],
    ]);
    expect(rows(2).map((r) => r[0])).toEqual(['qualified', 'qualified', '', '']);
    expect(rows(3).map((r) => r[0])).toEqual(['qualified', 'qualified', 'qualified', '']);
    expect(rows(4).map((r) => r[0])).toEqual(['qualified', 'qualified', 'qualified', 'qualified']);
    expect(gbqCrossDoc('X', '2026-05-17', 1, groups).sections[0].notes).toContain('A2 (A), B2 (B): level on TP% at the edge of the best 1; the TD decides.');
  });

  it('a group whose (q+1)-th place is withdrawn gives no candidate; progress sums the groups', () => {
    const gone = group(
      [
        ['E1', 20, 2],
        ['E2', 20, 2],
        ['E3', 0, 0],
      ],
      2,
      2,
    );
    gone.players[2].withdrawn = 'void';
    gone.players[2].total = 0;
    const doc = gbqCrossDoc('X', '2026-05-17', 1, [groups[0], { name: 'E', group: gone }]);
    expect(doc.sections[0].rows.map((r) => [r.mark ?? '', r.cells[0], r.cells[1], r.cells[3], r.cells[7]])).toEqual([
      ['qualified', 1, 'A', 'A2', '2 games to play'],
      ['', '-', 'E', '(no player left)', 'finished'],
    ]);
    expect(doc.progress).toMatchObject({ done: 4 + 2, total: 6 + 2 });
  });
});

// ---- the checks of the typed values -------------------------------------------------------------------------

const entry = (name: string, played: unknown, tps: unknown, extra: Partial<RawEntry> = {}): RawEntry => ({
  name,
  total: 9,
  totalFormula: '',
  played,
  playedFormula: '',
  wins: '',
  draws: '',
  losses: '',
  tps,
  tpsFormula: '',
  withdrawn: '',
  ...extra,
});
const RAW: RawGroup = {
  title: 'T',
  q: 2,
  win: 15,
  loss: 5,
  gamesPerMatch: 3,
  rounds: 1,
  reference: 'tp',
  step: 0.5,
  firstZero: 'no',
  firstRow: 10,
  entries: [entry('X', 5, 75), entry('Y', 4, 50), entry('Z', 9, 105), entry('W', 6, 10)],
};

describe('reading the typed values', () => {
  it('gives the group as typed when nothing is flagged', () => {
    const { group, problems } = readGroup(RAW);
    expect(problems).toEqual([]);
    expect(group).toEqual(EXAMPLE.players.reduce((g, p, i) => ((g.players[i] = p), g), { ...EXAMPLE, title: 'T', players: [] as GbqGroup['players'] }));
  });

  it('names every flagged row, setting and the group check at once, in the Check column’s words', () => {
    const raw: RawGroup = {
      ...RAW,
      sheet: 'Group A',
      q: 5,
      reference: 'TPX',
      entries: [
        entry('X', 10, 75),
        entry(' x ', 4, 50),
        entry('', 9, 105),
        entry('W', 6, 'ten', { wins: 1 }),
        entry('V', 2, 10, { wins: 1, draws: 0, losses: 0 }),
      ],
    };
    expect(readGroup(raw).problems).toEqual([
      '"Group A" B2: Qualifiers: enter a whole number from 1 to 4.',
      '"Group A" L4: GBQ reference: tp, gbq or wbq.',
      `"Group A" J10 ('X'): this name appears twice; names must differ (case and spaces do not count).`,
      `"Group A" J11 ('x'): this name appears twice; names must differ (case and spaces do not count).`,
      `"Group A" J12: no name: enter the player's name (to drop a player, set their total games instead).`,
      `"Group A" M13 ('W'): wins + draws + losses is not the games played.`,
      `"Group A" M14 ('V'): wins + draws + losses is not the games played.`,
      // no group line: the group check is over the rows without a problem, and every row here has one
    ]);
    expect(readGroup({ ...RAW, entries: [entry('A', 12, 1), entry('B', 1, 21), entry('C', 0, 1), entry('D', 1, -1)] }).problems).toEqual([
      "L10 ('A'): more games played than total games.",
      "P11 ('B'): more TPs than the games played share out ((win + loss) × games).",
      "P12 ('C'): TPs but no games played.",
      "P13 ('D'): TPs: negative.",
    ]);
  });

  it('computes the default total-games formula instead of reading it back; a typed total is used as typed', () => {
    const f = '=IF(AND(ISNUMBER($L$2),ISNUMBER($L$3)),$L$2*3*$L$3,"")';
    const raw = {
      ...RAW,
      gamesPerMatch: 2,
      rounds: 2,
      defaultTotalFormula: f,
      entries: RAW.entries.map((e, i) => ({ ...e, total: 'stale' as unknown, totalFormula: i < 3 ? f.replace(/\$/g, '') : '' })),
    };
    raw.entries[3].total = 7;
    expect(readGroup(raw).group?.players.map((p) => p.total)).toEqual([12, 12, 12, 7]);
  });

  it('keeps the constants of the sheet', () => {
    expect(MAX_SETTING_TP).toBe(SHEET_MAX_TP);
    expect(readGroup({ ...RAW, step: 0.3 }).problems).toEqual([`L5: Rounding step: ${STEP_HELP}.`]);
  });
});

describe('reading a results log', () => {
  const log = (rows: Partial<RawLogRow>[]): RawGroup => ({
    ...RAW,
    q: 1,
    gamesPerMatch: 1,
    entries: ['Ann', 'Bob', 'Cid'].map((n) => entry(n, 'x', 'x', { totalFormula: '=f', playedFormula: '=f', tpsFormula: '=f' })),
    log: { firstRow: 20, rows: rows.map((r) => ({ first: '', second: '', games: '', tps1: '', tps2: '', pen1: '', pen2: '', ...r })) },
  });

  it('sums the rows, knows the games still to play, ignores blank rows, and voids a withdrawn player’s games', () => {
    const raw = log([{ first: 'ann', second: 'Bob ', tps1: 12, tps2: 7, pen2: 1 }, {}, { first: 'Cid', second: 'Ann', games: 1, tps1: 5, tps2: 15 }]);
    const g = readGroup(raw).group as GbqGroup;
    expect(g.players.map((p) => [p.name, p.played, p.tp, p.total])).toEqual([
      ['Ann', 2, 27, 2],
      ['Bob', 1, 7, 2],
      ['Cid', 1, 5, 2],
    ]);
    expect(g.remaining).toEqual([[1, 2, 1]]);
    raw.entries[2].withdrawn = 'Void';
    const v = readGroup(raw).group as GbqGroup;
    expect(v.players.map((p) => [p.played, p.tp, p.total, p.withdrawn])).toEqual([
      [1, 12, 1, undefined],
      [1, 7, 1, undefined],
      [0, 0, 0, 'void'],
    ]);
    expect(v.remaining).toEqual([]);
  });

  it('names every bad log row, and a total typed over', () => {
    const raw = log([
      { first: 'Ann', second: 'Zed', tps1: 10, tps2: 10 },
      { first: 'Ann', second: 'ann', tps1: 10, tps2: 10 },
      { first: 'Ann', second: 'Bob', tps1: 10, tps2: 9 },
      { first: 'Ann', second: 'Bob', tps1: 10, tps2: 10 },
      { first: 'Bob', second: 'Ann', tps1: 10, tps2: 10 },
      { first: 'Bob', second: 'Cid', games: 1.5, tps1: 10, tps2: 10 },
      { first: 'Bob', tps1: 10 },
    ]);
    raw.entries[2].totalFormula = '';
    raw.sheet = 'Group A';
    expect(readGroup(raw).problems).toEqual([
      `"Group A" K20: player 2 'Zed' is not in the player list (ENTRY block).`,
      '"Group A" K21: the same player twice: a player cannot play themself.',
      '"Group A" M22: TPs do not share out: 19 TPs, but 1 game(s) share out 20.',
      `"Group A" L24: more games between 'Bob' and 'Ann' than the schedule's 1 (games per match × rounds).`,
      '"Group A" L25: games: a whole number, 1 or more (blank = one match of 1 games).',
      '"Group A" K26: player 2: enter a name.',
      `"Group A" K12 ('Cid'): total games follow the schedule and the log: undo the change, or copy the formula from another row.`,
    ]);
  });
});
