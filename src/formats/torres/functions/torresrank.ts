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
 * A typing slip stays on its row (docs/rules.md §0.3): a game or Elo row that cannot be read is left out
 * and counted on the table's last line ("Left out: 1 game (results row 3: "1O5" is not points)"); only a wrong
 * argument (width, elo not two columns, vp_by_place, elo_order) is an error for the whole cell. With an Elo list, it
 * is the group's roster: a game naming anyone else (fictitious names excepted) is left out.
 */
import { type CertaintyMark, certaintyMarks } from '../rules/certainty';
import { EloOrder, Standing, torresStandings, TorresGame } from '../rules/rank';
import { DEFAULT_VP_BY_PLACE, DELAYED, GamePoints, isDelayed, MAX_POINTS, vpTable, vpTableProblem } from '../rules/vp';
import { cleanName, nameKey } from '../../../shared/rules/names';
import { isForfeitName } from '../rules/forfeit';
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
  isDate,
} from '../../../shared/functions/args';

const FN = 'TORRESRANK';
const HEADER = ['Rank', 'Player', 'VP', 'Difference', 'Points', 'Games'];
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

interface Seat {
  /** The name as typed (trimmed); registered with Names only once its game is readable. */
  name: string;
  points: GamePoints | null;
  /** Points that cannot be read: the game is left out, but its players (names fine) are still listed. */
  bad?: Skip;
}

/**
 * A row (or game) that cannot be read: it is left out of the standings and reported on the table's last line
 * (docs/rules.md §0.3: a typing slip stays on its row), never thrown for the whole range.
 */
class Skip extends Error {}

const skip = (reason: string): never => {
  throw new Skip(reason);
};

/** A value as shown in a short reason: text in quotes, anything else as Sheets shows it. */
const shown = (value: Scalar): string => (typeof value === 'string' ? `"${value.trim()}"` : isDate(value) ? 'a date' : String(value));

function readPoints(value: Scalar): GamePoints | null {
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_POINTS) return value;
  if (isBlank(value)) return null;
  if (typeof value === 'number' && Number.isInteger(value) && value > MAX_POINTS) return skip(`${value} is more than ${MAX_POINTS} points (a date?)`);
  if (typeof value === 'string') {
    const text = value.trim();
    const mark = DELAYED_MARK.exec(text);
    if (mark && Number(mark[1]) <= MAX_POINTS) return { delayed: Number(mark[1]) };
    if (text.toUpperCase() === DELAYED) return skip('D without a score');
  }
  return skip(`${shown(value)} is not points`);
}

/** A name cell as text: the add-on writes names as text; a number or TRUE typed by hand still names that player. */
function seatName(value: Scalar): string {
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return skip(`${shown(value)} is not a player name`);
}

function readSeat(nameValue: Scalar, pointsValue: Scalar): Seat | null {
  if (isBlank(nameValue)) {
    if (isBlank(pointsValue)) return null;
    return skip('points without a player');
  }
  const name = seatName(nameValue);
  try {
    return { name, points: readPoints(pointsValue) };
  } catch (e) {
    if (!(e instanceof Skip)) throw e;
    return { name, points: null, bad: e };
  }
}

/** The group's roster when an Elo list is given: a game naming anyone else (a typo) is left out. */
interface Roster {
  keys: ReadonlySet<string>;
}

/** A game still to play: its players, and those already marked delayed in it (`D 95` typed, another seat blank). */
interface Pending {
  players: string[];
  delayed: string[];
}

/** A checked game (names registered), or null when it is not complete yet (its players added to `pending`); a Skip when it cannot be read. */
function toGame(seats: readonly Seat[], maxPlayers: number, names: Names, roster: Roster | null, pending: Pending[]): TorresGame | null {
  const seen = new Set<string>();
  for (const s of seats) {
    const key = nameKey(s.name);
    if (seen.has(key)) skip(`'${s.name}' plays twice in one game`);
    seen.add(key);
    if (roster && !roster.keys.has(key) && !isForfeitName(s.name)) skip(`'${s.name}' is not in the elo list`);
  }
  if (seats.length > maxPlayers) skip(`${seats.length} players, but vp_by_place gives ${maxPlayers} places`);
  const players = seats.map((s) => names.use(s.name));
  const bad = seats.find((s) => s.bad);
  if (bad) throw bad.bad;
  if (seats.length === 1 && seats[0].points !== null) skip(`'${seats[0].name}' is the only player`);
  if (seats.some((s) => s.points === null)) {
    const delayed = players.filter((_, k) => {
      const p = seats[k].points;
      return p !== null && isDelayed(p);
    });
    pending.push({ players, delayed });
    return null;
  }
  return { players, points: seats.map((s) => s.points as GamePoints) };
}

