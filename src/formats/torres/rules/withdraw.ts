/**
 * Withdrawing a player during the season (docs/rules.md §3.7), decided from the group as typed: the player's unplayed
 * games (their points not typed yet) go to the group's next free fictitious player (forfait, Forfait bis, …);
 * games whose points are typed keep the player. A player not in the group, a fictitious player or a player already
 * withdrawn is refused. Pure: the group sheet is parsed by sheets/groupSheet.ts and the change written as its edit.
 */
import { nameKey } from '../../../shared/rules/names';
import { forfeitOrder, isForfeitName, nextForfeitName } from './forfeit';

export interface WithdrawGroup {
  /** The group sheet's name, for the messages. */
  sheet: string;
  /** Where the Elo list is, for the messages (`"S L2" R10:R14`); default: the sheet. */
  rosterAt?: string;
  /** The Elo list (the group's roster) in order, with each player's Status. */
  roster: readonly { name: string; withdrawn: boolean; status: string }[];
  /** The games of the schedule, each with its seats (seat index, the name, whether its points are typed). */
  games: readonly (readonly { seat: number; name: string; typed: boolean }[])[];
  /** The fictitious players the add-on assigned on this group so far (its record), in order. */
  fictitious: readonly string[];
}

export interface Withdrawal {
  /** The player as spelled in the roster, and the roster row (0-based). */
  player: string;
  rosterIndex: number;
  /** The fictitious player taking the unplayed games ('' when every game was played). */
  replacedBy: string;
  /** The seats handed over: game (0-based) and seat. */
  unplayed: { game: number; seat: number }[];
  /** Games the player played (points typed): kept under the player's name. */
  played: number;
  /** The group's fictitious players after the withdrawal, in the order they are given out. */
  fictitious: string[];
}

function dedupe(names: readonly string[]): string[] {
  const seen = new Set<string>();
  return names.filter((n) => !seen.has(nameKey(n)) && seen.add(nameKey(n)) !== undefined);
}

/** The withdrawal of `player` from the group, or an Error naming why it is refused. */
export function decideWithdrawal(group: WithdrawGroup, player: string): Withdrawal {
  const rosterIndex = group.roster.findIndex((r) => nameKey(r.name) === nameKey(player));
  if (rosterIndex < 0) {
    if (isForfeitName(player)) throw new Error(`'${player}' is a fictitious player: only real players are withdrawn.`);
    throw new Error(
      `'${player}' is not a player of "${group.sheet}" (players: ${group.roster.map((r) => r.name).join(', ')}).` +
        (group.rosterAt ? ` The players are the Elo list, ${group.rosterAt}.` : ''),
    );
  }
  const row = group.roster[rosterIndex];
  if (row.withdrawn) throw new Error(`'${row.name}' is already withdrawn from "${group.sheet}" (${row.status}).`);
  // The add-on's record of the fictitious players it assigned; names typed by hand are only avoided, never counted.
  const used = [...group.fictitious, ...group.games.flatMap((g) => g.filter((s) => isForfeitName(s.name)).map((s) => s.name))];
  const next = nextForfeitName(used);
  const unplayed: Withdrawal['unplayed'] = [];
  let played = 0;
  group.games.forEach((seats, game) => {
    for (const s of seats) {
      if (nameKey(s.name) !== nameKey(row.name)) continue;
      if (s.typed) played++;
      else unplayed.push({ game, seat: s.seat });
    }
  });
  const replacedBy = unplayed.length > 0 ? next : '';
  const fictitious = dedupe([...group.fictitious, ...(replacedBy ? [replacedBy] : [])]).sort((a, b) => forfeitOrder(a) - forfeitOrder(b));
  return { player: row.name, rosterIndex, replacedBy, unplayed, played, fictitious };
}
