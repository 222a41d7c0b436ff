/** What the TD calls each sheet kind the add-on makes (the formats' sheetKind constants), for "This sheet: …". */
import { GAMES_SHEET } from '../src/formats/ttt/sheets/games';
import { TABLE_SHEET } from '../src/formats/ttt/sheets/table';
import { STATS_SHEET } from '../src/formats/ttt/sheets/stats';
import { IMPORT_SHEET } from '../src/formats/ttt/sheets/importSheet';
import { TIMEOUTS_SHEET } from '../src/formats/ttt/sheets/timeouts';
import { MY_MATCHES_SHEET } from '../src/formats/ttt/sheets/myMatches';
import { TORRES_GROUP } from '../src/formats/torres/sheets/group';
import { TORRES_OVERVIEW } from '../src/formats/torres/sheets/overview';
import { TORRES_ROLLOVER } from '../src/formats/torres/sheets/rollOver';
import { STANDINGS } from '../src/formats/duplicate/sheets/standings';
import { FINAL_PROTOCOL, MATCH_PROTOCOL } from '../src/formats/duplicate/sheets/protocol';
import { DICE } from '../src/formats/duplicate/sheets/dice';
import { GBQ_TABLE } from '../src/formats/gbq/sheets/table';
import { GBQ_CROSS } from '../src/formats/gbq/sheets/cross';
import { SWING_MAIN } from '../src/formats/swing/sheets/plan';
import { SWING_LOG } from '../src/formats/swing/sheets/log';

export const SHEET_LABELS: Readonly<Record<string, string>> = {
  [TABLE_SHEET.kind]: 'TTT group Table',
  [GAMES_SHEET.kind]: 'TTT group Games sheet',
  [STATS_SHEET.kind]: 'TTT Stats sheet',
  [IMPORT_SHEET.kind]: 'TTT Import sheet',
  [TIMEOUTS_SHEET.kind]: 'TTT Timeouts sheet',
  [MY_MATCHES_SHEET.kind]: 'TTT My matches sheet',
  [TORRES_GROUP.kind]: 'TORRES group',
  [TORRES_OVERVIEW.kind]: 'TORRES league overview',
  [TORRES_ROLLOVER.kind]: 'TORRES roll-over sheet',
  [STANDINGS.kind]: 'duplicate Standings sheet',
  [MATCH_PROTOCOL.kind]: 'duplicate match protocol',
  [FINAL_PROTOCOL.kind]: 'duplicate final protocol',
  [DICE.kind]: 'duplicate dice sheet',
  [GBQ_TABLE.kind]: 'GBQ group table',
  [GBQ_CROSS.kind]: 'GBQ cross-group table',
  [SWING_MAIN.kind]: 'swing sheet',
  [SWING_LOG.kind]: 'swing log',
};

/** "A TTT group Table." — or what the sidebar says of a sheet the add-on did not make, or of a kind it does not know. */
export function sheetLabel(kind: string): string {
  if (kind === '') return 'Not a sheet the add-on made.';
  const label = SHEET_LABELS[kind];
  return label ? `A ${label}.` : 'A sheet the add-on made.';
}
