/**
 * TORRESRANK: a TORRES group's standings from its game results (docs/rules.md §3.3–§3.6).
 *
 * Layout of results, decided by the width of the range:
 * - 3 columns: long format, one row per player per game: (game id, player, points); rows with the same game
 *   id are one game (they need not be adjacent).
 * - an even number of columns, 4 or more: wide format, one row per game as (player, points) pairs side by
 *   side; a game with fewer players leaves its last pairs empty.
 * - anything else (1, 2 or an odd width other than 3) is an error: 2 columns would be one-player games.
 * A game counts once every player in it has points (a number, or D for a player who delayed an unfinished
 * game, with the score at the last completed year: D 95); a game still missing points is not counted yet, but its players are listed.
 * Names are matched ignoring case and extra spaces; the first spelling met is shown.
 */
import { EloOrder, Standing, torresStandings, TorresGame } from '../rules/rank';
import { DEFAULT_VP_BY_PLACE, DELAYED, GamePoints, vpTableProblem } from '../rules/vp';
import { cleanName, nameKey } from '../../../shared/rules/names';
import {
  Arg,
  asGrid,
  fail,
  failArg,
  flatten,
  Grid,
  isBlank,
  isGrid,
  optionText,
  Place,
  Result,
  Scalar,
  toNumber,
  toText,
} from '../../../shared/functions/args';

const FN = 'TORRESRANK';
const HEADER = ['Rank', 'Player', 'VP', 'Difference', 'Points', 'Games'];
const POINTS_ACCEPTED =
  'use the particular points (a whole number, 0 or more), or D and the score at the last completed year (D 95) for a player who delayed the game';
/** `D 95`, `d95`, `D  95`: a delayed player with 95 points at the last completed year. */
const DELAYED_MARK = /^D\s*(\d+)$/i;

/** Player names: display spelling by nameKey (docs/rules.md §0.1: case and extra spaces ignored). */
class Names {
  private readonly shown = new Map<string, string>();
  /** Typed spelling → display name, so repeated names skip the normalising. */
  private readonly typed = new Map<string, string>();
  readonly roster: string[] = [];

  /** The display name for a typed name (registering it on first sight). */
  use(name: string): string {
    const known = this.typed.get(name);
    if (known !== undefined) return known;
    const key = nameKey(name);
    let shown = this.shown.get(key);
    if (shown === undefined) {
      shown = cleanName(name);
      this.shown.set(key, shown);
      this.roster.push(shown);
    }
    this.typed.set(name, shown);
    return shown;
  }

  find(name: string): string | undefined {
    return this.shown.get(nameKey(name));
  }
}

/**
 * A name cell as text. The add-on writes every name as text; a cell Sheets read as a number (1850) or a boolean
 * (TRUE, typed by hand without an apostrophe) still names that player, spelled as Sheets shows it.
 */
function nameText(value: Scalar, place: Place): string {
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  return toText(value, place, 'a player name; use the name as text');
}

/** A cell of results, 1-based; its Place is built only for an error message. */
interface Cell {
  row: number;
  column: number;
  width: number;
}

const placeOf = (cell: Cell) => new Place(FN, 'results', cell.row, cell.column, cell.width);

interface Seat {
  name: string;
  points: GamePoints | null;
  nameCell: Cell;
}

function readPoints(value: Scalar, cell: Cell): GamePoints | null {
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 1e9) return value;
  if (isBlank(value)) return null;
  if (typeof value === 'string') {
    const text = value.trim();
    const mark = DELAYED_MARK.exec(text);
    if (mark && Number(mark[1]) <= 1e9) return { delayed: Number(mark[1]) };
    if (text.toUpperCase() === DELAYED)
      return fail(placeOf(cell), value, "marks a delayed player without a score; type D and the player's score at the last completed year, e.g. D 95");
    return fail(placeOf(cell), value, `is not points; ${POINTS_ACCEPTED}`);
  }
  const n = toNumber(value, placeOf(cell), POINTS_ACCEPTED);
  return fail(placeOf(cell), n, `is not a whole number of points; ${POINTS_ACCEPTED}`);
}

function readSeat(nameValue: Scalar, pointsValue: Scalar, nameCell: Cell, pointsCell: Cell, names: Names): Seat | null {
  if (isBlank(nameValue)) {
    if (isBlank(pointsValue)) return null;
    return fail(placeOf(pointsCell), pointsValue, "has no player; put the player's name beside the points");
  }
  const name = nameText(nameValue, placeOf(nameCell));
  return { name: names.use(name), points: readPoints(pointsValue, pointsCell), nameCell };
}

/** A checked game, or null when it is not complete yet. */
function toGame(seats: readonly Seat[], maxPlayers: number): TorresGame | null {
  const seen = new Set<string>();
  for (const s of seats) {
    if (seen.has(s.name)) fail(placeOf(s.nameCell), s.name, 'plays twice in this game; each player takes one seat per game');
    seen.add(s.name);
  }
  if (seats.length > maxPlayers) {
    fail(
      placeOf(seats[maxPlayers].nameCell),
      seats[maxPlayers].name,
      `makes this game ${seats.length} players; vp_by_place gives VP for ${maxPlayers} places, so a game has 2 to ${maxPlayers} players`,
    );
  }
  if (seats.some((s) => s.points === null)) return null;
  if (seats.length === 1) fail(placeOf(seats[0].nameCell), seats[0].name, `is the only player in this game; a game has 2 to ${maxPlayers} players`);
  return { players: seats.map((s) => s.name), points: seats.map((s) => s.points as GamePoints) };
}

