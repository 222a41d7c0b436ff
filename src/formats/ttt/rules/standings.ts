/**
 * TTT standings (docs/rules.md §1.5, removed players §1.6, adjudicated numbers §1.3) from a list of games: totals, counts per result code, rank, and the tie-break for
 * first place.
 *
 * Rulings (also in the format README, "Scoring functions"):
 * - A game with no result is unplayed and counts nothing. Games of a removed player disappear entirely; removed
 *   players are listed at the bottom with no rank, zeros and the note "removed".
 * - An adjudicated timeout (`WT x`, `LT x`, or a bare number = `WT x`) counts as WT with the score x for its
 *   winner and LT (the LT score) for the player who timed out or resigned.
 * - Points are summed as integers (units of 1/100 000 point), so totals are exact.
 * - Rank = 1 + the number of players with more points; equal points share the rank, except for first place:
 *   two tied: the points each scored in their game(s) against each other decide; unplayed → both stay first,
 *   note "head-to-head not played"; equal → both first, "mini-TTT needed".
 *   three or more tied: the points they scored in games among themselves decide; a single player on top is first
 *   and the others share second; otherwise all of them stay first with the note "mini-TTT needed".
 *   Before any game has been played nobody gets a note.
 * - Within a shared rank (and among players tied on points), players keep the order in which they first appear
 *   in the games; the points among the tied decide only the tie-break for first place.
 */
import { cleanName, nameKey } from '../../../shared/rules/names';
import { CODE_INDEX } from './codes';
import { countedCode, mirrorResult, resultUnits, type TttResult } from './result';
import { fromScoreUnits, type TttScoring } from './scores';

export interface TttGame {
  readonly first: string;
  readonly second: string;
  /**
   * The result from the first-named player's view: a code, an adjudicated timeout (`WT x` / `LT x`), a number
   * (= `WT <number>`), or null = unplayed.
   */
  readonly result: TttResult | number | null;
}

export interface TttStanding {
  /** 1-based, shared on ties; '' for a removed player. */
  readonly rank: number | '';
  readonly player: string;
  readonly played: number;
  readonly points: number;
  /** Counts in TTT_CODES order: W1 W2 W3 L1 L2 L3 WT LT. */
  readonly counts: readonly number[];
  readonly note: string;
}

export const NOTE_MINI_TTT = 'mini-TTT needed';
export const NOTE_H2H_UNPLAYED = 'head-to-head not played';
export const NOTE_FIRST_H2H = 'first on head-to-head';
export const NOTE_FIRST_AMONG = 'first on games among the tied';
export const NOTE_REMOVED = 'removed';

/** How two spellings of a name are recognised as one player: the shared name rule (docs/rules.md §0.1). */
export const playerKey = nameKey;

interface Player {
  name: string;
  /** Index in the players array = order of first appearance. */
  order: number;
  played: number;
  units: number;
  counts: number[];
  removed: boolean;
  rank: number;
  note: string;
  tieKey: number;
}

interface Played {
  a: number;
  b: number;
  aUnits: number;
  bUnits: number;
}

