/**
 * GBQ: games behind the last definite qualification place, for a Tantrix group table (docs/rules.md §5.3, §5.4).
 * Coerces the Sheets arguments, names bad cells, and hands exact work to ../rules/gbq.ts.
 */
import { gbq as gbqCore } from '../rules/gbq';
import { GbqReference } from '../rules/order';
import { GbqPlayer, playerProblem } from '../rules/player';
import { Arg, fail, failArg, isBlank, isGrid, optionNumber, optionText, Place, Result, Scalar, toNumber } from '../../../shared/functions/args';
import { column as columnOf, positiveWhole as wholeQ, rowReason, isRowError } from './columns';
import { DEFAULT_LOSS_TP, DEFAULT_STEP, DEFAULT_WIN_TP, REFERENCE_MODES } from '../rules/settings';

const FN = 'GBQ';
const REFERENCES: readonly GbqReference[] = REFERENCE_MODES;
const column = (arg: string, value: Arg) => columnOf(FN, arg, value);
const positiveWhole = (value: Arg) => wholeQ(FN, value);

/**
 * Games behind the last definite qualification place (Tantrix GBQ) for each player of a group.
 * @param {number[][]} tps Column of tournament points (TPs) so far; a blank cell is a blank row, not a player.
 * @param {number[][]} games Column of games played, the same height as tps (blank or 0 = no games yet).
 * @param {number} qualifiers Number of definite qualification places q; the q-th player is the reference (GBQ 0).
 * @param {number} win_tp TPs for a standard won game (default 15).
 * @param {number} loss_tp TPs for a standard lost game (default 5).
 * @param {string} reference Who is q-th: "tp" by TP% (default), "gbq" by D, or "wbq" for the 2003 WTTC variant.
 * @param {number} step Rounding step (default 0.5, halves away from zero; 0 = no rounding).
 * @return {number[][]} GBQ of each player (negative = ahead of the line), blank for blank rows; a row that cannot be read is left out and shows why.
 * @customfunction
 */
export function GBQ(tps: Arg, games: Arg, qualifiers: Arg, win_tp?: Arg, loss_tp?: Arg, reference?: Arg, step?: Arg): Result {
  const tpCells = column('tps', tps);
  const gameCells = isGrid(games) ? column('games', games) : null;
  if (gameCells && gameCells.length !== tpCells.length) {
    failArg(FN, `tps has ${tpCells.length} rows but games has ${gameCells.length}; give columns of the same height`);
  }
  const q = positiveWhole(qualifiers);
  const winTp = optionNumber(FN, 'win_tp', win_tp, DEFAULT_WIN_TP);
  const lossTp = optionNumber(FN, 'loss_tp', loss_tp, DEFAULT_LOSS_TP);
  if (winTp <= lossTp) fail(new Place(FN, 'win_tp'), winTp, `is not more than loss_tp (${lossTp}); a win must score more TPs than a loss`);
  const modeText = optionText(FN, 'reference', reference, 'tp');
  const mode = modeText.toLowerCase() as GbqReference;
  if (!REFERENCES.includes(mode)) fail(new Place(FN, 'reference'), modeText, 'is not a reference mode; use "tp", "gbq" or "wbq"');
  const stepAccepted = 'use a rounding step such as 0.5 or 0.1, or 0 for none';
  const stepValue = optionNumber(FN, 'step', step, DEFAULT_STEP, stepAccepted);
  if (stepValue < 0) fail(new Place(FN, 'step'), stepValue, `is negative; ${stepAccepted}`);
  if (stepValue > 0 && (stepValue < 1e-6 || stepValue > 1e6)) fail(new Place(FN, 'step'), stepValue, `is out of range; ${stepAccepted}`);
  for (const [name, v] of [
    ['win_tp', winTp],
    ['loss_tp', lossTp],
  ] as const) {
    if (Math.abs(v) > 1e6) fail(new Place(FN, name), v, 'is too large; use the TPs of one game');
  }

  const scalarOut = !isGrid(tps);
  const players: GbqPlayer[] = [];
  const rows: number[] = [];
  /** Rows left out (a typing slip in a column): their own output cell says why; the others are computed without them. */
  const leftOut = new Map<number, string>();
  for (let r = 0; r < tpCells.length; r++) {
    const tpCell = tpCells[r];
    if (isBlank(tpCell)) continue;
    const tpPlace = scalarOut ? new Place(FN, 'tps') : new Place(FN, 'tps', r + 1);
    const gameCell = gameCells ? gameCells[r] : (games as Scalar);
    const gamePlace = gameCells ? new Place(FN, 'games', r + 1) : new Place(FN, 'games');
    try {
      const tp = toNumber(tpCell, tpPlace, 'use a number of TPs');
      const played = isBlank(gameCell) ? 0 : toNumber(gameCell, gamePlace, 'use the number of games played');
      if (!Number.isInteger(played) || played < 0) fail(gamePlace, played, 'is not a whole number of games; use 0, 1, 2 …');
      const problem = playerProblem({ tp, games: played }, { winTp, lossTp });
      if (problem) fail(tpPlace, tp, problem);
      players.push({ tp, games: played });
      rows.push(r);
    } catch (e) {
      if (scalarOut || !isRowError(e)) throw e;
      leftOut.set(r, rowReason(e));
    }
  }
  if (q > players.length) {
    const skipped = leftOut.size > 0 ? ` (${leftOut.size} row(s) left out: fix them)` : '';
    fail(new Place(FN, 'qualifiers'), q, `is more than the ${players.length} player(s) with TPs${skipped}; use 1 to ${players.length}`);
  }
  const values = gbqCore(players, { qualifiers: q, winTp, lossTp, reference: mode, step: stepValue });
  if (scalarOut) return values[0];
  const out: (number | string)[][] = tpCells.map(() => ['']);
  rows.forEach((r, i) => (out[r] = [values[i]]));
  leftOut.forEach((reason, r) => (out[r] = [reason]));
  return out;
}
