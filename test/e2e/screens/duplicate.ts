import type { Screen } from './types';

const GAME_ROWS = ['Game', 'Room', 'Set', 'Opening roll', 'White', 'Black', 'Cube', 'Doubled by', 'Outcome', 'Winner'];

/** The first screen of every duplicate sheet kind (test/e2e/firstScreen.test.ts). */
export const SCREENS: Screen[] = [
  {
    kind: 'duplicate-standings',
    labels: ['Rank', 'Team', 'Played', 'Won', 'Drawn', 'Lost', 'VP', 'IMP for', 'IMP against', 'IMP diff', 'Note'],
    nextStep: 'D1',
  },
  { kind: 'duplicate-protocol', labels: GAME_ROWS, nextStep: 'E2' },
  { kind: 'duplicate-final', labels: GAME_ROWS, nextStep: 'E2' },
  // The referee copy and the room copies share the kind: both label their opening-roll row "Opening roll" (a room
  // copy in A3, the referee copy in A7, the first set's first row); the rest of the printed blocks is checked in the
  // dice tests.
  { kind: 'duplicate-dice', labels: ['Opening roll'], nextStep: 'M1' },
];
