import type { FormatDef } from './types';

/** The torres format(s) of the wizard. */
export const formats: FormatDef[] = [];
