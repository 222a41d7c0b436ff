/**
 * The results log of a GBQ group sheet, as plan parts added to the table (./table.ts): the log rows below the
 * ENTRY block, the Withdrawn column, the per-player and per-pair helpers that make the table sum from the log and
 * know the games still to play (docs/rules.md §5.5–§5.6). Positions in ./logLayout.ts, formulas in ./logFormulas.ts.
 */
import * as L from './logFormulas';
import { ENTRY, gbqRows, LIVE, SETTINGS, WORK } from './layout';
import {
  LOG,
  LOG_HEADERS,
  LOG_LAST_COLUMN,
  LOGWORK,
  LOGWORK_HEADERS,
  logRows,
  LSORT,
  BELOW_HEADERS,
  belowHeaderRow,
  sortedRows,
  LogRows,
  PAIR,
  pairRows,
  pairsOf,
  PLAYER_LOG_HEADERS,
  PLOG,
  PSUM,
  SCHEDULE,
  WITHDRAWN_COLUMN,
} from './logLayout';
import { checkFormula, entryChecks, placeFormula } from './formulas';
import { checkParts, partColumns, slipMarks } from './checkParts';
import { colRange, columnLetters, ConditionalFormat, DropDown, PlanCell, Protection, rangeA1, StyledRange } from '../../../shared/sheets/plan';
import { COLOR } from '../../../shared/sheets/styles';

export type Put = (row: number, column: number, value: PlanCell) => void;

/** The log's rows for a table of n players and `rows` log rows. */
export function logOf(players: number, rows: number): LogRows {
  return logRows(gbqRows(players), rows);
}

/** Cells of the log, the Withdrawn column and every log helper. */
export function logCells(put: Put, players: number, rows: number, sheet: string): void {
  const prow = gbqRows(players);
  const log = logOf(players, rows);
  const schedule = L.scheduleFormulas(prow);
  const parts = partColumns(true);
  const sched: [number, string, string][] = [
    [SCHEDULE.gamesPerMatchRow, 'Games per match used', schedule.gamesPerMatch],
    [SCHEDULE.roundsRow, 'Rounds used', schedule.rounds],
    [SCHEDULE.perPairRow, 'Games per pair', schedule.perPair],
    [SCHEDULE.activeRow, 'Players left', schedule.active],
    [SCHEDULE.usedRowsRow, 'Log rows used', L.usedRowsFormula(log)],
  ];
  for (const [row, label, formula] of sched) {
    put(row, SCHEDULE.labelColumn, label);
    put(row, SCHEDULE.valueColumn, formula);
  }

  put(SETTINGS.headerRow, WITHDRAWN_COLUMN, 'Withdrawn');
  for (const [column, header] of PLAYER_LOG_HEADERS) put(SETTINGS.headerRow, column, header);
  for (let i = 0; i < players; i++) {
    const r = prow.first + i;
    put(r, ENTRY.total, L.logTotalFormula(r));
    put(r, ENTRY.played, L.playerSumFormula(r, prow, 'games'));
    put(r, ENTRY.tps, L.playerSumFormula(r, prow, 'tps'));
    put(r, ENTRY.check, checkFormula(r, parts, sheet));
    checkParts(entryChecks(r, prow, { remaining: PLOG.remaining, code: PLOG.code, withdrawn: WITHDRAWN_COLUMN })).forEach((f, k) => put(r, parts[k], f));
    put(r, WORK.gbqTps, L.logGbqTpsFormula(r));
    put(r, WORK.gbqGames, L.logGbqGamesFormula(r));
    put(r, PLOG.id, i + 1);
    put(r, PLOG.code, L.withdrawnCodeFormula(r));
    put(r, PLOG.withdrawn, L.withdrawnFormula(r));
    put(r, PLOG.statusId, L.statusIdFormula(r));
  }
  // Whole columns, one array formula each at the top (the cells below are left empty for the results).
  put(prow.first, WORK.place, placeFormula(prow, L.withdrawnOrder));
  put(prow.first, PLOG.remaining, L.playerRemainingFormula(prow, players, log));
  put(prow.first, PSUM.played, L.playedSumFormula(prow, players, log));
  put(prow.first, PSUM.tps, L.tpsSumFormula(prow, players, log));

  // Below the log: the pairs and the sorted log rows.
  for (const [column, header] of BELOW_HEADERS) put(belowHeaderRow(log), column, header);
  const pairs = pairRows(players, log);
  pairsOf(players).forEach(([a, b], k) => {
    const r = pairs.first + k;
    put(r, PAIR.a, a);
    put(r, PAIR.b, b);
    put(r, PAIR.key, 1000 * a + b);
  });
  put(pairs.first, PAIR.kept, L.pairKeptFormula(prow, players, log));
  put(pairs.first, PAIR.before, L.pairBeforeFormula(log, players));
  put(pairs.first, PAIR.total, L.pairTotalFormula(log, players));
  put(pairs.first, PAIR.logged, L.pairCountedFormula(log, players, LSORT.games));
  put(pairs.first, PAIR.tpsA, L.pairCountedFormula(log, players, LSORT.tpsA));
  put(pairs.first, PAIR.tpsB, L.pairCountedFormula(log, players, LSORT.tpsB));
  put(pairs.first, PAIR.remaining, L.pairRemainingFormula(prow, players, log));
  put(pairs.first, PAIR.listA, L.pairListFormula(players, log, PAIR.a));
  put(pairs.first, PAIR.listB, L.pairListFormula(players, log, PAIR.b));
  put(pairs.first, PAIR.count, L.pairCountFormula(players, log));
  const sorted = sortedRows(log);
  put(sorted.first, LSORT.sorted, L.sortedFormula(log));
  for (let r = sorted.first; r <= sorted.last; r++) for (const c of [LSORT.games, LSORT.tpsA, LSORT.tpsB]) put(r, c, L.sortedRunFormula(r, sorted.first, c));

  put(log.titleRow, LOG.first, L.logTitleFormula(log));
  put(log.titleRow, LOGWORK.id1, 'LOG WORKINGS: player numbers, the pair and whether the row counts (do not edit)');
  for (const [column, header] of [...LOG_HEADERS, ...LOGWORK_HEADERS]) put(log.headerRow, column, header);
  for (let r = log.first; r <= log.last; r++) {
    put(r, LOG.check, L.logCheckFormula(r, sheet));
    checkParts(L.logChecks(r)).forEach((f, k) => put(r, parts[k], f));
    put(r, LOGWORK.id1, L.logIdFormula(`${columnLetters(LOG.first)}${r}`, prow));
    put(r, LOGWORK.id2, L.logIdFormula(`${columnLetters(LOG.second)}${r}`, prow));
    put(r, LOGWORK.code, L.logCodeFormula(r, log));
    put(r, LOGWORK.games, L.logGamesFormula(r));
    put(r, LOGWORK.tps1, L.logNumberFormula(LOG.tps1, r));
    put(r, LOGWORK.tps2, L.logNumberFormula(LOG.tps2, r));
    put(r, LOGWORK.pens, L.logPensFormula(r));
    put(r, LOGWORK.base, L.logBaseFormula(r));
    put(r, LOGWORK.filled, L.logFilledFormula(r));
    put(r, LOGWORK.over, L.logOverFormula(r, sheet));
  }
  // The pair so far of every log row: one array formula at the top.
  put(log.first, LOGWORK.cumulative, L.logCumulativeFormula(log));
}

