/**
 * The protocol sheet of a duplicate team match (docs/rules.md §2.6) as a pure SheetPlan: settings and the live summary
 * (IMP totals, difference, both teams' VP) at fixed addresses on top, then one row per game and room with the
 * TD's entries (cube, who proposed the last double, outcome, winner) and live SMP/IMP formulas, and to the right the
 * scoring tables those formulas look up (sheets/tables.ts). The sheet calls no custom function: every SMP, IMP and
 * VP is a built-in lookup, one per row, so a typo shows #N/A on its own row only.
 *
 * The summary cells never move (PROTOCOL_CELLS), whatever the number of games, so a standings sheet can read
 * them by address.
 */
import { protocolRows, ROOM_NAMES, VALID_GAMES_PER_ROOM, validateGames } from '../rules/match';
import { SMP_OUTCOME_WORDS } from '../rules/smp';
import type { ImpTableName } from '../rules/imp';
import type { Discipline } from '../rules/event';
import type { ProtocolTeam, TypedProtocol } from '../rules/publish';
import { a1, colRange, columnLetters, parseA1, rangeA1, type PlanCell, type SheetPlan, widthsFrom } from '../../../shared/sheets/plan';
import { asText } from '../../../shared/sheets/text';
import { kindMetadata, sheetKind, type SheetGrid } from '../../../shared/sheets/read';
import { COLOR } from '../../../shared/sheets/styles';
import { nextStepFormula, NEXT_STEP_STYLE, problemsStage, progressParts, type Stage } from '../../../shared/sheets/nextStep';
import { impFormula, scoringTables, SMP_BAD_CUBE, SMP_BAD_OUTCOME, smpFormula, TABLE_COLUMNS, TABLES_HEADER_ROW, vpFormula } from './tables';
import { inWizard } from '../rules/actions';

const GAMES_KEY = 'td-duplicate-games';
const DISCIPLINE_KEY = 'td-duplicate-discipline';
/** A match's protocol (createDuplicateMatch): its games per room. */
export const MATCH_PROTOCOL = sheetKind('duplicate-protocol', { games: GAMES_KEY });
/** A round-robin match of an event: its games per room, round and discipline. */
export const EVENT_PROTOCOL = sheetKind(MATCH_PROTOCOL.kind, { games: GAMES_KEY, round: 'td-duplicate-round', discipline: DISCIPLINE_KEY });
/** An event's final: its games per room, the standings its teams come from, and the discipline whose pairs play it. */
export const FINAL_PROTOCOL = sheetKind('duplicate-final', { games: GAMES_KEY, standings: 'td-duplicate-standings', discipline: DISCIPLINE_KEY });

/** Fixed addresses of a protocol sheet's summary. */
export const PROTOCOL_CELLS = {
  seed: 'B2',
  teamA: 'B4',
  teamB: 'B5',
  /** Team A's players: C4 = OPEN (A1, White), D4 = CLOSED (A2, Black). */
  playerA1: 'C4',
  playerA2: 'D4',
  /** Team B's players: C5 = OPEN (B1, Black), D5 = CLOSED (B2, White). */
  playerB1: 'C5',
  playerB2: 'D5',
  impA: 'E4',
  impB: 'E5',
  vpA: 'F4',
  vpB: 'F5',
  difference: 'E6',
  /** The match winner ("Moscow wins", "Draw (equal IMP)") once every game is in: the team with more IMP (§2.6). */
  winner: 'F6',
  played: 'E7',
  /** "Problems to fix" (label G3): how many game rows' Check cells (column N) say something. */
  problems: 'H3',
} as const;

/** The protocol's Next step line: one live formula in E2, its text running on over F2:N2 (kept empty). */
export const PROTOCOL_NEXT_STEP = 'E2';

/** The Next step a TD reads on a protocol, first that holds. */
export const PROTOCOL_STEPS = {
  problems: 'see the Check column (N): the cell it names is red',
  undecided: 'the final’s teams are not decided yet: they come from the Final row of the Standings',
  none: 'no results yet — type Cube, Outcome and Winner in ',
  some: 'type Cube, Outcome and Winner in ',
  event: 'the Standings count this match',
  match: `publish the result ${inWizard('publish')}`,
  final: `publish the standings ${inWizard('publish')}`,
} as const;

