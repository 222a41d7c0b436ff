/**
 * The Next step lines of the two swing sheets (README "Next step line"), each one live formula. The main sheet's
 * reads what the add-on writes after every posting — the clock (I4), the status (I7), the grid's # column — and the
 * log sheet's Problems to fix (B11): problems first; a finished tournament → publish; a clock not started → start
 * it; otherwise post results in the live panel (the finale named), with how many are in. The log sheet's: problems,
 * else that nothing is typed there.
 */
import { MENU, nextStepFormula, problemsStage, type Stage } from '../../../shared/sheets/nextStep';
import { a1, columnLetters, sheetRef } from '../../../shared/sheets/plan';
import { LOG_CHECK_COL, LOG_PROBLEMS_ROW, STATUS_FIRST_ROW, STATUS_LABELS, STATUS_VALUE_COL } from './layout';

/** The main sheet's Next step cell (F1: right of the title, the cells to its right in row 1 stay empty). */
export const MAIN_NEXT_STEP = { row: 1, column: 6 } as const;
/** The log sheet's Next step cell (C1: right of the title). */
export const LOG_NEXT_STEP = { row: 1, column: 3 } as const;

const WIZARD = `${MENU} ▸ Open tournament wizard`;
const PANEL = `${WIZARD} ▸ Run a swing event`;

const status = (label: (typeof STATUS_LABELS)[number]) => a1(STATUS_FIRST_ROW + STATUS_LABELS.indexOf(label), STATUS_VALUE_COL, true);

/** The log sheet's problem count, as a reference from another sheet. */
const logProblems = (logSheet: string) => `${sheetRef(logSheet)}!${a1(LOG_PROBLEMS_ROW, 2, true)}`;

const CHECK = columnLetters(LOG_CHECK_COL);

/** The main sheet's line; `logSheet` is the log sheet's name. */
export function mainNextStepFormula(logSheet: string): string {
  const results = 'MAX($A:$A)'; // the grid's # column: the start row is 0, result k is k
  const stages: Stage[] = [
    problemsStage(logProblems(logSheet), `the Check column (${CHECK}) of the log sheet names each; the live panel's Log repair says what to fix`),
    { when: `LEFT(${status('Status')},8)="Finished"`, say: ['the tournament is over — publish the standings: ', `${WIZARD} ▸ Publish standings`] },
    { when: `LEFT(${status('Clock')},11)="not started"`, say: [`start the clock when play starts: ${PANEL} ▸ Start clock`] },
    {
      say: [
        { text: `IF(LEFT(${status('Status')},6)="Finale","the finale is on (see Status) — ","")` },
        `post each result in the live panel: ${PANEL} ▸ Record result · `,
        { count: results },
        ' results in',
      ],
    },
  ];
  return nextStepFormula(stages);
}

/** The log sheet's line: the add-on writes the log; a slip typed into it is counted in B11. */
export function logNextStepFormula(): string {
  return nextStepFormula([
    problemsStage(a1(LOG_PROBLEMS_ROW, 2, true), `the Check column (${CHECK}) names each cell; the live panel's Log repair says what to fix`),
    { say: [`nothing to type here (the add-on writes this log) — post results in the live panel: ${PANEL}`] },
  ]);
}
