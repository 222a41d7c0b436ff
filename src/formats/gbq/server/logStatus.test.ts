/**
 * The results log against independent computations (docs/rules.md §5.5–§5.6), on random small round robins typed
 * as logs (some games one row each, some matches one row, some time penalties): the ENTRY block's sums equal the
 * test's own sums; the live table equals an entry-mode table typed with those sums (order, TP%, D, GBQ); and the
 * Status equals GBQSTATUS given the test's own list of games still to play, which equals the brute force over every
 * outcome of those games (rules/bruteforce.model.ts), for every q.
 */
import { createGbqTable } from './endpoints';
import { bruteMarks, extremes, lcgFrom } from '../rules/bruteforce.model';
import { GBQSTATUS } from '../functions/gbqstatus';
import { logOf } from '../sheets/log';
import { ENTRY, SETTINGS } from '../sheets/layout';
import { installFakeGas } from '../../../../test/helpers/fakeGas';
import type { FakeSheet } from '../../../../dev/fake/sheet';
import { errorCells, liveTable, LogRow, typeEntries, typeLog } from './testHelpers';

interface LogCase {
  n: number;
  gpm: number;
  log: LogRow[];
  tp: number[]; // in TPs
  played: number[];
  remaining: [number, number][];
}

const NAMES = ['Ann', 'Bob', 'Cid', 'Dee', 'Eve'];
const UNIT = 5; // TPs: every split and penalty is a multiple of 5, so the brute-force grid is exact

/** A random round robin of n players, gpm-game matches, `left` games still to play, typed as a log. */
function randomCase(n: number, gpm: number, left: number, seed: number): LogCase {
  const next = lcgFrom(seed);
  const games: [number, number][] = [];
  for (let a = 0; a < n; a++) for (let b = a + 1; b < n; b++) for (let k = 0; k < gpm; k++) games.push([a, b]);
  for (let i = games.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [games[i], games[j]] = [games[j], games[i]];
  }
  const remaining = games.slice(0, Math.min(left, games.length));
  const tp = new Array<number>(n).fill(0);
  const played = new Array<number>(n).fill(0);
  type Game = { x: number; y: number; pa: number; pb: number };
  const byPair = new Map<string, { a: number; b: number; games: Game[] }>();
  for (const [a, b] of games.slice(remaining.length)) {
    const g: Game = { x: Math.floor(next() * 5) * UNIT, y: 0, pa: 0, pb: 0 };
    g.y = 20 - g.x;
    if (g.x > 0 && next() < 0.15) [g.x, g.pa] = [g.x - UNIT, UNIT]; // a time penalty
    if (g.y > 0 && next() < 0.15) [g.y, g.pb] = [g.y - UNIT, UNIT];
    tp[a] += g.x;
    tp[b] += g.y;
    played[a]++;
    played[b]++;
    const entry = byPair.get(`${a}-${b}`) ?? { a, b, games: [] };
    entry.games.push(g);
    byPair.set(`${a}-${b}`, entry);
  }
  const log: LogRow[] = [];
  const name = (i: number) => (next() < 0.2 ? ` ${NAMES[i].toUpperCase()} ` : NAMES[i]); // the name rule
  const blankZero = (v: number) => (v === 0 ? '' : v);
  for (const { a, b, games: played } of byPair.values()) {
    const flip = next() < 0.5;
    const row = (count: number | string, g: Game): LogRow =>
      flip ? [name(b), name(a), count, g.y, g.x, blankZero(g.pb), blankZero(g.pa)] : [name(a), name(b), count, g.x, g.y, blankZero(g.pa), blankZero(g.pb)];
    if (next() < 0.5) {
      const sum = played.reduce((s, g) => ({ x: s.x + g.x, y: s.y + g.y, pa: s.pa + g.pa, pb: s.pb + g.pb }), { x: 0, y: 0, pa: 0, pb: 0 });
      log.push(row(played.length === gpm ? '' : played.length, sum)); // a whole match: games blank
    } else {
      for (const g of played) log.push(row(1, g));
    }
  }
  for (let i = log.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [log[i], log[j]] = [log[j], log[i]];
  }
  return { n, gpm, log, tp, played, remaining };
}

