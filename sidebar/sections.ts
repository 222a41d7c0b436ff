/**
 * The start page as data: what works on the open sheet ("This sheet"), one "New event" card per format with its
 * follow-up actions, and the actions for any sheet. Pure, so a test checks every sheet kind without a browser.
 */
import type { FormatDef } from './formTypes';

export interface EventCard {
  /** The format's first action (its creation), the card itself. */
  head: FormatDef;
  followUps: FormatDef[];
}

export interface StartSections {
  here: FormatDef[];
  events: EventCard[];
  any: FormatDef[];
}

/** True when the action works on a sheet of this kind ('' for a sheet the add-on did not make: none does). */
export function appliesTo(def: FormatDef, kind: string): boolean {
  return kind !== '' && (def.sheets ?? []).includes(kind);
}

export function startSections(formats: FormatDef[], tools: FormatDef[], kind: string): StartSections {
  const events: EventCard[] = [];
  const byFormat = new Map<string, EventCard>();
  for (const def of formats) {
    const key = def.format ?? def.id;
    const card = byFormat.get(key);
    if (card) card.followUps.push(def);
    else {
      const fresh = { head: def, followUps: [] };
      byFormat.set(key, fresh);
      events.push(fresh);
    }
  }
  return { here: [...formats, ...tools].filter((d) => appliesTo(d, kind)), events, any: tools };
}
