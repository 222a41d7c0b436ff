/**
 * Checks the duplicate endpoints' input before anything is written (docs/rules.md §0): every problem of an input is
 * collected, each naming its field, team or player, and one error lists them all. A blank seed is drawn here.
 */
import { DEFAULT_ROLLS_PER_SIDE, diceSet } from '../rules/dice';
import { DEFAULT_GAMES_PER_ROOM, validateGames } from '../rules/match';
import { checkTeams, type Team } from '../rules/seating';
import { checkEventTeams, DEFAULT_CYCLES, DISCIPLINE_NAMES, DISCIPLINES, type Discipline, type EventTeam } from '../rules/event';
import { validateCycles } from '../rules/teams';
import { IMP_TABLE_NAMES, type ImpTableName } from '../rules/imp';
import { checkSeed, checkTitle, Problems, isBlank as blank, shownInput } from '../../../shared/rules/input';
import { drawSeed } from '../../../shared/server/seed';

export interface MatchSettings {
  title: string;
  seed: string;
  games: number;
}

/** Games per room (blank: the default), or a problem naming the field. */
function games(value: unknown, field: string, problems: Problems): number {
  try {
    return validateGames(blank(value) ? DEFAULT_GAMES_PER_ROOM : value);
  } catch (e) {
    problems.add(`${field}: ${(e as Error).message}`);
    return DEFAULT_GAMES_PER_ROOM;
  }
}

/** The IMP table of the protocols (docs/rules.md §2.4): fairbg (default) or wbf. */
function checkImp(value: unknown, problems: Problems): ImpTableName {
  if (blank(value)) return 'fairbg';
  if ((IMP_TABLE_NAMES as readonly unknown[]).includes(value)) return value as ImpTableName;
  problems.add(`IMP table: use fairbg (the Fair Backgammon table) or wbf (the WBF bridge table); got ${shownInput(value)}`);
  return 'fairbg';
}

export interface MatchInputChecked extends MatchSettings {
  teamA: Team;
  teamB: Team;
  imp: ImpTableName;
}

export function checkMatchInput(input: unknown): MatchInputChecked {
  const o = (input ?? {}) as Record<string, unknown>;
  const problems = new Problems();
  const title = checkTitle(o.title, 'duplicate match', problems);
  const g = games(o.games, 'Games', problems);
  const seed = checkSeed(o.seed, problems);
  const [teamA, teamB] = checkTeams([o.teamA, o.teamB], problems, ['Team A', 'Team B']);
  const imp = checkImp(o.imp, problems);
  problems.throwIfAny();
  return { title, games: g, seed: seed ?? drawSeed(), teamA, teamB, imp };
}

export interface TournamentInputChecked extends MatchSettings {
  imp: ImpTableName;
  teams: EventTeam[];
  /** The disciplines the teams field, in DISCIPLINES order. */
  disciplines: Discipline[];
  /** Round robins per fielded discipline. */
  cycles: Partial<Record<Discipline, number>>;
  final: boolean;
  finalGames: number;
  /** The discipline whose pairs play the final. */
  finalDiscipline: Discipline;
}

/** Games per room of the final by default: the rules page's final of six games (docs/rules.md §2.9). */
export const DEFAULT_FINAL_GAMES = 6;

/** `cycles`: a number (every discipline) or { backgammon?, longGammon? }; blank parts take DEFAULT_CYCLES. */
function checkCycles(raw: unknown, disciplines: readonly Discipline[], problems: Problems): Partial<Record<Discipline, number>> {
  const out: Partial<Record<Discipline, number>> = {};
  const given: Partial<Record<Discipline, unknown>> = {};
  if (typeof raw === 'number' || typeof raw === 'string') {
    for (const d of disciplines) given[d] = raw;
  } else if (typeof raw === 'object' && raw !== null) {
    const o = raw as Record<string, unknown>;
    for (const key of Object.keys(o)) {
      if (!(DISCIPLINES as readonly string[]).includes(key)) problems.add(`Cycles: '${key}' is not a discipline; use backgammon or longGammon`);
    }
    for (const d of DISCIPLINES) {
      if (blank(o[d])) continue;
      if (!disciplines.includes(d)) problems.add(`Cycles: ${DISCIPLINE_NAMES[d]} round robins are set, but no team has a ${DISCIPLINE_NAMES[d]} pair`);
      else given[d] = o[d];
    }
  } else if (!blank(raw)) problems.add('Cycles: give a number of round robins, or one per discipline ({ backgammon: 2, longGammon: 1 })');
  for (const d of disciplines) {
    const v = blank(given[d]) ? DEFAULT_CYCLES[d] : typeof given[d] === 'string' ? Number(given[d]) : given[d];
    out[d] = problems.collect(() => validateCycles(v, `Cycles (${DISCIPLINE_NAMES[d]})`)) ?? DEFAULT_CYCLES[d];
  }
  return out;
}

export function checkTournamentInput(input: unknown): TournamentInputChecked {
  const o = (input ?? {}) as Record<string, unknown>;
  const problems = new Problems();
  const title = checkTitle(o.title, 'duplicate tournament', problems);
  const g = games(o.games, 'Games', problems);
  const seed = checkSeed(o.seed, problems);
  const { teams, disciplines } = checkEventTeams(o.teams, problems);
  if (Array.isArray(o.teams) && o.teams.length < 2) problems.add(`Teams: a duplicate tournament needs at least 2 teams; got ${o.teams.length}`);
  const cycles = checkCycles(o.cycles, disciplines, problems);
  const final = o.final === true;
  if (final && Array.isArray(o.teams) && o.teams.length === 2)
    problems.add('Final: with two teams every round robin is already their match; leave the final off');
  const finalGames = blank(o.finalGames) ? DEFAULT_FINAL_GAMES : games(o.finalGames, 'Final games', problems);
  let finalDiscipline: Discipline = disciplines[0] ?? 'backgammon';
  if (!blank(o.finalDiscipline)) {
    if (!(DISCIPLINES as readonly unknown[]).includes(o.finalDiscipline))
      problems.add(`Final discipline: use backgammon or longGammon; got ${shownInput(o.finalDiscipline)}`);
    else if (disciplines.length > 0 && !disciplines.includes(o.finalDiscipline as Discipline)) {
      problems.add(`Final discipline: no team has a ${DISCIPLINE_NAMES[o.finalDiscipline as Discipline]} pair`);
    } else finalDiscipline = o.finalDiscipline as Discipline;
  }
  const imp = checkImp(o.imp, problems);
  problems.throwIfAny();
  return { title, games: g, seed: seed ?? drawSeed(), teams, disciplines, cycles, final, finalGames, finalDiscipline, imp };
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
