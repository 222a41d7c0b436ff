/** Shared helpers of the round-robin sheet and gas tests. */
import type { FakeGas } from '../../../../dev/fake/gas';
import { createRoundRobinIn } from '../server/create';
import type { CreateRoundRobinInput, CreateRoundRobinResult } from '../api';
import { asSpreadsheet } from '../../../../test/helpers/fakeGas';

export const ENV = { drawSeed: () => 'drawn', today: () => '2025-01-31', setKey: () => 'set-key' };

export function create(gas: FakeGas, input: CreateRoundRobinInput, key = 'set-key'): CreateRoundRobinResult {
  return createRoundRobinIn(asSpreadsheet(gas), input, { ...ENV, setKey: () => key });
}

export const names = (n: number, prefix = 'P'): { name: string; rating?: number }[] =>
  Array.from({ length: n }, (_, i) => ({ name: `${prefix}${i + 1}`, rating: 2000 - i }));

export interface GameLine {
  row: number;
  inviter: string;
  invitee: string;
}

/** The game rows of a Games sheet (row 5 on). */
export function gameLines(gas: FakeGas, sheet: string): GameLine[] {
  const s = gas.book.sheet(sheet);
  const out: GameLine[] = [];
  for (let row = 5; s.valueAt(row, 3) !== ''; row++) out.push({ row, inviter: String(s.valueAt(row, 3)), invitee: String(s.valueAt(row, 4)) });
  return out;
}

export interface StandingLine {
  rank: number | string;
  player: string;
  played: number;
  points: number;
  note: string;
}

export function standings(gas: FakeGas, table: string): StandingLine[] {
  const s = gas.book.sheet(table);
  const out: StandingLine[] = [];
  for (let row = 6; s.valueAt(row, 2) !== ''; row++) {
    out.push({
      rank: s.valueAt(row, 1) as number,
      player: String(s.valueAt(row, 2)),
      played: s.valueAt(row, 3) as number,
      points: s.valueAt(row, 4) as number,
      note: String(s.valueAt(row, 13)),
    });
  }
  return out;
}

/** Types a whole result column at once (code per game from the inviter's view). */
export function typeResults(gas: FakeGas, sheet: string, codeOf: (g: GameLine) => string | number | null): void {
  const lines = gameLines(gas, sheet);
  asSpreadsheet(gas)
    .getSheetByName(sheet)!
    .getRange(5, 6, lines.length, 1)
    .setValues(lines.map((g) => [codeOf(g) ?? '']));
}

export const SCORE: Record<string, [number, number]> = {
  W1: [1, 0.5],
  W2: [2, 0.5],
  W3: [2.7, 0.3],
  L1: [0.5, 1],
  L2: [0.5, 2],
  L3: [0.3, 2.7],
  WT: [1, 0],
  LT: [0, 1],
};
