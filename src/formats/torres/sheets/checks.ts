/**
 * The group sheet's Check formulas (built-ins only, never a custom function): every row a TD types into says in
 * words what is wrong and what to type, naming the sheet cell (`1O5 is not a score in "S L1" C12: …`), and the
 * settings a TD may type over are checked so TORRESRANK reads a checked copy (the value typed when valid, else the
 * value the sheet was created with). They accept exactly what TORRESRANK accepts (functions/torresrank.ts):
 * points a whole number 0 or more, or D and a whole number (`D 95`); an Elo a number, or a decimal typed with the
 * other locale's separator when unambiguous (`1850,5`; `1,850` is refused, docs/rules.md §0.3); a name of the
 * group's Elo list, or a fictitious player the add-on assigned (named in the Status column). Names are compared
 * with LOWER/TRIM and `=`, so `*` and `?` are taken literally. Every formula stays under 500 characters: each seat
 * has its own checks in the workings (name W:Z, points AA:AD), and the row's Check shows the first.
 */
import { a1, colRange, columnLetters, rangeA1 } from '../../../shared/sheets/plan';
import { formulaString } from '../../../shared/sheets/text';
import { FORFEIT_NAMES } from '../rules/forfeit';
import { MAX_POINTS } from '../rules/vp';
import { eloOrderOkCell, fictitiousNameColumn, GROUP, seatCheckColumn, seatColumn, seatPointsCheckColumn, sheetNameCell, vpOkCell, vpRange } from './layout';

/** What to type in a points cell (the Check's words). */
export const POINTS_HELP = `type the player's points (whole, 0 to ${MAX_POINTS}), or D and the points for a delayed game`;
export const NAME_HELP = 'type a player of the Elo list';
export const ELO_HELP = 'type the rating as a number (1850 or 1850.5), or leave it blank';

const key = (cell: string): string => `LOWER(TRIM(${cell}))`;
const lit = formulaString;
/** ` in "Sheet" C12` as a formula piece: the quoted sheet name lives in one workings cell (X1). */
const inCell = (cell: string): string => ` in "&${sheetNameCell()}&" ${cell}`;

/**
 * TRUE when the cell holds points TORRESRANK reads: a whole number 0 to MAX_POINTS, or D and one (D 95). A date (in a
 * decimal-comma spreadsheet `1.5` is one) is a day count far above MAX_POINTS, so it is refused as TORRESRANK does.
 */
export function pointsOk(p: string): string {
  const rest = `MID(TRIM(${p}),2,99)`;
  return `IF(ISNUMBER(${p}),AND(${p}>=0,${p}=INT(${p}),${p}<=${MAX_POINTS}),AND(UPPER(LEFT(TRIM(${p})))="D",IFERROR(AND(TRIM(${rest})=""&ABS(INT(--${rest})),LEN(TRIM(${rest}))<=${String(MAX_POINTS).length}),FALSE())))`;
}

/**
 * Fictitious name (workings AH … AK): TRUE when seat s's name is a fictitious player's name (rules/forfeit.ts:
 * forfait, Forfait bis, tierce, quarter, Forfait 5 …), which TORRESRANK accepts beside the Elo list (docs/rules.md §3.5).
 */
export function fictitiousNameFormula(r: number, s: number): string {
  const k = key(a1(r, seatColumn(s)));
  const rest = `MID(${k},9,99)`;
  const named = FORFEIT_NAMES.map((n) => `${k}=${lit(n.toLowerCase())}`).join(',');
  return `=OR(${named},IFERROR(AND(LEFT(${k},8)="forfait ",--${rest}>=0,${rest}=TEXT(--${rest},REPT("0",LEN(${rest})))),FALSE()))`;
}

/** Roster key (workings AE) of an Elo-list row: the name as compared. */
export const rosterKeyFormula = (r: number): string => `=${key(a1(r, GROUP.eloColumn))}`;

/** Fictitious key (workings AF): the fictitious player the add-on's Status names ("withdrawn: … to forfait; …"), else "". */
export function fictitiousKeyFormula(r: number): string {
  const t = a1(r, GROUP.statusColumn);
  const at = `FIND(" to ",${t})`;
  return `=IFERROR(LOWER(TRIM(MID(${t},${at}+4,FIND(";",${t})-${at}-4))),"")`;
}