/** What was left out: each reason with where it is ("results row 3"), and the counts. */
class LeftOut {
  readonly reasons: string[] = [];
  games = 0;
  elo = 0;

  add(kind: 'game' | 'elo', where: string, error: unknown): void {
    if (!(error instanceof Skip)) throw error;
    if (kind === 'game') this.games++;
    else this.elo++;
    this.reasons.push(`${where}: ${error.message}`);
  }

  /** The table's last line, or null when nothing was left out. */
  line(): string | null {
    if (this.reasons.length === 0) return null;
    const counts = [
      ...(this.games > 0 ? [`${this.games} game${this.games === 1 ? '' : 's'}`] : []),
      ...(this.elo > 0 ? [`${this.elo} Elo${this.elo === 1 ? '' : 's'}`] : []),
    ];
    const shownReasons = this.reasons.slice(0, 3).join('; ') + (this.reasons.length > 3 ? '; …' : '');
    return `Left out: ${counts.join(', ')} (${shownReasons})`;
  }
}

function readWide(grid: Grid, maxPlayers: number, names: Names, roster: Roster | null, left: LeftOut, pending: Pending[]): TorresGame[] {
  const width = grid[0].length;
  const games: TorresGame[] = [];
  grid.forEach((row, r) => {
    try {
      const seats: Seat[] = [];
      for (let c = 0; c < width; c += 2) {
        const seat = readSeat(row[c], row[c + 1]);
        if (seat) seats.push(seat);
      }
      if (seats.length === 0) return;
      const game = toGame(seats, maxPlayers, names, roster, pending);
      if (game) games.push(game);
    } catch (e) {
      left.add('game', `results row ${r + 1}`, e);
    }
  });
  return games;
}

function readLong(grid: Grid, maxPlayers: number, names: Names, roster: Roster | null, left: LeftOut, pending: Pending[]): TorresGame[] {
  const byId = new Map<string, { seats: Seat[]; bad?: { row: number; error: unknown } }>();
  grid.forEach((row, r) => {
    let id: string | undefined;
    try {
      if (!isBlank(row[0])) id = typeof row[0] === 'string' ? row[0].trim() : String(seatName(row[0]));
      const seat = readSeat(row[1], row[2]);
      if (id === undefined) {
        if (seat) skip('no game id');
        return;
      }
      if (!seat) return skip('a game id without a player');
      const game = byId.get(id);
      if (game) game.seats.push(seat);
      else byId.set(id, { seats: [seat] });
    } catch (e) {
      if (id === undefined) return left.add('game', `results row ${r + 1}`, e);
      const game = byId.get(id) ?? { seats: [] };
      game.bad ??= { row: r + 1, error: e };
      byId.set(id, game);
    }
  });
  const games: TorresGame[] = [];
  for (const [id, { seats, bad }] of byId) {
    try {
      if (bad) throw bad.error;
      const game = toGame(seats, maxPlayers, names, roster, pending);
      if (game) games.push(game);
    } catch (e) {
      left.add('game', bad ? `results row ${bad.row} (game ${id})` : `game ${id}`, e);
    }
  }
  return games;
}

interface EloRow {
  name: string;
  elo?: number;
  /** A third column (the group sheet's Status) starting with "withdrawn": the player left during the season. */
  withdrawn?: boolean;
}

/** The players as the group was drawn: the Elo list's order (its first spelling in the games), then players only in the games, as they appear. */
function seedingOrder(names: Names, eloRows: readonly EloRow[] | null): string[] {
  const listed = (eloRows ?? []).map((e) => names.use(e.name));
  const seen = new Set(listed);
  return [...listed, ...names.roster.filter((p) => !seen.has(p))];
}

