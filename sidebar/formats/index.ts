/** Every format the wizard offers, in the order shown. Each feature adds its file here. */
import type { FormatDef } from './types';

export const FORMATS: FormatDef[] = [];
