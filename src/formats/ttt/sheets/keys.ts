/**
 * The developer-metadata keys a TTT set's sheets carry (besides the add-on's kind marker): the set's key on every
 * sheet, the group on a group's Games and Table sheets, and on a mini-TTT's two sheets the group whose tie it
 * decides. Each sheet kind's module names its kind and keys with `sheetKind` over these; plans write them with
 * `kindMetadata` (`setMetadata` for a group's sheets, whose mini-TTT key only a mini-TTT has), readers read them
 * with `kind.keys.x`.
 */
import type { SheetKind } from '../../../shared/sheets/read';

export const SET_KEYS = { set: 'ttt-set', group: 'ttt-group', miniOf: 'ttt-mini-of' } as const;

/** The keys of a sheet of a set, group or none. */
export const SET_ONLY = { set: SET_KEYS.set };
export const GROUP_SHEET = { group: SET_KEYS.group, set: SET_KEYS.set, miniOf: SET_KEYS.miniOf };

/** The metadata a plan of this kind carries: every key given a value (a mini-TTT's key only on its sheets). */
export function setMetadata<K extends string>(kind: SheetKind<K>, values: Partial<Record<K, string | number>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const k of Object.keys(kind.keys) as K[]) {
    const v = values[k];
    if (v !== undefined) out[kind.keys[k]] = String(v);
  }
  return out;
}