export function tttStandings(games: readonly TttGame[], scoring: TttScoring, removed: readonly string[] = []): TttStanding[] {
  const removedKeys = new Set(removed.map(playerKey));
  const index = new Map<string, number>();
  const players: Player[] = [];
  const playerIndex = (name: string): number => {
    const key = playerKey(name);
    let i = index.get(key);
    if (i === undefined) {
      i = players.length;
      index.set(key, i);
      players.push({
        name: cleanName(name),
        order: i,
        played: 0,
        units: 0,
        counts: [0, 0, 0, 0, 0, 0, 0, 0],
        removed: removedKeys.has(key),
        rank: 0,
        note: '',
        tieKey: 0,
      });
    }
    return i;
  };

  const played: Played[] = [];
  for (const game of games) {
    const a = playerIndex(game.first);
    const b = playerIndex(game.second);
    if (a === b) throw new RangeError(`${game.first} cannot play against themselves`);
    if (game.result === null || players[a].removed || players[b].removed) continue;
    const aResult: TttResult = typeof game.result === 'number' ? { code: 'WT', score: game.result } : game.result;
    const bResult = mirrorResult(aResult);
    const aCode = countedCode(aResult);
    const bCode = countedCode(bResult);
    const aUnits = resultUnits(aResult, scoring);
    const bUnits = resultUnits(bResult, scoring);
    const pa = players[a];
    const pb = players[b];
    pa.played++;
    pb.played++;
    pa.units += aUnits;
    pb.units += bUnits;
    pa.counts[CODE_INDEX[aCode]]++;
    pb.counts[CODE_INDEX[bCode]]++;
    played.push({ a, b, aUnits, bUnits });
  }

  const active = players.filter((p) => !p.removed);
  active.sort((x, y) => y.units - x.units || x.order - y.order);
  for (let i = 0; i < active.length; i++) {
    active[i].rank = i > 0 && active[i].units === active[i - 1].units ? active[i - 1].rank : i + 1;
  }
  if (played.length > 0 && active.length > 1) breakTieForFirst(active, played, players);
  active.sort((x, y) => x.rank - y.rank || y.units - x.units || x.order - y.order);

  const rows: TttStanding[] = active.map((p) => ({
    rank: p.rank,
    player: p.name,
    played: p.played,
    points: fromScoreUnits(p.units),
    counts: p.counts,
    note: p.note,
  }));
  for (const p of players) {
    if (p.removed) rows.push({ rank: '', player: p.name, played: 0, points: 0, counts: p.counts, note: NOTE_REMOVED });
  }
  return rows;
}

/** `sorted` is by points, highest first, with ranks from points alone. */
function breakTieForFirst(sorted: Player[], played: readonly Played[], players: readonly Player[]): void {
  const top = sorted[0].units;
  const tied = sorted.filter((p) => p.units === top);
  if (tied.length < 2) return;
  const inTie = new Set(tied.map((p) => p.order));
  let gamesAmong = 0;
  for (const g of played) {
    if (inTie.has(g.a) && inTie.has(g.b)) {
      players[g.a].tieKey += g.aUnits;
      players[g.b].tieKey += g.bUnits;
      gamesAmong++;
    }
  }
  const best = Math.max(...tied.map((p) => p.tieKey));
  const onTop = tied.filter((p) => p.tieKey === best);
  if (gamesAmong > 0 && onTop.length === 1) {
    for (const p of tied) p.rank = 2;
    onTop[0].rank = 1;
    onTop[0].note = tied.length === 2 ? NOTE_FIRST_H2H : NOTE_FIRST_AMONG;
    return;
  }
  const note = tied.length === 2 && gamesAmong === 0 ? NOTE_H2H_UNPLAYED : NOTE_MINI_TTT;
  for (const p of tied) p.note = note;
}

export const NOTE_WON_MINI = 'won the mini-TTT';
export const NOTE_LOST_MINI = 'second after the mini-TTT';

/**
 * The standings once the group's mini-TTT is decided (docs/rules.md §1.5): when no game of the group is open (`open`:
 * its games still to play, to adjudicate or unreadable — the certainty's `remaining`) and the players whose note is
 * "mini-TTT needed" include `miniWinner`, the winner is first ("won the mini-TTT") and the other tied players share
 * second ("second after the mini-TTT"). Otherwise the rows as they are.
 */
export function withMiniTtt(rows: readonly TttStanding[], open: number, miniWinner: string | null): TttStanding[] {
  if (miniWinner === null || open > 0) return rows.slice();
  const tied = rows.filter((r) => r.note === NOTE_MINI_TTT);
  const winner = tied.find((r) => playerKey(r.player) === playerKey(miniWinner));
  if (winner === undefined) return rows.slice();
  const others = tied.filter((r) => r !== winner).map((r) => ({ ...r, rank: 2, note: NOTE_LOST_MINI }));
  const rest = rows.filter((r) => r.note !== NOTE_MINI_TTT);
  return [{ ...winner, note: NOTE_WON_MINI }, ...others, ...rest];
}

/** How TTTSTANDINGS' last line starts when it leaves rows out (the Table sheet marks that line). */
export const LEFT_OUT = 'Left out:';
