/** The gbq endpoints of the sidebar's server API: the GBQ group table. */
import type { CreateGbqTableInput, CreateGbqTableResult } from '../api';
import { createSheets, freeNames } from '../../../shared/server/create';
import { checkGbqTableInput } from './input';
import { buildGbqTablePlan } from '../sheets/table';
import { activeSpreadsheet } from '../../../shared/server/auth';

/** How the creation is named in messages (busy, limits, undone). */
export const GBQ_CREATION = 'This GBQ table';

/**
 * Creates a GBQ group table sheet named after the title: settings, an entry block for the TD, a live table
 * sorted by TP% with GBQ and a qualified/out status. Bad input throws before anything is written; the sheet is
 * written through createSheets (document lock, Sheets' limits checked first, all or nothing).
 */
export function createGbqTable(input: CreateGbqTableInput): CreateGbqTableResult {
  const spec = checkGbqTableInput(input);
  const [sheet] = createSheets(
    activeSpreadsheet(),
    (book) => {
      const [name] = freeNames(book, [{ title: spec.title }]);
      return [buildGbqTablePlan(spec, name)];
    },
    { what: GBQ_CREATION, extraCalls: 1, after: ([made]) => made.activate() },
  );
  return { sheet: sheet.getName() };
}

export { withdrawGbqPlayer } from './withdraw';
export { createGbqCrossTable } from './cross';
