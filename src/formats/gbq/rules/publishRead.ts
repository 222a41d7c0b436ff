/**
 * A GBQ group table's typed values, checked with the table's own rules (docs/rules.md §5.5) before its standings
 * are published (README "Publishing standings"): the same problems the sheet's Check columns, B6 and C6 flag —
 * each named by its row — and, with a results log, the players' games and TPs summed from the log and the games
 * still to play by the schedule (§5.6, §5.8). The sheet's formula outputs are never used: only what the TD typed.
 * Pure: the server reads the cells (server/publish.ts).
 */
import { cleanName, nameKey } from '../../../shared/rules/names';
import { toMicros } from './decimal';
import type { GbqReference } from './order';
import {
  DEFAULT_GAMES_PER_MATCH,
  DEFAULT_LOSS_TP,
  DEFAULT_ROUNDS,
  DEFAULT_STEP,
  DEFAULT_WIN_TP,
  MAX_GAMES_PER_MATCH,
  MAX_ROUNDS,
  MAX_SETTING_TP,
  REFERENCE_MODES,
  readStep,
  STEP_HELP,
} from './settings';

/** One ENTRY block row as typed (a formula cell's text in `…Formula`, "" when the cell holds a value). */
export interface RawEntry {
  name: string;
  total: unknown;
  totalFormula: string;
  played: unknown;
  playedFormula: string;
  wins: unknown;
  draws: unknown;
  losses: unknown;
  tps: unknown;
  tpsFormula: string;
  /** The Withdrawn cell (log tables). */
  withdrawn: unknown;
}

export interface RawLogRow {
  first: string;
  second: string;
  games: unknown;
  tps1: unknown;
  tps2: unknown;
  pen1: unknown;
  pen2: unknown;
}

export interface RawGroup {
  title: string;
  /** The sheet's name, for the problems: each names its sheet cell ("Group A" L14). */
  sheet?: string;
  q: unknown;
  win: unknown;
  loss: unknown;
  gamesPerMatch: unknown;
  rounds: unknown;
  reference: unknown;
  step: unknown;
  firstZero: unknown;
  /** Sheet row of the first entry. */
  firstRow: number;
  entries: RawEntry[];
  /** The default total-games formula of an entry table (recognised and computed, not read back). */
  defaultTotalFormula?: string;
  /** The results log: the sheet row of its first row, and its rows. */
  log?: { firstRow: number; rows: RawLogRow[] };
}

export interface GbqGroupPlayer {
  name: string;
  tp: number;
  played: number;
  total: number;
  withdrawn?: 'keep' | 'void';
}

/** A checked group: what its standings are computed from. */
export interface GbqGroup {
  title: string;
  q: number;
  winTp: number;
  lossTp: number;
  reference: GbqReference;
  step: number;
  firstPlaceZero: boolean;
  players: GbqGroupPlayer[];
  /** With a results log: the games still to play, [player, player, games] (indexes into players); else unknown. */
  remaining?: [number, number, number][];
}

export { MAX_SETTING_TP };

const isBlank = (v: unknown): boolean => v === '' || v === null || v === undefined;
const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const num = (v: unknown): number => (isNum(v) ? v : 0);
const whole = (v: unknown, most: number): v is number => isNum(v) && Number.isInteger(v) && v >= 1 && v <= most;
const lower = (v: unknown): string => (typeof v === 'string' ? v.toLowerCase() : '');
const shown = (x: number): string => String(Math.round(x * 1e6) / 1e6);
const normal = (f: string): string => f.replace(/[\s$]/g, '').toUpperCase();

/**
 * The columns the problems name: the ENTRY block, its Withdrawn column and the results log below it (the rules
 * cannot read the sheet layout, src/formats/gbq/sheets/layout.ts; sheets/table.test.ts checks that they agree).
 */
export const CELL_COLUMNS = {
  player: 'J',
  total: 'K',
  played: 'L',
  wins: 'M',
  tps: 'P',
  withdrawn: 'R',
  first: 'J',
  second: 'K',
  games: 'L',
  tps1: 'M',
  tps2: 'N',
  pen1: 'O',
  pen2: 'P',
} as const;
const C = CELL_COLUMNS;

