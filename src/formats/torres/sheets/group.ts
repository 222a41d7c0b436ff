/**
 * One TORRES group's Games sheet as a pure SheetPlan: settings and the seed on top, the schedule
 * report, the games block the TD types particular points into, live standings by TORRESRANK (wide format)
 * with promotion/relegation zones, and the Elo list TORRESRANK uses as its last tie-break.
 * Positions: layout.ts.
 */
import { FORFEIT_NAMES, forfeitName } from '../rules/forfeit';
import { movementLines } from '../rules/movement';
import type { ScheduleReport } from '../rules/report';
import { kindMetadata, sheetKind } from '../../../shared/sheets/read';
import { COLOR } from '../../../shared/sheets/styles';
import {
  a1,
  colRange,
  columnLetters,
  type ConditionalFormat,
  type PlanCell,
  rangeA1,
  type SheetPlan,
  type StyledRange,
  widthsFrom,
} from '../../../shared/sheets/plan';
import { asText, formulaString } from '../../../shared/sheets/text';
import { NEXT_STEP_STYLE, nextStepFormula, progressParts } from '../../../shared/sheets/nextStep';
import {
  eloOrderCell,
  eloOrderOkCell,
  eloOrderUsedCell,
  eloStatusRange,
  fictitiousNameColumn,
  gamesDoneCell,
  GROUP,
  gamesRange,
  lastSeatColumn,
  nextStepCell,
  problemsCell,
  resultsCell,
  lastWorkColumn,
  seatCheckColumn,
  seatColumn,
  seatPointsCheckColumn,
  spillRows,
  standingsRow,
  vpOkCell,
  vpRange,
  vpUsedRange,
  withdrawnCountCell,
} from './layout';
import {
  eloCheckFormula,
  eloOkFormula,
  eloOrderOkFormula,
  eloSeparatorFormula,
  eloOrderRemarkFormula,
  eloOrderUsedFormula,
  fictitiousKeyFormula,
  fictitiousNameFormula,
  gameCheckFormula,
  problemsFormula,
  rosterKeyFormula,
  seatNameCheckFormula,
  seatPointsCheckFormula,
  vpOkFormula,
  vpRemarkFormula,
  vpUsedFormula,
} from './checks';
import { valueByName } from '../../../shared/rules/names';

/** The group sheet's kind and the metadata its plan writes (the roster size and seats fix its games block). */
export const TORRES_GROUP = sheetKind('torres-group', {
  title: 'torres-title',
  leagues: 'torres-leagues',
  league: 'torres-league',
  group: 'torres-group',
  players: 'torres-players',
  seats: 'torres-seats',
});
/**
 * The add-on's record of a fictitious player it assigned on a group sheet (docs/rules.md §3.7): one entry per
 * fictitious player, `{"name":"forfait","replaces":"Bob"}`, added by the withdrawal.
 */
export const FICTITIOUS_KEY = 'torres-fictitious';
export const PROMOTION_BACKGROUND = COLOR.promoted;
export const RELEGATION_BACKGROUND = COLOR.bad;

export interface TorresGroupSpec {
  /** The championship's title. */
  title: string;
  league: number;
  group: number;
  /** Number of leagues of the championship (the lowest league relegates nobody). */
  leagues: number;
  /** Players in list order; the schedule's index i is players[i]. */
  players: string[];
  /** Games as player indices (torresSchedule). */
  games: number[][];
  report: ScheduleReport;
  /** Elo at the start of the championship, by player name (missing = blank on the sheet). */
  elo: Record<string, number>;
  vpByPlace: number[];
  eloOrder: 'low' | 'high';
  seed: string;
}

export const DELAYED_HELP =
  "Type each player's particular points beside the name (columns C, E, G, I). " +
  "Unfinished at the deadline: type every player's score at the last completed year, and D before the score of each player who delayed the game (D 95): 0 VP, placed last in that game; the score counts in everyone's differences. " +
  'A player leaving during the season: use the sidebar\'s "TORRES withdraw player" (never retype names).';

/** Every two games share a player: no two games can be played at the same time. */
export function gamesAllMeet(games: readonly (readonly number[])[]): boolean {
  if (games.length < 2) return false;
  for (let i = 0; i < games.length; i++) for (let j = i + 1; j < games.length; j++) if (!games[i].some((p) => games[j].includes(p))) return false;
  return true;
}

