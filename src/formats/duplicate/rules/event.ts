/**
 * A duplicate team event as the rules page ran it (docs/rules.md §2.7): teams field a backgammon pair, a long gammon
 * pair or both (every team the same disciplines); each discipline plays its own round robins (backgammon two by
 * default, the second with rooms and colours swapped; long gammon one), all with the same protocol and scoring.
 *
 * Names are cleaned and compared by the one name rule (docs/rules.md §0.1): a player may be in one team and one pair
 * only; every problem of the teams is reported at once, each naming its team, pair and player.
 */
import { checkNameList, type Problems } from '../../../shared/rules/input';
import { cleanName, nameKey } from '../../../shared/rules/names';
import { teamRoundRobin, validateCycles, type TeamMatch } from './teams';

export type Discipline = 'backgammon' | 'longGammon';
/** The disciplines in the order the event lists them (and numbers their dice sets). */
export const DISCIPLINES: readonly Discipline[] = ['backgammon', 'longGammon'];
export const DISCIPLINE_NAMES: Readonly<Record<Discipline, string>> = { backgammon: 'backgammon', longGammon: 'long gammon' };
/** Short labels for sheet names ("R1 BG Kharkov v Moscow"). */
export const DISCIPLINE_SHORT: Readonly<Record<Discipline, string>> = { backgammon: 'BG', longGammon: 'LG' };
/** Round robins per discipline by default (the rules page: "one round robin for long gammon, and two rounds for backgammon"). */
export const DEFAULT_CYCLES: Readonly<Record<Discipline, number>> = { backgammon: 2, longGammon: 1 };

export type Pair = readonly [string, string];

export interface EventTeam {
  name: string;
  /** The team's pair in each discipline it fields: [first player, second player] (A1/A2 or B1/B2). */
  pairs: Partial<Record<Discipline, Pair>>;
}

export interface EventMatch extends TeamMatch {
  discipline: Discipline;
}

export interface EventRound {
  round: number;
  /** The round's matches, backgammon first. */
  matches: EventMatch[];
  /** With an odd number of teams, the team without a match this round (the same in every discipline). */
  bye?: string;
}

const blank = (v: unknown): boolean => v === undefined || v === null;

/** One pair, cleaned; problems for a wrong count, an empty name or the same player twice. */
function checkPair(raw: unknown, who: string, discipline: Discipline, problems: Problems): Pair | undefined {
  const what = `${who}: the ${DISCIPLINE_NAMES[discipline]} pair`;
  if (!Array.isArray(raw)) {
    problems.add(`${what} must be a list of two players`);
    return undefined;
  }
  if (raw.length !== 2) {
    problems.add(`${what} has ${raw.length} player(s); a pair has exactly two`);
    return undefined;
  }
  const names = raw.map((p, i) => {
    if (typeof p !== 'string' && typeof p !== 'number') {
      problems.add(`${what}: player ${i + 1} must be text`);
      return '';
    }
    const name = cleanName(String(p));
    if (name === '') problems.add(`${what}: player ${i + 1} is empty`);
    return name;
  });
  if (names[0] !== '' && nameKey(names[0]) === nameKey(names[1])) problems.add(`${what} names player '${names[0]}' twice`);
  return [names[0], names[1]];
}

/**
 * Checks the teams of an event, adding every problem to `problems`. A team is `{ name, backgammon?, longGammon?,
 * players? }` (`players` = the backgammon pair, for teams of two). Returns the teams and the disciplines they field
 * (in DISCIPLINES order).
 */
