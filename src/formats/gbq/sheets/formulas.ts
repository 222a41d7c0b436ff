/**
 * The formulas of a GBQ group sheet, one builder per cell kind. Only functions that compute in both Google
 * Sheets and the preview engine: IF, AND, OR, NOT, ISNUMBER, ROUND, INT, MOD, MAX, LEN, LOWER, TRIM, COUNT(A),
 * COUNTIF, SUM, SUMPRODUCT, INDEX, MATCH and the add-on's GBQ and GBQSTATUS. No SORT/RANK/FILTER: the order is a helper "place" column.
 *
 * Exactness: TPs are compared as whole millionths (ROUND(TP·10⁶), as rules/decimal.ts does) and ratios are
 * compared by cross-multiplying, so no floating-point division decides an order or a mark.
 */
import { firstPart, lit, RowCheck, sheetPrefix } from './checkParts';
import { absRowsOf, at, ENTRY, GbqRows, LIVE, MAX_GAMES_PER_MATCH, MAX_ROUNDS, REF, REFERENCE_MODES, STEPS, WORK } from './layout';

const MICRO = 1000000;
/** win+loss in millionths, exactly as the core scales win and loss separately. */
const SHARE_MICROS = `(ROUND(${REF.win}*${MICRO},0)+ROUND(${REF.loss}*${MICRO},0))`;

/**
 * The checks of an entry row, in order (the Check column shows the first that holds; see ./checkParts.ts). With a
 * results log (`log`), also: total games typed over (they follow the schedule and the log), a Withdrawn value not
 * understood.
 */
export function entryChecks(r: number, rows: GbqRows, log?: { remaining: number; code: number; withdrawn: number }): RowCheck[] {
  const name = at(ENTRY.player, r);
  const total = at(ENTRY.total, r);
  const played = at(ENTRY.played, r);
  const tps = at(ENTRY.tps, r);
  const wdl = `${at(ENTRY.wins, r)}:${at(ENTRY.losses, r)}`;
  const p = at(WORK.played, r);
  const v = at(WORK.total, r);
  const t = at(WORK.tps, r);
  const names = absRowsOf(ENTRY.player, rows);
  const E = ENTRY;
  const redo = 'total games follow the schedule and the log: undo the change, or copy the formula from another row';
  const logChecks: RowCheck[] = log
    ? [
        { when: `NOT(ISNUMBER(${total}))`, column: E.total, message: lit(redo) },
        { when: `${total}<>${played}+${at(log.remaining, r)}`, column: E.total, message: lit(redo) },
        { when: `${at(log.code, r)}<0`, column: log.withdrawn, message: lit('Withdrawn: type keep or void, or leave it blank') },
        // A withdrawn player's numbers come from the log and count for no place: nothing more to check.
        { when: `${at(log.code, r)}>0` },
      ]
    : [];
  const dropHint = log ? ' (to drop a player, withdraw them)' : ' (to drop a player, set their total games instead)';
  const whole = 'enter a whole number';
  return [
    { when: `TRIM(${name})=""`, column: E.player, message: lit(`no name: enter the player's name${dropHint}`) },
    {
      when: `SUMPRODUCT((LOWER(TRIM(${names}))=LOWER(TRIM(${name})))*1)>1`,
      column: E.player,
      message: lit('this name appears twice; names must differ (case and spaces do not count)'),
    },
    ...logChecks,
    { when: `NOT(ISNUMBER(${total}))`, column: E.total, message: lit(`total games: ${whole}, 1 or more`) },
    { when: `OR(${total}<1,${total}<>INT(${total}))`, column: E.total, message: lit(`total games: ${whole}, 1 or more`) },
    { when: `AND(${played}<>"",NOT(ISNUMBER(${played})))`, column: E.played, message: lit(`games played: ${whole}`) },
    { when: `OR(${p}<0,${p}<>INT(${p}))`, column: E.played, message: lit(`games played: ${whole}`) },
    { when: `${p}>${v}`, column: E.played, message: lit('more games played than total games') },
    { when: `COUNTA(${wdl})<>COUNT(${wdl})`, column: E.wins, message: lit('wins, draws, losses: enter whole numbers') },
    { when: `OR(COUNTIF(${wdl},"<0")>0,SUMPRODUCT(${wdl}-INT(${wdl}))<>0)`, column: E.wins, message: lit('wins, draws, losses: enter whole numbers') },
    { when: `AND(COUNT(${wdl})>0,SUM(${wdl})<>${p})`, column: E.wins, message: lit('wins + draws + losses is not the games played') },
    { when: `AND(${tps}<>"",NOT(ISNUMBER(${tps})))`, column: E.tps, message: notANumber('TPs', tps) },
    { when: `${t}<0`, column: E.tps, message: lit('TPs: negative') },
    { when: `AND(${t}>0,${p}=0)`, column: E.tps, message: lit('TPs but no games played') },
    { when: `${t}>${REF.share}*${p}`, column: E.tps, message: lit('more TPs than the games played share out ((win + loss) × games)') },
  ];
}

