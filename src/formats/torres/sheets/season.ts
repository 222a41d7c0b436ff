/**
 * A TORRES season as data: the checked groups (league, group, players) with the settings, turned into one
 * TorresGroupSpec per group (its seeded schedule) and the sheet names. Pure; server/write.ts writes the plans.
 */
import type { WantedName } from '../../../shared/sheets/plan';
import { torresSchedule } from '../rules/schedule';
import type { TorresGroupSpec } from './group';
import { valueByName } from '../../../shared/rules/names';

export interface SeasonGroup {
  league: number;
  group: number;
  players: string[];
}

export interface TorresSeason {
  title: string;
  seed: string;
  vpByPlace: number[];
  eloOrder: 'low' | 'high';
  /** Elo at the start of the championship, by player name. */
  elo: Record<string, number>;
  /** In order: league 1 first, groups in order within a league. */
  groups: SeasonGroup[];
}

/** The seed of one group's schedule: derived from the season's seed, so one seed reproduces every sheet. */
export const groupScheduleSeed = (seed: string, league: number, group: number): string => `${seed}/L${league}G${group}`;

export function leagueCount(groups: readonly SeasonGroup[]): number {
  return groups.reduce((k, g) => Math.max(k, g.league), 0);
}

export function groupSpecs(season: TorresSeason): TorresGroupSpec[] {
  const leagues = leagueCount(season.groups);
  return season.groups.map((g) => {
    const { games, report } = torresSchedule(g.players.length, groupScheduleSeed(season.seed, g.league, g.group));
    return {
      title: season.title,
      league: g.league,
      group: g.group,
      leagues,
      players: g.players,
      games,
      report,
      elo: Object.fromEntries(g.players.filter((p) => valueByName(season.elo, p) !== undefined).map((p) => [p, valueByName(season.elo, p) as number])),
      vpByPlace: season.vpByPlace,
      eloOrder: season.eloOrder,
      seed: season.seed,
    };
  });
}

/**
 * Wanted sheet names: "<title> leagues" for the overview, "<title> L1" for a league of one group, "<title> L2 G1"
 * otherwise. The suffix is never cut (a long title is shortened instead, see uniqueSheetNames).
 */
export function desiredSheetNames(season: TorresSeason): { overview: WantedName; groups: WantedName[] } {
  const groupsIn = new Map<number, number>();
  for (const g of season.groups) groupsIn.set(g.league, (groupsIn.get(g.league) ?? 0) + 1);
  return {
    overview: { title: season.title, suffix: ' leagues' },
    groups: season.groups.map((g) => ({ title: season.title, suffix: groupsIn.get(g.league) === 1 ? ` L${g.league}` : ` L${g.league} G${g.group}` })),
  };
}
