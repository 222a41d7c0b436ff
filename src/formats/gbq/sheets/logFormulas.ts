/**
 * The formulas of a GBQ sheet's results log (docs/rules.md §5.5–§5.6), one builder per cell kind. Built-ins only
 * (IF, AND, OR, NOT, ISNUMBER, ROUND, INT, MIN, MAX, TRIM, LOWER, COUNTA, SUMPRODUCT, SUMIF(S), INDEX).
 *
 * Players are matched by name with "=" inside SUMPRODUCT (the name rule: LOWER(TRIM(…)), TRIM also collapsing
 * inner spaces), never as a SUMIF/MATCH criterion, so a name such as "<Ann", "=1" or "A*" is matched literally.
 * Everything else is keyed by entry row number (a player's "#"): SUMIF(S) over those numbers is exact.
 */
import { a1, columnLetters } from '../../../shared/sheets/plan';
import { absRowsOf, at, ENTRY, GbqRows, MAX_GAMES_PER_MATCH, MAX_ROUNDS, REF, rowsOf, WORK } from './layout';
import { LOG, LOGWORK, logCol, LogRows, LREF, pairCol, PAIR, PLOG, SCHEDULE, WITHDRAWN_COLUMN } from './logLayout';
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

export function logKeyFormula(r: number): string {
  const x = at(LOGWORK.id1, r);
  const y = at(LOGWORK.id2, r);
  return `=IF(AND(${x}>0,${y}>0),1000*MIN(${x},${y})+MAX(${x},${y}),0)`;
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

/** Games of this pair in the filled rows so far (this one included). */
export function logCumulativeFormula(r: number, log: LogRows): string {
  const upTo = (c: number) => `${columnLetters(c)}$${log.first}:${columnLetters(c)}${r}`;
  return `=IF(${at(LOGWORK.filled, r)}=1,SUMIFS(${upTo(LOGWORK.games)},${upTo(LOGWORK.key)},${at(LOGWORK.key, r)},${upTo(LOGWORK.filled)},1),0)`;
}

/** 1 when the row counts: filled, within the schedule, neither player withdrawn with their games voided. */
export function logUseFormula(r: number, players: GbqRows): string {
  const code = absRowsOf(PLOG.code, players);
  return `=IF(${at(LOGWORK.filled, r)}=1,(${at(LOGWORK.cumulative, r)}<=${LREF.perPair})*(INDEX(${code},${at(LOGWORK.id1, r)})<>2)*(INDEX(${code},${at(LOGWORK.id2, r)})<>2),0)`;
}

/** The log row's Check: the sheet and cell of its own problem, or more games for the pair than the schedule. */
export function logCheckFormula(r: number, sheet: string): string {
  const base = at(LOGWORK.base, r);
  const over =
    `"C"&ROW()&": more games between '"&TRIM(${at(LOG.first, r)})&"' and '"&TRIM(${at(LOG.second, r)})&"' than the schedule's "&${LREF.perPair}&` +
    `" (games per match × rounds)"`;
  const prefix = sheetPrefix(sheet);
  return `=IF(${base}<>"",${prefix}&${base},IF(AND(${at(LOGWORK.filled, r)}=1,${at(LOGWORK.cumulative, r)}>${LREF.perPair}),${prefix}&${over},""))`;
}

/** A player's games (column games) or TPs (tps1/tps2) summed from the rows that count. */
export function playerSumFormula(r: number, log: LogRows, kind: 'games' | 'tps'): string {
  const i = at(WORK.index, r);
  const use = logCol(LOGWORK.use, log);
  const first = logCol(kind === 'games' ? LOGWORK.games : LOGWORK.tps1, log);
  const second = logCol(kind === 'games' ? LOGWORK.games : LOGWORK.tps2, log);
  return `=SUMIFS(${first},${logCol(LOGWORK.id1, log)},${i},${use},1)+SUMIFS(${second},${logCol(LOGWORK.id2, log)},${i},${use},1)`;
}

/** Total games of a log table's player: played + still to play by the schedule. */
export function logTotalFormula(r: number): string {
  return `=${at(ENTRY.played, r)}+${at(PLOG.remaining, r)}`;
}

/** Games each player still plays by the schedule, for every player row: one array formula over the pair helpers. */
export function playerRemainingFormula(players: GbqRows, n: number): string {
  const i = absRowsOf(WORK.index, players);
  return `=ARRAYFORMULA(SUMIF(${pairCol(PAIR.a, n)},${i},${pairCol(PAIR.remaining, n)})+SUMIF(${pairCol(PAIR.b, n)},${i},${pairCol(PAIR.remaining, n)}))`;
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

/** Games of each pair in the log rows that count, for every pair row: one array formula (a SUMIFS per pair scanned the whole log). */
export function pairLoggedFormula(log: LogRows, n: number): string {
  return `=ARRAYFORMULA(SUMIFS(${logCol(LOGWORK.games, log)},${logCol(LOGWORK.key, log)},${pairCol(PAIR.key, n)},${logCol(LOGWORK.use, log)},1))`;
}

export function pairRemainingFormula(r: number, players: GbqRows): string {
  const w = absRowsOf(PLOG.withdrawn, players);
  return `=IF(OR(INDEX(${w},${at(PAIR.a, r)})=1,INDEX(${w},${at(PAIR.b, r)})=1),0,MAX(0,${LREF.perPair}-${at(PAIR.logged, r)}))`;
}

/** A pair handed to GBQSTATUS: blank when nothing is left, and for every pair while anything is flagged. */
export function pairListFormula(r: number, column: number): string {
  return `=IF(OR(${REF.problems}<>0,${at(PAIR.remaining, r)}=0),"",${at(column, r)})`;
}

export function pairCountFormula(r: number): string {
  return `=IF(${at(PAIR.listA, r)}="","",${at(PAIR.remaining, r)})`;
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

/** Place helper: the withdrawn are listed after everyone else (the term put in front of the usual order). */
export function withdrawnOrder(r: number, rows: GbqRows, rest: string): string {
  const W = rowsOf(PLOG.withdrawn, rows);
  const w = at(PLOG.withdrawn, r);
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
