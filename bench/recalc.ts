/**
 * The recalculation load of every format's created workbook, at a small size and the largest accepted (issue 24):
 * formula cells, the cells their references cover, formula characters, and the stand-in's recalculation time after
 * one result typed as a TD types it. Each workbook is created through the add-on's own endpoint in a fresh
 * in-memory world (as bench/creations.ts); the typed result is one write, and the time is that write's (the
 * stand-in recalculates every dependent formula inside it), the median over several results typed and cleared.
 * The time is the process's CPU time, not the wall clock: on a shared machine the wall clock counts other
 * processes' work too (the stand-in runs on one thread; swing's time includes its endpoint, which records the result).
 */
import { createFakeGas } from '../dev/fake/gas';
import { settleEngine } from '../dev/fake/lazy';
import { registerAddOnFunctions } from '../dev/customFunctions';
import { createRoundRobin } from '../src/formats/ttt/server/endpoints';
import { createTorresGroups } from '../src/formats/torres/server/endpoints';
import { createDuplicateTournament } from '../src/formats/duplicate/server/endpoints';
import { createGbqTable } from '../src/formats/gbq/server/endpoints';
import { createSwing, getSwingStatus, recordSwingResult, startSwingClock, undoSwingResult } from '../src/formats/swing/server/endpoints';
import { logOf } from '../src/formats/gbq/sheets/log';
import { LOG } from '../src/formats/gbq/sheets/logLayout';
import { rangeA1 } from '../src/shared/sheets/plan';
import { asText } from '../src/shared/sheets/text';
import { continueCreation, creationInProgress } from '../src/shared/server/create';
import { DUPLICATE_LARGE, DUPLICATE_SMALL } from './creations';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;
type Cell = string | number;

/** One result typed, and how to take it back (so the next timing types it again on the same state). */
interface Typing {
  type: () => void;
  clear: () => void;
}

export interface RecalcCase {
  format: string;
  size: string;
  /** Creates the workbook (through the endpoint) and prepares the result to type. */
  make: (ss: Spreadsheet) => Typing;
}

const names = (n: number, prefix = 'Player') => Array.from({ length: n }, (_, i) => `${prefix} ${i + 1}`);

/** A write of `values` at `a1` on `sheet`, and the write of what was there before. */
function write(ss: Spreadsheet, sheet: string, a1: string, values: Cell[][]): Typing {
  const range = () => (ss.getSheetByName(sheet) as GoogleAppsScript.Spreadsheet.Sheet).getRange(a1);
  const before = range().getValues() as Cell[][];
  return { type: () => range().setValues(values), clear: () => range().setValues(before) };
}

/** A TTT set of `players` in groups of `groupSize` (one group when omitted); a set too large for one run is finished as the sidebar does. */
function ttt(players: number, double: boolean, groupSize = players): RecalcCase['make'] {
  return (ss) => {
    createRoundRobin({ title: 'T', players: names(players).map((name) => ({ name })), groupSize, double, seed: 's' });
    for (let i = 0; i < 100 && creationInProgress() !== null; i++) continueCreation();
    return write(ss, 'T G1 Games', 'F5', [['W1']]);
  };
}

function torres(groups: number, size: number): RecalcCase['make'] {
  return (ss) => {
    const made = createTorresGroups({ title: 'R', groups: Array.from({ length: groups }, (_, g) => names(size, `G${g + 1} player`)), seed: 's' });
    const sheet = made.sheets[1];
    // The first game's points (names kept, written as text as a TD's paste leaves them).
    const row = (ss.getSheetByName(sheet) as GoogleAppsScript.Spreadsheet.Sheet).getRange('B10:I10').getValues()[0] as Cell[];
    const points = [120, 105, 95, 90];
    const typed = row.map((v, c) => (c % 2 === 1 ? (row[c - 1] === '' ? '' : points[(c - 1) / 2]) : typeof v === 'string' ? asText(v) : v));
    return write(ss, sheet, 'B10:I10', [typed as Cell[]]);
  };
}

function duplicate(input: Parameters<typeof createDuplicateTournament>[0]): RecalcCase['make'] {
  return (ss) => {
    const made = createDuplicateTournament(input);
    const match = made.rounds[0].matches[0];
    return write(ss, match.sheet, 'G10:J10', [[1, '', 'gammon', match.teamA]]);
  };
}

function gbqEntry(players: number): RecalcCase['make'] {
  return (ss) => {
    const { sheet } = createGbqTable({ title: 'Q', players: names(players), qualifiers: 1 });
    // One match of 3 games: played and TPs of both players (C…G of their entry rows).
    return write(ss, sheet, 'C10:G11', [
      [3, '', '', '', 45],
      [3, '', '', '', 15],
    ]);
  };
}

/** A results-log table of n players (3-game matches, one log row per game), half its log typed; one more log row typed. */
function gbqLog(players: number): RecalcCase['make'] {
  return (ss) => {
    const list = names(players);
    const { sheet } = createGbqTable({ title: 'Q', players: list, qualifiers: 8, log: true });
    const rows = ((players * (players - 1)) / 2) * 3;
    const log = logOf(players, rows);
    const games: Cell[][] = [];
    for (let a = 0; a < players && games.length < rows / 2; a++)
      for (let b = a + 1; b < players && games.length < rows / 2; b++) games.push([list[a], list[b], '', 30, 30, '', '']);
    (ss.getSheetByName(sheet) as GoogleAppsScript.Spreadsheet.Sheet).getRange(log.first, LOG.first, games.length, 7).setValues(games);
    const next = log.first + games.length;
    return write(ss, sheet, rangeA1(next, LOG.first, next, LOG.pen2), [[list[players - 2], list[players - 1], 1, 15, 5, '', '']]);
  };
}

