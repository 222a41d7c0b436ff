/**
 * League sizes of a TORRES championship: league k (1 = top) holds 10·2^(k−1) players in 2^(k−1) groups of 10,
 * except the lowest league, which takes everyone left (fewer than 10 over its size) in min(2^(k−1),
 * max(1, round(n / 10))) groups whose sizes differ by at most one (ruling: round half up, so 15 players make 2
 * groups of 8 and 7, 14 make 1 group of 14; 25 in league 2 make 2 groups of 13 and 12).
 */
export const GROUP_SIZE = 10;

/** League k has 2^(k−1) groups (docs/rules.md §3.1). */
export const leagueGroups = (league: number): number => 2 ** (league - 1);

/** The league of each of `count` groups numbered in order: league 1 one group, league 2 two, … the last takes the rest. */
export function defaultLeagues(count: number): number[] {
  const out: number[] = [];
  for (let k = 1; out.length < count; k++) for (let g = 0; g < leagueGroups(k) && out.length < count; g++) out.push(k);
  return out;
}
export const leagueCapacity = (league: number): number => GROUP_SIZE * leagueGroups(league);
export const lowestLeagueGroups = (players: number): number => Math.max(1, Math.round(players / GROUP_SIZE));

/** Sizes of `groups` groups holding n players, as equal as possible, larger groups first. */
export function groupSizes(n: number, groups: number): number[] {
  return Array.from({ length: groups }, (_, i) => Math.floor(n / groups) + (i < n % groups ? 1 : 0));
}

/**
 * League sizes for n players filled in rank order (docs/rules.md §3.1): league k takes 10·2^(k−1) while at
 * least 10 players would be left over for the next league; the last league takes the rest.
 * 17 → [17]; 30 → [10, 20]; 35 → [10, 25]; 40 → [10, 20, 10]; 100 → [10, 20, 40, 30].
 */
export function leagueSizes(n: number): number[] {
  const out: number[] = [];
  let rest = n;
  for (let k = 1; rest > 0; k++) {
    const take = rest - leagueCapacity(k) >= GROUP_SIZE ? leagueCapacity(k) : rest;
    out.push(take);
    rest -= take;
  }
  return out;
}

/**
 * Groups of league k holding n players (docs/rules.md §3.1): league 1 is always one group; league k never has more
 * than its 2^(k−1) groups. A lowest league not yet full has max(1, round(n/10)) groups (halves up); a lowest league
 * over its size keeps its 2^(k−1) groups, each larger than 10, so every group of the league above receives exactly
 * 2 players moving up from each group below.
 */
export const groupsFor = (league: number, players: number, last: boolean): number =>
  league === 1 ? 1 : last ? Math.min(leagueGroups(league), lowestLeagueGroups(players)) : leagueGroups(league);
