/**
 * Worlds for the endpoint call counts (test/sheets/endpointCalls.test.ts) and the read bench rows
 * (bench/reads.bench.ts): events of every format with their results typed as a TD types them, built through the
 * add-on's own endpoints in the stand-in, and the stand-in's call counter around one endpoint call.
 */
import { installFakeGas } from '../helpers/fakeGas';
import type { FakeGas } from '../../dev/fake/gas';
import { createRoundRobin } from '../../src/formats/ttt/server/endpoints';
import { typeResults } from '../../src/formats/ttt/sheets/testHelpers';
import { chooseDuplicateFinalist, createDuplicateTournament } from '../../src/formats/duplicate/server/endpoints';
import { createTorresGroups } from '../../src/formats/torres/server/endpoints';
import { scheduledGames, seasonPoints, typePoints } from '../../src/formats/torres/server/testHelpers';
import { GROUP } from '../../src/formats/torres/sheets/layout';
import { createSwing, getSwingStatus, recordSwingResult, startSwingClock } from '../../src/formats/swing/server/endpoints';
import { createGbqCrossTable, createGbqTable } from '../../src/formats/gbq/server/endpoints';
import { logOf } from '../../src/formats/gbq/sheets/log';
import { typeEntries, typeLog, type LogRow } from '../../src/formats/gbq/server/testHelpers';
import { continueCreation, creationInProgress } from '../../src/shared/server/create';

/** What one call of an endpoint cost: spreadsheet calls, the law's units (sheets read or written), sheets inserted. */
export interface Measured {
  calls: number;
  units: number;
  inserted: number;
}

export function use(gas: FakeGas): FakeGas {
  Object.assign(globalThis, gas.globals);
  return gas;
}

/** Calls of `fn` in the world `gas` (the sheet `active` opened first); `units` from the world after the call. */
export function measure(gas: FakeGas, fn: () => unknown, units: (inserted: number) => number = () => 0, active?: string): Measured {
  use(gas);
  if (active) gas.book.wrapped.getSheetByName(active)!.activate();
  const before = gas.book.getSheets().length;
  gas.calls.reset();
  fn();
  const calls = gas.calls.spreadsheet;
  const inserted = Math.max(0, gas.book.getSheets().length - before);
  if (process.env.SHOW_CALLS) console.log(JSON.stringify(gas.calls.snapshot()));
  return { calls, units: units(inserted), inserted };
}

/** A world built once (read-only cases share it). */
export function once<T>(build: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= build());
}

