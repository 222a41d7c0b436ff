/**
 * The formulas of a GBQ group sheet, one builder per cell kind. Only functions that compute in both Google
 * Sheets and the preview engine: IF, ISNUMBER, ROUND, INT, COUNT(A), COUNTIF, SUM, SUMPRODUCT, INDEX,
 * MATCH, LEN and the add-on's GBQ. No SORT/RANK/FILTER: the order is a helper "place" column.
 *
 * Exactness: TPs are compared as whole millionths (ROUND(TP·10⁶), as rules/decimal.ts does) and ratios are
 * compared by cross-multiplying, so no floating-point division decides an order or a mark.
 */
import { absRowsOf, at, ENTRY, GbqRows, LIVE, REF, rowsOf, WORK } from './layout';

const MICRO = 1000000;
/** win+loss in millionths, exactly as the core scales win and loss separately. */
const SHARE_MICROS = `(ROUND(${REF.win}*${MICRO},0)+ROUND(${REF.loss}*${MICRO},0))`;

/** The Check column: the first problem of an entry row as text, blank when the row is consistent. */
export function checkFormula(r: number): string {
  const name = at(ENTRY.player, r);
  const total = at(ENTRY.total, r);
  const played = at(ENTRY.played, r);
  const tps = at(ENTRY.tps, r);
  const wdl = `${at(ENTRY.wins, r)}:${at(ENTRY.losses, r)}`;
  const p = at(WORK.played, r);
  const v = at(WORK.total, r);
  const t = at(WORK.tps, r);
  const checks: [string, string][] = [
    [`NOT(ISNUMBER(${total}))`, 'total games: enter a whole number, 1 or more'],
    [`OR(${total}<1,${total}<>INT(${total}))`, 'total games: enter a whole number, 1 or more'],
    [`AND(${played}<>"",NOT(ISNUMBER(${played})))`, 'games played: enter a whole number'],
    [`OR(${p}<0,${p}<>INT(${p}))`, 'games played: enter a whole number'],
    [`${p}>${v}`, 'more games played than total games'],
    [`COUNTA(${wdl})<>COUNT(${wdl})`, 'wins, draws, losses: enter whole numbers'],
    [`OR(COUNTIF(${wdl},"<0")>0,SUMPRODUCT(${wdl}-INT(${wdl}))<>0)`, 'wins, draws, losses: enter whole numbers'],
    [`AND(COUNT(${wdl})>0,SUM(${wdl})<>${p})`, 'wins + draws + losses is not the games played'],
    [`AND(${tps}<>"",NOT(ISNUMBER(${tps})))`, 'TPs: enter a number'],
    [`${t}<0`, 'TPs: negative'],
    [`AND(${t}>0,${p}=0)`, 'TPs but no games played'],
    [`${t}>${REF.share}*${p}`, 'more TPs than the games played share out ((win + loss) × games)'],
  ];
  const body = checks.reduceRight((rest, [cond, message]) => `IF(${cond},"${message}",${rest})`, '""');
  return `=IF(${name}="","",${body})`;
}

/** Problems to fix (settings): the non-blank Check cells plus each setting with a problem. */
export function problemsFormula(rows: GbqRows): string {
  return `=SUMPRODUCT((LEN(${absRowsOf(ENTRY.check, rows)})>0)*1)+(1-${REF.qOk})+(1-${REF.tpOk})`;
}

/** Highest win TP accepted (keeps TPs × games far inside exact integer arithmetic). */
export const MAX_SETTING_TP = 100000;

/** 1 when q is a whole number from 1 to n − 1, else 0. */
export function qOkFormula(players: number): string {
  const q = REF.typedQ;
  return `=IF(ISNUMBER(${q}),IF(AND(${q}>=1,${q}<=${players - 1},${q}=INT(${q})),1,0),0)`;
}

/** 1 when win and loss TPs are numbers with 0 ≤ loss < win ≤ MAX_SETTING_TP, else 0. */
export function tpOkFormula(): string {
  const w = REF.typedWin;
  const l = REF.typedLoss;
  return `=IF(AND(ISNUMBER(${w}),ISNUMBER(${l})),IF(AND(${l}>=0,${w}>${l},${w}<=${MAX_SETTING_TP}),1,0),0)`;
}

/** A checked copy of a setting: the typed value when its check passes, else the default. */
export function checkedSetting(ok: string, typed: string, fallback: number): string {
  return `=IF(${ok}=1,${typed},${fallback})`;
}

/** The remark beside a setting: what it means, or what to fix. */
export function settingRemark(ok: string, fine: string, problem: string): string {
  return `=IF(${ok}=1,"${fine}","${problem}")`;
}

/** A number typed in the entry block, blank or text as 0 (the Check column flags text). */
export function numberOf(column: number, r: number): string {
  const cell = at(column, r);
  return `=IF(ISNUMBER(${cell}),${cell},0)`;
}

export function tpMicrosFormula(r: number): string {
  return `=ROUND(${at(WORK.tps, r)}*${MICRO},0)`;
}

/** 2·TP − played·(win+loss) in millionths: D times 2·(win−loss), the same order as D. */
export function dKeyFormula(r: number): string {
  return `=2*${at(WORK.tpMicros, r)}-${at(WORK.played, r)}*${SHARE_MICROS}`;
}

