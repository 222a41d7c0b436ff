/**
 * The scoring tables written on every protocol sheet (docs/rules.md §2.3 SMP, §2.4 IMP, §2.5 VP), to the right of
 * the game rows: the protocol's formulas look SMP, IMP and VP up in them with built-in functions (INDEX/MATCH), so a
 * protocol calls no custom function, computes for anyone who opens the spreadsheet, and a typo stays an error on its
 * own game row. The tables are built from the rules' data (rules/smp.ts, imp.ts, vp.ts), never copied by hand.
 */
import { SMP_CUBES, SMP_OUTCOME_WORDS, smp } from '../rules/smp';
import { IMP_TABLES, type ImpTableName } from '../rules/imp';
import { VP_TABLE, vpColumn } from '../rules/vp';
import { columnLetters, rangeA1, type PlanCell } from '../../../shared/sheets/plan';
import { asText } from '../../../shared/sheets/text';

/** Sheet row of the tables' headers (the protocol's header row); their first data row is the next. */
export const TABLES_HEADER_ROW = 9;
const FIRST = TABLES_HEADER_ROW + 1;

/** Columns (1-based): SMP key O, cubes P–V; IMP from X, IMP Y; VP from AA, VP AB. */
export const TABLE_COLUMNS = { smpKey: 15, smpFirstCube: 16, impFrom: 24, imp: 25, vpFrom: 27, vp: 28 } as const;

/** Ranges (absolute A1) the protocol's formulas look up. */
export interface TableRanges {
  /** Outcome words as typed ("9", "gammon", "bg"), as text. */
  smpKeys: string;
  /** Cube values 1 2 4 … 64 (the SMP table's header). */
  smpCubes: string;
  smpValues: string;
  impFrom: string;
  impValues: string;
  vpFrom: string;
  vpValues: string;
}

export interface ScoringTables {
  /** [row, column, value] cells, 1-based. */
  cells: [number, number, PlanCell][];
  ranges: TableRanges;
  /** Last sheet row the tables use. */
  lastRow: number;
  /** Every cell of the tables, title included, as one A1 range. */
  area: string;
}

/**
 * The three tables for a protocol of `games` games over both rooms (the VP column of that game count), with the IMP
 * table `imp` (docs/rules.md §2.4: the Fair Backgammon table, or the WBF bridge table).
 */
export function scoringTables(games: number, imp: ImpTableName = 'fairbg'): ScoringTables {
  const T = TABLE_COLUMNS;
  const cells: [number, number, PlanCell][] = [];
  const title = TABLES_HEADER_ROW - 1;
  cells.push([title, T.smpKey, 'Scoring tables (docs/rules.md §2.3–§2.5): the SMP, IMP and VP columns look up these; do not edit.']);

  cells.push([TABLES_HEADER_ROW, T.smpKey, 'Outcome \\ cube']);
  SMP_CUBES.forEach((cube, i) => cells.push([TABLES_HEADER_ROW, T.smpFirstCube + i, cube]));
  SMP_OUTCOME_WORDS.forEach(([word, outcome], r) => {
    cells.push([FIRST + r, T.smpKey, asText(word)]);
    SMP_CUBES.forEach((cube, i) => cells.push([FIRST + r, T.smpFirstCube + i, smp(outcome, cube)]));
  });
  const smpLast = FIRST + SMP_OUTCOME_WORDS.length - 1;
  const lastCube = T.smpFirstCube + SMP_CUBES.length - 1;

  cells.push([TABLES_HEADER_ROW, T.impFrom, 'SMP from'], [TABLES_HEADER_ROW, T.imp, imp === 'wbf' ? 'IMP (WBF)' : 'IMP (fairbg)']);
  const impRows = IMP_TABLES[imp];
  impRows.forEach(([from, , points], r) => cells.push([FIRST + r, T.impFrom, from], [FIRST + r, T.imp, points]));
  const impLast = FIRST + impRows.length - 1;

  const column = vpColumn(games);
  if (column < 0) throw new RangeError(`${games} games is not a column of the VP table`);
  cells.push([TABLES_HEADER_ROW, T.vpFrom, 'IMP diff from'], [TABLES_HEADER_ROW, T.vp, `VP (${games} games)`]);
  VP_TABLE.forEach((row, r) => {
    const [from] = row[column + 1] as readonly [number, number | null];
    cells.push([FIRST + r, T.vpFrom, from], [FIRST + r, T.vp, row[0]]);
  });
  const vpLast = FIRST + VP_TABLE.length - 1;

  const lastRow = Math.max(smpLast, impLast, vpLast);
  return {
    cells,
    ranges: {
      smpKeys: rangeA1(FIRST, T.smpKey, smpLast, T.smpKey, true),
      smpCubes: rangeA1(TABLES_HEADER_ROW, T.smpFirstCube, TABLES_HEADER_ROW, lastCube, true),
      smpValues: rangeA1(FIRST, T.smpFirstCube, smpLast, lastCube, true),
      impFrom: rangeA1(FIRST, T.impFrom, impLast, T.impFrom, true),
      impValues: rangeA1(FIRST, T.imp, impLast, T.imp, true),
      vpFrom: rangeA1(FIRST, T.vpFrom, vpLast, T.vpFrom, true),
      vpValues: rangeA1(FIRST, T.vp, vpLast, T.vp, true),
    },
    lastRow,
    area: `${columnLetters(T.smpKey)}${title}:${columnLetters(T.vp)}${lastRow}`,
  };
}