/**
 * The protocol's Next step line (docs/rules.md §2.6): its rows to fix first; a final whose teams are not decided yet
 * says so; then where to type and how many games are in ("5 of 8 games"); once every game is in, the winner and VP
 * and what follows (the standings count an event's match; a match or the final is published).
 */
function protocolNextStep(spec: ProtocolSpec, games: number): string {
  const P = PROTOCOL_CELLS;
  const C = PROTOCOL_COLUMNS;
  const both = 2 * games;
  const entries = rangeA1(PROTOCOL_FIRST_GAME_ROW, C.cube, protocolLastRow(games), C.winner);
  const played = fixed(P.played);
  const stages: Stage[] = [problemsStage(fixed(P.problems), PROTOCOL_STEPS.problems)];
  if (spec.final) stages.push({ when: `OR(${fixed(P.teamA)}="",${fixed(P.teamB)}="")`, say: [PROTOCOL_STEPS.undecided] });
  stages.push(
    { when: `${played}=0`, say: [PROTOCOL_STEPS.none, `${entries} (`, ...progressParts(played, both, 'games'), ')'] },
    { when: `${played}<${both}`, say: [PROTOCOL_STEPS.some, `${entries} — `, ...progressParts(played, both, 'games'), ' in'] },
    {
      say: [
        spec.final ? 'the final: ' : '',
        { text: fixed(P.winner) },
        ', VP ',
        { count: fixed(P.vpA) },
        '–',
        { count: fixed(P.vpB) },
        ` — ${spec.final ? PROTOCOL_STEPS.final : spec.event ? PROTOCOL_STEPS.event : PROTOCOL_STEPS.match}`,
      ],
    },
  );
  return nextStepFormula(stages);
}

/** Sheet row of the protocol's column headers; game rows follow. */
export const PROTOCOL_HEADER_ROW = 9;
export const PROTOCOL_FIRST_GAME_ROW = PROTOCOL_HEADER_ROW + 1;

/** Columns of the game rows (1-based). */
export const PROTOCOL_COLUMNS = {
  game: 1,
  room: 2,
  set: 3,
  opening: 4,
  white: 5,
  black: 6,
  cube: 7,
  proposedBy: 8,
  outcome: 9,
  winner: 10,
  smp: 11,
  impA: 12,
  impB: 13,
  /** What is wrong with the row's entries, naming the sheet cell and what to type; blank when the row reads. */
  check: 14,
} as const;

export const CUBE_VALUES = ['1', '2', '4', '8', '16', '32', '64'];
/**
 * The outcome drop-down: every word SMP accepts (rules/smp.ts SMP_OUTCOME_WORDS: 1–15, gammon, G, pass, P, triple,
 * backgammon, B, BG), the one-letter forms in capitals as a TD writes them.
 */
export const OUTCOME_CHOICES = SMP_OUTCOME_WORDS.map(([word]) => (word.length <= 2 && /[a-z]/.test(word) ? word.toUpperCase() : word));

/** The pass convention, written next to the cube (docs/rules.md §2.3). */
export const PASS_NOTE =
  'Cube: its value at the end of the game. For a pass (a refused double) the value BEFORE the double: ' +
  'the rules page\'s protocol prints the offered cube ("2 15 150" = a pass on cube 1, 150 SMP): type cube 1, outcome pass.';

/** A team on the protocol: cell contents (TD text already through `asText`, or "=formulas"). */
export interface ProtocolTeamCells {
  name: PlanCell;
  /** First player: OPEN room (A1 White / B1 Black). */
  open: PlanCell;
  /** Second player: CLOSED room (A2 Black / B2 White). */
  closed: PlanCell;
}

