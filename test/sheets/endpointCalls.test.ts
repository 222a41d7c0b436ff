/**
 * Every endpoint the sidebar and the menu can call, and what bounds its spreadsheet calls (issue 24, item 1).
 *
 * An endpoint is either a creation, measured at two sizes against the run estimate by test/sheets/creationEstimates.test.ts
 * (its worlds in bench/creations.ts), or has a case here or in test/sheets/updateCalls.test.ts: its calls counted by
 * the stand-in (chained calls included) at a small and a large size, under a stated law — a constant, or a constant
 * plus a stated number of calls per sheet it reads or writes — never a number that grows with the results, games or
 * players it handles. The inventory test fails when an endpoint has neither, so a new endpoint cannot slip through.
 *
 * At each size: calls ≤ base + perUnit × units (the law), and calls × SECONDS_PER_CALL (plus SECONDS_PER_SHEET per
 * sheet a creation inserts) inside EXECUTION_BUDGET_SECONDS. Between the sizes: the growth in calls is at most the
 * law's growth in units, so calls that rise with the results handled fail even where the law's constant has room.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as main from '../../src/main';
import { MENU_ITEMS } from '../../src/shared/server/menu';
import { DUPLICATE_LARGE } from '../../bench/creations';
import { createMiniTtt, publishInvitations, redrawSet } from '../../src/formats/ttt/server/endpoints';
import { chooseDuplicateFinalist, createDuplicateMatch, printDiceSet } from '../../src/formats/duplicate/server/endpoints';
import { createTorresChampionship, readTorresOverview, rollOverTorres } from '../../src/formats/torres/server/endpoints';
import {
  getSwingStatus,
  listSwingSheets,
  pauseSwingClock,
  resyncSwing,
  setSwingPlayerStatus,
  startSwingClock,
  undoSwingResult,
} from '../../src/formats/swing/server/endpoints';
import { createGbqCrossTable, createGbqTable, withdrawGbqPlayer } from '../../src/formats/gbq/server/endpoints';
import { EXTRACTORS, publishStandings, sheetKind } from '../../src/publish';
import { activateSheet, readSelection } from '../../src/shared/server/endpoints';
import { describeSheet, openSheetOfKind } from '../../src/shared/server/sheetInfo';
import { checkSpreadsheet } from '../../src/shared/server/selfCheck';
import { ACTIVATE, continueCreation, createSheets, creationInProgress, discardCreation, freeNames, recoverCreation } from '../../src/shared/server/create';
import type { SheetPlan } from '../../src/shared/sheets/plan';
import { asSpreadsheet, installFakeGas } from '../helpers/fakeGas';
import type { FakeGas } from '../../dev/fake/gas';
import { duplicateEvent, gbq, gbqCross, measure, ofKind, once, people, swing, torresSeason, tttSet, use, type Measured } from './endpointWorlds';
import { EXECUTION_BUDGET_SECONDS, SECONDS_PER_CALL, SECONDS_PER_SHEET } from '../../src/shared/sheets/limits';

const ROOT = join(__dirname, '..', '..');
const source = (path: string) => readFileSync(join(ROOT, path), 'utf8');

/** Exported by src/main.ts but not endpoints: the triggers Apps Script itself runs. */
const TRIGGERS = ['onOpen', 'onInstall', 'showSidebar'];

/** The endpoints: every export of src/main.ts that is neither a trigger nor a custom function (upper case). */
const ENDPOINTS = Object.entries(main)
  .filter(([name, v]) => typeof v === 'function' && !TRIGGERS.includes(name) && name !== name.toUpperCase())
  .map(([name]) => name)
  .sort();

// ---- worlds ---------------------------------------------------------------------------------------------------------

const TTT = {
  small: once(() => tttSet('T', 3, 3)),
  large: once(() => tttSet('T', 36, 12)),
};

const DUPLICATE = {
  small: once(() =>
    duplicateEvent({
      title: 'D',
      teams: [
        { name: 'A', players: ['A1', 'A2'] },
        { name: 'B', players: ['B1', 'B2'] },
        { name: 'C', players: ['C1', 'C2'] },
      ],
      cycles: 1,
      games: 4,
      final: true,
      seed: 's',
    }),
  ),
  large: once(() => duplicateEvent(DUPLICATE_LARGE)),
};