/** What the SMP cell of a game row shows instead of a number when its cube or its outcome is not in the tables. */
export const SMP_BAD_CUBE = 'bad cube';
export const SMP_BAD_OUTCOME = 'bad outcome';

/**
 * The outcome as looked up (formula body): spaces removed, a number read as its text, and the wildcard characters
 * `*`, `?` and `~` replaced by `#`, which no outcome word holds, so they are taken literally (a typed `*` is not an
 * outcome, never "the first word of the table").
 */
export function outcomeKey(outcome: string): string {
  return `SUBSTITUTE(SUBSTITUTE(SUBSTITUTE(SUBSTITUTE(${outcome}&""," ",""),"*","#"),"?","#"),"~","#")`;
}

/** The cube's column in the SMP table (formula body; blank = 1, text read as a number), #N/A when it is not 1 2 4 … 64. */
export function cubeMatch(t: TableRanges, cube: string): string {
  return `MATCH(IF(${cube}="",1,IFERROR(VALUE(${cube}&""),0)),${t.smpCubes},0)`;
}

/**
 * SMP of the game in `row` (formula body, no "="): "bad cube" when the cube (blank = 1) is not among the cube values,
 * blank while the outcome is blank, "bad outcome" when the outcome as typed (case and spaces ignored, a number read
 * as its text, wildcards literal) is not among the outcome words, else the table's value. Never an error: the row's
 * IMP and the totals stay numbers, and the row's Check cell says what to type.
 */
export function smpFormula(t: TableRanges, outcome: string, cube: string): string {
  const o = `MATCH(${outcomeKey(outcome)},${t.smpKeys},0)`;
  const c = cubeMatch(t, cube);
  return `IF(ISNA(${c}),"${SMP_BAD_CUBE}",IF(${outcome}="","",IF(ISNA(${o}),"${SMP_BAD_OUTCOME}",INDEX(${t.smpValues},${o},${c}))))`;
}

/** IMP of an SMP value (formula body): the row whose "from" is the largest not above it (45 → 1). */
export function impFormula(t: TableRanges, points: string): string {
  return `INDEX(${t.impValues},MATCH(${points},${t.impFrom},1))`;
}

/** VP of the team whose signed IMP difference is in `difference` (formula body): 15 ± (winner's VP − 15). */
export function vpFormula(t: TableRanges, difference: string): string {
  return `15+SIGN(${difference})*(INDEX(${t.vpValues},MATCH(ABS(${difference}),${t.vpFrom},1))-15)`;
}