export interface ProtocolSpec {
  name: string;
  title: string;
  seed: string;
  /** Games per room (4 5 6 7 8 10 12). */
  games: number;
  /** Set number of game 1. */
  firstSet: number;
  teamA: ProtocolTeamCells;
  teamB: ProtocolTeamCells;
  /** A line under the title (round, or where the final's teams come from). */
  subtitle?: string;
  /** A round-robin match of an event: its round and discipline. */
  event?: { round: number; discipline: Discipline };
  /** An event's final: its standings sheet and the discipline whose pairs play it (its teams are formulas). */
  final?: { standings: string; discipline: Discipline };
  /** The IMP table the protocol looks up (default fairbg). */
  imp?: ImpTableName;
}

/** The literal cells of a team given by names. */
export function teamCells(team: { name: string; players: readonly [string, string] }): ProtocolTeamCells {
  return { name: asText(team.name), open: asText(team.players[0]), closed: asText(team.players[1]) };
}

const HEADER = ['Game', 'Room', 'Set', 'Opening roll', 'White', 'Black', 'Cube', 'Doubled by', 'Outcome', 'Winner', 'SMP'];
const HEADER_BG = COLOR.blockHeader;
const INPUT_BG = COLOR.protocolInput;
const FORMULA_BG = COLOR.grey;

/** The accepted entries, as the Check cells and the drop-downs' help say them. */
export const ACCEPTED = {
  cube: 'type 1, 2, 4, 8, 16, 32 or 64 (blank = 1)',
  outcome: 'type 1 to 15, gammon (G), pass (P), triple or backgammon (B, BG)',
} as const;

/** Column of the helper "Problem" code (PROBLEM_CODES: the named cell's column; 0 none): right of the scoring tables. */
export const PROBLEM_COLUMN = TABLE_COLUMNS.vp + 2;
/** The cell holding the sheet's name as the Check messages quote it (above the Problem codes). */
export const SHEET_NAME_CELL = a1(PROTOCOL_HEADER_ROW - 1, PROBLEM_COLUMN);

/**
 * Which entry cell of a game row a problem code names: its column number (G 7 cube, H 8 double, I 9 outcome, J 10
 * winner), so one conditional format over the entry columns marks exactly the named cell (`=$AD10=COLUMN(G10)`).
 */
export const PROBLEM_CODES = { cube: 7, proposedBy: 8, outcome: 9, winner: 10 } as const;

const fixed = (addr: string): string => addr.replace(/^([A-Z]+)(\d+)$/, '$$$1$$$2');

/**
 * A name cell as the name rule compares it (docs/rules.md §0.1), in a formula: its text with the spaces at the ends and
 * runs inside dropped by TRIM; a pasted no-break space (CHAR 160) or a tab counts as a space, as in nameKey. Compared
 * with "=", which ignores case.
 */
export const nameFormula = (cell: string): string => `TRIM(SUBSTITUTE(SUBSTITUTE(${cell}&"",CHAR(160)," "),CHAR(9)," "))`;

/**
 * The Problem code of game row `r` (formula): the first entry that does not read, by PROBLEM_CODES. It reads the row's
 * own SMP and IMP cells, which are never errors: SMP says "bad cube" or "bad outcome"; an outcome that reads but no
 * IMP in either column means the winner is blank or neither team. The double must be blank or one of the teams.
 */
export function problemFormula(r: number): string {
  const C = PROTOCOL_COLUMNS;
  const at = (c: number): string => `$${columnLetters(c)}${r}`;
  const [H, I, J, K] = [at(C.proposedBy), at(C.outcome), at(C.winner), at(C.smp)];
  const [tA, tB] = [fixed(PROTOCOL_CELLS.teamA), fixed(PROTOCOL_CELLS.teamB)];
  const P = PROBLEM_CODES;
  return (
    `=IF(${K}="${SMP_BAD_CUBE}",${P.cube},IF(OR(${K}="${SMP_BAD_OUTCOME}",AND(${I}="",${J}<>"")),${P.outcome},` +
    `IF(AND(ISNUMBER(${K}),COUNT(${at(C.impA)}:${at(C.impB)})=0),${P.winner},` +
    `IF(AND(${H}<>"",${nameFormula(H)}<>${nameFormula(tA)},${nameFormula(H)}<>${nameFormula(tB)}),${P.proposedBy},0))))`
  );
}

