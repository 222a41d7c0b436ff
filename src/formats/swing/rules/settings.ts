/** The settings of a swing tournament (docs/rules.md §4.1): defaults filled in, every problem reported at once. */
import { checkNameList, Problems, shownInput } from '../../../shared/rules/input';
import { SWING_ENDINGS, SWING_MODES, SwingError, type SwingConfig, type SwingSettings } from './types';

export const SWING_DEFAULTS = { chips: 12, anteMinutes: 15, jacoby: true, ending: 'both', mode: 'manual' } as const;

/**
 * Fills in the defaults and checks the settings; throws one SwingError listing every problem, one per line, each
 * naming its field or player. Names are cleaned and compared as docs/rules.md §0.1 says ("Ann" and " ann " are one
 * player).
 */
export function resolveSettings(settings: SwingSettings): SwingConfig {
  const problems = new Problems();
  const players = checkNameList(settings.players, 'player', problems);
  if (Array.isArray(settings.players) && players.length < 2) problems.add(`Players: a swing tournament needs at least two players (${players.length} given).`);
  const chips = settings.chips ?? SWING_DEFAULTS.chips;
  if (!Number.isInteger(chips) || chips < 1) problems.add(`Chips per player: give a whole number of chips of at least 1, not ${shownInput(chips)}.`);
  const anteMinutes = settings.anteMinutes ?? SWING_DEFAULTS.anteMinutes;
  if (typeof anteMinutes !== 'number' || !Number.isFinite(anteMinutes) || anteMinutes < 0) {
    problems.add(`Ante-up minutes: give 0 (off) or a positive number of minutes, not ${shownInput(anteMinutes)}.`);
  }
  const jacoby = settings.jacoby ?? SWING_DEFAULTS.jacoby;
  if (typeof jacoby !== 'boolean') problems.add(`Jacoby: give true (on) or false (off), not ${shownInput(jacoby)}.`);
  const ending = settings.ending ?? SWING_DEFAULTS.ending;
  if (!SWING_ENDINGS.includes(ending)) problems.add(`Ending: give ${SWING_ENDINGS.join(', ')}, not ${shownInput(ending)}.`);
  const mode = settings.mode ?? SWING_DEFAULTS.mode;
  if (!SWING_MODES.includes(mode)) problems.add(`Ties (mode): give manual or automated, not ${shownInput(mode)}.`);
  const seed = settings.seed === undefined || settings.seed === null ? '' : String(settings.seed);
  if (mode === 'automated' && seed === '') problems.add('Seed: an automated tournament needs a seed for its draws.');
  const start = settings.start === undefined || settings.start === null || settings.start === '' ? null : settings.start;
  if (start !== null && (typeof start !== 'string' || Number.isNaN(Date.parse(start)))) {
    problems.add(`Start: ${shownInput(start)} is not an ISO-8601 date-time.`);
  }
  try {
    problems.throwIfAny();
  } catch (e) {
    throw new SwingError((e as Error).message);
  }
  return { players, chips, anteMinutes, jacoby, ending, mode, seed, start };
}
