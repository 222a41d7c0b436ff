/**
 * Import results and the Timeouts sheet: every imported timeout or resignation, and every plain WT / LT typed on a
 * Games sheet (docs/rules.md §1.3: "to adjudicate"), gets a row on the set's Timeouts sheet, and its Games result
 * cell becomes a formula reading that row's result (`WT x` / `LT x` once the TD has typed GnuBG's W, G, B).
 *
 * Service calls: one getValues of the Timeouts sheet's group column, two setValues for all new rows (A:E and
 * J:L; they are consecutive), and the result cells written with the other imported cells (importResults' write
 * blocks).
 */
import { parseCode } from '../rules/codes';
import type { GameUpdate, SheetGroup } from '../rules/importTypes';
import { toAdjudicate } from '../rules/result';
import { TIMEOUTS, timeoutRows } from '../sheets/layout';
import { linkedResultFormula, timeoutRowCells, type TimeoutEntry } from '../sheets/timeouts';
import { writtenString } from '../../../shared/sheets/text';
import type { RegisteredSet } from './registry';

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

export interface TimeoutPlan {
  /** Result-cell formulas by group index and game index (written instead of the plain code). */
  formulas: Map<string, string>;
  /** Each game added, with its Timeouts row and the formula its result cell gets; `imported`: from this import. */
  added: { groupIndex: number; group: string; gameIndex: number; matchId: number | null; timeoutsRow: number; imported: boolean; formula: string }[];
  /** Timeouts and resignations that found the Timeouts sheet full (written as plain WT / LT). */
  full: number;
}

export const cellKey = (groupIndex: number, gameIndex: number): string => `${groupIndex}:${gameIndex}`;

/**
 * The Timeouts rows to add: imported updates whose result is WT / LT, then games showing a plain WT / LT typed by
 * hand (`typed`: the Games result column's formulas, per group; a formula cell is already linked or the TD's own).
 */
export function planTimeouts(
  set: RegisteredSet,
  groups: readonly SheetGroup[],
  updates: readonly GameUpdate[],
  typedFormulas: readonly string[][],
  gamesSheets: readonly string[],
  timeouts: Sheet,
): TimeoutPlan {
  const entry = (gi: number, k: number, timedOut: string, matchId: number | null): TimeoutEntry => {
    const game = groups[gi].games[k];
    return { group: set.groups[gi].name, matchId, inviter: game.inviter, invitee: game.invitee, timedOut, gamesSheet: gamesSheets[gi], gameIndex: k };
  };
  const plan: TimeoutPlan = { formulas: new Map(), added: [], full: 0 };
  const wanted: { entry: TimeoutEntry; groupIndex: number; imported: boolean }[] = [];
  const taken = new Set<string>();
  for (const u of updates) {
    if (!u.writes.includes('result') || !toAdjudicate(u.result)) continue;
    const game = groups[u.groupIndex].games[u.gameIndex];
    const timedOut = u.result === 'WT' ? game.invitee : game.inviter;
    wanted.push({ entry: entry(u.groupIndex, u.gameIndex, timedOut, u.matchId), groupIndex: u.groupIndex, imported: true });
    taken.add(cellKey(u.groupIndex, u.gameIndex));
  }
  groups.forEach((g, gi) =>
    g.games.forEach((game, k) => {
      const code = typeof game.result === 'string' ? parseCode(game.result) : undefined;
      if (code === undefined || !toAdjudicate(code) || (typedFormulas[gi]?.[k] ?? '') !== '' || taken.has(cellKey(gi, k))) return;
      const id = typeof game.matchId === 'number' ? game.matchId : null;
      wanted.push({ entry: entry(gi, k, code === 'WT' ? game.invitee : game.inviter, id), groupIndex: gi, imported: false });
    }),
  );
  if (wanted.length === 0) return plan;

  const capacity = timeoutRows(set.groups.reduce((n, g) => n + g.games, 0));
  const column = timeouts.getRange(TIMEOUTS.firstRow, TIMEOUTS.col.group, capacity, 1).getValues();
  let used = 0;
  column.forEach((r, i) => {
    if (r[0] !== '' && r[0] !== null) used = i + 1;
  });
  const fit = wanted.slice(0, Math.max(0, capacity - used));
  plan.full = wanted.length - fit.length;
  const rows = fit.map(({ entry: t, groupIndex, imported }, i) => {
    const row = TIMEOUTS.firstRow + used + i;
    const formula = linkedResultFormula(timeouts.getName(), row);
    plan.formulas.set(cellKey(groupIndex, t.gameIndex), formula);
    plan.added.push({ groupIndex, group: t.group, gameIndex: t.gameIndex, matchId: t.matchId, timeoutsRow: row, imported, formula });
    return timeoutRowCells(t, row).map((v) => (v === null ? '' : typeof v === 'string' ? writtenString(v) : v));
  });
  // Two blocks: A:E (who and which game) and J:L (formulas). F:H stay for the TD, and the score column I is the
  // TTTTIMEOUT spill, which a written value would break.
  if (rows.length > 0) {
    const top = TIMEOUTS.firstRow + used;
    timeouts.getRange(top, 1, rows.length, TIMEOUTS.col.timedOut).setValues(rows.map((r) => r.slice(0, TIMEOUTS.col.timedOut)));
    timeouts.getRange(top, TIMEOUTS.col.result, rows.length, TIMEOUTS.columns - TIMEOUTS.col.result + 1).setValues(rows.map((r) => r.slice(TIMEOUTS.col.result - 1)));
  }
  return plan;
}

