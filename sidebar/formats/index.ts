/** Every format the wizard offers, in the order shown. Each feature fills its own file. */
import type { FormatDef } from './types';
import { formats as roundRobin } from './roundRobin';
import { formats as torres } from './torres';
import { formats as swing } from './swing';
import { formats as duplicate } from './duplicate';
import { formats as gbq } from './gbq';

export const FORMATS: FormatDef[] = [...roundRobin, ...torres, ...swing, ...duplicate, ...gbq];
