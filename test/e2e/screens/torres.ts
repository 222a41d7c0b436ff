import type { Screen } from './types';

/** The first screen of every torres sheet kind (test/e2e/firstScreen.test.ts). */
export const SCREENS: Screen[] = [
  // A group: its games block (where points are typed) and the standings beside it with their Status marks (Q); the
  // pointer to the Elo list and withdrawals (R:U, right of the first screen) in row 7.
  {
    kind: 'torres-group',
    labels: [
      'Game',
      'Player 1',
      'Pts',
      'Player 2',
      'Player 3',
      'Player 4',
      '✓',
      'Rank',
      'Player',
      'VP',
      'Difference',
      'Points',
      'Games',
      'Status',
      'Elo list, withdrawals: R:U →',
    ],
    nextStep: 'C2',
  },
  // The league overview: every group's players, final order, next season, results and standings now.
  {
    kind: 'torres-overview',
    labels: ['League', 'Group', 'Sheet', 'Place', 'Player (as listed)', 'Final order', 'Next season', 'Results', 'Problems to fix', 'Standings now (status)'],
    nextStep: 'C2',
  },
  // The roll-over sheet: every move with its reason, and the new groups.
  { kind: 'torres-rollover', labels: ['Player', 'Move', 'From', 'To', 'Reason'], nextStep: 'C2' },
];