export function scheduleText(spec: Pick<TorresGroupSpec, 'games' | 'report' | 'players'>): string {
  const r = spec.report;
  const least = Math.min(...r.gamesPerPlayer);
  const most = Math.max(...r.gamesPerPlayer);
  const perPlayer = least === most ? `${least} per player` : `${least}–${most} per player`;
  const three = r.threePlayerGames > 0 ? ` (${r.threePlayerGames} of 3 players)` : '';
  const meet = r.minMeetings === r.maxMeetings ? `every pair meets ${r.minMeetings} times` : `pairs meet ${r.minMeetings}–${r.maxMeetings} times`;
  const exact = r.exact ? `: an exact 2-(${spec.players.length},4,2) design, every pair exactly twice` : '';
  return `${spec.games.length} games${three}, ${perPlayer}; ${meet}${exact}`;
}

export const PARALLEL_NOTE = 'Every two games share a player, so no two games can be played at the same time (fine online: play them all at once on the site).';

/** Total seats = results the TD types when the group is complete. */
export const seatsOf = (games: readonly (readonly number[])[]): number => games.reduce((s, g) => s + g.length, 0);

function put(cells: PlanCell[][], row: number, column: number, value: PlanCell): void {
  while (cells.length < row) cells.push([]);
  const line = cells[row - 1];
  while (line.length < column) line.push(null);
  line[column - 1] = value;
}

/** Results entered: the non-empty points cells of the games block. */
function resultsFormula(games: number): string {
  const last = GROUP.firstGameRow + games - 1;
  const parts = Array.from({ length: GROUP.seats }, (_, s) => `COUNTA(${colRange(seatColumn(s) + 1, GROUP.firstGameRow, last)})`);
  return `=${parts.join('+')}`;
}

/**
 * TORRESRANK over the games block and the Elo list with its Status column (withdrawn players), with the league's
 * position for the Status marks (docs/rules.md §6) and the checked copies of the settings (workings X3 …, X4: the
 * typed VP and Elo order when valid, else those the sheet was created with), so a setting typed over never blanks
 * the standings: its remark and "Problems to fix" say what to type.
 */
export function torresRankFormula(spec: Pick<TorresGroupSpec, 'games' | 'players' | 'vpByPlace' | 'league' | 'leagues'>): string {
  return `=TORRESRANK(${gamesRange(spec.games.length)}, ${eloStatusRange(spec.players.length)}, ${vpUsedRange(spec.vpByPlace.length)}, ${eloOrderUsedCell()}, "${leaguePosition(spec.league, spec.leagues)}")`;
}

/** TORRESRANK's status argument for league k of K: who moves where (docs/rules.md §3.8). */
export function leaguePosition(league: number, leagues: number): 'only' | 'top' | 'lowest' | 'middle' {
  if (league <= 1) return leagues <= 1 ? 'only' : 'top';
  return league >= leagues ? 'lowest' : 'middle';
}

export const PROBLEMS_LABEL = 'Problems to fix';

/** The games' Check column header (J, 24 px wide so the Status marks fit the first screen); its note says what it is. */
export const CHECK_HEADER = '✓';

/** Row 7, right of the problems count: where the Elo list (right of the first screen) is. */
export const ELO_POINTER = 'Elo list, withdrawals: R:U →';
/** Its cell: N7, running on over the empty O7:Q7. */
export const eloPointerColumn = (): number => GROUP.problemsColumn + 1;
const ELO_ORDER_REMARK = 'Last tie-break: low = lower Elo ranks higher (the rule as written), high = higher Elo ranks higher.';

export const groupLabel = (league: number, group: number): string => `League ${league} group ${group}`;

/** Games complete: a game row with a player and, for every seated player, points (or D and the score). */
export function gamesDoneFormula(lastGame: number): string {
  const f = GROUP.firstGameRow;
  const seat = (s: number) => `((${colRange(seatColumn(s), f, lastGame)}="")+(${colRange(seatColumn(s) + 1, f, lastGame)}<>"")>0)`;
  return `=SUMPRODUCT((${colRange(seatColumn(0), f, lastGame)}<>"")*${Array.from({ length: GROUP.seats }, (_, s) => seat(s)).join('*')})`;
}

