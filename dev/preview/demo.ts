/**
 * "Load demo": a season of every format, built the way a TD builds it, so a newcomer sees live standings at once.
 *
 * Every sheet is made by the add-on's own endpoints — the globals the sidebar calls, from dist/Code.js as the
 * preview runs them (`world.run`, with google.script.run's serialisation checks) — and every result is typed as a
 * TD types it: a value into a result cell through the preview's cell edit (`world.edit`: drop-downs checked, text
 * read as Sheets reads typed text), so the sheets' own formulas compute the standings. Swing results are posted
 * through the live panel's endpoint, as a TD posts them. Cells are found by their header labels, not by fixed
 * addresses, so a format may move its columns; a changed endpoint or header fails with the format's name.
 *
 * Everything is deterministic (fixed seeds, a fixed sequence of results), so the browser tests use the demo as a
 * fixture; only the swing postings' dates follow the calendar (yesterday evening, from 19:00 UTC).
 */
import type { PreviewWorld } from './world';

export type DemoFormat = 'TTT' | 'Duplicate' | 'TORRES' | 'Swing' | 'GBQ';

export interface DemoPart {
  format: DemoFormat;
  /** The sheets the format's endpoints created (in the order they returned them). */
  sheets: string[];
  /** The sheet a newcomer should look at first (its live standings). */
  standings: string;
  /** What was built and typed, in a TD's words. */
  summary: string;
}

export interface DemoReport {
  parts: DemoPart[];
  /** Formats whose demo failed, with the reason (an endpoint refused its input, a header moved, …). */
  failed: { format: DemoFormat; error: string }[];
}

/** A failure of one format's demo: its message names the format. */
export class DemoError extends Error {
  constructor(
    readonly format: DemoFormat,
    message: string,
  ) {
    super(`${format} demo: ${message}`);
  }
}

/** The operations a format's demo needs, each failing with the format's name. */
class Td {
  /** What went wrong after the sheets were made (the demo still shows them): reported as failures. */
  readonly problems: string[] = [];

  constructor(
    private readonly world: PreviewWorld,
    readonly format: DemoFormat,
  ) {}

  problem(message: string): void {
    this.problems.push(`${this.format} demo: ${message}`);
  }

  fail(message: string): never {
    throw new DemoError(this.format, message);
  }

  /** A sidebar call: the endpoint as google.script.run reaches it. */
  call<T>(name: string, input: unknown): T {
    const res = this.world.run(name, [input]);
    if (!res.ok) this.fail(`${name} refused the demo's input (has its contract changed?): ${res.error}`);
    return res.value as T;
  }

  /**
   * Typing into a cell as in the preview's formula bar; several texts: a column pasted from (row, column). A decimal
   * is typed the way the spreadsheet's locale writes it (78,3 in de_DE and fr_FR), as a TD there would.
   */
  type(sheet: string, row: number, column: number, ...texts: string[]): void {
    const decimalComma = this.world.gas.book.locale !== 'en_US';
    try {
      this.world.paste(
        sheet,
        row,
        column,
        texts.map((t) => [decimalComma && /^-?\d+\.\d+$/.test(t) ? t.replace('.', ',') : t]),
      );
    } catch (e) {
      this.fail(`typing "${texts.join('", "')}" into ${sheet}!R${row}C${column} failed: ${e instanceof Error ? e.message : String(e)}`);
    }
  }

  values(sheet: string): unknown[][] {
    const s = this.world.gas.book.getSheetByName(sheet);
    if (!s) this.fail(`the sheet "${sheet}" the endpoint returned does not exist`);
    const rows = Math.max(s.getLastRow(), 1);
    const columns = Math.max(s.getLastColumn(), 1);
    return s.getRange(1, 1, rows, columns).getValues();
  }

  /**
   * The header row holding every label (exact text, case ignored) within the first 40 rows, and each label's
   * column (1-based). With `after`, only labels right of that column count (a sheet with two tables).
   */
  header(sheet: string, labels: string[], after = 0): { row: number; col: Record<string, number> } {
    const values = this.values(sheet);
    for (let r = 0; r < Math.min(values.length, 40); r++) {
      const texts = values[r].map((v) => String(v).trim().toLowerCase());
      const col: Record<string, number> = {};
      for (const label of labels) {
        const i = texts.findIndex((t, c) => c >= after && t === label.toLowerCase());
        if (i >= 0) col[label] = i + 1;
      }
      if (Object.keys(col).length === labels.length) return { row: r + 1, col };
    }
    return this.fail(`no header row with ${labels.map((l) => `"${l}"`).join(', ')} on sheet "${sheet}" (has the layout changed?)`);
  }
}

