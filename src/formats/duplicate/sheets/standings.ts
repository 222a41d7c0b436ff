/**
 * The standings sheet of a duplicate team tournament as a pure SheetPlan. Three blocks, all live formulas:
 * - Matches (below the standings): one row per round-robin match, reading the match's protocol totals at their
 *   fixed addresses (PROTOCOL_CELLS); a match counts once its VP show (every game of both rooms played).
 * - Calculation (columns M–Z, teams in entry order): VP, IMP for/against/difference, head-to-head VP against
 *   the teams level on VP and IMP difference, rank, a unique display order.
 * - Standings (top): the teams in display order, by INDEX/MATCH on the order column.
 *
 * Order: VP total, then IMP difference, then head-to-head (VP scored in the matches among the teams level on
 * both), then a shared rank (docs/rules.md §2.8). Head-to-head is applied once among all the teams level on VP and
 * IMP difference.
 *
 * Teams are keyed by their number (#), never by their name: SUMIF/COUNTIF criteria would read a team named "50%",
 * "3/4/2024" or "<5" as a number, a date or a comparison, and MATCH would read "*" and "?" as wildcards. Names are
 * only displayed, and matched exactly (as text) where the final looks up its players.
 */
import { onSheet, a1, colRange, rangeA1, type PlanCell, type SheetPlan, widthsFrom } from '../../../shared/sheets/plan';
import { asText } from '../../../shared/sheets/text';
import { nameKey } from '../../../shared/rules/names';
import { PROTOCOL_CELLS } from './protocol';

export interface StandingsTeam {
  name: string;
  players: readonly [string, string];
}

export interface StandingsMatch {
  round: number;
  teamA: string;
  teamB: string;
  /** Name of the match's protocol sheet. */
  protocol: string;
}

export interface StandingsSpec {
  name: string;
  title: string;
  seed: string;
  games: number;
  teams: readonly StandingsTeam[];
  matches: readonly StandingsMatch[];
  byes?: readonly { round: number; team: string }[];
  /** Highlight the two final places (true) or only first place. */
  final?: boolean;
}

export const STANDINGS_HEADER_ROW = 4;
export const STANDINGS_FIRST_ROW = 5;
/** Display columns. */
export const STANDINGS_COLUMNS = { rank: 1, team: 2, played: 3, won: 4, drawn: 5, lost: 6, vp: 7, impFor: 8, impAgainst: 9, impDifference: 10, note: 11 } as const;
/** Calculation block columns (teams in entry order). */
export const CALC_COLUMNS = {
  index: 13,
  team: 14,
  player1: 15,
  player2: 16,
  vp: 17,
  impFor: 18,
  impAgainst: 19,
  impDifference: 20,
  headToHead: 21,
  rank: 22,
  order: 23,
  won: 24,
  drawn: 25,
  lost: 26,
} as const;
/** Matches block columns. */
export const MATCH_COLUMNS = { round: 1, teamA: 2, teamB: 3, protocol: 4, impA: 5, impB: 6, vpA: 7, vpB: 8, level: 9, numberA: 10, numberB: 11 } as const;

/** Sheet row of the matches block's header. */
export function matchesHeaderRow(teams: number): number {
  return STANDINGS_FIRST_ROW + teams + 2;
}

/** Address of the team at display place k (1-based) of the standings. */
export function standingsTeamCell(k: number): string {
  return a1(STANDINGS_FIRST_ROW + k - 1, STANDINGS_COLUMNS.team);
}

/**
 * Formula (no "=") for player 1 or 2 of the team named in `teamCell`, read from the calculation block: the team's
 * number is found by an exact text comparison (case-insensitive as in Sheets, no wildcards), blank when no team has
 * that name.
 */
export function standingsPlayerFormula(standings: string, teams: number, teamCell: string, player: 1 | 2): string {
  const last = STANDINGS_FIRST_ROW + teams - 1;
  const range = (c: number): string => onSheet(standings, colRange(c, STANDINGS_FIRST_ROW, last, true));
  const col = player === 1 ? CALC_COLUMNS.player1 : CALC_COLUMNS.player2;
  const number = `SUMPRODUCT((${range(CALC_COLUMNS.team)}&""=${teamCell}&"")*${range(CALC_COLUMNS.index)})`;
  return `IF(${number}=0,"",INDEX(${range(col)},${number}))`;
}

const HEADER_BG = '#dfe7f5';
const CALC_BG = '#f1f3f4';

