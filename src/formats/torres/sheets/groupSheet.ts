/**
 * A TORRES group sheet read back (the counterpart of group.ts's plan) and its updates as data. One parser for every
 * endpoint that reads a group sheet (publishing, the roll-over's reading of a season, the withdrawal, the withdraw
 * panel's prefill): the settings, the games block as typed (the schedule's games: their number comes from the
 * sheet's record of its roster, never from the game-number cells a TD may type over), the Elo list with each
 * player's Status, and the add-on's record of the fictitious players it assigned. Standings are never read from
 * TORRESRANK's cells: callers recompute them from the typed games with the rules (docs/rules.md §3.5).
 */
import { cleanName, nameKey } from '../../../shared/rules/names';
import { a1, type PlanCell, rangeA1 } from '../../../shared/sheets/plan';
import { cellText, columnRuns, type SheetEdit, type SheetGrid } from '../../../shared/sheets/read';
import { asText } from '../../../shared/sheets/text';
import type { TorresGroupData, TorresSeat } from '../rules/publish';
import { scheduleShape } from '../rules/shape';
import { isForfeitName } from '../rules/forfeit';
import { numberFromText } from '../../../shared/rules/numbers';
import { ELO_HELP, NAME_HELP } from './checks';
import { DELAYED, type GamePoints, MAX_POINTS, vpTableProblem } from '../rules/vp';
import type { Withdrawal } from '../rules/withdraw';
import { FICTITIOUS_KEY, groupLabel, TORRES_GROUP, zoneFormats } from './group';
import { GROUP, seatColumn, WITHDRAWN_STATUS } from './layout';

/** A seat of a game as typed: the seat (0..3), the player's name, the points (null: not typed or not points). */
export interface GroupSeat extends TorresSeat {
  seat: number;
  /** The points cell holds something (COUNTA's view: the results counter counts it). */
  typed: boolean;
}

/** A row of the Elo list: the player, the Elo if typed, the Status (withdrawn or not) and the sheet row. */
export interface GroupRosterRow {
  name: string;
  elo?: number;
  withdrawn: boolean;
  status: string;
  row: number;
}

export interface FictitiousEntry {
  name: string;
  replaces?: string;
}

/**
 * A game the standings leave out, as TORRESRANK does (docs/rules.md §0.3): `names` when its names cannot be read (a
 * name not in the group, a player twice, points without a player, too many players: its players are not listed from
 * it), else only its points (its players are still listed).
 */
export interface LeftOutGame {
  game: number;
  names: boolean;
}

/** A group sheet as read back. */
export interface TorresGroupSheet extends Omit<TorresGroupData, 'leagues' | 'games' | 'roster' | 'fictitious'> {
  sheet: string;
  /** The championship's title: the sheet's record, else A1 without ": League k group g". */
  title: string;
  /** The number of leagues the sheet records (older sheets: undefined, see the overview). */
  leagues?: number;
  /** Players of the roster and seats of the schedule, as the add-on wrote them. */
  players: number;
  seats: number;
  /** Every game of the schedule, in sheet order, with its named seats. */
  games: GroupSeat[][];
  roster: GroupRosterRow[];
  fictitious: FictitiousEntry[];
  /** The games with a typing slip, left out of the standings. */
  leftOut: LeftOutGame[];
  /**
   * The settings the standings use could be read: VP by place and the Elo order as typed, or (a setting typed over)
   * the sheet's checked copies in the workings, as TORRESRANK reads them. False: nothing can be computed.
   */
  settingsRead: boolean;
  /** Points cells typed in the games block (the results counter). */
  entered: number;
}

const DELAYED_MARK = /^D\s*(\d+)$/i;
const POINTS_ACCEPTED = `type the particular points (a whole number, 0 to ${MAX_POINTS}), or D and the score at the last completed year (D 95)`;

/** The Status text of a withdrawn player (the record's fallback reads it back). */
export function statusText(unplayed: number, played: number, replacedBy: string): string {
  return unplayed > 0
    ? `${WITHDRAWN_STATUS}: ${unplayed} unplayed game(s) to ${replacedBy}; ${played} played game(s) kept`
    : `${WITHDRAWN_STATUS}: every game already played (${played}); no fictitious player needed`;
}

const STATUS_RECORD = new RegExp(`^${WITHDRAWN_STATUS}: \\d+ unplayed game\\(s\\) to (.+); \\d+ played game\\(s\\) kept$`);

/** The record entry of a new fictitious player. */
export const recordEntry = (entry: FictitiousEntry): string => JSON.stringify(entry);

/** The number of games of a group's schedule, from its roster size (rules/shape.ts fixes it for every schedule). */
export function scheduledGameCount(players: number): number {
  const shape = scheduleShape(players);
  return shape.fourPlayerGames + shape.threePlayerGames;
}

