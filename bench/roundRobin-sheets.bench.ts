/** TTT set creation: service calls and milliseconds (total, and add-on time = total − time inside the services). */
import { createFakeGas } from '../dev/fake/gas';
import { registerAddOnFunctions } from '../dev/customFunctions';
import { createRoundRobinIn } from '../src/gas/roundRobinCreate';
import type { BenchCase } from './types';

const ENV = { drawSeed: () => 'bench', today: () => '2025-01-31', setKey: () => 'bench' };
const players = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `Player ${i + 1}`, rating: 1500 + ((i * 37) % 400) }));

let registered = false;
function run(n: number): { calls: number; total: number; addOn: number } {
  if (!registered) {
    registerAddOnFunctions();
    registered = true;
  }
  const gas = createFakeGas();
  Object.assign(globalThis, gas.globals);
  const ss = gas.book.wrapped as unknown as GoogleAppsScript.Spreadsheet.Spreadsheet;
  gas.calls.reset();
  const start = performance.now();
  createRoundRobinIn(ss, { title: 'Bench', players: players(n), seed: 'bench' }, ENV);
  const total = performance.now() - start;
  return { calls: gas.calls.total, total, addOn: total - gas.calls.serviceMs };
}

export const cases: BenchCase[] = [12, 120, 600].flatMap((n): BenchCase[] => [
  { what: 'createRoundRobin service calls', size: `${n} players`, unit: 'calls', run: () => run(n).calls },
  { what: 'createRoundRobin total (in-memory Sheets)', size: `${n} players`, unit: 'ms (once)', run: () => Math.round(run(n).total) },
  { what: 'createRoundRobin add-on time (total − serviceMs)', size: `${n} players`, unit: 'ms (once)', run: () => Math.round(run(n).addOn) },
]);
