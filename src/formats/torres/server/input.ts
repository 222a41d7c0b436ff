/**
 * Checks of the TORRES endpoints' input (createTorresGroups, rollOverTorres settings) under the add-on's one error
 * policy: every problem of an input is collected in a Problems, each naming the group, player, line or field, and
 * thrown at once; nothing is written before an input passes. Names are cleaned with cleanName and compared by
 * nameKey (docs/rules.md §0.1: "Ann  Lee" and " ann lee" are one player).
 */
import type { CreateTorresGroupsInput } from '../api';
import { checkSeed, checkTitle, Problems, isEmptyCell, shownInput } from '../../../shared/rules/input';
import { cleanName, nameKey, nameRecord } from '../../../shared/rules/names';
import { drawSeed } from '../../../shared/server/seed';
import { isForfeitName } from '../rules/forfeit';
import { defaultLeagues } from '../rules/leagues';
import { scheduleShape } from '../rules/shape';
import { DEFAULT_VP_BY_PLACE, vpTableProblem } from '../rules/vp';
import type { SeasonGroup, TorresSeason } from '../sheets/season';

/** Largest group accepted (the schedule search is best effort beyond 24, measured up to 30). */
export const MAX_GROUP_SIZE = 30;
export const MAX_PLAYERS = 2000;
const MIN_GROUP_SIZE = 3;

const optional = isEmptyCell;
const capital = (s: string): string => `${s[0].toUpperCase()}${s.slice(1)}`;

export function checkVp(vp: unknown, problems: Problems): number[] {
  if (optional(vp)) return [...DEFAULT_VP_BY_PLACE];
  if (!Array.isArray(vp)) {
    problems.add(`VP by place must be a list of numbers, first place first, e.g. ${DEFAULT_VP_BY_PLACE.join(', ')}.`);
    return [...DEFAULT_VP_BY_PLACE];
  }
  let numbers = true;
  vp.forEach((v, i) => {
    if (typeof v === 'number' && Number.isFinite(v)) return;
    problems.add(`VP by place: place ${i + 1} ${shownInput(v)} is not a number; use e.g. ${DEFAULT_VP_BY_PLACE.join(', ')}.`);
    numbers = false;
  });
  if (!numbers) return [...DEFAULT_VP_BY_PLACE];
  const problem = vpTableProblem(vp as number[]);
  if (problem) problems.add(`VP by place ${problem}; use e.g. ${DEFAULT_VP_BY_PLACE.join(', ')}.`);
  return vp as number[];
}

export function checkEloOrder(order: unknown, problems: Problems): 'low' | 'high' {
  if (optional(order)) return 'low';
  if (order === 'low' || order === 'high') return order;
  problems.add(`Elo order ${shownInput(order)} is not allowed; use "low" (lower Elo ranks higher, as the rule is written) or "high".`);
  return 'low';
}

/** The Elo list: display name → Elo. Names must be known players (`known`: nameKey → display name). */
export function checkElo(elo: unknown, known: ReadonlyMap<string, string>, problems: Problems): Record<string, number> {
  const out = nameRecord<number>();
  if (optional(elo)) return out;
  if (!Array.isArray(elo)) {
    problems.add('The Elo list must be a list of (name, Elo) pairs.');
    return out;
  }
  const seen = new Map<string, number>();
  elo.forEach((entry: unknown, i) => {
    const e = (entry ?? {}) as { name?: unknown; elo?: unknown };
    const name = typeof e.name === 'string' || typeof e.name === 'number' ? cleanName(String(e.name)) : '';
    if (name === '') {
      problems.add(`Elo list, line ${i + 1}: no player name.`);
      return;
    }
    const key = nameKey(name);
    const first = seen.get(key);
    if (first !== undefined) {
      problems.add(`Elo list: player '${name}' is listed twice (lines ${first + 1} and ${i + 1}).`);
      return;
    }
    seen.set(key, i);
    const shown = known.get(key);
    if (shown === undefined) problems.add(`Elo list, line ${i + 1}: '${name}' is not in any group.`);
    if (typeof e.elo !== 'number' || !Number.isFinite(e.elo))
      problems.add(`Elo list, line ${i + 1}: the Elo of '${name}' is ${shownInput(e.elo)}, not a number.`);
    else if (shown !== undefined) out[shown] = e.elo;
  });
  return out;
}

/** League of each group: given, or the default; undefined (with the problems) when the given list is wrong. */
function leaguesOf(count: number, given: unknown, problems: Problems): number[] | undefined {
  if (optional(given)) return defaultLeagues(count);
  if (!Array.isArray(given) || given.length !== count) {
    problems.add(`Leagues: give one league number per group (${count} groups).`);
    return undefined;
  }
  const before = problems.count;
  given.forEach((k, i) => {
    if (typeof k !== 'number' || !Number.isInteger(k) || k < 1) problems.add(`Leagues: group ${i + 1} has league ${shownInput(k)}; use a whole number from 1.`);
    else if (i > 0 && typeof given[i - 1] === 'number' && k < (given[i - 1] as number))
      problems.add(`Leagues: list the groups league by league (group ${i + 1} is in league ${k} after a group of league ${shownInput(given[i - 1])}).`);
  });
  if (problems.count > before) return undefined;
  const K = given[given.length - 1] as number;
  for (let k = 1; k <= K; k++) if (!given.includes(k)) problems.add(`Leagues must be numbered 1 to ${K}: league ${k} has no group.`);
  return problems.count > before ? undefined : (given as number[]);
}