const TORRES = {
  small: once(() => torresSeason(1, 4)),
  large: once(() => torresSeason(7, 12)),
};

const SWING = { small: once(() => swing(4, 2)), large: once(() => swing(32, 40)) };

/**
 * 20 players with every match logged, not the 40 the log accepts: the 40-player log table takes about 50 s of the
 * stand-in's formula engine to create and compute, and its calls here are the same as at 5 and 20 (the creation at
 * 40 is measured by test/sheets/creationEstimates.test.ts).
 */
const GBQ = { small: once(() => gbq(5, 10)), large: once(() => gbq(20, 190)), cross2: once(() => gbqCross(2)), cross12: once(() => gbqCross(12)) };

// ---- the cases ------------------------------------------------------------------------------------------------------

/** How an endpoint's calls are bounded: `base` calls, plus `perUnit` for each `unit` (a sheet it reads or writes). */
interface Law {
  base: number;
  perUnit?: number;
  unit?: string;
}

interface Case {
  endpoint: string;
  what: string;
  law: Law;
  small: { label: string; run: () => Measured };
  large: { label: string; run: () => Measured };
}

/** A creation that is not among bench/creations.ts's: at most 60 calls per inserted sheet, plus its reads. */
const CREATED: Law = { base: 0, perUnit: 60, unit: 'sheet inserted' };

/** The kinds of sheet the publish cases posted (every format's must be among them). */
const published = new Set<string>();

/** publishStandings on a sheet of the world (its kind noted first, uncounted), as text. */
const publishOn =
  (world: () => { gas: FakeGas }, sheet: (gas: FakeGas) => string, units: (gas: FakeGas) => number = () => 0) =>
  () => {
    const { gas } = world();
    const name = sheet(use(gas));
    published.add(sheetKind(asSpreadsheet(gas).getSheetByName(name)!) ?? '');
    return measure(
      gas,
      () => publishStandings({ sheet: name, format: 'text', date: '2026-01-01' }),
      () => units(gas),
    );
  };

