/**
 * The formulas of a GBQ sheet's results log (docs/rules.md §5.5–§5.6), one builder per cell kind. Built-ins only
 * (IF, AND, OR, NOT, ISNUMBER, ROUND, INT, MIN, MAX, TRIM, LOWER, COUNTA, SUMPRODUCT, SUMIF(S), INDEX).
 *
 * Players are matched by name with "=" inside SUMPRODUCT (the name rule: LOWER(TRIM(…)), TRIM also collapsing
 * inner spaces), never as a SUMIF/MATCH criterion, so a name such as "<Ann", "=1" or "A*" is matched literally.
 * Everything else is keyed by entry row number (a player's "#"): SUMIF(S) over those numbers is exact.
 */
import { a1, columnLetters, rangeA1 } from '../../../shared/sheets/plan';
import { absRowsOf, at, ENTRY, GbqRows, MAX_GAMES_PER_MATCH, MAX_ROUNDS, REF, WORK } from './layout';
import {
  CODE_BASE,
  LOG,
  LOGWORK,
  logCol,
  LogRows,
  LREF,
  LSORT,
  pairCol,
  PAIR,
  pairRows,
  PLOG,
  PSUM,
  SCHEDULE,
  sortedRows,
  WITHDRAWN_COLUMN,
} from './logLayout';
import { notANumber, wholeInRange } from './formulas';
import { firstPart, partColumns, RowCheck, sheetPrefix } from './checkParts';

const MICRO = 1000000;
const SHARE_MICROS = `(ROUND(${REF.win}*${MICRO},0)+ROUND(${REF.loss}*${MICRO},0))`;

const text = (s: string) => `"${s.replace(/"/g, '""')}"`;

/** A log player's entry row number: 0 when unknown, minus the count when the name is on several entry rows. */
export function logIdFormula(cell: string, players: GbqRows): string {
  const match = `(LOWER(TRIM(${absRowsOf(ENTRY.player, players)}))=LOWER(TRIM(${cell})))`;
  const count = `SUMPRODUCT(${match}*1)`;
  return `=IF(TRIM(${cell})="",0,IF(${count}=1,SUMPRODUCT(${match}*${absRowsOf(WORK.index, players)}),-${count}))`;
}

/** Games of a log row as a number: blank = one match (games per match), text = 0 (flagged). */
export function logGamesFormula(r: number): string {
  const c = at(LOG.games, r);
  return `=IF(${c}="",${LREF.gamesPerMatch},IF(ISNUMBER(${c}),${c},0))`;
}

export function logNumberFormula(column: number, r: number): string {
  const c = at(column, r);
  return `=IF(ISNUMBER(${c}),${c},0)`;
}

export function logPensFormula(r: number): string {
  return `=${logNumberFormula(LOG.pen1, r).slice(1)}+${logNumberFormula(LOG.pen2, r).slice(1)}`;
}

/**
 * The log row's sort code: for a filled row 10000 × its pair key (1000 × lower + higher number), plus for every row
 * 2 × its position in the log, plus 1 when player 1 is the higher number — so a pair's rows sort together, in log order.
 */
export function logCodeFormula(r: number, log: LogRows): string {
  const x = at(LOGWORK.id1, r);
  const y = at(LOGWORK.id2, r);
  return `=IF(${at(LOGWORK.filled, r)}=1,${CODE_BASE}*(1000*MIN(${x},${y})+MAX(${x},${y}))+(${x}>${y}),0)+2*(ROW()-${log.first - 1})`;
}

/** True when the row has nothing typed. */
function blankRow(r: number): string {
  return `LEN(TRIM(${at(LOG.first, r)}&${at(LOG.second, r)}))+COUNTA(${at(LOG.games, r)}:${at(LOG.pen2, r)})=0`;
}

