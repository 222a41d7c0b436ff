/**
 * Every format's creation at a small and a large size, through the add-on's own endpoints: the worlds the formula
 * census (bench/creations.bench.ts, test/sheets/creationEstimates.test.ts) measures. Sizes are the largest each
 * endpoint accepts in one run, or close to it.
 */
import { isNextStepFormula } from '../src/shared/sheets/nextStep';
import { createRoundRobin } from '../src/formats/ttt/server/endpoints';
import { createTorresGroups } from '../src/formats/torres/server/endpoints';
import { createDuplicateTournament } from '../src/formats/duplicate/server/endpoints';
import { createGbqTable } from '../src/formats/gbq/server/endpoints';
import { createSwing } from '../src/formats/swing/server/endpoints';

export interface Creation {
  format: string;
  size: string;
  run: () => unknown;
}

const names = (n: number, prefix = 'Player') => Array.from({ length: n }, (_, i) => `${prefix} ${i + 1}`);

type DuplicateInput = Parameters<typeof createDuplicateTournament>[0];

/** The duplicate events benched at two sizes (also by bench/recalc.ts). */
export const DUPLICATE_SMALL: DuplicateInput = {
  title: 'D',
  teams: [
    { name: 'A', players: ['A1', 'A2'] },
    { name: 'B', players: ['B1', 'B2'] },
  ],
  games: 4,
  seed: 's',
};
export const DUPLICATE_LARGE: DuplicateInput = {
  title: 'D',
  teams: Array.from({ length: 6 }, (_, t) => ({ name: `Team ${t + 1}`, backgammon: [`B${t}a`, `B${t}b`], longGammon: [`L${t}a`, `L${t}b`] })),
  cycles: 1,
  games: 12,
  final: true,
  seed: 's',
};

export const CREATIONS: Creation[] = [
  {
    format: 'TTT',
    size: '4 players, one group',
    run: () => createRoundRobin({ title: 'T', players: names(4).map((name) => ({ name })), groupSize: 4, seed: 's' }),
  },
  {
    format: 'TTT',
    size: '24 players, one group, double',
    run: () => createRoundRobin({ title: 'T', players: names(24).map((name) => ({ name })), groupSize: 24, double: true, seed: 's' }),
  },
  { format: 'TORRES', size: '1 group of 4', run: () => createTorresGroups({ title: 'R', groups: [names(4)], seed: 's' }) },
  {
    format: 'TORRES',
    size: '7 groups of 24',
    run: () => createTorresGroups({ title: 'R', groups: Array.from({ length: 7 }, (_, g) => names(24, `G${g + 1} player`)), seed: 's' }),
  },
  {
    format: 'duplicate',
    size: '2 teams, 4 games',
    run: () => createDuplicateTournament(DUPLICATE_SMALL),
  },
  {
    format: 'duplicate',
    size: '6 teams of four, 12 games, final',
    run: () => createDuplicateTournament(DUPLICATE_LARGE),
  },
  { format: 'GBQ', size: '2 players', run: () => createGbqTable({ title: 'Q', players: names(2), qualifiers: 1 }) },
  { format: 'GBQ', size: '40 players with the results log', run: () => createGbqTable({ title: 'Q', players: names(40), qualifiers: 8, log: true }) },
  { format: 'swing', size: '2 players', run: () => createSwing({ title: 'S', players: names(2), chips: 3, seed: 's' }) },
  { format: 'swing', size: '64 players', run: () => createSwing({ title: 'S', players: names(64), chips: 3, seed: 's' }) },
];

/** Per sheet of a spreadsheet: its name, the longest formula and the formula characters. */
export function formulaCensus(ss: GoogleAppsScript.Spreadsheet.Spreadsheet): { sheet: string; longest: number; longestAt: string; chars: number }[] {
  return ss.getSheets().map((sheet) => {
    const formulas = sheet.getDataRange().getFormulas();
    let longest = 0;
    let longestAt = '';
    let chars = 0;
    formulas.forEach((row, r) =>
      row.forEach((f, c) => {
        chars += f.length;
        // a Next step line keeps to its own, longer limit (nextStepFormula enforces it)
        if (f.length > longest && !isNextStepFormula(f)) {
          longest = f.length;
          longestAt = sheet.getRange(r + 1, c + 1).getA1Notation();
        }
      }),
    );
    return { sheet: sheet.getName(), longest, longestAt, chars };
  });
}
