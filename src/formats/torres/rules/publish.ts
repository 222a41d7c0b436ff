/**
 * TORRES standings as published (docs/rules.md §3.5–§3.8): a group's standings computed from the typed
 * points with torresStandings — never read back from TORRESRANK's cells — with the places among the real players,
 * the promotion and relegation marks of the season so far, ties across a line, withdrawn and fictitious players
 * shown as such, and the delayed games noted. The league overview is every group's section, league by league.
 * Pure: the server reads the sheets (server/publish.ts) and hands the parsed groups here.
 */
import { GAMES, type Cell, type Row, type RowMark, type StandingsDoc, type StandingsSection } from '../../../shared/rules/publish/model';
import { cleanName, nameKey } from '../../../shared/rules/names';
import { type EloOrder, type Standing, torresStandings, type TorresGame } from './rank';
import { type GamePoints, isDelayed, vpTable } from './vp';
import { movementLines, PROMOTED_PLACES, zonePlaces } from './movement';
import { certaintyMarks, type CertaintyMark } from './certainty';

export interface TorresSeat {
  name: string;
  /** null: not typed yet (the game is in progress). */
  points: GamePoints | null;
}

/** One group sheet as typed: what TORRESRANK reads, plus the add-on's own records (withdrawals, fictitious players). */
export interface TorresGroupData {
  league: number;
  group: number;
  /** Leagues of the championship: the lowest relegates nobody. */
  leagues: number;
  /** The games in sheet order (game i + 1), each with its seats. */
  games: TorresSeat[][];
  /** The Elo list (the group's roster), in order; `withdrawn` from the Status column. */
  roster: { name: string; elo?: number; withdrawn: boolean }[];
  /** The fictitious players the add-on assigned on this sheet (its record), and whom each replaces. */
  fictitious: { name: string; replaces?: string }[];
  vpByPlace: number[];
  eloOrder: EloOrder;
}

export interface TorresGroupStandings {
  section: StandingsSection;
  /** Complete games and all games of the group. */
  done: number;
  total: number;
}

const left = (label: string) => ({ label, align: 'left' as const });
const right = (label: string) => ({ label, align: 'right' as const });
export const TORRES_COLUMNS = [right('#'), left('Player'), right('VP'), right('Diff'), right('Points'), right('Games')];

/** "League 1" (always one group) or "League 2 group 1". */
export const sectionCaption = (league: number, group: number): string => (league === 1 ? 'League 1' : `League ${league} group ${group}`);

/** VP as shown: whole numbers as numbers, shared fractions to 2 decimals (7/3 → "2.33"). */
export function vpCell(vp: number): Cell {
  const rounded = Math.round(vp * 100) / 100;
  return Number.isInteger(rounded) ? rounded : rounded.toFixed(2).replace(/0$/, '');
}

export const signed = (n: number): string => (n > 0 ? `+${n}` : String(Object.is(n, -0) ? 0 : n));