/**
 * The Check cell of game row `r`: blank when the row reads, else one sentence naming the sheet cell and what to type
 * (`Yalta Protocol I10: “W4” is not an outcome: type 1 to 15, …`), by the row's Problem code.
 */
export function checkFormula(r: number): string {
  const C = PROTOCOL_COLUMNS;
  const ref = (c: number): string => a1(r, c);
  const q = (c: number): string => `"“"&${ref(c)}&"”"`;
  const teams = `${fixed(PROTOCOL_CELLS.teamA)}&" or "&${fixed(PROTOCOL_CELLS.teamB)}`;
  const code = `$${columnLetters(PROBLEM_COLUMN)}${r}`;
  return (
    `=IF(${code}=0,"",${fixed(SHEET_NAME_CELL)}&" "&CHOOSE(${code}-${C.cube - 1},` +
    `"${ref(C.cube)}: "&${q(C.cube)}&" is not a cube value: ${ACCEPTED.cube}",` +
    `"${ref(C.proposedBy)}: "&${q(C.proposedBy)}&" is neither team: type "&${teams}&", or leave it blank",` +
    `"${ref(C.outcome)}: "&IF(${ref(C.outcome)}="","a winner but no outcome",${q(C.outcome)}&" is not an outcome")&": ${ACCEPTED.outcome}",` +
    `"${ref(C.winner)}: "&IF(${ref(C.winner)}="","an outcome but no winner",${q(C.winner)}&" is neither team")&": type "&${teams}))`
  );
}

/**
 * The two teams as the winner and double drop-downs' help lists them: "Red or Blue" from literal team cells (text
 * written through asText: its protective apostrophe dropped); a final's teams are formulas over the standings.
 */
function teamsHelp(a: PlanCell, b: PlanCell): string {
  const shown = (c: PlanCell): string | undefined =>
    typeof c === 'string' && !c.startsWith('=') && c !== '' ? (c.startsWith("'") ? c.slice(1) : c) : typeof c === 'number' ? String(c) : undefined;
  const [x, y] = [shown(a), shown(b)];
  return x !== undefined && y !== undefined ? `${x} or ${y}` : 'one of the two finalists (B4 or B5, as the standings give them)';
}

export function protocolLastRow(games: number): number {
  return PROTOCOL_FIRST_GAME_ROW + 2 * games - 1;
}