/**
 * The Status column's header: one word, the same before play, while games remain and once every game is played (the
 * group sheet's results counter and Next step line say how many games are in), so the column stays narrow and its
 * header always reads the same; only a state that leaves the marks blank or incomplete says so in it.
 */
export const STATUS_HEADER = 'Status';

/**
 * Before any game is scored nobody has a rank yet (docs/rules.md §6: nothing is shown before a result makes it real):
 * the players in seeding order, rank and Status blank, 0 everywhere else, the header's Status saying so.
 */
function beforePlay(players: readonly string[], status: boolean, leftOut: string | null): Result {
  const out: (string | number)[][] = [status ? [...HEADER, STATUS_HEADER] : HEADER];
  for (const p of players) out.push(['', p, 0, 0, 0, 0, ...(status ? [''] : [])]);
  if (leftOut !== null) out.push([leftOut, '', '', '', '', '', ...(status ? [''] : [])]);
  return out;
}

const WITHDRAWN = /^\s*withdrawn/i;

/**
 * The Elo list: the group's roster (every player named there is listed, with 0 games if they have none: a player
 * withdrawn before playing stays in the standings, docs/rules.md §3.7). A row that cannot be read is left out and
 * reported; a bad Elo leaves that player without one. A wrong shape (not two columns) is an error.
 */
