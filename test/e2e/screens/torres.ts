import type { Screen } from './types';

/** The first screen of every torres sheet kind (test/e2e/firstScreen.test.ts). */
export const SCREENS: Screen[] = [
  // A group: its games block (where points are typed) and the standings beside it.
  { kind: 'torres-group', labels: ['Game', 'Player 1', 'Pts', 'Player 4', 'Check', 'Rank', 'Player', 'VP', 'Difference', 'Points', 'Games'], nextStep: 'C2' },
  // The league overview: every group's players, final order, next season, results and standings now.
  {
    kind: 'torres-overview',
    labels: ['League', 'Group', 'Sheet', 'Place', 'Player (as listed)', 'Final order', 'Next season', 'Results', 'Problems to fix', 'Standings now (status)'],
    nextStep: 'C2',
  },
  // The roll-over sheet: every move with its reason, and the new groups.
  { kind: 'torres-rollover', labels: ['Player', 'Move', 'From', 'To', 'Reason'], nextStep: 'C2' },
];
