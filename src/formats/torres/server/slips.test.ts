/**
 * Issue 23 on the TORRES group sheet: a typing slip stays on its row. Each kind of slip is typed into ONE cell of a
 * created group sheet whose season is complete (as a person types: setValue), and the test asserts: only that row's
 * Check says what is wrong, naming the sheet cell and what to type; only the bad cell is marked red; "Problems to
 * fix" is 1; TORRESRANK still shows the standings over the good games (exactly the rules' torresStandings without the
 * bad game), with a last line counting what it left out. In en_US and, where the locale matters, de_DE.
 */
import { asSpreadsheet, installFakeGas } from '../../../../test/helpers/fakeGas';
import { EXTRACTORS, publishFrom } from '../../../publish';
import { paintedRows } from '../../../../test/helpers/conditional';
import type { FakeSheet } from '../../../../dev/fake/sheet';
import { COLOR } from '../../../shared/sheets/styles';
import { torresStandings } from '../rules/rank';
import { createTorresGroups, readTorresOverview, withdrawTorresPlayer } from './endpoints';
import { GROUP } from '../sheets/layout';
import { asGames, asRows, scheduledGames, seasonPoints, standings, typePoints } from './testHelpers';

const PLAYERS = ['Ann', 'Bob', 'Cid', 'Dee', 'Eve', 'Fay', 'Gus'];
const ELO = PLAYERS.map((name, i) => ({ name, elo: 1500 + i * 10 }));
const SHEET = 'T L1';
const BAD_GAME = 2; // game 3, sheet row 12
const ROW = GROUP.firstGameRow + BAD_GAME;
const POINTS_HELP = "type the player's points (whole, 0 to 9999), or D and the points for a delayed game";

function setup(locale?: 'de_DE') {
  const gas = installFakeGas(locale ? { locale } : {});
  createTorresGroups({ title: 'T', groups: [PLAYERS], elo: ELO, seed: 'slips' });
  const sheet = gas.book.sheet(SHEET);
  const games = scheduledGames(sheet, 7);
  const points = seasonPoints(games, 'slips');
  typePoints(sheet, points);
  return { gas, sheet, games, points };
}

const checks = (sheet: FakeSheet, column: number, rows: number): string[] =>
  Array.from({ length: rows }, (_, i) => String(sheet.valueAt(GROUP.firstGameRow + i, column) ?? ''));
const problems = (sheet: FakeSheet): unknown => sheet.valueAt(GROUP.problemsRow, GROUP.problemsColumn);
const leftOutLine = (sheet: FakeSheet): unknown => sheet.valueAt(GROUP.firstGameRow + PLAYERS.length, GROUP.standingsColumn);

interface Slip {
  what: string;
  cell: string;
  typed: string | ((sheet: FakeSheet) => string);
  /** The row's Check (game row or Elo row), or null when the entry is accepted. */
  message: string | null;
  /** Which Check column shows it, and which column's cell is marked red. */
  check?: 'game' | 'elo' | 'none';
  marked?: number;
  /** Standings over the good rows: the bad game left out (default when a game row is bad). */
  leaveOutGame?: boolean;
  elo?: Record<string, number | undefined>;
  leftOut?: RegExp;
}

const C = 3; // points of seat 1
const B = 2; // name of seat 1
const S = GROUP.eloColumn + 1;