/** The checks of a log row other than the schedule, in order (the first that holds is the row's problem; ./checkParts.ts). */
export function logChecks(r: number): RowCheck[] {
  const [p1, p2, g, t1, t2, e1, e2] = [LOG.first, LOG.second, LOG.games, LOG.tps1, LOG.tps2, LOG.pen1, LOG.pen2].map((c) => at(c, r));
  const [id1, id2, games, v1, v2, pens] = [LOGWORK.id1, LOGWORK.id2, LOGWORK.games, LOGWORK.tps1, LOGWORK.tps2, LOGWORK.pens].map((c) => at(c, r));
  const who = (n: number, cell: string) => `"player ${n} '"&TRIM(${cell})&"'`;
  const badPen = (c: string) => `AND(${c}<>"",OR(NOT(ISNUMBER(${c})),N(${c})<0))`;
  const gamesText = `"games: a whole number, 1 or more (blank = one match of "&${LREF.gamesPerMatch}&" games)"`;
  const notList = ' is not in the player list (ENTRY block): pick a name from the drop-down"';
  const twice = ' is on several rows of the player list"';
  const both = text("TPs: enter both players' TPs (after any time penalty)");
  const pen = text('time penalty: the TPs taken off, 0 or more (blank = none)');
  return [
    { when: blankRow(r) },
    { when: `TRIM(${p1})=""`, column: LOG.first, message: text('player 1: enter a name') },
    { when: `TRIM(${p2})=""`, column: LOG.second, message: text('player 2: enter a name') },
    { when: `${id1}=0`, column: LOG.first, message: `${who(1, p1)}${notList}` },
    { when: `${id1}<0`, column: LOG.first, message: `${who(1, p1)}${twice}` },
    { when: `${id2}=0`, column: LOG.second, message: `${who(2, p2)}${notList}` },
    { when: `${id2}<0`, column: LOG.second, message: `${who(2, p2)}${twice}` },
    { when: `${id1}=${id2}`, column: LOG.second, message: text('the same player twice: a player cannot play themself') },
    { when: `AND(${g}<>"",NOT(ISNUMBER(${g})))`, column: LOG.games, message: gamesText },
    { when: `OR(${games}<1,${games}<>INT(${games}))`, column: LOG.games, message: gamesText },
    { when: `${t1}=""`, column: LOG.tps1, message: both },
    { when: `${t2}=""`, column: LOG.tps2, message: both },
    { when: `NOT(ISNUMBER(${t1}))`, column: LOG.tps1, message: notANumber('TPs', t1) },
    { when: `NOT(ISNUMBER(${t2}))`, column: LOG.tps2, message: notANumber('TPs', t2) },
    { when: `${t1}<0`, column: LOG.tps1, message: text('TPs: 0 or more') },
    { when: `${t2}<0`, column: LOG.tps2, message: text('TPs: 0 or more') },
    { when: badPen(e1), column: LOG.pen1, message: pen },
    { when: badPen(e2), column: LOG.pen2, message: pen },
    {
      when: `ROUND((${v1}+${v2}+${pens})*${MICRO},0)<>${SHARE_MICROS}*${games}`,
      column: LOG.tps1,
      message: `"TPs do not share out: "&ROUND(${v1}+${v2},6)&" TPs"&IF(${pens}>0," + "&ROUND(${pens},6)&" time penalty","")&", but "&${games}&" game(s) share out "&ROUND(${REF.share}*${games},6)`,
    },
  ];
}

/** The row's first problem other than the schedule, as "cell: text" ("" = none, or a blank row): the first non-empty part. */
export function logBaseFormula(r: number): string {
  return `=${firstPart(partColumns(true), r)}`;
}

export function logFilledFormula(r: number): string {
  return `=IF(AND(${at(LOGWORK.base, r)}="",NOT(${blankRow(r)})),1,0)`;
}

/** The sorted block with its running totals (code, games, TPs 1, TPs 2, then running games, TPs #1, TPs #2), fully absolute. */
function sortedBlock(log: LogRows): string {
  const sorted = sortedRows(log);
  return rangeA1(sorted.first, LSORT.sorted, sorted.last, LSORT.tpsB, true);
}

/** Column `column` of the sorted block at the last sorted row whose code is at most `code` (0 when there is none). */
function sortedAt(log: LogRows, code: string, column: number): string {
  return `IFERROR(VLOOKUP(${code},${sortedBlock(log)},${column - LSORT.sorted + 1},TRUE()),0)`;
}

/**
 * Games of this pair in the filled rows so far (this one included), for every log row: one array formula — the
 * running games at the row itself (its code is unique) less those just before the pair's first sorted row.
 */
export function logCumulativeFormula(log: LogRows): string {
  const code = logCol(LOGWORK.code, log);
  const start = `INT(${code}/${CODE_BASE})*${CODE_BASE}-1`;
  return `=ARRAYFORMULA(IF(${logCol(LOGWORK.filled, log)}=1,${sortedAt(log, code, LSORT.games)}-${sortedAt(log, start, LSORT.games)},0))`;
}

