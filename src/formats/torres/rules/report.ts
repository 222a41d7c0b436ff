/** What a schedule achieves: games per player, pair meetings, three-player games. */
export interface ScheduleReport {
  /** Games per player, by player index. */
  gamesPerPlayer: number[];
  /** Fewest and most times any pair of players meets. */
  minMeetings: number;
  maxMeetings: number;
  /** Every pair meets exactly twice (a 2-(v, 4, 2) design). */
  exact: boolean;
  threePlayerGames: number;
}

/** meetings[x][y] = games in which x and y both play. */
export function pairMeetings(v: number, games: readonly (readonly number[])[]): number[][] {
  const m = Array.from({ length: v }, () => new Array<number>(v).fill(0));
  for (const game of games) for (const x of game) for (const y of game) if (x !== y) m[x][y] += 1;
  return m;
}

export function scheduleReport(v: number, games: readonly (readonly number[])[]): ScheduleReport {
  const gamesPerPlayer = new Array<number>(v).fill(0);
  for (const game of games) for (const p of game) gamesPerPlayer[p] += 1;
  const m = pairMeetings(v, games);
  let minMeetings = Infinity;
  let maxMeetings = -Infinity;
  for (let x = 0; x < v; x++)
    for (let y = x + 1; y < v; y++) {
      minMeetings = Math.min(minMeetings, m[x][y]);
      maxMeetings = Math.max(maxMeetings, m[x][y]);
    }
  if (v < 2) minMeetings = maxMeetings = 0;
  return {
    gamesPerPlayer,
    minMeetings,
    maxMeetings,
    exact: minMeetings === 2 && maxMeetings === 2 && games.every((g) => g.length === 4),
    threePlayerGames: games.filter((g) => g.length === 3).length,
  };
}