const CASES: Case[] = [
  // ---- shared: what the sidebar reads when it opens, and the generic actions
  {
    endpoint: 'describeSheet',
    what: 'the open sheet\'s name and kind ("This sheet"), whatever the tabs',
    law: { base: 4 },
    small: { label: 'a 3-player TTT set', run: () => measure(TTT.small().gas, () => describeSheet(), undefined, 'T G1 Table') },
    large: { label: 'a 36-player TTT set', run: () => measure(TTT.large().gas, () => describeSheet(), undefined, 'T G3 Table') },
  },
  {
    endpoint: 'openSheetOfKind',
    what: 'a card link: one metadata search, whatever the tabs',
    law: { base: 6 },
    small: { label: 'a 3-player TTT set', run: () => measure(TTT.small().gas, () => openSheetOfKind({ kinds: ['ttt-stats'] })) },
    large: { label: 'a 36-player TTT set', run: () => measure(TTT.large().gas, () => openSheetOfKind({ kinds: ['ttt-stats'] })) },
  },
  {
    endpoint: 'recoverCreation',
    what: "the sidebar's first call, nothing half made: whatever the tabs",
    law: { base: 6 },
    small: { label: 'a 3-player TTT set', run: () => measure(TTT.small().gas, () => recoverCreation()) },
    large: { label: 'a 36-player TTT set', run: () => measure(TTT.large().gas, () => recoverCreation()) },
  },
  {
    endpoint: 'activateSheet',
    what: 'a result link: one sheet found by name and shown',
    law: { base: 4 },
    small: { label: 'a 3-player TTT set', run: () => measure(TTT.small().gas, () => activateSheet({ sheet: 'T Stats' })) },
    large: { label: 'a 36-player TTT set', run: () => measure(TTT.large().gas, () => activateSheet({ sheet: 'T Stats' })) },
  },
  {
    endpoint: 'readSelection',
    what: '"Use selected cells": one read of the selection, whatever its size',
    law: { base: 4 },
    small: {
      label: '6 cells selected',
      run: () => {
        const { gas } = TTT.small();
        use(gas).book.wrapped.getSheetByName('T G1 Games')!.getRange('C5:D7').activate();
        return measure(gas, () => readSelection());
      },
    },
    large: {
      label: '132 cells selected',
      run: () => {
        const { gas } = TTT.large();
        use(gas).book.wrapped.getSheetByName('T G1 Games')!.getRange('C5:D70').activate();
        return measure(gas, () => readSelection());
      },
    },
  },
  {
    endpoint: 'checkSpreadsheet',
    what: 'the self-check writes and reads one scratch sheet, whatever the tabs',
    law: { base: 40 },
    small: { label: 'a 3-player TTT set', run: () => measure(TTT.small().gas, () => checkSpreadsheet()) },
    large: { label: 'a 36-player TTT set', run: () => measure(TTT.large().gas, () => checkSpreadsheet()) },
  },

  // ---- TTT
  {
    endpoint: 'publishStandings',
    what: "TTT group Table: the group's own sheets, whatever its games",
    law: { base: 40 },
    small: { label: 'a group of 3, played', run: publishOn(TTT.small, () => 'T G1 Table') },
    large: { label: 'a group of 12, played, in a set of 3 groups', run: publishOn(TTT.large, () => 'T G2 Table') },
  },
  {
    endpoint: 'publishStandings',
    what: 'TTT set statistics: a constant per group it reads',
    law: { base: 25, perUnit: 11, unit: 'group' },
    small: {
      label: '1 group of 3',
      run: publishOn(
        TTT.small,
        () => 'T Stats',
        () => 1,
      ),
    },
    large: {
      label: '3 groups of 12',
      run: publishOn(
        TTT.large,
        () => 'T Stats',
        () => 3,
      ),
    },
  },
  {
    endpoint: 'publishInvitations',
    what: "every player's invitation page: a constant per group it reads",
    law: { base: 20, perUnit: 6, unit: 'group' },
    small: {
      label: '1 group of 3',
      run: () =>
        measure(
          TTT.small().gas,
          () => publishInvitations({ sheet: 'T Stats', format: 'text', start: '2026-01-01' }),
          () => 1,
        ),
    },
    large: {
      label: '3 groups of 12',
      run: () =>
        measure(
          TTT.large().gas,
          () => publishInvitations({ sheet: 'T Stats', format: 'text', start: '2026-01-01' }),
          () => 3,
        ),
    },
  },
  {
    endpoint: 'createMiniTtt',
    what: 'a mini-TTT of the level players: its sheets written, the group read',
    law: { base: 60, perUnit: 60, unit: 'sheet inserted' },
    small: {
      label: '3 level players',
      run: () => {
        const { gas } = tttSet('M', 3, 3);
        return measure(
          gas,
          () => createMiniTtt({ sheet: 'M G1 Table' }),
          (n) => n,
        );
      },
    },
    large: {
      label: '11 level players',
      run: () => {
        const { gas } = tttSet('M', 11, 11);
        return measure(
          gas,
          () => createMiniTtt({ sheet: 'M G1 Table' }),
          (n) => n,
        );
      },
    },
  },
  {
    endpoint: 'redrawSet',
    what: 'the set drawn again in place: every sheet rewritten',
    law: { base: 10, perUnit: 70, unit: 'sheet of the set (written, and the old one set aside and removed)' },
    small: {
      label: '3 players',
      run: () => {
        const { gas } = tttSet('X', 3, 3, 0);
        return measure(
          gas,
          () => redrawSet({ sheet: 'X Stats', players: people(4).map((name) => ({ name })), confirm: true }),
          () => ofKind(gas, /^X /).length,
        );
      },
    },
    large: {
      label: '36 players in 3 groups',
      run: () => {
        const { gas } = tttSet('X', 36, 12, 0);
        return measure(
          gas,
          () => redrawSet({ sheet: 'X Stats', players: people(35).map((name) => ({ name })), confirm: true }),
          () => ofKind(gas, /^X /).length,
        );
      },
    },
  },
];

const dupSheets = (gas: FakeGas, pattern: RegExp) => ofKind(gas, pattern).length;
const PROTOCOL = /^D R\d/;

