/** Shared helpers of the TORRES sheet tests: typing a season's points, reading the standings. */
import type { FakeSheet } from '../../../../dev/fake/sheet';
import { createRng } from '../../../shared/rules/rng';
import { asText } from '../../../shared/sheets/text';
import type { TorresGame } from '../rules/rank';
import type { GamePoints } from '../rules/vp';
import { GROUP } from '../sheets/layout';

/** Points as typed: a number, or `D 95` (a delayed player with the score at the last completed year). */
export type Points = (number | string)[];

/** The games block as it stands: player names per game row. */
export function scheduledGames(sheet: FakeSheet, games: number): string[][] {
  const values = sheet.getRange(`B${GROUP.firstGameRow}:I${GROUP.firstGameRow + games - 1}`).getValues();
  return values.map((row) => [0, 2, 4, 6].map((c) => String(row[c])).filter((n) => n !== ''));
}

/** Seeded particular points for each game (some ties, a few D when `delayed`). */
export function seasonPoints(games: string[][], seed: string, delayed = false): Points[] {
  const rng = createRng(seed);
  return games.map((g) =>
    g.map((): number | string => {
      const score = 90 + rng.int(12) * 5;
      return delayed && rng.int(20) === 0 ? `D ${score}` : score;
    }),
  );
}

/**
 * Types the points of the first `points.length` games, one setValues (a TD pasting a season). The names read
 * back are written again as text (asText), as a TD's paste leaves them: "007" stays "007", "'Tis" "'Tis".
 */
export function typePoints(sheet: FakeSheet, points: Points[]): void {
  const first = GROUP.firstGameRow;
  const last = first + points.length - 1;
  const values = sheet.getRange(`B${first}:I${last}`).getValues() as unknown[][];
  points.forEach((p, g) => p.forEach((v, s) => (values[g][2 * s + 1] = v)));
  const asTyped = values.map((row) => row.map((v) => (typeof v === 'string' ? asText(v) : v)));
  sheet.getRange(`B${first}:I${last}`).setValues(asTyped as (string | number)[][]);
}

/** Core standings as sheet rows (VP to 6 decimals: the engine keeps about 10 significant digits). */
export function asRows(list: readonly { rank: number; player: string; vp: number; difference: number; points: number; games: number }[]): unknown[][] {
  return list.map((s) => [s.rank, s.player, Math.round(s.vp * 1e6) / 1e6, s.difference, s.points, s.games]);
}

/** The games as the rules see them: `D 95` → { delayed: 95 }. */
export function asGames(games: string[][], points: Points[]): TorresGame[] {
  const read = (v: number | string): GamePoints => (typeof v === 'number' ? v : { delayed: Number(/^D\s*(\d+)$/i.exec(v)?.[1]) });
  return points.map((p, g) => ({ players: games[g], points: p.map(read) }));
}

/** The standings rows under TORRESRANK's header (rank, player, VP, difference, points, games). */
export function standings(sheet: FakeSheet, players: number): unknown[][] {
  const c = GROUP.standingsColumn;
  const round = (v: unknown) => (typeof v === 'number' ? Math.round(v * 1e6) / 1e6 : v);
  return Array.from({ length: players }, (_, i) => Array.from({ length: 6 }, (_, j) => round(sheet.valueAt(GROUP.firstGameRow + i, c + j))));
}