/** A sheet cell as the problems name it: `"Group A" L14` (the bare cell when the sheet is not known). */
function cellOf(raw: RawGroup, column: string, row: number): string {
  return raw.sheet === undefined ? `${column}${row}` : `"${raw.sheet}" ${column}${row}`;
}

interface Settings {
  q: number;
  win: number;
  loss: number;
  gamesPerMatch: number;
  rounds: number;
}

function checkSettings(raw: RawGroup, players: number, problems: string[]): Settings {
  const q = raw.q;
  const at = (cell: string, text: string) => problems.push(`${cellOf(raw, cell[0], Number(cell.slice(1)))}: ${text}`);
  if (!whole(q, players - 1))
    at('B2', `Qualifiers: enter a whole number from 1 to ${players - 1}${players < raw.entries.length ? ' (players left after withdrawals)' : ''}.`);
  const tpOk = isNum(raw.win) && isNum(raw.loss) && raw.loss >= 0 && raw.win > raw.loss && raw.win <= MAX_SETTING_TP;
  // The cell to fix: win TP unless it is a fine number and loss TP is not.
  const tpCell = isNum(raw.win) && raw.win <= MAX_SETTING_TP && raw.win > 0 && !(isNum(raw.loss) && raw.loss >= 0) ? 'B4' : 'B3';
  if (!tpOk) at(tpCell, `Win TP / Loss TP: win must be more than loss, loss 0 or more, win at most ${MAX_SETTING_TP}.`);
  if (!whole(raw.gamesPerMatch, MAX_GAMES_PER_MATCH)) at('L2', `Games per match: a whole number from 1 to ${MAX_GAMES_PER_MATCH}.`);
  if (!whole(raw.rounds, MAX_ROUNDS)) at('L3', `Rounds: a whole number from 1 to ${MAX_ROUNDS}.`);
  if (!(REFERENCE_MODES as readonly string[]).includes(lower(raw.reference))) at('L4', 'GBQ reference: tp, gbq or wbq.');
  if (readStep(raw.step) === undefined) at('L5', `Rounding step: ${STEP_HELP}.`);
  if (lower(raw.firstZero) !== 'yes' && lower(raw.firstZero) !== 'no') at('L6', '1st place = 0: yes or no.');
  return {
    q: whole(q, players - 1) ? q : 1,
    win: tpOk ? (raw.win as number) : DEFAULT_WIN_TP,
    loss: tpOk ? (raw.loss as number) : DEFAULT_LOSS_TP,
    gamesPerMatch: whole(raw.gamesPerMatch, MAX_GAMES_PER_MATCH) ? raw.gamesPerMatch : DEFAULT_GAMES_PER_MATCH,
    rounds: whole(raw.rounds, MAX_ROUNDS) ? raw.rounds : DEFAULT_ROUNDS,
  };
}

function withdrawnCode(v: unknown): 0 | 1 | 2 | -1 {
  const w = typeof v === 'string' ? cleanName(v).toLowerCase() : isBlank(v) ? '' : String(v);
  return w === '' ? 0 : w === 'keep' ? 1 : w === 'void' ? 2 : -1;
}

interface LogSums {
  played: number[];
  tps: number[];
  remaining: number[];
  pairs: [number, number, number][];
}

