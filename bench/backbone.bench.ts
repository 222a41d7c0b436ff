/** Backbone rows: the bundle's size and applyPlan's service calls as a plan grows. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { colRange, rangeA1, type SheetPlan } from '../src/shared/sheets/plan';
import type { BenchCase } from './types';
import { planCalls } from './world';

function rosterPlan(players: number): SheetPlan {
  const columns = 14;
  return {
    name: `Roster ${players}`,
    kind: 'bench',
    cells: [
      Array.from({ length: columns }, (_, c) => `H${c}`),
      ...Array.from({ length: players }, (_, r) =>
        Array.from({ length: columns }, (_, c) => (c === 0 ? `Player ${r + 1}` : c === columns - 1 ? `=SUM(B${r + 2}:M${r + 2})` : r % 7)),
      ),
    ],
    styles: [
      { range: rangeA1(1, 1, 1, columns), bold: true, background: '#e8f0fe' },
      { range: colRange(2, 2, players + 1), numberFormat: '0.0' },
    ],
    dropDowns: [{ range: colRange(2, 2, players + 1), list: ['W1', 'L1'] }],
    conditionalFormats: [{ range: rangeA1(2, 1, players + 1, columns), formula: '=$N2>10', background: '#e6f4ea' }],
    protections: [{ range: colRange(columns, 2, players + 1), description: 'Totals' }],
    frozenRows: 1,
    columnWidths: [{ column: 1, width: 160 }],
  };
}

export const cases: BenchCase[] = [
  { what: 'dist/Code.js', size: 'bundle', unit: 'bytes', run: () => readFileSync(join(__dirname, '../dist/Code.js')).length },
  ...[12, 120, 1200].map((n) => ({ what: 'applyPlan service calls', size: `${n} players`, unit: 'calls', run: () => planCalls(rosterPlan(n)) })),
];
