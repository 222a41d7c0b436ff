/** The legend line's entries ("Q = qualified"), shared by the text forms. */
import { MARKS, marksUsed, type StandingsDoc } from './model';

export function legendEntries(doc: StandingsDoc): string[] {
  return marksUsed(doc).map((m) => `${MARKS[m].symbol} = ${MARKS[m].label}`);
}