/** The log's rows checked as the log's Check column does, and the sums of the rows that count. */
function readLog(raw: RawGroup, s: Settings, codes: number[], problems: string[]): LogSums {
  const n = raw.entries.length;
  const keys = raw.entries.map((e) => (cleanName(e.name) === '' ? '' : nameKey(e.name)));
  /** The player's entry index; -1: not in the list (or no name), -2: on several rows. */
  const idOf = (name: string): number => {
    const hits = keys.flatMap((k, i) => (name !== '' && k === nameKey(name) ? [i] : []));
    return hits.length === 1 ? hits[0] : hits.length === 0 ? -1 : -2;
  };
  const share = toMicros(s.win) + toMicros(s.loss);
  const perPair = s.gamesPerMatch * s.rounds;
  const logged = new Map<number, number>();
  const sofar = new Map<number, number>();
  const sums: LogSums = { played: Array(n).fill(0), tps: Array(n).fill(0), remaining: Array(n).fill(0), pairs: [] };
  const log = raw.log as NonNullable<RawGroup['log']>;
  log.rows.forEach((row, k) => {
    const r = log.firstRow + k;
    const p1 = cleanName(row.first);
    const p2 = cleanName(row.second);
    const typed = [row.games, row.tps1, row.tps2, row.pen1, row.pen2];
    if (p1 === '' && p2 === '' && typed.every(isBlank)) return;
    const flag = (column: string, text: string) => problems.push(`${cellOf(raw, column, r)}: ${text}.`);
    const id1 = idOf(p1);
    const id2 = idOf(p2);
    const games = isBlank(row.games) ? s.gamesPerMatch : isNum(row.games) ? row.games : 0;
    const badPen = (v: unknown) => !isBlank(v) && (!isNum(v) || v < 0);
    const gamesText = `games: a whole number, 1 or more (blank = one match of ${s.gamesPerMatch} games)`;
    const pens = num(row.pen1) + num(row.pen2);
    if (p1 === '') return flag(C.first, 'player 1: enter a name');
    if (p2 === '') return flag(C.second, 'player 2: enter a name');
    if (id1 === -1) return flag(C.first, `player 1 '${p1}' is not in the player list (ENTRY block)`);
    if (id1 < 0) return flag(C.first, `player 1 '${p1}' is on several rows of the player list`);
    if (id2 === -1) return flag(C.second, `player 2 '${p2}' is not in the player list (ENTRY block)`);
    if (id2 < 0) return flag(C.second, `player 2 '${p2}' is on several rows of the player list`);
    if (id1 === id2) return flag(C.second, 'the same player twice: a player cannot play themself');
    if ((!isBlank(row.games) && !isNum(row.games)) || games < 1 || !Number.isInteger(games)) return flag(C.games, gamesText);
    if (isBlank(row.tps1) || isBlank(row.tps2)) return flag(isBlank(row.tps1) ? C.tps1 : C.tps2, "TPs: enter both players' TPs (after any time penalty)");
    if (!isNum(row.tps1) || !isNum(row.tps2)) return flag(isNum(row.tps1) ? C.tps2 : C.tps1, 'TPs: enter numbers');
    if (row.tps1 < 0 || row.tps2 < 0) return flag(row.tps1 < 0 ? C.tps1 : C.tps2, 'TPs: 0 or more');
    if (badPen(row.pen1) || badPen(row.pen2)) return flag(badPen(row.pen1) ? C.pen1 : C.pen2, 'time penalty: the TPs taken off, 0 or more (blank = none)');
    if (toMicros(row.tps1 + row.tps2 + pens) !== share * BigInt(games)) {
      const pen = pens > 0 ? ` + ${shown(pens)} time penalty` : '';
      return flag(C.tps1, `TPs do not share out: ${shown(row.tps1 + row.tps2)} TPs${pen}, but ${games} game(s) share out ${shown((s.win + s.loss) * games)}`);
    }
    const key = Math.min(id1, id2) * 1000 + Math.max(id1, id2);
    const cumulative = (sofar.get(key) ?? 0) + games;
    sofar.set(key, cumulative);
    if (cumulative > perPair) return flag(C.games, `more games between '${p1}' and '${p2}' than the schedule's ${perPair} (games per match × rounds)`);
    if (codes[id1] === 2 || codes[id2] === 2) return;
    logged.set(key, (logged.get(key) ?? 0) + games);
    sums.played[id1] += games;
    sums.played[id2] += games;
    sums.tps[id1] += row.tps1;
    sums.tps[id2] += row.tps2;
  });
  for (let a = 0; a < n; a++) {
    for (let b = a + 1; b < n; b++) {
      const left = codes[a] > 0 || codes[b] > 0 ? 0 : Math.max(0, perPair - (logged.get(a * 1000 + b) ?? 0));
      if (left === 0) continue;
      sums.remaining[a] += left;
      sums.remaining[b] += left;
      sums.pairs.push([a, b, left]);
    }
  }
  return sums;
}

