/**
 * TTT set sign-ups: checked and cleaned before anything is drawn. Every problem is collected and thrown in one
 * Error, each naming the row (1-based, offset by `firstRow`) and the player, so a TD can fix them all at once.
 *
 * Accepted: name — any non-blank text (trimmed, inner spaces collapsed; names compare case-insensitively);
 * rating — a finite number, a numeric text ("1850"), or blank/absent (unrated); entries — 1, 2 or 3
 * (a whole number or its text), blank/absent meaning 1.
 */
import { cleanName, nameKey } from '../../../shared/rules/names';
import { isBlank as blank, shownInput } from '../../../shared/rules/input';

/** The largest rating the add-on accepts (site ratings are in the thousands; larger is a typing slip). */
export const MAX_RATING = 1_000_000;

export interface SignUp {
  name: string;
  rating?: number | string | null;
  entries?: number | string | null;
}

export interface Player {
  name: string;
  rating: number | null;
  entries: 1 | 2 | 3;
  /** Position in the sign-up list, 0-based: the sign-up order. */
  index: number;
  /** The row a TD sees (index + firstRow). */
  row: number;
}

export class SignUpError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(problems.join('\n'));
    this.name = 'SignUpError';
  }
}

export const MIN_PLAYERS = 3;
export const MIN_GROUP_SIZE = 3;
/** The group size a set gets when none is given. */
export const DEFAULT_GROUP_SIZE = 12;
/** The largest group a set accepts (the standings' reserved spill grows with the games). */
export const MAX_GROUP_SIZE = 64;
export const MAX_ENTRIES = 3;

function readNumber(v: number | string): number {
  return typeof v === 'number' ? v : Number(v.trim());
}

export function checkSignUps(signUps: readonly SignUp[], groupSize: number, firstRow = 1): Player[] {
  const problems: string[] = [];
  if (!Number.isInteger(groupSize) || groupSize < MIN_GROUP_SIZE) {
    problems.push(`group size must be a whole number ≥ ${MIN_GROUP_SIZE}, not ${shownInput(groupSize)}`);
  }
  if (signUps.length < MIN_PLAYERS) problems.push(`a TTT set needs at least ${MIN_PLAYERS} players; the list has ${signUps.length}`);

  const seen = new Map<string, number>();
  const players = signUps.map((s, index): Player => {
    const row = index + firstRow;
    const name = typeof s?.name === 'string' ? cleanName(s.name) : '';
    const who = name === '' ? `row ${row}` : `row ${row} ('${name}')`;
    if (name === '') problems.push(`row ${row}: the name is empty`);
    else {
      const first = seen.get(nameKey(name));
      if (first !== undefined) problems.push(`${who}: '${name}' already signed up on row ${first}`);
      else seen.set(nameKey(name), row);
    }

    let rating: number | null = null;
    if (!blank(s?.rating)) {
      const r = typeof s.rating === 'number' || typeof s.rating === 'string' ? readNumber(s.rating) : NaN;
      if (Number.isFinite(r) && Math.abs(r) <= MAX_RATING) rating = r;
      else if (Number.isFinite(r))
        problems.push(`${who}: rating ${shownInput(r)} is not a rating; use the player's rating on the site (at most ${MAX_RATING.toLocaleString('en-US')})`);
      else if (typeof s.rating === 'string') problems.push(`${who}: rating ${shownInput(s.rating)} is not a number`);
      else problems.push(`${who}: the rating is not a usable number; use the player's rating on the site`);
    }

    let entries: 1 | 2 | 3 = 1;
    if (!blank(s?.entries)) {
      const e = typeof s.entries === 'number' || typeof s.entries === 'string' ? readNumber(s.entries) : NaN;
      if (e === 1 || e === 2 || e === 3) entries = e;
      else problems.push(`${who}: entries must be 1, 2 or 3, not '${String(s.entries)}'`);
    }
    return { name, rating, entries, index, row };
  });

  if (problems.length > 0) throw new SignUpError(problems);
  return players;
}