const SLIPS: Slip[] = [
  { what: 'letter O for a zero', cell: 'C12', typed: '1O5', message: `1O5 is not a score in "${SHEET}" C12: ${POINTS_HELP}`, marked: C },
  { what: 'a decimal comma in points', cell: 'C12', typed: '95,5', message: `95,5 is not a score in "${SHEET}" C12: ${POINTS_HELP}`, marked: C },
  { what: 'a negative', cell: 'C12', typed: '-5', message: `-5 is not a score in "${SHEET}" C12: ${POINTS_HELP}`, marked: C },
  { what: 'a fraction', cell: 'C12', typed: '95.5', message: `95.5 is not a score in "${SHEET}" C12: ${POINTS_HELP}`, marked: C },
  { what: 'D without a score', cell: 'C12', typed: 'D', message: `D is not a score in "${SHEET}" C12: ${POINTS_HELP}`, marked: C },
  { what: 'a wildcard in points', cell: 'C12', typed: '9*', message: `9* is not a score in "${SHEET}" C12: ${POINTS_HELP}`, marked: C },
  {
    what: 'a name not in the group',
    cell: 'B12',
    typed: 'Bobb',
    message: `'Bobb' is not in the group in "${SHEET}" B12: type a player of the Elo list`,
    marked: B,
  },
  {
    what: 'a wildcard name',
    cell: 'B12',
    typed: 'A*',
    message: `'A*' is not in the group in "${SHEET}" B12: type a player of the Elo list`,
    marked: B,
  },
  {
    what: 'a blank name beside points',
    cell: 'B12',
    typed: '',
    message: null, // filled in below: the points typed in C12
    marked: B,
  },
  {
    what: 'a player twice in one game',
    cell: 'D12',
    typed: (sheet) => String(sheet.valueAt(ROW, B)),
    message: null,
    marked: 4,
  },
  {
    what: 'an Elo that is not a number',
    cell: 'S11',
    typed: '18x0',
    message: `18x0 is not an Elo in "${SHEET}" S11: type the rating as a number (1850 or 1850.5), or leave it blank`,
    check: 'elo',
    marked: S,
    leaveOutGame: false,
    elo: { Bob: undefined },
    leftOut: /^Left out: 1 Elo \(elo row 2: "18x0" is not an Elo\)$/,
  },
  { what: 'an Elo with a decimal comma', cell: 'S11', typed: '1850,5', message: null, check: 'none', leaveOutGame: false, elo: { Bob: 1850.5 } },
  {
    what: 'VP by place typed over',
    cell: 'C3',
    typed: 'four',
    message: `VP by place in "${SHEET}" B3:E3: type 4 numbers, first place first, not increasing; the standings use 8, 4, 2, 1 until then`,
    check: 'none',
    marked: C,
    leaveOutGame: false,
  },
  {
    what: 'the Elo order typed over',
    cell: 'B4',
    typed: 'lo',
    message: `lo is not an Elo order in "${SHEET}" B4: type low or high; the standings use low until then`,
    check: 'none',
    marked: B,
    leaveOutGame: false,
  },
];

