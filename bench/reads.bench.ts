/**
 * Sidebar reads in a spreadsheet with many tabs (issue: reads must not scan every tab one call at a time): the
 * spreadsheet calls of each read endpoint, counted by the stand-in, in a TORRES championship of 310 players (5
 * leagues, 31 groups, 32 tabs) and a TTT set of 240 entries (20 groups, 43 tabs). Publishing a TTT group finds the set's
 * sheets by one developer-metadata search (src/formats/ttt/server/read.ts) and reads only that group's two sheets
 * (35 calls, was 125); the set's statistics read every group's two sheets (about 12 calls a group, was 333 in all).
 */
import type { BenchCase } from './types';
import { createFakeGas } from '../dev/fake/gas';
import { registerAddOnFunctions } from '../dev/customFunctions';
import { createTorresChampionship, readTorresOverview } from '../src/formats/torres/server/endpoints';
import { createRoundRobin } from '../src/formats/ttt/server/endpoints';
import { describeSheet, openSheetOfKind } from '../src/shared/server/sheetInfo';
import { continueCreation, creationInProgress } from '../src/shared/server/create';
import { publishStandings } from '../src/publish';

type Gas = ReturnType<typeof createFakeGas>;

let registered = false;
function world(make: () => unknown): Gas {
  if (!registered) {
    registerAddOnFunctions();
    registered = true;
  }
  const gas = createFakeGas();
  Object.assign(globalThis, gas.globals);
  make();
  for (let i = 0; i < 100 && creationInProgress() !== null; i++) continueCreation();
  return gas;
}

const cache = new Map<string, Gas>();
function once(key: string, make: () => unknown): Gas {
  let gas = cache.get(key);
  if (!gas) {
    gas = world(make);
    cache.set(key, gas);
  }
  Object.assign(globalThis, gas.globals);
  return gas;
}

const torres = () =>
  once('torres', () =>
    createTorresChampionship({ title: 'R', players: Array.from({ length: 310 }, (_, i) => ({ name: `Player ${i + 1}`, elo: 2400 - i })), seed: 's' }),
  );
const ttt = () =>
  once('ttt', () => createRoundRobin({ title: 'T', players: Array.from({ length: 240 }, (_, i) => ({ name: `Player ${i + 1}` })), groupSize: 12, seed: 's' }));

function count(gas: Gas, activate: string | null, read: () => unknown): number {
  if (activate) gas.book.wrapped.getSheetByName(activate)!.activate();
  gas.calls.reset();
  try {
    read();
  } catch {
    // A read that refuses (a season not finished yet) has read everything it needed first: its calls count.
  }
  return gas.calls.spreadsheet;
}

const tabs = (gas: Gas) => gas.book.sheets.length;

export const cases: BenchCase[] = [
  { what: 'TORRES championship: tabs', size: '310 players', unit: 'tabs', run: () => tabs(torres()) },
  {
    what: 'read league overview (sidebar): one metadata search, 3 calls per group sheet',
    size: '310 players',
    unit: 'calls',
    run: () => count(torres(), 'R leagues', () => readTorresOverview({})),
  },
  {
    what: 'read league overview (sidebar), the overview not open: found by the search',
    size: '310 players',
    unit: 'calls',
    run: () => count(torres(), torres().book.sheets[2].name, () => readTorresOverview({})),
  },
  { what: 'describe the open sheet (sidebar start)', size: '310 players', unit: 'calls', run: () => count(torres(), 'R leagues', () => describeSheet()) },
  {
    what: 'open a sheet of a kind (card link)',
    size: '310 players',
    unit: 'calls',
    run: () => count(torres(), null, () => openSheetOfKind({ kinds: ['no-such-kind-scans-every-tab'] })),
  },
  {
    what: 'publish a TORRES group',
    size: '310 players',
    unit: 'calls',
    run: () => count(torres(), torres().book.sheets[2].name, () => publishStandings({ format: 'text' })),
  },
  { what: 'TTT set: tabs', size: '240 entries', unit: 'tabs', run: () => tabs(ttt()) },
  { what: 'publish a TTT group Table', size: '240 entries', unit: 'calls', run: () => count(ttt(), 'T G7 Table', () => publishStandings({ format: 'text' })) },
  {
    what: 'publish the TTT set statistics',
    size: '240 entries',
    unit: 'calls',
    run: () => count(ttt(), 'T Stats', () => publishStandings({ format: 'text' })),
  },
];
