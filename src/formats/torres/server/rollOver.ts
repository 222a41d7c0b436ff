/**
 * rollOverTorres: checks the request's shape, runs the core roll-over (its errors name the group or player),
 * checks the new season's groups like createTorresGroups, then writes (unless previewOnly) the roll-over sheet,
 * the new league overview and the group sheets. Nothing is written when anything is rejected.
 */
import type { RollOverTorresInput, RollOverTorresResult } from '../api';
import { rollOver } from '../rules/rollover';
import type { RollOverInput } from '../rules/types';
import { buildTorresRollOverPlan } from '../sheets/rollOver';
import type { TorresSeason } from '../sheets/season';
import { checkElo, checkEloOrder, checkGroups, checkSeed, checkTitle, checkVp, checkVpCoversGames, cleanName, knownNames } from './input';
import { seasonPlans, writeSeason } from './write';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

function names(list: unknown, field: string): string[] {
  if (list === undefined || list === null) return [];
  if (!Array.isArray(list)) throw new Error(`${field} must be a list of player names.`);
  return list.map((n: unknown, i) => {
    if (typeof n !== 'string' || cleanName(n) === '') throw new Error(`${field}, entry ${i + 1}: no player name.`);
    return cleanName(n);
  });
}

/** The core's input from the request, names cleaned (trimmed, inner spaces collapsed). */
export function checkRollOverShape(o: Partial<RollOverTorresInput>): RollOverInput {
  if (!Array.isArray(o.previous) || o.previous.length === 0) throw new Error('Give the previous season\'s groups: league, group and the final order of each.');
  const previous = o.previous.map((g, i) => {
    if (g === null || typeof g !== 'object' || !Array.isArray(g.players)) throw new Error(`Previous group ${i + 1} has no list of players.`);
    const where = `League ${String(g.league)} group ${String(g.group)}`;
    return { league: g.league, group: g.group, players: names(g.players, where) };
  });
  if (o.newPlayers !== undefined && !Array.isArray(o.newPlayers)) throw new Error('New players must be a list of (name, Elo).');
  const newPlayers = (o.newPlayers ?? []).map((p, i) => {
    const e = (p ?? {}) as { name?: unknown; elo?: unknown };
    if (typeof e.name !== 'string' || cleanName(e.name) === '') throw new Error(`New player ${i + 1} has no name.`);
    return { name: cleanName(e.name), elo: e.elo as number };
  });
  return { previous, newPlayers, unregistered: names(o.unregistered, 'Unregistered'), withdrawn: names(o.withdrawn, 'Withdrawn') };
}

export function rollOverSeason(ss: Spreadsheet, input: RollOverTorresInput): RollOverTorresResult {
  if (input === null || typeof input !== 'object') throw new Error('Give the title, the previous season\'s groups and the new players.');
  const o = input as Partial<RollOverTorresInput>;
  const title = checkTitle(o.title, 'new TORRES season');
  const vpByPlace = checkVp(o.vpByPlace);
  const eloOrder = checkEloOrder(o.eloOrder);
  const core = checkRollOverShape(o);
  const result = rollOver(core, checkSeed(o.seed));
  const groups = checkGroups(
    result.leagues.map((g) => g.players),
    result.leagues.map((g) => g.league),
  );
  checkVpCoversGames(vpByPlace, groups);
  const known = knownNames(groups);
  const elo: Record<string, number> = {};
  for (const p of core.newPlayers) if (known.has(p.name.toLowerCase())) elo[p.name] = p.elo;
  Object.assign(elo, checkElo(o.elo, known));
  const season: TorresSeason = { title, seed: result.seed, vpByPlace, eloOrder, elo, groups };
  const moves = result.moves.map((m) => ({ player: m.player, kind: m.kind, reason: m.reason }));
  const out = { leagues: result.leagues, seed: result.seed, moves };
  if (o.previewOnly === true) return { ...out, sheets: [] };
  const plans = seasonPlans(season, ss.getSheets().map((s) => s.getName()), {
    desired: [`${title} roll-over`],
    build: ([name], groupSheets) => [buildTorresRollOverPlan(title, result, groupSheets, name)],
  });
  return { ...out, sheets: writeSeason(ss, plans) };
}
