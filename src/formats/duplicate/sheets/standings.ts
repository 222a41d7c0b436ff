/**
 * The standings sheet of a duplicate team tournament as a pure SheetPlan. Three blocks, all live formulas:
 * - Matches (below the standings): one row per round-robin match, reading the match's protocol totals at their
 *   fixed addresses (PROTOCOL_CELLS); a match counts once its VP show (every game of both rooms played).
 * - Calculation (columns M–Z, teams in entry order): VP, IMP for/against/difference, head-to-head VP against
 *   the teams level on VP and IMP difference, rank, a unique display order.
 * - Standings (top): the teams in display order, by INDEX/MATCH on the order column.
 *
 * Order: VP total, then IMP difference, then head-to-head (VP scored in the matches among the teams level on
 * both), then a shared rank (docs/rules.md §2.8). Head-to-head is applied again within each part it leaves level:
 * pass k ranks the teams by the VP scored against the teams that shared their rank after pass k − 1 (a "Level k"
 * column per match, a "Head-to-head VP k" and "Rank k" column per team), and n − 1 passes settle any group of n
 * teams (each pass that changes anything splits a group). The Rank column is the last pass's.
 *
 * Teams are keyed by their number (#), never by their name: SUMIF/COUNTIF criteria would read a team named "50%",
 * "3/4/2024" or "<5" as a number, a date or a comparison, and MATCH would read "*" and "?" as wildcards. Names are
 * only displayed, and matched exactly (as text) where the final looks up its players.
 */
import { onSheet, a1, colRange, parseA1, rangeA1, type PlanCell, type SheetPlan, widthsFrom } from '../../../shared/sheets/plan';
import { MENU, nextStepFormula, progressParts, NEXT_STEP_STYLE, type Stage } from '../../../shared/sheets/nextStep';
import { asText } from '../../../shared/sheets/text';
import { kindMetadata, sheetKind, type SheetEdit, type SheetGrid } from '../../../shared/sheets/read';
import { COLOR } from '../../../shared/sheets/styles';
import { nameKey } from '../../../shared/rules/names';
import { DISCIPLINE_NAMES, DISCIPLINES, type Discipline, type Pair } from '../rules/event';
import { nameFormula, PROTOCOL_CELLS, PROTOCOL_COLUMNS, PROTOCOL_FIRST_GAME_ROW, protocolLastRow } from './protocol';
import { CARD, inWizard, OPEN_WIZARD } from '../rules/actions';

export interface StandingsTeam {
  name: string;
  pairs: Partial<Record<Discipline, Pair>>;
}

export interface StandingsMatch {
  round: number;
  discipline: Discipline;
  cycle: number;
  teamA: string;
  teamB: string;
  /** Name of the match's protocol sheet. */
  protocol: string;
}

export interface StandingsSpec {
  name: string;
  title: string;
  seed: string;
  /** Settings line: games per room, round robins per discipline, IMP table. */
  settings: string;
  teams: readonly StandingsTeam[];
  matches: readonly StandingsMatch[];
  byes?: readonly { round: number; team: string }[];
  /** With a final: its two places are highlighted, and a tie for them is shown for the TD to settle. */
  final?: boolean;
  /**
   * The final's protocol (its sheet name and games per room): once a game is typed there, the finalists are frozen
   * (docs/rules.md §2.9) — the Final row reads the teams its winners name, and flags a standings change for the TD.
   */
  finalProtocol?: { name: string; games: number };
}

/** The standings of an event: its number of teams, and whether it has a final ("yes"/"no"). */
export const STANDINGS = sheetKind('duplicate-standings', { teams: 'td-duplicate-teams', final: 'td-duplicate-final' });
const FINAL_YES = 'yes';
/** Whether the standings' final key (STANDINGS.keys.final) says the event has a final. */
export const hasFinal = (value: string | null | undefined): boolean => value === FINAL_YES;

/** The standings' title is the event's title and this suffix. */
const TITLE_SUFFIX = ': team standings';
export const standingsTitle = (event: string): string => `${event}${TITLE_SUFFIX}`;
/** The event's title from the standings' title (as it is when the TD retitled it). */
export const eventTitle = (title: string): string => (title.endsWith(TITLE_SUFFIX) ? title.slice(0, -TITLE_SUFFIX.length) : title);

/** A match's discipline as the matches block shows it: "backgammon", "long gammon (round robin 2)". */
export const disciplineLabel = (d: Discipline, cycle: number): string => `${DISCIPLINE_NAMES[d]}${cycle > 1 ? ` (round robin ${cycle})` : ''}`;

export const STANDINGS_HEADER_ROW = 4;
export const STANDINGS_FIRST_ROW = 5;
/** Display columns. */
export const STANDINGS_COLUMNS = {
  rank: 1,
  team: 2,
  played: 3,
  won: 4,
  drawn: 5,
  lost: 6,
  vp: 7,
  impFor: 8,
  impAgainst: 9,
  impDifference: 10,
  note: 11,
  /**
   * Certainty marks (docs/rules.md §6): one DUPSTATUS cell in the first team row spills the column (Q/X with a final,
   * W/X without; T level for a place with nothing left; blank open); the header above it counts the matches to play.
   */
  status: 12,
} as const;
/** Calculation block columns (teams in entry order); a pair's players are blank when the event has no such discipline. */
export const CALC_COLUMNS = {
  index: 13,
  team: 14,
  backgammon1: 15,
  backgammon2: 16,
  longGammon1: 17,
  longGammon2: 18,
  vp: 19,
  impFor: 20,
  impAgainst: 21,
  impDifference: 22,
  headToHead: 23,
  rank: 24,
  order: 25,
  won: 26,
  drawn: 27,
  lost: 28,
} as const;
/** Matches block columns (the protocol's name last, where it has room). Result: 1 team A won (more IMP), 0 a draw, −1 team B won; blank until the match is complete. */
export const MATCH_COLUMNS = {
  round: 1,
  discipline: 2,
  teamA: 3,
  teamB: 4,
  impA: 5,
  impB: 6,
  vpA: 7,
  vpB: 8,
  result: 9,
  level: 10,
  numberA: 11,
  numberB: 12,
  protocol: 13,
} as const;
/**
 * The final's cells (row finalRow(n)): the status in B, and in the calculation columns the rank at which teams are
 * level for a final place (blank: none), the places open, the TD's choices (team numbers, written by
 * chooseDuplicateFinalist), the finalists' numbers, and the matches complete / in all.
 */
