/**
 * Checks a createGbqTable request and fills in its defaults. Every problem is an Error the TD can act on,
 * naming the field or player; nothing is written before this passes.
 */
import type { CreateGbqTableInput } from '../api';
import { MAX_SETTING_TP } from '../sheets/formulas';
import type { GbqTableSpec } from '../sheets/table';

export const MAX_GBQ_PLAYERS = 200;
export const MAX_TOTAL_GAMES = 1000;

function isNumber(v: unknown): v is number {
  return typeof v === 'number' && Number.isFinite(v);
}

function optional(v: unknown): boolean {
  return v === undefined || v === null || v === '';
}

function title(o: Partial<CreateGbqTableInput>): string {
  if (typeof o.title !== 'string' || o.title.trim() === '') throw new Error('Enter a title for the GBQ table (it names the sheet), e.g. "Group A".');
  return o.title.trim();
}

function players(o: Partial<CreateGbqTableInput>): string[] {
  if (!Array.isArray(o.players)) throw new Error('Give the players of the group, one name per line.');
  const names = o.players.map((p, i) => {
    if (typeof p !== 'string' && typeof p !== 'number') throw new Error(`Player ${i + 1} is not a name; give names as text.`);
    const name = String(p).trim().replace(/\s+/g, ' ');
    if (name === '') throw new Error(`Player ${i + 1} has no name; remove the empty line or type a name.`);
    return name;
  });
  if (names.length < 2) throw new Error(`A GBQ table needs at least 2 players; got ${names.length}.`);
  if (names.length > MAX_GBQ_PLAYERS) throw new Error(`A GBQ table takes at most ${MAX_GBQ_PLAYERS} players; got ${names.length}. Split the players into groups.`);
  const seen = new Map<string, number>();
  names.forEach((name, i) => {
    const key = name.toLowerCase();
    const first = seen.get(key);
    if (first !== undefined) throw new Error(`Player '${name}' appears twice (players ${first + 1} and ${i + 1}); names must differ (ignoring case).`);
    seen.set(key, i);
  });
  return names;
}

function qualifiers(o: Partial<CreateGbqTableInput>, n: number): number {
  const q = o.qualifiers;
  const range = `a whole number from 1 to ${n - 1} (fewer than the ${n} players)`;
  if (optional(q)) throw new Error(`Enter the number of qualifiers: ${range}.`);
  if (!isNumber(q) || !Number.isInteger(q) || q < 1 || q > n - 1) throw new Error(`Qualifiers ${String(q)} is not allowed; use ${range}.`);
  return q;
}

function tp(value: unknown, field: string, fallback: number): number {
  if (optional(value)) return fallback;
  if (!isNumber(value)) throw new Error(`${field} "${String(value)}" is not a number; use the TPs of one game, e.g. ${fallback}.`);
  if (value < 0 || value > MAX_SETTING_TP) throw new Error(`${field} ${value} is out of range; use 0 to ${MAX_SETTING_TP}.`);
  return value;
}

function totalGames(o: Partial<CreateGbqTableInput>, n: number): number {
  const g = o.totalGames;
  if (optional(g)) return n - 1;
  if (!isNumber(g) || !Number.isInteger(g) || g < 1 || g > MAX_TOTAL_GAMES) {
    throw new Error(`Total games ${String(g)} is not allowed; use each player's number of games for the group, a whole number from 1 to ${MAX_TOTAL_GAMES} (blank = ${n - 1}, one game against each other player).`);
  }
  return g;
}

/** The checked table request, or an Error naming the problem. */
export function checkGbqTableInput(input: unknown): GbqTableSpec {
  if (input === null || typeof input !== 'object') throw new Error('Give the GBQ table\'s title, players and qualifiers.');
  const o = input as Partial<CreateGbqTableInput>;
  const t = title(o);
  const names = players(o);
  const q = qualifiers(o, names.length);
  const winTp = tp(o.winTp, 'Win TP', 15);
  const lossTp = tp(o.lossTp, 'Loss TP', 5);
  if (winTp <= lossTp) throw new Error(`Win TP (${winTp}) must be more than loss TP (${lossTp}); a won game scores more TPs than a lost one.`);
  return { title: t, players: names, qualifiers: q, winTp, lossTp, totalGames: totalGames(o, names.length) };
}