/** The ENTRY row's first problem as [the column of the cell to fix, the Check column's words], or undefined. */
function entryProblem(
  e: RawEntry,
  i: number,
  keys: string[],
  total: unknown,
  played: unknown,
  tps: unknown,
  share: number,
  hasLog: boolean,
  code: number,
): [string, string] | undefined {
  const dropHint = hasLog ? ' (to drop a player, withdraw them)' : ' (to drop a player, set their total games instead)';
  if (keys[i] === '') return [C.player, `no name: enter the player's name${dropHint}`];
  if (keys.filter((k) => k === keys[i]).length > 1) return [C.player, 'this name appears twice; names must differ (case and spaces do not count)'];
  if (hasLog) {
    const redo = 'undo the change, or copy the formula from another row';
    if (e.totalFormula === '') return [C.total, `total games follow the schedule and the log: ${redo}`];
    if (e.playedFormula === '' || e.tpsFormula === '')
      return [e.playedFormula === '' ? C.played : C.tps, `games played and TPs are summed from the results log: ${redo}`];
    if (code < 0) return [C.withdrawn, 'Withdrawn: type keep or void, or leave it blank'];
    if (code > 0) return undefined;
  }
  if (!isNum(total) || total < 1 || !Number.isInteger(total)) return [C.total, 'total games: enter a whole number, 1 or more'];
  if (!isBlank(played) && !isNum(played)) return [C.played, 'games played: enter a whole number'];
  const p = num(played);
  if (p < 0 || !Number.isInteger(p)) return [C.played, 'games played: enter a whole number'];
  if (p > total) return [C.played, 'more games played than total games'];
  const wdl = [e.wins, e.draws, e.losses].filter((v) => !isBlank(v));
  if (wdl.some((v) => !isNum(v) || v < 0 || !Number.isInteger(v))) return [C.wins, 'wins, draws, losses: enter whole numbers'];
  if (wdl.length > 0 && wdl.reduce((a: number, v) => a + num(v), 0) !== p) return [C.wins, 'wins + draws + losses is not the games played'];
  if (!isBlank(tps) && !isNum(tps)) return [C.tps, 'TPs: enter a number'];
  const t = num(tps);
  if (t < 0) return [C.tps, 'TPs: negative'];
  if (t > 0 && p === 0) return [C.tps, 'TPs but no games played'];
  if (t > share * p) return [C.tps, 'more TPs than the games played share out ((win + loss) × games)'];
  return undefined;
}

/**
 * Every problem to fix (each naming its row or cell), and the group computed over what can be read (a
 * typing slip stays on its row): a flagged log row does not count (as on the sheet), a flagged ENTRY row is left
 * out of the group (with its games still to play against the others), a setting with a problem takes its default.
 * No group only when it cannot be computed at all: fewer than 2 players left, or the qualifiers not below them.
 */
