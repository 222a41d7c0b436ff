/**
 * The run estimate against the stand-in's counter, for every creation endpoint at two sizes (issue 24, item 1); the
 * creations of bench/creations.ts (every format at its smallest and largest size) are also held to 60 calls per
 * created sheet and 500 characters per formula (benchCreation).
 *
 * createSheets refuses a creation whose estimate passes the 4-minute budget: a second per sheet plus 80 ms for each
 * call — planCalls(plan) per sheet (exactly what applyPlan does), the endpoint's own `extraCalls` (its reads and
 * records) and createSheets' fixed calls. Every creation's plans and extraCalls are captured as createSheets receives
 * them and compared with the calls the whole endpoint call made (chained calls included, reads before and after the
 * plans too). No run may make more calls than its estimate (RUN_GAP: 0): createSheets counts its own calls and 3
 * per tab already in the spreadsheet, and each endpoint its reads and records in its extraCalls; a drift (planCalls
 * leaving out a call applyPlan makes, a read per row) fails here.
 */
import type { SheetPlan } from '../../src/shared/sheets/plan';

const mockCaptured: { plans: SheetPlan[]; extraCalls: number }[] = [];

// createSheets as the endpoints call it, with its plans and extraCalls noted after build ran (redraw sets its
// extraCalls inside build); everything else of the module is the real one.
jest.mock('../../src/shared/server/create', () => {
  const actual = jest.requireActual('../../src/shared/server/create');
  return {
    ...actual,
    createSheets: (ss: unknown, build: (s: unknown) => SheetPlan[], creation: { extraCalls?: number }) =>
      actual.createSheets(
        ss,
        (s: unknown) => {
          const plans = build(s);
          mockCaptured.push({ plans, extraCalls: creation.extraCalls ?? 0 });
          return plans;
        },
        creation,
      ),
  };
});

// The transform does not hoist jest.mock above imports: the modules that reach createSheets are required after it
// (their types imported, which loads nothing), so they get the mock.
import type { FakeGas } from '../../dev/fake/gas';
import type * as Limits from '../../src/shared/sheets/limits';
import type * as Create from '../../src/shared/server/create';
import type * as Worlds from './endpointWorlds';
import type * as Fake from '../helpers/fakeGas';
import type * as Creations from '../../bench/creations';
import type * as Ttt from '../../src/formats/ttt/server/endpoints';
import type * as Duplicate from '../../src/formats/duplicate/server/endpoints';
import type * as Torres from '../../src/formats/torres/server/endpoints';
import type * as Gbq from '../../src/formats/gbq/server/endpoints';

const limits: typeof Limits = require('../../src/shared/sheets/limits');
const create: typeof Create = require('../../src/shared/server/create');
const worlds: typeof Worlds = require('./endpointWorlds');
const fake: typeof Fake = require('../helpers/fakeGas');
const { CREATIONS, formulaCensus }: typeof Creations = require('../../bench/creations');
const { createMiniTtt, redrawSet }: typeof Ttt = require('../../src/formats/ttt/server/endpoints');
const { createDuplicateMatch, printDiceSet }: typeof Duplicate = require('../../src/formats/duplicate/server/endpoints');
const { createTorresChampionship, readTorresOverview, rollOverTorres }: typeof Torres = require('../../src/formats/torres/server/endpoints');
const { createGbqCrossTable, createGbqTable }: typeof Gbq = require('../../src/formats/gbq/server/endpoints');

interface Estimated {
  counted: number;
  estimated: number;
  sheets: number;
}

/**
 * Calls a creation makes beyond its estimate: `base` for the run (createSheets' lock, property and sheet-list calls
 * that CREATION_CALLS leaves out, and the endpoint's reads its extraCalls leave out), plus `perUnit` for each unit
 * (a sheet written, a group table read) where the endpoint's reads grow with the event. perUnit 0: planCalls is
 * exactly what applyPlan does, so the gap is the same at both sizes.
 */
interface Gap {
  base: number;
  perUnit?: number;
}

const RUN_GAP: Gap = { base: 0 };

