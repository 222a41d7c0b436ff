/**
 * Every format the wizard offers, in the order shown, and where each action applies: its format (the "New event" card
 * that lists it) and the sheet kinds it works on (the "This sheet" section). Each feature fills its own form file; the
 * kinds are the formats' sheetKind constants.
 */
import type { FormatDef } from './formTypes';
import { formats as roundRobin } from '../src/formats/ttt/form';
import { formats as torres } from '../src/formats/torres/form';
import { formats as swing } from '../src/formats/swing/form';
import { formats as duplicate } from '../src/formats/duplicate/form';
import { formats as gbq } from '../src/formats/gbq/form';
import { IMPORT_SHEET } from '../src/formats/ttt/sheets/importSheet';
import { TABLE_SHEET } from '../src/formats/ttt/sheets/table';
import { GAMES_SHEET } from '../src/formats/ttt/sheets/games';
import { MY_MATCHES_SHEET } from '../src/formats/ttt/sheets/myMatches';
import { STATS_SHEET } from '../src/formats/ttt/sheets/stats';
import { TIMEOUTS_SHEET } from '../src/formats/ttt/sheets/timeouts';
import { TORRES_GROUP } from '../src/formats/torres/sheets/group';
import { TORRES_OVERVIEW } from '../src/formats/torres/sheets/overview';
import { STANDINGS } from '../src/formats/duplicate/sheets/standings';
import { FINAL_PROTOCOL, MATCH_PROTOCOL } from '../src/formats/duplicate/sheets/protocol';
import { DICE } from '../src/formats/duplicate/sheets/dice';
import { GBQ_TABLE } from '../src/formats/gbq/sheets/table';
import { SWING_LOG } from '../src/formats/swing/sheets/log';
import { SWING_MAIN } from '../src/formats/swing/sheets/plan';

type Place = Pick<FormatDef, 'sheets' | 'needs'>;

/** Every sheet of a TTT set: the set-wide actions work from any of them. */
const TTT_SET_SHEETS = [STATS_SHEET.kind, GAMES_SHEET.kind, TABLE_SHEET.kind, MY_MATCHES_SHEET.kind, IMPORT_SHEET.kind, TIMEOUTS_SHEET.kind];

/** The actions tied to a sheet, by id: the kinds they work on, and what to open when they work only there. */
export const PLACES: Readonly<Record<string, Place>> = {
  tttImport: { sheets: [IMPORT_SHEET.kind], needs: 'the Import sheet of the TTT set (paste the results there first)' },
  tttMini: { sheets: [TABLE_SHEET.kind], needs: 'the Table of a group that says "mini-TTT needed"' },
  tttRedraw: { sheets: TTT_SET_SHEETS, needs: 'any sheet of the TTT set to redraw' },
  tttInvitations: { sheets: TTT_SET_SHEETS, needs: 'any sheet of the TTT set' },
  'torres-withdraw': { sheets: [TORRES_GROUP.kind], needs: "the player's TORRES group sheet" },
  'torres-rollover': { sheets: [TORRES_OVERVIEW.kind] },
  'swing-live': { sheets: [SWING_MAIN.kind, SWING_LOG.kind] },
  'dice-set': { sheets: [MATCH_PROTOCOL.kind, FINAL_PROTOCOL.kind, DICE.kind] },
  'duplicate-finalist': { sheets: [STANDINGS.kind, FINAL_PROTOCOL.kind], needs: 'the duplicate Standings sheet, or the final protocol' },
  'gbq-withdraw': { sheets: [GBQ_TABLE.kind], needs: "the player's GBQ group table (one with a results log)" },
};

const placed = (format: string, defs: FormatDef[]): FormatDef[] => defs.map((d) => ({ ...d, format, ...PLACES[d.id] }));

export const FORMATS: FormatDef[] = [
  ...placed('ttt', roundRobin),
  ...placed('torres', torres),
  ...placed('swing', swing),
  ...placed('duplicate', duplicate),
  ...placed('gbq', gbq),
];