CASES.push(
  // ---- duplicate
  {
    endpoint: 'publishStandings',
    what: 'duplicate event standings: a constant per protocol it reads',
    law: { base: 30, perUnit: 9, unit: 'protocol' },
    small: {
      label: '3 teams of two, 3 protocols',
      run: publishOn(
        DUPLICATE.small,
        () => 'D Standings',
        (gas) => dupSheets(gas, PROTOCOL),
      ),
    },
    large: {
      label: '6 teams of four, 30 protocols',
      run: publishOn(
        DUPLICATE.large,
        () => 'D Standings',
        (gas) => dupSheets(gas, PROTOCOL),
      ),
    },
  },
  {
    endpoint: 'publishStandings',
    what: 'a duplicate protocol: its own sheet, whatever its games',
    law: { base: 30 },
    small: { label: '4 games per room', run: publishOn(DUPLICATE.small, (gas) => ofKind(gas, PROTOCOL)[0]) },
    large: { label: '12 games per room, in an event of 6 teams of four', run: publishOn(DUPLICATE.large, (gas) => ofKind(gas, PROTOCOL)[0]) },
  },
  {
    endpoint: 'publishStandings',
    what: 'the duplicate final: the standings and a constant per protocol',
    law: { base: 30, perUnit: 9, unit: 'protocol' },
    small: {
      label: '3 teams of two',
      run: publishOn(
        DUPLICATE.small,
        () => 'D Final',
        (gas) => dupSheets(gas, PROTOCOL),
      ),
    },
    large: {
      label: '6 teams of four',
      run: publishOn(
        DUPLICATE.large,
        () => 'D Final',
        (gas) => dupSheets(gas, PROTOCOL),
      ),
    },
  },
  {
    endpoint: 'chooseDuplicateFinalist',
    what: 'the finalist report: the standings and a constant per protocol it reads',
    law: { base: 30, perUnit: 9, unit: 'protocol' },
    small: {
      label: '3 teams of two, 3 protocols',
      run: () =>
        measure(
          DUPLICATE.small().gas,
          () => chooseDuplicateFinalist({ sheet: 'D Standings' }),
          () => dupSheets(DUPLICATE.small().gas, PROTOCOL),
        ),
    },
    large: {
      label: '6 teams of four, 30 protocols',
      run: () =>
        measure(
          DUPLICATE.large().gas,
          () => chooseDuplicateFinalist({ sheet: 'D Standings' }),
          () => dupSheets(DUPLICATE.large().gas, PROTOCOL),
        ),
    },
  },
  {
    endpoint: 'createDuplicateMatch',
    what: 'a match: the protocol and its three dice sheets',
    law: CREATED,
    small: {
      label: '4 games per room',
      run: () => {
        const gas = installFakeGas();
        return measure(
          gas,
          () =>
            createDuplicateMatch({ title: 'M', teamA: { name: 'A', players: ['A1', 'A2'] }, teamB: { name: 'B', players: ['B1', 'B2'] }, games: 4, seed: 's' }),
          (n) => n,
        );
      },
    },
    large: {
      label: '12 games per room',
      run: () => {
        const gas = installFakeGas();
        return measure(
          gas,
          () =>
            createDuplicateMatch({
              title: 'M',
              teamA: { name: 'A', players: ['A1', 'A2'] },
              teamB: { name: 'B', players: ['B1', 'B2'] },
              games: 12,
              seed: 's',
            }),
          (n) => n,
        );
      },
    },
  },
  {
    endpoint: 'printDiceSet',
    what: 'a dice set: three sheets, whatever the rolls',
    law: CREATED,
    small: {
      label: '1 roll per side',
      run: () => {
        const gas = installFakeGas();
        return measure(
          gas,
          () => printDiceSet({ seed: 's', set: 1, rolls: 1 }),
          (n) => n,
        );
      },
    },
    large: {
      label: '500 rolls per side',
      run: () => {
        const gas = installFakeGas();
        return measure(
          gas,
          () => printDiceSet({ seed: 's', set: 1, rolls: 500 }),
          (n) => n,
        );
      },
    },
  },

  // ---- TORRES
  {
    endpoint: 'readTorresOverview',
    what: 'the overview read for the roll-over: one metadata search, a constant per group sheet',
    law: { base: 12, perUnit: 3, unit: 'group sheet' },
    small: {
      label: '1 group of 4, played',
      run: () =>
        measure(
          TORRES.small().gas,
          () => readTorresOverview({ sheet: 'R leagues' }),
          () => 1,
        ),
    },
    large: {
      label: '7 groups of 12, played',
      run: () =>
        measure(
          TORRES.large().gas,
          () => readTorresOverview({ sheet: 'R leagues' }),
          () => 7,
        ),
    },
  },
  {
    endpoint: 'readTorresOverview',
    what: 'the withdraw panel: the active group sheet only',
    law: { base: 12 },
    small: {
      label: 'a group of 4',
      run: () => measure(TORRES.small().gas, () => readTorresOverview({ activeGroupOnly: true }), undefined, TORRES.small().sheets[1]),
    },
    large: {
      label: 'a group of 12 of 7',
      run: () => measure(TORRES.large().gas, () => readTorresOverview({ activeGroupOnly: true }), undefined, TORRES.large().sheets[7]),
    },
  },
  {
    endpoint: 'publishStandings',
    what: 'a TORRES group: its own sheet, whatever its games',
    law: { base: 30 },
    small: { label: 'a group of 4, played', run: publishOn(TORRES.small, () => TORRES.small().sheets[1]) },
    large: { label: 'a group of 12 of 7, played', run: publishOn(TORRES.large, () => TORRES.large().sheets[7]) },
  },
  {
    endpoint: 'publishStandings',
    what: 'a TORRES overview: a constant per group sheet',
    law: { base: 30, perUnit: 3, unit: 'group sheet' },
    small: {
      label: '1 group of 4, played',
      run: publishOn(
        TORRES.small,
        () => 'R leagues',
        () => 1,
      ),
    },
    large: {
      label: '7 groups of 12, played',
      run: publishOn(
        TORRES.large,
        () => 'R leagues',
        () => 7,
      ),
    },
  },
  {
    endpoint: 'rollOverTorres',
    what: 'the next season written from the overview read back',
    law: CREATED,
    small: {
      label: 'from 1 group of 4, 4 new players',
      run: () => rollOver(TORRES.small().gas, 4),
    },
    large: {
      label: 'from 7 groups of 12, 12 new players',
      run: () => rollOver(TORRES.large().gas, 12),
    },
  },
  {
    endpoint: 'createTorresChampionship',
    what: 'a first championship from one Elo list',
    law: CREATED,
    small: {
      label: '12 players',
      run: () => {
        const gas = installFakeGas();
        return measure(
          gas,
          () => createTorresChampionship({ title: 'C', players: people(12).map((name, i) => ({ name, elo: 2000 - i })), seed: 's' }),
          (n) => n,
        );
      },
    },
    large: {
      label: '150 players',
      run: () => {
        const gas = installFakeGas();
        return measure(
          gas,
          () => createTorresChampionship({ title: 'C', players: people(150).map((name, i) => ({ name, elo: 2000 - i })), seed: 's' }),
          (n) => n,
        );
      },
    },
  },
);

