/**
 * Writes a TORRES season: the league overview and one Games sheet per group (unique names, pure plans, one
 * applyPlan per sheet). Used by createTorresGroups and rollOverTorres.
 *
 * The group sheets are written first so the overview's formulas find them; the overview (and a roll-over
 * sheet, if any) are then inserted in front of them, so the tabs read: roll-over, overview, L1, L2 G1, ….
 */
import { applyPlan } from '../../../shared/server/applyPlan';
import { uniqueSheetNames, type SheetPlan } from '../../../shared/sheets/plan';
import { buildTorresGroupPlan } from '../sheets/group';
import { buildTorresOverviewPlan } from '../sheets/overview';
import { desiredSheetNames, groupSpecs, type TorresSeason } from '../sheets/season';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

export interface SeasonPlans {
  /** Sheets placed in front (the roll-over sheet), then the overview, then the groups. */
  front: SheetPlan[];
  groups: SheetPlan[];
}

/**
 * The plans of a season, named against the sheets already taken. `front` builds the sheets written in front
 * of the overview from their final names (e.g. the roll-over sheet, which names the group sheets).
 */
export function seasonPlans(
  season: TorresSeason,
  taken: readonly string[],
  front: { desired: string[]; build?: (names: string[], groupSheets: string[], overview: string) => SheetPlan[] } = { desired: [] },
): SeasonPlans {
  const desired = desiredSheetNames(season);
  const names = uniqueSheetNames([...front.desired, desired.overview, ...desired.groups], taken);
  const frontNames = names.slice(0, front.desired.length);
  const [overview, ...groups] = names.slice(front.desired.length);
  const specs = groupSpecs(season);
  return {
    front: [...(front.build ? front.build(frontNames, groups, overview) : []), buildTorresOverviewPlan(season.title, season.seed, specs, groups, overview)],
    groups: specs.map((spec, i) => buildTorresGroupPlan(spec, groups[i])),
  };
}

/** Writes the group sheets, then the front sheets before them; activates the first front sheet. */
export function writeSeason(ss: Spreadsheet, plans: SeasonPlans): string[] {
  const groups = plans.groups.map((plan) => applyPlan(ss, plan));
  const at = groups.length > 0 ? groups[0].getIndex() - 1 : ss.getSheets().length;
  const front = plans.front.map((plan, i) => applyPlan(ss, plan, at + i));
  (front[0] ?? groups[0])?.activate();
  return [...plans.front, ...plans.groups].map((p) => p.name);
}
