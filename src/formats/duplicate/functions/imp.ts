import { imp, IMP_TABLE_NAMES, type ImpTableName } from '../rules/imp';
import { type Arg, fail, isBlank, isGrid, Place, type Result, type Scalar, toNumber, toText } from '../../../shared/functions/args';
import { rowwise } from './rows';

const FN = 'IMP';
const TABLES = 'use "fairbg" or "wbf"';

function readTable(value: Scalar, place: Place): ImpTableName {
  if (isBlank(value)) return 'fairbg';
  const text = toText(value, place, `an IMP table; ${TABLES}`).toLowerCase();
  const found = IMP_TABLE_NAMES.find((name) => name === text);
  return found ?? fail(place, value, `is not an IMP table; ${TABLES}`);
}

/**
 * International match points for an SMP value or SMP difference, signed (negative in, negative out).
 * @param {number} points SMP value or difference of SMP values.
 * @param {string} table "fairbg" (default; 10–40 is 1 IMP) or "wbf" (the bridge table; 20–40 is 1 IMP).
 * @return {number} The IMPs.
 * @customfunction
 */
export function IMP(points: Arg, table?: Arg): Result {
  const fixedTable = isGrid(table) ? undefined : readTable(table, new Place(FN, 'table'));
  return rowwise(
    FN,
    [
      { name: 'points', value: points },
      { name: 'table', value: table },
    ],
    ([p, t], at) => {
      if (isBlank(p)) return '';
      const n = toNumber(p, at(0), 'use an SMP value or a difference of SMP values');
      return imp(n, fixedTable ?? readTable(t, at(1)));
    },
  );
}
