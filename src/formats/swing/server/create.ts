/** createSwing's shell: validate everything, name the two sheets, build the plans, write them. */
import { startSwing, SwingError, type SwingSettings } from '../rules';
import { uniqueSheetNames } from '../../../shared/sheets/plan';
import { SWING_KIND } from '../sheets/layout';
import { swingLogPlan } from '../sheets/log';
import { swingPlan } from '../sheets/plan';
import type { CreateSwingInput, CreateSwingResult } from '../api';
import { ADDON_SHEET_KEY, applyPlan } from '../../../shared/server/applyPlan';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

function checkInput(input: CreateSwingInput): { title: string; players: string[] } {
  if (input === null || typeof input !== 'object') throw new Error('createSwing needs an object { title, players, … }.');
  const title = typeof input.title === 'string' ? input.title.trim() : '';
  if (title === '') throw new Error('Give the swing tournament a title (it names the sheet).');
  if (!Array.isArray(input.players)) throw new Error('List the players (one name per line).');
  const players = input.players.map((p, i) => {
    if (typeof p !== 'string') throw new Error(`Player ${i + 1} is not a name.`);
    return p.trim();
  });
  return { title, players };
}

/** `now` is the start of play (ISO); `drawSeed` is called only when no seed is given. */
export function createSwingSheets(ss: Spreadsheet, input: CreateSwingInput, now: string, drawSeed: () => string): CreateSwingResult {
  const { title, players } = checkInput(input);
  const given = input.seed === undefined || input.seed === null || String(input.seed).trim() === '' ? '' : String(input.seed).trim();
  const settings: SwingSettings = {
    players,
    chips: input.chips,
    anteMinutes: input.anteMinutes,
    jacoby: input.jacoby,
    ending: input.ending,
    mode: input.mode,
    seed: given === '' ? drawSeed() : given,
    start: now,
  };
  let state;
  try {
    state = startSwing(settings).state();
  } catch (e) {
    if (e instanceof SwingError) throw new Error(e.message);
    throw e;
  }
  const [name, logName] = uniqueSheetNames([title, `${title} log`], ss.getSheets().map((s) => s.getName()));
  const log = applyPlan(ss, swingLogPlan(logName, title, state.settings));
  const main = applyPlan(ss, swingPlan({ name, title, logSheet: logName, logSheetId: log.getSheetId(), state }), log.getIndex() - 1);
  main.activate();
  return { sheet: name, assignments: state.matches.map((m) => [m.players[0], m.players[1]]) };
}

/** Main swing sheets (developer metadata kind "swing"), in tab order. */
export function listSwingSheetNames(ss: Spreadsheet): string[] {
  return ss
    .getSheets()
    .filter((s) => s.getDeveloperMetadata().some((m) => m.getKey() === ADDON_SHEET_KEY && m.getValue() === SWING_KIND))
    .map((s) => s.getName());
}
