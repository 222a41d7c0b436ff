/**
 * Import results and the Timeouts sheet: every imported timeout or resignation, and every plain WT / LT typed on a
 * Games sheet (docs/rules.md §1.3: "to adjudicate"), gets a row on the set's Timeouts sheet, and its Games result
 * cell becomes a formula reading that row's result (`WT x` / `LT x` once the TD has typed GnuBG's W, G, B).
 *
 * Pure: decides from what importResults read which rows to add and returns the Timeouts sheet's edit (two blocks
 * for all new rows, A:E and J:L) and the result-cell formulas, written with the other imported cells.
 */
import { parseCode } from '../rules/codes';
import type { GameUpdate, SheetGroup } from '../rules/importTypes';
import { toAdjudicate } from '../rules/result';
import type { SheetEdit } from '../../../shared/sheets/read';
import { linkedResultFormula, timeoutsAddEdit, type TimeoutEntry } from '../sheets/timeouts';
import type { RegisteredSet } from './registry';

export interface TimeoutPlan {
  /** Result-cell formulas by group index and game index (written instead of the plain code). */
  formulas: Map<string, string>;
  /** Each game added, with its Timeouts row and the formula its result cell gets; `imported`: from this import. */
  added: { groupIndex: number; group: string; gameIndex: number; matchId: number | null; timeoutsRow: number; imported: boolean; formula: string }[];
  /** Timeouts and resignations that found the Timeouts sheet full (written as plain WT / LT). */
  full: number;
  /** The Timeouts sheet's edit adding the rows. */
  edit: SheetEdit;
}

export const cellKey = (groupIndex: number, gameIndex: number): string => `${groupIndex}:${gameIndex}`;

/**
 * The Timeouts rows to add: imported updates whose result is WT / LT, then games showing a plain WT / LT typed by
 * hand (`formulaCells`: per group and game, whether the result cell holds a formula: already linked, or the TD's
 * own). `free`: the Timeouts sheet's free rows (sheets/timeouts.ts timeoutsFreeRows).
 */
export function planTimeouts(
  set: RegisteredSet,
  groups: readonly SheetGroup[],
  updates: readonly GameUpdate[],
  formulaCells: readonly (readonly boolean[])[],
  gamesSheets: readonly string[],
  timeoutsSheet: string,
  free: { first: number; count: number },
): TimeoutPlan {
  const entry = (gi: number, k: number, timedOut: string, matchId: number | null): TimeoutEntry => {
    const game = groups[gi].games[k];
    return { group: set.groups[gi].name, matchId, inviter: game.inviter, invitee: game.invitee, timedOut, gamesSheet: gamesSheets[gi], gameIndex: k };
  };
  const plan: TimeoutPlan = { formulas: new Map(), added: [], full: 0, edit: {} };
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
      if (code === undefined || !toAdjudicate(code) || (formulaCells[gi]?.[k] ?? false) || taken.has(cellKey(gi, k))) return;
      const id = typeof game.matchId === 'number' ? game.matchId : null;
      wanted.push({ entry: entry(gi, k, code === 'WT' ? game.invitee : game.inviter, id), groupIndex: gi, imported: false });
    }),
  );
  if (wanted.length === 0) return plan;

  const fit = wanted.slice(0, free.count);
  plan.full = wanted.length - fit.length;
  fit.forEach(({ entry: t, groupIndex, imported }, i) => {
    const row = free.first + i;
    const formula = linkedResultFormula(timeoutsSheet, row);
    plan.formulas.set(cellKey(groupIndex, t.gameIndex), formula);
    plan.added.push({ groupIndex, group: t.group, gameIndex: t.gameIndex, matchId: t.matchId, timeoutsRow: row, imported, formula });
  });
  plan.edit = timeoutsAddEdit(
    fit.map((f) => f.entry),
    free.first,
  );
  return plan;
}