/** A swing case: the endpoint on the small and the large swing (shared: the cases below run in this order). */
const onSwing = (endpoint: string, what: string, run: (sheet: string) => unknown, base = 40): Case => ({
  endpoint,
  what,
  law: { base },
  small: { label: '4 players, 2 results in the log', run: () => measure(SWING.small().gas, () => run(SWING.small().sheet)) },
  large: { label: '32 players, 40 results in the log', run: () => measure(SWING.large().gas, () => run(SWING.large().sheet)) },
});

CASES.push(
  // ---- swing: every action reads the log once and rewrites the derived blocks in a constant number of calls
  onSwing('getSwingStatus', 'the live panel: the log read once, whatever its rows', (sheet) => getSwingStatus({ sheet })),
  onSwing('listSwingSheets', 'the swings of the spreadsheet: one metadata search', () => listSwingSheets()),
  onSwing('resyncSwing', 'the derived blocks rewritten from the log', (sheet) => resyncSwing({ sheet })),
  {
    endpoint: 'publishStandings',
    what: "a swing's chip counts: the log read once",
    law: { base: 40 },
    small: { label: '4 players, 2 results in the log', run: publishOn(SWING.small, () => SWING.small().sheet) },
    large: { label: '32 players, 40 results in the log', run: publishOn(SWING.large, () => SWING.large().sheet) },
  },
  onSwing('pauseSwingClock', 'the clock paused: one log row', (sheet) => pauseSwingClock({ sheet })),
  onSwing('startSwingClock', 'the clock resumed: one log row', (sheet) => startSwingClock({ sheet })),
  {
    endpoint: 'setSwingPlayerStatus',
    what: 'a player leaving: one log row',
    law: { base: 40 },
    small: { label: '4 players, 2 results in the log', run: () => leaving(SWING.small()) },
    large: { label: '32 players, 40 results in the log', run: () => leaving(SWING.large()) },
  },
  onSwing('undoSwingResult', 'the last log row undone', (sheet) => undoSwingResult({ sheet, confirmed: true })),

  // ---- GBQ
  {
    endpoint: 'publishStandings',
    what: 'a GBQ table with its results log: the sheet read once',
    law: { base: 30 },
    small: { label: '5 players, 10 matches logged', run: publishOn(GBQ.small, () => GBQ.small().sheet) },
    large: { label: '20 players, all 190 matches logged', run: publishOn(GBQ.large, () => GBQ.large().sheet) },
  },
  {
    endpoint: 'publishStandings',
    what: 'the GBQ cross-group table: a constant per group table it reads',
    law: { base: 12, perUnit: 8, unit: 'group table' },
    small: {
      label: '2 groups of 12',
      run: publishOn(
        GBQ.cross2,
        () => GBQ.cross2().sheet,
        () => 2,
      ),
    },
    large: {
      label: '12 groups of 12',
      run: publishOn(
        GBQ.cross12,
        () => GBQ.cross12().sheet,
        () => 12,
      ),
    },
  },
  {
    endpoint: 'withdrawGbqPlayer',
    what: 'a withdrawal: the Withdrawn cell written, whatever the log',
    law: { base: 30 },
    small: {
      label: '5 players, 10 matches logged',
      run: () => measure(GBQ.small().gas, () => withdrawGbqPlayer({ sheet: GBQ.small().sheet, player: 'Qp2', games: 'void' })),
    },
    large: {
      label: '20 players, all 190 matches logged',
      run: () => measure(GBQ.large().gas, () => withdrawGbqPlayer({ sheet: GBQ.large().sheet, player: 'Qp2', games: 'void' })),
    },
  },
  {
    endpoint: 'createGbqCrossTable',
    what: 'the cross-group table: its sheet written, a constant per group table read',
    law: { base: 55, perUnit: 5, unit: 'group table' },
    small: { label: '2 groups of 3', run: () => crossTable(2, 3) },
    large: { label: '12 groups of 12', run: () => crossTable(12, 12) },
  },
);