/** A seat's name check (W … Z): a name not in the group (the Elo list or a fictitious player), a name twice in the game. */
export function seatNameCheckFormula(r: number, s: number, players: number): string {
  const n = a1(r, seatColumn(s));
  const last = GROUP.firstGameRow + players - 1;
  const roster = colRange(GROUP.rosterKeyColumn, GROUP.firstGameRow, last, true);
  const fictitious = colRange(GROUP.fictitiousKeyColumn, GROUP.firstGameRow, last, true);
  const inGroup = `SUMPRODUCT((${roster}=${key(n)})+(${fictitious}=${key(n)}))+${a1(r, fictitiousNameColumn(s))}`;
  const earlier = Array.from({ length: s }, (_, t) => `${key(a1(r, seatColumn(t)))}=${key(n)}`);
  const twice = earlier.length === 0 ? null : earlier.length === 1 ? earlier[0] : `OR(${earlier.join(',')})`;
  const dup = twice ? `IF(${twice},"'"&${n}&"' plays twice in this game${inCell(n)}: each player once","")` : '""';
  return `=IF(TRIM(${n})="","",IF(${inGroup}=0,"'"&${n}&"' is not in the group${inCell(n)}: ${NAME_HELP}",${dup}))`;
}

/** A seat's points check (AA … AD): points without a player, points TORRESRANK cannot read. */
export function seatPointsCheckFormula(r: number, s: number): string {
  const n = a1(r, seatColumn(s));
  const p = a1(r, seatColumn(s) + 1);
  return (
    `=IF(TRIM(${n})="",IF(${p}="","",${p}&" has no player${inCell(n)}: type the name beside the points"),` +
    `IF(OR(${p}="",${pointsOk(p)}),"",${p}&" is not a score"&IF(N(${p})>${MAX_POINTS}," (a date?)","")&"${inCell(p)}: ${POINTS_HELP}"))`
  );
}

/** The game row's Check: its first seat problem (name, then points, seat by seat), else a game of one player with points. */
export function gameCheckFormula(r: number): string {
  const seats = Array.from({ length: GROUP.seats }, (_, s) => [a1(r, seatCheckColumn(s)), a1(r, seatPointsCheckColumn(s))]).flat();
  const names = Array.from({ length: GROUP.seats }, (_, s) => `TRIM(${a1(r, seatColumn(s))})<>""`).join(')+(');
  const points = Array.from({ length: GROUP.seats }, (_, s) => a1(r, seatColumn(s) + 1)).join(',');
  const game = a1(r, GROUP.gameColumn);
  const one = `IF(AND((${names})=1,COUNTA(${points})>0),"Game "&${game}&" has one player${inCell(`row ${r}`)}: a game has 2 to 4 players","")`;
  return `=${seats.reduceRight((rest, c) => `IF(${c}<>"",${c},${rest})`, one)}`;
}

/** Elo separator (workings V): the position of the one decimal separator (. or ,) of an Elo typed as text, else 0. */
export function eloSeparatorFormula(r: number): string {
  return `=IFERROR(FIND(",",SUBSTITUTE(TRIM(${a1(r, GROUP.eloColumn + 1)}),".",",")),0)`;
}

/**
 * TRUE when an Elo cell holds text TORRESRANK reads as a number (shared numberFromText): digits, one decimal
 * separator (. or ,) at `p` (the workings), digits; not exactly three digits after it unless the part before is 0
 * (`1,850` could be 1.85 or 1850).
 */
function eloTextOk(e: string, p: string): string {
  const t = `TRIM(${e})`;
  const whole = `LEFT(${t},${p}-1)`;
  const frac = `"1"&MID(${t},${p}+1,99)`;
  return `IFERROR(AND(${p}>1,LEN(${t})>${p},${whole}=""&ABS(INT(--${whole})),${frac}=""&INT(--(${frac})),OR(LEN(${t})-${p}<>3,${p}>4,--${whole}=0)),FALSE())`;
}

/** Elo OK (workings AG): 1 when the Elo is blank, a number, or text TORRESRANK reads as a number; else 0. */
export function eloOkFormula(r: number): string {
  const elo = a1(r, GROUP.eloColumn + 1);
  const p = `$${columnLetters(GROUP.eloSeparatorColumn)}${r}`;
  return `=IF(OR(${elo}="",ISNUMBER(${elo})),1,IF(${eloTextOk(elo, p)},1,0))`;
}