/** Runs `fn` (one creation, in one run) in the world `gas`: its counted calls and its estimate. */
function estimate(gas: FakeGas, fn: () => unknown): Estimated {
  worlds.use(gas);
  mockCaptured.length = 0;
  const tabs = gas.book.wrapped.getSheets().length;
  gas.calls.reset();
  fn();
  const counted = gas.calls.spreadsheet;
  expect(create.creationInProgress()).toBeNull();
  expect(mockCaptured.length).toBe(1);
  const [{ plans, extraCalls }] = mockCaptured;
  const estimated = plans.reduce((n, p) => n + limits.planCalls(p, true), 0) + create.creationOverheadCalls(tabs, extraCalls);
  return { counted, estimated, sheets: plans.length };
}

/** The small and the large run of one endpoint against its stated gap (units: sheets written unless given). */
function expectGap(what: string, gap: Gap, small: Estimated, large: Estimated, units: [number, number] = [small.sheets, large.sheets]): void {
  const over = (e: Estimated) => e.counted - e.estimated;
  if (process.env.SHOW_CALLS) console.log(what, JSON.stringify({ small, large, gaps: [over(small), over(large)] }));
  [small, large].forEach((e, i) =>
    expect({ what, size: i, over: over(e), within: over(e) <= gap.base + (gap.perUnit ?? 0) * units[i] }).toMatchObject({ within: true }),
  );
  const growth = over(large) - over(small);
  expect({ what, growth, within: growth <= (gap.perUnit ?? 0) * (units[1] - units[0]) }).toMatchObject({ within: true });
  expect(large.sheets * limits.SECONDS_PER_SHEET + large.counted * limits.SECONDS_PER_CALL).toBeLessThan(limits.EXECUTION_BUDGET_SECONDS);
}

/**
 * One creation of bench/creations.ts, also checked for what a created workbook must keep to:
 * - calls (src/shared/sheets/limits.ts): at most 60 spreadsheet calls per created sheet, chained calls included, and
 *   calls × 80 ms plus a second per sheet under the 4-minute budget, so a creation stays well inside Apps Script's
 *   6 minutes;
 * - formulas (docs/rules.md §0.3, §0.6): none over 500 characters, so a TD who clicks a cell can read it (a Next step
 *   line keeps to its own limit, which nextStepFormula enforces).
 */
/** The longest formula a TD may have to read in one cell. */
const FORMULA_LIMIT = 500;

function benchCreation(creation: (typeof CREATIONS)[number]): Estimated {
  const gas = fake.installFakeGas();
  const before = gas.book.getSheets().length;
  const estimated = estimate(gas, creation.run);
  const sheets = gas.book.getSheets().length - before;
  const { counted: calls } = estimated;
  const what = `${creation.format}, ${creation.size}`;
  expect(sheets).toBeGreaterThan(0);
  expect({ what, perSheet: calls / sheets <= 60, calls, sheets }).toEqual({ what, perSheet: true, calls, sheets });
  expect(sheets * limits.SECONDS_PER_SHEET + calls * limits.SECONDS_PER_CALL).toBeLessThan(limits.EXECUTION_BUDGET_SECONDS);

  const census = formulaCensus(fake.asSpreadsheet(gas));
  expect(census.length).toBeGreaterThan(0);
  const over = census.filter((s) => s.longest > FORMULA_LIMIT).map((s) => `${what}: ${s.sheet}!${s.longestAt}: ${s.longest} characters`);
  expect(over).toEqual([]);
  return estimated;
}