/**
 * "TPs: enter a number" for a text cell; a number typed with the other decimal separator (12,5 in an
 * English-locale sheet) is text there, and the message says how to type it.
 */
export function notANumber(what: string, cell: string): string {
  const sep = `OR(ISNUMBER(FIND(",",${cell})),ISNUMBER(FIND(".",${cell})))`;
  return `IF(${sep},"${what}: '"&${cell}&"' is text: type the number with the spreadsheet's decimal separator","${what}: enter a number")`;
}

/** The Check cell of a row: the sheet and cell of its first problem and what to type, or blank. */
export function checkFormula(r: number, parts: number[], sheet: string): string {
  const first = firstPart(parts, r);
  return `=IF(${first}="","",${sheetPrefix(sheet)}&${first})`;
}

/** Problems to fix (settings): the non-blank Check cells, each setting or option with a problem, the group check. */
export function problemsFormula(rows: GbqRows, logTerm?: string): string {
  const log = logTerm ? `+${logTerm}` : '';
  return `=SUMPRODUCT((LEN(${absRowsOf(ENTRY.check, rows)})>0)*1)${log}+(1-${REF.qOk})+(1-${REF.tpOk})+(1-${REF.optOk})+(LEN(${REF.group})>0)`;
}

/**
 * The group-level check (docs/rules.md §5.5): every game has two players of the group, so the games played add up
 * to an even number, and a game shares out win + loss TPs, so the group's TPs are at most (win + loss) × games / 2
 * (less only by time penalties). "" when the group adds up.
 */
export function groupCheckFormula(good: { played: string; tps: string }): string {
  const played = good.played;
  const tps = good.tps;
  return (
    `=IF(MOD(${played},2)<>0,"Group: the games played add up to "&${played}&", an odd number; every game has two players of the group",` +
    `IF(2*${tps}>${SHARE_MICROS}*${played},"Group: the TPs add up to "&ROUND(${tps}/${MICRO},2)&", more than the "&${played}/2&" games played share out ("&ROUND(${SHARE_MICROS}*${played}/2/${MICRO},2)&")",""))`
  );
}

/** TPs the group is short of a full share per game played (time penalties), 0 or more. */
export function shortFormula(good: { played: string; tps: string }): string {
  return `=MAX(0,ROUND((${SHARE_MICROS}*${good.played}/2-${good.tps})/${MICRO},6))`;
}

/** A column summed over the rows whose Check is blank: a flagged row is left out of the group check. */
export function goodSumFormula(column: number, rows: GbqRows): string {
  return `=SUMPRODUCT((LEN(${absRowsOf(ENTRY.check, rows)})=0)*${absRowsOf(column, rows)})`;
}

/** The remark beside "problems to fix". */
export function problemsRemark(problems: string, log = false): string {
  const where = log ? 'Check columns of the ENTRY block and the log' : 'Check column';
  const short = log
    ? `"All entries consistent; time penalties in the log: "&${REF.short}&" TPs"`
    : `"All entries consistent; the TPs are "&${REF.short}&" short of a full share per game (time penalties?)"`;
  return (
    `=IF(${problems}=0,IF(${REF.short}>0,${short},"All entries consistent"),` +
    `IF(LEN(${REF.group})=0,"Fix the flagged settings or rows (${where}): GBQ and Status wait for them",` +
    `IF(${problems}=1,${REF.group},"Fix the flagged settings or rows (${where}). "&${REF.group})))`
  );
}

/** A player's total games by default: games per match × opponents × rounds (the TD may type over it). */
export function defaultTotalFormula(players: number): string {
  const g = REF.typedGamesPerMatch;
  const r = REF.typedRounds;
  return `=IF(AND(ISNUMBER(${g}),ISNUMBER(${r})),${g}*${players - 1}*${r},"")`;
}

/** TRUE when x is a whole number from 1 to most (text or blank: FALSE, never an error). */
export function wholeInRange(x: string, most: number): string {
  return `IF(ISNUMBER(${x}),AND(${x}>=1,${x}<=${most},${x}=INT(${x})),FALSE())`;
}

/** 1 when every option is valid: games per match and rounds whole numbers in range, a known mode, step, yes/no. */
export function optOkFormula(): string {
  const g = REF.typedGamesPerMatch;
  const r = REF.typedRounds;
  const whole = wholeInRange;
  const mode = `OR(${REFERENCE_MODES.map((m) => `${REF.typedReference}="${m}"`).join(',')})`;
  const step = `${REF.stepRead}>=0`;
  const zero = `OR(${REF.typedFirstZero}="yes",${REF.typedFirstZero}="no")`;
  return `=IF(AND(${whole(g, MAX_GAMES_PER_MATCH)},${whole(r, MAX_ROUNDS)}),IF(AND(${mode},${step},${zero}),1,0),0)`;
}

/** The reference mode used: the typed one when valid, else "tp". */
export function referenceUsedFormula(): string {
  const mode = `OR(${REFERENCE_MODES.map((m) => `${REF.typedReference}="${m}"`).join(',')})`;
  return `=IF(${mode},LOWER(${REF.typedReference}),"tp")`;
}