export function protocolPlan(spec: ProtocolSpec): SheetPlan {
  const n = validateGames(spec.games);
  const both = 2 * n;
  const C = PROTOCOL_COLUMNS;
  const P = PROTOCOL_CELLS;
  const first = PROTOCOL_FIRST_GAME_ROW;
  const last = protocolLastRow(n);
  const abs = (addr: string): string => addr.replace(/^([A-Z]+)(\d+)$/, '$$$1$$$2');
  const impRange = rangeA1(first, C.impA, last, C.impB);
  const lastSet = spec.firstSet + n - 1;
  const tables = scoringTables(both, spec.imp ?? 'fairbg');
  const t = tables.ranges;

  const cells: PlanCell[][] = [
    [asText(spec.title), null, null, null, null, null, null, null, spec.subtitle === undefined ? null : asText(spec.subtitle)],
    ['Seed', asText(spec.seed), 'Games per room', n, protocolNextStep(spec, n)],
    ['Side', 'Team', 'OPEN room', 'CLOSED room', 'IMP', 'VP', 'Problems', `=COUNTIF(${colRange(PROBLEM_COLUMN, first, last)},">0")`],
    [
      'Team A',
      spec.teamA.name,
      spec.teamA.open,
      spec.teamA.closed,
      `=SUM(${colRange(C.impA, first, last)})`,
      `=IF(${P.played}<${both},"",${vpFormula(t, P.difference)})`,
    ],
    ['Team B', spec.teamB.name, spec.teamB.open, spec.teamB.closed, `=SUM(${colRange(C.impB, first, last)})`, `=IF(${P.vpA}="","",30-${P.vpA})`],
    [
      'IMP difference (A − B)',
      null,
      null,
      null,
      `=${P.impA}-${P.impB}`,
      `=IF(${P.played}<${both},"",IF(${P.difference}=0,"Draw (equal IMP)",IF(${P.difference}>0,${P.teamA},${P.teamB})&" wins"))`,
      asText(PASS_NOTE),
    ],
    ['Games played (outcome and winner given)', null, null, null, `=COUNT(${impRange})`, `of ${both}`, 'Dice sets', asText(`${spec.firstSet}–${lastSet}`)],
    [
      'Seating: OPEN room — C4 White against C5 Black; CLOSED room — D5 White against D4 Black. Both rooms play the same set of ' +
        'rolls for each game. VP and the winner (more IMP) appear when every game has an outcome and a winner.',
    ],
    [...HEADER, `="IMP "&${abs(P.teamA)}`, `="IMP "&${abs(P.teamB)}`, 'Check'],
  ];

  /**
   * The winner cell names team `team` by the name rule (docs/rules.md §0.1: "=" ignores case, nameFormula the spaces
   * at the ends and runs inside), compared as text, so a team named 1850 or TRUE matches however it was entered.
   */
  const same = (winner: string, team: string): string => `${nameFormula(winner)}=${nameFormula(abs(team))}`;
  const wins = (winner: string, team: string): string => `AND(${winner}<>"",${same(winner, team)})`;
  for (const row of protocolRows(n, { firstSet: spec.firstSet, seed: spec.seed })) {
    const r = cells.length + 1;
    const cell = (c: number): string => a1(r, c);
    const open = row.room === 'O';
    const imp = (team: string): string => `=IF(AND(ISNUMBER(${cell(C.smp)}),${wins(cell(C.winner), team)}),${impFormula(t, cell(C.smp))},"")`;
    cells.push([
      row.game,
      ROOM_NAMES[row.room],
      row.set,
      row.opening === undefined ? null : asText(row.opening),
      `=${abs(open ? P.playerA1 : P.playerB2)}`,
      `=${abs(open ? P.playerB1 : P.playerA2)}`,
      1,
      null,
      null,
      null,
      `=${smpFormula(t, cell(C.outcome), cell(C.cube))}`,
      imp(P.teamA),
      imp(P.teamB),
      checkFormula(r),
    ]);
  }
  // The helper column right of the tables: the sheet's name (quoted by the Check messages), then each game row's Problem code.
  const problemCells: [number, number, PlanCell][] = [
    [PROTOCOL_HEADER_ROW - 1, PROBLEM_COLUMN, asText(spec.name)],
    [PROTOCOL_HEADER_ROW, PROBLEM_COLUMN, 'Problem'],
    ...Array.from({ length: last - first + 1 }, (_, i): [number, number, PlanCell] => [first + i, PROBLEM_COLUMN, problemFormula(first + i)]),
  ];
  for (const [row, column, value] of [...tables.cells, ...problemCells]) {
    while (cells.length < row) cells.push([]);
    const line = cells[row - 1];
    while (line.length < column - 1) line.push(null);
    line[column - 1] = value;
  }

  const teamsList = `${abs(P.teamA)}:${abs(P.teamB)}`;
  const teams = teamsHelp(spec.teamA.name, spec.teamB.name);
  const g3 = a1(3, C.cube);
  const code3 = `$${columnLetters(PROBLEM_COLUMN)}3`;
  const rows = (c: number): string => colRange(c, first, last);
  const T = TABLE_COLUMNS;
  return {
    name: spec.name,
    kind: (spec.final ? FINAL_PROTOCOL : MATCH_PROTOCOL).kind,
    cells,
    styles: [
      { range: 'A1', bold: true },
      { range: 'A2:D2', background: FORMULA_BG },
      { range: PROTOCOL_NEXT_STEP, ...NEXT_STEP_STYLE },
      { range: 'A3:F3', bold: true, background: HEADER_BG },
      { range: 'A4:A7', bold: true },
      { range: 'E4:F7', background: FORMULA_BG, bold: true },
      { range: rangeA1(PROTOCOL_HEADER_ROW, 1, PROTOCOL_HEADER_ROW, C.impB), bold: true, background: HEADER_BG },
      { range: rangeA1(first, C.cube, last, C.winner), background: INPUT_BG },
      // Names picked or typed stay text (a team named 007 or TRUE is not read as a number or a boolean): the teams and
      // players and the double, outcome and winner columns. (Alignment is left at Sheets' default: each style kind costs a call per protocol.)
      { range: 'B4:D5', numberFormat: '@' },
      { range: rangeA1(first, C.proposedBy, last, C.winner), numberFormat: '@' },
      { range: rangeA1(first, C.smp, last, C.impB), background: FORMULA_BG },
      // "Problems to fix" green; the one conditional format turns it red while the count is above 0.
      { range: 'G3:H3', bold: true, background: COLOR.good },
      { range: rangeA1(PROTOCOL_HEADER_ROW, T.smpKey, PROTOCOL_HEADER_ROW, T.vp), bold: true, background: HEADER_BG },
      { range: rangeA1(PROTOCOL_HEADER_ROW + 1, T.smpKey, tables.lastRow, T.vp), background: FORMULA_BG },
    ],
    columnWidths: [
      // Game … Winner fit the first screen with the sidebar open (B–D also hold the teams and players of rows 4–5).
      ...widthsFrom(1, [60, 100, 100, 100, 100, 100, 60, 100, 80, 100, 60, 100, 100, 420]),
      ...widthsFrom(T.smpKey, [110, 55, 55, 55, 55, 55, 55, 55, 30, 75, 45, 30, 95, 95, 30, 60]),
    ],
    frozenRows: PROTOCOL_HEADER_ROW,
    dropDowns: [
      {
        range: rows(C.cube),
        list: CUBE_VALUES,
        helpText: `Cube: ${ACCEPTED.cube}. Its value at the end of the game; for a pass, the value BEFORE the refused double (see G6).`,
      },
      {
        range: rows(C.proposedBy),
        listRange: teamsList,
        helpText: `Double proposed by: type ${teams}, or leave it blank. The team that proposed the last double.`,
      },
      {
        range: rows(C.outcome),
        list: OUTCOME_CHOICES,
        helpText: `Outcome: ${ACCEPTED.outcome}. 1–14: the checkers the loser had left; 15 = gammon; pass: a refused double. Case and spaces are ignored.`,
      },
      { range: rows(C.winner), listRange: teamsList, helpText: `Winner: type ${teams}. The team that won the game.` },
    ],
    conditionalFormats: [
      // ONE rule (each rule costs calls on every protocol, and an event writes up to 85 in one run): from row 10, the
      // entry cell the row's Problem code names and the row's Check; in row 3, the count while it is above 0.
      {
        range: rangeA1(3, C.cube, last, C.check),
        formula:
          `=IF(ROW(${g3})<${first},AND(ROW(${g3})=3,COLUMN(${g3})<${parseA1(P.problems).column + 1},${fixed(P.problems)}>0),` +
          `OR(${code3}=COLUMN(${g3}),AND(COLUMN(${g3})=${C.check},${code3}>0)))`,
        background: COLOR.bad,
        fontColor: COLOR.problemText,
      },
    ],
    // Two warning-only protections (3 service calls each): the generated part and the live summary (A–F), and the SMP/IMP
    // formulas with the tables they look up. What the TD types (cube, double, outcome, winner) stays open. Each
    // protection, style kind and rule costs calls, and an event writes one protocol per match within one Apps Script run.
    protections: [
      { range: rangeA1(1, 1, last, C.black), description: 'Protocol: teams, seats, totals, games, rooms and sets (generated or live formulas)' },
      {
        range: `${a1(PROTOCOL_HEADER_ROW - 1, C.smp)}:${columnLetters(PROBLEM_COLUMN)}${Math.max(last, tables.lastRow)}`,
        description: 'SMP, IMP and Check (live formulas), the scoring tables they look up and the Problem codes',
      },
    ],
    metadata: spec.final
      ? kindMetadata(FINAL_PROTOCOL, { games: n, ...spec.final })
      : spec.event
        ? kindMetadata(EVENT_PROTOCOL, { games: n, ...spec.event })
        : kindMetadata(MATCH_PROTOCOL, { games: n }),
  };
}

