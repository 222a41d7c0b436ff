import type { RecoveredCreationResult } from '../src/shared/api';

/** The sidebar's line about a creation a killed run left half made, removed when the sidebar opened. */
export function recoveredText(r: RecoveredCreationResult): string {
  const when = r.started.slice(0, 16).replace('T', ' ');
  const sheets = r.removed.length === 0 ? 'no sheet of it was left' : `its ${r.removed.length} half-made sheet(s) were removed (${r.removed.join(', ')})`;
  return `${r.what}, started ${when} UTC, did not finish (Apps Script stops a run after 6 minutes): ${sheets}. Nothing else was changed; create it again.`;
}
