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
  // The referee copy and the room copies share the kind but not a header: the printed blocks are checked in dice tests.
  { kind: 'duplicate-dice', labels: [], nextStep: 'M1' },
];
