import type { Screen } from './types';

/** The first screen of every duplicate sheet kind (test/e2e/firstScreen.test.ts). */
export const SCREENS: Screen[] = [];