export const FINAL_COLUMNS = {
  status: 2,
  tieRank: 13,
  open: 14,
  choice1: 15,
  choice2: 16,
  teamA: 17,
  teamB: 18,
  complete: 19,
  matches: 20,
  /** 1 when the TD's choice 1 (2) counts, 0 when it is blank or does not (the Check says why). */
  choice1Ok: 21,
  choice2Ok: 22,
  /** What is wrong with the TD's choice, naming the sheet cell and what to type; blank when nothing is. */
  check: 23,
  /** The standings sheet's name, as the Check quotes it. */
  sheetName: 24,
  /** The teams level for an open final place, "Moscow, Kiev" (the status names them; one cell keeps it short). */
  contenders: 25,
  /** How many of the event's teams the final's typed winners name, and the first two of them (team numbers). */
  named: 26,
  named1: 27,
  named2: 28,
  /** The finalists by the standings alone (and the TD's choice for a tie), whatever the final's games say. */
  nowA: 29,
  nowB: 30,
  /** 1 when the final's games name a team the standings no longer give as a finalist: the finalists stay as played. */
  changed: 31,
  /** 1 when the TD's two choices are the final's teams as played (every team its games name among them). */
  kept: 32,
  /** The status line while the finalists are frozen (the status cell reads it: one formula stays readable). */
  changedText: 33,
  /** The Check of the TD's choice for a tie (the Check cell reads it while the finalists are not frozen). */
  tieCheck: 34,
  /** The status line while the finalists are not frozen (the status cell reads it). */
  openStatus: 35,
} as const;

/**
 * "Problems to fix" on the standings (label M1, count N1, in the hidden working columns): protocol rows to fix in the
 * matches, and the TD's choice. The Next step line (NEXT_STEP_CELL) says it first, with where to look.
 */
export const STANDINGS_PROBLEMS = { label: 'M1', count: 'N1' } as const;
/** The standings' Next step line: one live formula in D1, its text running on over E1:L1 (kept empty). */
export const STANDINGS_NEXT_STEP = 'D1';
/** With a final, what the Next step reads of it (hidden working cells): its games played (E7) and its winner (F6). */
export const STANDINGS_FINAL_CELLS = { played: 'N2', winner: 'O2' } as const;

/** Head-to-head passes for n teams: n − 1 settle any group (at least one). */
export const headToHeadPasses = (teams: number): number => Math.max(1, teams - 1);
/** First calculation column of passes 2…: Rank 1, Head-to-head VP 2, Rank 2, …, Head-to-head VP P (Rank P is the Rank column). */
const PASS_FIRST = CALC_COLUMNS.lost + 1;
/** Column of Rank k (k < P passes) and of Head-to-head VP k (k ≥ 2). */
const rankColumn = (k: number, passes: number): number => (k === passes ? CALC_COLUMNS.rank : PASS_FIRST + 2 * (k - 1));
const headToHeadColumn = (k: number): number => (k === 1 ? CALC_COLUMNS.headToHead : PASS_FIRST + 2 * k - 3);
/** The matches block's Level k column (k ≥ 2; Level 1 is MATCH_COLUMNS.level), after the protocol's name. */
const levelColumn = (k: number): number => (k === 1 ? MATCH_COLUMNS.level : MATCH_COLUMNS.protocol + k - 1);

/** Sheet row of the final's cells (two rows under the table). */
export function finalRow(teams: number): number {
  return STANDINGS_FIRST_ROW + teams + 1;
}

/** Sheet row of the matches block's header. */
export function matchesHeaderRow(teams: number): number {
  return finalRow(teams) + 3;
}

/** Address (absolute, on the standings) of finalist 1 (team A) or 2's team number. */
export function finalistNumberCell(teams: number, k: 1 | 2): string {
  return a1(finalRow(teams), k === 1 ? FINAL_COLUMNS.teamA : FINAL_COLUMNS.teamB, true);
}

/** Formula (no "=") for the final's team k (1 = team A): its name, or "" while a tie for its place is open. */
export function finalTeamFormula(standings: string, teams: number, k: 1 | 2): string {
  const num = onSheet(standings, finalistNumberCell(teams, k));
  const names = onSheet(standings, colRange(CALC_COLUMNS.team, STANDINGS_FIRST_ROW, STANDINGS_FIRST_ROW + teams - 1, true));
  return `IF(ISNUMBER(${num}),INDEX(${names},${num}),"")`;
}

/** Formula (no "=") for player 1 or 2 of the final's team k in `discipline`, blank while the team is open. */
export function finalPlayerFormula(standings: string, teams: number, k: 1 | 2, discipline: Discipline, player: 1 | 2): string {
  const num = onSheet(standings, finalistNumberCell(teams, k));
  const col = discipline === 'backgammon' ? CALC_COLUMNS.backgammon1 : CALC_COLUMNS.longGammon1;
  const range = onSheet(standings, colRange(col + player - 1, STANDINGS_FIRST_ROW, STANDINGS_FIRST_ROW + teams - 1, true));
  return `IF(ISNUMBER(${num}),INDEX(${range},${num}),"")`;
}

const HEADER_BG = COLOR.blockHeader;
const CALC_BG = COLOR.grey;