/**
 * The group sheet's value, or undefined with the problem when the sheet is not one the add-on made (its record of
 * league, group and roster missing). `record`: every value of the sheet's fictitious-player metadata entries.
 * Problems name the sheet cell (`"S L1" C12`), all at once; a game with a slip is left out of the standings
 * (`leftOut`, as TORRESRANK leaves it out) and the settings typed over are replaced by the sheet's checked copies.
 */
export function parseGroupSheet(grid: SheetGrid, record: readonly string[] = []): { group?: TorresGroupSheet; problems: string[] } {
  const K = TORRES_GROUP.keys;
  const problems: string[] = [];
  const where = (row: number, column: number): string => grid.where(row, column);
  const league = grid.metaInt(K.league, 1);
  const group = grid.metaInt(K.group, 1);
  const players = grid.metaInt(K.players, 3);
  if (grid.kind !== TORRES_GROUP.kind || league === undefined || group === undefined || players === undefined) {
    return { problems: [`"${grid.sheetName}" is not a TORRES group sheet made by the add-on (its record of league, group and players is missing).`] };
  }
  const gameCount = scheduledGameCount(players);
  const seats = grid.metaInt(K.seats) ?? players * scheduleShape(players).gamesPerPlayer;

  const typedVp: number[] = [];
  for (let c = GROUP.valueColumn; grid.number(GROUP.vpRow, c) !== undefined; c++) typedVp.push(grid.number(GROUP.vpRow, c) as number);
  const stop = GROUP.valueColumn + typedVp.length;
  const stopText = grid.text(GROUP.vpRow, stop).trim();
  let vpBad = false;
  if (!grid.blank(GROUP.vpRow, stop) && !/^VP (of|by) place/.test(stopText)) {
    vpBad = true;
    problems.push(`${where(GROUP.vpRow, stop)}: "${stopText}" is not a VP; type the VP of each place as a number, first place first (8, 4, 2, 1).`);
  }
  const vpProblem = vpBad ? null : vpTableProblem(typedVp);
  if (vpProblem) {
    vpBad = true;
    problems.push(`VP by place (${where(GROUP.vpRow, GROUP.valueColumn)} onwards) ${vpProblem}.`);
  }
  // A setting typed over: the standings use the sheet's checked copy (workings X3 …), as TORRESRANK does.
  const vpByPlace = vpBad ? checkedVp(grid) : typedVp;
  const order = grid.text(GROUP.eloOrderRow, GROUP.valueColumn).trim().toLowerCase();
  const usedOrder = grid.text(GROUP.eloOrderRow, GROUP.workValueColumn).trim().toLowerCase();
  if (order !== 'low' && order !== 'high') problems.push(`${where(GROUP.eloOrderRow, GROUP.valueColumn)}: the Elo order must be low or high.`);
  const eloOrder = order === 'low' || order === 'high' ? order : usedOrder === 'high' ? 'high' : usedOrder === 'low' ? 'low' : undefined;

  /** Problems of the game being read that leave it out as TORRESRANK does: its names unread, or only its points. */
  let nameSlip = false;
  let pointsSlip = false;
  const nameAt = (row: number, column: number): string => {
    if (grid.at(row, column) instanceof Date) {
      nameSlip = true;
      problems.push(`${where(row, column)}: a date is not a player name; type the name as text.`);
      return '';
    }
    return grid.name(row, column);
  };
  const pointsAt = (row: number, column: number): GamePoints | null => {
    const value = grid.at(row, column);
    if (grid.blank(row, column)) return null;
    if (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_POINTS) return value;
    const text = typeof value === 'string' ? value.trim() : '';
    const mark = DELAYED_MARK.exec(text);
    if (mark && Number(mark[1]) <= MAX_POINTS) return { delayed: Number(mark[1]) };
    pointsSlip = true;
    if (text.toUpperCase() === DELAYED)
      problems.push(`${where(row, column)}: D without a score; type D and the player's score at the last completed year (D 95).`);
    else if (value instanceof Date || (typeof value === 'number' && value > MAX_POINTS))
      problems.push(
        `${where(row, column)}: ${value instanceof Date ? 'a date' : value} is not points (a decimal-comma spreadsheet makes 1.5 a date); ${POINTS_ACCEPTED}.`,
      );
    else problems.push(`${where(row, column)}: "${cellText(value)}" is not points; ${POINTS_ACCEPTED}.`);
    return null;
  };

  /** An Elo as TORRESRANK reads it: a number, or text with the other locale's decimal separator (1850,5). */
  const eloAt = (row: number, name: string): number | undefined => {
    const column = GROUP.eloColumn + 1;
    const n = grid.number(row, column);
    if (n !== undefined || grid.blank(row, column)) return n;
    const text = grid.text(row, column).trim();
    const read = numberFromText(text);
    if (read && 'value' in read) return read.value;
    problems.push(
      read
        ? `${where(row, column)}: the Elo of '${name}' "${text}" could be ${read.ambiguous[0]} or ${read.ambiguous[1]}; type it without a thousands separator.`
        : `${where(row, column)}: the Elo of '${name}' is not a number; ${ELO_HELP}.`,
    );
    return undefined;
  };

  const roster: GroupRosterRow[] = [];
  for (let i = 0; i < players; i++) {
    const row = GROUP.firstGameRow + i;
    const name = nameAt(row, GROUP.eloColumn);
    if (name === '') continue;
    const elo = eloAt(row, name);
    const status = cleanName(grid.text(row, GROUP.statusColumn));
    const withdrawn = status.toLowerCase().startsWith(WITHDRAWN_STATUS);
    roster.push(elo === undefined ? { name, withdrawn, status, row } : { name, elo, withdrawn, status, row });
  }

  const fictitious = fictitiousRecord(grid, record);
  const inGroup = new Set([...roster.map((r) => nameKey(r.name)), ...fictitious.map((f) => nameKey(f.name))]);

  const vpPlaces = vpByPlace ? vpByPlace.length : Infinity;
  const games: GroupSeat[][] = [];
  const leftOut: LeftOutGame[] = [];
  let entered = 0;
  for (let g = 0; g < gameCount; g++) {
    const r = GROUP.firstGameRow + g;
    const line: GroupSeat[] = [];
    nameSlip = false;
    pointsSlip = false;
    for (let s = 0; s < GROUP.seats; s++) {
      const c = seatColumn(s);
      const typed = !grid.blank(r, c + 1);
      if (typed) entered++;
      const name = nameAt(r, c);
      const points = pointsAt(r, c + 1);
      if (name === '') {
        if (!grid.blank(r, c + 1)) {
          nameSlip = true;
          problems.push(`${where(r, c + 1)}: points without a player; put the player's name beside the points.`);
        }
        continue;
      }
      if (line.some((x) => nameKey(x.name) === nameKey(name))) {
        nameSlip = true;
        problems.push(`${where(r, c)}: '${name}' plays twice in game ${g + 1}.`);
      } else if (roster.length > 0 && !inGroup.has(nameKey(name)) && !isForfeitName(name)) {
        nameSlip = true;
        problems.push(`${where(r, c)}: '${name}' is not in the group; ${NAME_HELP}.`);
      }
      line.push({ seat: s, name, points, typed });
    }
    if (line.length > vpPlaces) {
      nameSlip = true;
      problems.push(`${where(r, GROUP.gameColumn)}: game ${g + 1} has ${line.length} players but VP by place gives ${vpPlaces} places.`);
    }
    if (line.length === 1 && line[0].points !== null) {
      pointsSlip = true;
      problems.push(`${where(r, GROUP.gameColumn)}: game ${g + 1} has one player; a game has 2 to ${vpPlaces} players.`);
    }
    // Every game of the schedule has 3 or 4 players: a row without any is damage (a game row deleted or cleared).
    if (line.length === 0 && !nameSlip) {
      nameSlip = true;
      problems.push(
        `${where(r, seatColumn(0))}: game ${g + 1} of the schedule has no players (a row deleted or cleared?); the games are rows ${GROUP.firstGameRow}–${GROUP.firstGameRow + gameCount - 1}, undo the change.`,
      );
    }
    if (nameSlip || pointsSlip) leftOut.push({ game: g, names: nameSlip });
    games.push(line);
  }

  const title = grid.meta(K.title);
  const a1Text = grid.text(GROUP.titleRow, 1);
  const suffix = `: ${groupLabel(league, group)}`;
  const leagues = grid.metaInt(K.leagues, 1);
  return {
    group: {
      sheet: grid.sheetName,
      title: title !== undefined && title.trim() !== '' ? title : a1Text.endsWith(suffix) ? a1Text.slice(0, -suffix.length) : a1Text || grid.sheetName,
      league,
      group,
      ...(leagues !== undefined ? { leagues } : {}),
      players,
      seats,
      vpByPlace: vpByPlace ?? typedVp,
      eloOrder: eloOrder ?? 'low',
      settingsRead: vpByPlace !== undefined && eloOrder !== undefined,
      games,
      leftOut,
      roster,
      fictitious,
      entered,
    },
    problems,
  };
}