/** The last row the log table uses (the pair helpers or the sorted log rows below the log, whichever ends lower). */
export function logLastRow(players: number, rows: number): number {
  const log = logOf(players, rows);
  return Math.max(pairRows(players, log).last, sortedRows(log).last);
}

export function logStyles(players: number, rows: number): StyledRange[] {
  const prow = gbqRows(players);
  const log = logOf(players, rows);
  const grey = COLOR.fictitiousText;
  const below = belowHeaderRow(log);
  return [
    { range: rangeA1(prow.first, ENTRY.total, prow.last, ENTRY.played), background: COLOR.grey },
    { range: colRange(ENTRY.tps, prow.first, prow.last), background: COLOR.grey },
    { range: colRange(WITHDRAWN_COLUMN, prow.first, prow.last), horizontalAlignment: 'center' },
    { range: `${columnLetters(WITHDRAWN_COLUMN)}${SETTINGS.headerRow}`, bold: true, background: COLOR.header },
    { range: rangeA1(SETTINGS.headerRow, PLOG.remaining, SETTINGS.headerRow, LOG_LAST_COLUMN), bold: true, background: COLOR.grey },
    { range: rangeA1(prow.first, PLOG.remaining, prow.last, PSUM.tps), fontColor: grey },
    { range: rangeA1(below, PAIR.a, below, LOG_LAST_COLUMN), bold: true, background: COLOR.grey },
    { range: rangeA1(below + 1, PAIR.a, logLastRow(players, rows), LOG_LAST_COLUMN), fontColor: grey },
    { range: rangeA1(SCHEDULE.gamesPerMatchRow, SCHEDULE.labelColumn, SCHEDULE.usedRowsRow, SCHEDULE.valueColumn), fontColor: grey },
    { range: `A${log.titleRow}`, bold: true },
    { range: rangeA1(log.headerRow, LOG.first, log.headerRow, LOG.check), bold: true, background: COLOR.header },
    { range: rangeA1(log.headerRow, LOGWORK.id1, log.headerRow, LOGWORK.over), bold: true, background: COLOR.grey },
    { range: rangeA1(log.first, LOG.first, log.last, LOG.second), numberFormat: '@' },
    { range: rangeA1(log.first, LOG.games, log.last, LOG.pen2), horizontalAlignment: 'center' },
    { range: colRange(LOG.check, log.first, log.last), fontColor: COLOR.problemText },
    { range: rangeA1(log.titleRow, LOGWORK.id1, log.last, LOGWORK.over), fontColor: grey },
  ];
}