export const people = (n: number, prefix = 'P') => Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`);
export const sheetNames = (gas: FakeGas) => gas.book.getSheets().map((s) => s.getName());
export const ofKind = (gas: FakeGas, pattern: RegExp) => sheetNames(gas).filter((n) => pattern.test(n));

/**
 * A TTT set whose every group is played out as a regular tournament: in a group of odd size n each player beats the
 * (n − 1)/2 players after it (cyclically), so everyone is level and a mini-TTT of the whole group is needed. Groups of
 * even size get W1 for every inviter.
 */
export function tttSet(title: string, players: number, groupSize: number, playedGroups = Infinity): { gas: FakeGas; sheets: string[] } {
  const gas = installFakeGas();
  const { sheets, groups } = createRoundRobin({ title, players: people(players).map((name) => ({ name })), groupSize, seed: 's' });
  groups.slice(0, playedGroups).forEach((group, g) => {
    const n = group.length;
    const at = new Map(group.map((p, i) => [p, i]));
    typeResults(gas, `${title} G${g + 1} Games`, (line) => {
      if (n % 2 === 0) return 'W1';
      const d = (at.get(line.invitee)! - at.get(line.inviter)! + n) % n;
      return d <= (n - 1) / 2 ? 'W1' : 'L1';
    });
  });
  return { gas, sheets };
}

export type Game = [cube: number, outcome: string | number, winner: string];

/** A duplicate event with every protocol typed (2 rows per game: both rooms), the favourite team A winning most. */
export function duplicateEvent(input: Parameters<typeof createDuplicateTournament>[0]): { gas: FakeGas; out: ReturnType<typeof createDuplicateTournament> } {
  const gas = installFakeGas();
  const out = createDuplicateTournament(input);
  for (let i = 0; i < 20 && creationInProgress() !== null; i++) continueCreation();
  const games = 2 * (input.games ?? 4);
  for (const m of out.rounds.flatMap((r) => r.matches)) {
    const rows: Game[] = Array.from({ length: games }, (_, i) => [1 + (i % 2), i % 3 === 0 ? 'gammon' : 'pass', i % 4 === 3 ? m.teamB : m.teamA]);
    gas.book
      .sheet(m.sheet)
      .getRange(`G10:J${9 + rows.length}`)
      .setValues(rows.map(([c, o, w]) => [c, '', o, w]));
  }
  // teams level for a final place: the TD chooses the better-placed of them, as in the wizard
  const report = chooseDuplicateFinalist({ sheet: out.sheets[0] });
  if (report.tie) chooseDuplicateFinalist({ sheet: out.sheets[0], teams: report.contenders.slice(0, report.open) });
  return { gas, out };
}

/** A TORRES season played to the end: every game's points typed. */
export function torresSeason(groups: number, size: number): { gas: FakeGas; sheets: string[] } {
  const gas = installFakeGas();
  const { sheets } = createTorresGroups({ title: 'R', groups: Array.from({ length: groups }, (_, g) => people(size, `G${g + 1}p`)), seed: 's' });
  for (const name of sheets.slice(1)) {
    const sheet = gas.book.sheet(name);
    const rows = scheduledGames(sheet, sheet.getMaxRows() - GROUP.firstGameRow + 1);
    const end = rows.findIndex((g) => g.length === 0);
    typePoints(sheet, seasonPoints(rows.slice(0, end < 0 ? rows.length : end), name));
  }
  return { gas, sheets };
}

/** A swing of `players` with the clock started and `results` postings (the first open match's first player wins). */
export function swing(players: number, results: number): { gas: FakeGas; sheet: string } {
  const gas = installFakeGas();
  const { sheet } = createSwing({ title: 'S', players: people(players), chips: 12, seed: 's' });
  startSwingClock({ sheet });
  for (let k = 0; k < results; k++) {
    const m = getSwingStatus({ sheet }).matches[0];
    recordSwingResult({ sheet, match: m.letter, winner: m.players[0], cube: 1, kind: 'single' });
  }
  return { gas, sheet };
}
/** A GBQ table with a results log, the first `matches` pairs' matches typed (one row per match). */
export function gbq(players: number, matches: number, title = 'Q'): { gas: FakeGas; sheet: string } {
  const gas = installFakeGas();
  const names = people(players, `${title}p`);
  const { sheet } = createGbqTable({ title, players: names, qualifiers: Math.max(1, Math.floor(players / 4)), log: true });
  const rows: LogRow[] = [];
  for (let a = 0; a < players; a++) for (let b = a + 1; b < players; b++) rows.push([names[a], names[b], '', 30 + ((a + b) % 7), 30 - ((a + b) % 7)]);
  rows.splice(matches);
  const s = gas.book.sheet(sheet);
  const log = logOf(players, (3 * (players * (players - 1))) / 2);
  typeLog(s, log.first, rows.length, rows);
  return { gas, sheet };
}

/** `groups` GBQ tables of 12 without a log, each with its entries typed (player i has won i of 11 games), and the cross-group table. */
export function gbqCross(groups: number): { gas: FakeGas; sheet: string } {
  const gas = installFakeGas();
  for (let g = 1; g <= groups; g++) {
    const table = createGbqTable({ title: `Group ${g}`, players: people(12, `G${g}p`), qualifiers: 1 });
    // player i has won i of 11 games (win 15 TPs, loss 5)
    const rows = Array.from({ length: 12 }, (_, i) => ({ played: 11, wins: i, draws: 0, losses: 11 - i, tps: 15 * i + 5 * (11 - i) + g }));
    typeEntries(gas.book.sheet(table.sheet), rows);
  }
  const { sheet } = createGbqCrossTable({ title: 'Best', k: 1 });
  return { gas, sheet };
}