function readWide(grid: Grid, maxPlayers: number, names: Names): TorresGame[] {
  const width = grid[0].length;
  const games: TorresGame[] = [];
  grid.forEach((row, r) => {
    const seats: Seat[] = [];
    for (let c = 0; c < width; c += 2) {
      const seat = readSeat(row[c], row[c + 1], { row: r + 1, column: c + 1, width }, { row: r + 1, column: c + 2, width }, names);
      if (seat) seats.push(seat);
    }
    if (seats.length === 0) return;
    const game = toGame(seats, maxPlayers);
    if (game) games.push(game);
  });
  return games;
}

function readLong(grid: Grid, maxPlayers: number, names: Names): TorresGame[] {
  const byId = new Map<string, Seat[]>();
  grid.forEach((row, r) => {
    const at = (c: number): Cell => ({ row: r + 1, column: c + 1, width: 3 });
    const seat = readSeat(row[1], row[2], at(1), at(2), names);
    if (isBlank(row[0])) {
      if (seat) fail(placeOf(at(1)), row[1], 'has no game id; put the game id in the first column');
      return;
    }
    const id = typeof row[0] === 'string' ? row[0].trim() : toText(row[0], placeOf(at(0)), 'a game id; use a number or text');
    if (!seat) fail(placeOf(at(0)), row[0], "has no player; put the player's name in the second column");
    const seats = byId.get(id);
    if (seats) seats.push(seat);
    else byId.set(id, [seat]);
  });
  const games: TorresGame[] = [];
  for (const seats of byId.values()) {
    const game = toGame(seats, maxPlayers);
    if (game) games.push(game);
  }
  return games;
}

function readElo(elo: Arg, names: Names): Map<string, number> {
  const map = new Map<string, number>();
  if (elo === undefined || (!isGrid(elo) && isBlank(elo))) return map;
  const grid = asGrid(elo);
  const width = grid.length > 0 ? grid[0].length : 0;
  if (width !== 2) failArg(FN, `elo must be two columns (player, Elo), not ${width}`);
  const typed = new Map<string, number>();
  grid.forEach((row, r) => {
    const at = (c: number) => new Place(FN, 'elo', r + 1, c + 1, 2);
    if (isBlank(row[0])) {
      if (!isBlank(row[1])) fail(at(1), row[1], "has no player; put the player's name beside the Elo");
      return;
    }
    const name = nameText(row[0], at(0));
    const key = nameKey(name);
    if (typed.has(key)) fail(at(0), name, 'is listed twice; give one Elo per player');
    typed.set(key, r);
    // The Elo list is the group's roster: a player named there without any game (withdrawn before playing) is
    // still listed, with 0 games (docs/rules.md §3.7: no row is ever dropped).
    const shown = names.use(name);
    if (isBlank(row[1])) return;
    map.set(shown, toNumber(row[1], at(1), 'use the Elo rating (a number), or leave it blank'));
  });
  return map;
}

function readVp(vp: Arg): number[] {
  if (vp === undefined || (!isGrid(vp) && isBlank(vp))) return [...DEFAULT_VP_BY_PLACE];
  const grid = asGrid(vp);
  const width = grid.length > 0 ? grid[0].length : 0;
  const values: number[] = [];
  flatten(vp).forEach((cell, i) => {
    if (isBlank(cell)) return;
    const place = isGrid(vp) ? new Place(FN, 'vp_by_place', Math.floor(i / width) + 1, (i % width) + 1, width) : new Place(FN, 'vp_by_place');
    values.push(toNumber(cell, place, 'use the VP of each place, first place first (8, 4, 2, 1)'));
  });
  const problem = vpTableProblem(values);
  if (problem) failArg(FN, `vp_by_place ${problem}; use the VP of each place, first place first (8, 4, 2, 1)`);
  return values;
}

function readEloOrder(value: Arg): EloOrder {
  const text = optionText(FN, 'elo_order', value, 'low');
  const order = text.toLowerCase();
  if (order !== 'low' && order !== 'high') fail(new Place(FN, 'elo_order'), text, 'is not an Elo order; use "low" (lower Elo ranks higher) or "high"');
  return order;
}

/**
 * Standings of a TORRES group: rank, player, VP, particular-points difference, points and games.
 * @param {string[][]} results One row per game as (player, points) pairs side by side, or 3 columns (game id, player, points); points D 95 = delayed the game, 95 points at the last completed year.
 * @param {string[][]} elo Optional two columns (player, Elo at the start of the championship), the last tie-break; every player named is listed.
 * @param {number[][]} vp_by_place Optional VP for places 1, 2, 3 … (default 8, 4, 2, 1).
 * @param {string} elo_order "low" (default: lower Elo ranks higher) or "high".
 * @return {string[][]} A header row and the players sorted by rank: rank, player, VP, difference, points, games.
 * @customfunction
 */
export function TORRESRANK(results: Arg, elo?: Arg, vp_by_place?: Arg, elo_order?: Arg): Result {
  const grid = asGrid(results);
  const width = grid.length > 0 ? grid[0].length : 0;
  if (width !== 3 && (width < 4 || width % 2 !== 0)) {
    failArg(
      FN,
      `results is ${width} column(s) wide; use 3 columns (game id, player, points) or (player, points) pairs side by side, 4, 6, 8 … columns, one row per game` +
        (width === 2 ? ' (2 columns would be games of one player)' : ''),
    );
  }
  const vpByPlace = readVp(vp_by_place);
  const eloOrder = readEloOrder(elo_order);
  const names = new Names();
  const games = width === 3 ? readLong(grid, vpByPlace.length, names) : readWide(grid, vpByPlace.length, names);
  const standings: Standing[] = torresStandings(names.roster, games, { vpByPlace, elo: readElo(elo, names), eloOrder });
  const out: (string | number)[][] = [HEADER];
  for (const s of standings) out.push([s.rank, s.player, s.vp, s.difference, s.points, s.games]);
  return out;
}
