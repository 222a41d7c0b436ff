import { diceSet, diceSheetRows } from './rules/dice';
import type { BenchCase } from '../../../bench/types';

export const cases: BenchCase[] = [
  {
    what: 'duplicate: generate dice sets (80 rolls per side)',
    size: '100 sets',
    unit: 'ms',
    run: () => {
      let n = 0;
      for (let set = 1; set <= 100; set++) n += diceSet('bench', set).white.length;
      return n;
    },
  },
  {
    what: 'duplicate: generate dice sets + printable rows',
    size: '100 sets × 80 rolls',
    unit: 'ms',
    run: () => {
      let n = 0;
      for (let set = 1; set <= 100; set++) n += diceSheetRows(diceSet('bench', set)).length;
      return n;
    },
  },
];
