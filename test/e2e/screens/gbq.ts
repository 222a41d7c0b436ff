import type { Screen } from './types';

/** The first screen of every gbq sheet kind (test/e2e/firstScreen.test.ts): the live table a player asks about, and the results log's first column. */
export const SCREENS: Screen[] = [{ kind: 'gbq-table', labels: ['Place', 'TP%', 'D', 'GBQ', 'Status', 'Player 1'], nextStep: 'C1' }];