export function standingsPlan(spec: StandingsSpec): SheetPlan {
  const n = spec.teams.length;
  const first = STANDINGS_FIRST_ROW;
  const last = first + n - 1;
  const fRow = finalRow(n);
  const mHeader = matchesHeaderRow(n);
  const mFirst = mHeader + 1;
  const mLast = mHeader + spec.matches.length;
  const K = CALC_COLUMNS;
  const M = MATCH_COLUMNS;
  const S = STANDINGS_COLUMNS;
  const F = FINAL_COLUMNS;
  const calc = (c: number): string => colRange(c, first, last, true);
  const match = (c: number): string => colRange(c, mFirst, mLast, true);
  const fin = (c: number): string => a1(fRow, c, true);
  const passes = headToHeadPasses(n);
  /** No match complete yet: the table lists the teams in entry order, without ranks, ties or notes. */
  const none = `${fin(F.complete)}=0`;
  const lastPass = passes > 1 ? headToHeadColumn(passes) : K.lost;
  // With the final's protocol: two more calculation columns, whether the final's winners name the team, and a count.
  const frozen =
    spec.final && spec.finalProtocol
      ? {
          winners: onSheet(
            spec.finalProtocol.name,
            colRange(PROTOCOL_COLUMNS.winner, PROTOCOL_FIRST_GAME_ROW, protocolLastRow(spec.finalProtocol.games), true),
          ),
        }
      : undefined;
  const namedColumn = lastPass + 1;
  const lastCalc = frozen ? namedColumn + 1 : lastPass;
  const lastMatch = levelColumn(Math.max(2, passes)) - (passes > 1 ? 0 : 1);

  const number = new Map(spec.teams.map((team, i) => [nameKey(team.name), i + 1] as const));
  const numberOf = (team: string): number => {
    const k = number.get(nameKey(team));
    if (k === undefined) throw new Error(`Standings: '${team}' plays a match but is not one of the teams`);
    return k;
  };
  const rowsToFix = lastMatch + 1;
  const problems = `${spec.matches.length ? `SUM(${match(rowsToFix)})+` : ''}(${fin(F.check)}<>"")${frozen ? `+(${fin(F.changed)}=1)*(${fin(F.kept)}=0)` : ''}`;
  const row1: PlanCell[] = [
    asText(spec.title),
    null,
    null,
    standingsNextStep(spec, { match, fin, rowsToFix, frozen: frozen !== undefined, team: (x) => `INDEX(${calc(K.team)},${x})` }),
  ];
  row1[parseA1(STANDINGS_PROBLEMS.label).column - 1] = 'Problems to fix';
  row1[parseA1(STANDINGS_PROBLEMS.count).column - 1] = `=${problems}`;
  for (let i = 0; i < row1.length; i++) if (row1[i] === undefined) row1[i] = null;
  const cells: PlanCell[][] = [
    row1,
    [
      'Seed',
      asText(spec.seed),
      'Teams',
      n,
      'Matches',
      spec.matches.length,
      asText(spec.settings),
      ...(spec.final && spec.finalProtocol
        ? [
            ...Array.from({ length: K.index - 8 }, () => null),
            'Final:',
            `=N(${onSheet(spec.finalProtocol.name, PROTOCOL_CELLS.played)})`,
            `=${onSheet(spec.finalProtocol.name, PROTOCOL_CELLS.winner)}&""`,
          ]
        : []),
    ],
    [
      'Order: VP over every match of both disciplines, then IMP difference, then head-to-head VP among the teams still level. ' +
        'A match counts once every game of both rooms is played; it is won by the team with more IMP.',
    ],
    ['Rank', 'Team', 'Played', 'Won', 'Drawn', 'Lost', 'VP', 'IMP for', 'IMP against', 'IMP diff', 'Note'],
  ];
  cells[2][K.index - 1] = 'Calculation (live formulas; do not edit)';
  cells[3].push(
    null,
    '#',
    'Team',
    'BG player 1',
    'BG player 2',
    'LG player 1',
    'LG player 2',
    'VP',
    'IMP for',
    'IMP against',
    'IMP diff',
    'Head-to-head VP',
    'Rank',
    'Order',
    'Won',
    'Drawn',
    'Lost',
  );
  for (let k = 1; k < passes; k++) cells[3].push(`Rank ${k}`, `Head-to-head VP ${k + 1}`);
  if (frozen) cells[3].push('Named in the final', 'Named (count)');

  const displayIndex = (k: number, col: number): string => `INDEX(${calc(col)},MATCH(${k},${calc(K.order)},0))`;
  /** Head-to-head VP of pass k: VP scored in the complete matches whose two teams are level for pass k. */
  const headToHeadFormula = (k: number, t: string): string =>
    `=SUMIFS(${match(M.vpA)},${match(M.numberA)},${t},${match(levelColumn(k))},1)+SUMIFS(${match(M.vpB)},${match(M.numberB)},${t},${match(levelColumn(k))},1)`;
  /** Rank after pass k: pass 1 by VP, IMP difference and head-to-head 1; pass k within the teams sharing Rank k − 1. */
  const rankFormula = (k: number, at: (c: number) => string): string => {
    if (k === 1) {
      return (
        `=1+COUNTIF(${calc(K.vp)},">"&${at(K.vp)})+COUNTIFS(${calc(K.vp)},${at(K.vp)},${calc(K.impDifference)},">"&${at(K.impDifference)})` +
        `+COUNTIFS(${calc(K.vp)},${at(K.vp)},${calc(K.impDifference)},${at(K.impDifference)},${calc(K.headToHead)},">"&${at(K.headToHead)})`
      );
    }
    const prev = rankColumn(k - 1, passes);
    const h = headToHeadColumn(k);
    return `=${at(prev)}+COUNTIFS(${calc(prev)},${at(prev)},${calc(h)},">"&${at(h)})`;
  };
  const byResult = (t: string, a: string, b: string): string =>
    `COUNTIFS(${match(M.numberA)},${t},${match(M.result)},${a})+COUNTIFS(${match(M.numberB)},${t},${match(M.result)},${b})`;
  spec.teams.forEach((team, i) => {
    const r = first + i;
    const k = i + 1;
    const at = (c: number): string => a1(r, c);
    const t = at(K.index);
    const pair = (d: Discipline): PlanCell[] => [asText(team.pairs[d]?.[0] ?? ''), asText(team.pairs[d]?.[1] ?? '')];
    cells.push([
      `=IF(${none},"",${displayIndex(k, K.rank)})`,
      `=${displayIndex(k, K.team)}`,
      `=${displayIndex(k, K.won)}+${displayIndex(k, K.drawn)}+${displayIndex(k, K.lost)}`,
      `=${displayIndex(k, K.won)}`,
      `=${displayIndex(k, K.drawn)}`,
      `=${displayIndex(k, K.lost)}`,
      `=${displayIndex(k, K.vp)}`,
      `=${displayIndex(k, K.impFor)}`,
      `=${displayIndex(k, K.impAgainst)}`,
      `=${displayIndex(k, K.impDifference)}`,
      spec.final
        ? `=IF(${none},"",IF(AND(${fin(F.tieRank)}<>"",${a1(r, S.rank)}=${fin(F.tieRank)}),"level for a final place",IF(COUNTIF(${calc(K.rank)},${a1(r, S.rank)})>1,"shared rank","")))`
        : `=IF(${none},"",IF(COUNTIF(${calc(K.rank)},${a1(r, S.rank)})>1,"shared rank",""))`,
      null,
      k,
      asText(team.name),
      ...pair('backgammon'),
      ...pair('longGammon'),
      `=SUMIF(${match(M.numberA)},${t},${match(M.vpA)})+SUMIF(${match(M.numberB)},${t},${match(M.vpB)})`,
      `=SUMIF(${match(M.numberA)},${t},${match(M.impA)})+SUMIF(${match(M.numberB)},${t},${match(M.impB)})`,
      `=SUMIF(${match(M.numberA)},${t},${match(M.impB)})+SUMIF(${match(M.numberB)},${t},${match(M.impA)})`,
      `=${at(K.impFor)}-${at(K.impAgainst)}`,
      `=SUMIFS(${match(M.vpA)},${match(M.numberA)},${t},${match(M.level)},1)+SUMIFS(${match(M.vpB)},${match(M.numberB)},${t},${match(M.level)},1)`,
      rankFormula(1, at),
      `=${at(K.rank)}+COUNTIFS(${calc(K.rank)},${at(K.rank)},${calc(K.index)},"<"&${at(K.index)})`,
      `=${byResult(t, '1', '-1')}`,
      `=${byResult(t, '0', '0')}`,
      `=${byResult(t, '-1', '1')}`,
    ]);
    const line = cells[cells.length - 1];
    for (let k = 1; k < passes; k++) line.push(rankFormula(k, at), headToHeadFormula(k + 1, t));
    line[K.rank - 1] = rankFormula(passes, at);
    if (frozen) {
      // Named in the final: a typed winner of the final names this team (docs/rules.md §0.1, as the final compares);
      // and how many teams up to this one are named (the final row finds the first and second by it).
      line[namedColumn - 1] = `=IFERROR(IF(SUMPRODUCT(--(${nameFormula(frozen.winners)}=${nameFormula(at(K.team))}))>0,1,0),0)`;
      line[namedColumn] = `=IF(${at(namedColumn)}=1,SUM(${a1(first, namedColumn, true)}:${at(namedColumn)}),0)`;
    }
  });

  // Status: every match of the matches block, complete (VP and IMP) or still to play (blank VP), read by DUPSTATUS;
  // held (no marks) while a result changed after the final began and the TD decides the finalists (docs/rules.md §2.9);
  // with a final, the final's two teams by name (the TD's choice when teams are level), which settle a tie once no
  // match is left (rules/certainty.ts settleChoice).
  const toPlay = `${fin(F.matches)}-${fin(F.complete)}`;
  cells[STANDINGS_HEADER_ROW - 1][S.status - 1] = `="Status ("&${toPlay}&" to play)"`;
  if (spec.matches.length) {
    const teamsShown = colRange(S.team, first, last, true);
    const finalist = (c: string): string => `IF(ISNUMBER(${c}),INDEX(${calc(K.team)},${c}),"")`;
    const finalArgs = spec.final ? `,2,${frozen ? `${fin(F.changed)}=1` : '0'},${finalist(fin(F.teamA))},${finalist(fin(F.teamB))}` : ',1';
    cells[first - 1][S.status - 1] =
      `=DUPSTATUS(${teamsShown},${match(M.teamA)},${match(M.teamB)},${match(M.vpA)},${match(M.vpB)},${match(M.impA)},${match(M.impB)}${finalArgs})`;
  }

  // The final's row: status for the TD, and (calculation columns) the tie, the TD's choice and the finalists.
  cells.push([]);
  const finalCells: PlanCell[] = ['Final'];
  if (spec.final) {
    const place = (k: number): string => `INDEX(${calc(K.index)},MATCH(${k},${calc(K.order)},0))`;
    const T = fin(F.tieRank);
    // A choice counts when it is a team number (a whole number 1…n) of a team at the tie's rank (clamped for INDEX:
    // AND evaluates every argument).
    const valid = (c: string): string =>
      `AND(ISNUMBER(${c}),N(${c})=INT(N(${c})),N(${c})>=1,N(${c})<=${n},INDEX(${calc(K.rank)},MAX(1,MIN(${n},INT(N(${c})))))=${T})`;
    const teamName = (c: string): string => `INDEX(${calc(K.team)},${c})`;
    const contenders = fin(F.contenders);
    finalCells[F.contenders - 1] =
      `=MID(${spec.teams.map((_, i) => `IF(${a1(first + i, S.rank, true)}=${T},", "&${a1(first + i, S.team, true)},"")`).join('&')},3,2000)`;
    const provisional = `IF(${fin(F.complete)}<${fin(F.matches)}," (provisional: "&${fin(F.complete)}&" of "&${fin(F.matches)}&" matches)","")`;
    if (frozen)
      finalCells[F.changedText - 1] =
        `=IF(ISNUMBER(${fin(F.teamA)}),${teamName(fin(F.teamA))}&" v "&${teamName(fin(F.teamB))}&IF(${fin(F.kept)}=1,": kept by the TD as played",` +
        `": as its games were typed. The standings now give "&IF(ISNUMBER(${fin(F.nowB)}),${teamName(fin(F.nowA))}&" v "&${teamName(fin(F.nowB))},"a tie")),` +
        `"Final places open: its games name a team the standings no longer give")&IF(${fin(F.kept)}=1,"",` +
        `": a result changed after the final began. The TD decides ${inWizard('finalist', " with the teams as played, or clear the final's games")}.")`;
    // Both finalists known: 1st and 2nd of the standings (no tie) or the TD's choice; else the open tie.
    const openStatus =
      `=IF(${none},"No results yet.",IF(AND(ISNUMBER(${fin(F.teamA)}),ISNUMBER(${fin(F.teamB)})),${teamName(fin(F.teamA))}&" v "&${teamName(fin(F.teamB))}&` +
      `IF(${T}="",": 1st and 2nd of the standings",": chosen by the TD among "&${contenders}),` +
      `"Tie for "&IF(${T}=1,"both final places","the second final place")&": "&${contenders}&" are level on VP, IMP difference and head-to-head. ` +
      `The TD chooses ${inWizard('finalist')}.")&${provisional})`;
    if (frozen) {
      finalCells[F.openStatus - 1] = openStatus;
      finalCells[F.status - 1] = `=IF(${fin(F.changed)}=1,${fin(F.changedText)},${fin(F.openStatus)})`;
    } else finalCells[F.status - 1] = openStatus;
    finalCells[F.tieRank - 1] = n >= 3 ? `=IF(${none},"",IF(${a1(first + 2, S.rank)}<=2,${a1(first + 2, S.rank)},""))` : '';
    finalCells[F.open - 1] = `=IF(${T}="",0,IF(${T}=1,2,1))`;
    finalCells[F.choice1 - 1] = null;
    finalCells[F.choice2 - 1] = null;
    const nowA = `=IF(${none},"",IF(OR(${T}="",${T}=2),${place(1)},IF(${valid(fin(F.choice1))},${fin(F.choice1)},"")))`;
    const nowB =
      `=IF(${none},"",IF(${T}="",${place(2)},IF(${T}=2,IF(${valid(fin(F.choice1))},${fin(F.choice1)},""),` +
      `IF(AND(${valid(fin(F.choice1))},${valid(fin(F.choice2))},N(${fin(F.choice2)})<>N(${fin(F.choice1)})),${fin(F.choice2)},""))))`;
    const ok1 = `=IF(${valid(fin(F.choice1))},1,0)`;
    const ok2 = `=IF(AND(${T}=1,${valid(fin(F.choice2))},N(${fin(F.choice2)})<>N(${fin(F.choice1)})),1,0)`;
    if (frozen) {
      // Frozen finalists (docs/rules.md §2.9, rules/teamStandings.ts finalPlaces): once the final's winners name a team
      // the standings no longer give as a finalist, the final stays between the two teams its games name (the
      // better-placed now as team A), or the TD's two choices when they include every named team.
      const [Z, N1, N2, A0, B0, X, KEPT] = [F.named, F.named1, F.named2, F.nowA, F.nowB, F.changed, F.kept].map(fin);
      const cum = calc(namedColumn + 1);
      const team = (c: string): string => `AND(ISNUMBER(${c}),N(${c})=INT(N(${c})),N(${c})>=1,N(${c})<=${n})`;
      const [c1, c2] = [fin(F.choice1), fin(F.choice2)];
      finalCells[F.named - 1] = `=SUM(${calc(namedColumn)})`;
      finalCells[F.named1 - 1] = `=IFERROR(MATCH(1,${cum},0),"")`;
      finalCells[F.named2 - 1] = `=IFERROR(MATCH(2,${cum},0),"")`;
      finalCells[F.nowA - 1] = nowA;
      finalCells[F.nowB - 1] = nowB;
      finalCells[F.changed - 1] = `=IF(AND(${Z}>0,OR(${Z}>2,AND(${N1}<>${A0},${N1}<>${B0}),AND(${Z}=2,${N2}<>${A0},${N2}<>${B0}))),1,0)`;
      finalCells[F.kept - 1] =
        `=IF(AND(${X}=1,${Z}<=2,${team(c1)},${team(c2)},N(${c1})<>N(${c2}),OR(${N1}=N(${c1}),${N1}=N(${c2})),OR(${Z}<2,${N2}=N(${c1}),${N2}=N(${c2}))),1,0)`;
      const order = (c: string): string => `INDEX(${calc(K.order)},${c})`;
      const played = (k: 1 | 2): string => `IF(${Z}=2,IF(${order(N1)}<${order(N2)},${k === 1 ? N1 : N2},${k === 1 ? N2 : N1}),"")`;
      finalCells[F.teamA - 1] = `=IF(${X}=1,IF(${KEPT}=1,${c1},${played(1)}),${A0})`;
      finalCells[F.teamB - 1] = `=IF(${X}=1,IF(${KEPT}=1,${c2},${played(2)}),${B0})`;
      finalCells[F.choice1Ok - 1] = `=IF(${X}=1,${KEPT},${ok1.slice(1)})`;
      finalCells[F.choice2Ok - 1] = `=IF(${X}=1,${KEPT},${ok2.slice(1)})`;
    } else {
      finalCells[F.teamA - 1] = nowA;
      finalCells[F.teamB - 1] = nowB;
      finalCells[F.choice1Ok - 1] = ok1;
      finalCells[F.choice2Ok - 1] = ok2;
    }
    finalCells[F.check - 1] = choiceCheckFormula(fRow, n, frozen !== undefined);
    if (frozen) finalCells[F.tieCheck - 1] = choiceCheckFormula(fRow, n);
    finalCells[F.sheetName - 1] = asText(spec.name);
  } else {
    finalCells[F.status - 1] = 'No final in this event.';
  }
  finalCells[F.complete - 1] = spec.matches.length ? `=COUNT(${match(M.vpA)})` : 0;
  finalCells[F.matches - 1] = spec.matches.length;
  for (let i = 0; i < finalCells.length; i++) if (finalCells[i] === undefined) finalCells[i] = null;
  cells[fRow - 2][F.tieRank - 1] = 'Tie at rank';
  cells[fRow - 2].length = Math.max(cells[fRow - 2].length, F.tieRank);
  [
    'Places open',
    'TD choice 1 (#)',
    'TD choice 2 (#)',
    'Final team A (#)',
    'Final team B (#)',
    'Matches complete',
    'Matches',
    ...(spec.final ? ['Choice 1 counts', 'Choice 2 counts', 'Check', 'This sheet', 'Level for a place'] : []),
    ...(frozen
      ? [
          'Final names (teams)',
          'Final names #1',
          'Final names #2',
          'Standings team A (#)',
          'Standings team B (#)',
          'Changed after the final',
          'TD kept as played',
          'Status while frozen',
          'Check of a tie choice',
          'Status while open',
        ]
      : []),
  ].forEach((h, i) => (cells[fRow - 2][F.open - 1 + i] = h));
  for (let i = 0; i < cells[fRow - 2].length; i++) if (cells[fRow - 2][i] === undefined) cells[fRow - 2][i] = null;
  cells.push(finalCells);

  cells.push([]);
  cells.push(['Matches']);
  cells.push([
    'Round',
    'Discipline',
    'Team A',
    'Team B',
    'IMP A',
    'IMP B',
    'VP A',
    'VP B',
    'Result (A)',
    'Level (head-to-head)',
    '# A',
    '# B',
    'Protocol',
    ...Array.from({ length: passes - 1 }, (_, i) => `Level (head-to-head ${i + 2})`),
    'Rows to fix',
  ]);
  const lookup = (numberCell: string, col: number): string => `INDEX(${calc(col)},${numberCell})`;
  for (const m of spec.matches) {
    const r = cells.length + 1;
    const p = (addr: string): string => onSheet(m.protocol, addr);
    const complete = `ISNUMBER(${p(PROTOCOL_CELLS.vpA)})`;
    const A = a1(r, M.numberA);
    const B = a1(r, M.numberB);
    const sameRank = (k: number): string => {
      const col = rankColumn(k - 1, passes);
      return `=IF(${lookup(A, col)}=${lookup(B, col)},1,0)`;
    };
    cells.push([
      m.round,
      asText(disciplineLabel(m.discipline, m.cycle)),
      asText(m.teamA),
      asText(m.teamB),
      `=IF(${complete},${p(PROTOCOL_CELLS.impA)},"")`,
      `=IF(${complete},${p(PROTOCOL_CELLS.impB)},"")`,
      `=IF(${complete},${p(PROTOCOL_CELLS.vpA)},"")`,
      `=IF(${complete},${p(PROTOCOL_CELLS.vpB)},"")`,
      `=IF(${complete},SIGN(${p(PROTOCOL_CELLS.impA)}-${p(PROTOCOL_CELLS.impB)}),"")`,
      `=IF(AND(${lookup(A, K.vp)}=${lookup(B, K.vp)},${lookup(A, K.impDifference)}=${lookup(B, K.impDifference)}),1,0)`,
      numberOf(m.teamA),
      numberOf(m.teamB),
      asText(m.protocol),
      ...Array.from({ length: passes - 1 }, (_, i) => sameRank(i + 2)),
      // The protocol's "Problems to fix": its game rows that do not read, left out of its totals (and so of this match).
      `=IFERROR(N(${p(PROTOCOL_CELLS.problems)}),"")`,
    ]);
  }
  const byes = spec.byes ?? [];
  if (byes.length) {
    cells.push([]);
    cells.push(['Byes', asText(byes.map((b) => `round ${b.round}: ${b.team}`).join('; '))]);
  }

  // Before the first complete match nothing is ranked yet: no places, ties or notes (the Next step says "No results yet").
  const finalPlaces = `=AND(${fin(F.complete)}>0,${spec.final ? `IF(${fin(F.tieRank)}="",$A${first}<=2,$A${first}<${fin(F.tieRank)})` : `$A${first}=1`})`;
  return {
    name: spec.name,
    kind: STANDINGS.kind,
    cells,
    styles: [
      { range: 'A1', bold: true },
      { range: STANDINGS_NEXT_STEP, ...NEXT_STEP_STYLE },
      { range: a1(3, K.index), bold: true },
      { range: rangeA1(STANDINGS_HEADER_ROW, 1, STANDINGS_HEADER_ROW, S.status), bold: true, background: HEADER_BG },
      { range: rangeA1(first, S.status, last, S.status), horizontalAlignment: 'center', bold: true },
      { range: rangeA1(STANDINGS_HEADER_ROW, K.index, STANDINGS_HEADER_ROW, lastCalc), bold: true, background: HEADER_BG, wrap: true },
      { range: rangeA1(first, K.index, last, lastCalc), background: CALC_BG },
      { range: rangeA1(first, S.rank, last, S.rank), horizontalAlignment: 'center', bold: true },
      { range: a1(fRow, 1), bold: true },
      { range: rangeA1(fRow - 1, F.tieRank, fRow - 1, F.matches), bold: true, background: HEADER_BG, wrap: true },
      { range: rangeA1(fRow, F.tieRank, fRow, F.matches), background: CALC_BG, horizontalAlignment: 'center' },
      { range: a1(mHeader - 1, 1), bold: true },
      { range: rangeA1(mHeader, 1, mHeader, rowsToFix), bold: true, background: HEADER_BG },
      { range: STANDINGS_PROBLEMS.label, bold: true },
      ...(spec.final ? [{ range: a1(fRow, F.check), fontColor: COLOR.problemText }] : []),
      { range: rangeA1(mFirst, M.impA, Math.max(mLast, mFirst), M.numberB), background: CALC_BG, horizontalAlignment: 'center' },
    ],
    // The table and its Status fit the first screen with the sidebar open (Sheets' standard widths: 40 60 80 100 150):
    // Rank, Team / Discipline, then narrow number columns shared by the table and the matches.
    columnWidths: [...widthsFrom(1, [60, 100, 60, 60, 60, 60, 40, 60, 100, 80, 150, 150]), { column: K.team, width: 150 }],
    frozenRows: STANDINGS_HEADER_ROW,
    // The working columns (calculation, the Final row's cells, the matches' protocols and level flags) stay protected, out of view.
    hiddenColumns: [{ column: K.index, count: Math.max(...cells.map((r) => r.length)) - K.index + 1 }],
    conditionalFormats: [
      { range: rangeA1(first, 1, last, S.note), formula: finalPlaces, background: COLOR.place },
      { range: rangeA1(first, 1, last, S.note), formula: `=$K${first}<>""`, fontColor: COLOR.noteWarnText },
      {
        range: rangeA1(first, S.status, last, S.status),
        formula: `=OR($L${first}="Q",$L${first}="W")`,
        background: COLOR.good,
        fontColor: COLOR.qualifiedText,
      },
      { range: rangeA1(first, S.status, last, S.status), formula: `=$L${first}="X"`, background: CALC_BG },
      ...(spec.final ? [{ range: rangeA1(fRow, 1, fRow, S.note), formula: `=${fin(F.tieRank)}<>""`, background: COLOR.tie, bold: true }] : []),
      ...(spec.final
        ? ([F.choice1, F.choice2] as const).map((c, i) => ({
            range: a1(fRow, c),
            formula: `=AND(${fin(c)}<>"",${fin(i === 0 ? F.choice1Ok : F.choice2Ok)}=0)`,
            background: COLOR.bad,
            fontColor: COLOR.problemText,
          }))
        : []),
      ...problemsMarks(),
    ],
    ...(spec.final
      ? {
          dropDowns: [
            {
              range: rangeA1(fRow, F.choice1, fRow, F.choice2),
              listRange: calc(K.index),
              helpText:
                `The TD's finalists: type the # (column M) of a team level for a final place, better-placed first, or leave it blank: ` +
                `${spec.teams.map((t, i) => `${i + 1} ${t.name}`).join(', ')}. Easier: ${MENU} ▸ ${OPEN_WIZARD} ▸ ${CARD.finalist}.`,
            },
          ],
        }
      : {}),
    protections: [
      { range: rangeA1(first, 1, fRow, S.status), description: 'Team standings, their status and the final: live formulas' },
      { range: rangeA1(first, K.index, last, lastCalc), description: 'Standings calculation: live formulas' },
      { range: rangeA1(mHeader, 1, Math.max(mLast, mHeader), rowsToFix), description: 'Matches: live formulas over the protocols' },
    ],
    notes: {
      [a1(STANDINGS_HEADER_ROW, S.status)]: spec.final
        ? 'Status (DUPSTATUS): Q certainly one of the two finalists, X certainly not — whatever the VP results of the matches still to play. ' +
          'T: level for a final place with no match left (the TD chooses). Blank: still open (a team level on VP at the cut with a match to play has an unknown IMP difference).'
        : 'Status (DUPSTATUS): W certainly the winner, X certainly not — whatever the VP results of the matches still to play. ' +
          'T: level for first with no match left. Blank: still open (a team level on VP at the cut with a match to play has an unknown IMP difference).',
    },
    metadata: kindMetadata(STANDINGS, { teams: n, final: spec.final ? FINAL_YES : 'no' }),
  };
}

