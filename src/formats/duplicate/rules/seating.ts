/**
 * Teams and seating for a duplicate team match (docs/rules.md §2.1): team A (A1, A2) against team B (B1, B2);
 * OPEN room: A1 White – B1 Black; CLOSED room: B2 White – A2 Black. With the same set of rolls in both rooms,
 * White's rolls are thrown by A1 (OPEN) and repeated by B2 (CLOSED), Black's by B1 (OPEN) and repeated by A2.
 *
 * Names are cleaned and compared by the one name rule (docs/rules.md §0.1, shared/rules/names.ts): "Ann  Lee" and
 * " ann lee" are one player, so a typo cannot put one person in two seats. Team names are checked as a list with
 * the shared checkNameList; every problem of the teams is reported at once, each naming its team and player.
 */
import { checkNameList, Problems } from '../../../shared/rules/input';
import { cleanName, nameKey } from '../../../shared/rules/names';

export interface Team {
  name: string;
  /** [first player, second player]: A1/A2 for team A, B1/B2 for team B. */
  players: readonly [string, string];
}

export type Position = 'A1' | 'A2' | 'B1' | 'B2';

export interface Seat {
  team: string;
  player: string;
  position: Position;
}

export interface RoomSeats {
  white: Seat;
  black: Seat;
}

export interface Seating {
  open: RoomSeats;
  closed: RoomSeats;
}

/** One player's name, cleaned; a problem (naming the team and the player's place) when missing or empty. */
function playerName(value: unknown, who: string, i: number, problems: Problems): string {
  if (typeof value !== 'string' && typeof value !== 'number') {
    problems.add(`${who}: player ${i + 1} must be text`);
    return '';
  }
  const name = cleanName(String(value));
  if (name === '') problems.add(`${who}: player ${i + 1} is empty`);
  return name;
}

/** The two players of one team, cleaned; problems for a wrong count, an empty name or the same player twice. */
function teamPlayers(raw: unknown, who: string, problems: Problems): [string, string] {
  if (!Array.isArray(raw)) {
    problems.add(`${who}: give its two players`);
    return ['', ''];
  }
  if (raw.length !== 2) {
    problems.add(`${who} has ${raw.length} player(s); a duplicate team has exactly two`);
    return ['', ''];
  }
  const p1 = playerName(raw[0], who, 0, problems);
  const p2 = playerName(raw[1], who, 1, problems);
  if (p1 !== '' && nameKey(p1) === nameKey(p2)) problems.add(`${who} names player '${p1}' twice`);
  return [p1, p2];
}

interface RawTeam {
  name?: unknown;
  players?: unknown;
}

/**
 * Checks several teams together, adding every problem to `problems`: team names (the shared checkNameList:
 * missing, empty or repeated, ignoring case and spaces), each team's two players, and no player in two teams
 * (naming the player and both teams). `labels` name the teams in the "missing" message ("Team A"); by default
 * "Team 1", "Team 2"…. Returns the teams cleaned (a team with problems keeps its cleaned parts).
 */
export function checkTeams(teams: unknown, problems: Problems, labels?: readonly string[]): Team[] {
  if (!Array.isArray(teams)) {
    problems.add('Teams: give a list of teams, each a name and two players');
    return [];
  }
  const present: RawTeam[] = [];
  teams.forEach((t, i) => {
    if (typeof t === 'object' && t !== null) present.push(t as RawTeam);
    else problems.add(`${labels?.[i] ?? `Team ${i + 1}`} is missing`);
  });
  const names = checkNameList(
    present.map((t) => t.name),
    'team',
    problems,
  );
  const out: Team[] = present.map((t, i) => {
    const who = names[i] === '' ? `Team ${i + 1}` : `Team '${names[i]}'`;
    return { name: names[i], players: teamPlayers(t.players, who, problems) };
  });
  const byPlayer = new Map<string, string>();
  for (const team of out) {
    for (const player of team.players) {
      if (player === '' || (player === team.players[1] && nameKey(player) === nameKey(team.players[0]))) continue;
      const seen = byPlayer.get(nameKey(player));
      if (seen !== undefined) problems.add(`Player '${player}' is in two teams: '${seen}' and '${team.name}'`);
      else byPlayer.set(nameKey(player), team.name);
    }
  }
  return out;
}

/** One team, checked and cleaned: a name and exactly two distinct players; throws listing every problem. */
export function validateTeam(team: unknown, label = 'A team'): Team {
  const problems = new Problems();
  const [out] = checkTeams([team], problems, [label]);
  problems.throwIfAny();
  return out;
}

/**
 * Several teams, checked together (see checkTeams); throws one error listing every problem, one per line.
 */
export function validateTeams(teams: readonly unknown[]): Team[] {
  const problems = new Problems();
  const out = checkTeams(teams, problems);
  problems.throwIfAny();
  return out;
}

/** The seats of a match between team A and team B (docs/rules.md §2.1). */
export function seating(teamA: Team, teamB: Team): Seating {
  const [a, b] = validateTeams([teamA, teamB]);
  const seat = (team: Team, i: 0 | 1, position: Position): Seat => ({ team: team.name, player: team.players[i], position });
  return {
    open: { white: seat(a, 0, 'A1'), black: seat(b, 0, 'B1') },
    closed: { white: seat(b, 1, 'B2'), black: seat(a, 1, 'A2') },
  };
}