/** One game row of a protocol as read: the TD's entries as text, and where the row is. */
export interface ProtocolRowRead {
  cube: string;
  proposedBy: string;
  outcome: string;
  winner: string;
  /** The sheet row (for messages: "game 2 CLOSED (row 13)"). */
  sheetRow: number;
}

/** A protocol sheet as read: what the plan wrote as text and what the TD typed, never a formula's output. */
export interface ProtocolRead {
  kind: 'protocol' | 'final';
  title: string;
  subtitle?: string;
  seed: string;
  games: number;
  firstSet: number;
  imp: ImpTableName;
  /** The teams as typed on B4:D5 (a final's are formulas: read them from the standings instead). */
  teamA: ProtocolTeam;
  teamB: ProtocolTeam;
  /** The game rows in game order (game 1 OPEN, game 1 CLOSED, …), each with the sheet row it was read from. */
  rows: ProtocolRowRead[];
  event?: { round: number; discipline: Discipline };
  final?: { standings: string; discipline: Discipline };
  /**
   * Generated cells that no longer say what the plan wrote (the games per room, a game row's game or room, the
   * scoring tables), each naming the sheet cell and what belongs there. The read goes on without them: the games per
   * room from the metadata, the rows where they are; the tables only matter to the sheet's own formulas.
   */
  problems: { where: string; message: string }[];
}

