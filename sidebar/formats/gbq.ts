import type { FormatDef } from './types';

/** The gbq format(s) of the wizard. */
export const formats: FormatDef[] = [];
