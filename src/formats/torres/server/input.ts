/**
 * Checks of the TORRES endpoints' input (createTorresGroups, rollOverTorres settings). Every problem is an
 * Error naming the group, player or field; nothing is written before these pass.
 */
import type { CreateTorresGroupsInput } from '../api';
import { isForfeitName } from '../rules/forfeit';
import { scheduleShape } from '../rules/shape';
import { DEFAULT_VP_BY_PLACE, vpTableProblem } from '../rules/vp';
import type { SeasonGroup, TorresSeason } from '../sheets/season';

/** Largest group accepted (the schedule search is best effort beyond 24, measured up to 30). */
export const MAX_GROUP_SIZE = 30;
export const MAX_PLAYERS = 2000;
const MIN_GROUP_SIZE = 3;

export const drawSeed = (): string => Math.random().toString(36).slice(2, 10).toUpperCase();

const optional = (v: unknown): boolean => v === undefined || v === null || v === '';

export function checkTitle(title: unknown, what: string): string {
  if (typeof title !== 'string' || title.trim() === '') throw new Error(`Enter a title for the ${what} (it names the sheets), e.g. "Season 12".`);
  return title.trim();
}

export function checkSeed(seed: unknown): string {
  if (optional(seed)) return drawSeed();
  if (typeof seed !== 'string' && typeof seed !== 'number') throw new Error('The seed must be text or a number (blank = drawn by the add-on).');
  const s = String(seed).trim();
  return s === '' ? drawSeed() : s;
}

export const cleanName = (name: string): string => name.trim().replace(/\s+/g, ' ');

export function checkVp(vp: unknown): number[] {
  if (optional(vp)) return [...DEFAULT_VP_BY_PLACE];
  if (!Array.isArray(vp)) throw new Error('VP by place must be a list of numbers, first place first, e.g. 8, 4, 2, 1.');
  vp.forEach((v, i) => {
    if (typeof v !== 'number' || !Number.isFinite(v)) throw new Error(`VP by place: place ${i + 1} "${String(v)}" is not a number; use e.g. 8, 4, 2, 1.`);
  });
  const problem = vpTableProblem(vp as number[]);
  if (problem) throw new Error(`VP by place ${problem}; use e.g. 8, 4, 2, 1.`);
  return vp as number[];
}

export function checkEloOrder(order: unknown): 'low' | 'high' {
  if (optional(order)) return 'low';
  if (order !== 'low' && order !== 'high') throw new Error(`Elo order "${String(order)}" is not allowed; use "low" (lower Elo ranks higher, as the rule is written) or "high".`);
  return order;
}

/** The Elo list: name → Elo. Names must be known players (`known`: case-insensitive key → display name). */
export function checkElo(elo: unknown, known: Map<string, string>): Record<string, number> {
  const out: Record<string, number> = {};
  if (optional(elo)) return out;
  if (!Array.isArray(elo)) throw new Error('The Elo list must be a list of (name, Elo) pairs.');
  const seen = new Set<string>();
  elo.forEach((entry: unknown, i) => {
    const e = (entry ?? {}) as { name?: unknown; elo?: unknown };
    if (typeof e.name !== 'string' || cleanName(e.name) === '') throw new Error(`Elo list, line ${i + 1}: no player name.`);
    const name = cleanName(e.name);
    const key = name.toLowerCase();
    if (seen.has(key)) throw new Error(`Elo list: player '${name}' is listed twice.`);
    seen.add(key);
    if (typeof e.elo !== 'number' || !Number.isFinite(e.elo)) throw new Error(`Elo list: the Elo of '${name}' is "${String(e.elo)}", not a number.`);
    const shown = known.get(key);
    if (shown === undefined) throw new Error(`Elo list: '${name}' is not in any group.`);
    out[shown] = e.elo;
  });
  return out;
}

/** League of each group: given, or league 1 = 1 group, league 2 = 2 groups, … the last league takes the rest. */
function leaguesOf(count: number, given: unknown): number[] {
  if (optional(given)) {
    const out: number[] = [];
    for (let k = 1; out.length < count; k++) for (let g = 0; g < 2 ** (k - 1) && out.length < count; g++) out.push(k);
    return out;
  }
  if (!Array.isArray(given) || given.length !== count) throw new Error(`Leagues: give one league number per group (${count} groups).`);
  given.forEach((k, i) => {
    if (typeof k !== 'number' || !Number.isInteger(k) || k < 1) throw new Error(`Leagues: group ${i + 1} has league "${String(k)}"; use a whole number from 1.`);
    if (i > 0 && k < (given[i - 1] as number)) throw new Error(`Leagues: list the groups league by league (group ${i + 1} is in league ${k} after a group of league ${String(given[i - 1])}).`);
  });
  const K = given[given.length - 1] as number;
  for (let k = 1; k <= K; k++) if (!given.includes(k)) throw new Error(`Leagues must be numbered 1 to ${K}: league ${k} has no group.`);
  return given as number[];
}