const discipline = (v: string | undefined): Discipline => (v === 'longGammon' ? 'longGammon' : 'backgammon');

/** A plan cell as it reads back (the text writer's apostrophe dropped). */
const planText = (v: PlanCell): string => (typeof v === 'string' ? (v.startsWith("'") ? v.slice(1) : v) : v === null ? '' : String(v));

/** Which IMP table the values in the IMP columns are (the header damaged), or undefined. */
function impOfValues(grid: SheetGrid, games: number): ImpTableName | undefined {
  return (['fairbg', 'wbf'] as const).find((name) =>
    scoringTables(2 * games, name)
      .cells.filter(([r, c]) => r > TABLES_HEADER_ROW && (c === TABLE_COLUMNS.impFrom || c === TABLE_COLUMNS.imp))
      .every(([r, c, v]) => grid.text(r, c) === planText(v)),
  );
}

/**
 * Reads a protocol (or a final) back: its title, seed, games per room (the metadata; D2 when it is gone), first set,
 * IMP table (the table's header, else its values), the teams (B4:D5) and every game row's cube, double, outcome and
 * winner as text, in game order by the row's game and room (A:B), so sorted rows read as typed. Throws, naming the
 * cell, only when neither the metadata nor D2 gives the games per room, or neither the header nor the values the
 * IMP table; any other generated cell that no longer says what the plan wrote is listed in `problems`.
 */