export function standingsPlan(spec: StandingsSpec): SheetPlan {
  const n = spec.teams.length;
  const first = STANDINGS_FIRST_ROW;
  const last = first + n - 1;
  const mHeader = matchesHeaderRow(n);
  const mFirst = mHeader + 1;
  const mLast = mHeader + spec.matches.length;
  const K = CALC_COLUMNS;
  const M = MATCH_COLUMNS;
  const S = STANDINGS_COLUMNS;
  const calc = (c: number): string => colRange(c, first, last, true);
  const match = (c: number): string => colRange(c, mFirst, mLast, true);

  const number = new Map(spec.teams.map((team, i) => [nameKey(team.name), i + 1] as const));
  const numberOf = (team: string): number => {
    const k = number.get(nameKey(team));
    if (k === undefined) throw new Error(`Standings: '${team}' plays a match but is not one of the teams`);
    return k;
  };
  const cells: PlanCell[][] = [
    [asText(spec.title)],
    ['Seed', asText(spec.seed), 'Games per room', spec.games, 'Teams', n, 'Matches', spec.matches.length],
    [
      'Order: VP, then IMP difference, then head-to-head VP among the teams still level. A match counts once every game of both rooms is played.',
    ],
    ['Rank', 'Team', 'Played', 'Won', 'Drawn', 'Lost', 'VP', 'IMP for', 'IMP against', 'IMP diff', 'Note'],
  ];
  cells[2][K.index - 1] = 'Calculation (live formulas; do not edit)';
  cells[3].push(null, '#', 'Team', 'Player 1', 'Player 2', 'VP', 'IMP for', 'IMP against', 'IMP diff', 'Head-to-head VP', 'Rank', 'Order', 'Won', 'Drawn', 'Lost');

  const displayIndex = (k: number, col: number): string => `INDEX(${calc(col)},MATCH(${k},${calc(K.order)},0))`;
  spec.teams.forEach((team, i) => {
    const r = first + i;
    const k = i + 1;
    const at = (c: number): string => a1(r, c);
    const t = at(K.index);
    const row: PlanCell[] = [
      `=${displayIndex(k, K.rank)}`,
      `=${displayIndex(k, K.team)}`,
      `=${displayIndex(k, K.won)}+${displayIndex(k, K.drawn)}+${displayIndex(k, K.lost)}`,
      `=${displayIndex(k, K.won)}`,
      `=${displayIndex(k, K.drawn)}`,
      `=${displayIndex(k, K.lost)}`,
      `=${displayIndex(k, K.vp)}`,
      `=${displayIndex(k, K.impFor)}`,
      `=${displayIndex(k, K.impAgainst)}`,
      `=${displayIndex(k, K.impDifference)}`,
      `=IF(COUNTIF(${calc(K.rank)},${a1(r, S.rank)})>1,"shared rank","")`,
      null,
      k,
      asText(team.name),
      asText(team.players[0]),
      asText(team.players[1]),
      `=SUMIF(${match(M.numberA)},${t},${match(M.vpA)})+SUMIF(${match(M.numberB)},${t},${match(M.vpB)})`,
      `=SUMIF(${match(M.numberA)},${t},${match(M.impA)})+SUMIF(${match(M.numberB)},${t},${match(M.impB)})`,
      `=SUMIF(${match(M.numberA)},${t},${match(M.impB)})+SUMIF(${match(M.numberB)},${t},${match(M.impA)})`,
      `=${at(K.impFor)}-${at(K.impAgainst)}`,
      `=SUMIFS(${match(M.vpA)},${match(M.numberA)},${t},${match(M.level)},1)+SUMIFS(${match(M.vpB)},${match(M.numberB)},${t},${match(M.level)},1)`,
      `=1+COUNTIF(${calc(K.vp)},">"&${at(K.vp)})+COUNTIFS(${calc(K.vp)},${at(K.vp)},${calc(K.impDifference)},">"&${at(K.impDifference)})` +
        `+COUNTIFS(${calc(K.vp)},${at(K.vp)},${calc(K.impDifference)},${at(K.impDifference)},${calc(K.headToHead)},">"&${at(K.headToHead)})`,
      `=${at(K.rank)}+COUNTIFS(${calc(K.rank)},${at(K.rank)},${calc(K.index)},"<"&${at(K.index)})`,
      `=COUNTIFS(${match(M.numberA)},${t},${match(M.vpA)},">15")+COUNTIFS(${match(M.numberB)},${t},${match(M.vpB)},">15")`,
      `=COUNTIFS(${match(M.numberA)},${t},${match(M.vpA)},15)+COUNTIFS(${match(M.numberB)},${t},${match(M.vpB)},15)`,
      `=COUNTIFS(${match(M.numberA)},${t},${match(M.vpA)},"<15")+COUNTIFS(${match(M.numberB)},${t},${match(M.vpB)},"<15")`,
    ];
    cells.push(row);
  });

  cells.push([]);
  cells.push(['Matches']);
  cells.push(['Round', 'Team A', 'Team B', 'Protocol', 'IMP A', 'IMP B', 'VP A', 'VP B', 'Level (head-to-head)', '# A', '# B']);
  const lookup = (numberCell: string, col: number): string => `INDEX(${calc(col)},${numberCell})`;
  for (const m of spec.matches) {
    const r = cells.length + 1;
    const p = (addr: string): string => onSheet(m.protocol, addr);
    const vpCell = (addr: string): string => `=IF(ISNUMBER(${p(addr)}),${p(addr)},"")`;
    const A = a1(r, M.numberA);
    const B = a1(r, M.numberB);
    cells.push([
      m.round,
      asText(m.teamA),
      asText(m.teamB),
      asText(m.protocol),
      `=IF(ISNUMBER(${p(PROTOCOL_CELLS.vpA)}),${p(PROTOCOL_CELLS.impA)},"")`,
      `=IF(ISNUMBER(${p(PROTOCOL_CELLS.vpB)}),${p(PROTOCOL_CELLS.impB)},"")`,
      vpCell(PROTOCOL_CELLS.vpA),
      vpCell(PROTOCOL_CELLS.vpB),
      `=IF(AND(${lookup(A, K.vp)}=${lookup(B, K.vp)},${lookup(A, K.impDifference)}=${lookup(B, K.impDifference)}),1,0)`,
      numberOf(m.teamA),
      numberOf(m.teamB),
    ]);
  }
  const byes = spec.byes ?? [];
  if (byes.length) {
    cells.push([]);
    cells.push(['Byes', asText(byes.map((b) => `round ${b.round}: ${b.team}`).join('; '))]);
  }

  const places = spec.final ? 2 : 1;
  return {
    name: spec.name,
    kind: 'duplicate-standings',
    cells,
    styles: [
      { range: 'A1', bold: true },
      { range: 'A3', italic: true },
      { range: a1(3, K.index), italic: true },
      { range: rangeA1(STANDINGS_HEADER_ROW, 1, STANDINGS_HEADER_ROW, S.note), bold: true, background: HEADER_BG },
      { range: rangeA1(STANDINGS_HEADER_ROW, K.index, STANDINGS_HEADER_ROW, K.lost), bold: true, background: HEADER_BG, wrap: true },
      { range: rangeA1(first, K.index, last, K.lost), background: CALC_BG },
      { range: rangeA1(first, S.rank, last, S.rank), horizontalAlignment: 'center', bold: true },
      { range: a1(mHeader - 1, 1), bold: true },
      { range: rangeA1(mHeader, 1, mHeader, M.numberB), bold: true, background: HEADER_BG },
      { range: rangeA1(mFirst, M.impA, Math.max(mLast, mFirst), M.numberB), background: CALC_BG, horizontalAlignment: 'center' },
    ],
    columnWidths: [
      ...widthsFrom(1, [60, 150, 150, 230]),
      ...Array.from({ length: 7 }, (_, i) => ({ column: 5 + i, width: 80 })),
      { column: K.team, width: 130 },
    ],
    frozenRows: STANDINGS_HEADER_ROW,
    conditionalFormats: [
      { range: rangeA1(first, 1, last, S.note), formula: `=$A${first}<=${places}`, background: '#d9ead3' },
      { range: rangeA1(first, 1, last, S.note), formula: `=$K${first}<>""`, fontColor: '#b45f06' },
    ],
    protections: [
      { range: rangeA1(first, 1, last, S.note), description: 'Team standings: live formulas' },
      { range: rangeA1(first, K.index, last, K.lost), description: 'Standings calculation: live formulas' },
      { range: rangeA1(mHeader, 1, Math.max(mLast, mHeader), M.numberB), description: 'Matches: live formulas over the protocols' },
    ],
    metadata: { 'td-duplicate-teams': String(n) },
  };
}
