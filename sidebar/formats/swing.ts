import type { FormatDef } from './types';

/** The swing format(s) of the wizard. */
export const formats: FormatDef[] = [];
