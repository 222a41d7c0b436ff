/**
 * Duplicate sheets: creating an event of duplicate matches (teams of four at the defaults: standings, one protocol
 * per match, dice per discipline, a final) in the in-memory Sheets. Service calls total and per created sheet (should not grow with the
 * number of teams), milliseconds total and add-on time (total − time inside the in-memory services), and the
 * custom-function cells of each generated sheet (0: every SMP/IMP/VP is a built-in lookup in the sheet's tables; the standings 1, the Status cell).
 * Eight teams of four (84 matches) with a final is the largest such event that fits one Apps Script run by
 * createSheets' estimate (shared/sheets/limits.ts).
 */
import { diceSet } from './rules/dice';
import { createDuplicateTournament } from './server/endpoints';
import { diceSheetPlan } from './sheets/dice';
import { protocolPlan, teamCells } from './sheets/protocol';
import { standingsPlan } from './sheets/standings';
import type { BenchCase } from '../../../bench/types';
import { inFreshWorld, median, planCalls } from '../../../bench/world';
import { functionSpecs } from '../../../dev/customFunctions';
import { customFunctionUse } from '../../../dev/fake/customCalls';
import * as addOn from '../../main';
import type { SheetPlan } from '../../shared/sheets/plan';

function teams(n: number) {
  return Array.from({ length: n }, (_, i) => ({ name: `Team ${i + 1}`, players: [`P${i + 1}a`, `P${i + 1}b`] as [string, string] }));
}

interface Run {
  calls: number;
  sheets: number;
  totalMs: number;
  addOnMs: number;
}

/** An event at the defaults: teams of four (backgammon 2 round robins, long gammon 1), 4 games per room, a final. */
function create(n: number): Run {
  const four = teams(n).map((t, i) => ({ name: t.name, backgammon: t.players, longGammon: [`L${i + 1}a`, `L${i + 1}b`] as [string, string] }));
  const r = inFreshWorld(() => createDuplicateTournament({ title: 'Bench', teams: four, seed: 'bench', final: true }).sheets.length);
  return { calls: r.calls, sheets: r.value, totalMs: r.totalMs, addOnMs: r.addOnMs };
}

const protocol = (games: number) =>
  protocolPlan({ name: 'P', title: 'P', seed: 's', games, firstSet: 1, teamA: teamCells(teams(2)[0]), teamB: teamCells(teams(2)[1]) });
const dice = (sets: number) => diceSheetPlan({ name: 'D', title: 'D', seed: 's', sets: Array.from({ length: sets }, (_, i) => diceSet('s', i + 1)) });
const standings = (n: number) =>
  standingsPlan({
    name: 'S',
    title: 'S',
    seed: 's',
    settings: '4 games per room',
    teams: teams(n).map((t) => ({ name: t.name, pairs: { backgammon: t.players } })),
    matches: [{ round: 1, discipline: 'backgammon', cycle: 1, teamA: 'Team 1', teamB: 'Team 2', protocol: 'P' }],
    final: true,
  });

/** Cells of a plan whose formula calls one of the add-on's custom functions. */
const customCells = (plan: SheetPlan): number =>
  customFunctionUse(
    plan.cells.map((row) => row.map((c) => (typeof c === 'string' ? c : ''))),
    Object.keys(functionSpecs(addOn)),
  ).cells;

/** Characters of every formula of a plan (readable formulas; none over 500, tested in server/slips.test.ts). */
const formulaChars = (plan: SheetPlan): number =>
  plan.cells.flat().reduce((n: number, c) => n + (typeof c === 'string' && c.startsWith('=') ? c.length : 0), 0);

export const cases: BenchCase[] = [
  { what: 'duplicate event: service calls', size: '8 teams of four, 84 matches + final', unit: 'calls', run: () => create(8).calls },
  ...[3, 6, 8].map((n) => ({
    what: 'duplicate event: service calls per created sheet',
    size: `${n} teams of four`,
    unit: 'calls/sheet',
    run: () => {
      const r = create(n);
      return Math.round((r.calls / r.sheets) * 10) / 10;
    },
  })),
  ...[4, 12].map((g) => ({ what: 'service calls per protocol sheet', size: `${g} games per room`, unit: 'calls', run: () => planCalls(protocol(g)) })),
  ...[4, 12].map((g) => ({ what: 'service calls per dice sheet', size: `${g} sets`, unit: 'calls', run: () => planCalls(dice(g)) })),
  ...[4, 10].map((n) => ({ what: 'service calls per standings sheet', size: `${n} teams`, unit: 'calls', run: () => planCalls(standings(n)) })),
  ...[4, 12].map((g) => ({
    what: 'custom-function cells per protocol sheet',
    size: `${g} games per room`,
    unit: 'count',
    run: () => customCells(protocol(g)),
  })),
  ...[4, 12].map((g) => ({ what: 'custom-function cells per dice sheet', size: `${g} sets`, unit: 'count', run: () => customCells(dice(g)) })),
  ...[4, 10].map((n) => ({ what: 'custom-function cells per standings sheet', size: `${n} teams`, unit: 'count', run: () => customCells(standings(n)) })),
  ...[4, 12].map((g) => ({ what: 'formula characters per protocol sheet', size: `${g} games per room`, unit: 'chars', run: () => formulaChars(protocol(g)) })),
  ...[4, 10].map((n) => ({ what: 'formula characters per standings sheet', size: `${n} teams`, unit: 'chars', run: () => formulaChars(standings(n)) })),
  { what: 'duplicate event: create', size: '8 teams of four, 84 matches + final', unit: 'ms', repeat: 3, run: () => create(8).sheets },
  {
    what: 'duplicate event: add-on time (total − service)',
    size: '8 teams of four, 84 matches + final',
    unit: 'ms (add-on)',
    run: () =>
      Math.round(
        median(
          [0, 1, 2].map(() => {
            const r = create(8);
            return r.addOnMs;
          }),
        ),
      ),
  },
];
