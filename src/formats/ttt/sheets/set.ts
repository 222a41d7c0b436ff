/**
 * A whole TTT set as sheet plans: the Stats sheet (settings, statistics, groups, waiting list), per group a Games
 * and a Table sheet, one My matches sheet, one Import sheet and one Timeouts sheet. Pure: the caller gives the partition, the settings and
 * the final (unique) sheet names.
 */
import { tttGames } from '../rules/games';
import type { SetPartition } from '../rules/partition';
import type { SheetPlan, WantedName } from '../../../shared/sheets/plan';
import { gamesPlan } from './games';
import { importPlan } from './importSheet';
import { myMatchesPlan } from './myMatches';
import { statsPlan } from './stats';
import { tablePlan } from './table';
import { timeoutsPlan } from './timeouts';
import type { RoundRobinModel, RoundRobinSettings, RoundRobinSheetNames } from './types';

export const groupName = (number: number): string => `G${number}`;

/**
 * The names the set's sheets would like, in creation order: Stats, (Games, Table) per group, My matches, Import,
 * Timeouts.
 * Each is the title plus a kind suffix; uniqueSheetNames shortens the title, never the suffix.
 */
export function desiredSheetNames(title: string, groups: number): WantedName[] {
  const named = (suffix: string): WantedName => ({ title, suffix });
  return [
    named(' Stats'),
    ...Array.from({ length: groups }, (_, i) => [named(` ${groupName(i + 1)} Games`), named(` ${groupName(i + 1)} Table`)]).flat(),
    named(' My matches'),
    named(' Import'),
    named(' Timeouts'),
  ];
}

/** Splits the (made unique) names, in the order of desiredSheetNames. */
export function sheetNamesOf(names: readonly string[], groups: number): RoundRobinSheetNames {
  return {
    stats: names[0],
    games: Array.from({ length: groups }, (_, i) => names[1 + 2 * i]),
    tables: Array.from({ length: groups }, (_, i) => names[2 + 2 * i]),
    myMatches: names[1 + 2 * groups],
    import: names[2 + 2 * groups],
    timeouts: names[3 + 2 * groups],
  };
}

export function roundRobinModel(settings: RoundRobinSettings, partition: SetPartition, names: RoundRobinSheetNames, setKey = ''): RoundRobinModel {
  const groups = partition.groups.map((g, i) => {
    const players = g.entries.map((e) => e.name);
    return {
      name: groupName(g.number),
      players,
      games: tttGames(players, { double: settings.double, phases: settings.invitePhases }),
      gamesSheet: names.games[i],
      tableSheet: names.tables[i],
      averageRating: g.averageRating,
    };
  });
  return { settings, partition, groups, names, setKey };
}

/** Every plan of the set, in creation order (the order of desiredSheetNames). */
export function roundRobinPlans(model: RoundRobinModel): SheetPlan[] {
  return [
    statsPlan(model),
    ...model.groups.flatMap((g) => [gamesPlan(model, g), tablePlan(model, g)]),
    myMatchesPlan(model),
    importPlan(model),
    timeoutsPlan(model),
  ];
}
