/**
 * Checks a createGbqTable request and fills in its defaults, under the one error policy (docs/rules.md §0; names §0.1): the
 * input is checked whole and one Error lists every problem, one per line, each naming the field or player.
 * Nothing is written before this passes.
 */
import type { CreateGbqTableInput } from '../api';
import { MAX_SETTING_TP } from '../sheets/formulas';
import type { GbqTableSpec } from '../sheets/table';
import {
  DEFAULT_GAMES_PER_MATCH,
  DEFAULT_LOSS_TP,
  DEFAULT_ROUNDS,
  DEFAULT_STEP,
  DEFAULT_WIN_TP,
  defaultLogRows,
  MAX_GAMES_PER_MATCH,
  MAX_LOG_PLAYERS,
  MAX_LOG_ROWS,
  MAX_ROUNDS,
  REFERENCE_MODES,
  STEPS,
} from '../rules/settings';
import { checkNameList, checkTitle, Problems, isEmptyCell, shownInput } from '../../../shared/rules/input';

export const MAX_GBQ_PLAYERS = 200;
export const MAX_TOTAL_GAMES = 1000;

function isNumber(v: unknown): v is number {
  return typeof v === 'number' && Number.isFinite(v);
}

const optional = isEmptyCell;

function players(o: Partial<CreateGbqTableInput>, problems: Problems): string[] {
  const names = checkNameList(o.players, 'player', problems);
  if (!Array.isArray(o.players)) return names;
  if (names.length < 2) problems.add(`Players: a GBQ table needs at least 2 players; got ${names.length}.`);
  if (names.length > MAX_GBQ_PLAYERS)
    problems.add(`Players: a GBQ table takes at most ${MAX_GBQ_PLAYERS} players; got ${names.length}. Split the players into groups.`);
  return names;
}

function qualifiers(o: Partial<CreateGbqTableInput>, n: number, problems: Problems): number {
  const q = o.qualifiers;
  const range = `a whole number from 1 to ${n - 1} (fewer than the ${n} players)`;
  if (optional(q)) {
    problems.add(n >= 2 ? `Enter the number of qualifiers: ${range}.` : 'Enter the number of qualifiers (fewer than the players).');
    return 1;
  }
  if (!isNumber(q) || !Number.isInteger(q) || q < 1) {
    problems.add(`Qualifiers ${shownInput(q)} is not allowed; use ${n >= 2 ? range : 'a whole number, 1 or more, fewer than the players'}.`);
    return 1;
  }
  if (n >= 2 && q > n - 1) problems.add(`Qualifiers ${q} is not allowed; use ${range}.`);
  return q;
}

function tp(value: unknown, field: string, fallback: number, problems: Problems): number | undefined {
  if (optional(value)) return fallback;
  if (!isNumber(value)) {
    problems.add(`${field} ${shownInput(value)} is not a number; use the TPs of one game, e.g. ${fallback}.`);
    return undefined;
  }
  if (value < 0 || value > MAX_SETTING_TP) {
    problems.add(`${field} ${value} is out of range; use 0 to ${MAX_SETTING_TP}.`);
    return undefined;
  }
  return value;
}

function whole(value: unknown, field: string, fallback: number, most: number, meaning: string, problems: Problems): number {
  if (optional(value)) return fallback;
  if (!isNumber(value) || !Number.isInteger(value) || value < 1 || value > most) {
    problems.add(`${field} ${JSON.stringify(value)} is not allowed; use ${meaning}, a whole number from 1 to ${most} (blank = ${fallback}).`);
    return fallback;
  }
  return value;
}

function totalGames(o: Partial<CreateGbqTableInput>, fallback: number, problems: Problems): number | undefined {
  if (optional(o.totalGames)) return undefined;
  const meaning = "each player's number of games for the group (blank: games per match × opponents × rounds)";
  return whole(o.totalGames, 'Total games', fallback, MAX_TOTAL_GAMES, meaning, problems);
}