/** The cells the standings' Next step line reads (the plan's own helpers). */
interface NextStepCells {
  match: (column: number) => string;
  fin: (column: number) => string;
  rowsToFix: number;
  frozen: boolean;
  /** A team's name from its number (a formula). */
  team: (numberCell: string) => string;
}

/** The Next step a TD reads on the standings, first that holds: problems, results to type, the finalists, the final, publish. */
export const STANDINGS_STEPS = {
  problems: 'Problems to fix: ',
  none: 'No results yet: print the dice, then type each game in its match’s protocol — ',
  matches: 'type each game in its match’s protocol (R tabs) — ',
  tie: `teams are level for a final place — choose the finalists ${inWizard('finalist')}`,
  publish: `publish the standings ${inWizard('publish')}`,
} as const;

/**
 * The standings' Next step line (docs/rules.md §2.7–§2.9): problems first (a protocol's rows to fix, named; the TD's
 * finalist choice; a result changed after the final began), then how many matches are complete, then with a final the
 * finalists (the TD's choice when teams are level) and the final's games, then publishing.
 */
function standingsNextStep(spec: StandingsSpec, c: NextStepCells): string {
  const F = FINAL_COLUMNS;
  const count = fixedA1(STANDINGS_PROBLEMS.count);
  const complete = c.fin(F.complete);
  const total = spec.matches.length;
  const fix = c.match(c.rowsToFix);
  const protocolWithRows = `IFERROR(INDEX(FILTER(${c.match(MATCH_COLUMNS.protocol)},${fix}>0),1),"")`;
  const row = finalRow(spec.teams.length);
  const where =
    (total ? `IF(SUM(${fix})>0,"see “"&${protocolWithRows}&"”, column N",` : '(') +
    (c.frozen ? `IF(${c.fin(F.changed)}=1,"a result changed after the final began: see row ${row}",` : '(') +
    `"the finalist choice (row ${row}) does not count: use ${CARD.finalist}"))`;
  const stages: Stage[] = [
    { when: `${count}>0`, say: [STANDINGS_STEPS.problems, { count }, ' — ', { text: where }] },
    { when: `${complete}=0`, say: [STANDINGS_STEPS.none, ...progressParts(complete, total, 'matches complete')] },
    { when: `${complete}<${total}`, say: [STANDINGS_STEPS.matches, ...progressParts(complete, total, 'matches complete')] },
  ];
  if (spec.final && spec.finalProtocol) {
    const fp = spec.finalProtocol;
    const played = fixedA1(STANDINGS_FINAL_CELLS.played);
    const both = 2 * fp.games;
    stages.push(
      { when: `NOT(AND(ISNUMBER(${c.fin(F.teamA)}),ISNUMBER(${c.fin(F.teamB)})))`, say: [STANDINGS_STEPS.tie] },
      {
        when: `${played}<${both}`,
        say: [
          'the final, ',
          { text: `${c.team(c.fin(F.teamA))}&" v "&${c.team(c.fin(F.teamB))}` },
          ': type its games in the Final tab — ',
          ...progressParts(played, both, 'games'),
        ],
      },
      { say: ['the final: ', { text: fixedA1(STANDINGS_FINAL_CELLS.winner) }, ` — ${STANDINGS_STEPS.publish}`] },
    );
  } else stages.push({ say: [`all ${total} matches complete — ${STANDINGS_STEPS.publish}`] });
  return nextStepFormula(stages);
}

