/**
 * rollOverTorres: checks the whole request (its shape, the settings, the core's roll-over checks and the Elo list:
 * every problem at once, each naming the group, player, line or field), runs the core roll-over, checks the new
 * season's groups like createTorresGroups, then writes (unless previewOnly) the roll-over sheet, the new league
 * overview and the group sheets, all or nothing. Nothing is written when anything is rejected.
 */
import type { RollOverTorresInput, RollOverTorresResult, TorresLineTie } from '../api';
import { checkSeed, checkTitle, Problems, shownInput } from '../../../shared/rules/input';
import { cleanName, nameKey, nameRecord } from '../../../shared/rules/names';
import { drawSeed } from '../../../shared/server/seed';
import { isForfeitName } from '../rules/forfeit';
import { tieLineWords } from '../rules/types';
import { rollOver } from '../rules/rollover';
import type { RollOverInput } from '../rules/types';
import { validateRollOver } from '../rules/validate';
import { buildTorresRollOverPlan } from '../sheets/rollOver';
import type { TorresSeason } from '../sheets/season';
import { checkElo, checkEloOrder, checkGroups, checkVp, checkVpCoversGames, knownNames } from './input';
import { createSeason } from './write';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

/** A list of names, cleaned; an entry that is not a name is a problem naming the list and the entry. */
function names(list: unknown, field: string, problems: Problems): string[] {
  if (list === undefined || list === null) return [];
  if (!Array.isArray(list)) {
    problems.add(`${field} must be a list of player names.`);
    return [];
  }
  const out: string[] = [];
  list.forEach((n: unknown, i) => {
    const name = typeof n === 'string' || typeof n === 'number' ? cleanName(String(n)) : '';
    if (name === '') problems.add(`${field}, entry ${i + 1}: no player name.`);
    else out.push(name);
  });
  return out;
}

/** The core's input from the request, names cleaned (trimmed, inner spaces collapsed); shape problems collected. */
export function checkRollOverShape(o: Partial<RollOverTorresInput>, problems: Problems): RollOverInput {
  const previous: RollOverInput['previous'] = [];
  if (!Array.isArray(o.previous) || o.previous.length === 0) problems.add("Give the previous season's groups: league, group and the final order of each.");
  else
    o.previous.forEach((g, i) => {
      if (g === null || typeof g !== 'object' || !Array.isArray(g.players)) {
        problems.add(`Previous group ${i + 1} has no list of players.`);
        return;
      }
      const players = names(g.players, `League ${shownInput(g.league)} group ${shownInput(g.group)}`, problems);
      previous.push(
        g.results === undefined || g.results === null
          ? { league: g.league, group: g.group, players }
          : { league: g.league, group: g.group, players, results: g.results },
      );
    });
  const newPlayers: RollOverInput['newPlayers'] = [];
  if (o.newPlayers !== undefined && o.newPlayers !== null && !Array.isArray(o.newPlayers)) problems.add('New players must be a list of (name, Elo).');
  else
    (o.newPlayers ?? []).forEach((p, i) => {
      const e = (p ?? {}) as { name?: unknown; elo?: unknown };
      const name = typeof e.name === 'string' || typeof e.name === 'number' ? cleanName(String(e.name)) : '';
      if (name === '') problems.add(`New player ${i + 1} has no name.`);
      else newPlayers.push({ name, elo: e.elo as number });
    });
  const returning: NonNullable<RollOverInput['returning']> = [];
  if (o.returning !== undefined && o.returning !== null && !Array.isArray(o.returning))
    problems.add('Returning players must be a list of (name, Elo, league).');
  else
    (o.returning ?? []).forEach((p, i) => {
      const e = (p ?? {}) as { name?: unknown; elo?: unknown; league?: unknown };
      const name = typeof e.name === 'string' || typeof e.name === 'number' ? cleanName(String(e.name)) : '';
      if (name === '') problems.add(`Returning player ${i + 1} has no name.`);
      else returning.push({ name, elo: e.elo as number, league: e.league as number });
    });
  return {
    previous,
    newPlayers,
    returning,
    unregistered: names(o.unregistered, 'Unregistered', problems),
    withdrawn: names(o.withdrawn, 'Withdrawn', problems),
  };
}