/** Where the points go, as the TD reads it: "C, E, G, I (rows 10–24)". */
export function pointsWhere(games: number): string {
  const columns = Array.from({ length: GROUP.seats }, (_, s) => columnLetters(seatColumn(s) + 1)).join(', ');
  return `${columns} (rows ${GROUP.firstGameRow}–${GROUP.firstGameRow + games - 1})`;
}

/**
 * The group sheet's Next step line (C2, live): problems first; before any result, where to type; then how many games
 * are in ("6 of 15 games"), withdrawals, and what comes once every game is in (publish, then the roll-over).
 */
export function groupNextStepFormula(games: number): string {
  const done = gamesDoneCell();
  const withdrawn = withdrawnCountCell();
  const where = pointsWhere(games);
  const checks = colRange(GROUP.checkColumn, GROUP.firstGameRow, GROUP.firstGameRow + games - 1, true);
  const count = problemsCell(true);
  return nextStepFormula([
    // the first game row's Check message (it names the cell), else the red cells (an Elo row, a setting)
    { when: `${count}>0`, say: ['Problems to fix: ', { count }, ' — ', { text: `IFERROR(INDEX(FILTER(${checks},${checks}<>""),1),"see the red cells")` }] },
    { when: `${resultsCell(true)}=0`, say: [`no results yet — type points in ${where}; D 95 = delayed. 0 of ${games} games`] },
    {
      when: `${done}<${games}`,
      say: [`type points in ${where} — `, ...progressParts(done, games, 'games'), { text: `IF(${withdrawn}=0,"","; "&${withdrawn}&" withdrawn")` }],
    },
    { say: [`all ${games} games in, standings final — sidebar: Publish standings, then TORRES roll-over on the league overview`] },
  ]);
}

/** The workings (faint, protected): the quoted sheet name the Check messages use, the checked settings. */
function workings(cells: PlanCell[][], spec: TorresGroupSpec, name: string): void {
  const L = GROUP.workLabelColumn;
  const V = GROUP.workValueColumn;
  put(cells, GROUP.sheetNameRow, L, 'Sheet (for the Check messages)');
  put(cells, GROUP.sheetNameRow, V, asText(`"${name}"`));
  const seats = seatsOf(spec.games);
  const players = colRange(GROUP.standingsColumn + 1, standingsRow(0), standingsRow(spec.games.length * GROUP.seats - 1));
  put(cells, GROUP.finalRow, L, 'Final (every result in, no problem to fix)');
  put(cells, GROUP.finalRow, V, `=AND(${resultsCell()}>=${seats},${problemsCell()}=0)`);
  const last = GROUP.firstGameRow + spec.games.length - 1;
  put(cells, GROUP.gamesDoneRow, L, 'Games complete, players withdrawn');
  put(cells, GROUP.gamesDoneRow, V, gamesDoneFormula(last));
  put(
    cells,
    GROUP.gamesDoneRow,
    V + 1,
    `=COUNTIF(${colRange(GROUP.statusColumn, GROUP.firstGameRow, GROUP.firstGameRow + spec.players.length - 1)},"withdrawn*")`,
  );
  put(cells, GROUP.listedRow, L, 'Players the standings list');
  put(cells, GROUP.listedRow, V, `=COUNTA(${players})`);
  put(cells, GROUP.vpRow, L, 'VP used');
  spec.vpByPlace.forEach((vp, i) => put(cells, GROUP.vpRow, V + i, vpUsedFormula(i, vp)));
  put(cells, GROUP.eloOrderRow, L, 'Elo order used');
  put(cells, GROUP.eloOrderRow, V, eloOrderUsedFormula(spec.eloOrder));
  put(cells, GROUP.vpOkRow, L, 'VP OK');
  put(cells, GROUP.vpOkRow, V, vpOkFormula(spec.vpByPlace.length));
  put(cells, GROUP.eloOrderOkRow, L, 'Elo order OK');
  put(cells, GROUP.eloOrderOkRow, V, eloOrderOkFormula());
}