export function parseProtocol(grid: SheetGrid): ProtocolRead {
  const where = `'${grid.sheetName}'`;
  const problems: ProtocolRead['problems'] = [];
  const fromMeta = grid.metaInt(MATCH_PROTOCOL.keys.games, 1);
  let games: number;
  try {
    games = validateGames(fromMeta ?? grid.at(2, 4));
  } catch {
    throw new Error(`${where}: D2 should hold the games per room (${VALID_GAMES_PER_ROOM.join(' ')}); it holds "${grid.text(2, 4)}". Was the protocol edited?`);
  }
  if (grid.at(2, 4) !== games) problems.push({ where: grid.where(2, 4), message: `should hold the games per room, ${games}; it holds "${grid.text(2, 4)}"` });
  const headerAt = { row: PROTOCOL_HEADER_ROW, column: TABLE_COLUMNS.imp };
  const header = grid.text(headerAt.row, headerAt.column);
  const named = /wbf/i.test(header) ? 'wbf' : /fairbg/i.test(header) ? 'fairbg' : undefined;
  const imp = named ?? impOfValues(grid, games);
  if (imp === undefined) {
    throw new Error(
      `${where}: ${columnLetters(TABLE_COLUMNS.imp)}${PROTOCOL_HEADER_ROW} should name the IMP table ("IMP (fairbg)" or "IMP (WBF)"); it holds "${header}"`,
    );
  }
  const tableCell = scoringTables(2 * games, imp).cells.find(([r, c, v]) => grid.text(r, c) !== planText(v));
  if (tableCell) {
    const [r, c, v] = tableCell;
    problems.push({
      where: grid.where(r, c),
      message: `the scoring tables were edited: it should hold "${planText(v)}"; it holds "${grid.text(r, c)}". The sheet's SMP, IMP and VP look them up (docs/rules.md §2.3–§2.5): undo the edit`,
    });
  }
  const C = PROTOCOL_COLUMNS;
  const team = (r: number): ProtocolTeam => ({ name: grid.text(r, 2), open: grid.text(r, 3), closed: grid.text(r, 4) });
  const read = (r: number): ProtocolRowRead => ({
    cube: grid.text(r, C.cube),
    proposedBy: grid.text(r, C.proposedBy),
    outcome: grid.text(r, C.outcome),
    winner: grid.text(r, C.winner),
    sheetRow: r,
  });
  // Each row where its game and room (A:B) say; sorted rows read in game order. A row whose labels do not read keeps its place.
  const slots = 2 * games;
  const label = (i: number): string => `${Math.floor(i / 2) + 1} ${ROOM_NAMES[i % 2 === 0 ? 'O' : 'C']}`;
  const byLabel = new Map(Array.from({ length: slots }, (_, i) => [label(i), i] as const));
  const placed: (ProtocolRowRead | undefined)[] = Array.from({ length: slots });
  const unplaced: number[] = [];
  for (let i = 0; i < slots; i++) {
    const r = PROTOCOL_FIRST_GAME_ROW + i;
    const at = byLabel.get(`${grid.text(r, C.game)} ${grid.text(r, C.room)}`);
    if (at === undefined || placed[at] !== undefined) unplaced.push(i);
    else placed[at] = read(r);
  }
  let rows: ProtocolRowRead[];
  if (unplaced.length === 0) rows = placed as ProtocolRowRead[];
  else {
    rows = Array.from({ length: slots }, (_, i) => read(PROTOCOL_FIRST_GAME_ROW + i));
    for (const i of unplaced) {
      const r = PROTOCOL_FIRST_GAME_ROW + i;
      const [game, room] = label(i).split(' ');
      problems.push({
        where: grid.where(r, C.game),
        message: `the game row says game "${grid.text(r, C.game)}" ${grid.text(r, C.room) || '(no room)'}; the protocol's rows are games 1 to ${games}, OPEN and CLOSED (here game ${game} ${room}): was a row deleted, typed over or copied?`,
      });
    }
  }
  const isFinal = grid.kind === FINAL_PROTOCOL.kind;
  const K = FINAL_PROTOCOL.keys;
  const E = EVENT_PROTOCOL.keys;
  const round = grid.metaInt(E.round, 1);
  const subtitle = grid.text(1, 9);
  return {
    kind: isFinal ? 'final' : 'protocol',
    title: grid.text(1, 1),
    ...(subtitle === '' ? {} : { subtitle }),
    seed: grid.text(2, 2),
    games,
    firstSet: grid.number(rows[0].sheetRow, C.set) ?? 1,
    imp,
    teamA: team(4),
    teamB: team(5),
    rows,
    ...(isFinal ? { final: { standings: grid.meta(K.standings) ?? '', discipline: discipline(grid.meta(K.discipline)) } } : {}),
    ...(!isFinal && round !== undefined ? { event: { round, discipline: discipline(grid.meta(E.discipline)) } } : {}),
    problems,
  };
}

/** The protocol as the rules score it (rules/publish.ts scoreProtocol), its teams given (a final's come from the standings). */
export function typedProtocol(p: ProtocolRead, teams: { teamA: ProtocolTeam; teamB: ProtocolTeam } = p): TypedProtocol {
  return {
    title: p.title,
    games: p.games,
    imp: p.imp,
    teamA: teams.teamA,
    teamB: teams.teamB,
    rows: p.rows.map((r) => ({ cube: r.cube, outcome: r.outcome, winner: r.winner, sheetRow: r.sheetRow })),
  };
}