/** One group's names, cleaned; every empty, fictitious or repeated name (in this or an earlier group) is a problem. */
function groupNames(players: unknown[], where: string, seen: Map<string, string>, problems: Problems): string[] {
  const names: string[] = [];
  players.forEach((p: unknown, j) => {
    if (typeof p !== 'string' && typeof p !== 'number') {
      problems.add(`Player ${j + 1} of ${where} is not a name; give names as text.`);
      return;
    }
    const name = cleanName(String(p));
    if (name === '') {
      problems.add(`Player ${j + 1} of ${where} has no name; remove the empty entry or type a name.`);
      return;
    }
    if (isForfeitName(name))
      problems.add(`'${name}' in ${where} is the name of a fictitious player (forfait); they replace withdrawn players during a season, not at its start.`);
    const before = seen.get(nameKey(name));
    if (before !== undefined)
      problems.add(before === where ? `Player '${name}' appears twice in ${where}.` : `Player '${name}' appears in ${before} and in ${where}.`);
    else seen.set(nameKey(name), where);
    names.push(name);
  });
  return names;
}

/** Checks the groups (names, duplicates across groups, sizes) and numbers them league by league. */
export function checkGroups(groups: unknown, leagues: unknown, problems: Problems): SeasonGroup[] {
  if (!Array.isArray(groups) || groups.length === 0) {
    problems.add('Give at least one group of players (one group per line, names separated by commas).');
    return [];
  }
  const given = leaguesOf(groups.length, leagues, problems);
  const league = given ?? defaultLeagues(groups.length);
  const K = league[league.length - 1];
  const seen = new Map<string, string>();
  const numberIn = new Map<number, number>();
  let total = 0;
  const out: SeasonGroup[] = [];
  groups.forEach((players: unknown, i) => {
    const k = league[i];
    const g = (numberIn.get(k) ?? 0) + 1;
    numberIn.set(k, g);
    const where = given ? `league ${k} group ${g} (group ${i + 1} of the list)` : `group ${i + 1} of the list`;
    if (!Array.isArray(players)) {
      problems.add(`Group ${i + 1} is not a list of names.`);
      return;
    }
    const names = groupNames(players, where, seen, problems);
    const need = given ? Math.max(MIN_GROUP_SIZE, (k > 1 ? 2 : 0) + (k < K ? 4 : 0)) : MIN_GROUP_SIZE;
    if (names.length < MIN_GROUP_SIZE) problems.add(`${capital(where)} has ${names.length} player(s); a TORRES group needs at least ${MIN_GROUP_SIZE}.`);
    else if (names.length < need)
      problems.add(`${capital(where)} has ${names.length} players: promotion (${k > 1 ? 2 : 0}) and relegation (${k < K ? 4 : 0}) need at least ${need}.`);
    if (names.length > MAX_GROUP_SIZE)
      problems.add(`${capital(where)} has ${names.length} players; a group takes at most ${MAX_GROUP_SIZE} (about 10 is usual).`);
    total += names.length;
    out.push({ league: k, group: g, players: names });
  });
  if (total > MAX_PLAYERS) problems.add(`${total} players in all, more than ${MAX_PLAYERS}; split the championship.`);
  return out;
}

/** Largest game of any group: VP by place must cover that many places. */
export function checkVpCoversGames(vp: readonly number[], groups: readonly SeasonGroup[], problems: Problems): void {
  const sizes = groups.filter((g) => g.players.length >= MIN_GROUP_SIZE).map((g) => (scheduleShape(g.players.length).fourPlayerGames > 0 ? 4 : 3));
  if (sizes.length === 0) return;
  const largest = Math.max(...sizes);
  if (vp.length < largest) problems.add(`VP by place gives ${vp.length} places, but games have ${largest} players; give the VP of at least ${largest} places.`);
}

/** nameKey → display name of every player of the groups. */
export function knownNames(groups: readonly SeasonGroup[]): Map<string, string> {
  return new Map(groups.flatMap((g) => g.players.map((p) => [nameKey(p), p] as [string, string])));
}

/** The whole createTorresGroups request, checked (every problem at once), as a season; a blank seed is drawn. */
export function checkCreateTorresGroups(input: unknown): TorresSeason {
  if (input === null || typeof input !== 'object') throw new Error("Give the championship's title and groups.");
  const o = input as Partial<CreateTorresGroupsInput>;
  const problems = new Problems();
  const title = checkTitle(o.title, 'TORRES championship', problems);
  const groups = checkGroups(o.groups, o.leagues, problems);
  const before = problems.count;
  const vpByPlace = checkVp(o.vpByPlace, problems);
  if (problems.count === before) checkVpCoversGames(vpByPlace, groups, problems);
  const eloOrder = checkEloOrder(o.eloOrder, problems);
  const elo = checkElo(o.elo, knownNames(groups), problems);
  const seed = checkSeed(o.seed, problems);
  problems.throwIfAny();
  return { title, seed: seed ?? drawSeed(), vpByPlace, eloOrder, elo, groups };
}