function settings(cells: PlanCell[][], spec: TorresGroupSpec): void {
  const seats = seatsOf(spec.games);
  put(cells, GROUP.titleRow, 1, asText(`${spec.title}: ${groupLabel(spec.league, spec.group)}`));
  const rows: [number, string, PlanCell, string | null][] = [
    [GROUP.seedRow, 'Seed', asText(spec.seed), null],
    [GROUP.eloOrderRow, 'Elo order', spec.eloOrder, eloOrderRemarkFormula(ELO_ORDER_REMARK, spec.eloOrder)],
    [GROUP.scheduleRow, 'Schedule', scheduleText(spec), null],
    [GROUP.parallelRow, 'Note', gamesAllMeet(spec.games) ? PARALLEL_NOTE : 'Games that share no player can be played at the same time.', null],
    [GROUP.resultsRow, 'Results', resultsFormula(spec.games.length), null],
  ];
  for (const [row, label, value, remark] of rows) {
    put(cells, row, 1, label);
    put(cells, row, GROUP.valueColumn, value);
    if (remark) put(cells, row, GROUP.valueColumn + 1, remark);
  }
  put(
    cells,
    GROUP.resultsRow,
    GROUP.valueColumn + 1,
    `=IF(${resultsCell()}>=${seats},IF(${problemsCell()}=0,"of ${seats}: complete, the standings are final","of ${seats}: complete, but fix the problems first"),"of ${seats}: in progress")`,
  );
  put(cells, GROUP.vpRow, 1, 'VP by place');
  spec.vpByPlace.forEach((vp, i) => put(cells, GROUP.vpRow, GROUP.valueColumn + i, vp));
  put(cells, GROUP.vpRow, GROUP.valueColumn + Math.max(spec.vpByPlace.length, 4), vpRemarkFormula(spec.vpByPlace.length, spec.vpByPlace));
  put(cells, GROUP.problemsRow, GROUP.problemsLabelColumn, PROBLEMS_LABEL);
  put(cells, GROUP.problemsRow, eloPointerColumn(), ELO_POINTER);
  put(cells, GROUP.problemsRow, GROUP.problemsColumn, problemsFormula(spec.games.length, spec.players.length));
  put(cells, GROUP.helpRow, 1, DELAYED_HELP);
  put(cells, GROUP.nextStepRow, GROUP.nextStepColumn, groupNextStepFormula(spec.games.length));
}

function gameCells(cells: PlanCell[][], spec: TorresGroupSpec): void {
  const h = GROUP.headerRow;
  put(cells, h, GROUP.gameColumn, 'Game');
  for (let s = 0; s < GROUP.seats; s++) {
    put(cells, h, seatColumn(s), `Player ${s + 1}`);
    put(cells, h, seatColumn(s) + 1, 'Pts');
  }
  put(cells, h, GROUP.checkColumn, CHECK_HEADER);
  for (let s = 0; s < GROUP.seats; s++) {
    put(cells, h, seatCheckColumn(s), `Player ${s + 1} check`);
    put(cells, h, seatPointsCheckColumn(s), `Points ${s + 1} check`);
    put(cells, h, fictitiousNameColumn(s), `Player ${s + 1} fictitious`);
  }
  put(cells, h, GROUP.rosterKeyColumn, 'Player key');
  put(cells, h, GROUP.fictitiousKeyColumn, 'Fictitious key');
  put(cells, h, GROUP.eloOkColumn, 'Elo OK');
  spec.games.forEach((game, g) => {
    const row = GROUP.firstGameRow + g;
    put(cells, row, GROUP.gameColumn, g + 1);
    game.forEach((p, s) => put(cells, row, seatColumn(s), asText(spec.players[p])));
    put(cells, row, GROUP.checkColumn, gameCheckFormula(row));
    for (let s = 0; s < GROUP.seats; s++) {
      put(cells, row, seatCheckColumn(s), seatNameCheckFormula(row, s, spec.players.length));
      put(cells, row, seatPointsCheckColumn(s), seatPointsCheckFormula(row, s));
      put(cells, row, fictitiousNameColumn(s), fictitiousNameFormula(row, s));
    }
  });
  put(cells, h, GROUP.standingsColumn, torresRankFormula(spec));
  put(cells, h, GROUP.eloColumn, 'Player');
  put(cells, h, GROUP.eloColumn + 1, 'Elo');
  put(cells, h, GROUP.statusColumn, 'Status');
  put(cells, h, GROUP.eloCheckColumn, 'Check');
  put(cells, h, GROUP.eloSeparatorColumn, 'Elo separator');
  spec.players.forEach((name, i) => {
    put(cells, GROUP.firstGameRow + i, GROUP.eloCheckColumn, eloCheckFormula(GROUP.firstGameRow + i));
    put(cells, GROUP.firstGameRow + i, GROUP.eloSeparatorColumn, eloSeparatorFormula(GROUP.firstGameRow + i));
    put(cells, GROUP.firstGameRow + i, GROUP.rosterKeyColumn, rosterKeyFormula(GROUP.firstGameRow + i));
    put(cells, GROUP.firstGameRow + i, GROUP.eloOkColumn, eloOkFormula(GROUP.firstGameRow + i));
    put(cells, GROUP.firstGameRow + i, GROUP.fictitiousKeyColumn, fictitiousKeyFormula(GROUP.firstGameRow + i));
    put(cells, GROUP.firstGameRow + i, GROUP.eloColumn, asText(name));
    const elo = valueByName(spec.elo, name);
    if (elo !== undefined) put(cells, GROUP.firstGameRow + i, GROUP.eloColumn + 1, elo);
  });
}

