import type { FormatDef } from './types';

/** The duplicate format(s) of the wizard. */
export const formats: FormatDef[] = [];
