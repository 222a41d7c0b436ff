/**
 * Writes a TORRES season through createSheets (all or nothing, under the document lock, Sheets' limits checked
 * before anything is written): the sheets in front (the roll-over sheet, if any), the league overview, then one
 * Games sheet per group, in that tab order. Used by createTorresGroups and rollOverTorres.
 *
 * The overview's formulas read the group sheets, which are written after it; once every sheet exists they are
 * written again (one call), so Sheets resolves them against the new sheets ("Unresolved sheet name" otherwise).
 */
import { createSheets, creationInProgress, freeNames, registerFinisher, type CreationProgress } from '../../../shared/server/create';
import { applyEdit } from '../../../shared/server/readSheet';
import type { SheetPlan, WantedName } from '../../../shared/sheets/plan';
import type { SheetEdit } from '../../../shared/sheets/read';
import { buildTorresGroupPlan } from '../sheets/group';
import { buildTorresOverviewPlan, overviewRelinkEdit, TORRES_OVERVIEW } from '../sheets/overview';
import { desiredSheetNames, groupSpecs, type TorresSeason } from '../sheets/season';
import { rollOverRelinkEdit, TORRES_ROLLOVER } from '../sheets/rollOver';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

/** Sheets written in front of the overview, built from their final names and the group sheets' names. */
export interface FrontSheets {
  wanted: WantedName[];
  /** `games`: the new season's games, every group's schedule counted. */
  build: (names: string[], groupSheets: string[], overview: string, games: number) => SheetPlan[];
}

const NO_FRONT: FrontSheets = { wanted: [], build: () => [] };

/** Service calls beyond applyPlan's: reading the taken names, relinking the overview, activating. */
const EXTRA_CALLS = 6;

/** Every plan of a season in tab order (front sheets, overview, groups), named against the sheets already taken. */
export function seasonPlans(season: TorresSeason, names: (wanted: WantedName[]) => string[], front: FrontSheets = NO_FRONT): SheetPlan[] {
  const desired = desiredSheetNames(season);
  const all = names([...front.wanted, desired.overview, ...desired.groups]);
  const frontNames = all.slice(0, front.wanted.length);
  const [overview, ...groups] = all.slice(front.wanted.length);
  const specs = groupSpecs(season);
  return [
    ...front.build(
      frontNames,
      groups,
      overview,
      specs.reduce((n, s) => n + s.games.length, 0),
    ),
    buildTorresOverviewPlan(season.title, season.seed, specs, groups, overview),
    ...specs.map((spec, i) => buildTorresGroupPlan(spec, groups[i])),
  ];
}

/** The season's last step, in whichever run writes its last sheet: the overview relinked, the first sheet shown. */
const FINISH_SEASON = 'torres-season';
registerFinisher(FINISH_SEASON, (sheets, data) => {
  const { overview, edit, rollOver } = data as { overview: number; edit: SheetEdit; rollOver?: { index: number; edit: SheetEdit } };
  applyEdit(sheets[overview], edit);
  if (rollOver && rollOver.edit.blocks?.length) applyEdit(sheets[rollOver.index], rollOver.edit);
  sheets[0].activate();
});

/**
 * Creates the season's sheets, all or nothing: a second creation while one runs gets the busy message; a failure
 * part-way leaves no sheet. A season too large for one run is written over several (docs/rules.md §0.5): `creating`
 * says how far the first run got. Returns the sheet names in tab order; the first is activated at the end.
 */
export function createSeason(
  ss: Spreadsheet,
  season: TorresSeason,
  what: string,
  front: FrontSheets = NO_FRONT,
): { sheets: string[]; creating: CreationProgress | null } {
  let plans: SheetPlan[] = [];
  createSheets(
    ss,
    (book) => {
      plans = seasonPlans(season, (wanted) => freeNames(book, wanted), front);
      return plans;
    },
    {
      what,
      // a roll-over's Next step line is relinked too: one applyEdit of one block (its name, the range, the values)
      extraCalls: EXTRA_CALLS + (front.wanted.length > 0 ? 3 : 0),
      finish: {
        name: FINISH_SEASON,
        dataOf: () => {
          const overview = plans.findIndex((p) => p.kind === TORRES_OVERVIEW.kind);
          const rollOver = plans.findIndex((p) => p.kind === TORRES_ROLLOVER.kind);
          return {
            overview,
            edit: overviewRelinkEdit(plans[overview]),
            ...(rollOver >= 0 ? { rollOver: { index: rollOver, edit: rollOverRelinkEdit(plans[rollOver]) } } : {}),
          };
        },
      },
    },
  );
  return { sheets: plans.map((p) => p.name), creating: creationInProgress() };
}