/**
 * nameKey → spelling of every player the roll-over knows: last season's real players (leavers included: the
 * carried Elo list names them all; an unregistered player's Elo is simply not used), the new and returning players.
 */
function knownPlayers(core: RollOverInput): Map<string, string> {
  const out = new Map<string, string>();
  for (const g of core.previous) for (const p of g.players) if (!isForfeitName(p)) out.set(nameKey(p), p);
  for (const p of [...core.newPlayers, ...(core.returning ?? [])]) out.set(nameKey(p.name), p.name);
  return out;
}

export const tieText = (t: TorresLineTie): string =>
  `League ${t.league} group ${t.group}: ${t.players.map((p) => `'${p}'`).join(', ')} share rank ${t.rank} at the ${tieLineWords(t.line)} (order as given: ${t.players.join(', ')})`;

export function rollOverSeason(ss: Spreadsheet, input: RollOverTorresInput): RollOverTorresResult {
  if (input === null || typeof input !== 'object') throw new Error("Give the title, the previous season's groups and the new players.");
  const o = input as Partial<RollOverTorresInput>;
  const problems = new Problems();
  const title = checkTitle(o.title, 'new TORRES season', problems);
  const vpByPlace = checkVp(o.vpByPlace, problems);
  const eloOrder = checkEloOrder(o.eloOrder, problems);
  const seed = checkSeed(o.seed, problems) ?? drawSeed();
  const shapeProblems = problems.count;
  const core = checkRollOverShape(o, problems);
  if (problems.count === shapeProblems) problems.collect(() => validateRollOver(core));
  const carried = checkElo(o.elo, knownPlayers(core), problems);
  problems.throwIfAny();

  const result = rollOver({ ...core, elo: carried }, seed);
  const after = new Problems();
  const groups = checkGroups(
    result.leagues.map((g) => g.players),
    result.leagues.map((g) => g.league),
    after,
  );
  checkVpCoversGames(vpByPlace, groups, after);
  const known = knownNames(groups);
  const elo = nameRecord<number>();
  for (const p of [...core.newPlayers, ...(core.returning ?? [])]) {
    const shown = known.get(nameKey(p.name));
    if (shown !== undefined) elo[shown] = p.elo;
  }
  for (const [name, value] of Object.entries(carried)) {
    const shown = known.get(nameKey(name));
    if (shown !== undefined) elo[shown] = value;
  }
  after.throwIfAny();

  const season: TorresSeason = { title, seed: result.seed, vpByPlace, eloOrder, elo, groups };
  const moves = result.moves.map((m) => ({ player: m.player, kind: m.kind, reason: m.reason }));
  const out = { leagues: result.leagues, seed: result.seed, moves, ties: result.ties };
  if (o.previewOnly === true) return { ...out, sheets: [] };
  if (result.ties.length > 0 && o.tiesDecided !== true)
    throw new Error(
      `Players share a rank at a promotion or relegation line, or among the bottom places where a group keeps a player for a vacancy; the organiser decides their order:\n${result.ties.map(tieText).join('\n')}\n` +
        'Put them in the order decided in the previous groups, then confirm that the ties are decided.',
    );
  const { sheets, creating } = createSeason(ss, season, `The TORRES roll-over "${title}"`, {
    wanted: [{ title, suffix: ' roll-over' }],
    build: ([name], groupSheets, overview, games) => [buildTorresRollOverPlan(title, result, groupSheets, name, { overview, games })],
  });
  return { ...out, sheets, ...(creating ? { creating } : {}) };
}
