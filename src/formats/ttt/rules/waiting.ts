/**
 * The waiting list and the extra-entry offer (docs/rules.md §1.10: "the sheet says who could be offered an extra entry").
 *
 * Rulings:
 * - Every entry without a place is unplaced. The waiting list holds one entry per such player (the next group
 *   can take a player only once), in priority order: entry number, then sign-up order. Further unplaced entries
 *   of the same player are listed apart (`unplaced`).
 * - To complete one more group, `needed` = groupSize − (players waiting) more entries are required, each from a
 *   different player who is not waiting. Candidates: players not waiting who asked for fewer than 3 entries,
 *   in sign-up order. `enough` says whether the candidates could complete the group.
 * - With nobody waiting, nothing is needed and nobody is listed.
 */
import { MAX_ENTRIES, type Player } from './signups';

export interface WaitingEntry {
  name: string;
  rating: number | null;
  entry: number;
  row: number;
}

export interface Offer {
  needed: number;
  candidates: string[];
  enough: boolean;
}

export function waitingList(
  players: readonly Player[],
  places: readonly number[],
  groupSize: number,
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
  if (waiting.length === 0) return { waiting, unplaced, offer: { needed: 0, candidates: [], enough: true } };
  const needed = groupSize - waiting.length;
  const candidates = players.filter((p) => !seen.has(p.name) && p.entries < MAX_ENTRIES).map((p) => p.name);
  return { waiting, unplaced, offer: { needed, candidates, enough: candidates.length >= needed } };
}
