/**
 * A whole TTT set as sheet plans: per group a Games and a Table sheet, one My matches sheet, one Import sheet, one
 * Timeouts sheet and the Stats sheet (settings, statistics, groups, waiting list). Pure: the caller gives the
 * partition, the settings and the final (unique) sheet names.
 *
 * The plans come in tab order, the order a TD uses the sheets: results are typed on G1 Games and read on G1 Table
 * first, Stats (settings and statistics, read once) comes last. They are written in that order too. The set's sheets
 * read each other both ways (Stats counts every Games sheet; each Games sheet reads the scoring on Stats), so some
 * formula always names a sheet written after it, whatever the order: Sheets reads that sheet once it is written.
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

/** Where each sheet of a set of `groups` groups comes in tab (and plan) order: (Games, Table) per group, My matches, Import, Timeouts, Stats. */
export function setSlots(groups: number): {
  games: (group: number) => number;
  table: (group: number) => number;
  myMatches: number;
  import: number;
  timeouts: number;
  stats: number;
  count: number;
} {
  return {
    games: (i) => 2 * i,
    table: (i) => 2 * i + 1,
    myMatches: 2 * groups,
    import: 2 * groups + 1,
    timeouts: 2 * groups + 2,
    stats: 2 * groups + 3,
    count: 2 * groups + 4,
  };
}

/**
 * The names the set's sheets would like, in tab order (setSlots).
 * Each is the title plus a kind suffix; uniqueSheetNames shortens the title, never the suffix.
 */
export function desiredSheetNames(title: string, groups: number): WantedName[] {
  const named = (suffix: string): WantedName => ({ title, suffix });
  return [
    ...Array.from({ length: groups }, (_, i) => [named(` ${groupName(i + 1)} Games`), named(` ${groupName(i + 1)} Table`)]).flat(),
    named(' My matches'),
    named(' Import'),
    named(' Timeouts'),
    named(' Stats'),
  ];
}

/** Splits the (made unique) names, in the order of desiredSheetNames. */
export function sheetNamesOf(names: readonly string[], groups: number): RoundRobinSheetNames {
  const at = setSlots(groups);
  return {
    stats: names[at.stats],
    games: Array.from({ length: groups }, (_, i) => names[at.games(i)]),
    tables: Array.from({ length: groups }, (_, i) => names[at.table(i)]),
    myMatches: names[at.myMatches],
    import: names[at.import],
    timeouts: names[at.timeouts],
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

/** Every plan of the set, in tab order (the order of desiredSheetNames). */
export function roundRobinPlans(model: RoundRobinModel): SheetPlan[] {
  return [
    ...model.groups.flatMap((g) => [gamesPlan(model, g), tablePlan(model, g)]),
    myMatchesPlan(model),
    importPlan(model),
    timeoutsPlan(model),
    statsPlan(model),
  ];
}