/** The rounding step used: the one read from the cell when it is offered, else 0.5. */
export function stepUsedFormula(): string {
  return `=IF(${REF.stepRead}>=0,${REF.stepRead},${DEFAULT_STEP})`;
}

/**
 * The rounding step the cell means, in any locale (rules/settings.ts readStep), else -1: its text (a number
 * joined to "" reads with the spreadsheet's own separator) looked up among each step's texts, "|"-separated.
 */
export function stepReadFormula(): string {
  const key = `LOWER(TRIM(${REF.typedStep}&""))`;
  const chain = STEPS.reduceRight((rest: string, step, i) => `IF(ISNUMBER(FIND("|"&${key}&"|","|${stepTexts(i).join('|')}|")),${step},${rest})`, '-1');
  return `=IF(ISNUMBER(FIND("|",${REF.typedStep}&"")),-1,${chain})`;
}

/** GBQ's q: 1 when "1st place = 0" (the first place is the reference), else q. */
export function gbqQFormula(): string {
  return `=IF(${REF.typedFirstZero}="yes",1,${REF.q})`;
}

/** Highest win TP accepted (keeps TPs × games far inside exact integer arithmetic). */
export { MAX_SETTING_TP } from '../rules/settings';
import { DEFAULT_STEP, MAX_SETTING_TP, stepTexts } from '../rules/settings';

/** 1 when q is a whole number from 1 to n − 1 (n = the players, or a cell with the players left), else 0. */
export function qOkFormula(players: number | string): string {
  const q = REF.typedQ;
  const most = typeof players === 'number' ? String(players - 1) : `${players}-1`;
  return `=IF(ISNUMBER(${q}),IF(AND(${q}>=1,${q}<=${most},${q}=INT(${q})),1,0),0)`;
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
export function placeFormula(rows: GbqRows, order: (ahead: string, mine: (c: number) => string, others: (c: number) => string) => string = (a) => a): string {
  // One array formula for the whole column: row i of the matrix is the player placed, column j a player maybe ahead.
  const mine = (c: number) => `${at(c, rows.first)}:${at(c, rows.last)}`;
  const others = (c: number) => `TRANSPOSE(${mine(c)})`;
  const [P, T, X, S] = [WORK.played, WORK.tpMicros, WORK.dKey, WORK.index].map(others);
  const [p, t, x, s] = [WORK.played, WORK.tpMicros, WORK.dKey, WORK.index].map(mine);
  const earlier = `(${S}<${s})`;
  const byD = `((${X}>${x})+(${X}=${x})*${earlier})`;
  const byPct = `((${T}*${p}>${t}*${P})+(${T}*${p}=${t}*${P})*${byD})`;
  const ahead = `(${P}>0)*(${p}=0)+(${P}>0)*(${p}>0)*${byPct}+(${P}=0)*(${p}=0)*${earlier}`;
  return `=ARRAYFORMULA(1+MMULT((${order(ahead, mine, others)})*1,SIGN(${s})))`;
}

/** Total games handed to GBQSTATUS: 1 on a flagged row (which also hands 0 games and 0 TPs), so it never fails. */
export function statusTotalFormula(r: number): string {
  return `=IF(LEN(${at(ENTRY.check, r)})>0,1,${at(WORK.total, r)})`;
}

/**
 * GBQSTATUS over the whole group (spills down): qualified / out / blank. The players are the entry row numbers
 * (unique, never blank); without a list of remaining games it gives the sound bound (docs/rules.md §5.6).
 */
export function statusSpillFormula(rows: GbqRows, log?: { players: number; first: number; second: number; count: number; pairs: GbqRows }): string {
  const range = (c: number, on: GbqRows = rows) => `${at(c, on.first)}:${at(c, on.last)}`;
  if (!log)
    return `=GBQSTATUS(${range(WORK.index)},${range(WORK.gbqTps)},${range(WORK.gbqGames)},${range(WORK.statusTotal)},${REF.q},,,${REF.win},${REF.loss})`;
  const lists = `${range(log.first, log.pairs)},${range(log.second, log.pairs)},${REF.win},${REF.loss},${range(log.count, log.pairs)}`;
  return `=GBQSTATUS(${range(log.players)},${range(WORK.gbqTps)},${range(WORK.gbqGames)},${range(WORK.statusTotal)},${REF.q},${lists})`;
}

/** The Status of the live row, from GBQSTATUS's column; blank while anything is flagged. */
export function liveStatusFormula(r: number, rows: GbqRows, withdrawn?: number): string {
  const mark = `IF(${REF.problems}<>0,"",INDEX(${absRowsOf(WORK.mark, rows)},${at(WORK.entryAtPlace, r)}))`;
  if (withdrawn === undefined) return `=${mark}`;
  return `=IF(INDEX(${absRowsOf(withdrawn, rows)},${at(WORK.entryAtPlace, r)})=1,"withdrawn",${mark})`;
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
  return `=GBQ(${range(WORK.gbqTps)},${range(WORK.gbqGames)},${REF.gbqQ},${REF.win},${REF.loss},${REF.reference},${REF.step})`;
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