/** The zones' formulas need to know which standings rows are fictitious players: the add-on's own record of them. */
export interface ZoneSpec {
  league: number;
  leagues: number;
  /** Games of the group (the standings area holds 1 + 4 × games rows). */
  games: number;
  /** The fictitious players the add-on assigned on this sheet (withdrawTorresPlayer's record); none at creation. */
  fictitious?: readonly string[];
  /** The players withdrawn from the group: their standings rows are struck through (still in their zone's colour). */
  withdrawn?: readonly string[];
}

/**
 * Zones on the standings by conditional formats over the whole spill (a withdrawal adds a row): places count among
 * the real players (fictitious players are left out, docs/rules.md §3.8). A row is fictitious when its name is one
 * the add-on assigned (the record, written into the formulas by withdrawTorresPlayer) — never by a "forfait"
 * prefix, so "Forfaiture" is a real player. Green: the first PROMOTED_PLACES (not in league 1); red: the last
 * RELEGATED_PLACES (not in the lowest league), as rules/movement.ts decides, once a game is scored; fictitious players grey; withdrawn players
 * struck through.
 */
export function zoneFormats(spec: ZoneSpec): ConditionalFormat[] {
  const c1 = GROUP.standingsColumn;
  const c2 = c1 + GROUP.standingsWidth - 1;
  const first = standingsRow(0);
  const last = standingsRow(spec.games * GROUP.seats - 1);
  const p = columnLetters(c1 + 1);
  const here = `$${p}${first}`;
  const names = [...new Set((spec.fictitious ?? []).map((n) => n.toLowerCase()))];
  const fictitious = names.length === 0 ? 'FALSE' : `OR(${names.map((n) => `LOWER(${here})=${formulaString(n)}`).join(',')})`;
  const countIn = (range: string): string => names.map((n) => `-COUNTIF(${range},${formulaString(n)})`).join('');
  const real = names.length === 0 ? `${here}<>""` : `AND(${here}<>"",NOT(${fictitious}))`;
  const place = `COUNTA($${p}$${first}:${here})${countIn(`$${p}$${first}:${here}`)}`;
  const count = `COUNTA($${p}$${first}:$${p}$${last})${countIn(`$${p}$${first}:$${p}$${last}`)}`;
  const range = rangeA1(first, c1, last, c2);
  const out: ConditionalFormat[] = [];
  const lines = movementLines(spec.league, spec.leagues);
  // No zone before a game is scored (issue 27): the standings then list the players as drawn, not a ranking.
  const games = `$${columnLetters(c1 + 5)}$${first}:$${columnLetters(c1 + 5)}$${last}`;
  const up = `SUM(${games})>0,${place}<=${lines.up}`;
  const down = `SUM(${games})>0,${place}>${count}-${lines.down}`;
  // A withdrawn player's row first (Sheets applies the first rule that holds): struck through, in its zone's colour.
  const gone = [...new Set((spec.withdrawn ?? []).map((n) => n.toLowerCase()))];
  if (gone.length > 0) {
    const isGone = `OR(${gone.map((n) => `LOWER(${here})=${formulaString(n)}`).join(',')})`;
    if (lines.up > 0) out.push({ range, formula: `=AND(${isGone},${real},${up})`, background: PROMOTION_BACKGROUND, bold: true, strikethrough: true });
    if (lines.down > 0) out.push({ range, formula: `=AND(${isGone},${real},${down})`, background: RELEGATION_BACKGROUND, strikethrough: true });
    out.push({ range, formula: `=AND(${here}<>"",${isGone})`, strikethrough: true });
  }
  if (lines.up > 0) out.push({ range, formula: `=AND(${real},${up})`, background: PROMOTION_BACKGROUND, bold: true });
  if (lines.down > 0) out.push({ range, formula: `=AND(${real},${down})`, background: RELEGATION_BACKGROUND });
  if (names.length > 0) out.push({ range, formula: `=AND(${here}<>"",${fictitious})`, fontColor: COLOR.fictitiousText });
  return out;
}