/** Checks the groups (names, duplicates across groups, sizes) and numbers them league by league. */
export function checkGroups(groups: unknown, leagues?: unknown): SeasonGroup[] {
  if (!Array.isArray(groups) || groups.length === 0) throw new Error('Give at least one group of players (one group per line, names separated by commas).');
  const league = leaguesOf(groups.length, leagues);
  const K = league[league.length - 1];
  const seen = new Map<string, string>();
  const numberIn = new Map<number, number>();
  let total = 0;
  return groups.map((players: unknown, i) => {
    const k = league[i];
    const g = (numberIn.get(k) ?? 0) + 1;
    numberIn.set(k, g);
    const where = `league ${k} group ${g} (group ${i + 1} of the list)`;
    if (!Array.isArray(players)) throw new Error(`Group ${i + 1} is not a list of names.`);
    const names = players.map((p: unknown, j) => {
      if (typeof p !== 'string' && typeof p !== 'number') throw new Error(`Player ${j + 1} of ${where} is not a name.`);
      const name = cleanName(String(p));
      if (name === '') throw new Error(`Player ${j + 1} of ${where} has no name; remove the empty entry or type a name.`);
      if (isForfeitName(name)) throw new Error(`'${name}' in ${where} is the name of a fictitious player (forfait); they replace withdrawn players during a season, not at its start.`);
      const before = seen.get(name.toLowerCase());
      if (before !== undefined) throw new Error(before === where ? `Player '${name}' appears twice in ${where}.` : `Player '${name}' appears in ${before} and in ${where}.`);
      seen.set(name.toLowerCase(), where);
      return name;
    });
    const need = Math.max(MIN_GROUP_SIZE, (k > 1 ? 2 : 0) + (k < K ? 4 : 0));
    if (names.length < need) {
      throw new Error(
        names.length < MIN_GROUP_SIZE
          ? `${where[0].toUpperCase()}${where.slice(1)} has ${names.length} player(s); a TORRES group needs at least ${MIN_GROUP_SIZE}.`
          : `${where[0].toUpperCase()}${where.slice(1)} has ${names.length} players: promotion (${k > 1 ? 2 : 0}) and relegation (${k < K ? 4 : 0}) need at least ${need}.`,
      );
    }
    if (names.length > MAX_GROUP_SIZE) throw new Error(`${where[0].toUpperCase()}${where.slice(1)} has ${names.length} players; a group takes at most ${MAX_GROUP_SIZE} (about 10 is usual).`);
    total += names.length;
    if (total > MAX_PLAYERS) throw new Error(`More than ${MAX_PLAYERS} players in all; split the championship.`);
    scheduleShape(names.length);
    return { league: k, group: g, players: names };
  });
}

/** Largest game of any group: VP by place must cover that many places. */
export function checkVpCoversGames(vp: number[], groups: SeasonGroup[]): void {
  const largest = Math.max(...groups.map((g) => (scheduleShape(g.players.length).fourPlayerGames > 0 ? 4 : 3)));
  if (vp.length < largest) throw new Error(`VP by place gives ${vp.length} places, but games have ${largest} players; give the VP of at least ${largest} places.`);
}

export function knownNames(groups: readonly SeasonGroup[]): Map<string, string> {
  return new Map(groups.flatMap((g) => g.players.map((p) => [p.toLowerCase(), p] as [string, string])));
}

/** The whole createTorresGroups request, checked, as a season. */
export function checkCreateTorresGroups(input: unknown): TorresSeason {
  if (input === null || typeof input !== 'object') throw new Error('Give the championship\'s title and groups.');
  const o = input as Partial<CreateTorresGroupsInput>;
  const title = checkTitle(o.title, 'TORRES championship');
  const groups = checkGroups(o.groups, o.leagues);
  const vpByPlace = checkVp(o.vpByPlace);
  checkVpCoversGames(vpByPlace, groups);
  const eloOrder = checkEloOrder(o.eloOrder);
  const elo = checkElo(o.elo, knownNames(groups));
  return { title, seed: checkSeed(o.seed), vpByPlace, eloOrder, elo, groups };
}
