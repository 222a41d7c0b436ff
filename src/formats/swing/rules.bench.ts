/** Swing engine: replay of a posted log (the cost of every recordSwingResult call). Target: < 50 ms for 2,000. */
import { createRng } from '../../shared/rules/rng';
import { replaySwing, startSwing, type SwingLogEntry, type SwingSettings } from './rules';
import type { BenchCase } from '../../../bench/types';

const START = '2026-05-02T09:00:00.000Z';

/** A valid log of `results` results: 64 players, 200 chips, 15-minute ante, one result every 5 seconds. */
export function swingBenchLog(results: number): { settings: SwingSettings; log: SwingLogEntry[] } {
  const settings: SwingSettings = {
    players: Array.from({ length: 64 }, (_, i) => `Player ${i + 1}`),
    chips: 200,
    anteMinutes: 15,
    mode: 'automated',
    seed: 'bench',
    start: START,
  };
  const rng = createRng('swing-bench-log');
  const replay = startSwing(settings);
  const log: SwingLogEntry[] = [];
  for (let i = 0; i < results; i++) {
    const s = replay.state();
    if (s.finished) throw new Error(`swing bench: the tournament finished after ${i} results`);
    const m = rng.pick(s.matches);
    const [winner, loser] = rng.int(2) === 0 ? m.players : [m.players[1], m.players[0]];
    const entry: SwingLogEntry = {
      type: 'result',
      winner,
      loser,
      cube: rng.pick([1, 1, 1, 2, 2, 4]),
      kind: rng.pick(['single', 'single', 'single', 'gammon', 'backgammon'] as const),
      time: new Date(Date.parse(START) + (i + 1) * 5_000).toISOString(),
    };
    replay.post(entry);
    log.push(entry);
  }
  return { settings, log };
}

const replayCase = (results: number): BenchCase => ({
  what: 'swing: replay of a results log (64 players)',
  size: `${results} results`,
  unit: 'ms',
  setup: () => swingBenchLog(results),
  run: (input) => {
    const { settings, log } = input as ReturnType<typeof swingBenchLog>;
    return replaySwing(settings, log);
  },
});

export const cases: BenchCase[] = [replayCase(100), replayCase(2000)];
