/** Writes an import's updates into a copy of the groups (the sheet layer does the same to cells). */
import type { GameUpdate, SheetGroup } from './importTypes';

export function applyImport(groups: readonly SheetGroup[], updates: readonly GameUpdate[]): SheetGroup[] {
  const out = groups.map((g) => ({ ...g, players: [...g.players], games: g.games.map((game) => ({ ...game })) }));
  for (const u of updates) {
    const game = out[u.groupIndex].games[u.gameIndex];
    if (u.writes.includes('matchId')) game.matchId = u.matchId;
    if (u.writes.includes('result')) game.result = u.result;
  }
  return out;
}