/** The first player of the first open match marks as leaving. */
function leaving({ gas, sheet }: { gas: FakeGas; sheet: string }): Measured {
  const player = use(gas) && getSwingStatus({ sheet }).matches[0].players[0];
  return measure(gas, () => setSwingPlayerStatus({ sheet, player, leaving: true }));
}

/** `groups` GBQ tables without a log (entries typed), then the cross-group table over all of them. */
function crossTable(groups: number, players: number): Measured {
  const gas = installFakeGas();
  for (let g = 1; g <= groups; g++) createGbqTable({ title: `Group ${g}`, players: people(players, `G${g}p`), qualifiers: 1 });
  return measure(
    gas,
    () => createGbqCrossTable({ title: 'Best', k: 1 }),
    () => groups,
  );
}

/** A sheet with many separate features (about 3 s by the estimate), so `count` of them need several runs. */
function heavyPlan(name: string, i: number): SheetPlan {
  return {
    name,
    kind: 'test-heavy',
    metadata: { index: String(i) },
    cells: Array.from({ length: 30 }, (_, r) => Array.from({ length: 20 }, (_, c) => (c === 0 ? `=ROW()*${i}` : `${name} r${r + 1}c${c + 1}`))),
    columnWidths: Array.from({ length: 20 }, (_, c) => ({ column: c + 1, width: c % 2 === 0 ? 40 : 100 })),
    styles: [
      { range: 'A1:T1', bold: true, background: '#eeeeee', fontColor: '#333333', italic: true, horizontalAlignment: 'center', wrap: true },
      { range: 'B2:B30', numberFormat: '0.0' },
    ],
    notes: { A1: `note ${i}` },
    frozenRows: 1,
    frozenColumns: 1,
  };
}