/**
 * The log rows' sort codes, games and TPs, sorted by code (below the log): rows of a pair together, in log order.
 * SORT(range, 1, TRUE()) reads the same in Sheets (sort_column, is_ascending) and in the preview engine (sort_index,
 * sort_order: TRUE() is 1, ascending); the codes are unique numbers, so no tie order matters.
 */
export function sortedFormula(log: LogRows): string {
  return `=SORT(${rangeA1(log.first, LOGWORK.code, log.last, LOGWORK.tps2, true)},1,TRUE())`;
}

/**
 * A sorted row's running total of the filled rows (its code at least CODE_BASE): games, or the TPs of the pair's
 * lower-numbered player (TPs 2 when the code is odd: player 1 is the higher number), or of the higher one.
 */
export function sortedRunFormula(r: number, first: number, column: number): string {
  const code = at(LSORT.sorted, r);
  const [games, t1, t2] = [1, 2, 3].map((k) => at(LSORT.sorted + k, r));
  const odd = `MOD(${code},2)=1`;
  const value = column === LSORT.games ? games : column === LSORT.tpsA ? `IF(${odd},${t2},${t1})` : `IF(${odd},${t1},${t2})`;
  const adds = `IF(${code}>=${CODE_BASE},${value},0)`;
  return r === first ? `=${adds}` : `=${at(column, r - 1)}+${adds}`;
}

/** The log row's message for more games between its pair than the schedule, naming the sheet and cell (shown by the Check when it applies). */
export function logOverFormula(r: number, sheet: string): string {
  const over =
    `"${columnLetters(LOG.games)}"&ROW()&": more games between '"&TRIM(${at(LOG.first, r)})&"' and '"&TRIM(${at(LOG.second, r)})&"' than the schedule's "&${LREF.perPair}&` +
    `" (games per match × rounds)"`;
  return `=${sheetPrefix(sheet)}&${over}`;
}

/**
 * The log row's Check: the sheet and cell of its own problem, or more games for the pair than the schedule. The
 * message for the latter is its own cell, built only when the row changes (the Check is recomputed whenever any
 * log row is typed, as the pair so far of every row is one array formula).
 */
export function logCheckFormula(r: number, sheet: string): string {
  const base = at(LOGWORK.base, r);
  const over = `AND(${at(LOGWORK.filled, r)}=1,${at(LOGWORK.cumulative, r)}>${LREF.perPair})`;
  return `=IF(${base}<>"",${sheetPrefix(sheet)}&${base},IF(${over},${at(LOGWORK.over, r)},""))`;
}

/** A player's games or TPs in the rows that count: their entry in the per-player sums (looked up by entry row number). */
export function playerSumFormula(r: number, players: GbqRows, kind: 'games' | 'tps'): string {
  return `=INDEX(${absRowsOf(kind === 'games' ? PSUM.played : PSUM.tps, players)},${at(WORK.index, r)})`;
}

/**
 * A per-player sum over the pairs, for every player row: one array formula. Row a, column b of the matrix is pair
 * {a, b}'s value in the pair column (a sorted lookup of its key; the diagonal is left out); MMULT adds each row up.
 * `mine` picks the column for the lower-numbered player of the pair, `theirs` for the higher.
 */
function pairMatrixSum(players: GbqRows, n: number, log: LogRows, mine: number, theirs: number): string {
  const i = `${at(WORK.index, players.first)}:${at(WORK.index, players.last)}`;
  const j = `TRANSPOSE(${i})`;
  const pairs = pairRows(n, log);
  const block = rangeA1(pairs.first, PAIR.key, pairs.last, Math.max(mine, theirs));
  const look = (key: string, column: number) => `VLOOKUP(${key},${block},${column - PAIR.key + 1},TRUE())`;
  // One lookup per cell when both players read the same column: the pair's key, lower number first, by arithmetic.
  const value =
    mine === theirs
      ? look(`IF(${i}<${j},1000*${i}+${j},1000*${j}+${i})`, mine)
      : `IF(${i}<${j},${look(`1000*${i}+${j}`, mine)},${look(`1000*${j}+${i}`, theirs)})`;
  return `=ARRAYFORMULA(MMULT((${i}<>${j})*IFERROR(${value},0),SIGN(${i})))`;
}

