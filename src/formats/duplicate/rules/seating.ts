/**
 * Teams and seating for a duplicate team match (rules §2): team A (A1, A2) against team B (B1, B2);
 * OPEN room: A1 White – B1 Black; CLOSED room: B2 White – A2 Black. With the same set of rolls in both rooms,
 * White's rolls are thrown by A1 (OPEN) and repeated by B2 (CLOSED), Black's by B1 (OPEN) and repeated by A2.
 *
 * Names are trimmed of surrounding spaces; names are compared case-insensitively ("Ann" and "ann " are the same
 * player), so a typo cannot put one person in two seats.
 */

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

/** Key under which names are compared. */
export function nameKey(name: string): string {
  return name.trim().toLowerCase();
}

function text(value: unknown, what: string): string {
  if (typeof value !== 'string' && typeof value !== 'number') throw new Error(`${what} must be text`);
  const t = String(value).trim();
  if (t === '') throw new Error(`${what} is empty`);
  return t;
}

/** One team, checked and trimmed: a non-empty name and exactly two distinct non-empty players. */
export function validateTeam(team: unknown, label = 'A team'): Team {
  if (typeof team !== 'object' || team === null) throw new Error(`${label} is missing`);
  const t = team as { name?: unknown; players?: unknown };
  const name = text(t.name, `The name of ${label.charAt(0).toLowerCase()}${label.slice(1)}`);
  if (!Array.isArray(t.players)) throw new Error(`Team '${name}': give its two players`);
  if (t.players.length !== 2) {
    throw new Error(`Team '${name}' has ${t.players.length} player(s); a duplicate team has exactly two`);
  }
  const p1 = text(t.players[0], `Team '${name}': player 1`);
  const p2 = text(t.players[1], `Team '${name}': player 2`);
  if (nameKey(p1) === nameKey(p2)) throw new Error(`Team '${name}' names player '${p1}' twice`);
  return { name, players: [p1, p2] };
}

/**
 * Several teams, checked together: each team as in `validateTeam`, team names distinct, and no player in two
 * teams (the error names the player and both teams).
 */
export function validateTeams(teams: readonly unknown[]): Team[] {
  if (!Array.isArray(teams)) throw new Error('Teams: give a list of teams');
  const out = teams.map((t, i) => validateTeam(t, `team ${i + 1}`));
  const byName = new Map<string, string>();
  const byPlayer = new Map<string, { player: string; team: string }>();
  for (const team of out) {
    const key = nameKey(team.name);
    if (byName.has(key)) throw new Error(`Two teams are named '${team.name}'; team names must differ`);
    byName.set(key, team.name);
    for (const player of team.players) {
      const seen = byPlayer.get(nameKey(player));
      if (seen) {
        throw new Error(`Player '${player}' is in two teams: '${seen.team}' and '${team.name}'`);
      }
      byPlayer.set(nameKey(player), { player, team: team.name });
    }
  }
  return out;
}

/** The seats of a match between team A and team B (rules §2). */
export function seating(teamA: Team, teamB: Team): Seating {
  const [a, b] = validateTeams([teamA, teamB]);
  const seat = (team: Team, i: 0 | 1, position: Position): Seat => ({ team: team.name, player: team.players[i], position });
  return {
    open: { white: seat(a, 0, 'A1'), black: seat(b, 0, 'B1') },
    closed: { white: seat(b, 1, 'B2'), black: seat(a, 1, 'A2') },
  };
}
