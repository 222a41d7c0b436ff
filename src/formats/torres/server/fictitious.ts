/**
 * The add-on's own record of the fictitious players it assigned on a group sheet (docs/rules.md §3.7): one
 * developer-metadata entry `torres-fictitious` per fictitious player, `{"name":"forfait","replaces":"Bob"}`, added
 * by withdrawTorresPlayer. Fictitious players are recognised by this record — never by a "forfait" prefix — so a
 * real player named "Forfaiture" (or a TD's hand-typed "forfait") is a real player everywhere.
 * Sheets written before the record existed: the Status column's "withdrawn: … to <name>; …" (also the add-on's own
 * words) gives the same record.
 */
import { cleanName, nameKey } from '../../../shared/rules/names';
import { GROUP, WITHDRAWN_STATUS } from '../sheets/layout';

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

export const FICTITIOUS_KEY = 'torres-fictitious';

export interface FictitiousEntry {
  name: string;
  replaces?: string;
}

const STATUS_RECORD = new RegExp(`^${WITHDRAWN_STATUS}: \\d+ unplayed game\\(s\\) to (.+); \\d+ played game\\(s\\) kept$`);

/** The Status text withdrawTorresPlayer writes (the record's fallback reads it back). */
export function statusText(unplayed: number, played: number, replacedBy: string): string {
  return unplayed > 0
    ? `${WITHDRAWN_STATUS}: ${unplayed} unplayed game(s) to ${replacedBy}; ${played} played game(s) kept`
    : `${WITHDRAWN_STATUS}: every game already played (${played}); no fictitious player needed`;
}

/** The record entry to add for a new fictitious player. */
export const recordEntry = (entry: FictitiousEntry): string => JSON.stringify(entry);

/**
 * The group's fictitious players, in the order they were assigned: the metadata record, else (an older sheet) the
 * Status column. `values` is the sheet's data range (row 1 first).
 */
export function fictitiousRecord(sheet: Sheet, values: readonly (readonly unknown[])[], roster: number): FictitiousEntry[] {
  const out: FictitiousEntry[] = [];
  const seen = new Set<string>();
  const add = (e: FictitiousEntry): void => {
    const name = cleanName(e.name);
    if (name === '' || seen.has(nameKey(name))) return;
    seen.add(nameKey(name));
    out.push(e.replaces ? { name, replaces: cleanName(e.replaces) } : { name });
  };
  for (const m of sheet.getDeveloperMetadata()) {
    if (m.getKey() !== FICTITIOUS_KEY) continue;
    try {
      const e = JSON.parse(m.getValue() ?? '') as Partial<FictitiousEntry>;
      if (typeof e.name === 'string') add({ name: e.name, replaces: typeof e.replaces === 'string' ? e.replaces : undefined });
    } catch {
      // not the add-on's entry: ignored
    }
  }
  if (out.length > 0) return out;
  for (let i = 0; i < roster; i++) {
    const line = values[GROUP.firstGameRow + i - 1] ?? [];
    const m = STATUS_RECORD.exec(String(line[GROUP.statusColumn - 1] ?? '').trim());
    if (m) add({ name: m[1], replaces: String(line[GROUP.eloColumn - 1] ?? '') });
  }
  return out;
}