describe('each creation at two sizes: the counted calls against the run estimate', () => {
  it.each(['TTT', 'TORRES', 'duplicate', 'GBQ', 'swing'])(
    '%s: the creation of bench/creations.ts, small and large (also ≤ 60 calls per sheet, no formula over 500 characters)',
    (format) => {
      const [small, large] = CREATIONS.filter((c) => c.format === format).map(benchCreation);
      expectGap(format, RUN_GAP, small, large);
    },
  );

  it('createMiniTtt (3 and 11 level players): the set read before the plans is in the estimate', () => {
    const [small, large] = [3, 11].map((n) => {
      const { gas } = worlds.tttSet('M', n, n);
      return estimate(gas, () => createMiniTtt({ sheet: 'M G1 Table' }));
    });
    expectGap('createMiniTtt', RUN_GAP, small, large);
  });

  it('redrawSet (3 players as 4, 36 in 3 groups as 35): the old sheets read, set aside and removed are in the estimate', () => {
    const [small, large] = [
      [3, 3, 4],
      [36, 12, 35],
    ].map(([n, size, again]) => {
      const { gas } = worlds.tttSet('X', n, size, 0);
      const players = worlds.people(again).map((name) => ({ name }));
      return estimate(gas, () => redrawSet({ sheet: 'X Stats', players, confirm: true }));
    });
    expectGap('redrawSet', RUN_GAP, small, large);
  });

  it('createDuplicateMatch (4 and 12 games per room) and printDiceSet (1 and 500 rolls)', () => {
    const match = (games: number) =>
      estimate(fake.installFakeGas(), () =>
        createDuplicateMatch({ title: 'M', teamA: { name: 'A', players: ['A1', 'A2'] }, teamB: { name: 'B', players: ['B1', 'B2'] }, games, seed: 's' }),
      );
    expectGap('createDuplicateMatch', RUN_GAP, match(4), match(12));
    const dice = (rolls: number) => estimate(fake.installFakeGas(), () => printDiceSet({ seed: 's', set: 1, rolls }));
    expectGap('printDiceSet', RUN_GAP, dice(1), dice(500));
  });

  it('rollOverTorres (from 1 group of 4 and from 7 groups of 12) and createTorresChampionship (12 and 150 players)', () => {
    const [small, large] = [
      [1, 4, 4],
      [7, 12, 12],
    ].map(([groups, size, fresh]) => {
      const { gas } = worlds.torresSeason(groups, size);
      worlds.use(gas);
      const read = readTorresOverview({ sheet: 'R leagues' });
      const newPlayers = worlds.people(fresh, 'N').map((name, i) => ({ name, elo: 1500 - i }));
      return estimate(gas, () =>
        rollOverTorres({ title: 'R2', previous: read.previous, elo: read.elo, withdrawn: read.withdrawn, newPlayers, seed: 's', tiesDecided: true }),
      );
    });
    expectGap('rollOverTorres', RUN_GAP, small, large);
    const championship = (n: number) =>
      estimate(fake.installFakeGas(), () =>
        createTorresChampionship({ title: 'C', players: worlds.people(n).map((name, i) => ({ name, elo: 2000 - i })), seed: 's' }),
      );
    expectGap('createTorresChampionship', RUN_GAP, championship(12), championship(150));
  });

  it('createGbqCrossTable (over 2 and 12 group tables): the group tables read are in the estimate', () => {
    const [small, large] = [2, 12].map((groups) => {
      const gas = fake.installFakeGas();
      for (let g = 1; g <= groups; g++) createGbqTable({ title: `Group ${g}`, players: worlds.people(12, `G${g}p`), qualifiers: 1 });
      return estimate(gas, () => createGbqCrossTable({ title: 'Best', k: 1 }));
    });
    expectGap('createGbqCrossTable', RUN_GAP, small, large, [2, 12]);
  });

  it('createDuplicateMatch in a spreadsheet of 1 and of 61 tabs: the 3 calls per tab already there (its cells and name read) are in the estimate', () => {
    const [small, large] = [0, 60].map((tabs) => {
      const gas = fake.installFakeGas();
      for (let i = 1; i <= tabs; i++) gas.book.wrapped.insertSheet(`Old ${i}`);
      return estimate(gas, () =>
        createDuplicateMatch({ title: 'M', teamA: { name: 'A', players: ['A1', 'A2'] }, teamB: { name: 'B', players: ['B1', 'B2'] }, games: 4, seed: 's' }),
      );
    });
    expectGap('createDuplicateMatch among tabs', RUN_GAP, small, large, [1, 61]);
  });
});
