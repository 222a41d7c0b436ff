/**
 * Checks the duplicate endpoints' input before anything is written (docs/rules.md §0): every problem of an input is
 * collected, each naming its field, team or player, and one error lists them all. A blank seed is drawn here.
 */
import { DEFAULT_ROLLS_PER_SIDE, diceSet } from '../rules/dice';
import { DEFAULT_GAMES_PER_ROOM, validateGames } from '../rules/match';
import { checkTeams, type Team } from '../rules/seating';
import { checkSeed, checkTitle, Problems } from '../../../shared/rules/input';
import { drawSeed } from '../../../shared/server/seed';

export interface MatchSettings {
  title: string;
  seed: string;
  games: number;
}

const blank = (v: unknown): boolean => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** Games per room (blank: the default), or a problem naming the field. */
function games(value: unknown, field: string, problems: Problems): number {
  try {
    return validateGames(blank(value) ? DEFAULT_GAMES_PER_ROOM : value);
  } catch (e) {
    problems.add(`${field}: ${(e as Error).message}`);
    return DEFAULT_GAMES_PER_ROOM;
  }
}

export interface MatchInputChecked extends MatchSettings {
  teamA: Team;
  teamB: Team;
}

export function checkMatchInput(input: unknown): MatchInputChecked {
  const o = (input ?? {}) as Record<string, unknown>;
  const problems = new Problems();
  const title = checkTitle(o.title, 'duplicate match', problems);
  const g = games(o.games, 'Games', problems);
  const seed = checkSeed(o.seed, problems);
  const [teamA, teamB] = checkTeams([o.teamA, o.teamB], problems, ['Team A', 'Team B']);
  problems.throwIfAny();
  return { title, games: g, seed: seed ?? drawSeed(), teamA, teamB };
}

export interface TournamentInputChecked extends MatchSettings {
  teams: Team[];
  final: boolean;
  finalGames: number;
}

export function checkTournamentInput(input: unknown): TournamentInputChecked {
  const o = (input ?? {}) as Record<string, unknown>;
  const problems = new Problems();
  const title = checkTitle(o.title, 'duplicate tournament', problems);
  const g = games(o.games, 'Games', problems);
  const seed = checkSeed(o.seed, problems);
  let teams: Team[] = [];
  if (!Array.isArray(o.teams)) problems.add('Teams: give the teams, each a name and two players ("Team: Player 1, Player 2").');
  else {
    if (o.teams.length < 3) {
      problems.add(
        `Teams: a duplicate tournament needs at least 3 teams; got ${o.teams.length}` +
          (o.teams.length === 2 ? ' (for two teams create a duplicate match)' : ''),
      );
    }
    teams = checkTeams(o.teams, problems);
  }
  const final = o.final === true;
  const finalGames = blank(o.finalGames) ? g : games(o.finalGames, 'Final games', problems);
  problems.throwIfAny();
  return { title, games: g, seed: seed ?? drawSeed(), teams, final, finalGames };
}

export interface DiceInputChecked {
  title: string;
  seed: string;
  set: number;
  rolls: number;
}

export function checkDiceInput(input: unknown): DiceInputChecked {
  const o = (input ?? {}) as Record<string, unknown>;
  const problems = new Problems();
  const seed = checkSeed(o.seed, problems);
  if (seed === undefined && problems.count === 0) {
    problems.add('Seed: give the seed written on the match sheets (the same seed gives the same rolls).');
  }
  const set = typeof o.set === 'string' && o.set.trim() !== '' ? Number(o.set) : o.set;
  const rolls = blank(o.rolls) ? DEFAULT_ROLLS_PER_SIDE : Number(o.rolls);
  // diceSet's messages name the set number or the rolls per side; each is checked on its own, so both are reported.
  problems.collect(() => diceSet(seed ?? 'x', set as number, 1));
  problems.collect(() => diceSet(seed ?? 'x', 1, rolls));
  const title = blank(o.title) ? 'Dice' : checkTitle(o.title, 'dice set', problems);
  problems.throwIfAny();
  return { title, seed: seed as string, set: set as number, rolls };
}
