/**
 * The waiting list and the extra-entry offer (docs/rules.md §1.10: "the sheet says who could be offered an extra entry").
 *
 * Rulings:
 * - Every entry without a place is unplaced. The waiting list holds one entry per such player (the next group
 *   can take a player only once), in priority order: entry number, then sign-up order. Further unplaced entries
 *   of the same player are listed apart (`unplaced`).
 * - Extra entries for one more group (G formed, group size s): a player can use at most one seat per group, so
 *   G + 1 groups can use Σ min(entries, G + 1) entries and `extraEntries` = max(0, s·(G + 1) − that sum). This is
 *   the smallest number of added entries with which the partition forms G + 1 groups (tested against a brute-force
 *   re-partition); it is not s minus the waiting list.
 * - Candidates: every player who may take another entry — none of their entries waits (a waiting player's entry
 *   already goes to the next group), and fewer than 3 entries and fewer than G + 1 (only then is the added entry
 *   usable) — in sign-up order. `enough` says whether they can provide `extraEntries` between them (each may add up
 *   to min(3, G + 1) − entries).
 */
import { MAX_ENTRIES, type Player } from './signups';

export interface WaitingEntry {
  name: string;
  rating: number | null;
  entry: number;
  row: number;
}

export interface Offer {
  /** Entries to add so that one more group can be formed. */
  extraEntries: number;
  /** Players who may take an extra entry, in sign-up order. */
  candidates: string[];
  /** Whether the candidates can provide extraEntries between them. */
  enough: boolean;
}

/** The extra-entry offer for one more group when `groups` are formed (docs/rules.md §1.10). */
export function extraEntryOffer(players: readonly Player[], groups: number, groupSize: number, places: readonly number[]): Offer {
  const next = groups + 1;
  const usable = players.reduce((sum, p) => sum + Math.min(p.entries, next), 0);
  const extraEntries = Math.max(0, groupSize * next - usable);
  const cap = Math.min(MAX_ENTRIES, next);
  const open = players.filter((p) => p.entries < cap && places[p.index] >= p.entries);
  const room = open.reduce((sum, p) => sum + cap - p.entries, 0);
  return { extraEntries, candidates: open.map((p) => p.name), enough: room >= extraEntries };
}

export function waitingList(
  players: readonly Player[],
  places: readonly number[],
  groupSize: number,
  groups: number,
): { waiting: WaitingEntry[]; unplaced: WaitingEntry[]; offer: Offer } {
  const open: WaitingEntry[] = [];
  for (let k = 1; k <= MAX_ENTRIES; k++) {
    for (const p of players) {
      if (k > places[p.index] && k <= p.entries) open.push({ name: p.name, rating: p.rating, entry: k, row: p.row });
    }
  }
  const seen = new Set<string>();
  const waiting: WaitingEntry[] = [];
  const unplaced: WaitingEntry[] = [];
  for (const w of open) {
    (seen.has(w.name) ? unplaced : waiting).push(w);
    seen.add(w.name);
  }
  return { waiting, unplaced, offer: extraEntryOffer(players, groups, groupSize, places) };
}