/** A resumable creation of `count` heavy sheets after its first run: what the sidebar finds when it opens. */
function halfMade(count: number): FakeGas {
  const gas = installFakeGas();
  const ss = asSpreadsheet(gas);
  createSheets(
    ss,
    (b) =>
      freeNames(
        b,
        Array.from({ length: count }, (_, i) => `Big ${i + 1}`),
      ).map((n, i) => heavyPlan(n, i)),
    {
      what: 'The big event',
      finish: { name: ACTIVATE, data: 0 },
    },
  );
  expect(creationInProgress()).not.toBeNull();
  return gas;
}

/** Every continueCreation run to the end; the run that made the most calls. */
function continueAll(count: number): Measured {
  const gas = halfMade(count);
  const runs: Measured[] = [];
  for (let i = 0; i < 50 && creationInProgress() !== null; i++)
    runs.push(
      measure(
        gas,
        () => continueCreation(),
        (n) => n,
      ),
    );
  expect(creationInProgress()).toBeNull();
  expect(runs.length).toBeGreaterThan(0);
  return runs.reduce((a, b) => (b.calls > a.calls ? b : a));
}

/** Remove pressed after `runs` further runs of a 150-sheet creation. */
function discard(runs: number): Measured {
  const gas = halfMade(150);
  for (let i = 0; i < runs; i++) continueCreation();
  expect(creationInProgress()).not.toBeNull();
  const before = gas.book.getSheets().length;
  return measure(
    gas,
    () => discardCreation(),
    () => before - gas.book.getSheets().length,
  );
}

CASES.push(
  // ---- a creation written over several runs (README "Large events")
  {
    endpoint: 'continueCreation',
    what: 'each further run of a large creation: its share of the sheets, inside the budget',
    law: { base: 30, perUnit: 60, unit: 'sheet inserted' },
    small: { label: '100 heavy sheets, the busiest run', run: () => continueAll(100) },
    large: { label: '200 heavy sheets, the busiest run', run: () => continueAll(200) },
  },
  {
    endpoint: 'recoverCreation',
    what: "the sidebar's first call with a large creation half made: reported, nothing read per sheet",
    law: { base: 10 },
    small: { label: '100 heavy sheets', run: () => measure(halfMade(100), () => recoverCreation()) },
    large: { label: '150 heavy sheets', run: () => measure(halfMade(150), () => recoverCreation()) },
  },
  {
    endpoint: 'discardCreation',
    what: 'Remove: every sheet of a half-made creation deleted, a constant per sheet',
    law: { base: 10, perUnit: 2, unit: 'sheet removed' },
    small: { label: '150 heavy sheets, after the first run', run: () => discard(0) },
    large: { label: '150 heavy sheets, after the second run', run: () => discard(1) },
  },
);

// ---- the tests ------------------------------------------------------------------------------------------------------

const BUDGET_CALLS = EXECUTION_BUDGET_SECONDS / SECONDS_PER_CALL;
const bound = (law: Law, units: number) => law.base + (law.perUnit ?? 0) * units;

describe('bounded calls, at a small and a large size', () => {
  it.each(CASES.map((c) => [`${c.endpoint}: ${c.what}`, c] as const))('%s', (_label, c) => {
    const small = c.small.run();
    const large = c.large.run();
    if (process.env.SHOW_CALLS) console.log(c.endpoint, c.what, JSON.stringify({ small, large }));
    for (const [size, m] of [
      [c.small.label, small],
      [c.large.label, large],
    ] as const) {
      expect({ size, calls: m.calls, withinLaw: m.calls <= bound(c.law, m.units) }).toEqual({ size, calls: m.calls, withinLaw: true });
      expect(m.inserted * SECONDS_PER_SHEET + m.calls * SECONDS_PER_CALL).toBeLessThan(EXECUTION_BUDGET_SECONDS);
    }
    // the large size handles far more results; its calls grow by at most the law's units
    expect(large.calls - small.calls).toBeLessThanOrEqual((c.law.perUnit ?? 0) * (large.units - small.units) + 2);
    expect(large.calls).toBeLessThan(BUDGET_CALLS);
  });
});