/**
 * The row's place in TP% order (1 = top), as 1 + the players ahead of it: players with games before those
 * without; TP% higher first (TP_j·P_i > TP_i·P_j); equal TP% by D higher first; then the earlier entry row.
 * The GBQ function orders the same way (rules/order.ts), so place q is its reference.
 */
export function placeFormula(r: number, rows: GbqRows): string {
  const P = rowsOf(WORK.played, rows);
  const T = rowsOf(WORK.tpMicros, rows);
  const X = rowsOf(WORK.dKey, rows);
  const S = rowsOf(WORK.index, rows);
  const p = at(WORK.played, r);
  const t = at(WORK.tpMicros, r);
  const x = at(WORK.dKey, r);
  const s = at(WORK.index, r);
  const earlier = `(${S}<${s})`;
  const byD = `((${X}>${x})+(${X}=${x})*${earlier})`;
  const byPct = `((${T}*${p}>${t}*${P})+(${T}*${p}=${t}*${P})*${byD})`;
  const ahead = `(${P}>0)*(${p}=0)+(${P}>0)*(${p}>0)*${byPct}+(${P}=0)*(${p}=0)*${earlier}`;
  return `=1+SUMPRODUCT((${ahead})*1)`;
}

/** TPs if the player scored win+loss in every remaining game (millionths). */
export function bestFormula(r: number): string {
  return `=${at(WORK.tpMicros, r)}+${SHARE_MICROS}*(${at(WORK.total, r)}-${at(WORK.played, r)})`;
}

/**
 * Players j (self included) whose best final TP% can reach this player's worst: best_j·G_i ≥ TP_i·G_j.
 * worst_i = TP_i/(share·G_i), best_j = (TP_j + share·R_j)/(share·G_j); the share cancels.
 */
export function canReachFormula(r: number, rows: GbqRows): string {
  const B = rowsOf(WORK.best, rows);
  const G = rowsOf(WORK.total, rows);
  return `=SUMPRODUCT((${B}*${at(WORK.total, r)}>=${at(WORK.tpMicros, r)}*${G})*1)`;
}

/** Players j certain to finish strictly above this player's best: TP_j·G_i > best_i·G_j (never self). */
export function surelyAboveFormula(r: number, rows: GbqRows): string {
  const T = rowsOf(WORK.tpMicros, rows);
  const G = rowsOf(WORK.total, rows);
  return `=SUMPRODUCT((${T}*${at(WORK.total, r)}>${at(WORK.best, r)}*${G})*1)`;
}

/**
 * qualified ⇔ fewer than q others can reach my worst (the count includes me, hence ≤ q);
 * out ⇔ at least q others are surely above my best. Blank while rows are flagged in Check.
 */
export function markFormula(r: number): string {
  const reach = at(WORK.canReach, r);
  const above = at(WORK.surelyAbove, r);
  return `=IF(${REF.problems}<>0,"",IF(${reach}<=${REF.q},"qualified",IF(${above}>=${REF.q},"out","")))`;
}

/** A value handed to GBQ: 0 on a row flagged in Check, so the function never fails on a TD's typo. */
export function gbqInputFormula(column: number, r: number): string {
  return `=IF(LEN(${at(ENTRY.check, r)})>0,0,${at(column, r)})`;
}

/**
 * The GBQ custom function over the whole group (spills down the player rows): the sheet's only custom-function
 * cell, whatever the number of players. Its inputs are all checked.
 */
export function gbqSpillFormula(rows: GbqRows): string {
  const range = (c: number) => `${at(c, rows.first)}:${at(c, rows.last)}`;
  return `=GBQ(${range(WORK.gbqTps)},${range(WORK.gbqGames)},${REF.q},${REF.win},${REF.loss})`;
}

/** The entry row (1…n) shown at live place k (the place written in the live table's Place cell). */
export function entryAtPlaceFormula(r: number, rows: GbqRows): string {
  return `=MATCH(${at(LIVE.place, r)},${absRowsOf(WORK.place, rows)},0)`;
}

/** A live cell: the value of a column at the entry row shown in this live row. */
export function liveIndex(column: number, r: number, rows: GbqRows): string {
  return `=INDEX(${absRowsOf(column, rows)},${at(WORK.entryAtPlace, r)})`;
}

/** TP% = TP / ((win+loss)·games); blank without games. */
export function pctFormula(r: number): string {
  const games = at(LIVE.games, r);
  return `=IF(${games}>0,${at(LIVE.tps, r)}/(${REF.share}*${games}),"")`;
}

/** D = (TP − games·(win+loss)/2) / (win − loss). */
export function dFormula(r: number): string {
  return `=(${at(LIVE.tps, r)}-${at(LIVE.games, r)}*${REF.share}/2)/(${REF.win}-${REF.loss})`;
}

/** GBQ of the live row, from the GBQ function's column; blank while rows are flagged in Check. */
export function liveGbqFormula(r: number, rows: GbqRows): string {
  return `=IF(${REF.problems}<>0,"",INDEX(${absRowsOf(WORK.gbq, rows)},${at(WORK.entryAtPlace, r)}))`;
}
