/** Every format the wizard offers, in the order shown. Each feature fills its own file. */
import type { FormatDef } from './formTypes';
import { formats as roundRobin } from '../src/formats/ttt/form';
import { formats as torres } from '../src/formats/torres/form';
import { formats as swing } from '../src/formats/swing/form';
import { formats as duplicate } from '../src/formats/duplicate/form';
import { formats as gbq } from '../src/formats/gbq/form';

export const FORMATS: FormatDef[] = [...roundRobin, ...torres, ...swing, ...duplicate, ...gbq];