export function logDropDowns(players: number, rows: number, gamesPerMatch: number): DropDown[] {
  const prow = gbqRows(players);
  const log = logOf(players, rows);
  const names = rangeA1(prow.first, ENTRY.player, prow.last, ENTRY.player, true);
  return [
    {
      range: rangeA1(log.first, LOG.first, log.last, LOG.second),
      listRange: names,
      allowInvalid: true,
      helpText: `A name from the player list (ENTRY block, ${names.replace(/\$/g, '')})`,
    },
    {
      range: colRange(LOG.games, log.first, log.last),
      list: Array.from({ length: Math.max(gamesPerMatch, 5) }, (_, i) => String(i + 1)),
      allowInvalid: true,
      helpText: 'Games of this row: 1 to the games the pair still plays (a whole number); blank = one match (games per match, L2)',
    },
    {
      range: colRange(WITHDRAWN_COLUMN, prow.first, prow.last),
      list: ['keep', 'void'],
      helpText: 'keep (their games stay), void (their games are removed) or blank (playing)',
    },
  ];
}

export function logConditionalFormats(players: number, rows: number): ConditionalFormat[] {
  const prow = gbqRows(players);
  const log = logOf(players, rows);
  const status = `$${columnLetters(LIVE.status)}${prow.first}`;
  return [
    ...slipMarks(log.first, log.last, [LOG.first, LOG.second, LOG.games, LOG.tps1, LOG.tps2, LOG.pen1, LOG.pen2], LOG.first, LOG.check),
    {
      range: rangeA1(prow.first, LIVE.place, prow.last, LIVE.status),
      formula: `=${status}="withdrawn"`,
      fontColor: COLOR.fictitiousText,
      background: COLOR.grey,
    },
    {
      range: colRange(WITHDRAWN_COLUMN, prow.first, prow.last),
      formula: `=$${columnLetters(WITHDRAWN_COLUMN)}${prow.first}<>""`,
      background: COLOR.grey,
      bold: true,
    },
  ];
}

export function logProtections(players: number, rows: number): Protection[] {
  const prow = gbqRows(players);
  const log = logOf(players, rows);
  return [
    { range: rangeA1(prow.first, ENTRY.total, prow.last, ENTRY.played), description: 'GBQ games from the log (formulas)' },
    { range: colRange(ENTRY.tps, prow.first, prow.last), description: 'GBQ TPs from the log (formulas)' },
    { range: colRange(LOG.check, log.headerRow, log.last), description: 'GBQ log check (formulas)' },
    { range: rangeA1(log.titleRow, LOGWORK.id1, log.last, LOGWORK.over), description: 'GBQ log workings (helper formulas)' },
    { range: rangeA1(SETTINGS.headerRow, PLOG.remaining, logLastRow(players, rows), LOG_LAST_COLUMN), description: 'GBQ pair workings (helper formulas)' },
    { range: rangeA1(SCHEDULE.gamesPerMatchRow, SCHEDULE.labelColumn, SCHEDULE.usedRowsRow, SCHEDULE.valueColumn), description: 'GBQ workings: schedule' },
  ];
}

export function logNotes(players: number, rows: number): Record<string, string> {
  const log = logOf(players, rows);
  const h = log.headerRow;
  const at = (c: number, r: number) => `${columnLetters(c)}${r}`;
  return {
    [at(LOG.first, log.titleRow)]:
      'Results log: one row per game or match, in any order. Player 1 and Player 2 from the player list; Games blank = one match (L2 games); TPs 1 / TPs 2 = the TPs each player gets, after any time penalty; Time pen. 1 / 2 = the TPs taken off for time (blank = none). ' +
      'Each row must share out (win + loss) × games: TPs 1 + TPs 2 + penalties. The ENTRY block sums the games and TPs from here, and the Status knows the games still to play (games per match × rounds for every pair).',
    [at(LOG.check, h)]:
      'Flags a row that cannot be right: a player not in the list or twice, games not a whole number, TPs missing or negative, TPs that do not share out, more games between the pair than the schedule. A flagged row does not count; GBQ and Status wait until it is fixed.',
    [at(LOG.games, h)]: 'Games of this row: 1 for a single game, blank for a whole match (games per match, L2).',
    [at(LOG.pen1, h)]: 'TPs taken off player 1 for time (blank = none). TPs 1 is after the penalty.',
    [at(WITHDRAWN_COLUMN, SETTINGS.headerRow)]:
      'keep: the player withdrew; the games played against them stay, the rest are cancelled. void: every game against them is removed from the opponents. Either way the player is listed last, takes no place and gets no GBQ. Clear the cell to undo.',
  };
}
