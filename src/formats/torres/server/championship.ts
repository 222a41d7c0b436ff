/**
 * createTorresChampionship: the first championship from one Elo list (docs/rules.md §3.1). Checks every problem of
 * the input at once (each naming its line or field), ranks the players by Elo into leagues of 10·2^(k−1) (snake
 * order into each league's groups), checks the groups like createTorresGroups and writes the overview and the
 * group sheets through createSheets, all or nothing. previewOnly returns the leagues and writes nothing.
 */
import type { CreateTorresChampionshipInput, CreateTorresChampionshipResult } from '../api';
import { checkSeed, checkTitle, Problems, shownInput } from '../../../shared/rules/input';
import { cleanName, nameKey } from '../../../shared/rules/names';
import { drawSeed } from '../../../shared/server/seed';
import { firstChampionship } from '../rules/championship';
import { isForfeitName } from '../rules/forfeit';
import type { NewPlayer } from '../rules/types';
import type { TorresSeason } from '../sheets/season';
import { checkEloOrder, checkGroups, checkVp, checkVpCoversGames, MAX_PLAYERS } from './input';
import { createSeason } from './write';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

/** The Elo list: every line a name and an Elo; names once each; at least 3 players. */
export function checkChampionshipPlayers(players: unknown, problems: Problems): NewPlayer[] {
  if (!Array.isArray(players) || players.length === 0) {
    problems.add('Players: give the list of players with their Elo, one "name, Elo" per line.');
    return [];
  }
  const out: NewPlayer[] = [];
  const seen = new Map<string, number>();
  players.forEach((entry: unknown, i) => {
    const e = (entry ?? {}) as { name?: unknown; elo?: unknown };
    const name = typeof e.name === 'string' || typeof e.name === 'number' ? cleanName(String(e.name)) : '';
    if (name === '') {
      problems.add(`Players, line ${i + 1}: no player name.`);
      return;
    }
    const first = seen.get(nameKey(name));
    if (first !== undefined) problems.add(`Players: '${name}' is listed twice (lines ${first + 1} and ${i + 1}).`);
    else seen.set(nameKey(name), i);
    if (isForfeitName(name))
      problems.add(`Players, line ${i + 1}: '${name}' is the name of a fictitious player (forfait); they replace withdrawn players during a season.`);
    if (typeof e.elo !== 'number' || !Number.isFinite(e.elo))
      problems.add(`Players, line ${i + 1}: the Elo of '${name}' is ${shownInput(e.elo)}, not a number; the leagues are filled by Elo.`);
    else out.push({ name, elo: e.elo });
  });
  if (players.length < 3) problems.add(`Players: ${players.length} player(s); a TORRES championship needs at least 3.`);
  if (players.length > MAX_PLAYERS) problems.add(`Players: ${players.length} players, more than ${MAX_PLAYERS}; split the championship.`);
  return out;
}

export function createChampionship(ss: Spreadsheet, input: CreateTorresChampionshipInput): CreateTorresChampionshipResult {
  if (input === null || typeof input !== 'object') throw new Error("Give the championship's title and the players with their Elo.");
  const o = input as Partial<CreateTorresChampionshipInput>;
  const problems = new Problems();
  const title = checkTitle(o.title, 'TORRES championship', problems);
  const players = checkChampionshipPlayers(o.players, problems);
  const vpByPlace = checkVp(o.vpByPlace, problems);
  const eloOrder = checkEloOrder(o.eloOrder, problems);
  const seed = checkSeed(o.seed, problems) ?? drawSeed();
  problems.throwIfAny();

  const leagues = firstChampionship(players);
  const after = new Problems();
  const groups = checkGroups(
    leagues.map((g) => g.players),
    leagues.map((g) => g.league),
    after,
  );
  checkVpCoversGames(vpByPlace, groups, after);
  after.throwIfAny();
  if (o.previewOnly === true) return { leagues, sheets: [], seed };
  const elo = Object.fromEntries(players.map((p) => [p.name, p.elo]));
  const season: TorresSeason = { title, seed, vpByPlace, eloOrder, elo, groups };
  const { sheets, creating } = createSeason(ss, season, `The TORRES championship "${title}"`);
  return { leagues, sheets, seed, ...(creating ? { creating } : {}) };
}