describe('every endpoint is a measured creation or has a bounded-calls case', () => {
  const creations = source('bench/creations.ts');
  const updates = source('test/sheets/updateCalls.test.ts');
  /** Creations measured by test/sheets/creationEstimates.test.ts: the endpoints bench/creations.ts's CREATIONS call. */
  const created = ENDPOINTS.filter((name) => new RegExp(`run: \\(\\) =>[^\\n]*\\b${name}\\(`).test(creations));
  /** Update endpoints measured in test/sheets/updateCalls.test.ts (called there after gas.calls.reset()). */
  const updated = ENDPOINTS.filter((name) => new RegExp(`gas\\.calls\\.reset\\(\\);[\\s\\S]{0,200}\\b${name}\\(`).test(updates));
  const cased = new Set(CASES.map((c) => c.endpoint));

  it('the endpoints are what src/main.ts exports, and the sidebar, the forms and the menu call only those', () => {
    expect(ENDPOINTS.length).toBeGreaterThan(30);
    const called = new Set<string>();
    const formats = readdirSync(join(ROOT, 'src/formats'));
    const files = [
      ...readdirSync(join(ROOT, 'sidebar'))
        .filter((f) => f.endsWith('.ts'))
        .map((f) => `sidebar/${f}`),
      ...formats.flatMap((f) => ['form.ts', 'panel.ts'].map((file) => `src/formats/${f}/${file}`)).filter((path) => existsSync(join(ROOT, path))),
    ];
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) for (const m of source(file).matchAll(/\b(?:call|run)\('([A-Za-z]+)'/g)) called.add(m[1]);
    for (const [, fn] of MENU_ITEMS) if (fn !== 'showSidebar') called.add(fn);
    expect(called.size).toBeGreaterThan(25);
    expect([...called].filter((name) => !ENDPOINTS.includes(name))).toEqual([]);
  });

  it.each(ENDPOINTS)('%s', (name) => {
    const where = [
      created.includes(name) && 'creationEstimates.test.ts',
      updated.includes(name) && 'updateCalls.test.ts',
      cased.has(name) && 'a case here',
    ].filter(Boolean);
    expect({ name, measured: where.length > 0 }).toEqual({ name, measured: true });
  });

  it('publishing is measured for every format that publishes (after the cases above)', () => {
    if (published.size === 0) return; // the cases were filtered out (jest -t)
    const formats = (kinds: Iterable<string>) => [...new Set([...kinds].map((k) => k.split('-')[0]))].sort();
    expect(formats(published)).toEqual(formats(Object.keys(EXTRACTORS)));
  });

  it('the lists agree with what they were read from', () => {
    expect(created.sort()).toEqual(['createDuplicateTournament', 'createGbqTable', 'createRoundRobin', 'createSwing', 'createTorresGroups']);
    expect(updated.sort()).toEqual(['importResults', 'recordSwingResult', 'withdrawTorresPlayer']);
    expect([...cased].filter((name) => !ENDPOINTS.includes(name))).toEqual([]);
  });
});

/** The next season rolled over from a TORRES world's overview, read back as the sidebar reads it, with `fresh` new players. */
function rollOver(gas: FakeGas, fresh: number): Measured {
  use(gas);
  const read = readTorresOverview({ sheet: 'R leagues' });
  const input = {
    title: 'R2',
    previous: read.previous,
    elo: read.elo,
    withdrawn: read.withdrawn,
    newPlayers: people(fresh, 'N').map((name, i) => ({ name, elo: 1500 - i })),
    seed: 's',
    tiesDecided: true,
  };
  return measure(
    gas,
    () => rollOverTorres(input),
    (n) => n,
  );
}