function styles(spec: TorresGroupSpec): StyledRange[] {
  const h = GROUP.headerRow;
  const lastGame = GROUP.firstGameRow + spec.games.length - 1;
  const out: StyledRange[] = [
    { range: 'A1', bold: true },
    { range: rangeA1(GROUP.seedRow, 1, GROUP.resultsRow, 1), bold: true },
    { range: rangeA1(GROUP.vpRow, 3, GROUP.resultsRow, 3), italic: true, fontColor: COLOR.noteText },
    { range: nextStepCell(), ...NEXT_STEP_STYLE },
    { range: vpRange(spec.vpByPlace.length), background: COLOR.setting },
    { range: eloOrderCell(), background: COLOR.setting },
    { range: `A${GROUP.helpRow}`, italic: true, fontColor: COLOR.noteText },
    { range: a1(GROUP.problemsRow, eloPointerColumn()), italic: true, fontColor: COLOR.noteText },
    { range: rangeA1(h, 1, h, lastSeatColumn()), bold: true, background: COLOR.header },
    { range: rangeA1(h, GROUP.standingsColumn, h, GROUP.standingsColumn + GROUP.standingsWidth - 1), bold: true, background: COLOR.good },
    { range: rangeA1(h, GROUP.eloColumn, h, GROUP.statusColumn), bold: true, background: COLOR.grey },
    { range: colRange(GROUP.gameColumn, GROUP.firstGameRow, lastGame), horizontalAlignment: 'center' },
  ];
  for (let s = 0; s < GROUP.seats; s++)
    out.push({ range: colRange(seatColumn(s) + 1, GROUP.firstGameRow, lastGame), background: COLOR.setting, horizontalAlignment: 'center' });
  const lastElo = GROUP.firstGameRow + spec.players.length - 1;
  out.push(
    { range: rangeA1(h, GROUP.checkColumn, h, GROUP.checkColumn), bold: true, background: COLOR.header },
    { range: colRange(GROUP.checkColumn, GROUP.firstGameRow, lastGame), fontColor: COLOR.problemText },
    { range: colRange(GROUP.eloCheckColumn, GROUP.firstGameRow, lastElo), fontColor: COLOR.problemText },
    { range: rangeA1(GROUP.problemsRow, GROUP.problemsLabelColumn, GROUP.problemsRow, GROUP.problemsColumn), bold: true },
    { range: rangeA1(1, GROUP.workLabelColumn, Math.max(lastGame, lastElo, GROUP.headerRow), lastWorkColumn()), fontColor: COLOR.faintText },
    { range: colRange(GROUP.eloSeparatorColumn, h, Math.max(lastElo, h)), fontColor: COLOR.faintText },
  );
  return out;
}

/**
 * The marks of a typing slip: the bad cell red (a seat's name or points cell, an Elo row, a setting), the row's
 * Check red, and "Problems to fix" red, or green at 0 (the GBQ table's colours).
 */