const fixedA1 = (addr: string): string => addr.replace(/^([A-Z]+)(\d+)$/, '$$$1$$$2');

/** "Problems to fix" in green at 0, in red otherwise. */
function problemsMarks(): { range: string; formula: string; background: string; fontColor: string }[] {
  const count = STANDINGS_PROBLEMS.count.replace(/^([A-Z]+)(\d+)$/, '$$$1$$$2');
  const range = `${STANDINGS_PROBLEMS.label}:${STANDINGS_PROBLEMS.count}`;
  return [
    { range, formula: `=${count}=0`, background: COLOR.good, fontColor: COLOR.qualifiedText },
    { range, formula: `=${count}>0`, background: COLOR.bad, fontColor: COLOR.problemText },
  ];
}

/**
 * The Check of the TD's finalist choice (row `row` of a standings with `n` teams): blank when both choice cells are
 * blank or count, else which cell does not count and what to type, after the sheet's name (written as text in the
 * row). The chain ends in NA() when nothing is wrong, and IFERROR turns that into a blank.
 */
export function choiceCheckFormula(row: number, n: number, frozen = false): string {
  const F = FINAL_COLUMNS;
  const c = (col: number): string => a1(row, col);
  const at = (col: number): string => a1(row, col, true);
  if (frozen) {
    // The final's games name a team the standings no longer give: the choice is the final's two teams as played.
    const asPlayed = `IF(AND(${at(F.changed)}=1,OR(${at(F.choice1)}<>"",${at(F.choice2)}<>""),${at(F.kept)}=0),${at(F.sheetName)}&" ${c(F.choice1)}: the final has games typed: type the # of its two teams as played (every team its games name), or use ${CARD.finalist}",`;
    return `=IF(${at(F.changed)}=1,${asPlayed}""),${at(F.tieCheck)})`;
  }
  const T = at(F.tieRank);
  const type = (other: string): string => `"type the # (column M, 1 to ${n}) of ${other} at rank "&${T}&", or use ${CARD.finalist}"`;
  const bad = (k: 1 | 2): string => {
    const [cell, ok] = k === 1 ? [F.choice1, F.choice1Ok] : [F.choice2, F.choice2Ok];
    return `AND(${at(cell)}<>"",${at(ok)}=0),"${c(cell)}: “"&${at(cell)}&"” does not count: "&`;
  };
  return (
    `=IFERROR(${at(F.sheetName)}&" "&IF(${bad(1)}IF(${T}="","no tie is open: clear it",${type('a team level for a final place')}),` +
    `IF(${bad(2)}IF(${T}=1,${type(`another level team than ${c(F.choice1)}'s`)},"no second place is open: clear it"),NA())),"")`
  );
}