function readElo(elo: Arg, left: LeftOut): EloRow[] | null {
  if (elo === undefined || (!isGrid(elo) && isBlank(elo))) return null;
  const grid = asGrid(elo);
  const width = grid.length > 0 ? grid[0].length : 0;
  if (width !== 2 && width !== 3) failArg(FN, `elo must be two columns (player, Elo), or three with each player's status, not ${width}`);
  const typed = new Set<string>();
  const rows: EloRow[] = [];
  grid.forEach((row, r) => {
    try {
      if (isBlank(row[0])) {
        if (!isBlank(row[1])) skip('an Elo without a player');
        return;
      }
      const name = seatName(row[0]);
      const key = nameKey(name);
      if (typed.has(key)) skip(`'${name}' is listed twice`);
      typed.add(key);
      rows.push({ name });
      if (width === 3 && typeof row[2] === 'string' && WITHDRAWN.test(row[2])) rows[rows.length - 1].withdrawn = true;
      if (isBlank(row[1])) return;
      try {
        rows[rows.length - 1].elo = toNumber(row[1], new Place(FN, 'elo', r + 1, 2, 2));
      } catch {
        skip(`${shown(row[1])} is not an Elo`);
      }
    } catch (e) {
      left.add('elo', `elo row ${r + 1}`, e);
    }
  });
  return rows;
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

/** League positions the status argument names, and how many places move up and down there (docs/rules.md §3.8). */
const POSITIONS: Record<string, { up: number; down: number }> = {
  middle: { up: 2, down: 4 },
  top: { up: 0, down: 4 },
  lowest: { up: 2, down: 0 },
  only: { up: 0, down: 0 },
};

function readStatus(value: Arg): { up: number; down: number } | null {
  const text = optionText(FN, 'status', value, '');
  if (text === '') return null;
  const position = POSITIONS[text.trim().toLowerCase()];
  if (!position)
    fail(
      new Place(FN, 'status'),
      text,
      'is not a league position; use "middle" (players move up and down), "top" (league 1: nobody moves up), "lowest" (nobody moves down) or "only" (a single league)',
    );
  return position;
}

/**
 * The Status column (docs/rules.md §6, "Certainty marks"): P, R, S or blank per standings row, and its header (Status,
 * or why the marks are blank or incomplete). Blank for every row while a game is left out (a typing slip: the marks would rest on a
 * wrong game), as for a fictitious player (not on the Elo list) and a withdrawn player.
 */
function statusColumn(
  standings: readonly Standing[],
  pending: readonly Pending[],
  lines: { up: number; down: number },
  vpByPlace: readonly number[],
  eloRows: readonly EloRow[] | null,
  names: Names,
  leftOut: boolean,
): { header: string; marks: CertaintyMark[] } {
  const blank = standings.map((): CertaintyMark => '');
  if (leftOut) return { header: `${STATUS_HEADER}: fix the games left out first`, marks: blank };
  if (pending.some((g) => g.players.length < 2)) return { header: `${STATUS_HEADER}: a game still to play has fewer than 2 players`, marks: blank };
  const table = vpTable(vpByPlace);
  const index = new Map(standings.map((st, i) => [st.player, i]));
  const onList = eloRows && eloRows.length > 0 ? new Set(eloRows.map((e) => names.use(e.name))) : null;
  const withdrawn = new Set((eloRows ?? []).filter((e) => e.withdrawn).map((e) => names.use(e.name)));
  const result = certaintyMarks({
    players: standings.map((st) => ({
      vp: Math.round(st.vp * table.perVp),
      difference: st.difference,
      points: st.points,
      real: onList === null || onList.has(st.player),
      withdrawn: withdrawn.has(st.player),
    })),
    remaining: pending.map((g) => g.players.map((p) => index.get(p) as number)),
    delayed: pending.map((g) => g.delayed.map((p) => index.get(p) as number)),
    units: table.units,
    up: lines.up,
    down: lines.down,
  });
  return { header: result.exact ? STATUS_HEADER : `${STATUS_HEADER} (size guard: some places left open)`, marks: result.marks };
}

/**
 * Standings of a TORRES group: rank, player, VP, particular-points difference, points and games; with status, a
 * Status column: P certainly moves up, R certainly moves down, S certainly stays, blank still open.
 * @param {string[][]} results One row per game as (player, points) pairs side by side, or 3 columns (game id, player, points); points D 95 = delayed the game, 95 points at the last completed year.
 * @param {string[][]} elo Optional two columns (player, Elo at the start of the championship), the last tie-break; every player named is listed. A third column starting with "withdrawn" marks a player who left.
 * @param {number[][]} vp_by_place Optional VP for places 1, 2, 3 … (default 8, 4, 2, 1).
 * @param {string} elo_order "low" (default: lower Elo ranks higher) or "high".
 * @param {string} status Optional league position for a Status column over every result of the games still to play (any finishing order, or delays at the deadline): "middle" (2 up, 4 down), "top" (league 1: nobody up), "lowest" (nobody down) or "only".
 * @return {string[][]} A header row and the players sorted by rank: rank, player, VP, difference, points, games (and status).
 * @customfunction
 */
export function TORRESRANK(results: Arg, elo?: Arg, vp_by_place?: Arg, elo_order?: Arg, status?: Arg): Result {
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
  const lines = readStatus(status);
  const names = new Names();
  const left = new LeftOut();
  const eloRows = readElo(elo, left);
  const roster: Roster | null = eloRows && eloRows.length > 0 ? { keys: new Set(eloRows.map((e) => nameKey(e.name))) } : null;
  const pending: Pending[] = [];
  const games = width === 3 ? readLong(grid, vpByPlace.length, names, roster, left, pending) : readWide(grid, vpByPlace.length, names, roster, left, pending);
  const eloMap = new Map<string, number>();
  for (const e of eloRows ?? []) {
    const player = names.use(e.name);
    if (e.elo !== undefined) eloMap.set(player, e.elo);
  }
  if (games.length === 0) return beforePlay(seedingOrder(names, eloRows), lines !== null, left.line());
  const standings: Standing[] = torresStandings(names.roster, games, { vpByPlace, elo: eloMap, eloOrder });
  const column = lines ? statusColumn(standings, pending, lines, vpByPlace, eloRows, names, left.games > 0) : null;
  const out: (string | number)[][] = [column ? [...HEADER, column.header] : HEADER];
  standings.forEach((st, i) => {
    const row: (string | number)[] = [st.rank, st.player, st.vp, st.difference, st.points, st.games];
    if (column) row.push(column.marks[i]);
    out.push(row);
  });
  const line = left.line();
  if (line !== null) out.push([line, '', '', '', '', '', ...(column ? [''] : [])]);
  return out;
}