function problemFormats(spec: TorresGroupSpec): ConditionalFormat[] {
  const f = GROUP.firstGameRow;
  const lastGame = f + spec.games.length - 1;
  const lastElo = f + spec.players.length - 1;
  const bad = { background: COLOR.bad, fontColor: COLOR.problemText };
  const out: ConditionalFormat[] = [];
  for (let s = 0; s < GROUP.seats; s++) {
    const name = `$${columnLetters(seatCheckColumn(s))}${f}`;
    const points = `$${columnLetters(seatPointsCheckColumn(s))}${f}`;
    const notScore = `ISNUMBER(FIND(" is not a score",${points}))`;
    out.push(
      { range: colRange(seatColumn(s), f, lastGame), formula: `=OR(${name}<>"",AND(${points}<>"",NOT(${notScore})))`, ...bad },
      { range: colRange(seatColumn(s) + 1, f, lastGame), formula: `=${notScore}`, ...bad },
    );
  }
  const problems = problemsCell(true);
  const eloCheck = `$${columnLetters(GROUP.eloCheckColumn)}${f}`;
  const notElo = `ISNUMBER(FIND(" is not an Elo",${eloCheck}))`;
  const vpCells = vpRange(spec.vpByPlace.length);
  const vpFirst = a1(GROUP.vpRow, GROUP.valueColumn);
  const allVp = rangeA1(GROUP.vpRow, GROUP.valueColumn, GROUP.vpRow, GROUP.valueColumn + spec.vpByPlace.length - 1, true);
  out.push(
    { range: colRange(GROUP.checkColumn, f, lastGame), formula: `=$${columnLetters(GROUP.checkColumn)}${f}<>""`, background: COLOR.bad },
    { range: colRange(GROUP.eloColumn, f, lastElo), formula: `=AND(${eloCheck}<>"",NOT(${notElo}))`, ...bad },
    { range: colRange(GROUP.eloColumn + 1, f, lastElo), formula: `=${notElo}`, ...bad },
    { range: colRange(GROUP.eloCheckColumn, f, lastElo), formula: `=$${columnLetters(GROUP.eloCheckColumn)}${f}<>""`, background: COLOR.bad },
    // a VP cell that is not a number, or the whole row when every cell is a number but the row is not a VP table
    { range: vpCells, formula: `=AND(${vpOkCell()}=0,OR(NOT(ISNUMBER(${vpFirst})),COUNT(${allVp})=${spec.vpByPlace.length}))`, ...bad },
    { range: eloOrderCell(), formula: `=${eloOrderOkCell()}=0`, ...bad },
    { range: rangeA1(GROUP.problemsRow, GROUP.problemsLabelColumn, GROUP.problemsRow, GROUP.problemsColumn), formula: `=${problems}>0`, ...bad },
    {
      range: rangeA1(GROUP.problemsRow, GROUP.problemsLabelColumn, GROUP.problemsRow, GROUP.problemsColumn),
      formula: `=${problems}=0`,
      background: COLOR.good,
      fontColor: COLOR.qualifiedText,
    },
  );
  return out;
}

/**
 * Column widths (Sheets' standard widths, limits.ts: 24, 40, 60, 80, 100, …): the settings labels (A, "VP by
 * place"), the games block (A:I, points headed "Pts"), its Check (J, headed ✓: the Next step line quotes the first
 * message; widen it to read every row's) and the standings (K:Q, every header readable, the Status marks in Q) fit
 * the first screen at 1400 px with the sidebar open (1,024 px of about 1,030); the Elo list follows, pointed to from
 * row 7 (ELO_POINTER).
 */
function widths(): { column: number; width: number }[] {
  const out = [{ column: 1, width: 80 }];
  for (let s = 0; s < GROUP.seats; s++) out.push({ column: seatColumn(s), width: 80 }, { column: seatColumn(s) + 1, width: 40 });
  out.push({ column: GROUP.checkColumn, width: 24 }, ...widthsFrom(GROUP.standingsColumn, [40, 100, 40, 80, 60, 60, 60]));
  out.push(
    { column: GROUP.eloColumn, width: 100 },
    { column: GROUP.eloColumn + 1, width: 60 },
    { column: GROUP.statusColumn, width: 300 },
    { column: GROUP.eloCheckColumn, width: 300 },
  );
  return out;
}

/** The help text of the name cells: the accepted entries (the Elo list, the fictitious players the sidebar writes). */
export function nameHelp(lastElo: number): string {
  const list = rangeA1(GROUP.firstGameRow, GROUP.eloColumn, lastElo, GROUP.eloColumn);
  const fictitious = [...FORFEIT_NAMES, forfeitName(FORFEIT_NAMES.length)].join(', ');
  return `Type a player of this group's Elo list (${list}), or a fictitious player: ${fictitious} … (written by the sidebar's "TORRES withdraw player"; never type them by hand).`;
}

