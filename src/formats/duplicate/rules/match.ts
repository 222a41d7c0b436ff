/**
 * The match protocol of a duplicate team match (docs/rules.md §2.6), as data for a sheet builder: one row per game and room
 * (game 1 O, game 1 C, game 2 O, …), each game played with its own numbered set of rolls in both rooms; and the
 * totals that close the protocol (IMP per team, their difference, both teams' VP).
 *
 * SMP, IMP and VP come from the scoring tables (rules/smp.ts, imp.ts, vp.ts; docs/rules.md §2.3–§2.5), wired in
 * `fairbgScoring()`; `protocolTotals` takes them as a `DuplicateScoring`, so this module never holds a copy of a table.
 */
import { diceSet, formatRoll } from './dice';
import { imp, type ImpTableName } from './imp';
import { parseSmpOutcome, smp } from './smp';
import { vp } from './vp';
import { shownInput } from '../../../shared/rules/input';

/** Games per room the VP table covers (8 10 12 14 16 20 24 games over both rooms). */
export const VALID_GAMES_PER_ROOM = [4, 5, 6, 7, 8, 10, 12] as const;
export const DEFAULT_GAMES_PER_ROOM = 4;

export type Room = 'O' | 'C';
/** The rooms' names on the sheets and in messages (docs/rules.md §2.1). */
export const ROOM_NAMES: Readonly<Record<Room, 'OPEN' | 'CLOSED'>> = { O: 'OPEN', C: 'CLOSED' };
export type Side = 'A' | 'B';

/** Throws unless `games` (per room) is one the VP table covers; the message lists the valid counts. */
export function validateGames(games: unknown): number {
  if (typeof games === 'number' && (VALID_GAMES_PER_ROOM as readonly number[]).includes(games)) return games;
  const both = VALID_GAMES_PER_ROOM.map((g) => g * 2).join(', ');
  throw new Error(
    `Games per room must be one of ${VALID_GAMES_PER_ROOM.join(', ')} ` +
      `(${both} games over both rooms, the columns of the VP table); got ${shownInput(games)}`,
  );
}

export interface ProtocolRow {
  /** Game number, 1-based. */
  game: number;
  /** O = OPEN room, C = CLOSED room. */
  room: Room;
  /** The numbered set of rolls for this game, the same in both rooms. */
  set: number;
  /** The set's opening roll as "4:3" (White's die : Black's die), when a seed was given. */
  opening?: string;
}

export interface ProtocolOptions {
  /** Set number of game 1; game g uses set firstSet + g − 1. Default 1. */
  firstSet?: number;
  /** With a seed, each row carries its set's opening roll. */
  seed?: string;
}

/** The rows of the protocol: for each game, the OPEN row then the CLOSED row, both with the game's set number. */
export function protocolRows(games: number, options: ProtocolOptions = {}): ProtocolRow[] {
  const n = validateGames(games);
  const firstSet = options.firstSet ?? 1;
  if (!Number.isSafeInteger(firstSet) || firstSet < 1) {
    throw new Error(`Protocol: the first set number must be a whole number from 1 up; got ${shownInput(firstSet)}`);
  }
  const rows: ProtocolRow[] = [];
  for (let game = 1; game <= n; game++) {
    const set = firstSet + game - 1;
    const opening = options.seed === undefined ? undefined : formatRoll(diceSet(options.seed, set, 1).opening, ':');
    for (const room of ['O', 'C'] as const) {
      rows.push(opening === undefined ? { game, room, set } : { game, room, set, opening });
    }
  }
  return rows;
}

/** The scoring tables, as exported by smp.ts, imp.ts and vp.ts. */
export interface DuplicateScoring {
  /** Small match points of a game: outcome (1–15, "gammon", "pass", "triple", …) and cube value. */
  smp(outcome: string | number, cube: number): number;
  /** IMP of an SMP value (signed in, signed out). */
  imp(points: number): number;
  /** VP (0–30) of the team whose signed IMP difference is given, for the number of games over both rooms. */
  vp(impDifference: number, games: number): number;
}

/**
 * The Fair Backgammon tables (docs/rules.md §2.3–§2.5): outcome words as smp.ts reads them ("gammon", "P", "BG", "9"), the IMP
 * table `impTable` ("fairbg" by default, or the WBF bridge table), the VP table.
 */
export function fairbgScoring(impTable: ImpTableName = 'fairbg'): DuplicateScoring {
  return {
    smp(outcome, cube) {
      const parsed = typeof outcome === 'number' ? outcome : parseSmpOutcome(String(outcome).trim());
      if (parsed === undefined) {
        throw new RangeError(`outcome '${String(outcome)}' is not 1–15, gammon, pass or triple`);
      }
      return smp(parsed, cube);
    },
    imp: (points) => imp(points, impTable),
    vp,
  };
}