function joinNames(names: readonly string[]): string {
  return names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** Display names by nameKey, first spelling first: the games in sheet order, then the Elo list (as TORRESRANK). */
function spellings(data: Pick<TorresGroupData, 'games' | 'roster'>): { shown: (name: string) => string; order: string[] } {
  const byKey = new Map<string, string>();
  const order: string[] = [];
  const use = (name: string): void => {
    const key = nameKey(name);
    if (!byKey.has(key)) {
      byKey.set(key, cleanName(name));
      order.push(cleanName(name));
    }
  };
  data.games.forEach((g) => g.forEach((s) => use(s.name)));
  data.roster.forEach((r) => use(r.name));
  return { shown: (name) => byKey.get(nameKey(name)) ?? cleanName(name), order };
}

interface Line {
  standing: Standing;
  fictitious?: { replaces?: string };
  withdrawn: boolean;
  /** Place among the real players (shared ranks recounted without the fictitious players). */
  place?: number;
  mark?: RowMark;
}

const CERTAIN: Record<CertaintyMark, RowMark | undefined> = { P: 'promoted', R: 'relegated', S: 'stays', '': undefined };

/** A game still to play: its players (as shown), and those already marked delayed in it (`D 95` typed, another seat blank). */
interface Pending {
  players: string[];
  delayed: string[];
}

/**
 * While games remain: the certainty marks (docs/rules.md §6, rules/certainty.ts) — P, R, S only where every
 * outcome of the games still to play (any finishing order, or delays at the deadline) gives it, withdrawn players X,
 * the rest unmarked.
 */
function certainLines(lines: Line[], data: TorresGroupData, pending: readonly Pending[], notes: string[]): void {
  const table = vpTable(data.vpByPlace);
  const index = new Map(lines.map((l, i) => [nameKey(l.standing.player), i]));
  const remaining = pending.map((g) => g.players.map((name) => index.get(nameKey(name))));
  if (remaining.some((g) => g.length < 2 || g.some((i) => i === undefined))) {
    for (const l of lines) if (l.withdrawn && !l.fictitious) l.mark = 'out';
    notes.push('No marks: a game still to play cannot be read.');
    return;
  }
  const lines2 = movementLines(data.league, data.leagues);
  const result = certaintyMarks({
    players: lines.map((l) => ({
      vp: Math.round(l.standing.vp * table.perVp),
      difference: l.standing.difference,
      points: l.standing.points,
      real: !l.fictitious,
      withdrawn: l.withdrawn,
    })),
    remaining: remaining as number[][],
    delayed: pending.map((g) => g.delayed.map((name) => index.get(nameKey(name)) as number)),
    units: table.units,
    up: lines2.up,
    down: lines2.down,
  });
  lines.forEach((l, i) => {
    if (l.fictitious) return;
    const mark = l.withdrawn ? 'out' : CERTAIN[result.marks[i]];
    if (mark) l.mark = mark;
  });
  const games = pending.length === 1 ? 'the game' : `the ${pending.length} games`;
  notes.push(
    `Marks hold whatever the results of ${games} still to play (any finishing order, or delays at the deadline): P moves up, R moves down, S stays; unmarked players are still open${result.exact ? '' : ' (some left open by the size guard)'}.`,
  );
}

/**
 * Marks of the real players. Every game played: promoted (the two highest not withdrawn, not in league 1),
 * relegated, stays, out; ties at a line. Games still to play: the certainty marks (certainLines).
 */
function markLines(lines: Line[], data: TorresGroupData, notes: string[], pending: readonly Pending[] = []): void {
  const real = lines.filter((l) => !l.fictitious);
  real.forEach((l, i) => (l.place = i > 0 && real[i - 1].standing.rank === l.standing.rank ? real[i - 1].place : i + 1));
  if (pending.length > 0) return certainLines(lines, data, pending, notes);
  const n = real.length;
  const zones = zonePlaces(data.league, data.leagues, n);
  const firstDown = zones.down[0] ?? n;
  const movers = real.filter((l) => !l.withdrawn);
  const promoted = data.league > 1 ? movers.slice(0, PROMOTED_PLACES) : [];
  for (const l of real) {
    if (l.withdrawn) l.mark = 'out';
    else if (promoted.includes(l)) l.mark = 'promoted';
    else if (real.indexOf(l) >= firstDown) l.mark = 'relegated';
  }
  const tieAt = (above: Line | undefined, below: Line | undefined, line: string, decides: string): void => {
    if (!above || !below || above.standing.rank !== below.standing.rank) return;
    const tied = movers.filter((l) => l.standing.rank === above.standing.rank);
    tied.forEach((l) => (l.mark = 'tie'));
    notes.push(
      `${joinNames(tied.map((l) => l.standing.player))} are equal on VP, difference, points and Elo across the ${line} line: the organiser decides ${decides}.`,
    );
  };
  if (promoted.length === PROMOTED_PLACES) tieAt(promoted[1], movers[PROMOTED_PLACES], 'promotion', 'who moves up');
  if (data.league < data.leagues && firstDown > 0 && firstDown < n) {
    const above = real
      .slice(0, firstDown)
      .filter((l) => !l.withdrawn && !promoted.includes(l))
      .pop();
    tieAt(
      above,
      real.slice(firstDown).find((l) => !l.withdrawn),
      'relegation',
      'who moves down',
    );
  }
  for (const l of real) if (!l.withdrawn && !l.mark) l.mark = 'stays';
}

/**
 * A group's standings from its typed games, exactly as TORRESRANK computes them on the sheet (docs/rules.md §3.5):
 * the complete games only, players listed in order of first appearance in the games then the Elo list, the first
 * spelling shown. Also the games counted and the delayed players of each.
 */
export function typedStandings(data: Pick<TorresGroupData, 'games' | 'roster' | 'vpByPlace' | 'eloOrder'>): {
  standings: Standing[];
  complete: number;
  delayed: { game: number; players: string[] }[];
  shown: (name: string) => string;
} {
  const { shown, order } = spellings(data);
  const complete: TorresGame[] = [];
  const delayed: { game: number; players: string[] }[] = [];
  data.games.forEach((seats, g) => {
    if (seats.length === 0 || seats.some((s) => s.points === null)) return;
    complete.push({ players: seats.map((s) => shown(s.name)), points: seats.map((s) => s.points as GamePoints) });
    const late = seats.filter((s) => isDelayed(s.points as GamePoints)).map((s) => shown(s.name));
    if (late.length > 0) delayed.push({ game: g + 1, players: late });
  });
  const elo = new Map<string, number>();
  for (const r of data.roster) if (r.elo !== undefined) elo.set(shown(r.name), r.elo);
  const standings = torresStandings(order, complete, { vpByPlace: data.vpByPlace, elo, eloOrder: data.eloOrder });
  return { standings, complete: complete.length, delayed, shown };
}

/** One group's standings section, from the typed points (docs/rules.md §3.5), with the progress of its games. */
export function torresGroupStandings(data: TorresGroupData): TorresGroupStandings {
  const typed = typedStandings(data);
  const { standings, shown } = typed;
  const delayed = typed.delayed.map((d) => `game ${d.game} (${d.players.join(', ')})`);
  const fictitious = new Map(data.fictitious.map((f) => [nameKey(f.name), f]));
  const withdrawn = new Set(data.roster.filter((r) => r.withdrawn).map((r) => nameKey(r.name)));
  let lines: Line[] = standings.map((s) => ({ standing: s, fictitious: fictitious.get(nameKey(s.player)), withdrawn: withdrawn.has(nameKey(s.player)) }));
  const notes: string[] = [];
  const pending: Pending[] = data.games
    .filter((g) => g.length > 0 && g.some((seat) => seat.points === null))
    .map((g) => ({
      players: g.map((seat) => shown(seat.name)),
      delayed: g.flatMap((seat) => (seat.points !== null && isDelayed(seat.points) ? [shown(seat.name)] : [])),
    }));
  // Before any game is complete nobody has a place (docs/rules.md §0.6): the players as drawn (the Elo list's order), no mark.
  const beforePlay = typed.complete === 0;
  if (beforePlay) {
    const seeded = data.roster.map((r) => nameKey(r.name));
    const at = (l: Line) => (seeded.includes(nameKey(l.standing.player)) ? seeded.indexOf(nameKey(l.standing.player)) : seeded.length);
    lines = [...lines].sort((a, b) => at(a) - at(b));
    notes.push('No results yet: the players as drawn.');
  } else markLines(lines, data, notes, pending);
  const rows: Row[] = lines.map((l) => {
    const s = l.standing;
    const f = l.fictitious;
    const name = f ? `${s.player} (fictitious${f.replaces ? `, for ${shown(f.replaces)}` : ''})` : l.withdrawn ? `${s.player} (withdrawn)` : s.player;
    const row: Row = { cells: [f || beforePlay ? '-' : (l.place as number), name, vpCell(s.vp), signed(s.difference), s.points, s.games] };
    if (l.mark) row.mark = l.mark;
    return row;
  });
  if (delayed.length > 0) notes.push(`Delayed at the deadline (0 VP, placed last in the game; their score counts): ${delayed.join(', ')}.`);
  const outs = data.roster
    .filter((r) => r.withdrawn)
    .map((r) => {
      const f = data.fictitious.find((x) => x.replaces !== undefined && nameKey(x.replaces) === nameKey(r.name));
      return f ? `${shown(r.name)} (unplayed games to ${f.name})` : shown(r.name);
    });
  if (outs.length > 0) notes.push(`Withdrawn during the season: ${outs.join(', ')}. Places count among the real players.`);
  const section: StandingsSection = { caption: sectionCaption(data.league, data.group), columns: TORRES_COLUMNS, rows };
  if (notes.length > 0) section.notes = notes;
  return { section, done: typed.complete, total: data.games.length };
}

/** A group sheet's post: the championship title, the date, "after N of M games", the group's standings. */
export function torresGroupDoc(title: string, date: string, data: TorresGroupData): StandingsDoc {
  const g = torresGroupStandings(data);
  return { title, date, progress: { done: g.done, total: g.total, unit: GAMES }, sections: [g.section] };
}

/** The league overview's post: every group's standings, league by league (then group by group). */
export function torresOverviewDoc(title: string, date: string, groups: readonly TorresGroupData[]): StandingsDoc {
  const sorted = [...groups].sort((a, b) => a.league - b.league || a.group - b.group);
  const all = sorted.map(torresGroupStandings);
  const done = all.reduce((n, g) => n + g.done, 0);
  const total = all.reduce((n, g) => n + g.total, 0);
  return { title, date, progress: { done, total, unit: GAMES }, sections: all.map((g) => g.section) };
}
