import type { Screen } from './types';

/** The first screen of every swing sheet kind (test/e2e/firstScreen.test.ts): the bookkeeping grid, and the log. */
export const SCREENS: Screen[] = [
  { kind: 'swing', labels: ['#', 'Match', 'Winner', 'Loser', 'Cube', 'Kind', 'Stake', 'Ante', 'Time', 'Ante-up'], nextStep: 'F1' },
  { kind: 'swing-log', labels: ['Type', 'Time', 'Player / winner', 'Loser', 'Cube', 'Kind', 'Match', 'Check'], nextStep: 'C1' },
];