/** Games each player played in the log rows that count, for every player row. */
export function playedSumFormula(players: GbqRows, n: number, log: LogRows): string {
  return pairMatrixSum(players, n, log, PAIR.logged, PAIR.logged);
}

/** TPs of each player in the log rows that count, for every player row. */
export function tpsSumFormula(players: GbqRows, n: number, log: LogRows): string {
  return pairMatrixSum(players, n, log, PAIR.tpsA, PAIR.tpsB);
}

/** Total games of a log table's player: played + still to play by the schedule. */
export function logTotalFormula(r: number): string {
  return `=${at(ENTRY.played, r)}+${at(PLOG.remaining, r)}`;
}

/** Games each player still plays by the schedule, for every player row: one array formula over the pair helpers. */
export function playerRemainingFormula(players: GbqRows, n: number, log: LogRows): string {
  return pairMatrixSum(players, n, log, PAIR.remaining, PAIR.remaining);
}

export function withdrawnCodeFormula(r: number): string {
  const w = `LOWER(TRIM(${at(WITHDRAWN_COLUMN, r)}))`;
  return `=IF(${w}="",0,IF(${w}="keep",1,IF(${w}="void",2,-1)))`;
}

export function withdrawnFormula(r: number): string {
  return `=IF(${at(PLOG.code, r)}>0,1,0)`;
}

/** The player handed to GBQSTATUS: blank when withdrawn (unless nobody is left, so the function still has players). */
export function statusIdFormula(r: number): string {
  return `=IF(AND(${at(PLOG.withdrawn, r)}=1,${LREF.active}>0),"",${at(WORK.index, r)})`;
}

/** A per-player helper of pair column `side` (a or b), for every pair row: a sorted lookup by entry row number. */
function playerOfPair(players: GbqRows, n: number, log: LogRows, side: number, column: number): string {
  return `VLOOKUP(${pairCol(side, n, log)},${rangeA1(players.first, PLOG.id, players.last, column, true)},${column - PLOG.id + 1},TRUE())`;
}

/** 1 for a pair whose games count, 0 when either player withdrew with their games voided; for every pair row. */
export function pairKeptFormula(players: GbqRows, n: number, log: LogRows): string {
  return `=ARRAYFORMULA((${playerOfPair(players, n, log, PAIR.a, PLOG.code)}<>2)*(${playerOfPair(players, n, log, PAIR.b, PLOG.code)}<>2))`;
}

/** The running games just before each pair's first sorted row, for every pair row. */
export function pairBeforeFormula(log: LogRows, n: number): string {
  return `=ARRAYFORMULA(${sortedAt(log, `${pairCol(PAIR.key, n, log)}*${CODE_BASE}-1`, LSORT.games)})`;
}

/** Games of each pair in the filled log rows, for every pair row: the running games at its last sorted row less those before it. */
export function pairTotalFormula(log: LogRows, n: number): string {
  return `=ARRAYFORMULA(${sortedAt(log, `${pairCol(PAIR.key, n, log)}*${CODE_BASE}+${CODE_BASE - 1}`, LSORT.games)}-${pairCol(PAIR.before, n, log)})`;
}

/**
 * Games (column games) or TPs of a or b of each pair in the log rows that count, for every pair row. Within the
 * schedule (the pair's filled games at most games per match × rounds) every filled row counts; past it, the rows
 * up to the last whose pair so far is within it (a sorted lookup on the running games, which grow with every
 * filled row). 0 with a voided player.
 */
export function pairCountedFormula(log: LogRows, n: number, column: number): string {
  const key = pairCol(PAIR.key, n, log);
  const before = pairCol(PAIR.before, n, log);
  const total = pairCol(PAIR.total, n, log);
  const sorted = sortedRows(log);
  const running = rangeA1(sorted.first, LSORT.games, sorted.last, LSORT.tpsB, true);
  const within = `IFERROR(VLOOKUP(${before}+${LREF.perPair},${running},${column - LSORT.games + 1},TRUE()),0)`;
  if (column === LSORT.games) return `=ARRAYFORMULA(IF(${total}<=${LREF.perPair},${total},${within}-${before})*${pairCol(PAIR.kept, n, log)})`;
  const end = sortedAt(log, `${key}*${CODE_BASE}+${CODE_BASE - 1}`, column);
  const start = sortedAt(log, `${key}*${CODE_BASE}-1`, column);
  return `=ARRAYFORMULA((IF(${total}<=${LREF.perPair},${end},${within})-${start})*${pairCol(PAIR.kept, n, log)})`;
}