export function checkEventTeams(raw: unknown, problems: Problems): { teams: EventTeam[]; disciplines: Discipline[] } {
  if (!Array.isArray(raw)) {
    problems.add('Teams: give a list of teams, each a name and its pairs (backgammon and/or long gammon)');
    return { teams: [], disciplines: [] };
  }
  const present: Record<string, unknown>[] = [];
  raw.forEach((t, i) => {
    if (typeof t === 'object' && t !== null) present.push(t as Record<string, unknown>);
    else problems.add(`Team ${i + 1} is missing`);
  });
  const names = checkNameList(
    present.map((t) => t.name),
    'team',
    problems,
  );
  const teams = present.map((t, i): EventTeam => {
    const who = names[i] === '' ? `Team ${i + 1}` : `Team '${names[i]}'`;
    if (!blank(t.players) && !blank(t.backgammon)) problems.add(`${who}: give the backgammon pair once (as backgammon or as players), not both`);
    const given: Partial<Record<Discipline, unknown>> = { backgammon: blank(t.backgammon) ? t.players : t.backgammon, longGammon: t.longGammon };
    const pairs: Partial<Record<Discipline, Pair>> = {};
    for (const d of DISCIPLINES) {
      if (blank(given[d])) continue;
      const pair = checkPair(given[d], who, d, problems);
      if (pair) pairs[d] = pair;
    }
    if (DISCIPLINES.every((d) => blank(given[d]))) problems.add(`${who} has no players: give its backgammon pair, its long gammon pair, or both`);
    return { name: names[i], pairs };
  });

  const fielded = (t: Record<string, unknown>, d: Discipline): boolean => !blank(d === 'backgammon' ? (t.backgammon ?? t.players) : t.longGammon);
  const disciplines = DISCIPLINES.filter((d) => present.some((t) => fielded(t, d)));
  for (const d of disciplines) {
    const example = present.findIndex((t) => fielded(t, d));
    present.forEach((t, i) => {
      if (!fielded(t, d) && DISCIPLINES.some((x) => fielded(t, x))) {
        problems.add(
          `${names[i] === '' ? `Team ${i + 1}` : `Team '${names[i]}'`} has no ${DISCIPLINE_NAMES[d]} pair; every team fields the same ` +
            `disciplines (team '${names[example]}' has one)`,
        );
      }
    });
  }

  const seen = new Map<string, string>();
  for (const team of teams) {
    const inTeam = new Map<string, Discipline>();
    for (const d of DISCIPLINES) {
      const pair = team.pairs[d];
      if (!pair) continue;
      pair.forEach((player, i) => {
        if (player === '' || (i === 1 && nameKey(player) === nameKey(pair[0]))) return;
        const key = nameKey(player);
        const other = inTeam.get(key);
        if (other !== undefined) {
          problems.add(`Team '${team.name}' names player '${player}' in two pairs (${DISCIPLINE_NAMES[other]} and ${DISCIPLINE_NAMES[d]})`);
          return;
        }
        inTeam.set(key, d);
        const elsewhere = seen.get(key);
        if (elsewhere !== undefined) problems.add(`Player '${player}' is in two teams: '${elsewhere}' and '${team.name}'`);
        else seen.set(key, team.name);
      });
    }
  }
  return { teams, disciplines };
}

/**
 * The event's schedule: each discipline's round robins (teamRoundRobin with that discipline's cycles), played side
 * by side: event round k holds the k-th round of every discipline that has one. The Berger pairing of a round is
 * the same in every discipline, so two teams meet in both disciplines in the same round and the bye is shared.
 */
export function eventSchedule(teams: readonly string[], cycles: Partial<Record<Discipline, number>>): EventRound[] {
  const disciplines = DISCIPLINES.filter((d) => cycles[d] !== undefined);
  if (disciplines.length === 0) throw new Error('Event schedule: give the round robins of at least one discipline');
  const perDiscipline = disciplines.map((d) => ({
    d,
    rounds: teamRoundRobin(teams, { cycles: validateCycles(cycles[d], `Cycles (${DISCIPLINE_NAMES[d]})`) }),
  }));
  const total = Math.max(...perDiscipline.map((x) => x.rounds.length));
  return Array.from({ length: total }, (_, k): EventRound => {
    const matches = perDiscipline.flatMap(({ d, rounds }) => (rounds[k] ? rounds[k].matches.map((m) => ({ ...m, discipline: d })) : []));
    const bye = perDiscipline.map((x) => x.rounds[k]).find((r) => r !== undefined)?.bye;
    return bye === undefined ? { round: k + 1, matches } : { round: k + 1, matches, bye };
  });
}

/** The number of rounds each discipline plays (its cycles × the Berger rounds of `teams` teams). */
export function disciplineRounds(teams: number, cycles: number): number {
  return cycles * (teams % 2 === 0 ? teams - 1 : teams);
}

/**
 * Where each discipline's dice sets start (docs/rules.md §2.2): every match of a round plays the same sets; the
 * disciplines are numbered on one after the other (backgammon first), then the final. With g games per room, round r
 * of a discipline plays sets start + (r − 1)·g … start + r·g − 1.
 */
export function setNumbering(
  teams: number,
  cycles: Partial<Record<Discipline, number>>,
  games: number,
): { first: Partial<Record<Discipline, number>>; final: number } {
  const first: Partial<Record<Discipline, number>> = {};
  let next = 1;
  for (const d of DISCIPLINES) {
    const c = cycles[d];
    if (c === undefined) continue;
    first[d] = next;
    next += disciplineRounds(teams, c) * games;
  }
  return { first, final: next };
}

/** A pair as seated in a match: even cycles swap the two players (rooms and colours swapped, §2.7). */
export function seatedPair(pair: Pair, swapped: boolean): Pair {
  return swapped ? [pair[1], pair[0]] : pair;
}
