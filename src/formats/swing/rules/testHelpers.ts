import type { SwingKind, SwingLogEntry, SwingResultEntry, SwingSettings, SwingStatusEntry } from '.';

export const START = '2026-05-02T10:00:00.000Z';

/** ISO time `minutes` after START. */
export const at = (minutes: number): string => new Date(Date.parse(START) + minutes * 60_000).toISOString();

export function win(winner: string, loser: string, minute: number, cube = 1, kind: SwingKind = 'single'): SwingResultEntry {
  return { type: 'result', winner, loser, cube, kind, time: at(minute) };
}

export function leaving(player: string, minute: number): SwingStatusEntry {
  return { type: 'status', player, leaving: true, time: at(minute) };
}

export function back(player: string, minute: number): SwingStatusEntry {
  return { type: 'status', player, leaving: false, time: at(minute) };
}

export function settings(players: string[], extra: Partial<SwingSettings> = {}): SwingSettings {
  return { players, start: START, anteMinutes: 0, ...extra };
}

export type Log = SwingLogEntry[];
