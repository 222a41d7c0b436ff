import type { Screen } from './types';

/** The first screen of every swing sheet kind (test/e2e/firstScreen.test.ts). */
export const SCREENS: Screen[] = [];
