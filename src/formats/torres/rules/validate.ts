/**
 * Input checks for the roll-over (the add-on's one error policy): every problem is collected and thrown at once,
 * before any computation, each naming the league, group or player. Names are one player when their nameKey
 * matches (docs/rules.md §0.1: case and extra spaces ignored).
 */
import { nameKey } from '../../../shared/rules/names';
import { isForfeitName } from './forfeit';
import type { RollOverInput } from './types';
import { shownInput } from '../../../shared/rules/input';

const where = (league: number, group: number): string => `league ${league} group ${group}`;

/** Throws one Error listing every problem (one per line); returns the number of leagues. */
export function validateRollOver(input: RollOverInput): number {
  const problems: string[] = [];
  const seen = new Map<string, { league: number; group: number }>();
  const leagues = new Set<number>();
  const groupKeys = new Set<string>();
  /** Fictitious players the groups list: unregistering or withdrawing one is accepted (they never roll over). */
  const fictitious = new Set<string>();
  for (const [index, g] of input.previous.entries()) {
    const badLeague = !Number.isInteger(g.league) || g.league < 1;
    const badGroup = !Number.isInteger(g.group) || g.group < 1;
    if (badLeague) problems.push(`Previous group ${index + 1}: league number ${shownInput(g.league)} is not a whole number from 1`);
    if (badGroup) problems.push(`Previous group ${index + 1}: group number ${shownInput(g.group)} is not a whole number from 1`);
    if (badLeague || badGroup) continue;
    const key = `${g.league}/${g.group}`;
    if (groupKeys.has(key)) problems.push(`League ${g.league} group ${g.group} is listed twice`);
    groupKeys.add(key);
    leagues.add(g.league);
    g.players.forEach((name, i) => {
      if (typeof name !== 'string' || name.trim() === '') {
        problems.push(`Player ${i + 1} of ${where(g.league, g.group)} has no name`);
        return;
      }
      if (isForfeitName(name)) {
        fictitious.add(nameKey(name));
        return;
      }
      const before = seen.get(nameKey(name));
      if (before === undefined) seen.set(nameKey(name), { league: g.league, group: g.group });
      else if (before.league === g.league && before.group === g.group) problems.push(`Player '${name}' appears twice in ${where(g.league, g.group)}`);
      else problems.push(`Player '${name}' appears in ${where(before.league, before.group)} and in ${where(g.league, g.group)}`);
    });
  }
  for (const g of input.previous) {
    if (g.results === undefined) continue;
    if (!Array.isArray(g.results) || g.results.length !== g.players.length) {
      problems.push(`${where(g.league, g.group)}: give one season result per player (${g.players.length}), or none`);
      continue;
    }
    g.results.forEach((r, i) => {
      const ok = r && [r.rank, r.vp, r.difference, r.points].every((x) => typeof x === 'number' && Number.isFinite(x));
      if (!ok) problems.push(`${where(g.league, g.group)}: the season result of '${g.players[i]}' is not rank, VP, difference and points as numbers`);
    });
  }
  const K = leagues.size;
  for (let k = 1; k <= K; k++) if (!leagues.has(k)) problems.push(`Leagues must be numbered 1 to ${K}: league ${k} is missing`);
  for (const g of input.previous) {
    const need = (g.league > 1 ? 2 : 0) + (g.league < K ? 4 : 0);
    if (g.players.length < need)
      problems.push(
        `League ${g.league} group ${g.group} has ${g.players.length} players: promotion (${g.league > 1 ? 2 : 0}) and relegation (${g.league < K ? 4 : 0}) need at least ${need}`,
      );
  }
  for (const [list, label] of [
    [input.unregistered ?? [], 'Unregistered'],
    [input.withdrawn ?? [], 'Withdrawn'],
  ] as const)
    for (const name of list)
      if (!seen.has(nameKey(name)) && !fictitious.has(nameKey(name))) problems.push(`${label} player '${name}' is not in any group of the previous season`);
  const newNames = new Set<string>();
  input.newPlayers.forEach((p, i) => {
    if (typeof p.name !== 'string' || p.name.trim() === '') {
      problems.push(`New player ${i + 1} has no name`);
      return;
    }
    const key = nameKey(p.name);
    const before = seen.get(key);
    if (newNames.has(key)) problems.push(`New player '${p.name}' is listed twice`);
    else if (before !== undefined) problems.push(`New player '${p.name}' already played last season (${where(before.league, before.group)})`);
    else if (isForfeitName(p.name)) problems.push(`'${p.name}' is the name of a fictitious player, not a new player`);
    newNames.add(key);
    if (typeof p.elo !== 'number' || !Number.isFinite(p.elo)) problems.push(`New player '${p.name}' has Elo ${shownInput(p.elo)}, not a number`);
  });
  (input.returning ?? []).forEach((p, i) => {
    if (typeof p.name !== 'string' || p.name.trim() === '') {
      problems.push(`Returning player ${i + 1} has no name`);
      return;
    }
    const key = nameKey(p.name);
    const before = seen.get(key);
    if (newNames.has(key)) problems.push(`Returning player '${p.name}' is listed twice (or also as a new player)`);
    else if (before !== undefined)
      problems.push(`Returning player '${p.name}' played last season (${where(before.league, before.group)}); list only players back after a season away`);
    else if (isForfeitName(p.name)) problems.push(`'${p.name}' is the name of a fictitious player, not a returning player`);
    newNames.add(key);
    if (typeof p.elo !== 'number' || !Number.isFinite(p.elo)) problems.push(`Returning player '${p.name}' has Elo ${shownInput(p.elo)}, not a number`);
    if (!Number.isInteger(p.league) || p.league < 1)
      problems.push(`Returning player '${p.name}': league ${shownInput(p.league)} is not a whole number from 1 (the league last played in)`);
  });
  if (problems.length > 0) throw new Error(problems.join('\n'));
  return K;
}