describe.each<[string, 'de_DE' | undefined]>([
  ['en_US', undefined],
  ['de_DE', 'de_DE'],
])('TORRES group sheet: one typing slip stays on its row (%s)', (_locale, locale) => {
  const slips = locale
    ? SLIPS.filter((s) => ['letter O for a zero', 'a name not in the group', 'an Elo that is not a number', 'VP by place typed over'].includes(s.what)).concat([
        // de_DE: `95,5` is a number there (not whole: refused; the stand-in's engine joins a number into text with a
        // point, Sheets in de_DE shows 95,5), `1850.5` is text read as meant.
        { what: 'a fraction typed 95,5', cell: 'C12', typed: '95,5', message: `95.5 is not a score in "${SHEET}" C12: ${POINTS_HELP}`, marked: C },
        { what: 'an Elo typed 1850.5', cell: 'S11', typed: '1850.5', message: null, check: 'none', leaveOutGame: false, elo: { Bob: 1850.5 } },
        // de_DE: `1.5` becomes a date (a day count far above any score): the Check, TORRESRANK and publishing refuse it alike.
        { what: 'points typed 1.5 become a date', cell: 'C12', typed: '1.5', message: null, marked: C },
      ])
    : SLIPS;

  it('before any slip: no problem, every Check blank, "Problems to fix" 0 and green', () => {
    const { sheet } = setup(locale);
    expect(problems(sheet)).toBe(0);
    expect(checks(sheet, GROUP.checkColumn, 7).every((c) => c === '')).toBe(true);
    expect(checks(sheet, GROUP.eloCheckColumn, 7).every((c) => c === '')).toBe(true);
    expect(sheet.valueAt(GROUP.problemsRow, GROUP.problemsLabelColumn)).toBe('Problems to fix');
    expect(paintedRows(sheet, COLOR.good, GROUP.problemsColumn)).toEqual([GROUP.problemsRow]);
    expect(leftOutLine(sheet)).toBe('');
  });

  it.each(slips.map((s) => [s.what, s] as const))('%s', (_what, slip) => {
    const { gas, sheet, games, points } = setup(locale);
    const typed = typeof slip.typed === 'function' ? slip.typed(sheet) : slip.typed;
    const pointsTyped = sheet.getRange(`C${ROW}`).getDisplayValue();
    sheet.getRange(slip.cell).setValue(typed);
    let message = slip.message;
    if (slip.what === 'a blank name beside points') message = `${pointsTyped} has no player in "${SHEET}" B12: type the name beside the points`;
    if (slip.what === 'points typed 1.5 become a date') {
      const date = sheet.getRange('C12').getValue();
      expect(date).toBeInstanceOf(Date);
      const serial = Math.round(((date as Date).getTime() - Date.UTC(1899, 11, 30)) / 86400000);
      message = `${serial} is not a score (a date?) in "${SHEET}" C12: ${POINTS_HELP}`;
    }
    if (slip.what === 'a player twice in one game') message = `'${typed}' plays twice in this game in "${SHEET}" D12: each player once`;

    const kind = slip.check ?? 'game';
    const gameChecks = checks(sheet, GROUP.checkColumn, 7);
    const eloChecks = checks(sheet, GROUP.eloCheckColumn, 7);
    expect(gameChecks).toEqual(gameChecks.map((_, g) => (kind === 'game' && g === BAD_GAME ? message : '')));
    expect(eloChecks).toEqual(eloChecks.map((_, i) => (kind === 'elo' && i === 1 ? message : '')));
    if (kind === 'none' && message) {
      const remark = slip.cell === 'B4' ? sheet.valueAt(GROUP.eloOrderRow, 3) : sheet.valueAt(GROUP.vpRow, 6);
      expect(remark).toBe(message);
    }
    expect(problems(sheet)).toBe(message === null ? 0 : 1);
    if (message !== null) expect(paintedRows(sheet, COLOR.bad, GROUP.problemsColumn)).toEqual([GROUP.problemsRow]);

    // Only the bad cell is marked (in the typed columns: names, points, the Elo list, the settings).
    const badRow = Number(/\d+/.exec(slip.cell)![0]);
    for (const column of [2, 3, 4, 5, 6, 7, 8, 9, GROUP.eloColumn, S]) {
      const painted = paintedRows(sheet, COLOR.bad, column).filter((r) => r !== GROUP.problemsRow);
      expect([column, painted]).toEqual([column, message !== null && column === slip.marked ? [badRow] : []]);
    }

    // The standings over the good rows: exactly the rules' standings without the bad game (or the bad Elo).
    const keep = slip.leaveOutGame === false ? games.map(() => true) : games.map((_, g) => g !== BAD_GAME);
    const elo = new Map(ELO.map((e) => [e.name, e.elo] as [string, number]));
    for (const [name, value] of Object.entries(slip.elo ?? {})) {
      if (value === undefined) elo.delete(name);
      else elo.set(name, value);
    }
    const expected = torresStandings(
      PLAYERS,
      asGames(
        games.filter((_, g) => keep[g]),
        points.filter((_, g) => keep[g]),
      ),
      { elo },
    );
    expect(standings(sheet, PLAYERS.length)).toEqual(asRows(expected));
    const line = leftOutLine(sheet);
    if (slip.leftOut) expect(line).toMatch(slip.leftOut);
    else if (slip.leaveOutGame === false) expect(line).toBe('');
    else expect(line).toMatch(/^Left out: 1 game \(results row 3: /);

    // Publishing and the roll-over's reading recompute from the typed cells: they name the bad cell, never fail vaguely.
    const publish = () => publishFrom(asSpreadsheet(gas), { sheet: SHEET, format: 'text' }, EXTRACTORS, () => '2026-06-01');
    const read = () => readTorresOverview({ sheet: 'T leagues' });
    // The league overview counts the group's problems, and its final order waits for them.
    const overview = gas.book.sheet('T leagues');
    expect(overview.valueAt(5, 2)).toBe(message === null ? 0 : 1);
    expect(overview.valueAt(7, 6)).toBe(message === null ? expected[0].player : '');
    if (message === null) {
      expect(publish().text).toMatch(/after 7 of 7 games/);
      expect(publish().problems).toEqual([]);
      expect(read().previous[0].players).toHaveLength(PLAYERS.length);
    } else {
      // the cell typed into (a name typed twice: either seat; a blank name: its points cell, which has no player)
      const named = new RegExp(`"${SHEET}" ${typed === '' ? 'C12' : slip.cell.replace('D12', '[BD]12')}\\b`);
      // Publishing lists the problem above the post, naming the cell, and publishes the standings over the good games.
      const post = publish();
      expect(post.problems).toHaveLength(1);
      expect(post.problems[0]).toMatch(named);
      const good = slip.leaveOutGame === false ? 7 : 6;
      expect(post.text).toMatch(new RegExp(`after ${good} of 7 games`));
      // (the rows' marks column first: a single league, so every player stays, S)
      const shown = post.text
        .split('\n')
        .map((l) => l.replace(/^S {2}/, ''))
        .filter((l) => /^\d+ {2}/.test(l))
        .map((l) => l.split(/\s{2,}/)[1]);
      expect(shown).toEqual(expected.map((s) => s.player));
      expect(read).toThrow(named);
    }
  });
});

describe('TORRES group sheet: what the add-on writes is never a problem', () => {
  it('a withdrawal hands games to forfait: the Check accepts the fictitious player the Status names', () => {
    const gas = installFakeGas();
    createTorresGroups({ title: 'T', groups: [PLAYERS], elo: ELO, seed: 'slips' });
    const sheet = gas.book.sheet(SHEET);
    const games = scheduledGames(sheet, 7);
    typePoints(sheet, seasonPoints(games, 'slips').slice(0, 2));
    const { replacedBy } = withdrawTorresPlayer({ sheet: SHEET, player: 'Bob' });
    expect(replacedBy).toBe('forfait');
    expect(scheduledGames(sheet, 7).flat()).toContain('forfait');
    expect(problems(sheet)).toBe(0);
    expect(checks(sheet, GROUP.checkColumn, 7).every((c) => c === '')).toBe(true);
  });
});

describe('TORRES group sheet: a fictitious name typed by hand is read alike by the Check, TORRESRANK and the readers', () => {
  // docs/rules.md §3.5: TORRESRANK's roster is the Elo list, fictitious players (forfait, Forfait bis, …, Forfait 5 …)
  // excepted; the Check and every reader accept exactly those names beside the Elo list, and refuse any other.
  it.each<[string, boolean]>([
    ['forfait', true],
    ['FORFAIT  BIS', true],
    ['Forfait tierce', true],
    ['forfait quarter', true],
    ['Forfait 5', true],
    ['Forfait 12', true],
    ['Forfaiture', false],
    ['Forfait x', false],
    ['Forfait 1.5', false],
    ['Forfait -5', false],
  ])('%s in B12: accepted %s', (typed, accepted) => {
    const { gas, sheet } = setup();
    sheet.getRange('B12').setValue(typed);
    const check = String(sheet.valueAt(ROW, GROUP.checkColumn));
    // the standings list one more player when the fictitious name is counted; their last line follows
    const line = sheet.valueAt(GROUP.firstGameRow + PLAYERS.length + (accepted ? 1 : 0), GROUP.standingsColumn);
    const read = publishFrom(asSpreadsheet(gas), { sheet: SHEET, format: 'text' }, EXTRACTORS, () => '2026-06-01');
    if (accepted) {
      expect(check).toBe('');
      expect(problems(sheet)).toBe(0);
      expect(read.problems).toEqual([]);
      // TORRESRANK counts the game with the fictitious name in it (its row is in the standings, the replaced player not)
      expect(line).toBe('');
      expect(standings(sheet, PLAYERS.length + 1).map((r) => r[1])).toContain(typed.replace(/\s+/g, ' '));
      expect(read.text).toMatch(/after 7 of 7 games/);
    } else {
      expect(check).toBe(`'${typed}' is not in the group in "${SHEET}" B12: type a player of the Elo list`);
      expect(problems(sheet)).toBe(1);
      expect(line).toMatch(/^Left out: 1 game \(results row 3: /);
      expect(read.problems).toEqual([expect.stringMatching(/^"T L1" B12: /)]);
      expect(read.text).toMatch(/after 6 of 7 games/);
    }
  });
});
