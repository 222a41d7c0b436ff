/** The torres endpoints of the sidebar's server API: TORRES league group sheets and the season roll-over. */
import type {
  CreateTorresChampionshipInput,
  CreateTorresChampionshipResult,
  CreateTorresGroupsInput,
  CreateTorresGroupsResult,
  ReadTorresOverviewInput,
  ReadTorresOverviewResult,
  RollOverTorresInput,
  RollOverTorresResult,
  WithdrawTorresPlayerInput,
  WithdrawTorresPlayerResult,
} from '../api';
import { createChampionship } from './championship';
import { checkCreateTorresGroups } from './input';
import { readOverview } from './read';
import { rollOverSeason } from './rollOver';
import { withdrawPlayer } from './withdraw';
import { createSeason } from './write';
import { activeSpreadsheet } from '../../../shared/server/auth';

/**
 * Creates a TORRES season's sheets: a league overview and one Games sheet per group (schedule drawn from the
 * seed, points typed by the TD, standings by TORRESRANK, promotion/relegation zones). Groups are league 1
 * group 1, league 2 groups 1–2, league 3 groups 1–4, … unless `leagues` gives each group's league.
 * Bad input throws (every problem at once) before anything is written; the sheets are created all or nothing.
 */
export function createTorresGroups(input: CreateTorresGroupsInput): CreateTorresGroupsResult {
  const season = checkCreateTorresGroups(input);
  const { sheets, creating } = createSeason(activeSpreadsheet(), season, `The TORRES season "${season.title}"`);
  return { sheets, seed: season.seed, ...(creating ? { creating } : {}) };
}

/**
 * The next season from the previous season's final orders (docs/rules.md §3.8–§3.11): validates, runs the roll-over (every
 * draw from the seed) and, unless previewOnly, writes a roll-over sheet (moves, reasons, new groups, seed),
 * the new league overview and the new group sheets, all or nothing. previewOnly writes nothing.
 */
export function rollOverTorres(input: RollOverTorresInput): RollOverTorresResult {
  return rollOverSeason(activeSpreadsheet(), input);
}

/** The previous season's groups and final orders, read from a league overview sheet (for the sidebar). */
export function readTorresOverview(input?: ReadTorresOverviewInput): ReadTorresOverviewResult {
  return readOverview(activeSpreadsheet(), input ?? {});
}

/**
 * The first championship from one Elo list (docs/rules.md §3.1): players ranked by Elo fill league 1 (10), league 2
 * (20), league 3 (40), … (snake order into each league's groups); sheets as createTorresGroups, all or nothing.
 */
export function createTorresChampionship(input: CreateTorresChampionshipInput): CreateTorresChampionshipResult {
  return createChampionship(activeSpreadsheet(), input);
}

/**
 * Withdraws a player during the season (docs/rules.md §3.7): unplayed games go to the group's next free fictitious
 * player, played games keep the player's results, the overview lists the fictitious player.
 */
export function withdrawTorresPlayer(input: WithdrawTorresPlayerInput): WithdrawTorresPlayerResult {
  return withdrawPlayer(activeSpreadsheet(), input);
}