/** The whole Games sheet of one group. `name` is the final (unique) sheet name. */
export function buildTorresGroupPlan(spec: TorresGroupSpec, name: string): SheetPlan {
  const cells: PlanCell[][] = [];
  settings(cells, spec);
  gameCells(cells, spec);
  workings(cells, spec, name);
  const h = GROUP.headerRow;
  const lastGame = GROUP.firstGameRow + spec.games.length - 1;
  const lastElo = GROUP.firstGameRow + spec.players.length - 1;
  const standings = rangeA1(h, GROUP.standingsColumn, h + spillRows(spec.games.length) - 1, GROUP.standingsColumn + GROUP.standingsWidth - 1);
  return {
    name,
    kind: TORRES_GROUP.kind,
    cells,
    styles: styles(spec),
    columnWidths: widths(),
    frozenRows: h,
    // The workings (V:AK) out of sight, still computed and protected.
    hiddenColumns: [{ column: GROUP.eloSeparatorColumn, count: lastWorkColumn() - GROUP.eloSeparatorColumn + 1 }],
    dropDowns: [
      {
        range: eloOrderCell(),
        list: ['low', 'high'],
        helpText: 'Type low or high. low: lower Elo ranks higher (the rule as written); high: higher Elo ranks higher.',
      },
      ...Array.from({ length: GROUP.seats }, (_, s) => ({
        range: colRange(seatColumn(s), GROUP.firstGameRow, lastGame),
        listRange: colRange(GROUP.eloColumn, GROUP.firstGameRow, lastElo, true),
        allowInvalid: true,
        helpText: nameHelp(lastElo),
      })),
    ],
    conditionalFormats: [...zoneFormats({ league: spec.league, leagues: spec.leagues, games: spec.games.length }), ...problemFormats(spec)],
    protections: [
      { range: rangeA1(GROUP.firstGameRow, GROUP.gameColumn, lastGame, GROUP.gameColumn), description: 'TORRES game numbers' },
      { range: standings, description: 'TORRES standings (TORRESRANK; keep this area empty)' },
      { range: rangeA1(GROUP.resultsRow, 2, GROUP.resultsRow, 3), description: 'TORRES results counter (formula)' },
      { range: colRange(GROUP.checkColumn, GROUP.firstGameRow, lastGame), description: 'TORRES Check column (formulas)' },
      {
        range: rangeA1(1, GROUP.workLabelColumn, Math.max(lastGame, lastElo, GROUP.headerRow), lastWorkColumn()),
        description: 'TORRES workings: checks and checked settings (formulas)',
      },
      {
        range: colRange(GROUP.eloCheckColumn, GROUP.firstGameRow, GROUP.firstGameRow + spec.players.length - 1),
        description: 'TORRES Elo-list checks (formulas)',
      },
      {
        range: colRange(GROUP.eloSeparatorColumn, GROUP.firstGameRow, GROUP.firstGameRow + spec.players.length - 1),
        description: 'TORRES workings (formulas)',
      },
    ],
    notes: {
      [a1(GROUP.seedRow, GROUP.valueColumn)]: 'The schedule was drawn from this seed: the same seed gives the same games.',
      A1: `${DELAYED_HELP}\nStandings (K): TORRESRANK over the games block, ranked by VP, then particular-points difference, then points, then Elo (${spec.eloOrder === 'low' ? 'lower' : 'higher'} first). Green rows move up, red rows move down next season (places among the real players; fictitious players in grey). Status (Q): P certainly moves up, R certainly moves down, S certainly stays, whatever the results of the games still to play, delays at the deadline included; blank = still open.`,
      [a1(h, GROUP.checkColumn)]:
        "Check: what is wrong on this game row, naming the cell and what to type (the cell turns red; the Next step line in C2 quotes the first). Widen the column to read every row's.",
      [a1(h, seatColumn(0) + 1)]: 'Particular points of the player on the left; D 95 = delayed an unfinished game, 95 points at the last completed year.',
      [a1(h, GROUP.statusColumn)]: 'Written by "TORRES withdraw player": the player\'s unplayed games went to the fictitious player named here.',
      [a1(h, GROUP.eloColumn + 1)]:
        'Elo at the start of the championship: the last tie-break. Blank = no Elo (ranks after players with one on that criterion).',
    },
    metadata: kindMetadata(TORRES_GROUP, {
      title: spec.title,
      leagues: spec.leagues,
      league: spec.league,
      group: spec.group,
      players: spec.players.length,
      seats: seatsOf(spec.games),
    }),
  };
}
