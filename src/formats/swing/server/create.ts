/**
 * createSwing's shell: check the whole input (every problem at once), then write the main sheet and its log sheet
 * through createSheets (document lock, Sheets' limits checked first, all or nothing).
 */
import { startSwing, type SwingSettings, type SwingState } from '../rules';
import type { Zone } from '../rules/time';
import { checkSeed, checkTitle, Problems } from '../../../shared/rules/input';
import { createSheets, freeNames } from '../../../shared/server/create';
import { swingLogPlan } from '../sheets/log';
import { SWING_MAIN, swingPlan } from '../sheets/plan';
import type { CreateSwingInput, CreateSwingResult, SwingSheetsResult } from '../api';
import { sheetsOfKind } from '../../../shared/server/metadata';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

/** The suffix of the log sheet's name ("<title> log"); never cut when a long title is shortened. */
export const LOG_SUFFIX = ' log';

/** A number given as text ("12", as a form or another script may send it) is that number; anything else as given. */
function numeric<T>(v: T): T | number {
  return typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : v;
}

/** "Both", " Preferred " and "SPEED-UP" are the ending they spell; "Automated" the mode. */
function word<T>(v: T): T | string {
  return typeof v === 'string' ? v.trim().toLowerCase() : v;
}

/**
 * Every problem of the input in one Error (one per line, each naming the field or player); the started state.
 * The clock is not started: the TD starts it when play starts (docs/rules.md §4.4).
 */
export function checkCreateInput(input: CreateSwingInput, drawSeed: () => string): { title: string; state: SwingState } {
  if (input === null || typeof input !== 'object') throw new Error('createSwing needs an object { title, players, … }.');
  const problems = new Problems();
  // A number that is not one (NaN, Infinity) is no title: refused in words rather than made a sheet named "NaN".
  const givenTitle = typeof input.title === 'number' && !Number.isFinite(input.title) ? '' : input.title;
  const title = checkTitle(givenTitle, 'swing tournament', problems);
  const seed = checkSeed(input.seed, problems);
  const settings: SwingSettings = {
    players: input.players,
    chips: numeric(input.chips) as number | undefined,
    anteMinutes: numeric(input.anteMinutes) as number | undefined,
    jacoby: input.jacoby,
    ending: word(input.ending) as SwingSettings['ending'],
    mode: word(input.mode) as SwingSettings['mode'],
    seed: seed ?? drawSeed(),
    start: null,
  };
  const state = problems.collect(() => startSwing(settings).state());
  problems.throwIfAny();
  return { title, state: state as SwingState };
}

/** `zone`: the spreadsheet's time zone (times are shown in it); `drawSeed` is called only when no seed is given. */
export function createSwingSheets(ss: Spreadsheet, input: CreateSwingInput, zone: Zone, drawSeed: () => string): CreateSwingResult {
  const { title, state } = checkCreateInput(input, drawSeed);
  let name = '';
  createSheets(
    ss,
    (book) => {
      const [main, log] = freeNames(book, [{ title }, { title, suffix: LOG_SUFFIX }]);
      name = main;
      // The log's sheet id is known only once it exists: `after` records it on the main sheet.
      return [swingPlan({ name: main, title, logSheet: log, state, zone }), swingLogPlan(log, title, state.settings)];
    },
    {
      what: `Swing tournament '${title}'`,
      extraCalls: 4,
      after: ([main, log]) => {
        main.addDeveloperMetadata(SWING_MAIN.keys.logId, String(log.getSheetId()));
        main.activate();
      },
    },
  );
  return { sheet: name, assignments: state.matches.map((m) => [m.players[0], m.players[1]]) };
}

/** Main swing sheets (developer metadata kind "swing"), in tab order, with their sheet ids. */
export function listSwingSheetList(ss: Spreadsheet): SwingSheetsResult {
  const sheets = sheetsOfKind(ss, [SWING_MAIN.kind]).map((f) => f.sheet);
  return { sheets: sheets.map((s) => s.getName()), ids: sheets.map((s) => s.getSheetId()) };
}