export function readGroup(raw: RawGroup): { group?: GbqGroup; problems: string[] } {
  const problems: string[] = [];
  const n = raw.entries.length;
  const hasLog = raw.log !== undefined;
  const codes = raw.entries.map((e) => (hasLog ? withdrawnCode(e.withdrawn) : 0));
  const active = n - codes.filter((c) => c > 0).length;
  const s = checkSettings(raw, active, problems);
  const keys = raw.entries.map((e) => (cleanName(e.name) === '' ? '' : nameKey(e.name)));
  const sums = hasLog ? readLog(raw, s, codes, problems) : undefined;
  const players: GbqGroupPlayer[] = [];
  const rowProblems: string[] = [];
  const flagged = new Set<number>();
  raw.entries.forEach((e, i) => {
    const total = sums ? sums.played[i] + sums.remaining[i] : entryTotal(e, raw, s, n);
    const played = sums ? sums.played[i] : e.played;
    const tps = sums ? sums.tps[i] : e.tps;
    const problem = entryProblem(e, i, keys, total, played, tps, s.win + s.loss, hasLog, codes[i]);
    if (problem !== undefined) {
      rowProblems.push(`${cellOf(raw, problem[0], raw.firstRow + i)}${keys[i] === '' ? '' : ` ('${cleanName(e.name)}')`}: ${problem[1]}.`);
      flagged.add(i);
    }
    const player: GbqGroupPlayer = { name: cleanName(e.name), tp: num(tps), played: num(played), total: num(total) };
    if (codes[i] > 0) player.withdrawn = codes[i] === 1 ? 'keep' : 'void';
    players.push(player);
  });
  problems.push(...rowProblems);
  // The group check is over the rows without a problem, as the sheet's (formulas.ts groupCheckFormula).
  const good = players.filter((_, i) => !flagged.has(i));
  const playedSum = good.reduce((a, p) => a + p.played, 0);
  const tpMicros = good.reduce((a, p) => a + toMicros(p.tp), 0n);
  const share = toMicros(s.win) + toMicros(s.loss);
  const groupCell = cellOf(raw, 'C', 6);
  if (playedSum % 2 !== 0)
    problems.push(`${groupCell}: Group: the games played add up to ${playedSum}, an odd number; every game has two players of the group.`);
  else if (2n * tpMicros > share * BigInt(playedSum)) {
    problems.push(
      `${groupCell}: Group: the TPs add up to ${shown(Number(tpMicros) / 1e6)}, more than the ${playedSum / 2} games played share out (${shown(((s.win + s.loss) * playedSum) / 2)}).`,
    );
  }
  // Flagged ENTRY rows are left out: their pairs' games still to play are dropped from the others' totals.
  const index = players.map((_, i) => (flagged.has(i) ? -1 : good.indexOf(players[i])));
  const pairs: [number, number, number][] = [];
  for (const [a, b, left] of sums?.pairs ?? []) {
    if (index[a] >= 0 && index[b] >= 0) pairs.push([index[a], index[b], left]);
    else if (index[a] >= 0) good[index[a]].total -= left;
    else if (index[b] >= 0) good[index[b]].total -= left;
  }
  const left = good.filter((p) => p.withdrawn === undefined).length;
  if (left < 2 || s.q >= left) return { problems };
  const group: GbqGroup = {
    title: raw.title,
    q: s.q,
    winTp: s.win,
    lossTp: s.loss,
    reference: lower(raw.reference) as GbqReference,
    step: readStep(raw.step) ?? DEFAULT_STEP,
    firstPlaceZero: lower(raw.firstZero) === 'yes',
    players: good,
  };
  if (sums) group.remaining = pairs;
  return { group, problems };
}

/** An entry table's total games: the default formula computed from the options, else what is in the cell. */
function entryTotal(e: RawEntry, raw: RawGroup, s: Settings, n: number): unknown {
  if (e.totalFormula === '' || raw.defaultTotalFormula === undefined || normal(e.totalFormula) !== normal(raw.defaultTotalFormula)) return e.total;
  return isNum(raw.gamesPerMatch) && isNum(raw.rounds) ? raw.gamesPerMatch * (n - 1) * raw.rounds : '';
}

/**
 * What withdrawing entry `index` does to the other players (README "Withdrawal"), from the log as the table's
 * formulas sum it: `voided`, the games removed from their games played; `cancelled`, the games they no longer play
 * (their totals drop by these besides the voided ones). A table with a results log only.
 */
export function withdrawalCounts(raw: RawGroup, index: number, games: 'keep' | 'void'): { voided: number; cancelled: number } {
  const before = raw.entries.map((e) => withdrawnCode(e.withdrawn));
  const after = before.map((c, i) => (i === index ? (games === 'keep' ? 1 : 2) : c));
  const sums = (codes: number[]) => readLog(raw, checkSettings(raw, codes.filter((c) => c <= 0).length, []), codes, []);
  const b = sums(before);
  const a = sums(after);
  const others = (xs: number[]) => xs.reduce((t, x, i) => (i === index ? t : t + x), 0);
  const voided = others(b.played) - others(a.played);
  const totalDrop = others(b.played) + others(b.remaining) - others(a.played) - others(a.remaining);
  return { voided, cancelled: totalDrop - voided };
}
