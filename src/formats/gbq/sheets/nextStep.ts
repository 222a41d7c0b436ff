/**
 * The Next step line of a GBQ group table (one live formula at the top, README "Next step line"): problems first,
 * then what to type where with how many games are in ("12 of 84 games"), then, once every game of the group is
 * in, publishing. Games in = Σ games played ÷ 2 and games of the group = Σ total games ÷ 2 (with a results log the
 * totals are games played + games still to play by the schedule), as "after N of M games" in the published title;
 * both counts sit in hidden helper cells (nextStepCounts), so the line stays short (docs/rules.md §0.6: 1,000 characters).
 */
import { MENU, nextStepFormula, problemsStage, progressParts, type Stage } from '../../../shared/sheets/nextStep';
import { a1, rangeA1 } from '../../../shared/sheets/plan';
import { ENTRY, gbqRows, REF } from './layout';
import { partColumns } from './checkParts';
import { LOG, LREF } from './logLayout';
import { logOf } from './log';

/** The Next step cell: row 1, right of the title; the cells to its right in row 1 stay empty. */
export const NEXT_STEP = { row: 1, column: 3 } as const;

/** The sidebar's actions as the TD finds them. */
export const WIZARD = `${MENU} ▸ Open tournament wizard`;

/** Where the line's two counts sit: hidden helper cells beside the group check's sums (Check parts columns, rows 4–5). */
export function nextStepCounts(hasLog: boolean): { doneRow: number; totalRow: number; done: string; total: string } {
  const value = partColumns(hasLog)[1];
  return { doneRow: 4, totalRow: 5, done: a1(4, value, true), total: a1(5, value, true) };
}

/** The Next step formula of a group table of `players` players; `logRows` given when it has a results log. */
export function gbqNextStepFormula(players: number, logRows?: number): string {
  const rows = gbqRows(players);
  const { done, total } = nextStepCounts(logRows !== undefined);
  const progress = progressParts(done, total, 'games');
  const publish = `publish the standings: ${WIZARD} ▸ Publish standings (with several groups, then GBQ cross-group table)`;
  const stages: Stage[] = [problemsStage(REF.problems, 'the Check column names each cell, C6 a group problem')];
  if (logRows === undefined) {
    const where = `games played in ${rangeA1(rows.first, ENTRY.played, rows.last, ENTRY.played)} and TPs in ${rangeA1(rows.first, ENTRY.tps, rows.last, ENTRY.tps)}`;
    stages.push(
      { when: `${done}=0`, say: [`no results yet — after each match type both players' ${where} (wins, draws, losses optional) · `, ...progress] },
      { when: `${done}<${total}`, say: [`after each match update both players' ${where} — `, ...progress, ' in'] },
    );
  } else {
    const log = logOf(players, logRows);
    const where = rangeA1(log.first, LOG.first, log.last, LOG.pen2);
    stages.push(
      { when: `${done}=0`, say: [`no results yet — log each game or match in the RESULTS LOG, ${where} (players, games, TPs) · `, ...progress] },
      {
        when: `AND(${done}<${total},${LREF.usedRows}>=${logRows})`,
        say: [`the results log is full (${logRows} rows), `, ...progress, ' in: create the table again with more log rows (GBQ group table, Log rows)'],
      },
      { when: `${done}<${total}`, say: [`log each game or match in ${where} — `, ...progress, ' in'] },
    );
  }
  stages.push({ say: ['all ', { count: total }, ` games are in — ${publish}`] });
  return nextStepFormula(stages);
}

/** "C1": where the line sits. */
export const NEXT_STEP_CELL = a1(NEXT_STEP.row, NEXT_STEP.column);

/**
 * The Next step formula of a cross-group table of `groups` group rows (first row `firstRow`, Group state in column
 * `stateColumn`, k in `kCell`): problems (groups whose state says so, and a bad k), then the groups still playing
 * (the table is provisional), then publishing.
 */
export function crossNextStepFormula(groups: number, firstRow: number, stateColumn: number, kCell: string): string {
  const states = rangeA1(firstRow, stateColumn, firstRow + groups - 1, stateColumn, true);
  const kOk = `AND(ISNUMBER(${kCell}),${kCell}>=1,${kCell}<=${groups},${kCell}=INT(${kCell}))`;
  const problems = `(COUNTIF(${states},"problems*")+IF(${kOk},0,1))`;
  const playing = `COUNTIF(${states},"*still to play*")`;
  return nextStepFormula([
    problemsStage(problems, 'Group state names each group to fix on its own sheet; C2 a bad k'),
    {
      when: `${playing}>0`,
      say: ['provisional: ', { count: playing }, ` of ${groups} groups still have games to play — type them in each group's table; this table follows`],
    },
    { say: [`every group is finished — publish the standings: ${WIZARD} ▸ Publish standings`] },
  ]);
}
