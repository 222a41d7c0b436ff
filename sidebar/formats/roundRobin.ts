import type { FormatDef } from './types';

/** The roundRobin format(s) of the wizard. */
export const formats: FormatDef[] = [];