/** A fixed, seeded sequence (the demo must look the same every time). */
function sequence(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const pick = <T>(next: () => number, weighted: [T, number][]): T => {
  const total = weighted.reduce((a, [, w]) => a + w, 0);
  let x = next() * total;
  for (const [v, w] of weighted) if ((x -= w) < 0) return v;
  return weighted[weighted.length - 1][0];
};

const FIRST = [
  'Anna',
  'Boris',
  'Chiara',
  'Dmitri',
  'Elena',
  'Farid',
  'Greta',
  'Hiro',
  'Ines',
  'Jonas',
  'Katya',
  'Luis',
  'Mira',
  'Nils',
  'Olga',
  'Pavel',
  'Quinn',
  'Rosa',
  'Sven',
  'Tamar',
  'Umar',
  'Vera',
  'Wim',
  'Yusuf',
];
const LAST = [
  'Berg',
  'Costa',
  'Dahl',
  'Engel',
  'Fischer',
  'Garcia',
  'Horvat',
  'Ivanova',
  'Jensen',
  'Kowalski',
  'Lind',
  'Moreau',
  'Novak',
  'Olsen',
  'Petrov',
  'Rossi',
  'Sato',
  'Tanaka',
  'Ueda',
  'Varga',
  'Weber',
  'Young',
  'Zeller',
  'Aydin',
];
/** n distinct "First Last" names, offset so the formats do not share players. */
const people = (n: number, offset: number): string[] => Array.from({ length: n }, (_, i) => `${FIRST[(i + offset) % 24]} ${LAST[(i * 7 + offset * 5) % 24]}`);

/**
 * TTT: 24 sign-ups in two groups of 12, the first half of each group's rounds typed. One game per group ended on a
 * timeout, typed as a plain WT / LT; Import results (the menu item) lists both on the Timeouts sheet "to
 * adjudicate", and the TD adjudicates the second group's from GnuBG's W, G, B — the first stays to adjudicate.
 */
function tttDemo(td: Td): DemoPart {
  const players = people(24, 0).map((name, i) => ({ name, rating: 2050 - i * 17 }));
  const res = td.call<{ sheets: string[]; groups: string[][] }>('createRoundRobin', { title: 'Autumn TTT', players, groupSize: 12, seed: 'demo' });
  const games = res.sheets.filter((s) => / Games$/.test(s));
  const importSheet = res.sheets.find((s) => / Import$/.test(s));
  const timeouts = res.sheets.find((s) => / Timeouts$/.test(s));
  if (games.length !== 2 || !importSheet || !timeouts) td.fail(`expected 2 Games sheets, an Import and a Timeouts sheet, got ${res.sheets.join(', ')}`);
  const next = sequence(19);
  let typed = 0;
  for (const [k, sheet] of games.entries()) {
    const h = td.header(sheet, ['Round', 'Inviter', 'Result']);
    const values = td.values(sheet);
    const rows = values
      .slice(h.row)
      .map((v, i) => ({ row: h.row + 1 + i, round: Number(v[h.col.Round - 1]), inviter: String(v[h.col.Inviter - 1]) }))
      .filter((g) => g.inviter !== '' && g.round > 0);
    const rounds = Math.max(...rows.map((g) => g.round));
    const played = rows.filter((g) => g.round <= Math.ceil(rounds / 2));
    const codes = played.map(() =>
      pick(next, [
        ['W1', 30],
        ['L1', 28],
        ['W2', 12],
        ['L2', 11],
        ['W3', 3],
        ['L3', 2],
      ]),
    );
    codes[codes.length - 1] = k === 0 ? 'WT' : 'LT'; // the invitee timed out in group 1, the inviter in group 2
    // The results of consecutive rows are pasted in one go (as copied from the playing site's list).
    for (let i = 0, j = 1; i < played.length; i = j, j = i + 1) {
      while (j < played.length && played[j].row === played[j - 1].row + 1) j++;
      td.type(sheet, played[i].row, h.col.Result, ...codes.slice(i, j));
    }
    typed += played.length;
  }
  const imported = td.call<{ toAdjudicate?: number; summary: string }>('importResults', { sheet: importSheet });
  if (imported.toAdjudicate !== 2) td.fail(`Import results should list the 2 typed timeouts to adjudicate: ${imported.summary}`);
  const h = td.header(timeouts, ['Group', 'Wins % (GnuBG)', 'Gammons %', 'Backgammons %']);
  const row = td.values(timeouts).findIndex((v, i) => i >= h.row && String(v[h.col.Group - 1]) === 'G2');
  if (row < 0) td.fail(`no G2 row on "${timeouts}" after Import results (${imported.summary})`);
  // GnuBG's cubeless evaluation of the position, as percentages of the player who did not time out.
  for (const [label, value] of [
    ['Wins % (GnuBG)', '78.3'],
    ['Gammons %', '24.1'],
    ['Backgammons %', '1.9'],
  ] as const)
    td.type(timeouts, row + 1, h.col[label], value);
  const status = td.header(timeouts, ['Status']);
  const adjudicated = String(td.values(timeouts)[row][status.col.Status - 1]);
  if (!/^adjudicated/.test(adjudicated))
    td.problem(`"${timeouts}" row ${row + 1} should be adjudicated after GnuBG's W, G, B were typed, but says: ${adjudicated}`);
  const table = res.sheets.find((s) => / G1 Table$/.test(s)) ?? td.fail(`no G1 Table among ${res.sheets.join(', ')}`);
  return {
    format: 'TTT',
    sheets: res.sheets,
    standings: table,
    summary: `TTT set of 24 in 2 groups of 12: ${typed} results typed (half the rounds); two timeouts imported to "${timeouts}", G2's adjudicated from GnuBG's W, G, B, G1's left to adjudicate`,
  };
}

/** Duplicate: a round robin of three teams, 4 games per room; the first match complete, the second half typed. */
function duplicateDemo(td: Td): DemoPart {
  const teams = [
    { name: 'Kharkov', players: ['Jakob Garal', 'Alexandr Krasov'] },
    { name: 'Moscow', players: ['Ilya Chertkov', 'Oleg Chelter'] },
    { name: 'Yalta', players: ['Marta Sokol', 'Denis Ryabov'] },
  ];
  const res = td.call<{ sheets: string[]; rounds: { matches: { teamA: string; teamB: string; sheet: string }[] }[] }>('createDuplicateTournament', {
    title: 'Black Sea Cup',
    teams,
    games: 4,
    seed: 'demo',
  });
  const matches = res.rounds.flatMap((r) => r.matches);
  if (matches.length < 3) td.fail(`expected at least 3 matches for 3 teams, got ${matches.length}`);
  const next = sequence(7);
  const summary: string[] = [];
  for (const [m, match] of matches.slice(0, 2).entries()) {
    const h = td.header(match.sheet, ['Cube', 'Outcome', 'Winner']);
    const rows = td
      .values(match.sheet)
      .slice(h.row)
      .findIndex((v) => v.every((x) => x === ''));
    const gameRows = rows < 0 ? td.values(match.sheet).length - h.row : rows;
    if (gameRows < 8) td.fail(`protocol "${match.sheet}" has ${gameRows} game rows, expected 8 (4 games per room)`);
    const fill = m === 0 ? 8 : 4; // the first match complete (VP show), the second one half way
    for (let i = 0; i < fill; i++) {
      const row = h.row + 1 + i;
      const winner = next() < 0.55 ? match.teamA : match.teamB;
      const outcome = pick(next, [
        ['pass', 4],
        ['gammon', 1],
        ['3', 1],
        ['7', 1],
        ['11', 1],
      ]);
      if (i % 3 === 1) td.type(match.sheet, row, h.col.Cube, '2');
      td.type(match.sheet, row, h.col.Outcome, outcome);
      td.type(match.sheet, row, h.col.Winner, winner);
    }
    summary.push(`${match.teamA} – ${match.teamB} ${fill === 8 ? 'complete' : `${fill} of 8 games`}`);
  }
  summary.push(`${matches.length - 2} more match(es) not started`);
  const standings = res.sheets.find((s) => / — Standings$/.test(s)) ?? res.sheets[0];
  return { format: 'Duplicate', sheets: res.sheets, standings, summary: `Duplicate round robin of 3 teams, 4 games per room: ${summary.join('; ')}` };
}

/** TORRES: league 1 (one group of 8) and league 2 (two groups of 8), each group half way through its games. */
function torresDemo(td: Td): DemoPart {
  const names = people(24, 5);
  const groups = [names.slice(0, 8), names.slice(8, 16), names.slice(16, 24)];
  const elo = names.map((name, i) => ({ name, elo: 1820 - i * 11 }));
  const res = td.call<{ sheets: string[] }>('createTorresGroups', { title: 'TORRES 2026', groups, leagues: [1, 2, 2], elo, seed: 'demo' });
  const groupSheets = res.sheets.slice(1);
  if (groupSheets.length !== 3) td.fail(`expected the overview and 3 group sheets, got ${res.sheets.join(', ')}`);
  const next = sequence(3);
  let typed = 0;
  for (const sheet of groupSheets) {
    const h = td.header(sheet, ['Game', 'Player 1', 'Player 2', 'Player 3', 'Player 4']);
    const values = td.values(sheet);
    const games = values.slice(h.row).filter((v) => typeof v[h.col.Game - 1] === 'number' && v[h.col['Player 1'] - 1] !== '').length;
    for (let g = 0; g < Math.ceil(games / 2); g++) {
      const row = h.row + 1 + g;
      for (let seat = 1; seat <= 4; seat++) {
        // The points column is right of each player's column; one player delayed one game (D: 0 VP).
        const points = sheet === groupSheets[1] && g === 1 && seat === 3 ? 'D 95' : String(70 + Math.floor(next() * 75));
        td.type(sheet, row, h.col[`Player ${seat}`] + 1, points);
        typed++;
      }
    }
  }
  return {
    format: 'TORRES',
    sheets: res.sheets,
    standings: groupSheets[0],
    summary: `TORRES season of 2 leagues (3 groups of 8): ${typed} scores typed, half of every group's games, one game delayed (D)`,
  };
}

interface SwingView {
  matches: { letter: string; players: [string, string] }[];
  finale: { chipLoser: string; played: number } | null;
  finished: boolean;
  summary: string;
}

/** Swing: 8 players, 12 chips, an ante-up every 15 minutes, the clock started; results posted from the live panel until the finale has begun. */
function swingDemo(td: Td): DemoPart {
  const players = people(8, 11);
  const res = td.call<{ sheet: string }>('createSwing', { title: 'Friday swing', players, chips: 12, anteMinutes: 15, seed: 'demo' });
  const next = sequence(11);
  let status = td.call<SwingView>('getSwingStatus', { sheet: res.sheet });
  let posted = 0;
  // Yesterday evening's results, from 19:00 UTC, seven minutes apart (a posting may not be in the future).
  const evening = new Date(Date.now() - 86_400_000).setUTCHours(19, 0, 0, 0);
  const timeOf = (i: number): string | undefined => (evening + i * 420_000 < Date.now() ? new Date(evening + i * 420_000).toISOString() : undefined);
  // The clock runs from five minutes before the first result, as at a club night.
  status = td.call<SwingView>('startSwingClock', { sheet: res.sheet, time: new Date(evening - 300_000).toISOString() });
  while (!status.finale || status.finale.played < 1) {
    if (status.finished) td.fail(`the tournament finished before its finale was shown (${status.summary})`);
    if (posted > 200 || status.matches.length === 0) td.fail(`no finale after ${posted} results (${status.summary})`);
    const match = status.matches[0];
    // In the finale the chip loser wins the first match, so the finale stays open for the newcomer to finish.
    const winner = status.finale ? status.finale.chipLoser : match.players[next() < 0.6 ? 0 : 1];
    if (!match.players.includes(winner)) td.fail(`the finale's chip loser ${winner} is not in match ${match.letter}`);
    const cube = next() < 0.25 ? 2 : 1;
    const kind = next() < 0.15 ? 'gammon' : 'single';
    status = td.call<SwingView>('recordSwingResult', { sheet: res.sheet, match: match.letter, winner, cube, kind, time: timeOf(posted) });
    posted++;
  }
  return {
    format: 'Swing',
    sheets: [res.sheet],
    standings: res.sheet,
    summary: `Swing tournament of 8 players, 12 chips each, an ante-up every 15 minutes, the clock running: ${posted} results posted, ${status.summary}`,
  };
}

/** GBQ: 8 players, 4 qualify, single round robin of 3-game matches; two rounds played (6 games each). */
function gbqDemo(td: Td): DemoPart {
  const players = people(8, 17);
  const res = td.call<{ sheet: string }>('createGbqTable', { title: 'Tantrix group A', players, qualifiers: 4 });
  const h = td.header(res.sheet, ['Player', 'Games played', 'Wins', 'Draws', 'Losses', 'TPs']);
  const next = sequence(5);
  const totals = players.map(() => ({ played: 0, wins: 0, draws: 0, losses: 0, tps: 0 }));
  const rounds = [
    [
      [0, 1],
      [2, 3],
      [4, 5],
      [6, 7],
    ],
    [
      [0, 2],
      [1, 3],
      [4, 6],
      [5, 7],
    ],
  ];
  for (const round of rounds) {
    for (const [a, b] of round) {
      for (let game = 0; game < 3; game++) {
        // A game shares out win + loss TPs (15 + 5 = 20): the winner's share grows with the margin; a draw is 10–10.
        const draw = next() < 0.06;
        const share = draw ? 10 : 11 + Math.floor(next() * 9);
        const [w, l] = next() < 0.5 ? [a, b] : [b, a];
        totals[w].tps += share;
        totals[l].tps += 20 - share;
        for (const [p, r] of [
          [w, draw ? 'draws' : 'wins'],
          [l, draw ? 'draws' : 'losses'],
        ] as const) {
          totals[p].played++;
          totals[p][r]++;
        }
      }
    }
  }
  const values = td.values(res.sheet);
  for (const [i, name] of players.entries()) {
    const r = values.findIndex((v, k) => k >= h.row && String(v[h.col.Player - 1]) === name);
    if (r < 0) td.fail(`player ${name} has no row in the entry block of "${res.sheet}"`);
    const t = totals[i];
    for (const [label, value] of [
      ['Games played', t.played],
      ['Wins', t.wins],
      ['Draws', t.draws],
      ['Losses', t.losses],
      ['TPs', t.tps],
    ] as const) {
      td.type(res.sheet, r + 1, h.col[label], String(value));
    }
  }
  return {
    format: 'GBQ',
    sheets: [res.sheet],
    standings: res.sheet,
    summary: 'GBQ group of 8 (4 qualify), 3-game matches: two rounds played, 6 games per player typed',
  };
}

/** The first cell of the sheets whose value is an error (#ERROR!, #N/A, #REF!, …), with the engine's message. */
function firstError(world: PreviewWorld, sheets: string[]): string | null {
  for (const name of sheets) {
    const sheet = world.gas.book.getSheetByName(name);
    if (!sheet) return `the sheet "${name}" is missing`;
    const values = sheet.getRange(1, 1, Math.max(sheet.getLastRow(), 1), Math.max(sheet.getLastColumn(), 1)).getValues();
    for (const [r, row] of values.entries()) {
      for (const [c, v] of row.entries()) {
        if (typeof v === 'string' && /^#(ERROR!|REF!|N\/A|VALUE!|NAME\?|DIV\/0!|NUM!|NULL!|CYCLE!|SPILL!)/.test(v)) {
          return `"${name}" R${r + 1}C${c + 1} shows ${v} ${sheet.errorAt(r + 1, c + 1) ?? ''}`.trim();
        }
      }
    }
  }
  return null;
}

export const DEMOS: readonly [DemoFormat, (td: Td) => DemoPart][] = [
  ['TTT', tttDemo],
  ['Duplicate', duplicateDemo],
  ['TORRES', torresDemo],
  ['Swing', swingDemo],
  ['GBQ', gbqDemo],
];

/**
 * Builds the demo into the world's workbook (the preview empties it first). A format whose demo fails is
 * reported and the others are still built; the TTT standings are shown at the end.
 */
export function loadDemo(world: PreviewWorld, only?: readonly DemoFormat[]): DemoReport {
  const report: DemoReport = { parts: [], failed: [] };
  for (const [format, build] of DEMOS) {
    if (only && !only.includes(format)) continue;
    try {
      const td = new Td(world, format);
      const part = build(td);
      report.parts.push(part);
      for (const error of td.problems) report.failed.push({ format, error });
      const error = firstError(world, part.sheets);
      if (error) report.failed.push({ format, error: `${format} demo: the results are in, but ${error}` });
    } catch (e) {
      const message = e instanceof DemoError ? e.message : `${format} demo: ${e instanceof Error ? e.message : String(e)}`;
      report.failed.push({ format, error: message });
    }
  }
  const first = report.parts[0];
  if (first) world.activate(first.standings);
  world.version++;
  return report;
}