function options(o: Partial<CreateGbqTableInput>, problems: Problems): Pick<GbqTableSpec, 'reference' | 'step' | 'firstPlaceZero'> {
  let reference: GbqTableSpec['reference'] = 'tp';
  if (!optional(o.reference)) {
    const r = typeof o.reference === 'string' ? o.reference.trim().toLowerCase() : '';
    if ((REFERENCE_MODES as readonly string[]).includes(r)) reference = r as GbqTableSpec['reference'];
    else problems.add(`Reference ${JSON.stringify(o.reference)} is not a reference mode; use tp, gbq or wbq.`);
  }
  let step: number = DEFAULT_STEP;
  if (!optional(o.step)) {
    if (isNumber(o.step) && (STEPS as readonly number[]).includes(o.step)) step = o.step;
    else problems.add(`Rounding step ${JSON.stringify(o.step)} is not offered; use one of ${STEPS.join(', ')} (0 = no rounding).`);
  }
  const zero = o.firstPlaceZero;
  if (!optional(zero) && typeof zero !== 'boolean') problems.add(`1st place = 0 ${JSON.stringify(zero)} is not allowed; use true or false.`);
  return { reference, step, firstPlaceZero: zero === true };
}

/** Rows of the results log: undefined = no log; true = one row per game of the schedule; a number = that many rows. */
function logRows(o: Partial<CreateGbqTableInput>, n: number, gamesPerMatch: number, rounds: number, problems: Problems): number | undefined {
  const log = o.log;
  if (optional(log) || log === false) return undefined;
  let rows: number;
  if (log === true) rows = Math.max(1, defaultLogRows(n, gamesPerMatch, rounds));
  else if (isNumber(log) && Number.isInteger(log) && log >= 1 && log <= MAX_LOG_ROWS) rows = log;
  else {
    problems.add(
      `Results log ${JSON.stringify(log)} is not allowed; use true (one row per game of the group), false (no log) or a number of rows from 1 to ${MAX_LOG_ROWS}.`,
    );
    return undefined;
  }
  if (n > MAX_LOG_PLAYERS)
    problems.add(
      `Results log: a log table takes at most ${MAX_LOG_PLAYERS} players; got ${n}. Split the players into groups, or create the table without a log.`,
    );
  if (!optional(o.totalGames)) {
    problems.add(
      "Total games: leave it blank with a results log; each player's total follows the schedule (games per match × opponents × rounds) and the log.",
    );
  }
  return rows;
}

/** The checked table request, or one Error listing every problem of the input. */
export function checkGbqTableInput(input: unknown): GbqTableSpec {
  const problems = new Problems();
  if (input === null || typeof input !== 'object') {
    problems.add("Give the GBQ table's title, players and qualifiers.");
    problems.throwIfAny();
  }
  const o = input as Partial<CreateGbqTableInput>;
  const title = checkTitle(o.title, 'GBQ table', problems);
  const names = players(o, problems);
  const q = qualifiers(o, names.length, problems);
  const winTp = tp(o.winTp, 'Win TP', DEFAULT_WIN_TP, problems);
  const lossTp = tp(o.lossTp, 'Loss TP', DEFAULT_LOSS_TP, problems);
  if (winTp !== undefined && lossTp !== undefined && winTp <= lossTp) {
    problems.add(`Win TP (${winTp}) must be more than loss TP (${lossTp}); a won game scores more TPs than a lost one.`);
  }
  const gamesPerMatch = whole(o.gamesPerMatch, 'Games per match', DEFAULT_GAMES_PER_MATCH, MAX_GAMES_PER_MATCH, 'the games of one match', problems);
  const rounds = whole(o.rounds, 'Rounds', DEFAULT_ROUNDS, MAX_ROUNDS, 'how often each pair meets', problems);
  const games = totalGames(o, gamesPerMatch * Math.max(1, names.length - 1) * rounds, problems);
  const opts = options(o, problems);
  const log = logRows(o, names.length, gamesPerMatch, rounds, problems);
  problems.throwIfAny();
  const spec: GbqTableSpec = { title, players: names, qualifiers: q, winTp: winTp as number, lossTp: lossTp as number, gamesPerMatch, rounds, ...opts };
  if (games !== undefined) spec.totalGames = games;
  if (log !== undefined) spec.logRows = log;
  return spec;
}
