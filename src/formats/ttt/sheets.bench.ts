/** TTT set creation: service calls and milliseconds (total, and add-on time = total − time inside the services). */
import { createRoundRobinIn } from './server/create';
import type { BenchCase } from '../../../bench/types';
import { inFreshWorld } from '../../../bench/world';

const ENV = { drawSeed: () => 'bench', today: () => '2025-01-31', setKey: () => 'bench' };
const players = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `Player ${i + 1}`, rating: 1500 + ((i * 37) % 400) }));

function run(n: number): { calls: number; total: number; addOn: number } {
  const r = inFreshWorld((ss) => createRoundRobinIn(ss, { title: 'Bench', players: players(n), seed: 'bench' }, ENV));
  return { calls: r.calls, total: r.totalMs, addOn: r.addOnMs };
}

export const cases: BenchCase[] = [12, 120, 600].flatMap((n): BenchCase[] => [
  { what: 'createRoundRobin service calls', size: `${n} players`, unit: 'calls', run: () => run(n).calls },
  { what: 'createRoundRobin total (in-memory Sheets)', size: `${n} players`, unit: 'ms (once)', run: () => Math.round(run(n).total) },
  { what: 'createRoundRobin add-on time (total − serviceMs)', size: `${n} players`, unit: 'ms (once)', run: () => Math.round(run(n).addOn) },
]);