/** The TD's choice cells' problems (the TD's entry), apart from the generated cells' (parseStandings' problems). */
export const isChoiceProblem = (x: { message: string }): boolean => x.message.startsWith(CHOICE_PROBLEM);
const CHOICE_PROBLEM = "the TD's choice";

/** A match of the matches block as read, with its sheet row (for messages). */
export interface StandingsMatchRead extends StandingsMatch {
  sheetRow: number;
}

/** The standings sheet as read: what the plan wrote as text and the TD's finalist choice, never a formula's output. */
export interface StandingsRead {
  title: string;
  seed: string;
  settings: string;
  teams: StandingsTeam[];
  matches: StandingsMatchRead[];
  byes: { round: number; team: string }[];
  final: boolean;
  /** The TD's choice cells (team numbers in entry order), undefined when blank or not a number. */
  choice: [number | undefined, number | undefined];
  /** Cells that do not say what the plan wrote (a match's teams, its discipline, a choice that is not a team number). */
  problems: { where: string; message: string }[];
}

const DISCIPLINE_OF = new Map(DISCIPLINES.map((d) => [DISCIPLINE_NAMES[d], d] as const));

/** "round 1: Kiev; round 2: Moscow" read back with the teams' names known (a name may hold "; "). */
function parseByes(text: string, teams: readonly string[]): { round: number; team: string }[] | undefined {
  const out: { round: number; team: string }[] = [];
  let rest = text;
  while (rest !== '') {
    const m = /^round (\d+): /.exec(rest);
    if (!m) return undefined;
    const after = rest.slice(m[0].length);
    const team = teams.filter((t) => after === t || after.startsWith(`${t}; `)).sort((x, y) => y.length - x.length)[0];
    if (team === undefined) return undefined;
    out.push({ round: Number(m[1]), team });
    rest = after === team ? '' : after.slice(team.length + 2);
  }
  return out;
}