function swing(players: number): RecalcCase['make'] {
  return () => {
    createSwing({ title: 'S', players: names(players), chips: 3, seed: 's' });
    startSwingClock({ sheet: 'S' });
    return {
      type: () => {
        const m = getSwingStatus({ sheet: 'S' }).matches[0];
        recordSwingResult({ sheet: 'S', match: m.letter, winner: m.players[0], loser: m.players[1] });
      },
      clear: () => undoSwingResult({ sheet: 'S', confirmed: true }),
    };
  };
}

/** The sizes: a small event and the largest each endpoint accepts in one run (or close to it; bench/creations.ts). */
export const RECALC_CASES: RecalcCase[] = [
  { format: 'TTT', size: '4 players, one group', make: ttt(4, false) },
  { format: 'TTT', size: '24 players, one group, double', make: ttt(24, true) },
  { format: 'TTT', size: '64 players, one group, double (the largest group)', make: ttt(64, true) },
  { format: 'TTT', size: '600 players, 50 groups of 12, double', make: ttt(600, true, 12) },
  {
    format: 'duplicate',
    size: '2 teams, 4 games',
    make: duplicate(DUPLICATE_SMALL),
  },
  {
    format: 'duplicate',
    size: '6 teams of four, 12 games, final',
    make: duplicate(DUPLICATE_LARGE),
  },
  { format: 'TORRES', size: '1 group of 4', make: torres(1, 4) },
  { format: 'TORRES', size: '7 groups of 24', make: torres(7, 24) },
  { format: 'GBQ', size: '2 players', make: gbqEntry(2) },
  { format: 'GBQ', size: '40 players with the results log, half of it typed', make: gbqLog(40) },
  { format: 'swing', size: '2 players', make: swing(2) },
  { format: 'swing', size: '64 players', make: swing(64) },
];

export interface RecalcLoad {
  formulas: number;
  /** The cells the formulas' references cover (a range A1:C10 counts 30), summed over every formula. */
  referenced: number;
  chars: number;
  /** Median CPU milliseconds of the typed write (the stand-in recalculating). */
  recalcMs: number;
}

/** "AB" → 28. */
function columnNumber(letters: string): number {
  return [...letters].reduce((a, ch) => a * 26 + ch.charCodeAt(0) - 64, 0);
}

/** The cells one formula's A1 references cover (text literals left out; whole-column references A:A are not counted). */
export function referencedCells(formula: string): number {
  const text = formula.replace(/"(?:[^"]|"")*"/g, '""');
  let referenced = 0;
  for (const m of text.matchAll(/\$?([A-Z]{1,3})\$?(\d+)(?::\$?([A-Z]{1,3})\$?(\d+))?(?![A-Z0-9(])/g)) {
    const [c1, r1] = [columnNumber(m[1]), Number(m[2])];
    const [c2, r2] = m[3] ? [columnNumber(m[3]), Number(m[4])] : [c1, r1];
    referenced += (Math.abs(c2 - c1) + 1) * (Math.abs(r2 - r1) + 1);
  }
  return referenced;
}

let registered = false;
const measured = new Map<RecalcCase, RecalcLoad>();

/** Creates the case's workbook once, counts its formulas, then times `times` typed results after two warm-ups (each cleared after). */
export function measureRecalc(c: RecalcCase, times = 5): RecalcLoad {
  const known = measured.get(c);
  if (known) return known;
  if (!registered) {
    registerAddOnFunctions();
    registered = true;
  }
  const gas = createFakeGas();
  Object.assign(globalThis, gas.globals);
  const ss = gas.book.wrapped as unknown as Spreadsheet;
  const typing = c.make(ss);
  let formulas = 0;
  let referenced = 0;
  let chars = 0;
  for (const sheet of ss.getSheets())
    for (const f of sheet.getDataRange().getFormulas().flat())
      if (f !== '') {
        formulas++;
        chars += f.length;
        referenced += referencedCells(f);
      }
  // The stand-in recalculates when a value is read (dev/fake/lazy.ts), as Sheets shows a typed result: each write is
  // followed by what a read does first: computing everything the write changed.
  const settle = () => settleEngine(gas.book.hf);
  const type = () => {
    typing.type();
    settle();
  };
  const clear = () => {
    typing.clear();
    settle();
  };
  // Two warm-ups first, as scripts/bench.mjs does for its timed rows.
  for (let k = 0; k < 2; k++) {
    type();
    clear();
  }
  const ms: number[] = [];
  for (let k = 0; k < times; k++) {
    const start = process.cpuUsage();
    type();
    const used = process.cpuUsage(start);
    ms.push((used.user + used.system) / 1000);
    clear();
  }
  ms.sort((a, b) => a - b);
  const load = { formulas, referenced, chars, recalcMs: ms[Math.floor(ms.length / 2)] };
  measured.set(c, load);
  return load;
}