const tables = new Map<string, { sheet: FakeSheet; entry: FakeSheet; rows: number }>();

function tablesFor(n: number, gpm: number) {
  const key = `${n}/${gpm}`;
  const made = tables.get(key);
  if (made) return made;
  const gas = installFakeGas();
  const players = NAMES.slice(0, n);
  const { sheet } = createGbqTable({ title: 'Log', players, qualifiers: 1, gamesPerMatch: gpm, log: true });
  const { sheet: entry } = createGbqTable({ title: 'Entry', players, qualifiers: 1, gamesPerMatch: gpm });
  const t = { sheet: gas.book.sheet(sheet), entry: gas.book.sheet(entry), rows: ((n * (n - 1)) / 2) * gpm };
  tables.set(key, t);
  return t;
}

describe('results log against independent computations (random round robins typed as logs)', () => {
  it('sums, the live table and the Status agree with the entry block, GBQSTATUS with the list and the brute force', () => {
    let marks = 0;
    let cases = 0;
    let penalties = 0;
    for (let seed = 1; seed <= 45; seed++) {
      const next = lcgFrom(seed * 7919);
      const n = 3 + Math.floor(next() * 3);
      const gpm = 1 + Math.floor(next() * 3);
      const left = Math.floor(next() * 6);
      const c = randomCase(n, gpm, left, seed);
      const tp = c.tp;
      penalties += c.log.filter((r) => r[5] !== '' || r[6] !== '').length;
      const { sheet, entry, rows } = tablesFor(n, gpm);
      for (const t of [sheet, entry]) t.getRange(SETTINGS.qualifiersRow, 2).setValue(1);
      typeLog(sheet, logOf(n, rows).first, rows, c.log);
      const total = gpm * (n - 1);
      const first = SETTINGS.firstRow;
      // The ENTRY block's sums (formulas over the log) equal the test's own.
      expect(sheet.getRange(first, ENTRY.total, n, 1).getValues().flat()).toEqual(new Array(n).fill(total));
      expect(sheet.getRange(first, ENTRY.played, n, 1).getValues().flat()).toEqual(c.played);
      expect(sheet.getRange(first, ENTRY.tps, n, 1).getValues().flat()).toEqual(tp);
      // The entry-mode table typed with those sums shows the same live table (Status aside: the bound).
      typeEntries(
        entry,
        c.played.map((p, i) => ({ played: p, tps: tp[i] })),
      );
      const strip = (s: FakeSheet) => liveTable(s, n).map(({ status: _s, ...rest }) => rest);
      expect(strip(sheet)).toEqual(strip(entry));
      for (let q = 1; q < n; q++) {
        sheet.getRange(SETTINGS.qualifiersRow, 2).setValue(q);
        expect(sheet.valueAt(SETTINGS.checkRow, 2)).toBe(0);
        const live = new Map(liveTable(sheet, n).map((r) => [r.player, r.status]));
        const names = NAMES.slice(0, n).map((x) => [x]);
        const fn = GBQSTATUS(
          names,
          tp.map((t) => [t]),
          c.played.map((p) => [p]),
          total,
          q,
          c.remaining.length ? c.remaining.map(([a]) => [NAMES[a]]) : [['']],
          c.remaining.length ? c.remaining.map(([, b]) => [NAMES[b]]) : [['']],
        ) as string[][];
        const truth = bruteMarks(extremes({ tp: tp.map((t) => t / UNIT), total: new Array(n).fill(total), remaining: c.remaining, perGame: 20 / UNIT }), q);
        NAMES.slice(0, n).forEach((x, i) => {
          expect([x, q, live.get(x)]).toEqual([x, q, fn[i][0]]);
          expect([x, q, fn[i][0]]).toEqual([x, q, truth[i]]);
          if (truth[i] !== '') marks++;
        });
      }
      expect(errorCells(sheet)).toEqual([]);
      cases++;
    }
    expect(cases).toBe(45);
    expect(marks).toBeGreaterThan(60); // not vacuous
    expect(penalties).toBeGreaterThan(5);
  });
});
