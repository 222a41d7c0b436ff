import { SWING_ENDINGS, SWING_MODES, SwingError, type SwingConfig, type SwingSettings } from './types';

export const SWING_DEFAULTS = { chips: 12, anteMinutes: 15, jacoby: true, ending: 'both', mode: 'manual' } as const;

/** Fills in the defaults and checks the settings; throws a SwingError listing every problem. */
export function resolveSettings(settings: SwingSettings): SwingConfig {
  const errors: string[] = [];
  const players = Array.isArray(settings.players) ? settings.players.map((p) => (typeof p === 'string' ? p.trim() : p)) : [];
  if (players.length < 2) errors.push('a swing tournament needs at least two players');
  const seen = new Map<string, string>();
  players.forEach((p, i) => {
    if (typeof p !== 'string' || p === '') {
      errors.push(`player ${i + 1} has no name`);
      return;
    }
    const key = p.toLowerCase();
    const other = seen.get(key);
    if (other !== undefined) errors.push(other === p ? `player '${p}' appears twice` : `players '${other}' and '${p}' differ only in capitals`);
    else seen.set(key, p);
  });
  const chips = settings.chips ?? SWING_DEFAULTS.chips;
  if (!Number.isInteger(chips) || chips < 1) errors.push(`chips must be a whole number of at least 1, not ${String(chips)}`);
  const anteMinutes = settings.anteMinutes ?? SWING_DEFAULTS.anteMinutes;
  if (typeof anteMinutes !== 'number' || !Number.isFinite(anteMinutes) || anteMinutes < 0) {
    errors.push(`anteMinutes must be 0 (off) or a positive number of minutes, not ${String(anteMinutes)}`);
  }
  const jacoby = settings.jacoby ?? SWING_DEFAULTS.jacoby;
  if (typeof jacoby !== 'boolean') errors.push(`jacoby must be true or false, not ${String(jacoby)}`);
  const ending = settings.ending ?? SWING_DEFAULTS.ending;
  if (!SWING_ENDINGS.includes(ending)) errors.push(`ending must be ${SWING_ENDINGS.join(', ')}, not '${String(ending)}'`);
  const mode = settings.mode ?? SWING_DEFAULTS.mode;
  if (!SWING_MODES.includes(mode)) errors.push(`mode must be manual or automated, not '${String(mode)}'`);
  const seed = settings.seed === undefined || settings.seed === null ? '' : String(settings.seed);
  if (mode === 'automated' && seed === '') errors.push('an automated tournament needs a seed for its draws');
  if (typeof settings.start !== 'string' || Number.isNaN(Date.parse(settings.start))) {
    errors.push(`start '${String(settings.start)}' is not an ISO-8601 date-time`);
  }
  if (errors.length > 0) throw new SwingError(`Swing settings: ${errors.join('; ')}`);
  return { players: players as string[], chips, anteMinutes, jacoby, ending, mode, seed, start: settings.start };
}
