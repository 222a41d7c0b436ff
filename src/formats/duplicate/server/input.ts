/**
 * Checks the duplicate endpoints' input before anything is written: every error names the field, team or player.
 */
import { DEFAULT_ROLLS_PER_SIDE, diceSet } from '../rules/dice';
import { DEFAULT_GAMES_PER_ROOM, validateGames } from '../rules/match';
import { validateTeam, validateTeams, type Team } from '../rules/seating';

export interface MatchSettings {
  title: string;
  seed: string;
  games: number;
}

export function checkTitle(title: unknown, what: string): string {
  if (typeof title !== 'string' || title.trim() === '') throw new Error(`${what}: give a title (it names the sheets)`);
  return title.trim();
}

/** The given seed as text, or a fresh one drawn here (outside the pure core). */
export function seedOrDraw(seed: unknown): string {
  if (seed === undefined || seed === null || (typeof seed === 'string' && seed.trim() === '')) {
    return Math.random().toString(36).slice(2, 10).toUpperCase();
  }
  if (typeof seed !== 'string' && typeof seed !== 'number') throw new Error('Seed: give text or a number');
  return String(seed).trim();
}

function games(value: unknown, field: string): number {
  const g = value === undefined || value === null || value === '' ? DEFAULT_GAMES_PER_ROOM : value;
  try {
    return validateGames(g);
  } catch (e) {
    throw new Error(`${field}: ${(e as Error).message}`);
  }
}

export interface MatchInputChecked extends MatchSettings {
  teamA: Team;
  teamB: Team;
}

export function checkMatchInput(input: unknown): MatchInputChecked {
  const o = (input ?? {}) as Record<string, unknown>;
  const title = checkTitle(o.title, 'Duplicate match');
  const g = games(o.games, 'Games');
  const a = validateTeam(o.teamA, 'Team A');
  const b = validateTeam(o.teamB, 'Team B');
  const [teamA, teamB] = validateTeams([a, b]);
  return { title, games: g, seed: seedOrDraw(o.seed), teamA, teamB };
}

export interface TournamentInputChecked extends MatchSettings {
  teams: Team[];
  final: boolean;
  finalGames: number;
}

/** Team names are used as SUMIF/COUNTIF criteria on the standings: no leading comparison sign, no wildcards. */
function checkCriterionSafe(team: Team): void {
  if (/^[<>=]/.test(team.name) || /[*?~]/.test(team.name)) {
    throw new Error(`Team '${team.name}': a team name may not start with < > = or contain * ? ~`);
  }
}

export function checkTournamentInput(input: unknown): TournamentInputChecked {
  const o = (input ?? {}) as Record<string, unknown>;
  const title = checkTitle(o.title, 'Duplicate tournament');
  if (!Array.isArray(o.teams)) throw new Error('Duplicate tournament: give the teams (a list of {name, players: [p1, p2]})');
  if (o.teams.length < 3) {
    throw new Error(
      `Duplicate tournament: needs at least 3 teams; got ${o.teams.length}` +
        (o.teams.length === 2 ? ' (for two teams create a duplicate match)' : ''),
    );
  }
  const g = games(o.games, 'Games');
  const teams = validateTeams(o.teams);
  teams.forEach(checkCriterionSafe);
  const final = o.final === true;
  const finalGames = o.finalGames === undefined || o.finalGames === null || o.finalGames === '' ? g : games(o.finalGames, 'Final games');
  return { title, games: g, seed: seedOrDraw(o.seed), teams, final, finalGames };
}

export interface DiceInputChecked {
  title: string;
  seed: string;
  set: number;
  rolls: number;
}

export function checkDiceInput(input: unknown): DiceInputChecked {
  const o = (input ?? {}) as Record<string, unknown>;
  if (o.seed === undefined || o.seed === null || String(o.seed).trim() === '') {
    throw new Error('Print dice set: give the seed written on the match sheets (the same seed gives the same rolls)');
  }
  const seed = seedOrDraw(o.seed);
  const set = typeof o.set === 'string' && o.set.trim() !== '' ? Number(o.set) : o.set;
  const rolls = o.rolls === undefined || o.rolls === null || o.rolls === '' ? DEFAULT_ROLLS_PER_SIDE : Number(o.rolls);
  diceSet(seed, set as number, rolls); // throws a message naming the set number or rolls per side
  const title = o.title === undefined || o.title === null || String(o.title).trim() === '' ? 'Dice' : checkTitle(o.title, 'Print dice set');
  return { title, seed, set: set as number, rolls };
}
