/** Input checks for the roll-over: every error is thrown before any computation, with a message a TD can act on. */
import { isForfeitName } from './forfeit';
import type { RollOverInput } from './types';

const where = (league: number, group: number): string => `league ${league} group ${group}`;

/** Throws on the first problem found; returns the number of leagues. */
export function validateRollOver(input: RollOverInput): number {
  const seen = new Map<string, string>();
  const leagues = new Set<number>();
  const groupKeys = new Set<string>();
  for (const g of input.previous) {
    if (!Number.isInteger(g.league) || g.league < 1) throw new Error(`League number ${g.league} is not a whole number from 1`);
    if (!Number.isInteger(g.group) || g.group < 1) throw new Error(`Group number ${g.group} in league ${g.league} is not a whole number from 1`);
    const key = `${g.league}/${g.group}`;
    if (groupKeys.has(key)) throw new Error(`League ${g.league} group ${g.group} is listed twice`);
    groupKeys.add(key);
    leagues.add(g.league);
    for (const name of g.players) {
      if (typeof name !== 'string' || name.trim() === '') throw new Error(`An empty player name in ${where(g.league, g.group)}`);
      if (isForfeitName(name)) continue;
      const before = seen.get(name);
      if (before !== undefined)
        throw new Error(before === key ? `Player '${name}' appears twice in ${where(g.league, g.group)}` : `Player '${name}' appears in ${where(...(before.split('/').map(Number) as [number, number]))} and in ${where(g.league, g.group)}`);
      seen.set(name, key);
    }
  }
  const K = leagues.size;
  for (let k = 1; k <= K; k++) if (!leagues.has(k)) throw new Error(`Leagues must be numbered 1 to ${K}: league ${k} is missing`);
  for (const g of input.previous) {
    const need = (g.league > 1 ? 2 : 0) + (g.league < K ? 4 : 0);
    if (g.players.length < need)
      throw new Error(`League ${g.league} group ${g.group} has ${g.players.length} players: promotion (${g.league > 1 ? 2 : 0}) and relegation (${g.league < K ? 4 : 0}) need at least ${need}`);
  }
  for (const [list, label] of [[input.unregistered ?? [], 'Unregistered'], [input.withdrawn ?? [], 'Withdrawn']] as const)
    for (const name of list) if (!seen.has(name)) throw new Error(`${label} player '${name}' is not in any group of the previous season`);
  const newNames = new Set<string>();
  for (const p of input.newPlayers) {
    if (typeof p.name !== 'string' || p.name.trim() === '') throw new Error('A new player has no name');
    if (newNames.has(p.name)) throw new Error(`New player '${p.name}' is listed twice`);
    newNames.add(p.name);
    if (seen.has(p.name)) throw new Error(`New player '${p.name}' already played last season (league ${seen.get(p.name)?.replace('/', ' group ')})`);
    if (isForfeitName(p.name)) throw new Error(`'${p.name}' is the name of a fictitious player, not a new player`);
    if (typeof p.elo !== 'number' || !Number.isFinite(p.elo)) throw new Error(`New player '${p.name}' has Elo '${String(p.elo)}', not a number`);
  }
  return K;
}