/** An Elo-list row's Check: an Elo without a player, a player listed twice, an Elo that is not a number. */
export function eloCheckFormula(r: number): string {
  const name = a1(r, GROUP.eloColumn);
  const elo = a1(r, GROUP.eloColumn + 1);
  const keyHere = `$${columnLetters(GROUP.rosterKeyColumn)}${r}`;
  const above = r > GROUP.firstGameRow ? colRange(GROUP.rosterKeyColumn, GROUP.firstGameRow, r - 1, true) : null;
  const ok = `$${columnLetters(GROUP.eloOkColumn)}${r}`;
  const bad = `IF(${ok}=1,"",${elo}&" is not an Elo${inCell(elo)}: ${ELO_HELP}")`;
  const twice = above ? `IF(SUMPRODUCT((${above}=${keyHere})*1)>0,"'"&${name}&"' is listed twice${inCell(name)}: one row per player",${bad})` : bad;
  return `=IF(TRIM(${name})="",IF(${elo}="","",${elo}&" has no player${inCell(name)}: type the name or clear the Elo"),${twice})`;
}

/** VP OK (X5): 1 when the VP cells are numbers, 0 to 1000000, at most 3 decimals, not increasing; else 0. */
export function vpOkFormula(places: number): string {
  const all = vpRange(places);
  const head = rangeA1(GROUP.vpRow, GROUP.valueColumn, GROUP.vpRow, GROUP.valueColumn + places - 2);
  const tail = rangeA1(GROUP.vpRow, GROUP.valueColumn + 1, GROUP.vpRow, GROUP.valueColumn + places - 1);
  return `=IF(COUNT(${all})<${places},0,IF(AND(MIN(${all})>=0,MAX(${all})<=1000000,SUMPRODUCT((ROUND(${all},3)<>${all})*1)=0,SUMPRODUCT((${tail}>${head})*1)=0),1,0))`;
}

/** VP used (X3 …): the typed VP of place i when the whole row is fine, else the VP the sheet was created with. */
export function vpUsedFormula(i: number, created: number): string {
  return `=IF(${vpOkCell()}=1,${a1(GROUP.vpRow, GROUP.valueColumn + i)},${created})`;
}

const eloOrderCellRef = (): string => a1(GROUP.eloOrderRow, GROUP.valueColumn);

export function eloOrderOkFormula(): string {
  return `=IF(OR(${key(eloOrderCellRef())}="low",${key(eloOrderCellRef())}="high"),1,0)`;
}

export function eloOrderUsedFormula(created: string): string {
  return `=IF(${eloOrderOkCell()}=1,${key(eloOrderCellRef())},${lit(created)})`;
}

/** The VP row's remark: the explanation, or what is wrong and what the standings use until it is fixed. */
export function vpRemarkFormula(places: number, created: readonly number[]): string {
  const fine = 'VP of places 1, 2, 3 …; tied players share the average.';
  const bad = `: type ${places} numbers, first place first, not increasing; the standings use ${created.join(', ')} until then`;
  return `=IF(${vpOkCell()}=1,${lit(fine)},"VP by place${inCell(vpRange(places))}${bad}")`;
}

export function eloOrderRemarkFormula(fine: string, created: string): string {
  const c = eloOrderCellRef();
  return `=IF(${eloOrderOkCell()}=1,${lit(fine)},${c}&" is not an Elo order${inCell(c)}: type low or high; the standings use ${created} until then")`;
}

/** Problems to fix (M7): the flagged game rows and Elo rows, and each setting with a problem. */
export function problemsFormula(games: number, players: number): string {
  const checks = colRange(GROUP.checkColumn, GROUP.firstGameRow, GROUP.firstGameRow + games - 1, true);
  const elo = colRange(GROUP.eloCheckColumn, GROUP.firstGameRow, GROUP.firstGameRow + players - 1, true);
  return `=SUMPRODUCT((LEN(${checks})>0)*1)+SUMPRODUCT((LEN(${elo})>0)*1)+(1-${vpOkCell()})+(1-${eloOrderOkCell()})`;
}