/** The VP the standings use while VP by place is typed over: the workings' checked copy (X3 …), if it is a VP table. */
function checkedVp(grid: SheetGrid): number[] | undefined {
  const vp: number[] = [];
  for (let c = GROUP.workValueColumn; grid.number(GROUP.vpRow, c) !== undefined; c++) vp.push(grid.number(GROUP.vpRow, c) as number);
  return vpTableProblem(vp) ? undefined : vp;
}

/**
 * The group's fictitious players, in the order they were assigned: the metadata record, else (a sheet written before
 * the record existed) the Status column's "withdrawn: … to <name>; …", also the add-on's own words.
 */
function fictitiousRecord(grid: SheetGrid, record: readonly string[]): FictitiousEntry[] {
  const out: FictitiousEntry[] = [];
  const seen = new Set<string>();
  const add = (e: FictitiousEntry): void => {
    const name = cleanName(e.name);
    if (name === '' || seen.has(nameKey(name))) return;
    seen.add(nameKey(name));
    out.push(e.replaces ? { name, replaces: cleanName(e.replaces) } : { name });
  };
  for (const value of record) {
    try {
      const e = JSON.parse(value) as Partial<FictitiousEntry>;
      if (typeof e.name === 'string') add({ name: e.name, replaces: typeof e.replaces === 'string' ? e.replaces : undefined });
    } catch {
      // not the add-on's entry: ignored
    }
  }
  if (out.length > 0) return out;
  const players = grid.metaInt(TORRES_GROUP.keys.players) ?? 0;
  for (let i = 0; i < players; i++) {
    const row = GROUP.firstGameRow + i;
    const m = STATUS_RECORD.exec(grid.text(row, GROUP.statusColumn).trim());
    if (m) add({ name: m[1], replaces: grid.text(row, GROUP.eloColumn) });
  }
  return out;
}