/** Games each pair still plays, for every pair row: 0 once either player is withdrawn, else the schedule less the games logged. */
export function pairRemainingFormula(players: GbqRows, n: number, log: LogRows): string {
  const logged = pairCol(PAIR.logged, n, log);
  const out = `(${playerOfPair(players, n, log, PAIR.a, PLOG.withdrawn)}=1)+(${playerOfPair(players, n, log, PAIR.b, PLOG.withdrawn)}=1)`;
  return `=ARRAYFORMULA(IF(${out},0,IF(${logged}>${LREF.perPair},0,${LREF.perPair}-${logged})))`;
}

/** Pairs handed to GBQSTATUS (column a or b), for every pair row: blank when nothing is left, and for every pair while anything is flagged. */
export function pairListFormula(n: number, log: LogRows, column: number): string {
  return `=ARRAYFORMULA(IF((${REF.problems}<>0)+(${pairCol(PAIR.remaining, n, log)}=0),"",${pairCol(column, n, log)}))`;
}

export function pairCountFormula(n: number, log: LogRows): string {
  return `=ARRAYFORMULA(IF(${pairCol(PAIR.listA, n, log)}="","",${pairCol(PAIR.remaining, n, log)}))`;
}

/** Schedule helpers: games per match and rounds as used (the typed ones when valid), games per pair, players left. */
export function scheduleFormulas(players: GbqRows): Record<'gamesPerMatch' | 'rounds' | 'perPair' | 'active', string> {
  const n = players.last - players.first + 1;
  return {
    gamesPerMatch: `=IF(${wholeInRange(REF.typedGamesPerMatch, MAX_GAMES_PER_MATCH)},${REF.typedGamesPerMatch},3)`,
    rounds: `=IF(${wholeInRange(REF.typedRounds, MAX_ROUNDS)},${REF.typedRounds},1)`,
    perPair: `=${a1(SCHEDULE.gamesPerMatchRow, SCHEDULE.valueColumn, true)}*${a1(SCHEDULE.roundsRow, SCHEDULE.valueColumn, true)}`,
    active: `=${n}-SUM(${absRowsOf(PLOG.withdrawn, players)})`,
  };
}

/** Log rows in use (filled, or flagged). */
export function usedRowsFormula(log: LogRows): string {
  return `=SUMPRODUCT((LEN(${logCol(LOGWORK.base, log)})>0)*1)+SUM(${logCol(LOGWORK.filled, log)})`;
}

/** Log rows flagged in their Check (counted in "problems to fix"). */
export function logProblemsTerm(log: LogRows): string {
  return `SUMPRODUCT((LEN(${logCol(LOG.check, log)})>0)*1)`;
}

/** The title line of the log: what to type and how many rows are used. */
export function logTitleFormula(log: LogRows): string {
  const rows = log.last - log.first + 1;
  return `="RESULTS LOG: one row per game or match (blank games = one match of "&${LREF.gamesPerMatch}&"). Rows used: "&${LREF.usedRows}&" of ${rows}"`;
}

/** Place helper: the withdrawn are listed after everyone else (the term put in front of the usual order; see placeFormula). */
export function withdrawnOrder(rest: string, mine: (c: number) => string, others: (c: number) => string): string {
  const [W, w] = [others(PLOG.withdrawn), mine(PLOG.withdrawn)];
  return `(${W}<${w})+(${W}=${w})*(${rest})`;
}

/** TPs handed to GBQ and GBQSTATUS (log tables): blank for a withdrawn player (not in the group any more), 0 on a flagged row. */
export function logGbqTpsFormula(r: number): string {
  return `=IF(AND(${at(PLOG.withdrawn, r)}=1,${LREF.active}>0),"",IF(LEN(${at(ENTRY.check, r)})>0,0,${at(WORK.tps, r)}))`;
}

/**
 * Games handed to GBQ and GBQSTATUS (log tables). While anything is flagged the pair list is blank, so every
 * player is handed as finished (games = the status total): GBQSTATUS then never fails on a half-typed log, and
 * the live table shows nothing from it anyway (docs/rules.md §5.5).
 */
export function logGbqGamesFormula(r: number): string {
  return `=IF(${REF.problems}<>0,${at(WORK.statusTotal, r)},IF(LEN(${at(ENTRY.check, r)})>0,0,${at(WORK.played, r)}))`;
}
