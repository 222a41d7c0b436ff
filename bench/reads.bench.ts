/**
 * Sidebar reads in a spreadsheet with many tabs (issue: reads must not scan every tab one call at a time): the
 * spreadsheet calls of each read endpoint, counted by the stand-in, in a TORRES championship of 310 players (5
 * leagues, 31 groups, 32 tabs) and a TTT set of 240 entries (20 groups, 43 tabs). Publishing a TTT group finds the set's
 * sheets by one developer-metadata search (src/formats/ttt/server/read.ts) and reads only that group's two sheets
 * (35 calls, was 125); the set's statistics read every group's two sheets (about 12 calls a group, was 333 in all).
 *
 * Publishing at two sizes per format, every result typed (the worlds of test/sheets/endpointCalls.test.ts, which
 * asserts each count's law): a sheet that reads only itself costs the same at both sizes; the TTT statistics, the
 * TORRES overview and the duplicate standings and final read each group or protocol they rank.
 */
import type { BenchCase } from './types';
import { createFakeGas } from '../dev/fake/gas';
import { registerAddOnFunctions } from '../dev/customFunctions';
import { createTorresChampionship, readTorresOverview } from '../src/formats/torres/server/endpoints';
import { createRoundRobin } from '../src/formats/ttt/server/endpoints';
import { describeSheet, openSheetOfKind } from '../src/shared/server/sheetInfo';
import { continueCreation, creationInProgress } from '../src/shared/server/create';
import { publishStandings } from '../src/publish';
import { DUPLICATE_LARGE } from './creations';
import { duplicateEvent, gbq, gbqCross, once as memo, swing, torresSeason, tttSet, use } from '../test/sheets/endpointWorlds';

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
  ...publishRows(),
];

/** Calls of publishStandings on `sheet` (as text) in a world built once. */
function publishCalls(world: () => { gas: Gas }, sheet: string): number {
  const { gas } = world();
  use(gas);
  gas.calls.reset();
  publishStandings({ sheet, format: 'text', date: '2026-01-01' });
  return gas.calls.spreadsheet;
}

function publishRows(): BenchCase[] {
  const ttt = { small: memo(() => tttSet('T', 12, 12)), large: memo(() => tttSet('T', 36, 12)) };
  const dup = {
    small: memo(() =>
      duplicateEvent({
        title: 'D',
        teams: ['A', 'B', 'C'].map((t) => ({ name: t, players: [`${t}1`, `${t}2`] as [string, string] })),
        cycles: 1,
        games: 4,
        final: true,
        seed: 's',
      }),
    ),
    large: memo(() => duplicateEvent(DUPLICATE_LARGE)),
  };
  const protocol = (w: () => { out: { rounds: { matches: { sheet: string }[] }[] } }) => w().out.rounds[0].matches[0].sheet;
  const torres = { small: memo(() => torresSeason(1, 4)), large: memo(() => torresSeason(7, 12)) };
  const swings = { small: memo(() => swing(4, 2)), large: memo(() => swing(32, 40)) };
  const gbqs = { small: memo(() => gbq(5, 10)), large: memo(() => gbq(20, 190)) };
  const cross = { small: memo(() => gbqCross(2)), large: memo(() => gbqCross(12)) };
  const row = (what: string, size: string, run: () => number): BenchCase => ({ what: `publish ${what}`, size, unit: 'calls', run });
  return [
    row('a TTT group Table (played)', '12 entries, 1 group', () => publishCalls(ttt.small, 'T G1 Table')),
    row('a TTT group Table (played)', '36 entries, 3 groups', () => publishCalls(ttt.large, 'T G2 Table')),
    row('the TTT set statistics (played)', '12 entries, 1 group', () => publishCalls(ttt.small, 'T Stats')),
    row('the TTT set statistics (played)', '36 entries, 3 groups', () => publishCalls(ttt.large, 'T Stats')),
    row('duplicate standings (played)', '3 teams of two, 3 protocols', () => publishCalls(dup.small, 'D Standings')),
    row('duplicate standings (played)', '6 teams of four, 30 protocols', () => publishCalls(dup.large, 'D Standings')),
    row('a duplicate protocol (played)', '4 games per room', () => publishCalls(dup.small, protocol(dup.small))),
    row('a duplicate protocol (played)', '12 games per room', () => publishCalls(dup.large, protocol(dup.large))),
    row('the duplicate final', '3 teams of two, 3 protocols', () => publishCalls(dup.small, 'D Final')),
    row('the duplicate final', '6 teams of four, 30 protocols', () => publishCalls(dup.large, 'D Final')),
    row('a TORRES group (played)', '1 group of 4', () => publishCalls(torres.small, torres.small().sheets[1])),
    row('a TORRES group (played)', '7 groups of 12', () => publishCalls(torres.large, torres.large().sheets[7])),
    row('a TORRES league overview (played)', '1 group of 4', () => publishCalls(torres.small, 'R leagues')),
    row('a TORRES league overview (played)', '7 groups of 12', () => publishCalls(torres.large, 'R leagues')),
    row('swing chip counts', '4 players, 2 results', () => publishCalls(swings.small, swings.small().sheet)),
    row('swing chip counts', '32 players, 40 results', () => publishCalls(swings.large, swings.large().sheet)),
    row('a GBQ table with its results log', '5 players, 10 matches', () => publishCalls(gbqs.small, gbqs.small().sheet)),
    row('a GBQ table with its results log', '20 players, 190 matches', () => publishCalls(gbqs.large, gbqs.large().sheet)),
    row('the GBQ cross-group table', '2 groups of 12', () => publishCalls(cross.small, cross.small().sheet)),
    row('the GBQ cross-group table', '12 groups of 12', () => publishCalls(cross.large, cross.large().sheet)),
  ];
}