/**
 * The withdrawal written on the group sheet: only the seats handed over change (the fictitious player's name), the
 * player's Status, the record of the fictitious player, and the zones, now knowing the group's fictitious players
 * (the add-on's zone rules are replaced; the TD's other rules stay).
 */
export function withdrawalEdit(group: TorresGroupSheet, w: Withdrawal, leagues: number): SheetEdit {
  const byColumn = new Map<number, Map<number, PlanCell>>();
  for (const u of w.unplayed) {
    const column = seatColumn(u.seat);
    const changes = byColumn.get(column) ?? new Map<number, PlanCell>();
    changes.set(GROUP.firstGameRow + u.game, asText(w.replacedBy));
    byColumn.set(column, changes);
  }
  const blocks = [...byColumn.entries()].sort((a, b) => a[0] - b[0]).flatMap(([column, changes]) => columnRuns(column, changes) ?? []);
  const row = group.roster[w.rosterIndex].row;
  blocks.push({ row, column: GROUP.statusColumn, values: [[asText(statusText(w.unplayed.length, w.played, w.replacedBy))]] });
  return {
    blocks,
    ...(w.replacedBy ? { metadata: { [FICTITIOUS_KEY]: recordEntry({ name: w.replacedBy, replaces: w.player }) } } : {}),
    conditionalFormats: zoneFormats({
      league: group.league,
      leagues,
      games: group.games.length,
      fictitious: w.fictitious,
      withdrawn: [...group.roster.filter((r) => r.withdrawn).map((r) => r.name), w.player],
    }),
  };
}

/** Where the group's results counter is, for a message: `"S L2" B7`. */
export const resultsAt = (group: Pick<TorresGroupSheet, 'sheet'>): string => `"${group.sheet}" ${a1(GROUP.resultsRow, GROUP.valueColumn)}`;

/** Where the group's Elo list is, for a message: `"S L2" R10:R14`. */
export const eloListAt = (group: Pick<TorresGroupSheet, 'sheet' | 'players'>): string =>
  `"${group.sheet}" ${rangeA1(GROUP.firstGameRow, GROUP.eloColumn, GROUP.firstGameRow + group.players - 1, GROUP.eloColumn)}`;

/** The group as publishing and the standings read it (the rules' TorresGroupData), for a number of leagues. */
export function groupData(group: TorresGroupSheet, leagues: number): TorresGroupData {
  return {
    league: group.league,
    group: group.group,
    leagues,
    games: group.games.map((g, i) => {
      const left = group.leftOut.find((l) => l.game === i);
      if (left?.names) return [];
      return g.map((s) => ({ name: s.name, points: left ? null : s.points }));
    }),
    roster: group.roster.map((r) => (r.elo === undefined ? { name: r.name, withdrawn: r.withdrawn } : { name: r.name, elo: r.elo, withdrawn: r.withdrawn })),
    fictitious: group.fictitious,
    vpByPlace: group.vpByPlace,
    eloOrder: group.eloOrder,
  };
}