/**
 * Reads a standings sheet back: its teams and their pairs (the calculation block's literal cells), the matches block
 * (round, discipline, teams, protocol), the byes, whether the event has a final, and the TD's choice. Throws when the
 * team count (metadata) is gone.
 */
export function parseStandings(grid: SheetGrid): StandingsRead {
  const n = grid.metaInt(STANDINGS.keys.teams, 2);
  if (n === undefined) throw new Error(`'${grid.sheetName}' has lost its team count (developer metadata); recreate the event's standings`);
  const K = CALC_COLUMNS;
  const M = MATCH_COLUMNS;
  const F = FINAL_COLUMNS;
  const problems: StandingsRead['problems'] = [];
  const fRow = finalRow(n);
  const first = matchesHeaderRow(n) + 1;
  // Rows inserted or deleted above the matches block move every address the reader knows: refuse, naming the cell.
  for (const [row, column, text] of [
    [fRow, 1, 'Final'],
    [first - 1, M.round, 'Round'],
  ] as const) {
    if (grid.text(row, column) !== text) {
      throw new Error(
        `${grid.where(row, column)} should say "${text}" (the event has ${n} teams); it holds "${grid.text(row, column)}": were rows deleted or inserted above it? Undo that edit`,
      );
    }
  }
  // Teams by their # (column M), so a sorted calculation block reads in entry order; a # typed over reads by row.
  const byRow = Array.from({ length: n }, (_, i) => STANDINGS_FIRST_ROW + i);
  const numbers = byRow.map((r) => grid.number(r, K.index));
  const permuted = numbers.every((k) => k !== undefined) && new Set(numbers).size === n && numbers.every((k) => Number.isInteger(k) && k! >= 1 && k! <= n);
  const teamRows = permuted ? byRow.map((_, i) => byRow[numbers.indexOf(i + 1)]) : byRow;
  if (!permuted) {
    byRow.forEach((r, i) => {
      if (numbers[i] !== i + 1)
        problems.push({ where: grid.where(r, K.index), message: `should hold the team number ${i + 1}; it holds "${grid.text(r, K.index)}"` });
    });
  }
  const teams: StandingsTeam[] = teamRows.map((r) => {
    const pair = (c: number): Pair | undefined => (grid.blank(r, c) && grid.blank(r, c + 1) ? undefined : [grid.text(r, c), grid.text(r, c + 1)]);
    const bg = pair(K.backgammon1);
    const lg = pair(K.longGammon1);
    return { name: grid.text(r, K.team), pairs: { ...(bg ? { backgammon: bg } : {}), ...(lg ? { longGammon: lg } : {}) } };
  });
  const names = teams.map((t) => t.name);
  const keys = new Set(names.map(nameKey));
  // Every row of the matches block that names a protocol is read, down to the byes; the match count is written twice
  // (the Final row's Matches, F2): a count typed over, or a match row deleted or cleared, is named.
  let byesRow = 0;
  let last = first - 1;
  for (let r = first; r <= grid.rows && byesRow === 0; r++) {
    if (grid.text(r, 1) === 'Byes') byesRow = r;
    else if (!grid.blank(r, M.protocol)) last = r;
  }
  const rows = Array.from({ length: last - first + 1 }, (_, i) => first + i);
  const listed = rows.filter((r) => !grid.blank(r, M.protocol));
  const written = [grid.number(fRow, F.matches), grid.number(2, 6)].map((v) => (v !== undefined && Number.isInteger(v) && v >= 0 ? v : undefined));
  const agreed = written[0] !== undefined && written[0] === written[1] ? written[0] : written.includes(listed.length) ? listed.length : undefined;
  const count = agreed ?? written[0] ?? written[1] ?? listed.length;
  (
    [
      [fRow, F.matches, written[0]],
      [2, 6, written[1]],
    ] as const
  ).forEach(([row, column, v]) => {
    if (v !== count)
      problems.push({ where: grid.where(row, column), message: `should hold the number of matches, ${count}; it holds "${grid.text(row, column)}"` });
  });
  for (const r of rows.filter((x) => grid.blank(x, M.protocol))) {
    problems.push({ where: grid.where(r, M.protocol), message: `a match row names no protocol: type its protocol's sheet name back (undo the edit)` });
  }
  if (listed.length < count) {
    problems.push({
      where: grid.where(last + 1, M.protocol),
      message: `the matches block lists ${listed.length} of the event's ${count} matches (was a match row deleted?)`,
    });
  }
  const matches = listed.map((r): StandingsMatchRead => {
    const label = /^(.*?)(?: \(round robin (\d+)\))?$/.exec(grid.text(r, M.discipline)) as RegExpExecArray;
    const discipline = DISCIPLINE_OF.get(label[1]);
    if (discipline === undefined) problems.push({ where: grid.where(r, M.discipline), message: `"${grid.text(r, M.discipline)}" is not a discipline` });
    for (const c of [M.teamA, M.teamB]) {
      if (!keys.has(nameKey(grid.text(r, c)))) problems.push({ where: grid.where(r, c), message: `"${grid.text(r, c)}" is not one of the teams` });
    }
    return {
      round: grid.number(r, M.round) ?? 0,
      discipline: discipline ?? 'backgammon',
      cycle: label[2] === undefined ? 1 : Number(label[2]),
      teamA: grid.text(r, M.teamA),
      teamB: grid.text(r, M.teamB),
      protocol: grid.text(r, M.protocol),
      sheetRow: r,
    };
  });
  const byes = byesRow ? parseByes(grid.text(byesRow, 2), names) : [];
  if (byes === undefined) problems.push({ where: grid.where(byesRow, 2), message: 'the byes do not read "round r: team; …"' });
  const choice = (c: number): number | undefined => {
    if (grid.blank(fRow, c)) return undefined;
    const v = grid.number(fRow, c);
    if (v === undefined || !Number.isInteger(v) || v < 1 || v > n)
      problems.push({ where: grid.where(fRow, c), message: `${CHOICE_PROBLEM} "${grid.text(fRow, c)}" is not a team number 1–${n}` });
    return v;
  };
  return {
    title: grid.text(1, 1),
    seed: grid.text(2, 2),
    settings: grid.text(2, 7),
    teams,
    matches,
    byes: byes ?? [],
    final: hasFinal(grid.meta(STANDINGS.keys.final)),
    choice: [choice(F.choice1), choice(F.choice2)],
    problems,
  };
}

/**
 * The TD's finalist choice (docs/rules.md §2.9) as an edit of the standings' Final row: the team numbers (entry
 * order, better-placed first) in the two choice cells; no numbers clears the choice. The Final sheet's teams follow.
 */
export function finalChoiceEdit(teams: number, picks: readonly number[]): SheetEdit {
  return { blocks: [{ row: finalRow(teams), column: FINAL_COLUMNS.choice1, values: [[picks[0] ?? null, picks[1] ?? null]] }] };
}
