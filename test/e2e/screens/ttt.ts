import type { Screen } from './types';

/** The first screen of every ttt sheet kind (test/e2e/firstScreen.test.ts). */
export const SCREENS: Screen[] = [
  {
    kind: 'ttt-stats',
    labels: ['Group', 'Player', 'Played', 'W1', 'W2', 'W3', 'L1', 'L2', 'L3', 'WT', 'LT', 'Points'],
    nextStep: 'C1',
  },
  {
    kind: 'ttt-my-matches',
    // The whole view, its Note and who invites too (A:K).
    labels: ['Group', 'Round', 'Phase', 'Opponent', 'Inviter', 'Match id', 'Result', 'Points', 'Opp. points', 'Note', 'Who invites'],
    nextStep: 'C1',
  },
  {
    kind: 'ttt-games',
    labels: ['Round', 'Phase', 'Inviter', 'Invitee', 'Match id', 'Result', 'Inviter points', 'Invitee points', 'Status'],
    nextStep: 'A1',
  },
  {
    kind: 'ttt-table',
    labels: ['Rank', 'Player', 'Played', 'Points', 'W1', 'W2', 'W3', 'L1', 'L2', 'L3', 'WT', 'LT', 'Note', 'Status'],
    nextStep: 'A1',
  },
  { kind: 'ttt-import', labels: ['Match id', 'Player 1', 'Player 2', 'Winner', 'Kind', 'Group (optional)'], nextStep: 'G1' },
  {
    kind: 'ttt-timeouts',
    labels: ['Group', 'Match id', 'Inviter', 'Invitee', 'Timed out or resigned', 'Wins %', 'Gammons %', 'Backgammons %', "Result (inviter's view)", 'Status'],
    nextStep: 'A1',
  },
];
